"""The replay controls under the mat: step back and forward, jump, whose view, where it stops.

It only sends requests (through the runner) and shows the position the worker
reports; stepping happens on the worker's thread like every duel's answers.
A damaged replay stops before the damaged answer, and the reason is shown here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.labels import player_name


class ReplayBar(QWidget):
    stepRequested = Signal(int)          # answers forward (+) or back (-)
    seekRequested = Signal(int)          # go to the position after N answers
    perspectiveRequested = Signal(object)  # 0, 1 or "both"

    def __init__(self, length: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.position = 0
        self.length = length
        self.damaged = ""
        self.start_button = self._button(self.tr("|◀"), "replayStart",
                                         self.tr("To the start (Home)"),
                                         lambda: self.seekRequested.emit(0))
        self.back_button = self._button(self.tr("◀ Back"), "replayBack",
                                        self.tr("One answer back (Left)"),
                                        lambda: self.stepRequested.emit(-1))
        self.forward_button = self._button(self.tr("Forward ▶"), "replayForward",
                                           self.tr("One answer forward (Right)"),
                                           lambda: self.stepRequested.emit(1))
        self.end_button = self._button(self.tr("▶|"), "replayEnd", self.tr("To the end (End)"),
                                       lambda: self.seekRequested.emit(self.length))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, length)
        self.slider.sliderReleased.connect(lambda: self.seekRequested.emit(self.slider.value()))
        self.status = QLabel(self)
        self.status.setObjectName("replayPosition")
        self.perspective = QComboBox(self)
        self.perspective.setObjectName("replayPerspective")
        self.perspective.addItem(self.tr("%1's view").replace("%1", player_name(0)), 0)
        self.perspective.addItem(self.tr("%1's view").replace("%1", player_name(1)), 1)
        self.perspective.addItem(self.tr("Both hands"), "both")
        self.perspective.addItem(self.tr("Public view (both hands hidden)"), "public")
        self.perspective.currentIndexChanged.connect(
            lambda _i: self.perspectiveRequested.emit(self.perspective.currentData()))
        self.problem = QLabel(self)
        self.problem.setObjectName("replayDamaged")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        self.note = QLabel(self)
        self.note.setObjectName("replayNote")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        row = QHBoxLayout()
        for w in (self.start_button, self.back_button, self.forward_button, self.end_button):
            row.addWidget(w)
        row.addWidget(self.slider, 1)
        row.addWidget(self.status)
        row.addWidget(self.perspective)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        layout.addWidget(self.note)
        self.show_step(0, length, "")

    def _button(self, text: str, name: str, tip: str, slot: Any) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def allow_perspectives(self, allowed: tuple[object, ...]) -> None:
        """Offer only ``allowed`` (a hot-seat duel that has not ended: the public view)."""
        combo = self.perspective
        combo.blockSignals(True)
        for i in range(combo.count() - 1, -1, -1):
            if combo.itemData(i) not in allowed:
                combo.removeItem(i)
        combo.setCurrentIndex(0)
        combo.blockSignals(False)
        if len(allowed) == 1:
            combo.setToolTip(self.tr("This hot-seat duel has not ended: its replay shows only "
                                     "what both players know."))

    def show_step(self, position: int, length: int, damaged: str) -> None:
        self.position, self.length, self.damaged = position, length, damaged
        self.slider.setRange(0, length)
        if not self.slider.isSliderDown():
            self.slider.setValue(position)
        text = self.tr("Answer %1 of %2").replace("%1", str(position)).replace("%2", str(length))
        self.status.setText(text)
        stuck = bool(damaged)
        self.back_button.setEnabled(position > 0)
        self.start_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < length and not stuck)
        self.end_button.setEnabled(position < length and not stuck)
        self.problem.setText(self.tr("Stopped before answer %1: %2").replace(
            "%1", str(position + 1)).replace("%2", damaged) if stuck else "")
        self.problem.setVisible(stuck)

    def show_note(self, text: str) -> None:
        """How the replay is checked from here on, when that is less than usual (a replay
        recorded by an older app: only the legality of each answer); hidden when there is none."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
