"""Integrity of the record (issue 10 item 5): what the Duel keeps is its own, every answer names
its player, replays without hashes are refused, manual amounts of 0 are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.duel import Duel
from engine.prompts import ActionAnswer, CardsAnswer, IllegalAnswer, ManualAnswer
from engine.replay import ReplayError, load_replay, save_replay
from engine.start import PlayerSetup, Position


def _duel() -> Duel:
    pos = Position(turn=2, p0=PlayerSetup(hand=["Dark Magician", "Kuriboh"] * 4,
                                          deck=["Celtic Guardian"] * 3,
                                          monsters=["Celtic Guardian"]),
                   p1=PlayerSetup(deck=["Battle Ox"] * 3))
    return Duel.from_position(pos)


def test_the_record_keeps_a_copy_of_each_answer() -> None:
    duel = _duel()
    answer = ActionAnswer(do="end_turn")
    duel.answer(answer)
    answer.do = "battle"  # the caller edits its object afterwards
    assert duel.answers[0].do == "end_turn"
    assert duel.answers[0] is not answer
    # the list of a cards answer is copied too
    while duel.pending is not None and duel.pending.kind != "cards":
        duel.answer(ActionAnswer(do="pass") if duel.pending.kind == "chain"
                    else ActionAnswer(do="end_turn"))
    prompt = duel.pending
    assert prompt is not None and prompt.kind == "cards"  # p0 discards down to 6 at the End Phase
    chosen = CardsAnswer(cards=prompt.candidates[: prompt.min])  # type: ignore[union-attr]
    duel.answer(chosen)
    chosen.cards.clear()
    assert duel.answers[-1].cards == prompt.candidates[: prompt.min]  # type: ignore[union-attr]


def test_every_recorded_answer_names_its_player() -> None:
    duel = _duel()
    duel.answer(ActionAnswer(do="end_turn"))
    assert duel.answers[0].player == 0
    assert json.loads(duel.record.model_dump_json())["answers"][0]["player"] == 0


def test_an_answer_from_the_player_not_asked_is_refused() -> None:
    """A double-submitted "end turn" from the player who is not seated changes nothing."""
    duel = _duel()
    before = duel.state_hash()
    with pytest.raises(IllegalAnswer, match="Player 1 is the one to answer now, not Player 2"):
        duel.answer(ActionAnswer(do="end_turn", player=1))
    assert duel.state_hash() == before and duel.answers == []
    duel.answer(ActionAnswer(do="end_turn", player=0))
    assert duel.answers[0].player == 0


@pytest.mark.parametrize("move", [
    ManualAnswer(player=0, move="draw", amount=0),
    ManualAnswer(player=0, move="mill", amount=0),
    ManualAnswer(player=0, move="draw", amount=-2),
    ManualAnswer(player=0, move="lp", amount=0),
    ManualAnswer(player=0, move="lp"),
])
def test_manual_amounts_of_zero_are_refused(move: ManualAnswer) -> None:
    duel = _duel()
    hand = len(duel.state.players[0].hand)
    with pytest.raises(IllegalAnswer, match="amount"):
        duel.answer(move)
    assert len(duel.state.players[0].hand) == hand and not duel.answers


def test_a_zero_counter_change_is_refused() -> None:
    duel = _duel()
    guardian = duel.state.players[0].monsters[0]
    assert guardian is not None
    with pytest.raises(IllegalAnswer, match="amount"):
        duel.answer(ManualAnswer(player=0, move="counter", card=guardian.uid, amount=0))


def test_a_replay_without_hashes_is_refused(tmp_path: Path) -> None:
    duel = _duel()
    duel.answer(ActionAnswer(do="end_turn"))
    path = tmp_path / "r.json"
    save_replay(duel.record, path)
    data = json.loads(path.read_text())
    data["hashes"] = []
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match=r"1 answer\(s\) but 0 state hash"):
        load_replay(path)
