"""``DuelWidget``: the mat in the middle, the card detail on the left, prompt and log on the right."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListView, QVBoxLayout, QWidget

from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.mat.scene import MatScene
from ygo_desktop.mat.view import MatView
from ygo_desktop.phase_bar import PhaseBar
from ygo_desktop.pile_dialog import PileDialog
from ygo_desktop.prompts.panel import PromptPanel


class DuelWidget(QWidget):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duel")
        self.controller = controller
        self.scene = MatScene(controller, self)
        self.mat = MatView(self.scene, self)
        self.detail = CardDetailPanel(self)
        self.detail.setFixedWidth(260)
        self.phases = PhaseBar(controller, self)
        self.prompts = PromptPanel(controller, self)
        self.chain = QListView(self)
        self.chain.setObjectName("chainStrip")
        self.chain.setAccessibleName(self.tr("Chain"))
        self.chain.setModel(controller.chain)
        self.chain.setFlow(QListView.Flow.LeftToRight)
        self.chain.setSpacing(4)
        self.chain.setFixedHeight(34)
        self.chain.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.chain.clicked.connect(self._chain_clicked)
        self.chain_label = QLabel(self.tr("Chain"), self)
        self.chain_label.setObjectName("chainLabel")
        self.log = QListView(self)
        self.log.setObjectName("duelLog")
        self.log.setAccessibleName(self.tr("Duel log"))
        self.log.setModel(controller.log)
        self.log.setWordWrap(True)
        self.log.setUniformItemSizes(False)
        controller.log.rowsInserted.connect(lambda *_: self.log.scrollToBottom())

        centre = QVBoxLayout()
        centre.setSpacing(4)
        centre.addWidget(self.phases)
        strip = QHBoxLayout()
        strip.addWidget(self.chain_label)
        strip.addWidget(self.chain, 1)
        centre.addLayout(strip)
        centre.addWidget(self.mat, 1)

        right = QVBoxLayout()
        right.addWidget(self.prompts, 3)
        log_title = QLabel(self.tr("Duel log"), self)
        log_title.setObjectName("sectionTitle")
        right.addWidget(log_title)
        right.addWidget(self.log, 2)
        side = QFrame(self)
        side.setObjectName("sidePanel")
        side.setLayout(right)
        side.setFixedWidth(330)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.detail)
        layout.addLayout(centre, 1)
        layout.addWidget(side)

        controller.hovered.connect(self.detail.show_card)
        self.scene.pileRequested.connect(self.open_pile)
        self._piles: list[PileDialog] = []

    def sizeHint(self) -> QSize:
        return QSize(1600, 1000)

    def open_pile(self, player: int, area: str) -> PileDialog:
        dialog = PileDialog(self.controller, player, area, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _chain_clicked(self, index: Any) -> None:
        card = self.controller.card(self.controller.chain.link(index.row()).card)
        if card is not None:
            self.controller.hovered.emit(card)
