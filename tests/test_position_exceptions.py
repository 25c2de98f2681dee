"""Seed 004 "Battle position changes", exception 2: no manual change (Flip Summon included)
the turn a monster was Summoned or Set *by the turn player*; one the opponent Set this turn
and the turn player took over may be Flip Summoned (the seed's Cyber Jar + Change of Heart
example, set up here with a manual move standing in for Cyber Jar)."""

from __future__ import annotations

from engine.duel import Duel
from engine.prompts import ActionAnswer, CardsAnswer, ManualAnswer
from engine.start import PlayerSetup, Position


def _zone(duel: Duel) -> None:
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer({"kind": "zone", "zone": duel.pending.zones[0]})  # type: ignore[union-attr]


def test_flip_summon_a_monster_the_opponent_set_this_turn() -> None:
    pos = Position(turn=3, p0=PlayerSetup(hand=["Change of Heart", "Mystical Elf"]),
                   p1=PlayerSetup(hand=["Celtic Guardian"]))
    duel = Duel.from_position(pos)
    guardian = duel.state.players[1].hand[0]
    # the opponent's monster arrives face-down on their side this turn (as by Cyber Jar)
    duel.answer(ManualAnswer(player=1, move="move", card=guardian.uid, to="monsters", zone=0,
                             face_up=False))
    heart, elf = duel.state.players[0].hand
    duel.answer(ActionAnswer(do="activate", card=heart.uid))
    _zone(duel)
    duel.answer(CardsAnswer(cards=[guardian.uid]))
    _zone(duel)
    assert guardian.controller == 0 and not guardian.face_up
    offered = {(o.do, o.card) for o in duel.pending.options}  # type: ignore[union-attr]
    assert ("flip_summon", guardian.uid) in offered
    # but a monster the turn player Set this turn may not be flipped
    duel.answer(ActionAnswer(do="set", card=elf.uid))
    _zone(duel)
    reason = duel.refusal(ActionAnswer(do="flip_summon", card=elf.uid))
    assert reason is not None and "Flip Summon" in reason
    duel.answer(ActionAnswer(do="flip_summon", card=guardian.uid))
    assert guardian.face_up and guardian.position == "attack"
