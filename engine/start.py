"""How a duel starts: two decks and a seed, or a position (a scenario's ``[start]``).

Both are pydantic models so that a replay file can store its start exactly,
and so that bad input is caught at the edge with a message naming the key.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.cards.data import CardData
from engine.cards.database import CardDatabase, UnknownCard
from engine.errors import EngineError
from engine.rng import DuelRandom
from engine.state import (
    ATTACK,
    BANISHED,
    DECK,
    DEFENSE,
    EXTRA,
    EXTRA_MONSTERS,
    FIELD,
    GY,
    HAND,
    MONSTERS,
    PHASES,
    SPELLS,
    Card,
    GameState,
)

CardRef = str | int
OPENING_HAND = 5


class PlayerSetup(BaseModel):
    """One player's side of a start position, in SCENARIOS.md's notation."""

    model_config = ConfigDict(extra="forbid")

    lp: int = 8000
    hand: list[CardRef] = Field(default_factory=list)
    deck: list[CardRef] = Field(default_factory=list)
    extra: list[CardRef] = Field(default_factory=list)
    gy: list[CardRef] = Field(default_factory=list)
    banished: list[CardRef] = Field(default_factory=list)
    monsters: list[CardRef] = Field(default_factory=list, max_length=5)
    extra_monsters: list[CardRef] = Field(default_factory=list, max_length=2)
    spells: list[CardRef] = Field(default_factory=list, max_length=5)
    field: CardRef = ""
    normal_summons_used: int = Field(default=0, ge=0)


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turn: int = Field(default=1, ge=1)
    player: Literal[0, 1] = 0
    phase: Literal["draw", "standby", "main1", "battle", "main2", "end"] = "main1"
    p0: PlayerSetup = Field(default_factory=PlayerSetup)
    p1: PlayerSetup = Field(default_factory=PlayerSetup)


class DeckList(BaseModel):
    main: list[int]
    extra: list[int] = Field(default_factory=list)


class DuelStart(BaseModel):
    """Everything needed to start the same duel again: the replay's first half."""

    model_config = ConfigDict(extra="forbid")

    seed: int = 0
    decks: list[DeckList] | None = None
    position: Position | None = None
    lp: int = 8000
    first_player: Literal[0, 1] | None = None  # None: decided by the seed
    coin_flips: list[Literal["heads", "tails"]] = Field(default_factory=list)
    dice_rolls: list[int] = Field(default_factory=list)
    manual: tuple[bool, bool] = (False, False)
    #: sandbox (solo goldfishing): this player skips the draw from an empty Deck instead of
    #: losing — an empty opponent then lasts the whole session, not one turn
    empty_deck_ok: tuple[bool, bool] = (False, False)
    #: hidden information includes timing (hot-seat): this player is asked at every response
    #: window, with "pass" as the only answer when nothing could respond, so whether a
    #: window stops never depends on a hidden card; the app decides what to skip from
    #: public facts and the player's own chain setting
    ask_every_window: tuple[bool, bool] = (False, False)
    #: cards the engine does not automate are played by hand (engine.by_hand): activated as
    #: their kind allows, resolved by their controller with manual moves
    by_hand: bool = False
    #: two players at one screen, each hand hidden from the other: a replay of the duel shows
    #: only what both players know until the duel has ended (no peeking by saving mid-duel)
    hotseat: bool = False
    #: hidden information: card ids are dealt out in an order of their own (never the Deck
    #: order) and a card entering a hidden place, or a shuffled Deck, gets new ones, so no id
    #: links a hidden card to a known one. False only for replays recorded before (their
    #: answers name the old ids; engine.replay reads a start without this key as False)
    hidden_ids: bool = True

    @field_validator("dice_rolls")
    @classmethod
    def _dice(cls, rolls: list[int]) -> list[int]:
        for r in rolls:
            if not 1 <= r <= 6:
                raise ValueError(f"a die roll is 1-6, not {r}")
        return rolls


# ------------------------------------------------------------------ entries
def parse_entry(entry: CardRef) -> tuple[CardRef, set[str]]:
    """Split ``"Dark Elf (def) (new)"`` into the card and its marks."""
    if isinstance(entry, int):
        return entry, set()
    text = entry.strip()
    marks: set[str] = set()
    changed = True
    while changed:
        changed = False
        for mark in ("(def)", "(set)", "(new)"):
            if text.endswith(mark):
                text = text[: -len(mark)].rstrip()
                marks.add(mark[1:-1])
                changed = True
    if text.isdigit():
        return int(text), marks
    return text, marks


def _data(db: CardDatabase, ref: CardRef, where: str) -> CardData:
    try:
        return db.resolve(ref)
    except UnknownCard as exc:
        raise EngineError(f"{where}: {exc}") from None


def build_position(position: Position, db: CardDatabase) -> GameState:
    """The game state a start position describes (cards placed count as there since the turn began)."""
    st = GameState()
    st.turn = position.turn
    st.turn_player = position.player
    st.phase = position.phase
    for index, setup in enumerate((position.p0, position.p1)):
        key = f"start.p{index}"
        p = st.players[index]
        p.lp = setup.lp
        st.per_turn[index].normal_summons_used = setup.normal_summons_used
        for loc, entries in ((DECK, setup.deck), (HAND, setup.hand), (EXTRA, setup.extra),
                             (GY, setup.gy), (BANISHED, setup.banished)):
            for i, entry in enumerate(entries):
                ref, marks = parse_entry(entry)
                data = _data(db, ref, f"{key}.{loc}[{i}]")
                card = st.new_card(data, index)
                card.location = loc
                # SCENARIOS.md "Start positions": a monster placed in the GY or banished counts
                # as having been properly Summoned before (Monster Reborn may revive a Synchro,
                # Linkuriboh may use its GY effect); in the hand, Deck or Extra Deck it was not
                card.properly_summoned = loc in (GY, BANISHED) and data.is_monster
                card.face_up = loc in (GY, BANISHED) or (loc == EXTRA and "set" not in marks and
                                                         data.is_pendulum and not data.is_extra_deck)
                p.pile(loc).append(card)
        for loc, row_entries in ((MONSTERS, setup.monsters), (EXTRA_MONSTERS, setup.extra_monsters),
                                 (SPELLS, setup.spells)):
            for zone, entry in enumerate(row_entries):
                if entry == "" or entry is None:
                    continue
                ref, marks = parse_entry(entry)
                data = _data(db, ref, f"{key}.{loc}[{zone}]")
                card = st.new_card(data, index)
                _place_on_field(st, card, loc, zone, marks, f"{key}.{loc}[{zone}]")
        if setup.field not in ("", None):
            ref, marks = parse_entry(setup.field)
            data = _data(db, ref, f"{key}.field")
            card = st.new_card(data, index)
            _place_on_field(st, card, FIELD, 0, marks, f"{key}.field")
    _check_extra_monster_zones(st)
    return st


def _place_on_field(st: GameState, card: Card, loc: str, zone: int, marks: set[str],
                    where: str) -> None:
    data = card.data
    p = st.players[card.owner]
    if loc in (MONSTERS, EXTRA_MONSTERS):
        if not data.is_monster:
            raise EngineError(f"{where}: {data.name} is not a monster")
        if loc == EXTRA_MONSTERS and not data.is_extra_deck:
            pass  # allowed: an effect may have put a Main Deck monster there
        card.face_up = "set" not in marks
        card.position = DEFENSE if ("def" in marks or "set" in marks) else ATTACK
        if data.is_link and card.position != ATTACK:
            raise EngineError(f"{where}: a Link Monster is always in face-up Attack Position")
        card.properly_summoned = True
        card.was_face_up_on_field = card.face_up
        card.summon_kind = "special" if data.is_extra_deck else "normal"
    elif loc == SPELLS:
        if data.is_monster and not data.is_pendulum:
            raise EngineError(f"{where}: {data.name} is a monster; only Pendulum Monsters go in a Spell & Trap Zone")
        if data.is_monster and zone not in (0, 4):
            raise EngineError(f"{where}: a Pendulum Monster goes in a Pendulum Zone (0 or 4)")
        card.face_up = "set" not in marks
    elif loc == FIELD:
        if data.spell_trap_type != "Field":
            raise EngineError(f"{where}: {data.name} is not a Field Spell")
        card.face_up = "set" not in marks
    card.location = loc
    card.zone = zone
    new = "new" in marks
    card.entered_turn = st.turn if new else 0
    card.turn_set = st.turn if (new and not card.face_up) else 0
    card.summoned_turn = st.turn if new else 0
    if loc == FIELD:
        p.field_zone = card
        card.zone = 0
    else:
        p.row(loc)[zone] = card


def _check_extra_monster_zones(st: GameState) -> None:
    for i in (0, 1):
        if st.players[0].extra_monsters[i] is not None and st.players[1].extra_monsters[1 - i] is not None:
            raise EngineError(
                f"start.p0.extra_monsters[{i}] and start.p1.extra_monsters[{1 - i}] are the same "
                "Extra Monster Zone (p0's left is p1's right)")
        if st.players[0].extra_monsters.count(None) + st.players[1].extra_monsters.count(None) < 2:
            pass
    for index in (0, 1):
        if sum(c is not None for c in st.players[index].extra_monsters) > 1:
            raise EngineError(f"start.p{index}.extra_monsters: a player may use only one Extra Monster Zone")


def build_from_decks(start: DuelStart, db: CardDatabase, rng: DuelRandom) -> GameState:
    """Shuffle both decks with the duel's generator, decide who goes first, deal 5 cards.

    Uids are handed out in Deck order here; the Duel then deals them out again in an
    order of its own (``DuelStart.hidden_ids``), so a uid says nothing about which card
    it is nor where it lies (hidden information, DESIGN.md).
    """
    assert start.decks is not None and len(start.decks) == 2
    st = GameState()
    first = start.first_player if start.first_player is not None else rng.below(2)
    st.turn_player = first
    st.turn = 1
    st.phase = "draw"
    for index, deck in enumerate(start.decks):
        p = st.players[index]
        p.lp = start.lp
        main = [_data(db, code, f"deck {index} main") for code in deck.main]
        extra = [_data(db, code, f"deck {index} extra") for code in deck.extra]
        rng.shuffle(main)
        rng.shuffle(extra)
        for data in main:
            card = st.new_card(data, index)
            card.location = DECK
            p.deck.append(card)
        for data in extra:
            card = st.new_card(data, index)
            card.location = EXTRA
            p.extra.append(card)
        p.extra.sort(key=lambda c: (c.data.name, c.uid))
    for index in (0, 1):
        p = st.players[index]
        for _ in range(min(OPENING_HAND, len(p.deck))):
            card = p.deck.pop(0)
            card.location = HAND
            p.hand.append(card)
    return st


__all__ = [
    "PHASES",
    "DeckList",
    "DuelStart",
    "PlayerSetup",
    "Position",
    "build_from_decks",
    "build_position",
    "parse_entry",
]
