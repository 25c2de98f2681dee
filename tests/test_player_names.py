"""People are "Player 1" and "Player 2" in every string a player reads (issue 15, item 4).

The engine numbers seats 0 and 1 inside; everything it hands to a person — prompt hints and
answer labels, log lines as each player reads them, refusal reasons, the win message — says
"Player 1"/"Player 2". Random duels over the bundled decks collect every such string and
none may contain "P0", "P1" or "Player 0".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.ai.random_player import RandomPlayer
from engine.cards.database import default_database
from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.view import events_for

ROOT = Path(__file__).resolve().parent.parent
DECKS = sorted((ROOT / "assets" / "decks").glob("*.ydk"))
#: seat numbers leaking into words: "P0", "P1", "Player 0" (and "player 0")
SEAT_NUMBER = re.compile(r"\bP[01]\b|\bplayer 0\b", re.IGNORECASE)


def _strings_of(obj: object) -> list[str]:
    """Every string inside a pydantic model dump (prompt hints, labels, names)."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _strings_of(v)]
    if isinstance(obj, (list, tuple)):
        return [s for v in obj for s in _strings_of(v)]
    return []


def _check(text: str, where: str) -> None:
    assert not SEAT_NUMBER.search(text), f"{where} shows a seat number: {text!r}"


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_no_seat_numbers_in_what_players_read(seed: int) -> None:
    db = default_database()
    first, second = DECKS[seed % len(DECKS)], DECKS[(seed * 7 + 1) % len(DECKS)]
    duel = Duel.new(read_ydk(first, db), read_ydk(second, db), seed=seed)
    chooser = RandomPlayer(seed)
    for _ in range(400):
        if duel.over:
            break
        prompt = duel.pending
        for text in _strings_of(prompt.model_dump()):
            _check(text, "a prompt")
        # an answer the engine refuses: its reason is read by the player too
        for option in getattr(prompt, "options", [])[:3]:
            if not hasattr(option, "model_copy"):
                continue
            wrong = option.model_copy(update={"player": 1 - prompt.player})
            reason = duel.refusal(wrong)
            if reason:
                _check(reason, "a refusal")
        try:
            duel.answer(chooser.answer(prompt))
        except IllegalAnswer as refused:
            _check(str(refused), "a refusal")
    for viewer in (0, 1):
        for event in events_for(duel, viewer):
            _check(event.text, f"Player {viewer + 1}'s log")
    if duel.over:
        _check(str(duel.state.win_reason), "the win message")


def test_the_win_message_counts_from_one() -> None:
    from engine.errors import DuelOver
    from engine.game import Game

    game = Duel.new(read_ydk(DECKS[0]), read_ydk(DECKS[1]), seed=1).game
    assert isinstance(game, Game)
    game.state.players[0].lp = 0
    with pytest.raises(DuelOver) as over:
        game.check_lp()
    assert "Player 1 reached 0 LP" in over.value.reason
    _check(over.value.reason, "the win message")
