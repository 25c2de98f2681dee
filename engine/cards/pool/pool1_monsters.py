"""Pool 1 Effect Monsters (POOL.md): the classic monsters the rules documents use.

Texts follow today's card wording (in our own words): Sangan and Witch of the
Black Forest carry their errata (once per turn, and the searched name cannot
be activated for the rest of the turn). Shared shapes (deck searches, Summons
from the Deck, Spell Counters) are small helpers here so every card stays one
declaration; the Spirit return is the general one in
``engine.procedures.abilities``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine import rules
from engine.cards.pool.dsl import (
    CONTINUOUS,
    FLIP,
    GY,
    HAND,
    IGNITION,
    QUICK,
    TRIGGER,
    Ctx,
    Effect,
    Event,
    Targets,
    card,
    choose_cards,
    destroy_targets,
    monster,
    sent_from_field_to_gy,
    sent_to_gy,
)
from engine.cards.pool.mechanics import pay_lp_to_attack
from engine.errors import DuelOver
from engine.modifiers import Lingering, cannot_summon_reason
from engine.procedures import abilities as ab
from engine.procedures.summon import special_summon
from engine.state import DECK, FIELD, MONSTERS, ON_FIELD, SPELLS, Card

Proc = Generator[Any, Any, Any]
CardTest = Callable[[Card], bool]

SPELL_COUNTER = "spell"


# ------------------------------------------------------------------ event tests
def destroyed_by_battle(ctx: Ctx, ev: Event) -> bool:
    """"When this card is destroyed by battle and sent to the GY"."""
    return (ev.kind == "destroyed" and ev.reason == "battle" and ev.card is ctx.card
            and ev.dst == GY)


# ------------------------------------------------------------------ shared shapes
def _deck(ctx: Ctx) -> list[Card]:
    return ctx.g.state.players[ctx.player].deck


def search_deck(test: CardTest, lock_name: bool = False) -> Callable[[Ctx], Proc]:
    """Add 1 card that passes ``test`` from the Deck to the hand, then shuffle.

    ``lock_name``: "but you cannot activate cards, or the effects of cards,
    with that name for the rest of this turn" (today's Sangan/Witch errata).
    """

    def resolve(ctx: Ctx) -> Proc:
        found = [c for c in _deck(ctx) if test(c)]
        if not found:
            return
        chosen = yield from choose_cards(ctx, found, purpose="search",
                                         hint=f"{ctx.card.name}: add a card from your Deck")
        ctx.g.new_group()
        ctx.g.to_hand(chosen[0], by=ctx.player)
        ctx.g.shuffle_deck(ctx.player)
        if lock_name:
            forbid_name_this_turn(ctx, chosen[0].name)

    return resolve


def forbid_name_this_turn(ctx: Ctx, name: str) -> None:
    """The player cannot activate cards or effects named ``name`` until the turn ends."""
    player = ctx.player

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        if question == "cannot_activate" and subject[0] == player and subject[1].name == name:
            return f"{name} cannot be activated for the rest of this turn ({ln.source})"
        return None

    ctx.g.lingering.append(Lingering(player=player, source=ctx.card.name,
                                     expires_turn=ctx.g.state.turn, rule=rule))


def _sources(ctx: Ctx, places: tuple[str, ...]) -> list[Card]:
    p = ctx.g.state.players[ctx.player]
    return (list(p.hand) if HAND in places else []) + (_deck(ctx) if "deck" in places else [])


def summon_from_deck(test: CardTest, positions: tuple[str, ...] = ("attack",),
                     places: tuple[str, ...] = ("deck",)) -> Callable[[Ctx], Proc]:
    """Special Summon 1 card that passes ``test`` from the Deck (or ``places``), then
    shuffle the Deck if it came from there."""

    def resolve(ctx: Ctx) -> Proc:
        g = ctx.g
        found = [c for c in _sources(ctx, places) if test(c)]
        if not found or not g.free_zones(ctx.player, MONSTERS):
            return
        chosen = yield from choose_cards(ctx, found, purpose="summon",
                                         hint=f"{ctx.card.name}: Special Summon a monster")
        from_deck = chosen[0].location == "deck"
        yield from special_summon(g, ctx.player, chosen[0], positions=positions, by=ctx.player)
        if from_deck:
            g.shuffle_deck(ctx.player)

    return resolve


def can_summon_from_deck(test: CardTest, places: tuple[str, ...] = ("deck",)) -> Callable[[Ctx], bool]:
    """Activation condition: a Main Monster Zone is free and a candidate is where it may come from."""
    return lambda ctx: (bool(ctx.g.free_zones(ctx.player, MONSTERS))
                        and any(test(c) for c in _sources(ctx, places)))


def attribute_atk_at_most(attribute: str, atk: int) -> CardTest:
    return lambda c: (c.data.is_monster and c.data.attribute == attribute
                      and c.data.atk is not None and 0 <= c.data.atk <= atk)


def counters(c: Card, kind: str = SPELL_COUNTER) -> int:
    return c.counters.get(kind, 0)


def add_counter(ctx: Ctx, target: Card, kind: str = SPELL_COUNTER, maximum: int | None = None) -> None:
    """Place 1 counter (seed 003 "Counters"), up to ``maximum`` on that card."""
    if not (target.in_monster_zone and target.face_up):
        return
    if maximum is not None and counters(target, kind) >= maximum:
        return
    target.counters[kind] = counters(target, kind) + 1
    ctx.g.emit("counter", player=target.controller, card=target, amount=1, data={"kind": kind})


def remove_counter(ctx: Ctx, target: Card, kind: str = SPELL_COUNTER) -> None:
    target.counters[kind] = counters(target, kind) - 1
    if not target.counters[kind]:
        del target.counters[kind]
    ctx.g.emit("counter", player=target.controller, card=target, amount=-1, data={"kind": kind})


# ------------------------------------------------------------------ the cards
card("Man-Eater Bug",
     "FLIP: Target 1 monster on the field; destroy it.",
     Effect(FLIP, optional=False, target=Targets(monster, hint="Destroy which monster?"),
            resolve=destroy_targets))


card("Sangan",
     "If this card is sent from the field to the GY: add 1 monster with 1500 or less ATK from "
     "your Deck to your hand; you cannot activate cards or effects with that name for the rest "
     "of this turn. Once per turn.",
     Effect(TRIGGER, optional=False, trigger=lambda ctx, ev: sent_from_field_to_gy(ctx, ev),
            once_per_turn="Sangan",
            resolve=search_deck(lambda c: c.data.is_monster and c.data.atk is not None
                                and 0 <= c.data.atk <= 1500, lock_name=True)))


card("Witch of the Black Forest",
     "If this card is sent from the field to the GY: add 1 monster with 1500 or less DEF from "
     "your Deck to your hand; you cannot activate cards or effects with that name for the rest "
     "of this turn. Once per turn.",
     Effect(TRIGGER, optional=False, trigger=lambda ctx, ev: sent_from_field_to_gy(ctx, ev),
            once_per_turn="Witch of the Black Forest",
            resolve=search_deck(lambda c: c.data.is_monster and c.data.defense is not None
                                and 0 <= c.data.defense <= 1500, lock_name=True)))


_DARK_1500 = attribute_atk_at_most("DARK", 1500)
card("Mystic Tomato",
     "When this card is destroyed by battle and sent to the GY: you can Special Summon 1 DARK "
     "monster with 1500 or less ATK from your Deck in face-up Attack Position.",
     Effect(TRIGGER, timing="when", trigger=destroyed_by_battle,
            condition=can_summon_from_deck(_DARK_1500), resolve=summon_from_deck(_DARK_1500)))


_LIGHT_1500 = attribute_atk_at_most("LIGHT", 1500)
card("Shining Angel",
     "When this card is destroyed by battle and sent to the GY: you can Special Summon 1 LIGHT "
     "monster with 1500 or less ATK from your Deck in face-up Attack Position.",
     Effect(TRIGGER, timing="when", trigger=destroyed_by_battle,
            condition=can_summon_from_deck(_LIGHT_1500), resolve=summon_from_deck(_LIGHT_1500)))


def _banish_self(ctx: Ctx) -> Proc:
    ctx.g.banish(ctx.card, reason="cost", by=ctx.player)
    return
    yield  # pragma: no cover


def _is_peten(c: Card) -> bool:
    return c.name == "Peten the Dark Clown"


card("Peten the Dark Clown",
     "When this card is sent to the GY: you can banish it from your GY; Special Summon 1 "
     "\"Peten the Dark Clown\" from your hand or Deck.",
     Effect(TRIGGER, timing="when", trigger=sent_to_gy,
            condition=can_summon_from_deck(_is_peten, (HAND, "deck")),
            cost_ok=lambda ctx: ctx.card.location == GY, cost=_banish_self,
            resolve=summon_from_deck(_is_peten, ("attack", "defense"), (HAND, "deck"))))


def _cyber_jar(ctx: Ctx) -> Proc:
    """Destroy every monster; each player reveals 5, Summons the Level 4 or lower
    monsters (face-up Attack or face-down Defense) and adds the rest to the hand."""
    g = ctx.g
    g.destroy(g.monsters(), by=ctx.player)
    revealed = {p: list(g.state.players[p].deck[:5]) for p in (ctx.player, ctx.opponent)}
    g.new_group()
    for p, cards in revealed.items():
        g.emit("revealed", player=p, card=ctx.card, data={"cards": [c.uid for c in cards]})
    for p, cards in revealed.items():
        small = [c for c in cards if c.data.is_monster and not c.data.is_extra_deck
                 and 1 <= c.data.level <= 4 and not _cannot_special_summon(g, p, c)]
        room = len(g.free_zones(p, MONSTERS))
        if len(small) > room:
            small = (yield from choose_cards(ctx, small, count=room, player=p, purpose="summon",
                                             hint="Cyber Jar: which monsters to Special Summon?")
                     ) if room else []
        for c in small:
            yield from special_summon(g, p, c, positions=("attack", "set"), by=ctx.player)
        g.new_group()
        for c in cards:
            if c.location == DECK:
                g.to_hand(c, by=ctx.player)


def _cannot_special_summon(g: Any, player: int, c: Card) -> bool:
    return cannot_summon_reason(g, player, c, "special") is not None


card("Cyber Jar",
     "FLIP: Destroy all monsters on the field. Then each player reveals the top 5 cards of "
     "their Deck, Special Summons the Level 4 or lower monsters among them in face-up Attack "
     "or face-down Defense Position, and adds the rest to the hand.",
     Effect(FLIP, optional=False, resolve=_cyber_jar))


def _morphing_jar(ctx: Ctx) -> Proc:
    """Both players discard their whole hands, then draw 5 (a player who cannot draw loses)."""
    g = ctx.g
    g.new_group()
    for p in (ctx.player, ctx.opponent):
        for c in list(g.state.players[p].hand):
            g.discard(c, by=ctx.player)
    short = [p for p in (0, 1) if len(g.state.players[p].deck) < 5]
    if len(short) == 2:
        raise DuelOver("draw", f"Both players had to draw from a too small Deck — {rules.WIN}")
    for p in (ctx.player, ctx.opponent):
        g.draw(p, 5, reason="effect")
    return
    yield  # pragma: no cover


card("Morphing Jar",
     "FLIP: Both players discard their entire hands, then draw 5 cards.",
     Effect(FLIP, optional=False, resolve=_morphing_jar))


def _kuriboh_condition(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return (ctx.g.state.step == "damage_calc" and att is not None
            and att.attacker.controller != ctx.player)


def _discard_self(ctx: Ctx) -> Proc:
    ctx.g.discard(ctx.card, reason="cost", by=ctx.player)
    return
    yield  # pragma: no cover


def _kuriboh(ctx: Ctx) -> Proc:
    """No battle damage to this player from the battle in progress."""
    g, att, player = ctx.g, ctx.g.attack, ctx.player

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        return question == "no_battle_damage" and subject[0] == player and g.attack is att

    g.lingering.append(Lingering(player=player, source=ctx.card.name,
                                 expires_turn=g.state.turn, rule=rule))
    return
    yield  # pragma: no cover


card("Kuriboh",
     "During damage calculation, if an opponent's monster attacks (Quick Effect): you can "
     "discard this card; you take no battle damage from that battle.",
     Effect(QUICK, range=(HAND,), damage_step=True, extra={"damage_calculation": True},
            condition=_kuriboh_condition, cost_ok=lambda ctx: ctx.card.location == HAND,
            cost=_discard_self, resolve=_kuriboh))


def _jinzo_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if question == "cannot_activate":
        _player, c, eff = subject
        if c.data.is_trap and (eff.kind == "activate" or c.on_field):
            return f"{ctx.card.name}: Trap Cards and their effects on the field cannot be activated"
    if question == "negate":
        return subject.data.is_trap and subject.on_field
    return None


card("Jinzo",
     "Trap Cards, and Trap effects on the field, cannot be activated. Negate all Trap effects "
     "on the field.",
     Effect(CONTINUOUS, rule=_jinzo_rule, extra={"negates": True}))


card("Dark Elf",
     "Cannot declare an attack unless you pay 1000 LP.",
     pay_lp_to_attack(1000))


def _lord_of_d_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if question == "cannot_target":
        c, _effect_ctx = subject
        return c.in_monster_zone and c.face_up and c.data.race == "Dragon"
    return None


card("Lord of D.",
     "Neither player can target Dragon monsters on the field with card effects.",
     Effect(CONTINUOUS, rule=_lord_of_d_rule))


def _face_up_when_activated(ctx: Ctx, link: Any) -> bool:
    """Was this card already face-up on the field when ``link`` was activated?"""
    activated = next((ev.seq for ev in reversed(ctx.g.log) if ev.kind == "activated"
                      and ev.card is link.card and ev.amount == link.number), None)
    arrived = next((ev.seq for ev in reversed(ctx.g.log) if ev.card is ctx.card
                    and (ev.kind == "flipped" or ev.dst in ON_FIELD)), -1)
    return activated is not None and arrived < activated


def _spell_counter_on_spell(ctx: Ctx, link: Any) -> None:
    """A Spell Card activated while this card was face-up places 1 Spell Counter when it
    resolves (max 3); a negated activation places none."""
    if (link.is_card_activation and link.card.data.is_spell and not link.negated
            and _face_up_when_activated(ctx, link)):
        add_counter(ctx, ctx.card, maximum=3)


def _tribute_self(ctx: Ctx) -> Proc:
    ctx.g.move(ctx.card, GY, reason="cost", by=ctx.player, event="tributed")
    return
    yield  # pragma: no cover


def _dark_magicians(ctx: Ctx) -> list[Card]:
    p = ctx.g.state.players[ctx.player]
    return [c for c in p.hand + p.deck + p.gy if c.name == "Dark Magician"]


def _summon_dark_magician(ctx: Ctx) -> Proc:
    g = ctx.g
    found = _dark_magicians(ctx)
    if not found or not g.free_zones(ctx.player, MONSTERS):
        return
    chosen = yield from choose_cards(ctx, found, purpose="summon",
                                     hint="Special Summon which Dark Magician?")
    from_deck = chosen[0].location == DECK
    yield from special_summon(g, ctx.player, chosen[0], by=ctx.player)
    if from_deck:
        g.shuffle_deck(ctx.player)


card("Skilled Dark Magician",
     "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell "
     "resolves (max. 3). You can Tribute this card with 3 Spell Counters; Special Summon 1 "
     "\"Dark Magician\" from your hand, Deck or GY.",
     Effect(IGNITION, cost_ok=lambda ctx: counters(ctx.card) >= 3,
            condition=lambda ctx: bool(_dark_magicians(ctx)), cost=_tribute_self,
            resolve=_summon_dark_magician),
     Effect(CONTINUOUS, extra={"after_resolve": _spell_counter_on_spell}))


def _tsurugi(ctx: Ctx) -> Proc:
    opp = ctx.g.state.players[ctx.opponent]
    ctx.g.damage(ctx.opponent, 500 * len(opp.field_spells()), by=ctx.player)
    return
    yield  # pragma: no cover


card("Princess of Tsurugi",
     "FLIP: Inflict 500 damage to your opponent for each Spell and Trap they control.",
     Effect(FLIP, optional=False, resolve=_tsurugi, extra={"damage": True}))


def _inflicts_battle_damage_to_opponent(ctx: Ctx, ev: Event) -> bool:
    att = ctx.g.attack
    return (ev.kind == "damage" and ev.reason == "battle" and ev.player != ctx.player
            and att is not None and ctx.card in (att.attacker, att.target))


def _skip_next_draw(ctx: Ctx) -> Proc:
    """The opponent skips the Draw Phase of their next turn."""
    g, opp = ctx.g, ctx.opponent
    turn = g.state.turn + (2 if g.state.turn_player == opp else 1)

    def rule(ln: Lingering, question: str, subject: Any) -> Any:
        return question == "skip_phase" and subject == (opp, "draw") and g.state.turn == turn

    g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, expires_turn=turn,
                                 rule=rule))
    return
    yield  # pragma: no cover


card("Yata-Garasu",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it "
     "was Normal Summoned or flipped face-up. If this card inflicts battle damage to your "
     "opponent: they skip their next Draw Phase.",
     *ab.spirit_effects(),
     Effect(TRIGGER, optional=False, trigger=_inflicts_battle_damage_to_opponent,
            resolve=_skip_next_draw),
     extra=ab.SPIRIT)


LIMBS = ("Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
         "Right Leg of the Forbidden One", "Left Leg of the Forbidden One")


def _exodia_assembled(g: Any, c: Card) -> str | None:
    """All five pieces in the same hand: that player wins (seed 003 "Winning a Duel")."""
    if c.location != HAND:
        return None
    names = {h.name for h in g.state.players[c.owner].hand}
    if all(limb in names for limb in LIMBS):
        return f"Player {c.owner} has all five pieces of Exodia in hand"
    return None


card("Exodia the Forbidden One",
     "If you have this card and the Right Arm, Left Arm, Right Leg and Left Leg of the "
     "Forbidden One in your hand, you win the Duel.",
     extra={"special_win": _exodia_assembled})


def _breaker_atk(ctx: Ctx, c: Card) -> int:
    return 300 * counters(c) if c is ctx.card else 0


def _breaker_counter(ctx: Ctx) -> Proc:
    add_counter(ctx, ctx.card, maximum=1)
    return
    yield  # pragma: no cover


def _remove_own_counter(ctx: Ctx) -> Proc:
    remove_counter(ctx, ctx.card)
    return
    yield  # pragma: no cover


def _spell_trap_on_field(ctx: Ctx, c: Card) -> bool:
    return c.location in (SPELLS, FIELD)


card("Breaker the Magical Warrior",
     "If this card is Normal Summoned: place 1 Spell Counter on it (max. 1). Gains 300 ATK for "
     "each Spell Counter on it. You can remove 1 Spell Counter from this card, then target 1 "
     "Spell/Trap on the field; destroy it.",
     Effect(IGNITION, cost_ok=lambda ctx: counters(ctx.card) >= 1, cost=_remove_own_counter,
            target=Targets(_spell_trap_on_field, hint="Destroy which Spell/Trap?"),
            resolve=destroy_targets),
     Effect(TRIGGER, optional=False,
            trigger=lambda ctx, ev: (ev.kind == "summoned" and ev.card is ctx.card
                                     and ev.data.get("kind") in ("normal", "tribute")),
            resolve=_breaker_counter),
     Effect(CONTINUOUS, atk=_breaker_atk))


def _spell_in_your_gy(ctx: Ctx, c: Card) -> bool:
    return c.location == GY and c.owner == ctx.player and c.data.is_spell


def _to_hand_targets(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        ctx.g.new_group()
        ctx.g.to_hand(c, by=ctx.player)
    return
    yield  # pragma: no cover


card("Magician of Faith",
     "FLIP: Target 1 Spell in your GY; add it to your hand.",
     Effect(FLIP, optional=False,
            target=Targets(_spell_in_your_gy, places=(GY,), hint="Add which Spell to your hand?"),
            resolve=_to_hand_targets))


def _serpent_back(ctx: Ctx) -> Proc:
    if ctx.card.location == GY:
        ctx.g.new_group()
        ctx.g.to_hand(ctx.card, by=ctx.player)
    return
    yield  # pragma: no cover


card("Sinister Serpent",
     "During your Standby Phase, if this card is in your GY: you can add it to your hand.",
     Effect(TRIGGER, range=(GY,),
            trigger=lambda ctx, ev: (ev.kind == "phase" and ev.data.get("phase") == "standby"
                                     and ev.player == ctx.player and ctx.card.location == GY),
            resolve=_serpent_back))

__all__ = [
    "add_counter",
    "counters",
    "remove_counter",
    "search_deck",
    "summon_from_deck",
]
