"""Refuse to start on a PySide6 release known to corrupt the interpreter.

PySide6 6.12.0 on CPython 3.11 drops a reference to ``True``/``None`` on every signal emit and
void call, and the interpreter aborts ("bool_dealloc") after a few hundred answers: a duel would
be lost mid-game. ``pyproject.toml`` excludes it; this check covers an environment where it
was installed anyway, with a clear message instead of a crash later.
"""

from __future__ import annotations

import sys

#: (major, minor) of releases that drop references on CPython below 3.12
BROKEN_ON_311 = ((6, 12),)


class BrokenQtError(RuntimeError):
    """The installed PySide6 release is known to crash this app."""


def _release(version: str) -> tuple[int, int]:
    parts = version.split(".")
    try:
        return int(parts[0]), int(parts[1])
    except (IndexError, ValueError):
        return (0, 0)


def broken_pyside_message(version: str, python: tuple[int, int] = sys.version_info[:2]) -> str | None:
    """Why this PySide6 ``version`` cannot run the app on ``python``, or None."""
    if python >= (3, 12) or _release(version) not in BROKEN_ON_311:
        return None
    return (f"PySide6 {version} crashes on Python {python[0]}.{python[1]} after a few hundred "
            "actions (it drops references to True and None). Install another release: "
            "python3 -m pip install 'PySide6-Essentials>=6.8,!=6.12.*'")


def refuse_broken_pyside() -> None:
    try:
        import PySide6
    except ImportError:  # pragma: no cover - the dependency is declared
        return
    message = broken_pyside_message(getattr(PySide6, "__version__", "0.0"))
    if message is not None:
        raise BrokenQtError(message)
