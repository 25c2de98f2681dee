"""Why a building block said no, so that a refusal can name the rule that really applies.

A card's condition or target filter is a plain predicate (``c.location == GY and
can_be_revived(ctx, c)``): when it is false, the engine only knows *that* it failed.
Building blocks that fail for a named rule — a monster that was never properly Summoned,
a Summon restriction — ``note`` their reason about the card they judged. Nothing is kept
in normal play; only while a refusal is being explained (``noting``) are the notes
collected, and the reason noted about the card in question is the one given to the player
instead of a generic "the condition is not met".

The notes live in a context variable, so duels running on different threads (the app's
worker and a replay viewer) never see each other's notes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import Card

_NOTES: ContextVar[list[tuple[int, str]] | None] = ContextVar("why_not_notes", default=None)


def note(card: Card, reason: str) -> None:
    """Record why ``card`` failed a rule check, if a refusal is being explained."""
    notes = _NOTES.get()
    if notes is not None:
        notes.append((card.uid, reason))


@contextmanager
def noting() -> Iterator[list[tuple[int, str]]]:
    """Collect the notes made while the block runs."""
    notes: list[tuple[int, str]] = []
    token = _NOTES.set(notes)
    try:
        yield notes
    finally:
        _NOTES.reset(token)


def about(notes: list[tuple[int, str]], card: Card) -> str | None:
    """The first reason noted about ``card``, or None."""
    return next((reason for uid, reason in notes if uid == card.uid), None)
