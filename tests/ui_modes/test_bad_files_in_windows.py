"""A bad replay or puzzle opened in the duel window: one message naming the file, never a
traceback nor an exception's place in the code (issue 10, item 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ygo_desktop.modes.launch import open_puzzle, open_replay

TIMEOUT = 20_000
V1 = Path(__file__).resolve().parents[1] / "data" / "replay_v1.json"


def _error_of(qtbot, window) -> str:
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.controller.errorRaised, timeout=TIMEOUT) as error:
        window.start()
    message = error.args[0]
    window.close()
    return message


@pytest.mark.parametrize("decks", [1, 3])
def test_a_replay_with_the_wrong_number_of_decks(qtbot, tmp_path: Path, decks: int) -> None:
    doc = json.loads(V1.read_text(encoding="utf-8"))
    doc["start"]["decks"] = (doc["start"]["decks"] * 2)[:decks]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    message = _error_of(qtbot, open_replay(path))
    assert str(path) in message and "a duel has 2 decks" in message
    assert ".py:" not in message and "Traceback" not in message


def test_a_deeply_nested_replay(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    message = _error_of(qtbot, open_replay(path))
    assert str(path) in message and ".py:" not in message


def test_a_puzzle_with_a_bad_option(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "puzzle.toml"
    path.write_text('title = "x"\n[[step]]\np = 0\noption = "heads"\n', encoding="utf-8")
    message = _error_of(qtbot, open_puzzle(path))
    assert str(path) in message and "option must be a number" in message
    assert ".py:" not in message
