"""A scenario file (SCENARIOS.md): its start position with its steps applied, from one seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ygo_desktop.modes.base import DuelMode


class StepsFailed(Exception):
    """A scenario step could not be applied; the duel stays where it stopped."""


class ScenarioDuel(DuelMode):
    def __init__(self, scenario: Any, viewer: int = 0) -> None:
        self.scenario = scenario  # a loaded, validated engine.scenario.model.Scenario
        self.viewer = viewer
        self.failure = ""

    def title(self) -> str:
        return self.scenario.title

    def duel_factory(self) -> Callable[[], Any]:
        scenario = self.scenario

        def make() -> Any:
            from engine.cards.database import default_database
            from engine.scenario.runner import run_steps, start_duel

            duel = start_duel(scenario, default_database())
            result = run_steps(duel, scenario)
            if not result.passed:
                self.failure = f"step {result.step}: {result.reason}"
            return duel

        return make
