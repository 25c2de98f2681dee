"""Every file the app reads, whatever its bytes, gives only the project's own error (issue 10).

Hypothesis mutates good files of each format -- a deck (.ydk), a ``ydke://`` URL, a
scenario, a puzzle, a replay, ``settings.json``, a ``cards.cdb`` -- by splicing in what
broke them before: nesting deep enough to exhaust the stack, 5,000-digit numbers, lone
surrogates, values of the wrong type or shape (``[{a = 1}]`` where card names go,
``option = "heads"``), cut or random bytes. Only the project's errors may escape, each
naming the file. A few hundred examples per format run by default; the ``soak`` run
(``.ci/run``) tries 2,000 of each.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import string
from pathlib import Path
from typing import Any

import pytest
from cdb_files import DATAS, NEW_ROW, TEXTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards.database import CardDatabaseError, default_database
from engine.decks import DeckError, from_ydke, read_ydk, to_ydke
from engine.replay import ReplayCheck, ReplayError, load_replay
from engine.scenario.cli import main as scenario_main

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "assets" / "decks" / "SDY_Starter_Deck_Yugi.ydk"
SCENARIO = ROOT / "assets" / "puzzles" / "01_direct_attack.toml"
REPLAY = Path(__file__).parent / "data" / "replay_v1.json"

#: examples per format in the soak run (the default run tries a few hundred, the same each time)
SOAK_EXAMPLES = int(os.environ.get("YGO_FUZZ_EXAMPLES", "2000"))


def _settings(examples: int, soak: bool) -> Any:
    return settings(max_examples=examples, deadline=None, database=None, derandomize=not soak,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture,
                                           HealthCheck.filter_too_much])


def fuzz(strategy: Any, quick: int) -> Any:
    """Make ``test_<name>`` (``quick`` examples, derandomized) and ``test_<name>_soak``
    (marked ``long``: ``SOAK_EXAMPLES``, random; ``python3 -m pytest -m long``) from one ``body(tmp, data)``."""
    def make(body: Any) -> Any:
        name = body.__name__.lstrip("_")

        def run(tmp: Path, data: Any) -> None:
            body(tmp, data)

        def run_long(tmp: Path, data: Any) -> None:
            body(tmp, data)

        run.__name__, run_long.__name__ = f"test_{name}", f"test_{name}_soak"
        quick_test = _settings(quick, soak=False)(given(data=strategy)(run))
        soak_test = pytest.mark.long(_settings(SOAK_EXAMPLES, soak=True)(
            given(data=strategy)(run_long)))
        globals()[f"test_{name}"] = quick_test
        globals()[f"test_{name}_soak"] = soak_test
        return body
    return make


# ------------------------------------------------------------------ what broke files before
#: raw JSON text that is valid JSON (or nearly) but hostile
JSON_BITS = st.one_of(
    st.integers(1, 6000).map(lambda n: "9" * n),                     # huge numbers
    st.integers(1, 6000).map(lambda n: "-" + "1" * n),
    st.integers(50, 120_000).map(lambda n: "[" * n + "]" * n),        # recursion
    st.integers(50, 120_000).map(lambda n: '{"a":' * n + "1" + "}" * n),
    st.integers(50, 20_000).map(lambda n: "[" * n),                    # cut and deep
    st.sampled_from(['"\\ud800"', '"x\\udfff"', '"\\udc80\\ud800"', "1e400", "-1e400", "NaN",
                     "Infinity", "-0", "0.5", "true", "false", "null", "{}", "[]", '""',
                     '{"a": 1}', '[{"a": 1}]', '[1, 2, 3]', '"heads"', '"\\u0000"',
                     "18446744073709551616", "-1", "4294967296", '"' + "x" * 5000 + '"']),
    st.text(max_size=30).map(json.dumps),
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                 | st.text(max_size=10),
                 lambda inner: st.lists(inner, max_size=4)
                 | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                 max_leaves=12).map(json.dumps),
)

#: raw TOML values that parse (or nearly) but are hostile
TOML_BITS = st.one_of(
    st.integers(1, 6000).map(lambda n: "9" * n),
    st.integers(50, 60_000).map(lambda n: "[" * n + "]" * n),
    st.integers(50, 30_000).map(lambda n: "{a = " * n + "1" + "}" * n),
    st.sampled_from(['"\\ud800"', "[{a = 1}]", "{a = 1}", '"heads"', "heads", "inf", "nan", "-0",
                     "1979-05-27", "true", "[1, \"a\"]", "[]", "{}", '""', "0.5", "-1",
                     "18446744073709551616", '"' + "x" * 3000 + '"', "[[1]]", '["", 7]',
                     '{p = 0, do = "pass"}', '{"p0.hand" = [{a = 1}]}', "[{}]", "[true]",
                     '"Dark Magician@p0.hand"', '"@"', '"Kuriboh (def) (set) (new)"']),
    st.text(max_size=20).map(json.dumps),
)

RAW_BYTES = st.binary(max_size=400)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside parsed JSON (the places to splice into)."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:40]):
            out += _paths(item, prefix + (index,))
    return out


HOLE = "\u0001HOLE\u0001"


def _splice(doc: Any, path: tuple, raw: str) -> str:
    """``doc`` as JSON text with the value at ``path`` replaced by the raw text ``raw``."""
    if not path:
        return raw
    copy = json.loads(json.dumps(doc))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = HOLE
    return json.dumps(copy).replace(json.dumps(HOLE), raw)


@st.composite
def mutated_json(draw: Any, doc: Any) -> bytes:
    """``doc`` with hostile values spliced in, keys renamed or dropped, or its bytes damaged."""
    kind = draw(st.sampled_from(["splice", "splice", "splice", "twice", "drop", "bytes", "cut"]))
    paths = _paths(doc)
    if kind in ("splice", "twice"):
        text = _splice(doc, draw(st.sampled_from(paths)), draw(JSON_BITS))
        if kind == "twice":
            try:
                again = json.loads(text)
                text = _splice(again, draw(st.sampled_from(_paths(again))), draw(JSON_BITS))
            except (ValueError, RecursionError):
                pass
        return text.encode("utf-8", "surrogatepass")
    if kind == "drop":
        path = draw(st.sampled_from([p for p in paths if p] or [("x",)]))
        copy = json.loads(json.dumps(doc))
        node = copy
        for key in path[:-1]:
            node = node[key]
        with contextlib.suppress(KeyError, IndexError, TypeError):
            del node[path[-1]]
        return json.dumps(copy).encode()
    text = json.dumps(doc).encode()
    if kind == "cut":
        return text[: draw(st.integers(0, len(text)))]
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(RAW_BYTES) + text[at + draw(st.integers(0, 40)):]


@st.composite
def mutated_lines(draw: Any, text: str, bits: Any) -> bytes:
    """A line-based text (.ydk, TOML) with lines or values replaced by hostile ones."""
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, 3))):
        index = draw(st.integers(0, max(len(lines) - 1, 0)))
        kind = draw(st.sampled_from(["value", "value", "line", "insert", "delete"]))
        bit = draw(bits)
        if kind == "value" and lines and "=" in lines[index]:
            key = lines[index].split("=", 1)[0]
            lines[index] = f"{key}= {bit}"
        elif kind == "line" and lines:
            lines[index] = bit
        elif kind == "insert":
            lines.insert(index, bit)
        elif lines:
            del lines[index]
    out = "\n".join(lines).encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 9)) == 0:
        at = draw(st.integers(0, len(out)))
        out = out[:at] + draw(RAW_BYTES) + out[at:]
    return out


def _write(tmp: Path, name: str, data: bytes) -> Path:
    path = tmp / name
    path.write_bytes(data)
    return path


@pytest.fixture(scope="module")
def tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


# ------------------------------------------------------------------ decks
YDK_BITS = st.one_of(
    st.integers(1, 6000).map(lambda n: "9" * n), st.sampled_from(
        ["#main", "#extra", "!side", "#", "!", "0", "-5", "4294967296", "89631139 89631139",
         "\ud800", "\udcff12", "\x00", "x" * 5000, "46986414.0", "+46986414", " 46986414 ",
         "\u0661\u0662\u0663", "ydke://", "#created by \ud800"]),
    st.text(max_size=20))


@fuzz(mutated_lines(DECK.read_text(encoding="utf-8"), YDK_BITS), quick=300)
def _ydk_files(tmp: Path, data: bytes) -> None:
    path = _write(tmp, "deck.ydk", data)
    with contextlib.suppress(DeckError):
        deck = read_ydk(path)
        to_ydke(deck)


YDKE_TEXT = st.one_of(
    st.text(max_size=60).map(lambda t: "ydke://" + t),
    st.tuples(*[st.binary(max_size=80) for _ in range(3)]).map(
        lambda parts: "ydke://" + "!".join(__import__("base64").b64encode(p).decode()
                                           for p in parts) + "!"),
    st.text(alphabet=string.ascii_letters + string.digits + "+/=!:", max_size=200).map(
        lambda t: "ydke://" + t),
    st.sampled_from(["ydke://!!!", "ydke://" + "A" * 100_000 + "!!!", "ydke://\ud800!!!",
                     "YDKE://!!!", "ydke://!!!!", "ydke://====!!!"]),
    st.text(max_size=40))


@fuzz(YDKE_TEXT, quick=300)
def _ydke_urls(tmp: Path, url: str) -> None:
    with contextlib.suppress(DeckError):
        from_ydke(url)


# ------------------------------------------------------------------ scenarios and puzzles
def _run_scenario_cli(path: Path) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = scenario_main(["run", str(path)])
    return code, out.getvalue() + err.getvalue()


@fuzz(mutated_lines(SCENARIO.read_text(encoding="utf-8"), TOML_BITS), quick=200)
def _scenario_files(tmp: Path, data: bytes) -> None:
    path = _write(tmp, "scenario.toml", data)
    code, said = _run_scenario_cli(path)
    assert code in (0, 1, 2)
    assert "Traceback" not in said
    if code == 2:
        assert str(path) in said


@fuzz(mutated_lines(SCENARIO.read_text(encoding="utf-8"), TOML_BITS), quick=200)
def _puzzle_files(tmp: Path, data: bytes) -> None:
    from ygo_desktop.modes.puzzle import PuzzleError, load_puzzle

    path = _write(tmp, "puzzle.toml", data)
    try:
        session = load_puzzle(path)
    except PuzzleError as exc:
        assert str(path) in str(exc)
        return
    session.advance()


# ------------------------------------------------------------------ replays
REPLAY_DOC = json.loads(REPLAY.read_text(encoding="utf-8"))
REPLAY_DOC["answers"] = REPLAY_DOC["answers"][:12]
REPLAY_DOC["hashes"] = REPLAY_DOC["hashes"][:12]


@fuzz(mutated_json(REPLAY_DOC), quick=300)
def _replay_files(tmp: Path, data: bytes) -> None:
    path = _write(tmp, "replay.json", data)
    try:
        replay = load_replay(path)
        check = ReplayCheck(replay, source=str(path))
        duel = check.new_duel()
        for index in range(len(replay.answers)):
            check.step(duel, index)
        duel.view(0)
    except ReplayError as exc:
        assert str(path) in str(exc)


# ------------------------------------------------------------------ settings
SETTINGS_DOC = {"version": 1, "pictures_folder": "/pics", "card_database": "", "default_banlist": "",
                "window": {"geometry": "", "state": "", "splitters": {"table": "AAA="}},
                "last_decks": ["starter:SDY", ""], "last_seed": 3, "recent_decks": ["a.ydk"],
                "recent_scenarios": [], "chain": ["auto", "on"], "starting_lp": 8000,
                "last_mode": "solo", "replay_dir": "", "animations": True}


@fuzz(mutated_json(SETTINGS_DOC), quick=300)
def _settings_files(tmp: Path, data: bytes) -> None:
    from ygo_desktop.settings import BAD_SUFFIX, read_settings, save_settings

    folder = tmp / "settings"
    folder.mkdir(exist_ok=True)
    path = _write(folder, "settings.json", data)
    bad = path.with_name(path.name + BAD_SUFFIX)
    bad.unlink(missing_ok=True)
    loaded, problem = read_settings(path)
    if problem is not None:
        assert str(path) in problem
        assert bad.exists() and not path.exists(), "a file that fails to load is set aside"
    save_settings(loaded, path)  # whatever was loaded can be saved, and read back the same
    again, problem = read_settings(path)
    assert problem is None and again == loaded


# ------------------------------------------------------------------ card databases
CDB_VALUES = st.one_of(st.integers(-(2 ** 63), 2 ** 63 - 1), st.none(), st.text(max_size=8),
                       st.binary(max_size=8), st.floats(), st.sampled_from(["\ud800x", 2 ** 62]))


@fuzz(st.tuples(st.lists(st.tuples(*[CDB_VALUES for _ in NEW_ROW]), max_size=4),
                st.lists(st.one_of(st.text(max_size=10), st.none(),
                                   st.integers(-(2 ** 63), 2 ** 63 - 1),
                                   st.sampled_from(["\ud800", "x" * 5000])), max_size=4),
                st.one_of(st.none(), st.tuples(st.integers(0, 8000), RAW_BYTES))), quick=200)
def _card_database_files(tmp: Path, data: tuple[list[tuple], list[Any], Any]) -> None:
    from engine.cards.user_database import load_user_cdb, merged_database

    rows, names, damage = data

    path = tmp / "cards.cdb"
    path.unlink(missing_ok=True)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(DATAS.replace("integer primary key", "").replace(" integer", ""))
        conn.execute(TEXTS.replace("integer primary key", ""))
        conn.executemany("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                         [tuple(_sqlite(v) for v in r) for r in [NEW_ROW, *rows]])
        conn.executemany("INSERT INTO texts (id, name, desc) VALUES (?,?,?)",
                         [(_sqlite(r[0]), _sqlite(n), "placeholder") for r, n in zip(rows, names)])
    conn.close()
    if damage is not None:
        data = path.read_bytes()
        at = min(damage[0], len(data))
        path.write_bytes(data[:at] + damage[1] + data[at + len(damage[1]):])
    try:
        user = load_user_cdb(path)
    except CardDatabaseError as exc:
        assert str(path) in str(exc)
        return
    db = merged_database(default_database(), user)
    for card in user.cards[:5]:
        db.get(card.code)
        user.summary(len(user.cards))


def _sqlite(value: Any) -> Any:
    if isinstance(value, str):  # sqlite3 cannot store a lone surrogate: keep its bytes instead
        return value.encode("utf-8", "surrogatepass")
    return value


# ------------------------------------------------------------------ the audit's own files
def test_a_5000_digit_line_in_a_ydk_is_a_deck_error(tmp_path: Path) -> None:
    path = _write(tmp_path, "big.ydk", b"#main\n46986414\n" + b"7" * 5000 + b"\n")
    with pytest.raises(DeckError, match=r"big\.ydk line 3: .* is not a passcode"):
        read_ydk(path)


@pytest.mark.parametrize("decks", [1, 3])
def test_a_replay_with_1_or_3_decks_is_a_replay_error(tmp_path: Path, decks: int) -> None:
    doc = json.loads(json.dumps(REPLAY_DOC))
    doc["start"]["decks"] = (doc["start"]["decks"] * 2)[:decks]
    path = _write(tmp_path, "decks.json", json.dumps(doc).encode())
    with pytest.raises(ReplayError, match=rf"decks\.json: start\.decks: a duel has 2 decks, not {decks}"):
        load_replay(path)


@pytest.mark.parametrize("raw", ["[" * 100_000 + "]" * 100_000, "9" * 5000])
def test_deep_nesting_or_a_huge_number_in_a_replay_is_a_replay_error(tmp_path: Path,
                                                                     raw: str) -> None:
    path = _write(tmp_path, "r.json", _splice(REPLAY_DOC, ("start", "seed"), raw).encode())
    with pytest.raises(ReplayError, match=r"r\.json: "):
        load_replay(path)


@pytest.mark.parametrize("text, needle", [
    ('title = "x"\nseed = ' + "9" * 5000 + "\n", "invalid TOML"),
    ('title = "x"\nrules = ' + "[" * 50_000 + "]" * 50_000 + "\n", "nested too deeply"),
    ('title = "x"\n[[step]]\nexpect = {"p0.hand" = [{a = 1}]}\n',
     "step 1.expect.p0.hand[0]: a card name or passcode, not dict"),
    ('title = "x"\n[[step]]\np = 0\noption = "heads"\n', "step 1: option must be a number"),
    ('title = "x"\n[[step]]\nexpect_legal = {p = 0, do = "activate", card = {a = 1}}\n',
     "card must be a card name or passcode"),
])
def test_bad_values_in_a_scenario_or_puzzle_are_that_files_error(
        tmp_path: Path, text: str, needle: str) -> None:
    from ygo_desktop.modes.puzzle import PuzzleError, load_puzzle

    path = _write(tmp_path, "bad.toml", text.encode())
    code, said = _run_scenario_cli(path)
    assert code == 2 and needle in said and str(path) in said and "Traceback" not in said
    with pytest.raises(PuzzleError, match=needle.replace("[", r"\[").replace("]", r"\]")):
        load_puzzle(path)


def test_scenario_run_reports_unreadable_files_and_runs_the_others(tmp_path: Path) -> None:
    (tmp_path / "a_good.toml").write_text('title = "fine"\n[[step]]\nexpect = {turn = 1}\n',
                                          encoding="utf-8")
    (tmp_path / "b_deep.toml").write_text('title = "x"\nrules = ' + "[" * 50_000 + "]" * 50_000,
                                          encoding="utf-8")
    (tmp_path / "c_latin1.toml").write_bytes(b'title = "caf\xe9"\n')
    (tmp_path / "d_folder.toml").mkdir()
    (tmp_path / "e_good.toml").write_text('title = "also fine"\n[[step]]\nexpect = {turn = 1}\n',
                                          encoding="utf-8")
    code, said = _run_scenario_cli(tmp_path)
    assert code == 2 and "2 passed, 0 failed" in said and "Traceback" not in said
    for name in ("b_deep.toml", "c_latin1.toml", "d_folder.toml"):
        assert f"ERROR {tmp_path / name}: " in said


@pytest.mark.parametrize("text", ['{"pictures_folder": "\\ud800"}',
                                  '{"window": {"splitters": {"\\udfff": "x"}}}',
                                  "[" * 100_000 + "]" * 100_000,
                                  '{"last_seed": ' + "9" * 5000 + "}",
                                  '{"recent_decks": [{"a": 1}]}'])
def test_a_bad_settings_file_is_set_aside_and_saving_still_works(tmp_path: Path,
                                                                  text: str) -> None:
    from ygo_desktop.settings import SettingsStore

    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    store = SettingsStore.open(tmp_path)
    assert store.problem is not None and str(path) in store.problem
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == text
    store.settings.pictures_folder = "/pictures"
    store.save()
    assert SettingsStore.open(tmp_path).settings.pictures_folder == "/pictures"


def test_a_settings_file_that_cannot_be_read_is_set_aside_too(tmp_path: Path) -> None:
    from ygo_desktop.settings import SettingsStore

    (tmp_path / "settings.json").mkdir()  # a folder where the file should be: every save failed
    store = SettingsStore.open(tmp_path)
    assert store.problem is not None and "cannot be read" in store.problem
    assert (tmp_path / "settings.json.bad").is_dir()
    store.save()
    assert SettingsStore.open(tmp_path).problem is None
