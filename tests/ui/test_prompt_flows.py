"""Prompts answered through their widgets: a chain response, and every other kind."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from ui_helpers import card_point, drop_card, pick_from_next_menu, position_table, zone_point

from engine.prompts import (
    AnnouncePrompt,
    OptionPrompt,
    OrderPrompt,
    PositionPrompt,
    YesNoPrompt,
    ZonePrompt,
)
from ygo_desktop.worker import FOLLOW_PROMPT


def wait_kind(qtbot, run, kind: str, player: int | None = None) -> None:
    qtbot.waitUntil(lambda: run.controller.prompt is not None and run.controller.prompt.kind == kind
                    and (player is None or run.controller.prompt.player == player), timeout=10_000)


def test_trap_hole_chain_response_through_the_widgets(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Summoned Skull"], "monsters": ["Celtic Guardian"]},
                                  "p1": {"spells": ["Trap Hole (set)"]}}),
                      viewer=FOLLOW_PROMPT)
    skull = run.controller.view.players[0].hand[0].uid
    pick_from_next_menu("Normal Summon")
    drop_card(run, skull, zone_point(run, 0, "monsters", 2))
    wait_kind(qtbot, run, "cards")
    guardian = run.controller.view.players[0].monsters[0].uid
    qtbot.mouseClick(run.mat.viewport(), Qt.MouseButton.LeftButton, pos=card_point(run, guardian))
    qtbot.mouseClick(run.prompt_panel.current.confirm, Qt.MouseButton.LeftButton)
    wait_kind(qtbot, run, "chain", player=1)
    assert run.controller.viewer == 1  # the seat follows the player asked
    panel = run.prompt_panel.current
    assert panel.objectName() == "prompt_chain"
    trap = run.controller.view.players[1].spells[0].uid
    assert run.scene.item_for(trap).actionable  # activatable cards are lit on the mat
    assert "pass" in panel.phase_buttons
    items = [panel.list.item(r).text() for r in range(panel.list.count())]
    assert items == ["Activate — Trap Hole"]
    panel.list.setCurrentRow(0)
    with qtbot.waitSignal(run.controller.answerSent, timeout=5000) as sent:
        QTest.keyClick(panel.list, Qt.Key.Key_Return)
    assert sent.args[0].do == "activate" and sent.args[0].card == trap
    qtbot.waitUntil(lambda: any(c.name == "Summoned Skull" for c in run.controller.view.players[0].gy),
                    timeout=10_000)
    log = [run.controller.log.index(r).data() for r in range(run.controller.log.rowCount())]
    assert any("Trap Hole" in line for line in log)


def _answer_from(qtbot, controller, widget_kind, prompt, act):
    from ygo_desktop.prompts import widget_for

    controller.prompt = prompt
    widget = widget_for(prompt, controller)
    qtbot.addWidget(widget)
    assert widget.objectName() == f"prompt_{widget_kind}"
    with qtbot.waitSignal(controller.answerSent, timeout=2000) as sent:
        act(widget)
    return sent.args[0]


def test_every_small_prompt_kind_answers_through_its_widget(qtbot):
    from ygo_desktop.controller import DuelController

    c = DuelController()
    zone = _answer_from(qtbot, c, "zone", ZonePrompt(player=0, zones=[1, 3, 5]),
                        lambda w: w.findChild(QPushButton, "zone_5").click())
    assert zone.zone == 5
    pos = _answer_from(qtbot, c, "position", PositionPrompt(player=0, positions=["attack", "defense"]),
                       lambda w: w.findChild(QPushButton, "position_defense").click())
    assert pos.position == "defense"
    yes = _answer_from(qtbot, c, "yes_no", YesNoPrompt(player=0, question="Draw 1 card?"),
                       lambda w: QTest.mouseClick(w.findChild(QPushButton, "no"),
                                                  Qt.MouseButton.LeftButton))
    assert yes.yes is False
    option = _answer_from(qtbot, c, "option", OptionPrompt(player=0, options=["Destroy", "Banish"]),
                          lambda w: w.findChild(QPushButton, "option_1").click())
    assert option.option == 1

    def reorder(w):
        w.list.setCurrentRow(2)
        w._move(-1)
        w._move(-1)
        w.findChild(QPushButton, "confirmOrder").click()

    order = _answer_from(qtbot, c, "order", OrderPrompt(player=0, items=[11, 12, 13]), reorder)
    assert order.order == [13, 11, 12]


def test_announce_types_ahead_over_the_choices(qtbot, qtlog):
    from ygo_desktop.controller import DuelController

    c = DuelController()

    def declare(w):
        QTest.keyClicks(w.edit, "plasma")
        assert w.filter.rowCount() == 1 and w.ok.isEnabled()
        # QLineEdit passes Return on after returnPressed (for a default button), and QTest
        # reports a key nobody accepted; in the window, the duel window's key handler gets it
        with qtlog.disabled():
            QTest.keyClick(w.edit, Qt.Key.Key_Return)

    answer = _answer_from(qtbot, c, "announce", AnnouncePrompt(
        player=0, what="card", choices=["Dark Magician", "Mystic Plasma Zone", "Kuriboh"]), declare)
    assert answer.value == "Mystic Plasma Zone"

    def attribute(w):
        QTest.keyClicks(w.edit, "l")
        assert w.filter.rowCount() == 1  # LIGHT only
        w.ok.click()

    answer = _answer_from(qtbot, c, "announce", AnnouncePrompt(
        player=0, what="attribute", choices=["DARK", "LIGHT", "FIRE"]), attribute)
    assert answer.value == "LIGHT"
