"""Hidden information includes timing (issue 15, item 1).

The same hot-seat duel is played twice through the real window: once Player 2's face-down
card is Trap Hole, a live response to the Normal Summon, once it is Mirror Force, which
cannot respond there. With the chain setting "On" the hand-over screens, the prompts shown
to Player 1, the window titles and Player 1's log are the same in both duels: being asked
depends only on what both players can see (Player 2 holds a face-down card), never on
whether that card could respond.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.duel import Duel
from engine.prompts import ActionAnswer, ZoneAnswer
from engine.start import DuelStart, PlayerSetup, Position
from ygo_desktop.duel_window import DuelWindow, TableSpec
from ygo_desktop.modes.session import PlaySession
from ygo_desktop.worker import DuelRunner

TIMEOUT = 10_000


def _start(face_down: str) -> DuelStart:
    position = Position(turn=3, player=0, phase="main1",
                        p0=PlayerSetup(hand=["Gemini Elf"], deck=["Kuriboh"] * 5),
                        p1=PlayerSetup(spells=[f"{face_down} (set)"], deck=["Kuriboh"] * 5))
    return DuelStart(seed=5, position=position, ask_every_window=(True, True))


def _play(qtbot, face_down: str) -> list[tuple[str, ...]]:
    """What Player 1 sees, frame by frame, while Player 2 passes whenever asked."""

    def make() -> PlaySession:
        session = PlaySession(Duel(_start(face_down)), mode="hotseat", chain=["on", "on"])
        session.advance()
        return session

    window = DuelWindow(DuelRunner(make, hotseat=True), TableSpec(mode="hotseat", chain=["on", "on"]))
    qtbot.addWidget(window)
    window.show()
    script = [ActionAnswer(do="summon", card=None), ActionAnswer(do="end_turn")]
    frames: list[tuple[str, ...]] = []
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as first:
        window.start()
    state = first.args[0]
    while state != "over" and len(frames) < 40:
        if state == "cover":
            frames.append(("cover", str(window.handover.player), window.windowTitle()))
            with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
                qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
            state = blocker.args[0]
            continue
        prompt = window.controller.prompt
        if window.seat == 1:  # Player 2 only ever passes; what they could do stays theirs
            frames.append(("player 2 asked", prompt.kind, window.windowTitle()))
            answer = ActionAnswer(do="pass")
        elif prompt.kind == "zone":  # where Gemini Elf goes: the same in both duels
            frames.append(("player 1 zone", window.windowTitle(), *map(str, prompt.zones)))
            answer = ZoneAnswer(zone=prompt.zones[0])
        else:
            log = tuple(window.controller.log.data(window.controller.log.index(r, 0))
                        for r in range(window.controller.log.rowCount()))
            frames.append(("player 1 asked", prompt.kind, prompt.hint, window.windowTitle(),
                           *[o.label for o in prompt.options], *map(str, log)))
            if not script:
                break
            wanted = script.pop(0)
            if wanted.do == "summon":
                wanted = ActionAnswer(do="summon", card=next(
                    o.card for o in prompt.options if o.do == "summon"))
            answer = wanted
        with qtbot.waitSignal(window.settled, timeout=TIMEOUT) as blocker:
            window.controller.submit(answer)
        state = blocker.args[0]
    window.close()
    return frames


def test_a_live_hidden_response_changes_nothing_player_1_sees(qtbot) -> None:
    live = _play(qtbot, "Trap Hole")
    dead = _play(qtbot, "Mirror Force")
    assert [f for f in live if f[0] != "player 2 asked"] == \
        [f for f in dead if f[0] != "player 2 asked"]
    # the covers themselves are the same, and Player 2 was asked in both duels
    assert [f[0] for f in live] == [f[0] for f in dead]
    assert any(f[0] == "player 2 asked" for f in dead)


def test_only_the_seated_player_changes_their_chain_setting(qtbot) -> None:
    """Issue 15: Player 1, seated, changes their own setting; Player 2's stays as it was and
    cannot be edited — not through the panel, not by a signal sent anyway."""

    def make() -> PlaySession:
        session = PlaySession(Duel(_start("Trap Hole")), mode="hotseat", chain=["on", "on"])
        session.advance()
        return session

    window = DuelWindow(DuelRunner(make, hotseat=True), TableSpec(mode="hotseat", chain=["on", "on"]))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        window.start()
    panel = window.chain_panel
    assert not panel.combos[0].isEnabled() and not panel.combos[1].isEnabled()  # nobody seated
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.seat == 0
    assert panel.combos[0].isEnabled() and not panel.combos[1].isEnabled()
    assert not panel.holds[1].isEnabled()
    panel.combos[0].setCurrentIndex(panel.combos[0].findData("auto"))
    panel.changed.emit(1, "off")  # a signal for the other seat is refused by the worker
    with qtbot.waitSignal(window.settled, timeout=TIMEOUT):  # a round trip through the worker
        window.controller.submit(ActionAnswer(do="pass"))
    assert window.runner.table.chain == ["auto", "on"]
    window.close()
