"""Open game states (idle, battle) and chain responses: the legal actions as a list and buttons.

The mat offers the same actions (drag, double-click, context menu); this list
makes each one reachable with the keyboard.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QListWidgetItem, QPushButton

from engine.prompts import ActionAnswer
from ygo_desktop.i18n import tr
from ygo_desktop.labels import action_label
from ygo_desktop.prompts.base import PromptWidget

_PHASE_DOS = ("pendulum_summon", "battle", "main2", "end_turn", "pass")


class ActionPromptWidget(PromptWidget):
    def build(self) -> None:
        card_options = [o for o in self.prompt.options if o.card is not None]
        #: the card actions; None when there are none (a list view is costly to build and
        #: polish, and most questions -- Pass, End Turn -- name no card)
        self.list: QListWidget | None = None
        if card_options:
            self.list = QListWidget(self)
            self.list.setObjectName("actionList")
            self.list.setAccessibleName(tr("Legal actions"))
            self.list.setWordWrap(True)
            self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            for option in card_options:
                answer = ActionAnswer(do=option.do, card=option.card, effect=option.effect,
                                      target=option.target)
                text = f"{action_label(answer, self._name)} — {self.card_text(option.card)}"
                item = QListWidgetItem(text, self.list)
                item.setData(Qt.ItemDataRole.UserRole, answer)
                item.setData(Qt.ItemDataRole.UserRole + 1, option.card)
            self.list.itemActivated.connect(self._activated)
            self.list.currentItemChanged.connect(self._current)
            self.layout_.addWidget(QLabel(tr("Actions (double-click or Enter):")))
            self.layout_.addWidget(self.list)
        row = QGridLayout()
        self.phase_buttons: dict[str, QPushButton] = {}
        for option in self.prompt.options:
            if option.card is None and option.do in _PHASE_DOS:
                answer = ActionAnswer(do=option.do)
                b = self.button(action_label(answer), lambda _=False, a=answer: self.send(a),
                                default=option.do == "pass")
                b.setObjectName(f"do_{option.do}")
                n = len(self.phase_buttons)
                self.phase_buttons[option.do] = b
                row.addWidget(b, n // 2, n % 2)
        self.layout_.addLayout(row)

    def _name(self, uid: int) -> str | None:
        card = self.controller.card(uid)
        return None if card is None else card.name

    def _activated(self, item: QListWidgetItem) -> None:
        self.send(item.data(Qt.ItemDataRole.UserRole))

    def _current(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if item is not None:
            card = self.controller.card(item.data(Qt.ItemDataRole.UserRole + 1))
            if card is not None:
                self.controller.hovered.emit(card)


class ChainPromptWidget(ActionPromptWidget):
    """A chance to respond: the chain so far, what can be activated (lit on the mat), Pass."""

    def build(self) -> None:
        if self.prompt.chain:
            links = " → ".join(f"{ln.link}. {ln.name}" for ln in self.prompt.chain)
            label = QLabel(tr("Chain: %1").replace("%1", links))
            label.setWordWrap(True)
            label.setObjectName("chainSoFar")
            self.layout_.addWidget(label)
        super().build()
