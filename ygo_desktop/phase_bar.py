"""``PhaseBar``: the turn, whose turn it is, the phases, and who the engine waits for."""

from __future__ import annotations

from typing import Any

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
        layout.addWidget(self.status)
        controller.viewApplied.connect(self.refresh)
        controller.duelFinished.connect(self.status.setText)

    def refresh(self) -> None:
        view = self.controller.view
        if view is None:
            return
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
