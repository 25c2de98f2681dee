"""Cards played by hand (issue 15, item 3): a card the engine does not automate is still
played as its kind allows, goes on the chain like any other, and is resolved by its
controller with manual moves in a marked "resolving X" state, finished with "Done".

Allure of Darkness (a Spell), Kunai with Chain (a Trap, in response) and Armed Dragon LV3's
effect are not automated (tests/test_by_hand.py checks that first: if one is automated
later, pick another card). Manual moves are off, as in hot-seat.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.database import default_database
from engine.cards.registry import default_registry
from engine.duel import Duel
from engine.prompts import ActionAnswer, IllegalAnswer, ManualAnswer, ZoneAnswer
from engine.start import DuelStart, PlayerSetup, Position
from engine.view import events_for

SPELL, TRAP, MONSTER = "Allure of Darkness", "Kunai with Chain", "Armed Dragon LV3"


def _start(by_hand: bool = True) -> DuelStart:
    position = Position(
        turn=3, player=0, phase="main1",
        p0=PlayerSetup(hand=[SPELL, MONSTER, "Dark Magician"], deck=["Kuriboh"] * 6),
        p1=PlayerSetup(spells=[f"{TRAP} (set)"], deck=["Kuriboh"] * 6))
    return DuelStart(seed=3, position=position, by_hand=by_hand, manual=(False, False))


def _uid(duel: Duel, name: str, player: int = 0) -> int:
    return next(c.uid for c in duel.state.cards.values()
                if c.data.name == name and c.controller == player and c.location != "gone")


def _option(duel: Duel, do: str, name: str | None = None) -> ActionAnswer:
    prompt = duel.pending
    for o in prompt.options:
        if o.do == do and (name is None or duel.card(o.card).data.name == name):
            return ActionAnswer(do=do, card=o.card, effect=o.effect)
    raise AssertionError(f"{do} {name} not offered: {[o.label for o in prompt.options]}")


def test_the_three_cards_are_not_automated() -> None:
    db, registry = default_database(), default_registry()
    for name in (SPELL, TRAP, MONSTER):
        assert not registry.is_automated(db.by_name(name)), f"{name} is automated now"


def _play(duel: Duel) -> list[Any]:
    """Spell, Trap in response, both resolved by hand; then a monster's effect by hand."""
    _give(duel, _option(duel, "activate", SPELL))
    assert duel.pending.player == 1
    _give(duel, _option(duel, "activate", TRAP))  # the Trap, Set, answers by hand
    assert duel.pending.player == 0
    _give(duel, ActionAnswer(do="pass"))  # (Armed Dragon LV3 could answer from the hand)
    # Chain Link 2 resolves first: Player 2 carries Kunai with Chain out by hand
    prompt = duel.pending
    assert prompt.player == 1 and prompt.resolving == _uid(duel, TRAP, 1)
    assert "Resolving Kunai with Chain" in prompt.hint
    _give(duel, ManualAnswer(player=1, move="lp", amount=-300))
    assert duel.pending.resolving is not None  # still resolving until Done
    _give(duel, ActionAnswer(do="done"))
    # then Chain Link 1: Player 1 draws 2 and banishes a DARK monster from the hand
    prompt = duel.pending
    assert prompt.player == 0 and prompt.resolving == _uid(duel, SPELL)
    _give(duel, ManualAnswer(player=0, move="draw", amount=2))
    _give(duel, ManualAnswer(player=0, move="move", card=_uid(duel, "Dark Magician"),
                             to="banished", face_up=True))
    _give(duel, ActionAnswer(do="done"))
    assert duel.pending.kind == "idle"
    # a monster's effect, announced and resolved by hand
    _give(duel, _option(duel, "summon", MONSTER))
    while duel.pending.kind != "idle":
        _give(duel, ActionAnswer(do="pass"))
    _give(duel, _option(duel, "activate", MONSTER))
    while duel.pending.resolving is None:
        _give(duel, ActionAnswer(do="pass"))
    _give(duel, ActionAnswer(do="done"))
    return list(duel.answers)


def _give(duel: Duel, answer: Any) -> None:
    """Answer, then any zone prompt that follows with the lowest legal zone."""
    duel.answer(answer)
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer(ZoneAnswer(zone=duel.pending.zones[0]))


def test_a_spell_a_trap_in_response_and_a_monster_effect_played_by_hand() -> None:
    duel = Duel(_start(), track_hashes=True)
    answers = _play(duel)
    st = duel.state
    assert st.players[1].lp == 7700
    assert [c.data.name for c in st.players[0].banished] == ["Dark Magician"]
    assert len(st.players[0].hand) == 2  # the 2 drawn (the monster was Summoned)
    assert SPELL in [c.data.name for c in st.players[0].gy]
    assert TRAP in [c.data.name for c in st.players[1].gy]
    # both players read each move in the log, the hand's cards by name only where public
    for viewer in (0, 1):
        text = "\n".join(e.text for e in events_for(duel, viewer))
        assert "resolves Kunai with Chain by hand" in text
        assert "Dark Magician" in text  # banished face-up: public
    # the record replays the same duel
    again = Duel(_start(), track_hashes=True)
    for answer in answers:
        again.answer(answer)  # zone answers are in the record too
    assert again.hashes == duel.hashes


def test_manual_moves_are_only_for_the_resolving_player() -> None:
    duel = Duel(_start())
    _give(duel, _option(duel, "activate", SPELL))
    with pytest.raises(IllegalAnswer):  # manual moves are off, and no card resolves yet
        duel.answer(ManualAnswer(player=1, move="lp", amount=-300))
    while duel.pending.resolving is None:  # neither player adds a link
        duel.answer(ActionAnswer(do="pass"))
    assert duel.pending.resolving is not None and duel.pending.player == 0
    with pytest.raises(IllegalAnswer):  # the other player may not move cards meanwhile
        duel.answer(ManualAnswer(player=1, move="lp", amount=-300))


def test_not_allowed_keeps_the_old_refusal() -> None:
    duel = Duel(_start(by_hand=False))
    assert all(o.do != "activate" for o in duel.pending.options)
