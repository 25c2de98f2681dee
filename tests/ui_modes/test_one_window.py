"""One duel window for every mode: hot-seat, solo, a puzzle, the replay viewer, --screenshot.

Issue 16's acceptance: each mode and the screenshot path open the same window class, with
the phase and turn bar, the chain strip, the card detail panel and pile viewers; the duel is
built and answered on the window's worker thread; no QObject of the window lives anywhere
else; a window closes at once even while its worker is busy.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QListView

from engine.duel import Duel
from engine.prompts import ActionAnswer
from engine.replay import save_replay
from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.dialogs.new_duel import DuelSetup, build_start
from ygo_desktop.duel_window import DuelWindow, TableSpec
from ygo_desktop.modes.launch import open_puzzle, open_replay, open_setup
from ygo_desktop.modes.session import PlaySession
from ygo_desktop.phase_bar import PhaseBar
from ygo_desktop.pile_viewer import PileViewer
from ygo_desktop.worker import DuelRunner

TIMEOUT = 10_000
PUZZLE = Path(__file__).resolve().parents[1] / "scenarios" / "chains" / \
    "torrential_answers_monster_reborn.toml"


def _started(qtbot, window):
    qtbot.addWidget(window)
    window.scene.animations = False
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as first:
        window.start()
    if first.args == ["cover"]:  # hot-seat: the first player takes the seat
        with qtbot.waitSignal(window.seated, timeout=TIMEOUT):
            qtbot.keyClick(window.handover.button, Qt.Key.Key_Return)
    return window


def _pass_until_idle(qtbot, window, seat: int) -> None:
    """Answer "pass" (and take the seat at each hand-over) until ``seat`` has its open state."""
    for _ in range(40):
        if window.stack.currentWidget() is window.handover:
            with qtbot.waitSignal(window.seated, timeout=TIMEOUT):
                qtbot.keyClick(window.handover.button, Qt.Key.Key_Return)
            continue
        prompt = window.controller.prompt
        if prompt is not None and prompt.kind == "idle" and window.seat == seat:
            return
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
            window.controller.submit(ActionAnswer(do="pass"))
    raise AssertionError("never reached the open state")


def _assert_the_duel_window(window) -> None:
    assert type(window) is DuelWindow
    assert window.findChild(PhaseBar) is not None and window.findChild(PhaseBar).isVisible()
    strip = window.findChild(QListView, "chainStrip")
    assert strip is not None and strip.isVisible() and strip.model() is window.controller.chain
    detail = window.findChild(CardDetailPanel)
    assert detail is not None and detail.isVisible()
    viewer = window.table.open_pile(0, "gy")
    assert isinstance(viewer, PileViewer) and viewer.isVisible()
    assert viewer.list.model() is window.controller.sides[0].model("gy")
    viewer.close()
    # the duel was built on the worker's thread, and every QObject of the window is the GUI's
    assert window.runner.worker.thread() is window.runner.worker_thread
    gui = QApplication.instance().thread()
    assert all(obj.thread() is gui for obj in window.findChildren(QObject)
               if obj is not window.runner.worker)


def test_every_mode_opens_the_same_window(qtbot, tmp_path, yugi, kaiba):
    opened = []
    for mode in ("hotseat", "solo"):
        start = build_start([yugi, kaiba], mode=mode, seed=4, first_player=0)
        opened.append(open_setup(DuelSetup(mode=mode, start=start)))
    opened.append(open_puzzle(PUZZLE))
    session = PlaySession(Duel.new(yugi, kaiba, seed=4), mode="solo")
    session.answer(ActionAnswer(do="end_turn"))
    path = tmp_path / "duel.json"
    save_replay(session.record, path)
    opened.append(open_replay(path))
    modes = []
    for window in opened:
        _started(qtbot, window)
        _assert_the_duel_window(window)
        modes.append(window.mode)
        window.close()
    assert modes == ["hotseat", "solo", "puzzle", "replay"]


def test_the_screenshot_is_the_window_a_player_gets(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QImage

    from ygo_desktop import screenshot
    from ygo_desktop.app import main

    monkeypatch.setenv("YGO_DESKTOP_CONFIG_DIR", str(tmp_path / "config"))
    rendered = []
    original = screenshot.render_window

    def spy(window, out, prepare=None):
        def check(w):
            _assert_the_duel_window(w)
            rendered.append(w.mode)
            if prepare is not None:
                prepare(w)

        return original(window, out, check)

    monkeypatch.setattr(screenshot, "render_window", spy)
    out = tmp_path / "puzzle.png"
    assert main(["--mode", "puzzle", "--scenario", str(PUZZLE), "--screenshot", str(out)]) == 0
    assert main(["--mode", "solo", "--screenshot", str(tmp_path / "solo.png")]) == 0
    assert rendered == ["puzzle", "solo"]
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)


class _Blocking(PlaySession):
    """A session whose next answer keeps the worker busy until the test lets it go."""

    entered = threading.Event()
    release = threading.Event()

    def answer(self, answer):
        type(self).entered.set()
        type(self).release.wait(30)
        return super().answer(answer)


def test_a_window_closes_at_once_while_its_worker_is_busy(qtbot, yugi, kaiba):
    """Closing never waits for the engine: the worker finishes its step alone, then goes."""
    _Blocking.entered.clear()
    _Blocking.release.clear()

    def make():
        return _Blocking(Duel.new(yugi, kaiba, seed=2, first_player=0), mode="solo")

    window = DuelWindow(DuelRunner(make), TableSpec(mode="solo"))
    _started(qtbot, window)
    runner, thread = window.runner, window.runner.worker_thread
    window.controller.submit(ActionAnswer(do="end_turn"))
    qtbot.waitUntil(_Blocking.entered.is_set, timeout=TIMEOUT)
    window.close()  # returns while the worker is still inside the answer
    assert not window.isVisible()
    assert thread.isRunning() and not _Blocking.release.is_set()
    assert runner.parent() is None  # kept alive on its own until its thread ends
    with qtbot.waitSignal(runner.destroyed, timeout=TIMEOUT):  # gone once its step is done
        _Blocking.release.set()


def test_a_double_submitted_end_turn_never_ends_the_other_players_turn(qtbot, yugi, kaiba):
    start = build_start([yugi, kaiba], mode="hotseat", seed=9, first_player=0)
    window = _started(qtbot, open_setup(DuelSetup(mode="hotseat", start=start)))
    _pass_until_idle(qtbot, window, seat=0)  # "On" stops at the Draw and Standby windows too
    assert window.seat == 0
    refused = []
    window.runner.answerRefused.connect(refused.append)
    with qtbot.waitSignal(window.coverShown, timeout=TIMEOUT):
        window.controller.submit(ActionAnswer(do="end_turn"))
        window.controller.submit(ActionAnswer(do="end_turn"))  # the same click, twice
    qtbot.waitUntil(lambda: bool(refused), timeout=TIMEOUT)
    assert "Player 2 is the one to answer now, not Player 1" in refused[0]
    table = window.runner.table
    # Player 2 is asked as Player 1 leaves the turn ("On": every window, hand-over first)
    assert table.duel.pending.player == 1 and table.duel.state.turn_player == 0
    ends = [a for a in table.answers if getattr(a, "do", "") == "end_turn"]
    assert len(ends) == 1
    window.close()
