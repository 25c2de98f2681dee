"""Replays survive cosmetic change and name what changed when they do not (issue 10, item 3).

The state hash covers the game state only (cards, places, positions, counters, LP,
phase, chain, who must answer what kind of question), never wording or the log's
length; a replay records the rules, card library and per-card versions, and a replay
that diverges says which one differs and still opens up to that point.
``tests/data/replay_v1.json`` was recorded in format 1 (hashes over wording too) by the
code before this change: it must keep playing after a hint is reworded.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.ai.random_player import RandomPlayer
from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.replay import VERSION, ReplayCheck, ReplayError, load_replay, play_replay, save_replay
from engine.versions import RULES_VERSION, EngineVersions, differences
from ygo_desktop.modes.replay_session import ReplaySession

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "assets" / "decks"
V1 = Path(__file__).parent / "data" / "replay_v1.json"


def _duel(answers: int = 80, seed: int = 5) -> Duel:
    duel = Duel.new(read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk"),
                    read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk"), seed=seed)
    player = RandomPlayer(seed)
    while not duel.over and len(duel.answers) < answers:
        try:
            duel.answer(player.answer(duel.pending))
        except IllegalAnswer:
            continue
    return duel


@pytest.fixture()
def reworded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every prompt's hint and every option's label reworded (a cosmetic change)."""
    original = Duel._step

    def step(self: Duel, answer: object, first: bool = False) -> None:
        original(self, answer, first)
        prompt = self._pending
        if prompt is None:
            return
        prompt.hint = "Reworded: " + prompt.hint
        options = getattr(prompt, "options", None)
        if options:
            prompt.options = [o.model_copy(update={"label": f"({o.label})"}) for o in options]

    monkeypatch.setattr(Duel, "_step", step)


def test_the_state_hash_ignores_wording_and_the_log() -> None:
    duel = _duel(20)
    before = duel.state_hash()
    duel.pending.hint = "something else entirely"
    duel.game.log.append(duel.game.log[-1])
    assert duel.state_hash() == before


def test_a_format_1_replay_still_plays_after_a_hint_is_reworded(reworded: None) -> None:
    replay = load_replay(V1)
    assert replay.version == 1 and replay.engine is None
    check = ReplayCheck(replay, source=str(V1))
    duel = check.new_duel()
    for index in range(len(replay.answers)):
        check.step(duel, index)
    assert len(duel.answers) == len(replay.answers) == 240
    assert duel.pending is not None and duel.pending.hint.startswith("Reworded: ")
    assert check.unchecked_from == 1  # the old hashes covered the hint: from answer 1 on
    assert "format 1" in check.note and "legality" in check.note
    # played again, it is a format 2 replay whose hashes no wording can break
    again = duel.record
    assert again.version == VERSION == 2 and len(again.hashes) == 240
    assert len(play_replay(again).answers) == 240


def test_a_format_2_replay_keeps_every_hash_checked_after_a_rewording(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.json"
    save_replay(_duel(120).record, path)
    monkeypatch.setattr(Duel, "_step", _rewording(Duel._step))
    replay = load_replay(path)
    duel = play_replay(replay, source=str(path))  # raises at the first hash that differs
    assert duel.hashes == replay.hashes


def _rewording(original):  # type: ignore[no-untyped-def]
    def step(self: Duel, answer: object, first: bool = False) -> None:
        original(self, answer, first)
        if self._pending is not None:
            self._pending.hint = self._pending.hint.upper() + "!"
    return step


def test_a_replay_records_the_rules_library_and_card_versions(tmp_path: Path) -> None:
    duel = _duel(10)
    path = tmp_path / "r.json"
    save_replay(duel.record, path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["version"] == 2
    engine = raw["engine"]
    assert engine["rules"] == RULES_VERSION and engine["library"] == duel.registry.library_version
    codes = {c.data.code for c in duel.game.state.cards.values()}
    automated = {c for c in codes if duel.registry.script(duel.db.get(c)) is not None}
    assert automated and set(map(int, engine["cards"])) == automated  # Normal Monsters need none
    assert load_replay(path).engine == duel.record.engine


def _tampered(duel: Duel, path: Path, at: int, card_version: int | None = None) -> str:
    """Save ``duel``'s record with hash ``at`` damaged and, optionally, one automated card
    recorded at another version; returns that card as messages name it."""
    raw = json.loads(duel.record.model_dump_json())
    raw["hashes"][at - 1] = "0" * 16
    code = min(raw["engine"]["cards"], key=int)
    if card_version is not None:
        raw["engine"]["cards"][code] = card_version
    path.write_text(json.dumps(raw), encoding="utf-8")
    return f"{duel.db.get(int(code)).name} ({code})"


def test_a_divergence_names_the_card_whose_version_differs(tmp_path: Path) -> None:
    duel = _duel(60)
    path = tmp_path / "r.json"
    card = _tampered(duel, path, at=30, card_version=99)
    with pytest.raises(ReplayError) as err:
        play_replay(load_replay(path), source=str(path))
    message = str(err.value)
    assert str(path) in message and "answer 30" in message
    assert re.search(re.escape(card) + r" behaves as version \d+ here, the replay used version 99",
                     message)


def test_a_divergence_with_no_version_change_is_a_damaged_replay(tmp_path: Path) -> None:
    duel = _duel(60)
    path = tmp_path / "r.json"
    _tampered(duel, path, at=12)
    with pytest.raises(ReplayError, match=r"answer 12: the state differs .*damaged replay"):
        play_replay(load_replay(path), source=str(path))


def test_the_viewer_opens_a_diverging_replay_up_to_that_point(tmp_path: Path) -> None:
    duel = _duel(60)
    path = tmp_path / "r.json"
    card = _tampered(duel, path, at=25, card_version=99)
    session = ReplaySession(load_replay(path), source=str(path))
    session.seek(session.length)
    assert session.position == 24
    assert "answer 25" in session.damaged and card in session.damaged
    session.seek(3)  # the good positions stay viewable
    assert session.position == 3 and session.duel.state_hash() == duel.hashes[2]


def test_version_differences_in_words() -> None:
    was = EngineVersions(rules=1, library=2, cards={46986414: 1, 89631139: 1})
    now = EngineVersions(rules=2, library=2, cards={46986414: 2, 4206964: 1})
    said = differences(was, now)
    assert "the rules are version 2 here, the replay used version 1" in said
    assert "Dark Magician (46986414) behaves as version 2 here, the replay used version 1" in said
    assert any("Blue-Eyes White Dragon (89631139) is played by hand here" in s for s in said)
    assert any("Trap Hole (4206964) is automated here" in s for s in said)
    assert differences(now, now) == []


def test_the_demo_replay_plays_to_its_end() -> None:
    """``tests/ui/data/demo_replay.json`` (the README's replay viewer screenshot, ``--at 111``)."""
    path = ROOT / "tests" / "ui" / "data" / "demo_replay.json"
    replay = load_replay(path)
    assert replay.version == VERSION and replay.engine is not None
    assert len(play_replay(replay, source=str(path)).answers) == len(replay.answers) >= 111
