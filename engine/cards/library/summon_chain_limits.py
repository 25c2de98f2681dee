"""Chain limits a monster puts on its own Summon: "neither player can activate cards or effects
when this card is <kind> Summoned" (ocgcore's chain limit until the chain ends). Asked through
``Code.CANNOT_ACTIVATE`` while the Summon's response window holds this card's Summon."""

from __future__ import annotations

from typing import Any

from engine.cards.library.continuous import Spec, cannot_activate
from engine.effects import Ctx


def no_activations_when_this_card_is_summoned(kind: str) -> Spec:
    """"Neither player can activate cards or effects when this card is <kind> Summoned"
    (``kind``: "synchro", "fusion", ...): in the response window of that Summon, and for the
    chain built there, nothing may be activated."""

    def test(ctx: Ctx, player: int, card: Any, eff: Any) -> bool:
        me = ctx.card
        return me.in_monster_zone and any(
            ev.kind == "summoned" and ev.card is me and ev.data.get("kind") == kind
            for ev in ctx.g.window_events)

    return cannot_activate(test, f"nothing can be activated when this card is {kind} Summoned")


__all__ = ["no_activations_when_this_card_is_summoned"]
