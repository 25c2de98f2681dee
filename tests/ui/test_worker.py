"""The runner: the Duel lives on the worker's thread; the GUI only receives re-emitted signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThread

from engine.prompts import ActionAnswer
from ygo_desktop.worker import DuelRunner


@pytest.fixture
def runner(qtbot):
    runners = []

    def make(factory, viewer=0):
        r = DuelRunner(factory, viewer)
        runners.append(r)
        return r

    yield make
    for r in runners:
        r.stop()


def _position_duel():
    from engine.duel import Duel
    from engine.start import Position
    from ygo_desktop.modes.session import PlaySession

    return PlaySession(Duel.from_position(Position.model_validate(
        {"p0": {"hand": ["Dark Magician", "Celtic Guardian"], "monsters": ["Kuriboh"]}}),
        manual=(False, False)), mode="puzzle")


def test_prompt_and_view_arrive_on_the_gui_thread_from_the_worker(qtbot, runner):
    r = runner(_position_duel)
    built_on: list[QThread] = []
    views, threads = [], []

    def on_view(view):
        views.append(view)
        threads.append(QThread.currentThread())

    r.viewChanged.connect(on_view)
    r.started.connect(lambda info: built_on.append(r.worker.thread()))
    with qtbot.waitSignal(r.promptRaised, timeout=10_000) as prompt:
        r.start()
    assert prompt.args[0].kind == "idle"
    assert prompt.args[0]._explain is None  # detached: no engine callback reaches the GUI
    assert [c.name for c in views[0].players[0].hand] == ["Dark Magician", "Celtic Guardian"]
    assert r.worker.thread() is r.worker_thread is not QThread.currentThread()
    assert threads == [QThread.currentThread()]  # delivered on the GUI thread
    assert built_on == [r.worker_thread]


def test_an_illegal_answer_comes_back_as_a_reason(qtbot, runner):
    r = runner(_position_duel)
    with qtbot.waitSignal(r.promptRaised, timeout=10_000) as started:
        r.start()
    dm = next(o.card for o in started.args[0].options if o.do == "set")
    with qtbot.waitSignal(r.answerRefused, timeout=10_000) as refused:
        r.answerRequested.emit(0, ActionAnswer(do="summon", card=dm + 100))
    assert refused.args[0]


def test_an_answer_from_the_seat_not_asked_is_refused(qtbot, runner):
    """A double-submitted "End Turn" from Player 1 never ends Player 2's turn."""
    r = runner(_position_duel)
    with qtbot.waitSignal(r.promptRaised, timeout=10_000):
        r.start()
    with qtbot.waitSignal(r.answerRefused, timeout=10_000) as refused:
        r.answerRequested.emit(1, ActionAnswer(do="end_turn"))
    assert "not Player 2" in refused.args[0]
    assert r.table.answers == []


def test_an_engine_error_becomes_a_message(qtbot, runner):
    def broken():
        raise RuntimeError("the deck file is damaged")

    r = runner(broken)
    with qtbot.waitSignal(r.errorOccurred, timeout=10_000) as error:
        r.start()
    assert "the deck file is damaged" in error.args[0]


def test_a_duel_between_starter_decks_plays_a_turn(qtbot, runner):
    from engine.decks import read_ydk
    from engine.duel import Duel
    from ygo_desktop.dialogs.new_duel import starter_decks
    from ygo_desktop.modes.session import PlaySession

    decks = starter_decks()

    def make():
        duel = Duel.new(read_ydk(decks["SDY_Starter_Deck_Yugi"]),
                        read_ydk(decks["SDK_Starter_Deck_Kaiba"]), seed=3)
        return PlaySession(duel, mode="solo")

    r = runner(make, -1)
    with qtbot.waitSignal(r.promptRaised, timeout=10_000) as first:
        r.start()
    assert first.args[0].kind == "idle"
    with qtbot.waitSignal(r.eventsHappened, timeout=10_000) as events:
        r.answerRequested.emit(first.args[0].player, ActionAnswer(do="end_turn"))
    assert any(e.kind == "turn" or e.kind == "phase" for e in events.args[0])
