"""What sets off a Trigger Effect: the events card text names.

    Trigger(on=summoned(NORMAL), ...)                 # "If this card is Normal Summoned"
    Trigger(on=sent_to_gy(from_field=True), ...)      # "If this card is sent from the field to the GY"
    Trigger(on=destroyed(by_battle=True), when=True)  # "When this card is destroyed by battle"
    Trigger(on=at_phase("standby", yours=True), range=(GY,))

An :class:`On` is a test ``(ctx, event) -> bool`` over the events the rules log
(:mod:`engine.events`); ``|`` and ``&`` combine them. Unless a name says otherwise the
event is about *this card*.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING

from engine.state import BANISHED, DECK, EXTRA_MONSTERS, GY, HAND, MONSTERS, ON_FIELD

if TYPE_CHECKING:
    from engine.cards.library.filters import Filter
    from engine.effects import Ctx
    from engine.events import Event

# Summon kinds, as the rules log them (``summoned`` events, ``data["kind"]``)
NORMAL = "normal"  # a Normal Summon, Tribute Summons included
TRIBUTE = "tribute"
FLIP = "flip"
GEMINI = "gemini"  # a Gemini's second Normal Summon
SPECIAL = "special"  # any Special Summon
FUSION = "fusion"
SYNCHRO = "synchro"
XYZ = "xyz"
LINK = "link"
RITUAL = "ritual"
PENDULUM = "pendulum"

_NORMAL_KINDS = frozenset({"normal", "tribute", "gemini"})
_NOT_SPECIAL = frozenset({"normal", "tribute", "gemini", "flip"})


class On:
    """A test on an event, for ``Trigger(on=...)``.

    ``kinds``: the event kinds (``Event.kind``) the test can ever accept, when it only
    accepts those (None: it may accept any kind, e.g. a test on where a card went). The
    engine asks a trigger only about events of its kinds (``engine.response_index``), so a
    test given ``kinds`` must return False for every other kind."""

    __slots__ = ("kinds", "test", "text")

    def __init__(self, test: Callable[[Ctx, Event], bool], text: str,
                 kinds: frozenset[str] | None = None) -> None:
        self.test = test
        self.text = text
        self.kinds = kinds

    #: ``on(ctx, ev)`` is ``on.test(ctx, ev)``: the engine asks every trigger that may answer
    #: an event (hundreds of thousands of times in a bench run), and reading ``test`` through
    #: a C getter calls it without a Python frame of our own in between.
    __call__ = property(attrgetter("test"))

    def __or__(self, other: On) -> On:
        a, b = self.test, other.test
        kinds = None if self.kinds is None or other.kinds is None else self.kinds | other.kinds
        return On(lambda ctx, ev: a(ctx, ev) or b(ctx, ev), f"{self.text} or {other.text}", kinds)

    def __and__(self, other: On) -> On:
        a, b = self.test, other.test
        kinds = other.kinds if self.kinds is None else (
            self.kinds if other.kinds is None else self.kinds & other.kinds)
        return On(lambda ctx, ev: a(ctx, ev) and b(ctx, ev), f"{self.text} and {other.text}", kinds)


def _only(*kinds: str) -> frozenset[str]:
    return frozenset(kinds)


def _kind_matches(kind: str | None, wanted: tuple[str, ...]) -> bool:
    if not wanted:
        return True
    for w in wanted:
        if w == kind or (w == NORMAL and kind in _NORMAL_KINDS) or (
                w == SPECIAL and kind not in _NOT_SPECIAL):
            return True
    return False


def summoned(*kinds: str) -> On:
    """"If this card is Summoned" (``kinds``: NORMAL, FLIP, SPECIAL, SYNCHRO, LINK, ...;
    none = any Summon)."""
    return On(lambda ctx, ev: (ev.kind == "summoned" and ev.card is ctx.card
                               and _kind_matches(ev.data.get("kind"), kinds)),
              f"this card is {'/'.join(kinds) or 'any'} Summoned", _only("summoned"))


def flipped() -> On:
    """"If this card is flipped face-up" (a Flip Summon or an effect)."""
    return On(lambda ctx, ev: ev.kind == "flipped" and ev.card is ctx.card, "this card is flipped",
              _only("flipped"))


def sent_to_gy(*, from_field: bool = False, from_hand: bool = False) -> On:
    """"If this card is sent (from the field / from the hand) to the GY" — destroyed,
    Tributed, discarded or sent, any reason."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.card is not ctx.card or ev.dst != GY or ev.src == GY:
            return False
        if from_field and ev.src not in ON_FIELD:
            return False
        return not from_hand or ev.src == HAND

    where = " from the field" if from_field else " from the hand" if from_hand else ""
    return On(test, f"this card is sent{where} to the GY")


def destroyed(*, by_battle: bool = False, by_effect: bool = False, to_gy: bool = False,
              while_set: bool = False) -> On:
    """"If this card is destroyed (by battle / by a card effect) (and sent to the GY)";
    ``while_set``: "if this Set card in the Spell & Trap Zone is destroyed"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.kind != "destroyed" or ev.card is not ctx.card:
            return False
        if while_set and (ev.src != "spells" or ev.data.get("was_face_up")):
            return False
        if by_battle and ev.reason != "battle":
            return False
        if by_effect and ev.reason != "effect":
            return False
        return not to_gy or ev.dst == GY

    how = " by battle" if by_battle else " by a card effect" if by_effect else ""
    return On(test, f"this card is destroyed{how}", _only("destroyed"))


def leaves_field() -> On:
    """"If this card leaves the field"."""
    return On(lambda ctx, ev: (ev.card is ctx.card and ev.src in ON_FIELD and ev.dst != ""
                               and ev.dst not in ON_FIELD), "this card leaves the field")


def banished() -> On:
    return On(lambda ctx, ev: ev.card is ctx.card and ev.dst == BANISHED and ev.src != BANISHED,
              "this card is banished")


def destroys_by_battle() -> On:
    """"If this card destroys an opponent's monster by battle (and sends it to the GY)"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        if ev.kind != "destroyed" or ev.reason != "battle" or att is None:
            return False
        me = ctx.card
        other = att.target if att.attacker is me else att.attacker if att.target is me else None
        return other is not None and ev.card is other and other in att.destroyed

    return On(test, "this card destroys a monster by battle", _only("destroyed"))


def inflicts_battle_damage() -> On:
    """"If this card inflicts battle damage to your opponent"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        return (ev.kind == "damage" and ev.reason == "battle" and ev.player != ctx.player
                and att is not None and ctx.card in (att.attacker, att.target))

    return On(test, "this card inflicts battle damage", _only("damage"))


def at_phase(phase: str, *, yours: bool = False, opponents: bool = False) -> On:
    """"During the (your / your opponent's) Standby / End Phase" ("standby", "end", ...)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.kind != "phase" or ev.data.get("phase") != phase:
            return False
        if yours and ev.player != ctx.player:
            return False
        return not opponents or ev.player != ctx.player

    return On(test, f"during the {phase} phase", _only("phase"))


def summoner(ev: Event) -> int | None:
    """Who Summoned the monster of a "summoned" event (the player whose effect Summoned it
    to either field; else the player it was Summoned for)."""
    return ev.by if ev.by is not None else ev.player


def a_monster_is_summoned(*kinds: str, by_opponent: bool = False,
                          to_opponents_field: bool = False, where: Filter | None = None) -> On:
    """"If a monster is (Special) Summoned (by your opponent / to your opponent's field)" —
    any monster, not only this card; ``where`` narrows it ("another monster": ``~this_card``)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.kind != "summoned" or ev.card is None or not _kind_matches(ev.data.get("kind"), kinds):
            return False
        if by_opponent and summoner(ev) == ctx.player:
            return False
        if where is not None and not where.test(ctx, ev.card):
            return False
        return not to_opponents_field or ev.card.controller != ctx.player

    return On(test, "a monster is Summoned", _only("summoned"))


def a_monster_destroyed(*, yours: bool = False, by_battle: bool = False,
                        by_effect: bool = False) -> On:
    """"If a monster (you control) is destroyed (by battle or card effect)": any monster that
    leaves a Monster Zone destroyed; ``yours``: you controlled it then. Monsters destroyed
    together set the trigger off once."""
    reasons = {r for r, on in (("battle", by_battle), ("effect", by_effect)) if on}

    def test(ctx: Ctx, ev: Event) -> bool:
        return (ev.kind == "destroyed" and ev.src in (MONSTERS, EXTRA_MONSTERS)
                and (not yours or ev.player == ctx.player)
                and (not reasons or ev.reason in reasons))

    return On(test, "a monster is destroyed", _only("destroyed"))


def a_monster_sent_to_gy(*, from_your_field: bool = False) -> On:
    """"If a monster (you control) is sent to the GY" — destroyed, Tributed or sent, from a
    Monster Zone; ``from_your_field``: you controlled it and it went to your GY."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.dst != GY or ev.src not in (MONSTERS, EXTRA_MONSTERS) or ev.card is None:
            return False
        return not from_your_field or (ev.player == ctx.player and ev.card.owner == ctx.player)

    return On(test, "a monster is sent to the GY")


def destroyed_by_opponents_attack() -> On:
    """"If this card is destroyed by battle with an opponent's attacking monster": it was the
    attack target (seed 003 "Monster Battle Rules"), not the attacker."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        return (ev.kind == "destroyed" and ev.card is ctx.card and ev.reason == "battle"
                and att is not None and att.target is ctx.card
                and ctx.g.state.turn_player != ev.player)

    return On(test, "this card is destroyed by an opponent's attacking monster", _only("destroyed"))


def destroyed_by_opponents_effect() -> On:
    """"If this face-up card you control is destroyed by your opponent's card effect": a Set
    card destroyed face-down does not count, nor one the destroyer controlled."""

    def test(ctx: Ctx, ev: Event) -> bool:
        return (ev.kind == "destroyed" and ev.card is ctx.card and ev.reason == "effect"
                and ev.src in ON_FIELD and bool(ev.data.get("was_face_up"))
                and ev.by is not None and ev.by != ev.player)

    return On(test, "this card is destroyed by an opponent's card effect", _only("destroyed"))


def added_from_deck_to_hand(*, opponents: bool = True) -> On:
    """"If a card(s) is added from your opponent's Main Deck to their hand" (drawn or added)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.dst != HAND or ev.src != DECK or ev.card is None:
            return False
        return not opponents or ev.card.owner != ctx.player

    return On(test, "a card is added from the Deck to the hand")
def attack_declared(*, direct: bool = False, by_opponent: bool = False) -> On:
    """"When a monster (an opponent's monster: ``by_opponent``) declares an attack (a direct
    attack: ``direct``)" — any monster's attack, for an effect from the hand (Battle Fader)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.kind != "attack_declared" or ev.card is None:
            return False
        if direct and ev.data.get("target") is not None:
            return False
        return not by_opponent or ev.card.controller != ctx.player

    who = "an opponent's monster" if by_opponent else "a monster"
    return On(test, f"{who} declares {'a direct attack' if direct else 'an attack'}",
              _only("attack_declared"))


def after_damage_calculation(*, was_face_down: bool = False) -> On:
    """"After damage calculation, if this card was attacked (and was face-down at the start
    of the Damage Step)" (seed 003 "Damage Step": effects that wait for after damage
    calculation)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        if ev.kind != "battle" or att is None or att.target is not ctx.card:
            return False
        return not was_face_down or att.target_was_face_down

    return On(test, "this card was attacked" + (" face-down" if was_face_down else ""),
              _only("battle"))


def tribute_summoned_with(count: int) -> On:
    """"If this card is Tribute Summoned by Tributing N monsters" ("If Summoned this way")."""
    return On(lambda ctx, ev: (ev.kind == "summoned" and ev.card is ctx.card
                               and ev.data.get("tributes") == count),
              f"this card is Tribute Summoned with {count} Tributes", _only("summoned"))


def used_as_material(kind: str) -> On:
    """"If this card is sent to the GY as Synchro / Link Material" (``kind``: "synchro", "link")."""
    return On(lambda ctx, ev: ev.card is ctx.card and ev.reason == f"{kind}_material",
              f"this card is used as {kind} material")


__all__ = [
    "FLIP",
    "FUSION",
    "GEMINI",
    "LINK",
    "NORMAL",
    "PENDULUM",
    "RITUAL",
    "SPECIAL",
    "SYNCHRO",
    "TRIBUTE",
    "XYZ",
    "On",
    "a_monster_destroyed",
    "a_monster_is_summoned",
    "a_monster_sent_to_gy",
    "added_from_deck_to_hand",
    "after_damage_calculation",
    "at_phase",
    "attack_declared",
    "banished",
    "destroyed",
    "destroyed_by_opponents_attack",
    "destroyed_by_opponents_effect",
    "destroys_by_battle",
    "flipped",
    "inflicts_battle_damage",
    "leaves_field",
    "sent_to_gy",
    "summoned",
    "summoner",
    "tribute_summoned_with",
    "used_as_material",
]
