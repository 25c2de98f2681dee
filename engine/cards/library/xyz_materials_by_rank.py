"""Xyz Monsters as Xyz Materials, chosen by Rank, and Special Summons from the Extra Deck of "at
most 1 of each Rank": "2 or more <f> Xyz Monsters with the same Rank that have material", "up
to the number of card types among this card's materials", and "the battle damage your opponent
takes is halved".

Named after the rules, never after a card (issue 14, Pool 4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.library.continuous import Spec, player_spec
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Count, Group
from engine.continuous import Code
from engine.procedures.extra_summons import Xyz
from engine.state import EXTRA

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.game import Game
    from engine.state import Card


@dataclass
class _XyzOfSameRankXyz(Xyz):
    """"N or more <material_in> Xyz Monsters with the same Rank that have material" (seed 003
    pp. 14-15: an Xyz Monster has no Level, so only a card that says so uses them). Their own
    materials go to the GY as they become materials (no Rank-Up transfer: ocgcore's Xyz
    procedure sends them)."""

    def _candidates(self, g: Game, player: int, card: Card) -> list[Card]:
        from engine.procedures.extra_summons import _face_up_monsters, _script_extra

        return [c for c in _face_up_monsters(g, player)
                if c.data.is_xyz and c is not card and c.materials
                and not _script_extra(g, c).get("not_xyz_material")
                and (self.material_in is None or self.material_in(g, player, card, c))]

    def _printed_refusal(self, g: Game, player: int, card: Card, mats: list[Card]) -> str | None:
        from engine.procedures.extra_summons import zones_after

        if any(m not in self._candidates(g, player, card) for m in mats):
            return f"{card.name} needs face-up {self.material_text} you control — {rules.XYZ}"
        if len({m.data.rank for m in mats}) > 1:
            return f"{card.name} needs Xyz Monsters with the same Rank — {rules.XYZ}"
        if not self.count <= len(mats) <= (self.maximum or self.count):
            return f"{card.name} needs {self.count} or more Xyz Materials, not {len(mats)} — {rules.XYZ}"
        if not zones_after(g, player, card, mats):
            return f"no zone would be free for {card.name} — {rules.EXTRA_DECK_ZONE}"
        return None

    def perform(self, g: Game, player: int, card: Card) -> Any:
        from engine.procedures.extra_summons import (
            _choose_materials,
            _place,
            _positions,
            zones_after,
        )
        from engine.procedures.summon import choose_position, summon_with_negation_window
        from engine.state import GY, MONSTERS

        mats = yield from _choose_materials(
            g, player, card, self._candidates(g, player, card), self.count,
            self.maximum or self.count, "Xyz Material",
            lambda chosen: self.material_refusal(g, player, card, chosen))
        zones = zones_after(g, player, card, mats)
        zone = yield from g.choose_zone(player, MONSTERS, zones, hint=f"Where to Summon {card.name}?")
        position = yield from choose_position(g, player, card, _positions(card))
        g.new_group()
        for m in mats:
            for old in list(m.materials):  # the materials' own materials go to the GY
                g.move(old, GY, reason="rule", by=player, event="detached")
            g.attach_material(m, card, reason="xyz_material", by=player)
        _place(g, player, card, zone, position)
        yield from summon_with_negation_window(g, player, card, "xyz")


def xyz_summon_with_xyz_monsters_of_the_same_rank(materials: Filter, count: int = 2) -> Xyz:
    """"<count> or more <materials> Xyz Monsters with the same Rank that have material" —
    ``card(..., summon=...)``."""
    from engine.cards.library.procedures import _material_test

    return _XyzOfSameRankXyz(count=count, maximum=99, material_in=_material_test(materials),
                             material_text=f"{materials.text} Xyz Monsters with material")


class _OnePerRank(Group):
    """A group chosen with at most 1 card of each Rank ("(max. 1 of each Rank)")."""

    def choose(self, ctx: Ctx, purpose: str = "select", hint: str = "",
               player: int | None = None, cards: list[Card] | None = None,
               most: int | None = None, why_not: Any = None) -> Any:
        from engine.prompts import CardsPrompt

        found = self.candidates(ctx) if cards is None else cards
        if not found:
            return found
        low, top = self.count.bounds(ctx)
        high = len(found) if top is None else min(top, len(found))
        if most is not None:
            high = min(high, most)
        low = min(low, high) if low else 0
        prompt = CardsPrompt(player=ctx.player if player is None else player,
                             candidates=[c.uid for c in found], min=low, max=high, purpose=purpose,
                             hint=hint or f"{ctx.card.name}: choose up to {high} {self.what} "
                                          "(at most 1 of each Rank)")
        g = ctx.g
        prompt._check = lambda uids: (
            None if len({g.state.cards[u].data.rank for u in uids}) == len(uids)
            else f"choose at most 1 monster of each Rank — {ctx.card.name}'s text")
        answer = yield prompt
        return [g.state.cards[u] for u in answer.cards]


def card_types_among_its_materials(ctx: Ctx) -> int:
    """"The number of card types (Monster, Spell, Trap) among this card's materials"."""
    return len({m.data.card_type for m in ctx.card.materials})


def from_extra_deck_one_of_each_rank(f: Filter, up_to: Any) -> Group:
    """"<f> monsters from your Extra Deck, up to <up_to(ctx)> (at most 1 of each Rank)"."""
    return _OnePerRank(f, (EXTRA,), "you", Count(1, None, limit=up_to))


def battle_damage_to_your_opponent_halved() -> Spec:
    """"The battle damage your opponent takes is halved" (with ``until_end_of_turn``: "this
    turn"); ``Code.HALVE_BATTLE_DAMAGE``, asked by the battle damage step."""
    return player_spec(Code.HALVE_BATTLE_DAMAGE,
                       lambda ctx, subject: subject[0] != ctx.player,
                       "battle damage to your opponent halved")


def rank_at_most(n: int) -> Filter:
    """"Rank N or lower" (printed Rank: an Xyz Monster off the field keeps it)."""
    return Filter(lambda ctx, c: bool(c.data.rank) and c.data.rank <= n, f"Rank {n} or lower")


__all__ = [
    "battle_damage_to_your_opponent_halved",
    "card_types_among_its_materials",
    "from_extra_deck_one_of_each_rank",
    "rank_at_most",
    "xyz_summon_with_xyz_monsters_of_the_same_rank",
]
