"""Fixtures for the play-mode tests: a private settings folder, starter decks, a chooser."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "assets" / "decks"


@pytest.fixture(autouse=True)
def private_config(tmp_path, monkeypatch):
    """Never touch the real settings: every test gets its own config folder."""
    folder = tmp_path / "config"
    monkeypatch.setenv("YGO_DESKTOP_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def yugi():
    from engine.decks import read_ydk

    return read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk")


@pytest.fixture(scope="session")
def kaiba():
    from engine.decks import read_ydk

    return read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk")


def random_answer(prompt, rng: random.Random):
    """A legal answer picked from what the prompt lists (the duel's own legality)."""
    from engine.prompts import (
        ActionAnswer,
        AnnounceAnswer,
        CardsAnswer,
        OptionAnswer,
        OrderAnswer,
        PositionAnswer,
        YesNoAnswer,
        ZoneAnswer,
    )

    k = prompt.kind
    if k in ("idle", "battle", "chain"):
        o = rng.choice(prompt.options)
        return ActionAnswer(do=o.do, card=o.card, effect=o.effect, target=o.target)
    if k == "cards":
        return CardsAnswer(cards=rng.sample(prompt.candidates, rng.randint(prompt.min, prompt.max)))
    if k == "zone":
        return ZoneAnswer(zone=rng.choice(prompt.zones))
    if k == "position":
        return PositionAnswer(position=rng.choice(prompt.positions))
    if k == "yes_no":
        return YesNoAnswer(yes=rng.random() < 0.5)
    if k == "option":
        return OptionAnswer(option=rng.randrange(len(prompt.options)))
    if k == "order":
        order = list(prompt.items)
        rng.shuffle(order)
        return OrderAnswer(order=order)
    return AnnounceAnswer(value=rng.choice(prompt.choices))


@pytest.fixture
def chooser():
    return random_answer
