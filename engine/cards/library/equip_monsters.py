"""Monster cards treated as Equip Cards, and battle timings of Xyz Monsters.

    Ignition(range=(HAND, MONSTERS), target=face_up & monster & yours & archetype("Utopia"),
             resolve=equip_this_monster())                       # "equip this card to that target"
    *as_an_equip_card(gain_atk(1300), to=archetype("Utopia"))    # "while equipped by this effect"
    destroy_this_card_instead(by_battle=True)                     # "if it would be destroyed, ... instead"
    Continuous(cannot_activate(opponents_cards_and_effects, ...), condition=this_card_battles)
    until_end_of_turn(during_that_damage_calculation(set_atk(5000)), to=THIS_CARD)

A monster card that an effect equips to a monster is placed face-up in a Spell & Trap Zone and
is treated as an Equip Spell (seed 003 p. 24, Glossary "Equip Cards"): ``spell_trap`` and
``spell`` filters see it there, it goes to the GY when the monster it equips leaves the field or
turns face-down, and its own monster effects no longer apply (they apply in a Monster Zone). It
may come from the hand, the field or the Extra Deck (issue 14: "equip a monster from the Extra
Deck"); a monster leaving a Monster Zone this way sheds its Xyz Materials to the GY as any
monster leaving a Monster Zone. Its "while equipped" effects apply only while it was equipped
by its own effect (the cards' "equipped by this effect").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.categories import EQUIP
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec
from engine.cards.library.filters import Filter, equipped_monster, face_up, monster
from engine.cards.library.groups import TARGETS, THIS_CARD, Fixed, as_group
from engine.cards.library.kinds import IN_SPELL_ZONE, Continuous
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.state import GY, OVERLAY, SPELLS

if TYPE_CHECKING:
    from engine.effects import Ctx, Effect
    from engine.state import Card

#: ``card.flags`` key: this monster card was equipped by its own effect
_OWN_EQUIP = "equipped_by_its_own_effect"


def equip_this_monster(group: Any = TARGETS) -> Act:
    """"Equip this card (from your hand, field or Extra Deck) to that monster": this monster
    card goes face-up to a free Spell & Trap Zone as an Equip Card of the first monster of
    ``group`` (a face-up monster its controller controls). If it cannot be equipped (the
    monster is gone or face-down, no zone) and it is in the hand or on the field, it is sent to
    the GY instead (the rule for an equip that fails on resolution)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g, me = ctx.g, ctx.card
        if me.location not in ctx.effect.active_range(me) or (me.on_field and not me.face_up):
            return None
        cards = yield from g_.choose(ctx)
        hosts = [c for c in cards if c.is_face_up_monster and c.controller == ctx.player
                 and c is not me]
        zones = g.free_zones(ctx.player, SPELLS)
        if not hosts or not zones:
            if me.location == "hand" or me.on_field:
                g.new_group()
                g.move(me, GY, reason="rule", by=ctx.player)
            return None
        zone = yield from g.choose_zone(ctx.player, SPELLS, zones,
                                        hint=f"Where to place {me.name} as an Equip Card?")
        g.new_group()
        for mat in list(me.materials):  # it leaves the Monster Zone: its materials go
            g.move(mat, GY, reason="rule")
        g.move(me, SPELLS, player=ctx.player, zone=zone, face_up=True, reason="equip",
               by=ctx.player, event="equipped_monster")
        me.equipped_to = hosts[0]
        me.flags[_OWN_EQUIP] = True
        g.emit("equipped", player=ctx.player, card=me, data={"to": hosts[0].uid})
        return hosts[:1]

    return Act(run, {EQUIP}, possible=lambda ctx: bool(ctx.g.free_zones(ctx.player, SPELLS)),
               text="equip this card")


def _no_other_copy(ctx: Ctx) -> bool:
    me = ctx.card
    return not any(c is not me and c.face_up and c.controller == ctx.player
                   and c.data.name == me.data.name for c in ctx.g.field_cards())


#: "You can only control 1 <this card>": checked where this card would come to your field by
#: its own effect (its equip) — no second face-up copy joins the first.
you_control_no_other_copy = Cond(_no_other_copy, "you control no other face-up card of this name")


def the_equipped_monster(ctx: Ctx) -> Card | None:
    """The monster this Equip Card equips (for blocks that take ``of=``: "the equipped monster
    can attack ...")."""
    return ctx.card.equipped_to


#: "While this card is equipped to a monster by its own effect"
equipped_by_its_own_effect = Cond(
    lambda ctx: (ctx.card.location == SPELLS and ctx.card.equipped_to is not None
                 and bool(ctx.card.flags.get(_OWN_EQUIP))),
    "while this card is equipped to a monster by its effect")


def as_an_equip_card(*specs: Spec | tuple[Spec, ...], to: Filter | None = None,
                     text: str = "while equipped") -> list[Effect]:
    """What this monster card does as an Equip Card (in a Spell & Trap Zone, equipped by its
    own effect): ``specs`` that do not say whom they affect affect the equipped monster. ``to``
    is its equip limit ("equip only to a <to> monster you control"): an equipped monster that
    stops matching it (or that the other player takes) loses the card, which is destroyed
    whenever the game settles (seed 003 Glossary "Equip Cards")."""
    limit = face_up & monster & (to if to is not None else face_up)

    def adjust(ctx: Ctx) -> Proc:
        me, host = ctx.card, ctx.card.equipped_to
        if (host is not None and me.location == SPELLS and me.flags.get(_OWN_EQUIP)
                and (host.controller != me.controller or not limit.test(ctx, host))):
            me.equipped_to = None
            ctx.g.new_group()
            ctx.g.move(me, GY, reason="rule", event="destroyed")
        return
        yield  # pragma: no cover

    return [Continuous(*specs, range=IN_SPELL_ZONE, affects=equipped_monster,
                       condition=equipped_by_its_own_effect, text=text,
                       extra={"adjust": adjust})]


def destroy_this_card_instead(*, by_battle: bool = False, by_effect: bool = False) -> Spec:
    """"If the equipped monster would be destroyed by battle (by a card effect), destroy this
    card instead" — a replacement, not a Chain Link; the engine's destruction asks no question,
    so it is always used while it can be (as ``detach_instead_of_destruction``)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, reason, by = subject[0], subject[1], subject[2]
            wanted = (by_battle and reason == "battle") or (by_effect and reason == "effect")
            me = ctx.card
            if not (wanted and applies(ctx, card) and me.on_field):
                return None
            return lambda: ctx.g.destroy([me], reason=reason, by=by)
        return answer

    what = "battle" if by_battle and not by_effect else "card effects" if by_effect and not \
        by_battle else "battle or card effects"
    return Spec(Code.DESTROY_REPLACEMENT, None, make,
                f"destroy this card instead of the equipped monster ({what})")


# ------------------------------------------------------------------ conditions
def lp_at_least_lower_than_opponents(n: int) -> Cond:
    """"If your LP are at least N lower than your opponent's"."""
    return Cond(lambda ctx: (ctx.g.state.players[ctx.player].lp
                             <= ctx.g.state.players[ctx.opponent].lp - n),
                f"if your LP are at least {n} lower than your opponent's")


#: "Except the turn this card was sent to the GY" (a card's GY effect)
not_sent_to_gy_this_turn = Cond(lambda ctx: ctx.card.entered_turn != ctx.g.state.turn,
                                "not the turn this card was sent to the GY")


# ------------------------------------------------------------------ battles
def cannot_attack_directly(affects: Filter | None = None) -> Spec:
    """"This card cannot attack directly" (``Code.CANNOT_ATTACK_DIRECTLY``, asked by
    ``battle.can_attack_directly``; it wins over "can attack directly")."""
    from engine.cards.library.continuous import _card_spec

    return _card_spec(Code.CANNOT_ATTACK_DIRECTLY, affects, lambda ctx, c: True,
                      "cannot attack directly")


def special_summon_this_card_by_its_own_effect() -> Act:
    """"(Cannot be Normal Summoned/Set.) ... you can Special Summon this card": a monster whose
    own effect is its proper Summon (seed 002 02.16c "the one written on the card"), so the
    "properly Summoned first" rule does not stop that effect."""
    from engine.cards.library.moves import special_summon

    inner = special_summon(THIS_CARD)

    def run(ctx: Ctx) -> Proc:
        me = ctx.card
        before = me.properly_summoned
        me.properly_summoned = True
        done = yield from inner.run(ctx)
        if not done:
            me.properly_summoned = before
        return done

    def possible(ctx: Ctx) -> bool:
        me = ctx.card
        before = me.properly_summoned
        me.properly_summoned = True
        try:
            return inner.possible is None or bool(inner.possible(ctx))
        finally:
            me.properly_summoned = before

    return Act(run, inner.categories, possible=possible, text="Special Summon this card")


def _battles(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return att is not None and ctx.card.in_monster_zone and (
        att.attacker is ctx.card or att.target is ctx.card)


#: "If this card battles, ... until the end of the Damage Step": from its attack declaration (or
#: the one that targets it) until that attack is over.
this_card_battles = Cond(_battles, "while this card battles")


def _battles_an_opponents_monster(ctx: Ctx) -> bool:
    att = ctx.g.attack
    if not _battles(ctx) or att is None or att.target is None:
        return False
    other = att.target if att.attacker is ctx.card else att.attacker
    return other.controller != ctx.card.controller


#: "If this card battles an opponent's monster"
this_card_battles_an_opponents_monster = Cond(_battles_an_opponents_monster,
                                              "if this card battles an opponent's monster")


def opponents_cards_and_effects(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
    """For ``cannot_activate``: "your opponent cannot activate cards or effects"."""
    return player != ctx.player


def has_material(f: Filter) -> Cond:
    """"While this card has a <f> card as material"."""
    return Cond(lambda ctx: any(f.test(ctx, m) for m in ctx.card.materials),
                f"while this card has a {f.text} card as material")


def during_that_damage_calculation(spec: Spec) -> Spec:
    """"... during that damage calculation only": ``spec`` applies while the damage of the
    battle going on when the effect applied is calculated (with ``until_end_of_turn``, which
    notes that battle)."""

    def calculating(ctx: Ctx) -> bool:
        g = ctx.g
        return (g.attack is not None and g.attack is ctx.data.get("battle")
                and (g.state.step == "damage_calc" or g.calculating_damage))

    return spec.only_while(calculating, "during that damage calculation")


# ------------------------------------------------------------------ leaving as a cost
def send_this_equip_card_to_gy() -> Act:
    """"Send this Equip Card to the GY" (a cost): the monster it equipped is noted first, for
    ``the_monster_it_equipped`` ("the monster it was equipped to")."""

    def run(ctx: Ctx) -> Proc:
        me = ctx.card
        if not me.on_field:
            return []
        ctx.data["was_equipped_to"] = me.equipped_to
        ctx.g.new_group()
        ctx.g.move(me, GY, reason="cost", by=ctx.player)
        return [me]
        yield  # pragma: no cover

    return Act(run, possible=lambda ctx: ctx.card.on_field and ctx.card.equipped_to is not None,
               text="send this Equip Card to the GY")


def _it_equipped(ctx: Ctx) -> list[Card]:
    host = ctx.data.get("was_equipped_to")
    return [host] if host is not None and host.is_face_up_monster else []


#: "The monster it was equipped to" (after ``send_this_equip_card_to_gy``)
the_monster_it_equipped = Fixed(_it_equipped, "the monster it was equipped to")

#: "If the equipped monster has attacked once this turn"
equipped_monster_attacked_once = Cond(
    lambda ctx: ctx.card.equipped_to is not None and ctx.card.equipped_to.attacks == 1,
    "if the equipped monster has attacked once")


# ------------------------------------------------------------------ gained from being material
#: Where a card is while it is an Xyz Material (for ``range=``)
AS_XYZ_MATERIAL = (OVERLAY,)


def _host(ctx: Ctx) -> Card | None:
    me = ctx.card
    if me.location != OVERLAY:
        return None
    return next((c for c in ctx.g.monsters() if me in c.materials), None)


def xyz_summoned_using_this_card() -> On:
    """"An Xyz Monster Summoned using this card as material gains this effect: ● When it is Xyz
    Summoned: ...": the granted trigger, declared on the material card (``range=AS_XYZ_MATERIAL``)
    and set off by that monster's Xyz Summon while this card is among its materials. Its player
    is the Xyz Monster's controller; what it does names ``the_xyz_monster_using_this_card``."""

    def test(ctx: Ctx, ev: Any) -> bool:
        return (ev.kind == "summoned" and ev.data.get("kind") == "xyz" and ev.card is not None
                and ctx.card in ev.card.materials)

    return On(test, "the Xyz Monster using this card as material is Xyz Summoned",
              frozenset({"summoned"}))


#: "It" in an effect an Xyz Monster gained from this material
the_xyz_monster_using_this_card = Fixed(lambda ctx: [h] if (h := _host(ctx)) is not None else [],
                                        "the Xyz Monster using this card as material")


def may_be_treated_as_level_for_xyz(n: int) -> Spec:
    """"You can treat this card as Level N when used for an Xyz Summon" (``Code.XYZ_LEVEL``,
    asked by the Xyz procedure beside its current Level)."""
    from engine.cards.library.continuous import _card_spec

    return _card_spec(Code.XYZ_LEVEL, None, lambda ctx, c: n, f"Level {n} for an Xyz Summon")


# ------------------------------------------------------------------ other replacements
def detach_from_this_card_instead(affects: Filter, count: int = 1) -> Spec:
    """"If a <affects> monster would be destroyed, you can detach N materials from this card
    instead" (a replacement; always used while this card has the materials, as the engine's
    destruction asks no question — ``detach_instead_of_destruction``)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, me = subject[0], ctx.card
            if not (applies(ctx, card) and card.face_up and me.is_face_up_monster
                    and len(me.materials) >= count):
                return None

            def replace() -> None:
                ctx.g.new_group()
                for m in list(me.materials[:count]):
                    ctx.g.move(m, GY, reason="detach", by=ctx.player, event="detached")

            return replace
        return answer

    return Spec(Code.DESTROY_REPLACEMENT, affects, make,
                f"detach {count} material(s) from this card instead")


def during_the_damage_step_when_this_card_attacks(spec: Spec) -> Spec:
    """"If this card attacks an opponent's monster this turn, ... during the Damage Step only":
    ``spec`` applies while the card that applied the effect attacks an opponent's monster and
    the Damage Step is going on (``affects`` may be ``battling_this_card``: its opponent)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        inner = spec.make(applies)

        def answer(ctx: Ctx, subject: Any) -> Any:
            g, att = ctx.g, ctx.g.attack
            if (att is None or att.attacker is not ctx.card or att.target is None
                    or att.target.controller == ctx.card.controller
                    or g.state.step not in ("damage", "damage_calc")):
                return None
            return inner(ctx, subject)
        return answer

    return Spec(spec.code, spec.affects, make, f"{spec.text} during the Damage Step",
                freeze=spec.freeze)


__all__ = [
    "AS_XYZ_MATERIAL",
    "as_an_equip_card",
    "cannot_attack_directly",
    "destroy_this_card_instead",
    "detach_from_this_card_instead",
    "during_that_damage_calculation",
    "during_the_damage_step_when_this_card_attacks",
    "equip_this_monster",
    "equipped_by_its_own_effect",
    "equipped_monster_attacked_once",
    "has_material",
    "lp_at_least_lower_than_opponents",
    "may_be_treated_as_level_for_xyz",
    "not_sent_to_gy_this_turn",
    "opponents_cards_and_effects",
    "send_this_equip_card_to_gy",
    "special_summon_this_card_by_its_own_effect",
    "the_equipped_monster",
    "the_monster_it_equipped",
    "the_xyz_monster_using_this_card",
    "this_card_battles",
    "this_card_battles_an_opponents_monster",
    "xyz_summoned_using_this_card",
    "you_control_no_other_copy",
]
