"""The card library's shortcuts (issue 12) give exactly the answers of the plain computations.

``groups.VERIFY`` makes every shortcut of :mod:`engine.cards.library.groups` (a search that
skips zones the filter turns down, a question answered at the n-th candidate) recompute its
answer the plain way and fail on the first difference; random duels with every automated
card, the bundled decks and the bench decks run with it on. Composed filters are one flat
test that must give the values the nested form gave.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import why_not
from engine.ai.random_player import RandomPlayer, play
from engine.cards.library import groups
from engine.cards.library.filters import Filter, face_up, monster, spell_trap
from engine.decks import read_ydk
from engine.duel import Duel
from tests.test_random_play import _pool_decks

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture
def verify(monkeypatch: Any) -> None:
    monkeypatch.setattr(groups, "VERIFY", True)


def _duels() -> list[Duel]:
    decks = _pool_decks()
    duels = [Duel.new(decks[i % 2], decks[(i + 1) % 2], seed=200 + i) for i in range(4)]
    starters = [read_ydk(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))]
    for i in range(len(starters)):
        duels.append(Duel.new(starters[i], starters[(i * 7 + 3) % len(starters)], seed=i))
    if BENCH.is_dir():
        bench = [read_ydk(p) for p in sorted(BENCH.glob("*.ydk"))]
        duels += [Duel.new(bench[i % len(bench)], bench[(i + 1) % len(bench)], seed=400 + i)
                  for i in range(4)]
    return duels


def test_library_shortcuts_equal_the_plain_computations_over_random_duels(verify: None) -> None:
    """Every group search and early-stopping question of these duels is compared with the
    plain list (an AssertionError names the group)."""
    for i, duel in enumerate(_duels()):
        play(duel, RandomPlayer(i), 400)


def test_composed_filters_give_the_values_of_the_nested_form() -> None:
    """``a & b & c`` is the value of the first false test, else the last; ``|`` the first
    true one, else the last; each test runs only while the answer is open."""
    ran: list[str] = []

    def leaf(name: str, value: Any) -> Filter:
        def test(ctx: Any, c: Any) -> Any:
            ran.append(name)
            return value
        return Filter(test, name)

    a, b, z, n = leaf("a", 1), leaf("b", "yes"), leaf("z", 0), leaf("n", None)
    cases = [
        (a & b, "yes", ["a", "b"]),
        (a & z & b, 0, ["a", "z"]),
        ((a & b) & (b & n) & a, None, ["a", "b", "b", "n"]),
        (a & b & a & b & a & b, "yes", ["a", "b"] * 3),
        (z | n, None, ["z", "n"]),
        (z | a | b, 1, ["z", "a"]),
        ((z | n) | (n | z | z | b), "yes", ["z", "n", "n", "z", "z", "b"]),
        ((a & z) | b, "yes", ["a", "z", "b"]),
        (~(a & b) | (z & a), 0, ["a", "b", "z"]),
    ]
    for f, value, order in cases:
        ran.clear()
        assert f.test(None, None) == value
        assert ran == order, f.text
        assert f(None, None) == value
    assert (monster & face_up).text == "monster & face-up"
    assert ((monster | spell_trap) | face_up).text == "((monster | Spell/Trap) | face-up)"


def test_the_field_search_skips_only_what_the_filter_turns_down_unnoted() -> None:
    """``monster`` first (after tests that note nothing): the Monster Zones only; after a test
    that might note a reason, the whole field."""
    from engine.cards.library.filters import where

    assert groups.Group(monster & face_up)._plan == (groups._MONSTER_ZONES,)
    assert groups.Group(face_up & spell_trap)._plan == (groups._SPELL_ZONES,)
    noting = where(lambda ctx, c: True, "might note")
    assert groups.Group(noting & monster)._plan == (groups._MONSTER_ZONES, groups._SPELL_ZONES)
    assert groups.Group(monster, (groups.GY, groups.FIELD))._plan == (groups.GY, groups._MONSTER_ZONES)
    # in the Monster Zones only, "monster" is true of every card: not asked
    assert groups.Group(monster & face_up)._test is face_up.test
    assert groups.Group(monster)._test is groups._always
    mixed = monster & face_up
    assert groups.Group(mixed, (groups.GY, groups.FIELD))._test is mixed.test
    after_noting = noting & monster
    assert groups.Group(after_noting)._test is after_noting.test


def test_while_a_refusal_is_explained_the_full_list_is_built() -> None:
    """Notes are taken only while explaining: then no question stops early, so a reason noted
    about a later card is still found."""
    from engine.effects import IGNITION, Effect
    from engine.state import Card

    duel = Duel.new(*_pool_decks()[:2], seed=5)
    g = duel.game
    hand = g.state.players[0].hand
    seen: list[Card] = []

    def test(ctx: Any, c: Card) -> bool:
        seen.append(c)
        why_not.note(c, "noted")
        return True

    group = groups.from_hand(Filter(test, "noting"))
    assert len(hand) >= 2
    ctx = g.ctx_for(hand[0], Effect(IGNITION), 0)
    assert group.at_least(ctx, 1) and len(seen) == 1
    seen.clear()
    with why_not.noting() as notes:
        assert group.at_least(ctx, 1)
    assert len(seen) == len(hand) and len(notes) == len(hand)


def test_composed_conditions_give_the_values_of_the_nested_form() -> None:
    """Conditions flatten as filters do: same values, same tests run, same order."""
    from engine.cards.library.conditions import Cond

    ran: list[str] = []

    def leaf(name: str, value: Any) -> Cond:
        def test(ctx: Any) -> Any:
            ran.append(name)
            return value
        return Cond(test, name)

    a, b, z, n = leaf("a", 1), leaf("b", "yes"), leaf("z", 0), leaf("n", None)
    cases = [
        (a & b, "yes", ["a", "b"]),
        (a & z & b, 0, ["a", "z"]),
        ((a & b) & (b & n) & a, None, ["a", "b", "b", "n"]),
        (z | n | z | n, None, ["z", "n", "z", "n"]),
        ((a & z) | (n | b), "yes", ["a", "z", "n", "b"]),
        (~(a & z) & b, "yes", ["a", "z", "b"]),
        (a & (lambda ctx: 7), 7, ["a"]),
    ]
    for cond, value, order in cases:
        ran.clear()
        assert cond.test(None) == value
        assert ran == order, cond.text
    assert (a & b & z).text == "a and b and z"
