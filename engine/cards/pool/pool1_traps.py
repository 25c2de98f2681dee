"""Pool 1 Traps (POOL.md): classic Trap Cards the rules documents use as examples."""

from __future__ import annotations

from typing import Any, Iterator

from engine.cards.pool.dsl import (
    ACTIVATE, Ctx, Effect, EventMonster, attack_declared_by_opponent, attacker, card,
    current_atk, summoned_by_opponent,
)
from engine.cards.pool.mechanics import negate_attack

Proc = Iterator[Any]


def _atk_1000_or_more(ctx: Ctx, c: Any) -> bool:
    return current_atk(ctx.g, c) >= 1000


def _trap_hole_monster(ctx: Ctx) -> Any:
    return summoned_by_opponent(ctx, kinds=("normal", "tribute", "flip"), where=_atk_1000_or_more)


def _trap_hole(ctx: Ctx) -> Proc:
    for c in ctx.valid_targets():
        if current_atk(ctx.g, c) >= 1000:
            ctx.g.destroy([c], by=ctx.player)
    return
    yield  # pragma: no cover


card("Trap Hole",
     "Normal Trap. When your opponent Normal or Flip Summons a monster with 1000 or more ATK: "
     "destroy that monster.",
     Effect(ACTIVATE, condition=lambda ctx: _trap_hole_monster(ctx) is not None,
            target=EventMonster(_trap_hole_monster), resolve=_trap_hole))


def _magic_cylinder(ctx: Ctx) -> Proc:
    targets = ctx.valid_targets()
    negate_attack(ctx)
    if targets:
        ctx.g.damage(targets[0].controller, current_atk(ctx.g, targets[0]), by=ctx.player)
    return
    yield  # pragma: no cover


card("Magic Cylinder",
     "Normal Trap. When an opponent's monster declares an attack: target that monster; negate "
     "the attack, and if you do, inflict damage to your opponent equal to its ATK.",
     Effect(ACTIVATE, condition=attack_declared_by_opponent, target=EventMonster(attacker),
            resolve=_magic_cylinder))
