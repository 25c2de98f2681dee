"""Master Duel's chain settings per player, plus the "respond next time" button."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QPushButton, QWidget

from ygo_desktop.labels import player_name

CHAIN_LABELS = (("on", "On"), ("auto", "Auto"), ("off", "Off"))


class ChainSettingsPanel(QWidget):
    changed = Signal(int, str)
    holdRequested = Signal(int)

    def __init__(self, settings: list[str], players: tuple[int, ...] = (0, 1),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.combos: dict[int, QComboBox] = {}
        for player in players:
            combo = QComboBox(self)
            combo.setObjectName(f"chainSetting{player}")
            for value, label in CHAIN_LABELS:
                combo.addItem(self.tr(label), value)
            combo.setCurrentIndex(combo.findData(settings[player]))
            combo.currentIndexChanged.connect(
                lambda _i, p=player, c=combo: self.changed.emit(p, c.currentData()))
            hold = QPushButton(self.tr("Stop at my next chance to respond"), self)
            hold.clicked.connect(lambda _=False, p=player: self.holdRequested.emit(p))
            form.addRow(self.tr("%1 chain:").replace("%1", player_name(player)), combo)
            form.addRow(hold)
            self.combos[player] = combo

    def set_settings(self, settings: list[str]) -> None:
        """Show ``settings`` (the table's, once it is built) without sending them back."""
        for player, combo in self.combos.items():
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(settings[player]))
            combo.blockSignals(False)
