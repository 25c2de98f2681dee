"""``SideModels``: every zone model of one player's side, fed from a ``SideView``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ygo_desktop.models.card_list import CardListModel, FixedCardModel, PileModel

PILES = ("hand", "gy", "banished", "extra", "deck")  # deck: only the cards the viewer may look at
ROWS = (("monsters", 5), ("extra_monsters", 2), ("spells", 5), ("field", 1))


class SideModels(QObject):
    """One model per zone kind: hand, GY, banished, Extra Deck, the Deck where the viewer may
    look (piles) and the field rows."""

    def __init__(self, player: int, parent: Any = None) -> None:
        super().__init__(parent)
        self.player = player
        self.piles: dict[str, PileModel] = {name: PileModel(player, name, self) for name in PILES}
        self.rows: dict[str, FixedCardModel] = {
            name: FixedCardModel(player, name, size, self) for name, size in ROWS}
        self.lp = 8000
        self.deck_count = 0
        self.extra_count = 0

    def model(self, location: str) -> CardListModel:
        return self.piles.get(location) or self.rows[location]

    def all_models(self) -> list[CardListModel]:
        return [*self.piles.values(), *self.rows.values()]

    @staticmethod
    def _contents(side: Any, location: str) -> list[Any]:
        if location == "field":
            return [side.field]
        return list(getattr(side, location))

    def apply(self, side: Any) -> None:
        """Update every model to ``side`` with exact change signals."""
        self.lp, self.deck_count, self.extra_count = side.lp, side.deck_count, side.extra_count
        for name, model in (*self.piles.items(), *self.rows.items()):
            model.set_cards(self._contents(side, name))

    def reset(self, side: Any) -> None:
        self.lp, self.deck_count, self.extra_count = side.lp, side.deck_count, side.extra_count
        for name, model in (*self.piles.items(), *self.rows.items()):
            model.reset_cards(self._contents(side, name) if name != "field" else [side.field])
