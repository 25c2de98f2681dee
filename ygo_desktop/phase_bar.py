"""``PhaseBar``: the turn, whose turn it is, the phases, and who the engine waits for."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from ygo_desktop.labels import phase_names


class PhaseBar(QFrame):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phaseBar")
        self.controller = controller
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        self.turn = QLabel(self)
        self.turn.setObjectName("turnLabel")
        layout.addWidget(self.turn)
        layout.addStretch(1)
        self.chips: dict[str, QLabel] = {}
        for phase, short, full in phase_names():
            chip = QLabel(short, self)
            chip.setObjectName("phaseChip")
            chip.setToolTip(full)
            chip.setAccessibleName(full)
            chip.setProperty("current", False)
            self.chips[phase] = chip
            layout.addWidget(chip)
        layout.addStretch(1)
        self.status = QLabel(self)
        self.status.setObjectName("statusLabel")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.status)
        self._shown: tuple[Any, ...] | None = None
        self._fix_sizes()
        controller.viewApplied.connect(self.refresh)
        controller.duelFinished.connect(self._finished)

    def _fix_sizes(self) -> None:
        """Labels as wide as their widest text during a duel, and chips as they are: a new turn,
        phase or status then repaints only that label, where a size change re-laid out the bar
        and the window around it after every answer."""
        for chip in self.chips.values():
            chip.ensurePolished()
            chip.setFixedSize(chip.sizeHint())
        for label, texts in (
                (self.turn, [self.tr("Turn %1 · %2").replace("%1", "888").replace("%2", whose)
                             for whose in (self.tr("your turn"), self.tr("opponent's turn"))]),
                (self.status, [self.tr("Waiting for the opponent"), self.tr("Your decision")])):
            # (on the bar's own colour: the theme's dark box behind every widget would show as a
            # bar as wide as the label, not just behind the text)
            label.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
            label.setStyleSheet("background: transparent;")
            label.ensurePolished()
            metrics = label.fontMetrics()
            width = max(metrics.horizontalAdvance(text) for text in texts) + 4
            label.setFixedSize(width, max(label.sizeHint().height(), metrics.height()))

    def _finished(self, text: str) -> None:
        self.status.setMinimumWidth(0)  # the result may be longer than any status
        self.status.setMaximumWidth(16_777_215)
        self.status.setText(text)

    def refresh(self) -> None:
        view = self.controller.view
        if view is None:
            return
        shown = (view.turn, view.turn_player, view.viewer, view.phase, view.over,
                 view.waiting_for is not None, view.prompt is not None)
        if shown == self._shown:
            return  # nothing the bar shows changed
        self._shown = shown
        whose = self.tr("your turn") if view.turn_player == view.viewer else self.tr("opponent's turn")
        self.turn.setText(self.tr("Turn %1 · %2").replace("%1", str(view.turn)).replace("%2", whose))
        for phase, chip in self.chips.items():
            current = phase == view.phase
            if chip.property("current") != current:
                chip.setProperty("current", current)
                chip.style().unpolish(chip)
                chip.style().polish(chip)
        if view.over:
            return
        if view.waiting_for is not None:
            self.status.setText(self.tr("Waiting for the opponent"))
        elif view.prompt is not None:
            self.status.setText(self.tr("Your decision"))
        else:
            self.status.setText("")
