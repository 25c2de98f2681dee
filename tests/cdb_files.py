"""Small EDOPro ``cards.cdb`` files made with ``sqlite3`` for tests (EDOPro's own table layout).

The texts are our own placeholder sentences, never card text.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

DATAS = ("CREATE TABLE datas(id integer primary key, ot integer, alias integer, setcode integer,"
         " type integer, atk integer, def integer, level integer, race integer,"
         " attribute integer, category integer)")
TEXTS = ("CREATE TABLE texts(id integer primary key, name text, desc text, "
         + ", ".join(f"str{i} text" for i in range(1, 17)) + ")")

#: a card newer than the bundled facts: a Level 4 LIGHT Dragon Effect Monster, 1800/1200
NEW_CODE = 990000001
NEW_NAME = "Testing Dragon of the Player's Database"
NEW_TEXT = "Placeholder text from the player's own database: draw 1 card."
NEW_ROW = (NEW_CODE, 3, 0, 0, 0x21, 1800, 1200, 4, 0x2000, 0x10, 0)


def make_cdb(path: Path, rows: Iterable[Sequence[object]] = (NEW_ROW,),
             texts: Iterable[tuple[object, object, object]] | None = None) -> Path:
    """Write ``datas`` rows and their ``texts`` (default: each row's id named after NEW_NAME)."""
    rows = list(rows)
    if texts is None:
        texts = [(r[0], NEW_NAME if r[0] == NEW_CODE else f"Test card {r[0]}", NEW_TEXT)
                 for r in rows]
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(DATAS)
        conn.execute(TEXTS)
        conn.executemany("INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)", rows)
        conn.executemany("INSERT INTO texts (id, name, desc) VALUES (?,?,?)", list(texts))
    conn.close()
    return path
