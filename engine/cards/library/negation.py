"""Negation: "negate the activation", "negate the effect", "negate the attack".

They act on the Chain Link the effect answered (the link just before it on the chain,
kept as ``ctx.data["answered"]`` when it was activated). Negating an activation stops the
card from being activated at all; negating an effect lets the activation stand (the card
still goes to the GY) but its effect does nothing (seed 004 "Negating activations vs
effects"). ``ChainLink.effect_negated`` is set here, and only here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed

if TYPE_CHECKING:
    from engine.effects import ChainLink, Ctx
    from engine.state import Card


def answered_link(ctx: Ctx) -> ChainLink | None:
    """The Chain Link this effect was activated in answer to (None for Chain Link 1)."""
    link: ChainLink | None = ctx.data.get("answered")
    return link


def _negate(ctx: Ctx, *, activation: bool, destroy: bool) -> ChainLink | None:
    link = answered_link(ctx)
    if (link is None or link.negated or (link.effect_negated and not activation)
            or link.effect.extra.get("cannot_be_negated")):
        return None
    if activation:
        link.negated = True
        ctx.g.emit("negated", player=ctx.player, card=link.card)
    else:
        link.effect_negated = True
        ctx.g.emit("negated", player=ctx.player, card=link.card, data={"effect_only": True})
    if destroy and link.card.on_field:
        ctx.g.destroy([link.card], reason="effect", by=ctx.player)
    return link


def negate_activation_of_link(ctx: Ctx, destroy: bool = True) -> ChainLink | None:
    """Negate the activation this effect answered (and destroy that card); the link or None."""
    return _negate(ctx, activation=True, destroy=destroy)


def negate_activation(*, destroy: bool = True) -> Act:
    """"Negate the activation, and if you do, destroy that card"."""

    def run(ctx: Ctx) -> Proc:
        return _negate(ctx, activation=True, destroy=destroy)
        yield  # pragma: no cover

    cats = {cat.NEGATE_ACTIVATION, cat.DESTROY} if destroy else {cat.NEGATE_ACTIVATION}
    return Act(run, cats, text="negate the activation")


def negate_effect(*, destroy: bool = False) -> Act:
    """"Negate that effect" (``destroy``: "and if you do, destroy that card")."""

    def run(ctx: Ctx) -> Proc:
        return _negate(ctx, activation=False, destroy=destroy)
        yield  # pragma: no cover

    cats = {cat.NEGATE_EFFECT, cat.DESTROY} if destroy else {cat.NEGATE_EFFECT}
    return Act(run, cats, text="negate the effect")


def negate_attack() -> Act:
    """"Negate the attack": the Battle Step of that attack ends (the monster still attacked)."""

    def run(ctx: Ctx) -> Proc:
        att = ctx.g.attack
        if att is None or att.negated:
            return None
        att.negated = True
        ctx.g.emit("attack_negated", player=ctx.player, card=att.attacker)
        return True
        yield  # pragma: no cover

    return Act(run, {cat.NEGATE_ATTACK}, text="negate the attack")


# ------------------------------------------------------------------ Summon negation
_NORMAL_KINDS = ("normal", "tribute", "gemini", "flip")


def summon_attempts(ctx: Ctx, special_only: bool = False) -> list[Card]:
    """The monsters that would be Summoned now (seed 002 n.Summons 00.3): only while no
    Chain Link stands before this activation — once a chain has begun, a Counter Trap answers
    that link, never the Summon (seed 004)."""
    if ctx.g.chain:
        return []
    out = []
    for ev in ctx.g.window_events:
        c = ev.card
        if ev.kind != "summoning" or c is None or not c.in_monster_zone:
            continue
        if c.flags.get("summon_negated"):
            continue
        if special_only and ev.data.get("kind") in _NORMAL_KINDS:
            continue
        out.append(c)
    return out


def summon_would_happen(special_only: bool = False) -> Cond:
    """"When a monster would be (Special) Summoned" (the Summon negation window)."""
    return Cond(lambda ctx: bool(summon_attempts(ctx, special_only)),
                "when a monster would be Summoned")


being_summoned = Filter(lambda ctx, c: c in summon_attempts(ctx), "the monster being Summoned")


def negate_summon(*, special_only: bool = False) -> Act:
    """"Negate the Summon, and if you do, destroy that monster": the monsters that would be
    Summoned when the effect was activated; a negated Normal Summon stays used (seed 002
    00.4). The effect must be declared ``negates_summon=True`` (only such effects may be
    activated in the Summon negation window)."""

    def prepare(ctx: Ctx) -> None:
        ctx.data["summons"] = summon_attempts(ctx, special_only)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        hit = [c for c in ctx.data.get("summons", []) if c.in_monster_zone
               and not c.flags.get("summon_negated")]
        for c in hit:
            c.flags["summon_negated"] = True
            g.emit("summon_negated", player=ctx.player, card=c)
        g.destroy(hit, reason="effect", by=ctx.player)
        return hit
        yield  # pragma: no cover

    return Act(run, {cat.NEGATE_SUMMON, cat.DESTROY}, prepare=prepare, text="negate the Summon")


def damage_goes_to_opponent() -> Act:
    """"The damage you would take from that effect is inflicted to your opponent instead"
    (Barrel Behind the Door): while the answered Chain Link resolves."""
    from engine.continuous import Code, Modifier
    from engine.modifiers import Lingering

    def run(ctx: Ctx) -> Proc:
        link = answered_link(ctx)
        g, me = ctx.g, ctx.player
        if link is None or link.negated:
            return None

        def reflect(_ctx: Ctx, player: Any) -> bool:
            return player == me and g.resolving and bool(g.chain) and g.chain[-1] is link

        g.lingering.append(Lingering(player=me, source=ctx.card.name, expires_turn=g.state.turn,
                                     ctx=ctx, modifiers=(Modifier(Code.REFLECT_EFFECT_DAMAGE, reflect),)))
        return True
        yield  # pragma: no cover

    return Act(run, text="its damage goes to your opponent")


def negate_same_name(group: Any, *, turns: int = 1) -> Act:
    """"Negate its effects, as well as the activated effects and effects on the field of cards
    with the same original name, until the end of this turn" (``turns=2``: "of the next
    turn"): the names are those of the group's cards when this resolves."""
    from engine.cards.library.continuous import (
        negate_activated_effects,
        negate_effects,
        until_end_of_turn,
    )
    from engine.cards.library.filters import Filter
    from engine.cards.library.groups import as_group

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        names = frozenset(c.data.name for c in g_.candidates(ctx))
        if not names:
            return None
        named = Filter(lambda _ctx, c: c.data.name in names, " or ".join(sorted(names)))
        lock = until_end_of_turn(negate_effects(named), negate_activated_effects(named), turns=turns)
        yield from lock.run(ctx)
        return True

    return Act(run, {cat.NEGATE_EFFECT}, text="negate cards with that name")


def _that_card(ctx: Ctx) -> list[Any]:
    from engine.cards.library.conditions import last_link

    # on resolution, the link answered on activation; while checking an activation, the last
    link = answered_link(ctx) if ctx.link is not None else last_link(ctx)
    return [link.card] if link is not None else []


#: "That card": the card whose activation or effect this effect answered.
that_card = Fixed(_that_card, "that card")


def what_it_does(link: Any) -> frozenset[str]:
    """The categories of the effect a Chain Link activated (the mode chosen, if any)."""
    from engine.cards.library.conditions import link_categories

    return link_categories(link)


__all__ = [
    "answered_link",
    "being_summoned",
    "damage_goes_to_opponent",
    "negate_activation",
    "negate_activation_of_link",
    "negate_attack",
    "negate_effect",
    "negate_same_name",
    "negate_summon",
    "summon_attempts",
    "summon_would_happen",
    "that_card",
    "what_it_does",
]
