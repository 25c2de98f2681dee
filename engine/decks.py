"""Deck lists: ``.ydk`` files, ``ydke://`` URLs, banlists and deck legality.

Files and URLs are untrusted input from the user, so they are parsed here,
once, into a :class:`Deck` model; every problem becomes a :class:`DeckError`
that names the source and line (``deck.ydk line 7: '12x45' is not a
passcode``) so the app and the CLI can show it instead of a traceback.

Legality is *reported*, not enforced: :func:`check_legality` returns a list of
:class:`DeckProblem` so the deck editor can show them all at once and a
casual duel can still start with an unusual deck.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import struct
import tempfile
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError

from engine.cards.database import CardDatabase, assets_dir, default_database

MAIN_MIN, MAIN_MAX = 40, 60
EXTRA_MAX = 15
SIDE_MAX = 15
MAX_COPIES = 3

YDKE_PREFIX = "ydke://"
_UINT32_MAX = 0xFFFF_FFFF

Passcode = Annotated[int, Field(gt=0, le=_UINT32_MAX)]


class DeckError(ValueError):
    """A deck file, deck URL or banlist file that cannot be used.

    ``str()`` reads ``"<path> line <n>: <message>"`` (or ``"<path>: <message>"``
    when the problem is not on one line), ready to show the user.
    """

    def __init__(self, path: str | os.PathLike[str], line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        where = f"{self.path} line {line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


class Deck(BaseModel):
    """A deck list: passcodes in file order (duplicates = copies)."""

    model_config = ConfigDict(extra="forbid")

    name: str = ""
    main: list[Passcode] = Field(default_factory=list)
    extra: list[Passcode] = Field(default_factory=list)
    side: list[Passcode] = Field(default_factory=list)

    #: what was forgiven while reading the file (e.g. a comment that is not UTF-8); shown to
    #: the player, never saved with the deck or a replay
    _warnings: list[str] = PrivateAttr(default_factory=list)

    @property
    def warnings(self) -> list[str]:
        return self._warnings

    def all_codes(self) -> list[int]:
        """Every passcode of Main, Extra and Side, in that order."""
        return [*self.main, *self.extra, *self.side]


_SizeKind = Literal["main_size", "extra_size", "side_size"]


class DeckProblem(BaseModel):
    """One reason a deck is not legal, in words for the deck editor.

    ``kind`` lets the UI group or highlight (e.g. mark the offending cards);
    ``code`` is the card concerned, when there is one.
    """

    model_config = ConfigDict(frozen=True)

    kind: Literal[
        "main_size",
        "extra_size",
        "side_size",
        "copies",
        "banlist",
        "extra_in_main",
        "not_extra",
        "unknown_card",
    ]
    message: str
    code: int | None = None


class Banlist(BaseModel):
    """A Forbidden/Limited list as ``banlists.json`` stores it.

    ``limit(code)`` answers "how many copies may a deck hold", which is all
    legality needs; unlisted cards get ``default_count_for_unlisted`` (3, or 0
    for a whitelist).
    """

    model_config = ConfigDict(frozen=True)

    name: str
    region: str = ""
    whitelist: bool = False
    default_count_for_unlisted: int = MAX_COPIES
    forbidden: list[int] = Field(default_factory=list)
    limited: list[int] = Field(default_factory=list)
    semi_limited: list[int] = Field(default_factory=list)
    unlimited: list[int] = Field(default_factory=list)
    source: str = ""

    _limits: dict[int, int] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: object, /) -> None:
        limits: dict[int, int] = {}
        for count, codes in (
            (3, self.unlimited),
            (2, self.semi_limited),
            (1, self.limited),
            (0, self.forbidden),
        ):
            for code in codes:
                limits[code] = count
        self._limits = limits

    def limit(self, code: int) -> int:
        """Copies of ``code`` this list allows (0 = Forbidden)."""
        return self._limits.get(code, self.default_count_for_unlisted)

    def status(self, code: int) -> str:
        """ "Forbidden", "Limited", "Semi-Limited" or "Unlimited", for messages."""
        return {0: "Forbidden", 1: "Limited", 2: "Semi-Limited"}.get(self.limit(code), "Unlimited")


# -- .ydk ----------------------------------------------------------------------------


def read_ydk(path: str | os.PathLike[str], db: CardDatabase | None = None) -> Deck:
    """Read a ``.ydk`` file; the deck is named after the file.

    Every passcode must be in ``db`` (default: the bundled database), so an
    unknown card is reported at load time with its line number rather than
    surfacing later in a duel.
    """
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise DeckError(path, None, f"cannot read file ({e.strerror or e})") from None
    text, warnings = _decode_leniently(raw, str(path))
    deck = parse_ydk(text, str(path), db=db, name=p.stem)
    deck.warnings.extend(warnings)
    return deck


def _decode_leniently(raw: bytes, source_name: str) -> tuple[str, list[str]]:
    """The file's text, line by line: UTF-8 where it is, else the line decoded leniently.

    Deck files from other tools (EDOPro on Windows writes its ``#created by`` line in the
    system's code page, e.g. cp1252) carry non-UTF-8 bytes in comments. Only passcode lines
    matter, and they must be plain digits anyway (``parse_ydk`` checks them), so a line that
    is not UTF-8 is decoded as cp1252 (or with replacement characters) and reported as a
    warning naming its line, instead of refusing the whole deck.
    """
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    if b"\x00" in raw:
        raise DeckError(source_name, None, "not a text file (it holds NUL bytes)")
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    lines: list[str] = []
    warnings: list[str] = []
    for lineno, line in enumerate(raw.split(b"\n"), start=1):
        try:
            lines.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            try:
                lines.append(line.decode("cp1252"))
            except UnicodeDecodeError:
                lines.append(line.decode("utf-8", errors="replace"))
            warnings.append(f"{source_name}, line {lineno}: not UTF-8 text; read leniently "
                            "(only passcode lines matter)")
    return "\n".join(lines), warnings


def parse_ydk(
    text: str,
    source_name: str,
    db: CardDatabase | None = None,
    name: str | None = None,
) -> Deck:
    """Parse ``.ydk`` text. ``source_name`` is only used in error messages.

    Format (YGOPro/EDOPro): ``#main``, ``#extra`` and ``!side`` start sections;
    other ``#`` lines are comments (``#created by ...``); every other non-blank
    line is one passcode. Passcodes before any header count as Main Deck.
    """
    cards = db if db is not None else default_database()
    sections: dict[str, list[int]] = {"main": [], "extra": [], "side": []}
    current = "main"
    for lineno, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line:
            continue
        low = line.lower()
        if low in ("#main", "#extra", "!side"):
            current = low[1:]
            continue
        if line.startswith("!") or low == "#side":
            hint = " (the Side Deck header is '!side')" if low.endswith("side") else ""
            raise DeckError(
                source_name,
                lineno,
                f"unknown section header {line!r}; expected #main, #extra or !side{hint}",
            )
        if line.startswith("#"):
            continue  # comment, e.g. "#created by ..."
        code = _parse_passcode(line)
        if code is None:
            raise DeckError(source_name, lineno, f"{line!r} is not a passcode")
        if code not in cards:
            raise DeckError(
                source_name, lineno, f"{code} is not a known card passcode ({cards.source})"
            )
        sections[current].append(code)
    return Deck(
        name=name if name is not None else Path(source_name).stem,
        main=sections["main"],
        extra=sections["extra"],
        side=sections["side"],
    )


def _parse_passcode(text: str) -> int | None:
    """The passcode ``text`` spells (ASCII digits, 1..2**32-1), else ``None``."""
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > 10:
        return None  # (a 5,000-digit line is no passcode, and int() would refuse it)
    value = int(text)
    return value if 0 < value <= _UINT32_MAX else None


def format_ydk(deck: Deck) -> str:
    """``deck`` as ``.ydk`` text (what :func:`write_ydk` writes)."""
    lines = [
        "#created by ygo-desktop",
        "#main",
        *map(str, deck.main),
        "#extra",
        *map(str, deck.extra),
        "!side",
        *map(str, deck.side),
    ]
    return "\n".join(lines) + "\n"


def write_ydk(deck: Deck, path: str | os.PathLike[str]) -> None:
    """Write ``deck`` to ``path`` atomically.

    The text goes to a temporary file in the same directory which then
    replaces ``path`` in one ``os.replace``: a crash or full disk mid-write
    leaves the old deck intact instead of a truncated one.
    """
    p = Path(path)
    data = format_ydk(deck).encode("utf-8")
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, p)
        tmp_name = None
    except OSError as e:
        raise DeckError(path, None, f"cannot write file ({e.strerror or e})") from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


# -- ydke:// --------------------------------------------------------------------------


def to_ydke(deck: Deck) -> str:
    """``deck`` as a ``ydke://`` URL: base64 of little-endian uint32 passcodes,
    ``main!extra!side!`` (the format EDOPro, Dueling Nexus and others share)."""
    parts = [
        base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")
        for codes in (deck.main, deck.extra, deck.side)
    ]
    return YDKE_PREFIX + "!".join(parts) + "!"


def from_ydke(url: str, db: CardDatabase | None = None, name: str = "") -> Deck:
    """Parse a ``ydke://`` URL; every passcode must be in ``db`` (default: bundled)."""
    source = "ydke URL"
    text = url.strip()
    if not text.startswith(YDKE_PREFIX):
        raise DeckError(source, None, f"does not start with {YDKE_PREFIX!r}")
    parts = text[len(YDKE_PREFIX) :].split("!")
    if len(parts) < 3:
        raise DeckError(source, None, "needs three sections main!extra!side!")
    if len(parts) > 4 or (len(parts) == 4 and parts[3] != ""):
        raise DeckError(source, None, "has more than three sections")
    cards = db if db is not None else default_database()
    sections: list[list[int]] = []
    for label, part in zip(("main", "extra", "side"), parts):
        try:
            blob = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError):
            raise DeckError(source, None, f"bad base64 in the {label} section") from None
        if len(blob) % 4:
            raise DeckError(
                source, None, f"{label} section is {len(blob)} bytes, not a multiple of 4"
            )
        codes = list(struct.unpack(f"<{len(blob) // 4}I", blob))
        for code in codes:
            if code == 0 or code not in cards:
                raise DeckError(
                    source, None, f"{label} section: {code} is not a known card passcode"
                )
        sections.append(codes)
    return Deck(name=name, main=sections[0], extra=sections[1], side=sections[2])


# -- banlists ------------------------------------------------------------------------


def load_banlists(path: str | os.PathLike[str] | None = None) -> dict[str, Banlist]:
    """Every list in ``banlists.json`` (default: the bundled one), keyed by name."""
    p = Path(path) if path is not None else assets_dir() / "banlists.json"
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise DeckError(p, None, f"cannot read file ({e.strerror or e})") from None
    except ValueError as e:
        raise DeckError(p, None, f"not valid JSON ({e})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("lists"), list):
        raise DeckError(p, None, "expected an object with a 'lists' array")
    result: dict[str, Banlist] = {}
    for i, entry in enumerate(doc["lists"]):
        try:
            banlist = Banlist.model_validate(entry)
        except ValidationError as e:
            first = e.errors()[0]
            loc = ".".join(str(x) for x in first["loc"])
            raise DeckError(p, None, f"list {i + 1}: {loc}: {first['msg']}") from None
        result[banlist.name] = banlist
    return result


# -- legality ------------------------------------------------------------------------


def check_legality(
    deck: Deck, db: CardDatabase, banlist: Banlist | None = None
) -> list[DeckProblem]:
    """Every rule ``deck`` breaks; an empty list means the deck is legal.

    Checks: Main 40-60, Extra <= 15, Side <= 15; Extra Deck monsters
    (Fusion/Synchro/Xyz/Link) only in the Extra Deck and nothing else there;
    at most 3 copies of a card over all three parts, alternate artworks
    counting as their original; and the banlist's Forbidden/Limited/
    Semi-Limited counts when a banlist is given.
    """
    problems: list[DeckProblem] = []
    size_rules: tuple[tuple[_SizeKind, str, int, int, int], ...] = (
        ("main_size", "Main Deck", len(deck.main), MAIN_MIN, MAIN_MAX),
        ("extra_size", "Extra Deck", len(deck.extra), 0, EXTRA_MAX),
        ("side_size", "Side Deck", len(deck.side), 0, SIDE_MAX),
    )
    for kind, label, n, lo, hi in size_rules:
        if not lo <= n <= hi:
            need = f"{lo} to {hi}" if lo else f"at most {hi}"
            problems.append(
                DeckProblem(kind=kind, message=f"{label} has {n} cards; it must have {need}")
            )

    unknown: set[int] = set()
    for code in deck.all_codes():
        if code not in db and code not in unknown:
            unknown.add(code)
            problems.append(
                DeckProblem(kind="unknown_card", message=f"{code} is not a known card", code=code)
            )

    for code in _unique(deck.main):
        if code in db and db.get(code).is_extra_deck:
            problems.append(
                DeckProblem(
                    kind="extra_in_main",
                    message=f"{_label(db, code)} is an Extra Deck monster; "
                    "it cannot be in the Main Deck",
                    code=code,
                )
            )
    for code in _unique(deck.extra):
        if code in db and not db.get(code).is_extra_deck:
            problems.append(
                DeckProblem(
                    kind="not_extra",
                    message=f"{_label(db, code)} is not a Fusion, Synchro, Xyz or Link monster; "
                    "it cannot be in the Extra Deck",
                    code=code,
                )
            )

    copies: Counter[int] = Counter(
        db.get(code).original_code if code in db else code for code in deck.all_codes()
    )
    for original, n in copies.items():
        if original in unknown:
            continue
        label = _label(db, original)
        if n > MAX_COPIES:
            problems.append(
                DeckProblem(
                    kind="copies",
                    message=f"{label}: {n} copies; a deck may hold at most {MAX_COPIES}",
                    code=original,
                )
            )
        if banlist is not None:
            # Like EDOPro, the list is read under the original passcode.
            allowed = banlist.limit(original)
            if n > allowed:
                status = banlist.status(original)
                problems.append(
                    DeckProblem(
                        kind="banlist",
                        message=f"{label} is {status} in {banlist.name}: "
                        f"{n} in the deck, {allowed} allowed",
                        code=original,
                    )
                )
    return problems


def _unique(codes: Iterable[int]) -> list[int]:
    """``codes`` without repeats, first-seen order (one problem per card)."""
    return list(dict.fromkeys(codes))


def _label(db: CardDatabase, code: int) -> str:
    """``Name (code)`` for messages, or the bare code for an unknown card."""
    return f"{db.get(code).name} ({code})" if code in db else str(code)
