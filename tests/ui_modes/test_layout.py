"""The window layout (size, splitter) is saved in the settings and restored next time (issue:
Play modes, point 6)."""

from __future__ import annotations

from ygo_desktop.dialogs.new_duel import DuelSetup, build_start, load_deck
from ygo_desktop.modes.launch import open_setup
from ygo_desktop.settings import SettingsStore


def test_a_mode_window_saves_its_layout_in_the_settings_file(qtbot, private_config) -> None:
    store = SettingsStore.open(private_config)
    decks = [load_deck("starter:SDY_Starter_Deck_Yugi"), load_deck("starter:SDK_Starter_Deck_Kaiba")]
    setup = DuelSetup(mode="solo", start=build_start(decks, mode="solo", seed=3))
    first = open_setup(setup, store)
    qtbot.addWidget(first)
    first.show()
    first.close()
    saved = SettingsStore.open(private_config).settings.window  # read back from the file
    assert saved.geometry and saved.state and saved.splitters["table"]
    second = open_setup(setup, SettingsStore.open(private_config))
    qtbot.addWidget(second)
    second.show()  # restoring does not disturb the duel window (sizes: next test)
    assert second.table.splitter.count() == 3  # card detail, the mat, the side panel
    second.close()


def test_geometry_blob_round_trip(qtbot) -> None:
    from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

    from ygo_desktop.layout import restore_layout, save_layout
    from ygo_desktop.settings import WindowLayout

    layout = WindowLayout()
    first, split = QMainWindow(), QSplitter()
    split.addWidget(QWidget())
    split.addWidget(QWidget())
    first.setCentralWidget(split)
    qtbot.addWidget(first)
    first.show()
    first.resize(640, 480)
    split.setSizes([400, 240])
    sizes = split.sizes()
    save_layout(first, layout, {"table": split})
    second, split2 = QMainWindow(), QSplitter()
    split2.addWidget(QWidget())
    split2.addWidget(QWidget())
    second.setCentralWidget(split2)
    qtbot.addWidget(second)
    restore_layout(second, WindowLayout.model_validate(layout.model_dump()), {"table": split2})
    second.show()
    assert (second.width(), second.height()) == (640, 480)
    assert split2.sizes() == sizes
