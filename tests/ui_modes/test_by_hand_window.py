"""Cards played by hand through the hot-seat window (issue 15, item 3).

A not-automated Spell (Allure of Darkness), a not-automated Trap in response (Kunai with
Chain) and a not-automated monster effect (Armed Dragon LV3) are played through the real
window with manual moves off: each resolves in a marked "resolving X" state in which only its
controller gets the Manual tab (its buttons), finished with Done; the duel then replays
identically from its record.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.duel import Duel
from engine.prompts import ActionAnswer, ZoneAnswer
from engine.start import DuelStart, PlayerSetup, Position
from ygo_desktop.duel_window import DuelWindow, TableSpec
from ygo_desktop.modes.session import PlaySession
from ygo_desktop.worker import DuelRunner

TIMEOUT = 10_000
SPELL, TRAP, MONSTER = "Allure of Darkness", "Kunai with Chain", "Armed Dragon LV3"


def _start() -> DuelStart:
    position = Position(
        turn=3, player=0, phase="main1",
        p0=PlayerSetup(hand=[SPELL, MONSTER, "Dark Magician"], deck=["Kuriboh"] * 6),
        p1=PlayerSetup(spells=[f"{TRAP} (set)"], deck=["Kuriboh"] * 6))
    return DuelStart(seed=3, position=position, by_hand=True, manual=(False, False),
                     ask_every_window=(True, True))


class _Table:
    """Drives the window: takes the seat at every hand-over, answers through the window."""

    def __init__(self, qtbot, window: DuelWindow) -> None:
        self.qtbot, self.window = qtbot, window

    def settle(self, action) -> str:
        with self.qtbot.waitSignal(self.window.settled, timeout=TIMEOUT) as blocker:
            action()
        state = blocker.args[0]
        while state == "cover":
            with self.qtbot.waitSignal(self.window.settled, timeout=TIMEOUT) as blocker:
                self.qtbot.mouseClick(self.window.handover.button, Qt.MouseButton.LeftButton)
            state = blocker.args[0]
        while self.prompt.kind == "zone":
            zone = self.prompt.zones[0]
            state = self.settle(lambda z=zone: self.window.controller.submit(ZoneAnswer(zone=z)))
        return state

    @property
    def prompt(self):
        return self.window.controller.prompt

    def option(self, do: str, name: str) -> ActionAnswer:
        for o in self.prompt.options:
            if o.do == do and name in o.label:
                return ActionAnswer(do=do, card=o.card, effect=o.effect)
        raise AssertionError(f"{do} {name}: {[o.label for o in self.prompt.options]}")

    def answer(self, answer) -> str:
        return self.settle(lambda: self.window.controller.submit(answer))

    def click(self, object_name: str) -> str:
        button = self.window.manual_panel.findChild(QPushButton, object_name)
        assert button is not None and button.isEnabled()
        return self.settle(lambda: self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton))

    def pass_until(self, test) -> None:
        for _ in range(20):
            if test():
                return
            self.answer(ActionAnswer(do="pass"))
        raise AssertionError("never reached")


def test_spell_trap_and_monster_effect_played_by_hand_in_hot_seat(qtbot) -> None:
    def make() -> PlaySession:
        session = PlaySession(Duel(_start()), mode="hotseat", chain=["on", "on"])
        session.advance()
        return session

    window = DuelWindow(DuelRunner(make, hotseat=True),
                        TableSpec(mode="hotseat", chain=["on", "on"], manual=(False, False)))
    qtbot.addWidget(window)
    window.scene.animations = False
    window.show()
    table = _Table(qtbot, window)
    table.settle(window.start)
    assert not window.manual_panel.isEnabled()  # manual moves are off in this duel
    table.answer(table.option("activate", SPELL))
    assert window.seat == 1
    table.answer(table.option("activate", TRAP))  # Player 2 answers with the Set Trap
    table.pass_until(lambda: table.prompt.resolving is not None)
    # Player 2 carries out Kunai with Chain: the Manual tab is theirs until Done
    assert window.seat == 1 and "Resolving Kunai with Chain" in table.prompt.hint
    assert window.tabs.currentWidget() is window.manual_panel and window.manual_panel.isEnabled()
    assert window.manual_panel._actor() == 1 and not window.manual_panel.actor.isEnabled()
    window.manual_panel.lp.setValue(-300)
    table.click("manualLp")
    table.answer(ActionAnswer(do="done"))
    # Player 1 carries out Allure of Darkness: draw 2
    assert window.seat == 0 and "Resolving Allure of Darkness" in table.prompt.hint
    window.manual_panel.amount.setValue(2)
    table.click("manualDraw")
    table.answer(ActionAnswer(do="done"))
    table.pass_until(lambda: table.prompt.kind == "idle" and window.seat == 0)
    assert not window.manual_panel.isEnabled()  # back to the duel's own setting
    table.answer(table.option("summon", MONSTER))
    table.pass_until(lambda: table.prompt.kind == "idle" and window.seat == 0)
    table.answer(table.option("activate", MONSTER))
    table.pass_until(lambda: table.prompt.resolving is not None)
    assert "Resolving Armed Dragon LV3" in table.prompt.hint
    table.answer(ActionAnswer(do="done"))
    duel = window.runner.table.duel
    assert duel.state.players[1].lp == 7700
    assert len(duel.state.players[0].hand) == 3  # Dark Magician and the 2 drawn
    # the record replays the same duel
    again = Duel(duel.start)
    for answer in duel.answers:
        again.answer(answer)
    assert again.state_hash() == duel.state_hash()
    window.close()
