"""A puzzle opened from a scenario file; a replay saved and stepped through backwards."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.duel import Duel
from engine.replay import load_replay, save_replay
from engine.view import events_for
from ygo_desktop.dialogs.new_duel import DuelSetup
from ygo_desktop.modes.launch import open_replay, open_setup
from ygo_desktop.modes.puzzle import PuzzleError, load_puzzle
from ygo_desktop.modes.session import PlaySession

TIMEOUT = 10_000
PUZZLE = """\
title = "Win this turn: your opponent has 1000 LP"

[start]
phase = "main1"

[start.p0]
hand = ["Summoned Skull"]
monsters = ["Celtic Guardian"]

[start.p1]
lp = 1000
"""


def test_puzzle_opens_from_a_scenario_file(qtbot, tmp_path):
    path = tmp_path / "goal.toml"
    path.write_text(PUZZLE, encoding="utf-8")
    window = open_setup(DuelSetup(mode="puzzle", scenario=str(path)))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
        window.start()
    assert blocker.args == ["prompt"]
    assert window.goal.text().startswith("Win this turn: your opponent has 1000 LP")
    assert "Win this turn" in window.windowTitle()
    view = window.controller.view
    assert [c.name for c in view.players[0].hand] == ["Summoned Skull"]
    assert view.players[0].monsters[0].name == "Celtic Guardian"
    assert view.players[1].lp == 1000
    assert window.manual_panel is not None  # manual moves in puzzles
    window.close()


def test_a_puzzle_plays_none_of_its_steps():
    """The file's answers are its solution: opening it as a puzzle sets up the start only."""
    path = Path(__file__).resolve().parents[1] / "scenarios" / "trap_hole_on_tribute_summon.toml"
    session = load_puzzle(path)
    assert session.title.startswith("Trap Hole")
    assert len(session.answers) == 0 and not session.can_undo
    assert [c.data.name for c in session.state.players[1].gy] == []
    assert session.verdict.state == "playing"


def test_a_broken_puzzle_is_reported(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('title = "x"\n[start.p0]\nhand = ["No Such Card"]\n', encoding="utf-8")
    with pytest.raises(PuzzleError, match="bad.toml"):
        load_puzzle(path)


def test_replay_saved_and_stepped_backwards(qtbot, tmp_path, yugi, kaiba, chooser):
    rng = random.Random(8)
    session = PlaySession(Duel.new(yugi, kaiba, seed=8), mode="solo", title="test duel")
    while len(session.answers) < 25:
        session.answer(chooser(session.pending, rng))
    duel = session.duel
    path = tmp_path / "duel.json"
    save_replay(session.record, path)
    replay = load_replay(path)
    n = len(replay.answers)
    expected_hash = [duel.replay_to(i).state_hash() for i in range(n + 1)]

    viewer = open_replay(str(path))
    qtbot.addWidget(viewer)
    viewer.show()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT) as first:
        viewer.start()
    assert first.args == ["step"] and viewer.replay_bar.position == 0
    assert viewer.mode == "replay" and "test duel" in viewer.windowTitle()
    assert (viewer.width(), viewer.height()) == (1600, 1000)  # a usable size from the start
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.runner.seekRequested.emit(n)
    assert viewer.replay_bar.position == n
    assert viewer.runner.table.duel.state_hash() == expected_hash[n]
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.replay_bar.perspective.setCurrentIndex(1)  # player 2's view
    from ygo_desktop.labels import for_players
    from ygo_desktop.models.log import _QUIET

    for i in range(n, n - 6, -1):
        assert viewer.replay_bar.position == i
        assert viewer.runner.table.duel.state_hash() == expected_hash[i]
        expected = [for_players(e.text) for e in events_for(duel.replay_to(i), 1)
                    if e.text and e.kind not in _QUIET]
        log = viewer.controller.log
        assert [log.data(log.index(r, 0)) for r in range(log.rowCount())] == expected
        assert viewer.controller.view.viewer == 1
        with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
            qtbot.mouseClick(viewer.replay_bar.back_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        qtbot.mouseClick(viewer.replay_bar.forward_button, Qt.MouseButton.LeftButton)
    assert viewer.replay_bar.position == n - 5
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.replay_bar.perspective.setCurrentIndex(2)  # both hands
    hands = viewer.controller.view.players
    assert hands[0].hand and all(c.name for c in hands[0].hand)
    assert hands[1].hand and all(c.name for c in hands[1].hand)
    viewer.close()


def test_replay_stops_before_a_damaged_answer_and_says_why(qtbot, tmp_path, yugi, kaiba, chooser):
    rng = random.Random(5)
    session = PlaySession(Duel.new(yugi, kaiba, seed=5), mode="solo")
    while len(session.answers) < 12:
        session.answer(chooser(session.pending, rng))
    replay = session.record
    replay.hashes[7] = "0" * 16  # the state after answer 8 is not the recorded one
    viewer = open_replay(replay)
    qtbot.addWidget(viewer)
    viewer.show()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.start()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        qtbot.mouseClick(viewer.replay_bar.end_button, Qt.MouseButton.LeftButton)
    bar = viewer.replay_bar
    assert bar.position == 7 and viewer.runner.table.duel.state_hash() == \
        Duel(replay.start).replay_to(0).state_hash() or bar.position == 7
    assert bar.problem.isVisible() and "answer 8" in bar.problem.text()
    assert "diverges at answer 8" in bar.problem.text()
    assert not bar.forward_button.isEnabled() and bar.back_button.isEnabled()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        qtbot.mouseClick(bar.back_button, Qt.MouseButton.LeftButton)
    assert bar.position == 6 and not bar.problem.isVisible() and bar.forward_button.isEnabled()
    viewer.close()
