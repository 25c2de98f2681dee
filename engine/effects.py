"""Effects: the building blocks every card declaration is made of.

A card's behaviour is a :class:`CardScript` holding :class:`Effect` objects.
Effect kinds follow the rulebook (seed 003 pp. 9-11): ``activate`` (a Spell or
Trap Card's activation), ``ignition``, ``quick``, ``trigger``, ``flip`` and
``continuous``. Spell Speed is derived from the kind and card type (seed 003
pp. 40-42) unless a card says otherwise.

Costs, targets and resolutions are generators over a :class:`Ctx`, so an
effect that needs a choice simply ``yield``s a prompt, exactly like the rule
procedures do.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.state import Card

Proc = Generator[Any, Any, Any]
Pred = Callable[["Ctx"], bool]

ACTIVATE = "activate"
IGNITION = "ignition"
QUICK = "quick"
TRIGGER = "trigger"
FLIP = "flip"
CONTINUOUS = "continuous"


class Ctx:
    """Everything an effect knows while it is activated and resolved.

    ``data`` carries facts from activation to resolution (e.g. the LP paid);
    ``targets`` are the cards chosen on activation and rechecked on resolution.
    """

    __slots__ = ("card", "data", "effect", "event", "g", "link", "player", "targets")

    def __init__(self, g: Game, card: Card, player: int, effect: Effect,
                 event: Event | None = None) -> None:
        self.g = g
        self.card = card
        self.player = player
        self.effect = effect
        self.event = event
        self.targets: list[Card] = []
        self.data: dict[str, Any] = {}
        self.link: ChainLink | None = None

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def valid_targets(self) -> list[Card]:
        """The chosen targets that still qualify on resolution (seed 004)."""
        spec = self.effect.target
        if spec is None:
            return list(self.targets)
        return [c for c in self.targets if spec.still_valid(self, c)]


@dataclass
class Effect:
    """One effect of a card. Every field but ``kind`` is optional."""

    kind: str
    text: str = ""
    speed: int | None = None
    optional: bool = True
    timing: str = "if"  # "when" triggers can miss the timing
    trigger: Callable[[Ctx, Event], bool] | None = None
    condition: Pred | None = None
    cost_ok: Pred | None = None
    cost: Callable[[Ctx], Proc] | None = None
    target: Any = None  # a TargetSpec-like object: available(ctx), choose(ctx), still_valid(ctx, c)
    resolve: Callable[[Ctx], Proc] | None = None
    range: tuple[str, ...] | None = None
    once_per_turn: bool | str = False
    negates_summon: bool = False
    damage_step: bool = False
    # continuous effects: called with (ctx, card) for every card on the field
    atk: Callable[[Ctx, Card], int] | None = None
    defense: Callable[[Ctx, Card], int] | None = None
    rule: Callable[[Ctx, str, Any], Any] | None = None  # flag hooks, see engine.modifiers
    index: int = 0  # set by CardScript
    extra: dict[str, Any] = field(default_factory=dict)

    def spell_speed(self, card: Card) -> int:
        if self.speed is not None:
            return self.speed
        data = card.data
        if self.kind == ACTIVATE:
            if data.is_trap:
                return 3 if data.spell_trap_type == "Counter" else 2
            return 2 if data.spell_trap_type == "Quick-Play" else 1
        if self.kind == QUICK:
            return 2
        if self.kind in (TRIGGER, FLIP):
            return 1 if data.is_monster else 2
        return 1

    def active_range(self, card: Card) -> tuple[str, ...]:
        if self.range is not None:
            return self.range
        if self.kind in (TRIGGER, FLIP):
            return ("any",)
        if card.data.is_monster:
            return ("monsters", "extra_monsters")
        if self.kind == ACTIVATE:
            return ("hand", "spells", "field")
        return ("spells", "field")


@dataclass
class CardScript:
    """A card's declared behaviour: our own words and its effects."""

    name: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    # rules hooks for monsters with special summoning conditions etc.
    cannot_normal_summon: bool = False
    special_summon: Any = None  # a SummonProcedure-like object (see engine.procedures.special)
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for i, eff in enumerate(self.effects):
            eff.index = i

    def activatable(self) -> Iterable[Effect]:
        return (e for e in self.effects if e.kind in (ACTIVATE, IGNITION, QUICK))


class ChainLink:
    """One link of the chain: who activated what, and whether it was negated."""

    __slots__ = (
        "ctx",
        "effect_negated",
        "is_card_activation",
        "negated",
        "number",
        "spell_speed",
    )

    def __init__(self, ctx: Ctx, number: int, is_card_activation: bool, spell_speed: int) -> None:
        self.ctx = ctx
        self.number = number
        self.negated = False  # the activation was negated
        self.effect_negated = False
        self.is_card_activation = is_card_activation
        self.spell_speed = spell_speed

    @property
    def card(self) -> Card:
        return self.ctx.card

    @property
    def player(self) -> int:
        return self.ctx.player

    @property
    def effect(self) -> Effect:
        return self.ctx.effect
