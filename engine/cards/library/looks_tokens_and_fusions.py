"""Blocks for the Dark Magician deck's rules (Pool 4), each named after the rule it carries:

    Activate(resolve=look_at_top_you_can_add(3, f))          # "look at the top 3 cards ..."
    Activate(target=..., resolve=fusion_summon_using_only(TARGETS))  # "using only it as material"
    Trigger(on=this_face_up_card_leaves_the_field(), mandatory=True, range=...)
    Quick(condition=you_activate_a_spell_trap_card_or_effect & opponents_turn, ...)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond, last_link
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed, as_group
from engine.cards.library.triggers import On
from engine.state import DECK, GY, HAND, ON_FIELD

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


# ------------------------------------------------------------------ the top of the Deck
def look_at_top_you_can_add(count: int, f: Filter) -> Act:
    """"Look at the top N cards of your Deck, and if you do, you can reveal 1 <f> among them
    and add it to your hand, then place the rest on top of your Deck in any order": the player
    alone sees them (the added card is shown to both), then orders the rest (an ``order``
    prompt, the first listed on top). A search: ``search`` + ``to_hand``."""
    from engine.prompts import CardsPrompt, OrderPrompt

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        deck = g.state.players[ctx.player].deck
        shown = list(deck[:count])
        if not shown:
            return None
        g.new_group()
        for c in shown:
            unaware = tuple(p for p in (0, 1) if p != ctx.player and not g.knows(p, c))
            g.emit("looked_at", player=ctx.player, card=c, by=ctx.player, hidden_from=unaware)
        usable = [c for c in shown if f.test(ctx, c)]
        added: list[Card] = []
        if usable and not g.draw_forbidden(ctx.player, "search"):
            answer = yield CardsPrompt(player=ctx.player, candidates=[c.uid for c in usable],
                                       min=0, max=1, purpose="to hand",
                                       hint=f"{ctx.card.name}: you can add 1 of them to your hand")
            added = [g.state.cards[u] for u in answer.cards]
            if added:
                g.new_group()
                for c in added:
                    g.to_hand(c, reason="effect", by=ctx.player)
        rest = [c for c in shown if c.location == DECK]
        if len(rest) > 1:
            answer = yield OrderPrompt(player=ctx.player, items=[c.uid for c in rest],
                                       labels=[c.name for c in rest],
                                       hint="Order the rest for the top of your Deck (first = top)")
            rest = [g.state.cards[u] for u in answer.order]
        for c in rest:
            deck.remove(c)
        deck[0:0] = rest
        g.changed()
        return [c for c in added if c.location == HAND] or shown

    return Act(run, {cat.TO_HAND, cat.SEARCH},
               possible=lambda ctx: len(ctx.g.state.players[ctx.player].deck) > 0,
               text=f"look at the top {count} cards")


# ------------------------------------------------------------------ Fusion with one material
def _listing(ctx: Ctx, material: Card) -> list[Card]:
    """Fusion Monsters in the Extra Deck whose listed materials name ``material``'s current
    name, that could be Special Summoned now with it gone from the field."""
    from engine.modifiers import cannot_summon_reason, current_name
    from engine.procedures.fusion_ritual import _room_after, fusion_materials

    name = current_name(ctx.g, material)
    out = []
    for c in ctx.g.state.players[ctx.player].extra:
        if not c.data.has("Fusion") or (c.data.is_pendulum and c.face_up):
            continue
        if name not in [s for s in (fusion_materials(ctx.g, c) or []) if isinstance(s, str)]:
            continue
        if cannot_summon_reason(ctx.g, ctx.player, c, "fusion"):
            continue
        if _room_after(ctx.g, ctx.player, c, [material]):
            out.append(c)
    return out


def fusion_summon_using_only(group: Any) -> Act:
    """"Fusion Summon 1 Fusion Monster from your Extra Deck that lists that monster as
    material, using only it as the Fusion Material" (seed 003 p. 18: a Fusion Summon by a card
    effect). The material is sent to the GY first, then the Fusion Monster is Summoned (the two
    do not happen at the same time); it must name the material's current name ("this card's
    name becomes X" counts). ``refine`` keeps only targets some Fusion Monster lists."""
    from engine.procedures.summon import special_summon
    from engine.prompts import CardsPrompt

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        cards = [c for c in (yield from g_.choose(ctx)) if c.on_field and c.face_up]
        if not cards:
            return None
        material = cards[0]
        options = _listing(ctx, material)
        if not options:
            g.emit("fusion_failed", player=ctx.player, card=ctx.card)
            return None
        answer = yield CardsPrompt(player=ctx.player, candidates=[c.uid for c in options],
                                   min=1, max=1, purpose="Fusion Monster",
                                   hint=f"{ctx.card.name}: choose the Fusion Monster to Summon")
        fusion = g.state.cards[answer.cards[0]]
        g.new_group()
        g.move(material, GY, reason="fusion_material", by=ctx.player, event="sent_to_gy")
        g.new_group()
        if (yield from special_summon(g, ctx.player, fusion, kind="fusion", by=ctx.player)):
            fusion.flags["fusion_materials_used"] = [material.uid]
            return [fusion]
        return None

    refine = Filter(lambda ctx, c: c.location in ON_FIELD and bool(_listing(ctx, c)),
                    "that a Fusion Monster in your Extra Deck lists as material")
    return Act(run, {cat.SPECIAL_SUMMON}, refine=refine,
               text=f"Fusion Summon using only that monster — {rules.FUSION}")


# ------------------------------------------------------------------ events and activations
def this_face_up_card_leaves_the_field() -> On:
    """"If this face-up card leaves the field" (a Set card leaving does not count); give the
    trigger a ``range`` of the places it may have gone to."""
    return On(lambda ctx, ev: (ev.card is ctx.card and ev.src in ON_FIELD and ev.dst != ""
                               and ev.dst not in ON_FIELD and bool(ev.data.get("was_face_up"))),
              "this face-up card leaves the field")


def _you_activated_a_spell_trap(ctx: Ctx) -> bool:
    link = last_link(ctx)
    return (link is not None and not link.negated and link.player == ctx.player
            and not link.card.data.is_monster)


#: "If you activate a Spell/Trap Card or effect": the Chain Link this would answer is the
#: activation of a Spell/Trap Card or of a Spell/Trap Card's effect, by this effect's player.
you_activate_a_spell_trap_card_or_effect = Cond(_you_activated_a_spell_trap,
                                                "if you activate a Spell/Trap Card or effect")




# ------------------------------------------------------------------ Equip Cards
def _this_and_equipped(ctx: Ctx) -> list[Card]:
    host = ctx.card.equipped_to
    return [ctx.card] + ([host] if host is not None and host.in_monster_zone else [])


#: "This card and the equipped monster" (sent together, e.g. as an Equip Spell's cost).
this_card_and_the_equipped_monster = Fixed(_this_and_equipped, "this card and the equipped monster")


# ------------------------------------------------------------------ whose effects, how often
def opponents_card_effects(source: Ctx, effect: Ctx) -> bool:
    """For ``unaffected_by(effects=...)``: "your opponent's card effects" (the player of the
    effect is the opponent of the protecting card's controller)."""
    return effect.player != source.player


def once_per_turn_this_way(procedure: Any) -> Any:
    """"You can only Special Summon <this card> once per turn this way": a monster's own
    Special Summon procedure from the hand (``special_summon_from_hand...``), counted per name
    and player for the turn (``per_turn.uses``, as ``xyz_summon(once_per_turn=True)``)."""
    refusal, perform = procedure.refusal, procedure.perform

    def key(card: Card) -> str:
        return f"own_summon_once:{card.data.name}"

    def once_refusal(g: Any, player: int, card: Card) -> str | None:
        if g.state.per_turn[player].uses.get(key(card)):
            return (f"you can only Special Summon {card.name} once per turn this way — its own "
                    f"text; {rules.SPECIAL_SUMMON}")
        return refusal(g, player, card)

    def once_perform(g: Any, player: int, card: Card) -> Proc:
        uses = g.state.per_turn[player].uses
        uses[key(card)] = uses.get(key(card), 0) + 1
        result = yield from perform(g, player, card)
        return result

    procedure.refusal, procedure.perform = once_refusal, once_perform
    return procedure



def summon_only_if(procedure: Any, condition: Any, text: str) -> Any:
    """"<This card> cannot be <Link> Summoned except <condition>" (``text`` says it in the
    refusal): the summoning procedure is refused unless ``condition`` holds for its player (a
    condition seen from the monster being Summoned)."""
    from engine.cards.library.conditions import as_cond
    from engine.effects import CONTINUOUS, Ctx, Effect

    test = as_cond(condition).test
    refusal = procedure.refusal
    record = Effect(CONTINUOUS, text="summoning procedure")

    def only_if(g: Any, player: int, card: Card) -> str | None:
        if not test(Ctx(g, card, player, record)):
            return f"{card.name} can be Summoned this way only {text} — its own text"
        return refusal(g, player, card)

    procedure.refusal = only_if
    return procedure


def _normal_summoned_or_set(ctx: Ctx, c: Card) -> bool:
    # a Normal Set leaves no Summon kind; a Flip Summon keeps the card a Normal Set one
    return c.in_monster_zone and c.summon_kind in (None, "normal", "tribute", "gemini", "flip")


#: "A Normal Summoned/Set monster" (on the field; not Special Summoned).
normal_summoned_or_set = Filter(_normal_summoned_or_set, "Normal Summoned/Set monster")


# ------------------------------------------------------------------ Levels as amounts
def level_of(group: Any, times: int = 1) -> Any:
    """"Equal to its Level x N" (an amount ``ctx -> int``): the current Level of the first
    card of a fixed group (``TARGETS``) on the field, its printed Level elsewhere."""
    from engine.modifiers import current_level

    g_ = as_group(group)

    def value(ctx: Ctx) -> int:
        cards = g_.candidates(ctx)
        if not cards or not cards[0].data.level:
            return 0
        c = cards[0]
        return times * (current_level(ctx.g, c) if c.in_monster_zone else c.data.level)

    return value


def level_at_most_that_of(group: Any) -> Filter:
    """"With a Level less than or equal to that monster's Level" (``TARGETS``)."""
    from engine.modifiers import current_level

    g_ = as_group(group)

    def test(ctx: Ctx, c: Card) -> bool:
        cards = g_.candidates(ctx)
        if not cards or not c.data.level:
            return False
        top = current_level(ctx.g, cards[0]) if cards[0].in_monster_zone else cards[0].data.level
        own = current_level(ctx.g, c) if c.in_monster_zone else c.data.level
        return 0 < own <= top

    return Filter(test, "with a Level up to that monster's")


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
    from engine.cards.library.continuous import Spec

    def make(applies: Any) -> Any:
        inner = spec.make(applies)

        def answer(ctx: Ctx, subject: Any) -> Any:
            if ctx.g.attack is None or ctx.g.attack is not ctx.data.get("battle"):
                return None
            return inner(ctx, subject)
        return answer

    freeze = spec.freeze
    return Spec(spec.code, spec.affects, make, f"{spec.text} until the end of the Damage Step",
                freeze=(lambda ctx, c: during_that_battle(freeze(ctx, c)))
                if freeze is not None else None)


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


def summoned_as(*kinds: str) -> Filter:
    """"A <kind> Summoned monster" (on the field): ``summoned_as("synchro")`` — "if this card
    was Synchro Summoned" with ``this_card_is``."""
    wanted = frozenset(kinds)
    return Filter(lambda ctx, c: c.in_monster_zone and c.summon_kind in wanted,
                  f"{'/'.join(sorted(wanted))} Summoned")


def levels_totalling(total: int, *parts: Any) -> Any:
    """"1 <A> and 1 <B> whose Levels total exactly N" (e.g. a cost sending them to the GY): the
    parts are asked in order, each among the cards that can still complete the total."""
    from engine.cards.library.groups import Together
    from engine.modifiers import current_level

    def lv(ctx: Ctx, c: Card) -> int:
        return current_level(ctx.g, c) if c.in_monster_zone else (c.data.level or 0)

    class _Totalling(Together):
        def _complete(self, ctx: Ctx, i: int, left: int, used: list[Card]) -> bool:
            if i == len(self.parts):
                return left == 0
            return any(self._complete(ctx, i + 1, left - lv(ctx, c), [*used, c])
                       for c in self.parts[i].candidates(ctx) if c not in used and lv(ctx, c) > 0)

        def available(self, ctx: Ctx) -> bool:
            return self._complete(ctx, 0, total, [])

        def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
                   player: int | None = None, cards: list[Card] | None = None,
                   most: int | None = None, why_not: Any = None) -> Proc:
            chosen: list[Card] = []
            left = total
            for i, part in enumerate(self.parts):
                fits = [c for c in part.candidates(ctx) if c not in chosen and lv(ctx, c) > 0
                        and self._complete_from(ctx, i + 1, left - lv(ctx, c), [*chosen, c])]
                got = yield from part.choose(ctx, purpose, hint, player, fits, None, why_not)
                if not got:
                    return chosen
                chosen += got
                left -= sum(lv(ctx, c) for c in got)
            return chosen

        def _complete_from(self, ctx: Ctx, i: int, left: int, used: list[Card]) -> bool:
            return self._complete(ctx, i, left, used)

    return _Totalling(*parts)

__all__ = [
    "another_monster_effect_is_activated",
    "atk_of_the_opponents_monster_it_battles",
    "during_that_battle",
    "fusion_summon_using_only",
    "level_at_most_that_of",
    "level_of",
    "levels_totalling",
    "look_at_top_you_can_add",
    "normal_summoned_or_set",
    "once_per_turn_this_way",
    "opponents_card_effects",
    "place_this_card_in_your_pendulum_zone",
    "special_summoned_from_the_extra_deck",
    "summon_only_if",
    "summoned_as",
    "summoned_using_this_card_gains",
    "this_card_and_the_equipped_monster",
    "this_card_in_the_monster_zone_is_destroyed",
    "this_face_up_card_leaves_the_field",
    "you_activate_a_spell_trap_card_or_effect",
]
