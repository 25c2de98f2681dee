"""Forgiving deck files (issue 17, item 3): a ``.ydk`` written by another tool loads.

EDOPro on Windows writes the ``#created by`` line in the system code page (cp1252) and uses
CRLF line ends; only passcode lines matter, so a comment that is not UTF-8 is read leniently
and reported as a warning naming its line, while a passcode line must still be plain digits.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.decks import DeckError, read_ydk

DARK_MAGICIAN, KURIBOH = 46986414, 40640057


def _write(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "deck.ydk"
    path.write_bytes(data)
    return path


def test_a_cp1252_comment_loads_with_a_warning(tmp_path: Path) -> None:
    data = (b"#created by Jos\xe9 \x96 EDOPro\r\n#main\r\n"
            + f"{DARK_MAGICIAN}\r\n{KURIBOH}\r\n".encode() + b"#extra\r\n!side\r\n")
    deck = read_ydk(_write(tmp_path, data))
    assert deck.main == [DARK_MAGICIAN, KURIBOH]
    assert len(deck.warnings) == 1
    assert "line 1" in deck.warnings[0] and "deck.ydk" in deck.warnings[0]


def test_a_utf8_deck_with_bom_and_crlf_has_no_warning(tmp_path: Path) -> None:
    data = "\ufeff#created by EDOPro\r\n#main\r\n".encode() + f"{KURIBOH}\r\n".encode()
    deck = read_ydk(_write(tmp_path, data))
    assert deck.main == [KURIBOH] and deck.warnings == []


def test_a_passcode_line_must_still_be_digits(tmp_path: Path) -> None:
    data = b"#main\n4698641\xe9\n"
    with pytest.raises(DeckError) as refused:
        read_ydk(_write(tmp_path, data))
    assert "line 2" in str(refused.value)


def test_warnings_are_not_saved_with_the_deck(tmp_path: Path) -> None:
    deck = read_ydk(_write(tmp_path, b"#caf\xe9\n#main\n" + f"{KURIBOH}\n".encode()))
    assert deck.warnings and "warnings" not in deck.model_dump()


def test_a_binary_file_is_refused_with_its_name(tmp_path: Path) -> None:
    with pytest.raises(DeckError) as refused:
        read_ydk(_write(tmp_path, b"\x00\x01\x02\xff"))
    assert "deck.ydk" in str(refused.value)
