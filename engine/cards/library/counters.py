"""Counters (seed 003 "Counters"): placing and removing them, and the Spell Counters a card
collects "each time a Spell Card is activated"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.filters import Filter
from engine.cards.library.groups import as_group
from engine.effects import CONTINUOUS, Effect
from engine.state import ON_FIELD

if TYPE_CHECKING:
    from engine.effects import ChainLink, Ctx
    from engine.state import Card

SPELL_COUNTER = "spell"


def counters_on(card: Card, kind: str = SPELL_COUNTER) -> int:
    return card.counters.get(kind, 0)


def _add(ctx: Ctx, target: Card, kind: str, maximum: int | None) -> bool:
    if not (target.in_monster_zone and target.face_up):
        return False
    if maximum is not None and counters_on(target, kind) >= maximum:
        return False
    target.counters[kind] = counters_on(target, kind) + 1
    ctx.g.emit("counter", player=target.controller, card=target, amount=1, data={"kind": kind})
    return True


def place_counter(group: Any, kind: str = SPELL_COUNTER, *, maximum: int | None = None) -> Act:
    """"Place 1 <kind> Counter on ..." (up to ``maximum`` on one card)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        return [c for c in g_.candidates(ctx) if _add(ctx, c, kind, maximum)]
        yield  # pragma: no cover

    return Act(run, {cat.COUNTER}, text="place a counter")


def remove_counters(count: int = 1, kind: str = SPELL_COUNTER) -> Act:
    """"Remove N <kind> Counters from this card" (usually a cost)."""

    def run(ctx: Ctx) -> Proc:
        card = ctx.card
        for _ in range(count):
            card.counters[kind] = counters_on(card, kind) - 1
            if not card.counters[kind]:
                del card.counters[kind]
            ctx.g.emit("counter", player=card.controller, card=card, amount=-1, data={"kind": kind})
        return True
        yield  # pragma: no cover

    return Act(run, {cat.COUNTER}, possible=lambda ctx: counters_on(ctx.card, kind) >= count,
               text="remove counters")


def with_counters(count: int, kind: str = SPELL_COUNTER) -> Filter:
    """Cards with at least ``count`` counters of a kind."""
    return Filter(lambda ctx, c: counters_on(c, kind) >= count, f"with {count} {kind} counters")


def per_counter(amount: int, kind: str = SPELL_COUNTER) -> Any:
    """A value for ``gain_atk``: N for each counter on the card."""
    return lambda ctx, c: amount * counters_on(c, kind)


def _face_up_when_activated(ctx: Ctx, link: ChainLink) -> bool:
    """Was this card already face-up on the field when ``link`` was activated?"""
    activated = next((ev.seq for ev in reversed(ctx.g.log) if ev.kind == "activated"
                      and ev.card is link.card and ev.amount == link.number), None)
    arrived = next((ev.seq for ev in reversed(ctx.g.log) if ev.card is ctx.card
                    and (ev.kind == "flipped" or ev.dst in ON_FIELD)), -1)
    return activated is not None and arrived < activated


def collects_spell_counters(maximum: int | None = None) -> Effect:
    """"Each time a Spell Card is activated, place 1 Spell Counter on this card when that
    Spell resolves": a Spell activated while this card was face-up, not negated."""

    def after_resolve(ctx: Ctx, link: ChainLink) -> None:
        if (link.is_card_activation and link.card.data.is_spell and not link.negated
                and _face_up_when_activated(ctx, link)):
            _add(ctx, ctx.card, SPELL_COUNTER, maximum)

    return Effect(CONTINUOUS, text="collects Spell Counters", extra={"after_resolve": after_resolve})


__all__ = [
    "SPELL_COUNTER",
    "collects_spell_counters",
    "counters_on",
    "per_counter",
    "place_counter",
    "remove_counters",
    "with_counters",
]
