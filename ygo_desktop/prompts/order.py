"""Order cards or Chain Links: drag rows (or Alt+Up/Down), the first becomes the lowest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QListWidget, QListWidgetItem

from engine.prompts import OrderAnswer
from ygo_desktop.i18n import tr
from ygo_desktop.prompts.base import PromptWidget


class OrderPromptWidget(PromptWidget):
    def build(self) -> None:
        p = self.prompt
        self.layout_.addWidget(QLabel(tr("First = lowest Chain Link / top. Drag to reorder.")))
        self.list = QListWidget(self)
        self.list.setObjectName("orderList")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for n, uid in enumerate(p.items):
            text = p.labels[n] if n < len(p.labels) and p.labels[n] else self.card_text(uid)
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, uid)
        self.list.setCurrentRow(0)
        self.layout_.addWidget(self.list)
        row = QHBoxLayout()
        up = self.button(tr("Move up"), lambda: self._move(-1))
        down = self.button(tr("Move down"), lambda: self._move(1))
        up.setShortcut("Alt+Up")
        down.setShortcut("Alt+Down")
        row.addWidget(up)
        row.addWidget(down)
        self.layout_.addLayout(row)
        ok = self.button(tr("Confirm order"), self._confirm, default=True)
        ok.setObjectName("confirmOrder")
        self.layout_.addWidget(ok)

    def _move(self, step: int) -> None:
        row = self.list.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)
        self.list.setCurrentRow(to)

    def order(self) -> list[int]:
        return [self.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(self.list.count())]

    def _confirm(self) -> None:
        self.send(OrderAnswer(order=self.order()))
