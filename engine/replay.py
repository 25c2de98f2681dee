"""Replays: the start, the seed, the answers, and a state hash after each answer.

A replay reproduces a duel exactly because the engine is deterministic; the
hashes catch a damaged file (or an engine that changed) at the very answer
where the duel diverges, instead of somewhere later.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from engine.cards.database import CardDatabase
from engine.duel import Duel
from engine.errors import EngineError
from engine.fileio import write_text_atomic
from engine.prompts import Answer, IllegalAnswer
from engine.start import DuelStart

FORMAT = "ygo-desktop-replay"
VERSION = 1


class ReplayError(Exception):
    """A replay that cannot be read or does not replay; the message names file and answer."""


class Replay(BaseModel):
    format: Literal["ygo-desktop-replay"] = "ygo-desktop-replay"
    version: int = VERSION
    start: DuelStart
    answers: list[Answer] = Field(default_factory=list)
    hashes: list[str] = Field(default_factory=list)
    title: str = ""


def save_replay(replay: Replay, path: str | Path) -> None:
    write_text_atomic(path, replay.model_dump_json(indent=1))


def load_replay(path: str | Path) -> Replay:
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read the file ({exc.strerror or exc})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ReplayError(f"{path}: not a replay (invalid JSON: {exc})") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise ReplayError(f"{path}: not a ygo-desktop replay (missing \"format\": \"{FORMAT}\")")
    if raw.get("version") != VERSION:
        raise ReplayError(f"{path}: replay format version {raw.get('version')!r} is not supported "
                          f"(this app reads version {VERSION})")
    try:
        replay = Replay.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = ".".join(str(p) for p in err.get("loc", ()))
        raise ReplayError(f"{path}: {key}: {err.get('msg')}") from None
    if len(replay.hashes) != len(replay.answers):
        # unchecked answers would play whatever they lead to; a replay is refused instead
        raise ReplayError(f"{path}: {len(replay.answers)} answer(s) but {len(replay.hashes)} state "
                          "hash(es) — every answer needs its hash (a cut or edited file?)")
    return replay


def play_replay(replay: Replay, db: CardDatabase | None = None, upto: int | None = None,
                source: str = "replay") -> Duel:
    """Replay the first ``upto`` answers (all by default), checking every state hash."""
    try:
        duel = Duel(replay.start, db)
    except EngineError as exc:
        raise ReplayError(f"{source}: the start position is invalid: {exc}") from None
    answers = replay.answers if upto is None else replay.answers[:upto]
    for index, answer in enumerate(answers):
        try:
            duel.answer(answer)
        except IllegalAnswer as exc:
            raise ReplayError(f"{source}: answer {index + 1} is illegal at that point "
                              f"(damaged replay?): {exc.reason}") from None
        if index < len(replay.hashes) and duel.hashes[-1] != replay.hashes[index]:
            raise ReplayError(f"{source}: the duel diverges at answer {index + 1}: the state "
                              "differs from the recorded one (damaged replay, or recorded by "
                              "another engine version)")
    return duel
