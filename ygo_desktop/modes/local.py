"""Two players at one screen: the seat follows whoever the engine asks.

The hot-seat mode (a hand-over screen between seats, per-player chain
settings) builds on this in its own issue.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ygo_desktop.i18n import tr
from ygo_desktop.modes.base import DuelMode
from ygo_desktop.worker import FOLLOW_PROMPT


class LocalDuel(DuelMode):
    def __init__(self, deck0: str | Path, deck1: str | Path, seed: int = 0,
                 viewer: int = FOLLOW_PROMPT) -> None:
        self.decks = (Path(deck0), Path(deck1))
        self.seed = seed
        self.viewer = viewer

    def title(self) -> str:
        return tr("%1 vs %2").replace("%1", self.decks[0].stem.replace("_", " ")).replace(
            "%2", self.decks[1].stem.replace("_", " "))

    def duel_factory(self) -> Callable[[], Any]:
        decks, seed = self.decks, self.seed

        def make() -> Any:
            from engine.decks import read_ydk
            from engine.duel import Duel

            return Duel.new(read_ydk(decks[0]), read_ydk(decks[1]), seed=seed)

        return make
