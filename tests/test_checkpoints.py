"""Undo and a replay's back step from checkpoints (issue 10, item 6).

``Duel.replay_to`` replays from the nearest parked Duel below its target, so its cost
does not grow with the duel's length. Costs are counted in answers replayed here (a
number, not a time: timings are ``bench/undo.py``'s job); positions are checked against
a plain replay from the start.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai.random_player import RandomPlayer
from engine.checkpoints import EVERY, Checkpoints
from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.start import DeckList, DuelStart
from ygo_desktop.modes.history import rebuild
from ygo_desktop.modes.replay_model import ReplayStepper

DECKS = Path(__file__).resolve().parent.parent / "assets" / "decks"


def _long(answers: int, seed: int = 3) -> Duel:
    decks = [read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk"), read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk")]
    start = DuelStart(seed=seed, lp=999_999, empty_deck_ok=(True, True),
                      decks=[DeckList(main=list(d.main), extra=list(d.extra)) for d in decks])
    duel, player = Duel(start), RandomPlayer(seed)
    while not duel.over and len(duel.answers) < answers:
        try:
            duel.answer(player.answer(duel.pending))
        except IllegalAnswer:
            continue
    assert len(duel.answers) == answers
    return duel


@pytest.fixture(scope="module")
def long_duel() -> Duel:
    return _long(700)


def _plain(duel: Duel, count: int) -> Duel:
    other = Duel(duel.start)
    for answer in duel.answers[:count]:
        other.answer(answer)
    return other


@pytest.fixture()
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many answers Duel.answer is given (the cost of a replay)."""
    calls = [0]
    original = Duel.answer

    def answer(self: Duel, given: object) -> None:
        calls[0] += 1
        original(self, given)

    monkeypatch.setattr(Duel, "answer", answer)
    return calls


def test_replay_to_from_checkpoints_gives_the_same_duel(long_duel: Duel) -> None:
    live = _plain(long_duel, 700)
    live.checkpoints.follow(live)
    live.checkpoints.refill_all()
    for count in (699, 650, 640, 600, 130, 64, 1, 0):
        back = live.replay_to(count)
        plain = _plain(long_duel, count)
        assert back.state_hash() == plain.state_hash()
        assert back.hashes == plain.hashes == long_duel.hashes[:count]
        assert back.answers == plain.answers and len(back.log) == len(plain.log)
        live.checkpoints.refill_all()


def test_undo_replays_fewer_answers_than_a_checkpoint_interval(long_duel: Duel,
                                                               counted: list[int]) -> None:
    live = _plain(long_duel, 700)
    live.checkpoints.follow(live)
    live.checkpoints.refill_all()
    assert live.checkpoints.levels == sorted(live.checkpoints.wanted())
    for n in (700, 699, 698):
        counted[0] = 0
        back = rebuild(live, n - 1)
        assert counted[0] < EVERY, f"undo at answer {n} replayed {counted[0]} answers"
        assert back.state_hash() == _plain(long_duel, n - 1).state_hash()
        live.checkpoints.follow(back)  # the app's idle time refills what undo used up
        live.checkpoints.refill_all()
        live = back


def test_a_different_answer_after_undo_leaves_the_old_line(long_duel: Duel) -> None:
    live = _plain(long_duel, 300)
    live.checkpoints.follow(live)
    live.checkpoints.refill_all()
    back = live.replay_to(200)
    chooser = RandomPlayer(99)
    while len(back.answers) < 260:
        try:
            back.answer(chooser.answer(back.pending))
        except IllegalAnswer:
            continue
    changed = next(i for i in range(200, 260) if back.answers[i] != long_duel.answers[i])
    again = back.replay_to(250)
    assert again.answers == back.answers[:250]
    assert again.state_hash() == _plain(back, 250).state_hash()
    ck = back.checkpoints
    assert ck.line[:260] == back.answers and ck.generation >= 1
    assert all(level <= changed or ck.line[:level] == back.answers[:level] for level in ck.levels)


def test_checkpoints_follow_the_focus_and_stay_few(long_duel: Duel) -> None:
    live = _plain(long_duel, 700)
    ck = live.checkpoints
    ck.follow(live)
    ck.refill_all()
    assert len(ck.levels) == ck.near and max(ck.levels) <= 700
    back = live.replay_to(100)
    ck.follow(back)
    ck.refill_all()
    assert ck.levels == [64] and ck.wanted() == [64]  # only what is below the focus


def test_refill_works_in_small_steps(long_duel: Duel, counted: list[int]) -> None:
    live = _plain(long_duel, 300)
    ck = live.checkpoints
    ck.follow(live)
    counted[0] = 0
    steps = 0
    while ck.refill(20):
        steps += 1
        assert counted[0] <= 20 * steps
    assert ck.levels == ck.wanted()[::-1] and steps > 10


def test_the_replay_viewers_back_step_uses_the_checkpoints(long_duel: Duel,
                                                            counted: list[int]) -> None:
    stepper = ReplayStepper(long_duel.record)
    stepper.seek(700)
    while stepper.idle(10_000):
        pass
    for _ in range(3):
        counted[0] = 0
        stepper.back()
        assert counted[0] < EVERY
        while stepper.idle(10_000):
            pass
    assert stepper.position == 697
    assert stepper.duel.state_hash() == long_duel.hashes[696]


def test_a_bad_interval_is_refused() -> None:
    with pytest.raises(ValueError):
        Checkpoints(None, None, None, every=0)
