"""The card database: bundled asset, lookups, name suggestions, and ``cards.cdb`` decoding."""

from __future__ import annotations

import gzip
import json
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from engine.cards.data import QUESTION_MARK, CardData
from engine.cards.database import (
    ASSET_FORMAT,
    ATTRIBUTE_BITS,
    RACE_BITS,
    CardDatabase,
    CardDatabaseError,
    UnknownCard,
    bundled_cards_path,
    card_facts,
    cards_to_columns,
    default_database,
    load_archetype_names,
)

SHARED_CARDS = Path(__file__).resolve().parents[2] / "shared" / "cards" / "cards.json"

POT_OF_GREED = 55144522
DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALT_ART = 36996508
DECODE_TALKER = 1861629
HARPIE_LADY = 76812113
HARPIE_LADY_1 = 91932350


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return default_database()


# -- the bundled asset ----------------------------------------------------------------


def test_bundled_asset_has_every_card(db: CardDatabase) -> None:
    assert len(db) == 14721
    assert len(list(db)) == len(db)
    assert sum(1 for c in db if c.alias) == 424
    assert {c.card_type for c in db} == {"Monster", "Spell", "Trap"}


def test_default_database_is_cached(db: CardDatabase) -> None:
    assert default_database() is db


def test_facts_decoded(db: CardDatabase) -> None:
    pot = db.get(POT_OF_GREED)
    assert (pot.name, pot.card_type, pot.spell_trap_type, pot.atk) == (
        "Pot of Greed",
        "Spell",
        "Normal",
        None,
    )
    dm = db.get(DARK_MAGICIAN)
    assert dm.is_normal_monster and dm.level == 7 and dm.atk == 2500 and dm.defense == 2100
    assert (dm.attribute, dm.race) == ("DARK", "Spellcaster")
    assert dm.in_archetype(0x10A2) and "Dark Magician" in dm.archetypes
    decode = db.get(DECODE_TALKER)
    assert decode.is_link and decode.is_extra_deck and decode.link_rating == 3
    assert decode.link_arrows == ("Top", "Bottom-Left", "Bottom-Right")
    assert decode.link_arrow_bits == 0x80 | 0x1 | 0x4 and decode.defense is None


def test_pendulum_question_mark_and_alias_rows(db: CardDatabase) -> None:
    pend = next(c for c in db if c.is_pendulum and c.scale_left is not None)
    assert pend.scale_right is not None
    assert any(c.atk == QUESTION_MARK for c in db)
    alt = db.get(DARK_MAGICIAN_ALT_ART)
    assert alt.alias == DARK_MAGICIAN and alt.original_code == DARK_MAGICIAN
    # Cards sharing a type word share one interned frozenset (memory).
    normals = [c.kinds for c in db if c.type_bits == 17]
    assert all(k is normals[0] for k in normals)


@pytest.mark.skipif(not SHARED_CARDS.exists(), reason="shared card data not present")
def test_bundled_asset_matches_shared_source(db: CardDatabase) -> None:
    """The committed asset is up to date with ../shared/cards/cards.json."""
    source = CardDatabase.load(SHARED_CARDS)
    assert list(source) == list(db)


def test_columns_round_trip_and_plain_json(tmp_path: Path, db: CardDatabase) -> None:
    cards = [db.get(POT_OF_GREED), db.get(DECODE_TALKER), db.get(DARK_MAGICIAN_ALT_ART)]
    path = tmp_path / "few.json.gz"
    path.write_bytes(gzip.compress(json.dumps(cards_to_columns(cards)).encode()))
    assert list(CardDatabase.load(path)) == cards

    plain = tmp_path / "cards.json"
    plain.write_text(
        json.dumps(
            [
                {
                    "id": 1,
                    "name": "Test Spell",
                    "card_type": "Spell",
                    "kinds": ["Spell", "Field"],
                    "type_bits": 0x80002,
                    "spell_trap_type": "Field",
                    "setcodes": ["0x1c5"],
                    "archetypes": ["Teleport"],
                    "ot": 3,
                    "availability": ["OCG", "TCG"],
                }
            ]
        )
    )
    (card,) = CardDatabase.load(plain)
    assert card.code == 1 and card.setcodes == (0x1C5,) and card.kinds == {"Spell", "Field"}


def test_card_facts_is_json_ready(db: CardDatabase) -> None:
    facts = card_facts(db.get(DECODE_TALKER))
    assert json.loads(json.dumps(facts)) == facts
    assert facts["kinds"] == ["Monster", "Effect", "Link"]
    assert facts["setcodes"] == ["0x101"]


# -- lookups -------------------------------------------------------------------------


def test_get_unknown_raises_clear_keyerror(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        db.get(12345)
    assert isinstance(info.value, KeyError)
    assert str(info.value).startswith("no card with passcode 12345")
    assert 12345 not in db and POT_OF_GREED in db


def test_by_name_exact_then_case_insensitive(db: CardDatabase) -> None:
    assert db.by_name("Pot of Greed").code == POT_OF_GREED
    assert db.by_name("pot of GREED").code == POT_OF_GREED
    assert db.by_name("  Pot of Greed ").code == POT_OF_GREED


def test_by_name_prefers_original_over_alternate_art(db: CardDatabase) -> None:
    assert db.by_name("Dark Magician").code == DARK_MAGICIAN
    assert db.by_name("dark magician").code == DARK_MAGICIAN
    cyber_end = db.by_name("Cyber End Dragon")
    assert cyber_end.alias == 0
    assert any(c.alias == cyber_end.code for c in db)


def test_by_name_distinct_card_with_alias_and_duplicate_names(db: CardDatabase) -> None:
    # "Harpie Lady 1" is its own card (treated as "Harpie Lady" for deck limits).
    harpie = db.by_name("Harpie Lady 1")
    assert harpie.code == HARPIE_LADY_1 and harpie.original_code == HARPIE_LADY
    # Two different Tokens share a name: the lowest passcode wins, stably.
    assert db.by_name("Fireball Token").code == 23116809


def test_unknown_name_suggests_close_names(db: CardDatabase) -> None:
    with pytest.raises(UnknownCard) as info:
        db.by_name("Pot of Gred")
    err = info.value
    assert "Pot of Greed" in err.suggestions and len(err.suggestions) <= 3
    assert "did you mean" in str(err) and "'Pot of Greed'" in str(err)
    with pytest.raises(UnknownCard, match="no similar name"):
        db.by_name("zzzzqqqqxxxxjjjj")


def test_resolve(db: CardDatabase) -> None:
    assert db.resolve(POT_OF_GREED).name == "Pot of Greed"
    assert db.resolve(str(POT_OF_GREED)).name == "Pot of Greed"
    assert db.resolve(f" {POT_OF_GREED} ").name == "Pot of Greed"
    assert db.resolve("Pot of Greed").code == POT_OF_GREED
    with pytest.raises(UnknownCard):
        db.resolve("99999999")


def test_search(db: CardDatabase) -> None:
    found = db.search("POT OF")
    names = [c.name for c in found]
    assert "Pot of Greed" in names
    assert all("pot of" in n.lower() for n in names)
    assert names == sorted(names, key=str.casefold)
    # Alternate artworks with the original's name are listed once.
    assert [c.code for c in db.search("Dark Magician") if c.name == "Dark Magician"] == [
        DARK_MAGICIAN
    ]
    assert db.search("no card is called this") == []


# -- load errors ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "cannot read file"),
        (b"this is not json", "not valid JSON"),
        (b"\x1f\x8b\x08garbage", "damaged gzip data"),
        (gzip.compress(b'{"format": "something-else"}'), "unknown card file format"),
        (
            gzip.compress(json.dumps({"format": ASSET_FORMAT, "columns": {}}).encode()),
            "damaged card table",
        ),
        (json.dumps([{"id": 1}]).encode(), "damaged card table"),
    ],
)
def test_load_errors_name_file_and_problem(
    tmp_path: Path, content: bytes | None, problem: str
) -> None:
    path = tmp_path / "broken.json.gz"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(CardDatabaseError) as info:
        CardDatabase.load(path)
    assert str(path) in str(info.value) and problem in str(info.value)


def test_bundled_path_exists() -> None:
    assert bundled_cards_path().is_file()


# -- cards.cdb ----------------------------------------------------------------------

_ATTR = {v: k for k, v in ATTRIBUTE_BITS.items()}
_RACE = {v: k for k, v in RACE_BITS.items()}


def datas_row(card: CardData) -> tuple[int, ...]:
    """Encode ``card`` as a ``datas`` row, the inverse of the README's decoding."""
    setcode = 0
    for i, c in enumerate(card.setcodes):
        setcode |= c << (16 * i)
    if setcode >= 1 << 63:
        setcode -= 1 << 64  # SQLite INTEGER is signed
    if card.is_monster:
        level = ((card.scale_left or 0) << 24) | ((card.scale_right or 0) << 16) | card.star
        def_ = card.link_arrow_bits if card.is_link else card.defense
        return (
            card.code,
            card.ot,
            card.alias,
            setcode,
            card.type_bits,
            card.atk or 0,
            def_ or 0,
            level,
            _RACE.get(card.race or "", 0),
            _ATTR.get(card.attribute or "", 0),
            0,
        )
    return (card.code, card.ot, card.alias, setcode, card.type_bits, 0, 0, 0, 0, 0, 0)


def make_cdb(path: Path, rows: Iterable[tuple[Sequence[Any], str]]) -> Path:
    """A cards.cdb with EDOPro's two tables; ``desc`` holds a marker that must never surface."""
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE datas(id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER,"
        " setcode INTEGER, type INTEGER, atk INTEGER, def INTEGER, level INTEGER,"
        " race INTEGER, attribute INTEGER, category INTEGER);"
        "CREATE TABLE texts(id INTEGER PRIMARY KEY, name TEXT, desc TEXT,"
        + ",".join(f" str{i} TEXT" for i in range(1, 17))
        + ");"
    )
    for data, name in rows:
        conn.execute("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)", tuple(data))
        conn.execute(
            "INSERT INTO texts(id, name, desc) VALUES (?,?,?)", (data[0], name, "SECRET TEXT")
        )
    conn.commit()
    conn.close()
    return path


def test_small_synthetic_cdb(tmp_path: Path) -> None:
    rows = [
        # id, ot, alias, setcode, type, atk, def, level, race, attribute, category
        ((100, 3, 0, 0x1234 | (0x56 << 16), 0x21, 1800, 1000, 4, 0x2000, 0x20, 0), "Test Dragon"),
        (
            (101, 1, 0, 0, 0x1000021, 1200, 800, (8 << 24) | (3 << 16) | 5, 0x2, 0x10, 0),
            "Test Pendulum",
        ),
        ((102, 2, 0, 0, 0x4000021, 2300, 0x80 | 0x1 | 0x4, 3, 0x1000000, 0x20, 0), "Test Link"),
        ((103, 3, 0, 0, 0x800021, 2500, 2000, 4, 0x1, 0x1, 0), "Test Xyz"),
        ((104, 3, 0, 0, 0x10002, 0, 0, 0, 0, 0, 0), "Test Quick-Play"),
        ((105, 3, 0, 0, 0x100004, 0, 0, 0, 0, 0, 0), "Test Counter Trap"),
        ((106, 3, 0, 0, 0x8000000, 0, 0, 0, 0, 0, 0), "Test Skill"),
        ((107, 3, 100, 0x1234 | (0x56 << 16), 0x21, 1800, 1000, 4, 0x2000, 0x20, 0), "Test Dragon"),
        ((108, 3, 0, 0, 0x11, -2, -2, 2, 0x4, 0x4, 0), "Test Question"),
    ]
    path = make_cdb(tmp_path / "cards.cdb", rows)
    db = CardDatabase.from_cdb(path, archetype_names={0x1234: "Testers"})
    assert len(db) == 8  # the Skill row is not a card here
    dragon = db.get(100)
    assert (dragon.card_type, dragon.level, dragon.atk, dragon.defense) == (
        "Monster",
        4,
        1800,
        1000,
    )
    assert (dragon.attribute, dragon.race) == ("DARK", "Dragon")
    assert dragon.kinds == {"Monster", "Effect"}
    assert dragon.setcodes == (0x1234, 0x56) and dragon.archetypes == ("Testers", "0x56")
    pend = db.get(101)
    assert (pend.level, pend.scale_left, pend.scale_right) == (5, 8, 3)
    assert pend.availability == ("OCG",)
    link = db.get(102)
    assert (link.link_rating, link.level, link.defense) == (3, 0, None)
    assert link.link_arrows == ("Top", "Bottom-Left", "Bottom-Right")
    assert link.availability == ("TCG",) and link.race == "Cyberse"
    xyz = db.get(103)
    assert (xyz.rank, xyz.level, xyz.attribute, xyz.race) == (4, 0, "EARTH", "Warrior")
    qp = db.get(104)
    assert (qp.card_type, qp.spell_trap_type, qp.atk, qp.level) == ("Spell", "Quick-Play", None, 0)
    assert db.get(105).spell_trap_type == "Counter"
    assert db.by_name("Test Dragon").code == 100  # the alias row resolves to its original
    assert db.get(107).original_code == 100
    q = db.get(108)
    assert q.atk == QUESTION_MARK and q.defense == QUESTION_MARK and q.is_normal_monster
    assert not any("SECRET" in str(v) for c in db for v in card_facts(c).values())


def test_cdb_decodes_every_bundled_card_exactly(tmp_path: Path, db: CardDatabase) -> None:
    """Encoding every bundled card into a .cdb and decoding it gives the same facts."""
    path = make_cdb(tmp_path / "all.cdb", ((datas_row(c), c.name) for c in db))
    loaded = CardDatabase.from_cdb(path, archetype_names=load_archetype_names())
    assert list(loaded) == sorted(db, key=lambda c: c.code)
    assert CardDatabase.load(path).get(POT_OF_GREED).name == "Pot of Greed"


def test_cdb_errors(tmp_path: Path) -> None:
    missing = tmp_path / "missing.cdb"
    with pytest.raises(CardDatabaseError, match="missing.cdb: file not found"):
        CardDatabase.from_cdb(missing)
    assert not missing.exists()  # opened read-only: never created

    with pytest.raises(CardDatabaseError, match="is a directory"):
        CardDatabase.from_cdb(tmp_path)

    text = tmp_path / "text.cdb"
    text.write_text("hello, I am not a database\n" * 100)
    with pytest.raises(CardDatabaseError, match="text.cdb: not an SQLite database"):
        CardDatabase.from_cdb(text)

    no_texts = tmp_path / "no_texts.cdb"
    conn = sqlite3.connect(no_texts)
    conn.execute("CREATE TABLE datas(id INTEGER)")
    conn.close()
    with pytest.raises(CardDatabaseError, match="no_texts.cdb: missing table texts"):
        CardDatabase.from_cdb(no_texts)

    odd = tmp_path / "odd.cdb"
    conn = sqlite3.connect(odd)
    conn.executescript("CREATE TABLE datas(id INTEGER); CREATE TABLE texts(id INTEGER);")
    conn.close()
    with pytest.raises(CardDatabaseError, match="odd.cdb: unexpected table layout"):
        CardDatabase.from_cdb(odd)
