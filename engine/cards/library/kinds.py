"""Effect kinds, as the rulebook names them (seed 003 pp. 9-11, 22-27).

    Activate(resolve=draw(2))                                  # a Spell/Trap Card's activation
    Ignition(cost=..., target=..., resolve=...)                # "You can ...": your Main Phase
    Quick(range=HAND, condition=..., cost=discard(this_card), resolve=negate_effect())
    Trigger(on=summoned(LINK), resolve=..., limit=hard_once_per_turn)
    Flip(target=monster, resolve=destroy(TARGETS))
    Continuous(cannot_attack(monster & opponents))
    *Equip(gain_atk(1000))                                     # an Equip Spell: two effects

Every kind builds the one effect record of :class:`engine.effects.Effect` (ocgcore's
shape: kind, range, categories, count limit, condition, cost, target, resolution):

* ``resolve``: an action or a tuple of actions ("then"); its categories become the
  effect's, and unless ``check=False`` the effect can be activated only if its first
  action could do something (Pot of Greed: 2 cards in the Deck). Mandatory triggers
  activate whatever they can do.
* ``target``: a group chosen on activation (targets), rechecked on resolution;
  ``TARGETS`` in the actions means them.
* ``cost``: an action or a tuple of actions, all of which must be payable.
* ``condition``: a :class:`engine.cards.library.conditions.Cond` (or ``ctx -> bool``).
* ``limit``: a count limit (:mod:`engine.cards.library.limits`).
* ``range``: where the card must be for the effect (default: on the field for monsters).
* ``text``: our own words for the effect (shown to players when a card has several).
* ``remember``: ``{key: condition}`` noted when the effect is activated, read on resolution
  with ``remembered(key)`` ("if this card was co-linked when this effect was activated").
* ``cannot_be_negated``: "this effect cannot be negated" (``activated(negatable=True)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Choice, Proc, as_action
from engine.cards.library.categories import by_place
from engine.cards.library.conditions import _conjunction, as_cond
from engine.cards.library.continuous import Spec
from engine.cards.library.filters import Filter, equipped_monster, face_up, monster, this_card
from engine.cards.library.groups import TARGETS, Targeting, as_group
from engine.cards.library.moves import attach_equip, take_control
from engine.continuous import Modifier
from engine.effects import ACTIVATE, CONTINUOUS, FLIP, IGNITION, QUICK, TRIGGER, CountLimit, Effect
from engine.state import BANISHED, EXTRA_MONSTERS, GY, HAND, MONSTERS, SPELLS

if TYPE_CHECKING:
    from engine.effects import Ctx

#: Ranges: where the card is when its effect is used.
ON_FIELD = (MONSTERS, EXTRA_MONSTERS)
IN_HAND = (HAND,)
IN_GY = (GY,)
IN_BANISHMENT = (BANISHED,)
IN_SPELL_ZONE = (SPELLS,)


def _all(tests: list[Callable[[Ctx], bool]]) -> Callable[[Ctx], bool] | None:
    """Every test, in order, stopping at the first false one (conditions' ``&``: a value that
    is false exactly when one of them is), or None when there is none."""
    if not tests:
        return None
    if len(tests) == 1:
        return tests[0]
    return _conjunction(tuple(tests))


def _cost(parts: Any, remember: dict[str, Any] | None = None,
          prepare: Callable[[Ctx], None] | None = None, *, choice: Choice | None = None,
          chain_limit: Callable[..., str | None] | None = None) -> Act | None:
    """What happens on activation: notes (``remember``), what the effect notes for later
    (``prepare``), the chain limit, the cost, then the choice of effect ("activate 1 of these
    effects")."""
    if (parts is None and not remember and prepare is None and choice is None
            and chain_limit is None):
        return None
    if parts is None:
        acts: list[Act] = []
    elif isinstance(parts, (tuple, list)):
        acts = [as_action(p) for p in parts]
    else:
        acts = [as_action(parts)]
    notes = [(key, as_cond(c).test) for key, c in (remember or {}).items()]

    def pay(ctx: Ctx) -> Proc:
        for key, test in notes:  # "when this effect was activated"
            ctx.data[key] = test(ctx)
        if prepare is not None:
            prepare(ctx)
        if chain_limit is not None:
            ctx.data["chain_limit"] = lambda player, card, eff: chain_limit(ctx, player, card, eff)
        ctx.data["paying_cost"] = True
        try:
            for act in acts:
                paid = yield from act.run(ctx)
                if isinstance(paid, list):
                    ctx.data.setdefault("cost_cards", []).extend(paid)
        finally:
            ctx.data["paying_cost"] = False
        if choice is not None:
            yield from choice.ask(ctx)

    checks = [a.possible for a in acts if a.possible is not None]
    return Act(pay, possible=_all(checks))


def _effect(kind: str, *, resolve: Any = None, target: Any = None, cost: Any = None,
            condition: Any = None, limit: CountLimit | None = None, text: str = "",
            categories: Iterable[str] = (), check: bool = True, range: tuple[str, ...] | None = None,
            optional: bool = True, timing: str = "if", on: Any = None, damage_step: bool = False,
            speed: int | None = None, remember: dict[str, Any] | None = None,
            cannot_be_negated: bool = False, extra: dict[str, Any] | None = None,
            chain_limit: Callable[..., str | None] | None = None,
            quick_if: Any = None) -> Effect:
    act = as_action(resolve) if resolve is not None else None
    # what the effect notes "when it is activated" is noted once its targets are chosen
    pay = _cost(cost, remember if target is None else None,
                act.prepare if act is not None else None,
                choice=act if isinstance(act, Choice) else None, chain_limit=chain_limit)
    targeting = None
    place_cats: set[str] = set()
    if target is not None:
        group = as_group(target)
        targeting = Targeting(group.refined(act.refine if act is not None else None),
                              hint=text or "",
                              notes=[(k, as_cond(c).test) for k, c in (remember or {}).items()])
        if act is not None:  # "Special Summon it" of a target in the GY: from the GY
            place_cats = by_place(act.categories, tuple(getattr(group, "places", ())))
    tests: list[Callable[[Ctx], bool]] = []
    if condition is not None:
        tests.append(as_cond(condition).test)
    if check and act is not None and act.possible is not None:
        tests.append(act.possible)
    cats = frozenset(categories) | (act.categories if act is not None else frozenset()) | place_cats
    more = dict(extra or {})
    if quick_if is not None:
        more["quick_if"] = as_cond(quick_if).test
    if act is not None:
        more["action"] = act
    if cannot_be_negated:
        more["cannot_be_negated"] = True
    return Effect(kind, text=text, speed=speed, optional=optional, timing=timing, trigger=on,
                  condition=_all(tests), cost_ok=pay.possible if pay is not None else None,
                  cost=pay.run if pay is not None else None, target=targeting,
                  resolve=act.run if act is not None else None, range=range, limit=limit,
                  damage_step=damage_step, categories=cats, extra=more)


def _both(first: Any, second: Callable[[Ctx], bool]) -> Any:
    if first is None:
        return second
    test = as_cond(first).test
    return lambda ctx: test(ctx) and second(ctx)


def Activate(resolve: Any = None, **kw: Any) -> Effect:
    """A Spell/Trap Card's activation (its Spell Speed is the card's: seed 003 pp. 40-42).
    ``from_hand=True``: a Trap that may be activated from the hand (its text says so);
    ``from_hand=<condition>``: only while it holds ("if you control no cards")."""
    extra = kw.pop("extra", {})
    from_hand = kw.pop("from_hand", False)
    if from_hand is not False:
        extra["from_hand"] = True
        if from_hand is not True:  # "If <condition>, you can activate this card from your hand"
            when = as_cond(from_hand).test
            kw["condition"] = _both(kw.get("condition"),
                                    lambda ctx: ctx.card.location != HAND or when(ctx))
    negates_summon = kw.pop("negates_summon", False)
    eff = _effect(ACTIVATE, resolve=resolve, extra=extra, **kw)
    eff.negates_summon = negates_summon
    return eff


def Ignition(resolve: Any = None, **kw: Any) -> Effect:
    """"You can ...": Spell Speed 1, in your Main Phase, while no chain is building."""
    return _effect(IGNITION, resolve=resolve, **kw)


def Quick(resolve: Any = None, *, damage_calculation: bool = False, **kw: Any) -> Effect:
    """A Quick Effect (Spell Speed 2), from the field unless ``range`` says (a hand trap:
    ``range=IN_HAND``); ``damage_step=True`` if its text lets it be used in the Damage Step
    (until damage calculation), ``damage_calculation=True`` during damage calculation.
    ``on=<event>``: "If <event> (Quick Effect)" — offered right after the event, as an
    optional trigger is, and not later (Droll & Lock Bird). ``quick_if=<condition>``: "This
    is a Quick Effect if ..." — otherwise it is an Ignition Effect."""
    extra = kw.pop("extra", {})
    if damage_calculation:
        extra["damage_calculation"] = True
        kw["damage_step"] = True
    return _effect(QUICK, resolve=resolve, extra=extra, **kw)


def Trigger(on: Any, resolve: Any = None, *, mandatory: bool = False, when: bool = False,
            **kw: Any) -> Effect:
    """A Trigger Effect: ``on`` the event (:mod:`engine.cards.library.triggers`).

    Optional ("you can") unless ``mandatory``; ``when=True`` for "When ... :" (an optional
    "when" trigger misses the timing if its event was not the last thing to happen; seed
    004), else "If ... :"."""
    kw.setdefault("check", not mandatory)
    return _effect(TRIGGER, resolve=resolve, on=on, optional=not mandatory,
                   timing="when" if when else "if", **kw)


def Flip(resolve: Any = None, *, optional: bool = False, **kw: Any) -> Effect:
    """"FLIP: ..." — activated when this card is flipped face-up (mandatory unless the text
    says "you can")."""
    kw.setdefault("check", optional)
    return _effect(FLIP, resolve=resolve, optional=optional, **kw)


def IgnitionLike(text: str, *, either_player: bool = False, **kw: Any) -> list[Effect]:
    """A Continuous Trap whose effect is used again and again (seed 004 "Continuous Traps with
    ignition-like effects"): effect 0 activates the card only; effect 1 is the effect — used
    by the face-up card as a Spell Speed 2 effect, or, while the card is Set, by activating
    the card and using it at once (one Chain Link). ``either_player``: "either player can ...".
    """
    extra = dict(kw.pop("extra", {}))
    if either_player:
        extra["any_player"] = True
    negates_summon = kw.pop("negates_summon", False)
    quick = _effect(QUICK, text=text, extra=extra, **kw)
    quick.negates_summon = negates_summon
    with_card = Activate(text=f"Activate this card and use its effect: {text}",
                         extra={**extra, "variant_of": quick}, negates_summon=negates_summon, **kw)
    return [Activate(text="Activate this card without using its effect."), quick, with_card]


# ------------------------------------------------------------------ continuous effects
def _bind(specs: Iterable[Spec | tuple[Spec, ...]], default: Filter | None,
          condition: Any = None) -> tuple[Modifier, ...]:
    flat: list[Spec] = []
    for s in specs:
        flat += list(s) if isinstance(s, tuple) else [s]
    mods = tuple(s.bind(default) for s in flat)
    if condition is None:
        return mods
    test = as_cond(condition).test

    def guarded(m: Modifier) -> Modifier:
        inner = m.answer
        return Modifier(m.code, lambda ctx, subject: inner(ctx, subject) if test(ctx) else None, m.text)

    return tuple(guarded(m) for m in mods)


def Continuous(*specs: Spec | tuple[Spec, ...], condition: Any = None,
               range: tuple[str, ...] | None = None, text: str = "",
               affects: Filter = this_card, extra: dict[str, Any] | None = None) -> Effect:
    """A Continuous Effect: while the card is face-up where ``range`` says (its controller's
    field by default), the typed modifiers apply; ``condition``: "while ..." (checked each
    time). Modifiers that do not say whom they affect affect ``affects`` (this card)."""
    return Effect(CONTINUOUS, text=text, range=range, modifiers=_bind(specs, affects, condition),
                  extra=dict(extra or {}))


def Equip(*specs: Spec | tuple[Spec, ...], to: Any = face_up & monster, control: bool = False,
          text: str = "") -> list[Effect]:
    """An Equip Spell: activated targeting a monster (``to``), attached on resolution; its
    modifiers affect the equipped monster (seed 003 p. 24). ``control=True``: "you control
    the equipped monster" (Snatch Steal)."""
    steal = take_control(TARGETS, while_equipped=True) if control else None

    def attach(ctx: Ctx) -> Proc:
        targets = ctx.valid_targets()
        if not (targets and ctx.card.on_field):
            return None
        if steal is not None:
            taken = yield from steal.run(ctx)
            return taken
        attach_equip(ctx, ctx.card, targets[0])
        return targets
        yield  # pragma: no cover

    from engine.cards.library.categories import CONTROL, EQUIP

    activation = _effect(ACTIVATE, resolve=Act(attach, {EQUIP, CONTROL} if control else {EQUIP},
                                                possible=steal.possible if steal else None),
                         target=to, text=text or "Equip this card to a monster.")
    # Taking control is the point of a control Equip: its only limit is "a face-up monster"
    limit = to if isinstance(to, Filter) and not control else None
    more = {"adjust": _equip_limit(limit)} if limit is not None else {}
    return [activation, Continuous(*specs, affects=equipped_monster, text="the equipped monster",
                                   extra=more)]


def _equip_limit(limit: Filter) -> Callable[[Ctx], Proc]:
    """"Equip only to ...": an Equip Card whose monster no longer matches ``limit`` has lost
    its target and is destroyed (seed 003 Glossary "Equip Cards"), whenever the game settles
    (``chain.run_adjustments``)."""

    def adjust(ctx: Ctx) -> Proc:
        me, host = ctx.card, ctx.card.equipped_to
        if host is not None and me.on_field and not limit.test(ctx, host):
            me.equipped_to = None
            ctx.g.new_group()
            ctx.g.move(me, GY, reason="rule", event="destroyed")
        return
        yield  # pragma: no cover

    return adjust


__all__ = [
    "IN_BANISHMENT",
    "IN_GY",
    "IN_HAND",
    "IN_SPELL_ZONE",
    "ON_FIELD",
    "Activate",
    "Continuous",
    "Equip",
    "Flip",
    "Ignition",
    "IgnitionLike",
    "Quick",
    "Trigger",
]
