"""``DuelWorker``: the Duel lives on its own thread; the GUI only sees signals.

The worker owns the :class:`engine.duel.Duel`. After every answer it emits
what the viewer may know -- the new events, the new ``PlayerView``, and the
prompt -- then returns to its event loop. Answers arrive through the queued
``answer`` slot. An illegal answer becomes ``answerRefused(reason)``; any
other engine error becomes ``errorOccurred(message)``. Nothing blocks.

    session = DuelSession(lambda: Duel.new(deck0, deck1, seed=7), viewer=0)
    session.worker.viewChanged.connect(...)
    session.start()
    session.answerRequested.emit(ActionAnswer(do="end_turn"))
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

FOLLOW_PROMPT = -1  # viewer: whoever must answer (local play on one screen)


def detached(prompt: Any) -> Any:
    """A copy of ``prompt`` that holds only data: the engine's private callbacks stay behind.

    The GUI thread must never run engine code, and a prompt's ``_explain`` and
    ``_check`` closures would read the live game.
    """
    if prompt is None:
        return None
    return type(prompt).model_validate({name: getattr(prompt, name)
                                        for name in type(prompt).model_fields})


class DuelWorker(QObject):
    started = Signal()
    promptRaised = Signal(object)       # a detached Prompt (any player's)
    viewChanged = Signal(object)        # PlayerView for the current viewer
    eventsHappened = Signal(object)     # list[EventView] since the last emission
    duelEnded = Signal(object, str)     # winner (0, 1 or "draw"), reason
    answerRefused = Signal(str)         # the rule the answer breaks
    errorOccurred = Signal(str)         # an engine error, as a message

    def __init__(self, make_duel: Callable[[], Any], viewer: int = FOLLOW_PROMPT) -> None:
        super().__init__()
        self._make_duel = make_duel
        self._viewer = viewer
        self.duel: Any = None
        self._seen = 0
        self._shown_viewer: int | None = None

    # ------------------------------------------------------------ slots
    @Slot()
    def start(self) -> None:
        try:
            self.duel = self._make_duel()
        except Exception as exc:  # noqa: BLE001 - a bad start position, a bad deck: a message
            self.errorOccurred.emit(_message(exc))
            return
        self.started.emit()
        self._publish()

    @Slot(object)
    def answer(self, answer: Any) -> None:
        if self.duel is None:
            self.errorOccurred.emit(self.tr("The duel has not started."))
            return
        from engine.prompts import IllegalAnswer

        try:
            self.duel.answer(answer)
        except IllegalAnswer as exc:
            self.answerRefused.emit(exc.reason)
            return
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        self._publish()

    @Slot(object)
    def explain(self, answer: Any) -> None:
        """Say why ``answer`` would be refused (nothing changes)."""
        if self.duel is None:
            return
        try:
            reason = self.duel.refusal(answer)
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        if reason:
            self.answerRefused.emit(reason)

    @Slot(int)
    def setViewer(self, viewer: int) -> None:
        self._viewer = viewer
        if self.duel is not None:
            self._publish()

    # ------------------------------------------------------------ out
    def viewer(self) -> int:
        pending = self.duel.pending if self.duel is not None else None
        if self._viewer != FOLLOW_PROMPT:
            return self._viewer
        if pending is not None:
            return pending.player
        return self._shown_viewer if self._shown_viewer is not None else 0

    def _publish(self) -> None:
        from engine.view import events_for

        try:
            duel = self.duel
            viewer = self.viewer()
            if viewer != self._shown_viewer:
                self._seen = 0  # a new seat reads the log from the start
                self._shown_viewer = viewer
            events = events_for(duel, viewer, self._seen)
            self._seen = len(duel.log)
            view = duel.view(viewer)
            prompt = detached(duel.pending)
            view.prompt = prompt if prompt is not None and prompt.player == viewer else None
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        self.viewChanged.emit(view)
        if events:
            self.eventsHappened.emit(events)
        if duel.over:
            self.duelEnded.emit(duel.winner, duel.state.win_reason)
        elif prompt is not None:
            self.promptRaised.emit(prompt)


def _message(exc: BaseException) -> str:
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({last[0].filename.rsplit('/', 1)[-1]}:{last[0].lineno})" if last else ""
    return f"{type(exc).__name__}: {exc}{where}"


class DuelSession(QObject):
    """A ``DuelWorker`` moved to its own ``QThread``, with queued signals into it."""

    answerRequested = Signal(object)
    explainRequested = Signal(object)
    viewerRequested = Signal(int)

    def __init__(self, make_duel: Callable[[], Any], viewer: int = FOLLOW_PROMPT,
                 parent: QObject | None = None, worker: DuelWorker | None = None) -> None:
        super().__init__(parent)
        self.worker_thread = QThread(self)
        self.worker = worker if worker is not None else DuelWorker(make_duel, viewer)
        self.worker_thread.setObjectName(type(self.worker).__name__)
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.start)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.answerRequested.connect(self.worker.answer)
        self.explainRequested.connect(self.worker.explain)
        self.viewerRequested.connect(self.worker.setViewer)

    def start(self) -> None:
        self.worker_thread.start()

    def stop(self) -> None:
        if self.worker_thread.isRunning():
            self.worker_thread.quit()
            self.worker_thread.wait()
