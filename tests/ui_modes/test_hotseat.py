"""Hot-seat: the hand-over screen, and no frame shows a player a card hidden from them."""

from __future__ import annotations

import random

from helpers import all_strings, leaks, widget_strings
from PySide6.QtCore import Qt

from engine.duel import Duel
from engine.view import may_see
from ygo_desktop.duel_window import DuelWindow, TableSpec
from ygo_desktop.modes.session import PlaySession
from ygo_desktop.worker import DuelRunner

TIMEOUT = 10_000


def hotseat_window(make, chain):
    return DuelWindow(DuelRunner(make, hotseat=True), TableSpec(mode="hotseat", chain=chain))


def hidden_names(duel, viewer: int) -> set[str]:
    """Names of cards hidden from ``viewer`` that ``viewer`` cannot also see elsewhere."""
    cards = duel.state.cards.values()
    seen = {c.data.name for c in cards if c.location != "gone" and may_see(viewer, c)}
    hidden = {c.data.name for c in cards if c.location != "gone" and not may_see(viewer, c)}
    return hidden - seen


def shown_to(duel, viewer: int) -> set[str]:
    """Names of cards an effect showed to ``viewer`` (a reveal, a look at the top of a Deck or
    at a hand): the log may name them to that player from then on."""
    return {ev.card.data.name for ev in duel.log
            if ev.kind in ("revealed", "looked_at") and ev.card is not None
            and viewer not in ev.hidden_from}


def secret_names(duel) -> set[str]:
    """Names of cards in a hand, a Deck or face-down (what the cover must never show)."""
    return hidden_names(duel, 0) | hidden_names(duel, 1) | {
        c.data.name for c in duel.state.cards.values()
        if c.location in ("hand", "deck") and not any(
            may_see(v, o) and o.location not in ("hand", "deck") and o.data.name == c.data.name
            for v in (0, 1) for o in duel.state.cards.values())}


def test_hotseat_never_shows_a_hidden_card(qtbot, yugi, kaiba, chooser):
    rng = random.Random(11)

    def make():
        duel = Duel.new(yugi, kaiba, seed=11, first_player=0)
        s = PlaySession(duel, mode="hotseat", chain=["on", "on"])
        s.advance()
        return s

    window = hotseat_window(make, ["on", "on"])
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as first:
        window.start()
    assert first.args == ["cover"]
    covers = checked_frames = 0
    seats = set()
    answered = 0
    state = "cover"
    while answered < 80:
        session = window.runner.table  # the worker is idle: it waits for us
        if state == "over":
            break
        if state == "cover":
            covers += 1
            player = window.handover.player
            visible = widget_strings(window, visible_only=True)
            assert not leaks(visible, secret_names(session.duel)), "the cover shows a card"
            assert window.windowTitle() == "ygo-desktop — Hot-seat"
            with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
                qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            state = blocker.args[0]
            assert window.seat == player
            seats.add(player)
            continue
        # the table is shown to the seated player: check every string the window holds
        seat = window.seat
        assert window.controller.view.viewer == seat
        assert window.controller.prompt.player == seat
        found = leaks(all_strings(window),
                      hidden_names(session.duel, seat) - shown_to(session.duel, seat))
        assert not found, f"player {seat + 1} can read a hidden card: {found[:3]}"
        checked_frames += 1
        answer = chooser(window.controller.prompt, rng)
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
            window.controller.submit(answer)
        state = blocker.args[0]
        if state != "refused":
            answered += 1
    assert seats == {0, 1}
    assert covers >= 4 and checked_frames >= 20
    window.close()


def test_hotseat_log_is_per_player(qtbot, yugi, kaiba, chooser):
    """At every seat the log is exactly that player's reading of the duel."""
    from engine.view import events_for
    from ygo_desktop.models.log import _QUIET

    rng = random.Random(3)

    def make():
        s = PlaySession(Duel.new(yugi, kaiba, seed=3, first_player=0), mode="hotseat",
                        chain=["auto", "auto"])
        s.advance()
        return s

    window = hotseat_window(make, ["auto", "auto"])
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
        window.start()
    state = blocker.args[0]
    differing = 0
    for _ in range(60):
        if state == "over":
            break
        if state == "cover":
            with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
                qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            state = blocker.args[0]
            continue
        duel = window.runner.table.duel
        seat = window.seat
        shown = [window.controller.log.data(window.controller.log.index(r, 0))
                 for r in range(window.controller.log.rowCount())]
        expected = [e.text for e in events_for(duel, seat) if e.text and e.kind not in _QUIET]
        assert shown == expected
        other = [e.text for e in events_for(duel, 1 - seat) if e.text and e.kind not in _QUIET]
        differing = max(differing, sum(a != b for a, b in zip(expected, other)))
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
            window.controller.submit(chooser(window.controller.prompt, rng))
        state = blocker.args[0]
    assert differing > 0  # the two players did read different logs
    window.close()
