"""Help: the keys-and-mouse page (F1) and the About text.

The page is built from the window's own actions, so every shortcut the window
has is listed -- a new action with a key shows up here without editing this file.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.i18n import tr


def fixed_keys() -> list[tuple[str, str]]:
    """Keys and mouse gestures that are not menu actions."""
    return [
        (tr("Space / Enter"), tr("Confirm, or pass: the current question's default answer")),
        (tr("Enter / Space on a card"), tr("Its action (a menu when it has several)")),
        (tr("Double-click a card"), tr("Its action (a menu when it has several)")),
        (tr("Right-click / Menu key on a card"), tr("Every action of the card, its details, "
                                                   "its Xyz Materials")),
        (tr("Drag a card"), tr("Summon, Set or activate it on a lit zone; attack a monster or "
                               "the opponent's Life Points")),
        (tr("Click a GY, banished cards, Extra Deck"), tr("Open the pile (choose cards from it "
                                                          "when asked)")),
        (tr("Tab / Shift+Tab"), tr("Move between the table's controls")),
        (tr("Alt+Up / Alt+Down"), tr("Move the chosen row when ordering cards or Chain Links")),
        (tr("Enter on the hand-over screen"), tr("Take the seat (hot-seat)")),
    ]


def window_keys(window: QWidget) -> list[tuple[str, str]]:
    """Every action of ``window`` that has a shortcut: (keys, what it does)."""
    rows = []
    for action in window.findChildren(QAction):
        keys = [k for k in action.shortcuts() if not k.isEmpty()]
        if not keys:
            continue
        text = action.text().replace("&", "").rstrip("…").strip()
        rows.append((", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys),
                     text))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsHelp")
        self.setWindowTitle(self.tr("Keys and mouse"))
        rows = window_keys(window) + fixed_keys()
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setObjectName("shortcutTable")
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        for row, (keys, text) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        note = QLabel(self.tr("Only what the rules allow lights up; a refused action says why, "
                              "beside the card."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(640, 520)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def texts(self) -> list[tuple[str, str]]:
        rows = []
        for r in range(self.table.rowCount()):
            keys, what = self.table.item(r, 0), self.table.item(r, 1)
            rows.append((keys.text() if keys else "", what.text() if what else ""))
        return rows


def about_text() -> str:
    from importlib import metadata

    import PySide6

    try:
        version = metadata.version("ygo-desktop")
    except metadata.PackageNotFoundError:
        version = "0.1"
    return tr(
        "<h3>ygo-desktop %1</h3>"
        "<p>A desktop Yu-Gi-Oh! duel client: a rules engine of our own and a game mat.</p>"
        "<p>No card text and no card art are shipped: card faces are drawn from printed facts, "
        "and the effect texts shown are written in our own words. Yu-Gi-Oh! is a trademark of "
        "Konami; this project is not affiliated with Konami.</p>"
        "<p>PySide6 %2 (Qt). MIT licence.</p>").replace("%1", version).replace(
        "%2", PySide6.__version__)
