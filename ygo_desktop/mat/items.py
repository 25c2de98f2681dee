"""The mat's graphics items: zones, cards, piles, Life Points and the refusal bubble.

Items only draw and forward input to the scene; they hold no rules.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ygo_desktop.card_face import facts_for, paint_back, paint_face, pictures
from ygo_desktop.face_layout import fit
from ygo_desktop.mat.geometry import CARD_H, CARD_W, PILE_CARD_SCALE

LEGAL = QColor("#3ddc84")
CHOOSE = QColor("#ffcc33")
SELECTED = QColor("#3aa0ff")
REFUSED = QColor("#ff5a4f")


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(int(px))
    f.setBold(bold)
    return f


def _badge(p: QPainter, center: QPointF, text: str, color: QColor, radius: float = 11.0) -> None:
    p.setPen(QPen(QColor("#101010"), 1.2))
    p.setBrush(color)
    width = max(2 * radius, QFontMetricsF(_font(radius * 1.2, True)).horizontalAdvance(text) + 10)
    rect = QRectF(center.x() - width / 2, center.y() - radius, width, 2 * radius)
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(QColor("#fff") if color.lightness() < 150 else QColor("#111"))
    p.setFont(_font(radius * 1.2, True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ZoneItem(QGraphicsObject):
    """One zone cell: the highlight of a drag or a zone prompt over it, and its clicks.

    The cell itself (outline and name) never changes during a duel, so it is drawn into the
    mat's cached background (``paint_cell``); the item shows only while it is highlighted,
    so an ordinary repaint of the mat copies no zone at all.
    """

    def __init__(self, player: int, area: str, index: int, rect: QRectF, label: str,
                 mine: bool) -> None:
        super().__init__()
        self.player, self.area, self.index = player, area, index
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.label = label
        self.mine = mine
        self.drop_legal = False
        self.drop_hover = False
        self.choosable = False
        self.setZValue(0)
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # repaint = one blit
        self.setToolTip(label)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    @property
    def highlighted(self) -> bool:
        return self.drop_legal or self.drop_hover or self.choosable

    def set_state(self, *, drop_legal: bool | None = None, drop_hover: bool | None = None,
                  choosable: bool | None = None) -> None:
        before = (self.drop_legal, self.drop_hover, self.choosable)
        if drop_legal is not None:
            self.drop_legal = drop_legal
        if drop_hover is not None:
            self.drop_hover = drop_hover
        if choosable is not None:
            self.choosable = choosable
        if before != (self.drop_legal, self.drop_hover, self.choosable):
            self.setCursor(Qt.CursorShape.PointingHandCursor if self.choosable
                           else Qt.CursorShape.ArrowCursor)
            self.setVisible(self.highlighted)
            self.update()

    def paint_cell(self, p: QPainter) -> None:
        """The zone as the mat's background shows it (in the item's own coordinates)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.4))
        p.setBrush(QColor(255, 255, 255, 16 if self.mine else 10))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(QColor(255, 255, 255, 90))
        box = r.adjusted(3, 4, -3, -4)
        p.setFont(fit(self.label, QRectF(0, 0, box.width(), 14), 12, True, 7) or _font(7, True))
        p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.label)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(2, 2, -2, -2)
        fill, edge = QColor(255, 204, 51, 60), CHOOSE
        if self.drop_legal:
            fill, edge = QColor(61, 220, 132, 55), LEGAL
        if self.drop_hover:
            fill = QColor(61, 220, 132, 120) if self.drop_legal else QColor(255, 90, 79, 60)
        p.setPen(QPen(edge, 3.0) if self.choosable or self.drop_legal else Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(r, 8, 8)

    def mousePressEvent(self, event: Any) -> None:
        if self.choosable and event.button() == Qt.MouseButton.LeftButton:
            self.scene().zone_clicked(self)  # type: ignore[attr-defined]
            event.accept()
        else:
            event.ignore()


class CardItem(QGraphicsObject):
    """A card on the mat or in a hand: face, back, or a Set card its controller can read."""

    def __init__(self, player: int, area: str, index: int, mine: bool) -> None:
        super().__init__()
        self.player, self.area, self.index, self.mine = player, area, index, mine
        self.card: Any = None
        self.actionable = False
        self.selectable = False
        self.selected = False
        self.chain_link = 0
        self.scale_text = ""
        self._press: QPointF | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(2)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)

    @property
    def uid(self) -> int | None:
        return None if self.card is None else self.card.uid

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12)

    def set_card(self, card: Any) -> None:
        if card == self.card and self.isVisible() == (card is not None):
            return  # nothing to draw again (the cached rendering stays)
        self.card = card
        self.setVisible(card is not None)
        on_field = self.area in ("monsters", "extra_monsters")
        sideways = on_field and card is not None and card.position == "defense"
        self.setRotation(90 if sideways else 0)
        self.setToolTip(_tooltip(card))
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.actionable else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_marks(self, *, actionable: bool, selectable: bool, selected: bool, chain_link: int) -> None:
        marks = (actionable, selectable, selected, chain_link)
        if marks != (self.actionable, self.selectable, self.selected, self.chain_link):
            self.actionable, self.selectable, self.selected, self.chain_link = marks
            self.setCursor(Qt.CursorShape.OpenHandCursor if actionable else
                           Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
            self.update()

    # ------------------------------------------------------------ painting
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if card is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        for i in range(min(len(card.materials), 3), 0, -1):  # Xyz Materials peek out behind
            p.setPen(QPen(QColor("#111"), 1))
            p.setBrush(QColor("#3a3a44"))
            p.drawRoundedRect(rect.translated(-4 * i, -4 * i), 4, 4)
        known = card.name is not None
        if not known:
            paint_back(p, rect)
        else:
            data = facts_for(card.code)
            picture = pictures.pixmap(card.code)
            if picture is not None:
                p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # a scaled picture
                p.drawPixmap(rect, picture, QRectF(picture.rect()))
            else:
                paint_face(p, rect, data, card)
            if not card.face_up and self.area != "hand":
                self._veil(p, rect)
        self._paint_marks(p, rect)

    def _veil(self, p: QPainter, rect: QRectF) -> None:
        """A Set card its controller may read: the face under a dark veil, marked SET."""
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 12, 6, 150))
        p.drawRoundedRect(rect, 4, 4)
        band = QRectF(rect.left(), rect.center().y() - 11, rect.width(), 22)
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRect(band)
        p.setPen(QColor("#ffd37a"))
        p.setFont(_font(13, True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.tr("SET"))

    def _paint_marks(self, p: QPainter, rect: QRectF) -> None:
        card = self.card
        if self.selected or self.selectable or self.actionable or self.hasFocus():
            color = SELECTED if self.selected else CHOOSE if self.selectable else LEGAL
            if self.hasFocus() and not (self.selected or self.selectable or self.actionable):
                color = QColor("#ffffff")
            p.setPen(QPen(color, 4 if self.selected else 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
        if self.selected:
            _badge(p, QPointF(rect.right() - 6, rect.top() + 6), "✓", SELECTED, 11)
        if self.chain_link:
            _badge(p, QPointF(rect.center().x(), rect.center().y()), str(self.chain_link),
                   QColor("#e0a020"), 16)
        if card.materials:
            _badge(p, QPointF(rect.left() + 10, rect.bottom() - 10), f"{len(card.materials)}",
                   QColor("#2a2a2e"), 10)
        y = rect.top() + 30
        for kind, count in sorted(card.counters.items()):
            _badge(p, QPointF(rect.left() + 4, y), f"{kind[:1].upper()}{count}", QColor("#7d3cc8"), 10)
            y += 22
        if self.scale_text:
            _badge(p, QPointF(rect.center().x(), rect.bottom() + 2), self.scale_text,
                   QColor("#1c8c78"), 10)

    # ------------------------------------------------------------ input
    def hoverEnterEvent(self, event: Any) -> None:
        self.scene().card_hovered(self)  # type: ignore[attr-defined]
        if self.area == "hand" and self.mine:
            self.setY(self.y() - 14)
            self.setZValue(5)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:
        if self.area == "hand" and self.mine:
            self.setY(self.y() + 14)
            self.setZValue(2)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: Any) -> None:
        if self._press is None:
            return
        if (event.scenePos() - self._press).manhattanLength() * self._zoom() >= \
                QApplication.startDragDistance():
            self._press = None
            self.scene().start_drag(self, event.widget())  # type: ignore[attr-defined]

    def _zoom(self) -> float:
        views = self.scene().views() if self.scene() else []
        return views[0].transform().m11() if views else 1.0

    def mouseReleaseEvent(self, event: Any) -> None:
        if self._press is not None:
            self._press = None
            self.scene().card_clicked(self)  # type: ignore[attr-defined]

    def mouseDoubleClickEvent(self, event: Any) -> None:
        self.scene().card_activated(self, event.screenPos())  # type: ignore[attr-defined]

    def contextMenuEvent(self, event: Any) -> None:
        self.scene().card_menu(self, event.screenPos())  # type: ignore[attr-defined]

    def keyPressEvent(self, event: Any) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.selectable:
                self.scene().card_clicked(self)  # type: ignore[attr-defined]
            else:
                self.scene().card_activated(self, None)  # type: ignore[attr-defined]
        elif key == Qt.Key.Key_Menu:
            self.scene().card_menu(self, None)  # type: ignore[attr-defined]
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: Any) -> None:
        self.scene().card_hovered(self)  # type: ignore[attr-defined]
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: Any) -> None:
        self.update()
        super().focusOutEvent(event)


def _tooltip(card: Any) -> str:
    from ygo_desktop.models.card_list import tooltip

    return tooltip(card) if card is not None else ""


class PileItem(QGraphicsObject):
    """GY, banished, Deck or Extra Deck: the top card, the count; a click opens the list."""

    def __init__(self, player: int, area: str, rect: QRectF, label: str, mine: bool) -> None:
        super().__init__()
        self.player, self.area, self.mine, self.label = player, area, mine, label
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.top: Any = None
        self.count = 0
        self.face_up_count = 0
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(1)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_contents(self, top: Any, count: int, face_up_count: int = 0) -> None:
        if (top, count, face_up_count) == (self.top, self.count, self.face_up_count):
            return
        self.top, self.count, self.face_up_count = top, count, face_up_count
        tip = f"{self.label}: {count}"
        if top is not None and top.name:
            tip += "\n" + self.tr("On top: %1").replace("%1", top.name)
        if self.area == "extra" and face_up_count:
            tip += " " + self.tr("(%n face-up)", "", face_up_count)
        self.setToolTip(tip)
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.4))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r, 8, 8)
        card_rect = QRectF(0, 0, CARD_W * PILE_CARD_SCALE, CARD_H * PILE_CARD_SCALE)
        card_rect.moveCenter(r.center() - QPointF(0, 6))
        if self.count:
            for i in range(min(3, self.count - 1), 0, -1):
                p.setPen(QPen(QColor("#111"), 1))
                p.setBrush(QColor("#2b1a0e"))
                p.drawRoundedRect(card_rect.translated(2 * i, -2 * i), 4, 4)
            if self.top is not None and self.top.name is not None:
                paint_face(p, card_rect, facts_for(self.top.code), self.top)
            else:
                paint_back(p, card_rect)
        p.setPen(QColor(255, 255, 255, 150))
        p.setFont(_font(12, True))
        p.drawText(r.adjusted(0, 0, 0, -2), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                   self.label)
        _badge(p, QPointF(r.right() - 16, r.top() + 14), str(self.count), QColor("#202a3a"), 11)
        if self.area == "extra" and self.face_up_count:
            _badge(p, QPointF(r.left() + 18, r.top() + 14), f"+{self.face_up_count}",
                   QColor("#1c8c78"), 11)

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.scene().pile_clicked(self)  # type: ignore[attr-defined]
            event.accept()
        else:
            event.ignore()


class LpItem(QGraphicsObject):
    """A player's Life Points; the opponent's is where a direct attack is dropped."""

    def __init__(self, player: int, rect: QRectF, mine: bool) -> None:
        super().__init__()
        self.player, self.mine = player, mine
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.lp = 8000
        self._shown = 8000  # the number drawn: counts towards ``lp`` while animated
        self.title = ""
        self.drop_legal = False
        self.drop_hover = False
        self.turn = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_lp(self, lp: int, title: str, turn: bool) -> None:
        if (lp, title, turn) != (self.lp, self.title, self.turn):
            self.lp, self.title, self.turn = lp, title, turn
            self.setToolTip(f"{title}: {lp} LP")
            self._set_shown(lp)
            self.update()

    def _get_shown(self) -> int:
        return self._shown

    def _set_shown(self, value: int) -> None:
        if value != self._shown:
            self._shown = int(value)
            self.update()

    #: the Life Points drawn (an animation counts it from the old value to ``lp``)
    shown = Property(int, _get_shown, _set_shown)

    def set_state(self, *, drop_legal: bool | None = None, drop_hover: bool | None = None,
                  choosable: bool | None = None) -> None:
        if drop_legal is not None:
            self.drop_legal = drop_legal
        if drop_hover is not None:
            self.drop_hover = drop_hover
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(2, 18, -2, -18)
        edge = LEGAL if self.drop_legal else QColor("#ffcc33") if self.turn else QColor(255, 255, 255, 70)
        fill = QColor(61, 220, 132, 110) if self.drop_hover and self.drop_legal else \
            QColor("#142238") if self.mine else QColor("#3a1620")
        p.setPen(QPen(edge, 3 if (self.drop_legal or self.turn) else 1.4))
        p.setBrush(fill)
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QColor("#d8e2f0"))
        p.setFont(_font(13, True))
        p.drawText(r.adjusted(0, 8, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                   self.title)
        p.setFont(_font(30, True))
        p.setPen(QColor("#ffffff"))
        p.drawText(r.adjusted(0, 10, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self._shown))
        p.setFont(_font(12, True))
        p.setPen(QColor("#9fb3c8"))
        p.drawText(r.adjusted(0, 0, 0, -6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                   "LP")


class BubbleItem(QGraphicsObject):
    """The engine's reason for a refusal, shown beside the card the player tried to use."""

    WIDTH = 300.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(50)
        self.setVisible(False)
        self._rect = QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 12)

    def show_text(self, text: str, anchor: QPointF) -> None:
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(_font(14))
        bounds = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 20, 1000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        self._rect = QRectF(0, 0, self.WIDTH, bounds.height() + 20)
        self.setPos(anchor.x() - self.WIDTH / 2, anchor.y() - self._rect.height() - 12)
        self.setToolTip(text)
        self.setVisible(True)
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        tip = QPainterPath()
        mid = self._rect.center().x()
        tip.moveTo(mid - 10, self._rect.bottom())
        tip.lineTo(mid, self._rect.bottom() + 12)
        tip.lineTo(mid + 10, self._rect.bottom())
        tip.closeSubpath()
        path = path.united(tip)
        p.setPen(QPen(REFUSED, 2))
        p.setBrush(QColor(40, 12, 12, 235))
        p.drawPath(path)
        p.setPen(QColor("#ffe9e7"))
        p.setFont(_font(14))
        p.drawText(self._rect.adjusted(10, 10, -10, -10), int(Qt.TextFlag.TextWordWrap), self.text)

    def mousePressEvent(self, event: Any) -> None:
        self.setVisible(False)
