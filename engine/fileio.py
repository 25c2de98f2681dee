"""Atomic file writes: a temp file in the same folder, then ``os.replace``.

A crash mid-write can never leave a half-written replay, deck or settings file. The file keeps
the permissions it had; a new file gets the usual ones (what the user's umask allows), not the
owner-only mode of ``tempfile.mkstemp``, so a deck or replay written here can be shared like
any other file the user saves.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

_NEW_FILE_MODE = 0o666  # the operating system takes the umask off, as for any new file


def _create_temp(folder: Path, name: str) -> tuple[int, Path]:
    """A new, empty temp file next to the target, opened for writing (never an existing one)."""
    while True:
        tmp = folder / f".{name}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                         _NEW_FILE_MODE)
        except FileExistsError:
            continue
        return fd, tmp


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        kept_mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        kept_mode = None  # a new file
    fd, tmp = _create_temp(target.parent, target.name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if kept_mode is not None:
            os.chmod(tmp, kept_mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
