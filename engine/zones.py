"""Zone arithmetic: Extra Monster Zones, Pendulum Zones, Link Arrows and linked zones.

Zone indexes follow SCENARIOS.md: 0-4 are the Main Monster (or Spell & Trap)
Zones left to right from their controller's seat, 5 and 6 the Extra Monster
Zones (left, right). Each Extra Monster Zone is shared: player 0's left is
player 1's right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.state import EXTRA_MONSTERS, MONSTERS, Card

if TYPE_CHECKING:
    from engine.game import Game

PENDULUM_ZONES = (0, 4)

#: Which of a player's own Main Monster Zones an arrow of a card in an Extra
#: Monster Zone points to: EMZ 5 sits above Main zone 1, EMZ 6 above zone 3.
_EMZ_DOWN = {5: {"Bottom-Left": 0, "Bottom": 1, "Bottom-Right": 2},
             6: {"Bottom-Left": 2, "Bottom": 3, "Bottom-Right": 4}}


def zone_index(card: Card) -> int:
    """The SCENARIOS.md index of a monster's zone (5/6 for Extra Monster Zones)."""
    return card.zone + 5 if card.location == EXTRA_MONSTERS else card.zone


def column(card: Card) -> int | None:
    """The column a card on the field stands in, counted 0-4 from player 0's left; None off the
    field and in the Field Zone. Facing players see the columns mirrored (player 1's zone 0 is
    player 0's column 4); an Extra Monster Zone stands in the column of the Main Monster Zone
    below it (player 0's left one above zone 1)."""
    if card.location in (MONSTERS, "spells"):
        own = card.zone
    elif card.location == EXTRA_MONSTERS:
        own = 1 if card.zone == 0 else 3
    else:
        return None
    return own if card.controller == 0 else 4 - own


def linked_main_zones(g: Game, player: int) -> list[int]:
    """``player``'s Main Monster Zones that a Link Monster's arrow points to.

    Counts arrows of ``player``'s own Link Monsters (Left/Right in the Main
    row, Bottom arrows from an Extra Monster Zone) and the opponent's Link
    Monsters in the Extra Monster Zones whose Top arrows point down into
    ``player``'s row (the opponent's Top-Left is this player's right side).
    """
    out: set[int] = set()
    me = g.state.players[player]
    for i, c in enumerate(me.monsters):
        if c is None or not c.face_up or not c.data.is_link:
            continue
        arrows = c.data.link_arrows
        if "Left" in arrows and i > 0:
            out.add(i - 1)
        if "Right" in arrows and i < 4:
            out.add(i + 1)
    for i, c in enumerate(me.extra_monsters):
        if c is None or not c.face_up or not c.data.is_link:
            continue
        for arrow, zone in _EMZ_DOWN[5 + i].items():
            if arrow in c.data.link_arrows:
                out.add(zone)
    other = g.state.players[1 - player]
    for i, c in enumerate(other.extra_monsters):
        if c is None or not c.face_up or not c.data.is_link:
            continue
        # The opponent's EMZ i is this player's EMZ 1-i; their Top arrows point into our row,
        # mirrored: their Top-Left is our Bottom-Right side.
        mirrored = {"Top-Left": "Bottom-Right", "Top": "Bottom", "Top-Right": "Bottom-Left"}
        for arrow, mine in mirrored.items():
            if arrow in c.data.link_arrows:
                out.add(_EMZ_DOWN[5 + (1 - i)][mine])
    return sorted(out)


def extra_deck_zones(g: Game, player: int, card: Card) -> list[int]:
    """Legal zones for a monster Special Summoned from the Extra Deck.

    Rule revision of April 2023 (Master Rule 5 as amended): Fusion, Synchro
    and Xyz Monsters may go to any Main Monster Zone or an Extra Monster
    Zone; Link Monsters and face-up Pendulum Monsters only to an Extra Monster
    Zone or a Main Monster Zone a Link Arrow points to; a player may use only
    one Extra Monster Zone at a time.
    """
    free_main = g.free_zones(player, MONSTERS)
    emz: list[int] = []
    if not g.controls_extra_monster_zone(player):
        emz = [5 + i for i in g.free_zones(player, EXTRA_MONSTERS)]
    if card.data.is_link or (card.data.is_pendulum and card.face_up):
        linked = set(linked_main_zones(g, player))
        return [z for z in free_main if z in linked] + emz
    return free_main + emz
