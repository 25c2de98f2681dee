"""``ygo-scenario`` on files it cannot use: exit 2 and one clear line, never a traceback.

SCENARIOS.md: "exits ... 2 if a file could not be read or validated (the message
names the file, line/key and what is wrong)". Also ``ygo-scenario view``
prints one player's view as JSON, with the opponent's secrets left out.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.scenario.cli import main

ROOT = Path(__file__).resolve().parent.parent

BAD = {
    "unknown_card": ('title = "x"\n[start.p0]\nhand = ["Blue Eyes White Dragon"]\n',
                     ["line 3", "start.p0.hand[0]", "Blue Eyes White Dragon", "did you mean",
                      "Blue-Eyes White Dragon"]),
    "bad_key": ('title = "x"\n[start.p0]\nmonstrs = ["Celtic Guardian"]\n',
                ["line 3", "start.p0.monstrs", "unknown key"]),
    "bad_top_key": ('title = "x"\nsead = 3\n', ["line 2", "sead", "unknown key"]),
    "zone_out_of_range": ('title = "x"\n[start.p0]\n'
                          'monsters = ["Celtic Guardian", "", "", "", "", "Battle Ox"]\n',
                          ["line 3", "start.p0.monsters", "too many entries"]),
    "step_zone_out_of_range": ('title = "x"\n[[step]]\np = 0\nzone = 9\n',
                               ["line 2", "step 1", "zone must be 0-6", "9"]),
    "invalid_toml": ('title = "x"\n[start\n', ["invalid TOML", "line 2"]),
    "bad_step": ('title = "x"\nstep = [\n  {p = 0, do = "end_turn"},\n  {p = 0, do = "dance"},\n]\n',
                 ["line 4", "step 2", "do='dance'"]),
    "step_answers_and_checks": ('title = "x"\n[[step]]\np = 0\ndo = "pass"\nexpect = {turn = 1}\n',
                                ["step 1", "either answers or checks"]),
    "misspelt_card_in_expect_illegal": (
        'title = "x"\nstep = [\n  {expect_illegal = {p = 0, do = "summon", card = "Celtic Gardian"}},\n]\n',
        ["line 3", "step 1.expect_illegal.card", "Celtic Gardian", "Celtic Guardian"]),
    "bad_phase": ('title = "x"\n[start]\nphase = "lunch"\n', ["line 3", "start.phase", "main1"]),
    "bad_player": ('title = "x"\n[start]\nplayer = 2\n', ["start.player"]),
    "bad_lp": ('title = "x"\n[start.p1]\nlp = "lots"\n', ["start.p1.lp", "integer"]),
    "shared_extra_monster_zone": (
        'title = "x"\n[start.p0]\nextra_monsters = ["Stardust Dragon"]\n'
        '[start.p1]\nextra_monsters = ["", "Stardust Dragon"]\n',
        ["start.p0.extra_monsters[0]", "start.p1.extra_monsters[1]", "same Extra Monster Zone"]),
    "trap_in_monster_zone": ('title = "x"\n[start.p0]\nmonsters = ["Trap Hole"]\n',
                             ["start.p0.monsters[0]", "not a monster"]),
    "missing_title": ('[start]\nturn = 2\n', ["title", "required"]),
    "unknown_place_after_at": (
        'title = "x"\n[[step]]\nexpect_card = {card = "Kuriboh@p0.graveyard"}\n',
        ["line 2", "step 1.expect_card.card", "graveyard", "p0 or p1"]),
    "unknown_card_in_expect": ('title = "x"\n[[step]]\nexpect = {"p0.hand" = ["Kuribo"]}\n',
                               ["step 1.expect.p0.hand[0]", "Kuribo"]),
    "unknown_expect_path": ('title = "x"\n[[step]]\nexpect = {"p0.life" = 8000}\n',
                            ["step 1.expect", "unknown expect path", "p0.life"]),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_file_exits_2_naming_file_key_and_problem(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text, needles = BAD[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    code = main(["run", str(path)])
    out, err = capsys.readouterr()
    assert code == 2, out + err
    message = err.strip().splitlines()[0]
    assert str(path) in message
    for needle in needles:
        assert needle in message, f"{needle!r} not in {message!r}"
    assert "Traceback" not in out + err


def test_a_missing_path_does_not_stop_the_other_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('title = "fine"\n[[step]]\nexpect = {turn = 1}\n', encoding="utf-8")
    code = main(["run", str(good), str(tmp_path / "missing.toml")])
    out, err = capsys.readouterr()
    assert code == 2 and "PASS fine" in out and "1 passed, 0 failed" in out
    assert "missing.toml" in err and "no such file" in err


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", str(tmp_path / "nope.toml")])
    out, err = capsys.readouterr()
    assert code == 2
    assert "nope.toml" in err and "no such file" in err


def test_good_and_bad_files_together_still_report_results(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.toml").write_text('title = "x"\n[start\n', encoding="utf-8")
    (tmp_path / "good.toml").write_text(
        'title = "fine"\nstep = [{expect = {turn = 1}}]\n', encoding="utf-8")
    code = main(["run", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert "PASS fine" in out and "1 passed, 0 failed" in out
    assert "bad.toml" in err


def test_failing_scenario_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "f.toml").write_text(
        'title = "wrong"\nstep = [{expect = {turn = 2}}]\n', encoding="utf-8")
    code = main(["run", str(tmp_path / "f.toml")])
    out, _ = capsys.readouterr()
    assert code == 1
    assert "FAIL wrong" in out and "step 1" in out and "turn: expected 2, seen 1" in out


def test_cli_subprocess_exit_code_and_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('title = "x"\n[start.p0]\nhand = ["No Such Card At All"]\n', encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "engine.scenario.cli", "run", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr + proc.stdout
    assert "start.p0.hand[0]" in proc.stderr and "No Such Card At All" in proc.stderr


VIEW_FILE = """
title = "view"
step = [{p = 0, do = "set", card = "Trap Hole"}]

[start]
turn = 3

[start.p0]
hand = ["Trap Hole", "Celtic Guardian"]
deck = ["Battle Ox"]
monsters = ["", "Mystical Elf (set)"]

[start.p1]
hand = ["Dark Magician"]
deck = ["Feral Imp"]
monsters = ["Beaver Warrior (set)", "Vorse Raider"]
"""


@pytest.mark.parametrize("player", [0, 1])
def test_view_prints_that_players_view_as_json(
        player: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "view.toml"
    path.write_text(VIEW_FILE, encoding="utf-8")
    code = main(["view", "--player", str(player), str(path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    view = json.loads(out)
    assert view["viewer"] == player
    me, other = view["players"][player], view["players"][1 - player]
    assert all(c["name"] is not None for c in me["hand"])
    assert all(c["name"] is None and c["code"] is None for c in other["hand"])
    assert me["deck"] == [] and other["deck"] == [] and me["deck_count"] == 1  # never listed
    set_trap = view["players"][0]["spells"][0]
    assert set_trap is not None and (set_trap["name"] == "Trap Hole") == (player == 0)
    elf = view["players"][0]["monsters"][1]
    assert (elf["name"] == "Mystical Elf") == (player == 0)
    vorse = view["players"][1]["monsters"][1]
    assert vorse["name"] == "Vorse Raider" and vorse["atk"] == 1900
    secrets = (("Celtic Guardian", "Mystical Elf", "Trap Hole") if player == 1
               else ("Dark Magician", "Beaver Warrior"))
    other_json = json.dumps(other)
    for secret in secrets:
        assert secret not in other_json, f"p{player} can read {secret}"
    assert "Traceback" not in err


def test_view_of_bad_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "v.toml"
    path.write_text('title = "x"\n[start\n', encoding="utf-8")
    assert main(["view", "--player", "1", str(path)]) == 2
    _, err = capsys.readouterr()
    assert "v.toml" in err and "invalid TOML" in err
