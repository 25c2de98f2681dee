"""Replays: the start, the seed, the answers, and a state hash after each answer.

A replay reproduces a duel exactly because the engine is deterministic; the
hashes catch a damaged file (or an engine that changed) at the very answer
where the duel diverges, instead of somewhere later.

Format 2 (written now) hashes the game state only (``Duel.state_hash``: cards,
places, positions, counters, LP, phase, chain, who must answer what kind of
question -- never wording nor the log's length) and records the rules, card
library and per-card versions (``engine.versions``), so a divergence names the
card or rule that changed. Format 1 hashed the pending prompt's wording too: its
hashes are checked as long as they match (:func:`legacy_state_hash`); once one
does not (a reworded hint breaks them all), the rest of the replay is checked
answer by answer for legality only, and ``ReplayCheck.note`` says so.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError, field_validator

from engine.cards.database import CardDatabase
from engine.duel import Duel
from engine.errors import EngineError
from engine.fileio import write_text_atomic
from engine.prompts import Answer, IllegalAnswer
from engine.start import DuelStart
from engine.versions import EngineVersions, differences, duel_versions

FORMAT = "ygo-desktop-replay"
VERSION = 2
#: the formats this app reads (1: hashes over wording too, no versions recorded)
READABLE = (1, 2)
#: a replay bigger than this is not one of ours (a 3,000-answer duel is about half a megabyte)
MAX_BYTES = 64 * 1024 * 1024


class ReplayError(Exception):
    """A replay that cannot be read or does not replay; the message names file and answer."""


class Replay(BaseModel):
    format: Literal["ygo-desktop-replay"] = "ygo-desktop-replay"
    version: int = VERSION
    start: DuelStart
    answers: list[Answer] = Field(default_factory=list)
    hashes: list[str] = Field(default_factory=list)
    title: str = ""
    #: the rules, card library and card versions it was recorded with (None: format 1)
    engine: EngineVersions | None = None

    @field_validator("title")
    @classmethod
    def _savable_title(cls, title: str) -> str:
        try:
            title.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("holds a character that is not text (a lone surrogate)") from None
        return title


def save_replay(replay: Replay, path: str | Path) -> None:
    """Write ``replay`` atomically, always in the current format (a format 1 replay that was
    played again carries the new hashes: ``Duel.record``)."""
    write_text_atomic(path, replay.model_dump_json(indent=1))


def load_replay(path: str | Path) -> Replay:
    """Read a replay file; any problem is a :class:`ReplayError` naming the file and the key."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise ReplayError(f"{path}: not a replay ({size:,} bytes is far more than any duel)")
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    except json.JSONDecodeError as exc:
        raise ReplayError(f"{path}: not a replay (invalid JSON at line {exc.lineno}, column "
                          f"{exc.colno}: {exc.msg})") from None
    except UnicodeDecodeError as exc:
        raise ReplayError(f"{path}: not a replay (not UTF-8 text: byte {exc.start})") from None
    except RecursionError:
        raise ReplayError(f"{path}: not a replay (JSON nested too deeply)") from None
    except ValueError as exc:  # an integer of thousands of digits
        raise ReplayError(f"{path}: not a replay ({exc})") from None
    return replay_from_json(raw, str(path))


def replay_from_json(raw: Any, source: str = "replay") -> Replay:
    """A replay from parsed JSON (``source`` names it in messages)."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ReplayError(f"{source}: not a ygo-desktop replay (missing \"format\": \"{FORMAT}\")")
    version = raw.get("version")
    if type(version) is not int or version not in READABLE:
        shown = repr(version) if isinstance(version, (int, str)) and len(str(version)) < 40 \
            else "?"
        raise ReplayError(f"{source}: replay format version {shown} is not supported "
                          f"(this app reads versions {', '.join(map(str, READABLE))})")
    start = raw.get("start")
    if isinstance(start, dict) and "hidden_ids" not in start:
        # recorded before card ids were re-issued in hidden places: its answers name the ids
        # as they were then (DuelStart.hidden_ids)
        raw = {**raw, "start": {**start, "hidden_ids": False}}
    try:
        replay = Replay.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = ".".join(str(p) for p in err.get("loc", ()))
        raise ReplayError(f"{source}: {key}: {_short(err.get('msg'))}") from None
    except (RecursionError, ValueError) as exc:
        raise ReplayError(f"{source}: not a replay ({_short(exc)})") from None
    _check_start(replay.start, source)
    if len(replay.hashes) != len(replay.answers):
        # unchecked answers would play whatever they lead to; a replay is refused instead
        raise ReplayError(f"{source}: {len(replay.answers)} answer(s) but {len(replay.hashes)} "
                          "state hash(es) — every answer needs its hash (a cut or edited file?)")
    return replay


def _check_start(start: DuelStart, source: str) -> None:
    """What a start must be that its model does not say: two decks or a position, sane numbers."""
    if start.decks is None and start.position is None:
        raise ReplayError(f"{source}: start: needs \"decks\" or \"position\"")
    if start.decks is not None and len(start.decks) != 2:
        raise ReplayError(f"{source}: start.decks: a duel has 2 decks, not {len(start.decks)}")
    if not 0 <= start.seed < 2 ** 64:
        raise ReplayError(f"{source}: start.seed: must be 0 to 2^64-1")
    if not 0 < start.lp <= 999_999:
        raise ReplayError(f"{source}: start.lp: must be 1 to 999999, not {_short(start.lp)}")
    for index, deck in enumerate(start.decks or ()):
        for part in ("main", "extra"):
            for n, code in enumerate(getattr(deck, part)):
                if not 0 <= code < 2 ** 32:
                    raise ReplayError(f"{source}: start.decks.{index}.{part}.{n}: not a passcode")


def _short(value: Any, limit: int = 120) -> str:
    text = str(value) if not isinstance(value, int) or value.bit_length() < 200 else "a huge number"
    return text if len(text) <= limit else text[:limit] + "…"


def legacy_state_hash(duel: Duel) -> str:
    """The state hash of replay format 1 (it covered the pending prompt's JSON and the log's
    length): kept only to check format 1 replays as far as their hashes still match."""
    g = duel.game
    st = g.state
    parts: list[Any] = [st.turn, st.turn_player, st.phase, st.step, st.over, st.winner]
    for p in st.players:
        parts.append(p.lp)
        for name in ("hand", "deck", "extra", "gy", "banished"):
            parts.append([(c.uid, c.face_up) for c in getattr(p, name)])
        for row in (p.monsters, p.extra_monsters, p.spells, [p.field_zone]):
            parts.append([None if c is None else (c.uid, c.face_up, c.position,
                                                  sorted(c.counters.items()),
                                                  [m.uid for m in c.materials])
                          for c in row])
    parts.append([(ln.card.uid, ln.effect.index) for ln in g.chain])
    parts.append(len(g.log))
    pending = duel.pending
    parts.append(None if pending is None else pending.model_dump_json())
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


class ReplayCheck:
    """Gives a replay's answers to a duel one at a time, checking each against the record.

    Shared by :func:`play_replay` and the replay viewer, so both name what diverged the
    same way: the answer's number, and which rule or card version differs from the ones
    the replay was recorded with (or "damaged" when none does).
    """

    def __init__(self, replay: Replay, db: CardDatabase | None = None,
                 source: str = "replay") -> None:
        self.replay = replay
        self.db = db
        self.source = source
        #: format 1: the first answer whose old-style hash no longer matched (None: all did)
        self.unchecked_from: int | None = None

    @property
    def note(self) -> str:
        """Said once about a format 1 replay whose hashes stopped matching (else "")."""
        if self.unchecked_from is None:
            return ""
        return (f"{self.source}: recorded by an older app (replay format 1), whose state hashes "
                f"also covered the wording of questions; from answer {self.unchecked_from} on, "
                "only the legality of each answer is checked")

    def new_duel(self) -> Duel:
        try:
            return Duel(self.replay.start, self.db)
        except EngineError as exc:
            raise ReplayError(f"{self.source}: the start position is invalid: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - a start the engine cannot build: say so
            raise ReplayError(f"{self.source}: the start position is invalid: "
                              f"{_short(exc)}") from None

    def step(self, duel: Duel, index: int) -> None:
        """Give answer ``index`` (0-based) to ``duel`` (which has exactly ``index`` answers)."""
        try:
            duel.answer(self.replay.answers[index])
        except IllegalAnswer as exc:
            raise ReplayError(f"{self.source}: answer {index + 1} is illegal at that point: "
                              f"{exc.reason}{self._why(duel)}") from None
        if not duel.track_hashes:
            return
        recorded = self.replay.hashes[index]
        if self.replay.version >= 2:
            if duel.hashes[-1] != recorded:
                raise ReplayError(f"{self.source}: the duel diverges at answer {index + 1}: the "
                                  f"state differs from the recorded one{self._why(duel)}")
        elif self.unchecked_from is None and legacy_state_hash(duel) != recorded:
            self.unchecked_from = index + 1

    def _why(self, duel: Duel) -> str:
        changed = differences(self.replay.engine, duel_versions(duel), duel.db)
        if not changed:
            return " (a damaged replay: no rule or card version differs)"
        return " — " + "; ".join(changed)


def play_replay(replay: Replay, db: CardDatabase | None = None, upto: int | None = None,
                source: str = "replay") -> Duel:
    """Replay the first ``upto`` answers (all by default), checking every state hash."""
    check = ReplayCheck(replay, db, source)
    duel = check.new_duel()
    count = len(replay.answers) if upto is None else min(upto, len(replay.answers))
    for index in range(count):
        check.step(duel, index)
    return duel
