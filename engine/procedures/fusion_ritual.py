"""Fusion and Ritual Summons, done by card effects; Fusions that use their own materials.

Fusion (seed 003 p. 18, seed 002 n.Summons 04): an effect such as
"Polymerization" Fusion Summons 1 Fusion Monster from the Extra Deck using
the materials listed on it, from the places the effect names. A Fusion
Monster's materials are declared on its card as
``extra={"fusion_materials": [spec, ...]}``, each ``spec`` an exact card name
or a predicate ``(CardData) -> bool``. Materials are not a cost (seed 004
"Costs: Fusion Material & Ritual Spell Tributes"): the effect can be
activated only if a legal set exists, the Fusion Monster and its materials
are chosen on resolution, and if no Fusion can be Summoned then nothing is
moved (seed 002 04.9).

Ritual (seed 003 p. 19): a Ritual Spell Tributes monsters from the hand or
field whose Levels total the required amount ("exactly" or "N or more"),
then Special Summons the Ritual Monster from the hand. Tributes are not a
cost either. A set in which some Tribute could be left out and still reach
the total is refused (no needless Tribute).

:class:`OwnMaterialsSummon` is the ``special_summon=`` procedure of a monster
that Summons itself from the Extra Deck by removing the listed cards you
control (XYZ-Dragon Cannon: "you do not use Polymerization").
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.modifiers import cannot_summon_reason, current_level, current_name
from engine.prompts import CardsPrompt
from engine.state import BANISHED, EXTRA, GY, HAND, MONSTERS, Card
from engine.zones import extra_deck_zones

if TYPE_CHECKING:
    from engine.cards.data import CardData
    from engine.effects import Ctx
    from engine.game import Game

Proc = Generator[Any, Any, Any]
MaterialSpec = str | Callable[["CardData"], bool]

HAND_OR_FIELD = (HAND, "field")
NO_FUSION = (f"no Fusion Monster in your Extra Deck has its Fusion Materials in the places this "
             f"card names (materials are not a cost, but must exist) — {rules.FUSION}")
NO_RITUAL = (f"no Ritual Monster in your hand with Tributes whose Levels make the required total "
             f"— {rules.RITUAL}")


# ------------------------------------------------------------------ materials
def fusion_materials(g: Game, card: Card) -> list[MaterialSpec] | None:
    """The materials declared on a Fusion Monster's card, or None."""
    script = g.script(card)
    if script is None:
        return None
    mats = script.extra.get("fusion_materials")
    return list(mats) if mats else None


def _fits(spec: MaterialSpec, card: Card, g: Game | None = None) -> bool:
    """A material named by its name matches the name the card is treated as now ("this card's
    name becomes X" on the field or in the GY: ``modifiers.current_name``)."""
    if isinstance(spec, str):
        return (card.data.name if g is None else current_name(g, card)) == spec
    return bool(spec(card.data))


def assignment_exists(specs: Sequence[MaterialSpec], cards: Sequence[Card],
                      g: Game | None = None) -> bool:
    """Whether ``cards`` can be matched one-to-one to ``specs`` (each card one material)."""
    if len(specs) != len(cards):
        return False

    def place(i: int, used: frozenset[int]) -> bool:
        if i == len(specs):
            return True
        return any(j not in used and _fits(specs[i], c, g) and place(i + 1, used | {j})
                   for j, c in enumerate(cards))

    return place(0, frozenset())


def _pool(g: Game, player: int, places: Iterable[str], exclude: Iterable[Card] = ()) -> list[Card]:
    """Cards in ``places`` ("hand", "field" = your Monster Zones) that could be material."""
    skip = {c.uid for c in exclude}
    out: list[Card] = []
    p = g.state.players[player]
    for place in places:
        if place == HAND:
            out += [c for c in p.hand if c.data.is_monster]
        elif place == "field":
            out += p.field_monsters()
        elif place == "either_field":  # "using monsters from either field" (Super Polymerization)
            out += p.field_monsters() + g.state.players[1 - player].field_monsters()
    return [c for c in out if c.uid not in skip and (not c.on_field or c.face_up or c.controller == player)
            and not _not_fusion_material(g, c)]


def _not_fusion_material(g: Game, card: Card) -> bool:
    """"Cannot be used as Fusion Material" (``script.extra["not_fusion_material"]``)."""
    script = g.script(card)
    return bool(script is not None and script.extra.get("not_fusion_material"))


def _room_after(g: Game, player: int, card: Card, leaving: Sequence[Card]) -> bool:
    """After ``leaving`` go, would ``card`` have a zone to go to (seed 002 04.5)?"""
    if card.location == EXTRA:
        if extra_deck_zones(g, player, card):
            return True
        return any(c.controller == player and c.in_monster_zone for c in leaving)
    if g.free_zones(player, MONSTERS):
        return True
    return any(c.controller == player and c.location == MONSTERS for c in leaving)


def material_sets(g: Game, player: int, fusion: Card, pool: Sequence[Card]) -> list[tuple[Card, ...]]:
    specs = fusion_materials(g, fusion) or []
    if not specs:
        return []
    useful = [c for c in pool if any(_fits(s, c, g) for s in specs)]
    return [combo for combo in combinations(useful, len(specs))
            if assignment_exists(specs, combo, g) and _room_after(g, player, fusion, combo)]


def _fusion_monsters(g: Game, player: int,
                     which: Callable[[Card], bool] | None) -> Iterator[Card]:
    """The Fusion Monsters in the Extra Deck that could be Fusion Summoned, materials aside
    (a face-up Pendulum Monster there is Summoned only by Pendulum Summon)."""
    for card in g.state.players[player].extra:
        if not card.data.has("Fusion") or (card.data.is_pendulum and card.face_up):
            continue
        if which is not None and not which(card):
            continue
        if cannot_summon_reason(g, player, card, "fusion"):
            continue
        yield card


def summonable_fusions(g: Game, player: int, places: Iterable[str],
                       exclude: Iterable[Card] = (), which: Callable[[Card], bool] | None = None,
                       ) -> list[tuple[Card, list[tuple[Card, ...]]]]:
    """Fusion Monsters in the Extra Deck that could be Fusion Summoned now, with their sets
    (``which``: only those the effect names, "1 Machine Fusion Monster")."""
    pool = _pool(g, player, tuple(places), exclude)
    out = []
    for card in _fusion_monsters(g, player, which):
        sets = material_sets(g, player, card, pool)
        if sets:
            out.append((card, sets))
    return out


def can_fusion_summon(ctx: Ctx, places: Iterable[str] = HAND_OR_FIELD,
                      which: Callable[[Card], bool] | None = None) -> bool:
    """Activation condition of a Fusion Summon effect: a legal material set exists now
    (``bool(summonable_fusions(...))``, asked at every open state and window: it stops at the
    first set found, and lists the materials only once a Fusion Monster could use them)."""
    g, player = ctx.g, ctx.player
    pool: list[Card] | None = None
    for card in _fusion_monsters(g, player, which):
        if pool is None:
            pool = _pool(g, player, tuple(places), [ctx.card])
        if _has_material_set(g, player, card, pool):
            return True
    return False


def _has_material_set(g: Game, player: int, fusion: Card, pool: Sequence[Card]) -> bool:
    """``bool(material_sets(g, player, fusion, pool))``, stopping at the first set."""
    specs = fusion_materials(g, fusion) or []
    if not specs:
        return False
    useful = [c for c in pool if any(_fits(s, c, g) for s in specs)]
    return any(assignment_exists(specs, combo, g) and _room_after(g, player, fusion, combo)
               for combo in combinations(useful, len(specs)))


def fusion_summon(ctx: Ctx, places: Iterable[str] = HAND_OR_FIELD,
                  which: Callable[[Card], bool] | None = None) -> Proc:
    """Resolve "Fusion Summon 1 Fusion Monster using monsters from ``places``"; returns
    ``[the Fusion Monster]`` once it is Summoned (for "and if you do, ...")."""
    from engine.procedures.summon import special_summon

    g, player = ctx.g, ctx.player
    options = summonable_fusions(g, player, places, exclude=[ctx.card], which=which)
    if not options:
        g.emit("fusion_failed", player=player, card=ctx.card)
        return
    by_uid = {card.uid: sets for card, sets in options}
    answer = yield CardsPrompt(player=player, candidates=list(by_uid), min=1, max=1,
                               purpose="Fusion Monster",
                               hint=f"{ctx.card.name}: choose the Fusion Monster to Summon")
    fusion = g.state.cards[answer.cards[0]]
    sets = by_uid[fusion.uid]
    specs = fusion_materials(g, fusion) or []
    candidates = sorted({c.uid for s in sets for c in s})
    prompt = CardsPrompt(player=player, candidates=candidates, min=len(specs), max=len(specs),
                         purpose="Fusion Material",
                         hint=f"Choose the Fusion Materials for {fusion.name}")
    legal = {frozenset(c.uid for c in s) for s in sets}

    def check(chosen: list[int]) -> str | None:
        if frozenset(chosen) not in legal:
            return f"those cards are not the Fusion Materials of {fusion.name} — {rules.FUSION}"
        return None

    prompt._check = check
    answer = yield prompt
    mats = [g.state.cards[u] for u in answer.cards]
    g.new_group()
    for m in mats:
        g.move(m, GY, reason="fusion_material", by=player, event="sent_to_gy")
    if (yield from special_summon(g, player, fusion, kind="fusion", by=player)):
        fusion.flags["fusion_materials_used"] = [m.uid for m in mats]  # De-Fusion's "them"
        return [fusion]
    return None


# ------------------------------------------------------------------ Ritual
def _ritual_pool(g: Game, player: int, ritual: Card, exclude: Iterable[Card]) -> list[Card]:
    """Monsters with a Level in the hand or on your field that could be Tributed."""
    skip = {c.uid for c in exclude} | {ritual.uid}
    return [c for c in _pool(g, player, HAND_OR_FIELD)
            if c.uid not in skip and current_level(g, c) > 0 and not c.data.is_xyz
            and not c.data.is_link]


def _required(g: Game, ritual: Card, level: int | None) -> int:
    return level if level is not None else current_level(g, ritual)


def tribute_refusal(g: Game, player: int, ritual: Card, tributes: Sequence[Card],
                    level: int | None, exact: bool) -> str | None:
    """Why these Tributes cannot Ritual Summon ``ritual``, or None (seed 003 p. 19)."""
    need = _required(g, ritual, level)
    levels = [current_level(g, c) for c in tributes]
    total = sum(levels)
    if not tributes:
        return f"a Ritual Summon needs Tributes — {rules.RITUAL}"
    if exact and total != need:
        return f"the Tributes' Levels total {total}, they must equal {need} — {rules.RITUAL}"
    if not exact:
        if total < need:
            return f"the Tributes' Levels total {total}, they must be {need} or more — {rules.RITUAL}"
        if any(total - lv >= need for lv in levels):
            return (f"a Tribute is not needed: Levels {total} still reach {need} without one "
                    f"of them — {rules.RITUAL}")
    if not _room_after(g, player, ritual, tributes):
        return f"no Main Monster Zone would be free for {ritual.name} — {rules.ZONES}"
    return None


def _has_tribute_set(g: Game, player: int, ritual: Card, pool: Sequence[Card],
                     level: int | None, exact: bool) -> bool:
    for size in range(1, len(pool) + 1):
        for combo in combinations(pool, size):
            if tribute_refusal(g, player, ritual, combo, level, exact) is None:
                return True
    return False


def ritual_candidates(ctx: Ctx, monsters: Sequence[str], level: int | None,
                      exact: bool) -> list[Card]:
    """Ritual Monsters in the hand that this Ritual Spell could Summon now."""
    g, player = ctx.g, ctx.player
    out = []
    for card in g.state.players[player].hand:
        if card.data.name not in monsters or card is ctx.card:
            continue
        if cannot_summon_reason(g, player, card, "ritual"):
            continue
        pool = _ritual_pool(g, player, card, exclude=[ctx.card])
        if _has_tribute_set(g, player, card, pool, level, exact):
            out.append(card)
    return out


def ritual_summon(ctx: Ctx, monsters: Sequence[str], level: int | None, exact: bool) -> Proc:
    """Resolve a Ritual Spell: choose the Ritual Monster and Tributes, Tribute, then Summon."""
    from engine.procedures.summon import special_summon

    g, player = ctx.g, ctx.player
    options = ritual_candidates(ctx, monsters, level, exact)
    if not options:
        g.emit("ritual_failed", player=player, card=ctx.card)
        return
    answer = yield CardsPrompt(player=player, candidates=[c.uid for c in options], min=1, max=1,
                               purpose="Ritual Monster",
                               hint=f"{ctx.card.name}: choose the Ritual Monster")
    ritual = g.state.cards[answer.cards[0]]
    pool = _ritual_pool(g, player, ritual, exclude=[ctx.card])
    prompt = CardsPrompt(player=player, candidates=[c.uid for c in pool], min=1, max=len(pool),
                         purpose="Tribute", hint=f"Tribute monsters for {ritual.name}")
    prompt._check = lambda chosen: tribute_refusal(
        g, player, ritual, [g.state.cards[u] for u in chosen], level, exact)
    answer = yield prompt
    g.new_group()
    for t in (g.state.cards[u] for u in answer.cards):
        g.move(t, GY, reason="ritual", by=player, event="tributed")
    yield from special_summon(g, player, ritual, kind="ritual", by=player)


# ------------------------------------------------------------------ own materials
def own_procedure_place_refusal(g: Game, player: int, card: Card) -> str | None:
    """Why ``card``'s own Extra Deck procedure (a contact Fusion: no Polymerization) cannot be
    used now: it is Special Summoned from its owner's Extra Deck, in their Main Phase."""
    from engine.procedures.summon import main_phase_open

    if card.location != EXTRA or card.owner != player:
        return f"{card.name} is Special Summoned from your Extra Deck — {rules.SPECIAL_SUMMON}"
    return main_phase_open(g, player)


class OwnMaterialsSummon:
    """Special Summon from the Extra Deck by removing the listed cards you control.

    Not an effect (seed 003 p. 49: Summoning conditions are not effects): it
    starts no chain, and the Summon has its negation and response windows.
    Union Monsters equipped as Equip Cards are cards you control, so they count.
    """

    def __init__(self, materials: Sequence[MaterialSpec], to: str = BANISHED) -> None:
        self.materials = list(materials)
        self.to = to

    def _pool(self, g: Game, player: int) -> list[Card]:
        cards = g.state.players[player].field_cards()
        return [c for c in cards if c.data.is_monster and any(_fits(s, c, g) for s in self.materials)]

    def _sets(self, g: Game, player: int, card: Card) -> list[tuple[Card, ...]]:
        return [combo for combo in combinations(self._pool(g, player), len(self.materials))
                if assignment_exists(self.materials, combo, g) and _room_after(g, player, card, combo)]

    def refusal(self, g: Game, player: int, card: Card) -> str | None:
        reason = own_procedure_place_refusal(g, player, card)
        if reason:
            return reason
        if not self._sets(g, player, card):
            names = ", ".join(s for s in self.materials if isinstance(s, str))
            return f"{card.name} needs {names} on your field — {rules.SPECIAL_SUMMON}"
        return None

    def perform(self, g: Game, player: int, card: Card) -> Proc:
        from engine.procedures.extra_summons import place_from_extra_deck
        from engine.procedures.summon import summon_with_negation_window

        sets = self._sets(g, player, card)
        legal = {frozenset(c.uid for c in s) for s in sets}
        prompt = CardsPrompt(player=player, candidates=sorted({c.uid for s in sets for c in s}),
                             min=len(self.materials), max=len(self.materials), purpose="material",
                             hint=f"Choose the cards to remove for {card.name}")
        prompt._check = lambda chosen: (None if frozenset(chosen) in legal else
                                        f"those are not the cards {card.name} lists — "
                                        f"{rules.SPECIAL_SUMMON}")
        answer = yield prompt
        g.new_group()
        chosen = [g.state.cards[u] for u in answer.cards]
        # the cards leave together: an equipped Union goes as a material, not as an Equip
        # Card whose monster left
        for m in sorted(chosen, key=lambda c: c.equipped_to is None):
            if self.to == BANISHED:
                g.banish(m, reason="summon_material", by=player)
            else:
                g.move(m, self.to, reason="summon_material", by=player, event="sent_to_gy")
        yield from place_from_extra_deck(g, player, card, f"Where to Special Summon {card.name}?")
        yield from summon_with_negation_window(g, player, card, "special")
