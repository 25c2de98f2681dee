"""Continuous effects layered onto printed values, recomputed on every question.

Nothing here stores a derived value: ATK is the printed ATK plus whatever the
active continuous and lingering effects say right now (seed 003 p. 10,
"Continuous Effect"). Flags such as "cannot attack" are asked the same way, of
every active effect through its ``rule(ctx, question, subject)`` hook.

Negation order: Spell/Trap negators (Skill Drain, Imperial Order) are applied
before monster negators (Jinzo), which is how the official rulings settle the
Skill Drain / Jinzo loop: Skill Drain negates Jinzo, so Jinzo cannot negate it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.data import QUESTION_MARK
from engine.effects import CONTINUOUS, Ctx, Effect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import Card


@dataclass
class Lingering:
    """An effect that outlasts its resolution: "until the end of this turn", "for 3 turns".

    ``card`` binds it to one card (it ends when that card leaves the field);
    ``rule`` answers flag questions like a continuous effect's hook.
    """

    player: int
    source: str
    card: Card | None = None
    atk: int = 0
    defense: int = 0
    expires_turn: int | None = None  # ends at the End Phase of this turn
    end_phases_left: int | None = None  # e.g. Swords of Revealing Light: 3 of the opponent's
    end_phase_player: int | None = None
    rule: Callable[[Lingering, str, Any], Any] | None = None
    data: dict[str, Any] = field(default_factory=dict)


def _is_negator(eff: Effect) -> bool:
    return bool(eff.extra.get("negates"))


def _raw_continuous(g: Game) -> Iterator[tuple[Card, Effect]]:
    for card in g.field_cards():
        if not card.face_up or card.flags.get("summoning"):
            continue  # a monster still "being Summoned" applies nothing yet (seed 004)
        for eff in g.effects_of(card):
            if eff.kind == CONTINUOUS:
                yield card, eff


def _negated_by(g: Game, card: Card, negators: list[tuple[Card, Effect]]) -> bool:
    for src, eff in negators:
        if src is card:
            continue
        rule = eff.rule
        if rule is not None and rule(g.ctx_for(src, eff), "negate", card):
            return True
    return False


def negated_cards_check(g: Game) -> Callable[[Card], bool]:
    """A predicate "is this card's effect negated now", computed once per question."""
    check: Callable[[Card], bool] = _cached(g, "negated", lambda: _negated_cards_check(g))
    return check


def _negated_cards_check(g: Game) -> Callable[[Card], bool]:
    raw = list(_raw_continuous(g))
    st_negators = [(c, e) for c, e in raw if _is_negator(e) and not c.data.is_monster]
    active_st = [(c, e) for c, e in st_negators if not _negated_by(g, c, st_negators)]
    mon_negators = [(c, e) for c, e in raw if _is_negator(e) and c.data.is_monster
                    and not _negated_by(g, c, active_st)]
    all_negators = active_st + mon_negators
    lingering_negate = [ln for ln in g.lingering if ln.rule is not None]

    def negated(card: Card) -> bool:
        if card.flags.get("negated_until") == g.state.turn:
            return True
        if _negated_by(g, card, all_negators):
            return True
        return any(ln.rule(ln, "negate", card) for ln in lingering_negate)  # type: ignore[misc]

    return negated


def is_negated(g: Game, card: Card) -> bool:
    return negated_cards_check(g)(card)


def _cached(g: Game, key: str, compute: Callable[[], Any]) -> Any:
    """Inside ``g.query()`` (a pure question, nothing changes) work a value out once."""
    cache = g.query_cache
    if cache is None:
        return compute()
    if key not in cache:
        cache[key] = compute()
    return cache[key]


def active_continuous(g: Game) -> list[tuple[Ctx, Effect]]:
    """Every continuous effect that applies now: face-up, on the field, not negated."""
    result: list[tuple[Ctx, Effect]] = _cached(g, "active", lambda: _active_continuous(g))
    return result


def _active_continuous(g: Game) -> list[tuple[Ctx, Effect]]:
    negated = negated_cards_check(g)
    out = []
    for card, eff in _raw_continuous(g):
        if card.data.is_monster and not card.in_monster_zone and card.location not in (eff.range or ()):
            continue  # a Monster Card used as a Spell (Pendulum Zone, Union equip) has only the
            # effects declared for that place (``range``)
        if eff.extra.get("gemini") and not card.gemini_enabled:
            continue
        if negated(card):
            continue
        out.append((g.ctx_for(card, eff), eff))
    return out


def ask(g: Game, question: str, subject: Any) -> Any:
    """The first truthy answer any active effect or lingering effect gives to ``question``."""
    for ctx, eff in active_continuous(g):
        if eff.rule is not None:
            answer = eff.rule(ctx, question, subject)
            if answer:
                return answer
    for ln in g.lingering:
        if ln.rule is not None:
            answer = ln.rule(ln, question, subject)
            if answer:
                return answer
    return None


def _printed(value: int | None) -> int:
    if value is None or value == QUESTION_MARK:
        return 0
    return value


def original_atk(card: Card) -> int:
    return _printed(card.data.atk)


def original_def(card: Card) -> int:
    return _printed(card.data.defense)


def current_atk(g: Game, card: Card) -> int:
    """Printed ATK plus every active modifier; printed values off the field or face-down."""
    base = card.flags.get("base_atk")
    value = base if isinstance(base, int) else original_atk(card)
    if not (card.in_monster_zone and card.face_up):
        return value
    change = 0
    for ctx, eff in active_continuous(g):
        if eff.atk is not None:
            change += eff.atk(ctx, card)
    for ln in g.lingering:
        if ln.card is card:
            change += ln.atk
    value += -change if ask(g, "reverse_stat_changes", card) else change  # Reverse Trap
    set_to = ask(g, "set_atk", card)
    if isinstance(set_to, int) and set_to is not True:
        value = set_to
    return max(0, value)


def current_def(g: Game, card: Card) -> int:
    base = card.flags.get("base_def")
    value = base if isinstance(base, int) else original_def(card)
    if card.data.is_link:
        return 0
    if not (card.in_monster_zone and card.face_up):
        return value
    change = 0
    for ctx, eff in active_continuous(g):
        if eff.defense is not None:
            change += eff.defense(ctx, card)
    for ln in g.lingering:
        if ln.card is card:
            change += ln.defense
    value += -change if ask(g, "reverse_stat_changes", card) else change  # Reverse Trap
    return max(0, value)


def current_level(g: Game, card: Card) -> int:
    data = card.data
    level = data.level or data.rank or data.link_rating
    change = card.flags.get("level")
    if isinstance(change, int):
        level = change
    return level


def cannot_attack_reason(g: Game, card: Card) -> str | None:
    answer = ask(g, "cannot_attack", card)
    if answer:
        return answer if isinstance(answer, str) else "this monster cannot attack now"
    return None


def cannot_summon_reason(g: Game, player: int, card: Card, kind: str) -> str | None:
    """Why ``player`` may not Summon ``card`` this way (``kind``: normal, tribute, gemini, flip,
    special, fusion, ritual, procedure, ...), or None.

    Printed restrictions come from the card's script (``extra["cannot_special_summon"]``
    for Spirits; ``extra["summon_only_by"]``, the kinds that may Special Summon a "must be
    Fusion Summoned" monster); continuous and lingering ones (Scapegoat's "cannot Summon
    this turn") answer the ``cannot_summon`` question with ``(player, card, kind)``.
    """
    special = kind not in ("normal", "tribute", "gemini", "flip")
    script = g.script(card)
    extra = script.extra if script is not None else {}
    if special and extra.get("cannot_special_summon"):
        return f"{card.name} cannot be Special Summoned — {rules.SPECIAL_SUMMON}"
    only = extra.get("summon_only_by")
    if special and only and kind not in only:
        return f"{card.name} can be Special Summoned only by {'/'.join(only)} — {rules.PROPERLY_SUMMONED}"
    answer = ask(g, "cannot_summon", (player, card, kind))
    if answer:
        return answer if isinstance(answer, str) else f"a continuous effect forbids this Summon — {rules.SUMMON}"
    return None


def cannot_activate_reason(g: Game, player: int, card: Card, eff: Effect) -> str | None:
    answer = ask(g, "cannot_activate", (player, card, eff))
    if answer:
        return answer if isinstance(answer, str) else "a continuous effect forbids this activation"
    return None


def unaffected(g: Game, card: Card, ctx: Ctx | None) -> bool:
    return bool(ask(g, "unaffected", (card, ctx)))


def destruction_replaced(g: Game, card: Card, reason: str, by: int | None) -> bool:
    """"Destroy this instead" and "cannot be destroyed" effects (Union, Stardust, ...)."""
    answer = ask(g, "destroy_instead", (card, reason, by))
    if callable(answer):
        answer()
        return True
    if answer:
        return True
    return False


def expire_lingering(g: Game) -> None:
    """Called in the End Phase: effects "until the end of this turn" end.

    ``data["on_expire"]`` runs for every effect that ends here (e.g. control
    taken "until the End Phase" returns), after the list is updated, so a hook
    that moves cards cannot resurrect or drop other lingering effects.
    """
    keep, ended = [], []
    for ln in g.lingering:
        if ln.expires_turn is not None and ln.expires_turn <= g.state.turn:
            ended.append(ln)
            continue
        if ln.end_phases_left is not None and ln.end_phase_player == g.state.turn_player:
            ln.end_phases_left -= 1
            if ln.end_phases_left <= 0:
                ended.append(ln)
                continue
        keep.append(ln)
    g.lingering = keep
    for ln in ended:
        hook = ln.data.get("on_expire")
        if hook is not None:
            hook()
