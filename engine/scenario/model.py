"""Loading a scenario file into validated models, with errors that name file and key.

The format is the contract in SCENARIOS.md. Problems are reported as
:class:`ScenarioError` (``file.toml: start.p0.hand[1]: unknown card 'Blue Eyes' —
did you mean 'Blue-Eyes White Dragon'?``), never as a traceback.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.cards.database import CardDatabase, UnknownCard
from engine.start import Position, parse_entry

ANSWER_KEYS = ("do", "select", "zone", "position", "yes", "option", "order", "announce")
CHECK_KEYS = ("expect", "expect_card", "expect_legal", "expect_illegal")
ACTION_EXTRA = ("card", "effect", "target")
DO_VALUES = ("summon", "set", "flip_summon", "change_position", "activate", "special_summon",
             "pendulum_summon", "attack", "battle", "main2", "end_turn", "pass")
EXPECT_CARD_KEYS = ("card", "atk", "def", "level", "position", "location", "controller",
                    "face_up", "counters", "materials")


class ScenarioError(Exception):
    """A scenario file that cannot be read or validated (exit code 2)."""


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str
    rules: list[str] | str = Field(default_factory=list)
    seed: int = 0
    coin_flips: list[str] = Field(default_factory=list)
    dice_rolls: list[int] = Field(default_factory=list)
    start: Position = Field(default_factory=Position)
    step: list[dict[str, Any]] = Field(default_factory=list)
    path: str = ""


def _loc(err: Any) -> str:
    parts: list[str] = []
    for p in err.get("loc", ()):
        if isinstance(p, int):
            parts[-1:] = [f"{parts[-1]}[{p}]"] if parts else [f"[{p}]"]
        else:
            parts.append(str(p))
    return ".".join(parts)


def _line_of(text: str, key: str) -> str:
    """The line a dotted key (``start.p0.monsters[5]``) is written on: its leaf, looked for
    inside its own ``[table]`` when it has one, else anywhere."""
    names = [k.split("[")[0] for k in key.split(".")]
    leaf, table = names[-1], ".".join(names[:-1])
    lines = text.splitlines()
    begin = 0
    if table:
        for n, line in enumerate(lines):
            if line.strip() == f"[{table}]":
                begin = n + 1
                break
    for n in range(begin, len(lines)):
        stripped = lines[n].strip()
        if begin and n > begin and stripped.startswith("["):
            break
        if (stripped.startswith(f"{leaf} ") or stripped.startswith(f"{leaf}=")
                or f"{{{leaf}" in stripped or f", {leaf}" in stripped or f" {leaf} =" in stripped):
            return f"line {n + 1}: "
    return ""


def load_scenario(path: str | Path, db: CardDatabase) -> Scenario:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not UTF-8 text") from None
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: invalid TOML: {exc}") from None
    except RecursionError:
        raise ScenarioError(f"{path}: invalid TOML: arrays or tables nested too deeply") from None
    except ValueError as exc:  # a number of thousands of digits
        raise ScenarioError(f"{path}: invalid TOML: {exc}") from None
    try:
        scenario = Scenario.model_validate({**raw, "path": str(path)})
    except RecursionError:
        raise ScenarioError(f"{path}: values nested too deeply") from None
    except ValidationError as exc:
        err = exc.errors()[0]
        key = _loc(err)
        msg = err.get("msg", "invalid")
        if err.get("type") == "extra_forbidden":
            msg = "unknown key"
        elif err.get("type") == "too_long":
            msg = "too many entries (5 Main Monster / Spell & Trap Zones, 2 Extra Monster Zones)"
        raise ScenarioError(f"{path}: {_line_of(text, key)}{key}: {msg}") from None
    try:
        _check_cards(scenario, db, path, text)
        _check_steps(scenario, db, path, text)
    except ScenarioError:
        raise
    except (RecursionError, ValueError, TypeError, AttributeError, KeyError) as exc:
        # a shape the checks above did not foresee: still this file's error, never a traceback
        raise ScenarioError(f"{path}: a value has the wrong shape or type ({type(exc).__name__}: "
                            f"{str(exc)[:200]})") from None
    return scenario


def _resolve(db: CardDatabase, ref: Any, where: str, path: Path) -> None:
    try:
        db.resolve(ref)
    except UnknownCard as exc:
        raise ScenarioError(f"{path}: {where}: {exc}") from None


def _check_cards(s: Scenario, db: CardDatabase, path: Path, text: str) -> None:
    for flip in s.coin_flips:
        if flip not in ("heads", "tails"):
            raise ScenarioError(f"{path}: coin_flips: {flip!r} is not 'heads' or 'tails'")
    for roll in s.dice_rolls:
        if not 1 <= roll <= 6:
            raise ScenarioError(f"{path}: dice_rolls: {roll} is not a die roll (1-6)")
    for index, setup in enumerate((s.start.p0, s.start.p1)):
        for name in ("hand", "deck", "extra", "gy", "banished", "monsters", "extra_monsters", "spells"):
            for i, entry in enumerate(getattr(setup, name)):
                if entry in ("", None):
                    continue
                ref, _ = parse_entry(entry)
                key = f"start.p{index}.{name}[{i}]"
                _resolve(db, ref, f"{_line_of(text, name)}{key}", path)
        if setup.field not in ("", None):
            ref, _ = parse_entry(setup.field)
            _resolve(db, ref, f"start.p{index}.field", path)


def split_name(ref: Any) -> tuple[Any, int | None, str | None]:
    """``"X@p1.gy"`` -> ("X", 1, "gy")."""
    if isinstance(ref, int):
        return ref, None, None
    text = str(ref)
    if "@" in text:
        name, _, where = text.rpartition("@")
        player_part, _, loc = where.partition(".")
        if player_part in ("p0", "p1"):
            return name, int(player_part[1]), loc or None
    return text, None, None


PLACES = ("hand", "deck", "extra", "gy", "banished", "monsters", "extra_monsters", "spells",
          "field")
_LIST_PATHS = ("hand", "deck", "extra", "gy", "banished", "monsters", "extra_monsters", "spells")
_PLAYER_PATHS = _LIST_PATHS + ("lp", "field", "hand_count", "deck_count")
_GLOBAL_PATHS = ("turn", "turn_player", "phase", "chain", "prompt.player", "prompt.kind", "over",
                 "winner")


def _check_ref(db: CardDatabase, ref: Any, where: str, path: Path) -> None:
    """A card named in a step: a known card, and a known place after ``@`` (``X@p1.gy``)."""
    text = str(ref)
    if "@" in text and not isinstance(ref, int):
        _, _, at = text.rpartition("@")
        player_part, _, loc = at.partition(".")
        if player_part not in ("p0", "p1") or (loc and loc not in PLACES):
            raise ScenarioError(f"{path}: {where}: {text!r}: after '@' write p0 or p1 and one of "
                                f"{', '.join(PLACES)} (e.g. 'Kuriboh@p1.gy')")
    name, _, _ = split_name(ref)
    _resolve(db, name, where, path)


def _check_expect(db: CardDatabase, body: dict[str, Any], where: str, path: Path) -> None:
    """Every ``expect`` path is one SCENARIOS.md lists, and every card named in it exists."""
    for key, value in body.items():
        parts = key.split(".", 1)
        if key in _GLOBAL_PATHS:
            continue
        if not (len(parts) == 2 and parts[0] in ("p0", "p1") and parts[1] in _PLAYER_PATHS):
            raise ScenarioError(f"{path}: {where}: unknown expect path {key!r}")
        what = parts[1]
        entries = value if what in _LIST_PATHS else ([value] if what == "field" else [])
        if what in _LIST_PATHS and not isinstance(value, list):
            raise ScenarioError(f"{path}: {where}: {key} must be a list")
        for i, entry in enumerate(entries):
            if entry in ("", None):
                continue
            if isinstance(entry, bool) or not isinstance(entry, (str, int)):
                raise ScenarioError(f"{path}: {where}.{key}[{i}]: a card name or passcode, not "
                                    f"{type(entry).__name__} {str(entry)[:60]}")
            ref, _ = parse_entry(entry)
            _resolve(db, ref, f"{where}.{key}[{i}]", path)


def _step_lines(text: str) -> list[int]:
    """The line where each step starts: ``[[step]]`` headers, else the ``{`` entries of a
    ``step = [...]`` array (one inline table per line, as the examples write them)."""
    lines = text.splitlines()
    headers = [n for n, line in enumerate(lines, 1) if line.strip().startswith("[[step]]")]
    if headers:
        return headers
    out: list[int] = []
    inside = False
    for n, line in enumerate(lines, 1):
        stripped = line.strip()
        if not inside and stripped.startswith("step") and "=" in stripped and "[" in stripped:
            inside = True
            stripped = stripped.split("[", 1)[1].strip()
        if inside:
            if stripped.startswith("{"):
                out.append(n)
            elif stripped.startswith("[") and not stripped.startswith("[["):
                break
    return out


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check_answer_fields(db: CardDatabase, body: dict[str, Any], where: str, key_where: str,
                         path: Path) -> None:
    """The values of an answer (a step's, or one ``expect_legal``/``expect_illegal`` names)
    have the types and ranges SCENARIOS.md gives them, and name cards that exist."""
    sep = " " if where.endswith(":") else ": "
    if "do" in body and body["do"] not in DO_VALUES:
        raise ScenarioError(f"{where}{sep}do={str(body['do'])[:60]!r} is not one of "
                            f"{', '.join(DO_VALUES)}")
    if "zone" in body and not _is_int(body["zone"], 0, 6):
        raise ScenarioError(f"{where}{sep}zone must be 0-6, not {str(body['zone'])[:60]!r}")
    if "position" in body and body["position"] not in ("attack", "defense", "set"):
        raise ScenarioError(f"{where}{sep}position must be attack, defense or set")
    if "yes" in body and not isinstance(body["yes"], bool):
        raise ScenarioError(f"{where}{sep}yes must be true or false")
    for key in ("option", "effect"):
        if key in body and not _is_int(body[key], 0, 99):
            raise ScenarioError(f"{where}{sep}{key} must be a number 0-99, not "
                                f"{str(body[key])[:60]!r}")
    if "announce" in body and not (_is_int(body["announce"], -10**9, 10**9)
                                   or isinstance(body["announce"], str)):
        raise ScenarioError(f"{where}{sep}announce must be a number or a name")
    for key in ("card", "target"):
        if key in body and body[key] != "direct":
            if not (isinstance(body[key], str) or _is_int(body[key], 0, 2**32)):
                raise ScenarioError(f"{where}{sep}{key} must be a card name or passcode")
            _check_ref(db, body[key], f"{key_where}.{key}", path)
    for key in ("select", "order"):
        if key in body:
            if not isinstance(body[key], list):
                raise ScenarioError(f"{where}{sep}{key} must be a list of card names")
            for i, ref in enumerate(body[key]):
                if not (isinstance(ref, str) or _is_int(ref, 0, 2**32)):
                    raise ScenarioError(f"{where}{sep}{key}[{i}] must be a card name or passcode")
                _check_ref(db, ref, f"{key_where}.{key}[{i}]", path)


def _check_steps(s: Scenario, db: CardDatabase, path: Path, text: str = "") -> None:
    starts = _step_lines(text)
    for n, step in enumerate(s.step, 1):
        line = f"line {starts[n - 1]}: " if n <= len(starts) else ""
        where = f"{path}: {line}step {n}"
        keys = set(step)
        answers = [k for k in step if k in ANSWER_KEYS]
        checks = [k for k in step if k in CHECK_KEYS]
        unknown = keys - set(ANSWER_KEYS) - set(CHECK_KEYS) - set(ACTION_EXTRA) - {"p"}
        if unknown:
            raise ScenarioError(f"{where}: unknown key {sorted(unknown)[0]!r}")
        if answers and checks:
            raise ScenarioError(f"{where}: a step either answers or checks, not both")
        if not answers and not checks:
            raise ScenarioError(f"{where}: nothing to do (no answer and no expect)")
        if len(checks) > 1:
            raise ScenarioError(f"{where}: one check per step")
        if answers:
            if step.get("p") not in (0, 1):
                raise ScenarioError(f"{where}: 'p' must be 0 or 1")
            _check_answer_fields(db, step, where, f"{line}step {n}", path)
        else:
            check = checks[0]
            body = step[check]
            if not isinstance(body, dict):
                raise ScenarioError(f"{where}: {check} must be a table")
            if check == "expect_card":
                bad = set(body) - set(EXPECT_CARD_KEYS)
                if bad:
                    raise ScenarioError(f"{where}: expect_card has unknown key {sorted(bad)[0]!r}")
                if "card" not in body:
                    raise ScenarioError(f"{where}: expect_card needs card=")
                _check_ref(db, body["card"], f"{line}step {n}.expect_card.card", path)
            if check == "expect":
                _check_expect(db, body, f"{line}step {n}.expect", path)
            if check in ("expect_legal", "expect_illegal"):
                if body.get("p") not in (0, 1):
                    raise ScenarioError(f"{where}: {check} needs p=0 or p=1")
                bad = set(body) - set(ANSWER_KEYS) - set(ACTION_EXTRA) - {"p"}
                if bad:
                    raise ScenarioError(f"{where}: {check} has unknown key {sorted(bad)[0]!r}")
                # a misspelt card would make expect_illegal pass for the wrong reason
                _check_answer_fields(db, body, f"{where}: {check}:", f"{line}step {n}.{check}",
                                     path)
