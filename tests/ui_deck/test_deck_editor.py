"""The deck editor driven like a player: type, filter, drag with real QDropEvents, keys, undo,
save and reopen, ydke:// out and back in, "Test this deck" (issue 17 acceptance)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from engine.decks import read_ydk
from ygo_desktop.deck_editor.models import CodeRole
from ygo_desktop.deck_editor.window import DeckEditorWindow
from ygo_desktop.settings import SettingsStore

BEWD = 89631139  # Blue-Eyes White Dragon
POT_OF_GREED = 55144522
STARDUST = 44508094


@pytest.fixture
def editor(qtbot):
    window = DeckEditorWindow(SettingsStore.open())
    window.ask_before_closing = False
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _names(window):
    model = window.results
    return [model.data(model.index(r)) for r in range(model.rowCount())]


def _row_of(model, code):
    return next(r for r in range(model.rowCount()) if model.data(model.index(r), CodeRole) == code)


def _drag(source_view, row, target_view, point=None):
    """A real drag payload from the source model, dropped with DragEnter/DragMove/Drop."""
    mime = source_view.model().mimeData([source_view.model().index(row)])
    viewport = target_view.viewport()
    point = point or QPoint(viewport.width() - 5, viewport.height() - 5)  # past the last card
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for event in (QDragEnterEvent(point, actions, mime, buttons, mods),
                  QDragMoveEvent(point, actions, mime, buttons, mods),
                  QDropEvent(QPointF(point), actions, mime, buttons, mods)):
        QApplication.sendEvent(viewport, event)


def test_search_filter_drag_count_banlist_save_reopen_ydke(qtbot, editor, tmp_path, db):
    qtbot.keyClicks(editor.search_field, "Blue-Eyes")
    names = _names(editor)
    expected = {c.name for c in db.search("") if "blue-eyes" in c.name.casefold()}
    assert expected <= set(names) and names[0].startswith("Blue-Eyes")

    # Level 8 LIGHT Dragon
    f = editor.filters
    f.attribute.setCurrentIndex(f.attribute.findData("LIGHT"))
    f.race.setCurrentIndex(f.race.findData("Dragon"))
    f.star[0].setValue(8)
    f.star[1].setValue(8)
    for code in editor.results.codes:
        card = db.get(code)
        assert (card.attribute, card.race, card.star) == ("LIGHT", "Dragon", 8)
    assert "Blue-Eyes White Dragon" in _names(editor)

    # a real drag and drop into the Main Deck
    main_view = editor.part_views["main"]
    with qtbot.waitSignal(editor.deckChanged):
        _drag(editor.results_view, _row_of(editor.results, BEWD), main_view)
    assert editor.part_models["main"].codes == [BEWD]
    assert editor.part_labels["main"].text().startswith("Main Deck: 1")
    assert "Main Deck has 1 cards" in editor.problem_list.item(0).text()

    # two more copies by keys; a fourth is refused with the engine's words
    editor.results_view.setCurrentIndex(editor.results.index(_row_of(editor.results, BEWD)))
    QTest.keyClick(editor.results_view, Qt.Key.Key_Return)
    QTest.keyClick(editor.results_view, Qt.Key.Key_Return)
    assert editor.document.copies(BEWD) == 3
    QTest.keyClick(editor.results_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert editor.document.counts() == {"main": 3, "extra": 0, "side": 0}
    assert "at most 3" in editor.last_message

    # a banlist violation appears
    editor.banlist_combo.setCurrentIndex(editor.banlist_combo.findData("2026.05 TCG"))
    f.reset()
    editor.search_field.clear()
    qtbot.keyClicks(editor.search_field, "Pot of Greed")
    _drag(editor.results_view, _row_of(editor.results, POT_OF_GREED), main_view)
    problems = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert any("Pot of Greed" in p and "Forbidden" in p for p in problems)

    # an Extra Deck monster dropped on the Main Deck is refused; dropped on the Extra, taken
    editor.search_field.clear()
    qtbot.keyClicks(editor.search_field, "Stardust Dragon")
    _drag(editor.results_view, _row_of(editor.results, STARDUST), main_view)
    assert "Extra Deck monster" in editor.last_message
    _drag(editor.results_view, _row_of(editor.results, STARDUST), editor.part_views["extra"])
    assert editor.part_models["extra"].codes == [STARDUST]
    # a Main Deck card dragged to the Side Deck moves there
    _drag(main_view, 0, editor.part_views["side"])
    assert editor.document.parts["side"] == [BEWD]

    # save, reopen
    path = tmp_path / "my deck.ydk"
    assert editor.save_as(str(path))
    assert not editor.document.dirty
    deck = read_ydk(path)
    assert (deck.main, deck.extra, deck.side) == ([BEWD, BEWD, POT_OF_GREED], [STARDUST], [BEWD])
    again = DeckEditorWindow(SettingsStore.open())
    again.ask_before_closing = False
    qtbot.addWidget(again)
    assert again.open_deck(str(path))
    assert again.document.deck() == editor.document.deck()

    # export ydke://, import it into a new deck: identical
    url = editor.export_ydke()
    assert QApplication.clipboard().text() == url
    again.new_deck()
    assert again.document.counts() == {"main": 0, "extra": 0, "side": 0}
    assert again.import_ydke(url)
    assert again.document.parts == editor.document.parts
    assert again.export_ydke() == url


def test_undo_redo_and_delete_key(qtbot, editor):
    editor.add(BEWD)
    editor.add(POT_OF_GREED)
    assert editor.document.parts["main"] == [BEWD, POT_OF_GREED]
    editor.undo_action.trigger()
    assert editor.part_models["main"].codes == [BEWD]
    editor.redo_action.trigger()
    assert editor.part_models["main"].codes == [BEWD, POT_OF_GREED]
    view = editor.part_views["main"]
    view.setCurrentIndex(editor.part_models["main"].index(0))
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert editor.document.parts["main"] == [POT_OF_GREED]
    editor.undo_action.trigger()
    assert editor.document.parts["main"] == [BEWD, POT_OF_GREED]
    # dragging a deck card back onto the results takes it out
    _drag(view, 1, editor.results_view)
    assert editor.document.parts["main"] == [BEWD]


def test_the_models_pass_qt_model_tester(qtmodeltester, editor):
    editor.add(BEWD)
    editor.search_field.setText("dragon")
    qtmodeltester.check(editor.results)
    qtmodeltester.check(editor.part_models["main"])


def test_a_typo_and_the_detail_panel(qtbot, editor):
    qtbot.keyClicks(editor.search_field, "dark magican")
    assert _names(editor)[0] == "Dark Magician"
    editor.results_view.setCurrentIndex(editor.results.index(0))
    assert editor.detail.name.text() == "Dark Magician"
    assert "Passcode 46986414" in editor.detail.facts.text()


def test_test_this_deck_opens_solo_with_test_hands(qtbot, editor):
    for _ in range(3):
        editor.add(BEWD)
    window = editor.test_deck()
    qtbot.addWidget(window)
    assert window.mode == "solo" and window.test_hands is not None
    window.close()


def test_welcome_page_and_game_menu_open_the_editor(qtbot):
    from ygo_desktop.main_window import MainWindow

    main = MainWindow(save=False)
    qtbot.addWidget(main)
    button = main.findChild(QPushButton, "deckEditorButton")
    with qtbot.waitSignal(main.windowOpened) as opened:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert isinstance(opened.args[0], DeckEditorWindow)
    opened.args[0].ask_before_closing = False
    qtbot.addWidget(opened.args[0])
    titles = [a.text() for a in main.menuBar().actions()[0].menu().actions()]
    assert any("Deck editor" in t for t in titles)


def test_a_deck_with_a_cp1252_comment_opens_with_a_warning(qtbot, editor, tmp_path):
    """A .ydk written by EDOPro on Windows (cp1252 comment, CRLF) opens; the editor says what
    was read leniently (issue 17, item 3)."""
    path = tmp_path / "windows.ydk"
    path.write_bytes(b"#created by Jos\xe9\r\n#main\r\n46986414\r\n#extra\r\n!side\r\n")
    assert editor.open_deck(str(path))
    assert editor.document.deck().main == [46986414]
    assert "line 1" in editor.statusBar().currentMessage()
