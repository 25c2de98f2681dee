"""Remember where windows were and how their splitters were set (settings ``window``).

Qt's own ``saveGeometry``/``saveState``/splitter blobs, stored base64 in the settings
file; a blob Qt does not accept (another Qt version, a damaged file) is ignored and the
window keeps its default layout.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow, QSplitter


def _blob(text: str) -> QByteArray:
    return QByteArray.fromBase64(QByteArray(text.encode("ascii", "ignore")))


def _text(blob: QByteArray) -> str:
    return bytes(blob.toBase64().data()).decode("ascii")


def restore_layout(window: QMainWindow, layout: Any, splitters: dict[str, QSplitter]) -> None:
    if layout is None:
        return
    if layout.geometry:
        window.restoreGeometry(_blob(layout.geometry))
    if layout.state:
        window.restoreState(_blob(layout.state))
    for name, splitter in splitters.items():
        saved = layout.splitters.get(name)
        if saved:
            splitter.restoreState(_blob(saved))


def save_layout(window: QMainWindow, layout: Any, splitters: dict[str, QSplitter]) -> None:
    if layout is None:
        return
    layout.geometry = _text(window.saveGeometry())
    layout.state = _text(window.saveState())
    layout.splitters = {**layout.splitters,
                        **{name: _text(s.saveState()) for name, s in splitters.items()}}
