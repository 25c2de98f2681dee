"""Issue 14 acceptance: random play over every ordered pair of the sixteen bundled decks.

Each duel is played by the random player on both sides and checked as ``test_random_play``
checks (no exception, every card accounted for after every answer, views that show no hidden
card, identical replays) and as ``test_pool3_acceptance`` checks the log (no line names a card
its reader never saw). A duel that reaches the decision cap must still be moving — turns go
by — so that no card's effect loops the engine (a loop asks the same question for ever
within one turn). The 256 duels are marked ``soak`` (about a minute and a half).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.decks import read_ydk
from tests.test_pool3_acceptance import _no_hidden_name_in_log
from tests.test_random_play import play_checked

DECK_FILES = sorted((Path(__file__).resolve().parent.parent / "assets" / "decks").glob("*.ydk"))
PAIRS = list(itertools.product(range(len(DECK_FILES)), repeat=2))
CAP = 1200
#: a duel at the cap must have seen this many turns: a loop stays in one turn
MIN_TURNS_AT_CAP = 8


@pytest.fixture(scope="module")
def decks() -> list:
    return [read_ydk(p) for p in DECK_FILES]


def test_sixteen_decks_are_bundled() -> None:
    assert len(DECK_FILES) == 16


@pytest.mark.soak
@pytest.mark.parametrize(("first", "second"), PAIRS,
                         ids=[f"{DECK_FILES[a].stem[:14]}-{DECK_FILES[b].stem[:14]}" for a, b in PAIRS])
def test_every_pair_of_bundled_decks_plays(decks: list, first: int, second: int) -> None:
    seed = 1000 + 16 * first + second
    duel = play_checked(decks[first], decks[second], seed, CAP)
    _no_hidden_name_in_log(duel)
    if not duel.over:
        assert duel.state.turn >= MIN_TURNS_AT_CAP, (
            f"seed {seed}: {CAP} decisions within {duel.state.turn} turns — a loop?")
