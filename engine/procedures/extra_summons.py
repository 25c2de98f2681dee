"""Synchro, Xyz, Link and Pendulum Summons, and monsters with their own Summon condition.

The rules (each refusal names the one it applies):

* Special Summon Monsters (seed 002 n.Card Types 02.16, 03.1-03.4; seed 001
  "Properly Special Summon"; seed 003 p. 21): Extra Deck monsters and
  "Cannot be Normal Summoned/Set" monsters are first Summoned only by their
  own procedure; only after that may an effect Special Summon them from the
  GY or banishment (:func:`can_be_special_summoned_by_effect`). A procedure is
  not an effect: it starts no chain, but it has a Summon negation window.
* Synchro (seed 003 pp. 16-17): 1 face-up Tuner + 1 or more face-up non-Tuners
  whose Levels total the Synchro Monster's Level go to the GY.
* Xyz (seed 003 pp. 14-15, p. 47): face-up monsters of the same Level are
  attached as Xyz Materials (not cards on the field); Tokens, Xyz and Link
  Monsters cannot be Xyz Materials.
* Link (seed 002 n.Card Types 03.6): face-up monsters whose count equals the
  Link Rating (a Link Monster may count as its own Rating) go to the GY.
* Pendulum (seed 002 02.10, seed 003 pp. 12-13): once per turn, with a card
  in each Pendulum Zone, monsters from the hand and face-up Pendulums from the
  Extra Deck whose Levels are strictly between the Scales.
* Extra Deck placement: today's rule (April 2023 revision of Master Rule 5):
  see :func:`engine.zones.extra_deck_zones`.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine import rules, why_not
from engine.continuous import Code
from engine.effects import ACTIVATE, CONTINUOUS, Effect
from engine.modifiers import ask, cannot_summon_reason, current_level
from engine.procedures.abilities import is_tuner
from engine.procedures.chain import resolve_chain, respond, settle
from engine.procedures.summon import (
    choose_position,
    from_hand_refusal,
    main_phase_open,
    summon_with_negation_window,
)
from engine.prompts import CardsPrompt
from engine.state import (
    ATTACK,
    DEFENSE,
    EXTRA,
    EXTRA_MONSTERS,
    GY,
    HAND,
    MONSTERS,
    SPELLS,
    Card,
)
from engine.zones import PENDULUM_ZONES, extra_deck_zones, linked_main_zones

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]
CardTest = Callable[[Card], bool]
MaterialTest = Callable[["Game", int, Card, Card], bool]
GroupTest = Callable[["Game", int, Card, list[Card]], "str | None"]

SPECIAL_SUMMON_MONSTER = ("Rules: Special Summon Monsters are Summoned first by their own procedure "
                          "(seed 002 n.Card Types 02.16, 03.3; seed 001 'Properly Special Summon')")


# ------------------------------------------------------------------ properly Summoned
def _script_extra(g: Game, card: Card) -> dict[str, Any]:
    script = g.script(card)
    return script.extra if script is not None else {}


def is_special_summon_monster(g: Game, card: Card) -> bool:
    """Extra Deck, Ritual, Token and "Cannot be Normal Summoned/Set" monsters (02.16a)."""
    data = card.data
    if not data.is_monster:
        return False
    if data.is_extra_deck or data.is_token or data.has("Ritual") or data.has("Special Summon"):
        return True
    script = g.script(card)
    return bool(script is not None and script.cannot_normal_summon)


def not_properly_summoned_reason(g: Game, card: Card) -> str | None:
    """Why another card's effect may not Special Summon this card from where it is now, or None.

    Seed 002 02.16c/e/f/h: a Special Summon Monster only once it was properly
    Summoned (the flag is lost when it goes to the hand, Deck or face-down
    Extra Deck); never a Token that left the field; never a monster whose text
    says it can only be Summoned by its own procedure (``extra["only_by_procedure"]``).
    """
    if card.data.is_token:
        return None  # created by the effect that Summons it; it never reaches the GY (02.16f)
    if _script_extra(g, card).get("only_by_procedure"):
        return f"{card.name} can only be Special Summoned by its own procedure — {rules.SPECIAL_SUMMON}"
    if not is_special_summon_monster(g, card) or card.properly_summoned:
        return None
    if card.location == EXTRA and card.data.is_extra_deck:
        # an effect that "Special Summons 1 <monster> from your Extra Deck" may do so without a
        # proper Summon (the monster is then not properly Summoned): the "properly Summoned
        # first" limit binds only revivals from the GY or banishment (ocgcore's revive limit)
        return None
    return f"{card.name} was not properly Summoned first — {rules.PROPERLY_SUMMONED}"


def can_be_special_summoned_by_effect(g: Game, card: Card) -> bool:
    """May another card's effect Special Summon this card? (the reason is noted for refusals)"""
    reason = not_properly_summoned_reason(g, card)
    if reason is not None:
        why_not.note(card, reason)
    return reason is None


# ------------------------------------------------------------------ shared helpers
def _open_game_state(g: Game, player: int) -> str | None:
    """Summoning procedures are used in your own Main Phase, no chain (seed 003 p. 17) —
    unless an effect performs the Summon as it resolves (``summon_immediately``)."""
    if g.immediate_summon:
        return None
    return main_phase_open(g, player)


def procedure_for(g: Game, card: Card) -> Any:
    """``card``'s own summoning procedure: the one its script declares, else the one its facts
    imply (Synchro, Xyz, Link, Special Summon Monster), else None. The script and the facts
    decide it, so it is worked out once per game and passcode (every open state asks it of
    every card in the Extra Deck, GY and banishment; the procedures keep no state)."""
    code = card.data.code
    try:
        return g.procedures[code]
    except KeyError:
        pass
    script = g.script(card)
    if script is not None and script.special_summon is not None:
        proc = script.special_summon
    else:
        proc = default_procedure(g, card)
    g.procedures[code] = proc
    return proc


def immediate_summon_refusal(g: Game, player: int, card: Card) -> str | None:
    """Could an effect resolving now Summon ``card`` by its procedure (materials, zones)?"""
    proc = procedure_for(g, card)
    if proc is None:
        return f"{card.name} has no Summoning procedure — {rules.SPECIAL_SUMMON}"
    g.immediate_summon = True
    try:
        reason: str | None = proc.refusal(g, player, card)
    finally:
        g.immediate_summon = False
    return reason


def summon_immediately(g: Game, player: int, card: Card) -> Proc:
    """"Immediately after this effect resolves, Synchro/Xyz/Link Summon" (seed 001): the
    card's own procedure, performed during the resolution (its materials are chosen now)."""
    proc = procedure_for(g, card)
    g.immediate_summon = True
    try:
        yield from proc.perform(g, player, card)
    finally:
        g.immediate_summon = False


def _face_up_monsters(g: Game, player: int) -> list[Card]:
    """``player``'s face-up monsters. Every Synchro, Xyz and Link procedure asks for them, for
    every card in the Extra Deck at each open state, so inside a pure question
    (``Game.query``) they are listed once: nothing moves until it ends (the only moves inside
    one, :class:`_Lifted`'s, are undone before anything else is asked). The cached list itself
    is returned: callers only read it."""
    cache = g.query_cache
    if cache is None:
        return [c for c in g.monsters(player) if c.face_up]
    key = _FACE_UP_KEYS[player]
    found: list[Card] | None = cache.get(key)
    if found is None:
        found = cache[key] = [c for c in g.monsters(player) if c.face_up]
    return found


_FACE_UP_KEYS = ("face_up_monsters:0", "face_up_monsters:1")


def _from_extra_deck_now(g: Game, player: int, card: Card) -> bool:
    """``_extra_deck_refusal(...) is None`` without the words (the open state's list of
    options asks it of every card in the Extra Deck and reads no reason)."""
    return (card.location == EXTRA and card.owner == player and not card.face_up
            and (g.immediate_summon or main_phase_open(g, player) is None))


class _Lifted:
    """Take cards off their zones for a moment to ask "which zones would be free then?"."""

    def __init__(self, g: Game, cards: Iterable[Card]) -> None:
        self.g = g
        self.cards = [c for c in cards if c.in_monster_zone]

    def __enter__(self) -> None:
        for c in self.cards:
            self.g.state.players[c.controller].row(c.location)[c.zone] = None
        self.g.changed()

    def __exit__(self, *exc: object) -> None:
        for c in self.cards:
            self.g.state.players[c.controller].row(c.location)[c.zone] = c
        self.g.changed()


def zones_after(g: Game, player: int, card: Card, leaving: Iterable[Card]) -> list[int]:
    """Where ``card`` could go from the Extra Deck once ``leaving`` has left the field."""
    with _Lifted(g, leaving):
        return extra_deck_zones(g, player, card)


def room_after(g: Game, player: int, card: Card, leaving: Iterable[Card]) -> bool:
    """``bool(zones_after(g, player, card, leaving))``, asked of every material group the
    Summon checks try, worked out on the zones as they would be instead of lifting the cards
    for a moment: a lift moves the game's change counters, and every cache keyed on them
    (the continuous effects' index among them) is then worked out again. The rules of
    :func:`engine.zones.extra_deck_zones`: an Extra Monster Zone, if ``player`` would use none
    (each is shared); else a free Main Monster Zone, for a Link Monster or a face-up Pendulum
    only one a Link Monster that stays points to (:func:`pointed_zones`). Tests compare it
    with :func:`zones_after` over random duels."""
    gone = [c for c in leaving if c.in_monster_zone]
    me, other = g.state.players[player], g.state.players[1 - player]

    def taken(c: Card | None) -> bool:
        return c is not None and c not in gone

    if not any(taken(c) for c in me.extra_monsters) and any(
            not taken(me.extra_monsters[i]) and not taken(other.extra_monsters[1 - i]) for i in (0, 1)):
        return True
    free_main = [i for i, c in enumerate(me.monsters) if not taken(c)]
    if not free_main:
        return False
    data = card.data
    if not (data.is_link or (data.is_pendulum and card.face_up)):
        return True
    return any(m.data.is_link and m not in gone and any(
        p == player and loc == MONSTERS and i in free_main for p, loc, i in pointed_zones(g, m))
        for m in g.monsters())


def place_from_extra_deck(g: Game, player: int, card: Card, hint: str) -> Proc:
    """Choose the zone (an Extra Monster Zone, or a Main Monster Zone it may use) and the
    face-up position, and place the monster Summoned from the Extra Deck there — every
    procedure of its own does this before the Summon's windows."""
    zone = yield from g.choose_zone(player, MONSTERS, extra_deck_zones(g, player, card), hint=hint)
    position = yield from choose_position(g, player, card, _positions(card))
    g.new_group()
    _place(g, player, card, zone, position)


def _place(g: Game, player: int, card: Card, zone: int, position: str) -> None:
    location = EXTRA_MONSTERS if zone >= 5 else MONSTERS
    g.move(card, location, player=player, zone=zone - 5 if zone >= 5 else zone, face_up=True,
           position=ATTACK if position == "attack" else DEFENSE, reason="summon", by=player,
           event="placed")


def _positions(card: Card) -> list[str]:
    """Face-up Attack or Defense (seed 003 p. 21); a Link Monster only Attack (03.6c)."""
    return ["attack"] if card.data.is_link else ["attack", "defense"]


def _choose_materials(g: Game, player: int, card: Card, candidates: list[Card], lo: int, hi: int,
                      purpose: str, check: Callable[[list[Card]], str | None]) -> Proc:
    prompt = CardsPrompt(player=player, candidates=[c.uid for c in candidates], min=lo, max=hi,
                         purpose=purpose, hint=f"Choose the {purpose} for {card.name}")
    prompt._check = lambda uids: check([g.state.cards[u] for u in uids])
    answer = yield prompt
    return [g.state.cards[u] for u in answer.cards]


def _materials_to_gy(g: Game, player: int, card: Card, mats: list[Card], reason: str) -> None:
    """Send Synchro/Link Materials to the GY together, each event naming the monster they were
    for (cards such as Nitro Synchron read it)."""
    g.new_group()
    for m in mats:
        g.move(m, GY, reason=reason, by=player, event="sent_to_gy")
        g.log[-1].data["for"] = card.uid


def _finish(g: Game, player: int, card: Card, kind: str, mats: list[Card] | None = None) -> Proc:
    """Choose the zone and position, place the monster, then the Summon windows. The names of
    its materials are kept while it stays on the field ("if this card was Link Summoned using
    a monster with its same name as material": :func:`summoned_using_its_own_name`)."""
    yield from place_from_extra_deck(g, player, card, f"Where to Summon {card.name}?")
    if mats is not None:
        card.flags["material_names"] = tuple(m.data.name for m in mats)
        for m in mats:  # "a monster Summoned using this card as material gains ..." (its text)
            script = g.script(m)
            grant = script.extra.get("grants_as_material") if script is not None else None
            if grant is not None:
                grant(g, player, card, kind, m)
    yield from summon_with_negation_window(g, player, card, kind)


def _extra_deck_refusal(g: Game, player: int, card: Card, rule: str, what: str) -> str | None:
    if card.location != EXTRA or card.owner != player:
        return f"a {what} is Summoned from your Extra Deck — {rule}"
    if card.face_up:
        return f"a face-up {card.name} in the Extra Deck can only be Pendulum Summoned — {rules.PENDULUM}"
    return _open_game_state(g, player)


def _subsets(cards: list[Card], lo: int, hi: int) -> Iterator[list[Card]]:
    for n in range(lo, min(hi, len(cards)) + 1):
        for combo in combinations(cards, n):
            yield list(combo)


# ------------------------------------------------------------------ Synchro
@dataclass
class Synchro:
    """1 Tuner + 1 or more non-Tuners (seed 003 pp. 16-17); restrictions from the card's text."""

    tuner: CardTest | None = None
    non_tuner: CardTest | None = None
    tuner_text: str = "a Tuner"
    non_tuner_text: str = "non-Tuner monsters"
    #: the card's own tests, ``(g, player, synchro_monster, material) -> bool``
    tuner_in: MaterialTest | None = None
    non_tuner_in: MaterialTest | None = None
    #: "1 Tuner + 2+ non-Tuner monsters": the fewest non-Tuners the card's text allows
    min_non_tuners: int = 1

    def _candidates(self, g: Game, player: int) -> list[Card]:
        return _synchro_pool(g, player).cands

    @staticmethod
    def _usable(g: Game, c: Card) -> bool:
        return (not c.data.is_xyz and not c.data.is_link
                and not _script_extra(g, c).get("not_synchro_material"))

    def material_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        """Why these materials cannot Synchro Summon ``card``, or None."""
        for m in mats:
            if m.data.is_xyz or m.data.is_link:
                return f"{m.name} has no Level and cannot be a Synchro Material — {rules.SYNCHRO}"
            if _script_extra(g, m).get("not_synchro_material"):
                return f"{m.name} cannot be used as a Synchro Material — {rules.SYNCHRO}"
            if not (m.in_monster_zone and m.face_up and m.controller == player):
                return f"Synchro Materials are face-up monsters you control — {rules.SYNCHRO}"
        tuners = [m for m in mats if is_tuner(g, m)]
        if len(tuners) != 1:
            return (f"a Synchro Summon needs exactly 1 Tuner, {len(tuners)} chosen — "
                    f"{rules.SYNCHRO}")
        tuner = tuners[0]
        others = [m for m in mats if m is not tuner]
        if not others:
            return f"a Synchro Summon needs 1 or more non-Tuner monsters — {rules.SYNCHRO}"
        if len(others) < self.min_non_tuners:
            return (f"{card.name} needs {self.min_non_tuners} or more non-Tuner monsters — "
                    f"{rules.SYNCHRO}")
        if (self.tuner is not None and not self.tuner(tuner)) or (
                self.tuner_in is not None and not self.tuner_in(g, player, card, tuner)):
            return f"{card.name} needs {self.tuner_text} as its Tuner — {rules.SYNCHRO}"
        if (self.non_tuner is not None and not all(self.non_tuner(m) for m in others)) or (
                self.non_tuner_in is not None
                and not all(self.non_tuner_in(g, player, card, m) for m in others)):
            return f"{card.name} needs {self.non_tuner_text} — {rules.SYNCHRO}"
        total = sum(current_level(g, m) for m in mats)
        if total != card.data.level:
            return (f"the Synchro Materials' Levels total {total}, {card.name} is Level "
                    f"{card.data.level} — {rules.SYNCHRO}")
        if not room_after(g, player, card, mats):
            return f"no zone would be free for {card.name} — {rules.EXTRA_DECK_ZONE}"
        return None

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        reason = _extra_deck_refusal(g, player, card, rules.SYNCHRO, "Synchro Monster")
        if reason:
            return reason
        pool = _synchro_pool(g, player)
        cands = pool.cands
        if not any(pool.tuners):
            return f"you control no face-up Tuner — {rules.SYNCHRO}"
        specific = None
        for mats in _subsets(cands, 2, len(cands)):
            reason = self.material_refusal(g, player, card, mats)
            if reason is None:
                return None
            if specific is None and "needs" in reason:  # a restriction printed on the card
                specific = reason
        if specific is not None:
            return specific
        return (f"no face-up Tuner and non-Tuners you control have Levels totalling "
                f"{card.data.level} for {card.name} — {rules.SYNCHRO}")

    def allowed(self, g: Game, player: int, card: Card) -> bool:
        """``self.refusal(g, player, card) is None``, without the words (the open state's list
        asks it of every Synchro Monster in the Extra Deck and reads no reason). A group that
        :meth:`material_refusal` refuses whatever else it holds (not exactly 1 Tuner, fewer
        non-Tuners than the card asks, Levels not totalling the Synchro Monster's) is never
        tried: only the groups :meth:`_SynchroPool.groups` files under its Level (worked out
        once per question for all Synchro Monsters); that method has the last word on each
        of those, so the answer is the same."""
        if type(self) is not Synchro:  # the skipping below reads this class's rules
            return self.refusal(g, player, card) is None
        if not _from_extra_deck_now(g, player, card):
            return False
        pool = _synchro_pool(g, player)
        if not any(pool.tuners):
            return False
        cands, fewest = pool.cands, max(1, self.min_non_tuners) + 1
        return any(len(combo) >= fewest
                   and self.material_refusal(g, player, card, [cands[i] for i in combo]) is None
                   for combo in pool.groups(g).get(card.data.level, ()))

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        cands = self._candidates(g, player)
        mats = yield from _choose_materials(
            g, player, card, cands, 2, len(cands), "Synchro Material",
            lambda chosen: self.material_refusal(g, player, card, chosen))
        _materials_to_gy(g, player, card, mats, "synchro_material")
        yield from _finish(g, player, card, "synchro", mats)


class _SynchroPool:
    """The face-up monsters a player controls that may be Synchro Materials (in order), which
    of them are Tuners and, when asked, the groups of them that could be a Synchro Summon's
    materials by the rules alone: exactly 1 Tuner and 1 or more non-Tuners, by the total
    of their Levels (as positions in ``cands``)."""

    __slots__ = ("_groups", "cands", "tuners")

    def __init__(self, cands: list[Card], tuners: list[bool]) -> None:
        self.cands = cands
        self.tuners = tuners
        self._groups: dict[int, list[tuple[int, ...]]] | None = None

    def groups(self, g: Game) -> dict[int, list[tuple[int, ...]]]:
        if self._groups is None:
            levels = [current_level(g, c) for c in self.cands]
            tuners = self.tuners
            found: dict[int, list[tuple[int, ...]]] = {}
            for size in range(2, len(levels) + 1):
                for combo in combinations(range(len(levels)), size):
                    if sum(tuners[i] for i in combo) == 1:
                        found.setdefault(sum(levels[i] for i in combo), []).append(combo)
            self._groups = found
        return self._groups


def _synchro_pool(g: Game, player: int) -> _SynchroPool:
    """What every Synchro procedure asks first, the same for all of them (:meth:`Synchro._usable`
    is the class's own): worked out once inside a pure question (see :func:`_face_up_monsters`)."""
    cache = g.query_cache
    key = _SYNCHRO_KEYS[player]
    if cache is not None:
        found: _SynchroPool | None = cache.get(key)
        if found is not None:
            return found
    cands = [c for c in _face_up_monsters(g, player) if Synchro._usable(g, c)]
    pool = _SynchroPool(cands, [is_tuner(g, c) for c in cands])
    if cache is not None:
        cache[key] = pool
    return pool


_SYNCHRO_KEYS = ("synchro_pool:0", "synchro_pool:1")


# ------------------------------------------------------------------ Xyz
def _has_xyz_level(g: Game, card: Card, want: int) -> bool:
    """Is ``card`` Level ``want`` for an Xyz Summon: its current Level, or a Level a card lets
    it be treated as for one ("you can treat this card as Level 5 for an Xyz Summon":
    ``Code.XYZ_LEVEL``)?"""
    if current_level(g, card) == want:
        return True
    return ask(g, "xyz_level", card) == want


ALTERNATIVE_XYZ = ("Rules: an Xyz Summon using 1 Xyz Monster you control as the entire material, "
                   "when the card's text allows it; its materials become the new monster's "
                   "(card text: 'transfer its materials to this card'; seed 003 pp. 14-15)")


@dataclass
class Xyz:
    """N monsters of the same Level (the Rank unless the card says otherwise) (seed 003 pp. 14-15)."""

    level: int | None = None
    count: int = 2
    maximum: int | None = None
    material: CardTest | None = None
    material_text: str = ""
    #: the card's own test, ``(g, player, xyz_monster, material) -> bool``
    material_in: MaterialTest | None = None
    #: "You can also Xyz Summon this card by using a <on_xyz_text> you control as material":
    #: ``(g, player, xyz_monster, xyz_material) -> bool``; its materials are transferred
    #: (Rank-Up material transfer, :meth:`engine.game.Game.attach_material`)
    on_xyz: MaterialTest | None = None
    on_xyz_text: str = "Xyz Monster"
    #: "You can only Xyz Summon <this card> once per turn" (either way, per player)
    once_per_turn: bool = False
    #: "Once per turn, you can also Xyz Summon <this card> by using ...": the alternative
    #: way only, once per turn (per player and name)
    on_xyz_once_per_turn: bool = False

    def _level(self, card: Card) -> int:
        return self.level if self.level is not None else card.data.rank

    # the alternative Xyz Summon on another Xyz Monster ("Rank-Up" by procedure)
    def _on_xyz_candidates(self, g: Game, player: int, card: Card) -> list[Card]:
        if self.on_xyz is None or (self.on_xyz_once_per_turn and g.state.per_turn[player].uses.get(
                "on_xyz:" + self._once_key(card))):
            return []
        return [c for c in _face_up_monsters(g, player)
                if c.data.is_xyz and c is not card and not _script_extra(g, c).get("not_xyz_material")
                and self.on_xyz(g, player, card, c)]

    def _on_xyz_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        if len(mats) != 1 or mats[0] not in self._on_xyz_candidates(g, player, card):
            return (f"{card.name} can also be Xyz Summoned using 1 face-up {self.on_xyz_text} you "
                    f"control as its only material — {ALTERNATIVE_XYZ}")
        if not room_after(g, player, card, mats):
            return f"no zone would be free for {card.name} — {rules.EXTRA_DECK_ZONE}"
        return None

    def _once_key(self, card: Card) -> str:
        return f"xyz_summon_once:{card.data.name}"

    def _once_refusal(self, g: Game, player: int, card: Card) -> str | None:
        if self.once_per_turn and g.state.per_turn[player].uses.get(self._once_key(card)):
            return (f"you can only Xyz Summon {card.name} once per turn — its own text; "
                    f"{rules.XYZ}")
        return None

    def _candidates(self, g: Game, player: int, card: Card) -> list[Card]:
        return [c for c in _xyz_level_monsters(g, player, self._level(card))
                if (self.material is None or self.material(c))
                and (self.material_in is None or self.material_in(g, player, card, c))]

    def material_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        reason = self._printed_refusal(g, player, card, mats)
        if reason is None or self.on_xyz is None:
            return reason
        alternative = self._on_xyz_refusal(g, player, card, mats)
        if alternative is None:
            return None
        return alternative if any(m.data.is_xyz for m in mats) else reason

    def _printed_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        want = self._level(card)
        for m in mats:
            if m.data.is_token:
                return f"a Token cannot be an Xyz Material — {rules.TOKEN}; {rules.XYZ}"
            if m.data.is_xyz or m.data.is_link:
                return f"{m.name} has no Level and cannot be an Xyz Material — {rules.XYZ}"
            if not (m.in_monster_zone and m.face_up and m.controller == player):
                return f"Xyz Materials are face-up monsters you control — {rules.XYZ}"
            if not _has_xyz_level(g, m, want):
                return (f"{card.name} needs Level {want} monsters, {m.name} is Level "
                        f"{current_level(g, m)} — {rules.XYZ}")
            if (self.material is not None and not self.material(m)) or (
                    self.material_in is not None and not self.material_in(g, player, card, m)):
                return f"{card.name} needs {self.material_text} — {rules.XYZ}"
        hi = self.maximum or self.count
        if not self.count <= len(mats) <= hi:
            return f"{card.name} needs {self.count} Xyz Materials, not {len(mats)} — {rules.XYZ}"
        if not room_after(g, player, card, mats):
            return f"no zone would be free for {card.name} — {rules.EXTRA_DECK_ZONE}"
        return None

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        reason = _extra_deck_refusal(g, player, card, rules.XYZ, "Xyz Monster") or \
            self._once_refusal(g, player, card)
        if reason:
            return reason
        if any(self._on_xyz_refusal(g, player, card, [m]) is None
               for m in self._on_xyz_candidates(g, player, card)):
            return None
        cands = self._candidates(g, player, card)
        if len(cands) < self.count:
            return (f"{card.name} needs {self.count} face-up Level {self._level(card)} monsters "
                    f"(not Tokens), you control {len(cands)} — {rules.XYZ}")
        for mats in _subsets(cands, self.count, self.maximum or self.count):
            if self.material_refusal(g, player, card, mats) is None:
                return None
        return f"no zone would be free for {card.name} — {rules.EXTRA_DECK_ZONE}"

    def allowed(self, g: Game, player: int, card: Card) -> bool:
        """``self.refusal(g, player, card) is None``, without the words (the open state's
        list asks it of every Xyz Monster in the Extra Deck): the same steps."""
        if not _from_extra_deck_now(g, player, card) or self._once_refusal(g, player, card):
            return False
        if any(self._on_xyz_refusal(g, player, card, [m]) is None
               for m in self._on_xyz_candidates(g, player, card)):
            return True
        if type(self) is Xyz and len(_face_up_monsters(g, player)) < self.count:
            return False  # its candidates are some of these (a subclass may choose others)
        cands = self._candidates(g, player, card)
        if len(cands) < self.count:
            return False
        return any(self.material_refusal(g, player, card, mats) is None
                   for mats in _subsets(cands, self.count, self.maximum or self.count))

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        cands = self._candidates(g, player, card)
        on_xyz = self._on_xyz_candidates(g, player, card)
        mats = yield from _choose_materials(
            g, player, card, cands + on_xyz, 1 if on_xyz else self.count,
            self.maximum or self.count, "Xyz Material",
            lambda chosen: self.material_refusal(g, player, card, chosen))
        if self.once_per_turn:
            uses = g.state.per_turn[player].uses
            uses[self._once_key(card)] = uses.get(self._once_key(card), 0) + 1
        if self.on_xyz_once_per_turn and any(m.data.is_xyz for m in mats):
            g.state.per_turn[player].uses["on_xyz:" + self._once_key(card)] = 1
        zones = zones_after(g, player, card, mats)
        zone = yield from g.choose_zone(player, MONSTERS, zones, hint=f"Where to Summon {card.name}?")
        position = yield from choose_position(g, player, card, _positions(card))
        g.new_group()
        for m in mats:  # stacked first, then the Xyz Monster goes on top (seed 003 p. 15)
            g.attach_material(m, card, reason="xyz_material", by=player)
        _place(g, player, card, zone, position)
        yield from summon_with_negation_window(g, player, card, "xyz")


def _xyz_level_monsters(g: Game, player: int, want: int) -> list[Card]:
    """``player``'s face-up monsters that may be Xyz Materials of a Rank ``want`` Xyz Monster by
    the rules alone (not Tokens, Xyz or Link Monsters; Level ``want`` or treated as it), in
    order: each Xyz Monster in the Extra Deck adds its own tests to these. Worked out once per
    Level inside a pure question (see :func:`_face_up_monsters`)."""
    cache = g.query_cache
    memo: dict[tuple[int, int], list[Card]] | None = None
    if cache is not None:
        memo = cache.get("xyz_level_monsters")
        if memo is None:
            memo = cache["xyz_level_monsters"] = {}
        found = memo.get((player, want))
        if found is not None:
            return found
    out = [c for c in _face_up_monsters(g, player)
           if not c.data.is_token and not c.data.is_xyz and not c.data.is_link
           and _has_xyz_level(g, c, want)]
    if memo is not None:
        memo[(player, want)] = out
    return out


# ------------------------------------------------------------------ Link
@dataclass
class Link:
    """Face-up monsters whose count equals the Link Rating; a Link Monster may count as its
    Rating (seed 002 n.Card Types 03.6)."""

    material: CardTest | None = None
    minimum: int | None = None
    material_text: str = ""
    #: ``(g, player, link_monster, material) -> bool``: the card's own material test
    material_in: MaterialTest | None = None
    #: ``(g, player, link_monster, materials) -> refusal or None``: a condition on the whole
    #: group ("with different names", "including a Tuner")
    group: GroupTest | None = None

    def _min(self, card: Card) -> int:
        if self.minimum is not None:
            return self.minimum
        return 1 if card.data.link_rating == 1 else 2

    def _ok(self, g: Game, player: int, card: Card, m: Card) -> bool:
        return ((self.material is None or self.material(m))
                and (self.material_in is None or self.material_in(g, player, card, m)))

    def _candidates(self, g: Game, player: int, card: Card) -> list[Card]:
        own = reincarnation_key(g, player, card) is not None
        return [c for c in _face_up_monsters(g, player)
                if self._ok(g, player, card, c) or (own and _same_name_link(card, c))]

    def _lowest(self, g: Game, player: int, card: Card) -> int:
        """The fewest materials to ask for: 1 when the reincarnation rule is open."""
        return 1 if reincarnation_key(g, player, card) is not None else self._min(card)

    @staticmethod
    def _totals(mats: list[Card]) -> set[int]:
        totals = {0}
        for m in mats:
            values = {1, m.data.link_rating} if m.data.is_link else {1}
            totals = {t + v for t in totals for v in values}
        return totals

    def material_refusal(self, g: Game, player: int, card: Card, mats: list[Card], *,
                         own_name: bool = True) -> str | None:
        """Why these materials cannot Link Summon ``card``, or None. ``own_name``: also
        accept the reincarnation rule's materials when an effect allows it
        (:func:`reincarnation_refusal`)."""
        must = g.immediate_summon_including
        if g.immediate_summon and must is not None and must not in mats:
            return f"the Link Materials must include {must.name} — its effect; {rules.LINK}"
        reason = self._printed_refusal(g, player, card, mats)
        if reason is None or not own_name or reincarnation_key(g, player, card) is None:
            return reason
        return reason if reincarnation_refusal(g, player, card, mats) else None

    def _printed_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        for m in mats:
            if not (m.in_monster_zone and m.face_up and m.controller == player):
                return f"Link Materials are face-up monsters you control — {rules.LINK}"
            if not self._ok(g, player, card, m):
                return f"{card.name} needs {self.material_text}; {m.name} is not — {rules.LINK}"
        if len(mats) < self._min(card):
            return f"{card.name} needs at least {self._min(card)} Link Materials — {rules.LINK}"
        if self.group is not None:
            reason = self.group(g, player, card, mats)
            if reason:
                return reason
        rating = card.data.link_rating
        if rating not in self._totals(mats):
            return (f"these Link Materials do not count to Link Rating {rating} (a monster counts "
                    f"1, a Link Monster 1 or its Link Rating) — {rules.LINK}")
        if not room_after(g, player, card, mats):
            return (f"no Extra Monster Zone and no free zone a Link Arrow points to for "
                    f"{card.name} — {rules.EXTRA_DECK_ZONE}")
        return None

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        reason = _extra_deck_refusal(g, player, card, rules.LINK, "Link Monster")
        if reason:
            return reason
        cands = self._candidates(g, player, card)
        last = None
        for mats in _subsets(cands, self._lowest(g, player, card), card.data.link_rating):
            last = self.material_refusal(g, player, card, mats)
            if last is None:
                return None
        return last or (f"you control no face-up {self.material_text or 'monsters'} to use "
                        f"as Link Materials for {card.name} — {rules.LINK}")

    def allowed(self, g: Game, player: int, card: Card) -> bool:
        """``self.refusal(g, player, card) is None``, without the words (the open state's list
        asks it of every Link Monster in the Extra Deck). A group is legal only if its count
        and Link Ratings can make the Rating (:meth:`_printed_refusal`) or it is the one Link
        Monster of the same name the reincarnation rule allows (:func:`reincarnation_refusal`):
        a group that is neither is skipped; :meth:`material_refusal` has the last word on every
        other, so the answer is the same."""
        if not _from_extra_deck_now(g, player, card):
            return False
        own = reincarnation_key(g, player, card) is not None
        fewest = self._min(card)
        lowest = 1 if own else fewest  # self._lowest
        plain = type(self) is Link  # the skipping reads this class's rules
        if plain and len(_face_up_monsters(g, player)) < lowest:
            return False  # its candidates are some of these: no group is large enough
        rating = card.data.link_rating
        for mats in _subsets(self._candidates(g, player, card), self._lowest(g, player, card), rating):
            if plain and not ((len(mats) >= fewest and rating in self._totals(mats)) or (
                    own and len(mats) == 1 and _same_name_link(card, mats[0]))):
                continue
            if self.material_refusal(g, player, card, mats) is None:
                return True
        return False

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        cands = self._candidates(g, player, card)
        mats = yield from _choose_materials(
            g, player, card, cands, self._lowest(g, player, card), card.data.link_rating, "Link Material",
            lambda chosen: self.material_refusal(g, player, card, chosen))
        if self.material_refusal(g, player, card, mats, own_name=False) is not None:
            # only the rule "using 1 Link Monster with its same name as the entire material"
            # allowed these materials: that rule's once-per-turn use is spent
            key = reincarnation_key(g, player, card)
            if key:
                g.state.per_turn[player].uses[key] = g.state.per_turn[player].uses.get(key, 0) + 1
        _materials_to_gy(g, player, card, mats, "link_material")
        yield from _finish(g, player, card, "link", mats)


# ------------------------------------------------------------------ reincarnation Link Summon
REINCARNATION = ("Rules: a Link Summon using 1 Link Monster with its same name as the entire "
                 "material, when an effect allows it (seed 002 n.Card Types 03.6; card text)")


def _same_name_link(card: Card, m: Card) -> bool:
    return m.data.is_link and m.data.name == card.data.name


def reincarnation_key(g: Game, player: int, card: Card) -> str | None:
    """The count key of the effect that lets ``player`` Link Summon ``card`` using 1 Link
    Monster they control with its same name as the entire material (``Code.LINK_WITH_ITS_OWN_NAME``),
    if it applies and was not used this turn; else None. A Link procedure asks it several
    times per card (its candidates, the fewest materials, each refused group), so inside a
    pure question (see :func:`_face_up_monsters`; the turn's uses do not change in one either)
    it is worked out once per player and card."""
    if not card.data.is_link:
        return None
    cache = g.query_cache
    if cache is None:
        return _reincarnation_key(g, player, card)
    memo: dict[tuple[int, int], str | None] | None = cache.get("reincarnation_keys")
    if memo is None:
        memo = cache["reincarnation_keys"] = {}
    at = (player, card.uid)
    if at in memo:
        return memo[at]
    found = memo[at] = _reincarnation_key(g, player, card)
    return found


def _reincarnation_key(g: Game, player: int, card: Card) -> str | None:
    key = ask(g, Code.LINK_WITH_ITS_OWN_NAME, (player, card))
    if not key:
        return None
    key = key if isinstance(key, str) else "link_with_its_own_name"
    return None if g.state.per_turn[player].uses.get(key, 0) else key


def reincarnation_refusal(g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
    """Why ``mats`` are not "1 Link Monster you control with its same name" for ``card``."""
    if len(mats) != 1 or not _same_name_link(card, mats[0]):
        return f"the entire material must be 1 Link Monster named {card.name} — {REINCARNATION}"
    m = mats[0]
    if not (m.in_monster_zone and m.face_up and m.controller == player):
        return f"Link Materials are face-up monsters you control — {rules.LINK}"
    if not room_after(g, player, card, mats):
        return (f"no Extra Monster Zone and no free zone a Link Arrow points to for "
                f"{card.name} — {rules.EXTRA_DECK_ZONE}")
    return None


def summoned_using_its_own_name(card: Card) -> bool:
    """Was this monster, on the field, Summoned using a monster with its same name as
    material (a "reincarnation" Link Summon)? Kept by :func:`_finish`."""
    names = card.flags.get("material_names")
    return bool(card.in_monster_zone and isinstance(names, tuple) and card.data.name in names)


# ------------------------------------------------------------------ own Summon conditions
@dataclass
class OwnCondition:
    """A monster's own Special Summon condition from the hand (Cyber Dragon, Chaos Sorcerer).

    Not an effect: it starts no chain and cannot be responded to as one, but the
    Summon gets its negation and response windows (seed 003 p. 21; seed 002
    n.Summons 00.3-00.4). ``condition`` returns a refusal or None; ``cost``
    chooses and moves what the condition spends (it is not a cost either).
    """

    condition: Callable[[Game, int, Card], str | None] | None = None
    cost: Callable[[Game, int, Card], Proc] | None = None
    kind: str = "special"
    extra: dict[str, Any] = field(default_factory=dict)
    #: what the monster becomes once placed this way ("if Summoned this way, its original
    #: ATK/DEF become ..."), ``(g, card) -> None``
    placed: Callable[[Game, Card], None] | None = None

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        reason = from_hand_refusal(g, player, card)
        if reason:
            return reason
        if not g.free_zones(player, MONSTERS):
            return f"no free Main Monster Zone — {rules.ZONES}"
        if self.condition is not None:
            return self.condition(g, player, card)
        return None

    def allowed(self, g: Game, player: int, card: Card) -> bool:
        """``self.refusal(g, player, card) is None``, without the words where it can (the open
        state's list asks it of every such monster in the hand, GY and banishment)."""
        if card.location != HAND or card.owner != player or main_phase_open(g, player) is not None:
            return False
        if not g.free_zones(player, MONSTERS):
            return False
        return self.condition is None or self.condition(g, player, card) is None

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        if self.cost is not None:
            yield from self.cost(g, player, card)
        zone = yield from g.choose_zone(player, MONSTERS, g.free_zones(player, MONSTERS),
                                        hint=f"Where to Special Summon {card.name}?")
        position = yield from choose_position(g, player, card, _positions(card))
        g.new_group()
        _place(g, player, card, zone, position)
        if self.placed is not None:
            self.placed(g, card)
        yield from summon_with_negation_window(g, player, card, self.kind)


def default_procedure(g: Game, card: Card) -> Any:
    """The procedure a card's facts imply when its script names none (Fusion/Ritual: not here)."""
    data = card.data
    if not data.is_monster:
        return None
    if data.has("Synchro"):
        return Synchro()
    if data.is_xyz:
        return Xyz()
    if data.is_link:
        return Link()
    return None


# ------------------------------------------------------------------ Pendulum
def pendulum_effect(**kw: Any) -> Effect:
    """A Pendulum Effect: applies only while the card is in a Pendulum Zone (seed 003 p. 12)."""
    extra = dict(kw.pop("extra", {}))
    extra["pendulum"] = True
    kw.setdefault("range", (SPELLS,))
    return Effect(kw.pop("kind", CONTINUOUS), extra=extra, **kw)


def pendulum_scale_activation(text: str = "") -> Effect:
    """Activating a Pendulum Monster from the hand as a Spell in a Pendulum Zone (seed 002
    02.10a-c): a card activation that starts a chain and stays on the field."""
    return Effect(ACTIVATE, text=text or "Activate this card in your Pendulum Zone.",
                  extra={"pendulum_scale": True, "pendulum": True})


def pendulum_scale(g: Game, card: Card) -> int:
    """The current Scale: the printed one unless a Pendulum Effect changes it."""
    changed = ask(g, "pendulum_scale", card)
    if isinstance(changed, int) and changed is not True:
        return changed
    return card.data.scale_left if card.data.scale_left is not None else 0


def pendulum_scales(g: Game, player: int) -> tuple[int, int] | None:
    p = g.state.players[player]
    left, right = (p.spells[z] for z in PENDULUM_ZONES)
    if left is None or right is None:
        return None
    if not (left.data.is_pendulum and right.data.is_pendulum and left.face_up and right.face_up):
        return None
    return pendulum_scale(g, left), pendulum_scale(g, right)


def _pendulum_candidates(g: Game, player: int) -> list[Card]:
    scales = pendulum_scales(g, player)
    if scales is None:
        return []
    low, high = min(scales), max(scales)
    p = g.state.players[player]
    out = []
    for c in p.hand:
        if c.data.is_monster and not is_special_summon_monster(g, c) and low < current_level(g, c) < high:
            out.append(c)
    for c in p.extra:
        if c.face_up and c.data.is_pendulum and c.data.level and low < current_level(g, c) < high:
            out.append(c)
    # a Summon lock ("you cannot Special Summon, except ...") keeps a monster out (seed 001)
    return [c for c in out if cannot_summon_reason(g, player, c, "pendulum") is None]


def _pendulum_fits(g: Game, player: int, chosen: list[Card]) -> bool:
    """Can every chosen monster get a zone? From the hand: any Main Monster Zone; from the
    Extra Deck: the Extra Monster Zone or a Main Monster Zone a Link Arrow points to."""
    from_extra = [c for c in chosen if c.location == EXTRA]
    from_hand = len(chosen) - len(from_extra)
    free_main = g.free_zones(player, MONSTERS)
    linked = [z for z in linked_main_zones(g, player) if z in free_main]
    emz = 0 if g.controls_extra_monster_zone(player) else min(1, len(g.free_zones(player, EXTRA_MONSTERS)))
    if len(from_extra) > len(linked) + emz:
        return False
    return from_hand + max(0, len(from_extra) - emz) <= len(free_main)


def pendulum_refusal(g: Game, player: int) -> str | None:
    """Why ``player`` cannot Pendulum Summon now, or None (seed 003 p. 13; seed 002 02.10n)."""
    reason = _open_game_state(g, player)
    if reason:
        return reason
    if pendulum_scales(g, player) is None:
        return f"you need a Pendulum Monster in each of your Pendulum Zones — {rules.PENDULUM}"
    if g.state.per_turn[player].pendulum_summons_used >= 1:
        return f"you already Pendulum Summoned this turn: only once per turn — {rules.PENDULUM}"
    cands = _pendulum_candidates(g, player)
    if not cands:
        low, high = sorted(pendulum_scales(g, player) or (0, 0))
        return (f"no monster in your hand or face-up Pendulum in your Extra Deck has a Level "
                f"between {low} and {high} — {rules.PENDULUM}")
    if not any(_pendulum_fits(g, player, [c]) for c in cands):
        return f"no zone is free for a Pendulum Summon — {rules.EXTRA_DECK_ZONE}"
    return None


def _pendulum_choice_refusal(g: Game, player: int, chosen: list[Card]) -> str | None:
    if not _pendulum_fits(g, player, chosen):
        return (f"not enough zones: from the Extra Deck only to the Extra Monster Zone or a zone "
                f"a Link Arrow points to — {rules.EXTRA_DECK_ZONE}")
    return None


def pendulum_summon(g: Game, player: int) -> Proc:
    """Choose the monsters, place them one by one, then one negation window for them all."""
    cands = _pendulum_candidates(g, player)
    most = 1 if ask(g, "one_special_summon_at_a_time", player) else len(cands)
    prompt = CardsPrompt(player=player, candidates=[c.uid for c in cands], min=1, max=most,
                         purpose="Pendulum Summon", hint="Choose the monsters to Pendulum Summon")
    prompt._check = lambda uids: _pendulum_choice_refusal(g, player, [g.state.cards[u] for u in uids])
    answer = yield prompt
    chosen = [g.state.cards[u] for u in answer.cards]
    g.state.per_turn[player].pendulum_summons_used += 1
    # zone and position prompts in the order the monsters were chosen (SCENARIOS.md "Effects
    # that Summon"); each zone offered leaves room for the monsters still to be placed
    placed: list[Card] = []
    for i, card in enumerate(chosen):
        rest = chosen[i + 1:]
        zones = _pendulum_zones_for(g, player, card, rest)
        zone = yield from g.choose_zone(player, MONSTERS, zones, hint=f"Where to Pendulum Summon {card.name}?")
        position = yield from choose_position(g, player, card, _positions(card))
        g.new_group()
        _place(g, player, card, zone, position)
        placed.append(card)
    yield from summon_group_with_negation_window(g, player, placed, "pendulum")


def _pendulum_zones_for(g: Game, player: int, card: Card, rest: list[Card]) -> list[int]:
    """Zones for ``card`` that still leave room for the monsters placed after it."""
    if card.location == EXTRA:
        options = extra_deck_zones(g, player, card)
    else:
        options = g.free_zones(player, MONSTERS)
    good = []
    for zone in options:
        row = EXTRA_MONSTERS if zone >= 5 else MONSTERS
        index = zone - 5 if zone >= 5 else zone
        slots = g.state.players[player].row(row)
        slots[index] = card
        g.changed()
        try:
            if _pendulum_fits(g, player, rest):
                good.append(zone)
        finally:
            slots[index] = None
            g.changed()
    return good or options


def summon_group_with_negation_window(g: Game, player: int, cards: list[Card], kind: str) -> Proc:
    """Several monsters Summoned at the same time: one negation window, one response window.

    The "summoned" events share one group, so "When ... Summoned" triggers of
    each of them see their event as the last thing that happened (seed 004).
    """
    if len(cards) == 1:
        yield from summon_with_negation_window(g, player, cards[0], kind)
        return
    g.new_group()
    attempts = [g.emit("summoning", player=player, card=c, data={"kind": kind}) for c in cards]
    g.window_events = attempts
    formed = yield from respond(g, g.state.turn_player, summon_negation=True)
    if formed:
        yield from resolve_chain(g)
    g.window_events = []
    done = [c for c in cards if c.in_monster_zone and not c.flags.get("summon_negated")]
    if not done:
        yield from settle(g)
        return
    g.new_group()
    events = []
    for c in done:
        c.summon_kind = kind
        c.summoned_turn = g.state.turn
        c.properly_summoned = True
        c.was_face_up_on_field = True
        events.append(g.emit("summoned", player=player, card=c, data={"kind": kind, "special": True}))
    yield from settle(g, g.state.turn_player, window=events)


# ------------------------------------------------------------------ Xyz Materials as a cost
def can_detach(card: Card, count: int = 1) -> bool:
    return len(card.materials) >= count


def detach(g: Game, player: int, card: Card, count: int = 1) -> Proc:
    """Detach Xyz Materials (they go to the GY, seed 003 p. 15). Which ones is a card choice,
    asked even when only one qualifies (SCENARIOS.md: card choices are always asked)."""
    mats = list(card.materials)
    prompt = CardsPrompt(player=player, candidates=[m.uid for m in mats], min=count, max=count,
                         purpose="detach", hint=f"Detach {count} Xyz Material(s) from {card.name}")
    prompt._rule_ref = rules.XYZ

    def not_a_material(uid: int) -> str | None:
        other = g.state.cards.get(uid)
        if other is None or not g.knows(player, other):
            return None
        return f"{other.name} is not an Xyz Material of {card.name} — {rules.XYZ}"

    prompt._why_not = not_a_material
    answer = yield prompt
    mats = [g.state.cards[u] for u in answer.cards]
    g.new_group()
    for m in mats:
        g.move(m, GY, reason="detach", by=player, event="detached")
    return mats


__all__ = [
    "SPECIAL_SUMMON_MONSTER",
    "Link",
    "OwnCondition",
    "Synchro",
    "Xyz",
    "can_be_special_summoned_by_effect",
    "can_detach",
    "default_procedure",
    "detach",
    "is_special_summon_monster",
    "not_properly_summoned_reason",
    "pendulum_effect",
    "pendulum_refusal",
    "pendulum_scale",
    "pendulum_scale_activation",
    "pendulum_scales",
    "pendulum_summon",
    "room_after",
    "summon_group_with_negation_window",
    "zones_after",
]


# ------------------------------------------------------------------ Link Arrows
#: A Main Monster Zone's Top arrows point to an Extra Monster Zone (index 0 left, 1 right).
_MAIN_UP = {"Top": {1: 0, 3: 1}, "Top-Left": {2: 0, 4: 1}, "Top-Right": {0: 0, 2: 1}}
#: From a player's Extra Monster Zone, Top arrows point into the opponent's Main Monster Zones.
_EMZ_UP = {0: {"Top-Left": 4, "Top": 3, "Top-Right": 2},
           1: {"Top-Left": 2, "Top": 1, "Top-Right": 0}}
_EMZ_DOWN = {0: {"Bottom-Left": 0, "Bottom": 1, "Bottom-Right": 2},
             1: {"Bottom-Left": 2, "Bottom": 3, "Bottom-Right": 4}}


def pointed_zones(g: Game, card: Card) -> list[tuple[int, str, int]]:
    """The zones ``card``'s Link Arrows point to, as (player, location, index) (seed 002 03.6).

    Left/Right arrows in the Main row point to the neighbouring zones; a Main
    Monster Zone's Top arrows reach an Extra Monster Zone; from an Extra
    Monster Zone, Bottom arrows point into its controller's row and Top arrows
    into the opponent's (seen from across the table, so left and right swap).
    """
    if not (card.data.is_link and card.in_monster_zone and card.face_up):
        return []
    me, arrows, out = card.controller, card.data.link_arrows, []
    if card.location == MONSTERS:
        i = card.zone
        if "Left" in arrows and i > 0:
            out.append((me, MONSTERS, i - 1))
        if "Right" in arrows and i < 4:
            out.append((me, MONSTERS, i + 1))
        for arrow, table in _MAIN_UP.items():
            if arrow in arrows and i in table:
                out.append((me, EXTRA_MONSTERS, table[i]))
    else:
        for arrow, zone in _EMZ_DOWN[card.zone].items():
            if arrow in arrows:
                out.append((me, MONSTERS, zone))
        for arrow, zone in _EMZ_UP[card.zone].items():
            if arrow in arrows:
                out.append((1 - me, MONSTERS, zone))
    return out


def _occupant(g: Game, player: int, location: str, index: int) -> Card | None:
    if location == EXTRA_MONSTERS:
        mine = g.state.players[player].extra_monsters[index]
        return mine if mine is not None else g.state.players[1 - player].extra_monsters[1 - index]
    return g.state.players[player].row(location)[index]


def pointed_monsters(g: Game, card: Card) -> list[Card]:
    """The monsters in the zones ``card`` points to ("monsters this card points to")."""
    out = []
    for player, location, index in pointed_zones(g, card):
        c = _occupant(g, player, location, index)
        if c is not None:
            out.append(c)
    return out


def free_pointed_main_zones(g: Game, card: Card) -> list[int]:
    """Its controller's free Main Monster Zones ``card`` points to (Link Spider's summons)."""
    return [i for p, loc, i in pointed_zones(g, card)
            if p == card.controller and loc == MONSTERS and g.state.players[p].monsters[i] is None]
