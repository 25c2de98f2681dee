"""Pool 3, the Yu-Gi-Oh! 5D's starter deck (5DS1) (issue 13): ``ygo-cards coverage`` reports the
deck 100% automated, and every Pool 3 card of the deck has a declaration and a scenario of its
own under ``tests/scenarios/pool3/5ds/``.

Tune Warrior, Water Spirit (Normal Tuners) and Gaia Knight, the Force of Earth (a Synchro
Monster with no effect) are declared with no effect: the engine plays them from their facts
(a Tuner's kind, the Synchro procedure a Synchro Monster's facts imply), and their scenarios
Synchro Summon with them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards.cli import main as cards_cli
from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated
from engine.cards.registry import default_registry

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "assets" / "decks" / "5DS1_Starter_Deck_YuGiOh_5Ds.ydk"
SCENARIOS = ROOT / "tests" / "scenarios" / "pool3" / "5ds"

#: The Pool 3 cards of the deck (../shared/cards/POOL.md "Pool 3": not covered by Pools 1-2).
CARDS = [
    "Birthright", "Colossal Fighter", "Copycat", "Divine Wrath", "Exiled Force",
    "Frequency Magician", "Gaia Knight, the Force of Earth", "Magna Drago", "Marauding Captain",
    "Miniaturize", "Scrap-Iron Scarecrow", "Smashing Ground", "Sonic Chick", "Spellbinding Circle",
    "Symbols of Duty", "Synch Blast Wave", "Synch Realm", "Synchro Boost",
    "The Warrior Returning Alive", "Tune Warrior", "Twister", "UFO Turtle", "Water Spirit",
]
#: Declared with no effect of their own: all facts.
FACTS_ONLY = ("Gaia Knight, the Force of Earth", "Tune Warrior", "Water Spirit")


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


@pytest.mark.parametrize("name", FACTS_ONLY)
def test_facts_only_cards_have_no_effect_of_their_own(name: str) -> None:
    """Honest coverage: these are automated because their facts are all they need, so their
    declarations add nothing (a Normal Tuner, an effect-less Synchro Monster)."""
    script = default_registry().by_name(name)
    assert script is not None and not script.effects and script.special_summon is None
