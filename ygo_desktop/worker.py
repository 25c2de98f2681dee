"""``DuelRunner``: the one path between a duel window and the engine.

Every duel the app shows -- hot-seat, solo, a puzzle, a replay, a screenshot --
is a *table* (a Qt-free object holding the Duel: ``modes.session.PlaySession``
or ``modes.replay_model.ReplaySession``) built and driven on the runner's own
thread by a :class:`DuelWorker`. The GUI never touches the Duel: it sends
requests through the runner's signals (queued into the worker's thread) and
receives what the seated viewer may know through the runner's result signals,
which the runner re-emits on the GUI thread (so a window may connect any
callable to them: nothing of the window ever runs on the worker's thread, and
no QObject is created there). Every answer is sent from a seat and leaves
tagged with it (``addressed``).

    runner = DuelRunner(lambda: PlaySession(Duel(start), mode="solo"))
    runner.viewChanged.connect(...)
    runner.start()
    runner.answerRequested.emit(0, ActionAnswer(do="end_turn"))  # from Player 1's seat

A table offers the Duel's reading API (``pending``, ``over``, ``winner``,
``state``, ``duel``, ``view(player)``, ``events(player, start)``), answering
(``answer``, ``refusal``) and, where it has them, ``undo``/``redo``,
``set_chain``, ``hold``, ``record``, and the replay's ``seek``.
"""

from __future__ import annotations

import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot
from shiboken6 import isValid

FOLLOW_PROMPT = -1  # viewer: whoever must answer (local play on one screen)
NO_SEAT = -2        # hot-seat: nobody sits at the screen yet
#: how long closing a window waits for its worker before leaving it to finish alone
STOP_WAIT_MS = 300
#: quiet time before the worker refills the table's checkpoints (``DuelTable.idle``)
IDLE_MS = 250
#: answers replayed per idle step (a few milliseconds: a request waits at most that long)
IDLE_BUDGET = 24


@dataclass(frozen=True)
class TableInfo:
    """What a window learns once its table is built on the worker's thread (plain data)."""

    title: str = ""
    manual: tuple[bool, bool] = (False, False)
    chain: tuple[str, ...] = ()
    length: int = 0  # a replay's number of answers
    perspectives: tuple[Any, ...] = ()  # a replay's allowed perspectives (ReplaySession)

    @classmethod
    def of(cls, table: Any) -> TableInfo:
        return cls(title=str(getattr(table, "title", "") or ""),
                   manual=tuple(getattr(table, "manual_allowed", (False, False))),  # type: ignore[arg-type]
                   chain=tuple(getattr(table, "chain", ())),
                   length=int(getattr(table, "length", 0)),
                   perspectives=tuple(getattr(table, "perspectives", ())))


def detached(prompt: Any) -> Any:
    """A copy of ``prompt`` that holds only data: the engine's private callbacks stay behind.

    The GUI thread must never run engine code, and a prompt's ``_explain`` and
    ``_check`` closures would read the live game.
    """
    if prompt is None:
        return None
    return type(prompt).model_validate({name: getattr(prompt, name)
                                        for name in type(prompt).model_fields})


def addressed(answer: Any, player: int) -> Any:
    """``answer`` as given from ``player``'s seat: the one place answers get their player.

    The engine refuses an answer whose player is not the one its prompt asks, so a
    double-submitted "End Turn" can never end the other player's turn behind the hand-over
    screen. A manual move names its own player (the one whose cards move) and keeps it.
    """
    if player < 0 or getattr(answer, "kind", "") == "manual" or \
            "player" not in type(answer).model_fields:
        return answer
    return answer.model_copy(update={"player": player})


class DuelWorker(QObject):
    """Owns one table on the runner's thread; every slot returns to the event loop at once."""

    started = Signal(object)            # TableInfo, once the table is built
    promptRaised = Signal(object)       # a detached Prompt (the viewer's)
    viewChanged = Signal(object)        # PlayerView for the current viewer
    eventsHappened = Signal(object)     # list[EventView] since the last emission
    duelEnded = Signal(object, str)     # winner (0, 1 or "draw"), reason
    answerRefused = Signal(str)         # the rule the answer breaks
    errorOccurred = Signal(str)         # an engine error, as a message
    handOverNeeded = Signal(int)        # hot-seat: the player who must take the seat now
    logReset = Signal()                 # the log restarts (undo, a replay stepping back)
    historyChanged = Signal(bool, bool)  # can undo, can redo
    replaySaved = Signal(str)           # path
    replayFailed = Signal(str)          # message
    stepped = Signal(int, int, str)     # replay: position, length, why it stops early ("")
    replayNoted = Signal(str)           # replay: how it is checked from here (an old format), or ""
    verdictChanged = Signal(object)     # a puzzle's verdict (engine.scenario.judge.Verdict)

    def __init__(self, make_table: Callable[[], Any], viewer: int = FOLLOW_PROMPT,
                 hotseat: bool = False) -> None:
        super().__init__()
        self._make_table = make_table
        self._viewer = viewer
        self.hotseat = hotseat
        self.seat = NO_SEAT
        self.table: Any = None
        self._seen = 0
        self._seen_duel: Any = None
        self._shown_viewer: int | None = None
        self._conceded: int | None = None
        self._verdict: Any = None
        self._note = ""  # the replay note last sent
        # made here, a child of the worker: it moves to the worker's thread with it
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._idle_step)

    # ------------------------------------------------------------ slots
    @Slot()
    def start(self) -> None:
        try:
            self.table = self._make_table()
        except Exception as exc:  # noqa: BLE001 - a bad start position, a bad file: a message
            self.errorOccurred.emit(_message(exc))
            return
        self.started.emit(TableInfo.of(self.table))
        self._publish()

    @Slot(int, object)
    def answer(self, player: int, answer: Any) -> None:
        if self.table is None or self._conceded is not None:
            self.answerRefused.emit(self.tr("The duel is not running."))
            return
        from engine.prompts import IllegalAnswer

        try:
            self.table.answer(addressed(answer, player))
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
        if self.table is None:
            return
        try:
            reason = self.table.refusal(answer)
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        if reason:
            self.answerRefused.emit(reason)

    @Slot(int)
    def setViewer(self, viewer: int) -> None:
        self._viewer = viewer
        self._republish()

    @Slot(int)
    def takeSeat(self, player: int) -> None:
        self.seat = player
        self._republish()

    @Slot()
    def undo(self) -> None:
        self._change(lambda t: t.undo())

    @Slot()
    def redo(self) -> None:
        self._change(lambda t: t.redo())

    @Slot(int)
    def seek(self, count: int) -> None:
        """Replays: go to the position after ``count`` answers (stops early at a damaged one)."""
        thread = QThread.currentThread()
        self._change(lambda t: t.seek(count, thread.isInterruptionRequested))

    @Slot(int)
    def step(self, delta: int) -> None:
        """Replays: ``delta`` answers forward (positive) or back (negative)."""
        if self.table is not None:
            self.seek(self.table.position + delta)

    @Slot(object)
    def setPerspective(self, perspective: Any) -> None:
        """Replays: whose knowledge the mat and the log show (0, 1 or "both")."""
        self._change(lambda t: t.set_perspective(perspective), reset_log=True)

    @Slot(int, str)
    def setChain(self, player: int, setting: str) -> None:
        """A player's chain setting; in hot-seat only the seated player changes their own."""
        if self.hotseat and player != self.seat:
            return
        if self.table is not None and hasattr(self.table, "set_chain"):
            self.table.set_chain(player, setting)

    @Slot(int)
    def holdNext(self, player: int) -> None:
        """The "respond" button: stop at ``player``'s next window whatever the setting."""
        if self.hotseat and player != self.seat:
            return
        if self.table is not None and hasattr(self.table, "hold"):
            self.table.hold[player] = True

    @Slot(int)
    def concede(self, player: int) -> None:
        """``player`` gives up: the duel ends here for this window (the record keeps the answers)."""
        if self.table is None or self.table.over or self._conceded is not None:
            return
        self._conceded = player
        reason = self.tr("Player %1 conceded").replace("%1", str(player + 1))
        self.duelEnded.emit(1 - player, reason)

    @Slot(str)
    def saveReplay(self, path: str) -> None:
        from engine.replay import save_replay

        if self.table is None or not hasattr(self.table, "record"):
            self.replayFailed.emit(self.tr("There is no duel to save."))
            return
        try:
            save_replay(self.table.record, path)
        except (OSError, ValueError) as exc:
            self.replayFailed.emit(f"{path}: {getattr(exc, 'strerror', None) or exc}")
            return
        self.replaySaved.emit(path)

    @Slot()
    def _idle_step(self) -> None:
        """Refill the table's checkpoints a little while nobody asks anything (undo and a
        replay's back step then replay only a few answers); any request comes first."""
        table = self.table
        idle = getattr(table, "idle", None)
        if idle is None or QThread.currentThread().isInterruptionRequested():
            return
        try:
            more = idle(IDLE_BUDGET)
        except Exception:  # noqa: BLE001 - background work only: going back stays correct
            return
        if more:
            self._idle.start(0)

    # ------------------------------------------------------------ out
    def viewer(self) -> int:
        if self.hotseat:
            return max(self.seat, 0)
        if self._viewer != FOLLOW_PROMPT:
            return self._viewer
        pending = self.table.pending if self.table is not None else None
        if pending is not None:
            return int(pending.player)
        return self._shown_viewer if self._shown_viewer is not None else 0

    def _change(self, change: Callable[[Any], Any], reset_log: bool = False) -> None:
        if self.table is None:
            return
        try:
            change(self.table)
        except IndexError:
            return  # nothing to undo / redo
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        if reset_log:
            self._seen_duel = None
        self._publish()

    def _republish(self) -> None:
        if self.table is not None:
            self._publish()

    def _publish(self) -> None:
        table = self.table
        self._idle.start(IDLE_MS)  # (re)started by every change: refills wait for quiet
        if self.hotseat and not table.over:
            pending = table.pending
            if pending is not None and pending.player != self.seat:
                self.handOverNeeded.emit(int(pending.player))
                return
        try:
            viewer = self.viewer()
            if viewer != self._shown_viewer:
                self._seen_duel = None  # a new seat reads the log from the start
                self._shown_viewer = viewer
            duel = table.duel
            if duel is not self._seen_duel or len(duel.log) < self._seen:
                if self._seen_duel is not None or self._seen:
                    self.logReset.emit()  # undo rebuilt the duel, or a replay stepped back
                self._seen = 0
                self._seen_duel = duel
            events = table.events(viewer, self._seen)
            self._seen = len(duel.log)
            view = table.view(viewer)
            prompt = detached(table.pending)
            view.prompt = prompt if prompt is not None and prompt.player == viewer else None
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        if events:
            # before their view, so that both reach the GUI thread in one turn of its event
            # loop and the log is drawn in the same repaint as the mat (sent after the view,
            # they often came after that repaint and cost another); the controller applies them
            # after the view, in the order the animation needs
            self.eventsHappened.emit(events)
        self.viewChanged.emit(view)
        if hasattr(table, "can_undo"):
            self.historyChanged.emit(bool(table.can_undo), bool(table.can_redo))
        if hasattr(table, "seek"):
            # the note first: the step's display (and whoever waits for it) then shows it too
            note = getattr(table, "note", "")
            if note != self._note:
                self._note = note
                self.replayNoted.emit(note)
            self.stepped.emit(table.position, table.length, table.damaged)
        verdict = getattr(table, "verdict", None)
        if verdict is not None and verdict != self._verdict:
            self._verdict = verdict
            self.verdictChanged.emit(verdict)
        if table.over:
            self.duelEnded.emit(table.winner, table.state.win_reason)
        elif prompt is not None:
            self.promptRaised.emit(prompt)


def _message(exc: BaseException) -> str:
    """An exception as one line for the player: our own errors as they are, others with where."""
    text = str(exc)
    if type(exc).__name__.endswith("Error") and type(exc).__module__.startswith(
            ("engine", "ygo_desktop")) and text:
        return text
    last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({last[0].filename.rsplit('/', 1)[-1]}:{last[0].lineno})" if last else ""
    return f"{type(exc).__name__}: {text}{where}"


#: runners whose worker was still busy when their window closed, kept until it finishes
_finishing: set[DuelRunner] = set()
#: every runner alive, so that quitting the app stops their threads first
_alive: weakref.WeakSet[DuelRunner] = weakref.WeakSet()


class DuelRunner(QObject):
    """A ``DuelWorker`` on its own ``QThread``: requests go in queued, results come out on the
    GUI thread (the runner re-emits every worker signal)."""

    # ---- requests (GUI -> worker)
    answerRequested = Signal(int, object)   # the seat it comes from, the answer
    explainRequested = Signal(object)
    viewerRequested = Signal(int)
    seatTaken = Signal(int)
    undoRequested = Signal()
    redoRequested = Signal()
    chainRequested = Signal(int, str)
    holdRequested = Signal(int)
    concedeRequested = Signal(int)
    saveRequested = Signal(str)
    seekRequested = Signal(int)
    stepRequested = Signal(int)
    perspectiveRequested = Signal(object)

    # ---- results (worker -> GUI), same meaning as the worker's
    started = Signal(object)
    promptRaised = Signal(object)
    viewChanged = Signal(object)
    eventsHappened = Signal(object)
    duelEnded = Signal(object, str)
    answerRefused = Signal(str)
    errorOccurred = Signal(str)
    handOverNeeded = Signal(int)
    logReset = Signal()
    historyChanged = Signal(bool, bool)
    replaySaved = Signal(str)
    replayFailed = Signal(str)
    stepped = Signal(int, int, str)
    replayNoted = Signal(str)
    verdictChanged = Signal(object)

    _REQUESTS = (("answerRequested", "answer"), ("explainRequested", "explain"),
                 ("viewerRequested", "setViewer"), ("seatTaken", "takeSeat"),
                 ("undoRequested", "undo"), ("redoRequested", "redo"),
                 ("chainRequested", "setChain"), ("holdRequested", "holdNext"),
                 ("concedeRequested", "concede"), ("saveRequested", "saveReplay"),
                 ("seekRequested", "seek"), ("stepRequested", "step"),
                 ("perspectiveRequested", "setPerspective"))
    _RESULTS = ("started", "promptRaised", "viewChanged", "eventsHappened", "duelEnded",
                "answerRefused", "errorOccurred", "handOverNeeded", "logReset",
                "historyChanged", "replaySaved", "replayFailed", "stepped", "replayNoted",
                "verdictChanged")

    def __init__(self, make_table: Callable[[], Any], viewer: int = FOLLOW_PROMPT,
                 hotseat: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker_thread = QThread(self)
        self.worker = DuelWorker(make_table, viewer, hotseat)
        self.worker_thread.setObjectName("DuelWorker")
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.start)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        for request, slot in self._REQUESTS:
            getattr(self, request).connect(getattr(self.worker, slot))
        for result in self._RESULTS:  # the receiver lives here: delivered on the GUI thread
            getattr(self.worker, result).connect(getattr(self, result))
        _alive.add(self)

    @property
    def table(self) -> Any:
        """The worker's table, for tests and tools that wait until the worker is idle."""
        return self.worker.table

    def start(self) -> None:
        self.worker_thread.start()

    def stop(self, wait_ms: int = STOP_WAIT_MS) -> bool:
        """Stop the worker's thread; True when it has finished.

        A window closes at once even while its worker is busy: after ``wait_ms`` the
        runner lets the worker finish its current step alone (it is kept alive until
        then, detached from the window) instead of blocking the GUI.
        """
        thread = self.worker_thread
        if not thread.isRunning():
            return True
        thread.requestInterruption()
        thread.quit()
        if thread.wait(wait_ms):
            return True
        self.setParent(None)
        _finishing.add(self)
        thread.finished.connect(self._finished_alone)
        return False

    def _finished_alone(self) -> None:
        _finishing.discard(self)
        self.deleteLater()


def wait_for_unfinished_workers(timeout_ms: int = 10_000) -> None:
    """At exit: stop every runner's thread and let busy workers finish their step (a QThread
    must not be destroyed while it runs)."""
    for runner in list(_alive):
        if isValid(runner) and runner.worker_thread.isRunning():
            runner.stop()
    for runner in list(_finishing):
        runner.worker_thread.wait(timeout_ms)
    _finishing.clear()
