"""Undo and redo as answer counts: undo is "replay all answers but the last" (DESIGN.md).

``AnswerHistory`` is the bookkeeping only (Qt-free, engine-agnostic): the list
of answers given, a cursor, and which answers were given automatically
(passes the chain setting made, the steps of a puzzle) so that one Ctrl+Z
undoes one decision of the player, not one automatic pass. Redo keeps the
undone answers until a different answer is given.

``rebuild(duel, count)`` makes the Duel for a count: a Duel from the same start with
the first ``count`` answers replayed from the nearest checkpoint, never a copy of the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class AnswerHistory:
    """Answers given so far plus the undone ones still available to redo.

    ``floor`` answers at the start can never be undone (a puzzle's set-up steps).
    """

    floor: int = 0
    _answers: list[Any] = field(default_factory=list)
    _auto: list[bool] = field(default_factory=list)
    cursor: int = 0

    @classmethod
    def from_answers(cls, answers: list[Any], floor: int | None = None,
                     auto: list[bool] | None = None) -> AnswerHistory:
        flags = list(auto) if auto is not None else [False] * len(answers)
        if len(flags) != len(answers):
            raise ValueError("one auto flag per answer")
        n = len(answers)
        return cls(floor=n if floor is None else floor, _answers=list(answers), _auto=flags,
                   cursor=n)

    # ------------------------------------------------------------ reading
    @property
    def answers(self) -> list[Any]:
        """The answers in effect (what the duel has replayed)."""
        return self._answers[: self.cursor]

    @property
    def redo_answers(self) -> list[Any]:
        return self._answers[self.cursor:]

    def is_auto(self, index: int) -> bool:
        return self._auto[index]

    @property
    def can_undo(self) -> bool:
        return self.undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self._answers)

    def undo_target(self) -> int | None:
        """How many answers remain after one undo, or None when nothing can be undone.

        Trailing automatic answers go with the player's answer before them: after
        undo the player is back at the prompt they answered.
        """
        n = self.cursor
        while n > self.floor and self._auto[n - 1]:
            n -= 1
        if n <= self.floor:
            return None
        return n - 1

    def redo_target(self) -> int | None:
        """How many answers are in effect after one redo (the next decision and its auto passes)."""
        if not self.can_redo:
            return None
        n = self.cursor + 1
        while n < len(self._answers) and self._auto[n]:
            n += 1
        return n

    # ------------------------------------------------------------ changing
    def record(self, answer: Any, auto: bool = False) -> None:
        """An answer was given. The same answer as the next one to redo keeps the redo list."""
        if self.cursor < len(self._answers) and self._answers[self.cursor] == answer:
            self._auto[self.cursor] = auto
        else:
            del self._answers[self.cursor:]
            del self._auto[self.cursor:]
            self._answers.append(answer)
            self._auto.append(auto)
        self.cursor += 1

    def undo(self) -> int:
        """Step back one decision; returns the answer count to replay to."""
        target = self.undo_target()
        if target is None:
            raise IndexError("nothing to undo")
        self.cursor = target
        return target

    def redo(self) -> list[Any]:
        """Step forward one decision; returns the answers to give again, in order."""
        target = self.redo_target()
        if target is None:
            raise IndexError("nothing to redo")
        again = self._answers[self.cursor:target]
        self.cursor = target
        return again

    def seek(self, count: int) -> None:
        """Move the cursor to ``count`` answers (floor..len) without losing the redo list."""
        if not self.floor <= count <= len(self._answers):
            raise IndexError(f"{count} is outside {self.floor}..{len(self._answers)}")
        self.cursor = count


def rebuild(duel: Any, count: int) -> Any:
    """A new Duel from ``duel``'s start with its first ``count`` answers replayed.

    ``Duel.replay_to``: from the nearest checkpoint below ``count`` (``engine.checkpoints``),
    the recorded state hashes reused, so undo costs about the same at answer 3,000 as at 100.
    """
    if not 0 <= count <= len(duel.answers):
        raise IndexError(f"cannot replay {count} of {len(duel.answers)} answers")
    return duel.replay_to(count)
