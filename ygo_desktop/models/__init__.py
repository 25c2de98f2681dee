"""Qt item models of the duel, one per zone kind, fed from the engine's ``PlayerView``."""

from ygo_desktop.models.card_list import CardListModel, FixedCardModel, PileModel
from ygo_desktop.models.chain import ChainModel
from ygo_desktop.models.log import LogModel
from ygo_desktop.models.roles import CARD_MIME, CardRole
from ygo_desktop.models.side import SideModels

__all__ = [
           "CARD_MIME",
           "CardListModel",
           "CardRole",
           "ChainModel",
           "FixedCardModel",
           "LogModel",
           "PileModel",
           "SideModels",
]
