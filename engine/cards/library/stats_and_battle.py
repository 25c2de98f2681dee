"""Blocks for Level changes, stats that "become" a value, battle and Spell/Trap Cards Set again.

    Continuous(lose_levels(1, this_cards_target), lose_atk(1000, this_cards_target))
    Trigger(on=inflicts_battle_damage(), resolve=until_it_leaves_the_field(gain_atk(200), to=this_card))
    Trigger(on=summoned(), target=..., resolve=atk_def_become(this_card, *original_stats_of(TARGETS)))
    Continuous(cannot_be_attacked(face_up & monster & race("Warrior") & yours & ~this_card))
    Activate(resolve=destroy(with_highest_def(opponent_controls(face_up & monster))))
    Activate(..., resolve=also(negate_attack(), set_this_card_again()))

Each is named after the words of card text ("its Level is increased by 1", "it gains 200
ATK" with no end named, "its ATK/DEF become", "your opponent cannot target ... for attacks", "the monster with the highest DEF",
"Set this card face-down instead of sending it to the GY").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, Value, _card_spec, _is, _value
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Group, _Lowest, as_group
from engine.continuous import Code
from engine.modifiers import Lingering, current_def, original_atk, original_def

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


# ------------------------------------------------------------------ Levels
def gain_levels(amount: Value, affects: Filter | None = None) -> Spec:
    """"Its Level is increased by N" (a face-up monster that has a Level; Code.LEVEL)."""
    return _card_spec(Code.LEVEL, affects, _value(amount), f"Level +{amount}")


def lose_levels(amount: Value, affects: Filter | None = None) -> Spec:
    """"Its Level is reduced by N" (never below 1: ``modifiers.current_level``)."""
    value = _value(amount)
    return _card_spec(Code.LEVEL, affects, lambda ctx, c: -value(ctx, c), f"Level -{amount}")


# ------------------------------------------------------------------ lasting changes
def until_it_leaves_the_field(*parts: Spec | tuple[Spec, ...], to: Any) -> Act:
    """A change a resolved effect makes to a card with no end named ("it gains 200 ATK"): it
    lasts while that card stays face-up on the field and ends when it leaves (a card that
    changes location is a new card: seed 004), as ``until_end_of_turn`` without the turn limit."""
    group = as_group(to)
    specs: list[Spec] = []
    for part in parts:
        specs += list(part) if isinstance(part, tuple) else [part]

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        cards = yield from group.choose(ctx)
        done = []
        for card in cards:
            if not (card.in_monster_zone and card.face_up):
                continue
            only = Filter(_is(card), card.name)
            fixed = [spec.freeze(ctx, card) if spec.freeze is not None else spec for spec in specs]
            mods = tuple(spec.bind(only) if spec.affects is None else spec.bind() for spec in fixed)
            g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=card,
                                         modifiers=mods, ctx=ctx))
            done.append(card)
        return done

    cats = {cat.ATK_DEF} if any(s.code in (Code.ATK, Code.DEF, Code.SET_ATK) for s in specs) else set()
    if any(s.code == Code.LEVEL for s in specs):
        cats.add(cat.LEVEL)
    return Act(run, cats, text="for as long as it stays on the field")


def atk_def_become(to: Any, atk: Callable[[Ctx], int], defense: Callable[[Ctx], int]) -> Act:
    """"<Its> ATK/DEF become N/M" for as long as it stays face-up on the field: the values
    other changes start from (a change applied later still adds to them); the card forgets
    them when it leaves the field (``Card.reset_on_move``)."""
    group = as_group(to)

    def run(ctx: Ctx) -> Proc:
        cards = yield from group.choose(ctx)
        new_atk, new_def = atk(ctx), defense(ctx)
        done = []
        for card in cards:
            if card.in_monster_zone and card.face_up:
                card.flags["base_atk"] = new_atk
                card.flags["base_def"] = new_def
                done.append(card)
        if done:
            ctx.g.changed()
        return done

    return Act(run, {cat.ATK_DEF}, text="ATK/DEF become")


def original_stats_of(group: Any) -> tuple[Callable[[Ctx], int], Callable[[Ctx], int]]:
    """"That monster's original ATK/DEF" (the first card of a fixed group, ``TARGETS``):
    the two amounts for ``atk_def_become``; 0 when it is gone."""
    g_ = as_group(group)

    def first(ctx: Ctx) -> Card | None:
        cards = g_.candidates(ctx)
        return cards[0] if cards else None

    def atk(ctx: Ctx) -> int:
        c = first(ctx)
        return original_atk(c) if c is not None else 0

    def defense(ctx: Ctx) -> int:
        c = first(ctx)
        return original_def(c) if c is not None and not c.data.is_link else 0

    return atk, defense


# ------------------------------------------------------------------ filters and groups
def original_atk_at_least(n: int) -> Filter:
    """"With an original ATK of N or more" (printed ATK, wherever the card is)."""
    return Filter(lambda ctx, c: c.data.is_monster and original_atk(c) >= n,
                  f"original ATK {n} or more")


def with_highest_def(group: Group) -> Group:
    """"The monster with the highest DEF" among a group (you choose among ties)."""
    return _Lowest(group, lambda ctx, c: -current_def(ctx.g, c), f"{group.what} with the highest DEF")


# ------------------------------------------------------------------ battle
def cannot_be_attacked(affects: Filter) -> Spec:
    """"Your opponent cannot target <affects> for attacks": an opponent's monster may not
    choose them as its attack target (it may still attack other monsters, and attacks
    directly only if you control no monsters)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            defender, attacker = subject
            return attacker.controller != ctx.player and applies(ctx, defender)
        return answer

    return Spec(Code.CANNOT_BE_ATTACKED, affects, make, "cannot be targeted for attacks")


# ------------------------------------------------------------------ Set again
def set_this_card_again() -> Act:
    """"Set this card face-down instead of sending it to the GY": the resolving Spell/Trap
    turns face-down where it is, a Set card again (not activatable this turn, seed 003
    "Setting"); the chain's clean-up leaves a face-down card on the field
    (``chain.resolve_chain``)."""

    def run(ctx: Ctx) -> Proc:
        g, me = ctx.g, ctx.card
        if not (me.on_field and me.face_up) or me.data.is_monster:
            return None
        g.new_group()
        g.set_position(me, me.position, False, reason="effect", by=ctx.player)
        me.turn_set = g.state.turn
        return [me]
        yield  # pragma: no cover

    return Act(run, text="Set this card again")


__all__ = [
    "atk_def_become",
    "cannot_be_attacked",
    "gain_levels",
    "lose_levels",
    "original_atk_at_least",
    "original_stats_of",
    "set_this_card_again",
    "until_it_leaves_the_field",
    "with_highest_def",
]
