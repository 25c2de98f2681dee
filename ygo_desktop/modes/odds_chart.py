"""A small bar chart of opening-hand odds, drawn with QPainter (no chart library)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget


class OddsChart(QWidget):
    """Horizontal bars: one per label, value 0..1 shown as a percentage."""

    BAR = 20
    GAP = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[tuple[str, float]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def set_bars(self, bars: list[tuple[str, float]]) -> None:
        self._bars = [(label, max(0.0, min(1.0, value))) for label, value in bars]
        self.setAccessibleDescription("; ".join(f"{l}: {v:.1%}" for l, v in self._bars))
        self.updateGeometry()
        self.update()

    def bars(self) -> list[tuple[str, float]]:
        return list(self._bars)

    def sizeHint(self) -> QSize:
        return QSize(360, max(1, len(self._bars)) * (self.BAR + self.GAP) + self.GAP)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = painter.fontMetrics()
        label_w = min(self.width() // 2, max((fm.horizontalAdvance(l) for l, _ in self._bars),
                                             default=0) + 8)
        value_w = fm.horizontalAdvance("100.0%") + 8
        span = max(1, self.width() - label_w - value_w - self.GAP)
        pal = self.palette()
        y = self.GAP
        for label, value in self._bars:
            painter.setPen(pal.color(pal.ColorRole.WindowText))
            painter.drawText(QRectF(0, y, label_w - 4, self.BAR),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(label, Qt.TextElideMode.ElideRight, label_w - 4))
            painter.fillRect(QRectF(label_w, y, span, self.BAR), pal.color(pal.ColorRole.Midlight))
            painter.fillRect(QRectF(label_w, y, span * value, self.BAR), QColor("#3a7bd5"))
            painter.drawText(QRectF(label_w + span + 4, y, value_w, self.BAR),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             f"{value:.1%}")
            y += self.BAR + self.GAP
        painter.end()
