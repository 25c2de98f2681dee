"""Card shapes many cards share: Equip Spells, "negate the attack", stat boosts.

Kept apart from ``dsl`` so each card file can stay a list of declarations.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine.cards.pool.dsl import (
    ACTIVATE,
    CONTINUOUS,
    CardPred,
    Ctx,
    Effect,
    Targets,
    face_up_monster,
)
from engine.state import Card

Proc = Generator[Any, Any, Any]


def equip_effects(where: CardPred = face_up_monster, atk: int | Callable[[Ctx, Card], int] = 0,
                  defense: int | Callable[[Ctx, Card], int] = 0, text: str = "") -> list[Effect]:
    """An Equip Spell: target a face-up monster on activation, attach on resolution,
    then a continuous modifier to the equipped monster (seed 003 p. 24)."""

    def resolve(ctx: Ctx) -> Proc:
        targets = ctx.valid_targets()
        if targets and ctx.card.on_field:
            ctx.card.equipped_to = targets[0]
            ctx.g.emit("equipped", player=ctx.player, card=ctx.card,
                       data={"to": targets[0].uid})
        return
        yield  # pragma: no cover

    def _value(v: int | Callable[[Ctx, Card], int]) -> Callable[[Ctx, Card], int]:
        if callable(v):
            return lambda ctx, c: v(ctx, c) if ctx.card.equipped_to is c else 0
        return lambda ctx, c: v if ctx.card.equipped_to is c else 0

    return [
        Effect(ACTIVATE, text=text or "Equip to a face-up monster.",
               target=Targets(where, hint="Equip to which monster?"), resolve=resolve),
        Effect(CONTINUOUS, text="Modifies the equipped monster.",
               atk=_value(atk) if atk else None, defense=_value(defense) if defense else None),
    ]


def negate_attack(ctx: Ctx) -> None:
    """Negate the attack in progress (its Battle Step ends; the monster still attacked)."""
    att = ctx.g.attack
    if att is not None:
        att.negated = True
        ctx.g.emit("attack_negated", player=ctx.player, card=att.attacker)


def maintenance_lp(amount: int, optional: bool = True) -> Callable[[Any, Card], Proc]:
    """A maintenance cost (the library's ``pay_lp_or_destroy``)."""
    from engine.cards.library.duel import pay_lp_or_destroy

    return pay_lp_or_destroy(amount, optional=optional)


def bound_for_gy(g: Any, card: Card) -> bool:
    """An activated one-shot card on its way to the GY (the library's ``bound_for_gy``)."""
    from engine.cards.library.moves import bound_for_gy as bound

    return bound(card)


def activation_resolved(ctx: Ctx) -> bool:
    """A Continuous/Field card's effects apply once its activation has resolved, not while
    it is still a Chain Link (seed 003 pp. 24-25)."""
    return not any(link.card is ctx.card and link.is_card_activation for link in ctx.g.chain)


def pay_lp_to_attack(amount: int) -> Effect:
    """"You must pay N LP to declare an attack with this card" (Dark Elf, the classic Toons):
    a cost the engine asks through the ``attack_cost`` question (seed 004 "Costs")."""

    def rule(ctx: Ctx, question: str, subject: Any) -> Any:
        if question == "attack_cost" and subject is ctx.card:
            g, player = ctx.g, ctx.player
            return (g.state.players[player].lp >= amount, lambda: g.pay_lp(player, amount))
        return None

    return Effect(CONTINUOUS, text=f"Pay {amount} LP to declare an attack.", rule=rule)

