"""``DuelWidget``: the table every duel window shows.

    card detail | phase and turn bar            | puzzle goal
                | chain strip                   | the engine's question (prompt panel)
                | the mat (both fields, hands)  | tabs: log, manual moves, chain
                | (replay controls)             |       settings, test hands

The three columns sit in a splitter (its sizes are remembered). Piles open as
:class:`~ygo_desktop.pile_viewer.PileViewer` windows -- a click on a GY, the
banished cards, an Extra Deck, the Deck where the viewer may look, or an Xyz
Monster's materials -- and open by themselves when a "choose cards" prompt
asks for cards that lie in a pile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.mat.scene import MatScene
from ygo_desktop.mat.view import MatView
from ygo_desktop.phase_bar import PhaseBar
from ygo_desktop.pile_viewer import PileViewer
from ygo_desktop.prompts.panel import PromptPanel, PromptSlot

#: piles a "choose cards" prompt may ask from, besides the field and the hand
CHOOSABLE_PILES = ("gy", "banished", "extra", "deck")


class DuelWidget(QWidget):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duel")
        self.controller = controller
        self.scene = MatScene(controller, self)
        self.mat = MatView(self.scene, self)
        self.detail = CardDetailPanel(self)
        self.detail.setMinimumWidth(200)
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
        # one line per event, elided (the whole line is its tooltip): with uniform rows a new
        # line costs the same at event 3,000 as at event 3 (word-wrapped rows were measured
        # again on every insert)
        self.log.setUniformItemSizes(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        controller.log.rowsInserted.connect(lambda *_: self.log.scrollToBottom())
        self.goal = QLabel(self)
        self.goal.setObjectName("puzzleTitle")
        self.goal.setWordWrap(True)
        self.goal.setVisible(False)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sideTabs")
        self.tabs.addTab(self.log, self.tr("Log"))

        self.centre = QWidget(self)
        centre = QVBoxLayout(self.centre)
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(4)
        centre.addWidget(self.phases)
        strip = QHBoxLayout()
        strip.addWidget(self.chain_label)
        strip.addWidget(self.chain, 1)
        centre.addLayout(strip)
        centre.addWidget(self.mat, 1)
        self.centre_layout = centre

        self.side = QFrame(self)
        self.side.setObjectName("sidePanel")
        side = QVBoxLayout(self.side)
        side.addWidget(self.goal)
        side.addWidget(PromptSlot(self.prompts, self.side), 2)  # a question: no window relayout
        side.addWidget(self.tabs, 3)
        self.side.setMinimumWidth(300)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("table")
        self.splitter.setChildrenCollapsible(False)
        for column in (self.detail, self.centre, self.side):
            self.splitter.addWidget(column)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([220, 1000, 370])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.splitter)

        controller.hovered.connect(self.detail.show_card)
        self.scene.pileRequested.connect(self.open_pile)
        self.scene.materialsRequested.connect(self.open_materials)
        controller.promptChanged.connect(self._open_piles_to_choose_from)
        self.piles: dict[tuple[int, str, int | None], PileViewer] = {}
        self._opened_for_prompt: list[PileViewer] = []

    def sizeHint(self) -> QSize:
        return QSize(1600, 1000)

    def set_goal(self, text: str) -> None:
        self.goal.setText(text)
        self.goal.setVisible(bool(text))

    def add_bottom(self, widget: QWidget) -> None:
        """A bar under the mat (the replay controls)."""
        self.centre_layout.addWidget(widget)

    # ------------------------------------------------------------ pile viewers
    def open_pile(self, player: int, area: str, holder: int | None = None) -> PileViewer:
        """Show ``player``'s pile (or the materials of the Xyz Monster ``holder``)."""
        key = (player, area, holder)
        viewer = self.piles.get(key)
        if viewer is None:
            viewer = PileViewer(self.controller, player, area, self, holder)
            viewer.finished.connect(lambda _result, k=key: self._forget(k))
            self.piles[key] = viewer
        viewer.show()
        viewer.raise_()
        return viewer

    def open_materials(self, uid: int) -> PileViewer | None:
        card = self.controller.card(uid)
        if card is None:
            return None
        return self.open_pile(card.controller, "materials", uid)

    def close_piles(self) -> None:
        """Close every pile viewer (a hand-over: the next player must not see this seat's)."""
        for viewer in list(self.piles.values()):
            viewer.close()
            viewer.deleteLater()
        self.piles.clear()
        self._opened_for_prompt.clear()

    def _forget(self, key: tuple[int, str, int | None]) -> None:
        viewer = self.piles.pop(key, None)
        if viewer is not None:
            if viewer in self._opened_for_prompt:
                self._opened_for_prompt.remove(viewer)
            viewer.deleteLater()

    def _open_piles_to_choose_from(self, prompt: Any) -> None:
        """A "choose cards" prompt with candidates in piles opens those piles; they close
        again when the question is answered (the ones the player opened stay)."""
        opened, self._opened_for_prompt = self._opened_for_prompt, []
        for viewer in opened:
            viewer.close()
        view = self.controller.view
        if prompt is None or prompt.kind != "cards" or view is None:
            return
        wanted = set(prompt.candidates)
        for side in view.players:
            for area in CHOOSABLE_PILES:
                if any(c.uid in wanted for c in getattr(side, area)):
                    key = (side.player, area, None)
                    already = key in self.piles and self.piles[key].isVisible()
                    viewer = self.open_pile(side.player, area)
                    if not already:
                        self._opened_for_prompt.append(viewer)
            for card in [*side.monsters, *side.extra_monsters]:
                if card is not None and any(m.uid in wanted for m in card.materials):
                    materials = self.open_materials(card.uid)
                    if materials is not None:
                        self._opened_for_prompt.append(materials)

    def _chain_clicked(self, index: Any) -> None:
        card = self.controller.card(self.controller.chain.link(index.row()).card)
        if card is not None:
            self.controller.hovered.emit(card)
