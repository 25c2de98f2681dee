"""Choose cards: from the mat (click) or from this list (any pile), with the count so far."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem

from ygo_desktop.i18n import tr
from ygo_desktop.prompts.base import PromptWidget


class CardsPromptWidget(PromptWidget):
    def build(self) -> None:
        p = self.prompt
        self.count = QLabel(self)
        self.count.setObjectName("selectionCount")
        self.list = QListWidget(self)
        self.list.setObjectName("candidateList")
        self.list.setAccessibleName(tr("Cards to choose from"))
        for uid in p.candidates:
            item = QListWidgetItem(self.card_text(uid), self.list)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                          | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.list.itemChanged.connect(self._checked)
        self.list.itemActivated.connect(self._toggle)
        self.layout_.addWidget(QLabel(tr("Click the cards on the mat or in a pile viewer, or tick them "
                                        "here:")))
        self.layout_.addWidget(self.list)
        self.layout_.addWidget(self.count)
        self.confirm = self.button(tr("Confirm"), self.controller.confirm_selection, default=True)
        self.confirm.setObjectName("confirmCards")
        self.layout_.addWidget(self.confirm)
        self.controller.selectionChanged.connect(self._sync)
        self._sync()

    def _toggle(self, item: QListWidgetItem) -> None:
        self.controller.toggle(item.data(Qt.ItemDataRole.UserRole))

    def _checked(self, item: QListWidgetItem) -> None:
        uid = item.data(Qt.ItemDataRole.UserRole)
        if (item.checkState() == Qt.CheckState.Checked) != (uid in self.controller.selection):
            self.controller.toggle(uid)
            self._sync()

    def _sync(self) -> None:
        chosen = self.controller.selection
        self.list.blockSignals(True)
        for row in range(self.list.count()):
            item = self.list.item(row)
            on = item.data(Qt.ItemDataRole.UserRole) in chosen
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        p = self.prompt
        wanted = str(p.min) if p.min == p.max else f"{p.min}–{p.max}"
        self.count.setText(tr("Chosen %1 of %2").replace("%1", str(len(chosen))).replace("%2", wanted))
        self.confirm.setEnabled(p.min <= len(chosen) <= p.max)
