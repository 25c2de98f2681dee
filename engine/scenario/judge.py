"""Puzzles: a scenario played from its start position, judged by the checks that end it.

    scenario = load_scenario("assets/puzzles/01_direct_hit.toml", db)
    duel = start_puzzle(scenario, db)          # the start position; no step is played
    judge = PuzzleJudge(scenario)
    judge.verdict(duel)                         # Verdict(state="playing", ...)

A scenario file is both a rules test and a puzzle (SCENARIOS.md). As a puzzle
its ``title`` is the goal, its answer steps are the author's solution (the
tests play them; the player never sees them), and the **goal** is the block
of check steps after the last answer step — what the position must look like
once the puzzle is solved (``expect = {over = true, winner = 0}``, an
``expect_card``, ...). Those checks decide "solved"; a duel that ends any
other way is "failed". Judging never answers or changes anything. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.cards.database import CardDatabase
from engine.duel import Duel
from engine.scenario.model import ANSWER_KEYS, CHECK_KEYS, Scenario
from engine.scenario.runner import StepFailed, build_answer, check_card, check_expect, start_duel

State = Literal["playing", "solved", "failed"]


@dataclass(frozen=True)
class Verdict:
    state: State
    reason: str = ""  # the first goal check still unmet ("playing"), or how it failed


def start_puzzle(scenario: Scenario, db: CardDatabase) -> Duel:
    """The scenario's start position, with none of its steps played."""
    return start_duel(scenario, db)


def goal_checks(scenario: Scenario) -> list[dict[str, Any]]:
    """The check steps after the last answer step (every check, in a file with no answers)."""
    last_answer = max((n for n, step in enumerate(scenario.step)
                       if any(k in step for k in ANSWER_KEYS)), default=-1)
    return [step for step in scenario.step[last_answer + 1:]
            if any(k in step for k in CHECK_KEYS)]


class PuzzleJudge:
    """Decides whether a duel started from a puzzle has reached the puzzle's goal."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.goal = goal_checks(scenario)

    def verdict(self, duel: Duel) -> Verdict:
        if not self.goal:
            return Verdict("playing", "this scenario states no goal to check")
        unmet = self._first_unmet(duel)
        if unmet is None:
            return Verdict("solved")
        if duel.over:
            return Verdict("failed", f"the duel is over and the goal is not met: {unmet}")
        return Verdict("playing", unmet)

    def _first_unmet(self, duel: Duel) -> str | None:
        for step in self.goal:
            try:
                if "expect" in step:
                    check_expect(duel, step["expect"])
                elif "expect_card" in step:
                    check_card(duel, step["expect_card"])
                else:
                    legal = "expect_legal" in step
                    body = step["expect_legal" if legal else "expect_illegal"]
                    _check_offer(duel, body, legal)
            except StepFailed as exc:
                return str(exc)
        return None


def _check_offer(duel: Duel, body: dict[str, Any], legal: bool) -> None:
    """Whether the pending prompt offers an answer, asked without submitting it."""
    prompt = duel.pending
    keys = [k for k in body if k in ANSWER_KEYS]
    if prompt is None or prompt.player != body.get("p") or not keys:
        if legal:
            raise StepFailed(f"player {body.get('p')} is not being asked")
        return
    try:
        refusal = duel.refusal(build_answer(duel, body, keys[0]))
    except StepFailed as exc:
        if legal:
            raise
        refusal = str(exc)
    if legal and refusal is not None:
        raise StepFailed(refusal)
    if not legal and refusal is None:
        raise StepFailed(f"{keys[0]}={body[keys[0]]!r} is still possible")
