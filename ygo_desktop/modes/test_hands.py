"""Goldfishing's test hands: draw opening hands again and again, and the odds of a card.

The shuffle is the duel's own seeded one (``DuelRandom``), so what the player
sees here is what a duel deals. The odds come from ``engine.stats.opening_hand_odds``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.rng import DuelRandom
from engine.start import OPENING_HAND
from engine.stats import opening_hand_odds
from ygo_desktop.modes.odds_chart import OddsChart


def deal(main: list[int], seed: int, draw_first: bool) -> list[int]:
    """One opening hand (passcodes): 5 cards, 6 with the first-turn draw."""
    deck = list(main)
    DuelRandom(seed).shuffle(deck)
    return deck[: OPENING_HAND + (1 if draw_first else 0)]


class TestHandsPanel(QWidget):
    handDealt = Signal(list)     # passcodes of the new hand
    oddsComputed = Signal(object)  # engine.stats.HandOdds

    def __init__(self, main: list[int], db: Any, parent: QWidget | None = None,
                 seed: int = 1) -> None:
        super().__init__(parent)
        self.main = list(main)
        self.db = db
        self._seed = seed
        self.hand: list[int] = []

        self.draw_first = QCheckBox(self.tr("With the first-turn draw (6 cards)"), self)
        self.deal_button = QPushButton(self.tr("Shuffle and draw"), self)
        self.deal_button.setObjectName("dealHand")
        self.deal_button.clicked.connect(self.deal_again)
        self.hand_list = QListWidget(self)
        self.hand_list.setObjectName("testHand")

        self.card_list = QListWidget(self)
        self.card_list.setObjectName("oddsCards")
        for code in dict.fromkeys(self.main):
            copies = self.main.count(code)
            item = QListWidgetItem(f"{self._name(code)} ×{copies}")
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.card_list.addItem(item)
        self.trials = QSpinBox(self)
        self.trials.setRange(100, 1_000_000)
        self.trials.setSingleStep(1000)
        self.trials.setValue(10_000)
        self.odds_button = QPushButton(self.tr("Compute odds"), self)
        self.odds_button.setObjectName("computeOdds")
        self.odds_button.clicked.connect(self.compute_odds)
        self.chart = OddsChart(self)
        self.summary = QLabel(self)

        hands = QGroupBox(self.tr("Test hand"), self)
        hl = QVBoxLayout(hands)
        row = QHBoxLayout()
        row.addWidget(self.deal_button)
        row.addWidget(self.draw_first)
        hl.addLayout(row)
        hl.addWidget(self.hand_list)
        stats = QGroupBox(self.tr("Opening-hand odds"), self)
        sl = QVBoxLayout(stats)
        sl.addWidget(QLabel(self.tr("Tick the cards to look for:"), self))
        sl.addWidget(self.card_list)
        row2 = QHBoxLayout()
        row2.addWidget(QLabel(self.tr("Simulated openings:"), self))
        row2.addWidget(self.trials)
        row2.addWidget(self.odds_button)
        sl.addLayout(row2)
        sl.addWidget(self.chart)
        sl.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.addWidget(hands)
        layout.addWidget(stats)

    def _name(self, code: int) -> str:
        try:
            return self.db.get(code).name
        except Exception:  # noqa: BLE001 - an unknown passcode: show the number
            return str(code)

    def deal_again(self) -> list[int]:
        self.hand = deal(self.main, self._seed, self.draw_first.isChecked())
        self._seed += 1
        self.hand_list.clear()
        for code in self.hand:
            self.hand_list.addItem(self._name(code))
        self.handDealt.emit(list(self.hand))
        return self.hand

    def set_wanted(self, codes: list[int]) -> None:
        for i in range(self.card_list.count()):
            item = self.card_list.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in codes
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def wanted(self) -> list[int]:
        return [self.card_list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.card_list.count())
                if self.card_list.item(i).checkState() == Qt.CheckState.Checked]

    def compute_odds(self) -> Any:
        wanted = self.wanted()
        if not wanted or not self.main:
            self.summary.setText(self.tr("Tick at least one card."))
            self.chart.set_bars([])
            return None
        odds = opening_hand_odds(self.main, wanted, trials=self.trials.value(), seed=self._seed,
                                 draw_first=self.draw_first.isChecked())
        bars = [(self._name(c), odds.per_card[c]) for c in wanted]
        if len(wanted) > 1:
            bars.append((self.tr("Any of them"), odds.any_of))
            bars.append((self.tr("All of them"), odds.all_of))
        self.chart.set_bars(bars)
        self.summary.setText(self.tr("%1 simulated openings").replace("%1", f"{odds.trials:,}"))
        self.oddsComputed.emit(odds)
        return odds
