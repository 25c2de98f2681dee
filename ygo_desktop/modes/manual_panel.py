"""The manual-moves panel: builds ``ManualAnswer``s for any card, any zone (solo, puzzles).

It reads the current ``PlayerView`` and emits ``answerBuilt``; the engine
validates the move and the refusal, if any, comes back like any other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.card_face import facts_for
from ygo_desktop.models.card_list import describe
from ygo_desktop.modes import manual_moves as mm

LOCATION_LABELS = {"hand": "hand", "gy": "GY", "banished": "banished", "extra": "Extra Deck",
                   "monsters": "Monster Zone", "extra_monsters": "Extra Monster Zone",
                   "spells": "S/T Zone", "field": "Field Zone", "deck": "Deck"}


def _row(*widgets: QWidget) -> QHBoxLayout:
    """The widgets side by side, for one row of a form."""
    row = QHBoxLayout()
    for w in widgets:
        row.addWidget(w)
    return row


class ManualMovesPanel(QWidget):
    answerBuilt = Signal(object)  # a ManualAnswer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: Any = None
        self.allowed = (True, True)
        self._stale = False  # the card list waits for the panel to show

        self.actor = QComboBox(self)
        self.actor.setObjectName("manualPlayer")
        self.actor.addItem(self.tr("Player 1"), 0)
        self.actor.addItem(self.tr("Player 2"), 1)

        self.card = QComboBox(self)
        self.card.setObjectName("manualCard")
        self.dest = QComboBox(self)
        self.dest.setObjectName("manualDestination")
        for to, _zone in mm.DESTINATIONS:
            self.dest.addItem(self.tr(mm.DESTINATION_LABELS[to]), to)
        self.zone = QSpinBox(self)
        self.zone.setRange(-1, 4)
        self.zone.setSpecialValueText(self.tr("first free"))
        self.zone.setValue(-1)
        self.face = QComboBox(self)
        self.face.addItem(self.tr("Face-up Attack"), (True, "attack"))
        self.face.addItem(self.tr("Face-up Defense"), (True, "defense"))
        self.face.addItem(self.tr("Face-down (Set)"), (False, "defense"))
        self.move_button = QPushButton(self.tr("Move"), self)
        self.move_button.setObjectName("manualMove")
        self.move_button.clicked.connect(self._move)

        self.amount = QSpinBox(self)
        self.amount.setRange(1, 60)
        draw = QPushButton(self.tr("Draw"), self)
        draw.setObjectName("manualDraw")
        draw.clicked.connect(lambda: self._emit(mm.draw(self._actor(), self.amount.value())))
        mill = QPushButton(self.tr("Mill"), self)
        mill.setObjectName("manualMill")
        mill.clicked.connect(lambda: self._emit(mm.mill(self._actor(), self.amount.value())))
        shuffle = QPushButton(self.tr("Shuffle Deck"), self)
        shuffle.setObjectName("manualShuffle")
        shuffle.clicked.connect(lambda: self._emit(mm.shuffle(self._actor())))

        self.lp = QSpinBox(self)
        self.lp.setRange(-999_999, 999_999)
        self.lp.setSingleStep(100)
        self.lp.setValue(-1000)
        lp = QPushButton(self.tr("Change LP"), self)
        lp.setObjectName("manualLp")
        lp.clicked.connect(lambda: self._emit(mm.change_lp(self._actor(), self.lp.value())))

        self.counter_kind = QLineEdit("counter", self)
        plus = QPushButton(self.tr("+ counter"), self)
        plus.clicked.connect(lambda: self._card_move(
            lambda p, c: mm.counter(p, c, 1, self.counter_kind.text() or "counter")))
        minus = QPushButton(self.tr("− counter"), self)
        minus.clicked.connect(lambda: self._card_move(
            lambda p, c: mm.counter(p, c, -1, self.counter_kind.text() or "counter")))
        reveal = QPushButton(self.tr("Reveal / hide"), self)
        reveal.clicked.connect(lambda: self._card_move(mm.reveal))
        control = QPushButton(self.tr("Switch control"), self)
        control.setObjectName("manualControl")
        control.clicked.connect(lambda: self._card_move(mm.take_control))
        position = QPushButton(self.tr("Change position"), self)
        position.clicked.connect(self._position)

        self.token_name = QLineEdit("Sheep Token", self)
        self.token_name.setObjectName("manualTokenName")
        token = QPushButton(self.tr("Create Token"), self)
        token.setObjectName("manualToken")
        token.clicked.connect(self._token)

        card_box = QGroupBox(self.tr("Card"), self)
        form = QFormLayout(card_box)
        form.addRow(self.tr("Card:"), self.card)
        form.addRow(self.tr("To:"), self.dest)
        form.addRow(self.tr("Zone:"), self.zone)
        form.addRow(self.tr("As:"), self.face)
        form.addRow(self.move_button)
        form.addRow(_row(reveal, control, position))
        form.addRow(self.tr("Counters:"), _row(self.counter_kind, plus, minus))
        player_box = QGroupBox(self.tr("Player"), self)
        pform = QFormLayout(player_box)
        pform.addRow(self.tr("Acting player:"), self.actor)
        pform.addRow(self.tr("Cards:"), _row(self.amount, draw, mill, shuffle))
        pform.addRow(self.tr("Life Points:"), _row(self.lp, lp))
        pform.addRow(self.tr("Token:"), _row(self.token_name, token))
        layout = QVBoxLayout(self)
        layout.addWidget(player_box)
        layout.addWidget(card_box)
        layout.addStretch(1)

    # ------------------------------------------------------------ input
    def set_view(self, view: Any) -> None:
        """Refresh the card list from ``view`` (keeps the chosen card when it is still there).

        While the panel is hidden (another tab) only the view is kept: the list is built
        when the panel shows, not after every answer.
        """
        self.view = view
        if not self.isVisible():
            self._stale = True
            return
        self._fill()

    def showEvent(self, event: Any) -> None:
        if self._stale:
            self._fill()
        super().showEvent(event)

    def _fill(self) -> None:
        self._stale = False
        view = self.view
        keep = self.card.currentData()
        self.card.blockSignals(True)
        self.card.clear()
        if view is not None:
            for c in mm.iter_cards(view):
                where = LOCATION_LABELS.get(c.location, c.location)
                self.card.addItem(f"Player {c.controller + 1} {where}: {describe(c)}", c.uid)
        index = self.card.findData(keep)
        self.card.setCurrentIndex(max(0, index))
        self.card.blockSignals(False)

    def set_allowed(self, allowed: tuple[bool, bool]) -> None:
        self.allowed = allowed
        self.setEnabled(any(allowed))

    def lock_actor(self, player: int | None) -> None:
        """While a card played by hand resolves only its controller moves (None: free again)."""
        if player is not None:
            self.actor.setCurrentIndex(self.actor.findData(player))
        self.actor.setEnabled(player is None)

    def select_card(self, uid: int) -> None:
        if self._stale:
            self._fill()
        self.card.setCurrentIndex(max(0, self.card.findData(uid)))

    def set_destination(self, to: str, zone: int = -1, face: int = 0) -> None:
        self.dest.setCurrentIndex(self.dest.findData(to))
        self.zone.setValue(zone)
        self.face.setCurrentIndex(face)

    # ------------------------------------------------------------ output
    def _actor(self) -> int:
        return int(self.actor.currentData())

    def _emit(self, answer: Any) -> None:
        self.answerBuilt.emit(answer)

    def _card_move(self, build: Any) -> None:
        uid = self.card.currentData()
        if uid is not None:
            self._emit(build(self._actor(), uid))

    def _move(self) -> None:
        uid = self.card.currentData()
        if uid is None:
            return
        to = self.dest.currentData()
        face_up, position = self.face.currentData()
        zone: int | None = self.zone.value()
        player = self._actor()
        if to in mm.ROW_SIZE:
            if zone is None or zone < 0:
                free = mm.free_zones(self.view, player, to) if self.view is not None else [0]
                zone = free[0] if free else 0
        else:
            zone = None
        self._emit(mm.move(player, uid, to, zone, face_up, position if to in
                           ("monsters", "extra_monsters") else None))

    def _position(self) -> None:
        uid = self.card.currentData()
        card = mm.find(self.view, uid) if self.view is not None and uid is not None else None
        if card is None:
            return
        new = "defense" if card.position == "attack" else "attack"
        self._emit(mm.set_position(self._actor(), uid, new, True))

    def _token(self) -> None:
        player = self._actor()
        free = mm.free_zones(self.view, player, "monsters") if self.view is not None else [0]
        self._emit(mm.token(player, free[0] if free else 0, self.token_name.text()))

    def entries_for(self, uid: int) -> list[mm.ManualEntry]:
        """Context-menu entries for a card on the mat (the mat can call this)."""
        card = mm.find(self.view, uid) if self.view is not None else None
        if card is None:
            return []
        return mm.card_entries(self.view, self._actor(), card, facts_for(card.code))
