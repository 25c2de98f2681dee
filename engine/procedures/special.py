"""Summoning procedures beyond the Normal Summon: the hooks the idle state calls.

This module is the seam for Fusion, Ritual, Synchro, Xyz, Pendulum and Link
Summons and monsters with their own Special Summon condition (seed 001,
seed 002 n.Summons 03-04, seed 003 pp. 12-19). A card's script supplies a
``special_summon`` procedure object with ``refusal(g, player, card)`` and
``perform(g, player, card)``; the shared procedures live in
``engine.procedures.extra_summons``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.modifiers import cannot_summon_reason
from engine.procedures import extra_summons
from engine.prompts import Action
from engine.state import Card

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]


def _procedure(g: Game, card: Card) -> Any:
    return extra_summons.procedure_for(g, card)


def has_procedure(g: Game, card: Card) -> bool:
    return _procedure(g, card) is not None


def special_summon_refusal(g: Game, player: int, card: Card) -> str | None:
    proc = _procedure(g, card)
    if proc is None:
        if card.data.has("Ritual"):
            return f"{card.name} is Ritual Summoned by a Ritual Spell Card — {rules.RITUAL}"
        if card.data.has("Fusion"):
            return f"{card.name} is Fusion Summoned by a card such as Polymerization — {rules.FUSION}"
        return f"{card.name} has no Summoning procedure of its own — {rules.SPECIAL_SUMMON}"
    reason: str | None = proc.refusal(g, player, card)
    if reason is None:
        reason = cannot_summon_reason(g, player, card, "procedure")
    return reason


def special_summon_allowed(g: Game, player: int, card: Card) -> bool:
    """``special_summon_refusal(g, player, card) is None``, without building the refusal's
    words: the open state's list asks it of every card with a procedure in the hand, Extra
    Deck, GY and banishment and reads no reason. A procedure may offer ``allowed(g, player,
    card) -> bool``, its own ``refusal(...) is None`` made cheaper (``extra_summons``);
    ``idle.VERIFY`` (tests turn it on) compares the open state's list with the refusals'.
    Which check a passcode gets is fixed with its procedure (``Game.procedures``), so it is
    chosen once per game and passcode."""
    checks: dict[int, Check] | None = g.__dict__.get("_procedure_checks")
    if checks is None:
        checks = g._procedure_checks = {}  # type: ignore[attr-defined]
    check = checks.get(card.data.code)
    if check is None:
        check = checks[card.data.code] = _check_for(_procedure(g, card))
    return check(g, player, card) and cannot_summon_reason(g, player, card, "procedure") is None


Check = Callable[["Game", int, Card], bool]


def _check_for(proc: Any) -> Check:
    """``proc``'s yes-or-no check: its ``allowed`` when :func:`_has_own_allowed`, else its
    refusal compared with None (no procedure: never)."""
    if proc is None:
        return _never
    if _has_own_allowed(proc):
        allowed: Check = proc.allowed
        return allowed
    refusal = proc.refusal
    return lambda g, player, card: refusal(g, player, card) is None


def _never(g: Game, player: int, card: Card) -> bool:
    return False


def _has_own_allowed(proc: Any) -> bool:
    """May ``proc.allowed`` stand for ``proc.refusal(...) is None``? Only when both come from
    the same class: a subclass that redefines ``refusal`` alone, or a card whose text wraps
    the instance's ``refusal`` ("cannot be Link Summoned except during Main Phase 2":
    ``looks_tokens_and_fusions.summon_only_if``), asks its own refusal."""
    if "refusal" in getattr(proc, "__dict__", ()):
        return False
    cls = type(proc)
    known = _OWN_ALLOWED.get(cls)
    if known is None:
        owner = {name: next((k for k in cls.__mro__ if name in k.__dict__), None)
                 for name in ("allowed", "refusal")}
        known = _OWN_ALLOWED[cls] = owner["allowed"] is not None and owner["allowed"] is owner["refusal"]
    return known


#: per procedure class: whether its ``allowed`` and ``refusal`` are defined together
_OWN_ALLOWED: dict[type, bool] = {}


def perform_special_summon(g: Game, player: int, card: Card) -> Proc:
    proc = _procedure(g, card)
    yield from proc.perform(g, player, card)


def extra_idle_actions(g: Game, player: int) -> list[Action]:
    # no Pendulum Monster in each Pendulum Zone: refused anyway (asked at every open state,
    # where the reason is not read)
    if extra_summons.pendulum_scales(g, player) is not None and pendulum_refusal(g, player) is None:
        return [Action(do="pendulum_summon", label="Pendulum Summon")]
    return []


def pendulum_refusal(g: Game, player: int) -> str | None:
    reason: str | None = extra_summons.pendulum_refusal(g, player)
    return reason


def pendulum_summon(g: Game, player: int) -> Proc:
    yield from extra_summons.pendulum_summon(g, player)
