"""Opening-hand odds from the engine's own shuffles agree with the exact hypergeometric odds."""

from __future__ import annotations

import pytest

from engine.stats import hypergeometric_at_least_one, opening_hand_odds


def test_three_copies_in_forty_match_the_exact_odds() -> None:
    deck = [1] * 3 + [2] * 37
    odds = opening_hand_odds(deck, [1], trials=20_000, seed=3)
    exact = hypergeometric_at_least_one(40, 3, 5)
    assert odds.per_card[1] == pytest.approx(exact, abs=0.015)


def test_going_second_sees_six_cards() -> None:
    deck = [1] + [2] * 39
    five = opening_hand_odds(deck, [1], trials=20_000, seed=1).per_card[1]
    six = opening_hand_odds(deck, [1], trials=20_000, seed=1, draw_first=True).per_card[1]
    assert five == pytest.approx(5 / 40, abs=0.01)
    assert six == pytest.approx(6 / 40, abs=0.01)


def test_any_and_all_of_a_set() -> None:
    deck = [1, 2] + [3] * 38
    odds = opening_hand_odds(deck, [1, 2], trials=20_000, seed=9)
    assert odds.any_of > odds.per_card[1] > odds.all_of > 0


def test_same_seed_same_numbers() -> None:
    deck = list(range(40))
    assert opening_hand_odds(deck, [0, 1], seed=5) == opening_hand_odds(deck, [0, 1], seed=5)
