"""Pendulum Monsters: activating one as a Pendulum Scale, its Pendulum Effects (which apply
only in a Pendulum Zone: seed 003 p. 12), and the rules their texts state — a Scale that
changes without a partner, "your opponent cannot activate ... while your Pendulum Monster
battles", battle damage made 0 or doubled, cards in the Pendulum Zones not destroyed, a
Pendulum Monster returned to the hand.

Named after the rule, never after a card; the Pendulum Summon itself is the engine's
(``engine.procedures.extra_summons``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library.conditions import as_cond
from engine.cards.library.continuous import Spec
from engine.cards.library.filters import Filter
from engine.cards.library.kinds import Activate
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.effects import ACTIVATE, Effect
from engine.state import EXTRA_MONSTERS, FIELD, HAND, MONSTERS, SPELLS
from engine.zones import PENDULUM_ZONES

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event

_ANY = Filter(lambda ctx, c: True, "any")


def _spec(code: str, answer: Callable[[Ctx, Any], Any], text: str) -> Spec:
    return Spec(code, _ANY, lambda _applies: answer, text)


def pendulum_scale_activation(condition: Any = None, why_not: str = "") -> Effect:
    """Activating this Pendulum Monster from the hand in a Pendulum Zone (seed 002 02.10a-c): a
    card activation that stays on the field; ``condition``: "you can activate this card in
    your Pendulum Zone only if ..." (``why_not`` says which rule refuses it)."""
    extra: dict[str, Any] = {"pendulum_scale": True, "pendulum": True}
    if why_not:
        extra["why_not"] = why_not
    return Activate(text="Activate this card in your Pendulum Zone.",
                    condition=as_cond(condition) if condition is not None else None, extra=extra)


def pendulum_effect(effect: Effect) -> Effect:
    """A Pendulum Effect: the effect applies (or is used) only while the card is in a Pendulum
    Zone."""
    effect.extra["pendulum"] = True
    if effect.range is None:
        effect.range = (SPELLS,)
    return effect


def scale_becomes_unless_other_scale_is(scale: int, partner: Filter) -> Spec:
    """"If your other Pendulum Zone does not hold a <partner> card, this card's Pendulum Scale
    becomes <scale>"."""
    test = partner.test

    def answer(ctx: Ctx, subject: Any) -> Any:
        me = ctx.card
        if subject is not me or me.location != SPELLS:
            return None
        spells = ctx.g.state.players[me.controller].spells
        for zone in PENDULUM_ZONES:
            c = spells[zone]
            if c is not None and c is not me and test(ctx, c):
                return None
        return scale

    return _spec(Code.PENDULUM_SCALE, answer, f"Pendulum Scale becomes {scale}")


def opponent_cannot_activate_while_your_pendulum_battles(card_type: str) -> Spec:
    """"If a Pendulum Monster you control attacks or is attacked, your opponent cannot activate
    <card_type> (Spell/Trap) Cards until the end of the Damage Step"."""

    def answer(ctx: Ctx, subject: Any) -> Any:
        player, c, eff = subject
        att = ctx.g.attack
        if player == ctx.player or att is None or eff.kind != ACTIVATE:
            return None
        mine = [m for m in (att.attacker, att.target) if m is not None
                and m.controller == ctx.player and m.data.is_pendulum]
        if mine and c.data.card_type == card_type:
            return (f"a Pendulum Monster of your opponent is battling: {ctx.card.name} "
                    f"forbids {card_type} Cards until the end of the Damage Step")
        return None

    return _spec(Code.CANNOT_ACTIVATE, answer, f"no {card_type} Cards while a Pendulum battles")


def double_battle_damage_against_opponents_monsters() -> Spec:
    """"If this card battles an opponent's monster, the battle damage it inflicts to your
    opponent is doubled"."""

    def answer(ctx: Ctx, subject: Any) -> Any:
        me = ctx.card
        if not me.in_monster_zone:
            return None
        player, source = subject
        att = ctx.g.attack
        if source is not me or player == me.controller or att is None or att.target is None:
            return None
        other = att.target if att.attacker is me else att.attacker if att.target is me else None
        return other is not None and other.controller != me.controller

    return _spec(Code.DOUBLE_BATTLE_DAMAGE, answer, "battle damage doubled")


def may_make_pendulum_battle_damage_zero() -> Spec:
    """"(Once per turn): you can make the battle damage you would take from a battle involving
    a Pendulum Monster you control 0" — asked at damage calculation (yes/no)."""

    def answer(ctx: Ctx, subject: Any) -> Any:
        g, me = ctx.g, ctx.card
        player, _source = subject
        att = g.attack
        if me.location != SPELLS or player != ctx.player or att is None:
            return None
        key = f"{me.name}: battle damage to 0"
        used = g.state.per_turn[ctx.player].once_per_turn
        if used.get(key) == g.state.turn:
            return None
        if not any(m is not None and m.controller == ctx.player and m.data.is_pendulum
                   and m.in_monster_zone for m in (att.attacker, att.target)):
            return None

        def use() -> None:
            used[key] = g.state.turn
            g.emit("battle_damage_zero", player=ctx.player, card=me)

        return (f"{me.name} (Pendulum Zone): make this battle damage 0? (once per turn)", use)

    return _spec(Code.MAY_ZERO_BATTLE_DAMAGE, answer, "battle damage may be made 0")


def pendulum_zones_not_destroyed_first_time_each_turn() -> Spec:
    """"Each turn, the first card(s) in your Pendulum Zones that your opponent's card effect
    would destroy are not destroyed" (all of one destruction at once)."""

    def answer(ctx: Ctx, subject: Any) -> Any:
        me, g = ctx.card, ctx.g
        if not me.in_monster_zone:
            return None
        target, reason, by = subject
        if not (target.location == SPELLS and target.zone in PENDULUM_ZONES
                and target.controller == ctx.player and reason == "effect"
                and by is not None and by != ctx.player):
            return None
        now = (g.state.turn, g.group)
        used = me.flags.get("pendulum_zone_protected")
        if isinstance(used, tuple) and used[0] == g.state.turn and used != now:
            return None

        def protect() -> None:
            me.flags["pendulum_zone_protected"] = now
            g.emit("not_destroyed", player=ctx.player, card=target, data={"by_card": me.uid})

        return protect

    return _spec(Code.DESTROY_REPLACEMENT, answer, "Pendulum Zone cards not destroyed")


def another_pendulum_monster_returned_to_hand() -> On:
    """"When your opponent's card effect returns exactly 1 other Pendulum Monster you control
    (and no other card) to your hand, outside the Damage Step"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        g, me, moved = ctx.g, ctx.card, ev.card
        if moved is None:
            return False
        if not (ev.kind == "to_hand" and ev.src in (MONSTERS, EXTRA_MONSTERS) and moved is not me
                and ev.player == ctx.player and moved.data.is_pendulum and ev.reason == "effect"
                and ev.by is not None and ev.by != ctx.player and not g.damage_step
                and moved.location == HAND):
            return False
        lo = ev.seq
        while lo > 0 and g.log[lo - 1].group == ev.group:
            lo -= 1
        hi = ev.seq
        while hi + 1 < len(g.log) and g.log[hi + 1].group == ev.group:
            hi += 1
        returned = [e for e in g.log[lo:hi + 1]
                    if e.kind == "to_hand" and e.src in (MONSTERS, EXTRA_MONSTERS, SPELLS, FIELD)]
        return len(returned) == 1

    return On(test, "another Pendulum Monster of yours is returned to the hand",
              frozenset({"to_hand"}))


__all__ = [
    "another_pendulum_monster_returned_to_hand",
    "double_battle_damage_against_opponents_monsters",
    "may_make_pendulum_battle_damage_zero",
    "opponent_cannot_activate_while_your_pendulum_battles",
    "pendulum_effect",
    "pendulum_scale_activation",
    "pendulum_zones_not_destroyed_first_time_each_turn",
    "scale_becomes_unless_other_scale_is",
]
