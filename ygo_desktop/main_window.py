"""The main window: a welcome page with "New duel", and the menus that open duel windows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ygo_desktop.card_face import pictures
from ygo_desktop.settings import Settings, SettingsStore, save_settings, settings_path


class MainWindow(QMainWindow):
    #: a duel window (hot-seat, solo, puzzle or replay) was opened
    windowOpened = Signal(object)

    def __init__(self, settings: Settings | None = None, save: bool = True,
                 store: SettingsStore | None = None) -> None:
        super().__init__()
        self.store = store
        self.settings = settings or (store.settings if store is not None else Settings())
        self._save = save
        self._windows: list[Any] = []
        self.setWindowTitle(self.tr("ygo-desktop"))
        self.resize(1600, 1000)
        self._menus()
        self.setCentralWidget(self._welcome())

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = QAction(self.tr("&New duel…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.new_duel)
        game.addAction(new)
        puzzle = QAction(self.tr("Open &puzzle…"), self)
        puzzle.triggered.connect(self.open_puzzle_file)
        game.addAction(puzzle)
        replay = QAction(self.tr("Open &replay…"), self)
        replay.setShortcut(QKeySequence.StandardKey.Open)
        replay.triggered.connect(self.open_replay_file)
        game.addAction(replay)
        game.addSeparator()
        pics = QAction(self.tr("Card &pictures folder…"), self)
        pics.triggered.connect(self.choose_pictures)
        game.addAction(pics)
        game.addSeparator()
        deck_editor = QAction(self.tr("&Deck editor…"), self)
        deck_editor.setShortcut(QKeySequence("Ctrl+E"))
        deck_editor.triggered.connect(self.open_deck_editor)
        game.addAction(deck_editor)
        game.addSeparator()
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        help_ = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About ygo-desktop"), self)
        about.triggered.connect(self.about)
        help_.addAction(about)

        settings = self.menuBar().addMenu(self.tr("&Settings"))
        cdb = QAction(self.tr("Card &database…"), self)
        cdb.triggered.connect(self.choose_card_database)
        settings.addAction(cdb)

    def _welcome(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(self.tr("ygo-desktop"), page)
        title.setObjectName("welcomeTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        hint = QLabel(self.tr("Hot-seat with a friend, solo goldfishing, or a puzzle: "
                              "pick two decks (bundled starter decks included) and play."), page)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        button = QPushButton(self.tr("New duel…"), page)
        button.setObjectName("newDuelButton")
        button.setFixedWidth(240)
        button.clicked.connect(self.new_duel)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        editor = QPushButton(self.tr("Deck editor…"), page)
        editor.setObjectName("deckEditorButton")
        editor.setFixedWidth(240)
        editor.clicked.connect(self.open_deck_editor)
        layout.addWidget(editor, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        return page

    def new_duel(self) -> None:
        """The New Duel dialog, then the duel window."""
        from PySide6.QtWidgets import QDialog

        from ygo_desktop.dialogs.new_duel import NewDuelDialog

        dialog = NewDuelDialog(self._settings_store(), parent=self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.setup is None:
            return
        self._store()
        self.open_setup(dialog.setup)

    def open_setup(self, setup: Any) -> Any:
        from ygo_desktop.modes.launch import open_setup

        return self._show(open_setup(setup, self._settings_store()))

    def open_puzzle_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open puzzle"), "",
                                              self.tr("Scenario files (*.toml)"))
        if path:
            from ygo_desktop.modes.launch import open_puzzle

            self._show(open_puzzle(path, self._settings_store()))

    def open_replay_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open replay"), "",
                                              self.tr("Replays (*.json)"))
        if path:
            self.open_replay(path)

    def open_replay(self, path: str) -> Any:
        from ygo_desktop.modes.launch import open_replay

        return self._show(open_replay(path, self._settings_store()))

    def open_windows(self) -> list[Any]:
        """The duel windows still open (a closed one deletes itself)."""
        self._windows = [w for w in self._windows if isValid(w) and w.isVisible()]
        return list(self._windows)

    def _show(self, window: Any) -> Any:
        self.open_windows()
        self._windows.append(window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        window.start()
        self.windowOpened.emit(window)
        return window

    def _settings_store(self) -> SettingsStore | None:
        if self.store is None and self._save:
            self.store = SettingsStore.open()
            self.settings = self.store.settings
        return self.store

    def choose_card_database(self) -> Any:
        """Settings → Card database: the bundled facts or the player's own cards.cdb."""
        from ygo_desktop.dialogs.card_database import CardDatabaseDialog

        store = self._settings_store() or SettingsStore(settings_path(), self.settings)
        dialog = CardDatabaseDialog(store, self)
        dialog.databaseChanged.connect(self._card_database_changed)
        dialog.open()
        return dialog

    def _card_database_changed(self) -> None:
        for window in self.open_windows():
            changed = getattr(window, "card_database_changed", None)
            if changed is not None:
                changed()

    def open_deck_editor(self, path: str = "") -> Any:
        """The deck editor in its own window ("Test this deck" opens solo from it)."""
        from ygo_desktop.deck_editor.window import DeckEditorWindow

        editor = DeckEditorWindow(self._settings_store(), open_setup=self.open_setup)
        if path:
            editor.open_deck(path)
        self.open_windows()
        self._windows.append(editor)
        editor.show()
        self.windowOpened.emit(editor)
        return editor

    def choose_pictures(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Folder with card pictures (EDOPro: the folder holding pics/)"),
            self.settings.pictures_folder)
        if folder:
            self.settings.pictures_folder = folder
            pictures.set_folder(folder)
            self._store()
            for window in self.open_windows():
                mat = getattr(window, "mat", None)
                if mat is not None:
                    mat.viewport().update()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ygo_desktop.help import about_text

        QMessageBox.about(self, self.tr("About ygo-desktop"), about_text())

    def _store(self) -> None:
        if self._save:
            try:
                if self.store is not None:
                    self.store.save()
                else:
                    save_settings(self.settings)
            except OSError:
                pass  # settings are a convenience; never stop a duel over them

    def closeEvent(self, event: Any) -> None:
        for window in self.open_windows():
            window.close()
        super().closeEvent(event)
