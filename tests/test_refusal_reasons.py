"""A refusal names the rule that actually forbids the answer (issue 18, item 3).

Each case is a small scenario whose ``expect_illegal`` steps are refused; the runner keeps
their reasons, and each must cite the rule that applies — not a neighbouring one (the
Linkuriboh-in-the-GY case used to say "cannot be used from the gy" when the real cause was
"never properly Summoned"). A refusal never names a card the refused player may not know.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import rules
from engine.scenario.model import load_scenario
from engine.scenario.runner import run_scenario

# Linkuriboh reaches the GY by a negated Link Summon: never properly Summoned (seed 002 02.16)
_NEGATED_LINKURIBOH = """
title = "refusals"
[start]
turn = 3
phase = "main1"
[start.p0]
hand = ["Monster Reborn"]
extra = ["Linkuriboh"]
gy = ["Sangan"]
monsters = ["Kuriboh", "Kuriboh"]
[start.p1]
spells = ["Solemn Judgment (set)", "Mirror Force (set)"]

[[step]]
p = 0
do = "special_summon"
card = "Linkuriboh"
[[step]]
p = 0
select = ["Kuriboh"]
[[step]]
p = 1
do = "activate"
card = "Solemn Judgment"
[[step]]
expect = {"p0.gy" = ["Sangan", "Kuriboh", "Linkuriboh"], "prompt.player" = 0}
"""
_REBORN = """
[[step]]
p = 0
do = "activate"
card = "Monster Reborn"
"""


def _refusals(tmp_path: Path, db: Any, text: str) -> list[str]:
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path, db), db)
    assert result.passed, f"step {result.step}: {result.reason}"
    refusals: list[str] = result.extra["refusals"]
    return refusals


def test_linkuriboh_gy_effect_names_properly_summoned(tmp_path: Path, db: Any) -> None:
    """Its GY effect (effect 1), and the default effect 0 (the field one) asked of the card in
    the GY, are both refused for the rule that stops the GY effect: never properly Summoned."""
    reasons = _refusals(tmp_path, db, _NEGATED_LINKURIBOH + """
[[step]]
expect_illegal = {p = 0, do = "activate", card = "Linkuriboh", effect = 1}
[[step]]
expect_illegal = {p = 0, do = "activate", card = "Linkuriboh"}
""")
    assert len(reasons) == 2
    for reason in reasons:
        assert reason.endswith(rules.PROPERLY_SUMMONED), reason
        assert "not properly Summoned" in reason and "from the gy" not in reason, reason


def test_monster_reborn_target_names_properly_summoned(tmp_path: Path, db: Any) -> None:
    reasons = _refusals(tmp_path, db, _NEGATED_LINKURIBOH + _REBORN + """
[[step]]
expect_illegal = {p = 0, select = ["Linkuriboh"]}
""")
    assert reasons == [f"Linkuriboh was not properly Summoned first — {rules.PROPERLY_SUMMONED}"]


def test_a_trigger_effect_is_not_activated_at_will(tmp_path: Path, db: Any) -> None:
    reasons = _refusals(tmp_path, db, _NEGATED_LINKURIBOH + """
[[step]]
expect_illegal = {p = 0, do = "activate", card = "Sangan"}
""")
    assert len(reasons) == 1 and "Trigger Effect" in reasons[0], reasons


def test_a_hidden_card_is_not_named(tmp_path: Path, db: Any) -> None:
    """Monster Reborn asked to target the opponent's Set Mirror Force: the refusal cannot say
    what that card is (hidden information), only that it cannot be chosen."""
    reasons = _refusals(tmp_path, db, _NEGATED_LINKURIBOH + _REBORN + """
[[step]]
expect_illegal = {p = 0, select = ["Mirror Force"]}
""")
    assert len(reasons) == 1 and "Mirror Force" not in reasons[0], reasons


def test_quick_play_from_hand_on_the_opponents_turn_names_the_turn_rule(
        tmp_path: Path, db: Any) -> None:
    """No free zone and the wrong turn: the turn rule is named, it forbids the card anywhere."""
    reasons = _refusals(tmp_path, db, """
title = "quick-play"
[start]
turn = 2
player = 1
phase = "main1"
[start.p0]
hand = ["Mystical Space Typhoon"]
spells = ["Mirror Force (set)", "Mirror Force (set)", "Mirror Force (set)", "Mirror Force (set)", "Trap Hole (set)"]
[start.p1]
hand = ["Celtic Guardian"]
[[step]]
p = 1
do = "summon"
card = "Celtic Guardian"
[[step]]
expect = {"prompt.player" = 0, "prompt.kind" = "chain"}
[[step]]
expect_illegal = {p = 0, do = "activate", card = "Mystical Space Typhoon"}
""")
    assert len(reasons) == 1 and reasons[0].endswith(rules.SPELL_SPEED), reasons
