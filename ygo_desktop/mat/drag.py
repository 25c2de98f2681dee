"""The drag payload: card uids in our own MIME type."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData

from ygo_desktop.models.roles import CARD_MIME


def card_mime(uid: int) -> QMimeData:
    mime = QMimeData()
    mime.setData(CARD_MIME, QByteArray(str(uid).encode()))
    return mime


def uid_from_mime(mime: QMimeData | None) -> int | None:
    if mime is None or not mime.hasFormat(CARD_MIME):
        return None
    raw = bytes(mime.data(CARD_MIME).data()).decode(errors="replace").split(",")[0].strip()
    return int(raw) if raw.isdigit() else None
