"""Item data roles shared by every card model and view."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt


class CardRole(IntEnum):
    Card = Qt.ItemDataRole.UserRole + 1     # the CardView (None for an empty zone)
    Uid = Qt.ItemDataRole.UserRole + 2
    Code = Qt.ItemDataRole.UserRole + 3     # None when the viewer may not know it
    FaceUp = Qt.ItemDataRole.UserRole + 4
    Position = Qt.ItemDataRole.UserRole + 5
    Atk = Qt.ItemDataRole.UserRole + 6
    Def = Qt.ItemDataRole.UserRole + 7
    Level = Qt.ItemDataRole.UserRole + 8
    Counters = Qt.ItemDataRole.UserRole + 9
    Materials = Qt.ItemDataRole.UserRole + 10
    Zone = Qt.ItemDataRole.UserRole + 11


CARD_MIME = "application/x-ygo-desktop-card"
