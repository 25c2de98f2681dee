"""Animation on the mat with Qt's animation framework: cards moving between places, the attack
line, damage numbers, Life Points counting, the Chain Link that resolves.

The animator only *shows* what already happened: the models (and so the items) hold the new
position before anything moves, the engine never waits, and input is never blocked -- an
answer given while cards are still moving goes to the engine at once. Each new view first
finishes what still runs (every item jumps to where it belongs), then:

- every card the viewer could see before and still sees elsewhere glides there from where it
  was (a card item moves; a card that went into a pile flies there as a ghost and fades);
- a card that appears in a hand from nowhere the viewer saw comes from that player's Deck;
- the events since the last view play in order: an attack line from the attacker to its
  target (or to the Life Points), a damage number rising from the Life Points, a ring around
  each Chain Link as it resolves; Life Points count to their new value.

Nothing runs when ``enabled`` is False (View -> Animations, the ``animations`` setting), when
the seat changes (the mat turns round), or when the log went back (undo, a replay stepping
back): those positions are shown at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ygo_desktop.card_face import paint_card
from ygo_desktop.mat.geometry import CARD_H, CARD_W

MOVE_MS = 260
ATTACK_MS = 420
DAMAGE_MS = 900
LP_MS = 600
RESOLVE_MS = 450
PILES = ("gy", "banished", "extra")


class _Transient(QGraphicsObject):
    """A short-lived item that only draws (never takes the mouse) and goes when done."""

    def __init__(self, z: float = 40) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)


class GhostCard(_Transient):
    """A card on its way into a pile (or out of the Deck), as the viewer knows it."""

    def __init__(self, card: Any, scale: float = 1.0) -> None:
        super().__init__(30)
        self.card = card
        self.setScale(scale)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card(p, self.boundingRect(), self.card)


class AttackLine(_Transient):
    """An arrow from the attacker to what it attacks, drawn out as ``progress`` goes to 1."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__(45)
        self.start, self.end = start, end
        self._progress = 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-20, -20, 20, 20)

    def _get(self) -> float:
        return self._progress

    def _set(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    progress = Property(float, _get, _set)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        tip = self.start + (self.end - self.start) * self._progress
        p.setPen(QPen(QColor(255, 90, 79, 230), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(self.start, tip)
        direction = self.end - self.start
        length = max(1.0, (direction.x() ** 2 + direction.y() ** 2) ** 0.5)
        unit = QPointF(direction.x() / length, direction.y() / length)
        normal = QPointF(-unit.y(), unit.x())
        head = QPainterPath(tip)
        head.lineTo(tip - unit * 22 + normal * 12)
        head.lineTo(tip - unit * 22 - normal * 12)
        head.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 90, 79, 240))
        p.drawPath(head)


class FloatingText(_Transient):
    """A number that rises and fades (damage taken, Life Points gained)."""

    def __init__(self, text: str, color: QColor) -> None:
        super().__init__(48)
        self.text, self.color = text, color
        self.font = QFont()
        self.font.setPixelSize(34)
        self.font.setBold(True)

    def boundingRect(self) -> QRectF:
        return QRectF(-90, -24, 180, 48)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self.font)
        p.setPen(QPen(QColor(0, 0, 0, 200), 1))
        p.drawText(self.boundingRect().translated(2, 2), Qt.AlignmentFlag.AlignCenter, self.text)
        p.setPen(self.color)
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class ResolveRing(_Transient):
    """A gold ring around the card of the Chain Link that resolves, with its link number."""

    def __init__(self, link: int) -> None:
        super().__init__(44)
        self.link = link

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 12, -CARD_H / 2 - 12, CARD_W + 24, CARD_H + 24)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#ffcc33"), 5))
        p.setBrush(QColor(255, 204, 51, 50))
        p.drawRoundedRect(self.boundingRect().adjusted(4, 4, -4, -4), 10, 10)
        if self.link:
            font = QFont()
            font.setPixelSize(22)
            font.setBold(True)
            p.setFont(font)
            p.setPen(QColor("#ffcc33"))
            p.drawText(self.boundingRect().adjusted(0, 0, 0, -4),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       str(self.link))


class MatAnimator(QObject):
    """Plays the scene's animations; see the module's docstring."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.scene = scene
        self.enabled = True
        #: a factor on every duration (tests slow animations down to act while they run)
        self.slowdown = 1.0
        self._places: dict[int, tuple[QPointF, Any]] = {}  # uid -> (scene centre, CardView)
        self._viewer: int | None = None
        self._log_size = 0
        self._events_from = 0
        self._group = QParallelAnimationGroup(self)
        self._group.finished.connect(lambda: QTimer.singleShot(0, self._done))  # clear ghosts
        self._transients: list[QGraphicsItem] = []
        self._ends: list[tuple[QObject, str, Any]] = []
        self._lp_before: dict[int, int] = {}

    # ------------------------------------------------------------ state
    @property
    def running(self) -> bool:
        return self._group.state() == QAbstractAnimation.State.Running

    def finish(self) -> None:
        """Jump every animation (running or about to start) to its end and clear what it drew."""
        self._group.stop()
        for target, name, value in self._ends:
            target.setProperty(name, value)
        self._ends.clear()
        while self._group.animationCount():  # (QAnimationGroup.clear warns on nested groups)
            self._group.takeAnimation(0).deleteLater()
        for item in self._transients:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._transients.clear()

    def _done(self) -> None:
        if self._group.state() == QAbstractAnimation.State.Stopped:
            self.finish()

    def _tween(self, target: QObject, name: bytes, ms: int, *keys: tuple[float, Any],
               easing: QEasingCurve.Type = QEasingCurve.Type.Linear) -> QPropertyAnimation:
        """A property animation through the key values ``(step 0..1, value)``."""
        animation = QPropertyAnimation(target, name)
        animation.setDuration(self._ms(ms))
        for step, value in keys:
            animation.setKeyValueAt(step, value)
        animation.setEasingCurve(easing)
        return animation

    def _animate(self, target: QObject, name: bytes, start: Any, end: Any, ms: int,
                 easing: QEasingCurve.Type) -> None:
        """Move a property of a lasting item (a card, the Life Points) in the main group; its end
        value is kept, so ``finish`` sets it even if the animation never ran."""
        self._group.addAnimation(self._tween(target, name, ms, (0.0, start), (1.0, end),
                                             easing=easing))
        self._ends.append((target, name.decode(), end))

    def _ms(self, ms: int) -> int:
        return max(1, int(ms * self.slowdown))

    def _add_transient(self, item: QGraphicsItem, pos: QPointF) -> None:
        item.setPos(pos)
        self.scene.addItem(item)
        self._transients.append(item)

    # ------------------------------------------------------------ views
    def view_about_to_change(self, view: Any) -> None:
        self.finish()  # items must sit where the last view put them before the models move them
        self._lp_before = {lp.player: lp.lp for lp in self.scene.lps}

    def view_applied(self) -> None:
        view = self.scene.controller.view
        jump = (not self.enabled or view.viewer != self._viewer
                or view.log_size < self._log_size)
        self._events_from = self._log_size if not jump else view.log_size
        places = self._places_now()  # where everything belongs, before anything moves back
        if not jump:
            self._animate_moves(view)
            self._animate_life_points(view)
        self._viewer, self._log_size = view.viewer, view.log_size
        self._places = places
        if self._group.animationCount():
            # the view's events arrive right after it: start once they have joined in
            QTimer.singleShot(0, self._start)

    def _start(self) -> None:
        if self._group.animationCount() and \
                self._group.state() == QAbstractAnimation.State.Stopped:
            self._group.start()

    def _places_now(self) -> dict[int, tuple[QPointF, Any]]:
        """Every card the viewer can point at, and where it sits (pile cards: the pile)."""
        places: dict[int, tuple[QPointF, Any]] = {}
        for item in self.scene.all_card_items():
            if item.card is not None and item.isVisible():
                places[item.card.uid] = (item.pos(), item.card)
        for (player, area), pile in self.scene.piles.items():
            if area == "deck":
                continue
            centre = pile.sceneBoundingRect().center()
            for card in self.scene.controller.sides[player].model(area).cards():
                places.setdefault(card.uid, (centre, card))
        return places

    def _animate_moves(self, view: Any) -> None:
        scene = self.scene
        now: dict[int, Any] = {}
        for item in scene.all_card_items():
            if item.card is not None and item.isVisible():
                now[item.card.uid] = item
        piles: dict[int, Any] = {}
        for (player, area), pile in scene.piles.items():
            if area in PILES:
                for card in scene.controller.sides[player].model(area).cards():
                    piles[card.uid] = pile
        for uid, item in now.items():
            before = self._places.get(uid)
            if before is not None:
                start = before[0]
            elif item.area == "hand":  # drawn: from its owner's Deck
                start = scene.piles[(item.player, "deck")].sceneBoundingRect().center()
            else:
                continue
            end = item.pos()
            if (start - end).manhattanLength() < 1:
                continue
            item.setPos(start)
            self._animate(item, b"pos", start, end, MOVE_MS, QEasingCurve.Type.OutCubic)
        for uid, (start, card) in self._places.items():
            if uid in now:
                continue
            pile = piles.get(uid)
            if pile is not None and (start - pile.sceneBoundingRect().center()).manhattanLength() < 1:
                continue  # still in the same pile
            owner = card.owner if pile is None else pile.player
            target = pile if pile is not None else scene.piles[(owner, "deck")]
            self._fly(card, start, target.sceneBoundingRect().center())

    def _fly(self, card: Any, start: QPointF, end: QPointF) -> None:
        ghost = GhostCard(card, 0.82)
        self._add_transient(ghost, start)
        flight = QSequentialAnimationGroup(self._group)
        flight.addAnimation(self._tween(ghost, b"pos", MOVE_MS, (0.0, start), (1.0, end),
                                        easing=QEasingCurve.Type.InOutCubic))
        flight.addAnimation(self._tween(ghost, b"opacity", 120, (0.0, 1.0), (1.0, 0.0)))

    def _animate_life_points(self, view: Any) -> None:
        for lp in self.scene.lps:
            target = lp.lp
            shown = self._lp_before.get(lp.player, target)
            if shown == target:
                continue
            lp.shown = shown
            self._animate(lp, b"shown", shown, target, LP_MS, QEasingCurve.Type.OutQuad)

    # ------------------------------------------------------------ events
    def events(self, events: list[Any]) -> None:
        """Play what happened since the last view, in order (after the moves start)."""
        if not self.enabled:
            return
        fresh = [e for e in events if e.seq >= self._events_from]
        steps = QSequentialAnimationGroup(self._group)
        for event in fresh:
            if event.kind == "attack_declared" and event.card is not None:
                self._attack(steps, event)
            elif event.kind in ("damage", "pay_lp", "gain_lp") and event.player is not None:
                self._lp_number(steps, event)
            elif event.kind == "resolving" and event.card is not None:
                self._resolving(steps, event)
        if steps.animationCount() == 0:
            self._group.takeAnimation(self._group.indexOfAnimation(steps)).deleteLater()
            return
        QTimer.singleShot(0, self._start)

    def _card_centre(self, uid: int) -> QPointF | None:
        item = self.scene.item_for(uid)
        if item is not None:
            return QPointF(item.pos())
        place = self._places.get(uid)
        return QPointF(place[0]) if place is not None else None

    def _attack(self, steps: QSequentialAnimationGroup, event: Any) -> None:
        start = self._card_centre(event.card.uid)
        if start is None:
            return
        if event.target is not None:
            end = self._card_centre(event.target)
        else:
            defender = 1 - (event.player if event.player is not None else event.card.controller)
            end = self.scene.lps[defender].sceneBoundingRect().center()
        if end is None:
            return
        line = AttackLine(start, end)
        self._add_transient(line, QPointF(0, 0))
        steps.addAnimation(self._tween(line, b"progress", ATTACK_MS, (0.0, 0.0), (1.0, 1.0),
                                       easing=QEasingCurve.Type.OutQuad))
        steps.addAnimation(self._tween(line, b"opacity", 200, (0.0, 1.0), (1.0, 0.0)))

    def _lp_number(self, steps: QSequentialAnimationGroup, event: Any) -> None:
        amount = event.amount
        if event.kind == "pay_lp":
            amount = -abs(amount)
        elif event.kind == "gain_lp":
            amount = abs(amount)
        if not amount:
            return
        color = QColor("#ff5a4f") if amount < 0 else QColor("#3ddc84")
        number = FloatingText(f"{amount:+d}", color)
        box = self.scene.lps[event.player].sceneBoundingRect()
        start = QPointF(box.center().x(), box.top() + 10)
        self._add_transient(number, start)
        number.setOpacity(0.0)
        rise = QParallelAnimationGroup()
        rise.addAnimation(self._tween(number, b"pos", DAMAGE_MS, (0.0, start),
                                      (1.0, start - QPointF(0, 50)),
                                      easing=QEasingCurve.Type.OutCubic))
        rise.addAnimation(self._tween(number, b"opacity", DAMAGE_MS, (0.0, 1.0), (0.7, 1.0),
                                      (1.0, 0.0)))
        steps.addAnimation(rise)

    def _resolving(self, steps: QSequentialAnimationGroup, event: Any) -> None:
        centre = self._card_centre(event.card.uid)
        if centre is None:
            return
        ring = ResolveRing(event.amount)
        self._add_transient(ring, centre)
        ring.setOpacity(0.0)
        steps.addAnimation(self._tween(ring, b"opacity", RESOLVE_MS, (0.0, 0.0), (0.3, 1.0),
                                       (0.75, 1.0), (1.0, 0.0)))
