"""``LogModel``: the duel log as the viewer may read it; rows are only ever appended."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from ygo_desktop.labels import for_players
from ygo_desktop.models.roles import CardRole

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()
_QUIET = {"phase_end", "summoning", "resolving"}
_TEXT_ROLES = frozenset(int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                         Qt.ItemDataRole.AccessibleTextRole))
_ROLES = _TEXT_ROLES | {int(CardRole.Card), int(CardRole.Uid)}


class LogModel(QAbstractListModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._events: list[Any] = []
        self._texts: list[str] = []  # as players read them, worked out once per line

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._events)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # the role first: a repaint of the log asks every visible row for a dozen roles (font,
        # colours, alignment, ...) and only these few have an answer
        if role not in _ROLES or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._events):
            return None
        if role in _TEXT_ROLES:
            return self._texts[row]
        card = self._events[row].card
        if role == CardRole.Card:
            return card
        return None if card is None else card.uid

    def append_events(self, events: Sequence[Any]) -> None:
        shown = [e for e in events if e.text and e.kind not in _QUIET]
        if not shown:
            return
        first = len(self._events)
        self.beginInsertRows(_NO_INDEX, first, first + len(shown) - 1)
        self._events.extend(shown)
        self._texts.extend(for_players(e.text) for e in shown)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._events = []
        self._texts = []
        self.endResetModel()
