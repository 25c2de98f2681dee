"""Ways to play: each mode starts a duel and chooses the seat shown (see ``base.DuelMode``)."""

from ygo_desktop.modes.base import DuelMode
from ygo_desktop.modes.local import LocalDuel
from ygo_desktop.modes.scenario import ScenarioDuel

__all__ = ["DuelMode", "LocalDuel", "ScenarioDuel"]
