"""The worker owns the Duel on its own thread; the GUI only receives signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.prompts import ActionAnswer
from ygo_desktop.worker import DuelSession


class Relay(QObject):
    """Lives on the GUI thread: the worker's signals reach it queued, as they reach the app."""

    view = Signal(object)
    prompt = Signal(object)
    events = Signal(object)
    refused = Signal(str)
    error = Signal(str)

    def __init__(self, worker) -> None:
        super().__init__()
        self.threads: list[QThread] = []
        worker.viewChanged.connect(self.on_view)
        worker.promptRaised.connect(self.prompt)
        worker.eventsHappened.connect(self.events)
        worker.answerRefused.connect(self.refused)
        worker.errorOccurred.connect(self.error)

    @Slot(object)
    def on_view(self, view) -> None:
        self.threads.append(QThread.currentThread())
        self.view.emit(view)


@pytest.fixture
def session(qtbot):
    sessions = []

    def make(factory, viewer=0):
        s = DuelSession(factory, viewer)
        s.relay = Relay(s.worker)
        sessions.append(s)
        return s

    yield make
    for s in sessions:
        s.stop()


def _position_duel():
    from engine.duel import Duel
    from engine.start import Position

    return Duel.from_position(Position.model_validate(
        {"p0": {"hand": ["Dark Magician", "Celtic Guardian"], "monsters": ["Kuriboh"]}}),
        manual=(False, False))


def test_prompt_and_view_arrive_from_the_worker_thread(qtbot, session):
    s = session(_position_duel)
    views = []
    s.relay.view.connect(views.append)
    with qtbot.waitSignal(s.relay.prompt, timeout=10_000) as prompt:
        s.start()
    assert prompt.args[0].kind == "idle"
    assert prompt.args[0]._explain is None  # detached: no engine callback reaches the GUI
    assert [c.name for c in views[0].players[0].hand] == ["Dark Magician", "Celtic Guardian"]
    assert s.worker.thread() is s.worker_thread is not QThread.currentThread()
    assert s.relay.threads == [QThread.currentThread()]  # delivered on the GUI thread


def test_an_illegal_answer_comes_back_as_a_reason(qtbot, session):
    s = session(_position_duel)
    with qtbot.waitSignal(s.relay.prompt, timeout=10_000) as started:
        s.start()
    dm = next(o.card for o in started.args[0].options if o.do == "set")
    with qtbot.waitSignal(s.relay.refused, timeout=10_000) as refused:
        s.answerRequested.emit(ActionAnswer(do="summon", card=dm + 100))
    assert refused.args[0]


def test_an_engine_error_becomes_a_message(qtbot, session):
    def broken():
        raise RuntimeError("the deck file is damaged")

    s = session(broken)
    with qtbot.waitSignal(s.relay.error, timeout=10_000) as error:
        s.start()
    assert "the deck file is damaged" in error.args[0]


def test_a_duel_between_starter_decks_plays_a_turn(qtbot, session):
    from ygo_desktop.dialogs.new_duel import starter_decks
    from ygo_desktop.modes.local import LocalDuel

    decks = starter_decks()

    mode = LocalDuel(decks["SDY_Starter_Deck_Yugi"], decks["SDK_Starter_Deck_Kaiba"], 3)
    s = session(mode.duel_factory(), mode.viewer)
    with qtbot.waitSignal(s.relay.prompt, timeout=10_000) as first:
        s.start()
    assert first.args[0].kind == "idle"
    with qtbot.waitSignal(s.relay.events, timeout=10_000) as events:
        s.answerRequested.emit(ActionAnswer(do="end_turn"))
    assert any(e.kind == "turn" or e.kind == "phase" for e in events.args[0])
