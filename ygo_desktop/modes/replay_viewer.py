"""The replay viewer: step forward and back through the answers, the log in sync.

The ``ReplayStepper`` (and so the Duel) lives on a worker thread like every
duel; the viewer sends "forward", "back", "seek" and the perspective (player 1,
player 2, or both) and shows what comes back: the mat for the chosen player's
view (player 1's for "both", with player 2's hand listed), and the log as that
perspective reads it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.controller import DuelController
from ygo_desktop.mat.scene import MatScene
from ygo_desktop.mat.view import MatView
from ygo_desktop.models.log import _QUIET
from ygo_desktop.modes.replay_model import ReplayStepper
from ygo_desktop.worker import _message


class ReplayFrame:
    """What one step shows: position, length, the mat's view, log texts, extra hand."""

    def __init__(self, position: int, length: int, view: Any, log: list[str],
                 other_hand: list[str], perspective: Any) -> None:
        self.position = position
        self.length = length
        self.view = view
        self.log = log
        self.other_hand = other_hand
        self.perspective = perspective


class ReplayWorker(QObject):
    stepped = Signal(object)  # ReplayFrame
    failed = Signal(str)

    def __init__(self, replay: Any, db: Any = None, source: str = "replay") -> None:
        super().__init__()
        self._replay, self._db, self._source = replay, db, source
        self.stepper: ReplayStepper | None = None
        self.perspective: Any = 0

    @Slot()
    def start(self) -> None:
        self._do(lambda s: None)

    @Slot()
    def forward(self) -> None:
        self._do(lambda s: s.forward())

    @Slot()
    def back(self) -> None:
        self._do(lambda s: s.back())

    @Slot(int)
    def seek(self, count: int) -> None:
        self._do(lambda s: s.seek(count))

    @Slot(object)
    def setPerspective(self, perspective: Any) -> None:
        self.perspective = perspective
        self._do(lambda s: None)

    def _do(self, change: Any) -> None:
        try:
            if self.stepper is None:
                self.stepper = ReplayStepper(self._replay, self._db, self._source)
            change(self.stepper)
            s = self.stepper
            viewer = 1 if self.perspective == 1 else 0
            view = s.view(viewer)
            log = [e.text for e in s.log(self.perspective) if e.text and e.kind not in _QUIET]
            other: list[str] = []
            if self.perspective == "both":
                other = [c.name or "?" for c in s.view(1).players[1].hand]
            view.prompt = None  # a replay asks nothing
            frame = ReplayFrame(s.position, s.length, view, log, other, self.perspective)
        except Exception as exc:  # noqa: BLE001 - an engine error is a message, never a crash
            self.failed.emit(_message(exc) if not str(exc).startswith(self._source)
                             else str(exc))
            return
        self.stepped.emit(frame)


class ReplayViewer(QMainWindow):
    """Open with ``ReplayViewer(load_replay(path))`` and ``start()``."""

    frameShown = Signal(int)  # position after a step is shown

    forwardRequested = Signal()
    backRequested = Signal()
    seekRequested = Signal(int)
    perspectiveRequested = Signal(object)

    def __init__(self, replay: Any, db: Any = None, source: str = "replay",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(" — ".join(p for p in ("ygo-desktop", self.tr("Replay"),
                                                   replay.title) if p))
        self.frame: ReplayFrame | None = None
        self.worker_thread = QThread(self)
        self.worker = ReplayWorker(replay, db, source)
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.start)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.forwardRequested.connect(self.worker.forward)
        self.backRequested.connect(self.worker.back)
        self.seekRequested.connect(self.worker.seek)
        self.perspectiveRequested.connect(self.worker.setPerspective)
        self.worker.stepped.connect(self._show)
        self.worker.failed.connect(self._failed)

        self.controller = DuelController(self)
        self.scene = MatScene(self.controller, self)
        self.mat = MatView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        self.other_hand = QLabel()
        self.other_hand.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("replayPosition")
        self.perspective = QComboBox()
        self.perspective.setObjectName("replayPerspective")
        self.perspective.addItem(self.tr("Player 1's view"), 0)
        self.perspective.addItem(self.tr("Player 2's view"), 1)
        self.perspective.addItem(self.tr("Both players"), "both")
        self.perspective.currentIndexChanged.connect(
            lambda _i: self.perspectiveRequested.emit(self.perspective.currentData()))
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.back_button.setObjectName("replayBack")
        self.back_button.clicked.connect(self.backRequested)
        self.forward_button = QPushButton(self.tr("Forward ▶"))
        self.forward_button.setObjectName("replayForward")
        self.forward_button.clicked.connect(self.forwardRequested)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(replay.answers))
        self.slider.sliderReleased.connect(lambda: self.seekRequested.emit(self.slider.value()))
        controls = QHBoxLayout()
        for w in (self.back_button, self.forward_button, self.slider, self.status,
                  self.perspective):
            controls.addWidget(w)
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.addWidget(self.other_hand)
        sl.addWidget(self.log, 1)
        split = QSplitter()
        split.addWidget(self.mat)
        split.addWidget(side)
        central = QWidget()
        cl = QVBoxLayout(central)
        cl.addWidget(split, 1)
        cl.addLayout(controls)
        self.setCentralWidget(central)

    def start(self) -> None:
        self.worker_thread.start()

    def closeEvent(self, event: Any) -> None:
        self.stop()
        super().closeEvent(event)

    def stop(self) -> None:
        if self.worker_thread.isRunning():
            self.worker_thread.quit()
            self.worker_thread.wait()

    def _show(self, frame: ReplayFrame) -> None:
        self.frame = frame
        self.controller.on_view(frame.view)
        self.log.clear()
        self.log.addItems(frame.log)
        self.log.scrollToBottom()
        self.other_hand.setText(self.tr("Player 2's hand: %1").replace("%1", ", ".join(
            frame.other_hand)) if frame.perspective == "both" else "")
        self.status.setText(f"{frame.position} / {frame.length}")
        self.slider.setValue(frame.position)
        self.back_button.setEnabled(frame.position > 0)
        self.forward_button.setEnabled(frame.position < frame.length)
        self.frameShown.emit(frame.position)

    def _failed(self, text: str) -> None:
        self.status.setText(text)
        self.frameShown.emit(-1)
