"""The duel log is filtered per player like the view: no hidden card is named (DESIGN.md)."""

from __future__ import annotations

from engine.duel import Duel
from engine.prompts import ActionAnswer
from engine.start import PlayerSetup, Position
from engine.view import events_for


def _names(duel: Duel, viewer: int) -> set[str]:
    return {ev.card.name for ev in events_for(duel, viewer) if ev.card is not None and ev.card.name}


def test_draws_and_sets_are_named_only_to_their_owner() -> None:
    pos = Position(turn=2, phase="main1",
                   p0=PlayerSetup(hand=["Mystical Elf", "Dark Hole"], deck=["Kuriboh"]))
    duel = Duel.from_position(pos)
    elf, hole = duel.state.players[0].hand
    duel.answer(ActionAnswer(do="set", card=elf.uid))
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer({"kind": "zone", "zone": duel.pending.zones[0]})  # type: ignore[union-attr]
    duel.answer(ActionAnswer(do="set", card=hole.uid))
    while duel.pending is not None and duel.pending.kind == "zone":
        duel.answer({"kind": "zone", "zone": duel.pending.zones[0]})  # type: ignore[union-attr]
    duel.answer(ActionAnswer(do="end_turn"))  # p1 draws nothing (empty Deck) and loses
    assert {"Mystical Elf", "Dark Hole"} <= _names(duel, 0)
    assert not {"Mystical Elf", "Dark Hole", "Kuriboh"} & _names(duel, 1)
