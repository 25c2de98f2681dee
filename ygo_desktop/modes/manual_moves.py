"""Building ``ManualAnswer``s from what the player sees: pure functions, no Qt.

The engine validates every manual move (``engine.manual``); this module only
turns "move this card there" into the answer and says which destinations
and zones make sense, so the panel and the mat's context menu offer the same
choices. ``view`` is a ``PlayerView``; cards are ``CardView``s.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.prompts import ManualAnswer

#: (destination, needs a zone) in menu order; "deck_bottom" is the Deck's bottom
DESTINATIONS: tuple[tuple[str, bool], ...] = (
    ("hand", False), ("deck", False), ("deck_bottom", False), ("extra", False), ("gy", False),
    ("banished", False), ("monsters", True), ("extra_monsters", True), ("spells", True),
    ("field", False),
)
DESTINATION_LABELS = {
    "hand": "Hand", "deck": "Top of the Deck", "deck_bottom": "Bottom of the Deck",
    "extra": "Extra Deck", "gy": "Graveyard", "banished": "Banished", "monsters": "Monster Zone",
    "extra_monsters": "Extra Monster Zone", "spells": "Spell & Trap Zone", "field": "Field Zone",
}
ROW_SIZE = {"monsters": 5, "extra_monsters": 2, "spells": 5}
MANUAL_KINDS = ("idle", "battle", "chain")


@dataclass(frozen=True)
class ManualEntry:
    """One menu entry: a label and the answer it sends."""

    label: str
    answer: ManualAnswer


def manual_open(prompt: Any) -> bool:
    """Whether manual moves can be made now (the engine's rule: an open game state)."""
    return (prompt is not None and getattr(prompt, "kind", None) in MANUAL_KINDS
            and bool(getattr(prompt, "open_state", False)))


def iter_cards(view: Any) -> Iterator[Any]:
    """Every card the viewer can point at, side by side, zone by zone."""
    for side in view.players:
        for name in ("monsters", "extra_monsters", "spells"):
            for c in getattr(side, name):
                if c is not None:
                    yield c
        if side.field is not None:
            yield side.field
        for name in ("hand", "gy", "banished", "extra", "deck"):
            yield from getattr(side, name, [])


def find(view: Any, uid: int) -> Any:
    for c in iter_cards(view):
        if c.uid == uid:
            return c
    return None


def free_zones(view: Any, player: int, row: str) -> list[int]:
    """Empty zones of ``player``'s ``row``; Extra Monster Zones are shared (p0's left = p1's right)."""
    side = view.players[player]
    if row == "extra_monsters":
        other = view.players[1 - player].extra_monsters
        return [i for i in range(2) if side.extra_monsters[i] is None and other[1 - i] is None]
    return [i for i, c in enumerate(getattr(side, row)) if c is None]


def move(player: int, card: int, to: str, zone: int | None = None, face_up: bool = True,
         position: str | None = None) -> ManualAnswer:
    """Move ``card`` to ``to`` (a field row goes to ``player``'s side)."""
    if to in ROW_SIZE and zone is None:
        raise ValueError(f"moving to {to} needs a zone")
    return ManualAnswer(player=player, move="move", card=card, to=to,
                        zone=zone if to in ROW_SIZE else None, face_up=face_up,
                        position=position)  # type: ignore[arg-type]


def draw(player: int, amount: int = 1) -> ManualAnswer:
    return ManualAnswer(player=player, move="draw", amount=amount)


def mill(player: int, amount: int = 1) -> ManualAnswer:
    return ManualAnswer(player=player, move="mill", amount=amount)


def shuffle(player: int) -> ManualAnswer:
    return ManualAnswer(player=player, move="shuffle")


def reveal(player: int, card: int) -> ManualAnswer:
    return ManualAnswer(player=player, move="reveal", card=card)


def change_lp(player: int, amount: int) -> ManualAnswer:
    """Gain (positive) or lose (negative) ``amount`` LP."""
    return ManualAnswer(player=player, move="lp", amount=amount)


def counter(player: int, card: int, amount: int = 1, kind: str = "counter") -> ManualAnswer:
    return ManualAnswer(player=player, move="counter", card=card, amount=amount, name=kind)


def token(player: int, zone: int, name: str, position: str = "attack") -> ManualAnswer:
    return ManualAnswer(player=player, move="token", zone=zone, name=name,
                        position=position)  # type: ignore[arg-type]


def take_control(player: int, card: int) -> ManualAnswer:
    return ManualAnswer(player=player, move="control", card=card)


def set_position(player: int, card: int, position: str, face_up: bool = True) -> ManualAnswer:
    return ManualAnswer(player=player, move="position", card=card, position=position,  # type: ignore[arg-type]
                        face_up=face_up)


def card_entries(view: Any, player: int, card: Any, facts: Any = None) -> list[ManualEntry]:
    """The manual moves for one card, as menu entries for the mat's context menu.

    ``facts`` is the card's ``CardData`` (or None when unknown) to offer the
    Extra Deck and Field Zone only where they fit; the engine checks anyway.
    """
    entries: list[ManualEntry] = []
    uid = card.uid
    loc = card.location
    for to in ("hand", "deck", "deck_bottom", "gy"):
        if to != loc:
            entries.append(ManualEntry(f"To {DESTINATION_LABELS[to]}", move(player, uid, to)))
    if loc != "banished":
        entries.append(ManualEntry("Banish", move(player, uid, "banished")))
        entries.append(ManualEntry("Banish face-down", move(player, uid, "banished", face_up=False)))
    is_extra = facts is not None and (getattr(facts, "is_extra_deck", False) or
                                      getattr(facts, "is_pendulum", False))
    if is_extra and loc != "extra":
        entries.append(ManualEntry("To Extra Deck", move(player, uid, "extra",
                                                         face_up=bool(getattr(facts, "is_pendulum", False)))))
    monster = facts is None or getattr(facts, "is_monster", True)
    zones = free_zones(view, player, "monsters")
    if monster and zones:
        z = zones[0]
        entries.append(ManualEntry("Special Summon (Attack)", move(player, uid, "monsters", z, True, "attack")))
        entries.append(ManualEntry("Special Summon (Defense)", move(player, uid, "monsters", z, True, "defense")))
        entries.append(ManualEntry("Set as a monster", move(player, uid, "monsters", z, False, "defense")))
    spell_zones = free_zones(view, player, "spells")
    if spell_zones and (facts is None or not getattr(facts, "is_monster", False)
                        or getattr(facts, "is_pendulum", False)):
        z = spell_zones[0]
        entries.append(ManualEntry("Place face-up in a Spell & Trap Zone", move(player, uid, "spells", z, True)))
        entries.append(ManualEntry("Set in a Spell & Trap Zone", move(player, uid, "spells", z, False)))
    if facts is not None and getattr(facts, "spell_trap_type", "") == "Field" and loc != "field":
        entries.append(ManualEntry("To the Field Zone", move(player, uid, "field")))
    on_field = loc in ("monsters", "extra_monsters", "spells", "field")
    if loc in ("monsters", "extra_monsters"):
        if card.position == "attack":
            entries.append(ManualEntry("Change to Defense Position", set_position(player, uid, "defense", card.face_up)))
        else:
            entries.append(ManualEntry("Change to Attack Position", set_position(player, uid, "attack", True)))
        if card.face_up:
            entries.append(ManualEntry("Turn face-down", set_position(player, uid, "defense", False)))
    if on_field:
        entries.append(ManualEntry("Add a counter", counter(player, uid, 1)))
        if card.counters:
            kind = min(card.counters)
            entries.append(ManualEntry("Remove a counter", counter(player, uid, -1, kind)))
        entries.append(ManualEntry("Switch control", take_control(player, uid)))
    if loc == "hand" or (on_field and not card.face_up):
        entries.append(ManualEntry("Reveal / hide", reveal(player, uid)))
    return entries
