"""Stepping through a replay, forward and back, with the log in sync. Qt-free.

Forward is one more answer on the same Duel, checked against the record by
``engine.replay.ReplayCheck`` (so a damaged or diverging replay is caught at the
answer where it happens, naming the card or rule version that differs); back is
``Duel.replay_to``, "replay all answers but the last" from the nearest checkpoint
(``engine.checkpoints``), as cheap at answer 3,000 as at 100. ``ReplaySession``
(``replay_session.py``) hosts it in the duel window.
"""

from __future__ import annotations

from typing import Any, Literal

from engine.replay import Replay, ReplayCheck

Perspective = Literal[0, 1, "both", "public"]


class ReplayStepper:
    def __init__(self, replay: Replay, db: Any = None, source: str = "replay") -> None:
        self.replay = replay
        self.db = db
        self.source = source
        self.check = ReplayCheck(replay, db, source)
        self.duel = self.check.new_duel()

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

    @property
    def note(self) -> str:
        """Said about an old replay whose hashes could not all be checked (else "")."""
        return self.check.note

    def answer_at(self, index: int) -> Any:
        return self.replay.answers[index]

    # ------------------------------------------------------------ moving
    def forward(self) -> bool:
        if self.at_end:
            return False
        self.check.step(self.duel, self.position)
        return True

    def back(self) -> bool:
        if self.at_start:
            return False
        self.seek(self.position - 1)
        return True

    def seek(self, count: int) -> None:
        count = max(0, min(count, self.length))
        if count < self.position:
            self.duel = self.duel.replay_to(count)  # positions before this one were checked
        while self.position < count:
            self.forward()

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(self.length)

    def idle(self, budget: int = 32) -> bool:
        """Refill the checkpoints a little (the app calls this while idle); True while work is left."""
        checkpoints = self.duel.checkpoints
        checkpoints.follow(self.duel)
        return checkpoints.refill(budget)

    # ------------------------------------------------------------ reading
    def view(self, viewer: int) -> Any:
        return self.duel.view(viewer)
