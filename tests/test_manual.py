"""Manual moves (solo play): recorded like answers, replayed exactly, refused with a reason."""

from __future__ import annotations

import pytest

from engine.duel import Duel
from engine.prompts import IllegalAnswer, ManualAnswer
from engine.start import PlayerSetup, Position


def _duel(manual: tuple[bool, bool] = (True, True)) -> Duel:
    pos = Position(turn=2, p0=PlayerSetup(hand=["Dark Magician"], deck=["Kuriboh", "Celtic Guardian"],
                                          monsters=["Celtic Guardian"]))
    return Duel.from_position(pos, manual=manual)


def test_move_any_card_anywhere_and_options_refresh() -> None:
    duel = _duel()
    dm = duel.state.players[0].hand[0]
    assert not any(o.card == dm.uid and o.do == "summon" for o in duel.pending.options)  # type: ignore[union-attr]
    duel.answer(ManualAnswer(player=0, move="move", card=dm.uid, to="monsters", zone=2))
    assert duel.state.players[0].monsters[2] is dm and dm.face_up
    assert duel.pending.kind == "idle"  # type: ignore[union-attr]
    # the fresh options know the monster arrived this turn: no position change for it
    offered = {(o.do, o.card) for o in duel.pending.options}  # type: ignore[union-attr]
    assert ("change_position", dm.uid) not in offered
    cg = duel.state.players[0].monsters[0]
    assert ("change_position", cg.uid) in offered


def test_draw_mill_lp_counter_token_and_replay() -> None:
    duel = _duel()
    cg = duel.state.players[0].monsters[0]
    duel.answer(ManualAnswer(player=0, move="draw"))
    duel.answer(ManualAnswer(player=0, move="mill"))
    duel.answer(ManualAnswer(player=1, move="lp", amount=-500))
    duel.answer(ManualAnswer(player=0, move="counter", card=cg.uid, amount=2, name="Spell Counter"))
    duel.answer(ManualAnswer(player=0, move="token", zone=3, name="Sheep Token"))
    p0 = duel.state.players[0]
    assert [c.name for c in p0.hand] == ["Dark Magician", "Kuriboh"]
    assert [c.name for c in p0.gy] == ["Celtic Guardian"]
    assert duel.state.players[1].lp == 7500
    assert cg.counters == {"Spell Counter": 2}
    assert p0.monsters[3] is not None and p0.monsters[3].name == "Sheep Token"
    again = duel.replay_to(len(duel.answers))
    assert again.hashes == duel.hashes


def test_manual_moves_off_are_refused_with_a_reason() -> None:
    duel = _duel(manual=(False, False))
    with pytest.raises(IllegalAnswer, match="not enabled"):
        duel.answer(ManualAnswer(player=0, move="draw"))


def test_occupied_zone_is_refused_and_nothing_changes() -> None:
    duel = _duel()
    dm = duel.state.players[0].hand[0]
    before = duel.state_hash()
    with pytest.raises(IllegalAnswer, match="occupied"):
        duel.answer(ManualAnswer(player=0, move="move", card=dm.uid, to="monsters", zone=0))
    assert duel.state_hash() == before


def test_manual_lp_to_zero_ends_the_duel() -> None:
    duel = _duel()
    duel.answer(ManualAnswer(player=1, move="lp", amount=-8000))
    assert duel.over and duel.winner == 0


def test_a_goldfish_with_no_deck_skips_its_draw_instead_of_losing() -> None:
    """Solo sandbox option (README "Solo / goldfish"); without it, deck-out still loses
    (seed 003 "Winning a Duel")."""
    from engine.prompts import ActionAnswer
    from engine.start import DeckList, DuelStart

    main = [15025844] * 3 + [41392891] * 37  # Mystical Elf, Feral Imp
    for goldfish in (False, True):
        start = DuelStart(seed=1, decks=[DeckList(main=main), DeckList(main=[])],
                          first_player=0, empty_deck_ok=(False, goldfish))
        duel = Duel(start)
        duel.answer(ActionAnswer(do="end_turn"))
        assert duel.over is not goldfish
        if goldfish:
            assert duel.state.turn == 2 and duel.pending.player == 1  # type: ignore[union-attr]


def test_own_deck_is_listed_only_on_request_and_only_to_its_owner() -> None:
    """Solo play may pick a card out of one's own Deck for a manual move; the default view,
    and the opponent's, never show Deck cards (hidden information, DESIGN.md)."""
    duel = _duel()
    kuriboh = next(c for c in duel.state.players[0].deck if c.name == "Kuriboh")
    assert duel.view(0).players[0].deck == []
    assert [c.name for c in duel.view(0, own_deck=True).players[0].deck] == ["Celtic Guardian", "Kuriboh"]
    assert duel.view(1, own_deck=True).players[0].deck == []
    duel.answer(ManualAnswer(player=0, move="move", card=kuriboh.uid, to="hand"))
    assert kuriboh in duel.state.players[0].hand


def test_a_revealed_card_is_shown_to_both_players() -> None:
    """Revealed cards appear in both players' views (issue: Effects and chains, point 9);
    revealing again hides it."""
    duel = _duel()
    dm = duel.state.players[0].hand[0]
    assert duel.view(1).players[0].hand[0].name is None
    duel.answer(ManualAnswer(player=0, move="reveal", card=dm.uid))
    assert duel.view(1).players[0].hand[0].name == "Dark Magician"
    duel.answer(ManualAnswer(player=0, move="reveal", card=dm.uid))
    assert duel.view(1).players[0].hand[0].name is None
