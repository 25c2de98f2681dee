"""How many attacks a monster may make, counted from something that happened: the cards an
excavation showed ("this card can attack up to the number of Tuners excavated"). It asks the
engine's ``Code.EXTRA_ATTACKS`` (and ``Code.CANNOT_ATTACK`` when the count is 0)."""

from __future__ import annotations

from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, _card_spec, cannot_attack, until_end_of_turn
from engine.cards.library.filters import Filter
from engine.cards.library.groups import THIS_CARD
from engine.continuous import Code
from engine.effects import Ctx


def this_card_attacks_up_to_the_number_excavated(f: Filter) -> Act:
    """Inside ``excavate(...)``: "this turn, this card can make attacks up to the number of <f>
    cards excavated" (none: it cannot attack this turn). The count is fixed when it applies."""

    def run(ctx: Ctx) -> Proc:
        count = sum(1 for c in ctx.data.get("excavated", []) if f.test(ctx, c))
        if count == 0:
            spec: Spec = cannot_attack()
        else:
            spec = _card_spec(Code.EXTRA_ATTACKS, None, lambda _ctx, _c: count - 1,
                              f"{count} attacks this turn")
        yield from until_end_of_turn(spec, to=THIS_CARD).run(ctx)
        return count or None

    return Act(run, (), text="attacks up to the number excavated")


__all__ = ["this_card_attacks_up_to_the_number_excavated"]
