"""Actions: what an effect does when it resolves (or pays as a cost), and how they compose.

An :class:`Act` is one action of card text ("destroy it", "draw 2 cards"): ``run(ctx)``
performs it and returns what it did (the cards it moved, the amount...), ``possible(ctx)``
says whether it could do anything now (checked when the effect is activated: Pot of Greed
needs 2 cards in the Deck), ``categories`` says what kind of thing it does (search,
destroy, ...: :mod:`engine.cards.library.categories`), and ``refine`` narrows the targets
the effect may choose (a monster that will be Special Summoned must be able to be).

Composition follows the words of card text:

* ``then(a, b)`` — "a, then b": b only if a did something, as a separate step;
* ``and_if_you_do(a, b)`` — "a, and if you do, b": b only if a did something;
* ``also(a, b)`` — "a. Also, b": both, whatever a did;
* a tuple ``(a, b)`` given as an effect's ``resolve`` means ``then(a, b)``.

The same actions are costs when given as ``cost=`` (``discard(this_card)``,
``pay_lp(1000)``): then they are not effects (an unaffected card can still be Tributed)
and their events carry the reason "cost".
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import TYPE_CHECKING, Any

from engine.modifiers import unaffected
from engine.state import Card
from engine.why_not import _NOTES

if TYPE_CHECKING:
    from engine.cards.library.filters import Filter
    from engine.effects import Ctx

Proc = Generator[Any, Any, Any]
Run = Callable[["Ctx"], Proc]
Amount = int | Callable[["Ctx"], int]
Who = Callable[["Ctx"], list[int]]


class Act:
    """One action: ``run`` performs it, ``possible`` checks it, ``categories`` name it."""

    __slots__ = ("categories", "on_start", "possible", "prepare", "refine", "run", "text")

    def __init__(self, run: Run, categories: Iterable[str] = (), *,
                 possible: Callable[[Ctx], bool] | None = None, refine: Filter | None = None,
                 text: str = "", on_start: Callable[[Any, Card], None] | None = None,
                 prepare: Callable[[Ctx], None] | None = None) -> None:
        self.run = run
        self.categories = frozenset(categories)
        self.possible = possible
        self.refine = refine
        self.text = text
        #: what a face-up copy placed by a start position sets up (SCENARIOS.md)
        self.on_start = on_start
        #: what the action notes when its effect is activated (the Summon it will negate)
        self.prepare = prepare

    def can(self, ctx: Ctx) -> bool:
        return self.possible is None or self.possible(ctx)


def done() -> Proc:
    """An empty procedure (a resolution that asks nothing)."""
    return
    yield  # pragma: no cover


def as_action(x: Any) -> Act:
    """An action from what a card declaration wrote: an :class:`Act`, a tuple of them
    ("then"), or a resolve generator function ``fn(ctx)`` (a card's own step)."""
    if isinstance(x, Act):
        return x
    if isinstance(x, (tuple, list)):
        return then(*x)
    if callable(x):
        return Act(x)
    raise TypeError(f"not an action: {x!r}")


def do(fn: Callable[[Ctx], Any], *categories: str, text: str = "") -> Act:
    """A card's own resolution step, declaring its categories (say what it does)."""

    def run(ctx: Ctx) -> Proc:
        result = fn(ctx)
        if isinstance(result, Generator):
            result = yield from result
        return result

    return Act(run, categories, text=text)


# ------------------------------------------------------------------ composition
def _union(acts: Iterable[Act]) -> frozenset[str]:
    out: set[str] = set()
    for a in acts:
        out |= a.categories
    return frozenset(out)


def _prepares(acts: list[Act]) -> Callable[[Ctx], None] | None:
    hooks = [a.prepare for a in acts if a.prepare is not None]
    if not hooks:
        return None

    def prepare(ctx: Ctx) -> None:
        for hook in hooks:
            hook(ctx)

    return prepare


def then(*parts: Any) -> Act:
    """"A, then B": each part only if the one before did something (seed 004 "then")."""
    acts = [as_action(p) for p in parts]
    if len(acts) == 1:
        return acts[0]

    def run(ctx: Ctx) -> Proc:
        result: Any = None
        for i, act in enumerate(acts):
            if i and not result:
                return result
            if i:
                ctx.g.new_group()
            result = yield from act.run(ctx)
            ctx.data["last"] = result
        return result

    return Act(run, _union(acts), possible=acts[0].possible, refine=acts[0].refine,
               on_start=next((a.on_start for a in acts if a.on_start), None),
               prepare=_prepares(acts))


def and_if_you_do(first: Any, second: Any) -> Act:
    """"A, and if you do, B": B only if A did something, as part of the same step."""
    a, b = as_action(first), as_action(second)

    def run(ctx: Ctx) -> Proc:
        result = yield from a.run(ctx)
        ctx.data["last"] = result
        if not result:
            return result
        second_result = yield from b.run(ctx)
        return second_result if second_result is not None else result

    return Act(run, a.categories | b.categories, possible=a.possible, refine=a.refine,
               prepare=_prepares([a, b]))


def also(*parts: Any) -> Act:
    """"A. Also, B": every part happens, whatever the others did."""
    acts = [as_action(p) for p in parts]

    def run(ctx: Ctx) -> Proc:
        result: Any = None
        for act in acts:
            result = (yield from act.run(ctx)) or result
        return result

    possible = [a for a in acts if a.possible is not None]
    return Act(run, _union(acts),
               possible=(lambda ctx: any(a.can(ctx) for a in acts)) if possible else None,
               refine=acts[0].refine, prepare=_prepares(acts))


def by_case(*cases: tuple[Callable[[Ctx], bool], Any]) -> Act:
    """One effect for several situations ("When a monster would be Summoned, OR a Spell/Trap
    Card is activated: negate the Summon or the activation"): the first case whose condition
    holds when the effect is activated is the one that resolves; the effect can be activated
    when any case's condition holds."""
    acts = [(test, as_action(part)) for test, part in cases]

    def prepare(ctx: Ctx) -> None:
        ctx.data["case"] = next((i for i, (test, _) in enumerate(acts) if test(ctx)), None)
        act = acts[ctx.data["case"]][1] if ctx.data["case"] is not None else None
        if act is not None and act.prepare is not None:
            act.prepare(ctx)

    def run(ctx: Ctx) -> Proc:
        case = ctx.data.get("case")
        if case is None:
            return None
        result = yield from acts[case][1].run(ctx)
        return result

    return Act(run, _union(a for _, a in acts), prepare=prepare,
               possible=lambda ctx: any(test(ctx) for test, _ in acts))


def only_if(test: Callable[[Ctx], bool], part: Any) -> Act:
    """Do ``part`` only if ``test(ctx)`` holds when the effect resolves."""
    act = as_action(part)

    def run(ctx: Ctx) -> Proc:
        if not test(ctx):
            return None
        result = yield from act.run(ctx)
        return result

    return Act(run, act.categories)


def you_may(part: Any, question: str = "") -> Act:
    """"..., you can X": while the effect resolves, its player is asked (yes/no) whether to
    do X — only if X could do something."""
    act = as_action(part)

    def run(ctx: Ctx) -> Proc:
        from engine.prompts import YesNoPrompt

        if not act.can(ctx):
            return None
        ask = question or f"{ctx.card.name}: {act.text or 'use this part of the effect'}?"
        answer = yield YesNoPrompt(player=ctx.player, question=ask, hint=ask)
        if not answer.yes:
            return None
        result = yield from act.run(ctx)
        return result

    return Act(run, act.categories, text=act.text)


class Choice(Act):
    """"Activate 1 of these effects": the player picks one on activation (an ``option``
    prompt listing every effect in the card's order; only those that could do something now
    may be chosen), and only that one resolves. The link's categories are the chosen one's
    (``ctx.data["categories"]``), so Ash Blossom answers "draw 2" but not "take control"."""

    __slots__ = ("options",)

    def __init__(self, options: list[tuple[str, Act, Callable[[Ctx], bool] | None]]) -> None:
        self.options = options

        def run(ctx: Ctx) -> Proc:
            index = ctx.data.get("mode")
            if index is None:
                return None
            result = yield from options[index][1].run(ctx)
            return result

        super().__init__(run, _union(a for _, a, _ in options),
                         possible=self._any_available, text="one of these effects")

    def available(self, ctx: Ctx) -> list[int]:
        return [i for i, (_, act, cond) in enumerate(self.options)
                if act.can(ctx) and (cond is None or cond(ctx))]

    def _any_available(self, ctx: Ctx) -> bool:
        """``bool(self.available(ctx))``, stopping at the first effect that could be chosen
        (the same checks in the same order; the rest only add notes to a refusal being
        explained, when the full list is built)."""
        if _NOTES.get() is not None:
            return bool(self.available(ctx))
        return any(act.can(ctx) and (cond is None or cond(ctx)) for _, act, cond in self.options)

    def ask(self, ctx: Ctx) -> Proc:
        """On activation: which effect (asked even when only one could be chosen)."""
        from engine import rules
        from engine.prompts import OptionPrompt

        allowed = self.available(ctx)
        prompt = OptionPrompt(player=ctx.player, options=[text for text, _, _ in self.options],
                              allowed=allowed, hint=f"{ctx.card.name}: activate which effect?")
        prompt._why_not = lambda i: (f"that effect of {ctx.card.name} could do nothing now — "
                                     f"{rules.CONDITION}")
        answer = yield prompt
        ctx.data["mode"] = answer.option
        ctx.data["categories"] = self.options[answer.option][1].categories


def choose_one(*options: tuple[Any, ...]) -> Choice:
    """"Activate 1 of these effects": ``("our words", action)`` or ``("our words", action,
    condition)`` for each, in the card's order."""
    from engine.cards.library.conditions import as_cond

    built: list[tuple[str, Act, Callable[[Ctx], bool] | None]] = []
    for option in options:
        text, part = option[0], as_action(option[1])
        cond = as_cond(option[2]).test if len(option) > 2 else None
        built.append((text, part, cond))
    return Choice(built)


# ------------------------------------------------------------------ who and how much
def you(ctx: Ctx) -> list[int]:
    return [ctx.player]


def opponent(ctx: Ctx) -> list[int]:
    return [ctx.opponent]


def both_players(ctx: Ctx) -> list[int]:
    """Both players, the effect's player first ("both players discard ..., then draw")."""
    return [ctx.player, ctx.opponent]
def attacking_player(ctx: Ctx) -> list[int]:
    """"The attacking player": the controller of the monster attacking now."""
    att = ctx.g.attack
    return [att.attacker.controller] if att is not None else []


def each_player(ctx: Ctx) -> list[int]:
    """Both players, the turn player first (seed 004: simultaneous actions)."""
    tp = ctx.g.state.turn_player
    return [tp, 1 - tp]


def amount_of(amount: Amount, ctx: Ctx) -> int:
    return amount(ctx) if callable(amount) else amount


def paying_cost(ctx: Ctx) -> bool:
    return bool(ctx.data.get("paying_cost"))


def reason(ctx: Ctx) -> str:
    """"cost" while an effect's cost is paid, else "effect" (events carry it)."""
    return "cost" if paying_cost(ctx) else "effect"


def affected(ctx: Ctx, cards: list[Card]) -> list[Card]:
    """The cards this effect can touch: an unaffected card is "seen" but ignored (seed 004).
    Costs are not effects, so they are paid with any card."""
    if paying_cost(ctx):
        return cards
    return [c for c in cards if not unaffected(ctx.g, c, ctx)]


__all__ = [
    "Act",
    "Amount",
    "Choice",
    "Who",
    "affected",
    "also",
    "amount_of",
    "and_if_you_do",
    "as_action",
    "attacking_player",
    "both_players",
    "by_case",
    "choose_one",
    "do",
    "done",
    "each_player",
    "only_if",
    "opponent",
    "paying_cost",
    "reason",
    "then",
    "you",
    "you_may",
]
