"""Readable tables: the dark theme's check boxes show when unchecked, the opponent's hand is
inside the window, zones are named as the rules name them, and messages name rules without
document references."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleOptionButton, QWidget
from ui_helpers import drop_card, position_table, zone_point

from ygo_desktop.mat import geometry as geo

FULL_BOARD = Path(__file__).parent / "data" / "full_board.toml"


@pytest.fixture
def dark_theme(qapp):
    from ygo_desktop.style import style_sheet

    before = qapp.styleSheet()
    qapp.setStyleSheet(style_sheet())
    yield
    qapp.setStyleSheet(before)


def _indicator_contrast(qtbot, button, element) -> float:
    """How far the indicator's brightest pixels stand from the theme's background (0..255)."""
    page = QWidget()
    qtbot.addWidget(page)
    button.setParent(page)
    page.resize(200, 60)
    page.show()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    rect: QRect = button.style().subElementRect(element, option, button)
    image = button.grab().toImage()
    background = image.pixelColor(image.width() - 2, image.height() // 2).lightness()
    values = [image.pixelColor(x, y).lightness()
              for x in range(rect.left(), rect.right() + 1)
              for y in range(rect.top(), rect.bottom() + 1)]
    return max(abs(v - background) for v in values)


def test_unchecked_boxes_and_radio_buttons_show_in_the_dark_theme(qtbot, dark_theme):
    box = QCheckBox("Player 1 allows manual moves")
    radio = QRadioButton("Solo / goldfish")
    assert _indicator_contrast(qtbot, box, QStyle.SubElement.SE_CheckBoxIndicator) > 80
    assert _indicator_contrast(qtbot, radio, QStyle.SubElement.SE_RadioButtonIndicator) > 80


def test_the_opponents_hand_is_inside_the_window(qtbot, open_scenario):
    window = open_scenario(FULL_BOARD)
    viewport = window.mat.viewport().rect()
    hands = window.scene.hands
    assert len(hands[1]) == 5 and len(hands[0]) == 6
    for item in hands[0] + hands[1]:
        shown = window.mat.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert viewport.contains(shown), (item.player, shown, viewport)
        assert geo.SCENE_RECT.contains(item.sceneBoundingRect())


def test_outer_spell_trap_zones_are_named_as_pendulum_zones_too(qtbot, open_scenario):
    window = open_scenario(FULL_BOARD)
    zones = window.scene.zones
    assert zones[(0, "spells", 0)].label == "S/T 1 · Pendulum"
    assert zones[(0, "spells", 4)].label == "S/T 5 · Pendulum"
    assert zones[(0, "spells", 2)].label == "S/T 3"
    assert zones[(1, "monsters", 0)].label == "Monster 1"
    assert not any(z.label == "Pendulum" for z in zones.values())


def test_a_zone_prompt_names_the_outer_zones_as_spell_trap_and_pendulum(qtbot, open_window):
    from engine.prompts import ActionAnswer

    window = open_window(position_table({"turn": 3, "phase": "main1",
                                         "p0": {"hand": ["Pot of Greed"],
                                                "deck": ["Kuriboh", "Kuriboh"]}}))
    c = window.controller
    with qtbot.waitSignal(window.settled, timeout=10_000):
        c.submit(ActionAnswer(do="activate", card=c.view.players[0].hand[0].uid))
    buttons = sorted(b.text() for b in window.prompt_panel.current.findChildren(
        type(window.prompt_panel.current.findChild(QWidget, "zone_0"))) if b.text())
    assert "S/T 1 · Pendulum" in buttons and "S/T 5 · Pendulum" in buttons and "S/T 3" in buttons


def test_a_refusal_names_the_rule_not_the_rules_document(qtbot, open_window):
    window = open_window(position_table({"p0": {"hand": ["Dark Magician"],
                                                "monsters": ["Kuriboh"]}}))
    uid = window.controller.view.players[0].hand[0].uid
    with qtbot.waitSignal(window.controller.refused, timeout=10_000) as refused:
        drop_card(window, uid, zone_point(window, 0, "monsters", 2))
    reason = refused.args[1]
    assert "Rulebook: Tribute Summon" in reason and "seed" not in reason
    assert "seed" not in window.prompt_panel.message.text()
    assert "seed" not in window.scene.bubble.text
