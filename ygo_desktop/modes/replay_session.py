"""``ReplaySession``: a replay as a table the duel window's runner can host. Qt-free.

It speaks the same reading API as ``PlaySession`` (``pending``, ``over``,
``view``, ``events``, ...) so the one duel window shows a replay exactly as it
shows a duel, plus stepping: ``seek(count)`` moves to the position after
``count`` answers through a :class:`ReplayStepper`. A damaged answer (illegal at
that point, or leading to another state than the recorded one) stops the
stepping *before* it, and ``damaged`` says why; the positions before it stay
viewable.

Perspectives: 0 or 1 is that player's knowledge; ``"both"`` shows each side as
its owner knows it (both hands) and each log line as the player who may read
the most of it; ``"public"`` only what both players know. A hot-seat duel that has
not ended opens in the public perspective only: saving a replay mid-duel must not let
either friend read the other's hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.replay import Replay, ReplayError
from engine.view import PUBLIC, events_for
from ygo_desktop.modes.replay_model import Perspective, ReplayStepper
from ygo_desktop.modes.table import DuelTable


class ReplaySession(DuelTable):
    def __init__(self, replay: Replay, db: Any = None, source: str = "replay") -> None:
        self.stepper = ReplayStepper(replay, db, source)
        self.replay = replay
        self._stop: int | None = None  # the position before a damaged answer, once met
        self._reason = ""
        #: the perspectives this replay may be watched from
        self.perspectives: tuple[Perspective, ...] = (
            ("public",) if _unfinished_hotseat(replay, db) else (0, 1, "both"))
        self.perspective: Perspective = self.perspectives[0]

    # ------------------------------------------------------------ stepping
    @property
    def position(self) -> int:
        return self.stepper.position

    @property
    def length(self) -> int:
        return self.stepper.length

    @property
    def damaged(self) -> str:
        """Why stepping cannot go on from here (the next answer is damaged), or ""."""
        return self._reason if self.position == self._stop else ""

    @property
    def note(self) -> str:
        """What the viewer should know about how this replay is checked (an old format whose
        hashes stopped matching), or ""."""
        return self.stepper.note

    @property
    def title(self) -> str:
        return self.replay.title

    def seek(self, count: int, should_stop: Callable[[], bool] = lambda: False) -> None:
        """Go to the position after ``count`` answers, or to the last good one before it."""
        count = max(0, min(count, self.length))
        if count < self.position:
            self.stepper.seek(count)  # back: rebuilt from the start (positions seen were good)
            return
        while self.position < count and not should_stop():
            good = self.position
            try:
                self.stepper.forward()
            except ReplayError as exc:
                self._stop, self._reason = good, str(exc)
                if self.position != good:  # applied, but the state differs: show the one before
                    self.stepper.seek(good)
                return

    def set_perspective(self, perspective: Perspective) -> None:
        if perspective not in (0, 1, "both", "public"):
            raise ValueError(f"unknown perspective {perspective!r}")
        if perspective in self.perspectives:  # a hidden hand stays hidden, whoever asks
            self.perspective = perspective

    # ------------------------------------------------------------ the table's reading API
    @property
    def duel(self) -> Any:
        return self.stepper.duel

    @property
    def pending(self) -> Any:
        return None  # a replay asks nobody anything

    @property
    def record(self) -> Replay:
        return self.replay

    def view(self, viewer: int) -> Any:
        if self.perspective == "public":
            shown = self.duel.view(PUBLIC)
            shown.viewer = 0  # laid out as Player 1's mat; nothing of either hand is in it
            return shown
        if self.perspective != "both":
            return super().view(int(self.perspective))
        both = self.duel.view(0)
        both.players[1] = self.duel.view(1).players[1]  # each side as its owner knows it
        return both

    def events(self, viewer: int, start: int = 0) -> list[Any]:
        if self.perspective == "public":
            return events_for(self.duel, PUBLIC, start)
        if self.perspective != "both":
            return super().events(int(self.perspective), start)
        mine, theirs = events_for(self.duel, 0, start), events_for(self.duel, 1, start)
        return [a if a.card is None or a.card.name is not None else b
                for a, b in zip(mine, theirs)]

    def refusal(self, answer: Any) -> str:
        return "A replay is watched, not played."

    def answer(self, answer: Any) -> None:
        raise IllegalAnswer(self.refusal(answer))


def _unfinished_hotseat(replay: Replay, db: Any) -> bool:
    """A hot-seat duel whose recorded answers do not reach its end (or cannot be replayed)."""
    if not getattr(replay.start, "hotseat", False):
        return False
    try:
        duel = Duel(replay.start, db, track_hashes=False)
        for answer in replay.answers:
            if duel.over:
                break
            duel.answer(answer)
        return not duel.over
    except Exception:  # a damaged replay: keep the hands hidden
        return True
