"""What every prompt widget shares: the prompt, the controller, and the way to answer."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ygo_desktop.i18n import tr
from ygo_desktop.labels import pile_label, zone_label


class PromptWidget(QWidget):
    """One prompt kind. Subclasses build their controls in ``build`` and answer with ``send``."""

    def __init__(self, prompt: Any, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = prompt
        self.controller = controller
        self.setObjectName(f"prompt_{prompt.kind}")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(6)
        if prompt.hint:
            hint = QLabel(prompt.hint)
            hint.setObjectName("promptHint")
            hint.setWordWrap(True)
            self.layout_.addWidget(hint)
        self.build()
        self.layout_.addStretch(1)

    def build(self) -> None:
        raise NotImplementedError

    def send(self, answer: Any) -> None:
        self.setEnabled(False)
        self.controller.submit(answer)

    def button(self, text: str, slot: Any, default: bool = False) -> QPushButton:
        b = QPushButton(text, self)
        b.clicked.connect(slot)
        if default:
            b.setDefault(True)
            b.setAutoDefault(True)
        return b

    def card_text(self, uid: int) -> str:
        """A card's name for this viewer, or where an unknown card is."""
        card = self.controller.card(uid)
        if card is None:
            return tr("Card #%1").replace("%1", str(uid))
        if card.name is not None:
            return card.name
        whose = tr("yours") if card.controller == self.controller.viewer else tr("opponent's")
        where = zone_label(card.location, card.zone) if card.zone >= 0 else \
            pile_label(card.location)
        return tr("Face-down card (%1, %2)").replace("%1", where).replace("%2", whose)
