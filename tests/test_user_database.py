"""The player's own cards.cdb (engine/cards/user_database.py): read, merged, and every bad file
refused with one message naming it.
"""

from __future__ import annotations

import sqlite3
import uuid

import pytest
from cdb_files import NEW_CODE, NEW_NAME, NEW_ROW, NEW_TEXT, make_cdb
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards.database import CardDatabaseError, default_database
from engine.cards.user_database import (
    load_user_cdb,
    merged_database,
    use_user_cards,
    user_text,
)
from engine.decks import parse_ydk

DARK_MAGICIAN = 46986414


@pytest.fixture
def restore_default():
    yield
    use_user_cards(None)


def test_a_new_card_and_its_text(tmp_path, db):
    changed_dm = (DARK_MAGICIAN, 3, 0, 0, 0x11, 1, 1, 1, 0x2, 0x20, 0)  # facts we must not take
    path = make_cdb(tmp_path / "cards.cdb", [NEW_ROW, changed_dm])
    user = load_user_cdb(path)
    assert {c.code for c in user.cards} == {NEW_CODE, DARK_MAGICIAN}
    assert user.texts[NEW_CODE] == NEW_TEXT
    merged = merged_database(db, user)
    card = merged.get(NEW_CODE)
    assert (card.name, card.attribute, card.race, card.level, card.atk, card.defense) == (
        NEW_NAME, "LIGHT", "Dragon", 4, 1800, 1200)
    assert merged.get(DARK_MAGICIAN).atk == 2500  # the bundled facts stay the default
    assert len(merged) == len(db) + 1
    assert "1 not in the bundled facts" in user.summary(1)


def test_the_chosen_database_becomes_the_default(tmp_path, restore_default):
    user = load_user_cdb(make_cdb(tmp_path / "cards.cdb"))
    use_user_cards(user)
    assert NEW_CODE in default_database()
    deck = parse_ydk(f"#main\n{NEW_CODE}\n", "new.ydk")  # a deck with the newer card loads
    assert deck.main == [NEW_CODE]
    assert user_text(default_database().get(NEW_CODE)) == NEW_TEXT
    use_user_cards(None)
    assert NEW_CODE not in default_database()
    assert user_text(default_database().get(DARK_MAGICIAN)) == ""


@pytest.mark.parametrize("content, words", [
    (b"", "not an SQLite database"),
    (b"#main\n46986414\n", "not an SQLite database"),
    (b"SQLite format 3\x00" + b"\xff" * 200, "damaged"),
])
def test_garbage_is_named(tmp_path, content, words):
    path = tmp_path / "cards.cdb"
    path.write_bytes(content)
    with pytest.raises(CardDatabaseError) as err:
        load_user_cdb(path)
    assert str(path) in str(err.value) and words in str(err.value)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(CardDatabaseError, match="file not found"):
        load_user_cdb(tmp_path / "nope.cdb")
    with pytest.raises(CardDatabaseError, match="folder"):
        load_user_cdb(tmp_path)


def _sqlite(path, *statements):
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()
    return path


def test_a_foreign_sqlite_file(tmp_path):
    path = _sqlite(tmp_path / "photos.db", "CREATE TABLE photos(id, taken)")
    with pytest.raises(CardDatabaseError, match="not an EDOPro cards.cdb"):
        load_user_cdb(path)


def test_a_table_without_its_columns(tmp_path):
    path = _sqlite(tmp_path / "cards.cdb", "CREATE TABLE datas(id, ot)",
                   "CREATE TABLE texts(id, name, desc)")
    with pytest.raises(CardDatabaseError, match="datas table has no alias"):
        load_user_cdb(path)


def test_a_locked_database(tmp_path):
    path = make_cdb(tmp_path / "cards.cdb")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(CardDatabaseError, match="locked by another program"):
            load_user_cdb(path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert load_user_cdb(path).cards  # once the other program is done, it loads


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=3000), sqlite_header=st.booleans())
def test_garbage_bytes_only_ever_give_our_error(tmp_path, data, sqlite_header):
    path = tmp_path / f"{uuid.uuid4().hex}.cdb"
    path.write_bytes((b"SQLite format 3\x00" if sqlite_header else b"") + data)
    with pytest.raises(CardDatabaseError) as err:
        load_user_cdb(path)
    assert str(path) in str(err.value)


_VALUE = st.one_of(st.none(), st.integers(min_value=-(2**63), max_value=2**63 - 1),
                   st.floats(allow_nan=True), st.text(max_size=12), st.binary(max_size=8))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.tuples(*[_VALUE] * 11), max_size=6),
       names=st.lists(st.tuples(_VALUE, _VALUE, _VALUE), max_size=6))
def test_malformed_tables_load_what_they_can(tmp_path, rows, names):
    """Any values in any column: the good rows load, the rest are skipped, nothing raises
    but our own error."""
    path = tmp_path / f"{uuid.uuid4().hex}.cdb"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE datas(id, ot, alias, setcode, type, atk, def, level, race,"
                 " attribute, category)")
    conn.execute("CREATE TABLE texts(id, name, desc)")
    conn.executemany("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
    conn.executemany("INSERT INTO texts VALUES (?,?,?)", names)
    conn.commit()
    conn.close()
    try:
        user = load_user_cdb(path)
    except CardDatabaseError as err:
        assert str(path) in str(err)
        return
    merged_database(default_database(), user)
    for card in user.cards:
        assert 0 < card.code <= 0xFFFFFFFF and card.name.strip()
