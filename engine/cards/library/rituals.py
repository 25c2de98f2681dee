"""Ritual Spells that name more than "Tribute from the hand or field", and what a Ritual
Monster or its material says about them. The rules are the engine's
(``engine.procedures.ritual_rules``); these blocks are how a card declares them.

    card(..., "A Ritual Spell", "...",
         Activate(resolve=ritual_summon_of(archetype("X"), banish_from_gy=archetype("X") & monster)))
    card(..., "A Ritual Monster", "...", ..., **must_be_ritual_summoned(without=level(9)))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, cannot_activate
from engine.cards.library.filters import Filter
from engine.cards.library.triggers import On
from engine.effects import CONTINUOUS, Ctx, Effect
from engine.procedures import ritual_rules as rr
from engine.state import GY, HAND

if TYPE_CHECKING:
    from engine.state import Card

#: The effect record a Ritual rule's filters are evaluated under (a rule, not an effect).
_RULE = Effect(CONTINUOUS, text="Ritual Summon rule")


def _test(f: Filter) -> rr.CardTest:
    """A filter as a ``(game, card)`` test, seen from the card's controller."""
    return lambda g, c: f.test(Ctx(g, c, c.controller if c.controller is not None else c.owner,
                                   _RULE), c)


def ritual_summon_of(which: Filter, *, exact: bool = True, from_gy: bool = False,
                     banish_from_gy: Filter | None = None) -> Act:
    """"Ritual Summon 1 <which> Ritual Monster from your hand (or GY) by Tributing monsters from
    your hand or field (and/or banishing <banish_from_gy> monsters from your GY) whose total
    Levels exactly equal (``exact=False``: equal or exceed) its Level"."""
    spec = rr.RitualSpell(_test(which), exact, (HAND, GY) if from_gy else (HAND,),
                          None if banish_from_gy is None else _test(banish_from_gy))

    def run(ctx: Ctx) -> Proc:
        return (yield from rr.ritual_summon(ctx, spec))

    cats = {cat.SPECIAL_SUMMON} | ({cat.SPECIAL_SUMMON_FROM_GY} if from_gy else set())
    return Act(run, cats, possible=lambda ctx: rr.has_ritual_candidate(ctx, spec),
               text="Ritual Summon")


def ritual_summon_any_number_using_one(which: Filter, *, from_extra_deck: bool = True) -> Act:
    """"Tribute 1 monster from your hand or field (or send 1 monster from your Extra Deck to the
    GY) and Ritual Summon any number of <which> Ritual Monsters from your hand whose total
    Levels exactly equal its Level"."""
    test = _test(which)

    def run(ctx: Ctx) -> Proc:
        return (yield from rr.ritual_summon_with_one_material(ctx, test, from_extra_deck))

    return Act(run, {cat.SPECIAL_SUMMON},
               possible=lambda ctx: bool(rr.one_material_options(ctx, test, from_extra_deck)),
               text="Ritual Summon")


def must_be_ritual_summoned(without: Filter | None = None) -> dict[str, Any]:
    """"Must be Ritual Summoned (, without using any <without> monsters)": no other Special
    Summon, ever (``card(..., **must_be_ritual_summoned(without=level(9)))``)."""
    extra: dict[str, Any] = {"summon_only_by": ("ritual",)}
    if without is not None:
        extra["ritual_not_material"] = (
            lambda g, player, ritual, m: without.test(Ctx(g, ritual, player, _RULE), m))
    return {"extra": extra}


def may_be_entire_ritual_requirement(for_: Filter) -> dict[str, Any]:
    """"If you Ritual Summon exactly 1 <for_> Ritual Monster with a card effect that requires use
    of monsters, this card can be used as the entire requirement" (a rule of the material,
    from the hand or field)."""
    return {"extra": {"ritual_entire_requirement": (
        lambda g, player, material, ritual: for_.test(Ctx(g, material, player, _RULE), ritual))}}


def opponent_cannot_respond_to_your_activation_of(f: Filter) -> Spec:
    """"While this card is face-up on the field, your opponent cannot activate cards or effects
    in response to your activation of a <f> card" (a chain limit this card puts on those
    activations: asked while such an activation is the last Chain Link)."""

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        chain = ctx.g.chain
        if player == ctx.player or not chain or not ctx.card.face_up:
            return False
        link = chain[-1]
        return (link.player == ctx.player and link.is_card_activation
                and f.test(ctx, link.card))

    return cannot_activate(test, f"that cannot be activated in response to a {f.text} card "
                                 f"while this card's effect applies")


def tributed_by_a_card_effect() -> On:
    """"If this card is Tributed by a card effect": for a Ritual Summon or as a cost (a Tribute
    Summon's Tributes are not Tributed by an effect)."""
    return On(lambda ctx, ev: (ev.kind == "tributed" and ev.card is ctx.card
                               and ev.reason != "tribute"),
              "this card is Tributed by a card effect", frozenset({"tributed"}))


__all__ = [
    "may_be_entire_ritual_requirement",
    "must_be_ritual_summoned",
    "opponent_cannot_respond_to_your_activation_of",
    "ritual_summon_any_number_using_one",
    "ritual_summon_of",
    "tributed_by_a_card_effect",
]
