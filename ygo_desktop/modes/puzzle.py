"""Puzzles: a scenario ``.toml`` opened as a position to play from, and judged. Qt-free.

The scenario's start position is set up and **none** of its steps are played:
its answer steps are the author's solution (run by the tests), and its closing
checks are the goal, judged after every answer, undo and redo by
:class:`engine.scenario.judge.PuzzleJudge`. The title states the goal and is
shown by the window; ``verdict_listeners`` hear "solved"/"failed" (the window
turns them into a Qt signal, since the session lives on the engine's thread).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.scenario.judge import PuzzleJudge, Verdict, start_puzzle
from engine.scenario.model import ScenarioError, load_scenario
from ygo_desktop.modes.session import PlaySession, SessionStep


class PuzzleError(Exception):
    """A scenario that cannot be opened as a puzzle; the message names file and step."""


@dataclass
class PuzzleSession(PlaySession):
    """A play session that re-judges the puzzle's goal whenever the position changes."""

    judge: PuzzleJudge | None = None
    verdict: Verdict = field(default_factory=lambda: Verdict("playing"))
    verdict_listeners: list[Callable[[Verdict], None]] = field(default_factory=list)

    def rejudge(self) -> Verdict:
        if self.judge is not None:
            verdict = self.judge.verdict(self.duel)
            changed = verdict != self.verdict
            self.verdict = verdict
            if changed:
                for listener in list(self.verdict_listeners):
                    listener(verdict)
        return self.verdict

    def answer(self, answer: Any) -> SessionStep:
        step = super().answer(answer)
        self.rejudge()
        return step

    def undo(self) -> SessionStep:
        step = super().undo()
        self.rejudge()
        return step

    def redo(self) -> SessionStep:
        step = super().redo()
        self.rejudge()
        return step


def load_puzzle(path: str | Path, db: Any = None) -> PuzzleSession:
    """The puzzle in ``path`` at its start position; :class:`PuzzleError` names a bad file."""
    from engine.cards.database import default_database

    db = db or default_database()
    try:
        scenario = load_scenario(path, db)
        duel = start_puzzle(scenario, db)
    except ScenarioError as exc:
        raise PuzzleError(str(exc)) from None
    session = PuzzleSession(duel, mode="puzzle", title=scenario.title,
                            judge=PuzzleJudge(scenario))
    session.rejudge()
    return session


def bundled_puzzles() -> list[Path]:
    """The puzzles shipped in ``assets/puzzles``, easiest first (file names are numbered)."""
    from engine.cards.database import assets_dir

    return sorted((assets_dir() / "puzzles").glob("*.toml"))
