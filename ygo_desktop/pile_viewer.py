"""Pile viewers: a GY, the banished cards, an Extra Deck, an Xyz Monster's materials, or the
Deck where the viewer may look, as card faces -- and a place to choose cards from.

A viewer shows a live model of the pile (it follows the duel) with a
:class:`CardFaceDelegate`. While a "choose cards" prompt asks for cards that lie
in the pile, its candidates are outlined and a click (or Enter) chooses them
through the controller, exactly like a click on the mat; "Confirm" answers.
Names appear only where the viewer may see them: the models hold only what the
engine's view gives.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.card_face import CARD_RATIO, paint_card
from ygo_desktop.labels import pile_label, player_title
from ygo_desktop.mat import intents
from ygo_desktop.models import CardRole, PileModel

CHOOSE = QColor("#ffcc33")
SELECTED = QColor("#3aa0ff")
Index = QModelIndex | QPersistentModelIndex


class CardFaceDelegate(QStyledItemDelegate):
    """Paints a row's card (face, picture or back) and the marks of a pending cards prompt."""

    CARD_WIDTH = 96

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(self.CARD_WIDTH + 8, int(self.CARD_WIDTH / CARD_RATIO) + 8)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        card = index.data(CardRole.Card)
        if card is None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        box = QRectF(option.rect).adjusted(4, 4, -4, -4)
        rect = QRectF(0, 0, self.CARD_WIDTH, self.CARD_WIDTH / CARD_RATIO)
        rect.moveCenter(box.center())
        paint_card(painter, rect, card)
        c = self.controller
        prompt = c.prompt
        chosen = card.uid in c.selection
        candidate = prompt is not None and prompt.kind == "cards" and card.uid in prompt.candidates
        hover = bool(option.state & QStyle.StateFlag.State_MouseOver)
        focus = bool(option.state & QStyle.StateFlag.State_HasFocus)
        if chosen or candidate or focus or hover:
            color = SELECTED if chosen else CHOOSE if candidate else QColor("#ffffff")
            painter.setPen(QPen(color, 4 if chosen else 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        if chosen:
            badge = QRectF(0, 0, 22, 22)
            badge.moveCenter(QPointF(rect.right() - 8, rect.top() + 8))
            painter.setPen(QPen(QColor("#101010"), 1.2))
            painter.setBrush(SELECTED)
            painter.drawEllipse(badge)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "✓")
        painter.restore()


class PileViewer(QDialog):
    """A non-modal window on one pile; ``area`` is "gy", "banished", "extra", "deck" or
    "materials" (then ``holder`` is the uid of the Xyz Monster)."""

    def __init__(self, controller: Any, player: int, area: str, parent: QWidget | None = None,
                 holder: int | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player, self.area, self.holder = player, area, holder
        self.setObjectName(f"pile_{player}_{area}")
        self.setModal(False)
        if area == "materials":
            self.model: PileModel = PileModel(player, area, self)  # refreshed from each view
            self._refresh_materials()
            controller.viewApplied.connect(self._refresh_materials)
        else:
            self.model = controller.sides[player].model(area)  # the live model of the pile
        self.hint = QLabel(self)
        self.hint.setObjectName("pileHint")
        self.hint.setWordWrap(True)
        self.list = QListView(self)
        self.list.setObjectName("pileCards")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setWrapping(True)
        self.list.setUniformItemSizes(True)
        self.list.setSpacing(2)
        self.list.setMouseTracking(True)
        self.list.setDragEnabled(False)
        self.delegate = CardFaceDelegate(controller, self.list)
        self.list.setItemDelegate(self.delegate)
        self.list.setModel(self.model)
        self.list.clicked.connect(self._clicked)
        self.list.activated.connect(self._clicked)
        self.list.setAccessibleName(self.windowTitle())
        self.confirm = QPushButton(self.tr("Confirm"), self)
        self.confirm.setObjectName("pileConfirm")
        self.confirm.clicked.connect(controller.confirm_selection)
        self.hidden_note = QLabel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.confirm, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hidden_note)
        layout.addWidget(buttons)
        controller.selectionChanged.connect(self._refresh)
        controller.promptChanged.connect(self._refresh)
        controller.viewApplied.connect(self._refresh)
        self._refresh()
        self.resize(5 * (CardFaceDelegate.CARD_WIDTH + 12) + 40, 420)

    # ------------------------------------------------------------ reading
    def cards(self) -> list[Any]:
        return self.model.cards()

    def candidates(self) -> list[int]:
        """Cards of this pile the pending prompt lets the viewer choose."""
        prompt = self.controller.prompt
        if prompt is None or prompt.kind != "cards":
            return []
        return [c.uid for c in self.model.cards() if c.uid in prompt.candidates]

    def index_of(self, uid: int) -> QModelIndex:
        return self.model.index(self.model.row_of(uid), 0)

    # ------------------------------------------------------------ updating
    def _refresh_materials(self) -> None:
        view = self.controller.view
        holder = intents.find_card(view, self.holder) if view is not None and \
            self.holder is not None else None
        self.model.set_cards(list(holder.materials) if holder is not None else [])

    def _refresh(self, *_: Any) -> None:
        c = self.controller
        self.setWindowTitle(self.tr("%1 — %2").replace("%1", pile_label(self.area)).replace(
            "%2", player_title(self.player, c.viewer)))
        choose = self.candidates()
        prompt = c.prompt
        if choose:
            chosen = len(c.selection)
            wanted = str(prompt.min) if prompt.min == prompt.max else f"{prompt.min}–{prompt.max}"
            self.hint.setText(self.tr("Choose: click the outlined cards (%1 of %2 chosen).")
                              .replace("%1", str(chosen)).replace("%2", wanted))
        else:
            self.hint.setText(self.tr("%n card(s)", "", self.model.rowCount()))
        self.confirm.setVisible(bool(choose))
        self.confirm.setEnabled(bool(choose) and prompt.min <= len(c.selection) <= prompt.max
                                and not c.busy)
        hidden = 0
        if self.area == "extra":
            hidden = c.sides[self.player].extra_count - self.model.rowCount()
        self.hidden_note.setText(self.tr("%n face-down card(s) not shown", "", hidden)
                                 if hidden > 0 else "")
        self.hidden_note.setVisible(hidden > 0)
        self.list.viewport().update()

    # ------------------------------------------------------------ input
    def _clicked(self, index: QModelIndex) -> None:
        card = self.model.card(index.row())
        if card is None:
            return
        self.controller.hovered.emit(card)
        if card.uid in self.candidates():
            self.controller.toggle(card.uid)

    def choose(self, uid: int) -> None:
        """Click the card ``uid`` in the list, as a player does (tests, keyboard users)."""
        self._clicked(self.index_of(uid))
