"""Test-hand statistics: how often chosen cards are in the opening hand.

Simulated with the engine's own seeded shuffle (``DuelRandom``), the same one
a duel uses, so "1 in 3 hands" here is what the player will see in play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.rng import DuelRandom
from engine.start import OPENING_HAND


@dataclass(frozen=True)
class HandOdds:
    """Share of simulated openings holding each card, and any card of the set."""

    trials: int
    per_card: dict[int, float]
    any_of: float
    all_of: float


class OddsCancelled(Exception):
    """The caller's ``progress`` asked to stop before all trials were run."""


#: how many trials run between two calls of ``progress``
PROGRESS_EVERY = 1_000


def opening_hand_odds(main: list[int], wanted: list[int], trials: int = 10_000, seed: int = 0,
                      draw_first: bool = False,
                      progress: Callable[[int], bool] | None = None) -> HandOdds:
    """Shuffle ``main`` ``trials`` times and count openings (5 cards, 6 with the first draw).

    ``progress(done)`` is called every ``PROGRESS_EVERY`` trials (a progress bar); when it
    returns False the computation stops with :class:`OddsCancelled`.
    """
    if trials <= 0:
        raise ValueError("trials must be positive")
    rng = DuelRandom(seed)
    size = OPENING_HAND + (1 if draw_first else 0)
    targets = list(dict.fromkeys(wanted))
    hits = dict.fromkeys(targets, 0)
    any_hits = all_hits = 0
    deck = list(main)
    for done in range(trials):
        if progress is not None and done % PROGRESS_EVERY == 0 and not progress(done):
            raise OddsCancelled(f"stopped after {done} of {trials} trials")
        rng.shuffle(deck)
        hand = set(deck[:size])
        found = [code for code in targets if code in hand]
        for code in found:
            hits[code] += 1
        any_hits += bool(found)
        all_hits += len(found) == len(targets) and bool(targets)
    return HandOdds(trials=trials, per_card={c: n / trials for c, n in hits.items()},
                    any_of=any_hits / trials, all_of=all_hits / trials)


def hypergeometric_at_least_one(deck_size: int, copies: int, hand: int) -> float:
    """Exact chance of at least one of ``copies`` in ``hand`` cards: the check for the simulation."""
    from math import comb

    if copies <= 0:
        return 0.0
    return 1 - comb(deck_size - copies, hand) / comb(deck_size, hand)
