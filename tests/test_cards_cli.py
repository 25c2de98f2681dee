"""The ``ygo-cards`` command: lookup, coverage, and clean errors (never a traceback)."""

from __future__ import annotations

import json
import sqlite3
import sys
import types
from pathlib import Path

import pytest

from engine.cards.cli import main
from engine.cards.database import assets_dir

ZEXAL = assets_dir() / "decks" / "WindBot_AI_ZexalWeapons.ydk"
POT_OF_GREED = 55144522
REGISTRY = "engine.cards.registry"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.fixture
def no_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``import engine.cards.registry`` fail, as in a checkout without the pool."""
    monkeypatch.setitem(sys.modules, REGISTRY, None)


@pytest.fixture
def fake_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A registry that automates exactly Cyber Dragon (70095155) and Dark Hole (53129443)."""
    module = types.ModuleType(REGISTRY)
    module.is_automated = lambda code: code in {70095155, 53129443}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, REGISTRY, module)


# -- lookup -------------------------------------------------------------------------


def test_lookup_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "lookup", "Pot of Greed")
    assert code == 0
    facts = json.loads(out)
    assert facts["code"] == POT_OF_GREED and facts["card_type"] == "Spell"
    assert facts["kinds"] == ["Spell"]


def test_lookup_by_passcode_and_case(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "lookup", str(POT_OF_GREED))
    assert code == 0 and json.loads(out)["name"] == "Pot of Greed"
    code, out, _ = run(capsys, "lookup", "decode talker")
    facts = json.loads(out)
    assert facts["link_arrows"] == ["Top", "Bottom-Left", "Bottom-Right"]


def test_lookup_unknown_name_suggests(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "lookup", "Pot of Gred")
    assert code == 1 and out == ""
    assert "no card named 'Pot of Gred'" in err and "'Pot of Greed'" in err


def test_lookup_unknown_passcode(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "lookup", "12345")
    assert code == 1 and "no card with passcode 12345" in err


# -- coverage -----------------------------------------------------------------------


def test_coverage_without_registry(capsys: pytest.CaptureFixture[str], no_registry: None) -> None:
    code, out, err = run(capsys, "coverage", str(ZEXAL))
    assert code == 0
    assert "  1x Cyber Dragon (70095155): not automated" in out
    assert ": automated" not in out
    assert "Summary: 0 of 69 cards automated (0%); 0 of 38 distinct cards" in out
    assert "card behaviours unavailable" in err


def test_coverage_with_registry(capsys: pytest.CaptureFixture[str], fake_registry: None) -> None:
    code, out, err = run(capsys, "coverage", str(ZEXAL))
    assert code == 0 and err == ""
    assert "  1x Cyber Dragon (70095155): automated" in out
    assert "  1x Dark Hole (53129443): automated" in out
    assert "  3x Star Drawing (24610207): not automated" in out
    assert "Main Deck (40)" in out and "Extra Deck (15)" in out and "Side Deck (14)" in out
    assert "Summary: 2 of 69 cards automated (3%); 2 of 38 distinct cards" in out


def test_coverage_with_real_registry_if_present(capsys: pytest.CaptureFixture[str]) -> None:
    """Whatever the pool holds today, the report runs and ends with a summary."""
    code, out, _ = run(capsys, "coverage", str(ZEXAL))
    assert code == 0 and "Summary: " in out


# -- bad input ----------------------------------------------------------------------


def test_missing_deck_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "nope.ydk"
    code, out, err = run(capsys, "coverage", str(path))
    assert code == 2 and out == ""
    assert str(path) in err and "cannot read file" in err


def test_bad_deck_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("#main\n55144522\n12x45\n")
    code, _, err = run(capsys, "coverage", str(path))
    assert code == 2
    assert f"{path} line 3: '12x45' is not a passcode" in err


def test_bad_cdb(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    path.write_text("not sqlite at all\n" * 50)
    code, _, err = run(capsys, "--cdb", str(path), "lookup", "Pot of Greed")
    assert code == 2 and str(path) in err and "not an SQLite database" in err


def test_user_cdb(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.cdb"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE datas(id, ot, alias, setcode, type, atk, def, level, race, attribute,"
        " category);"
        "CREATE TABLE texts(id, name, desc);"
        "INSERT INTO datas VALUES (777, 3, 0, 0, 17, 1000, 500, 3, 8192, 32, 0);"
        "INSERT INTO texts VALUES (777, 'Homebrew Dragon', 'text');"
    )
    conn.commit()
    conn.close()
    code, out, _ = run(capsys, "--cdb", str(path), "lookup", "homebrew dragon")
    assert code == 0
    facts = json.loads(out)
    assert facts["code"] == 777 and facts["race"] == "Dragon" and facts["attribute"] == "DARK"


def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys)
    assert code == 2 and "usage" in err
    code, _, err = run(capsys, "frobnicate")
    assert code == 2
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "lookup" in out


@pytest.mark.parametrize("product", ["SDY", "SDK", "YS14", "YS17", "5DS1"])
def test_starter_decks_load_and_report_coverage(capsys: pytest.CaptureFixture[str],
                                                product: str) -> None:
    """Issue "Every way to Summon": the five starter decks load and ``ygo-cards coverage``
    says which of their cards are automated (real registry: Pools 1 and 2)."""
    deck = next((Path(__file__).resolve().parent.parent / "assets" / "decks").glob(f"{product}_*.ydk"))
    code, out, err = run(capsys, "coverage", str(deck))
    assert code == 0, err
    lines = [line for line in out.splitlines() if line.strip().startswith(("1x", "2x", "3x"))]
    assert lines and all(line.endswith(("automated", "not automated")) for line in lines)
    assert any(line.endswith(": automated") for line in lines)
    assert "Summary:" in out
