"""Every card of Pools 1 and 2 (docs/POOL.md, copied from the shared card data) has a
declaration and appears in at least one scenario (issues "Effects and chains" and "Every way
to Summon": "each Pool card in at least one scenario")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.pool.registry import is_automated

ROOT = Path(__file__).resolve().parent.parent
POOL = ROOT / "docs" / "POOL.md"
SCENARIO_TEXT = "\n".join(p.read_text(encoding="utf-8")
                          for p in (ROOT / "tests" / "scenarios").rglob("*.toml"))


def _pool_cards(pool: str) -> list[str]:
    text = POOL.read_text(encoding="utf-8")
    section = text.split(f"## {pool}")[1].split("\n## ")[0]
    names: list[str] = []
    for line in section.splitlines():
        if line.startswith("- "):
            names += [n.strip() for n in line[2:].split("·") if n.strip()]
    return names


CARDS = sorted(set(_pool_cards("Pool 1") + _pool_cards("Pool 2")))


def test_the_pools_are_read() -> None:
    assert len(CARDS) > 120 and "Trap Hole" in CARDS and "Decode Talker" in CARDS


@pytest.mark.parametrize("name", CARDS)
def test_card_is_declared_and_in_a_scenario(name: str) -> None:
    # a Normal Monster (an Exodia limb, X-Head Cannon) needs no declaration: its facts suffice
    assert is_automated(default_database().by_name(name).code), f"{name} has no declaration"
    assert re.search(rf'"{re.escape(name)}[" @(]', SCENARIO_TEXT), f"{name} is in no scenario"
