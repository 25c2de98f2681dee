"""``ModeWorker``: the ``DuelWorker`` for play modes: undo/redo, chain settings, hot-seat seats.

It hosts a :class:`~ygo_desktop.modes.session.PlaySession` where the plain
worker hosts a Duel (the session speaks the Duel's reading API), so answers,
refusals and publishing are the plain worker's; the session adds the
automatic passes. In hot-seat the worker shows only the *seated* player's
view: when the player who must answer changes it publishes nothing and
emits ``handOverNeeded(next)``; ``takeSeat(next)`` (the "I am Player N" click)
publishes the new seat's view and its own log from the start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from engine.replay import save_replay
from ygo_desktop.worker import FOLLOW_PROMPT, DuelSession, DuelWorker, _message

NO_SEAT = -2


class ModeWorker(DuelWorker):
    handOverNeeded = Signal(int)        # the player who must take the seat now
    logReset = Signal()                 # the log restarts (undo, redo across a rebuild)
    historyChanged = Signal(bool, bool)  # can undo, can redo
    replaySaved = Signal(str)           # path
    replayFailed = Signal(str)          # message

    def __init__(self, make_session: Callable[[], Any], hotseat: bool = False) -> None:
        super().__init__(make_session, FOLLOW_PROMPT)
        self.hotseat = hotseat
        self.seat = NO_SEAT

    # ------------------------------------------------------------ seats
    def viewer(self) -> int:
        if self.hotseat:
            return self.seat if self.seat != NO_SEAT else 0
        return super().viewer()

    @Slot(int)
    def takeSeat(self, player: int) -> None:
        self.seat = player
        if self.duel is not None:
            self._publish()

    def _publish(self) -> None:
        duel = self.duel
        if self.hotseat and duel is not None and not duel.over:
            pending = duel.pending
            if pending is not None and pending.player != self.seat:
                self.handOverNeeded.emit(pending.player)
                return
        super()._publish()
        if duel is not None:
            self.historyChanged.emit(duel.can_undo, duel.can_redo)

    # ------------------------------------------------------------ undo / redo
    @Slot()
    def undo(self) -> None:
        self._rewind(lambda s: s.undo())

    @Slot()
    def redo(self) -> None:
        self._rewind(lambda s: s.redo())

    def _rewind(self, change: Callable[[Any], Any]) -> None:
        if self.duel is None:
            return
        try:
            change(self.duel)
        except IndexError:
            return
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.errorOccurred.emit(_message(exc))
            return
        self._seen = 0
        self.logReset.emit()
        self._publish()

    # ------------------------------------------------------------ settings
    @Slot(int, str)
    def setChain(self, player: int, setting: str) -> None:
        if self.duel is None:
            return
        self.duel.set_chain(player, setting)

    @Slot(int)
    def holdNext(self, player: int) -> None:
        """The "respond" button: stop at ``player``'s next window whatever the setting."""
        if self.duel is not None:
            self.duel.hold[player] = True

    @Slot(str)
    def saveReplay(self, path: str) -> None:
        if self.duel is None:
            self.replayFailed.emit(self.tr("The duel has not started."))
            return
        try:
            save_replay(self.duel.record, path)
        except OSError as exc:
            self.replayFailed.emit(f"{path}: {exc.strerror or exc}")
            return
        self.replaySaved.emit(path)


class ModeRunner(DuelSession):
    """A ``ModeWorker`` on its own ``QThread``, with queued signals into it."""

    undoRequested = Signal()
    redoRequested = Signal()
    seatTaken = Signal(int)
    chainRequested = Signal(int, str)
    holdRequested = Signal(int)
    saveRequested = Signal(str)

    def __init__(self, make_session: Callable[[], Any], hotseat: bool = False,
                 parent: QObject | None = None) -> None:
        worker = ModeWorker(make_session, hotseat)
        super().__init__(make_session, parent=parent, worker=worker)
        self.worker: ModeWorker = worker
        self.undoRequested.connect(self.worker.undo)
        self.redoRequested.connect(self.worker.redo)
        self.seatTaken.connect(self.worker.takeSeat)
        self.chainRequested.connect(self.worker.setChain)
        self.holdRequested.connect(self.worker.holdNext)
        self.saveRequested.connect(self.worker.saveReplay)
