"""Puzzles: a scenario ``.toml`` opened as a position to play on from. Qt-free.

The scenario's start position is set up and its steps are applied (they are
the puzzle's set-up: "the opponent has just Summoned ..."); the player plays
on from there. The steps' answers are part of the replay but can never be
undone. The title (which may state the goal) is shown by the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.scenario.model import ScenarioError, load_scenario
from engine.scenario.runner import run_steps, start_duel
from ygo_desktop.modes.history import AnswerHistory
from ygo_desktop.modes.session import PlaySession


class PuzzleError(Exception):
    """A scenario that cannot be opened as a puzzle; the message names file and step."""


def load_puzzle(path: str | Path, db: Any = None) -> PlaySession:
    from engine.cards.database import default_database

    db = db or default_database()
    try:
        scenario = load_scenario(path, db)
        duel = start_duel(scenario, db)
    except ScenarioError as exc:
        raise PuzzleError(str(exc)) from None
    result = run_steps(duel, scenario)
    if not result.passed:
        raise PuzzleError(f"{path}: step {result.step}: {result.reason}")
    history = AnswerHistory.from_answers(list(duel.answers), auto=[True] * len(duel.answers))
    session = PlaySession(duel, mode="puzzle", title=scenario.title, history=history)
    return session
