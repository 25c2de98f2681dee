"""Blocks around Link Materials and Link Arrows, battles, control and Setting cards again
(Pool 4, issue 14), each named after the rule or the words of card text.

    Continuous(may_link_summon_with_its_own_name(archetype("X") & link_monster))
    Ignition(condition=this_card_is(link_summoned_using_its_own_name), ...)
    Trigger(on=used_as_material_for("link", archetype("X")), ...)
    Trigger(on=a_monster_is_summoned(...), range=IN_GY, resolve=set_from_gy(this_card, banish_when_leaves=True))
    Trigger(on=..., resolve=(take_control_to_a_pointed_zone(attack_target),
                             during_the_end_phase_of_the_next_turn(send_to_gy(those_cards))))

The "reincarnation" Link Summon is a rule of the engine
(:func:`engine.procedures.extra_summons.reincarnation_key`): an effect may let a player Link
Summon a Link Monster using 1 Link Monster they control with its same name as the entire
material, and a Link Monster Summoned using a monster with its same name as material keeps
that fact while it stays on the field (``link_summoned_using_its_own_name``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import (
    Spec,
    cannot_summon,
    gain_atk,
    player_spec,
    set_atk,
    until_end_of_turn,
)
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Count, as_group
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.procedures.extra_summons import summoned_using_its_own_name
from engine.state import FIELD, GY, HAND, SPELLS

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event
    from engine.state import Card

# ------------------------------------------------------------------ reincarnation
#: "A Link Monster that was Link Summoned using a monster with its same name as material"
#: (the rule is kept by the engine when the monster is placed: ``material_names``).
link_summoned_using_its_own_name = Filter(
    lambda ctx, c: c.summon_kind == "link" and summoned_using_its_own_name(c),
    "Link Summoned using a monster with its same name as material")


def may_link_summon_with_its_own_name(affects: Filter) -> Spec:
    """"When you Link Summon a <affects> Link Monster, you can use 1 Link Monster you control
    with its same name as the entire material. You can only Link Summon this way once per
    turn" — a procedure option the Link Summon rule asks (``Code.LINK_WITH_ITS_OWN_NAME``);
    its use is counted per player and per name of the card that allows it."""

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            player, card = subject
            if player != ctx.player or not affects.test(ctx, card):
                return None
            return f"{ctx.card.name}: Link Summon using 1 monster with its own name"

        return answer

    return Spec(Code.LINK_WITH_ITS_OWN_NAME, Filter(lambda ctx, c: True), make,
                "Link Summon using 1 Link Monster with its same name as the entire material")


# ------------------------------------------------------------------ materials
def used_as_material_for(kind: str, f: Filter | None = None, *,
                         summoned_as: str | None = None) -> On:
    """"If this (<summoned_as> Summoned) card is used as <kind> Material for a <f> monster"
    (``kind``: "link", "synchro"): the material event names the monster it was for and how
    the material itself had been Summoned (``_materials_to_gy``)."""

    def test(ctx: Ctx, ev: Event) -> bool:
        if ev.card is not ctx.card or ev.reason != f"{kind}_material":
            return False
        if summoned_as is not None and ev.data.get("summon_kind") != summoned_as:
            return False
        if f is None:
            return True
        made = ctx.g.state.cards.get(ev.data.get("for", -1))
        return made is not None and f.test(ctx, made)

    return On(test, f"this card is used as {kind} material")


# ------------------------------------------------------------------ Set again
def set_from_gy(group: Any, *, banish_when_leaves: bool = False) -> Act:
    """"Set <a Spell/Trap> (from your GY) to your field" (a Field Spell to the Field Zone);
    ``banish_when_leaves``: "but banish it when it leaves the field". A Set Trap cannot be
    activated the turn it was Set (``turn_set``)."""
    g_ = as_group(group)

    def fits(ctx: Ctx, c: Card) -> bool:
        if c.data.is_monster or c.location not in (GY, HAND):
            return False
        if c.data.spell_trap_type == "Field":
            return True
        return bool(ctx.g.free_zones(ctx.player, SPELLS))

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        usable = [c for c in g_.candidates(ctx) if fits(ctx, c)]
        cards = yield from g_.choose(ctx, purpose="set", cards=usable)
        done = []
        for c in cards:
            if not fits(ctx, c):
                continue
            g.new_group()
            if c.data.spell_trap_type == "Field":
                old = g.state.players[ctx.player].field_zone
                if old is not None:
                    g.move(old, GY, reason="rule", by=ctx.player, event="sent_to_gy")
                g.move(c, FIELD, player=ctx.player, face_up=False, reason="set", by=ctx.player,
                       event="set_spell")
            else:
                zones = g.free_zones(ctx.player, SPELLS)
                zone = yield from g.choose_zone(ctx.player, SPELLS, zones, hint=f"Where to Set {c.name}?")
                g.move(c, SPELLS, player=ctx.player, zone=zone, face_up=False, reason="set",
                       by=ctx.player, event="set_spell")
            c.turn_set = g.state.turn
            if banish_when_leaves:
                c.flags["banish_on_leave"] = True
            done.append(c)
        return done

    def possible(ctx: Ctx) -> bool:
        from engine.cards.library.groups import Fixed

        if isinstance(g_, Fixed) and g_.targets:
            return True  # the targets are chosen (and checked) when the effect is activated
        return any(fits(ctx, c) for c in g_.candidates(ctx))

    return Act(run, possible=possible, text="Set a card")


# ------------------------------------------------------------------ locks and counts
def lock_summons_of_that_name(name: Callable[[Ctx], str | None]) -> Act:
    """"... but you cannot Normal Summon/Set or Special Summon monsters with that name for the
    rest of this turn" (``name(ctx)``: e.g. ``name_of_last``, the card just added)."""

    def run(ctx: Ctx) -> Proc:
        locked = name(ctx)
        if locked is None:
            return None
        reason = (f"you cannot Summon or Set {locked} for the rest of this turn ({ctx.card.name})"
                  f" — {rules.SUMMON_RESTRICTION}")
        act = until_end_of_turn(
            cannot_summon(lambda c, player, card, kind: player == c.player and card.name == locked,
                          reason),
            player_spec(Code.CANNOT_SET,
                        lambda c, subject: reason if subject[0] == c.player and subject[1].name == locked
                        else None, reason))
        result = yield from act.run(ctx)
        return result

    return Act(run)


def up_to_link_rating_of(group: Any) -> Count:
    """"Up to <its Link Rating>" — of the first card of a fixed group (``TARGETS``)."""
    g_ = as_group(group)

    def bound(ctx: Ctx) -> int:
        cards = g_.candidates(ctx)
        return cards[0].data.link_rating if cards and cards[0].data.is_link else 0

    return Count(1, None, limit=bound)


# ------------------------------------------------------------------ battles
def _battling(ctx: Ctx) -> bool:
    att = ctx.g.attack
    if att is None:
        return False
    mine = [c for c in (att.attacker, att.target) if c is not None and c.controller == ctx.player]
    return bool(mine)


#: "If your monster battles" (while a battle involving a monster you control goes on).
your_monster_battles = Cond(_battling, "if your monster battles")


def atk_becomes_atk_of(group: Any) -> Spec:
    """"Its ATK becomes equal to <that card>'s ATK" (fixed when the effect applies): the
    current ATK of the first card of a fixed group on the field, its printed ATK elsewhere."""
    from engine.modifiers import current_atk, original_atk

    g_ = as_group(group)

    def frozen(ctx: Ctx, card: Card) -> Spec:
        cards = g_.candidates(ctx)
        if not cards:
            return gain_atk(0)  # the card it names is gone: nothing changes
        src = cards[0]
        value = current_atk(ctx.g, src) if src.in_monster_zone else original_atk(src)
        return set_atk(value)

    base = set_atk(0)
    return Spec(base.code, None, base.make, "ATK becomes that of another card", freeze=frozen)


# ------------------------------------------------------------------ more card-text phrases
#: "The target(s)" as a filter, for a lingering effect that speaks of them ("that Set card
#: cannot be activated this turn": ``cards_cannot_be_activated(the_targets)``).
the_targets = Filter(lambda ctx, c: c in ctx.targets, "the target")

#: "In a Spell & Trap Zone" (not the Field Zone).
in_spell_trap_zone = Filter(lambda ctx, c: c.location == SPELLS, "in the Spell & Trap Zone")


def other_monsters_effects(source: Ctx, effect: Ctx) -> bool:
    """For ``unaffected_by(effects=...)``: "other monsters' effects" — the effects of Monster
    Cards (the protected monster's own are never counted: ``unaffected_by``)."""
    return effect.card.data.is_monster and effect.effect.kind != "activate"


def a_card_sent_to_your_gy(where: Filter | None = None, *, from_: tuple[str, ...] | None = None) -> On:
    """"If a (<where>) card is sent to your GY" — from anywhere (hand, Deck, field), or only
    from the places ``from_`` names ("if a card is sent from the Deck or the field to your GY":
    ``from_=("deck", "monsters", "extra_monsters", "spells", "field")``), any reason; ``where``
    is seen in the GY (printed facts). Needs ``range=`` on the trigger."""

    def test(ctx: Ctx, ev: Event) -> bool:
        c = ev.card
        if c is None or ev.dst != GY or c.location != GY or c.owner != ctx.player:
            return False
        if (ev.src == GY) if from_ is None else (ev.src not in from_):
            return False
        return where is None or where.test(ctx, c)

    text = f"a {where.text} card is sent to your GY" if where is not None else "a card is sent to your GY"
    return On(test, text if from_ is None else f"{text} from " + "/".join(from_))


def was_summoned(*kinds: str) -> On:
    """"If this <kind> Summoned card ..." — the card had been Summoned that way while on the
    field (``kinds``: "link", "xyz", ...); combine with the event (``destroyed(...) & ...``)."""
    return On(lambda ctx, ev: ev.data.get("summon_kind") in kinds, f"it was {'/'.join(kinds)} Summoned")


#: "... while in its owner's Monster Zone" (the event's card was controlled by its owner).
in_its_owners_monster_zone = On(
    lambda ctx, ev: ev.card is not None and ev.player == ev.card.owner
    and ev.src in ("monsters", "extra_monsters"), "in its owner's Monster Zone")


def lock_monster_effects_except(f: Filter) -> Act:
    """"For the rest of this turn, you cannot activate monster effects, except those of <f>
    monsters" (a lock on the player who used the effect)."""
    from engine.cards.library.continuous import cannot_activate

    def test(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
        return (player == ctx.player and card.data.is_monster and eff.kind != "activate"
                and not f.test(ctx, card))

    return until_end_of_turn(cannot_activate(
        test, f"you cannot activate monster effects this turn, except {f.text} ones — "
              f"{rules.SUMMON_RESTRICTION}"))


def special_summon_to_zone_pointed_by(group: Any, linked_by: Filter) -> Act:
    """"Special Summon ... to your zone a <linked_by> Link Monster points to" (a free Main
    Monster Zone of yours one of your face-up such monsters points to; asked when several)."""
    from engine.cards.library import categories as cat
    from engine.cards.library.moves import can_be_special_summoned, summonable
    from engine.procedures.extra_summons import free_pointed_main_zones
    from engine.procedures.summon import special_summon as summon

    g_ = as_group(group)

    def zones(ctx: Ctx) -> list[int]:
        out: set[int] = set()
        for c in ctx.g.monsters(ctx.player):
            if c.face_up and c.data.is_link and linked_by.test(ctx, c):
                out.update(free_pointed_main_zones(ctx.g, c))
        return sorted(out)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        cards = yield from g_.choose(ctx, purpose="special_summon")
        done = []
        for c in cards:
            free = zones(ctx)
            if not free or c.in_monster_zone or not can_be_special_summoned(ctx, c):
                continue
            zone = yield from g.choose_zone(ctx.player, "monsters", free, hint=f"{ctx.card.name}: to which zone?")
            if (yield from summon(g, ctx.player, c, by=ctx.player, zone=zone)):
                done.append(c)
        return done

    def possible(ctx: Ctx) -> bool:
        return bool(zones(ctx)) and any(can_be_special_summoned(ctx, c) for c in g_.candidates(ctx))

    return Act(run, {cat.SPECIAL_SUMMON}, possible=possible, refine=summonable,
               text="Special Summon to a zone a Link Monster points to")


def gain_atk_of(group: Any, *, half: bool = False) -> Spec:
    """"Gains ATK equal to (half) <that monster>'s ATK" — the value fixed when the effect
    applies (``until_end_of_turn(gain_atk_of(attack_target, half=True), to=this_card)``)."""
    from engine.modifiers import current_atk

    g_ = as_group(group)

    def frozen(ctx: Ctx, card: Card) -> Spec:
        cards = [c for c in g_.candidates(ctx) if c.in_monster_zone and c.face_up]
        value = current_atk(ctx.g, cards[0]) if cards else 0
        return gain_atk((value + 1) // 2 if half else value)

    base = gain_atk(0)
    return Spec(base.code, None, base.make, "gains ATK equal to another monster's", freeze=frozen)


def cannot_be_targeted_by_monster_effects(affects: Filter | None = None) -> Spec:
    """"Cannot be targeted by monster effects" (either player's)."""

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, effect_ctx = subject
            if effect_ctx is None or not effect_ctx.card.data.is_monster:
                return None
            if effect_ctx.effect.kind == "activate":
                return None
            return applies(ctx, card)
        return answer

    return Spec(Code.CANNOT_BE_TARGETED, affects, make, "cannot be targeted by monster effects")


# ------------------------------------------------------------------ control and later
def take_control_to_a_pointed_zone(group: Any) -> Act:
    """"Take control of <it>, placing it in your zone this card points to" (a free Main
    Monster Zone of yours this Link Monster points to: asked when several are free)."""
    from engine.cards.library import categories as cat
    from engine.procedures.extra_summons import free_pointed_main_zones

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        taken = []
        for target in (yield from g_.choose(ctx, purpose="control")):
            zones = free_pointed_main_zones(g, ctx.card)
            if not zones or not target.in_monster_zone or target.controller == ctx.player:
                continue
            zone = yield from g.choose_zone(ctx.player, "monsters", zones,
                                            hint=f"Where to place {target.name}?")
            g.new_group()
            if g.take_control(target, ctx.player, zone=zone, source=ctx.card.name):
                taken.append(target)
        return taken

    return Act(run, {cat.CONTROL}, possible=lambda ctx: bool(free_pointed_main_zones(ctx.g, ctx.card)),
               text="take control")


def during_the_end_phase_of_the_next_turn(act: Any) -> Act:
    """"During the End Phase of the next turn, ...": part of this effect, not a Chain Link
    (``turn.delayed_effects``), run once when the End Phase of the next turn begins."""
    from engine.cards.library.action import as_action
    from engine.modifiers import Lingering

    then_ = as_action(act)

    def run(ctx: Ctx) -> Proc:
        due = ctx.g.state.turn + 1
        record = Lingering(player=ctx.player, source=ctx.card.name, expires_turn=due, data={})
        moved = ctx.data.get("last")  # "those cards" are the ones moved before it was scheduled

        def later() -> Proc:
            if ctx.g.state.turn != due:
                record.data["done"] = False  # this turn's End Phase: wait for the next one
                return None
            ctx.data["last"] = moved
            ctx.g.new_group()
            result = yield from then_.run(ctx)
            return result

        record.data["at_phase"] = ("end", later)
        ctx.g.lingering.append(record)
        return True
        yield  # pragma: no cover

    return Act(run, then_.categories, text="during the End Phase of the next turn")


__all__ = [
    "a_card_sent_to_your_gy",
    "atk_becomes_atk_of",
    "cannot_be_targeted_by_monster_effects",
    "during_the_end_phase_of_the_next_turn",
    "gain_atk_of",
    "in_its_owners_monster_zone",
    "in_spell_trap_zone",
    "link_summoned_using_its_own_name",
    "lock_monster_effects_except",
    "lock_summons_of_that_name",
    "may_link_summon_with_its_own_name",
    "other_monsters_effects",
    "set_from_gy",
    "special_summon_to_zone_pointed_by",
    "take_control_to_a_pointed_zone",
    "the_targets",
    "up_to_link_rating_of",
    "used_as_material_for",
    "was_summoned",
    "your_monster_battles",
]
