"""``ChainModel``: the current chain, one row per Chain Link (Link 1 first)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from ygo_desktop.i18n import tr
from ygo_desktop.models.roles import CardRole

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


class ChainModel(QAbstractListModel):
    """Links are added at the end and resolve from the end, so diffs are appends and pops."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._links: list[Any] = []

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._links)

    def link(self, row: int) -> Any:
        return self._links[row]

    def links(self) -> list[Any]:
        return list(self._links)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._links):
            return None
        link = self._links[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return tr("Link %1: %2").replace("%1", str(link.link)).replace("%2", link.name)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tr("Chain Link %1, activated by Player %2").replace(
                "%1", str(link.link)).replace("%2", str(link.player + 1))
        if role == CardRole.Uid:
            return link.card
        if role == CardRole.Card:
            return link
        return None

    def set_links(self, links: Sequence[Any]) -> None:
        new = list(links)
        keep = 0
        while keep < min(len(new), len(self._links)) and \
                (new[keep].link, new[keep].card) == (self._links[keep].link, self._links[keep].card):
            keep += 1
        if keep < len(self._links):
            self.beginRemoveRows(_NO_INDEX, keep, len(self._links) - 1)
            del self._links[keep:]
            self.endRemoveRows()
        for row in range(keep):
            if self._links[row] != new[row]:
                self._links[row] = new[row]
                self.dataChanged.emit(self.index(row), self.index(row), [])
        if len(new) > keep:
            self.beginInsertRows(_NO_INDEX, keep, len(new) - 1)
            self._links.extend(new[keep:])
            self.endInsertRows()
