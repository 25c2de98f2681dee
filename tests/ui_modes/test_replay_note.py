"""A replay recorded by an older app (format 1) whose old state hashes stop matching still plays,
checked for legality only — and the replay window says so under its controls, once, naming the
file and the answer from which only legality is checked (issue 10's replay versions)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.duel import Duel
from engine.replay import ReplayCheck, load_replay, save_replay
from ygo_desktop.modes.launch import open_replay

TIMEOUT = 20_000
V1 = Path(__file__).resolve().parents[1] / "data" / "replay_v1.json"


@pytest.fixture()
def reworded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every question's hint reworded (a cosmetic change the old hashes covered)."""
    original = Duel._step

    def step(self: Duel, answer: object, first: bool = False) -> None:
        original(self, answer, first)
        if self._pending is not None:
            self._pending.hint = "Reworded: " + self._pending.hint

    monkeypatch.setattr(Duel, "_step", step)


def _opened(qtbot, path: Path):
    viewer = open_replay(str(path))
    qtbot.addWidget(viewer)
    viewer.show()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.start()
    return viewer


def test_an_old_replay_says_it_is_checked_for_legality_only(qtbot, reworded: None) -> None:
    viewer = _opened(qtbot, V1)
    bar = viewer.replay_bar
    assert not bar.note.isVisible()  # nothing checked yet
    with qtbot.waitSignal(viewer.runner.replayNoted, timeout=TIMEOUT) as noted:
        qtbot.mouseClick(bar.forward_button, Qt.MouseButton.LeftButton)
    text = noted.args[0]
    assert "format 1" in text and "from answer 1 on" in text and "legality" in text
    assert str(V1) in text or V1.name in text
    qtbot.waitUntil(lambda: bar.note.isVisible(), timeout=TIMEOUT)
    assert bar.note.text() == text
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        qtbot.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    assert bar.position == 240 and bar.note.isVisible()  # it played to the end
    viewer.close()


def test_a_replay_whose_hashes_match_has_no_note(qtbot, tmp_path: Path) -> None:
    """The same duel saved again by this app (format 2, hashes of the game state only)."""
    replay = load_replay(V1)
    check = ReplayCheck(replay, source=str(V1))
    duel = check.new_duel()
    for index in range(len(replay.answers)):
        check.step(duel, index)
    path = tmp_path / "again.json"
    save_replay(duel.record, path)
    viewer = _opened(qtbot, path)
    bar = viewer.replay_bar
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        qtbot.mouseClick(bar.end_button, Qt.MouseButton.LeftButton)
    assert bar.position == 240
    assert not bar.note.isVisible() and bar.note.text() == ""
    viewer.close()
