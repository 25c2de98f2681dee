"""The "New duel" dialog: two bundled starter decks and a seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ygo_desktop.modes.local import LocalDuel

DECKS_DIR = Path(__file__).resolve().parent.parent / "assets" / "decks"
STARTERS = ("SDY_Starter_Deck_Yugi", "SDK_Starter_Deck_Kaiba")


def bundled_decks() -> list[Path]:
    return sorted(DECKS_DIR.glob("*.ydk"))


def deck_title(path: Path) -> str:
    return path.stem.replace("_", " ")


class NewDuelDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New duel"))
        self.setObjectName("newDuelDialog")
        form = QFormLayout(self)
        intro = QLabel(self.tr("Two players at this screen: the mat shows whoever must decide."))
        intro.setWordWrap(True)
        form.addRow(intro)
        self.decks = bundled_decks()
        self.deck0 = QComboBox(self)
        self.deck1 = QComboBox(self)
        for combo, default in ((self.deck0, STARTERS[0]), (self.deck1, STARTERS[1])):
            for path in self.decks:
                combo.addItem(deck_title(path), str(path))
            index = combo.findData(str(DECKS_DIR / f"{default}.ydk"))
            combo.setCurrentIndex(max(0, index))
        if settings is not None and len(settings.last_decks) == 2:
            for combo, last in zip((self.deck0, self.deck1), settings.last_decks):
                index = combo.findData(last)
                if index >= 0:
                    combo.setCurrentIndex(index)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(getattr(settings, "last_seed", 0) if settings is not None else 0)
        form.addRow(self.tr("Player 1 deck:"), self.deck0)
        form.addRow(self.tr("Player 2 deck:"), self.deck1)
        form.addRow(self.tr("Seed:"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Duel!"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def mode(self) -> LocalDuel:
        return LocalDuel(self.deck0.currentData(), self.deck1.currentData(), self.seed.value())
