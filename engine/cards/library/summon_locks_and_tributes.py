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

from typing import TYPE_CHECKING, Any, cast

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
        tributes = cast("list[Card]", c.flags.get("tributed_cards") or [])
        return (c.in_monster_zone and c.summon_kind == "tribute" and c.face_up
                and any(f.test(ctx, t) for t in tributes))

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


def must_be_summoned_by(*kinds: str) -> dict[str, Any]:
    """"Must be Synchro (Xyz, ...) Summoned": no other Special Summon, ever (a printed
    restriction, ``modifiers.cannot_summon_reason``); give it with ``card(..., **...)``."""
    return {"extra": {"summon_only_by": tuple(kinds)}}


def attacks_up_to_its_non_tuner_materials() -> Spec:
    """"Can make attacks up to the number of non-Tuner monsters used as its Synchro Material"
    (1 Tuner: every other material is a non-Tuner) while it stays Synchro Summoned."""

    def count(ctx: Ctx, c: Card) -> int:
        if c.summon_kind != "synchro":
            return 0
        return max(0, len(c.flags.get("material_names") or ()) - 2)  # type: ignore[arg-type]

    return _card_spec(Code.EXTRA_ATTACKS, None, count, "attacks up to its non-Tuner materials")


def opponent_cannot_activate_effects_of(f: Filter) -> Spec:
    """"Your opponent cannot activate the effects of <f> monsters on the field" (monster
    effects activated on the field; a card's own activation is not one)."""
    from engine.cards.library.continuous import cannot_activate

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        return (player != ctx.player and card.in_monster_zone and card.data.is_monster
                and eff.kind != "activate" and f.test(ctx, card))

    return cannot_activate(test, f"your opponent cannot activate the effects of {f.text} "
                                 "monsters on the field")


def destroy_in_hand(group: Any) -> Any:
    """"Destroy those cards" when they are in the hand (a destruction from the hand: to the GY,
    as destroyed); ``group`` is fixed (``event_card``, ``those_cards``)."""
    from engine.cards.library import categories as cat
    from engine.cards.library.action import Act
    from engine.cards.library.groups import as_group
    from engine.state import GY, HAND

    g_ = as_group(group)

    def run(ctx: Ctx) -> Any:
        cards = yield from g_.choose(ctx, cards=[c for c in g_.candidates(ctx) if c.location == HAND])
        gone = []
        ctx.g.new_group()
        for c in cards or ():
            if c.location == HAND:
                ctx.g.move(c, GY, reason="effect", by=ctx.player, event="destroyed")
                gone.append(c)
        return gone

    return Act(run, {cat.DESTROY}, text="destroy them")


#: The effect record a Summon procedure's filters are evaluated under (a rule, not an effect).
_RULE = Effect("rule")


class _SentFromEitherField:
    """"Must first be Special Summoned from your Extra Deck by sending <first> + 1 or more
    <more> monsters from either field to the GY": the monster's own procedure (not an effect,
    no chain; seed 003 p. 49), with the Summon's negation and response windows. Face-up
    monsters only (a face-down card's name is not known to the player who chooses)."""

    def __init__(self, first: Filter, more: Filter, atk_per_material: int | None) -> None:
        self.first, self.more, self.atk_per_material = first, more, atk_per_material

    def _ctx(self, g: Any, player: int, card: Card) -> Any:
        from engine.effects import Ctx as _Ctx

        # one effect record for the rule: the filters only read it, and building an Effect
        # for every question was most of the cost (asked of each copy at every open state)
        return _Ctx(g, card, player, _RULE)

    def _pool(self, g: Any, player: int, card: Card) -> list[Card]:
        ctx = self._ctx(g, player, card)
        return [c for p in (player, 1 - player) for c in g.monsters(p)
                if c.face_up and (self.first.test(ctx, c) or self.more.test(ctx, c))]

    def _fits(self, g: Any, player: int, card: Card, chosen: list[Card]) -> bool:
        from engine.zones import extra_deck_zones

        ctx = self._ctx(g, player, card)
        if len(chosen) < 2:
            return False
        if not any(self.first.test(ctx, f) and all(self.more.test(ctx, m) for m in chosen if m is not f)
                   for f in chosen):
            return False
        return bool(extra_deck_zones(g, player, card)) or any(
            c.controller == player for c in chosen)

    def refusal(self, g: Any, player: int, card: Card) -> str | None:
        from engine.procedures.fusion_ritual import own_procedure_place_refusal

        reason = own_procedure_place_refusal(g, player, card)
        if reason:
            return reason
        if not self._fits(g, player, card, self._pool(g, player, card)):
            return (f"{card.name} needs {self.first.text} + 1 or more {self.more.text} monsters "
                    f"on either field — {rules.SPECIAL_SUMMON}")
        return None

    def perform(self, g: Any, player: int, card: Card) -> Any:
        from engine.procedures.extra_summons import place_from_extra_deck
        from engine.procedures.summon import summon_with_negation_window
        from engine.prompts import CardsPrompt
        from engine.state import GY

        pool = self._pool(g, player, card)
        prompt = CardsPrompt(player=player, candidates=[c.uid for c in pool], min=2, max=len(pool),
                             purpose="material", hint=f"Send the materials of {card.name} to the GY")
        prompt._check = lambda chosen: (None if self._fits(g, player, card, [g.state.cards[u] for u in chosen])
                                        else f"those are not the materials {card.name} needs — "
                                             f"{rules.SPECIAL_SUMMON}")
        answer = yield prompt
        chosen = [g.state.cards[u] for u in answer.cards]
        g.new_group()
        for m in chosen:
            g.move(m, GY, reason="summon_material", by=player, event="sent_to_gy")
        yield from place_from_extra_deck(g, player, card, f"Where to Special Summon {card.name}?")
        if self.atk_per_material is not None:
            card.flags["base_atk"] = self.atk_per_material * len(chosen)  # read by modifiers
        card.flags["material_names"] = tuple(m.data.name for m in chosen)
        yield from summon_with_negation_window(g, player, card, "special")


def summoned_by_sending_from_either_field(first: Filter, more: Filter, *,
                                          atk_per_material: int | None = None) -> dict[str, Any]:
    """"<first> + 1 or more <more> monsters. Must first be Special Summoned from your Extra Deck
    by sending the above cards from either field to the GY (no Polymerization). Cannot be used
    as Fusion Material. (Its original ATK becomes <atk_per_material> x the number of
    materials.)" — ``card(..., cannot_normal_summon=True, **...)``."""
    return {"summon": _SentFromEitherField(first, more, atk_per_material),
            "extra": {"not_fusion_material": True}}


__all__ = [
    "activated_effects_of_monsters_with_lower_original_level",
    "attacks_up_to_its_non_tuner_materials",
    "destroy_in_hand",
    "may_count_as_two_tributes",
    "must_be_summoned_by",
    "opponent_cannot_activate_effects_of",
    "original_atk_becomes",
    "summoned_by_sending_from_either_field",
    "summoned_without_tributing_or_special_summoned",
    "this_card_is_tribute_summoned_by_tributing",
    "this_card_is_tributed",
    "this_effect_cannot_be_negated",
    "tribute_summoned_by_tributing",
    "would_destroy_at_least",
    "you_cannot_special_summon_except",
]
