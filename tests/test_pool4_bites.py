"""Issue 14 acceptance: each Pool 4 card has a scenario whose expectations would fail if the
card did nothing — its scenarios run with a registry that lacks the card, and at least one
must fail (as ``test_pool3_acceptance`` does for Pool 3). The Pool 4 names are read from
``docs/POOL.md`` (our copy of ``../shared/cards/POOL.md``): the ten modern decks' cards and
the staples."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.registry import default_registry

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted([*(ROOT / "tests" / "scenarios" / "pool4").rglob("*.toml"),
                    *(ROOT / "tests" / "scenarios" / "outside" / "pool4").rglob("*.toml"),
                    *(ROOT / "tests" / "scenarios" / "rulings").rglob("*.toml")])


def _pool4_names() -> list[str]:
    text = (ROOT / "docs" / "POOL.md").read_text(encoding="utf-8")
    section = text.split("## Pool 4")[1]
    names: list[str] = []
    for line in section.splitlines():
        if line.startswith("- "):
            names += [n.strip() for n in line[2:].split("·") if n.strip()]
    return sorted(set(names))


POOL4 = _pool4_names()


def test_pool4_is_read() -> None:
    assert len(POOL4) >= 230 and "Ash Blossom & Joyous Spring" in POOL4 and "Mystic Mine" in POOL4


@functools.cache
def _texts() -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in SCENARIOS}


def _needle(name: str) -> str:
    """How a name stands in a TOML string (a quote inside it is escaped)."""
    return '"' + name.replace('"', '\\"')


@pytest.mark.parametrize("name", POOL4)
def test_a_pool4_scenario_fails_without_the_card(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.duel
    from engine.cards.registry import CardRegistry
    from engine.scenario.model import load_scenario
    from engine.scenario.runner import run_scenario

    db = default_database()
    script = default_registry().by_name(name)
    assert script is not None, f"{name} is not declared"
    if not script.effects:  # a Normal Fusion/Xyz Monster: its Summon procedure is in its facts
        pytest.skip(f"{name} has no effect of its own to remove")
    paths = [p for p, text in _texts().items() if _needle(name) in text]
    assert paths, f"{name} is in no Pool 4 scenario"
    without = CardRegistry([s for s in default_registry().scripts() if s.name != name], db=db)
    monkeypatch.setattr(engine.duel, "default_registry", lambda: without)
    results = [run_scenario(load_scenario(p, db), db) for p in paths]
    assert not all(r.passed for r in results), f"every scenario of {name} passes without it"
