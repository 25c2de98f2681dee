"""Master Duel's chain settings per player, plus the "respond next time" button."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPushButton, QWidget

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
        self.holds: dict[int, QPushButton] = {}
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
            self.holds[player] = hold
        if len(players) > 1:
            form.addRow(QLabel(self.tr(
                "On: you are asked at every chance to respond while you hold a card in your "
                "hand or face-down, whether or not you could respond: the other player learns "
                "nothing from it.\nAuto: you are asked only when you can respond; the other "
                "player may notice that you could.\nOff: you are never asked."), self))

    def set_editable(self, player: int | None) -> None:
        """Hot-seat: only the seated ``player`` changes their own setting (None: nobody)."""
        for seat, combo in self.combos.items():
            combo.setEnabled(seat == player)
            self.holds[seat].setEnabled(seat == player)

    def set_settings(self, settings: list[str]) -> None:
        """Show ``settings`` (the table's, once it is built) without sending them back."""
        for player, combo in self.combos.items():
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(settings[player]))
            combo.blockSignals(False)
