"""UI test helpers: start a real duel on a real worker thread and wait for its signals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent / "data"
SCENARIOS = Path(__file__).parent.parent / "scenarios"


@pytest.fixture
def start_run(qtbot):
    """``start_run(mode)`` -> a started DuelRun whose first view is on the mat."""
    from ygo_desktop.main_window import DuelRun

    runs = []

    def start(mode: Any, size: tuple[int, int] = (1600, 1000)) -> Any:
        run = DuelRun(mode)
        qtbot.addWidget(run.widget)
        run.widget.resize(*size)
        run.widget.show()
        with qtbot.waitSignal(run.controller.viewApplied, timeout=10_000):
            run.start()
        runs.append(run)
        qtbot.waitUntil(lambda: not run.controller.busy, timeout=5_000)
        return run

    yield start
    for run in runs:
        run.stop()


@pytest.fixture
def scenario_mode(db):
    def make(path: Path, viewer: int = 0) -> Any:
        from engine.scenario.model import load_scenario
        from ygo_desktop.modes.scenario import ScenarioDuel

        return ScenarioDuel(load_scenario(path, db), viewer)

    return make
