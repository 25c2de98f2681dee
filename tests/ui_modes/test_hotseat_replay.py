"""Replays of unfinished hot-seat duels (issue 15, item 2).

Saving a hot-seat duel mid-game and opening it in the replay viewer must not let either friend
read the other's hand: such a replay opens in the public view only (both hands and both Decks
hidden) and no other perspective can be chosen; once a duel has ended, each player's view opens.
"""

from __future__ import annotations

import random

from helpers import all_strings, leaks

from engine.duel import Duel
from engine.replay import save_replay
from engine.view import may_see
from ygo_desktop.dialogs.new_duel import build_start
from ygo_desktop.modes.launch import open_replay
from ygo_desktop.modes.session import PlaySession

TIMEOUT = 10_000


def _hidden_from_someone(duel: Duel) -> set[str]:
    """Names of cards that one player may not see and that are not visible anywhere else."""
    cards = [c for c in duel.state.cards.values() if c.location != "gone"]
    public = {c.data.name for c in cards if may_see(0, c) and may_see(1, c)}
    hidden = {c.data.name for c in cards if not (may_see(0, c) and may_see(1, c))}
    return hidden - public


def _unfinished_hotseat_replay(tmp_path, yugi, kaiba, chooser):
    start = build_start([yugi, kaiba], mode="hotseat", seed=21, first_player=0)
    session = PlaySession(Duel(start), mode="hotseat")
    session.advance()
    rng = random.Random(21)
    while len(session.duel.answers) < 120 and not session.duel.over:
        session.answer(chooser(session.pending, rng))
    assert not session.duel.over
    path = tmp_path / "hotseat.json"
    save_replay(session.record, path)
    return path, session.duel


def test_an_unfinished_hotseat_replay_shows_no_hidden_card(qtbot, tmp_path, yugi, kaiba, chooser):
    path, duel = _unfinished_hotseat_replay(tmp_path, yugi, kaiba, chooser)
    secret = _hidden_from_someone(duel)
    assert secret, "the test needs hidden cards to look for"
    viewer = open_replay(str(path))
    qtbot.addWidget(viewer)
    viewer.scene.animations = False
    viewer.show()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.start()
    combo = viewer.replay_bar.perspective
    assert [combo.itemData(i) for i in range(combo.count())] == ["public"]
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.runner.seekRequested.emit(len(duel.answers))
    assert viewer.runner.table.duel.state_hash() == duel.state_hash()
    found = leaks(all_strings(viewer), secret)
    assert not found, f"the replay shows a hidden card: {found[:3]}"
    # asking for a player's view anyway (a signal, not the combo) changes nothing
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.runner.perspectiveRequested.emit(1)
    assert not leaks(all_strings(viewer), secret)
    hands = viewer.controller.view.players
    assert all(c.name is None for side in hands for c in side.hand)
    viewer.close()


def test_a_finished_hotseat_replay_opens_each_players_view(qtbot, tmp_path, yugi, kaiba):
    start = build_start([yugi, kaiba], mode="hotseat", seed=4, first_player=0)
    session = PlaySession(Duel(start), mode="hotseat")
    session.advance()
    from engine.ai.random_player import RandomPlayer
    from engine.prompts import ActionAnswer

    other = RandomPlayer(4)
    while not session.duel.over:  # both players only end turns until a Deck runs out
        prompt = session.pending
        if prompt.kind not in ("idle", "battle", "chain"):
            session.answer(other.answer(prompt))  # the hand size limit's discard, say
            continue
        options = {o.do for o in prompt.options}
        do = "end_turn" if "end_turn" in options else "pass"
        session.answer(ActionAnswer(do=do))
    path = tmp_path / "over.json"
    save_replay(session.record, path)
    viewer = open_replay(str(path))
    qtbot.addWidget(viewer)
    viewer.show()
    with qtbot.waitSignal(viewer.settled, timeout=TIMEOUT):
        viewer.start()
    combo = viewer.replay_bar.perspective
    assert [combo.itemData(i) for i in range(combo.count())] == [0, 1, "both"]
    viewer.close()
