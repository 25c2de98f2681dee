"""Replays reproduce a duel exactly; a damaged replay fails at the answer where it diverges.

Issue "Engine core" point 10 (DESIGN.md "Determinism").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import ActionAnswer, CardsAnswer
from engine.replay import ReplayError, load_replay, play_replay, save_replay

DECKS = Path(__file__).parent.parent / "assets" / "decks"


def _play(duel: Duel, steps: int) -> None:
    """A fixed, simple policy: take the first option (or the minimum selection)."""
    for _ in range(steps):
        prompt = duel.pending
        if prompt is None:
            return
        if prompt.kind in ("idle", "battle", "chain"):
            opts = prompt.options  # type: ignore[union-attr]
            end = [o for o in opts if o.do in ("end_turn", "pass")]
            pick = opts[0] if len(duel.answers) % 3 else (end[0] if end else opts[0])
            duel.answer(ActionAnswer(do=pick.do, card=pick.card, effect=pick.effect, target=pick.target))
        elif prompt.kind == "cards":
            duel.answer(CardsAnswer(cards=prompt.candidates[: prompt.min]))  # type: ignore[union-attr]
        elif prompt.kind == "zone":
            duel.answer({"kind": "zone", "zone": prompt.zones[0]})  # type: ignore[union-attr]
        elif prompt.kind == "position":
            duel.answer({"kind": "position", "position": prompt.positions[0]})  # type: ignore[union-attr]
        elif prompt.kind == "yes_no":
            duel.answer({"kind": "yes_no", "yes": False})
        elif prompt.kind == "option":
            duel.answer({"kind": "option", "option": 0})
        elif prompt.kind == "order":
            duel.answer({"kind": "order", "order": prompt.items})  # type: ignore[union-attr]
        else:
            duel.answer({"kind": "announce", "value": prompt.choices[0]})  # type: ignore[union-attr]


@pytest.fixture()
def duel() -> Duel:
    d0 = read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk")
    d1 = read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk")
    duel = Duel.new(d0, d1, seed=42)
    _play(duel, 40)
    return duel


def test_same_seed_and_answers_give_the_same_hashes(duel: Duel, tmp_path: Path) -> None:
    path = tmp_path / "duel.replay.json"
    save_replay(duel.record, path)
    again = play_replay(load_replay(path))
    assert again.hashes == duel.hashes
    assert again.state_hash() == duel.state_hash()


def test_undo_is_replay_of_all_answers_but_the_last(duel: Duel) -> None:
    before_last = duel.replay_to(len(duel.answers) - 1)
    assert before_last.hashes == duel.hashes[:-1]


def test_damaged_answer_is_reported_at_its_step(duel: Duel, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    data = json.loads(duel.record.model_dump_json())
    data["hashes"][5] = "0000000000000000"
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="answer 6"):
        play_replay(load_replay(path), source=str(path))


@pytest.mark.parametrize("content, problem", [
    ("not json", "invalid JSON"),
    ('{"format": "something-else"}', "not a ygo-desktop replay"),
    ('{"format": "ygo-desktop-replay", "version": 99}', "version 99"),
    ('{"format": "ygo-desktop-replay", "version": 1, "start": {"seed": "x"}}', "start.seed"),
])
def test_bad_replay_files_get_a_clear_error(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(content)
    with pytest.raises(ReplayError) as err:
        load_replay(path)
    assert str(path) in str(err.value) and problem in str(err.value)


def test_missing_replay_file(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="cannot read"):
        load_replay(tmp_path / "nope.json")
