"""Cards beyond Pools 1 and 2 that the rules documents cite as their examples.

Urgent Tuning: seed 001 "Immediately after this effect resolves ... Summon" names it among
the rulings for a Summon performed while an effect resolves.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.cards.pool.dsl import ACTIVATE, Ctx, Effect, card, choose_cards
from engine.procedures.extra_summons import immediate_summon_refusal, summon_immediately
from engine.state import Card

Proc = Generator[Any, Any, Any]


def _synchro_monsters(ctx: Ctx) -> list[Card]:
    extra = ctx.g.state.players[ctx.player].extra
    return [c for c in extra if c.data.has("Synchro")
            and immediate_summon_refusal(ctx.g, ctx.player, c) is None]


def _urgent_tuning(ctx: Ctx) -> Proc:
    choices = _synchro_monsters(ctx)
    if not choices:
        return
    chosen = yield from choose_cards(ctx, choices, purpose="Synchro Summon",
                                     hint="Urgent Tuning: Synchro Summon which monster?")
    yield from summon_immediately(ctx.g, ctx.player, chosen[0])


card("Urgent Tuning",
     "Normal Trap. Activate only during the Battle Phase. Immediately after this effect "
     "resolves, Synchro Summon 1 Synchro Monster using monsters you control as material.",
     Effect(ACTIVATE, condition=lambda ctx: ctx.g.state.phase == "battle"
            and bool(_synchro_monsters(ctx)), resolve=_urgent_tuning))
