"""Blocks added for the Blackwing deck (Pool 4): a monster's own Special Summon from the hand
"only once per turn this way", protection "once per turn", battle damage and effect damage
replaced ("the first battle damage you take this turn becomes 0", "place a counter on this
card instead"), counters removed as a cost and counted, "loses N ATK, and inflict damage equal
to the ATK lost", the end of the Damage Step, and a monster's ATK compared with "that
monster"'s.

Each is named after the rule its card text states, never after a card (docs/cards.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, lose_atk, player_spec
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed, as_group
from engine.cards.library.procedures import special_summon_from_hand
from engine.cards.library.stats_and_battle import until_it_leaves_the_field
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.modifiers import current_atk, current_def
from engine.procedures.extra_summons import OwnCondition

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event
    from engine.game import Game
    from engine.state import Card


# ------------------------------------------------------------------ Summons
def special_summon_from_hand_once_per_turn(condition: Any, text: str, *,
                                           revealing: Any = None) -> OwnCondition:
    """"If <condition>, you can Special Summon this card (from your hand). You can only Special
    Summon <this card's name> once per turn this way" (seed 001 "Special Summon"): the count is
    per player and per name, used when the procedure places the monster (even if that Summon is
    then negated). ``revealing``: "by revealing 1 <group> in your hand" — which card is shown is
    a card choice, asked even when one qualifies (SCENARIOS.md)."""
    base = special_summon_from_hand(condition, text)
    inner = base.condition
    cost = None
    if revealing is not None:
        from engine.cards.library.duel import reveal
        from engine.cards.library.procedures import _ctx

        shown = reveal(revealing)

        def cost(g: Game, player: int, card: Card) -> Proc:
            yield from shown.run(_ctx(g, player, card))

    def key(card: Card) -> str:
        return f"own_special_summon_once:{card.data.name}"

    def refusal(g: Game, player: int, card: Card) -> str | None:
        if g.state.per_turn[player].uses.get(key(card)):
            return (f"you can only Special Summon {card.name} this way once per turn — its own "
                    f"text; {rules.SPECIAL_SUMMON}")
        return inner(g, player, card) if inner is not None else None

    def placed(g: Game, card: Card) -> None:
        uses = g.state.per_turn[card.controller].uses
        uses[key(card)] = uses.get(key(card), 0) + 1

    return OwnCondition(condition=refusal, cost=cost, placed=placed)


# ------------------------------------------------------------------ protection
def not_destroyed_once_per_turn(affects: Filter | None = None) -> Spec:
    """"Once per turn, this card (``affects``: each <affects> card on the field) cannot be
    destroyed by battle or card effects": the first time each turn it would be destroyed (by
    battle or by an effect) it is not (ocgcore EFFECT_INDESTRUCTABLE_COUNT, counted on each
    card; a monster's own protection and a field effect's are counted apart); every
    destruction of that one moment is covered."""
    key = "not_destroyed_once_per_turn" if affects is None else "each_not_destroyed_once_per_turn"

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            g = ctx.g
            target, reason, _by = subject
            if reason not in ("battle", "effect"):
                return None
            if affects is None:
                if target is not ctx.card or not target.in_monster_zone:
                    return None
            elif not target.on_field or not applies(ctx, target):
                return None
            now = (g.state.turn, g.group)
            used = target.flags.get(key)
            if isinstance(used, tuple) and used[0] == g.state.turn and used != now:
                return None

            def protect() -> None:
                target.flags[key] = now
                g.emit("not_destroyed", player=ctx.player, card=target,
                       data={"by_card": ctx.card.uid})

            return protect
        return answer

    return Spec(Code.DESTROY_REPLACEMENT, affects, make, "not destroyed once per turn")


# ------------------------------------------------------------------ damage replaced
def the_next_battle_damage_you_take_this_turn_becomes_zero() -> Act:
    """"The first battle damage you take this turn becomes 0" (once: the next battle damage
    this turn to the effect's player; a lingering effect that is used up)."""
    from engine.cards.library.continuous import until_end_of_turn

    def test(ctx: Ctx, subject: Any) -> bool:
        player, _source = subject
        if player != ctx.player or ctx.data.get("battle_damage_zeroed"):
            return False
        ctx.data["battle_damage_zeroed"] = True  # asked only when the damage is dealt
        return True

    return until_end_of_turn(player_spec(Code.NO_BATTLE_DAMAGE, test,
                                         "the next battle damage becomes 0"))


def effect_damage_places_counter_instead(kind: str) -> Spec:
    """"If you would take effect damage, place 1 <kind> Counter on this card instead" (a
    replacement: the damage is not taken, whatever its amount; ``Code.EFFECT_DAMAGE_INSTEAD``)."""

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, player: Any) -> Any:
            me = ctx.card
            if player != ctx.player or not (me.in_monster_zone and me.face_up):
                return None

            def place() -> None:
                me.counters[kind] = me.counters.get(kind, 0) + 1
                ctx.g.emit("counter", player=me.controller, card=me, amount=1,
                           data={"kind": kind})

            return place
        return answer

    return Spec(Code.EFFECT_DAMAGE_INSTEAD, Filter(lambda ctx, c: True), make,
                f"a {kind} counter instead of effect damage")


# ------------------------------------------------------------------ counters as a cost
def remove_all_counters(kind: str, group: Any = None) -> Act:
    """"Remove all <kind> Counters from this card" (or from every card of ``group``: "on your
    opponent's field"), usually a cost: how many were removed is kept for
    ``for_each_removed_counter``, and the cards they were on for ``cards_that_had_them``."""
    g_ = as_group(group) if group is not None else None

    def holders(ctx: Ctx) -> list[Card]:
        cards = g_.candidates(ctx) if g_ is not None else [ctx.card]
        return [c for c in cards if c.counters.get(kind, 0) > 0]

    def run(ctx: Ctx) -> Proc:
        removed, had = 0, []
        for c in holders(ctx):
            n = c.counters.pop(kind)
            removed += n
            had.append(c)
            ctx.g.emit("counter", player=c.controller, card=c, amount=-n, data={"kind": kind})
        ctx.data["removed_counters"] = removed
        ctx.data["had_counters"] = had
        return had
        yield  # pragma: no cover

    return Act(run, {cat.COUNTER}, possible=lambda ctx: bool(holders(ctx)),
               text="remove all counters")


def for_each_removed_counter(amount: int) -> Callable[[Ctx], int]:
    """"N for each counter removed" (by ``remove_all_counters``)."""
    return lambda ctx: amount * int(ctx.data.get("removed_counters", 0))


#: "the monsters that had those counters" (still face-up on the field)
cards_that_had_them = Fixed(
    lambda ctx: [c for c in ctx.data.get("had_counters", []) if c.in_monster_zone and c.face_up],
    "the monsters that had those counters")


def loses_atk_then_damage_equal_to_the_loss(amount: Any, to: Any) -> Act:
    """"It loses N ATK, and if it does, inflict damage to your opponent equal to the ATK lost
    by this effect": the loss is what its ATK really went down (never below 0)."""
    group = as_group(to)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        value = amount(ctx) if callable(amount) else int(amount)
        if value <= 0:
            return []
        before = {c.uid: current_atk(g, c) for c in group.candidates(ctx) if c.in_monster_zone}
        done = yield from until_it_leaves_the_field(lose_atk(value), to=to).run(ctx)
        lost = sum(before[c.uid] - current_atk(g, c) for c in done or [] if c.uid in before)
        if lost > 0:
            g.damage(1 - ctx.player, lost, by=ctx.player)
        return done
    return Act(run, {cat.ATK_DEF, cat.DAMAGE}, text="loses ATK, and damage equal to the loss")


# ------------------------------------------------------------------ battle
def at_the_end_of_the_damage_step_this_card_attacked() -> On:
    """"At the end of the Damage Step, if this card attacked a monster" (that monster still on
    the field: ``attack_target``)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        return (ev.kind == "damage_step_end" and att is not None and att.attacker is ctx.card
                and att.target is not None and att.target.in_monster_zone)

    return On(test, "at the end of the Damage Step, if this card attacked a monster",
              frozenset({"damage_step_end"}))


def while_this_card_attacks(f: Filter, spec: Spec) -> Spec:
    """"If this card attacks a <f> monster, <spec> during the Damage Step only": asked while
    the Damage Step of that attack goes on."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        inner = spec.make(applies)

        def answer(ctx: Ctx, subject: Any) -> Any:
            g, att = ctx.g, ctx.g.attack
            if (att is None or att.attacker is not ctx.card or att.target is None
                    or g.state.step not in ("damage", "damage_calc")
                    or not f.test(ctx, att.target)):
                return None
            return inner(ctx, subject)
        return answer

    return Spec(spec.code, spec.affects, make, f"{spec.text} while attacking a {f.text} monster",
                freeze=spec.freeze)


def no_battle_damage_to_you_from_its_battles() -> Spec:
    """"You take no battle damage from battles involving this card"."""

    def test(ctx: Ctx, subject: Any) -> bool:
        player, _source = subject
        att = ctx.g.attack
        return (player == ctx.player and att is not None
                and ctx.card in (att.attacker, att.target))

    return player_spec(Code.NO_BATTLE_DAMAGE, test, "no battle damage from its battles")


#: "with DEF lower than this card's ATK" (monsters on the field)
def_lower_than_this_cards_atk = Filter(
    lambda ctx, c: ctx.card.in_monster_zone and c.in_monster_zone
    and current_def(ctx.g, c) < current_atk(ctx.g, ctx.card),
    "with DEF lower than this card's ATK")


def _yours_in_battle(ctx: Ctx) -> list[Card]:
    att = ctx.g.attack
    if att is None:
        return []
    for c in (att.attacker, att.target):
        if c is not None and c.controller == ctx.player and c.in_monster_zone:
            return [c]
    return []


#: "your monster that battles" — your attacker (a direct attack too) or your attacked monster
your_monster_in_this_battle = Fixed(_yours_in_battle, "your battling monster")


def atk_lower_than(group: Any) -> Filter:
    """"With less ATK than <that monster>": printed ATK off the field, compared with that
    monster's current ATK while it is face-up on the field (nothing matches otherwise)."""
    g_ = as_group(group)

    def test(ctx: Ctx, c: Card) -> bool:
        those = [m for m in g_.candidates(ctx) if m.in_monster_zone and m.face_up]
        mine = current_atk(ctx.g, c) if c.in_monster_zone else c.data.atk
        return bool(those) and mine is not None and mine >= 0 and mine < current_atk(ctx.g, those[0])

    return Filter(test, "with less ATK than that monster")


__all__ = [
    "at_the_end_of_the_damage_step_this_card_attacked",
    "atk_lower_than",
    "cards_that_had_them",
    "def_lower_than_this_cards_atk",
    "effect_damage_places_counter_instead",
    "for_each_removed_counter",
    "loses_atk_then_damage_equal_to_the_loss",
    "no_battle_damage_to_you_from_its_battles",
    "not_destroyed_once_per_turn",
    "remove_all_counters",
    "special_summon_from_hand_once_per_turn",
    "the_next_battle_damage_you_take_this_turn_becomes_zero",
    "while_this_card_attacks",
    "your_monster_in_this_battle",
]
