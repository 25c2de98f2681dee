"""Actions that move cards: search, draw, Special Summon, destroy, banish, send, return,
discard, Tribute, change positions, take control.

Each takes a group (:mod:`engine.cards.library.groups`): the cards are chosen when the
action happens (``from_deck(...)``), or fixed (``TARGETS``, ``this_card``, ``every(...)``).
Every primitive goes through :class:`engine.game.Game`, so events, leaving-the-field rules
and win conditions apply exactly as for the rules' own moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import (
    Act,
    Amount,
    Proc,
    Who,
    affected,
    amount_of,
    paying_cost,
    reason,
    you,
)
from engine.cards.library.filters import Filter
from engine.cards.library.groups import FIELD, Cards, as_group
from engine.continuous import Code
from engine.modifiers import ask, cannot_summon_reason, destruction_replaced
from engine.prompts import CardsPrompt
from engine.state import BANISHED, DECK, DEFENSE, GY, HAND, MONSTERS, Card

if TYPE_CHECKING:
    from engine.effects import Ctx

ATTACK_POSITION = ("attack",)
DEFENSE_POSITION = ("defense",)
FACE_UP = ("attack", "defense")
FACE_DOWN_DEFENSE = ("set",)


def _cards(group: Cards, where: Callable[[Card], bool]) -> Callable[[Ctx], Proc]:
    """Choose the group's cards (asked unless fixed) among those the action may touch."""

    def pick(ctx: Ctx) -> Proc:
        usable = [c for c in group.candidates(ctx) if where(c)]
        chosen = yield from group.choose(ctx, purpose=ctx.data.get("purpose", "select"),
                                         cards=usable)
        return affected(ctx, chosen)

    return pick


def _possible(group: Cards, where: Callable[[Card], bool]) -> Callable[[Ctx], bool] | None:
    from engine.cards.library.groups import Fixed, Group

    if isinstance(group, Fixed) and group.targets:
        return None  # the targets are checked when they are chosen
    if isinstance(group, Group):
        return lambda ctx: group.enough_where(ctx, where)
    return lambda ctx: any(where(c) for c in group.candidates(ctx))


def _each(group: Any, where: Callable[[Card], bool], move: Callable[[Ctx, Card], Any],
          categories: set[str], text: str, purpose: str = "select") -> Act:
    """An action that chooses a group's cards and moves each one the same way."""
    g_ = as_group(group)
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        ctx.data["purpose"] = purpose
        cards = yield from pick(ctx)
        ctx.g.new_group()
        for c in cards:
            move(ctx, c)
        return cards

    return Act(run, categories, possible=_possible(g_, where), text=text)


def _places_categories(group: Cards, *, from_deck: str | None = None,
                       does: set[str] | None = None) -> set[str]:
    """Categories qualified by where the group's cards are ("from the Deck", "from the GY")."""
    out = {from_deck} if from_deck is not None and group.from_deck() else set()
    if does:
        out |= cat.by_place(does, tuple(getattr(group, "places", ())))
    return out


def _shuffle_if_searched(ctx: Ctx, cards: list[Card], players: set[int]) -> None:
    for p in sorted(players):
        ctx.g.shuffle_deck(p)


def _possible_to_hand(group: Cards) -> Callable[[Ctx], bool] | None:
    """Some card of the group can go to the hand now (not from a Main Deck no card may leave
    for the hand: Droll & Lock Bird)."""
    from engine.cards.library.groups import TARGETS, Group

    if group is TARGETS:
        return None

    def ok(ctx: Ctx, c: Card) -> bool:
        return c.location != HAND and not (c.location == DECK and ctx.g.draw_forbidden(c.owner, "search"))

    if isinstance(group, Group):
        return lambda ctx: group.enough_where(ctx, lambda c: ok(ctx, c))
    return lambda ctx: any(ok(ctx, c) for c in group.candidates(ctx))


# ------------------------------------------------------------------ to the hand
def add_to_hand(group: Any) -> Act:
    """"Add ... to your hand" (from the Deck: a search, then the Deck is shuffled; a card
    added from the Deck or GY is shown to both players)."""
    g_ = as_group(group)
    pick = _cards(g_, lambda c: c.location != HAND)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        if not cards:
            return []
        g = ctx.g
        g.new_group()
        decks = {c.owner for c in cards if c.location == DECK}
        for c in cards:
            g.to_hand(c, reason=reason(ctx), by=ctx.player)
        _shuffle_if_searched(ctx, cards, decks)
        return [c for c in cards if c.location == HAND]

    return Act(run, {cat.TO_HAND} | _places_categories(g_, from_deck=cat.SEARCH, does={cat.TO_HAND}),
               possible=_possible_to_hand(g_), text="add to the hand")


def bound_for_gy(card: Card) -> bool:
    """A face-up Normal/Quick-Play/Ritual/Counter card on the field is already bound for the GY
    once activated, so it cannot be returned to the hand or Deck (seed 004 "Returning
    activated cards"), unless its own effect keeps it on the field (Swords of Revealing Light)."""
    return (card.location in ("spells", "field") and card.face_up and not card.data.is_monster
            and card.data.spell_trap_type in ("Normal", "Quick-Play", "Ritual", "Counter")
            and not card.flags.get("remains_on_field"))


def return_to_hand(group: Any) -> Act:
    """"Return ... to the hand" (a Set card goes back unseen; an activated one-shot Spell or
    Trap on its way to the GY is not returned; an Extra Deck monster goes to the Extra Deck)."""
    g_ = as_group(group)
    where = lambda c: c.on_field and not bound_for_gy(c)
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        g = ctx.g
        g.new_group()
        for c in cards:
            g.move(c, HAND, reason=reason(ctx), by=ctx.player, face_up=False, event="to_hand")
        return [c for c in cards if c.location == HAND or c.location == "extra"]

    return Act(run, {cat.TO_HAND}, possible=_possible(g_, where), text="return to the hand")


def draw(count: Amount = 1, who: Who = you) -> Act:
    """"Draw N cards" (the Deck must hold them for the effect to be activated)."""

    def run(ctx: Ctx) -> Proc:
        n = amount_of(count, ctx)
        return ctx.g.draw_each({player: n for player in who(ctx)})
        yield  # pragma: no cover

    def possible(ctx: Ctx) -> bool:
        n = amount_of(count, ctx)
        return all(len(ctx.g.state.players[p].deck) >= n and not ctx.g.draw_forbidden(p, "effect")
                   for p in who(ctx))

    return Act(run, {cat.DRAW}, possible=possible, text="draw")


# ------------------------------------------------------------------ Special Summon
def can_be_special_summoned(ctx: Ctx, c: Card) -> bool:
    """May ``ctx.player`` Special Summon this monster by this effect now (properly Summoned
    first if it must be, no printed or continuous restriction: seed 001, seed 002 02.16)?"""
    from engine import why_not
    from engine.procedures.extra_summons import can_be_special_summoned_by_effect

    if not c.data.is_monster or c.data.is_token:
        return False
    if not can_be_special_summoned_by_effect(ctx.g, c):
        return False
    reason = cannot_summon_reason(ctx.g, ctx.player, c, "special")
    if reason is not None:
        why_not.note(c, reason)
    return reason is None


summonable = Filter(can_be_special_summoned, "that can be Special Summoned")


def special_summon(group: Any, position: tuple[str, ...] = FACE_UP, *, negated: bool = False,
                   banish_when_leaves: bool = False, to_pointed_zone: bool = False) -> Act:
    """"Special Summon ..." (from anywhere): face-up Attack or Defense (asked when both are
    legal) unless ``position`` says; ``negated``: "with its effects negated" while on the
    field; ``banish_when_leaves``: "banish it when it leaves the field"; ``to_pointed_zone``:
    "to a zone this card points to". Monsters Special Summoned from the Deck shuffle it."""
    from engine.procedures.summon import special_summon as summon

    g_ = as_group(group)
    where = lambda c: c.location != MONSTERS

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        usable = [c for c in g_.candidates(ctx) if where(c)]
        most = len(_zones(ctx, to_pointed_zone))
        if ask(g, Code.ONE_SPECIAL_SUMMON_AT_A_TIME, ctx.player):
            most = min(most, 1)  # "cannot Special Summon 2 or more monsters at the same time"
        cards = yield from g_.choose(ctx, purpose="special_summon", cards=usable, most=most)
        cards = affected(ctx, cards)
        done: list[Card] = []
        decks: set[int] = set()
        for c in cards:
            zones = _zones(ctx, to_pointed_zone)
            if not zones or not can_be_special_summoned(ctx, c):
                continue
            zone = None
            if to_pointed_zone:
                zone = yield from g.choose_zone(ctx.player, MONSTERS, zones,
                                                hint=f"{ctx.card.name}: to which zone?")
            if c.location == DECK:
                decks.add(c.owner)
            if (yield from summon(g, ctx.player, c, positions=position, by=ctx.player, zone=zone)):
                done.append(c)
                if negated:
                    _negate_while_on_field(ctx, c)
                if banish_when_leaves:
                    c.flags["banish_on_leave"] = True
        _shuffle_if_searched(ctx, done, decks)
        return done

    def possible(ctx: Ctx) -> bool:
        from engine.cards.library.groups import Fixed

        return bool(_zones(ctx, to_pointed_zone)) and ((isinstance(g_, Fixed) and g_.targets) or g_.any_where(
            ctx, lambda c: where(c) and can_be_special_summoned(ctx, c)))

    cats = {cat.SPECIAL_SUMMON} | _places_categories(g_, from_deck=cat.SPECIAL_SUMMON_FROM_DECK,
                                                     does={cat.SPECIAL_SUMMON})
    return Act(run, cats, possible=possible, refine=summonable, text="Special Summon")


def _zones(ctx: Ctx, pointed: bool) -> list[int]:
    if pointed:
        from engine.procedures.extra_summons import free_pointed_main_zones

        return free_pointed_main_zones(ctx.g, ctx.card)
    return ctx.g.free_zones(ctx.player, MONSTERS)


def _negate_while_on_field(ctx: Ctx, c: Card) -> None:
    from engine.continuous import Code, Modifier
    from engine.modifiers import Lingering

    def this_one(_ctx: Ctx, subject: Any) -> bool:
        return subject is c

    ctx.g.lingering.append(Lingering(player=ctx.player, source=ctx.card.name, card=c, ctx=ctx,
                                     modifiers=(Modifier(Code.NEGATE, this_one, "its effects are negated"),)))


# ------------------------------------------------------------------ leaving the field
def destroy(group: Any, *, banish: bool = False) -> Act:
    """"Destroy ..." (``banish=True``: "destroy it and banish it"). Returns the cards destroyed."""
    g_ = as_group(group)
    where = lambda c: c.on_field
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        ctx.data["controllers"] = [c.controller for c in cards]
        if not banish:
            from engine.modifiers import destroy_with_replacements

            done = yield from destroy_with_replacements(ctx.g, cards, reason="effect", by=ctx.player)
            return done
        g = ctx.g
        gone = []
        g.new_group()
        for c in cards:
            if c.on_field and not destruction_replaced(g, c, "effect", ctx.player):
                to = BANISHED if g.banish_refusal(c, ctx.player) is None else GY
                g.move(c, to, reason="effect", by=ctx.player, face_up=True, event="destroyed")
                gone.append(c)
        return gone

    cats = {cat.DESTROY, cat.BANISH} if banish else {cat.DESTROY}
    return Act(run, cats, possible=_possible(g_, where), text="destroy")


def banish(group: Any, *, face_down: bool = False) -> Act:
    """"Banish ..." (face-up unless ``face_down``); a card that cannot be banished now
    (Artifact Lancea) is not chosen, and a cost that needs it cannot be paid."""
    from engine.cards.library.groups import TARGETS, Group

    g_ = as_group(group)

    def usable(ctx: Ctx, c: Card) -> bool:
        return c.location != BANISHED and ctx.g.banish_refusal(c, ctx.player) is None

    def run(ctx: Ctx) -> Proc:
        found = [c for c in g_.candidates(ctx) if usable(ctx, c)]
        chosen = yield from g_.choose(ctx, purpose="banish", cards=found)
        cards = affected(ctx, chosen)
        ctx.g.new_group()
        for c in cards:
            ctx.g.banish(c, reason=reason(ctx), by=ctx.player, face_up=not face_down)
        return [c for c in cards if c.location == BANISHED]

    def possible(ctx: Ctx) -> bool:
        if isinstance(g_, Group):
            return g_.enough_where(ctx, lambda c: usable(ctx, c))
        return any(usable(ctx, c) for c in g_.candidates(ctx))

    return Act(run, {cat.BANISH} | _places_categories(g_, does={cat.BANISH}),
               possible=None if g_ is TARGETS else possible, text="banish",
               refine=Filter(lambda ctx, c: ctx.g.banish_refusal(c, ctx.player) is None,
                             "that can be banished"))


def send_to_gy(group: Any) -> Act:
    """"Send ... to the GY" (from the Deck: the category Ash Blossom answers)."""
    g_ = as_group(group)
    return _each(g_, lambda c: c.location != GY,
                 lambda ctx, c: ctx.g.send_to_gy(c, reason=reason(ctx), by=ctx.player),
                 {cat.TO_GY} | _places_categories(g_, from_deck=cat.DECK_TO_GY), "send to the GY")


def return_to_deck(group: Any, *, where: str = "shuffle") -> Act:
    """"Return ... to the Deck": ``where`` is "shuffle", "top" or "bottom" (an Extra Deck
    monster goes to the Extra Deck; an activated one-shot card on its way to the GY stays)."""
    g_ = as_group(group)
    ok = lambda c: c.location != DECK and not bound_for_gy(c)
    pick = _cards(g_, ok)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        g = ctx.g
        g.new_group()
        for c in cards:
            g.to_deck(c, top=where != "bottom", shuffle=False, reason=reason(ctx), by=ctx.player)
        if where == "shuffle":
            for p in sorted({c.owner for c in cards if c.location == DECK}):
                g.shuffle_deck(p)
        return cards

    return Act(run, {cat.TO_DECK} | _places_categories(g_, does={cat.TO_DECK}),
               possible=_possible(g_, ok), text="return to the Deck")


def discard(group: Any) -> Act:
    """"Discard ..." (cards in a hand; as a cost: ``discard(this_card)``)."""
    return _each(group, lambda c: c.location == HAND,
                 lambda ctx, c: ctx.g.discard(c, reason=reason(ctx), by=ctx.player),
                 {cat.DISCARD}, "discard", purpose="discard")


def discard_hand(who: Who = you) -> Act:
    """"Discard your entire hand" (each player's, for ``each_player``); the numbers discarded
    are kept in ``ctx.data["discarded"]`` by player ("draw the same number")."""

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        counts: dict[int, int] = {}
        g.new_group()
        for p in who(ctx):
            hand = [c for c in g.state.players[p].hand if c is not ctx.card]
            counts[p] = len(hand)
            for c in hand:
                g.discard(c, reason=reason(ctx), by=ctx.player)
        ctx.data["discarded"] = counts
        return sum(counts.values()) or True
        yield  # pragma: no cover

    return Act(run, {cat.DISCARD}, text="discard the hand")


def mill(count: Amount = 1, who: Who = you) -> Act:
    """"Send the top N cards of your Deck to the GY"."""

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        sent: list[Card] = []
        g.new_group()
        for p in who(ctx):
            for c in list(g.state.players[p].deck[:amount_of(count, ctx)]):
                g.send_to_gy(c, reason=reason(ctx), by=ctx.player)
                sent.append(c)
        return sent
        yield  # pragma: no cover

    return Act(run, {cat.DECK_TO_GY, cat.TO_GY},
               possible=lambda ctx: all(len(ctx.g.state.players[p].deck) >= amount_of(count, ctx)
                                        for p in who(ctx)), text="mill")


def tribute(group: Any) -> Act:
    """"Tribute ..." (usually a cost: ``tribute(this_card)``, ``tribute(you_control(monster))``);
    the monsters Tributed are kept in ``ctx.data["tributed"]`` ("the Tributed monsters"). A
    monster that "cannot be Tributed" (``Code.CANNOT_BE_TRIBUTED``) is never chosen."""
    from engine.continuous import Code
    from engine.modifiers import ask

    group = as_group(group).refined(Filter(
        lambda ctx, c: not (c.on_field and ask(ctx.g, Code.CANNOT_BE_TRIBUTED, c)),
        "that can be Tributed"))
    act = _each(group, lambda c: c.in_monster_zone or c.location == HAND,  # "from your hand or field"
                lambda ctx, c: ctx.g.move(c, GY, reason="cost" if paying_cost(ctx) else "tribute",
                                          by=ctx.player, event="tributed"),
                {cat.TRIBUTE}, "Tribute", purpose="Tribute")
    inner = act.run

    def run(ctx: Ctx) -> Proc:
        cards = yield from inner(ctx)
        ctx.data["tributed"] = list(cards)
        return cards

    act.run = run
    return act


# ------------------------------------------------------------------ positions and control
def change_position(group: Any, to: str = "toggle") -> Act:
    """"Change its battle position" (``to``: "toggle", "attack", "defense"), face-up."""
    g_ = as_group(group)
    where = lambda c: c.in_monster_zone and not c.data.is_link
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        g = ctx.g
        for c in cards:
            new = to if to != "toggle" else ("defense" if c.position == "attack" else "attack")
            g.new_group()
            g.set_position(c, new if new == "attack" else DEFENSE, True, by=ctx.player)
        return cards

    return Act(run, {cat.POSITION}, possible=_possible(g_, where), text="change position")


def set_face_down(group: Any) -> Act:
    """"Change it to face-down Defense Position"."""
    g_ = as_group(group)
    where = lambda c: c.in_monster_zone and c.face_up and not c.data.is_link
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        for c in cards:
            ctx.g.new_group()
            ctx.g.set_position(c, DEFENSE, False, by=ctx.player)
        return cards

    return Act(run, {cat.POSITION}, possible=_possible(g_, where), text="set face-down")


def flip_face_up(group: Any, *, without_flip_effects: bool = False) -> Act:
    """"Change ... to face-up" (keeping the position); ``without_flip_effects``: "(their Flip
    effects are not activated)", turned face-up Defense Position."""
    g_ = as_group(group)
    where = lambda c: c.in_monster_zone and not c.face_up
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        cards = yield from pick(ctx)
        g = ctx.g
        if cards:
            g.new_group()
        for c in cards:
            if without_flip_effects:
                c.position, c.face_up, c.was_face_up_on_field = DEFENSE, True, True
                g.emit("position", player=c.controller, card=c, reason="effect", by=ctx.player,
                       data={"position": DEFENSE, "face_up": True, "no_flip_effect": True})
            else:
                g.set_position(c, c.position, True, by=ctx.player)
        return cards or True

    return Act(run, {cat.POSITION}, text="flip face-up")


def set_card(group: Any) -> Act:
    """"Set 1 Spell/Trap from your hand" (it cannot be activated this turn if it is a Trap)."""
    from engine.state import SPELLS

    g_ = as_group(group)
    where = lambda c: c.location == HAND and not c.data.is_monster
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        done = []
        for c in (yield from pick(ctx)):
            zones = g.free_zones(ctx.player, SPELLS)
            if not zones:
                break
            zone = yield from g.choose_zone(ctx.player, SPELLS, zones, hint=f"Where to Set {c.name}?")
            g.new_group()
            g.move(c, SPELLS, player=ctx.player, zone=zone, face_up=False, reason="set",
                   event="set_spell")
            c.turn_set = g.state.turn
            done.append(c)
        return done

    def possible(ctx: Ctx) -> bool:
        from engine.state import SPELLS

        return bool(ctx.g.free_zones(ctx.player, SPELLS)) and _possible(g_, where)(ctx)  # type: ignore[misc]

    return Act(run, possible=possible, text="Set a card")


def take_control(group: Any, *, until_end_phase: bool = False, while_equipped: bool = False) -> Act:
    """"Take control of ..." — until the End Phase of this turn, or while this card equips it
    (the monster goes to a free Main Monster Zone of yours: asked when several are free)."""
    g_ = as_group(group)
    where = lambda c: c.in_monster_zone
    pick = _cards(g_, where)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        taken = []
        for target in (yield from pick(ctx)):
            zones = g.free_zones(ctx.player, MONSTERS)
            if not zones or (while_equipped and not ctx.card.on_field):
                continue
            zone = yield from g.choose_zone(ctx.player, MONSTERS, zones,
                                            hint=f"Where to place {target.name}?")
            if while_equipped:
                attach_equip(ctx, ctx.card, target)
            g.new_group()
            if g.take_control(target, ctx.player, zone=zone, source=ctx.card.name,
                              until_turn=g.state.turn if until_end_phase else None,
                              bound_to=ctx.card if while_equipped else None):
                taken.append(target)
        return taken

    return Act(run, {cat.CONTROL},
               possible=lambda ctx: bool(ctx.g.free_zones(ctx.player, MONSTERS)), text="take control")


def attach_equip(ctx: Ctx, equip: Card, target: Card) -> None:
    """Attach an Equip Card to the monster it now equips (seed 003 p. 24)."""
    equip.equipped_to = target
    ctx.g.emit("equipped", player=ctx.player, card=equip, data={"to": target.uid})


def equip_this_card(group: Any) -> Act:
    """"... and equip it with this card": this card becomes an Equip Card of that monster."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        cards = [c for c in g_.candidates(ctx) if c.in_monster_zone and c.face_up]
        if not cards or not ctx.card.on_field:
            return None
        attach_equip(ctx, ctx.card, cards[0])
        return cards[:1]
        yield  # pragma: no cover

    return Act(run, {cat.EQUIP}, text="equip this card")


__all__ = [
    "ATTACK_POSITION",
    "DEFENSE_POSITION",
    "FACE_DOWN_DEFENSE",
    "FACE_UP",
    "FIELD",
    "add_to_hand",
    "attach_equip",
    "banish",
    "banish_at_random",
    "bound_for_gy",
    "can_be_special_summoned",
    "change_position",
    "destroy",
    "discard",
    "discard_hand",
    "draw",
    "equip_this_card",
    "excavate_and_add",
    "flip_face_up",
    "mill",
    "opponent_banishes_down_to_your_count",
    "return_to_deck",
    "return_to_deck_from_a_hand_you_look_at",
    "return_to_hand",
    "send_to_gy",
    "set_card",
    "set_face_down",
    "special_summon",
    "summonable",
    "take_control",
    "tribute",
]


# ------------------------------------------------------------------ Deck and Extra Deck
def excavate_and_add(amount: Amount, f: Filter | None = None) -> Act:
    """"Excavate the top N cards of your Deck, add 1 of them to your hand, also place the rest
    on the bottom of your Deck in any order" (the player sees them; an ``order`` prompt puts
    the rest on the bottom, the first listed above the others)."""
    from engine.prompts import OrderPrompt

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        deck = g.state.players[ctx.player].deck
        shown = list(deck[:amount_of(amount, ctx)])
        if not shown:
            return None
        g.new_group()
        for c in shown:
            g.emit("excavated", player=ctx.player, card=c, hidden_from=())  # shown to both
        usable = [c for c in shown if f is None or f.test(ctx, c)]
        added: list[Card] = []
        if usable and not g.draw_forbidden(ctx.player, "search"):
            answer = yield CardsPrompt(player=ctx.player, candidates=[c.uid for c in usable],
                                       min=1, max=1, purpose="to hand",
                                       hint=f"{ctx.card.name}: add 1 excavated card to your hand")
            added = [g.state.cards[u] for u in answer.cards]
            g.new_group()
            for c in added:
                g.to_hand(c, reason="effect", by=ctx.player)
        rest = [c for c in shown if c.location == DECK]
        if len(rest) > 1:
            answer = yield OrderPrompt(player=ctx.player, items=[c.uid for c in rest],
                                       labels=[c.name for c in rest],
                                       hint="Order the rest for the bottom of your Deck (first = highest)")
            rest = [g.state.cards[u] for u in answer.order]
        for c in rest:
            deck.remove(c)
            deck.append(c)
        g.changed()
        return [c for c in added if c.location == HAND]

    return Act(run, {cat.TO_HAND, cat.SEARCH},
               possible=lambda ctx: bool(ctx.g.state.players[ctx.player].deck)
               and not ctx.g.draw_forbidden(ctx.player, "search"),
               text="excavate and add 1")


def banish_at_random(group: Any, counts: tuple[int, ...], *, face_down: bool = False) -> Act:
    """"Banish 3 or 6 random cards from ...": the player chooses how many (an ``option``
    prompt listing ``counts``), the cards are picked at random (the duel's generator)."""
    from engine.prompts import OptionPrompt

    g_ = as_group(group)

    def usable(ctx: Ctx) -> list[Card]:
        return [c for c in g_.candidates(ctx) if ctx.g.banish_refusal(c, ctx.player) is None]

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        found = usable(ctx)
        allowed = [i for i, n in enumerate(counts) if n <= len(found)]
        answer = yield OptionPrompt(player=ctx.player, options=[str(n) for n in counts],
                                    allowed=allowed, hint=f"{ctx.card.name}: banish how many?")
        n = counts[answer.option]
        pool = list(found)
        g.rng.shuffle(pool)
        chosen = pool[:n]
        g.new_group()
        for c in chosen:
            g.banish(c, reason=reason(ctx), by=ctx.player, face_up=not face_down)
        return [c for c in chosen if c.location == BANISHED]

    return Act(run, {cat.BANISH}, possible=lambda ctx: len(usable(ctx)) >= min(counts),
               text="banish at random")


def return_to_deck_from_a_hand_you_look_at(group: Any) -> Act:
    """"Look at your opponent's hand, and choose 1 card from it to shuffle into the Deck": the
    cards of the group (a hand) are shown to the player for the choice only."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        found = g_.candidates(ctx)
        if not found:
            return None
        for c in found:
            c.revealed = True
        g.changed()
        try:
            chosen = yield from g_.choose(ctx, purpose="to deck", cards=found)
        finally:
            for c in found:
                g.conceal(c)  # those left are hidden again, with new ids (hidden information)
        g.new_group()
        for c in affected(ctx, chosen):
            g.to_deck(c, shuffle=True, reason=reason(ctx), by=ctx.player)
        return chosen

    return Act(run, {cat.TO_DECK}, possible=lambda ctx: bool(g_.candidates(ctx)),
               text="look at the hand and shuffle 1 into the Deck")


def opponent_banishes_down_to_your_count(*, face_down: bool = True) -> Act:
    """"Make your opponent banish cards from their field (face-down) so they control the same
    number of cards as you do": the opponent chooses which. A Spell/Trap resolving with it is
    still on its controller's field and counts, so the opponent keeps at least 1 card (the
    official Konami announcement of the card: "it resolves while you control it")."""

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        mine = list(g.state.players[ctx.player].field_cards())
        theirs = [c for c in g.state.players[ctx.opponent].field_cards()
                  if g.banish_refusal(c, ctx.opponent) is None]
        extra = len(g.state.players[ctx.opponent].field_cards()) - len(mine)
        if extra <= 0 or not theirs:
            return None
        n = min(extra, len(theirs))
        answer = yield CardsPrompt(player=ctx.opponent, candidates=[c.uid for c in theirs],
                                   min=n, max=n, purpose="banish",
                                   hint=f"{ctx.card.name}: banish {n} card(s) from your field")
        chosen = [g.state.cards[u] for u in answer.cards]
        g.new_group()
        for c in chosen:
            g.banish(c, reason="effect", by=ctx.opponent, face_up=not face_down)
        return chosen

    return Act(run, {cat.BANISH}, text="banish down to the same number")
