"""Card shapes many cards share: Equip Spells, "negate the attack", stat boosts.

Kept apart from ``dsl`` so each card file can stay a list of declarations.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from engine.cards.pool.dsl import ACTIVATE, CONTINUOUS, CardPred, Ctx, Effect, Targets, face_up_monster
from engine.state import Card

Proc = Iterator[Any]


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
