"""The game state: players, zones, card instances, turn and phase.

Plain mutable objects with ``__slots__``: the procedures change them in
place, and speed comes from simple data (python-chess style), not cleverness.
Nothing here decides a rule; ``engine.procedures`` does.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from engine.cards.data import CardData
from engine.rng import DuelRandom

HAND = "hand"
DECK = "deck"
EXTRA = "extra"
GY = "gy"
BANISHED = "banished"
MONSTERS = "monsters"
EXTRA_MONSTERS = "extra_monsters"
SPELLS = "spells"
FIELD = "field"
OVERLAY = "overlay"  # attached as an Xyz Material
GONE = "gone"  # a Token that left the field: it ceases to exist

PILES = (HAND, DECK, EXTRA, GY, BANISHED)
ON_FIELD = (MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD)
_ON_FIELD = frozenset(ON_FIELD)
_MONSTER_ZONES = frozenset((MONSTERS, EXTRA_MONSTERS))

ATTACK = "attack"
DEFENSE = "defense"

PHASES = ("draw", "standby", "main1", "battle", "main2", "end")

#: tests set this to check every kept field list against the zones (``PlayerState.moves``)
VERIFY = False


class Card:
    """One physical card in the duel (or a Token).

    ``uid`` identifies it for the whole duel; prompts and answers refer to
    cards by uid. ``zone`` is the index within a field zone row, -1 elsewhere.
    """

    __slots__ = (
        "attacks",
        "controller",
        "counters",
        "data",
        "entered_turn",
        "equipped_to",
        "face_up",
        "flags",
        "gemini_enabled",
        "location",
        "materials",
        "owner",
        "position",
        "position_changed_turn",
        "properly_summoned",
        "revealed",
        "summon_kind",
        "summoned_turn",
        "turn_set",
        "uid",
        "union_host",
        "was_face_up_on_field",
        "zone",
    )

    def __init__(self, uid: int, data: CardData, owner: int) -> None:
        self.uid = uid
        self.data = data
        self.owner = owner
        self.controller = owner
        self.location = DECK
        self.zone = -1
        self.face_up = False
        self.position = ATTACK
        self.entered_turn = 0
        self.summon_kind: str | None = None
        self.summoned_turn = 0
        self.attacks = 0
        self.position_changed_turn = 0
        self.counters: dict[str, int] = {}
        self.materials: list[Card] = []
        self.equipped_to: Card | None = None
        self.revealed = False
        self.flags: dict[str, object] = {}
        self.turn_set = 0
        self.was_face_up_on_field = False
        self.properly_summoned = False
        self.gemini_enabled = False
        self.union_host: Card | None = None

    if TYPE_CHECKING:
        @property
        def name(self) -> str: ...
    else:  # a C callable: no Python frame per read (asked for throughout play)
        name = property(attrgetter("data.name"))

    @property
    def on_field(self) -> bool:
        return self.location in _ON_FIELD

    @property
    def in_monster_zone(self) -> bool:
        return self.location in _MONSTER_ZONES

    @property
    def is_face_up_monster(self) -> bool:
        return self.in_monster_zone and self.face_up

    def reset_on_move(self) -> None:
        """A card that changes location becomes a new card (seed 004: effects do not follow it)."""
        self.summon_kind = None
        self.attacks = 0
        self.position_changed_turn = 0
        self.counters = {}
        self.equipped_to = None
        self.revealed = False
        self.flags = {}
        self.turn_set = 0
        self.gemini_enabled = False
        self.union_host = None

    def __repr__(self) -> str:
        return f"<{self.name}#{self.uid} p{self.controller} {self.location}{'' if self.zone < 0 else self.zone}>"


_PILE_ATTRS = {HAND: "hand", DECK: "deck", EXTRA: "extra", GY: "gy", BANISHED: "banished"}
_ROW_ATTRS = {MONSTERS: "monsters", EXTRA_MONSTERS: "extra_monsters", SPELLS: "spells"}


@dataclass(slots=True)
class PlayerState:
    """One player's Life Points and zones. ``deck[0]`` is the top card."""

    index: int
    lp: int = 8000
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    extra: list[Card] = field(default_factory=list)
    gy: list[Card] = field(default_factory=list)
    banished: list[Card] = field(default_factory=list)
    monsters: list[Card | None] = field(default_factory=lambda: [None] * 5)
    extra_monsters: list[Card | None] = field(default_factory=lambda: [None, None])
    spells: list[Card | None] = field(default_factory=lambda: [None] * 5)
    field_zone: Card | None = None
    #: set by the Game that plays this state (``Game.places`` counted in a one-item list):
    #: while set, ``field_monsters``/``field_cards`` are kept until a card moves, as
    #: ``Game.field_cards`` (a Game moves every card through its own methods, which count)
    moves: list[int] | None = field(default=None, compare=False, repr=False)
    _monsters_kept: tuple[int, list[Card]] | None = field(default=None, compare=False,
                                                          repr=False, init=False)
    _field_kept: tuple[int, list[Card]] | None = field(default=None, compare=False,
                                                       repr=False, init=False)

    def pile(self, location: str) -> list[Card]:
        # the piles by attribute name (no dict of all five built per call); a KeyError for
        # any other place, as before
        return getattr(self, _PILE_ATTRS[location])  # type: ignore[no-any-return]

    def row(self, location: str) -> list[Card | None]:
        return getattr(self, _ROW_ATTRS[location])  # type: ignore[no-any-return]

    # The zone lists below are filtered with filter(None, ...): a Card is always true (it
    # defines neither __bool__ nor __len__), an empty zone is None. Asked at every question
    # of play, so one pass in C, not a comprehension per row.
    def field_monsters(self) -> list[Card]:
        """Monsters in Main then Extra Monster Zones, in zone order (a list of the caller's
        own)."""
        moves = self.moves
        if moves is None:
            return list(filter(None, (*self.monsters, *self.extra_monsters)))
        kept = self._monsters_kept
        if kept is None or kept[0] != moves[0]:
            kept = self._monsters_kept = (
                moves[0], list(filter(None, (*self.monsters, *self.extra_monsters))))
        elif VERIFY and kept[1] != list(filter(None, (*self.monsters, *self.extra_monsters))):
            raise AssertionError(f"stale field monsters {kept[1]} of Player {self.index + 1}")
        return kept[1][:]

    def field_spells(self) -> list[Card]:
        return list(filter(None, (*self.spells, self.field_zone)))

    def field_cards(self) -> list[Card]:
        """Monsters, then Spells/Traps, then the Field Spell (a list of the caller's own)."""
        moves = self.moves
        if moves is None:
            return list(filter(None, (*self.monsters, *self.extra_monsters, *self.spells,
                                      self.field_zone)))
        kept = self._field_kept
        if kept is None or kept[0] != moves[0]:
            kept = self._field_kept = (moves[0], list(filter(None, (
                *self.monsters, *self.extra_monsters, *self.spells, self.field_zone))))
        elif VERIFY and kept[1] != list(filter(None, (*self.monsters, *self.extra_monsters,
                                                      *self.spells, self.field_zone))):
            raise AssertionError(f"stale field cards {kept[1]} of Player {self.index + 1}")
        return kept[1][:]

    def all_cards(self) -> Iterator[Card]:
        yield from self.field_monsters()
        for c in self.field_monsters():
            yield from c.materials
        yield from self.field_spells()
        for pile in (self.hand, self.gy, self.banished, self.extra, self.deck):
            yield from pile


@dataclass(slots=True)
class TurnState:
    """What is counted per turn and reset when a turn begins."""

    normal_summons_used: int = 0
    normal_summon_limit: int = 1
    extra_summon_granted: bool = False
    # seed 002 01.4h-n: the one additional Normal Summon an effect grants, which monsters it
    # allows (None: any) and whether it was used; it never allows a Set.
    extra_summon_filter: Any = None
    extra_summon_used: bool = False
    pendulum_summons_used: int = 0
    once_per_turn: dict[str, int] = field(default_factory=dict)
    uses: dict[str, int] = field(default_factory=dict)  # count limits of effects, this turn
    cannot_attack_players: set[int] = field(default_factory=set)


class GameState:
    """The whole position: two players, the turn, the phase, the chain."""

    def __init__(self) -> None:
        self.players = [PlayerState(0), PlayerState(1)]
        self.turn = 1
        self.turn_player = 0
        self.phase = "main1"
        self.step = ""
        self.per_turn = [TurnState(), TurnState()]
        self.duel_uses: list[dict[str, int]] = [{}, {}]  # "once per Duel" count limits
        self.cards: dict[int, Card] = {}
        self.next_uid = 1
        #: deals card ids out in an order of its own (``renumber``); None: ids are never
        #: re-issued (a replay recorded before they were, DuelStart.hidden_ids)
        self.id_rng: DuelRandom | None = None
        self.over = False
        self.winner: int | str | None = None
        self.win_reason = ""

    def new_card(self, data: CardData, owner: int) -> Card:
        card = Card(self.next_uid, data, owner)
        self.cards[card.uid] = card
        self.next_uid += 1
        return card

    # Hidden information and card ids: an id a player saw on a known card must never be
    # the id of a hidden card, or the id would say which card it is. So a card entering a
    # hidden place gets an id never used before (``reissue``), and a shuffled Deck gets new
    # ids in a random order (``renumber``): no id links a hidden card to a known one, and
    # no id order tells the Deck order.
    def reissue(self, card: Card) -> None:
        """Give ``card`` an id never used before (it enters a hidden place)."""
        if self.id_rng is None:
            return
        del self.cards[card.uid]
        card.uid = self.next_uid
        self.next_uid += 1
        self.cards[card.uid] = card

    def renumber(self, cards: list[Card], fresh: bool = True) -> None:
        """Give ``cards`` new ids in an order drawn from the id generator (a shuffled Deck, a
        hand a known card went into): ids never used before, so that no id ever comes back
        to a card that had it while it was known; ``fresh=False`` deals their own ids out
        among them again (the cards dealt at the start, which nobody knows yet)."""
        if self.id_rng is None or not cards:
            return
        if fresh:
            ids = list(range(self.next_uid, self.next_uid + len(cards)))
            self.next_uid += len(cards)
        else:
            ids = sorted(c.uid for c in cards)
        order = list(cards)
        self.id_rng.shuffle(order)
        for card in cards:
            del self.cards[card.uid]
        for card, uid in zip(order, ids):
            card.uid = uid
            self.cards[uid] = card

    def opponent(self, player: int) -> int:
        return 1 - player

    @property
    def non_turn_player(self) -> int:
        return 1 - self.turn_player
