"""Continuous effects as typed codes: what a face-up card (or a lingering effect) changes.

    Continuous(gain_atk(500, monster & attribute("DARK")), lose_def(400, monster & attribute("DARK")))
    Continuous(cannot_attack(monster & opponents))
    Equip(gain_atk(1000))                      # affects the equipped monster
    until_end_of_turn(gain_atk(700), to=TARGETS)

Each constructor makes a :class:`Spec` — a code (:class:`engine.continuous.Code`), the
cards it affects and its value — which the effect kind binds into an
:class:`engine.continuous.Modifier`. ``affects`` may be left out where the kind says whom
it concerns: an Equip Card's modifiers affect the equipped monster, a monster's own
continuous effect "this card", a lingering effect ``to=`` the cards it was applied to.
A card that is unaffected by the effect's card is not affected (seed 004).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.filters import Filter
from engine.cards.library.groups import as_group
from engine.continuous import Code, Modifier
from engine.modifiers import Lingering, unaffected

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card

Value = int | Callable[["Ctx", "Card"], int]


@dataclass(frozen=True)
class Spec:
    """A typed continuous effect before it knows whom it concerns by default."""

    code: str
    affects: Filter | None
    make: Callable[[Callable[[Ctx, Card], bool]], Callable[[Ctx, Any], Any]]
    text: str = ""
    #: a value fixed when the effect applies to a card ("its ATK is halved": half of the ATK
    #: it has then): ``freeze(ctx, card)`` gives the Spec that card keeps
    freeze: Callable[[Ctx, Card], Spec] | None = None

    def bind(self, default: Filter | None = None) -> Modifier:
        affects = self.affects or default
        if affects is None:
            raise ValueError(f"say which cards {self.text!r} affects")
        test = affects.test
        if self.code in (Code.NEGATE, Code.UNAFFECTED):
            # worked out while the index itself is built: asking "unaffected" here would
            # ask the index being built
            return Modifier(self.code, self.make(test), self.text)

        def applies(ctx: Ctx, card: Card) -> bool:
            return test(ctx, card) and not unaffected(ctx.g, card, ctx)

        return Modifier(self.code, self.make(applies), self.text)

    def only_while(self, holds: Callable[[Ctx], bool], suffix: str) -> Spec:
        """This Spec, answering only while ``holds(ctx)`` ("... until the end of the Damage
        Step", "... during that damage calculation only"); a value it fixes keeps the limit."""
        inner_make, freeze = self.make, self.freeze

        def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
            inner = inner_make(applies)

            def answer(ctx: Ctx, subject: Any) -> Any:
                return inner(ctx, subject) if holds(ctx) else None
            return answer

        return Spec(self.code, self.affects, make, f"{self.text} {suffix}",
                    freeze=(lambda ctx, c: freeze(ctx, c).only_while(holds, suffix))
                    if freeze is not None else None)


def _is(card: Card) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c is card


def _value(v: Value) -> Callable[[Ctx, Card], int]:
    return v if callable(v) else (lambda ctx, c: v)


def _card_spec(code: str, affects: Filter | None, answer: Callable[[Ctx, Card], Any],
               text: str) -> Spec:
    """A modifier whose subject is a card."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        return lambda ctx, c: answer(ctx, c) if applies(ctx, c) else None

    return Spec(code, affects, make, text)


# ------------------------------------------------------------------ ATK / DEF
def gain_atk(amount: Value, affects: Filter | None = None) -> Spec:
    """"Gains N ATK" (``amount`` may be a function ``(ctx, card) -> int``)."""
    return _card_spec(Code.ATK, affects, _value(amount), f"gains {amount} ATK")


def lose_atk(amount: Value, affects: Filter | None = None) -> Spec:
    """"Loses N ATK" (``amount`` may be a function ``(ctx, card) -> int``)."""
    value = _value(amount)
    return _card_spec(Code.ATK, affects, lambda ctx, c: -value(ctx, c), f"loses {amount} ATK")


def for_each_level(amount: int) -> Callable[[Ctx, Card], int]:
    """"N for each of its Levels" (0 for a monster with no Level: Xyz, Link)."""
    from engine.modifiers import current_level

    return lambda ctx, c: amount * current_level(ctx.g, c) if c.data.level else 0


def for_each(amount: int, group: Any) -> Callable[[Ctx, Card], int]:
    """"N for each <card of the group>" (``for_each(800, you_control(face_up & monster))``),
    counted from the point of view of the card that applies the effect."""
    g_ = as_group(group)
    return lambda ctx, c: amount * len(g_.candidates(ctx))


def gain_def(amount: Value, affects: Filter | None = None) -> Spec:
    return _card_spec(Code.DEF, affects, _value(amount), f"gains {amount} DEF")


def lose_def(amount: int, affects: Filter | None = None) -> Spec:
    return _card_spec(Code.DEF, affects, lambda ctx, c: -amount, f"loses {amount} DEF")


def halve_atk() -> Spec:
    """"Its ATK is halved" (until ...): half the ATK it has when the effect applies, rounded
    up, for each card the lingering effect is given to."""
    from engine.modifiers import current_atk

    def frozen(ctx: Ctx, card: Card) -> Spec:
        return set_atk((current_atk(ctx.g, card) + 1) // 2)

    base = set_atk(0)
    return Spec(base.code, None, base.make, "ATK halved", freeze=frozen)


def set_atk(amount: Value, affects: Filter | None = None) -> Spec:
    """"Its ATK becomes N"."""
    return _card_spec(Code.SET_ATK, affects, _value(amount), f"ATK becomes {amount}")


def halve_def() -> Spec:
    """"Its DEF is halved" (until ...): half the DEF it has when the effect applies, rounded
    up (``halve_atk``'s twin)."""
    from engine.modifiers import current_def

    def frozen(ctx: Ctx, card: Card) -> Spec:
        return set_def((current_def(ctx.g, card) + 1) // 2)

    base = set_def(0)
    return Spec(base.code, None, base.make, "DEF halved", freeze=frozen)


def set_def(amount: Any, affects: Filter | None = None) -> Spec:
    """"Its DEF becomes N" (``amount`` may be ``(ctx, card) -> int | None``; None: no change
    now)."""
    value = amount if callable(amount) else (lambda ctx, c: amount)
    return _card_spec(Code.SET_DEF, affects, value, "DEF becomes a value")


# ------------------------------------------------------------------ battle
def cannot_attack(affects: Filter | None = None, reason: str = "") -> Spec:
    """"... cannot attack" / "cannot declare an attack"."""
    return _card_spec(Code.CANNOT_ATTACK, affects,
                      lambda ctx, c: reason or f"{ctx.card.name}: this monster cannot attack",
                      "cannot attack")


def cannot_declare_attack(affects: Filter | None = None, reason: str = "") -> Spec:
    """"... cannot declare an attack" (an attack already declared goes on)."""
    return _card_spec(Code.CANNOT_DECLARE_ATTACK, affects,
                      lambda ctx, c: reason or f"{ctx.card.name}: this monster cannot declare an attack",
                      "cannot declare an attack")


def reverse_stat_changes(affects: Filter | None = None) -> Spec:
    """"Increases and decreases to ATK and DEF are reversed"."""
    return _card_spec(Code.REVERSE_STAT_CHANGES, affects, lambda ctx, c: True,
                      "ATK/DEF changes reversed")


def no_battle_damage(who: Callable[[Ctx], list[int]] | None = None, *,
                     this_battle: bool = False) -> Spec:
    """"You take no battle damage" (``who``: default the effect's player); ``this_battle``:
    "from that battle" only (the battle going on when the effect applied)."""

    def test(ctx: Ctx, subject: Any) -> bool:
        player, _source = subject
        players = who(ctx) if who is not None else [ctx.player]
        if player not in players:
            return False
        return not this_battle or (ctx.g.attack is not None and ctx.g.attack is ctx.data.get("battle"))

    return player_spec(Code.NO_BATTLE_DAMAGE, test, "no battle damage")


def direct_attack(affects: Filter | None = None) -> Spec:
    """"Can attack directly"."""
    return _card_spec(Code.DIRECT_ATTACK, affects, lambda ctx, c: True, "can attack directly")


def piercing(affects: Filter | None = None) -> Spec:
    """"Inflicts piercing battle damage"."""
    return _card_spec(Code.PIERCING, affects, lambda ctx, c: True, "piercing battle damage")


def extra_attacks(count: int = 1, affects: Filter | None = None) -> Spec:
    """"Can make a second attack" (``count`` more attacks in each Battle Phase)."""
    return _card_spec(Code.EXTRA_ATTACKS, affects, lambda ctx, c: count, f"{count} more attack(s)")


def cannot_be_destroyed(affects: Filter | None = None, *, by_battle: bool = False,
                        by_effects: bool = False, by_opponent: bool = False) -> Spec | tuple[Spec, ...]:
    """"Cannot be destroyed by battle" and/or "by (your opponent's) card effects"."""
    specs = []
    if by_battle:
        specs.append(_card_spec(Code.INDESTRUCTIBLE_BY_BATTLE, affects, lambda ctx, c: True,
                                "cannot be destroyed by battle"))
    if by_effects:
        def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
            if by_opponent:
                return lambda ctx, subject: (subject[1] is not None and subject[1] != subject[0].controller
                                             and applies(ctx, subject[0]))
            return lambda ctx, subject: applies(ctx, subject[0])
        specs.append(Spec(Code.INDESTRUCTIBLE_BY_EFFECT, affects, make,
                          "cannot be destroyed by card effects"))
    if not specs:
        raise ValueError("cannot_be_destroyed needs by_battle and/or by_effects")
    return specs[0] if len(specs) == 1 else tuple(specs)


def cannot_change_position(affects: Filter | None = None) -> Spec:
    return _card_spec(Code.CANNOT_CHANGE_POSITION, affects,
                      lambda ctx, c: f"{ctx.card.name}: this monster cannot change its battle position",
                      "cannot change its battle position")


# ------------------------------------------------------------------ targeting, effects
def cannot_be_targeted(affects: Filter | None = None, *, by_opponent: bool = True) -> Spec:
    """"Your opponent cannot target ... with card effects" (``by_opponent=False``: neither
    player)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, effect_ctx = subject
            if by_opponent and effect_ctx is not None and effect_ctx.player == ctx.player:
                return None
            return applies(ctx, card)
        return answer

    return Spec(Code.CANNOT_BE_TARGETED, affects, make, "cannot be targeted")


def unaffected_by(affects: Filter | None = None, *,
                  effects: Callable[[Ctx, Ctx], bool] | None = None) -> Spec:
    """"Unaffected by ..." — ``effects(source_ctx, effect_ctx)`` says which effects (default:
    every other card's effects)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, effect_ctx = subject
            if effect_ctx is None or effect_ctx.card is card:
                return None
            if effects is not None and not effects(ctx, effect_ctx):
                return None
            return applies(ctx, card)
        return answer

    return Spec(Code.UNAFFECTED, affects, make, "unaffected")


def other_spell_trap_effects(source: Ctx, effect: Ctx) -> bool:
    """For ``unaffected_by(effects=...)``: "the effects of other Spell/Trap Cards" (not the
    card that applies the protection)."""
    return not effect.card.data.is_monster and effect.card is not source.card


def forced_position(position: str, affects: Filter | None = None) -> Spec:
    """"... are changed to Defense (Attack) Position": a face-up monster it affects in the
    other position is changed at once, whenever the game checks (ocgcore EFFECT_SET_POSITION);
    pair it with ``cannot_change_position`` for "and cannot change their battle positions"."""
    return _card_spec(Code.FORCED_POSITION, affects, lambda ctx, c: position,
                      f"changed to {position} position")


def tributable_as_yours(affects: Filter | None = None) -> Spec:
    """"If you Tribute a monster, you must Tribute that monster, as if you controlled it": the
    player of the effect may Tribute it for a Tribute Summon, and must include it."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, player = subject
            return player == ctx.player and applies(ctx, card)
        return answer

    return Spec(Code.TRIBUTE_AS_YOURS, affects, make, "Tributed as if you controlled it")


def negate_effects(affects: Filter | None = None) -> Spec:
    """"The effects of ... are negated" (ocgcore EFFECT_DISABLE)."""
    return _card_spec(Code.NEGATE, affects, lambda ctx, c: True, "effects negated")


def negate_activated_effects(affects: Filter | None = None) -> Spec:
    """"The activated effects of ... are negated", wherever the card is when it activates
    them (the hand, the GY): their Chain Links resolve without effect."""
    return _card_spec(Code.NEGATE_ACTIVATED, affects, lambda ctx, c: True,
                      "activated effects negated")


def treated_as_tuner(affects: Filter | None = None) -> Spec:
    return _card_spec(Code.TUNER, affects, lambda ctx, c: True, "also treated as a Tuner")


def attack_cost_lp(amount: int, affects: Filter | None = None) -> Spec:
    """"Cannot declare an attack unless you pay N LP" (seed 004 "Costs")."""

    def answer(ctx: Ctx, c: Card) -> Any:
        g, player = ctx.g, c.controller
        return (g.state.players[player].lp >= amount, lambda: g.pay_lp(player, amount))

    return _card_spec(Code.ATTACK_COST, affects, answer, f"pay {amount} LP to attack")


# ------------------------------------------------------------------ players
def cannot_activate(test: Callable[[Ctx, int, Any, Any], bool], reason: str) -> Spec:
    """"... cannot activate ...": ``test(ctx, player, card, effect)`` (not a card filter)."""

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        return lambda ctx, subject: reason if test(ctx, *subject) else None

    return Spec(Code.CANNOT_ACTIVATE, Filter(lambda ctx, c: True), make, reason)


def cards_cannot_be_activated(f: Filter, *, nor_their_effects_on_field: bool = False,
                              reason: str = "") -> Spec:
    """"<Filter> Cards (, and their effects on the field,) cannot be activated" (Jinzo)."""

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        if not f.test(ctx, card):
            return False
        return eff.kind == "activate" or (nor_their_effects_on_field and card.on_field)

    return cannot_activate(test, reason or f"{f.text} cards cannot be activated")


def cannot_activate_monster_effects(players: Callable[[Ctx, int], bool], reason: str) -> Spec:
    """"(These players) cannot activate monster effects" — from anywhere (hand, field, GY)."""

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        return players(ctx, player) and card.data.is_monster and eff.kind != "activate"

    return cannot_activate(test, reason)


def spells_must_be_set_first(reason: str) -> Spec:
    """"Both players must Set Spell Cards before activating them, and cannot activate them until
    their next turn": no Spell Card is activated from the hand (a Pendulum Monster as a Spell
    neither), and a Set Spell only from its controller's turn after the one it was Set in."""

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        if eff.kind != "activate" or not (card.data.is_spell or eff.extra.get("pendulum_scale")):
            return False
        if card.location == "hand":
            return True
        return card.turn_set > 0 and ctx.g.state.turn < card.turn_set + 2

    return cannot_activate(test, reason)


def only_one_monster_of_each_type(reason: str) -> Spec:
    """"Each player can only control 1 monster of each Type": no Summon of a monster whose
    Type the player already controls face-up (the surplus is sent away by
    ``keep_one_monster_of_each_type``)."""

    def test(ctx: Ctx, player: int, card: Card, kind: str) -> bool:
        return any(m.face_up and m.data.race == card.data.race for m in ctx.g.monsters(player))

    return cannot_summon(test, reason)


def cannot_summon(test: Callable[[Ctx, int, Any, str], bool], reason: str) -> Spec:
    """"... cannot Summon ...": ``test(ctx, player, card, kind)``."""

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        return lambda ctx, subject: reason if test(ctx, *subject) else None

    return Spec(Code.CANNOT_SUMMON, Filter(lambda ctx, c: True), make, reason)


def player_spec(code: str, test: Callable[[Ctx, Any], Any], text: str) -> Spec:
    """A modifier whose subject is not a card (a player, a (player, source) pair):
    ``test(ctx, subject)`` gives the answer. For codes such as ``Code.NO_BATTLE_DAMAGE``."""

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        return test

    return Spec(code, Filter(lambda ctx, c: True), make, text)


def _players_spec(code: str, who: Callable[[Ctx], list[int]], text: str,
                  test: Callable[[Any], bool] = lambda subject: True) -> Spec:
    """A player-level modifier whose subject is a player, or a (player, ...) tuple."""

    def answer(ctx: Ctx, subject: Any) -> Any:
        player = subject[0] if isinstance(subject, tuple) else subject
        return player in who(ctx) and test(subject)

    return player_spec(code, answer, text)


def cannot_add_from_deck(who: Callable[[Ctx], list[int]]) -> Spec:
    """"Cards cannot be added from (these players') Main Deck to the hand": no search, no draw."""
    return _players_spec(Code.CANNOT_ADD_FROM_DECK, who, "no card from the Main Deck to the hand")


def cannot_draw_by_effects(who: Callable[[Ctx], list[int]]) -> Spec:
    """"You cannot draw cards by card effects" (the normal draw still happens)."""
    return _players_spec(Code.CANNOT_DRAW, who, "no draw by card effects",
                         lambda subject: isinstance(subject, tuple) and subject[1] == "effect")


def cannot_banish(reason: str) -> Spec:
    """"Neither player can banish cards"."""
    return player_spec(Code.CANNOT_BANISH, lambda ctx, subject: reason, reason)


def banished_instead_of_gy(affects: Filter | None = None) -> Spec:
    """"Any card sent to the GY is banished instead"."""
    return _card_spec(Code.BANISH_INSTEAD_OF_GY, affects, lambda ctx, c: True,
                      "banished instead of going to the GY")


def cannot_conduct_battle_phase(who: Callable[[Ctx], list[int]]) -> Spec:
    """"You cannot conduct your Battle Phase (this turn)"."""
    return _players_spec(Code.SKIP_PHASE, who, "cannot conduct the Battle Phase",
                         lambda subject: isinstance(subject, tuple) and subject[1] == "battle")


def takes_no_damage(who: Callable[[Ctx], list[int]]) -> tuple[Spec, ...]:
    """"(Your opponent) takes no damage": battle damage and effect damage."""
    return (_players_spec(Code.NO_BATTLE_DAMAGE, who, "takes no battle damage"),
            _players_spec(Code.NO_EFFECT_DAMAGE, who, "takes no effect damage"))


# ------------------------------------------------------------------ lingering effects
def until_end_of_turn(*parts: Spec | tuple[Spec, ...], to: Any = None, turns: int = 1,
                      ends_with_phase: str | None = None) -> Act:
    """"... until the end of this turn": the same codes, applied by this effect for the
    rest of the turn — to the cards of ``to`` (each one; it ends for a card that leaves
    the field), or as the specs' own ``affects`` say. ``turns=2``: "until the end of the
    next turn"; ``ends_with_phase``: sooner, when that phase of this turn ends."""
    group = as_group(to) if to is not None else None
    data = {"ends_with_phase": ends_with_phase} if ends_with_phase else {}
    specs: list[Spec] = []
    for part in parts:
        specs += list(part) if isinstance(part, tuple) else [part]

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        last = g.state.turn + turns - 1
        ctx.data.setdefault("battle", g.attack)  # "from that battle"
        if group is None:
            mods = tuple(spec.bind() for spec in specs)
            g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name,
                                         expires_turn=last, modifiers=mods, ctx=ctx,
                                         data=dict(data)))
            return True
        cards = yield from group.choose(ctx)
        for card in cards:
            only = Filter(_is(card), card.name)
            fixed = [spec.freeze(ctx, card) if spec.freeze is not None else spec for spec in specs]
            mods = tuple(spec.bind(only) if spec.affects is None else spec.bind() for spec in fixed)
            g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=card,
                                         expires_turn=last, modifiers=mods, ctx=ctx,
                                         data=dict(data)))
        return cards

    from engine.cards.library.categories import ATK_DEF

    cats = {ATK_DEF} if any(s.code in (Code.ATK, Code.DEF, Code.SET_ATK) for s in specs) else set()
    return Act(run, cats, text="until the end of this turn")


def until_end_of_battle_phase(*parts: Spec | tuple[Spec, ...], to: Any = None) -> Act:
    """"... until the end of the Battle Phase": it ends when this turn's Battle Phase does
    (after its End Step: ``modifiers.expire_with_phase``)."""
    return until_end_of_turn(*parts, to=to, ends_with_phase="battle")


__all__ = [
    "Code",
    "Spec",
    "attack_cost_lp",
    "banished_instead_of_gy",
    "cannot_activate",
    "cannot_activate_monster_effects",
    "cannot_add_from_deck",
    "cannot_attack",
    "cannot_banish",
    "cannot_be_destroyed",
    "cannot_be_targeted",
    "cannot_change_position",
    "cannot_conduct_battle_phase",
    "cannot_declare_attack",
    "cannot_draw_by_effects",
    "cannot_summon",
    "cards_cannot_be_activated",
    "direct_attack",
    "extra_attacks",
    "for_each",
    "for_each_level",
    "forced_position",
    "gain_atk",
    "gain_def",
    "halve_atk",
    "halve_def",
    "lose_atk",
    "lose_def",
    "negate_activated_effects",
    "negate_effects",
    "no_battle_damage",
    "only_one_monster_of_each_type",
    "other_spell_trap_effects",
    "piercing",
    "player_spec",
    "reverse_stat_changes",
    "set_atk",
    "set_def",
    "spells_must_be_set_first",
    "takes_no_damage",
    "treated_as_tuner",
    "tributable_as_yours",
    "unaffected_by",
    "until_end_of_battle_phase",
    "until_end_of_turn",
]
