"""UI test helpers: open the duel window players get on a real worker thread, wait for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent / "data"
SCENARIOS = Path(__file__).parent.parent / "scenarios"


@pytest.fixture
def open_window(qtbot):
    """``open_window(make_table, viewer)`` -> a started ``DuelWindow`` settled on its first view.

    ``make_table`` runs on the window's worker thread, as every duel's does.
    """
    from ygo_desktop.duel_window import DuelWindow, TableSpec
    from ygo_desktop.worker import FOLLOW_PROMPT, DuelRunner

    def start(make_table: Any, viewer: int = FOLLOW_PROMPT, mode: str = "puzzle",
              size: tuple[int, int] = (1600, 1000)) -> Any:
        window = DuelWindow(DuelRunner(make_table, viewer=viewer, hotseat=mode == "hotseat"),
                            TableSpec(mode=mode))
        return show(window, size)

    def show(window: Any, size: tuple[int, int] = (1600, 1000)) -> Any:
        qtbot.addWidget(window)
        window.scene.animations = False
        window.resize(*size)
        window.show()
        with qtbot.waitSignal(window.settled, timeout=10_000):
            window.start()
        qtbot.waitUntil(lambda: not window.controller.busy, timeout=5_000)
        return window

    start.show = show  # type: ignore[attr-defined]
    return start


@pytest.fixture
def open_scenario(open_window):
    """``open_scenario(path, viewer)`` -> the window of a scenario file (a puzzle) from a seat."""
    from ygo_desktop.modes.launch import open_puzzle

    def open_(path: Path, viewer: int = 0) -> Any:
        return open_window.show(open_puzzle(path, viewer=viewer))

    return open_
