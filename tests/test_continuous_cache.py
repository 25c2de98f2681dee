"""The continuous-effect shortcuts of ``engine.modifiers`` are checked, not trusted.

``modifiers.VERIFY_CACHE`` compares every build of the index with the plain rule-by-rule
build (``build_index_reference``), every cached index with a fresh one, the field and the
lingering effects kept between builds with the game's own, and the answers read without an
index (``active_with``, ``is_negated`` when nothing can negate) with the index's; random
duels run with it on in ``tests/test_response_index.py`` and ``tests/test_card_library.py``.
These tests show that the check mode does catch a stale cache or a wrong shortcut.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import modifiers
from engine.ai.random_player import RandomPlayer, play
from tests.test_response_index import _duels


def _play_all() -> None:
    for i, duel in enumerate(_duels()):
        play(duel, RandomPlayer(i), 400)


def test_a_field_kept_after_cards_moved_is_caught(monkeypatch: Any) -> None:
    monkeypatch.setattr(modifiers, "VERIFY_CACHE", True)
    fresh = modifiers._on_field

    def never_again(g: Any) -> Any:  # the first field seen, whatever moves after
        return g.continuous_field if g.continuous_field is not None else fresh(g)

    monkeypatch.setattr(modifiers, "_on_field", never_again)
    with pytest.raises(AssertionError, match="continuous"):
        _play_all()


def test_a_wrong_answer_read_without_an_index_is_caught(monkeypatch: Any) -> None:
    monkeypatch.setattr(modifiers, "VERIFY_CACHE", True)
    quick = modifiers._unnegated_with

    def one_short(g: Any, hook: str, walked: Any) -> Any:
        found = quick(g, hook, walked)
        return found[:-1] if found else found

    monkeypatch.setattr(modifiers, "_unnegated_with", one_short)
    with pytest.raises(AssertionError, match="read from the walk differs"):
        _play_all()


def test_an_index_whose_typed_part_lost_a_modifier_is_caught(monkeypatch: Any) -> None:
    monkeypatch.setattr(modifiers, "VERIFY_CACHE", True)
    fill = modifiers._fill

    def lossy(g: Any, idx: Any) -> None:
        fill(g, idx)
        for pairs in idx.by_code.values():
            del pairs[-1:]

    monkeypatch.setattr(modifiers, "_fill", lossy)
    with pytest.raises(AssertionError, match="differs from the plain build"):
        _play_all()
