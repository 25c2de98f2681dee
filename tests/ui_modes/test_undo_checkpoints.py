"""The worker refills the checkpoints while idle, and undo in the window uses them (issue 10)."""

from __future__ import annotations

from engine.ai.random_player import RandomPlayer
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from ygo_desktop.modes.history import AnswerHistory
from ygo_desktop.modes.session import PlaySession
from ygo_desktop.worker import DuelRunner

TIMEOUT = 20_000


def _levels(duel: Duel) -> list[int] | None:
    try:  # read from the GUI thread while the worker may be refilling: a snapshot or nothing
        return duel.checkpoints.levels
    except RuntimeError:
        return None


def test_idle_refill_then_undo_from_a_checkpoint(qtbot, yugi, kaiba):
    duel = Duel.new(yugi, kaiba, seed=4, first_player=0)
    chooser = RandomPlayer(4)
    while not duel.over and len(duel.answers) < 150:
        try:
            duel.answer(chooser.answer(duel.pending))
        except IllegalAnswer:
            continue
    assert not duel.over
    answers = list(duel.answers)
    session = PlaySession(duel, mode="solo")
    session.history = AnswerHistory.from_answers(answers, floor=0)
    runner = DuelRunner(lambda: session, viewer=0)
    try:
        with qtbot.waitSignal(runner.historyChanged, timeout=TIMEOUT):
            runner.start()
        qtbot.waitUntil(lambda: _levels(duel) == [64, 128], timeout=TIMEOUT)
        with qtbot.waitSignal(runner.historyChanged, timeout=TIMEOUT):
            runner.undoRequested.emit()
        qtbot.waitUntil(lambda: len(runner.table.duel.answers) < len(answers), timeout=TIMEOUT)
        back = runner.table.duel
        assert len(back.answers) == len(answers) - 1
        plain = Duel(duel.start)
        for answer in back.answers:
            plain.answer(answer)
        assert back.state_hash() == plain.state_hash() and back.hashes == plain.hashes
        assert back.checkpoints is duel.checkpoints  # the undone duel came from them
    finally:
        runner.stop()
