"""Checkpoints: Duels parked every ``EVERY`` answers, so undo replays at most that many.

Undo is "replay all answers but the last" (DESIGN.md), never a copy of the state:
a running generator cannot be copied, and a deep copy of the game would drag the
card scripts' closures along. Replaying *all* answers costs about 0.3 ms each, so
undo at answer 3,000 took a second. Instead, Duels are *parked* at every multiple
of ``EVERY`` answers just below the position being played (the focus): undo takes
the parked Duel nearest below its target and replays only the rest (fewer than
``EVERY`` answers), whatever the duel's length.

A parked Duel is used up when handed out (it moves on with the game), so the
checkpoints are refilled -- by replaying, from the nearest parked Duel below, or a
fresh one -- in small steps the app runs while it is idle (:meth:`Checkpoints.refill`).
While playing forward that costs a few times the engine's own work, spread out;
right after an undo it costs one full replay, done in the background.

All Duels made from one another by :meth:`engine.duel.Duel.replay_to` share one
``Checkpoints``: the parked Duels follow one *line* of answers (the last one a
sharing Duel was seen with), and an answer that leaves the line (a different answer
after an undo) drops the parked Duels past it.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.duel import Duel

#: answers between two checkpoints: undo replays fewer than this many
EVERY = 64
#: how many checkpoints are kept just below the focus
NEAR = 3


class Checkpoints:
    """Duels parked along one line of answers of one start (see the module's docstring)."""

    def __init__(self, start: Any, db: Any, registry: Any, *, every: int = EVERY,
                 near: int = NEAR) -> None:
        if every < 1 or near < 1:
            raise ValueError("every and near must be at least 1")
        self.start = start
        self.db = db
        self.registry = registry
        self.every = every
        self.near = near
        #: the answers the parked Duels follow
        self.line: list[Any] = []
        #: bumped whenever the line is cut (a Duel went another way)
        self.generation = 0
        #: the answer count last played or asked for: checkpoints are kept below it
        self.focus = 0
        self._parked: dict[int, Duel] = {}
        self._building: tuple[Duel, int] | None = None
        #: per sharing Duel: (generation, how many of its answers are known to follow the line)
        self._known: weakref.WeakKeyDictionary[Any, tuple[int, int]] = weakref.WeakKeyDictionary()

    # ------------------------------------------------------------ the line
    def follow(self, duel: Duel) -> None:
        """Make the line agree with ``duel``'s answers (cheap: only its new answers are
        compared) and make its position the focus."""
        answers = duel.answers
        generation, known = self._known.get(duel, (-1, 0))
        i = known if generation == self.generation else 0
        line = self.line
        shared = min(len(line), len(answers))
        while i < shared and (answers[i] is line[i] or answers[i] == line[i]):
            i += 1
        if i < shared:
            self._cut(i)
        if len(answers) > len(self.line):
            self.line.extend(answers[len(self.line):])
        self._known[duel] = (self.generation, len(answers))
        self.focus = len(answers)

    def _cut(self, count: int) -> None:
        """The line goes another way after ``count`` answers: forget what followed the old way."""
        del self.line[count:]
        self.generation += 1
        for level in [lv for lv in self._parked if lv > count]:
            del self._parked[level]
        if self._building is not None and self._building[1] > count:
            duel = self._building[0]
            self._building = None
            if len(duel.answers) <= count:  # still on the line: park what it has
                self._park_partial(duel)

    def _park_partial(self, duel: Duel) -> None:
        level = len(duel.answers)
        if level and level not in self._parked:
            self._parked[level] = duel

    # ------------------------------------------------------------ handing out
    @property
    def levels(self) -> list[int]:
        """The answer counts at which a Duel is parked now (for tests and benches)."""
        return sorted(self._parked)

    def duel_at(self, requester: Duel, count: int) -> Duel:
        """A Duel after the first ``count`` of ``requester``'s answers, replayed from the
        nearest parked Duel below ``count`` (which is used up)."""
        self.follow(requester)
        if not 0 <= count <= len(requester.answers):
            raise IndexError(f"cannot replay {count} of {len(requester.answers)} answers")
        duel = self._take(count)
        for index in range(len(duel.answers), count):
            duel.answer(self.line[index])
        if requester.track_hashes:
            if len(requester.hashes) >= count:
                duel.hashes = list(requester.hashes[:count])
            else:  # pragma: no cover - a tracking Duel has a hash per answer
                duel = self._fresh(track_hashes=True)
                for answer in self.line[:count]:
                    duel.answer(answer)
            duel.track_hashes = True
        duel._checkpoints = self
        self._known[duel] = (self.generation, count)
        self.focus = count
        return duel

    def _take(self, count: int) -> Duel:
        best: int | None = max((lv for lv in self._parked if lv <= count), default=None)
        building = self._building
        if building is not None and len(building[0].answers) <= count and \
                (best is None or len(building[0].answers) > best):
            self._building = None
            return building[0]
        if best is not None:
            return self._parked.pop(best)
        return self._fresh()

    def _fresh(self, track_hashes: bool = False) -> Duel:
        from engine.duel import Duel

        return Duel(self.start, self.db, track_hashes=track_hashes, registry=self.registry)

    # ------------------------------------------------------------ refilling
    def wanted(self) -> list[int]:
        """The levels to keep parked: the ``near`` multiples of ``every`` at or below the
        focus, highest first."""
        top = min(self.focus, len(self.line)) // self.every * self.every
        return [lv for lv in range(top, 0, -self.every)][: self.near]

    def refill(self, budget: int = 32) -> bool:
        """Replay at most ``budget`` answers towards a missing checkpoint; True while work is
        left. Call it while idle, again and again (each call is a few milliseconds)."""
        if self._building is None and not self._plan():
            return False
        assert self._building is not None
        duel, target = self._building
        done = 0
        while len(duel.answers) < target and done < budget:
            duel.answer(self.line[len(duel.answers)])
            done += 1
        if len(duel.answers) >= target:
            self._building = None
            self._parked[target] = duel
        return True

    def refill_all(self) -> None:
        """Refill until nothing is missing (benches and tests: "the app has been idle")."""
        while self.refill(10_000):
            pass

    def _plan(self) -> bool:
        """Choose the next checkpoint to build and the Duel to build it from; False when
        every wanted checkpoint is parked (the ones no longer wanted are let go)."""
        wanted = self.wanted()
        missing = [lv for lv in wanted if lv not in self._parked]
        if not missing:
            for level in [lv for lv in self._parked if lv not in wanted]:
                del self._parked[level]
            return False
        target = missing[0]
        below = [lv for lv in self._parked if lv < target]
        spare = [lv for lv in below if lv not in wanted]  # no longer wanted: free to move on
        source = max(spare) if spare else max(below, default=None)
        duel = self._parked.pop(source) if source is not None else self._fresh()
        self._building = (duel, target)
        return True
