"""Summons a card's text ties to names: monsters that must be Special Summoned by one named
card, Fusion Summons of one kind of Fusion Monster, Fusion Monsters that "list" a name as
material, and returning a Fusion Monster to bring back the materials it was made from.

    card(..., **must_be_special_summoned_by("<the Spell that Summons it>"))
    Activate(cost=tribute(...), resolve=special_summon_as_its_proper_summon(from_places(...)))
    Activate(resolve=fusion_summon_monster(race("Machine")))       # "Fusion Summon 1 Machine ..."
    monster & lists_as_material("<a name>")                        # "a Fusion Monster that lists ..."
    card(..., **special_summon_once_per_turn())                    # "You can only Special Summon ..."

A name in card text means the name the card is treated as now (``modifiers.current_name``:
"this card's name becomes X while on the field or in the GY"); the ``named`` filter and the
Fusion material check already read it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, cast

from engine import rules
from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed, as_group
from engine.state import GY, MONSTERS

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


# ------------------------------------------------------------------ "must be Special Summoned by"
def must_be_special_summoned_by(*names: str) -> dict[str, Any]:
    """"Cannot be Normal Summoned/Set. Must be Special Summoned by <names>": the effect of a
    card named here is this monster's proper Summon (seed 002 02.16c "the one written on the
    card"), so it may Summon it from the hand or Deck; any other effect needs it properly
    Summoned first. Give it with ``card(..., **must_be_special_summoned_by("X"))``."""
    return {"cannot_normal_summon": True, "extra": {"proper_summon_by": tuple(names)}}


def special_summon_once_per_turn() -> dict[str, Any]:
    """"You can only Special Summon <this card's name> once per turn": a printed restriction
    (``modifiers.cannot_summon_reason``), counted per player over every Special Summon of a
    card with that name this turn, by any means. Give it with ``card(..., **...)``."""
    return {"extra": {"special_summon_once_per_turn": True}}


def no_special_summon_this_turn_except(f: Filter) -> Cond:
    """"You cannot Special Summon monsters the turn you activate this, except <f> monsters":
    the condition half (you have Special Summoned none but <f> this turn); the lock half is
    ``lock_special_summons(except_=f, from_extra_deck=False)`` in the cost."""
    from engine.cards.library.limits import not_done_this_turn

    def other(ctx: Ctx, ev: Any) -> bool:
        return (ev.kind == "summoned" and bool(ev.data.get("special")) and ev.player == ctx.player
                and ev.card is not None and not f.test(ctx, ev.card))

    return not_done_this_turn(other, f"Special Summon a monster that is not {f.text}")


def _named_proper(ctx: Ctx) -> list[Card]:
    """The cards whose proper Summon is this effect's card (not yet properly Summoned)."""
    me = ctx.card.data.name
    named = ctx.g.cards_declaring(f"proper_summon_by:{me}",
                                  lambda script: me in script.extra.get("proper_summon_by", ()))
    return [c for c in named if not c.properly_summoned]


@contextmanager
def _as_proper(cards: list[Card], *, keep_summoned: bool) -> Iterator[None]:
    """The named monsters count as properly Summoned while this effect looks at or performs
    their Summon. Afterwards only a monster this Summon put on the field keeps it
    (``keep_summoned``, the resolution); a monster already on the field that was never properly
    Summoned (placed by a manual move, say) stays so, and a mere "could this be activated"
    question changes nothing."""
    was_on_field = [c.on_field for c in cards]
    for c in cards:
        c.properly_summoned = True
    try:
        yield
    finally:
        for c, before in zip(cards, was_on_field):
            if not (keep_summoned and c.on_field and not before):
                c.properly_summoned = False


def special_summon_as_its_proper_summon(group: Any) -> Act:
    """"Special Summon 1 <monster> from your hand or Deck" where that monster "must be Special
    Summoned by" this card (``must_be_special_summoned_by``): this Summon is its proper one."""
    from engine.cards.library.moves import special_summon

    inner = special_summon(group)

    def run(ctx: Ctx) -> Proc:
        with _as_proper(_named_proper(ctx), keep_summoned=True):
            done = yield from inner.run(ctx)
        return done

    def possible(ctx: Ctx) -> bool:
        with _as_proper(_named_proper(ctx), keep_summoned=False):
            return inner.possible is None or bool(inner.possible(ctx))

    return Act(run, inner.categories, possible=possible, refine=inner.refine,
               text="Special Summon")


# ------------------------------------------------------------------ Fusion
def _lists(ctx: Ctx, c: Card, name: str) -> bool:
    if not c.data.has("Fusion"):
        return False
    script = ctx.g.script(c) if ctx is not None else None
    return script is not None and name in (script.extra.get("fusion_materials") or ())


def lists_as_material(name: str) -> Filter:
    """"A Fusion Monster that lists <name> as material": its Fusion Materials name that card."""
    return Filter(lambda ctx, c: _lists(ctx, c, name), f'Fusion Monster that lists "{name}" as material')


def fusion_summon_monster(f: Filter, using: tuple[str, ...] = ("hand", "field")) -> Act:
    """"Fusion Summon 1 <f> Fusion Monster from your Extra Deck, using monsters from <using>"
    (seed 003 p. 18): as ``fusion_summon``, only a Fusion Monster matching ``f`` may be chosen;
    "it" afterwards (``those_cards``) is the Fusion Monster Summoned."""
    from engine.procedures.fusion_ritual import can_fusion_summon, fusion_summon

    def which(ctx: Ctx) -> Any:
        return lambda c: f.test(ctx, c)

    def run(ctx: Ctx) -> Proc:
        result = yield from fusion_summon(ctx, using, which(ctx))
        return result

    return Act(run, {cat.SPECIAL_SUMMON}, possible=lambda ctx: can_fusion_summon(ctx, using, which(ctx)),
               text="Fusion Summon")


def _materials_of(ctx: Ctx, fusion: Card) -> list[Card]:
    uids = cast("list[int]", fusion.flags.get("fusion_materials_used") or [])
    return [ctx.g.state.cards[u] for u in uids if u in ctx.g.state.cards]


def return_it_then_its_fusion_materials_may_return(group: Any) -> Act:
    """"Return that Fusion Monster to the Extra Deck, then, if all the monsters used for its
    Fusion Summon are in your GY, you can Special Summon all of them": the materials are those
    its Fusion Summon used (noted by the Summon); a monster not Fusion Summoned has none, and
    if one of them left the GY, or there are not zones enough, none are Summoned."""
    from engine.cards.library.moves import can_be_special_summoned, return_to_deck
    from engine.cards.library.steps import ask_yes_no
    from engine.procedures.summon import special_summon

    g_ = as_group(group)
    back = return_to_deck(g_)

    def run(ctx: Ctx) -> Proc:
        cards = [c for c in (yield from g_.choose(ctx)) if c.on_field]
        noted = [_materials_of(ctx, c) for c in cards]  # its id changes in the Extra Deck
        ctx.data["last"] = cards
        done = yield from back.run(ctx)
        if not done:
            return done
        for c, mats in zip(cards, noted, strict=True):
            if c.location != "extra":
                continue
            if not mats or any(m.location != GY or m.owner != ctx.player for m in mats):
                continue
            if len(ctx.g.free_zones(ctx.player, MONSTERS)) < len(mats):
                continue
            if not all(can_be_special_summoned(ctx, m) for m in mats):
                continue
            if not (yield from ask_yes_no(ctx, f"{ctx.card.name}: Special Summon "
                                               f"{', '.join(m.name for m in mats)}?")):
                continue
            ctx.g.new_group()
            for m in mats:
                yield from special_summon(ctx.g, ctx.player, m, by=ctx.player)
        return done

    return Act(run, back.categories | {cat.SPECIAL_SUMMON}, possible=back.possible,
               text=f"return it to the Extra Deck, then its materials may come back — {rules.FUSION}")


# ------------------------------------------------------------------ targets
def _targets_only(ctx: Ctx, c: Card, f: Filter) -> bool:
    for link in ctx.g.chain:
        if link.card is c:
            targets = link.ctx.targets
            if len(targets) == 1 and targets[0].on_field and f.test(ctx, targets[0]):
                return True
    return False


def targeting_only(f: Filter) -> Filter:
    """"A card (whose activated effect, a Chain Link now) targets exactly 1 <f> and no other
    card": with ``negate_effects`` (Spell/Trap Cards that target only 1 of your monsters)."""
    return Filter(lambda ctx, c: _targets_only(ctx, c, f), f"that targets only 1 {f.text}")


def _stronger_or_sturdier(ctx: Ctx, c: Card) -> bool:
    from engine.modifiers import current_atk, current_def

    if not (c.in_monster_zone and c.face_up):
        return False
    mine = current_atk(ctx.g, ctx.card)
    return current_atk(ctx.g, c) >= mine or current_def(ctx.g, c) >= mine


#: "A monster with ATK or DEF greater than or equal to this card's ATK" (face-up, current values)
atk_or_def_at_least_this_cards_atk = Filter(
    _stronger_or_sturdier, "with ATK or DEF equal to or higher than this card's ATK")


# ------------------------------------------------------------------ materials, equips, delays
def attach_to_this_card_as_material(group: Any) -> Act:
    """"Attach it to this card as material" (an Xyz Monster's effect, seed 003 p. 47): the
    monster leaves the field (its own materials go to the GY) and sits under this card. A
    Token cannot be a material."""
    from engine.cards.library.action import affected

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        me = ctx.card
        cards = yield from g_.choose(ctx)
        if not (me.in_monster_zone and me.face_up and me.data.is_xyz):
            return None
        done = []
        for c in affected(ctx, cards):
            if c is me or not c.on_field or c.data.is_token:
                continue
            ctx.g.attach_material(c, me, reason="effect", by=ctx.player)
            done.append(c)
        return done

    return Act(run, text="attach it to this card as material")


def leaves_field_by_opponents_effect() -> Any:
    """"If this face-up card in its owner's control leaves the field because of an opponent's
    card effect" (destroyed, banished, returned, sent to the GY or attached by it)."""
    from engine.cards.library.triggers import On
    from engine.state import ON_FIELD

    def test(ctx: Ctx, ev: Any) -> bool:
        me = ctx.card
        return (ev.card is me and ev.src in ON_FIELD and ev.dst not in ON_FIELD
                and ev.reason not in ("cost", "battle") and ev.by is not None
                and ev.by != ev.player and ev.player == me.owner
                and ev.data.get("was_face_up", True) is not False)

    return On(test, "this card leaves the field because of an opponent's card effect")


#: "While this card is equipped to a monster by its own (Union) effect"
equipped_by_its_union_effect = Cond(
    lambda ctx: ctx.card.equipped_to is not None and bool(ctx.card.flags.get("union_equipped")),
    "while this card is equipped by its Union effect")


def _set_aside(ctx: Ctx) -> list[Card]:
    return list(ctx.data.get("set_aside") or [])


#: "That card": the card(s) the effect moved before it scheduled what it does later
#: (``remains_until_your_standby_phase``), e.g. the card it banished face-down.
that_card_set_aside = Fixed(_set_aside, "that card")


def remains_until_your_standby_phase(n: int, act: Any) -> Act:
    """"This card remains on the field; during your N-th Standby Phase after its activation,
    <act>": the Spell stays where it is after resolving, and ``act`` happens then, as part of
    this effect (not a Chain Link); ``that_card_set_aside`` is what the effect moved before."""
    from engine.cards.library.action import as_action
    from engine.modifiers import Lingering

    later_act = as_action(act)

    def run(ctx: Ctx) -> Proc:
        g, me, player = ctx.g, ctx.card, ctx.player
        if me.on_field:
            me.flags["remains_on_field"] = True
        last = ctx.data.get("last")
        ctx.data["set_aside"] = [c for c in last if hasattr(c, "uid")] if isinstance(last, list) else []
        record = Lingering(player=player, source=me.name, data={"seen": 0})

        def later() -> Proc:
            if g.state.turn_player != player:
                record.data["done"] = False
                return None
            record.data["seen"] += 1
            if record.data["seen"] < n:
                record.data["done"] = False
                return None
            record.expires_turn = g.state.turn
            g.new_group()
            result = yield from later_act.run(ctx)
            return result

        record.data["at_phase"] = ("standby", later)
        g.lingering.append(record)
        return True
        yield  # pragma: no cover

    return Act(run, later_act.categories, text=f"during your Standby Phase number {n}")


__all__ = [
    "atk_or_def_at_least_this_cards_atk",
    "attach_to_this_card_as_material",
    "equipped_by_its_union_effect",
    "fusion_summon_monster",
    "leaves_field_by_opponents_effect",
    "lists_as_material",
    "must_be_special_summoned_by",
    "no_special_summon_this_turn_except",
    "remains_until_your_standby_phase",
    "return_it_then_its_fusion_materials_may_return",
    "special_summon_as_its_proper_summon",
    "special_summon_once_per_turn",
    "targeting_only",
    "that_card_set_aside",
]
