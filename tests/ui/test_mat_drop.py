"""Drag-to-summon through real drop events on the mat, the Tribute flow, refusals explained."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import (
    card_point,
    drop_card,
    pick_from_next_menu,
    position_table,
    wait_answered,
    zone_point,
)


def hand_uid(run, name: str) -> int:
    return next(c.uid for c in run.controller.view.players[run.controller.viewer].hand
                if c.name == name)


def test_dropping_a_monster_on_a_main_monster_zone_summons_it_there(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Celtic Guardian"], "monsters": ["Kuriboh"]}}))
    uid = hand_uid(run, "Celtic Guardian")
    sent = []
    run.controller.answerSent.connect(sent.append)
    seen = pick_from_next_menu("Normal Summon")
    wait_answered(qtbot, run, lambda: drop_card(run, uid, zone_point(run, 0, "monsters", 3)))
    assert seen == ["Normal Summon", "Set"]
    assert sent[0].do == "summon" and sent[0].card == uid
    qtbot.waitUntil(lambda: run.controller.view.players[0].monsters[3] is not None, timeout=5000)
    assert sent[1].zone == 3  # the dropped zone answered the engine's zone prompt
    item = run.scene.cards[(0, "monsters", 3)]
    assert item.isVisible() and item.card.name == "Celtic Guardian" and item.rotation() == 0
    assert all(c.name != "Celtic Guardian" for c in run.controller.view.players[0].hand)


def test_set_from_the_drop_menu_places_a_face_down_card_its_owner_can_read(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Mystical Elf"]}}))
    uid = hand_uid(run, "Mystical Elf")
    pick_from_next_menu("Set")
    wait_answered(qtbot, run, lambda: drop_card(run, uid, zone_point(run, 0, "monsters", 1)))
    qtbot.waitUntil(lambda: run.controller.view.players[0].monsters[1] is not None, timeout=5000)
    item = run.scene.cards[(0, "monsters", 1)]
    assert item.card.name == "Mystical Elf" and not item.card.face_up
    assert item.rotation() == 90  # Defense Position: sideways


def test_tribute_summon_chooses_the_tributes_on_the_mat(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Dark Magician"],
                                         "monsters": ["Celtic Guardian", "Kuriboh", "Mystical Elf"]}}))
    uid = hand_uid(run, "Dark Magician")
    pick_from_next_menu("Normal Summon")
    drop_card(run, uid, zone_point(run, 0, "monsters", 4))
    qtbot.waitUntil(lambda: run.controller.prompt is not None and run.controller.prompt.kind == "cards",
                    timeout=5000)
    panel = run.prompt_panel.current
    assert panel.objectName() == "prompt_cards"
    assert "0 of 2" in panel.count.text() and not panel.confirm.isEnabled()
    view = run.controller.view
    guardian, kuriboh = view.players[0].monsters[0].uid, view.players[0].monsters[1].uid
    for uid_ in (guardian, kuriboh):
        qtbot.mouseClick(run.mat.viewport(), Qt.MouseButton.LeftButton, pos=card_point(run, uid_))
    assert run.controller.selection == [guardian, kuriboh]
    assert "2 of 2" in panel.count.text() and panel.confirm.isEnabled()
    with qtbot.waitSignal(run.controller.viewApplied, timeout=10_000):
        qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: run.controller.view.players[0].monsters[4] is not None, timeout=5000)
    side = run.controller.view.players[0]
    assert side.monsters[4].name == "Dark Magician"
    assert sorted(c.name for c in side.gy) == ["Celtic Guardian", "Kuriboh"]


def test_a_drop_the_rules_forbid_is_explained_beside_the_card(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Dark Magician"], "monsters": ["Kuriboh"]}}))
    uid = hand_uid(run, "Dark Magician")
    with qtbot.waitSignal(run.controller.refused, timeout=10_000) as refused:
        drop_card(run, uid, zone_point(run, 0, "monsters", 2))
    assert refused.args[0] == uid and "Tribute" in refused.args[1]
    bubble = run.scene.bubble
    assert bubble.isVisible() and "Tribute" in bubble.text
    card = run.scene.item_for(uid).sceneBoundingRect()
    assert abs(bubble.sceneBoundingRect().center().x() - card.center().x()) < 160
    assert "Tribute" in run.prompt_panel.message.text()


def test_only_legal_zones_light_up_while_dragging(qtbot, open_window):
    run = open_window(position_table({"p0": {"hand": ["Celtic Guardian", "Pot of Greed"],
                                         "monsters": ["Kuriboh"], "deck": ["Kuriboh"] * 3}}))
    scene = run.scene
    scene.set_drop_highlight(run.controller.drop_targets(hand_uid(run, "Celtic Guardian")))
    lit = sorted((z.area, z.index) for k, z in scene.zones.items() if z.drop_legal and k[0] == z.player)
    assert lit == [("monsters", 1), ("monsters", 2), ("monsters", 3), ("monsters", 4)]
    scene.set_drop_highlight(run.controller.drop_targets(hand_uid(run, "Pot of Greed")))
    lit = sorted((z.area, z.index) for k, z in scene.zones.items() if z.drop_legal and k[0] == z.player)
    assert lit == [("spells", i) for i in range(5)]
    scene.set_drop_highlight(None)
    assert not any(z.drop_legal for z in scene.zones.values())


def test_attack_by_dropping_onto_the_opponents_life_points(qtbot, open_window):
    run = open_window(position_table({"turn": 2, "phase": "battle", "p0": {"monsters": ["Celtic Guardian"]}}))
    qtbot.waitUntil(lambda: run.controller.prompt is not None, timeout=5000)
    while run.controller.prompt.kind != "battle":
        wait_answered(qtbot, run, lambda: run.prompt_panel.current.phase_buttons["pass"].click())
    uid = run.controller.view.players[0].monsters[0].uid
    with qtbot.waitSignal(run.controller.viewApplied, timeout=10_000):
        drop_card(run, uid, zone_point(run, 1, "lp"))
    qtbot.waitUntil(lambda: run.controller.view.players[1].lp == 8000 - 1400 or
                    (run.controller.prompt is not None and run.controller.prompt.kind == "chain"),
                    timeout=5000)
