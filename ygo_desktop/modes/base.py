"""A mode says how a duel starts and which seat the screen shows.

Modes to come (another issue): hot-seat with a hand-over screen, solo/goldfish
with manual moves and undo, puzzles, the replay viewer. Each is a small
subclass here; the window only needs ``title``, ``make_duel`` and ``viewer``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ygo_desktop.worker import FOLLOW_PROMPT


class DuelMode:
    #: a fixed seat (0 or 1), or FOLLOW_PROMPT: the screen shows whoever must answer
    viewer: int = FOLLOW_PROMPT

    def title(self) -> str:
        raise NotImplementedError

    def duel_factory(self) -> Callable[[], Any]:
        """A function the worker thread calls to build the Duel (engine code stays off the GUI thread)."""
        raise NotImplementedError
