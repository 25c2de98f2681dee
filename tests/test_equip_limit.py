"""An Equip Spell's "equip only to ..." is kept after it is equipped: a monster that stops
qualifying loses the Equip Card, which is destroyed (seed 003 Glossary "Equip Cards": the
equipped card loses its target, and is destroyed). No card of the pools changes a monster's
Attribute or Type, so the rule is shown with a test-only declaration whose limit depends on
control — "equip only to a monster you control" — and Change of Heart taking that monster."""

from __future__ import annotations

from typing import Any

from engine.cards.library import Equip, card, face_up, gain_atk, monster, yours
from engine.cards.registry import CardRegistry, default_registry
from engine.duel import Duel
from engine.prompts import ActionAnswer, CardsAnswer, ZoneAnswer
from engine.start import DuelStart, PlayerSetup, Position

AXE = 40619825  # Axe of Despair, declared here with a limit of our own (test registry only)


def _registry(db: Any) -> CardRegistry:
    only_yours = card(AXE, "Axe of Despair", "Equip only to a monster you control: +1000 ATK.",
                      *Equip(gain_atk(1000), to=face_up & monster & yours), register=False)
    return CardRegistry([only_yours, *(s for s in default_registry().scripts() if s.code != AXE)],
                        db=db)


def _named(duel: Duel, name: str) -> int:
    return next(c.uid for c in duel.state.cards.values() if c.name == name)


def _zones(duel: Duel) -> None:
    while duel.pending.kind == "zone":
        duel.answer(ZoneAnswer(zone=duel.pending.zones[0]))


def _answer_until_idle(duel: Duel, player: int) -> None:
    while duel.pending.kind != "idle":
        prompt = duel.pending
        if prompt.kind == "chain":
            duel.answer(ActionAnswer(do="pass"))
        elif prompt.kind == "zone":
            duel.answer(ZoneAnswer(zone=prompt.zones[0]))
        else:
            raise AssertionError(f"unexpected {prompt}")
    assert duel.pending.player == player


def test_an_equip_card_whose_monster_no_longer_qualifies_is_destroyed(db: Any) -> None:
    position = Position(turn=3, phase="main1",
                        p0=PlayerSetup(hand=["Axe of Despair"], monsters=["Celtic Guardian"],
                                       deck=["Kuriboh"]),
                        p1=PlayerSetup(hand=["Change of Heart"], deck=["Kuriboh"]))
    duel = Duel(DuelStart(position=position), db, registry=_registry(db))
    axe, guardian = _named(duel, "Axe of Despair"), _named(duel, "Celtic Guardian")
    duel.answer(ActionAnswer(do="activate", card=axe, effect=0))
    _zones(duel)
    duel.answer(CardsAnswer(cards=[guardian]))
    _answer_until_idle(duel, 0)
    assert duel.card(axe).equipped_to is duel.card(guardian)
    duel.answer(ActionAnswer(do="end_turn"))
    _answer_until_idle(duel, 1)
    duel.answer(ActionAnswer(do="activate", card=_named(duel, "Change of Heart"), effect=0))
    _zones(duel)
    duel.answer(CardsAnswer(cards=[guardian]))
    _answer_until_idle(duel, 1)
    assert duel.card(guardian).controller == 1
    assert duel.card(axe).location == "gy", "the Equip Card lost its target and is destroyed"
