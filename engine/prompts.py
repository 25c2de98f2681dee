"""The protocol: every Prompt the engine asks and every Answer a player gives.

Prompts list their legal answers, so a UI, an AI or a test never computes
legality; it picks. Answers are validated against the pending prompt before
anything changes; an illegal one raises :class:`IllegalAnswer` with a reason
that names the rule.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr
from pydantic_core import PydanticUndefined

from engine import rules

Do = Literal[
    "summon", "set", "flip_summon", "change_position", "activate", "special_summon",
    "pendulum_summon", "attack", "battle", "main2", "end_turn", "pass",
    "done",  # a card played by hand has resolved (engine.by_hand)
]
PositionName = Literal["attack", "defense", "set"]


# ----------------------------------------------------------------- engine-made models
# Prompts, their Actions and chain views are made by the engine alone, from values it made
# itself, once or more per decision of play: validating every field of each anew (and pydantic's
# per-instance set-up of private attributes) was a hot path. ``_FastInit`` builds the very same
# instance directly whenever every value already has the exact type that validation would
# keep as it is; anything else (a tuple for a list, a bool for an int, an unknown field, a
# missing one) goes through pydantic's own validation, so the result, and any error, is the
# one validation gives. Files and other outside data are validated by ``model_validate``/
# ``TypeAdapter``, which never call ``__init__`` (``__pydantic_base_init__`` below tells pydantic
# this ``__init__`` is its own), and answers, which come from outside, are not ``_FastInit``.

#: one field of a ``_FastInit`` model: name, is a list, exact types accepted (of the value or
#: of each item), strings accepted (a Literal's), whether required, the default, the default
#: factory
_Plan = tuple[str, bool, frozenset[type], frozenset[str], bool, Any, Any]


def _accepted(annotation: Any) -> tuple[frozenset[type], frozenset[str]] | None:
    """The exact types and literal strings a value of ``annotation`` may have for validation
    to keep it as it is (None: a kind of annotation the fast path does not know)."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        values = typing.get_args(annotation)
        if not all(type(v) is str for v in values):
            return None
        return frozenset(), frozenset(values)
    if origin is Union or origin is types.UnionType:
        kinds: set[type] = set()
        strings: set[str] = set()
        for arg in typing.get_args(annotation):
            part = _accepted(arg)
            if part is None:
                return None
            kinds |= part[0]
            strings |= part[1]
        return frozenset(kinds), frozenset(strings)
    if annotation is None or annotation is type(None):
        return frozenset({type(None)}), frozenset()
    if annotation in (int, str, bool) or (isinstance(annotation, type)
                                          and issubclass(annotation, BaseModel)):
        return frozenset({annotation}), frozenset()
    return None


def _plan(cls: type[BaseModel]) -> tuple[_Plan, ...] | None:
    """How ``cls`` is built without validation, per field in the order validation fills
    ``__dict__``; None when some field is of a kind the fast path does not check."""
    plan: list[_Plan] = []
    for name, info in cls.model_fields.items():
        if info.metadata or info.alias is not None or info.validation_alias is not None:
            return None
        annotation = info.annotation
        is_list = typing.get_origin(annotation) is list
        if is_list:
            (annotation,) = typing.get_args(annotation)
            if typing.get_origin(annotation) is list:
                return None
        accepted = _accepted(annotation)
        if accepted is None:
            return None
        default = info.default
        if default is not PydanticUndefined and not isinstance(default, (str, int, type(None))):
            return None  # a default validation would copy
        plan.append((name, is_list, accepted[0], accepted[1], info.is_required(), default,
                     info.default_factory))
    return tuple(plan)


def _private(cls: type[BaseModel]) -> dict[str, Any] | None:
    """What pydantic gives a new instance of ``cls`` as its private attributes: their
    defaults, which must be None or a string (values it would not copy)."""
    defaults: dict[str, Any] = {}
    for key, attr in cls.__private_attributes__.items():
        if attr.default_factory is not None or not isinstance(attr.default, (str, type(None))):
            raise TypeError(f"{cls.__name__}.{key}: a private default the fast path would share")
        defaults[key] = attr.default
    return defaults or None


def _items_of(kinds: frozenset[type], strings: frozenset[str]) -> Callable[[list[Any]], bool]:
    """Whether every item of a list has one of ``kinds`` (or is one of ``strings``)."""
    if not strings:
        return lambda items: kinds.issuperset(map(type, items))

    def check(items: list[Any]) -> bool:
        for item in items:
            kind = type(item)
            if kind not in kinds and not (kind is str and item in strings):
                return False
        return True
    return check


_UNSET = object()


def _fast_init(cls: type[BaseModel]) -> Callable[..., None] | None:
    """An ``__init__`` for ``cls`` written out for its fields (one test per field, no loop
    over a plan at every instance); None when ``_plan`` finds a field it does not know."""
    plan = _plan(cls)
    if plan is None:
        return None
    private = _private(cls)
    env: dict[str, Any] = {"_U": _UNSET, "_T": type, "_L": list, "_str": str,
                           "_set": object.__setattr__, "_base": BaseModel.__init__,
                           "_fields": frozenset(name for name, *_ in plan), "_priv": private}
    get, tests, values = [], [], []
    for i, (name, is_list, kinds, strings, required, default, factory) in enumerate(plan):
        v = f"v{i}"
        get.append(f"    {v} = g({name!r}, _U)")
        env[f"_k{i}"], env[f"_s{i}"], env[f"_d{i}"], env[f"_f{i}"] = kinds, strings, default, factory
        if is_list:
            env[f"_ok{i}"] = _items_of(kinds, strings)
            bad = f"(_T({v}) is not _L or not _ok{i}({v}))"
            value = f"[*{v}]"  # validation gives a list of its own
        else:
            if len(kinds) == 1 and not strings:
                (env[f"_c{i}"],) = kinds
                bad = f"_T({v}) is not _c{i}"
            elif not strings:
                bad = f"_T({v}) not in _k{i}"
            else:
                bad = f"(_T({v}) not in _k{i} and not (_T({v}) is _str and {v} in _s{i}))"
            value = v
        if required:
            tests.append(f"{v} is _U or {bad}")
            values.append(f"{name!r}: {value}")
        else:
            tests.append(f"({v} is not _U and {bad})")
            missing = f"_d{i}" if factory is None else f"_f{i}()"
            values.append(f"{name!r}: {missing} if {v} is _U else {value}")
    source = "\n".join([
        "def __init__(self, /, **data):",
        "    g = data.get",
        *get,
        "    if (not _fields.issuperset(data)",
        *(f"            or {test}" for test in tests),
        "            ):",
        "        _base(self, **data)",
        "        return",
        f"    _set(self, '__dict__', {{{', '.join(values)}}})",
        "    _set(self, '__pydantic_fields_set__', set(data))",
        "    _set(self, '__pydantic_extra__', None)",
        "    _set(self, '__pydantic_private__', "
        + ("None)" if private is None else "{**_priv})"),
    ])
    exec(compile(source, f"<{cls.__name__}.__init__>", "exec"), env)  # noqa: S102
    init: Callable[..., None] = env["__init__"]
    init.__pydantic_base_init__ = True  # type: ignore[attr-defined]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


class _FastInit(BaseModel):
    """An engine-made model built without validation when its values need none (above):
    each subclass gets its own ``__init__`` from ``_fast_init`` once pydantic has built it."""

    def __setattr__(self, name: str, value: Any) -> None:
        """A private attribute (``prompt._explain = ...``, at every open state) is stored as
        pydantic's own handler stores it (its defaults have no ``__set__``: ``_private``),
        without its generic look-ups; anything else is pydantic's ``__setattr__``."""
        if name in type(self).__private_attributes__:
            private = getattr(self, "__pydantic_private__", None)
            if private is None:
                private = {}
                object.__setattr__(self, "__pydantic_private__", private)
            private[name] = value
            return
        super().__setattr__(name, value)

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        init = _fast_init(cls)
        if init is not None:
            # pydantic calls this __init__ only when Python code builds the model, never when
            # it validates outside data (model_validate): __pydantic_base_init__ says so
            type.__setattr__(cls, "__init__", init)


class IllegalAnswer(Exception):
    """An answer the pending prompt does not allow; the state is unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Action(_FastInit):
    """One thing a player may do at an open game state or in a chain."""

    model_config = ConfigDict(frozen=True)

    do: Do
    card: int | None = None  # uid
    effect: int = 0
    target: int | Literal["direct"] | None = None
    #: what the action does, in our words (only the player asked ever receives it)
    label: str = Field(default="")

    def key(self) -> tuple[str, int | None, int, int | str | None]:
        return (self.do, self.card, self.effect, self.target)


@functools.lru_cache(maxsize=4096)
def idle_action(do: Do, card: int | None, label: str) -> Action:
    """``Action(do=, card=, label=)`` (``card=`` only when not None), built once and shared:
    an Action is frozen and equal by value, and every open state lists much the same actions
    again (validating each anew was a hot path of play; ``model_construct`` is no faster)."""
    if card is None:
        return Action(do=do, label=label)
    return Action(do=do, card=card, label=label)


# ----------------------------------------------------------------- answers
#: bounds of every number an answer may carry: far beyond any real duel, small enough that a
#: damaged or hostile file can never make the engine work with a 5,000-digit number
MAX_NUMBER = 10**9
Number = Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
#: at most this many cards in one answer (a duel holds far fewer)
MAX_CARDS = 400


class AnswerBase(BaseModel):
    """What every answer says: who gives it.

    ``player`` is the seat the answer comes from. The Duel refuses an answer from anyone but
    the player its pending prompt asks (a double-submitted click from the player who is not
    seated), and records every answer with its player filled in. ``None`` (a caller that
    does not know seats: scenario steps, tests, the random player) means "the player asked".
    """

    player: int | None = Field(default=None, ge=0, le=1)


class ActionAnswer(AnswerBase):
    kind: Literal["action"] = "action"
    do: Do
    card: Number | None = None
    effect: Number = 0
    target: Number | Literal["direct"] | None = None

    def key(self) -> tuple[str, int | None, int, int | str | None]:
        return (self.do, self.card, self.effect, self.target)


class CardsAnswer(AnswerBase):
    kind: Literal["cards"] = "cards"
    cards: list[Number] = Field(max_length=MAX_CARDS)


class ZoneAnswer(AnswerBase):
    kind: Literal["zone"] = "zone"
    zone: Number


class PositionAnswer(AnswerBase):
    kind: Literal["position"] = "position"
    position: PositionName


class YesNoAnswer(AnswerBase):
    kind: Literal["yes_no"] = "yes_no"
    yes: bool


class OptionAnswer(AnswerBase):
    kind: Literal["option"] = "option"
    option: Number


class OrderAnswer(AnswerBase):
    kind: Literal["order"] = "order"
    order: list[Number] = Field(max_length=MAX_CARDS)


class AnnounceAnswer(AnswerBase):
    kind: Literal["announce"] = "announce"
    value: Annotated[str, Field(max_length=200)] | Number


class ManualAnswer(AnswerBase):
    """A manual move (solo/sandbox play): recorded in the replay like any answer."""

    kind: Literal["manual"] = "manual"
    player: Number  # type: ignore[assignment]  # the player who moves (either seat in solo play)
    move: Literal[
        "move", "draw", "mill", "shuffle", "reveal", "lp", "counter", "token", "control",
        "position",
    ]
    card: Number | None = None
    to: Annotated[str, Field(max_length=40)] | None = None  # location
    zone: Number | None = None
    face_up: bool | None = None
    position: Literal["attack", "defense"] | None = None
    amount: Number | None = None
    name: Annotated[str, Field(max_length=200)] | None = None  # token card name, counter kind


Answer = Annotated[
    ActionAnswer | CardsAnswer | ZoneAnswer | PositionAnswer | YesNoAnswer | OptionAnswer | OrderAnswer | AnnounceAnswer | ManualAnswer,
    Field(discriminator="kind"),
]


# ----------------------------------------------------------------- prompts
class PromptBase(_FastInit):
    """What every prompt says: who must answer, of what kind, and why."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    player: int
    hint: str = ""
    #: True at an open game state, where a manual move may be made (engine.manual)
    open_state: bool = False

    def refusal(self, answer: Any) -> str | None:  # pragma: no cover - overridden
        raise NotImplementedError


class _ActionPrompt(PromptBase):
    options: list[Action]
    _explain: Callable[[ActionAnswer], str] | None = PrivateAttr(default=None)

    def find(self, answer: ActionAnswer) -> Action | None:
        """The option whose ``key()`` equals the answer's (compared field by field, the
        order of ``key()``: no tuple built per option at every answer)."""
        do, card, effect, target = answer.do, answer.card, answer.effect, answer.target
        for option in self.options:
            if (option.do == do and option.card == card and option.effect == effect
                    and option.target == target):
                return option
        return None

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, ActionAnswer):
            return f"a {self.kind} prompt needs an action answer — {_rule()}"  # type: ignore[attr-defined]
        if self.find(answer) is not None:
            return None
        if self._explain is not None:
            return self._explain(answer)
        return f"{answer.do} is not allowed now — {_rule()}"


class IdlePrompt(_ActionPrompt):
    """The turn player's open game state in a Main Phase."""

    kind: Literal["idle"] = "idle"


class BattlePrompt(_ActionPrompt):
    """The turn player's open game state in the Battle Step."""

    kind: Literal["battle"] = "battle"


class ChainLinkView(_FastInit):
    link: int
    player: int
    card: int
    name: str
    effect: int = 0


class ChainPrompt(_ActionPrompt):
    """A chance to respond (or to activate an optional trigger); ``pass`` declines."""

    kind: Literal["chain"] = "chain"
    chain: list[ChainLinkView] = Field(default_factory=list)
    #: the card played by hand whose effect is resolving: its controller carries it out with
    #: manual moves, then answers "done" (engine.by_hand)
    resolving: int | None = None


class CardsPrompt(PromptBase):
    """Choose between ``min`` and ``max`` of ``candidates`` (uids)."""

    kind: Literal["cards"] = "cards"
    candidates: list[int]
    min: int = 1
    max: int = 1
    purpose: str = ""
    _check: Callable[[list[int]], str | None] | None = PrivateAttr(default=None)
    #: the rule that fixes how many cards are chosen (e.g. rules.TRIBUTE), cited when refused
    _rule_ref: str | None = PrivateAttr(default=None)
    #: why a card that is not a candidate cannot be chosen (the rule that excludes it), or
    #: None when the asking player may not know that card
    _why_not: Callable[[int], str | None] | None = PrivateAttr(default=None)

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, CardsAnswer):
            return f"this prompt asks for cards ({self.purpose}) — {_rule()}"
        chosen = answer.cards
        if len(set(chosen)) != len(chosen):
            return f"the same card was chosen twice — {_rule()}"
        missing = [c for c in chosen if c not in self.candidates]
        if missing:
            why = self._why_not(missing[0]) if self._why_not is not None else None
            return why or f"card {missing[0]} cannot be chosen for {self.purpose or 'this'} — {_rule()}"
        if not self.min <= len(chosen) <= self.max:
            count = str(self.min) if self.min == self.max else f"{self.min}-{self.max}"
            return (f"choose {count} card(s) for {self.purpose or 'this'}, not {len(chosen)} — "
                    f"{self._rule_ref or _rule()}")
        # read from the private dict: pydantic's __getattr__ for a private name is a slow path
        check = self.__pydantic_private__.get("_check")  # type: ignore[union-attr]
        if check is not None:
            return check(chosen)  # type: ignore[no-any-return]
        return None


class ZonePrompt(PromptBase):
    """Choose a zone of ``zone_player``'s field: 0-4 Main/Spell & Trap, 5-6 Extra Monster."""

    kind: Literal["zone"] = "zone"
    zones: list[int]
    zone_player: int = 0
    location: str = "monsters"

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, ZoneAnswer):
            return f"this prompt asks for a zone — {_rule()}"
        if answer.zone not in self.zones:
            return f"zone {answer.zone} cannot be used now (legal: {self.zones}) — {_rule()}"
        return None


class PositionPrompt(PromptBase):
    kind: Literal["position"] = "position"
    positions: list[PositionName]
    card: int | None = None

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, PositionAnswer):
            return f"this prompt asks for a battle position — {_rule()}"
        if answer.position not in self.positions:
            return f"{answer.position} is not a legal position here ({self.positions}) — {_rule()}"
        return None


class YesNoPrompt(PromptBase):
    kind: Literal["yes_no"] = "yes_no"
    question: str = ""

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, YesNoAnswer):
            return f"this prompt asks yes or no — {_rule()}"
        return None


class OptionPrompt(PromptBase):
    kind: Literal["option"] = "option"
    options: list[str]
    #: the options that may be chosen now (all when None); the others are refused
    allowed: list[int] | None = None
    _why_not: Callable[[int], str] | None = PrivateAttr(default=None)

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, OptionAnswer):
            return f"this prompt asks for an option — {_rule()}"
        if not 0 <= answer.option < len(self.options):
            return f"option {answer.option} does not exist (0-{len(self.options) - 1}) — {_rule()}"
        if self.allowed is not None and answer.option not in self.allowed:
            if self._why_not is not None:
                return self._why_not(answer.option)
            return f"option {answer.option} cannot be chosen now — {_rule()}"
        return None


class OrderPrompt(PromptBase):
    """Order ``items`` (uids): the first becomes the lowest Chain Link / the top."""

    kind: Literal["order"] = "order"
    items: list[int]
    labels: list[str] = Field(default_factory=list)

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, OrderAnswer):
            return f"this prompt asks for an order — {_rule()}"
        if sorted(answer.order) != sorted(self.items):
            return f"the order must list each of {self.items} exactly once — {_rule()}"
        return None


class AnnouncePrompt(PromptBase):
    """Declare a card name, Type, Attribute or number; ``choices`` lists what is allowed."""

    kind: Literal["announce"] = "announce"
    what: Literal["card", "type", "attribute", "number"]
    choices: list[str | int]

    def refusal(self, answer: Any) -> str | None:
        if not isinstance(answer, AnnounceAnswer):
            return f"this prompt asks to declare a {self.what} — {_rule()}"
        if answer.value not in self.choices:
            return f"{answer.value!r} cannot be declared here — {_rule()}"
        return None


Prompt = Annotated[
    IdlePrompt | BattlePrompt | ChainPrompt | CardsPrompt | ZonePrompt | PositionPrompt | YesNoPrompt | OptionPrompt | OrderPrompt | AnnouncePrompt,
    Field(discriminator="kind"),
]
AnyPrompt = Union[IdlePrompt, BattlePrompt, ChainPrompt, CardsPrompt, ZonePrompt,
                  PositionPrompt, YesNoPrompt, OptionPrompt, OrderPrompt, AnnouncePrompt]
PROMPT_KINDS = ("idle", "battle", "chain", "yes_no", "option", "cards", "zone", "position",
                "order", "announce")


def _rule() -> str:
    return rules.PROMPT
