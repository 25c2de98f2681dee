"""Atomic writes (engine/fileio.py): the whole new text or the old file, never half of one, no
temp file left behind, and the permissions a file saved by the user is expected to have."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from engine.fileio import write_text_atomic

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permission bits")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_writes_the_text_and_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "deck.ydk"
    write_text_atomic(target, "#main\n89631139\n")
    assert target.read_text(encoding="utf-8") == "#main\n89631139\n"
    assert [p.name for p in target.parent.iterdir()] == ["deck.ydk"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    write_text_atomic(target, "old")
    with pytest.raises(TypeError):
        write_text_atomic(target, 123)  # type: ignore[arg-type]
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@posix_only
def test_a_new_file_gets_the_permissions_the_umask_allows(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        target = tmp_path / "replay.json"
        write_text_atomic(target, "{}")
    finally:
        os.umask(old)
    assert _mode(target) == 0o644  # not mkstemp's owner-only 0o600


@posix_only
def test_a_rewritten_file_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "deck.ydk"
    write_text_atomic(target, "one")
    os.chmod(target, 0o640)
    write_text_atomic(target, "two")
    assert target.read_text(encoding="utf-8") == "two"
    assert _mode(target) == 0o640
