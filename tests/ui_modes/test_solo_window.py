"""Solo in the real window: manual moves from the panel, Ctrl+Z / Ctrl+Shift+Z, replay saved."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.duel import Duel
from engine.replay import load_replay, play_replay
from ygo_desktop.dialogs.new_duel import DuelSetup, build_start
from ygo_desktop.modes.launch import open_setup

TIMEOUT = 10_000


def settle(qtbot, window, action):
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
        action()
    return blocker.args[0]


def test_solo_manual_moves_undo_redo_identical_state(qtbot, yugi, tmp_path):
    from engine.decks import Deck

    start = build_start([yugi, Deck()], mode="solo", first_player=0, seed=21)
    window = open_setup(DuelSetup(mode="solo", start=start))
    qtbot.addWidget(window)
    window.show()
    assert settle(qtbot, window, window.start) == "prompt"
    panel = window.manual_panel
    assert panel is not None and window.test_hands is not None
    hand = [c.uid for c in window.controller.view.players[0].hand]
    first = window.controller.view.players[0].hand[0].code

    # a manual move for any card, from the panel's own widgets
    panel.select_card(hand[0])
    panel.set_destination("monsters", zone=2, face=2)  # Set in Main Monster Zone 3
    assert settle(qtbot, window, lambda: qtbot.mouseClick(panel.move_button, Qt.MouseButton.LeftButton)) == "prompt"
    # Set face-down, the card has a new id (hidden information): it is known by its passcode
    placed = window.controller.view.players[0].monsters[2]
    assert placed.code == first and not placed.face_up
    panel.amount.setValue(2)
    settle(qtbot, window, lambda: qtbot.mouseClick(panel.findChild(type(panel.move_button), "manualDraw"), Qt.MouseButton.LeftButton))
    settle(qtbot, window, lambda: qtbot.mouseClick(panel.findChild(type(panel.move_button), "manualLp"), Qt.MouseButton.LeftButton))
    settle(qtbot, window, lambda: qtbot.mouseClick(panel.findChild(type(panel.move_button), "manualToken"), Qt.MouseButton.LeftButton))
    assert window.controller.view.players[0].lp == 7000
    session = window.runner.table
    final = session.state_hash()
    assert len(session.answers) == 4 and window.undo_action.isEnabled()

    # undo all four with Ctrl+Z, redo all with Ctrl+Shift+Z
    for _ in range(4):
        assert settle(qtbot, window, lambda: qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)) == "prompt"
    assert len(window.runner.table.answers) == 0
    assert window.controller.view.players[0].lp == 8000
    assert window.runner.table.state_hash() == Duel(start).state_hash()
    assert not window.undo_action.isEnabled() and window.redo_action.isEnabled()
    for _ in range(4):
        settle(qtbot, window, lambda: qtbot.keyClick(
            window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier))
    assert window.runner.table.state_hash() == final
    assert not window.redo_action.isEnabled()

    # the replay saved from the window replays to the identical state
    path = tmp_path / "solo.json"
    with qtbot.waitSignal(window.runner.replaySaved, timeout=TIMEOUT):
        window.save_replay(str(path))
    assert play_replay(load_replay(path)).state_hash() == final
    window.close()


def test_test_hands_panel(qtbot, yugi):
    from engine.cards.database import default_database
    from ygo_desktop.modes.test_hands import TestHandsPanel

    panel = TestHandsPanel(list(yugi.main), default_database())
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.handDealt) as first:
        qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    assert len(first.args[0]) == 5 and panel.hand_list.count() == 5
    panel.draw_first.setChecked(True)
    with qtbot.waitSignal(panel.handDealt) as second:
        qtbot.mouseClick(panel.deal_button, Qt.MouseButton.LeftButton)
    assert len(second.args[0]) == 6
    wanted = list(dict.fromkeys(yugi.main))[:2]
    panel.set_wanted(wanted)
    panel.trials.setValue(2000)
    with qtbot.waitSignal(panel.oddsComputed) as odds:
        qtbot.mouseClick(panel.odds_button, Qt.MouseButton.LeftButton)
    bars = panel.chart.bars()
    assert len(bars) == 4  # two cards, any, all
    assert 0 < bars[2][1] <= 1 and odds.args[0].trials == 2000
    assert bars[2][1] >= max(bars[0][1], bars[1][1])
    panel.chart.grab()  # the QPainter chart paints without error
