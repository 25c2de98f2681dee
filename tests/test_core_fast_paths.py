"""The shortcuts of the game core's hot path give exactly what the long way gives.

- Engine-made models (prompts, Actions, chain views) skip pydantic's validation when every
  value already has the exact type it would keep (``engine.prompts._fast_init``): the
  instance must be the very one validation builds, and anything else must still be
  validated (same errors).
- The random player builds its action and cards answers the same way.
- ``Duel``'s own copy of an answer equals ``model_copy(deep=True)`` with the player set.
- ``DuelRandom`` gives the same numbers as ever (replays must outlive any rewrite of it).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from engine.ai.random_player import _action_answer, _cards_answer
from engine.duel import _own_copy
from engine.prompts import (
    Action,
    ActionAnswer,
    AnnounceAnswer,
    AnnouncePrompt,
    BattlePrompt,
    CardsAnswer,
    CardsPrompt,
    ChainLinkView,
    ChainPrompt,
    IdlePrompt,
    ManualAnswer,
    OptionPrompt,
    OrderAnswer,
    OrderPrompt,
    PositionPrompt,
    YesNoPrompt,
    ZonePrompt,
)
from engine.rng import DuelRandom

_A = Action(do="pass", label="Pass")
_L = ChainLinkView(link=1, player=0, card=3, name="Pot of Greed")

CASES: list[tuple[type[BaseModel], dict[str, Any]]] = [
    (Action, {"do": "pass"}),
    (Action, {"do": "attack", "card": 3, "target": "direct", "label": "Attack"}),
    (Action, {"do": "attack", "card": 3, "target": 5, "effect": 0}),
    (Action, {"do": "attack", "card": True}),  # a bool for an int: validated
    (Action, {"do": "bogus"}),  # not a Do: refused by validation
    (Action, {"do": "pass", "unknown": 1}),  # not a field: validation ignores it
    (Action, {"card": 3}),  # required field missing
    (IdlePrompt, {"player": 0, "options": [_A], "open_state": True, "hint": "Main Phase"}),
    (IdlePrompt, {"player": 0, "options": (_A,)}),  # a tuple for a list
    (IdlePrompt, {"player": 0, "options": [{"do": "pass"}]}),  # a dict for an Action
    (IdlePrompt, {"player": "0", "options": []}),
    (BattlePrompt, {"player": 1, "options": [_A], "kind": "battle"}),
    (BattlePrompt, {"player": 1, "options": [_A], "kind": "idle"}),
    (ChainPrompt, {"player": 1, "options": [_A], "chain": [_L], "resolving": None}),
    (ChainPrompt, {"player": 1, "options": [_A], "chain": [_L], "resolving": 4}),
    (CardsPrompt, {"player": 0, "candidates": [1, 2, 3], "min": 0, "max": 2, "purpose": "x"}),
    (CardsPrompt, {"player": 0, "candidates": [1, True]}),
    (ZonePrompt, {"player": 0, "zones": [1, 2], "location": "spells", "zone_player": 1}),
    (PositionPrompt, {"player": 0, "positions": ["attack", "set"], "card": 3}),
    (PositionPrompt, {"player": 0, "positions": ["flip"]}),
    (YesNoPrompt, {"player": 0, "question": "Activate?"}),
    (OptionPrompt, {"player": 0, "options": ["a", "b"], "allowed": [1]}),
    (OptionPrompt, {"player": 0, "options": ["a", "b"], "allowed": None}),
    (OrderPrompt, {"player": 0, "items": [1, 2], "labels": ["x", "y"]}),
    (OrderPrompt, {"player": 0, "items": [1, 2]}),
    (AnnouncePrompt, {"player": 0, "what": "card", "choices": ["Dark Magician", 3]}),
    (AnnouncePrompt, {"player": 0, "what": "level", "choices": [1]}),
    (ChainLinkView, {"link": 1, "player": 0, "card": 3, "name": "x", "effect": 2}),
]


def _slots(model: BaseModel) -> tuple[Any, ...]:
    return (type(model), list(model.__dict__.items()),
            [type(v) for v in model.__dict__.values()], model.__pydantic_fields_set__,
            getattr(model, "__pydantic_private__", "unset"), model.__pydantic_extra__)


def _validated(cls: type[BaseModel], data: dict[str, Any]) -> BaseModel:
    model = cls.__new__(cls)
    BaseModel.__init__(model, **data)
    return model


@pytest.mark.parametrize(("cls", "data"), CASES)
def test_engine_made_models_are_the_validated_ones(cls: type[BaseModel],
                                                   data: dict[str, Any]) -> None:
    try:
        expected = _validated(cls, data)
    except ValidationError as exc:
        with pytest.raises(ValidationError) as raised:
            cls(**data)
        assert str(raised.value) == str(exc)
        return
    made = cls(**data)
    assert _slots(made) == _slots(expected)
    assert made == expected and repr(made) == repr(expected)
    assert made.model_dump_json() == expected.model_dump_json()
    for name, value in made.__dict__.items():
        if isinstance(value, list) and name in data:
            assert value is not data[name]  # a list of its own, as validation gives
    if cls is Action:
        assert hash(made) == hash(expected)


def test_outside_data_is_still_validated_by_pydantic() -> None:
    prompt = IdlePrompt.model_validate({"player": "1", "options": [{"do": "pass"}]})
    assert prompt.player == 1 and prompt.options == [Action(do="pass")]
    with pytest.raises(ValidationError):
        IdlePrompt.model_validate({"player": "x", "options": []})


@pytest.mark.parametrize("action", [
    Action(do="pass"), Action(do="attack", card=5, target="direct"),
    Action(do="attack", card=5, target=7, effect=2), Action(do="activate", card=10**10)])
def test_random_player_action_answers_are_the_validated_ones(action: Action) -> None:
    try:
        expected = ActionAnswer(do=action.do, card=action.card, effect=action.effect,
                                target=action.target)
    except ValidationError:
        with pytest.raises(ValidationError):
            _action_answer(action)
        return
    assert _slots(_action_answer(action)) == _slots(expected)


@pytest.mark.parametrize("cards", [[1, 2, 3], [], [True], [10**10], list(range(500))])
def test_random_player_cards_answers_are_the_validated_ones(cards: list[Any]) -> None:
    try:
        expected = CardsAnswer(cards=cards)
    except ValidationError:
        with pytest.raises(ValidationError):
            _cards_answer(cards)
        return
    made = _cards_answer(cards)
    assert _slots(made) == _slots(expected) and made.cards is not cards


@pytest.mark.parametrize("answer", [
    ActionAnswer(do="pass"), ActionAnswer(do="attack", card=3, target="direct", player=1),
    CardsAnswer(cards=[1, 2]), OrderAnswer(order=[3, 1]), AnnounceAnswer(value="x"),
    ManualAnswer(player=0, move="draw")])
@pytest.mark.parametrize("player", [None, 0, 1])
def test_own_copy_is_a_deep_copy_with_the_player(answer: BaseModel, player: int | None) -> None:
    expected = answer.model_copy(deep=True)
    if player is not None and expected.player is None:  # type: ignore[attr-defined]
        expected.player = player  # type: ignore[attr-defined]
    made = _own_copy(answer, player)
    assert _slots(made) == _slots(expected)
    for name, value in made.__dict__.items():
        if isinstance(value, list):
            assert value is not answer.__dict__[name]


def test_duel_random_gives_the_same_numbers_as_ever() -> None:
    rng = DuelRandom(7)
    assert [rng.next_u64() for _ in range(3)] == [
        12923355070828475994, 5142052590334782674, 15488392906492639638]
    assert [rng.below(n) for n in (1, 2, 3, 6, 52, 1000)] == [0, 0, 2, 4, 12, 408]
    items = list(range(10))
    rng.shuffle(items)
    assert items == [8, 4, 6, 3, 7, 5, 1, 0, 2, 9]
    assert rng.state() == (160578505695883555, 4724276809458703560, 15572213320081377384,
                           7173551302280747592)


def test_a_handed_over_answer_records_what_a_copied_one_does() -> None:
    """``play`` hands its answers over (``Duel.answer_handed_over``): the record, hashes and
    play are those of ``Duel.answer``, which copies each answer."""
    from pathlib import Path

    from engine.ai.random_player import RandomPlayer, play
    from engine.decks import read_ydk
    from engine.duel import Duel
    from engine.start import DeckList, DuelStart

    decks = [read_ydk(p) for p in sorted((Path(__file__).resolve().parents[1] / "assets"
                                          / "decks").glob("*.ydk"))[:2]]
    start = DuelStart(seed=5, decks=[DeckList(main=list(d.main), extra=list(d.extra))
                                     for d in decks])
    handed, copied = Duel(start), Duel(start)
    play(handed, RandomPlayer(5), 300)
    player = RandomPlayer(5)
    while not copied.over and len(copied.answers) < 300:
        prompt = copied.pending
        assert prompt is not None
        copied.answer(player.answer(prompt))
    assert [a.model_dump_json() for a in handed.answers] == [
        a.model_dump_json() for a in copied.answers]
    assert handed.hashes == copied.hashes and handed.hashes


def test_kept_field_lists_match_the_zones(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Game.field_cards``/``monsters`` and ``PlayerState.field_cards``/``field_monsters`` are
    kept per count of moves: in check mode every kept list is compared with the zones."""
    from pathlib import Path

    from engine import response_index, state
    from engine.ai.random_player import RandomPlayer, play
    from engine.decks import read_ydk
    from engine.duel import Duel
    from engine.start import DeckList, DuelStart

    monkeypatch.setattr(state, "VERIFY", True)
    monkeypatch.setattr(response_index, "VERIFY", True)
    decks = [read_ydk(p) for p in sorted((Path(__file__).resolve().parents[1] / "assets"
                                          / "decks").glob("*.ydk"))]
    for i in range(8):
        d0, d1 = decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)]
        start = DuelStart(seed=i, decks=[DeckList(main=list(d.main), extra=list(d.extra))
                                         for d in (d0, d1)])
        play(Duel(start, track_hashes=False), RandomPlayer(i), 400)


def test_private_attributes_are_set_as_pydantic_sets_them() -> None:
    fast = CardsPrompt(player=0, candidates=[1, 2])
    slow = _validated(CardsPrompt, {"player": 0, "candidates": [1, 2]})

    def check(uids: list[int]) -> str | None:
        return None

    fast._check = check
    fast._rule_ref = "rule"
    BaseModel.__setattr__(slow, "_check", check)
    BaseModel.__setattr__(slow, "_rule_ref", "rule")
    assert _slots(fast) == _slots(slow)
    assert fast._check is check and fast._rule_ref == "rule"
    with pytest.raises(ValidationError):
        Action(do="pass").label = "frozen"  # type: ignore[misc]
