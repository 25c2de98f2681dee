"""Issue 14 (Pool 4) acceptance: "every staple is automated".

The staples are the line under "Staples that most modern decks carry" in the Pool 4 section
of ``docs/POOL.md`` (our copy of ``../shared/cards/POOL.md``) (names separated by " · "). Each must be a known card that the
bundled registry automates, and each automated staple must be named in at least one scenario
file, so its key ruling is checked somewhere.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from engine.cards.database import default_database
from engine.cards.registry import default_registry

ROOT = Path(__file__).resolve().parent.parent
POOL = ROOT / "docs" / "POOL.md"  # our copy of ../shared/cards/POOL.md
SCENARIOS = ROOT / "tests" / "scenarios"


@functools.cache
def staples() -> tuple[str, ...]:
    """The staple names, read from POOL.md (the line after the staples heading)."""
    text = POOL.read_text(encoding="utf-8")
    section = text[text.index("Staples that most modern decks carry"):]
    line = next(ln for ln in section.splitlines() if ln.startswith("- "))
    return tuple(name.strip() for name in line[2:].split(" · ") if name.strip())


@functools.cache
def scenario_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in SCENARIOS.rglob("*.toml"))


def test_the_staples_list_is_read() -> None:
    assert len(staples()) >= 30
    assert "Ash Blossom & Joyous Spring" not in staples()  # a worked example, not on this line
    assert "Accesscode Talker" in staples() and "Mystic Mine" in staples()


@pytest.mark.parametrize("name", staples())
def test_every_staple_is_automated(name: str) -> None:
    data = default_database().by_name(name)
    assert default_registry().is_automated(data), f"staple {name} is not automated"
    text = scenario_text()
    assert name in text or name.replace('"', '\\"') in text, f"no scenario names the staple {name}"
