"""``CardListModel``: a list of cards as one player sees them, updated by exact diffs.

Each row is a ``CardView`` (or ``None`` for an empty field zone). ``set_cards``
compares the new list with the old one by uid and reports precisely what
changed -- rows removed, moved, inserted, or whose data changed -- so views keep
their selections, hover and drags across updates. A full reset happens only
when the seat changes (``reset_cards``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ygo_desktop.i18n import tr
from ygo_desktop.models.roles import CARD_MIME, CardRole

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


def _uid(card: Any) -> int | None:
    return None if card is None else card.uid


def describe(card: Any) -> str:
    """What the viewer may read about ``card``: its name, or what kind of unknown it is."""
    if card is None:
        return tr("Empty zone")
    if card.name is not None:
        return card.name
    return tr("Face-down card")


def tooltip(card: Any) -> str:
    if card is None or card.name is None:
        return describe(card)
    parts = [card.name]
    if card.atk is not None:
        stats = f"ATK {card.atk}" if card.defense is None else f"ATK {card.atk} / DEF {card.defense}"
        parts.append(stats)
    if card.materials:
        parts.append(tr("%n material(s)", n=len(card.materials)))
    for kind, count in sorted(card.counters.items()):
        parts.append(f"{kind} ×{count}")
    return "\n".join(parts)


class CardListModel(QAbstractListModel):
    """Rows are cards; subclasses decide whether the list has a fixed size."""

    _ROLE_NAMES: ClassVar[dict[CardRole, bytes]] = {
        CardRole.Card: b"card", CardRole.Uid: b"uid", CardRole.Code: b"code",
        CardRole.FaceUp: b"faceUp", CardRole.Position: b"position",
        CardRole.Atk: b"atk", CardRole.Def: b"def", CardRole.Level: b"level",
        CardRole.Counters: b"counters", CardRole.Materials: b"materials",
        CardRole.Zone: b"zone",
    }

    def __init__(self, player: int, location: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.player = player
        self.location = location
        self._cards: list[Any] = []

    # ------------------------------------------------------------ read
    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def card(self, row: int) -> Any:
        return self._cards[row] if 0 <= row < len(self._cards) else None

    def cards(self) -> list[Any]:
        return list(self._cards)

    def row_of(self, uid: int) -> int:
        for row, card in enumerate(self._cards):
            if card is not None and card.uid == uid:
                return row
        return -1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return describe(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(card)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return describe(card)
        if card is None:
            return index.row() if role == CardRole.Zone else None
        return {
            CardRole.Card: lambda: card,
            CardRole.Uid: lambda: card.uid,
            CardRole.Code: lambda: card.code,
            CardRole.FaceUp: lambda: card.face_up,
            CardRole.Position: lambda: card.position,
            CardRole.Atk: lambda: card.atk,
            CardRole.Def: lambda: card.defense,
            CardRole.Level: lambda: card.level,
            CardRole.Counters: lambda: dict(card.counters),
            CardRole.Materials: lambda: len(card.materials),
            CardRole.Zone: lambda: card.zone if card.zone >= 0 else index.row(),
        }.get(role, lambda: None)()  # type: ignore[call-overload]

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(k): QByteArray(v) for k, v in self._ROLE_NAMES.items()})
        return names

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self.card(index.row()) is not None:
            base |= Qt.ItemFlag.ItemIsDragEnabled
        return base

    # ------------------------------------------------------------ drag
    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        uids = [str(c.uid) for i in indexes if (c := self.card(i.row())) is not None]
        mime.setData(CARD_MIME, QByteArray(",".join(uids).encode()))
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    # ------------------------------------------------------------ write
    def reset_cards(self, cards: Sequence[Any]) -> None:
        """Replace everything (a change of seat, never an ordinary update)."""
        self.beginResetModel()
        self._cards = list(cards)
        self.endResetModel()

    def set_cards(self, cards: Sequence[Any]) -> None:
        raise NotImplementedError

    def _changed(self, row: int, card: Any) -> None:
        if self._cards[row] != card:
            self._cards[row] = card
            index = self.index(row, 0)
            self.dataChanged.emit(index, index, [])


class FixedCardModel(CardListModel):
    """A row of zones of fixed size (5 Main Monster, 2 Extra Monster, 5 S/T, 1 Field)."""

    def __init__(self, player: int, location: str, size: int, parent: Any = None) -> None:
        super().__init__(player, location, parent)
        self._cards = [None] * size

    def set_cards(self, cards: Sequence[Any]) -> None:
        cards = list(cards) + [None] * (len(self._cards) - len(cards))
        assert len(cards) == len(self._cards), "a zone row never changes size"
        for row, card in enumerate(cards):
            self._changed(row, card)


class PileModel(CardListModel):
    """A list that grows and shrinks: hand, GY, banished, Extra Deck.

    ``set_cards`` turns the old list into the new one with removals, moves and
    insertions keyed by uid, then ``dataChanged`` for rows whose card changed.
    """

    def set_cards(self, cards: Sequence[Any]) -> None:
        new = list(cards)
        wanted = {c.uid for c in new}
        # 1. removals, from the bottom so row numbers above stay valid
        row = len(self._cards) - 1
        while row >= 0:
            if self._cards[row].uid in wanted:
                row -= 1
                continue
            last = row
            while row - 1 >= 0 and self._cards[row - 1].uid not in wanted:
                row -= 1
            self.beginRemoveRows(_NO_INDEX, row, last)
            del self._cards[row:last + 1]
            self.endRemoveRows()
            row -= 1
        # 2. walk the new order: keep, move up, or insert
        for target, card in enumerate(new):
            if target < len(self._cards) and self._cards[target].uid == card.uid:
                self._changed(target, card)
                continue
            source = next((r for r in range(target + 1, len(self._cards))
                           if self._cards[r].uid == card.uid), -1)
            if source >= 0:
                self.beginMoveRows(_NO_INDEX, source, source, _NO_INDEX, target)
                self._cards.insert(target, self._cards.pop(source))
                self.endMoveRows()
                self._changed(target, card)
            else:
                self.beginInsertRows(_NO_INDEX, target, target)
                self._cards.insert(target, card)
                self.endInsertRows()
