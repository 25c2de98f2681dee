"""The player's own card database: an EDOPro/YGOPro ``cards.cdb`` (SQLite) beside our facts.

    user = load_user_cdb("~/EDOPro/cards.cdb")      # CardDatabaseError names the file
    db = merged_database(default_database(), user)  # our facts + the cards we lack
    use_user_cards(user)                             # the app's default, texts for the panel

What it adds: cards newer than the bundled facts (their facts decoded from
``datas`` exactly as :mod:`engine.cards.database` decodes a ``.cdb``), and each
card's text from ``texts.desc``. The bundled facts stay the default: for a
passcode both know, ours are kept (they are checked), and without a chosen
file nothing changes. A user's texts are shown to that user only, read from
their own file at run time; nothing from a ``.cdb`` is ever written into the
project or bundled.

Every failure — not a file, not SQLite, locked by another program, a database
of some other kind, tables without the expected columns — is a
:class:`CardDatabaseError` naming the file; rows whose values cannot be read
are skipped and counted (``UserCards.skipped``), never a crash.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import database
from engine.cards.data import CardData
from engine.cards.database import CardDatabase, CardDatabaseError, load_archetype_names

#: the columns of ``datas`` and ``texts`` we read (EDOPro's layout)
DATAS_COLUMNS = ("id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race",
                 "attribute")
TEXTS_COLUMNS = ("id", "name", "desc")
#: a cards.cdb is opened read-only and waits this long for another program's write lock
LOCK_TIMEOUT_S = 0.5


@dataclass
class UserCards:
    """What a user's ``cards.cdb`` holds: every decodable row's facts, and its texts."""

    path: str
    cards: list[CardData] = field(default_factory=list)
    texts: dict[int, str] = field(default_factory=dict)
    skipped: int = 0  # rows whose values could not be read

    def summary(self, known: int | None = None) -> str:
        """One line for the settings dialog: how many cards, how many new to us."""
        parts = [f"{len(self.cards)} cards"]
        if known is not None:
            parts.append(f"{known} not in the bundled facts")
        if self.skipped:
            parts.append(f"{self.skipped} unreadable rows skipped")
        return f"{self.path}: " + ", ".join(parts)


def load_user_cdb(path: str | os.PathLike[str]) -> UserCards:
    """Read ``datas`` and ``texts`` of an EDOPro ``cards.cdb``; raises :class:`CardDatabaseError`."""
    p = Path(path).expanduser()
    if not p.exists():
        raise CardDatabaseError(p, "file not found")
    if not p.is_file():
        raise CardDatabaseError(p, "is a folder, not a cards.cdb file")
    try:
        with p.open("rb") as f:
            head = f.read(16)
    except OSError as e:
        raise CardDatabaseError(p, f"cannot read file ({e.strerror or e})") from None
    if head != b"SQLite format 3\x00":
        raise CardDatabaseError(p, "not an SQLite database, so not an EDOPro cards.cdb")
    try:
        conn = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True,
                               timeout=LOCK_TIMEOUT_S)
    except sqlite3.Error as e:
        raise CardDatabaseError(p, f"cannot open ({e})") from None
    try:
        rows, texts = _read_tables(conn, p)
    finally:
        conn.close()
    names = load_archetype_names()
    set_cache: dict[int, tuple[tuple[int, ...], tuple[str, ...]]] = {}
    user = UserCards(path=str(p))
    for row in rows:
        code, name = row[0], row[-1]
        try:
            card = database._card_from_cdb_row(row, names, set_cache)
        except (TypeError, ValueError, OverflowError):
            user.skipped += 1
            continue
        if card is None:
            continue  # a Skill or placeholder row: not a Monster, Spell or Trap
        if not isinstance(name, str) or not name.strip() or not 0 < card.code <= 0xFFFFFFFF:
            user.skipped += 1
            continue
        user.cards.append(card)
        desc = texts.get(code)
        if desc:
            user.texts[card.code] = desc
    return user


def _read_tables(conn: sqlite3.Connection, p: Path) -> tuple[list[tuple[object, ...]],
                                                               dict[object, str]]:
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        missing = [t for t in ("datas", "texts") if t not in tables]
        if missing:
            raise CardDatabaseError(
                p, f"no {' or '.join(missing)} table: an SQLite file, but not an EDOPro cards.cdb")
        for table, wanted in (("datas", DATAS_COLUMNS), ("texts", TEXTS_COLUMNS)):
            have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            lacking = [c for c in wanted if c not in have]
            if lacking:
                raise CardDatabaseError(
                    p, f"the {table} table has no {', '.join(lacking)} column "
                    "(not an EDOPro cards.cdb)")
        columns = ", ".join(f"d.{c}" for c in DATAS_COLUMNS)
        rows = conn.execute(f"SELECT {columns}, t.name FROM datas AS d "
                            "JOIN texts AS t ON t.id = d.id ORDER BY d.id").fetchall()
        texts = {code: desc for code, desc in conn.execute("SELECT id, desc FROM texts")
                 if isinstance(desc, str)}
    except CardDatabaseError:
        raise
    except sqlite3.OperationalError as e:
        if "locked" in str(e) or "busy" in str(e):
            raise CardDatabaseError(p, "locked by another program (is EDOPro updating it?); "
                                    "try again when it is done") from None
        raise CardDatabaseError(p, f"cannot read the card tables ({e})") from None
    except (sqlite3.DatabaseError, ValueError, OverflowError, MemoryError) as e:
        raise CardDatabaseError(p, f"damaged database ({e})") from None
    return rows, texts


def merged_database(bundled: CardDatabase, user: UserCards) -> CardDatabase:
    """Our facts, plus the user's cards whose passcode we do not know (ours win on overlap)."""
    new = [card for card in user.cards if card.code not in bundled]
    return CardDatabase([*bundled, *new], source=f"{bundled.source} + {user.path}")


# -- the app's choice --------------------------------------------------------------------

_bundled: CardDatabase | None = None
_user: UserCards | None = None


def use_user_cards(user: UserCards | None) -> CardDatabase:
    """Make ``user`` (or, with ``None``, nothing but the bundled facts) the process default.

    Returns the database now in use. Every ``default_database()`` caller — deck
    files, scenarios, new duels, card faces — then knows the user's newer cards.
    """
    global _bundled, _user
    if _bundled is None:
        _bundled = database.default_database()
    db = _bundled if user is None else merged_database(_bundled, user)
    database.set_default_database(db)
    _user = user
    return db


def user_cards() -> UserCards | None:
    """The user's database in use, if any."""
    return _user


def user_texts() -> Mapping[int, str]:
    """Card texts from the user's own database (empty without one)."""
    return _user.texts if _user is not None else {}


def user_text(card: CardData) -> str:
    """The user's text for ``card`` (or its original artwork), or ``""``."""
    texts = user_texts()
    return texts.get(card.code) or texts.get(card.original_code) or ""
