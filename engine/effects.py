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

#: Kinds of *activated* effects: the ones a player (or a trigger) activates and that
#: ``effect=N`` counts (SCENARIOS.md "Which effect").
ACTIVATED_KINDS = (ACTIVATE, IGNITION, QUICK, TRIGGER, FLIP)


@dataclass(frozen=True)
class CountLimit:
    """How often an effect may be used: the count limit of ocgcore's effect record.

    ``scope``: "turn", "chain" or "duel". ``per``: "copy" (soft "once per turn": each copy
    of the card counts on its own, and a card that left the field is a new card) or "name"
    (hard: "you can only use this effect of X once per turn", shared by every copy the
    player controls). ``key`` shares one count between several effects of a card ("you can
    only use 1 of these effects per turn"); effects with no key count separately.
    """

    count: int = 1
    scope: str = "turn"
    per: str = "copy"
    key: str | None = None

    def key_for(self, card: Card, eff: Effect) -> str:
        own = self.key if self.key is not None else f"e{eff.number}"
        # "copies the effects of" (engine.copied_effects): a copied effect counts as the
        # effect of the card it came from (its name), and apart from this card's own effects
        copied = eff.extra.get("copied_from")
        if self.per == "name":
            return f"{card.data.original_code if copied is None else copied}:{own}"
        return f"{card.uid}:{own}" if copied is None else f"{card.uid}:{copied}:{own}"


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
    once_per_turn: bool | str = False  # older declarations; new ones use ``limit``
    limit: CountLimit | None = None
    #: what the effect does, as card text names it ("search", "destroy", ...): the union of
    #: its actions' categories (engine.cards.library.categories)
    categories: frozenset[str] = frozenset()
    #: typed continuous effects (engine.continuous.Modifier), for ``CONTINUOUS`` effects
    modifiers: tuple[Any, ...] = ()
    negates_summon: bool = False
    damage_step: bool = False
    # continuous effects: called with (ctx, card) for every card on the field
    atk: Callable[[Ctx, Card], int] | None = None
    defense: Callable[[Ctx, Card], int] | None = None
    rule: Callable[[Ctx, str, Any], Any] | None = None  # flag hooks, see engine.modifiers
    index: int = 0  # set by CardScript: its place among the card's effects
    #: set by CardScript: ``effect=N`` of SCENARIOS.md, the place among the card's activated
    #: effects in text order (None for continuous effects)
    number: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def activated(self) -> bool:
        return self.kind in ACTIVATED_KINDS

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
    """A card's declared behaviour: our own words and its effects.

    ``code`` is the passcode (0 for older declarations keyed by name, resolved by the
    registry); ``version`` is bumped whenever the card's behaviour changes, so a replay
    can tell which card behaved differently.
    """

    name: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    # rules hooks for monsters with special summoning conditions etc.
    cannot_normal_summon: bool = False
    special_summon: Any = None  # a SummonProcedure-like object (see engine.procedures.special)
    extra: dict[str, Any] = field(default_factory=dict)
    code: int = 0
    version: int = 1

    def __post_init__(self) -> None:
        number = 0
        for i, eff in enumerate(self.effects):
            eff.index = i
            if eff.activated and "variant_of" not in eff.extra:
                eff.number = number
                number += 1
        for eff in self.effects:  # "activate this card and use its effect" shares the effect's number
            variant = eff.extra.get("variant_of")
            if variant is not None:
                eff.number = variant.number

    def activatable(self) -> Iterable[Effect]:
        return (e for e in self.effects if e.kind in (ACTIVATE, IGNITION, QUICK))

    def effect_number(self, card: Card, number: int) -> Effect | None:
        """The activated effect ``effect=N`` names for ``card`` in its present state.

        A Continuous Trap whose effect may be used as the card is activated declares both
        ways under one number: activating the card (from the hand or Set) uses the
        ``ACTIVATE`` variant, a face-up card the effect itself.
        """
        found = [e for e in self.effects if e.number == number]
        if len(found) > 1:
            being_activated = not (card.on_field and card.face_up)
            found = [e for e in found if (e.kind == ACTIVATE) == being_activated] or found
        return found[0] if found else None


class ChainLink:
    """One link of the chain: who activated what, and whether it was negated."""

    __slots__ = (
        "ctx",
        "effect_negated",
        "is_card_activation",
        "negated",
        "number",
        "spell_speed",
        "uid",
    )

    def __init__(self, ctx: Ctx, number: int, is_card_activation: bool, spell_speed: int) -> None:
        self.ctx = ctx
        #: the card's id as it was activated, shown while the link is on the chain (the card
        #: gets a new id if it enters a hidden place meanwhile: GameState.reissue)
        self.uid = ctx.card.uid
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
