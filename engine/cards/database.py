"""Load card facts into :class:`CardData` and look cards up by passcode or name.

Two sources feed the same :class:`CardDatabase`:

* the bundled asset ``assets/cards.json.gz`` (built by ``tools/build_assets.py``
  from the project's facts-only ``cards.json``), stored *columnar*: one JSON
  array per field plus small lookup tables for the values many cards share
  (type word, attribute, race, archetype set, legality scope). Columns parse
  much faster than 14,000 JSON objects, and the shared tables mean every
  card of the same kind points at one interned ``frozenset``/``tuple``;
* a user's EDOPro/YGOPro ``cards.cdb`` (SQLite), decoded bit for bit as the
  card-data README describes, so a user can play with cards newer than ours.

Only facts are read: the ``texts`` table contributes the card *name* and
nothing else (no effect or flavour text is ever read or copied).
"""

from __future__ import annotations

import dataclasses
import difflib
import gzip
import itertools
import json
import os
import sqlite3
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from engine.cards.data import CardData

#: Identifies the columnar asset layout; bump it when the layout changes so an
#: old asset fails loudly instead of loading garbage.
ASSET_FORMAT: Final = "ygo-desktop-cards/1"

# -- the bit encodings of a cards.cdb ``datas`` row ------------------------------
# Values checked against ProjectIgnis constant.lua / ygopro-core
# ocgapi_constants.h (see the card-data README). Order = bit order, which is
# also the order of ``kinds`` in cards.json.
KIND_BITS: Final[tuple[tuple[str, int], ...]] = (
    ("Monster", 0x1),
    ("Spell", 0x2),
    ("Trap", 0x4),
    ("Normal", 0x10),
    ("Effect", 0x20),
    ("Fusion", 0x40),
    ("Ritual", 0x80),
    ("Trap Monster", 0x100),
    ("Spirit", 0x200),
    ("Union", 0x400),
    ("Gemini", 0x800),
    ("Tuner", 0x1000),
    ("Synchro", 0x2000),
    ("Token", 0x4000),
    ("Maximum", 0x8000),
    ("Quick-Play", 0x10000),
    ("Continuous", 0x20000),
    ("Equip", 0x40000),
    ("Field", 0x80000),
    ("Counter", 0x100000),
    ("Flip", 0x200000),
    ("Toon", 0x400000),
    ("Xyz", 0x800000),
    ("Pendulum", 0x1000000),
    ("Special Summon", 0x2000000),
    ("Link", 0x4000000),
    ("Skill", 0x8000000),
)
_KIND_ORDER: Final = {name: i for i, (name, _) in enumerate(KIND_BITS)}

TYPE_MONSTER: Final = 0x1
TYPE_SPELL: Final = 0x2
TYPE_TRAP: Final = 0x4
TYPE_XYZ: Final = 0x800000
TYPE_PENDULUM: Final = 0x1000000
TYPE_LINK: Final = 0x4000000

#: Spell/Trap property, first matching bit wins; no bit means "Normal".
SPELL_TRAP_PROPERTY_BITS: Final[tuple[tuple[str, int], ...]] = (
    ("Quick-Play", 0x10000),
    ("Continuous", 0x20000),
    ("Equip", 0x40000),
    ("Field", 0x80000),
    ("Ritual", 0x80),
    ("Counter", 0x100000),
)

#: Link arrows in reading order (the order cards.json lists them), with the
#: mask bit each has in the ``def`` column of a Link monster.
LINK_ARROW_BITS: Final[tuple[tuple[str, int], ...]] = (
    ("Top-Left", 0x40),
    ("Top", 0x80),
    ("Top-Right", 0x100),
    ("Left", 0x8),
    ("Right", 0x20),
    ("Bottom-Left", 0x1),
    ("Bottom", 0x2),
    ("Bottom-Right", 0x4),
)

ATTRIBUTE_BITS: Final[Mapping[int, str]] = {
    0x1: "EARTH",
    0x2: "WATER",
    0x4: "FIRE",
    0x8: "WIND",
    0x10: "LIGHT",
    0x20: "DARK",
    0x40: "DIVINE",
}

RACE_BITS: Final[Mapping[int, str]] = {
    0x1: "Warrior",
    0x2: "Spellcaster",
    0x4: "Fairy",
    0x8: "Fiend",
    0x10: "Zombie",
    0x20: "Machine",
    0x40: "Aqua",
    0x80: "Pyro",
    0x100: "Rock",
    0x200: "Winged Beast",
    0x400: "Plant",
    0x800: "Insect",
    0x1000: "Thunder",
    0x2000: "Dragon",
    0x4000: "Beast",
    0x8000: "Beast-Warrior",
    0x10000: "Dinosaur",
    0x20000: "Fish",
    0x40000: "Sea Serpent",
    0x80000: "Reptile",
    0x100000: "Psychic",
    0x200000: "Divine-Beast",
    0x400000: "Creator God",
    0x800000: "Wyrm",
    0x1000000: "Cyberse",
    0x2000000: "Illusion",
}

#: Legality scope (``ot``) bits in bit order; ``availability`` lists the set ones.
SCOPE_BITS: Final[tuple[tuple[str, int], ...]] = (
    ("OCG", 0x1),
    ("TCG", 0x2),
    ("Anime", 0x4),
    ("Illegal", 0x8),
    ("Video Game", 0x10),
    ("Custom", 0x20),
    ("Speed", 0x40),
    ("Pre-release", 0x100),
    ("Rush", 0x200),
    ("Legend", 0x400),
    ("Hidden", 0x1000),
)


class CardDatabaseError(Exception):
    """A card database file could not be used; names the file and the problem.

    Raised instead of ``sqlite3``/``json``/``OSError`` exceptions so the app and
    the CLI can show one clear sentence rather than a traceback.
    """

    def __init__(self, path: str | os.PathLike[str], problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


class UnknownCard(KeyError):
    """No card matches a passcode or name.

    A ``KeyError`` so ``db.get(code)`` behaves like a mapping lookup, but with
    a readable ``str`` (``KeyError`` would otherwise print the repr in quotes)
    and, for names, ``suggestions``: up to three close names.
    """

    def __init__(self, message: str, suggestions: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions: tuple[str, ...] = tuple(suggestions)

    def __str__(self) -> str:
        return self.message


# -- paths ------------------------------------------------------------------------


def assets_dir() -> Path:
    """The bundled ``assets`` directory (works from a checkout and when installed).

    ``engine`` and ``assets`` are sibling top-level packages in both cases, so
    this avoids importing the ``assets`` package just to find its folder.
    """
    return Path(__file__).resolve().parents[2] / "assets"


def bundled_cards_path() -> Path:
    """Where the bundled columnar card asset lives."""
    return assets_dir() / "cards.json.gz"


# -- decoding helpers shared by every source -------------------------------------

_kinds_cache: dict[int, frozenset[str]] = {}
_arrows_cache: dict[int, tuple[str, ...]] = {}
_scope_cache: dict[int, tuple[str, ...]] = {}


def kinds_from_type_bits(type_bits: int) -> frozenset[str]:
    """Names of every known set ``type`` bit (cached: few distinct type words exist)."""
    kinds = _kinds_cache.get(type_bits)
    if kinds is None:
        kinds = frozenset(name for name, bit in KIND_BITS if type_bits & bit)
        _kinds_cache[type_bits] = kinds
    return kinds


def kinds_in_bit_order(kinds: Iterable[str]) -> list[str]:
    """``kinds`` sorted as cards.json lists them (by type bit), for stable output."""
    return sorted(kinds, key=lambda k: _KIND_ORDER.get(k, len(_KIND_ORDER)))


def link_arrows_from_bits(bits: int) -> tuple[str, ...]:
    """Arrow names of a link-arrow mask, in reading order."""
    arrows = _arrows_cache.get(bits)
    if arrows is None:
        arrows = tuple(name for name, bit in LINK_ARROW_BITS if bits & bit)
        _arrows_cache[bits] = arrows
    return arrows


def availability_from_ot(ot: int) -> tuple[str, ...]:
    """Scope names of an ``ot`` mask, in bit order (``3`` -> ``("OCG", "TCG")``)."""
    names = _scope_cache.get(ot)
    if names is None:
        names = tuple(name for name, bit in SCOPE_BITS if ot & bit)
        _scope_cache[ot] = names
    return names


def card_type_of(type_bits: int) -> str | None:
    """ "Monster", "Spell" or "Trap"; ``None`` for rows that are none of them (Skills)."""
    if type_bits & TYPE_MONSTER:
        return "Monster"
    if type_bits & TYPE_SPELL:
        return "Spell"
    if type_bits & TYPE_TRAP:
        return "Trap"
    return None


def spell_trap_type_of(type_bits: int) -> str:
    """The Spell/Trap property a type word encodes ("Normal" when no property bit)."""
    for name, bit in SPELL_TRAP_PROPERTY_BITS:
        if type_bits & bit:
            return name
    return "Normal"


def split_setcode(setcode: int) -> tuple[int, ...]:
    """The up to four 16-bit archetype codes packed low word first into ``setcode``."""
    setcode &= 0xFFFF_FFFF_FFFF_FFFF  # SQLite stores 64-bit values signed
    return tuple(c for c in ((setcode >> s) & 0xFFFF for s in (0, 16, 32, 48)) if c)


def card_from_json_row(row: Mapping[str, Any]) -> CardData:
    """One ``cards.json`` object (the schema of the card-data README) as ``CardData``.

    Used by the asset builder to check the compact asset against the source,
    and by :meth:`CardDatabase.load` when handed a plain ``cards.json``.
    """
    return CardData(
        code=int(row["id"]),
        name=str(row["name"]),
        card_type=str(row["card_type"]),
        kinds=frozenset(row["kinds"]),
        type_bits=int(row["type_bits"]),
        alias=int(row.get("alias", 0)),
        spell_trap_type=row.get("spell_trap_type"),
        attribute=row.get("attribute"),
        race=row.get("race"),
        level=int(row.get("level", 0)),
        rank=int(row.get("rank", 0)),
        link_rating=int(row.get("link_rating", 0)),
        link_arrows=tuple(row.get("link_arrows", ())),
        link_arrow_bits=int(row.get("link_arrow_bits", 0)),
        atk=row.get("atk"),
        defense=row.get("def"),
        scale_left=row.get("pendulum_scale_left"),
        scale_right=row.get("pendulum_scale_right"),
        setcodes=tuple(int(s, 16) for s in row.get("setcodes", ())),
        archetypes=tuple(row.get("archetypes", ())),
        ot=int(row["ot"]),
        availability=tuple(row["availability"]),
    )


def card_facts(card: CardData) -> dict[str, Any]:
    """A JSON-ready dict of a card's facts (kinds in bit order, setcodes as hex).

    For the CLI and for anything that shows or exports facts; field names are
    ``CardData``'s.
    """
    facts: dict[str, Any] = {}
    for f in dataclasses.fields(CardData):
        value = getattr(card, f.name)
        if f.name == "kinds":
            value = kinds_in_bit_order(value)
        elif f.name == "setcodes":
            value = [hex(c) for c in value]
        elif isinstance(value, tuple):
            value = list(value)
        facts[f.name] = value
    return facts


# -- the columnar asset -------------------------------------------------------------


def _build_cards_from_columns(doc: Mapping[str, Any]) -> list[CardData]:
    """Expand the columnar asset into ``CardData`` objects.

    Everything is done column-wise with list comprehensions over small lookup
    tables, then ``map(CardData, *columns)`` builds the objects positionally:
    the cheapest way CPython has to call a dataclass ``__init__`` 14,000 times.
    """
    cols: Mapping[str, list[Any]] = doc["columns"]
    n = len(cols["code"])

    types = doc["types"]  # [type_bits, card_type, [kinds], spell_trap_type | null]
    t_bits = [t[0] for t in types]
    t_card_type = [t[1] for t in types]
    t_kinds = [frozenset(t[2]) for t in types]
    t_st = [t[3] for t in types]
    type_idx = cols["type"]

    arrows = doc["link_arrows"]  # [bits, [names]]; row 0 = no arrows
    a_bits = [a[0] for a in arrows]
    a_names = [tuple(a[1]) for a in arrows]
    arrow_idx = cols["link_arrows"]

    sets = doc["archetype_sets"]  # [[setcodes], [names]]; row 0 = none
    s_codes = [tuple(s[0]) for s in sets]
    s_names = [tuple(s[1]) for s in sets]
    set_idx = cols["archetype_set"]

    scopes = doc["scopes"]  # [ot, [availability]]
    o_ot = [o[0] for o in scopes]
    o_avail = [tuple(o[1]) for o in scopes]
    scope_idx = cols["scope"]

    attributes: list[str | None] = doc["attributes"]  # index 0 = None
    races: list[str | None] = doc["races"]

    expanded: dict[str, Sequence[Any]] = {
        "code": cols["code"],
        "name": cols["name"],
        "card_type": [t_card_type[i] for i in type_idx],
        "kinds": [t_kinds[i] for i in type_idx],
        "type_bits": [t_bits[i] for i in type_idx],
        "alias": cols["alias"],
        "spell_trap_type": [t_st[i] for i in type_idx],
        "attribute": [attributes[i] for i in cols["attribute"]],
        "race": [races[i] for i in cols["race"]],
        "level": cols["level"],
        "rank": cols["rank"],
        "link_rating": cols["link_rating"],
        "link_arrows": [a_names[i] for i in arrow_idx],
        "link_arrow_bits": [a_bits[i] for i in arrow_idx],
        "atk": cols["atk"],
        "defense": cols["def"],
        "scale_left": cols["scale_left"],
        "scale_right": cols["scale_right"],
        "setcodes": [s_codes[i] for i in set_idx],
        "archetypes": [s_names[i] for i in set_idx],
        "ot": [o_ot[i] for i in scope_idx],
        "availability": [o_avail[i] for i in scope_idx],
    }
    for name, column in expanded.items():
        if len(column) != n:
            raise ValueError(f"column {name!r} has {len(column)} values, expected {n}")
    # Positional arguments in CardData's field order; a field added later with a
    # default is filled with that default rather than silently misaligned.
    args: list[Iterable[Any]] = []
    for f in dataclasses.fields(CardData):
        if f.name in expanded:
            args.append(expanded[f.name])
        elif f.default is not dataclasses.MISSING:
            args.append(itertools.repeat(f.default, n))
        else:
            raise ValueError(f"asset has no column for CardData field {f.name!r}")
    return list(map(CardData, *args))


def cards_to_columns(cards: Sequence[CardData], source: str = "") -> dict[str, Any]:
    """The columnar document for ``cards`` (inverse of ``_build_cards_from_columns``).

    Lives here, next to the reader, so the two cannot drift apart; the asset
    builder only adds gzip.
    """
    types: dict[tuple[Any, ...], int] = {}
    arrows: dict[tuple[Any, ...], int] = {(0, ()): 0}
    sets: dict[tuple[Any, ...], int] = {((), ()): 0}
    scopes: dict[tuple[Any, ...], int] = {}
    attributes: dict[str | None, int] = {None: 0}
    races: dict[str | None, int] = {None: 0}

    def index(table: dict[Any, int], key: Any) -> int:
        if key not in table:
            table[key] = len(table)
        return table[key]

    column_names = [
        "code",
        "name",
        "type",
        "alias",
        "attribute",
        "race",
        "level",
        "rank",
        "link_rating",
        "link_arrows",
        "atk",
        "def",
        "scale_left",
        "scale_right",
        "archetype_set",
        "scope",
    ]
    cols: dict[str, list[Any]] = {k: [] for k in column_names}
    for c in cards:
        cols["code"].append(c.code)
        cols["name"].append(c.name)
        type_key = (c.type_bits, c.card_type, tuple(kinds_in_bit_order(c.kinds)), c.spell_trap_type)
        cols["type"].append(index(types, type_key))
        cols["alias"].append(c.alias)
        cols["attribute"].append(index(attributes, c.attribute))
        cols["race"].append(index(races, c.race))
        cols["level"].append(c.level)
        cols["rank"].append(c.rank)
        cols["link_rating"].append(c.link_rating)
        cols["link_arrows"].append(index(arrows, (c.link_arrow_bits, c.link_arrows)))
        cols["atk"].append(c.atk)
        cols["def"].append(c.defense)
        cols["scale_left"].append(c.scale_left)
        cols["scale_right"].append(c.scale_right)
        cols["archetype_set"].append(index(sets, (c.setcodes, c.archetypes)))
        cols["scope"].append(index(scopes, (c.ot, c.availability)))
    return {
        "format": ASSET_FORMAT,
        "source": source,
        "count": len(cards),
        "types": [[b, ct, list(k), st] for (b, ct, k, st) in types],
        "link_arrows": [[b, list(names)] for (b, names) in arrows],
        "archetype_sets": [[list(codes), list(names)] for (codes, names) in sets],
        "scopes": [[ot, list(av)] for (ot, av) in scopes],
        "attributes": list(attributes),
        "races": list(races),
        "columns": cols,
    }


# -- the database -------------------------------------------------------------------


class CardDatabase:
    """Every known card, by passcode and by name.

    Built once at start-up and then only read, so lookups are plain dicts. The
    name indexes are built on first use: many callers (a duel from passcodes)
    never look a name up, and this keeps the start-up load lean.
    """

    def __init__(self, cards: Iterable[CardData], source: str = "<memory>") -> None:
        self.source = source
        self._cards: list[CardData] = list(cards)
        self._by_code: dict[int, CardData] = {c.code: c for c in self._cards}
        self._by_name: dict[str, CardData] | None = None
        self._by_lower_name: dict[str, CardData] | None = None
        self._search_rows: list[tuple[str, str, int, CardData]] | None = None

    # -- construction ------------------------------------------------------------
    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> CardDatabase:
        """Load the bundled asset, or ``path``: a columnar ``.json.gz``/``.json``
        asset, a plain ``cards.json`` array, or an EDOPro ``.cdb`` (SQLite).

        Raises :class:`CardDatabaseError` naming the file for any unreadable or
        malformed input.
        """
        p = Path(path) if path is not None else bundled_cards_path()
        if p.suffix.lower() in (".cdb", ".db", ".sqlite"):
            return cls.from_cdb(p)
        try:
            raw = p.read_bytes()
        except OSError as e:
            raise CardDatabaseError(p, f"cannot read file ({e.strerror or e})") from None
        if raw[:2] == b"\x1f\x8b":
            try:
                raw = gzip.decompress(raw)
            except (OSError, EOFError, zlib.error) as e:
                raise CardDatabaseError(p, f"damaged gzip data ({e})") from None
        try:
            doc = json.loads(raw)
        except ValueError as e:
            raise CardDatabaseError(p, f"not valid JSON ({e})") from None
        try:
            if isinstance(doc, list):
                cards = [card_from_json_row(row) for row in doc]
            elif isinstance(doc, dict) and doc.get("format") == ASSET_FORMAT:
                cards = _build_cards_from_columns(doc)
            else:
                fmt = doc.get("format") if isinstance(doc, dict) else type(doc).__name__
                raise CardDatabaseError(
                    p, f"unknown card file format {fmt!r} (expected {ASSET_FORMAT!r})"
                )
        except CardDatabaseError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
            raise CardDatabaseError(p, f"damaged card table ({type(e).__name__}: {e})") from None
        return cls(cards, source=str(p))

    @classmethod
    def from_cdb(
        cls,
        path: str | os.PathLike[str],
        archetype_names: Mapping[int, str] | None = None,
    ) -> CardDatabase:
        """Load a user's EDOPro/YGOPro ``cards.cdb`` (tables ``datas`` and ``texts``).

        Rows that are not a Monster, Spell or Trap (Skills, placeholders) are
        skipped. Archetype names come from ``archetype_names`` or else from
        the bundled ``archetypes.json``; an unnamed setcode is shown as hex.
        Only ``texts.name`` is read. The file is opened read-only, so a typo'd
        path never creates an empty database.
        """
        p = Path(path)
        if not p.is_file():
            problem = "is a directory, not a cards.cdb" if p.is_dir() else "file not found"
            raise CardDatabaseError(p, problem)
        names = archetype_names if archetype_names is not None else load_archetype_names()
        try:
            conn = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as e:
            raise CardDatabaseError(p, f"cannot open as SQLite ({e})") from None
        try:
            try:
                tables = {
                    r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
                }
            except sqlite3.DatabaseError as e:
                raise CardDatabaseError(p, f"not an SQLite database ({e})") from None
            missing = [t for t in ("datas", "texts") if t not in tables]
            if missing:
                raise CardDatabaseError(
                    p, f"missing table {' and '.join(missing)} (not a YGOPro/EDOPro cards.cdb)"
                )
            try:
                rows = conn.execute(
                    "SELECT d.id, d.ot, d.alias, d.setcode, d.type, d.atk, d.def, d.level,"
                    " d.race, d.attribute, t.name"
                    " FROM datas AS d JOIN texts AS t ON t.id = d.id ORDER BY d.id"
                ).fetchall()
            except sqlite3.DatabaseError as e:
                raise CardDatabaseError(p, f"unexpected table layout ({e})") from None
        finally:
            conn.close()
        cards: list[CardData] = []
        set_cache: dict[int, tuple[tuple[int, ...], tuple[str, ...]]] = {}
        try:
            for row in rows:
                card = _card_from_cdb_row(row, names, set_cache)
                if card is not None:
                    cards.append(card)
        except (TypeError, ValueError) as e:
            raise CardDatabaseError(p, f"bad value in datas row ({e})") from None
        return cls(cards, source=str(p))

    # -- lookups --------------------------------------------------------------------
    def get(self, code: int) -> CardData:
        """The row with passcode ``code``; :class:`UnknownCard` if there is none."""
        try:
            return self._by_code[code]
        except (KeyError, TypeError):
            raise UnknownCard(
                f"no card with passcode {code!r} in the card database ({self.source})"
            ) from None

    def __contains__(self, code: object) -> bool:
        return code in self._by_code

    def by_name(self, name: str) -> CardData:
        """The card whose English name is ``name``.

        Exact (case-sensitive) match first, then case-insensitive. When several
        rows share a name, the non-alias row (the original, not an alternate
        artwork) with the lowest passcode wins, so the answer is stable.
        Unknown names raise :class:`UnknownCard` suggesting up to 3 close names.
        """
        by_name, by_lower = self._name_indexes()
        key = name.strip()
        card = by_name.get(key) or by_lower.get(key.casefold())
        if card is not None:
            return card
        suggestions = self.suggest(key)
        hint = (
            "; did you mean " + ", ".join(repr(s) for s in suggestions) + "?"
            if suggestions
            else "; no similar name found"
        )
        raise UnknownCard(f"no card named {name!r}{hint}", suggestions)

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` known names closest to ``name`` (difflib, case-insensitive)."""
        _, by_lower = self._name_indexes()
        matches = difflib.get_close_matches(name.strip().casefold(), list(by_lower), n=n)
        return [by_lower[m].name for m in matches]

    def resolve(self, name_or_code: str | int) -> CardData:
        """A card from a passcode (int or all-digit string) or an exact name."""
        if isinstance(name_or_code, int) and not isinstance(name_or_code, bool):
            return self.get(name_or_code)
        text = str(name_or_code).strip()
        if text.isdigit() and text.isascii():
            return self.get(int(text))
        return self.by_name(text)

    def search(self, text: str) -> list[CardData]:
        """Cards whose name contains ``text`` (case-insensitive), sorted by name.

        Alternate-artwork rows that repeat their original's name are left out:
        the deck editor shows one entry per card. Empty ``text`` lists all.
        """
        needle = text.strip().casefold()
        return [row[3] for row in self._search_index() if needle in row[0]]

    def __iter__(self) -> Iterator[CardData]:
        """Every row, including alternate-artwork alias rows, in load order."""
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __repr__(self) -> str:
        return f"CardDatabase({len(self)} cards from {self.source})"

    # -- indexes -------------------------------------------------------------------
    def _name_indexes(self) -> tuple[dict[str, CardData], dict[str, CardData]]:
        if self._by_name is None or self._by_lower_name is None:
            by_name: dict[str, CardData] = {}
            by_lower: dict[str, CardData] = {}
            for card in self._cards:
                for index, key in ((by_name, card.name), (by_lower, card.name.casefold())):
                    have = index.get(key)
                    if have is None or _name_rank(card) < _name_rank(have):
                        index[key] = card
            self._by_name, self._by_lower_name = by_name, by_lower
        return self._by_name, self._by_lower_name

    def _search_index(self) -> list[tuple[str, str, int, CardData]]:
        if self._search_rows is None:
            rows = []
            for card in self._cards:
                original = self._by_code.get(card.alias) if card.alias else None
                if original is not None and original.name == card.name:
                    continue  # alternate artwork: its original is listed instead
                rows.append((card.name.casefold(), card.name, card.code, card))
            rows.sort(key=lambda r: (r[0], r[1], r[2]))
            self._search_rows = rows
        return self._search_rows


def _name_rank(card: CardData) -> tuple[bool, int]:
    """Sort key picking which row a name means: originals first, then lowest passcode."""
    return (card.alias != 0, card.code)


def _card_from_cdb_row(
    row: Sequence[Any],
    archetype_names: Mapping[int, str],
    set_cache: dict[int, tuple[tuple[int, ...], tuple[str, ...]]],
) -> CardData | None:
    """Decode one ``datas`` row (+ name) exactly as EDOPro's ``DataManager::ParseDB`` does."""
    code, ot, alias, setcode, type_bits, atk, def_, level, race, attribute, name = row
    type_bits = int(type_bits) & 0xFFFF_FFFF
    card_type = card_type_of(type_bits)
    if card_type is None:
        return None
    setcode = int(setcode or 0)
    sets = set_cache.get(setcode)
    if sets is None:
        codes = split_setcode(setcode)
        sets = (codes, tuple(archetype_names.get(c, hex(c)) for c in codes))
        set_cache[setcode] = sets
    ot = int(ot or 0)
    common: dict[str, Any] = {
        "code": int(code),
        "name": str(name),
        "card_type": card_type,
        "kinds": kinds_from_type_bits(type_bits),
        "type_bits": type_bits,
        "alias": int(alias or 0),
        "setcodes": sets[0],
        "archetypes": sets[1],
        "ot": ot,
        "availability": availability_from_ot(ot),
    }
    if card_type != "Monster":
        return CardData(spell_trap_type=spell_trap_type_of(type_bits), **common)

    packed = int(level or 0)
    # EDOPro: the low byte is the Level/Rank/Link Rating, negated when the
    # packed value is negative; the scales sit in bytes 3 and 2.
    star = -(packed & 0xFF) if packed < 0 else packed & 0xFF
    is_link = bool(type_bits & TYPE_LINK)
    is_xyz = bool(type_bits & TYPE_XYZ)
    is_pendulum = bool(type_bits & TYPE_PENDULUM)
    def_ = int(def_ or 0)
    arrow_bits = def_ & 0x1FF if is_link else 0
    return CardData(
        attribute=ATTRIBUTE_BITS.get(int(attribute or 0)),
        race=RACE_BITS.get(int(race or 0)),
        level=0 if (is_link or is_xyz) else star,
        rank=star if is_xyz else 0,
        link_rating=star if is_link else 0,
        link_arrows=link_arrows_from_bits(arrow_bits),
        link_arrow_bits=arrow_bits,
        atk=int(atk or 0),
        defense=None if is_link else def_,
        scale_left=(packed >> 24) & 0xFF if is_pendulum else None,
        scale_right=(packed >> 16) & 0xFF if is_pendulum else None,
        **common,
    )


def load_archetype_names(path: str | os.PathLike[str] | None = None) -> dict[int, str]:
    """Setcode -> archetype name from ``archetypes.json`` (first of ``a|b`` alternatives).

    A missing or broken file yields an empty mapping: archetype names are a
    nicety for a user's ``.cdb``, not worth refusing the whole database over.
    """
    p = Path(path) if path is not None else assets_dir() / "archetypes.json"
    try:
        raw = json.loads(p.read_text(encoding="utf-8"))
        return {int(k, 16): str(v).split("|")[0] for k, v in raw.items()}
    except (OSError, ValueError, AttributeError, TypeError):
        return {}


_default: CardDatabase | None = None


def default_database() -> CardDatabase:
    """The bundled database, loaded once per process and shared (it is read-only)."""
    global _default
    if _default is None:
        _default = CardDatabase.load()
    return _default


def set_default_database(db: CardDatabase) -> None:
    """Make ``db`` what :func:`default_database` returns (the app: the bundled facts plus a
    user's ``cards.cdb``, see ``engine.cards.user_database``)."""
    global _default
    _default = db
