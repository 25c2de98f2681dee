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

if TYPE_CHECKING:
    from engine.effects import ChainLink, Ctx


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


def what_it_does(link: Any) -> frozenset[str]:
    """The categories of the effect a Chain Link activated."""
    return frozenset(link.effect.categories)


__all__ = [
    "answered_link",
    "negate_activation",
    "negate_activation_of_link",
    "negate_attack",
    "negate_effect",
    "what_it_does",
]
