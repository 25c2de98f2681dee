"""Continuous effects as typed codes, worked out once per change of the game state.

A continuous effect (a card's ``CONTINUOUS`` effect, or a lingering "until the end of
this turn" effect) is a list of :class:`Modifier` records, each tagged with the kind of
question it answers — its *code* (ocgcore's ``EFFECT_*`` codes: "what is this monster's
ATK", "may it attack", "may this card be targeted by that effect", ...). The engine asks
a question of the modifiers of that code only.

Which modifiers apply at all (face-up on the field, not negated, the card's activation
resolved, lingering effects not yet expired) is worked out by :func:`build_index` once
for each state of the game: :class:`engine.game.Game` counts every change (each logged
event, each change to the chain or to the lingering effects) in ``Game.version``, and the
index is rebuilt only when that count moved. Whether a modifier applies to one subject
(this monster, that player) is decided when the question is asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


class Code:
    """The question a modifier answers, and the shape of its subject and answer."""

    ATK = "atk"  # subject card -> int change to its ATK
    SET_LEVEL = "set_level"  # card (with a Level, face-up on the field) -> the Level it becomes
    DEF = "def"  # subject card -> int change to its DEF
    SET_ATK = "set_atk"  # card -> the ATK it becomes
    BASE_ATK = "base_atk"  # card -> its original ATK becomes this ("its original ATK becomes N")
    DOUBLE_TRIBUTE = "double_tribute"  # (tribute, summoned card) -> True: it counts as 2 Tributes
    SET_DEF = "set_def"  # card -> the DEF it becomes
    LEVEL = "level"  # card -> int change to its Level (a monster that has a Level, face-up)
    REVERSE_STAT_CHANGES = "reverse_stat_changes"  # card -> True
    NEGATE = "negate"  # card -> True: its effects are negated (ocgcore EFFECT_DISABLE)
    CANNOT_ATTACK = "cannot_attack"  # card -> reason: it cannot attack (an attack already
    # declared stops too)
    CANNOT_DECLARE_ATTACK = "cannot_declare_attack"  # card -> reason: no new attack declaration
    CANNOT_BE_ATTACKED = "cannot_be_attacked"  # (defender, attacker) -> True
    DIRECT_ATTACK = "direct_attack"  # card -> True
    CANNOT_ATTACK_DIRECTLY = "cannot_attack_directly"  # card -> True (wins over DIRECT_ATTACK)
    XYZ_LEVEL = "xyz_level"  # card -> int: another Level it may be treated as for an Xyz Summon
    EXTRA_ATTACKS = "extra_attacks"  # card -> int
    PIERCING = "piercing"  # card -> True
    ATTACK_COST = "attack_cost"  # card -> (can_pay, pay)
    CANNOT_CHANGE_POSITION = "cannot_change_position"  # card -> reason
    CANNOT_ACTIVATE = "cannot_activate"  # (player, card, effect) -> reason
    CANNOT_SUMMON = "cannot_summon"  # (player, card, kind) -> reason
    CANNOT_BE_TARGETED = "cannot_target"  # (card, effect ctx) -> True
    UNAFFECTED = "unaffected"  # (card, effect ctx) -> True
    INDESTRUCTIBLE_BY_BATTLE = "indestructible_by_battle"  # card -> True
    INDESTRUCTIBLE_BY_EFFECT = "indestructible_by_effect"  # (card, by player) -> True
    DESTROY_REPLACEMENT = "destroy_instead"  # (card, reason, by) -> callable or True
    DESTROY_REPLACEMENT_ASKED = "destroy_instead_asked"  # (card, reason, by, cards destroyed
    # together) -> a procedure that may ask its player and returns True if it replaced it
    NO_BATTLE_DAMAGE = "no_battle_damage"  # (player, source) -> True
    DOUBLE_BATTLE_DAMAGE = "double_battle_damage"  # (player, source) -> True
    HALVE_BATTLE_DAMAGE = "halve_battle_damage"  # (player, source) -> True
    ONE_SPECIAL_SUMMON_AT_A_TIME = "one_special_summon_at_a_time"  # player -> True: cannot
    # Special Summon 2 or more monsters at the same time
    REFLECT_BATTLE_DAMAGE = "reflect_battle_damage"  # (player, source) -> True
    MAY_ZERO_BATTLE_DAMAGE = "may_zero_battle_damage"  # (player, source) -> (question, use)
    REFLECT_EFFECT_DAMAGE = "reflect_effect_damage"  # player -> True
    SKIP_PHASE = "skip_phase"  # (player, phase) -> True
    TUNER = "tuner"  # card -> True: treated as a Tuner
    PENDULUM_SCALE = "pendulum_scale"  # card -> int
    CHANGE_NAME = "name"  # card -> the name it is treated as
    NEGATE_ACTIVATED = "negate_activated"  # card -> True: its activated effects resolve negated, wherever it is
    CANNOT_ADD_FROM_DECK = "cannot_add_from_deck"  # player -> True: no card goes from their Main Deck to the hand
    CANNOT_DRAW = "cannot_draw"  # (player, reason) -> True: that player cannot draw for that reason
    NORMAL_DRAW_COUNT = "normal_draw_count"  # player -> int: the normal draw draws that many instead of 1
    CANNOT_BANISH = "cannot_banish"  # (card, player) -> reason: that player cannot banish that card
    BANISH_INSTEAD_OF_GY = "banish_instead_of_gy"  # card -> True: sent to the GY, it is banished instead
    NO_EFFECT_DAMAGE = "no_effect_damage"  # player -> True: effect damage to them is 0
    EFFECT_DAMAGE_INSTEAD = "effect_damage_instead"  # player -> callable: done instead of the
    # effect damage that player would take ("place a counter on this card instead")
    FORCED_POSITION = "forced_position"  # card -> "defense"/"attack": it is changed to it
    TRIBUTE_AS_YOURS = "tribute_as_yours"  # (card, player) -> True: that player may (must)
    # Tribute it as if they controlled it
    CANNOT_BE_TRIBUTED = "cannot_be_tributed"  # card -> reason: no one can Tribute it (a
    # Tribute Summon or a cost)
    CANNOT_SET = "cannot_set"  # (player, card) -> reason: that player cannot Set that monster
    LINK_WITH_ITS_OWN_NAME = "link_with_its_own_name"  # (player, link monster) -> count key:
    # that player may Link Summon it using 1 Link Monster with its same name as the entire
    # material (the "reincarnation" Link Summon; extra_summons.reincarnation_key)


@dataclass(frozen=True, slots=True)
class Modifier:
    """One typed continuous effect: ``answer(ctx, subject)`` for questions of ``code``.

    ``ctx`` is the context of the effect that applies it (its card and controller);
    the answer is falsy when the modifier says nothing about that subject.
    """

    code: str
    answer: Callable[[Ctx, Any], Any]
    text: str = ""


class ContinuousIndex:
    """Every modifier that applies in one state of the game, grouped by code.

    ``negated`` holds the uids of the cards whose effects are negated now; ``legacy``
    the older ``rule(ctx, question, subject)`` hooks (and ``atk``/``defense`` hooks) of
    declarations not yet written as typed modifiers, asked after the typed ones.
    """

    __slots__ = ("active", "by_code", "legacy", "legacy_lingering", "lingering_key", "negated",
                 "pending", "stat_hooks", "version")

    def __init__(self, version: int) -> None:
        self.version = version
        self.by_code: dict[str, list[tuple[Ctx, Modifier]]] = {}
        self.negated: frozenset[int] = frozenset()
        self.legacy: list[tuple[Ctx, Any]] = []
        self.legacy_lingering: list[Any] = []
        self.stat_hooks: list[tuple[Ctx, Any]] = []
        #: (card, effect) of every continuous effect that applies, in field order (not negated)
        self.active: list[tuple[Card, Any]] = []
        #: what the typed part (``by_code``, ``legacy``, ...) is made of, until it is made
        #: (``engine.modifiers.index``): None once it is
        self.pending: Any = None
        #: (``Game.lingering_changes``, the lingering effects then, those that may negate):
        #: reused by the next build while that list has not changed
        self.lingering_key: tuple[int, list[Any], list[Any]] | None = None

    def add(self, ctx: Ctx, modifier: Modifier) -> None:
        self.by_code.setdefault(modifier.code, []).append((ctx, modifier))

    def of(self, code: str) -> list[tuple[Ctx, Modifier]]:
        return self.by_code.get(code, _NONE)

    def signature(self) -> tuple[Any, ...]:
        """What this index says, comparable between two builds (cache verification): every
        list in its order (the first answer found wins), the cards by uid and the effects
        and modifiers by identity (a build makes new contexts)."""
        typed = sorted((code, [(ctx.card.uid, ctx.player, id(ctx.effect), id(mod))
                               for ctx, mod in pairs])
                       for code, pairs in self.by_code.items())
        legacy = [(ctx.card.uid, ctx.player, id(eff)) for ctx, eff in self.legacy]
        stats = [(ctx.card.uid, ctx.player, id(eff)) for ctx, eff in self.stat_hooks]
        active = [(card.uid, id(eff)) for card, eff in self.active]
        return (typed, legacy, stats, active, sorted(self.negated),
                [id(x) for x in self.legacy_lingering])


_NONE: list[tuple[Ctx, Modifier]] = []


def bound_to(modifier: Modifier, card: Card) -> Modifier:
    """The same modifier, applying to ``card`` only (a lingering effect on one card)."""
    inner = modifier.answer

    def answer(ctx: Ctx, subject: Any) -> Any:
        target = subject[0] if isinstance(subject, tuple) else subject
        return inner(ctx, subject) if target is card else None

    return Modifier(modifier.code, answer, modifier.text)
