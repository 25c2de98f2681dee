"""Core rules that the scenario files cannot reach yet with the automated card pool.

The replay (seed 003 p. 35) needs a card that changes the defender's monsters
after an attack is declared, and "both players at 0 LP is a draw" (seed 003
"Winning a Duel") needs damage to both players at once. Until such cards are
automated, these tests register small stand-in scripts for real card names
(monkeypatched into the bundled registry for one test only) and drive the duel through
ordinary scenario files, so the engine is exercised exactly as a scenario would.

Also here: every refusal in tests/scenarios/core names the rule it enforces.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import rules
from engine.cards.database import default_database
from engine.cards.library import Targeting, as_group, face_up, monster, yours
from engine.cards.registry import default_registry
from engine.effects import ACTIVATE, CardScript, Ctx, Effect
from engine.modifiers import current_atk
from engine.scenario.model import load_scenario
from engine.scenario.runner import run_scenario

CORE = Path(__file__).parent / "scenarios" / "core"
RULE_NAMES = [v for k, v in vars(rules).items() if k.isupper() and isinstance(v, str)]


def _run(tmp_path: Path, db: Any, text: str) -> None:
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path, db), db)
    assert result.passed, f"step {result.step}: {result.reason}"


# ------------------------------------------------------------------ stand-in cards
def _banish_own(ctx: Ctx) -> Iterator[Any]:
    for c in ctx.valid_targets():
        ctx.g.banish(c, by=ctx.player)
    return
    yield  # pragma: no cover


TRANSPORTER = CardScript(
    name="Interdimensional Matter Transporter",
    text="(test stand-in) Normal Trap: target 1 face-up monster you control; banish it.",
    effects=[Effect(ACTIVATE, target=Targeting(as_group(face_up & monster & yours)), resolve=_banish_own)])


def _ring(ctx: Ctx) -> Iterator[Any]:
    for c in ctx.valid_targets():
        atk = current_atk(ctx.g, c)
        ctx.g.destroy([c], by=ctx.player)
        ctx.g.damage_both({0: atk, 1: atk}, by=ctx.player)
    return
    yield  # pragma: no cover


RING = CardScript(
    name="Ring of Destruction",
    text="(test stand-in) Normal Trap: target 1 face-up monster; destroy it, and if you do, "
         "inflict damage to both players equal to its ATK.",
    effects=[Effect(ACTIVATE, target=Targeting(as_group(face_up & monster)), resolve=_ring)])


@pytest.fixture
def stand_ins(monkeypatch: pytest.MonkeyPatch) -> None:
    registry = default_registry()
    registry.codes()  # load the real pool first
    for script in (TRANSPORTER, RING):
        code = default_database().by_name(script.name).code
        monkeypatch.setitem(registry._by_code, code, script)
        monkeypatch.setitem(registry._by_name, script.name, script)


_REPLAY_START = """
[start]
turn = 3
phase = "battle"

[start.p0]
monsters = ["Vorse Raider", "Battle Ox"]

[start.p1]
monsters = {p1_monsters}
spells = ["Interdimensional Matter Transporter (set)"]
"""


# ------------------------------------------------------------------ replay
def test_replay_attacker_chooses_new_target(tmp_path: Path, db: Any, stand_ins: None) -> None:
    """The target leaves after the declaration: the same monster may attack another monster."""
    _run(tmp_path, db, """
title = "replay: new target"
rules = ["003 Replay Rules during the Battle Step (p. 35)"]
step = [
  {p = 0, do = "attack", card = "Vorse Raider", target = "Celtic Guardian"},
  {p = 1, do = "activate", card = "Interdimensional Matter Transporter"},
  {p = 1, select = ["Celtic Guardian"]},
  {expect = {"prompt.player" = 0, "prompt.kind" = "battle", "p1.banished" = ["Celtic Guardian"], "p1.lp" = 8000}},
  {expect_illegal = {p = 0, do = "attack", card = "Vorse Raider", target = "direct"}},
  {p = 0, do = "attack", card = "Vorse Raider", target = "Feral Imp"},
  {expect = {"p1.gy" = ["Interdimensional Matter Transporter", "Feral Imp"], "p1.lp" = 7400}},
  {expect_illegal = {p = 0, do = "attack", card = "Vorse Raider", target = "direct"}},
  {expect_legal = {p = 0, do = "attack", card = "Battle Ox", target = "direct"}},
]
""" + _REPLAY_START.format(p1_monsters='["Celtic Guardian", "Feral Imp"]'))


def test_replay_direct_attack_when_no_monster_left(tmp_path: Path, db: Any, stand_ins: None) -> None:
    """The only defender leaves: the replayed attacker may attack directly."""
    _run(tmp_path, db, """
title = "replay: direct"
rules = ["003 Replay Rules during the Battle Step (p. 35)"]
step = [
  {p = 0, do = "attack", card = "Vorse Raider", target = "Celtic Guardian"},
  {p = 1, do = "activate", card = "Interdimensional Matter Transporter"},
  {p = 1, select = ["Celtic Guardian"]},
  {p = 0, do = "attack", card = "Vorse Raider", target = "direct"},
  {expect = {"p1.lp" = 6100}},
]
""" + _REPLAY_START.format(p1_monsters='["Celtic Guardian"]'))


def test_replay_declined_still_counts_as_attacked(tmp_path: Path, db: Any, stand_ins: None) -> None:
    """Choosing another attacker (or pass) leaves the first monster as having attacked."""
    _run(tmp_path, db, """
title = "replay: another monster attacks"
rules = ["003 Replay Rules during the Battle Step (p. 35)"]
step = [
  {p = 0, do = "attack", card = "Vorse Raider", target = "Celtic Guardian"},
  {p = 1, do = "activate", card = "Interdimensional Matter Transporter"},
  {p = 1, select = ["Celtic Guardian"]},
  {p = 0, do = "attack", card = "Battle Ox", target = "direct"},
  {expect = {"p1.lp" = 6300}},
  {expect_illegal = {p = 0, do = "attack", card = "Vorse Raider", target = "direct"}},
  {p = 0, do = "end_turn"},
  {expect = {"turn" = 4}},
]
""" + _REPLAY_START.format(p1_monsters='["Celtic Guardian"]'))


def test_replay_is_the_battle_prompt_with_no_pass(tmp_path: Path, db: Any, stand_ins: None) -> None:
    """SCENARIOS.md "Replays": no yes/no and no "pass" — the battle prompt again, where the
    replayed monster may attack (directly: nothing is left) and the player may do anything else."""
    _run(tmp_path, db, """
title = "replay: the battle prompt, no pass"
rules = ["003 Replay Rules during the Battle Step (p. 35)", "SCENARIOS.md Replays"]
step = [
  {p = 0, do = "attack", card = "Vorse Raider", target = "Celtic Guardian"},
  {p = 1, do = "activate", card = "Interdimensional Matter Transporter"},
  {p = 1, select = ["Celtic Guardian"]},
  {expect = {"prompt.player" = 0, "prompt.kind" = "battle", "p1.lp" = 8000}},
  {expect_illegal = {p = 0, do = "pass"}},
  {expect_legal = {p = 0, do = "attack", card = "Vorse Raider", target = "direct"}},
  {expect_legal = {p = 0, do = "main2"}},
  {p = 0, do = "attack", card = "Battle Ox", target = "direct"},
  {expect = {"p1.lp" = 6300}},
  {expect_illegal = {p = 0, do = "attack", card = "Vorse Raider", target = "direct"}},
]
""" + _REPLAY_START.format(p1_monsters='["Celtic Guardian"]'))


# ------------------------------------------------------------------ winning
def test_both_players_at_zero_is_a_draw(tmp_path: Path, db: Any, stand_ins: None) -> None:
    _run(tmp_path, db, """
title = "both at 0 LP at once: draw"
rules = ["003 Winning a Duel — both players reach 0 LP at the same time: a draw"]
step = [
  {p = 0, do = "end_turn"},
  # p1 may respond as p0 leaves Main Phase 1
  {expect = {"turn" = 3, "prompt.player" = 1, "prompt.kind" = "chain"}},
  {p = 1, do = "activate", card = "Ring of Destruction"},
  {p = 1, select = ["Dark Magician"]},
  {expect = {"over" = true, "winner" = "draw", "p0.lp" = 0, "p1.lp" = 0}},
]

[start]
turn = 3
phase = "main1"

[start.p0]
lp = 2000
monsters = ["Dark Magician"]

[start.p1]
lp = 2500
deck = ["Battle Ox"]
spells = ["Ring of Destruction (set)"]
""")


# ------------------------------------------------------------------ refusals name rules
@pytest.mark.parametrize("path", sorted(CORE.glob("*.toml")), ids=lambda p: p.stem)
def test_every_refusal_names_its_rule(path: Path, db: Any) -> None:
    result = run_scenario(load_scenario(path, db), db)
    assert result.passed, f"step {result.step}: {result.reason}"
    for reason in result.extra.get("refusals", []):
        assert any(reason.endswith(name) for name in RULE_NAMES), reason


# ------------------------------------------------------------------ zones
def test_extra_monster_zones_are_shared_and_one_per_player(db: Any) -> None:
    """Two Extra Monster Zones for both players: p0's left is p1's right (SCENARIOS.md
    indexes 5 and 6); a player may use only one (rule revision, engine/zones.py)."""
    from engine.duel import Duel
    from engine.start import PlayerSetup, Position
    from engine.state import EXTRA_MONSTERS
    from engine.zones import extra_deck_zones

    duel = Duel.from_position(Position(
        turn=3, p0=PlayerSetup(extra_monsters=["Stardust Dragon", ""], extra=["Stardust Dragon"]),
        p1=PlayerSetup(extra=["Stardust Dragon"])), db=db)
    g = duel.game
    assert g.free_zones(0, EXTRA_MONSTERS) == [1]
    assert g.free_zones(1, EXTRA_MONSTERS) == [0]  # p1's right (index 1) is p0's left
    assert g.controls_extra_monster_zone(0) and not g.controls_extra_monster_zone(1)
    p0_extra, p1_extra = g.state.players[0].extra[0], g.state.players[1].extra[0]
    assert extra_deck_zones(g, 0, p0_extra) == [0, 1, 2, 3, 4]  # already uses one EMZ
    assert extra_deck_zones(g, 1, p1_extra) == [0, 1, 2, 3, 4, 5]
    assert len(g.state.players[0].monsters) == 5 and len(g.state.players[0].spells) == 5
