"""Continuous effects layered onto printed values: the questions the rules ask of them.

Nothing here stores a derived value: ATK is the printed ATK plus whatever the active
continuous and lingering effects say right now (seed 003 p. 10, "Continuous Effect").
Which effects are active is worked out once per state of the game
(:mod:`engine.continuous`: the index is rebuilt only when ``Game.version`` moved), and a
question costs only the modifiers of its code. The build reads per-script tables
(:func:`_plan`), the field's holders of Continuous Effects kept per ``Game.places``
(:func:`_on_field`) and the lingering effects kept per ``Game.lingering_changes``; its typed
part is made only when a question needs it (:func:`_fill`); and when nothing can negate,
``active_with``, ``is_negated`` and a question no applying effect has are answered from the
walk of the field alone (:func:`_walk`), without an index. ``VERIFY_CACHE`` checks each of
these against the plain build (:func:`build_index_reference`).

Negation order: Spell/Trap negators (Skill Drain, Imperial Order) are applied before
monster negators (Jinzo), which is how the official rulings settle the Skill Drain /
Jinzo loop: Skill Drain negates Jinzo, so Jinzo cannot negate it. A monster negator
that stays active still negates the Spell/Trap negators it names: with Jinzo face-up,
Imperial Order's effect is negated ("negate all Trap effects on the field").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from engine import rules
from engine.cards.data import QUESTION_MARK
from engine.continuous import Code, ContinuousIndex, Modifier
from engine.effects import CONTINUOUS, Ctx, Effect
from engine.state import EXTRA_MONSTERS, MONSTERS

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


def continuous_effects(g: Game, card: Card) -> tuple[Effect, ...]:
    """The card's Continuous Effects (worked out once per game and passcode)."""
    cache = g.continuous_effects
    code = card.data.code if not g.copied_effects else g.script_key(card)  # copied effects
    effects = cache.get(code)
    if effects is None:
        effects = cache[code] = tuple(e for e in g.effects_of(card) if e.kind == CONTINUOUS)
    return effects


def _raw_continuous(g: Game, field: list[Card] | None = None) -> Iterator[tuple[Card, Effect]]:
    for card in g.field_cards() if field is None else field:
        if not card.face_up or card.flags.get("summoning"):
            continue  # a monster still "being Summoned" applies nothing yet (seed 004)
        effects = continuous_effects(g, card)
        if not effects:
            continue
        if not card.data.is_monster and g.chain and _being_activated(g, card):
            continue
        for eff in effects:
            if card.data.is_monster and not card.in_monster_zone and card.location not in (eff.range or ()):
                continue  # a Monster Card used as a Spell (Pendulum Zone, Union equip) has only the
                # effects declared for that place (``range``)
            if eff.extra.get("pendulum") and card.location not in (eff.range or ()):
                continue  # a Pendulum Effect applies only in the Pendulum Zone (seed 003 p. 12)
            if eff.extra.get("gemini") and not card.gemini_enabled:
                continue
            yield card, eff


def _is_negator(eff: Effect) -> bool:
    return bool(eff.extra.get("negates")) or any(m.code == Code.NEGATE for m in eff.modifiers)


def _negates(g: Game, src: Card, eff: Effect, card: Card) -> bool:
    ctx = Ctx(g, src, src.controller, eff, None)  # Game.ctx_for, a fresh context each time
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
    return _rank_negators(g, negators)


def _rank_negators(g: Game, negators: list[tuple[Card, Effect]]) -> list[tuple[Card, Effect]]:
    """The negators that apply: Spell/Trap negators first, then monster negators."""
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


class _Entry(NamedTuple):
    """One Continuous Effect of a script, with what :func:`build_index` reads of it."""

    eff: Effect
    modifiers: tuple[Modifier, ...]
    negate_modifiers: tuple[Modifier, ...]  # its ``Code.NEGATE`` modifiers
    rule_negates: bool  # an untyped ``rule`` asked "negate" (``extra["negates"]``)
    range: tuple[str, ...]  # ``eff.range or ()``
    pendulum: bool  # a Pendulum Effect: applies only in the Pendulum Zone
    gemini: bool  # applies only while the Gemini monster is enabled
    negator: bool  # :func:`_is_negator`
    cannot_be_negated: bool
    stat_hooks: bool  # ``atk``/``defense`` hooks
    codes: frozenset[str]  # the codes of its modifiers
    rule: bool  # an untyped ``rule`` hook (may answer any question)


def _plan(g: Game, card: Card) -> tuple[_Entry, ...]:
    """The card's Continuous Effects with the facts :func:`build_index` reads of each (none
    for most cards). Worked out once per game and script, as :func:`continuous_effects`:
    a script never changes, and the facts read only the effect's own declaration."""
    plans = g.continuous_plans
    key = card.data.code if not g.copied_effects else g.script_key(card)  # copied effects
    plan = plans.get(key)
    if plan is None:
        plan = plans[key] = tuple(
            _Entry(eff, eff.modifiers, tuple(m for m in eff.modifiers if m.code == Code.NEGATE),
                   bool(eff.rule is not None and eff.extra.get("negates")),
                   eff.range or (), bool(eff.extra.get("pendulum")),
                   bool(eff.extra.get("gemini")), _is_negator(eff),
                   bool(eff.extra.get("cannot_be_negated")),
                   eff.atk is not None or eff.defense is not None,
                   frozenset(m.code for m in eff.modifiers), eff.rule is not None)
            for eff in continuous_effects(g, card))
    return plan


_MONSTER_ZONES = (MONSTERS, EXTRA_MONSTERS)


class _Field:
    """What :func:`_on_field` keeps: the field at a count of moves, its holders of Continuous
    Effects and, once asked, the codes they and the lingering effects declare."""

    __slots__ = ("codes", "copied", "field", "holders", "places", "walked")

    def __init__(self, places: int, field: list[Card], holders: list[tuple[Card, tuple[_Entry, ...]]],
                 copied: bool) -> None:
        self.places = places
        self.field = field
        self.holders = holders
        self.copied = copied  # made while some card copied effects (its tables may differ)
        #: (``Game.lingering_changes``, :func:`_answerable`'s answer then)
        self.codes: tuple[int, frozenset[str] | None] | None = None
        #: ((``Game.version``, ``Game.places``), :func:`_walk`'s answer then)
        self.walked: tuple[tuple[int, int], Any] | None = None


def _on_field(g: Game) -> _Field:
    """The cards on the field (:meth:`Game.field_cards`, in its order) and, among them, those
    with Continuous Effects, with their tables (:func:`_plan`).

    Looked at again only when ``Game.places`` moved: it counts whatever may put a card into
    a zone or take one out (``_place``/``_remove``, every event with ``src``/``dst``,
    ``changed()`` — which ``_Lifted`` and the copied effects also call). Most moves leave the
    field as it was (a draw, a search): the same cards in the same order keep the same
    holders, unless a card copies effects now or did then (a copy changes a card's table).
    Whether a holder applies anything now (face-up, being Summoned or activated, negated) is
    read on every build. ``VERIFY_CACHE`` compares the field with a fresh one on every use."""
    known = g.continuous_field
    if known is not None and known.places == g.places:
        if VERIFY_CACHE and known.field != g.field_cards():
            raise AssertionError(f"stale field of the continuous index at places {g.places}")
        return known  # type: ignore[no-any-return]
    field = g.field_cards()
    copied = bool(g.copied_effects)
    if known is not None and not copied and not known.copied and field == known.field:
        known.places = g.places  # the same cards (``==`` of cards is identity)
        return known  # type: ignore[no-any-return]
    holders = []
    plans = None if copied else g.continuous_plans
    for card in field:
        plan = plans.get(card.data.code) if plans is not None else None  # _plan, inline
        if plan is None:
            plan = _plan(g, card)
        if plan:
            holders.append((card, plan))
    found = g.continuous_field = _Field(g.places, field, holders, copied)
    return found


def _lingering(g: Game) -> tuple[list[Lingering], list[Lingering]]:
    """The lingering effects now (a copy) and those among them that may negate (with a
    "negate" answer: the others are not asked), worked out again only when the list changed
    (``Game.lingering_changes``; a lingering effect's record is never changed once made).
    Kept with the last index made (whatever its version: it is only where they are kept)."""
    last = g.continuous_cache
    changes = g.lingering_changes
    if last is not None and last.lingering_key is not None and last.lingering_key[0] == changes:
        if VERIFY_CACHE and [id(ln) for ln in last.lingering_key[1]] != [id(ln) for ln in g.lingering]:
            raise AssertionError(f"stale lingering effects at change {changes}")
        return last.lingering_key[1], last.lingering_key[2]
    lingering = list(g.lingering)
    negating = []
    for ln in lingering:
        if ln.rule is not None:
            negating.append(ln)
            continue
        for m in ln.modifiers:
            if m.code == Code.NEGATE:
                negating.append(ln)
                break
    if last is not None:
        last.lingering_key = (changes, lingering, negating)
    return lingering, negating


def _negated_by_entries(g: Game, card: Card, negators: list[tuple[Card, _Entry]]) -> bool:
    """:func:`_negated_by` with the negators' tables: the same answers asked in the same
    order, each with a fresh context, without looking through the other modifiers."""
    for src, entry in negators:
        if src is card:
            continue
        eff = entry.eff
        ctx = Ctx(g, src, src.controller, eff, None)  # Game.ctx_for, a fresh context each time
        for mod in entry.negate_modifiers:
            if mod.answer(ctx, card):
                return True
        if entry.rule_negates and eff.rule(ctx, "negate", card):  # type: ignore[misc]
            return True
    return False


def _rank_entries(g: Game, negators: list[tuple[Card, _Entry]]) -> list[tuple[Card, _Entry]]:
    """:func:`_rank_negators` with the negators' tables."""
    st = [(c, e) for c, e in negators if not c.data.is_monster]
    active_st = [(c, e) for c, e in st if not _negated_by_entries(g, c, st)]
    monsters = [(c, e) for c, e in negators
                if c.data.is_monster and not _negated_by_entries(g, c, active_st)]
    active_st = [(c, e) for c, e in active_st if not _negated_by_entries(g, c, monsters)]
    return active_st + monsters


if TYPE_CHECKING:
    #: what :func:`_walk` finds: the field, the effects that would apply, the negators
    _Walk = tuple[list[Card], list[tuple[Card, _Entry]], list[tuple[Card, _Entry]]]


def _walk(g: Game) -> _Walk:
    """The cards on the field, the Continuous Effects that would apply now if nothing negated
    them (:func:`_raw_continuous`, in its order) and the negators among them.

    Kept for the present state (``Game.version``, as the index, and ``Game.places``, which
    also counts a card placed or removed within a move): a fifth of the walks were asked
    again of the same state (an ``adjust`` hook, then a question). ``VERIFY_CACHE`` walks
    again and compares."""
    on_field = _on_field(g)
    known = on_field.walked
    key = (g.version, g.places)
    if known is not None and known[0] == key:
        if VERIFY_CACHE and _walk_fresh(g, on_field) != known[1]:
            raise AssertionError(f"stale walk of the field at version {g.version}")
        return known[1]  # type: ignore[no-any-return]
    walked = on_field.walked = (key, _walk_fresh(g, on_field))
    return walked[1]


def _walk_fresh(g: Game, on_field: _Field) -> _Walk:
    field, holders = on_field.field, on_field.holders
    chain = g.chain
    raw: list[tuple[Card, _Entry]] = []
    negators: list[tuple[Card, _Entry]] = []
    for card, plan in holders:
        if not card.face_up or card.flags.get("summoning"):
            continue  # a monster still "being Summoned" applies nothing yet (seed 004)
        is_monster = card.data.is_monster
        if not is_monster and chain and _being_activated(g, card):
            continue
        location = card.location
        elsewhere = is_monster and location not in _MONSTER_ZONES
        for entry in plan:
            if elsewhere and location not in entry.range:
                continue  # a Monster Card used as a Spell has only the effects declared there
            if entry.pendulum and location not in entry.range:
                continue  # a Pendulum Effect applies only in the Pendulum Zone
            if entry.gemini and not card.gemini_enabled:
                continue
            raw.append((card, entry))
            if entry.negator:
                negators.append((card, entry))
    return field, raw, negators


def build_index(g: Game, walked: _Walk | None = None) -> ContinuousIndex:
    """Work out which continuous and lingering effects apply in the present state.

    The same as :func:`build_index_reference` (``VERIFY_CACHE`` compares them), cheaper: a
    card without Continuous Effects costs nothing until a card moves (:func:`_on_field`),
    what an effect's declaration says is read from that table, negation is worked out only
    for the negators found (or a lingering effect that may negate), and the contexts are made
    directly. Every predicate and every answer of an effect is asked in the same order as
    the reference build (a negator's answer may read anything)."""
    idx = ContinuousIndex(g.version)
    field, raw, negators = _walk(g) if walked is None else walked
    lingering, negating = _lingering(g)
    turn = g.state.turn
    if negating:
        silenced = {card.uid for card in field
                    if card.flags.get("negated_until") == turn
                    or any(_lingering_negates(g, ln, card) for ln in negating)}
    else:
        silenced = {card.uid for card in field if card.flags.get("negated_until") == turn}
    if negators:
        # a negator whose own effects a lingering effect negates (Jinzo after Called by the
        # Grave) negates nothing
        if silenced:
            negators = [(c, e) for c, e in negators if c.uid not in silenced]
        negators = _rank_entries(g, negators)
    if negators:
        negated = frozenset(card.uid for card in field
                            if card.uid in silenced or _negated_by_entries(g, card, negators))
    else:
        negated = frozenset(silenced)
    idx.negated = negated
    active = idx.active
    pending = []
    for card, entry in raw:
        if negated and card.uid in negated and not entry.cannot_be_negated:
            continue  # "This effect cannot be negated": applies even on a negated card
        active.append((card, entry.eff))
        pending.append((card, entry, card.controller))
    idx.pending = (pending, lingering)
    idx.lingering_key = (g.lingering_changes, lingering, negating)
    return idx


def _fill(g: Game, idx: ContinuousIndex) -> None:
    """The typed part of an index :func:`build_index` made: the modifiers by code, the
    untyped hooks, each with the context of its effect (one per applying effect, shared by
    its modifiers, as :func:`build_index_reference` makes them).

    Made only when a question needs it: half the indexes are asked only which effects apply
    (:func:`active_with`) or which cards are negated. The same as making it in the build,
    since it reads only what the build recorded: the applying effects, their tables (fixed
    per script), each card's controller then (a context's player) and the lingering effects
    then, whose records are never changed once made."""
    pending, lingering = idx.pending  # type: ignore[misc]
    idx.pending = None
    by_code = idx.by_code
    for card, entry, controller in pending:
        eff = entry.eff
        ctx = Ctx(g, card, controller, eff, None)  # Game.ctx_for
        for mod in entry.modifiers:
            pairs = by_code.get(mod.code)
            if pairs is None:
                by_code[mod.code] = [(ctx, mod)]
            else:
                pairs.append((ctx, mod))
        if eff.rule is not None:
            idx.legacy.append((ctx, eff))
        if entry.stat_hooks:
            idx.stat_hooks.append((ctx, eff))
    _index_lingering(idx, lingering)


def _index_lingering(idx: ContinuousIndex, lingering: list[Lingering]) -> None:
    """The lingering effects' part of an index (the same in every build): their typed
    modifiers, with the context of the effect that made each, and their untyped rules."""
    for ln in lingering:
        if ln.ctx is not None:
            for mod in ln.modifiers:
                idx.add(ln.ctx, mod)
        if ln.rule is not None:
            idx.legacy_lingering.append(ln)


def build_index_reference(g: Game) -> ContinuousIndex:
    """The plain build of the index, rule by rule (what :func:`build_index` must equal:
    ``VERIFY_CACHE`` compares the two on every build)."""
    idx = ContinuousIndex(g.version)
    field = g.field_cards()
    raw = list(_raw_continuous(g, field))
    lingering = list(g.lingering)
    turn = g.state.turn
    # only lingering effects with a "negate" answer can negate (the others are not asked)
    negating = [ln for ln in lingering
                if ln.rule is not None or any(m.code == Code.NEGATE for m in ln.modifiers)]
    # a negator whose own effects a lingering effect negates (Jinzo after Called by the Grave)
    # negates nothing
    silenced = {card.uid for card in field
                if card.flags.get("negated_until") == turn
                or (negating and any(_lingering_negates(g, ln, card) for ln in negating))}
    negators = _active_negators(g, [(c, e) for c, e in raw if c.uid not in silenced]) if raw else []
    if negators:
        negated = [card.uid for card in field
                   if card.uid in silenced or _negated_by(g, card, negators)]
    else:
        negated = [card.uid for card in field if card.uid in silenced]
    idx.negated = frozenset(negated)
    for card, eff in raw:
        if card.uid in idx.negated and not eff.extra.get("cannot_be_negated"):
            continue  # "This effect cannot be negated": applies even on a negated card
        idx.active.append((card, eff))
        ctx = g.ctx_for(card, eff)
        for mod in eff.modifiers:
            idx.add(ctx, mod)
        if eff.rule is not None:
            idx.legacy.append((ctx, eff))
        if eff.atk is not None or eff.defense is not None:
            idx.stat_hooks.append((ctx, eff))
    _index_lingering(idx, lingering)
    return idx


#: a pseudo-code in :func:`_answerable`: a card on the field has ``atk``/``defense`` hooks
_STAT_HOOKS = "(atk/defense hooks)"
#: a pseudo-code in :func:`_answerable`: a card on the field has an untyped ``rule`` hook,
#: which may answer any question
_ANY = "(any question)"


def _declared_by(g: Game, card: Card) -> frozenset[str]:
    """The modifier codes ``card``'s Continuous Effects declare (with the pseudo-codes for
    untyped hooks): what it could ever answer. Worked out once per game and passcode."""
    cache = g.declared_codes
    code = card.data.code if not g.copied_effects else g.script_key(card)  # copied effects
    found = cache.get(code)
    if found is None:
        codes: set[str] = set()
        for eff in continuous_effects(g, card):
            codes.update(m.code for m in eff.modifiers)
            if eff.rule is not None:
                codes.add(_ANY)
            if eff.atk is not None or eff.defense is not None:
                codes.add(_STAT_HOOKS)
        found = cache[code] = frozenset(codes)
    return found


def _answerable(g: Game) -> frozenset[str] | None:
    """The codes some modifier could answer in the present state (None: any question, as an
    untyped ``rule`` hook exists): the codes the cards on the field declare, plus those of
    the lingering effects now — only a card on the field applies a continuous effect. A
    question outside it has no answer, so the index need not be built. Worked out again
    only when a card moved (``Game.places``) or the lingering effects changed."""
    key = (g.places, g.lingering_changes)
    known = g.answerable_key
    if known is not None and known[0] == key:
        g.answerable = (g.version, known[1])
        return known[1]
    on_field = _on_field(g)
    if on_field.codes is not None and on_field.codes[0] == key[1] and not VERIFY_CACHE:
        found = on_field.codes[1]  # the same holders (the field did not change) and lingering
    else:
        found = _declared_now(g, on_field)
        if VERIFY_CACHE and on_field.codes is not None and on_field.codes[0] == key[1] \
                and on_field.codes[1] != found:
            raise AssertionError(f"stale declared codes at places {g.places}")
        on_field.codes = (key[1], found)
    g.answerable = (g.version, found)
    g.answerable_key = (key, found)
    return found


def _declared_now(g: Game, on_field: _Field) -> frozenset[str] | None:
    """:func:`_answerable`, worked out: the codes the holders and the lingering effects
    declare (None: an untyped hook may answer anything)."""
    codes: set[str] = set()
    for card, _ in on_field.holders:  # a card without Continuous Effects declares nothing
        codes |= _declared_by(g, card)
    for ln in g.lingering:
        if ln.rule is not None:
            codes.add(_ANY)
        if ln.ctx is not None:
            codes.update(m.code for m in ln.modifiers)
    return None if _ANY in codes else frozenset(codes)


def may_answer(g: Game, code: str) -> bool:
    """Could any continuous or lingering effect answer a question of ``code`` now? False
    means :func:`ask` returns None without working anything out (the hot path of play: most
    questions are asked in duels where no card answers them)."""
    version, found = g.answerable
    if version != g.version:
        found = _answerable(g)
    return found is None or code in found


def _verify(g: Game, idx: ContinuousIndex, what: str) -> None:
    """``VERIFY_CACHE``: ``idx`` (cached, or just built) says what the plain build says now —
    which effects apply and which cards are negated, and once made its typed part; and a
    fresh build, its typed part made at once, says the same."""
    reference = build_index_reference(g).signature()
    fresh = build_index(g)
    _fill(g, fresh)
    if fresh.signature() != reference:
        raise AssertionError(f"the continuous-effect index differs from the plain build at "
                             f"version {g.version}: {fresh.signature()} != {reference}")
    mine = idx.signature() if idx.pending is None else (
        reference[0], reference[1], reference[2], [(c.uid, id(e)) for c, e in idx.active],
        sorted(idx.negated), reference[5])
    if mine != reference:
        raise AssertionError(f"{what} continuous-effect index at version {g.version}: "
                             f"{mine} != {reference}")


def _applying(g: Game) -> ContinuousIndex:
    """The index of the present state, cached until the game state changes; its typed part
    may not be made yet (:func:`_fill`): for the questions of which effects apply and which
    cards are negated."""
    cached = g.continuous_cache
    if cached is not None and cached.version == g.version:
        if VERIFY_CACHE:
            _verify(g, cached, "stale")
        return cached
    idx = build_index(g)
    if VERIFY_CACHE:
        _verify(g, idx, "a new")
    g.continuous_cache = idx
    return idx


def index(g: Game) -> ContinuousIndex:
    """The index of the present state: cached until the game state changes."""
    idx = _applying(g)
    if idx.pending is not None:
        _fill(g, idx)
    return idx


def is_negated(g: Game, card: Card) -> bool:
    """Are this card's effects negated now (a face-up card on the field)?

    Without an index of the present state, and when nothing can negate (no negator among the
    effects that would apply, no lingering effect that may negate), a card on the field is
    negated only when flagged ``negated_until`` this turn (:func:`build_index` with no
    negator): no index is made."""
    if not card.on_field:
        return False
    cached = g.continuous_cache
    if cached is None or cached.version != g.version:
        walked = _walk(g)
        if not walked[2] and not _lingering(g)[1]:
            quick = card in walked[0] and card.flags.get("negated_until") == g.state.turn
            if VERIFY_CACHE and quick != (card.uid in _applying(g).negated):
                raise AssertionError(f"is_negated read from the walk differs at version {g.version}")
            return quick
        cached = build_index(g, walked)  # _applying, with the walk made
        if VERIFY_CACHE:
            _verify(g, cached, "a new")
        g.continuous_cache = cached
    elif VERIFY_CACHE:
        _verify(g, cached, "stale")
    return card.uid in cached.negated


def negated_cards_check(g: Game) -> Callable[[Card], bool]:
    """A predicate "is this card's effect negated now"."""
    negated = _applying(g).negated
    return lambda card: card.on_field and card.uid in negated


def active_continuous(g: Game) -> list[tuple[Ctx, Effect]]:
    """Every continuous effect that applies now, with its context (for hooks such as
    ``extra["after_resolve"]``), in field order."""
    if VERIFY_CACHE:
        idx = _applying(g)
        full = [(card, eff) for card, eff in _raw_continuous(g)
                if card.uid not in idx.negated or eff.extra.get("cannot_be_negated")]
        if full != idx.active:
            raise AssertionError(
                f"stale active continuous effects at version {g.version}: "
                f"{[(c.name, e.index) for c, e in full]} != "
                f"{[(c.name, e.index) for c, e in idx.active]}")
    return [(g.ctx_for(card, eff), eff) for card, eff in _applying(g).active]


def active_with(g: Game, hook: str) -> list[tuple[Ctx, Effect]]:
    """:func:`active_continuous`, only the effects with ``extra[hook]`` (not None): asked
    each time the game settles (``adjust``) or a link resolves (``after_resolve``), where
    building a context for every applying effect was a hot path of play.

    Without an index of the present state, and when nothing can negate (no negator among the
    effects that would apply, no lingering effect that may negate), the negated cards are
    those flagged ``negated_until`` this turn (:func:`build_index` with no negator): the
    effects are read from the walk alone, and no index is made (most of these questions
    were the only one asked of their state)."""
    if VERIFY_CACHE:
        cached = g.continuous_cache
        quick = (_unnegated_with(g, hook, _walk(g))
                 if cached is None or cached.version != g.version else None)
        full = [(ctx, eff) for ctx, eff in active_continuous(g) if eff.extra.get(hook) is not None]
        if quick is not None and [(c.card, c.player, e) for c, e in quick] != [
                (c.card, c.player, e) for c, e in full]:
            raise AssertionError(f"active_with({hook!r}) read from the walk differs at version "
                                 f"{g.version}")
        return full
    cached = g.continuous_cache
    if cached is None or cached.version != g.version:
        walked = _walk(g)
        quick = _unnegated_with(g, hook, walked)
        if quick is not None:
            return quick
        cached = build_index(g, walked)  # _applying, with the walk made
        g.continuous_cache = cached
    return [(Ctx(g, card, card.controller, eff, None), eff)  # Game.ctx_for
            for card, eff in cached.active if eff.extra.get(hook) is not None]


def _unnegated_with(g: Game, hook: str, walked: _Walk) -> list[tuple[Ctx, Effect]] | None:
    """:func:`active_with` when nothing can negate (else None): a card is negated then only
    when flagged ``negated_until`` this turn."""
    _field, raw, negators = walked
    if negators or _lingering(g)[1]:
        return None
    turn = g.state.turn
    return [(Ctx(g, card, card.controller, entry.eff, None), entry.eff)  # Game.ctx_for
            for card, entry in raw
            if entry.eff.extra.get(hook) is not None
            and (entry.cannot_be_negated or card.flags.get("negated_until") != turn)]


def ask(g: Game, question: str, subject: Any) -> Any:
    """The first truthy answer any applying modifier of that code gives about ``subject``."""
    version, found = g.answerable  # may_answer, inline: the hot path of every question
    if version != g.version:
        found = _answerable(g)
    if found is not None and question not in found:
        if VERIFY_CACHE and _ask(g, question, subject) is not None:
            raise AssertionError(f"{question!r} was answered though no effect declares it")
        return None
    return _ask(g, question, subject)


def _could_apply(g: Game, question: str) -> bool:
    """Could an effect that applies now answer ``question``: one that would apply if nothing
    negated it (:func:`_walk`) with a modifier of that code or an untyped hook, or a
    lingering effect with either? False means the index (its typed part made only of those)
    has nothing to ask: a Set card declares what it would apply face-up."""
    for _card, entry in _walk(g)[1]:
        if entry.rule or question in entry.codes:
            return True
    for ln in _lingering(g)[0]:
        if ln.rule is not None:
            return True
        if ln.ctx is not None:
            for mod in ln.modifiers:
                if mod.code == question:
                    return True
    return False


def _ask(g: Game, question: str, subject: Any) -> Any:
    cached = g.continuous_cache
    if (cached is None or cached.version != g.version or cached.pending is not None) \
            and not _could_apply(g, question):
        # no index of this state with its typed part yet, and nothing in it to ask
        if VERIFY_CACHE and _ask_indexed(g, question, subject) is not None:
            raise AssertionError(f"{question!r} was answered though no applying effect has it")
        return None
    return _ask_indexed(g, question, subject)


def _ask_indexed(g: Game, question: str, subject: Any) -> Any:
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
    if not may_answer(g, question):
        if VERIFY_CACHE and index(g).of(question):
            raise AssertionError(f"{question!r} has modifiers though no effect declares it")
        return None
    for ctx, mod in index(g).of(question):
        answer = mod.answer(ctx, subject)
        if answer is not None and answer is not False:
            return answer
    return ask(g, question, subject)


def _stat_change(g: Game, card: Card, code: str, hook: str) -> int:
    change = 0
    if may_answer(g, code) or may_answer(g, _STAT_HOOKS):
        change = _indexed_stat_change(g, card, code, hook)
    elif VERIFY_CACHE and _indexed_stat_change(g, card, code, hook):
        raise AssertionError(f"{code!r} changed a stat though no effect declares it")
    for ln in g.lingering:
        if ln.card is card:
            change += ln.atk if hook == "atk" else ln.defense
    return change


def _indexed_stat_change(g: Game, card: Card, code: str, hook: str) -> int:
    idx = index(g)
    change = 0
    for ctx, mod in idx.of(code):
        change += mod.answer(ctx, card) or 0
    for ctx, eff in idx.stat_hooks:
        fn = eff.atk if hook == "atk" else eff.defense
        if fn is not None:
            change += fn(ctx, card)
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
    if may_answer(g, Code.BASE_ATK):  # "its original ATK becomes N" (a continuous effect)
        new_base = first_value(g, Code.BASE_ATK, card)
        if isinstance(new_base, int) and not isinstance(new_base, bool):
            value = new_base
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
    set_to = first_value(g, Code.SET_DEF, card)  # "its DEF becomes N"
    if isinstance(set_to, int) and set_to is not True:
        value = set_to
    return max(0, value)


def current_level(g: Game, card: Card) -> int:
    data = card.data
    level = data.level or data.rank or data.link_rating
    change = card.flags.get("level")
    if not (data.level and card.face_up and card.location in _MONSTER_ZONES):
        # no continuous effect changes it (the tests below, first): most Levels asked are of
        # cards in the hand or the Deck
        return change if isinstance(change, int) else level
    if isinstance(change, int):
        level = change
    elif may_answer(g, Code.SET_LEVEL):
        # "its Level becomes N" (Code.SET_LEVEL; the most recent effect applied wins); no
        # effect that declares it: the index (worked out again at each change) is not built
        becomes = [mod.answer(ctx, card) for ctx, mod in index(g).of(Code.SET_LEVEL)]
        becomes = [v for v in becomes if isinstance(v, int) and not isinstance(v, bool)]
        if becomes:
            level = becomes[-1]
    if data.level and card.in_monster_zone and card.face_up and may_answer(g, Code.LEVEL):
        # "its Level is increased/reduced by N" (Code.LEVEL); a Level never drops below 1
        shift = sum(mod.answer(ctx, card) or 0 for ctx, mod in index(g).of(Code.LEVEL))
        if shift:
            level = max(1, level + shift)
    return level


def current_name(g: Game, card: Card) -> str:
    """The name ``card`` is treated as now: "this card's name becomes X" (``Code.CHANGE_NAME``)
    applies on the field like any continuous effect, and in the GY when the card declares that
    effect for the GY too ("while on the field or in the GY"; a card's own effect in the GY is
    not negated by cards on the field). Elsewhere the printed name (seed 003 "Card Name")."""
    if card.on_field and card.face_up:
        if may_answer(g, Code.CHANGE_NAME):
            name = ask(g, Code.CHANGE_NAME, card)
            if isinstance(name, str):
                return name
    elif card.location == "gy" and card.data.is_monster:
        for eff in continuous_effects(g, card):
            if "gy" not in (eff.range or ()):
                continue
            for mod in eff.modifiers:
                if mod.code == Code.CHANGE_NAME:
                    name = mod.answer(g.ctx_for(card, eff), card)
                    if isinstance(name, str):
                        return name
    return card.data.name


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


def _special_summoned_this_turn(g: Game, player: int, name: str) -> bool:
    """Did ``player`` Special Summon a monster named ``name`` this turn (by any means)? For
    "you can only Special Summon <this card's name> once per turn" (``extra[
    "special_summon_once_per_turn"]``), read from this turn's log."""
    from engine.procedures.abilities import events_this_turn

    return any(ev.kind == "summoned" and ev.data.get("special") and ev.player == player
               and ev.card is not None and ev.card.data.name == name for ev in events_this_turn(g))


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
    if special and extra.get("special_summon_once_per_turn") and _special_summoned_this_turn(
            g, player, card.data.name):
        return (f"you can only Special Summon {card.name} once per turn — its own text; "
                f"{rules.SPECIAL_SUMMON}")
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
    return bool(answer)


def destroy_with_replacements(g: Game, cards: list[Card], reason: str = "effect",
                              by: int | None = None) -> Any:
    """Destroy ``cards`` after offering the replacement effects that ask their player ("if this
    card would be destroyed, you can destroy 1 other ... instead": Code.DESTROY_REPLACEMENT_ASKED)
    — a procedure (it may prompt); returns the cards destroyed. Cards destroyed together cannot
    stand in for one another."""
    left = []
    together = tuple(cards)
    for card in cards:
        if card.on_field:
            offer = ask(g, Code.DESTROY_REPLACEMENT_ASKED, (card, reason, by, together))
            if not callable(offer):
                offer = _replacement_from_a_gy(g, (card, reason, by, together))
            if callable(offer) and (yield from offer()):
                continue
        left.append(card)
    return g.destroy(left, reason=reason, by=by)


def _replacement_from_a_gy(g: Game, subject: Any) -> Any:
    """A replacement a card applies from its GY ("if a monster you control would be destroyed,
    you can banish this card from your GY instead": a Continuous effect declared with
    ``range=IN_GY``). Continuous effects otherwise apply only on the field, so the GY is read
    here, only when a destruction is about to happen."""
    for player in (g.turn_player, 1 - g.turn_player):
        for card in list(g.state.players[player].gy):
            for eff in continuous_effects(g, card):
                if "gy" not in (eff.range or ()):
                    continue
                for mod in eff.modifiers:
                    if mod.code == Code.DESTROY_REPLACEMENT_ASKED:
                        offer = mod.answer(g.ctx_for(card, eff), subject)
                        if callable(offer):
                            return offer
    return None


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
