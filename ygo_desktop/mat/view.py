"""``MatView``: shows the ``MatScene`` scaled to fit, and receives card drops."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QFrame, QGraphicsView

from ygo_desktop.mat import geometry as geo
from ygo_desktop.mat.drag import uid_from_mime
from ygo_desktop.mat.scene import MatScene


class MatView(QGraphicsView):
    painted = Signal()  # after each repaint of the viewport (for the latency bench)

    def __init__(self, scene: MatScene, parent: Any = None) -> None:
        super().__init__(scene, parent)
        self.mat = scene
        self.setObjectName("mat")
        # no SmoothPixmapTransform here: every item is copied from its device-pixel cache one
        # pixel per pixel, and smoothing those copies cost a third of a full repaint; an item
        # that scales a picture (the player's card pictures) asks for smoothing itself
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Game mat"))
        self.setMinimumSize(640, 500)
        # the mat paints every pixel of its viewport (drawBackground fills all that is exposed,
        # the margins around the fitted mat included): said so, a repaint of the mat no longer
        # paints the styled backgrounds of every widget under it first (five layers deep)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # ------------------------------------------------------------ geometry
    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fitInView(geo.SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fitInView(geo.SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        self.painted.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF | Any) -> None:
        painter.fillRect(rect, QColor("#0d1724"))
        mat = geo.SCENE_RECT
        grad = QLinearGradient(mat.topLeft(), mat.bottomLeft())
        grad.setColorAt(0.0, QColor("#2a1420"))
        grad.setColorAt(0.47, QColor("#14202e"))
        grad.setColorAt(0.53, QColor("#14202e"))
        grad.setColorAt(1.0, QColor("#0f2a3a"))
        painter.fillRect(mat, grad)
        middle = QPointF(geo.WIDTH / 2, geo.ROW_EMZ + geo.CELL / 2)
        glow = QRadialGradient(middle, geo.WIDTH * 0.35)
        glow.setColorAt(0, QColor(120, 170, 255, 40))
        glow.setColorAt(1, QColor(120, 170, 255, 0))
        painter.fillRect(mat, glow)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.drawLine(QPointF(mat.left(), middle.y()), QPointF(mat.right(), middle.y()))
        self.mat.paint_cells(painter)  # the zones: drawn once into the cached background

    # ------------------------------------------------------------ drops
    def _target(self, event: Any) -> Any:
        return self.mat.target_at(self.mapToScene(event.position().toPoint()))

    def dragEnterEvent(self, event: Any) -> None:
        if uid_from_mime(event.mimeData()) is not None:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:
        if uid_from_mime(event.mimeData()) is None:
            event.ignore()
            return
        target = self._target(event)
        self.mat.hover_target(target)
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()  # illegal places accept too: the drop there is explained, not ignored

    def dragLeaveEvent(self, event: Any) -> None:
        self.mat.hover_target(None)
        event.accept()

    def dropEvent(self, event: Any) -> None:
        uid = uid_from_mime(event.mimeData())
        self.mat.hover_target(None)
        if uid is None:
            event.ignore()
            return
        screen = self.viewport().mapToGlobal(event.position().toPoint())
        done = self.mat.drop(uid, self._target(event), screen)
        event.setDropAction(Qt.DropAction.MoveAction if done else Qt.DropAction.IgnoreAction)
        event.accept()
