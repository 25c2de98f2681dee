"""``PlaySession``: answers, automatic passes, undo and redo on a real duel."""

from __future__ import annotations

import random

import pytest

from engine.duel import Duel
from engine.prompts import ActionAnswer, IllegalAnswer, ManualAnswer
from engine.replay import play_replay
from ygo_desktop.modes.session import PlaySession


def solo(yugi, seed=1):
    start_duel = Duel.new(yugi, yugi, seed=seed, first_player=0, manual=(True, True))
    return PlaySession(start_duel, mode="solo")


def test_manual_moves_undo_redo_reach_the_identical_state(yugi):
    s = solo(yugi)
    hand = [c.uid for c in s.state.players[0].hand]
    s.answer(ManualAnswer(player=0, move="draw", amount=2))
    s.answer(ManualAnswer(player=0, move="move", card=hand[0], to="monsters", zone=2,
                          face_up=False))
    s.answer(ManualAnswer(player=0, move="lp", amount=-500))
    s.answer(ManualAnswer(player=0, move="token", zone=0, name="Sheep Token"))
    s.answer(ManualAnswer(player=0, move="mill", amount=3))
    final = s.state_hash()
    hashes = list(s.duel.hashes)
    assert s.state.players[0].lp == 7500
    for _ in range(5):
        s.undo()
    assert len(s.answers) == 0 and not s.can_undo
    assert s.state_hash() == Duel(s.duel.start).state_hash()
    for _ in range(5):
        s.redo()
    assert s.state_hash() == final
    assert s.duel.hashes == hashes
    assert play_replay(s.record).state_hash() == final


def test_a_new_answer_after_undo_drops_the_redo_list(yugi):
    s = solo(yugi)
    s.answer(ManualAnswer(player=0, move="draw", amount=1))
    s.answer(ManualAnswer(player=0, move="lp", amount=100))
    s.undo()
    assert s.can_redo
    s.answer(ManualAnswer(player=0, move="lp", amount=-100))
    assert not s.can_redo
    assert s.state.players[0].lp == 7900


def test_illegal_answer_changes_nothing(yugi):
    s = solo(yugi)
    before = s.state_hash()
    with pytest.raises(IllegalAnswer):
        s.answer(ActionAnswer(do="attack"))
    assert s.state_hash() == before and not s.can_undo


def test_solo_opponent_passes_by_default(yugi, chooser):
    """With P1 on "off", no response window ever stops for P1; every skip is a recorded pass."""
    s = solo(yugi, seed=4)
    rng = random.Random(4)
    stopped_for_p1 = 0
    while not s.over and len(s.answers) < 120:
        p = s.pending
        if p.kind == "chain" and p.open_state and p.player == 1:
            stopped_for_p1 += 1
        s.answer(chooser(p, rng))
    assert stopped_for_p1 == 0
    assert play_replay(s.record).state_hash() == s.state_hash()


def test_undo_in_a_random_duel_skips_automatic_passes(yugi, kaiba, chooser):
    s = PlaySession(Duel.new(yugi, kaiba, seed=9), mode="solo", chain=["auto", "auto"])
    rng = random.Random(9)
    seen = []
    while not s.over and len(s.answers) < 80:
        seen.append((len(s.answers), s.state_hash()))
        s.answer(chooser(s.pending, rng))
    # every undo lands exactly where a decision was asked
    for count, digest in reversed(seen[-10:]):
        s.undo()
        assert len(s.answers) == count
        assert s.state_hash() == digest


def test_hotseat_has_no_undo(yugi):
    s = PlaySession(Duel.new(yugi, yugi, seed=1), mode="hotseat")
    assert not s.can_undo
