"""Pool 3, the Dawn of the Xyz starter deck (YS11, issue 13): ``ygo-cards coverage`` reports the
deck 100% automated, and every card this group declared for it has a declaration and a scenario
of its own under ``tests/scenarios/pool3/xyz/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards.cli import main as cards_cli
from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "assets" / "decks" / "YS11_Starter_Deck_Dawn_of_the_Xyz.ydk"
SCENARIOS = ROOT / "tests" / "scenarios" / "pool3" / "xyz"

#: The cards of YS11 declared in engine/cards/pool/pool3_xyz.py.
CARDS = [
    "Banner of Courage", "Blade Knight", "Blustering Winds", "Feedback Warrior",
    "Field-Commander Rahz", "Gachi Gachi Gantetsu", "Ganbara Knight", "Giant Rat", "Grenosaurus",
    "Harmonic Waves", "Key Man the Key Warrior", "Limit Reverse", "Majestic Mech - Senku",
    "Reinforce Truth", "Reinforced Space", "Shield Spear", "Shine Knight", "Speed Bird",
    "Tenshin", "Trident Warrior", "Vengeful Shinobi", "Warrior Lady of the Wasteland",
    "Xyz Effect", "Xyz Energy",
]


def test_the_deck_is_fully_automated(capsys: pytest.CaptureFixture[str]) -> None:
    assert cards_cli(["coverage", str(DECK)]) == 0
    out = capsys.readouterr().out
    assert "not automated" not in out, out
    assert re.search(r"Summary: (\d+) of \1 cards automated \(100%\)", out), out


SCENARIO_TEXT = "\n".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.toml"))


@pytest.mark.parametrize("name", CARDS)
def test_card_is_declared_and_has_a_scenario(name: str) -> None:
    assert is_automated(default_database().by_name(name).code), f"{name} has no declaration"
    assert re.search(rf'"{re.escape(name)}[" @(]', SCENARIO_TEXT), f"{name} is in no scenario"
