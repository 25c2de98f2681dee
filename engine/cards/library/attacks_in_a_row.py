"""Attacks "in a row": "it can make a second attack in a row" (issue 19, Ruin, Queen of
Oblivion).

Unlike "it can make a second attack during each Battle Phase", an attack in a row is granted by
an effect that resolves right after a battle, and must be the monster's very next attack: until
it declares it (or leaves the field, or the Battle Phase ends), no other monster of its
controller may declare an attack (ocgcore's chain attack). A monster that has already attacked
twice this turn cannot be granted another one this way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.continuous import Code, Modifier
from engine.modifiers import Lingering

if TYPE_CHECKING:
    from engine.effects import Ctx


def _can_attack_again_in_a_row(ctx: Ctx) -> bool:
    card, att = ctx.card, ctx.g.attack
    return (card.is_face_up_monster and card.attacks < 2
            and att is not None and att.attacker is card)


#: "... it can make a second attack in a row" may be used only by the attacking monster, face-up,
#: that has not yet made two attacks this turn (ocgcore ``Card.CanChainAttack``).
can_make_another_attack_in_a_row = Cond(_can_attack_again_in_a_row,
                                        "this card attacked and can attack again in a row")


def second_attack_in_a_row() -> Act:
    """"This card can make a second attack in a row": one more attack this Battle Phase, which
    must be its next one — its controller's other monsters cannot declare an attack before it
    (the effect ends when it attacks, leaves the field, or the Battle Phase ends)."""

    def run(ctx: Ctx) -> Proc:
        g, card = ctx.g, ctx.card
        if not card.is_face_up_monster:
            return False
        start = len(g.log)

        def attacked_since(_ctx: Ctx) -> bool:
            return any(ev.kind == "attack_declared" and ev.card is card for ev in g.log[start:])

        def more(_ctx: Ctx, subject: Any) -> Any:
            return 1 if subject is card else None

        def others_wait(_ctx: Ctx, subject: Any) -> Any:
            if (subject is card or getattr(subject, "controller", None) != card.controller
                    or not card.is_face_up_monster or attacked_since(_ctx)):
                return None
            return f"{card.name} must make its second attack in a row first"

        g.lingering.append(Lingering(
            player=ctx.player, source=card.name, card=card, expires_turn=g.state.turn, ctx=ctx,
            data={"ends_with_phase": "battle"},
            modifiers=(Modifier(Code.EXTRA_ATTACKS, more, "a second attack in a row"),
                       Modifier(Code.CANNOT_DECLARE_ATTACK, others_wait,
                                "only the monster attacking in a row may attack next"))))
        return [card]
        yield  # pragma: no cover

    return Act(run, text="it can make a second attack in a row",
               possible=lambda ctx: ctx.card.is_face_up_monster)


__all__ = ["can_make_another_attack_in_a_row", "second_attack_in_a_row"]
