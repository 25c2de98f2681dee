"""Settings → Card database: the bundled facts, or the player's own EDOPro ``cards.cdb``.

The player's file adds the cards newer than our facts (playable by hand) and
their texts, shown in the card detail panel and searched by the deck editor.
A bad, locked or foreign file is shown here in one line; nothing else changes.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.cards.database import CardDatabaseError
from engine.cards.user_database import user_cards
from ygo_desktop.card_database import switch_card_database
from ygo_desktop.settings import SettingsStore


class CardDatabaseDialog(QDialog):
    #: the database in use changed (views showing cards should redraw)
    databaseChanged = Signal()

    def __init__(self, store: SettingsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Card database"))
        layout = QVBoxLayout(self)
        explain = QLabel(self.tr(
            "The app ships card facts only (names, numbers). Choose your EDOPro cards.cdb to "
            "add newer cards and to read card texts from your own copy. Nothing from it is "
            "copied into the app."), self)
        explain.setWordWrap(True)
        layout.addWidget(explain)
        self.current = QLabel(self)
        self.current.setObjectName("cardDatabaseCurrent")
        self.current.setWordWrap(True)
        layout.addWidget(self.current)
        self.message = QLabel(self)
        self.message.setObjectName("cardDatabaseMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #ff8a65;")
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.browse = QPushButton(self.tr("Choose cards.cdb…"), self)
        self.browse.clicked.connect(self._browse)
        self.bundled = QPushButton(self.tr("Use the bundled facts only"), self)
        self.bundled.clicked.connect(lambda: self.choose(""))
        row.addWidget(self.browse)
        row.addWidget(self.bundled)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_current()

    def _show_current(self, summary: str = "") -> None:
        user = user_cards()
        if summary:
            self.current.setText(summary)
        elif user is not None:
            self.current.setText(user.summary())
        else:
            self.current.setText(self.tr("In use: the bundled card facts."))
        self.bundled.setEnabled(user is not None)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose your cards.cdb"), self.store.settings.card_database,
            self.tr("Card databases (*.cdb);;All files (*)"))
        if path:
            self.choose(path)

    def choose(self, path: str) -> bool:
        """Use ``path`` ("" = bundled only). A file that cannot be used shows why and changes
        nothing; returns whether the choice was taken."""
        try:
            summary = switch_card_database(self.store.settings, path)
        except CardDatabaseError as exc:
            self.message.setText(str(exc))
            return False
        self.message.setText("")
        try:
            self.store.save()
        except OSError as exc:
            self.message.setText(self.tr("The choice is used now but could not be saved: %1")
                                 .replace("%1", str(exc)))
        self._show_current(summary)
        self.databaseChanged.emit()
        return True
