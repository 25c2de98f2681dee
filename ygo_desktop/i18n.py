"""``tr()`` for code that is not a QObject method: every user-visible string goes through it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str, context: str = "ygo_desktop", n: int = -1) -> str:
    """Translate ``text`` in ``context`` (plural forms with ``n``), like ``QObject.tr``."""
    return QCoreApplication.translate(context, text, None, n)
