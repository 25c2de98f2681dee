"""Issue 13 (Pool 3): the six starter decks complete — every card enforced in a duel between
any two of them.

* ``ygo-cards coverage`` reports 100% automated for SDY, SDK, 5DS1, YS11, YS14 and YS17 (the
  command itself is run, as a player would);
* every Pool 3 card (``docs/POOL.md``) is declared and named in at least one scenario;
* random play over every ordered pair of these six decks keeps the engine's invariants: no
  exception, every card accounted for, identical replays, no hidden card in any view or log
  line (``test_random_play`` holds the checks).
"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated
from engine.cards.registry import default_registry
from engine.duel import Duel
from engine.view import events_for
from tests.test_random_play import play_checked

ROOT = Path(__file__).resolve().parent.parent
STARTERS = ("SDY", "SDK", "5DS1", "YS11", "YS14", "YS17")
DECK_FILES = {code: next((ROOT / "assets" / "decks").glob(f"{code}_*.ydk")) for code in STARTERS}
SCENARIO_TEXT = "\n".join(p.read_text(encoding="utf-8")
                          for p in (ROOT / "tests" / "scenarios").rglob("*.toml"))



def _pool3_cards() -> list[str]:
    text = (ROOT / "docs" / "POOL.md").read_text(encoding="utf-8")
    section = text.split("## Pool 3")[1].split("\n## ")[0]
    names: list[str] = []
    for line in section.splitlines():
        if line.startswith("- "):
            names += [n.strip() for n in line[2:].split("·") if n.strip()]
    return names


POOL3 = sorted(set(_pool3_cards()))
def test_pool3_is_read() -> None:
    assert len(POOL3) == 114 and "Effect Veiler" in POOL3 and "Yami" in POOL3


@functools.cache
def _coverage(code: str) -> tuple[int, int, list[str]]:
    """Run ``ygo-cards coverage`` on the bundled deck: (automated, total, missing names)."""
    out = subprocess.run([sys.executable, "-m", "engine.cards.cli", "coverage", str(DECK_FILES[code])],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    summary = re.search(r"Summary: (\d+) of (\d+) cards automated", out)
    assert summary is not None, out
    missing = re.findall(r"^\s+\d+x (.+) \(\d+\): not automated$", out, flags=re.MULTILINE)
    return int(summary.group(1)), int(summary.group(2)), missing


@pytest.mark.parametrize("code", STARTERS)
def test_starter_deck_is_fully_automated(code: str) -> None:
    done, total, missing = _coverage(code)
    assert done == total and not missing, f"{code}: {done}/{total}; not automated: {missing}"


@pytest.mark.parametrize("name", POOL3)
def test_pool3_card_is_declared_and_in_a_scenario(name: str) -> None:
    assert is_automated(default_database().by_name(name).code), f"{name} has no declaration"
    assert re.search(rf'"{re.escape(name)}[" @(]', SCENARIO_TEXT), f"{name} is in no scenario"


# ------------------------------------------------------------------ random play
def _deck(code: str):  # type: ignore[no-untyped-def]
    from engine.decks import read_ydk

    return read_ydk(DECK_FILES[code])


PAIRS = [(a, b) for a in STARTERS for b in STARTERS]
SEEDS = (11, 2026)
MAX_DECISIONS = 500


_SHOWN = ("revealed", "to_hand", "looked_at")


def _no_hidden_name_in_log(duel: Duel) -> None:
    """No log line a player reads names a card that player never could see: one that spent the
    whole duel in the opponent's Deck or hand, never shown to that player (drawn, Set, searched
    or revealed cards are known to their owner only, or to both when shown; a card one player
    looked at, to that player)."""
    touched: dict[int, set[str]] = {}
    shown: dict[int, set[int]] = {}
    for ev in duel.log:
        if ev.card is not None:
            places = touched.setdefault(ev.card.uid, set())
            places.update(p for p in (ev.src, ev.dst) if p)
            if ev.kind in _SHOWN:
                shown.setdefault(ev.card.uid, set()).update(
                    v for v in (0, 1) if v not in ev.hidden_from)
    for viewer in (0, 1):
        secret = {c.uid for c in duel.state.cards.values()
                  if c.owner != viewer and c.location in ("deck", "hand") and not c.revealed
                  and touched.get(c.uid, set()) <= {"deck", "hand"}
                  and viewer not in shown.get(c.uid, set())}
        for ev in events_for(duel, viewer):
            if ev.card is not None and ev.card.uid in secret:
                assert ev.card.name is None, (
                    f"p{viewer}'s log line {ev.text!r} names a card it never saw")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("deck0", "deck1"), PAIRS)
def test_every_pair_of_starter_decks_plays(deck0: str, deck1: str, seed: int) -> None:
    duel = play_checked(_deck(deck0), _deck(deck1), seed, MAX_DECISIONS)
    _no_hidden_name_in_log(duel)


# ------------------------------------------------------------------ scenarios that bite
def _declared_pool3() -> list[str]:
    registry = default_registry()
    out = []
    for name in POOL3:
        script = registry.by_name(name)
        # a Normal Tuner or an effect-less Synchro is all facts: nothing of its own to remove
        if script is not None and (script.effects or script.special_summon or script.extra):
            out.append(name)
    return out


POOL3_SCENARIOS = sorted([*(ROOT / "tests" / "scenarios" / "pool3").rglob("*.toml"),
                          *(ROOT / "tests" / "scenarios" / "outside" / "pool3").rglob("*.toml")])


@pytest.mark.parametrize("name", _declared_pool3())
def test_a_scenario_fails_without_the_card(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13: each Pool 3 card has a scenario whose expectations would fail if the card did
    nothing — run its scenarios with a registry that lacks it: at least one must fail."""
    import engine.duel
    from engine.cards.registry import CardRegistry
    from engine.scenario.model import load_scenario
    from engine.scenario.runner import run_scenario

    db = default_database()
    paths = [p for p in POOL3_SCENARIOS if f'"{name}' in p.read_text(encoding="utf-8")]
    assert paths, f"{name} is in no Pool 3 scenario"
    without = CardRegistry([s for s in default_registry().scripts() if s.name != name], db=db)
    monkeypatch.setattr(engine.duel, "default_registry", lambda: without)
    results = [run_scenario(load_scenario(p, db), db) for p in paths]
    assert not all(r.passed for r in results), f"every scenario of {name} passes without it"
