"""The deck editor's list models: search results and the three parts of the deck.

Rows are passcodes. Faces are drawn from the facts (or the player's pictures)
at icon size and cached per passcode, so scrolling 14,000 results paints only
what is on screen. A drag carries ``code,source,row`` in the editor's own MIME
type; the deck views read it on drop (``DeckPartView``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QPixmap

from ygo_desktop.card_face import card_pixmap, facts_for, pictures

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()

DECK_CARD_MIME = "application/x-ygo-desktop-deck-card"
CodeRole = Qt.ItemDataRole.UserRole + 1
FACE_WIDTH = 64
FACE_SIZE = QSize(FACE_WIDTH, int(FACE_WIDTH * 86 / 59))


def card_mime(code: int, source: str, row: int) -> QMimeData:
    """What a drag from the results (``source="results"``) or a deck part carries."""
    mime = QMimeData()
    mime.setData(DECK_CARD_MIME, QByteArray(f"{code},{source},{row}".encode()))
    return mime


def read_mime(mime: QMimeData | None) -> tuple[int, str, int] | None:
    """``(code, source, row)`` from a drag made by the editor, else ``None``."""
    if mime is None or not mime.hasFormat(DECK_CARD_MIME):
        return None
    parts = bytes(mime.data(DECK_CARD_MIME).data()).decode(errors="replace").split(",")
    if len(parts) != 3 or not parts[0].isdigit() or not parts[2].lstrip("-").isdigit():
        return None
    return int(parts[0]), parts[1], int(parts[2])


class FaceCache:
    """Card faces at icon size, one per passcode (cleared when pictures or the database change)."""

    def __init__(self) -> None:
        self._faces: dict[int, QPixmap] = {}

    def face(self, code: int) -> QPixmap:
        pix = self._faces.get(code)
        if pix is None:
            data = facts_for(code)
            pix = card_pixmap(data, None, FACE_WIDTH, pictures.pixmap(code))
            self._faces[code] = pix
        return pix

    def clear(self) -> None:
        self._faces.clear()


#: one cache for the editor's models
faces = FaceCache()


class CodeListModel(QAbstractListModel):
    """A list of passcodes shown as card faces with their names."""

    def __init__(self, source: str, parent: Any = None, names: bool = True) -> None:
        super().__init__(parent)
        self.source = source
        self.names = names  # False: faces only (the deck), the name is the tooltip
        self._codes: list[int] = []

    @property
    def codes(self) -> list[int]:
        return list(self._codes)

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._codes)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._codes):
            return None
        code = self._codes[index.row()]
        if role == CodeRole:
            return code
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole):
            data = facts_for(code)
            name = data.name if data is not None else str(code)
            if role == Qt.ItemDataRole.ToolTipRole and data is not None:
                return f"{name}\n{self.describe(data)}"
            if role == Qt.ItemDataRole.DisplayRole and not self.names:
                return None
            return name
        if role == Qt.ItemDataRole.DecorationRole:
            return faces.face(code)
        return None

    @staticmethod
    def describe(data: Any) -> str:
        from ygo_desktop.card_view import facts_lines

        return "\n".join(facts_lines(data))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsDragEnabled)

    def mimeTypes(self) -> list[str]:
        return [DECK_CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        valid = [i for i in indexes if i.isValid()]
        row = valid[0].row() if valid else -1
        code = self._codes[row] if 0 <= row < len(self._codes) else 0
        return card_mime(code, self.source, row)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def set_codes(self, codes: Sequence[int]) -> None:
        """Show ``codes``: one card added or removed is reported as exactly that row."""
        new = list(codes)
        old = self._codes
        if new == old:
            return
        if len(new) == len(old) + 1:
            row = _first_difference(old, new)
            if old[row:] == new[row + 1:]:
                self.beginInsertRows(_NO_INDEX, row, row)
                self._codes = new
                self.endInsertRows()
                return
        if len(new) == len(old) - 1:
            row = _first_difference(new, old)
            if new[row:] == old[row + 1:]:
                self.beginRemoveRows(_NO_INDEX, row, row)
                self._codes = new
                self.endRemoveRows()
                return
        self.beginResetModel()
        self._codes = new
        self.endResetModel()

    def refresh(self) -> None:
        """Faces or texts changed (pictures folder, card database): repaint every row."""
        if self._codes:
            self.dataChanged.emit(self.index(0), self.index(len(self._codes) - 1))


def _first_difference(short: list[int], long: list[int]) -> int:
    for i, code in enumerate(short):
        if long[i] != code:
            return i
    return len(short)
