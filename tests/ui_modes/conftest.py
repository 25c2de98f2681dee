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
    """A legal answer picked from what the prompt lists (the duel's own legality), drawn by
    the engine's own random player from a seed taken from ``rng``."""
    from engine.ai.random_player import RandomPlayer

    return RandomPlayer(rng.randrange(2**32)).answer(prompt)


@pytest.fixture
def chooser():
    return random_answer
