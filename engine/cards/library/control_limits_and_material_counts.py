"""Blocks for the generic Extra Deck staples (Pool 4): "you can only control 1 ...", a
monster's original ATK from the number of materials used for its Summon, "make this card
lose exactly N ATK, and if you do ...", "a monster used as material for its Summon", a cost
whose Attribute is locked for the rest of the turn, and the Special Summon from the hand to
the opponent's field by Tributing one of their monsters (with the alternative Summon to your
own field while the opponent controls such a monster)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.continuous import Spec, _card_spec, cannot_summon, lose_atk
from engine.cards.library.filters import Filter
from engine.continuous import Code

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.game import Game
    from engine.state import Card


# ------------------------------------------------------------------ "you can only control 1"
def you_can_only_control_one(f: Filter | None = None, text: str = "") -> Spec:
    """"You can only control 1 <this card / f monster>" (``Continuous(...)``): while this card
    is face-up, its controller cannot Summon another card of its name (``f``: another
    monster matching ``f``, e.g. an archetype). A Summon by a monster's own procedure is left
    to that procedure, which knows the field the monster goes to (it may be the opponent's)."""
    what = text or "1 card of this name"

    def test(ctx: Ctx, player: int, card: Any, kind: str) -> bool:
        me = ctx.card
        if kind == "procedure" and f is not None:
            return False
        if player != me.controller or not me.face_up or card is me:
            return False
        return f.test(ctx, card) if f is not None else card.data.name == me.data.name

    return cannot_summon(test, f"you can only control {what} — its own text")


def controls_one_already(g: Game, player: int, f: Filter, ctx: Ctx, but: tuple[Any, ...] = ()) -> bool:
    """Does ``player`` control a face-up monster matching ``f`` (other than ``but``)?"""
    return any(m.face_up and m not in but and f.test(ctx, m) for m in g.monsters(player))


# ------------------------------------------------------------------ ATK from materials
def materials_used(card: Card) -> int:
    """How many materials the Summon of this card used (kept while it stays on the field)."""
    names = card.flags.get("material_names")
    return len(names) if isinstance(names, tuple) else 0


def original_atk_for_each_material(amount: int) -> Spec:
    """"The original ATK of this card becomes N x the number of materials used for its
    Summon" (``Code.BASE_ATK``, negatable; 0 if it was not Summoned with materials)."""
    return _card_spec(Code.BASE_ATK, None, lambda ctx, c: amount * materials_used(c),
                      f"original ATK becomes {amount} for each material")


def this_card_loses_exactly(amount: int) -> Act:
    """"Make this card lose exactly N ATK (and if you do, ...)": possible only while its ATK
    is at least N; the loss lasts while it stays face-up on the field."""
    from engine.cards.library.filters import this_card
    from engine.cards.library.stats_and_battle import until_it_leaves_the_field
    from engine.cards.library.steps import atk

    inner = until_it_leaves_the_field(lose_atk(amount), to=this_card)

    def possible(ctx: Ctx) -> bool:
        c = ctx.card
        return c.in_monster_zone and c.face_up and atk(ctx, c) >= amount

    def run(ctx: Ctx) -> Proc:
        if not possible(ctx):
            return None
        done = yield from inner.run(ctx)
        return done

    return Act(run, {cat.ATK_DEF}, possible=possible, text=f"lose exactly {amount} ATK")


# ------------------------------------------------------------------ materials of its Summon
def _was_material_for(ctx: Ctx, c: Card) -> bool:
    uid = ctx.card.uid
    return any(ev.card is c and ev.data.get("for") == uid for ev in reversed(ctx.g.log)
               if ev.kind == "sent_to_gy")


#: "a monster that was used as material for its (this card's) Summon" (in the GY since)
used_as_material_for_this_card = Filter(_was_material_for, "used as material for this card")


def link_rating_of(group: Any, times: int = 1) -> Any:
    """"Equal to its Link Rating x N" (an amount ``ctx -> int``): the first card of a fixed
    group (``TARGETS``); 0 if it is gone."""
    from engine.cards.library.groups import as_group

    g_ = as_group(group)

    def value(ctx: Ctx) -> int:
        cards = g_.candidates(ctx)
        return times * cards[0].data.link_rating if cards else 0

    return value


# ------------------------------------------------------------------ Attribute locked by a cost
def _attribute_key(ctx: Ctx, attribute: str | None) -> str:
    return f"attribute_cost:{ctx.card.data.name}:{attribute}"


def _attribute_free(ctx: Ctx, c: Card) -> bool:
    uses = ctx.g.state.per_turn[ctx.player].uses
    return not uses.get(_attribute_key(ctx, c.data.attribute))


#: "... with an Attribute not yet used for this effect this turn" (for the cost's filter)
attribute_not_used_for_this_effect_this_turn = Filter(
    _attribute_free, "with an Attribute not used for this effect this turn")


def lock_the_attribute_of_the_cost() -> Act:
    """"Also, for the rest of this turn, you cannot use monsters with that same Attribute for
    this effect's cost" (the Attribute of the cards the cost moved; per player and name)."""

    def run(ctx: Ctx) -> Proc:
        uses = ctx.g.state.per_turn[ctx.player].uses
        for c in ctx.data.get("cost_cards", []):
            uses[_attribute_key(ctx, c.data.attribute)] = 1
        return True
        yield  # pragma: no cover

    return Act(run, text="lock that Attribute for this effect")


# ------------------------------------------------------------------ counters anywhere, banish
def _counters_on_field(g: Game, kind: str) -> int:
    return sum(c.counters.get(kind, 0) for c in g.field_cards())


def remove_counters_from_anywhere(count: int, kind: str) -> Act:
    """"Remove N <kind> Counters from anywhere on the field" (usually a cost): the player
    picks the card for each counter, one at a time (asked only when several cards have one)."""
    from engine.cards.library.steps import choose_cards

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        for _ in range(count):
            holders = [c for c in g.field_cards() if c.counters.get(kind, 0) > 0]
            if not holders:
                return None
            chosen = holders
            if len(holders) > 1:
                chosen = yield from choose_cards(ctx, holders, hint=f"Remove a {kind} Counter "
                                                 "from which card?", purpose="remove counter")
            card = chosen[0]
            card.counters[kind] -= 1
            if not card.counters[kind]:
                del card.counters[kind]
            g.emit("counter", player=card.controller, card=card, amount=-1, data={"kind": kind})
        return True

    return Act(run, {cat.COUNTER}, possible=lambda ctx: _counters_on_field(ctx.g, kind) >= count,
               text=f"remove {count} {kind} Counters")


def negate_activation_and_banish() -> Act:
    """"Negate the activation, and if you do, banish that card"."""
    from engine.cards.library.negation import negate_activation_of_link

    def run(ctx: Ctx) -> Proc:
        link = negate_activation_of_link(ctx, destroy=False)
        if link is None:
            return None
        card = link.card
        if card.location not in ("banished",) and ctx.g.banish_refusal(card, ctx.player) is None:
            ctx.g.new_group()
            ctx.g.banish(card, reason="effect", by=ctx.player)
        return link
        yield  # pragma: no cover

    return Act(run, {cat.NEGATE_ACTIVATION, cat.BANISH}, text="negate the activation and banish")


def other_than_this_cards_name(ctx: Ctx, link: Any) -> bool:
    """For ``activated(test=...)``: "a card or effect other than <this card's name>"."""
    return bool(link.card.data.name != ctx.card.data.name)


# ------------------------------------------------------------------ "Special Summon both"
def special_summon_this_card_and(group: Any, *, banish_in_end_phase: bool = False) -> Act:
    """"Special Summon both this card (a monster whose own effect is its proper Summon) and
    1 <group>": all or nothing — possible only with 2 free Main Monster Zones, this card
    Summonable and a card of the group; ``banish_in_end_phase``: "during the End Phase,
    banish the monsters Summoned by this effect" (those still face-up on the field)."""
    from engine.cards.library.groups import as_group
    from engine.cards.library.moves import can_be_special_summoned
    from engine.modifiers import Lingering
    from engine.procedures.summon import special_summon as summon

    g_ = as_group(group)

    def others(ctx: Ctx) -> list[Card]:
        return [c for c in g_.candidates(ctx) if c is not ctx.card and c.location != "monsters"
                and can_be_special_summoned(ctx, c)]

    def possible(ctx: Ctx) -> bool:
        me = ctx.card
        if len(ctx.g.free_zones(ctx.player, "monsters")) < 2 or me.location == "monsters":
            return False
        before = me.properly_summoned
        me.properly_summoned = True  # its own effect is its proper Summon
        try:
            ok = can_be_special_summoned(ctx, me)
        finally:
            me.properly_summoned = before
        return ok and bool(others(ctx))

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        if not possible(ctx):
            return None
        other = (yield from g_.choose(ctx, purpose="special_summon", cards=others(ctx)))[0]
        me = ctx.card
        me.properly_summoned = True
        done: list[Card] = []
        from_deck = other.location == "deck"
        for c in (me, other):
            if (yield from summon(g, ctx.player, c, by=ctx.player)):
                done.append(c)
        if from_deck:
            g.shuffle_deck(ctx.player)
        if banish_in_end_phase and done:
            def later() -> Proc:
                g.new_group()
                for c in done:
                    if c.location == "monsters" and c.face_up and c.flags.get("summoned_by") == key:
                        g.banish(c, reason="effect", by=ctx.player)
                return True
                yield  # pragma: no cover

            key = f"{me.uid}:{g.state.turn}"
            for c in done:
                c.flags["summoned_by"] = key
            g.lingering.append(Lingering(player=ctx.player, source=me.name,
                                         expires_turn=g.state.turn,
                                         data={"at_phase": ("end", later)}))
        return done if len(done) == 2 else None

    return Act(run, {cat.SPECIAL_SUMMON, cat.SPECIAL_SUMMON_FROM_DECK}, possible=possible,
               text="Special Summon both")


# ------------------------------------------------------------------ Xyz: battles, materials
def _an_xyz_battled(ctx: Ctx, _c: Any = None) -> bool:
    from engine.procedures.abilities import events_this_turn

    cards = ctx.g.state.cards
    for ev in events_this_turn(ctx.g):
        if ev.kind != "battle":
            continue
        target = cards.get(ev.data.get("target", -1))
        if (ev.card is not None and ev.card.data.is_xyz) or (target is not None and target.data.is_xyz):
            return True
    return False


#: "if an Xyz Monster battled this turn" (attacked or was attacked, either player's): as a
#: filter, for ``xyz_summon(or_on=xyz_monster & ...)``
if_an_xyz_monster_battled_this_turn = Filter(_an_xyz_battled, "if an Xyz Monster battled this turn")


def another_card_you_control_destroyed_by_battle_or_opponents_effect() -> Any:
    """"If another card(s) you control is destroyed by battle or an opponent's card effect"
    (once for cards destroyed together)."""
    from engine.cards.library.triggers import On

    field_places = ("monsters", "extra_monsters", "spells", "field")

    def test(ctx: Ctx, ev: Any) -> bool:
        if ev.kind != "destroyed" or ev.card is ctx.card or ev.src not in field_places:
            return False
        if ev.player != ctx.player:
            return False
        return ev.reason == "battle" or (ev.reason == "effect" and ev.by is not None
                                         and ev.by != ctx.player)

    return On(test, "another card you control is destroyed by battle or an opponent's effect",
              frozenset({"destroyed"}))


def attach_to_this_card_from(group: Any) -> Act:
    """"Attach 1 card from your hand, Deck or Extra Deck to this card as material" (an Xyz
    Monster on the field; a card taken from the Deck shuffles it)."""
    from engine.cards.library.groups import as_group

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        me = ctx.card
        if not (me.in_monster_zone and me.face_up and me.data.is_xyz):
            return None
        cards = yield from g_.choose(ctx, purpose="attach")
        done = []
        for c in cards:
            from_deck = c.location == "deck"
            ctx.g.attach_material(c, me, reason="effect", by=ctx.player)
            if from_deck:
                ctx.g.shuffle_deck(ctx.player)
            done.append(c)
        return done or None

    return Act(run, {cat.ATTACH}, possible=lambda ctx: (
        ctx.card.in_monster_zone and bool(g_.candidates(ctx))), text="attach it as material")


# ------------------------------------------------------------------ the normal draw
def different_names_among(group: Any) -> Any:
    """"1 for each different card name among <group>" (an amount ``ctx -> int``)."""
    from engine.cards.library.groups import as_group

    g_ = as_group(group)
    return lambda ctx: len({c.data.name for c in g_.candidates(ctx)})


def normal_draw_becomes(count: Any) -> Spec:
    """"For your normal draw in your Draw Phase, draw <count> cards instead of 1"
    (``Code.NORMAL_DRAW_COUNT``, asked by the Draw Phase; ``count(ctx)`` of 0 or 1 changes
    nothing)."""
    from engine.cards.library.continuous import player_spec

    def test(ctx: Ctx, player: Any) -> int | None:
        return count(ctx) if player == ctx.player else None

    return player_spec(Code.NORMAL_DRAW_COUNT, test, "your normal draw draws more cards")


# ------------------------------------------------------------------ Link Summon while resolving
def link_summon_now_including_this_card() -> Act:
    """"Immediately after this effect resolves, Link Summon 1 Link Monster using materials
    you control, including this card" (seed 001): the Link Monster's own procedure, performed
    while the effect resolves (also in the opponent's turn), its materials must include this
    card; possible only if some Link Monster could be Summoned that way now."""
    from engine.cards.library.steps import choose_cards
    from engine.procedures.extra_summons import immediate_summon_refusal, summon_immediately

    def options(ctx: Ctx) -> list[Card]:
        g = ctx.g
        if not (ctx.card.in_monster_zone and ctx.card.face_up):
            return []
        g.immediate_summon_including = ctx.card
        try:
            return [c for c in g.state.players[ctx.player].extra if c.data.is_link
                    and immediate_summon_refusal(g, ctx.player, c) is None]
        finally:
            g.immediate_summon_including = None

    def run(ctx: Ctx) -> Proc:
        choices = options(ctx)
        if not choices:
            return None
        chosen = yield from choose_cards(ctx, choices, hint=f"{ctx.card.name}: Link Summon "
                                         "which monster?", purpose="Link Summon")
        g = ctx.g
        g.immediate_summon_including = ctx.card
        try:
            yield from summon_immediately(g, ctx.player, chosen[0])
        finally:
            g.immediate_summon_including = None
        return chosen

    return Act(run, {cat.SPECIAL_SUMMON}, possible=lambda ctx: bool(options(ctx)),
               text="Link Summon")


# ------------------------------------------------------------------ Summon to the opponent's field
@dataclass
class ToOpponentsFieldByTributing:
    """A monster's own Special Summon from the hand (not an effect: no chain): "to your
    opponent's field in Attack Position, by Tributing 1 monster they control", or, if
    ``or_yours`` holds, "to your field in Attack Position" without a Tribute. ``unique``:
    "you can only control 1 <unique> monster", checked on the field the monster goes to (the
    Tributed monster is gone by then)."""

    unique: Filter | None = None
    or_yours: Any = None
    or_yours_text: str = ""
    kind: str = "special"
    extra: dict[str, Any] = field(default_factory=dict)

    def _ctx(self, g: Game, player: int, card: Card) -> Ctx:
        from engine.cards.library.procedures import _ctx

        return _ctx(g, player, card)

    def _tributes(self, g: Game, player: int, card: Card) -> list[Card]:
        from engine.modifiers import ask

        ctx = self._ctx(g, player, card)
        opp = 1 - player
        out = []
        for m in g.monsters(opp):
            if ask(g, Code.CANNOT_BE_TRIBUTED, m):
                continue
            if self.unique is not None and controls_one_already(g, opp, self.unique, ctx, (m,)):
                continue
            out.append(m)
        return out

    def _yours_ok(self, g: Game, player: int, card: Card) -> bool:
        if self.or_yours is None or not g.free_zones(player, "monsters"):
            return False
        ctx = self._ctx(g, player, card)
        if self.unique is not None and controls_one_already(g, player, self.unique, ctx):
            return False
        from engine.cards.library.conditions import as_cond

        return bool(as_cond(self.or_yours).test(ctx))

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        from engine.procedures.summon import from_hand_refusal

        reason = from_hand_refusal(g, player, card)
        if reason:
            return reason
        if self._tributes(g, player, card) or self._yours_ok(g, player, card):
            return None
        also = f", or to your field if {self.or_yours_text}" if self.or_yours is not None else ""
        return (f"{card.name} is Special Summoned to your opponent's field by Tributing 1 monster "
                f"they control{also} (1 such monster on each field) — its own Summon condition; "
                f"{rules.SPECIAL_SUMMON}")

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        from engine.cards.library.steps import ask_yes_no
        from engine.procedures.extra_summons import _place
        from engine.procedures.summon import summon_with_negation_window
        from engine.prompts import CardsPrompt

        tributes = self._tributes(g, player, card)
        ctx = self._ctx(g, player, card)
        to_opponent = bool(tributes)
        if tributes and self._yours_ok(g, player, card):
            to_opponent = yield from ask_yes_no(
                ctx, f"Special Summon {card.name} to your opponent's field by Tributing 1 of "
                     "their monsters? (No: to your field)")
        side = player
        if to_opponent:
            prompt = CardsPrompt(player=player, candidates=[c.uid for c in tributes], min=1, max=1,
                                 purpose="Tribute", hint=f"Tribute which monster for {card.name}?")
            answer = yield prompt
            chosen = g.state.cards[answer.cards[0]]
            g.new_group()
            g.move(chosen, "gy", reason="summon_tribute", by=player, event="tributed")
            side = 1 - player
        zone = yield from g.choose_zone(player, "monsters", g.free_zones(side, "monsters"),
                                        zone_player=side, hint=f"Where to Special Summon {card.name}?")
        g.new_group()
        if side == player:
            _place(g, player, card, zone, "attack")
        else:
            g.move(card, "monsters", player=side, zone=zone, face_up=True, reason="summon",
                   by=player, event="placed")
        yield from summon_with_negation_window(g, player, card, self.kind)


def special_summon_to_opponents_field_by_tributing(unique: Filter | None = None, *,
                                                    or_yours: Any = None,
                                                    or_yours_text: str = "") -> ToOpponentsFieldByTributing:
    """``summon=`` for a monster whose own Summon puts it on the opponent's field by Tributing
    1 monster they control, ``or_yours``: "if <condition>, you can Special Summon
    it to your field" instead."""
    return ToOpponentsFieldByTributing(unique=unique, or_yours=or_yours, or_yours_text=or_yours_text)


__all__ = [
    "another_card_you_control_destroyed_by_battle_or_opponents_effect",
    "attach_to_this_card_from",
    "attribute_not_used_for_this_effect_this_turn",
    "different_names_among",
    "if_an_xyz_monster_battled_this_turn",
    "link_rating_of",
    "link_summon_now_including_this_card",
    "lock_the_attribute_of_the_cost",
    "negate_activation_and_banish",
    "normal_draw_becomes",
    "original_atk_for_each_material",
    "other_than_this_cards_name",
    "remove_counters_from_anywhere",
    "special_summon_this_card_and",
    "special_summon_to_opponents_field_by_tributing",
    "this_card_loses_exactly",
    "used_as_material_for_this_card",
    "you_can_only_control_one",
]
