"""Xyz Materials, Levels that change, and a few timings the Xyz starter decks name.

    Ignition(cost=detach(1), ...)                                   # "detach 1 material from this card"
    Activate(cost=detach(1, you_control(monster)), ...)             # "... from a monster you control"
    Continuous(gain_atk(for_each_material(200), face_up & monster & yours))
    Continuous(detach_instead_of_destruction())                     # "... detach 1 material instead"
    until_end_of_turn(level_becomes(3), to=this_card)              # "its Level becomes 3"
    until_your_next_standby_phase(gain_atk(1000), gain_def(1000), to=TARGETS)
    Trigger(on=targeted_for_an_attack(), ...)                       # "when this card is targeted for an attack"

Xyz Materials are not cards on the field (seed 003 p. 15): they sit under their Xyz Monster
and go to the GY when detached. Detaching as a ``cost=`` is a cost: it is paid even if the
activation is then negated (seed 004 "Costs"). A Level that "becomes N" is the answer of
``Code.SET_LEVEL``, asked by ``modifiers.current_level`` (Xyz and Link Monsters have no Level).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec, _card_spec, gain_atk
from engine.cards.library.filters import Filter, this_card
from engine.cards.library.groups import as_group
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.modifiers import Lingering
from engine.state import ATTACK, DECK, GY, MONSTERS

if TYPE_CHECKING:
    from engine.effects import Ctx, Effect
    from engine.state import Card


# ------------------------------------------------------------------ Xyz Materials
def detach(count: int = 1, group: Any = this_card) -> Act:
    """"Detach N materials from this card" (``group``: "from a monster you control" —
    ``you_control(monster)``: the monster is asked first, among those with enough materials,
    then which materials: a card choice, always asked). Returns the detached materials."""
    from engine.procedures.extra_summons import detach as detach_materials

    g_ = as_group(group)

    def hosts(ctx: Ctx) -> list[Card]:
        return [c for c in g_.candidates(ctx) if c.in_monster_zone and len(c.materials) >= count]

    def run(ctx: Ctx) -> Proc:
        found = hosts(ctx)
        chosen = yield from g_.choose(ctx, purpose="detach", cards=found)
        if not chosen or len(chosen[0].materials) < count:
            return []
        mats = yield from detach_materials(ctx.g, ctx.player, chosen[0], count)
        return mats

    return Act(run, possible=lambda ctx: bool(hosts(ctx)), text=f"detach {count} material(s)")


has_materials = Filter(lambda ctx, c: c.in_monster_zone and bool(c.materials),
                       "with Xyz Material attached")


def for_each_material(amount: int) -> Callable[[Ctx, Card], int]:
    """"N for each material attached to this card" (a continuous value, counted each time)."""
    return lambda ctx, c: amount * len(ctx.card.materials)


def gain_atk_for_each_of_its_materials(amount: int) -> Spec:
    """"It gains N ATK for each material attached to it" (lingering): the number is counted when
    the effect applies, as ocgcore does, and detaching later does not change it."""
    base = gain_atk(0)

    def frozen(ctx: Ctx, card: Card) -> Spec:
        return gain_atk(amount * len(card.materials))

    return Spec(base.code, None, base.make, f"gains {amount} ATK for each material",
                freeze=frozen)


def detach_instead_of_destruction(count: int = 1) -> Spec:
    """"If this face-up card would be destroyed (by battle or card effect), you can detach N
    materials from it instead": optional, so its controller is asked when it would be destroyed
    (``Code.DESTROY_REPLACEMENT_ASKED``, offered by ``modifiers.destroy_with_replacements``) —
    a yes/no, then which materials, a card choice always asked (docs/scenarios.md)."""
    from engine.cards.library.steps import ask_yes_no
    from engine.procedures.extra_summons import detach as detach_materials

    def make(_applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            me = ctx.card
            if subject[0] is not me or not (me.in_monster_zone and me.face_up
                                            and len(me.materials) >= count):
                return None

            def offer() -> Proc:
                if not (yield from ask_yes_no(ctx, f"{me.name} would be destroyed: detach "
                                                   f"{count} material(s) instead?")):
                    return False
                yield from detach_materials(ctx.g, ctx.player, me, count)
                return True

            return offer
        return answer

    return Spec(Code.DESTROY_REPLACEMENT_ASKED, Filter(lambda ctx, c: True), make,
                f"you can detach {count} material(s) instead")


# ------------------------------------------------------------------ Levels
def level_becomes(n: int, affects: Filter | None = None) -> Spec:
    """"Its Level becomes N" (only a monster with a Level, face-up on the field)."""
    return _card_spec(Code.SET_LEVEL, affects, lambda ctx, c: n, f"Level becomes {n}")


def _linger(ctx: Ctx, group: Any, specs: tuple[Spec, ...], data: dict[str, Any]) -> Proc:
    from engine.cards.library.continuous import _is

    cards = yield from as_group(group).choose(ctx)
    made = []
    for card in cards:
        if not (card.on_field and card.face_up):
            continue
        only = Filter(_is(card), card.name)
        fixed = [s.freeze(ctx, card) if s.freeze is not None else s for s in specs]
        ln = Lingering(player=ctx.player, source=ctx.card.name, card=card, ctx=ctx,
                       modifiers=tuple(s.bind(only) if s.affects is None else s.bind() for s in fixed),
                       data=dict(data))
        ctx.g.lingering.append(ln)
        made.append(ln)
    ctx.g.changed()
    return cards, made


def _flat(parts: tuple[Spec | tuple[Spec, ...], ...]) -> tuple[Spec, ...]:
    out: list[Spec] = []
    for p in parts:
        out += list(p) if isinstance(p, tuple) else [p]
    return tuple(out)


def until_your_next_standby_phase(*parts: Spec | tuple[Spec, ...], to: Any) -> Act:
    """"... until your next Standby Phase": it ends when the Standby Phase of this effect's
    player's next turn begins (or when the card leaves the field)."""
    specs = _flat(parts)

    def run(ctx: Ctx) -> Proc:
        g, player, turn = ctx.g, ctx.player, ctx.g.state.turn

        def ends(events: list[Any]) -> bool:
            return any(ev.kind == "phase" and ev.data.get("phase") == "standby"
                       and ev.player == player and g.state.turn > turn for ev in events)

        cards, made = yield from _linger(ctx, to, specs, {})
        for ln in made:
            def hook(events: list[Any], ln: Lingering = ln) -> None:
                if ends(events) and ln in g.lingering:
                    g.lingering.remove(ln)
                    g.changed()
            ln.data["each_time"] = hook
        return cards

    from engine.cards.library.categories import ATK_DEF

    cats = {ATK_DEF} if any(s.code in (Code.ATK, Code.DEF) for s in specs) else set()
    return Act(run, cats, text="until your next Standby Phase")


# ------------------------------------------------------------------ the Deck
def place_on_top_of_deck(group: Any) -> Act:
    """"Take 1 card from your Deck, shuffle your Deck, then place that card on top of it" (not
    a search: the card stays in the Deck)."""
    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        cards = [c for c in g_.candidates(ctx) if c.location == DECK]
        chosen = yield from g_.choose(ctx, purpose="to top of deck", cards=cards)
        if not chosen:
            return []
        card = chosen[0]
        g.shuffle_deck(card.owner)
        deck = g.state.players[card.owner].deck
        deck.remove(card)
        deck.insert(0, card)
        g.changed()
        return [card]

    return Act(run, possible=lambda ctx: any(c.location == DECK for c in g_.candidates(ctx)),
               text="place on top of the Deck")


# ------------------------------------------------------------------ battle and timings
def targeted_for_an_attack() -> On:
    """"When this card is targeted for an attack" (the attack declared on it)."""
    return On(lambda ctx, ev: (ev.kind == "attack_declared"
                               and ev.data.get("target") == ctx.card.uid),
              "this card is targeted for an attack")


#: "by a direct attack": the attack in progress has no target (with ``inflicts_battle_damage()``).
by_a_direct_attack = On(lambda ctx, ev: ctx.g.attack is not None and ctx.g.attack.target is None,
                        "by a direct attack")
#: "... and sends it to the GY" (with ``destroys_by_battle()``): the destroyed card went there.
and_sent_to_the_gy = On(lambda ctx, ev: ev.dst == GY, "and sent to the GY")


def _in_battle_with_this_card(ctx: Ctx, c: Card) -> bool:
    att = ctx.g.attack
    return (att is not None and c is not ctx.card and ctx.card in (att.attacker, att.target)
            and c in (att.attacker, att.target))


#: The monster this card is battling (or just battled, until the Damage Step ends).
battling_this_card = Filter(_in_battle_with_this_card, "battling this card")


def free_main_monster_zones(n: int) -> Cond:
    """"If you have N or more free Main Monster Zones" (an effect that Summons N at once)."""
    return Cond(lambda ctx: len(ctx.g.free_zones(ctx.player, MONSTERS)) >= n,
                f"if you have {n} free Main Monster Zones")


# ------------------------------------------------------------------ bonds
def when_changed_to_defense_destroy_it_and_this_card() -> Effect:
    """"When that monster is changed to Defense Position, destroy it and this card": a
    continuous effect of this card (not a Chain Link), checked whenever the game settles
    (``chain.run_adjustments``), about the monster this card keeps (``keep_as_target``). A
    change to face-down Defense Position counts too."""
    from engine.cards.library.duel import this_cards_target
    from engine.cards.library.kinds import Continuous

    def adjust(ctx: Ctx) -> Proc:
        me = ctx.card
        for c in ctx.g.field_cards():
            if c.in_monster_zone and c.position != ATTACK and this_cards_target.test(ctx, c):
                ctx.g.destroy([c, me], reason="effect", by=ctx.player)
                return
        return
        yield  # pragma: no cover

    return Continuous(text="when that monster is changed to Defense Position, destroy both",
                      extra={"adjust": adjust})


__all__ = [
    "and_sent_to_the_gy",
    "battling_this_card",
    "by_a_direct_attack",
    "detach",
    "detach_instead_of_destruction",
    "for_each_material",
    "free_main_monster_zones",
    "gain_atk_for_each_of_its_materials",
    "has_materials",
    "level_becomes",
    "place_on_top_of_deck",
    "targeted_for_an_attack",
    "until_your_next_standby_phase",
    "when_changed_to_defense_destroy_it_and_this_card",
]
