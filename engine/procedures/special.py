"""Summoning procedures beyond the Normal Summon: the hooks the idle state calls.

This module is the seam for Fusion, Ritual, Synchro, Xyz, Pendulum and Link
Summons and monsters with their own Special Summon condition (seed 001,
seed 002 n.Summons 03-04, seed 003 pp. 12-19). A card's script supplies a
``special_summon`` procedure object with ``refusal(g, player, card)`` and
``perform(g, player, card)``; the shared procedures live in
``engine.procedures.extra_summons``.
"""

from __future__ import annotations

from collections.abc import Generator
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


def perform_special_summon(g: Game, player: int, card: Card) -> Proc:
    proc = _procedure(g, card)
    yield from proc.perform(g, player, card)


def extra_idle_actions(g: Game, player: int) -> list[Action]:
    if pendulum_refusal(g, player) is None:
        return [Action(do="pendulum_summon", label="Pendulum Summon")]
    return []


def pendulum_refusal(g: Game, player: int) -> str | None:
    reason: str | None = extra_summons.pendulum_refusal(g, player)
    return reason


def pendulum_summon(g: Game, player: int) -> Proc:
    yield from extra_summons.pendulum_summon(g, player)
