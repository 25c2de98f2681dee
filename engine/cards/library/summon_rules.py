"""Summoning rules a card declares: Ritual Spells, Gemini, Toon and Union monsters, Summons
by a monster's own procedure (discarding, banishing, removing named cards), Tokens, and the
number of Normal Summons a turn allows.

The rules themselves are the engine's (``engine.procedures.fusion_ritual``, ``abilities``,
``extra_summons``, ``summon``); these blocks are how a card says it uses them. Card names
are parameters given by the card, never written here.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec, _card_spec
from engine.cards.library.filters import Filter
from engine.continuous import Code, Modifier
from engine.effects import Ctx, Effect
from engine.modifiers import Lingering
from engine.procedures import abilities as ab
from engine.procedures import fusion_ritual as fr

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import Card


def _ctx(g: Game, player: int, card: Card) -> Ctx:
    from engine.cards.library.procedures import _ctx as procedure_ctx

    return procedure_ctx(g, player, card)


# ------------------------------------------------------------------ Ritual and Fusion
def ritual_summon(*monsters: str, level: int | None = None, exact: bool = False) -> Act:
    """"Ritual Summon <monsters> from your hand by Tributing monsters from your hand or field
    whose Levels total <level> or more (``exact``: exactly its Level)": both the Ritual Monster
    and the Tributes are chosen on resolution (the Tributes are not a cost: seed 004); the
    effect can be activated only if such a Summon could be done now."""

    def run(ctx: Ctx) -> Proc:
        yield from fr.ritual_summon(ctx, monsters, level, exact)
        return True

    return Act(run, {cat.SPECIAL_SUMMON},
               possible=lambda ctx: bool(fr.ritual_candidates(ctx, monsters, level, exact)),
               text="Ritual Summon")


#: The refusal of a Ritual/Fusion Spell that could Summon nothing now (``extra=`` of its kind).
NO_RITUAL_SUMMON = {"why_not": fr.NO_RITUAL}
NO_FUSION_SUMMON = {"why_not": fr.NO_FUSION}


def must_be_fusion_summoned(*materials: Any) -> dict[str, Any]:
    """A Fusion Monster that "must be Fusion Summoned" with these materials (exact names, or
    filters on printed facts as for ``fusion_materials``):
    ``card(..., **must_be_fusion_summoned("A", "B"))``."""
    from engine.cards.library.procedures import fusion_materials

    specs = fusion_materials(*materials)["extra"]["fusion_materials"]
    return {"extra": {"fusion_materials": specs, "summon_only_by": ("fusion",),
                      "only_by_procedure": True}}


def summoned_by_removing(*materials: str) -> dict[str, Any]:
    """"Special Summoned from your Extra Deck only by banishing <materials> you control (no
    Polymerization)" — a contact Fusion, the monster's own procedure (not an effect):
    ``card(..., cannot_normal_summon=True, **summoned_by_removing("A", "B", "C"))``."""
    names = list(materials)
    return {"summon": fr.OwnMaterialsSummon(names),
            "extra": {"fusion_materials": names, "summon_only_by": ("procedure",),
                      "only_by_procedure": True}}


def synchro_summon_now() -> Act:
    """"Immediately after this effect resolves, Synchro Summon 1 Synchro Monster using monsters
    you control" (seed 001): the monster's own procedure, performed while the effect
    resolves; possible only if some Synchro Monster could be Summoned now."""
    from engine.cards.library.steps import choose_cards
    from engine.procedures.extra_summons import immediate_summon_refusal, summon_immediately

    def options(ctx: Ctx) -> list[Card]:
        return [c for c in ctx.g.state.players[ctx.player].extra if c.data.has("Synchro")
                and immediate_summon_refusal(ctx.g, ctx.player, c) is None]

    def run(ctx: Ctx) -> Proc:
        choices = options(ctx)
        if not choices:
            return None
        chosen = yield from choose_cards(ctx, choices, hint=f"{ctx.card.name}: Synchro Summon "
                                         "which monster?", purpose="Synchro Summon")
        yield from summon_immediately(ctx.g, ctx.player, chosen[0])
        return chosen

    return Act(run, {cat.SPECIAL_SUMMON}, possible=lambda ctx: bool(options(ctx)),
               text="Synchro Summon")


# ------------------------------------------------------------------ Gemini, Toon, Union
def gemini(effect: Effect) -> Effect:
    """A Gemini monster's effect: it exists only once the Gemini was Normal Summoned a second
    time (seed 002 02.8)."""
    return ab.gemini(effect)


def _counts_as_normal(ctx: Ctx, c: Card) -> bool:
    return ab.is_normal_monster(c)


#: Normal Monsters, and Gemini monsters while they are treated as Normal Monsters (in the GY,
#: or face-up before their second Summon: seed 002 02.8a) — "1 Normal Monster" as material.
treated_as_normal_monster = Filter(_counts_as_normal, "Normal Monster")


def name_becomes(name: str, affects: Filter | None = None) -> Spec:
    """"This card's name becomes <name>" (while the effect applies)."""
    return _card_spec(Code.CHANGE_NAME, affects, lambda ctx, c: name, f"its name becomes {name}")


def toon(world: str) -> list[Effect]:
    """A Toon monster's rules: it cannot attack the turn it is Summoned; it attacks directly
    unless the opponent controls a Toon (then it must attack a Toon); it is destroyed when
    ``world`` on the field is destroyed (seed 004 "Toon Monsters"). Its own Summon is
    ``toon_summon(world)``."""
    return ab.toon_effects(world)


def toon_summon(world: str) -> Any:
    """The Toon's own Special Summon from the hand while you control ``world``, with the
    Tributes its Level needs (not an effect: no chain)."""
    return ab.ToonSummon(world)


def union(hosts: Sequence[str | Filter], atk: int, defense: int, *,
          one_union_at_a_time: bool = False) -> list[Effect]:
    """A Union monster (seed 002 02.15): once per turn equip it to a ``hosts`` monster you
    control, or unequip it and Special Summon it; the equipped monster gains ``atk``/``defense``
    and, if it would be destroyed by battle or an effect, this card is destroyed instead.
    ``one_union_at_a_time=True`` only for a Union whose text still says "a monster can only be
    equipped with 1 Union Monster at a time" (seed 002 02.15h-j: not every Union's rule)."""
    return ab.union_effects(tuple(hosts), atk, defense, one_union_at_a_time=one_union_at_a_time)


# ------------------------------------------------------------------ the monster's own Summon
def special_summon_from_hand_by_discarding(f: Filter, what: str) -> Any:
    """"You can Special Summon this card from your hand by discarding 1 <f>": the monster's own
    procedure (not an effect); ``f`` is tested from the monster being Summoned (``this_card``)."""
    test = f.test

    def cost_cards(g: Game, player: int, card: Card) -> list[Card]:
        ctx = _ctx(g, player, card)
        return [c for c in g.state.players[player].hand if c is not card and test(ctx, c)]

    return ab.HandSummon(cost_cards, lambda g, player, c: g.discard(c, reason="cost", by=player),
                         f"discard {what}")


def special_summon_from_hand_by_banishing(*each: Filter, where: str = "gy") -> Any:
    """"Special Summon this card from your hand by banishing 1 <f1> and 1 <f2> ... from your GY":
    the monster's own procedure (not an effect); the cards are chosen together, one for each
    filter."""
    from engine.procedures.extra_summons import OwnCondition
    from engine.prompts import CardsPrompt

    tests = [f.test for f in each]
    wanted = " and ".join(f"1 {f.text}" for f in each)

    def pool(g: Game, player: int, card: Card) -> list[Card]:
        ctx = _ctx(g, player, card)
        return [c for c in getattr(g.state.players[player], where)
                if any(t(ctx, c) for t in tests) and g.banish_refusal(c, player) is None]

    def fits(g: Game, player: int, card: Card, cards: list[Card]) -> bool:
        ctx = _ctx(g, player, card)
        return len(cards) == len(tests) and any(
            all(t(ctx, c) for t, c in zip(tests, order, strict=True))
            for order in permutations(cards))

    def condition(g: Game, player: int, card: Card) -> str | None:
        cards = pool(g, player, card)
        if any(fits(g, player, card, list(combo)) for combo in permutations(cards, len(tests))):
            return None
        return (f"{card.name} needs {wanted} in your GY to banish — its own Summon condition; "
                f"{rules.SPECIAL_SUMMON}")

    def cost(g: Game, player: int, card: Card) -> Proc:
        prompt = CardsPrompt(player=player, candidates=[c.uid for c in pool(g, player, card)],
                             min=len(tests), max=len(tests), purpose="banish",
                             hint=f"Banish {wanted} for {card.name}")
        prompt._check = lambda uids: None if fits(g, player, card, [g.state.cards[u] for u in uids]) \
            else f"choose exactly {wanted} — {rules.SPECIAL_SUMMON}"
        answer = yield prompt
        g.new_group()
        for u in answer.cards:
            g.banish(g.state.cards[u], reason="summon", by=player)

    return OwnCondition(condition=condition, cost=cost)


# ------------------------------------------------------------------ Normal Summons, Tokens
def normal_summon_limit(n: int) -> Act:
    """"You can conduct N Normal Summons/Sets this turn": the largest limit applies and the
    Summons already made count toward it; a second card setting the same limit cannot be
    activated (seed 002 n.Summons 01.4d-g)."""

    def run(ctx: Ctx) -> Proc:
        ab.set_normal_summon_limit(ctx.g, ctx.player, n)
        return True
        yield  # pragma: no cover

    return Act(run, possible=lambda ctx: not ab.limit_already_set(ctx, n),
               text=f"{n} Normal Summons/Sets this turn")


#: Why a card setting the Normal Summon limit again cannot be activated (``extra=``).
SUMMON_LIMIT_ALREADY_SET = {"why_not": "the Normal Summon limit was already set this turn — "
                                       f"{rules.SUMMON_LIMIT_EFFECTS}"}


def _chain_link_3(ctx: Ctx) -> bool:
    names = [link.card.data.name for link in ctx.g.chain]
    return len(names) >= 2 and len(set(names)) == len(names) and ctx.card.name not in names


#: "Activate only as Chain Link 3 or higher, if no two cards or effects with the same name
#: are in the chain" (card text).
chain_link_3_or_higher_with_different_names = Cond(
    _chain_link_3, "only as Chain Link 3 or higher, with no two cards of the same name in the chain")


def _you_summoned(ctx: Ctx) -> bool:
    return ab.summoned_this_turn(ctx.g, ctx.player)


#: "If you have not Summoned a monster this turn" (a Normal Set does not count).
you_summoned_nothing_this_turn = ~Cond(_you_summoned, "you Summoned a monster this turn")


def no_other_summons_this_turn() -> Act:
    """"You cannot Summon other monsters the turn you activate this card" (a Normal Set is
    still allowed): from the activation on; the monsters this card makes are not "other"."""

    def run(ctx: Ctx) -> Proc:
        source, player, name = ctx.card.uid, ctx.player, ctx.card.name

        def forbids(_ctx: Ctx, subject: Any) -> Any:
            who, monster, _kind = subject
            if who != player or monster.flags.get("made_by") == source:
                return None
            return (f"you activated {name} this turn: no other Summons (a Normal Set is allowed) "
                    f"— {rules.SUMMON_RESTRICTION}")

        ctx.g.lingering.append(Lingering(player=player, source=name, expires_turn=ctx.g.state.turn,
                                         ctx=ctx, modifiers=(Modifier(Code.CANNOT_SUMMON, forbids),)))
        return True
        yield  # pragma: no cover

    return Act(run, text="no other Summons this turn")


def cannot_be_tributed_for_a_tribute_summon() -> Act:
    """"They cannot be Tributed for a Tribute Summon": the cards the previous action moved
    (Tokens just made); they can still be Tributed for a cost."""

    def run(ctx: Ctx) -> Proc:
        last = ctx.data.get("last") or []
        for c in last if isinstance(last, list) else []:
            c.flags["no_tribute_summon"] = True
        return last
        yield  # pragma: no cover

    return Act(run, text="cannot be Tributed for a Tribute Summon")


__all__ = [
    "NO_FUSION_SUMMON",
    "NO_RITUAL_SUMMON",
    "SUMMON_LIMIT_ALREADY_SET",
    "cannot_be_tributed_for_a_tribute_summon",
    "chain_link_3_or_higher_with_different_names",
    "gemini",
    "must_be_fusion_summoned",
    "name_becomes",
    "no_other_summons_this_turn",
    "normal_summon_limit",
    "ritual_summon",
    "special_summon_from_hand_by_banishing",
    "special_summon_from_hand_by_discarding",
    "summoned_by_removing",
    "synchro_summon_now",
    "toon",
    "toon_summon",
    "treated_as_normal_monster",
    "union",
    "you_summoned_nothing_this_turn",
]
