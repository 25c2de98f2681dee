"""Issue 14 (Pool 4): the modern WindBot decks, completed one by one.

For each deck of ``DECKS`` (a file of ``assets/decks/``):

* ``ygo-cards coverage`` reports 100% automated (the command itself is run, as a player would);
* every card of the deck that has a declaration is named in at least one scenario file, so
  each automated card is checked by a ruling somewhere;
* a few seeded random duels of the deck (against itself and against every other deck here)
  keep the engine's invariants (``tests/test_random_play.play_checked``).

Add a deck by adding one line to ``DECKS`` once it is complete.
"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.registry import default_registry
from engine.decks import read_ydk
from tests.test_random_play import play_checked

#: The completed Pool 4 decks (file names in assets/decks/), one line each.
DECKS = (
    "WindBot_AI_Blackwing.ydk",
    "WindBot_AI_BlueEyes.ydk",
    "WindBot_AI_CyberDragon.ydk",
    "WindBot_AI_DarkMagician.ydk",
    "WindBot_AI_Nekroz.ydk",
    "WindBot_AI_OldSchool.ydk",
    "WindBot_AI_Qliphort.ydk",
    "WindBot_AI_ST1732.ydk",
    "WindBot_AI_Salamangreat.ydk",
    "WindBot_AI_ZexalWeapons.ydk",
)

ROOT = Path(__file__).resolve().parent.parent
DECK_DIR = ROOT / "assets" / "decks"
SEEDS = (14, 2026)
MAX_DECISIONS = 400


@functools.cache
def _scenario_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8")
                     for p in (ROOT / "tests" / "scenarios").rglob("*.toml"))


@functools.cache
def _coverage(deck: str) -> tuple[int, int, tuple[str, ...]]:
    """Run ``ygo-cards coverage`` on the bundled deck: (automated, total, missing names)."""
    out = subprocess.run([sys.executable, "-m", "engine.cards.cli", "coverage", str(DECK_DIR / deck)],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    summary = re.search(r"Summary: (\d+) of (\d+) cards automated", out)
    assert summary is not None, out
    missing = re.findall(r"^\s+\d+x (.+) \(\d+\): not automated$", out, flags=re.MULTILINE)
    return int(summary.group(1)), int(summary.group(2)), tuple(missing)


@pytest.mark.parametrize("deck", DECKS)
def test_deck_is_fully_automated(deck: str) -> None:
    done, total, missing = _coverage(deck)
    assert done == total and not missing, f"{deck}: {done}/{total}; not automated: {missing}"


def _declared_cards(deck: str) -> list[str]:
    """The distinct names of the deck's cards that have a declaration (Normal Monsters play
    from their facts alone and need none)."""
    db = default_database()
    declared = set(default_registry().codes())
    parsed = read_ydk(DECK_DIR / deck)
    names = []
    for code in dict.fromkeys((*parsed.main, *parsed.extra, *parsed.side)):
        data = db.get(code)
        if data.code in declared or data.original_code in declared:
            names.append(data.name)
    return names


@pytest.mark.parametrize("deck", DECKS)
def test_each_declared_card_is_in_a_scenario(deck: str) -> None:
    text = _scenario_text()
    absent = [n for n in _declared_cards(deck) if not re.search(rf'"{re.escape(n)}[" @(]', text)]
    assert not absent, f"{deck}: in no scenario file: {absent}"


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("deck", DECKS)
def test_random_duels_of_the_deck(deck: str, seed: int) -> None:
    """The deck against itself and against the next deck of ``DECKS``: no exception, every
    card accounted for, identical replays, no hidden card in a view."""
    others = DECKS[(DECKS.index(deck) + 1) % len(DECKS)]
    for a, b in ((deck, deck), (deck, others)):
        play_checked(read_ydk(DECK_DIR / a), read_ydk(DECK_DIR / b), seed, MAX_DECISIONS)
