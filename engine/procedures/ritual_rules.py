"""Ritual Summons whose Ritual Spell names more than "Tribute from the hand or field".

Seed 003 p. 19 gives the basic Ritual Summon (``fusion_ritual.ritual_summon``). Modern Ritual
Spells widen it, and this module keeps those rules in one place:

- **which Ritual Monsters**: any monster a filter accepts ("any <archetype> Ritual Monster"),
  from the hand or also from the GY ("from your hand or GY");
- **Levels**: "exactly equal" or "equal or exceed" the Ritual Monster's Level;
- **other material**: monsters in the GY a filter accepts may be banished as part of the
  requirement ("and/or banish ... from your GY"); Ritual Spells that use exactly 1 monster from
  the hand or field, or send 1 monster from the Extra Deck to the GY, and Ritual Summon any
  number of Ritual Monsters whose Levels total that monster's Level;
- **the Ritual Monster's own restriction** (``extra["ritual_not_material"]``, a predicate
  ``(game, player, ritual, material) -> bool``): "must be Ritual Summoned without using any
  Level 9 monsters";
- **a monster that may be the entire requirement** (``extra["ritual_entire_requirement"]``,
  ``(game, player, material, ritual) -> bool``): "if you Ritual Summon exactly 1 <X> Ritual
  Monster with a card effect that requires use of monsters, this card can be used as the
  entire requirement".

Materials are not a cost (seed 004): the Spell can be activated only if a legal set exists,
and everything is chosen on resolution. A monster used from the hand or field is Tributed
(event ``tributed``, reason ``ritual``), one from the GY is banished, one from the Extra Deck is
sent to the GY (reason ``ritual``).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.modifiers import cannot_summon_reason, current_level
from engine.procedures.fusion_ritual import HAND_OR_FIELD, _pool, _room_after
from engine.prompts import CardsPrompt
from engine.state import EXTRA, GY, HAND, MONSTERS, Card

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.game import Game

Proc = Generator[Any, Any, Any]
CardTest = Callable[["Game", Card], bool]


@dataclass(frozen=True)
class RitualSpell:
    """What a Ritual Spell allows: ``which`` Ritual Monsters (``(game, card)``), from
    ``places`` (HAND, GY), Levels ``exact`` or "equal or exceed", and ``gy_banish`` (GY monsters
    that may be banished as part of the requirement)."""

    which: CardTest
    exact: bool = True
    places: tuple[str, ...] = (HAND,)
    gy_banish: CardTest | None = None


def _extra(g: Game, card: Card) -> dict[str, Any]:
    script = g.script(card)
    return script.extra if script is not None else {}


def refuses_material(g: Game, player: int, ritual: Card, material: Card) -> bool:
    """The Ritual Monster's own "without using ..." restriction."""
    test = _extra(g, ritual).get("ritual_not_material")
    return bool(test and test(g, player, ritual, material))


def entire_requirement(g: Game, player: int, material: Card, ritual: Card) -> bool:
    """May ``material`` alone be the whole requirement for ``ritual`` (one Ritual Monster)?"""
    test = _extra(g, material).get("ritual_entire_requirement")
    return bool(test and test(g, player, material, ritual))


def _level(g: Game, card: Card) -> int:
    return current_level(g, card) if card.on_field else card.data.level


def _materials(g: Game, player: int, spec: RitualSpell, ritual: Card, spell: Card) -> list[Card]:
    """Cards that could be part of ``ritual``'s requirement (hand/field, then the GY)."""
    skip = {ritual.uid, spell.uid}
    out = [c for c in _pool(g, player, HAND_OR_FIELD)
           if c.uid not in skip and _level(g, c) > 0 and not c.data.is_xyz and not c.data.is_link]
    if spec.gy_banish is not None:
        out += [c for c in g.state.players[player].gy
                if c.uid not in skip and c.data.is_monster and c.data.level > 0
                and spec.gy_banish(g, c) and g.banish_refusal(c, player) is None]
    return [c for c in out if not refuses_material(g, player, ritual, c)]


def refusal(g: Game, player: int, spec: RitualSpell, ritual: Card, chosen: Sequence[Card]) -> str | None:
    """Why ``chosen`` cannot be ``ritual``'s requirement under ``spec``, or None."""
    if not chosen:
        return f"a Ritual Summon needs Tributes — {rules.RITUAL}"
    if not _room_after(g, player, ritual, chosen):
        return f"no Main Monster Zone would be free for {ritual.name} — {rules.ZONES}"
    if len(chosen) == 1 and entire_requirement(g, player, chosen[0], ritual):
        return None
    need = ritual.data.level
    levels = [_level(g, c) for c in chosen]
    total = sum(levels)
    if spec.exact and total != need:
        return f"the Levels total {total}, they must equal {need} — {rules.RITUAL}"
    if not spec.exact:
        if total < need:
            return f"the Levels total {total}, they must be {need} or more — {rules.RITUAL}"
        if any(total - lv >= need for lv in levels):
            return (f"a monster is not needed: Levels {total} still reach {need} without one "
                    f"of them — {rules.RITUAL}")
    return None


def _has_set(g: Game, player: int, spec: RitualSpell, ritual: Card, pool: list[Card]) -> bool:
    """Whether some subset of ``pool`` is a legal requirement (subset sums, never every subset:
    a GY may hold many monsters)."""
    if any(entire_requirement(g, player, c, ritual) and _room_after(g, player, ritual, [c])
           for c in pool):
        return True
    need = ritual.data.level
    own_field = [c for c in pool if c.controller == player and c.location == MONSTERS]
    free = _room_after(g, player, ritual, [])
    starts = [None] if free else own_field
    for first in starts:
        rest = [c for c in pool if c is not first]
        base = 0 if first is None else _level(g, first)
        if not spec.exact:
            if base + sum(_level(g, c) for c in rest) >= need:
                return True
            continue
        sums = {base}
        for c in rest:
            sums |= {s + _level(g, c) for s in sums if s + _level(g, c) <= need}
        if need in sums and (first is not None or need > 0):
            return True
    return False


def ritual_candidates(ctx: Ctx, spec: RitualSpell) -> list[Card]:
    """Ritual Monsters this Ritual Spell could Summon now."""
    return list(_ritual_candidates(ctx, spec))


def has_ritual_candidate(ctx: Ctx, spec: RitualSpell) -> bool:
    """``bool(ritual_candidates(ctx, spec))``, stopping at the first Ritual Monster that has a
    requirement: the Ritual Spell's activation condition, asked at every open state and window."""
    return next(_ritual_candidates(ctx, spec), None) is not None


def _ritual_candidates(ctx: Ctx, spec: RitualSpell) -> Iterator[Card]:
    g, player = ctx.g, ctx.player
    p = g.state.players[player]
    places = {HAND: p.hand, GY: p.gy}
    for place in spec.places:
        for card in places[place]:
            if card is ctx.card or not card.data.has("Ritual") or not card.data.is_monster:
                continue
            if not spec.which(g, card) or cannot_summon_reason(g, player, card, "ritual"):
                continue
            if _has_set(g, player, spec, card, _materials(g, player, spec, card, ctx.card)):
                yield card


def _use(g: Game, player: int, chosen: Sequence[Card]) -> None:
    """Tribute (hand/field), banish (GY) or send (Extra Deck) the chosen requirement."""
    g.new_group()
    for c in chosen:
        if c.location == GY:
            g.banish(c, reason="ritual", by=player)
        elif c.location == EXTRA:
            g.move(c, GY, reason="ritual", by=player, event="sent_to_gy")
        else:
            g.move(c, GY, reason="ritual", by=player, event="tributed")


def ritual_summon(ctx: Ctx, spec: RitualSpell) -> Proc:
    """Resolve the Ritual Spell: choose the Ritual Monster, then its requirement; use it, then
    Ritual Summon the monster. Returns ``[the monster]`` once it is Summoned."""
    from engine.procedures.summon import special_summon

    g, player = ctx.g, ctx.player
    options = ritual_candidates(ctx, spec)
    if not options:
        g.emit("ritual_failed", player=player, card=ctx.card)
        return None
    answer = yield CardsPrompt(player=player, candidates=[c.uid for c in options], min=1, max=1,
                               purpose="Ritual Monster",
                               hint=f"{ctx.card.name}: choose the Ritual Monster")
    ritual = g.state.cards[answer.cards[0]]
    pool = _materials(g, player, spec, ritual, ctx.card)
    prompt = CardsPrompt(player=player, candidates=[c.uid for c in pool], min=1, max=len(pool),
                         purpose="Tribute", hint=f"Choose the monsters to use for {ritual.name}")
    prompt._check = lambda chosen: refusal(g, player, spec, ritual,
                                           [g.state.cards[u] for u in chosen])
    answer = yield prompt
    _use(g, player, [g.state.cards[u] for u in answer.cards])
    if (yield from special_summon(g, player, ritual, kind="ritual", by=player)):
        return [ritual]
    return None


# ------------------------------------------------------------------ one material, many Rituals
def _one_material_pool(g: Game, player: int, spell: Card, from_extra: bool) -> list[Card]:
    out = [c for c in _pool(g, player, HAND_OR_FIELD)
           if c.uid != spell.uid and _level(g, c) > 0 and not c.data.is_xyz and not c.data.is_link]
    if from_extra:
        out += [c for c in g.state.players[player].extra
                if c.data.level > 0 and not c.data.is_xyz and not c.data.is_link
                and not (c.data.is_pendulum and c.face_up)]
    return out


def _zones_for(g: Game, player: int, material: Card) -> int:
    free = len(g.free_zones(player, MONSTERS))
    if material.controller == player and material.location == MONSTERS:
        free += 1
    return free


def group_refusal(g: Game, player: int, material: Card, rituals: Sequence[Card]) -> str | None:
    """Why ``rituals`` cannot all be Ritual Summoned using ``material`` alone, or None."""
    if not rituals:
        return f"choose at least 1 Ritual Monster — {rules.RITUAL}"
    if len(rituals) > _zones_for(g, player, material):
        return f"not enough Main Monster Zones for {len(rituals)} monsters — {rules.ZONES}"
    if any(refuses_material(g, player, r, material) for r in rituals):
        return f"one of them cannot be Ritual Summoned using {material.name} — {rules.RITUAL}"
    if len(rituals) == 1 and entire_requirement(g, player, material, rituals[0]):
        return None
    total = sum(r.data.level for r in rituals)
    if total != _level(g, material):
        return (f"the Ritual Monsters' Levels total {total}, they must equal {material.name}'s "
                f"Level {_level(g, material)} — {rules.RITUAL}")
    return None


def _ritual_hand(g: Game, player: int, which: CardTest, spell: Card) -> list[Card]:
    """The ``which`` Ritual Monsters in the hand that could be Ritual Summoned (the material
    itself, if it is one of them, is left out by the caller)."""
    return [c for c in g.state.players[player].hand
            if c is not spell and c.data.is_monster and c.data.has("Ritual")
            and which(g, c) and not cannot_summon_reason(g, player, c, "ritual")]


def _groups(g: Game, player: int, which: CardTest, spell: Card, material: Card) -> list[tuple[Card, ...]]:
    hand = [c for c in _ritual_hand(g, player, which, spell) if c is not material]
    out = []
    for size in range(1, len(hand) + 1):
        for combo in combinations(hand, size):
            if group_refusal(g, player, material, combo) is None:
                out.append(combo)
    return out


def _has_group(g: Game, player: int, material: Card, rituals: list[Card]) -> bool:
    """``bool(_groups(...))`` for these Ritual Monsters (the material not among them), without
    building every group's refusal: :func:`group_refusal` is None exactly for a group of 1 to
    as many monsters as there are zones, none refusing the material, that is 1 monster the
    material may be the entire requirement for, or whose Levels total the material's."""
    zones = _zones_for(g, player, material)
    usable = [r for r in rituals if not refuses_material(g, player, r, material)]
    if not usable or zones < 1:
        return False
    if any(entire_requirement(g, player, material, r) for r in usable):
        return True
    want = _level(g, material)
    levels = [r.data.level for r in usable]
    return any(sum(combo) == want for size in range(1, min(zones, len(levels)) + 1)
               for combo in combinations(levels, size))


def one_material_options(ctx: Ctx, which: CardTest, from_extra: bool) -> list[Card]:
    """The monsters that could be this Spell's 1 material now (its activation condition asks
    at every open state and window): the Ritual Monsters in the hand are listed once, not
    once per material, and none means no material."""
    g, player = ctx.g, ctx.player
    rituals = _ritual_hand(g, player, which, ctx.card)
    if not rituals:
        return []
    return [m for m in _one_material_pool(g, player, ctx.card, from_extra)
            if _has_group(g, player, m, [r for r in rituals if r is not m])]


def ritual_summon_with_one_material(ctx: Ctx, which: CardTest, from_extra: bool) -> Proc:
    """"Tribute 1 monster from your hand or field, or send 1 monster from your Extra Deck to the
    GY, and Ritual Summon any number of <which> Ritual Monsters from your hand whose total
    Levels exactly equal its Level"."""
    from engine.procedures.summon import special_summon

    g, player = ctx.g, ctx.player
    options = one_material_options(ctx, which, from_extra)
    if not options:
        g.emit("ritual_failed", player=player, card=ctx.card)
        return None
    answer = yield CardsPrompt(player=player, candidates=[c.uid for c in options], min=1, max=1,
                               purpose="Tribute",
                               hint=f"{ctx.card.name}: choose the monster to use")
    material = g.state.cards[answer.cards[0]]
    groups = _groups(g, player, which, ctx.card, material)
    candidates = sorted({c.uid for grp in groups for c in grp})
    prompt = CardsPrompt(player=player, candidates=candidates, min=1, max=len(candidates),
                         purpose="Ritual Monster",
                         hint=f"Choose the Ritual Monsters to Summon using {material.name}")
    prompt._check = lambda chosen: group_refusal(g, player, material,
                                                 [g.state.cards[u] for u in chosen])
    answer = yield prompt
    rituals = [g.state.cards[u] for u in answer.cards]
    _use(g, player, [material])
    done = []
    for r in rituals:
        if (yield from special_summon(g, player, r, kind="ritual", by=player)):
            done.append(r)
    return done or None
