"""A monster that "copies the effects of" another card until the End Phase, and "battle damage
your opponent takes from attacks involving this card becomes 0". The copy is the engine's rule
(:mod:`engine.copied_effects`): the card's script in effect comes from the other card's
passcode while it lasts, and every cache kept per passcode follows it."""

from __future__ import annotations

from typing import Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, player_spec
from engine.cards.library.groups import as_group, those_cards
from engine.continuous import Code
from engine.copied_effects import copy_effects
from engine.effects import Ctx


def copies_the_effects_of(group: Any = those_cards, *, name_too: bool = True) -> Act:
    """"Until the End Phase, this card's name becomes that monster's original name, and it
    replaces this effect with that monster's original effects" (``name_too=False``: the
    effects only). ``group`` is the monster (default ``those_cards``: the one the previous
    action moved, "banish it, and if you do, ..."). Nothing happens unless this card is still
    face-up in a Monster Zone. The copied effects may be used at once, with count limits of
    their own (a hard "once per turn" is shared with the cards of that name)."""
    source = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = yield from source.choose(ctx)
        if not cards:
            return None
        other = cards[0]
        name = other.data.name if name_too else None
        if not copy_effects(ctx, ctx.card, other, replacing=ctx.effect, name=name):
            return None
        return [other]

    return Act(run, (), text="copies the effects of that monster until the End Phase")


def opponent_takes_no_battle_damage_from_its_attacks() -> Spec:
    """"Any battle damage your opponent takes from attacks involving this card becomes 0"
    (this card attacking, or attacked)."""

    def test(ctx: Ctx, subject: Any) -> bool:
        player, _source = subject
        att = ctx.g.attack
        return (player != ctx.player and att is not None
                and ctx.card in (att.attacker, att.target))

    return player_spec(Code.NO_BATTLE_DAMAGE, test, "no battle damage to the opponent from its attacks")


__all__ = ["copies_the_effects_of", "opponent_takes_no_battle_damage_from_its_attacks"]
