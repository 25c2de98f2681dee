"""The New Duel dialog: deck sources, legality shown (not enforced), the DuelStart it makes."""

from __future__ import annotations

from engine.decks import to_ydke
from ygo_desktop.dialogs.new_duel import NewDuelDialog, load_deck
from ygo_desktop.settings import SettingsStore


def test_dialog_builds_a_start_and_remembers_the_decks(qtbot, yugi, kaiba):
    store = SettingsStore.open()
    dialog = NewDuelDialog(store)
    qtbot.addWidget(dialog)
    dialog.set_mode("hotseat")
    dialog.decks[0].set_source("starter:SDY_Starter_Deck_Yugi")
    dialog.decks[1].url.setText(to_ydke(kaiba))
    dialog.first.setCurrentIndex(2)  # Player 2 goes first
    dialog.lp.setValue(4000)
    dialog.manual[0].setChecked(True)  # only one player allows manual moves: off
    dialog.accept()
    setup = dialog.setup
    assert setup is not None and setup.mode == "hotseat"
    start = setup.start
    assert start.decks[0].main == yugi.main and start.decks[1].main == kaiba.main
    assert start.first_player == 1 and start.lp == 4000 and start.manual == (False, False)
    assert store.settings.last_decks[0] == "starter:SDY_Starter_Deck_Yugi"
    assert store.settings.last_mode == "hotseat"


def test_legality_problems_are_listed_but_a_casual_duel_starts(qtbot, tmp_path, yugi):
    small = tmp_path / "small.ydk"
    small.write_text("#main\n" + "\n".join(map(str, yugi.main[:20])) + "\n", encoding="utf-8")
    dialog = NewDuelDialog()
    qtbot.addWidget(dialog)
    dialog.set_mode("solo")
    dialog.decks[0].set_source(str(small))
    dialog.decks[1].set_source("")  # empty opponent
    text = dialog.problems.toPlainText()
    assert "Main Deck has 20 cards" in text and "casual duel may still start" in text
    dialog.accept()
    assert dialog.setup.start.decks[1].main == [] and dialog.setup.start.manual == (True, True)
    assert dialog.setup.problems[0]


def test_bad_deck_is_reported_in_the_dialog(qtbot):
    dialog = NewDuelDialog()
    qtbot.addWidget(dialog)
    dialog.set_mode("solo")
    dialog.decks[0].url.setText("ydke://a!b!c!")
    assert "ydke URL" in dialog.problems.toPlainText()
    dialog.accept()
    assert dialog.setup is None and "ydke URL" in dialog.problems.toPlainText()


def test_banlist_is_applied(qtbot, yugi):
    dialog = NewDuelDialog()
    qtbot.addWidget(dialog)
    assert dialog.banlist.count() >= 1
    assert load_deck("starter:SDY_Starter_Deck_Yugi").main == yugi.main
