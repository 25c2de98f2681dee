"""The open state's list of Summons, Sets, position changes and summoning procedures is built
from the refusals' yes-or-no forms (``*_allowed``: no reason built) and from per-question
caches (engine/procedures/idle.py, extra_summons.py); ``idle.VERIFY`` also builds it from the
refusals themselves at every open state and fails on the first difference. Random duels of
the bundled decks (Synchro, Xyz, Link, Pendulum, Ritual and Fusion among them) and the bench
decks run with it on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.ai.random_player import RandomPlayer, play
from engine.decks import read_ydk
from engine.duel import Duel
from engine.procedures import idle

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture
def verify(monkeypatch: Any) -> None:
    monkeypatch.setattr(idle, "VERIFY", True)


def test_idle_options_equal_the_refusals_over_random_duels(verify: None) -> None:
    """Every open state of these duels lists exactly what the refusals allow."""
    decks = [read_ydk(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))]
    duels = [Duel.new(decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)], seed=i)
             for i in range(len(decks))]
    if BENCH.is_dir():
        a, b = (read_ydk(p) for p in sorted(BENCH.glob("*.ydk"))[:2])
        duels += [Duel.new(a, b, seed=300 + i) for i in range(2)]
    for i, duel in enumerate(duels):
        play(duel, RandomPlayer(i), 600)
