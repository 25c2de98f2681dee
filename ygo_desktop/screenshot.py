"""``--screenshot``: the window a player gets, rendered offscreen at 1600x1000 and saved as PNG.

Every path opens the one duel window through the same entry points the app
uses (``modes.launch``), waits until it settles (a question shown, a hand-over
screen, a replay position, or an error), and grabs it:

    --scenario FILE [--as-player N]       a scenario's position (a puzzle), from seat N
    --mode hotseat | solo                 a new duel of the two preselected starter decks
    --mode puzzle --scenario FILE         a puzzle, seen by the player asked
    --replay FILE [--at N]                the replay viewer, N answers in (default: the end)
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, Qt, QTimer

SIZE = (1600, 1000)
TIMEOUT_MS = 30_000


def _wait(signal: Any, timeout_ms: int = TIMEOUT_MS) -> list[Any]:
    """Run the event loop until ``signal`` fires (or the timeout); its arguments, or []."""
    loop = QEventLoop()
    got: list[Any] = []

    def fired(*args: Any) -> None:
        if not got:
            got.append(args)
        loop.quit()

    signal.connect(fired)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    signal.disconnect(fired)
    return list(got[0]) if got else []


def _flush(ms: int = 100) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def render_window(window: Any, out: Path, prepare: Callable[[Any], None] | None = None) -> int:
    """Start ``window`` offscreen, wait until it settles, run ``prepare``, save ``out``.

    0 when all went well, 2 when the duel could not start or the file cannot be written.
    """
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    window.scene.animations = False  # a still picture: every card already where it lands
    window.resize(*SIZE)
    window.show()
    settled = window.settled
    loop_args: list[Any] = []
    try:
        window.start()
        loop_args = _wait(settled)
        if loop_args == ["error"] or not loop_args:
            text = window.statusBar().currentMessage() or "the duel did not start in time"
            print(f"ygo-desktop: {text}", file=sys.stderr)
            return 2
        if prepare is not None:
            prepare(window)
        _flush()
        out.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(out), "PNG"):
            print(f"ygo-desktop: cannot write {out}", file=sys.stderr)
            return 2
    finally:
        window.close()
    return 0


def _show_test_hands(window: Any) -> None:
    """Solo: the test-hands tab with a hand dealt and the odds of its first cards."""
    panel = window.test_hands
    if panel is None:
        return
    window.tabs.setCurrentIndex(window.tabs.count() - 1)  # the test hands tab
    panel.deal_again()
    panel.set_wanted(sorted(set(panel.main), key=panel.main.index)[:3])
    with_odds = panel.compute_odds()
    if with_odds:
        _wait(panel.oddsComputed)


def render(out: Path, *, mode: str | None = None, scenario: Path | None = None,
           viewer: int | None = None, replay: Path | None = None, at: int | None = None,
           seed: int = 7) -> int:
    """The ``--screenshot`` command; see the module's docstring."""
    from ygo_desktop.modes.launch import open_puzzle, open_replay, open_setup
    from ygo_desktop.worker import FOLLOW_PROMPT

    prepare: Callable[[Any], None] | None = None
    if replay is not None:
        window = open_replay(replay)

        def prepare(w: Any) -> None:
            target = w.replay_bar.length if at is None else at
            if target != w.replay_bar.position:
                w.runner.seekRequested.emit(target)
                _wait(w.settled)

    elif mode in ("hotseat", "solo"):
        from ygo_desktop.dialogs.new_duel import (
            DEFAULT_DECKS,
            STARTER_PREFIX,
            DuelSetup,
            build_start,
            load_deck,
        )

        decks = [load_deck(STARTER_PREFIX + name) for name in DEFAULT_DECKS]
        window = open_setup(DuelSetup(mode=mode, start=build_start(decks, mode=mode, seed=seed)))
        prepare = _show_test_hands if mode == "solo" else None
    elif scenario is not None:
        seat = FOLLOW_PROMPT if mode == "puzzle" or viewer is None else viewer
        window = open_puzzle(scenario, viewer=seat)
    else:
        print("ygo-desktop: --screenshot needs --scenario FILE, --replay FILE or "
              "--mode hotseat|solo", file=sys.stderr)
        return 2
    return render_window(window, out, prepare)
