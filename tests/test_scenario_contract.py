"""The scenario runner's reading of SCENARIOS.md where the contract leaves the engine room.

"Order and chance": cards sent to a GY at the same moment may land in any order, so a
``pN.gy`` check compares each run of cards that arrived together as a multiset, and
everything else in order.
"""

from __future__ import annotations

from engine.scenario.runner import same_gy


def test_cards_sent_together_compare_in_any_order() -> None:
    seen = [("Kuriboh", ("start", 0)), ("Mystical Elf", 4), ("Battle Ox", 4), ("Raigeki", 5)]
    assert same_gy(seen, ["Kuriboh", "Battle Ox", "Mystical Elf", "Raigeki"])
    assert same_gy(seen, ["Kuriboh", "Mystical Elf", "Battle Ox", "Raigeki"])


def test_cards_sent_at_other_moments_keep_their_order() -> None:
    seen = [("Kuriboh", ("start", 0)), ("Mystical Elf", 4), ("Battle Ox", 4), ("Raigeki", 5)]
    assert not same_gy(seen, ["Mystical Elf", "Kuriboh", "Battle Ox", "Raigeki"])
    assert not same_gy(seen, ["Kuriboh", "Mystical Elf", "Raigeki", "Battle Ox"])
    assert not same_gy(seen, ["Kuriboh", "Mystical Elf", "Battle Ox"])
    assert not same_gy(seen, ["Kuriboh", "Mystical Elf", "Mystical Elf", "Raigeki"])


def test_start_position_cards_each_have_their_own_moment() -> None:
    seen = [("Kuriboh", ("start", 0)), ("Sangan", ("start", 1))]
    assert same_gy(seen, ["Kuriboh", "Sangan"])
    assert not same_gy(seen, ["Sangan", "Kuriboh"])


def test_no_scenario_file_depends_on_a_seeded_shuffle(db) -> None:
    """"Order and chance": a file must not depend on the result of a seeded shuffle (each
    engine has its own generator; only coin_flips and dice_rolls are portable). Every file
    must pass the same with another seed."""
    from pathlib import Path

    from engine.scenario.model import load_scenario
    from engine.scenario.runner import run_scenario

    failed = []
    for path in sorted((Path(__file__).parent / "scenarios").rglob("*.toml")):
        scenario = load_scenario(path, db)
        result = run_scenario(scenario.model_copy(update={"seed": scenario.seed + 1}), db)
        if not result.passed:
            failed.append(f"{path.name}: step {result.step}: {result.reason}")
    assert not failed, "\n".join(failed)
