"""Summoning procedures declared on the card, with conditions on the whole group of
materials ("2+ Effect Monsters with different names").

    card(2857636, "Knightmare Phoenix", "...",
         ..., summon=link_summon(monster, exactly(2), different_names=True))

Materials are filters (:mod:`engine.cards.library.filters`) evaluated for the monster
being Summoned (``this_card`` is that monster, ``yours`` its player); the rules of each
Summon (Levels, Tuners, zones) are the engine's (``engine.procedures.extra_summons``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Count, at_least
from engine.effects import CONTINUOUS, Ctx, Effect
from engine.procedures.extra_summons import Link, OwnCondition, Synchro, Xyz
from engine.procedures.summon import TributeOption

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import Card

#: The effect record a procedure's filters are evaluated under (procedures are not effects).
_PROCEDURE = Effect(CONTINUOUS, text="summoning procedure")


def _ctx(g: Game, player: int, card: Card) -> Ctx:
    return Ctx(g, card, player, _PROCEDURE)


#: The context last made by ``_filter_ctx``: (game, player, card, context).
_LAST: tuple[Any, ...] = (None, None, None, None)


def _filter_ctx(g: Game, player: int, card: Card) -> Ctx:
    """The context a procedure's material filters are evaluated in. A Summon's refusal asks
    the filter of each possible material in turn with the same game, player and card: the
    context of the last call serves again while nothing was noted in it (no data, no
    targets: a filter only reads its context; only filters get it, never an action). One
    tuple, swapped whole, so a duel on another thread never gets a context made for its game
    by half."""
    global _LAST
    last = _LAST
    ctx = last[3]
    if (ctx is not None and last[0] is g and last[2] is card and last[1] == player
            and not ctx.data and not ctx.targets):
        return ctx  # type: ignore[no-any-return]
    ctx = Ctx(g, card, player, _PROCEDURE)
    _LAST = (g, player, card, ctx)
    return ctx


def _material_test(f: Filter | None) -> Any:
    if f is None:
        return None
    test = f.test
    return lambda g, player, card, m: test(_filter_ctx(g, player, card), m)


def _different_names(g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
    names = [m.data.name for m in mats]
    if len(set(names)) != len(names):
        return f"{card.name} needs materials with different names — {rules.LINK}"
    return None


TWO_OR_MORE = at_least(2)


def link_summon(materials: Filter | None = None, count: Count | int = TWO_OR_MORE, *,
                different_names: bool = False, including: Filter | None = None) -> Link:
    """"N+ <materials> (with different names) (, including a <including> monster)": a Link
    Summon (seed 002 03.6). ``count`` is the number of materials (a Link Monster may count as
    its Link Rating)."""
    low = count if isinstance(count, int) else count.low
    names = different_names or (isinstance(count, Count) and count.different_names)
    group = _different_names if names else None
    if including is not None:
        group = _including(including, group)
    return Link(minimum=low, material_in=_material_test(materials),
                material_text=materials.text if materials is not None else "", group=group)


def _including(f: Filter, other: Any) -> Any:
    """"..., including a <f> monster": at least one material matches ``f``."""
    test = f.test

    def check(g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        if not any(test(_filter_ctx(g, player, card), m) for m in mats):
            return f"{card.name} needs a {f.text} monster among its materials — {rules.LINK}"
        return other(g, player, card, mats) if other is not None else None

    return check


def synchro_summon(tuner: Filter | None = None, non_tuners: Filter | None = None, *,
                   min_non_tuners: int = 1) -> Synchro:
    """"1 <tuner> Tuner + 1+ (``min_non_tuners``: N+) non-Tuner <non_tuners> monsters" (seed
    003 pp. 16-17)."""
    return Synchro(tuner_in=_material_test(tuner), non_tuner_in=_material_test(non_tuners),
                   tuner_text=tuner.text if tuner is not None else "a Tuner",
                   non_tuner_text=non_tuners.text if non_tuners is not None else "non-Tuner monsters",
                   min_non_tuners=min_non_tuners)


def xyz_summon(level: int | None = None, count: int = 2, materials: Filter | None = None,
               maximum: int | None = None, *, or_on: Filter | None = None,
               once_per_turn: bool = False, or_on_once_per_turn: bool = False) -> Xyz:
    """"N Level L (<materials>) monsters" (seed 003 pp. 14-15). ``or_on``: "You can also Xyz
    Summon this card by using a <or_on> Xyz Monster you control as material" (its materials are
    transferred: Rank-Up material transfer); ``once_per_turn``: "You can only Xyz Summon <this
    card> once per turn"; ``or_on_once_per_turn``: "Once per turn, you can also Xyz Summon ..."
    (the alternative way only)."""
    return Xyz(level=level, count=count, maximum=maximum, material_in=_material_test(materials),
               material_text=materials.text if materials is not None else "",
               on_xyz=_material_test(or_on), on_xyz_text=or_on.text if or_on is not None else "",
               once_per_turn=once_per_turn, on_xyz_once_per_turn=or_on_once_per_turn)


def special_summon_from_hand(condition: Any, text: str, *,
                             original_stats: tuple[int, int] | None = None) -> OwnCondition:
    """"If <condition>, you can Special Summon this card (from your hand)": the monster's own
    Special Summon procedure (not an effect: no chain; it does not use the Normal Summon; seed
    001 "Special Summon", seed 003 p. 21). ``condition`` is a condition
    (:mod:`engine.cards.library.conditions`) seen from the monster; ``text`` says it in the
    refusal ("you control no monsters"). ``original_stats``: "if Summoned this way, its
    original ATK/DEF become A/D" (while it stays on the field)."""
    from engine.cards.library.conditions import as_cond

    test = as_cond(condition).test

    def refusal(g: Game, player: int, card: Card) -> str | None:
        if test(_ctx(g, player, card)):
            return None
        return (f"{card.name} can be Special Summoned from your hand only if {text} — its own "
                f"Summon condition; {rules.SPECIAL_SUMMON}")

    if original_stats is None:
        return OwnCondition(condition=refusal)

    def placed(g: Game, card: Card) -> None:
        card.flags["base_atk"], card.flags["base_def"] = original_stats  # read by modifiers
        g.changed()

    return OwnCondition(condition=refusal, placed=placed)


def without_tributing(*, original_atk: int | None = None,
                      condition: Any = None) -> TributeOption:
    """"(If <condition>,) you can Normal Summon this card without Tributing (but its original
    ATK becomes N)" (a Normal Summon only, not a Set); ``condition`` is seen from the monster
    in the hand."""
    if condition is None:
        return TributeOption(0, set_ok=False, original_atk=original_atk)
    from engine.cards.library.conditions import as_cond

    test = as_cond(condition).test
    return TributeOption(0, set_ok=False, original_atk=original_atk,
                         condition=lambda g, player, card: bool(test(_ctx(g, player, card))))


def with_tributes(count: int, *, set_ok: bool = False) -> TributeOption:
    """"You can Tribute N monsters to Tribute Summon (but not Set) this card"; the Summon's
    trigger is ``tribute_summoned_with(N)`` ("if Summoned this way")."""
    return TributeOption(count, set_ok=set_ok)


def fusion_materials(*materials: Any) -> dict[str, Any]:
    """A Fusion Monster's materials: exact names or filters on printed facts, e.g.
    ``fusion_materials("Elemental HERO Avian", monster & attribute("DARK"))``; give it as
    ``card(..., **fusion_materials(...))``."""
    specs: list[Any] = []
    for m in materials:
        if isinstance(m, Filter):
            specs.append(lambda data, t=m.test: t(None, _DataCard(data)))  # type: ignore[arg-type]
        else:
            specs.append(m)
    return {"extra": {"fusion_materials": specs}}


class _DataCard:
    """Printed facts seen as a card off the field (Fusion materials are checked on facts)."""

    __slots__ = ("controller", "data", "face_up", "location", "owner")

    def __init__(self, data: Any) -> None:
        self.data = data
        self.location = "hand"
        self.face_up = False
        self.owner = self.controller = 0

    @property
    def on_field(self) -> bool:
        return False


def fusion_summon(using: tuple[str, ...] = ("hand", "field")) -> Any:
    """"Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from <places> as
    material" — ``using``: "hand", "field" (yours), "either_field". The effect can be activated
    only if a legal set of materials exists; the Fusion Monster and its materials are chosen on
    resolution (seed 003 p. 18; materials are not a cost, seed 004)."""
    from engine.cards.library import categories as cat
    from engine.cards.library.action import Act
    from engine.procedures.fusion_ritual import can_fusion_summon
    from engine.procedures.fusion_ritual import fusion_summon as perform

    def run(ctx: Ctx) -> Any:
        result = yield from perform(ctx, using)
        return result if result is not None else True

    return Act(run, {cat.SPECIAL_SUMMON}, possible=lambda ctx: can_fusion_summon(ctx, using),
               text="Fusion Summon")


__all__ = ["fusion_materials", "fusion_summon", "link_summon", "special_summon_from_hand",
           "synchro_summon", "with_tributes", "without_tributing", "xyz_summon"]
