"""Pool 3, the Yugi (SDY), Kaiba (SDK) and Space-Time Showdown (YS14) starter decks (issue 13):
``ygo-cards coverage`` reports each deck 100% automated, and every Pool 3 card of these decks
has a declaration and a scenario of its own under ``tests/scenarios/pool3/classic/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards.cli import main as cards_cli
from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated

ROOT = Path(__file__).resolve().parent.parent
DECKS = ("SDY_Starter_Deck_Yugi.ydk", "SDK_Starter_Deck_Kaiba.ydk",
         "YS14_Super_Starter_Space-Time_Showdown.ydk")
SCENARIOS = ROOT / "tests" / "scenarios" / "pool3" / "classic"

#: The Pool 3 cards of the three decks (../shared/cards/POOL.md "Pool 3": not covered by Pools 1-2).
CARDS = [
    "A Hero Emerges", "Aether, the Empowering Dragon", "Ancient Telescope",
    "Arnis, the Empowered Warrior", "Book of Secret Arts", "Castle Walls", "Dark Energy",
    "Dark Factory of Mass Production", "Dragon Capture Jar", "Ego Boost",
    "Golden Dragon Summoner", "Green Turtle Summoner", "Hane-Hane",
    "Hydrotortoise, the Empowered Warrior", "Invigoration", "Just Desserts", "Last Will",
    "Lucky Iron Axe", "Monster Reincarnation", "Mysterious Puppeteer", "Ookazi",
    "Poison of the Old Man", "Raigeki Break", "Red Sparrow Summoner", "Remove Trap", "Sogen",
    "Sorcerous Spell Wall", "Soul Exchange", "Soul Resurrection", "Supply Squad",
    "Sword of Dark Destruction", "Terratiger, the Empowered Warrior", "The Inexperienced Spy",
    "The Stern Mystic", "The Wicked Worm Beast", "Trap Master", "Two-Pronged Attack",
    "Ventdra, the Empowered Warrior", "Wall of Illusion", "White Tiger Summoner", "Yami",
]


@pytest.mark.parametrize("deck", DECKS)
def test_the_deck_is_fully_automated(deck: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cards_cli(["coverage", str(ROOT / "assets" / "decks" / deck)]) == 0
    out = capsys.readouterr().out
    assert "not automated" not in out, out
    assert re.search(r"Summary: (\d+) of \1 cards automated \(100%\)", out), out


SCENARIO_TEXT = "\n".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.toml"))


@pytest.mark.parametrize("name", CARDS)
def test_card_is_declared_and_has_a_scenario(name: str) -> None:
    assert is_automated(default_database().by_name(name).code), f"{name} has no declaration"
    assert re.search(rf'"{re.escape(name)}[" @(]', SCENARIO_TEXT), f"{name} is in no scenario"
