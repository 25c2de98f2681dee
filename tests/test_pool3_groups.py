"""Pool 3 by the group that automated it (issue 13): every card a group declared has a
declaration and a scenario of its own in that group's folder under ``tests/scenarios/pool3/``.
That each starter deck is 100% automated (``ygo-cards coverage``) is checked for all six decks in
``tests/test_pool3_acceptance.py``.

Tune Warrior, Water Spirit (Normal Tuners) and Gaia Knight, the Force of Earth (a Synchro
Monster with no effect) are declared with no effect: the engine plays them from their facts
(a Tuner's kind, the Synchro procedure a Synchro Monster's facts imply), and their scenarios
Synchro Summon with them.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated
from engine.cards.registry import default_registry

SCENARIOS = Path(__file__).resolve().parent / "scenarios" / "pool3"

#: Scenario folder -> the Pool 3 cards its group declared (not covered by Pools 1-2).
GROUPS: dict[str, list[str]] = {
    # Yugi (SDY), Kaiba (SDK), Space-Time Showdown (YS14): engine/cards/pool/pool3_classic_*.py
    "classic": [
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
    ],
    # Yu-Gi-Oh! 5D's (5DS1): engine/cards/pool/pool3_5ds.py
    "5ds": [
    "Birthright", "Colossal Fighter", "Copycat", "Divine Wrath", "Exiled Force",
    "Frequency Magician", "Gaia Knight, the Force of Earth", "Magna Drago", "Marauding Captain",
    "Miniaturize", "Scrap-Iron Scarecrow", "Smashing Ground", "Sonic Chick",
    "Spellbinding Circle", "Symbols of Duty", "Synch Blast Wave", "Synch Realm",
    "Synchro Boost", "The Warrior Returning Alive", "Tune Warrior", "Twister", "UFO Turtle",
    "Water Spirit",
    ],
    # Dawn of the Xyz (YS11): engine/cards/pool/pool3_xyz.py
    "xyz": [
    "Banner of Courage", "Blade Knight", "Blustering Winds", "Feedback Warrior",
    "Field-Commander Rahz", "Gachi Gachi Gantetsu", "Ganbara Knight", "Giant Rat",
    "Grenosaurus", "Harmonic Waves", "Key Man the Key Warrior", "Limit Reverse",
    "Majestic Mech - Senku", "Reinforce Truth", "Reinforced Space", "Shield Spear",
    "Shine Knight", "Speed Bird", "Tenshin", "Trident Warrior", "Vengeful Shinobi",
    "Warrior Lady of the Wasteland", "Xyz Effect", "Xyz Energy",
    ],
}
#: Declared with no effect of their own: all facts.
FACTS_ONLY = ("Gaia Knight, the Force of Earth", "Tune Warrior", "Water Spirit")


@functools.cache
def _scenario_text(folder: str) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (SCENARIOS / folder).glob("*.toml"))


@pytest.mark.parametrize(("folder", "name"),
                         [(folder, name) for folder, names in GROUPS.items() for name in names])
def test_card_is_declared_and_has_a_scenario(folder: str, name: str) -> None:
    assert is_automated(default_database().by_name(name).code), f"{name} has no declaration"
    assert re.search(rf'"{re.escape(name)}[" @(]', _scenario_text(folder)), (
        f"{name} is in no scenario of tests/scenarios/pool3/{folder}")


@pytest.mark.parametrize("name", FACTS_ONLY)
def test_facts_only_cards_have_no_effect_of_their_own(name: str) -> None:
    """Honest coverage: these are automated because their facts are all they need, so their
    declarations add nothing (a Normal Tuner, an effect-less Synchro Monster)."""
    script = default_registry().by_name(name)
    assert script is not None and not script.effects and script.special_summon is None
