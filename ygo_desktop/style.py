"""The app's look: a dark theme from ``assets/ui/style.qss`` (its images sit next to it)."""

from __future__ import annotations

from pathlib import Path

STYLE_PATH = Path(__file__).resolve().parent.parent / "assets" / "ui" / "style.qss"


def style_sheet() -> str:
    try:
        text = STYLE_PATH.read_text(encoding="utf-8")
    except OSError:
        return ""
    return text.replace("@UI@", STYLE_PATH.parent.as_posix())
