"""``--screenshot``: open a scenario, apply its steps, render the mat offscreen, save a PNG."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt, QTimer

from ygo_desktop.main_window import DuelRun
from ygo_desktop.modes.scenario import ScenarioDuel

SIZE = (1600, 1000)
TIMEOUT_MS = 30_000


def wait_for_first_view(run: DuelRun, timeout_ms: int = TIMEOUT_MS) -> str | None:
    """Run the event loop until the mat shows the duel; an error message, or None."""
    loop = QEventLoop()
    errors: list[str] = []
    run.controller.viewApplied.connect(loop.quit)
    def failed(text: str) -> None:
        errors.append(text)
        loop.quit()

    run.controller.errorRaised.connect(failed)
    QTimer.singleShot(timeout_ms, loop.quit)
    run.start()
    loop.exec()
    if errors:
        return errors[0]
    if run.controller.view is None:
        return "the duel did not start in time"
    return None


def render_scenario(scenario: object, viewer: int, out: Path) -> int:
    """Save ``out``; 0 when all went well, 2 when the scenario could not be played."""
    mode = ScenarioDuel(scenario, viewer)
    run = DuelRun(mode)
    widget = run.widget
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    widget.resize(*SIZE)
    widget.show()
    try:
        error = wait_for_first_view(run)
        if error is not None:
            print(f"ygo-desktop: {error}", file=sys.stderr)
            return 2
        flush = QEventLoop()
        QTimer.singleShot(50, flush.quit)  # let the prompt and the log arrive
        flush.exec()
        pixmap = widget.grab()
        out.parent.mkdir(parents=True, exist_ok=True)
        if not pixmap.save(str(out), "PNG"):
            print(f"ygo-desktop: cannot write {out}", file=sys.stderr)
            return 2
    finally:
        run.stop()
    if mode.failure:
        print(f"ygo-desktop: {out} shows the position before {mode.failure}", file=sys.stderr)
        return 2
    return 0


def render_mode(mode: str, scenario_path: Path | None, out: Path, seed: int = 7) -> int:
    """Save a PNG of a play mode's window (README screenshots): ``hotseat`` shows the
    hand-over screen, ``solo`` the test-hands panel with odds, ``puzzle`` a scenario set up."""
    from ygo_desktop.dialogs.new_duel import (
        DEFAULT_DECKS,
        STARTER_PREFIX,
        DuelSetup,
        build_start,
        load_deck,
    )
    from ygo_desktop.modes.puzzle import PuzzleError
    from ygo_desktop.modes.window import open_setup

    if mode == "puzzle":
        if scenario_path is None:
            print("ygo-desktop: --mode puzzle needs --scenario FILE", file=sys.stderr)
            return 2
        setup = DuelSetup(mode="puzzle", scenario=str(scenario_path))
    else:
        decks = [load_deck(STARTER_PREFIX + name) for name in DEFAULT_DECKS]
        setup = DuelSetup(mode=mode, start=build_start(decks, mode=mode, seed=seed))
    try:
        window = open_setup(setup, None)
    except PuzzleError as exc:
        print(f"ygo-desktop: {exc}", file=sys.stderr)
        return 2
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    window.resize(*SIZE)
    settled = QEventLoop()
    window.settled.connect(lambda _what: settled.quit())
    QTimer.singleShot(TIMEOUT_MS, settled.quit)
    window.show()
    window.start()
    settled.exec()
    try:
        if mode == "solo" and window.test_hands is not None:
            panel = window.test_hands
            window.tabs.setCurrentWidget(panel)
            panel.deal_again()
            wanted = sorted(set(panel.main), key=panel.main.index)[:3]
            panel.set_wanted(wanted)
            panel.compute_odds()
        flush = QEventLoop()
        QTimer.singleShot(100, flush.quit)
        flush.exec()
        out.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(out), "PNG"):
            print(f"ygo-desktop: cannot write {out}", file=sys.stderr)
            return 2
    finally:
        window.close()
    return 0
