"""Limits and locks: how often an effect may be used, and what a player may not do after.

    Trigger(..., limit=hard_once_per_turn)              # "You can only use this effect of X once per turn"
    Ignition(..., limit=once_per_turn)                  # "Once per turn: ..." (each copy)
    Activate(..., limit=one_activation_per_turn)        # "You can only activate 1 X per turn"
    Quick(..., limit=once_per_chain)
    Ignition(..., limit=shared_once_per_turn("A"))      # "You can only use 1 of these effects per turn"

A limit is counted when the effect is activated, even if it is negated afterwards (seed
004). "Hard" limits are per card name and player (every copy shares them), soft ones per
copy of the card. Locks are lingering effects that forbid an action for the rest of the
turn ("you cannot Special Summon from the Extra Deck, except ...").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import cannot_activate, cannot_summon, until_end_of_turn
from engine.cards.library.filters import Filter
from engine.effects import CountLimit

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card

once_per_turn = CountLimit(per="copy")
hard_once_per_turn = CountLimit(per="name")
one_activation_per_turn = CountLimit(per="name", key="activation")
once_per_chain = CountLimit(scope="chain", per="copy")
once_per_duel = CountLimit(scope="duel", per="name")


def shared_once_per_turn(key: str = "shared") -> CountLimit:
    """"You can only use 1 of X's effects per turn" (every effect given the same key)."""
    return CountLimit(per="name", key=key)


def times_per_turn(count: int, *, hard: bool = False) -> CountLimit:
    """"Twice per turn" and the like."""
    return CountLimit(count=count, per="name" if hard else "copy")


# ------------------------------------------------------------------ locks
def _events_this_turn(ctx: Ctx) -> list[Any]:
    from engine.procedures.abilities import events_this_turn

    return events_this_turn(ctx.g)


def lock_special_summons(except_: Filter | None = None, *, from_extra_deck: bool = True) -> Act:
    """"For the rest of this turn you cannot Special Summon (from the Extra Deck), except
    ... monsters" (a lock on the player who used the effect)."""

    def test(ctx: Ctx, player: int, card: Card, kind: str) -> bool:
        if player != ctx.player or kind in ("normal", "tribute", "gemini", "flip"):
            return False
        if from_extra_deck and card.location != "extra":
            return False
        return except_ is None or not except_.test(ctx, card)

    where = " from the Extra Deck" if from_extra_deck else ""
    other = f", except {except_.text} monsters" if except_ is not None else ""
    return until_end_of_turn(cannot_summon(
        test, f"you cannot Special Summon{where} this turn{other} — {rules.SUMMON_RESTRICTION}"))


def lock_name_this_turn(name: Callable[[Ctx], str | None]) -> Act:
    """"You cannot activate cards, or the effects of cards, with that name for the rest of
    this turn" (``name(ctx)`` says which, e.g. the card just added to the hand)."""

    def run(ctx: Ctx) -> Proc:
        locked = name(ctx)
        if locked is None:
            return None
        act = until_end_of_turn(cannot_activate(
            lambda c, player, card, eff: player == c.player and card.name == locked,
            f"{locked} cannot be activated for the rest of this turn ({ctx.card.name})"))
        result = yield from act.run(ctx)
        return result

    return Act(run)


def name_of_last(ctx: Ctx) -> str | None:
    """The name of the (first) card the previous action of this effect moved."""
    last = ctx.data.get("last")
    if isinstance(last, list) and last:
        return str(last[0].name)
    return None


def not_done_this_turn(test: Callable[[Ctx, Any], bool], what: str) -> Cond:
    """"You cannot activate this card if you ... this turn": no event of this turn passes
    ``test(ctx, event)`` (e.g. no Special Summon by you)."""
    return Cond(lambda ctx: not any(test(ctx, ev) for ev in _events_this_turn(ctx)),
                f"you did not {what} this turn")


def _you_special_summoned(ctx: Ctx, ev: Any) -> bool:
    return ev.kind == "summoned" and bool(ev.data.get("special")) and ev.player == ctx.player


#: "You cannot Special Summon during the turn you activate this": the condition half (you
#: have not Special Summoned this turn); the lock half is ``lock_special_summons(
#: from_extra_deck=False)`` in the cost.
no_special_summon_this_turn = not_done_this_turn(_you_special_summoned, "Special Summon")
def no_responses(*, opponent_only: bool = False,
                 only: Callable[[Ctx, Any, Any], bool] | None = None) -> Callable[..., str | None]:
    """A chain limit (``chain_limit=``): "neither player (your opponent) can activate cards or
    effects (``only``: of this kind) in response to this card's activation"."""

    def limit(ctx: Ctx, player: int, card: Any, eff: Any) -> str | None:
        if opponent_only and player == ctx.player:
            return None
        if only is not None and not only(ctx, card, eff):
            return None
        return f"that cannot be activated in response to {ctx.card.name}"

    return limit


def monster_effects(ctx: Ctx, card: Any, eff: Any) -> bool:
    """For ``no_responses(only=...)``: monster effects."""
    return bool(card.data.is_monster and eff.kind != "activate")


def same_card_type_as_paid(ctx: Ctx, card: Any, eff: Any) -> bool:
    """For ``no_responses(only=...)``: cards whose original card type (Monster, Spell, Trap)
    is one of the cards this effect's cost sent away."""
    kinds = {c.data.card_type for c in ctx.data.get("cost_cards", [])}
    return card.data.card_type in kinds


def _conducted_battle_phase(ctx: Ctx, ev: Any) -> bool:
    return ev.kind == "phase" and ev.data.get("phase") == "battle" and ev.player == ctx.player


#: "You cannot activate this card if you conducted your Battle Phase this turn".
not_after_your_battle_phase = not_done_this_turn(_conducted_battle_phase, "conduct your Battle Phase")


__all__ = [
    "hard_once_per_turn",
    "lock_name_this_turn",
    "lock_special_summons",
    "monster_effects",
    "name_of_last",
    "no_responses",
    "no_special_summon_this_turn",
    "not_after_your_battle_phase",
    "not_done_this_turn",
    "once_per_chain",
    "once_per_duel",
    "once_per_turn",
    "one_activation_per_turn",
    "same_card_type_as_paid",
    "shared_once_per_turn",
    "times_per_turn",
]
