"""Blocks for Pool 4 rules about looking at the Deck, Fusion Summons by effects, a card's
own Summon procedure and Levels, each named after the rule it carries:

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
    alone sees them (the added card is shown to both), then orders the rest (a card prompt for
    each, from the top down). A search: ``search`` + ``to_hand``."""
    from engine.prompts import CardsPrompt

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
        left = [c for c in shown if c.location == DECK]
        rest: list[Card] = []
        while len(left) > 1:  # the order, top first: card prompts (the player looks at them)
            answer = yield CardsPrompt(player=ctx.player, candidates=[c.uid for c in left],
                                       min=1, max=1, purpose="order",
                                       hint=f"{ctx.card.name}: the next card from the top of your Deck")
            picked = g.state.cards[answer.cards[0]]
            rest.append(picked)
            left.remove(picked)
        rest += left
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
    "fusion_summon_using_only",
    "level_at_most_that_of",
    "level_of",
    "levels_totalling",
    "look_at_top_you_can_add",
    "normal_summoned_or_set",
    "once_per_turn_this_way",
    "opponents_card_effects",
    "summon_only_if",
    "summoned_as",
    "this_card_and_the_equipped_monster",
    "this_face_up_card_leaves_the_field",
    "you_activate_a_spell_trap_card_or_effect",
]
