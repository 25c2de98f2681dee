"""Stepping through a replay, forward and back, with the log in sync. Qt-free.

Forward is one more answer on the same Duel; back is "replay all answers but
the last" from the start (the only undo the engine knows), with the recorded
hashes checked on the way so a damaged replay is caught at the answer where
it diverges. ``ReplaySession`` (``replay_session.py``) hosts it in the duel window.
"""

from __future__ import annotations

from typing import Any, Literal

from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.replay import Replay, ReplayError

Perspective = Literal[0, 1, "both", "public"]


class ReplayStepper:
    def __init__(self, replay: Replay, db: Any = None, source: str = "replay") -> None:
        self.replay = replay
        self.db = db
        self.source = source
        self.duel = self._fresh()
        #: log length after each step (index = answers given), for a log in sync
        self._log_at: dict[int, int] = {0: len(self.duel.log)}

    def _fresh(self) -> Duel:
        try:
            return Duel(self.replay.start, self.db)
        except Exception as exc:  # noqa: BLE001 - any engine refusal: a ReplayError
            raise ReplayError(f"{self.source}: the start position is invalid: {exc}") from None

    # ------------------------------------------------------------ where we are
    @property
    def position(self) -> int:
        return len(self.duel.answers)

    @property
    def length(self) -> int:
        return len(self.replay.answers)

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position >= self.length

    @property
    def title(self) -> str:
        return self.replay.title

    def answer_at(self, index: int) -> Any:
        return self.replay.answers[index]

    # ------------------------------------------------------------ moving
    def forward(self) -> bool:
        if self.at_end:
            return False
        index = self.position
        try:
            self.duel.answer(self.replay.answers[index])
        except IllegalAnswer as exc:
            raise ReplayError(f"{self.source}: answer {index + 1} is illegal at that point "
                              f"(damaged replay?): {exc.reason}") from None
        if index < len(self.replay.hashes) and self.duel.hashes[-1] != self.replay.hashes[index]:
            raise ReplayError(f"{self.source}: the duel diverges at answer {index + 1}")
        self._log_at[self.position] = len(self.duel.log)
        return True

    def back(self) -> bool:
        if self.at_start:
            return False
        self.seek(self.position - 1)
        return True

    def seek(self, count: int) -> None:
        count = max(0, min(count, self.length))
        if count < self.position:
            self.duel = self._fresh()
        while self.position < count:
            self.forward()

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(self.length)

    # ------------------------------------------------------------ reading
    def view(self, viewer: int) -> Any:
        return self.duel.view(viewer)
