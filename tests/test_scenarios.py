"""Every scenario file under tests/scenarios is a rules test (SCENARIOS.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario.model import load_scenario
from engine.scenario.runner import run_scenario

ROOT = Path(__file__).parent / "scenarios"
FILES = sorted(ROOT.rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario(path: Path, db) -> None:
    scenario = load_scenario(path, db)
    result = run_scenario(scenario, db)
    assert result.passed, f"step {result.step}: {result.reason}"
