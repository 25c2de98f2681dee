"""Comfort in the duel window: keys for the turn, Space/Enter for the question's default, F1
and About, Concede, the goldfish's turn passing by itself, test hands from a shown seed, odds
off the GUI thread with progress and Cancel."""

from __future__ import annotations

from PySide6.QtCore import Qt, QThread
from PySide6.QtWidgets import QMessageBox

from engine.decks import Deck
from ygo_desktop.dialogs.new_duel import DuelSetup, build_start
from ygo_desktop.modes.launch import open_setup

TIMEOUT = 10_000


def _solo(qtbot, yugi, opponent, seed=3):
    start = build_start([yugi, opponent], mode="solo", first_player=0, seed=seed)
    window = open_setup(DuelSetup(mode="solo", start=start))
    qtbot.addWidget(window)
    window.scene.animations = False
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        window.start()
    return window


def test_turn_keys_and_space_answer_the_question(qtbot, yugi, kaiba):
    window = _solo(qtbot, yugi, kaiba)
    c = window.controller
    assert c.view.turn == 1 and c.prompt.kind == "idle"
    assert window.turn_actions["end_turn"].isEnabled()
    assert not window.turn_actions["battle"].isEnabled()  # no Battle Phase on the first turn
    seen = []
    c.viewApplied.connect(lambda: seen.append(c.view.viewer))
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        qtbot.keyClick(window.mat, Qt.Key.Key_E)  # End Turn
    assert c.view.turn == 2 and c.viewer == 1  # solo drives both sides: Player 2's move
    while c.prompt.kind != "idle":  # a response window: Space passes
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
            qtbot.keyClick(window.mat, Qt.Key.Key_Space)
    assert window.turn_actions["battle"].isEnabled()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        qtbot.keyClick(window.mat, Qt.Key.Key_B)  # Battle Phase
    assert c.view.phase == "battle"
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        qtbot.keyClick(window.mat, Qt.Key.Key_M)  # Main Phase 2
    assert c.view.phase == "main2"
    window.close()


def test_f1_lists_every_shortcut_of_the_window_and_about_names_the_app(qtbot, yugi, kaiba,
                                                                       monkeypatch):
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QApplication

    from ygo_desktop.help import ShortcutsDialog

    window = _solo(qtbot, yugi, kaiba)
    qtbot.keyClick(window.mat, Qt.Key.Key_F1)
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, ShortcutsDialog) and w.isVisible()]
    assert len(dialogs) == 1
    listed = "\n".join(f"{keys} {text}" for keys, text in dialogs[0].texts())
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in listed, action.text()
    for words in ("Space / Enter", "Ctrl+Z", "End Turn", "Battle Phase", "Main Phase 2", "F1"):
        assert words in listed
    dialogs[0].close()
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about_action.trigger()
    assert "ygo-desktop" in shown[0] and "Konami" in shown[0]
    window.close()


def test_concede_ends_the_duel_for_the_player_at_the_screen(qtbot, yugi, kaiba, monkeypatch):
    window = _solo(qtbot, yugi, kaiba)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as over:
        window.concede_action.trigger()
    assert over.args == ["over"] and window.controller.over
    assert "Player 2 wins: Player 1 conceded" in window.prompt_panel.title.text()
    assert not any(a.isEnabled() for a in window.turn_actions.values())
    window.close()


def test_against_an_empty_opponent_its_turn_passes_by_itself(qtbot, yugi):
    window = _solo(qtbot, yugi, Deck(name=""))
    c = window.controller
    viewers = []
    c.viewApplied.connect(lambda: viewers.append(c.view.viewer))
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        window.do_turn_action("end_turn")
    qtbot.waitUntil(lambda: c.view.turn == 3 and c.prompt is not None, timeout=TIMEOUT)
    assert c.prompt.player == 0 and set(viewers) == {0}  # your side stays at the bottom
    assert window.scene.viewer == 0
    assert len(c.view.players[0].hand) == 6  # drew for turn 3


def test_test_hands_start_from_a_new_seed_that_is_shown_and_deals_again(qtbot, yugi):
    from engine.cards.database import default_database
    from ygo_desktop.modes.test_hands import TestHandsPanel

    db = default_database()
    first, second = TestHandsPanel(list(yugi.main), db), TestHandsPanel(list(yugi.main), db)
    qtbot.addWidget(first)
    qtbot.addWidget(second)
    assert first.seed.value() != second.seed.value()  # a new seed each session
    seed = first.seed.value()
    hand = first.deal_again()
    assert first.hand_seed == seed and str(seed) in first.hand_label.text()
    first.deal_again()
    first.seed.setValue(seed)  # typed back in: the same hand again
    assert first.deal_again() == hand


def test_odds_run_off_the_gui_thread_with_progress_and_cancel(qtbot, yugi):
    from engine.cards.database import default_database
    from ygo_desktop.modes.test_hands import TestHandsPanel

    panel = TestHandsPanel(list(yugi.main), default_database(), seed=11)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_wanted(list(dict.fromkeys(yugi.main))[:2])
    threads = []
    panel._worker.progressed.connect(lambda _done: threads.append(QThread.currentThread()),
                                     Qt.ConnectionType.DirectConnection)
    panel.trials.setValue(1_000_000)
    with qtbot.waitSignal(panel.oddsCancelled, timeout=60_000):
        assert panel.compute_odds()  # returns at once: the GUI stays responsive
        assert panel.progress.isVisible() and panel.cancel_button.isEnabled()
        assert not panel.odds_button.isEnabled()
        qtbot.waitUntil(lambda: panel.progress.value() > 0, timeout=30_000)
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.summary.text() == "Cancelled." and panel.odds_button.isEnabled()
    assert threads and all(t is not QThread.currentThread() for t in threads)
    panel.trials.setValue(2_000)
    with qtbot.waitSignal(panel.oddsComputed, timeout=60_000) as done:
        qtbot.mouseClick(panel.odds_button, Qt.MouseButton.LeftButton)
    assert done.args[0].trials == 2_000 and len(panel.chart.bars()) == 4
    assert not panel.progress.isVisible()


def test_the_hand_over_screen_is_one_key_away(qtbot, yugi, kaiba):
    start = build_start([yugi, kaiba], mode="hotseat", first_player=0, seed=6)
    window = open_setup(DuelSetup(mode="hotseat", start=start))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.coverShown, timeout=TIMEOUT):
        window.start()
    with qtbot.waitSignal(window.seated, timeout=TIMEOUT):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.seat == 0 and window.stack.currentWidget() is window.table
    window.close()
