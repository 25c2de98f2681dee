"""The older name-keyed view of the card registry, kept while declarations move to the
card library (``engine.cards.library``); it forwards to :mod:`engine.cards.registry`."""

from __future__ import annotations

from engine.cards.registry import declare, default_registry, is_automated
from engine.effects import CardScript


def register(script: CardScript) -> CardScript:
    return declare(script)


def script_for_name(name: str) -> CardScript | None:
    return default_registry().by_name(name)


def automated_names() -> list[str]:
    return sorted(s.name for s in default_registry().scripts())


__all__ = ["automated_names", "is_automated", "register", "script_for_name"]
