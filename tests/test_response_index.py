"""The indexes that make play fast (issue 12) give exactly the answers of the full scans.

Each shortcut has a check mode that recomputes its answer the slow way on every use and
fails on the first difference: ``response_index.VERIFY`` (who could respond: the
candidate cards and effects against asking every effect of every card),
``modifiers.VERIFY_CACHE`` (continuous effects worked out once per state change),
``chain.VERIFY_TRIGGERS`` (triggers found by event kind against asking every holder).
Random duels with every automated card and the bench decks run with all of them on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import modifiers, response_index
from engine.ai.random_player import RandomPlayer, play
from engine.cards.database import default_database
from engine.decks import read_ydk
from engine.duel import Duel
from engine.effects import ACTIVATE, IGNITION, QUICK, TRIGGER, Effect
from engine.procedures import chain
from engine.state import GY, HAND, MONSTERS, SPELLS
from tests.test_random_play import _pool_decks

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture
def verify(monkeypatch: Any) -> None:
    monkeypatch.setattr(response_index, "VERIFY", True)
    monkeypatch.setattr(modifiers, "VERIFY_CACHE", True)
    monkeypatch.setattr(chain, "VERIFY_TRIGGERS", True)


def _duels() -> list[Duel]:
    decks = _pool_decks()
    duels = [Duel.new(decks[i % 2], decks[(i + 1) % 2], seed=100 + i) for i in range(4)]
    # the bench rotation's pairings (bench/random_duels.py), Xyz and Link decks among them
    starters = [read_ydk(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))]
    for i in (1, 4, 6, 9, 11, 14):
        duels.append(Duel.new(starters[i % len(starters)],
                              starters[(i * 7 + 3) % len(starters)], seed=i))
    if BENCH.is_dir():
        a, b = (read_ydk(p) for p in sorted(BENCH.glob("*.ydk"))[:2])
        duels += [Duel.new(a, b, seed=300 + i) for i in range(2)]
    return duels


def test_indexed_answers_equal_the_full_scans_over_random_duels(verify: None) -> None:
    """Every activation list, continuous-effect answer and trigger collection of these
    duels is compared with the full scan (an AssertionError names the first difference)."""
    for i, duel in enumerate(_duels()):
        play(duel, RandomPlayer(i), 400)


def test_what_is_never_asked_is_refused_by_the_rules_anyway() -> None:
    """The static filter, effect by effect: a Trap in the hand, an Ignition Effect in a
    response window, a monster's field effect from the GY, a Trigger Effect at all."""
    db = default_database()
    from engine.state import Card

    trap = Card(1, db.by_name("Mirror Force"), 0)
    activate = Effect(ACTIVATE)
    assert not response_index.could_activate_from(trap, activate, HAND, idle=True)
    assert response_index.could_activate_from(trap, activate, SPELLS, idle=False)
    assert not response_index.could_activate_from(trap, activate, SPELLS, idle=False, face_up=True)
    monster = Card(2, db.by_name("Dark Magician"), 0)
    ignition, quick = Effect(IGNITION), Effect(QUICK)
    up = {"face_up": True}
    assert response_index.could_activate_from(monster, ignition, MONSTERS, idle=True, **up)
    assert not response_index.could_activate_from(monster, ignition, MONSTERS, idle=True)
    assert not response_index.could_activate_from(monster, ignition, MONSTERS, idle=False, **up)
    assert response_index.could_activate_from(monster, quick, MONSTERS, idle=False, **up)
    assert not response_index.could_activate_from(monster, quick, GY, idle=False)
    assert not response_index.could_activate_from(monster, Effect(TRIGGER), MONSTERS, idle=True, **up)
    normal_spell = Card(3, db.by_name("Pot of Greed"), 0)
    assert response_index.could_activate_from(normal_spell, activate, HAND, idle=True)
    assert not response_index.could_activate_from(normal_spell, activate, HAND, idle=False)


def test_trigger_event_kinds_combine_as_the_tests_do() -> None:
    """``|`` accepts the kinds of either side (any kind if one side may accept any); ``&``
    only those both may accept."""
    from engine.cards.library.triggers import On, at_phase, flipped, sent_to_gy, summoned

    assert summoned().kinds == frozenset({"summoned"})
    assert (summoned() | flipped()).kinds == frozenset({"summoned", "flipped"})
    assert (summoned() | sent_to_gy()).kinds is None
    assert (summoned() & sent_to_gy()).kinds == frozenset({"summoned"})
    assert (summoned() & at_phase("end")).kinds == frozenset()
    assert On(lambda ctx, ev: True, "anything").kinds is None


def test_the_bench_prints_a_profile(capsys: Any) -> None:
    """``bench/random_duels.py --profile`` prints the functions with the most time (the
    figures themselves are not checked: timings belong to the bench, not to tests)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("random_duels", ROOT / "bench" / "random_duels.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    decks = [str(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))[:2]]
    assert bench.main(["--decks", *decks, "--duels", "1", "--runs", "1", "--cap", "40",
                       "--profile", "5"]) == 0
    out = capsys.readouterr().out
    assert "decisions/s" in out and "top 5 functions by tottime" in out and "ncalls" in out
