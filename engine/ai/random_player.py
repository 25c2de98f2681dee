"""A player that answers every prompt with a random legal answer, from a seed.

Used by the random-play property test, the benchmark and as the simplest
opponent in the app. It never computes legality itself: prompts list their
legal answers (``options``, ``candidates``, ``zones``, ...), and where a cards
prompt carries an extra validator it asks the prompt (``prompt.refusal``) until
a subset is accepted. The generator is the engine's own :class:`DuelRandom`,
so the same seed gives the same answers on every Python version.
"""

from __future__ import annotations

import typing
from itertools import combinations
from typing import Any

from engine.prompts import (
    MAX_CARDS,
    MAX_NUMBER,
    ActionAnswer,
    AnnounceAnswer,
    CardsAnswer,
    Do,
    OptionAnswer,
    OrderAnswer,
    PositionAnswer,
    YesNoAnswer,
    ZoneAnswer,
)
from engine.rng import DuelRandom

#: random subsets tried before falling back to listing them in order
_RANDOM_TRIES = 24
#: at most this many subsets are listed for the fallback (keeps a pathological prompt cheap)
_MAX_LISTED = 4000


_set = object.__setattr__
_DO = frozenset(typing.get_args(Do))


def _number(value: Any) -> bool:
    """Would ``Number`` (an int within the bounds answers allow) keep ``value`` as it is?"""
    return type(value) is int and -MAX_NUMBER <= value <= MAX_NUMBER


def _action_answer(a: Any) -> ActionAnswer:
    """``ActionAnswer(do=a.do, card=a.card, effect=a.effect, target=a.target)`` for one of
    the prompt's own options: built as validation builds it (fields in their order, the same
    fields set) when every value is one it keeps as it is, else validated. Answers from outside
    (the UI, files) are validated as always; this is the engine answering its own options."""
    do, card, effect, target = a.do, a.card, a.effect, a.target
    if (type(do) is str and do in _DO and (card is None or _number(card)) and _number(effect)
            and (target is None or target == "direct" and type(target) is str
                 or _number(target))):
        answer = ActionAnswer.__new__(ActionAnswer)
        _set(answer, "__dict__", {"player": None, "kind": "action", "do": do, "card": card,
                                  "effect": effect, "target": target})
        _set(answer, "__pydantic_fields_set__", {"do", "card", "effect", "target"})
        _set(answer, "__pydantic_extra__", None)
        _set(answer, "__pydantic_private__", None)
        return answer
    return ActionAnswer(do=do, card=card, effect=effect, target=target)


def _cards_answer(cards: list[Any]) -> CardsAnswer:
    """``CardsAnswer(cards=cards)`` for a list of the prompt's own candidates, built as
    validation builds it when it keeps every value as it is (as ``_action_answer``)."""
    if len(cards) <= MAX_CARDS and all(_number(c) for c in cards):
        answer = CardsAnswer.__new__(CardsAnswer)
        _set(answer, "__dict__", {"player": None, "kind": "cards", "cards": list(cards)})
        _set(answer, "__pydantic_fields_set__", {"cards"})
        _set(answer, "__pydantic_extra__", None)
        _set(answer, "__pydantic_private__", None)
        return answer
    return CardsAnswer(cards=cards)


class NoLegalAnswer(RuntimeError):
    """A prompt none of whose answers is accepted: an engine bug worth reporting."""


class RandomPlayer:
    """Chooses uniformly among the legal answers of whatever prompt is pending."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = DuelRandom(seed)

    def _pick(self, items: list[Any]) -> Any:
        return items[self.rng.below(len(items))]

    def answer(self, prompt: Any) -> Any:
        """A legal answer to ``prompt`` (any prompt kind of engine.prompts)."""
        kind = prompt.kind
        if kind in ("idle", "battle", "chain"):
            return _action_answer(self._pick(prompt.options))
        if kind == "cards":
            return self._cards(prompt)
        if kind == "zone":
            return ZoneAnswer(zone=self._pick(prompt.zones))
        if kind == "position":
            return PositionAnswer(position=self._pick(prompt.positions))
        if kind == "yes_no":
            return YesNoAnswer(yes=self.rng.below(2) == 0)
        if kind == "option":
            allowed = prompt.allowed if prompt.allowed is not None else range(len(prompt.options))
            return OptionAnswer(option=list(allowed)[self.rng.below(len(allowed))])
        if kind == "order":
            items = list(prompt.items)
            self.rng.shuffle(items)
            return OrderAnswer(order=items)
        if kind == "announce":
            return AnnounceAnswer(value=self._pick(prompt.choices))
        raise NoLegalAnswer(f"unknown prompt kind {kind!r}")

    def _cards(self, prompt: Any) -> CardsAnswer:
        cands = list(prompt.candidates)
        low, high = prompt.min, min(prompt.max, len(cands))
        if low > high:
            raise NoLegalAnswer(f"cards prompt needs {low} of {len(cands)} candidates: {prompt.hint}")
        # an engine prompt's private attribute read from its own dict (pydantic's __getattr__
        # for a private name is a slow path; the value is the same)
        private = getattr(prompt, "__pydantic_private__", None)
        check = private.get("_check") if private is not None else getattr(prompt, "_check", None)
        checked = check is not None
        for _ in range(_RANDOM_TRIES if checked else 1):
            size = low + self.rng.below(high - low + 1)
            pool = list(cands)
            self.rng.shuffle(pool)
            answer = _cards_answer(pool[:size])
            if not checked or prompt.refusal(answer) is None:
                return answer
        listed = 0
        for size in range(low, high + 1):
            for combo in combinations(cands, size):
                answer = _cards_answer(list(combo))
                if prompt.refusal(answer) is None:
                    return answer
                listed += 1
                if listed >= _MAX_LISTED:
                    break
        raise NoLegalAnswer(f"no subset of the candidates is accepted: {prompt.hint}")


def play(duel: Any, players: tuple[RandomPlayer, RandomPlayer] | RandomPlayer,
         max_decisions: int = 2000) -> int:
    """Answer prompts until the duel ends or ``max_decisions``; returns the decisions made."""
    pair = players if isinstance(players, tuple) else (players, players)
    made = 0
    while not duel.over and made < max_decisions:
        prompt = duel.pending
        # the answer is made here for this duel alone: handed over, not copied (Duel.answer)
        duel.answer_handed_over(pair[prompt.player].answer(prompt))
        made += 1
    return made
