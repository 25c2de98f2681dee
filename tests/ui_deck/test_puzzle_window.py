"""A bundled puzzle played in the duel window: the goal shows, the solution's moves are the
player's, and "Solved!" appears when the goal's checks pass."""

from __future__ import annotations

from engine.prompts import ActionAnswer
from ygo_desktop.dialogs.new_duel import DuelSetup
from ygo_desktop.modes.launch import open_setup
from ygo_desktop.modes.puzzle import bundled_puzzles

TIMEOUT = 10_000


def test_playing_puzzle_one_to_solved(qtbot):
    window = open_setup(DuelSetup(mode="puzzle", scenario=str(bundled_puzzles()[0])))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        window.start()
    assert window.goal.text().startswith("Puzzle 1")
    assert "Goal not met yet" in window.goal.text()
    view = window.controller.view
    assert view.players[1].lp == 2500 and len(window.runner.table.answers) == 0
    magician = view.players[0].monsters[0].uid
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        window.controller.submit(ActionAnswer(do="battle"))
    with qtbot.waitSignal(window.runner.verdictChanged, timeout=TIMEOUT) as verdict:
        window.controller.submit(ActionAnswer(do="attack", card=magician, target="direct"))
    assert verdict.args[0].state == "solved"
    assert "Solved!" in window.goal.text()
    window.close()
