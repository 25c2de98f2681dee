"""Blocks for Pool 4 rules about battles, Synchro materials and Pendulum Zones, each named
after the rule it carries:

    card(..., **summoned_using_this_card_gains("synchro", cannot_be_destroyed(...), where=f))
    Continuous(gain_atk(atk_of_the_opponents_monster_it_battles(f)))   # in damage calculation
    Quick(condition=another_monster_effect_is_activated, resolve=negate_activation())
    Trigger(on=this_card_in_the_monster_zone_is_destroyed(), range=(EXTRA,),
            resolve=place_this_card_in_your_pendulum_zone())
    until_end_of_turn(during_that_battle(gain_atk_of(...)), to=...)   # "until the end of the Damage Step"
    opponent_controls(face_up & special_summoned_from_the_extra_deck)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond, last_link
from engine.cards.library.filters import Filter
from engine.cards.library.triggers import On

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


# ------------------------------------------------------------------ Synchro and battle
def summoned_using_this_card_gains(kind: str, *specs: Any, where: Filter | None = None) -> dict[str, Any]:
    """"A <where> <kind> Monster Summoned using this card as material gains: <specs>" (while it
    stays face-up on the field, whatever becomes of this card): the Summon procedure
    (``extra_summons._finish``) calls the material's ``grants_as_material`` as it places the
    monster, which binds the modifiers to it as a lingering effect of this card's player. Give
    it with ``card(..., **summoned_using_this_card_gains("synchro", ..., where=...))``."""
    from engine.effects import CONTINUOUS, Ctx, Effect
    from engine.modifiers import Lingering

    record = Effect(CONTINUOUS, text="an effect gained from a material")

    def grant(g: Any, player: int, summoned: Card, how: str, material: Card) -> None:
        ctx = Ctx(g, material, player, record)
        if how != kind or (where is not None and not where.test(ctx, summoned)):
            return
        only = Filter(lambda _ctx, c: c is summoned, summoned.name)
        mods = tuple(spec.bind(only) if spec.affects is None else spec.bind() for spec in specs)
        g.lingering.append(Lingering(player=player, source=material.name, card=summoned,
                                     modifiers=mods, ctx=ctx))
        g.changed()

    return {"extra": {"grants_as_material": grant}}


def _battles_opponents(ctx: Ctx) -> Card | None:
    att = ctx.g.attack
    if att is None or att.target is None or ctx.card not in (att.attacker, att.target):
        return None
    other = att.target if att.attacker is ctx.card else att.attacker
    return other if other.controller != ctx.card.controller and other.face_up else None


def atk_of_the_opponents_monster_it_battles(f: Filter) -> Any:
    """For ``gain_atk`` (a value ``(ctx, card)``): "during damage calculation, if this card
    battles an opponent's <f> monster, it gains ATK equal to that monster's current ATK, during
    that damage calculation only" — 0 at any other time."""
    from engine.modifiers import current_atk

    def value(ctx: Ctx, c: Card) -> int:
        if not (ctx.g.state.step == "damage_calc" or ctx.g.calculating_damage):
            return 0
        other = _battles_opponents(ctx)
        if other is None or not f.test(ctx, other):
            return 0
        return current_atk(ctx.g, other)

    return value


def _another_monster_activated(ctx: Ctx) -> bool:
    link = last_link(ctx)
    return (link is not None and not link.negated and link.card is not ctx.card
            and link.card.data.is_monster and not link.is_card_activation)


#: "When another monster's effect is activated" (not this card's; the Chain Link this answers).
another_monster_effect_is_activated = Cond(_another_monster_activated,
                                           "when another monster's effect is activated")


# ------------------------------------------------------------------ Pendulum Zones
def place_this_card_in_your_pendulum_zone() -> Act:
    """"Place this card in your Pendulum Zone" (a Pendulum Monster, face-up, in a free Pendulum
    Zone of its owner's: asked when both are free; nothing happens when none is)."""
    from engine.state import SPELLS
    from engine.zones import PENDULUM_ZONES

    def zones(ctx: Ctx) -> list[int]:
        spells = ctx.g.state.players[ctx.player].spells
        return [z for z in PENDULUM_ZONES if spells[z] is None]

    def run(ctx: Ctx) -> Proc:
        me = ctx.card
        free = zones(ctx)
        if not free or me.on_field or not me.data.is_pendulum:
            return None
        zone = yield from ctx.g.choose_zone(ctx.player, SPELLS, free,
                                            hint=f"Which Pendulum Zone for {me.name}?")
        ctx.g.new_group()
        ctx.g.move(me, SPELLS, player=ctx.player, zone=zone, face_up=True, reason="effect",
                   by=ctx.player)
        return [me]

    return Act(run, possible=lambda ctx: bool(zones(ctx)), text="place it in your Pendulum Zone")


def during_that_battle(spec: Any) -> Any:
    """"... until the end of the Damage Step": ``spec`` applies while the battle going on when
    the effect applied lasts (with ``until_end_of_turn``, which notes that battle)."""
    return spec.only_while(lambda ctx: ctx.g.attack is not None
                           and ctx.g.attack is ctx.data.get("battle"),
                           "until the end of the Damage Step")


def this_card_in_the_monster_zone_is_destroyed() -> On:
    """"If this card in the Monster Zone is destroyed (by battle or card effect)" (not in a
    Pendulum Zone); give the trigger the ``range`` it goes to (a Pendulum Monster: the Extra
    Deck)."""
    from engine.state import EXTRA_MONSTERS, MONSTERS

    return On(lambda ctx, ev: (ev.kind == "destroyed" and ev.card is ctx.card
                               and ev.src in (MONSTERS, EXTRA_MONSTERS)),
              "this card in the Monster Zone is destroyed", frozenset({"destroyed"}))


def _from_extra_deck(ctx: Ctx, c: Card) -> bool:
    from engine.state import EXTRA, EXTRA_MONSTERS, MONSTERS

    if not c.in_monster_zone or c.summon_kind in (None, "normal", "tribute", "gemini", "flip"):
        return False
    for ev in reversed(ctx.g.log):  # its last arrival on the field
        if ev.card is c and ev.dst in (MONSTERS, EXTRA_MONSTERS) and ev.src not in (MONSTERS, EXTRA_MONSTERS):
            return ev.src == EXTRA
    return c.data.is_extra_deck  # placed by a start position


#: "A monster Special Summoned from the Extra Deck" (on the field; not one revived from the GY).
special_summoned_from_the_extra_deck = Filter(_from_extra_deck, "Special Summoned from the Extra Deck")


__all__ = [
    "another_monster_effect_is_activated",
    "atk_of_the_opponents_monster_it_battles",
    "during_that_battle",
    "place_this_card_in_your_pendulum_zone",
    "special_summoned_from_the_extra_deck",
    "summoned_using_this_card_gains",
    "this_card_in_the_monster_zone_is_destroyed",
]
