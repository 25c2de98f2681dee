"""Soak: thousands of answers through the real duel window, as a long solo session.

The audit that found PySide6 6.12.0 aborting after about 500 answers showed that short UI
tests never reach such failures. This test plays at least 3,000 answers through the window
players get (a solo duel of the two preselected starter decks, one duel after another), each
answer sent the way the window's widgets send it and each awaited through the window's own
``settled`` signal, and checks that nothing went wrong and that the reference counts of
``True``, ``False`` and ``None`` stay put.
"""

from __future__ import annotations

import random
import sys

import pytest

from engine.ai.random_player import RandomPlayer
from ygo_desktop.dialogs.new_duel import DuelSetup, build_start
from ygo_desktop.modes.launch import open_setup

pytestmark = pytest.mark.soak

ANSWERS = 3_000
TIMEOUT = 20_000


def _play_one_duel(qtbot, yugi, kaiba, seed: int, budget: int) -> int:
    start = build_start([yugi, kaiba], mode="solo", first_player=seed % 2, seed=seed)
    window = open_setup(DuelSetup(mode="solo", start=start))
    qtbot.addWidget(window)
    window.scene.animations = False  # answers as fast as the window takes them
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as first:
        window.start()
    state = first.args[0]
    chooser = RandomPlayer(seed)
    given = 0
    while state == "prompt" and given < budget:
        prompt = window.controller.prompt
        assert prompt is not None
        answer = chooser.answer(prompt)
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
            window.controller.submit(answer)
        state = blocker.args[0]
        given += 1
        if state == "refused":  # the random player tries answers a validator may refuse
            state = "prompt"
    assert state in ("prompt", "over"), f"the window settled in state {state!r}"
    window.close()
    return given


def test_three_thousand_answers_through_the_solo_window(qtbot, yugi, kaiba):
    counts = [sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)]
    total, seed = 0, 1
    rng = random.Random(2026)
    while total < ANSWERS:
        total += _play_one_duel(qtbot, yugi, kaiba, rng.randrange(1 << 30), ANSWERS - total)
        seed += 1
    after = [sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)]
    drift = [a - b for a, b in zip(after, counts)]
    assert total >= ANSWERS
    # a release that drops a reference per emit moves these by thousands here
    assert all(d > -500 for d in drift), f"reference counts of True/False/None fell by {drift}"
