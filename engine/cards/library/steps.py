"""Helpers for a card's own resolution step (``do(fn, *categories)``), for the rare card
whose mechanism no other card shares (``docs/cards.md`` "Your own step").

A step is a generator ``fn(ctx)``: it ``yield``s prompts through these helpers and changes
the game only through ``ctx.g`` (the :class:`engine.game.Game` primitives).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine.modifiers import cannot_summon_reason, current_atk, current_level, unaffected
from engine.prompts import CardsPrompt, YesNoPrompt

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card

Proc = Generator[Any, Any, Any]


def choose_cards(ctx: Ctx, cards: list[Card], count: int = 1, maximum: int | None = None,
                 hint: str = "", player: int | None = None, purpose: str = "select") -> Proc:
    """Ask a player to choose cards (always asked: SCENARIOS.md); returns them."""
    answer = yield CardsPrompt(player=ctx.player if player is None else player,
                               candidates=[c.uid for c in cards], min=count,
                               max=count if maximum is None else maximum, purpose=purpose,
                               hint=hint or f"{ctx.card.name}: choose")
    return [ctx.g.state.cards[u] for u in answer.cards]


def ask_yes_no(ctx: Ctx, question: str, player: int | None = None) -> Proc:
    """A yes/no question while the effect resolves; returns the answer."""
    answer = yield YesNoPrompt(player=ctx.player if player is None else player,
                               question=question, hint=question)
    return bool(answer.yes)


def summon_monster(ctx: Ctx, card: Card, positions: tuple[str, ...] = ("attack", "defense"),
                   player: int | None = None) -> Proc:
    """Special Summon one monster by this effect (zone and position asked as the rules say);
    True when it arrived."""
    from engine.procedures.summon import special_summon

    done = yield from special_summon(ctx.g, ctx.player if player is None else player, card,
                                     positions=positions, by=ctx.player)
    return bool(done)


def may_special_summon(ctx: Ctx, player: int, card: Card) -> bool:
    """No printed or continuous restriction stops ``player`` Special Summoning ``card``."""
    return cannot_summon_reason(ctx.g, player, card, "special") is None


def is_unaffected(ctx: Ctx, card: Card) -> bool:
    """The card is unaffected by this effect (it is seen but not touched: seed 004)."""
    return unaffected(ctx.g, card, ctx)


def atk(ctx: Ctx, card: Card) -> int:
    """The card's current ATK."""
    return current_atk(ctx.g, card)


def level_now(ctx: Ctx, card: Card) -> int:
    """The card's current Level (its Rank or Link Rating for Xyz and Link Monsters)."""
    return current_level(ctx.g, card)


__all__ = ["ask_yes_no", "atk", "choose_cards", "is_unaffected", "level_now",
           "may_special_summon", "summon_monster"]
