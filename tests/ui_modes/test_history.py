"""Undo/redo bookkeeping (pure) and the replay-based rebuild."""

from __future__ import annotations

import random

import pytest

from ygo_desktop.modes.history import AnswerHistory, rebuild


def test_undo_redo_keeps_the_undone_answers_until_a_new_one():
    h = AnswerHistory()
    for a in "abc":
        h.record(a)
    assert h.undo() == 2 and h.undo() == 1
    assert h.answers == ["a"] and h.redo_answers == ["b", "c"]
    assert h.redo() == ["b"]
    assert h.answers == ["a", "b"] and h.can_redo
    h.record("c")  # the same answer as the redo list: keep it
    assert not h.can_redo and h.answers == ["a", "b", "c"]
    h.undo()
    h.undo()
    h.record("x")  # a different answer: the redo list is gone
    assert h.answers == ["a", "x"] and not h.can_redo
    with pytest.raises(IndexError):
        h.redo()


def test_automatic_answers_go_with_the_decision_before_them():
    h = AnswerHistory()
    h.record("decide1")
    h.record("pass", auto=True)
    h.record("pass", auto=True)
    h.record("decide2")
    h.record("pass", auto=True)
    assert h.undo() == 3  # back before decide2
    assert h.undo() == 0  # back before decide1 (its passes too)
    assert not h.can_undo
    assert h.redo() == ["decide1", "pass", "pass"]
    assert h.redo() == ["decide2", "pass"]


def test_floor_protects_puzzle_steps():
    h = AnswerHistory.from_answers(["s1", "s2"])
    assert not h.can_undo
    h.record("mine")
    assert h.undo() == 2
    assert not h.can_undo


def test_rebuild_equals_replay_to(yugi, kaiba, chooser):
    from engine.duel import Duel

    rng = random.Random(5)
    duel = Duel.new(yugi, kaiba, seed=5)
    while not duel.over and len(duel.answers) < 60:
        duel.answer(chooser(duel.pending, rng))
    for n in (0, 1, 30, len(duel.answers) - 1):
        fast = rebuild(duel, n)
        slow = duel.replay_to(n)
        assert fast.state_hash() == slow.state_hash()
        assert fast.hashes == slow.hashes
        assert fast.track_hashes
