"""Triggers on an activation, and what "an Equip Card" is (issue 19, Phoenix Gearfried).

"When your opponent activates a Spell Card: you can ..." without "(Quick Effect)" is a Trigger
Effect (ocgcore ``EVENT_CHAINING``): it is offered right after that activation, as a trigger
is, and cannot be activated later in the chain. "An Equip Card" is any face-up card equipped
to a monster or printed as an Equip Spell: Equip Spells, and Union or other monsters equipped
as Equip Cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.library.filters import Filter
from engine.cards.library.triggers import On
from engine.state import SPELLS

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event
    from engine.state import Card


def card_activated(*, spell: bool = False, trap: bool = False, by_opponent: bool = False) -> On:
    """"When (your opponent) activates a Spell (Trap) Card": a card's activation (not the effect
    of a card already face-up), of the kinds asked (neither: any card)."""
    kinds = {k for k, on in (("Spell", spell), ("Trap", trap)) if on}

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.kind != "activated" or ev.card is None or not ev.data.get("card_activation"):
            return False
        if by_opponent and ev.player == ctx.player:
            return False
        return not kinds or ev.card.data.card_type in kinds

    what = " or ".join(sorted(kinds)) + " Card" if kinds else "a card"
    who = "your opponent activates" if by_opponent else "a player activates"
    return On(test, f"{who} a {what}", frozenset({"activated"}))


def _is_equip_card(ctx: Ctx, c: Card) -> bool:
    return (c.location == SPELLS and c.face_up
            and (c.equipped_to is not None or c.data.has("Equip")))


#: "an Equip Card": a face-up Equip Spell, or a monster equipped as an Equip Card (a Union).
equip_card = Filter(_is_equip_card, "Equip Card")


__all__ = ["card_activated", "equip_card"]
