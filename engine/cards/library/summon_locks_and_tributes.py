"""Summon locks that stay with a card, and what a monster's way of being Summoned changes: the
Pendulum Effect "you cannot Special Summon monsters, except <f> monsters. This effect cannot
be negated", a monster Normal Summoned without Tributing (or Special Summoned) whose Level
and original ATK become lower, "unaffected by activated effects of monsters whose original
Level/Rank is lower than this card's current Level", "if this card is Tributed", "if this card
is Tribute Summoned by Tributing a <f> monster", and an Equip Card that lets the equipped
monster count as 2 Tributes.

Named after the rules, never after a card (issue 14: Pool 4's Pendulum locks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec, _card_spec, cannot_summon
from engine.cards.library.filters import Filter
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.effects import FLIP, IGNITION, QUICK, TRIGGER, Effect
from engine.modifiers import current_level

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event
    from engine.state import Card

#: Summon kinds that are not Special Summons (a Summon lock on Special Summons lets them be)
_NOT_SPECIAL = ("normal", "tribute", "gemini", "flip")


def you_cannot_special_summon_except(f: Filter) -> Spec:
    """"You cannot Special Summon monsters, except <f> monsters" — a lock on this card's
    controller for as long as the effect applies (a Pendulum Effect: while the card is in the
    Pendulum Zone); ``f`` is tested on the monster about to be Summoned. Give the effect to
    :func:`this_effect_cannot_be_negated` when its text says so."""

    def test(ctx: Ctx, player: int, card: Card, kind: str) -> bool:
        return player == ctx.player and kind not in _NOT_SPECIAL and not f.test(ctx, card)

    return cannot_summon(test, f"you cannot Special Summon monsters, except {f.text} monsters "
                               f"— {rules.SUMMON_RESTRICTION}")


def this_effect_cannot_be_negated(effect: Effect) -> Effect:
    """"This effect cannot be negated": a continuous effect that still applies while its card's
    effects are negated (``engine.modifiers.build_index``); an activated one whose activation or
    effect cannot be negated (``activated(negatable=True)`` sees it)."""
    effect.extra["cannot_be_negated"] = True
    return effect


def _special_kind(kind: str | None) -> bool:
    return kind is not None and kind not in _NOT_SPECIAL


#: "If this card is Normal Summoned without Tributing, or is Special Summoned" (while it is on
#: the field): a Normal Summon of a Level 5+ monster that Tributed nothing, or any Special Summon
summoned_without_tributing_or_special_summoned = Cond(
    lambda ctx: ctx.card.in_monster_zone and (
        (ctx.card.summon_kind == "normal" and not ctx.card.flags.get("tributes_used"))
        or _special_kind(ctx.card.summon_kind)),
    "if this card was Normal Summoned without Tributing, or Special Summoned")


def original_atk_becomes(amount: int, affects: Filter | None = None) -> Spec:
    """"Its original ATK becomes N" (``Code.BASE_ATK``): changes to its ATK still apply on top
    (a +300 makes it N+300); negated with the card's effects (then the printed ATK is back)."""
    return _card_spec(Code.BASE_ATK, affects, lambda ctx, c: amount,
                      f"original ATK becomes {amount}")


def activated_effects_of_monsters_with_lower_original_level(source: Ctx, effect: Ctx) -> bool:
    """For ``unaffected_by(effects=...)``: "activated effects of monsters whose original
    Level/Rank is lower than this card's current Level" (a Link Monster has neither: it is
    not lower)."""
    if effect.effect.kind not in (IGNITION, QUICK, TRIGGER, FLIP):
        return False
    data = effect.card.data
    if not data.is_monster:
        return False
    original = data.level or data.rank
    return bool(original) and original < current_level(source.g, source.card)


def this_card_is_tributed() -> On:
    """"If this card is Tributed" — for a Tribute Summon or for a cost, from the field, wherever
    it goes then (a Pendulum Monster goes face-up to the Extra Deck)."""
    return On(lambda ctx, ev: ev.kind == "tributed" and ev.card is ctx.card,
              "this card is Tributed", frozenset({"tributed"}))


def tribute_summoned_by_tributing(f: Filter) -> Filter:
    """"<A monster> Tribute Summoned by Tributing a <f> monster" (a filter on the summoned
    monster, while it stays on the field; the Tributes are noted by the Summon)."""

    def test(ctx: Ctx, c: Card) -> bool:
        tributes = c.flags.get("tributed_cards") or ()
        return (c.in_monster_zone and c.summon_kind == "tribute" and c.face_up
                and any(f.test(ctx, t) for t in tributes))  # type: ignore[union-attr]

    return Filter(test, f"Tribute Summoned by Tributing a {f.text} monster")


def this_card_is_tribute_summoned_by_tributing(f: Filter) -> On:
    """"When this card is Tribute Summoned by Tributing a <f> monster" (a trigger)."""
    summoned_so = tribute_summoned_by_tributing(f)

    def test(ctx: Ctx, ev: Event) -> bool:
        return ev.kind == "summoned" and ev.card is ctx.card and summoned_so.test(ctx, ctx.card)

    return On(test, f"this card is Tribute Summoned by Tributing a {f.text} monster",
              frozenset({"summoned"}))


def may_count_as_two_tributes(for_: Filter, affects: Filter | None = None) -> Spec:
    """"If you Tribute Summon a <for_> monster, the equipped monster can be treated as 2
    Tributes" (``Code.DOUBLE_TRIBUTE``: the Tribute Summon counts it as 1 or 2)."""

    def make(applies: Any) -> Any:
        def answer(ctx: Ctx, subject: Any) -> Any:
            tribute, summoned = subject
            return bool(applies(ctx, tribute) and for_.test(ctx, summoned)) or None
        return answer

    return Spec(Code.DOUBLE_TRIBUTE, affects, make, "can be treated as 2 Tributes")




def would_destroy_at_least(count: int) -> Any:
    """For ``activated(categories={DESTROY}, test=...)``: "that would destroy <count> or more
    cards on the field". A targeting effect counts its targets on the field; one that targets
    nothing counts the cards on the field other than the card activated (the engine does not
    know beforehand how many such an effect picks: an effect destroying "all" of a group, the
    common case, is counted right; one that chooses fewer on resolution is over-counted)."""

    def test(ctx: Ctx, link: Any) -> bool:
        targets = [c for c in link.ctx.targets if c.on_field]
        if targets:
            return len(targets) >= count
        g = ctx.g
        others = [c for c in g.field_cards() if c is not link.card and c is not ctx.card]
        return len(others) >= count

    return test


def a_card_sent_to_your_gy_from(*places: str) -> On:
    """"If a card is sent from <places> (the Deck, the field) to your GY" — any card, any
    reason; needs ``range=`` on the trigger."""
    from engine.state import GY

    def test(ctx: Ctx, ev: Event) -> bool:
        c = ev.card
        return (c is not None and ev.dst == GY and ev.src in places and c.location == GY
                and c.owner == ctx.player)

    return On(test, "a card is sent to your GY from " + "/".join(places))


__all__ = [
    "a_card_sent_to_your_gy_from",
    "activated_effects_of_monsters_with_lower_original_level",
    "may_count_as_two_tributes",
    "original_atk_becomes",
    "summoned_without_tributing_or_special_summoned",
    "this_card_is_tribute_summoned_by_tributing",
    "this_card_is_tributed",
    "this_effect_cannot_be_negated",
    "tribute_summoned_by_tributing",
    "would_destroy_at_least",
    "you_cannot_special_summon_except",
]
