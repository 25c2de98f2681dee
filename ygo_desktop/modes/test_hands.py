"""Goldfishing's test hands: draw opening hands again and again, and the odds of a card.

The shuffle is the duel's own seeded one (``DuelRandom``), so what the player
sees here is what a duel deals. Each session starts from a new seed, shown next
to the button: typing a seed back deals the same hand again. The odds come
from ``engine.stats.opening_hand_odds``, computed on a thread of their own
with a progress bar and Cancel (the window stays responsive).
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.rng import DuelRandom
from engine.start import OPENING_HAND
from engine.stats import OddsCancelled, opening_hand_odds
from ygo_desktop.modes.odds_chart import OddsChart

MAX_SEED = 2**31 - 1  # what a QSpinBox holds


def deal(main: list[int], seed: int, draw_first: bool) -> list[int]:
    """One opening hand (passcodes): 5 cards, 6 with the first-turn draw."""
    deck = list(main)
    DuelRandom(seed).shuffle(deck)
    return deck[: OPENING_HAND + (1 if draw_first else 0)]


class OddsWorker(QObject):
    """Runs ``opening_hand_odds`` on its own thread; ``stop`` (any thread) cancels it."""

    progressed = Signal(int)       # trials done
    finished = Signal(object)      # HandOdds
    cancelled = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._stop = threading.Event()

    def stop(self) -> None:
        self._stop.set()

    @Slot(object)
    def compute(self, job: Any) -> None:
        self._stop.clear()

        def progress(done: int) -> bool:
            self.progressed.emit(done)
            return not self._stop.is_set()

        try:
            main, wanted, trials, seed, draw_first = job
            odds = opening_hand_odds(main, wanted, trials, seed, draw_first, progress=progress)
        except OddsCancelled:
            self.cancelled.emit()
            return
        self.finished.emit(odds)


class TestHandsPanel(QWidget):
    handDealt = Signal(list)         # passcodes of the new hand
    oddsComputed = Signal(object)    # engine.stats.HandOdds
    oddsCancelled = Signal()
    _computeRequested = Signal(object)

    def __init__(self, main: list[int], db: Any, parent: QWidget | None = None,
                 seed: int | None = None) -> None:
        super().__init__(parent)
        self.main = list(main)
        self.db = db
        self.hand: list[int] = []
        self.hand_seed: int | None = None

        self.draw_first = QCheckBox(self.tr("With the first-turn draw (6 cards)"), self)
        self.deal_button = QPushButton(self.tr("Shuffle and draw"), self)
        self.deal_button.setObjectName("dealHand")
        self.deal_button.clicked.connect(self.deal_again)
        self.seed = QSpinBox(self)
        self.seed.setObjectName("handSeed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(secrets.randbelow(MAX_SEED) if seed is None else seed)
        self.seed.setToolTip(self.tr("The next hand is dealt from this seed; type a seed shown "
                                     "earlier to deal that hand again."))
        self.hand_label = QLabel(self)
        self.hand_label.setObjectName("handSeedShown")
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
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("cancelOdds")
        self.cancel_button.clicked.connect(self.cancel_odds)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("oddsProgress")
        self.chart = OddsChart(self)
        self.summary = QLabel(self)
        self._running = False

        hands = QGroupBox(self.tr("Test hand"), self)
        hl = QVBoxLayout(hands)
        hl.addWidget(self.deal_button)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Seed:"), self))
        row.addWidget(self.seed, 1)
        hl.addLayout(row)
        hl.addWidget(self.draw_first)
        hl.addWidget(self.hand_label)
        hl.addWidget(self.hand_list)
        stats = QGroupBox(self.tr("Opening-hand odds"), self)
        sl = QVBoxLayout(stats)
        sl.addWidget(QLabel(self.tr("Tick the cards to look for:"), self))
        sl.addWidget(self.card_list)
        form = QFormLayout()
        form.addRow(self.tr("Simulated openings:"), self.trials)
        sl.addLayout(form)
        row2 = QHBoxLayout()
        row2.addWidget(self.odds_button)
        row2.addWidget(self.progress, 1)
        row2.addWidget(self.cancel_button)
        sl.addLayout(row2)
        sl.addWidget(self.chart)
        sl.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.addWidget(hands)
        layout.addWidget(stats)

        self._thread = QThread(self)
        self._thread.setObjectName("OddsWorker")
        self._worker = OddsWorker()
        self._worker.moveToThread(self._thread)
        self._computeRequested.connect(self._worker.compute)
        self._worker.progressed.connect(self.progress.setValue)
        self._worker.finished.connect(self._odds_done)
        self._worker.cancelled.connect(self._odds_cancelled)
        self._set_running(False)

    def _name(self, code: int) -> str:
        try:
            return self.db.get(code).name
        except Exception:  # noqa: BLE001 - an unknown passcode: show the number
            return str(code)

    # ------------------------------------------------------------ hands
    def deal_again(self) -> list[int]:
        seed = self.seed.value()
        self.hand = deal(self.main, seed, self.draw_first.isChecked())
        self.hand_seed = seed
        self.seed.setValue(seed + 1 if seed < MAX_SEED else 0)
        self.hand_label.setText(self.tr("This hand: seed %1").replace("%1", str(seed)))
        self.hand_list.clear()
        for code in self.hand:
            self.hand_list.addItem(self._name(code))
        self.handDealt.emit(list(self.hand))
        return self.hand

    # ------------------------------------------------------------ odds
    def set_wanted(self, codes: list[int]) -> None:
        for i in range(self.card_list.count()):
            item = self.card_list.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in codes
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def wanted(self) -> list[int]:
        return [self.card_list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.card_list.count())
                if self.card_list.item(i).checkState() == Qt.CheckState.Checked]

    def compute_odds(self) -> bool:
        """Start simulating openings on the odds thread; True when it started.

        ``oddsComputed`` (or ``oddsCancelled``) says when it is over.
        """
        wanted = self.wanted()
        if self._running:
            return False
        if not wanted or not self.main:
            self.summary.setText(self.tr("Tick at least one card."))
            self.chart.set_bars([])
            return False
        if not self._thread.isRunning():
            self._thread.start()
        self._wanted = wanted
        trials = self.trials.value()
        self.progress.setRange(0, trials)
        self.progress.setValue(0)
        self.summary.setText(self.tr("Simulating %1 openings…").replace("%1", f"{trials:,}"))
        self._set_running(True)
        self._computeRequested.emit((list(self.main), wanted, trials, self.seed.value(),
                                     self.draw_first.isChecked()))
        return True

    def cancel_odds(self) -> None:
        self._worker.stop()

    def _set_running(self, running: bool) -> None:
        if not running and self._thread.isRunning():
            self._thread.quit()  # the thread runs only while it computes
            self._thread.wait()
        self._running = running
        self.odds_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.progress.setVisible(running)

    def _odds_done(self, odds: Any) -> None:
        self._set_running(False)
        wanted = self._wanted
        bars = [(self._name(c), odds.per_card[c]) for c in wanted]
        if len(wanted) > 1:
            bars.append((self.tr("Any of them"), odds.any_of))
            bars.append((self.tr("All of them"), odds.all_of))
        self.chart.set_bars(bars)
        self.summary.setText(self.tr("%1 simulated openings").replace("%1", f"{odds.trials:,}"))
        self.oddsComputed.emit(odds)

    def _odds_cancelled(self) -> None:
        self._set_running(False)
        self.summary.setText(self.tr("Cancelled."))
        self.oddsCancelled.emit()

    def stop(self) -> None:
        """Stop the odds thread (the window is closing): the computation ends at its next
        progress step."""
        self._worker.stop()
        self._thread.quit()
        self._thread.wait()

    def closeEvent(self, event: Any) -> None:
        self.stop()
        super().closeEvent(event)
