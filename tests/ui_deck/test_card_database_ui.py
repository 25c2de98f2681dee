"""Settings → Card database with real widgets: the player's cards.cdb in the detail panel, a
corrupt one refused with a message and nothing else changed, and the setting read at start."""

from __future__ import annotations

import json

from cdb_files import NEW_CODE, NEW_NAME, NEW_TEXT, make_cdb

from engine.cards.database import default_database
from engine.view import CardView
from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.main_window import MainWindow
from ygo_desktop.settings import SettingsStore


def _card(code: int) -> CardView:
    return CardView(uid=1, code=code, owner=0, controller=0, location="hand", face_up=True)


def test_chosen_cdb_text_shows_in_the_detail_panel(qtbot, tmp_path, private_config):
    path = make_cdb(tmp_path / "cards.cdb")
    store = SettingsStore.open()
    window = MainWindow(store=store)
    qtbot.addWidget(window)
    dialog = window.choose_card_database()
    with qtbot.waitSignal(dialog.databaseChanged):
        assert dialog.choose(str(path))
    assert "1 not in the bundled facts" in dialog.current.text()
    saved = json.loads((private_config / "settings.json").read_text(encoding="utf-8"))
    assert saved["card_database"] == str(path)
    panel = CardDetailPanel()
    qtbot.addWidget(panel)
    panel.show_card(_card(NEW_CODE))
    assert panel.name.text() == NEW_NAME
    assert NEW_TEXT in panel.text.text()
    assert panel.automation.text().startswith("Played by hand")  # newer than ours: by hand
    with qtbot.waitSignal(dialog.databaseChanged):
        assert dialog.choose("")
    assert NEW_CODE not in default_database()
    assert store.settings.card_database == ""


def test_a_corrupt_cdb_gives_the_message_and_nothing_else_changes(qtbot, tmp_path,
                                                                  private_config):
    good = make_cdb(tmp_path / "good.cdb")
    bad = tmp_path / "corrupt.cdb"
    bad.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 8)
    store = SettingsStore.open()
    window = MainWindow(store=store)
    qtbot.addWidget(window)
    dialog = window.choose_card_database()
    assert dialog.choose(str(good))
    saved_before = (private_config / "settings.json").read_bytes()
    db_before = default_database()
    changed: list[bool] = []
    dialog.databaseChanged.connect(lambda: changed.append(True))
    assert not dialog.choose(str(bad))
    assert str(bad) in dialog.message.text()
    assert default_database() is db_before and NEW_CODE in default_database()
    assert store.settings.card_database == str(good)
    assert (private_config / "settings.json").read_bytes() == saved_before
    assert not changed


def test_the_setting_is_read_at_start(tmp_path, private_config):
    from ygo_desktop.card_database import apply_card_database

    store = SettingsStore.open()
    store.settings.card_database = str(make_cdb(tmp_path / "cards.cdb"))
    assert apply_card_database(store.settings) is None
    assert default_database().get(NEW_CODE).name == NEW_NAME
    store.settings.card_database = str(tmp_path / "gone.cdb")
    problem = apply_card_database(store.settings)
    assert problem is not None and "gone.cdb" in problem and "bundled" in problem
