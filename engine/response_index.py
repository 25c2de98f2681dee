"""What could respond: the effects a card could ever activate from each place.

Every response window (and every open-state question) asks "what may this player
activate now?". Asking every effect of every card of both players was the hot path of
play (issue 12). Most answers are "no" for reasons that depend only on what the card
*is* and *where* it is — a Trap in the hand, an Ignition Effect while a chain is being
built, a monster's field effect while it is in the GY, a Trigger Effect at all — never
on the rest of the position. Those reasons are worked out here once per card kind,
generically from the effect records (kind, Spell Speed, range, ``extra`` flags), never
from a list of cards, so a card added tomorrow is indexed the same way.

:func:`candidates` gives, for a card, the effects still worth asking
:func:`engine.procedures.chain.activation_refusal` about from where the card is now:
every effect it leaves out is one that ``activation_refusal`` would refuse for a reason
fixed by the card and its place. :func:`sources` gives a player's cards (in the order of
the full scan, so prompts list the same actions in the same order) that have any such
effect where they are, kept until a card moves (``Game.places``); the face of a card on
the field is read when it is asked. :func:`trigger_holders` gives the cards waiting for
events of some kinds (``listens_to``), in the order the full walk over the cards gives.

``VERIFY`` (tests turn it on) recomputes every answer by the full scan and compares
(``chain.VERIFY_TRIGGERS`` does the same for triggers).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from engine.effects import ACTIVATE, FLIP, IGNITION, QUICK, TRIGGER, CardScript, Effect
from engine.state import (
    BANISHED,
    DECK,
    EXTRA,
    EXTRA_MONSTERS,
    FIELD,
    GY,
    HAND,
    MONSTERS,
    ON_FIELD,
    OVERLAY,
    SPELLS,
    Card,
)

if TYPE_CHECKING:
    from engine.game import Game

#: Tests set this to check every indexed answer against the full scan.
VERIFY = False

#: The places a player's own activations come from (``full_sources``).
PLACES = (HAND, MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD, GY, BANISHED)

_NONE: tuple[Effect, ...] = ()
#: per face (face-down, face-up): (effects worth asking in the open state, in a response
#: window); off the field both faces are the same. Then whether either face has any in the
#: open state, and in a response window (what ``sources`` reads).
_Pair = tuple[tuple[Effect, ...], tuple[Effect, ...]]
Entry = tuple[_Pair, _Pair, bool, bool]


def could_activate_from(card: Card, eff: Effect, where: str, *, idle: bool,
                        face_up: bool = False) -> bool:
    """False only when ``activation_refusal`` refuses ``eff`` of ``card`` in ``where`` (face-up
    or not, on the field) for a reason that depends on nothing but the card, the effect and
    the place (and whether it is the open state). Mirrors its checks one by one; anything
    else is left to it."""
    kind = eff.kind
    if kind not in (ACTIVATE, IGNITION, QUICK):
        return False  # Trigger, Flip and Continuous Effects are never activated at will
    data = card.data
    if not idle and (kind == IGNITION or eff.spell_speed(card) == 1):
        return False  # Spell Speed 1 (a "Quick Effect if ..." can only drop to it): open state only
    on_field = where in ON_FIELD
    if kind == ACTIVATE:
        if data.is_monster and not eff.extra.get("pendulum_scale"):
            return False  # a monster is not "activated"
        if on_field and face_up:
            return False  # already face-up on the field
        if where == HAND:
            if data.is_trap and not eff.extra.get("from_hand"):
                return False  # a Trap must be Set first
        elif where not in (SPELLS, FIELD):
            return False
    else:
        if kind == QUICK and eff.trigger is not None:
            return False  # offered only right after its event (collect_triggers)
        if where not in eff.active_range(card):
            return False
        if on_field and not face_up:
            return False  # a face-down card's effects are not used
    return True


def _table(g: Game, card: Card) -> dict[str, Entry]:
    """Per place, the effects of this kind of card worth asking about (cached per game,
    per passcode: the same facts and script give the same table). A card with its own
    script (no copied effects) reads the table its script keeps per passcode, worked out
    once for every game: a script never changes, and the table depends on nothing else
    than the script's effects and the card's facts (``could_activate_from``)."""
    tables = g.response_tables
    copied = bool(g.copied_effects) and card in g.copied_effects
    code = card.data.code if not g.copied_effects else g.script_key(card)
    table = tables.get(code)
    if table is None:
        script = g.script(card)
        if script is None:
            table = {}
        elif copied:  # a copy made for this game (engine.copied_effects): its own table
            table = _table_of(script, card)
        else:
            kept = script.__dict__.setdefault("_response_tables", {})
            table = kept.get(card.data.code)
            if table is None:
                table = kept[card.data.code] = _table_of(script, card)
        tables[code] = table
    return table


def _table_of(script: CardScript, card: Card) -> dict[str, Entry]:
    """The places ``card``'s effects could be activated from, each with its Entry."""
    effects = list(script.activatable())
    table: dict[str, Entry] = {}

    def pair(where: str, face_up: bool) -> tuple[tuple[Effect, ...], tuple[Effect, ...]]:
        return tuple(tuple(e for e in effects if could_activate_from(
            card, e, where, idle=idle, face_up=face_up)) for idle in (True, False))  # type: ignore[return-value]

    for where in PLACES:
        down, up = pair(where, False), pair(where, True)
        if any(down) or any(up):
            # either face: turning a card over moves no card, and the face is read when asked
            table[where] = (down, up, bool(down[0] or up[0]), bool(down[1] or up[1]))
    return table


def candidates(g: Game, card: Card, *, idle: bool) -> tuple[Effect, ...]:
    """The effects of ``card`` that could be activated from where it is now, as it is now
    (face-up or face-down)."""
    entry = _table(g, card).get(card.location)
    if entry is None:
        return _NONE
    return (entry[1] if card.face_up else entry[0])[0 if idle else 1]


def _any_player_spells(g: Game, player: int) -> list[Card]:
    """The opponent's face-up Spells/Traps whose effects "any player" may use."""
    return [c for c in g.state.players[1 - player].field_spells() if c.face_up and any(
        e.extra.get("any_player") for e in g.effects_of(c))]


def _own_sources(g: Game, player: int) -> list[Card]:
    p = g.state.players[player]
    cards: list[Card] = list(p.hand)
    cards += p.field_monsters()
    cards += [c for c in p.spells if c is not None]
    if p.field_zone is not None:
        cards.append(p.field_zone)
    cards += p.gy
    cards += p.banished
    return cards


def full_sources(g: Game, player: int) -> list[Card]:
    """Every card ``player`` might activate something of, in scan order (the full scan)."""
    return _own_sources(g, player) + _any_player_spells(g, player)


def _with_candidates(g: Game, cards: list[Card]) -> tuple[list[Card], list[Card]]:
    """(cards with open-state candidates, cards with response candidates), in order."""
    idle: list[Card] = []
    response: list[Card] = []
    tables = g.response_tables
    copied = g.copied_effects  # "copies the effects of": its own table (engine.copied_effects)
    for card in cards:
        table = tables.get(card.data.code if not copied else g.script_key(card))
        if table is None:
            table = _table(g, card)
        entry = table.get(card.location)
        if entry is None:
            continue
        if entry[2]:
            idle.append(card)
        if entry[3]:
            response.append(card)
    return idle, response


def _any_player_in_duel(g: Game) -> bool:
    """Does any card of this duel have an effect "any player" may use (Royal Oppression)?
    Worked out again only when cards are added to the duel."""
    count = len(g.state.cards)
    cached = g.__dict__.get("_any_player_cards")
    if cached is None or cached[0] != count:
        cached = (count, any(e.extra.get("any_player") for c in g.state.cards.values()
                             for e in g.effects_of(c)))
        g._any_player_cards = cached  # type: ignore[attr-defined]
    return cached[1]


def sources(g: Game, player: int, *, idle: bool) -> list[Card]:
    """``player``'s cards that have an effect worth asking about where they are now, in the
    full scan's order. Maintained as cards move: worked out again only when a card changed
    place (``Game.places``, counted by every event that moves a card)."""
    cache = g.response_cache
    if cache is None or cache[0] != g.places:
        # a card that "any player" may use is looked for only in duels that hold one
        cache = (g.places, [None, None], _any_player_in_duel(g))
        g.response_cache = cache
    per_player = cache[1]
    found = per_player[player]
    if found is None:
        found = per_player[player] = _with_candidates(g, _own_sources(g, player))
    if VERIFY:
        fresh = _with_candidates(g, _own_sources(g, player))
        if [c.uid for c in fresh[0]] != [c.uid for c in found[0]] or (
                [c.uid for c in fresh[1]] != [c.uid for c in found[1]]):
            raise AssertionError(f"stale response index at version {g.version} for "
                                 f"Player {player + 1}")
    cards = found[0] if idle else found[1]
    if cache[2]:
        more = _with_candidates(g, _any_player_spells(g, player))
        cards = cards + (more[0] if idle else more[1])
    return cards


# ------------------------------------------------------------------ triggers by event kind
_PILES = {HAND: "hand", GY: "gy", BANISHED: "banished", EXTRA: "extra", DECK: "deck"}
#: the order of ``Game.all_cards`` per player: field monsters (Main, then Extra Monster
#: Zones), their materials, Spells/Traps (zones, then the Field Zone), then the piles
_SECTION = {MONSTERS: 0, EXTRA_MONSTERS: 1, SPELLS: 3, FIELD: 4, HAND: 5, GY: 6, BANISHED: 7,
            EXTRA: 8, DECK: 9}


def waits_for_event(eff: Effect) -> bool:
    """Trigger and Flip Effects, and Quick Effects that answer an event (offered right
    after it, like optional triggers): what ``collect_triggers`` asks about events."""
    return eff.kind in (TRIGGER, FLIP) or (eff.kind == QUICK and eff.trigger is not None)


def listens_to(eff: Effect) -> frozenset[str] | None:
    """The event kinds ``eff`` could ever be set off by (None: any kind). A Flip Effect
    waits for "flipped"; a trigger built from the card library's event tests declares its
    kinds (``triggers.On.kinds``); any other test may answer any event."""
    if eff.kind == FLIP:
        return _FLIPPED
    if eff.trigger is None:
        return frozenset()
    kinds = getattr(eff.trigger, "kinds", None)
    return kinds if isinstance(kinds, frozenset) else None


_FLIPPED = frozenset({"flipped"})


def _holders(g: Game) -> tuple[dict[str, set[Card]], set[Card]]:
    """(event kind -> cards with an effect waiting for it, cards waiting for any kind).
    Which effects a card has never changes, so this is worked out again only when cards
    are added to the duel (Tokens)."""
    count = len(g.state.cards)
    cache = g.trigger_holders
    if cache is not None and cache[0] == count:
        return cache[1], cache[2]
    by_kind: dict[str, set[Card]] = {}
    anything: set[Card] = set()
    for card in g.state.cards.values():
        for eff in g.effects_of(card):
            if not waits_for_event(eff):
                continue
            kinds = listens_to(eff)
            if kinds is None:
                anything.add(card)
            else:
                for kind in kinds:
                    by_kind.setdefault(kind, set()).add(card)
    g.trigger_holders = (count, by_kind, anything)
    return by_kind, anything


def trigger_holders(g: Game, kinds: set[str]) -> list[Card]:
    """The cards with an effect that may wait for an event of one of ``kinds``, in
    ``Game.all_cards`` order (which fixes the order triggers are offered in), without
    walking every card of the duel: each is sorted by its place (player, zone or pile,
    index). When one is an Xyz Material (its place in that order is its host's) the cards
    are walked instead."""
    found = trigger_candidates(g, kinds)
    if not found:
        return []
    return in_walk_order(g, found)


def trigger_candidates(g: Game, kinds: set[str]) -> frozenset[Card]:
    """:func:`trigger_holders` in no order (a Token that ceased to exist included): a caller
    that keeps few of them puts only those in order (:func:`in_walk_order`). Remembered per
    set of kinds for as long as the holders are (``_holders`` makes a new table whenever
    cards are added to the duel, and the memo belongs to that table)."""
    by_kind, anything = _holders(g)
    memo = g.__dict__.get("_trigger_sets")
    if memo is None or memo[0] is not by_kind:
        memo = g._trigger_sets = (by_kind, {})  # type: ignore[attr-defined]
    sets: dict[frozenset[str], frozenset[Card]] = memo[1]
    key = frozenset(kinds)
    found = sets.get(key)
    if found is None:
        cards = set(anything)
        for kind in key:
            some = by_kind.get(kind)
            if some:
                cards |= some
        found = sets[key] = frozenset(cards)
    return found


def in_walk_order(g: Game, found: Collection[Card]) -> list[Card]:
    """The distinct cards ``found`` in ``Game.all_cards`` order, without a card that is
    nowhere (a Token that ceased to exist): each sorted by its place (player, zone or pile,
    index), or the cards walked when one is an Xyz Material."""
    keyed = []
    players = g.state.players
    for card in found:
        loc = card.location
        section = _SECTION.get(loc)
        if section is None:
            if loc == OVERLAY:
                return [c for c in g.all_cards() if c in found]
            continue  # a Token that ceased to exist is nowhere
        if section <= 4:
            keyed.append(((card.controller, section, card.zone), card))
        else:
            pile = getattr(players[card.owner], _PILES[loc])
            try:
                keyed.append(((card.owner, section, pile.index(card)), card))
            except ValueError:  # not where it says it is: let the walk decide
                return [c for c in g.all_cards() if c in found]
    keyed.sort(key=lambda kc: kc[0])
    return [card for _, card in keyed]
