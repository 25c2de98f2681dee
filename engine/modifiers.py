"""Continuous effects layered onto printed values: the questions the rules ask of them.

Nothing here stores a derived value: ATK is the printed ATK plus whatever the active
continuous and lingering effects say right now (seed 003 p. 10, "Continuous Effect").
Which effects are active is worked out once per state of the game
(:mod:`engine.continuous`: the index is rebuilt only when ``Game.version`` moved), and a
question costs only the modifiers of its code.

Negation order: Spell/Trap negators (Skill Drain, Imperial Order) are applied before
monster negators (Jinzo), which is how the official rulings settle the Skill Drain /
Jinzo loop: Skill Drain negates Jinzo, so Jinzo cannot negate it. A monster negator
that stays active still negates the Spell/Trap negators it names: with Jinzo face-up,
Imperial Order's effect is negated ("negate all Trap effects on the field").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.cards.data import QUESTION_MARK
from engine.continuous import Code, ContinuousIndex, Modifier
from engine.effects import CONTINUOUS, Ctx, Effect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import Card

#: Tests set this to rebuild the index on every use and compare it with the cached one,
#: which proves that every change of the game state invalidates the cache.
VERIFY_CACHE = False


@dataclass
class Lingering:
    """An effect that outlasts its resolution: "until the end of this turn", "for 3 turns".

    ``card`` binds it to one card (it ends when that card leaves the field);
    ``modifiers`` are typed continuous effects (:class:`engine.continuous.Modifier`),
    answered with ``ctx``, the context of the effect that created it. ``rule`` and
    ``atk``/``defense`` are the older untyped form.
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
    modifiers: tuple[Modifier, ...] = ()
    ctx: Ctx | None = None


# ------------------------------------------------------------------ the index
def _being_activated(g: Game, card: Card) -> bool:
    """A Continuous/Field/Equip card applies nothing while its activation is a Chain Link
    (seed 003 pp. 24-25): its effects start once that activation has resolved."""
    return any(link.card is card and link.is_card_activation for link in g.chain)


def _raw_continuous(g: Game) -> Iterator[tuple[Card, Effect]]:
    for card in g.field_cards():
        if not card.face_up or card.flags.get("summoning"):
            continue  # a monster still "being Summoned" applies nothing yet (seed 004)
        effects = [e for e in g.effects_of(card) if e.kind == CONTINUOUS]
        if not effects:
            continue
        if not card.data.is_monster and g.chain and _being_activated(g, card):
            continue
        for eff in effects:
            if card.data.is_monster and not card.in_monster_zone and card.location not in (eff.range or ()):
                continue  # a Monster Card used as a Spell (Pendulum Zone, Union equip) has only the
                # effects declared for that place (``range``)
            if eff.extra.get("gemini") and not card.gemini_enabled:
                continue
            yield card, eff


def _is_negator(eff: Effect) -> bool:
    return bool(eff.extra.get("negates")) or any(m.code == Code.NEGATE for m in eff.modifiers)


def _negates(g: Game, src: Card, eff: Effect, card: Card) -> bool:
    ctx = g.ctx_for(src, eff)
    for mod in eff.modifiers:
        if mod.code == Code.NEGATE and mod.answer(ctx, card):
            return True
    return bool(eff.rule is not None and eff.extra.get("negates") and eff.rule(ctx, "negate", card))


def _negated_by(g: Game, card: Card, negators: list[tuple[Card, Effect]]) -> bool:
    return any(src is not card and _negates(g, src, eff, card) for src, eff in negators)


def _active_negators(g: Game, raw: list[tuple[Card, Effect]]) -> list[tuple[Card, Effect]]:
    negators = [(c, e) for c, e in raw if _is_negator(e)]
    if not negators:
        return []
    st = [(c, e) for c, e in negators if not c.data.is_monster]
    active_st = [(c, e) for c, e in st if not _negated_by(g, c, st)]
    monsters = [(c, e) for c, e in negators if c.data.is_monster and not _negated_by(g, c, active_st)]
    active_st = [(c, e) for c, e in active_st if not _negated_by(g, c, monsters)]
    return active_st + monsters


def _lingering_negates(g: Game, ln: Lingering, card: Card) -> bool:
    if ln.rule is not None and ln.rule(ln, "negate", card):
        return True
    return any(m.code == Code.NEGATE and ln.ctx is not None and m.answer(ln.ctx, card)
               for m in ln.modifiers)


def build_index(g: Game) -> ContinuousIndex:
    """Work out which continuous and lingering effects apply in the present state."""
    idx = ContinuousIndex(g.version)
    raw = list(_raw_continuous(g))
    lingering = list(g.lingering)
    turn = g.state.turn
    # a negator whose own effects a lingering effect negates (Jinzo after Called by the Grave)
    # negates nothing
    silenced = {card.uid for card in g.field_cards()
                if card.flags.get("negated_until") == turn
                or any(_lingering_negates(g, ln, card) for ln in lingering)}
    negators = _active_negators(g, [(c, e) for c, e in raw if c.uid not in silenced])
    negated = []
    for card in g.field_cards():
        if card.uid in silenced or _negated_by(g, card, negators):
            negated.append(card.uid)
    idx.negated = frozenset(negated)
    for card, eff in raw:
        if card.uid in idx.negated:
            continue
        ctx = g.ctx_for(card, eff)
        for mod in eff.modifiers:
            idx.add(ctx, mod)
        if eff.rule is not None:
            idx.legacy.append((ctx, eff))
        if eff.atk is not None or eff.defense is not None:
            idx.stat_hooks.append((ctx, eff))
    for ln in lingering:
        if ln.ctx is not None:
            for mod in ln.modifiers:
                idx.add(ln.ctx, mod)
        if ln.rule is not None:
            idx.legacy_lingering.append(ln)
    return idx


def index(g: Game) -> ContinuousIndex:
    """The index of the present state: cached until the game state changes."""
    cached = g.continuous_cache
    if cached is not None and cached.version == g.version:
        if VERIFY_CACHE:
            fresh = build_index(g)
            if fresh.signature() != cached.signature():
                raise AssertionError(f"stale continuous-effect index at version {g.version}")
        return cached
    idx = build_index(g)
    g.continuous_cache = idx
    return idx


def is_negated(g: Game, card: Card) -> bool:
    """Are this card's effects negated now (a face-up card on the field)?"""
    if card.on_field:
        return card.uid in index(g).negated
    return False


def negated_cards_check(g: Game) -> Callable[[Card], bool]:
    """A predicate "is this card's effect negated now"."""
    negated = index(g).negated
    return lambda card: card.on_field and card.uid in negated


def active_continuous(g: Game) -> list[tuple[Ctx, Effect]]:
    """Every continuous effect that applies now, with its context (for hooks such as
    ``extra["after_resolve"]``), in field order."""
    idx = index(g)
    out = []
    for card, eff in _raw_continuous(g):
        if card.uid not in idx.negated:
            out.append((g.ctx_for(card, eff), eff))
    return out


def ask(g: Game, question: str, subject: Any) -> Any:
    """The first truthy answer any applying modifier of that code gives about ``subject``."""
    idx = index(g)
    for ctx, mod in idx.of(question):
        answer = mod.answer(ctx, subject)
        if answer:
            return answer
    for ctx, eff in idx.legacy:
        answer = eff.rule(ctx, question, subject)  # type: ignore[misc]
        if answer:
            return answer
    for ln in idx.legacy_lingering:
        answer = ln.rule(ln, question, subject)  # type: ignore[misc]
        if answer:
            return answer
    return None


def first_value(g: Game, question: str, subject: Any) -> Any:
    """Like :func:`ask`, for questions whose answer may be 0 ("its ATK becomes 0")."""
    for ctx, mod in index(g).of(question):
        answer = mod.answer(ctx, subject)
        if answer is not None and answer is not False:
            return answer
    return ask(g, question, subject)


def _stat_change(g: Game, card: Card, code: str, hook: str) -> int:
    idx = index(g)
    change = 0
    for ctx, mod in idx.of(code):
        change += mod.answer(ctx, card) or 0
    for ctx, eff in idx.stat_hooks:
        fn = eff.atk if hook == "atk" else eff.defense
        if fn is not None:
            change += fn(ctx, card)
    for ln in g.lingering:
        if ln.card is card:
            change += ln.atk if hook == "atk" else ln.defense
    return change


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
    change = _stat_change(g, card, Code.ATK, "atk")
    value += -change if ask(g, "reverse_stat_changes", card) else change  # Reverse Trap
    set_to = first_value(g, Code.SET_ATK, card)
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
    change = _stat_change(g, card, Code.DEF, "defense")
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
    """Why ``card`` may not declare an attack now ("cannot attack" or "cannot declare an
    attack"), or None."""
    answer = ask(g, Code.CANNOT_ATTACK, card) or ask(g, Code.CANNOT_DECLARE_ATTACK, card)
    if answer:
        return answer if isinstance(answer, str) else "this monster cannot attack now"
    return None


def attack_stopped(g: Game, card: Card) -> bool:
    """"... cannot attack" also stops an attack already declared when it starts to apply
    (unlike "cannot declare an attack"; issue 19, Gravity Bind)."""
    return bool(ask(g, Code.CANNOT_ATTACK, card))


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
    if reason == "effect" and ask(g, Code.INDESTRUCTIBLE_BY_EFFECT, (card, by)):
        return True
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


def expire_with_phase(g: Game, phase: str) -> None:
    """Effects "until the end of the <phase>" (``Lingering.data["ends_with_phase"]``) end when
    that phase of the turn ends — e.g. "until the end of the Battle Phase" after its End Step."""
    if any(ln.data.get("ends_with_phase") == phase for ln in g.lingering):
        g.lingering = [ln for ln in g.lingering if ln.data.get("ends_with_phase") != phase]
