"""A pile (GY, banished, Extra Deck) as a list: names where the viewer may see them."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListView, QVBoxLayout, QWidget

from ygo_desktop.labels import player_title, zone_label


class PileDialog(QDialog):
    def __init__(self, controller: Any, player: int, area: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"pile_{player}_{area}")
        model = controller.sides[player].model(area)
        self.setWindowTitle(self.tr("%1 — %2").replace("%1", zone_label(area)).replace(
            "%2", player_title(player, controller.viewer)))
        layout = QVBoxLayout(self)
        self.list = QListView(self)
        self.list.setModel(model)  # the live model: the list follows the duel
        self.list.setDragEnabled(False)
        self.list.clicked.connect(lambda index: self._show(controller, model, index.row()))
        self.list.activated.connect(lambda index: self._show(controller, model, index.row()))
        layout.addWidget(self.list)
        hidden = controller.sides[player].extra_count - model.rowCount() if area == "extra" else 0
        if hidden > 0:
            layout.addWidget(QLabel(self.tr("%n face-down card(s) not shown", "", hidden)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(320, 420)

    @staticmethod
    def _show(controller: Any, model: Any, row: int) -> None:
        card = model.card(row)
        if card is not None:
            controller.hovered.emit(card)
