"""Pile viewers: cards chosen from a GY (Monster Reborn), the Deck a search lets its owner look
at, an Xyz Monster's materials."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from ui_helpers import position_table, wait_answered

from engine.prompts import ActionAnswer


def _click(qtbot, viewer, uid):
    index = viewer.index_of(uid)
    assert index.isValid(), f"card {uid} is not in {viewer.objectName()}"
    qtbot.mouseClick(viewer.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewer.list.visualRect(index).center())


def test_monster_reborn_chooses_its_target_in_the_opponents_gy_viewer(qtbot, open_window):
    window = open_window(position_table({
        "turn": 3, "phase": "main1",
        "p0": {"hand": ["Monster Reborn"], "gy": ["Celtic Guardian"]},
        "p1": {"gy": ["Dark Magician", "Kuriboh", "Mystical Elf", "Summoned Skull", "Sangan",
                      "Trap Hole", "Pot of Greed", "Dark Hole"]}}))
    c = window.controller
    reborn = c.view.players[0].hand[0].uid
    wait_answered(qtbot, window, lambda: c.submit(ActionAnswer(do="activate", card=reborn)),
                  kind="zone")
    wait_answered(qtbot, window, lambda: window.prompt_panel.current.findChild(
        QPushButton, "zone_2").click(), kind="cards")
    # the question asks for cards in both GYs: their viewers open by themselves
    piles = window.table.piles
    assert (1, "gy", None) in piles and piles[(1, "gy", None)].isVisible()
    theirs = piles[(1, "gy", None)]
    names = {card.name: card.uid for card in theirs.cards()}
    assert len(names) == 8  # the whole GY, not only its top card on the mat
    assert set(theirs.candidates()) == {names[n] for n in ("Dark Magician", "Kuriboh",
                                                           "Mystical Elf", "Summoned Skull",
                                                           "Sangan")}
    assert not theirs.confirm.isEnabled()
    _click(qtbot, theirs, names["Pot of Greed"])  # not a monster: not chosen, only shown
    assert c.selection == [] and window.table.detail.name.text() == "Pot of Greed"
    _click(qtbot, theirs, names["Dark Magician"])
    assert c.selection == [names["Dark Magician"]]
    assert "1 of 1" in theirs.hint.text() and theirs.confirm.isEnabled()
    assert window.table.detail.name.text() == "Dark Magician"
    wait_answered(qtbot, window, lambda: qtbot.mouseClick(theirs.confirm,
                                                          Qt.MouseButton.LeftButton),
                  kind="zone")
    # opened for the question: closed with it (and, once closed, it may already be deleted)
    assert not shiboken6.isValid(theirs) or not theirs.isVisible()
    wait_answered(qtbot, window, lambda: window.prompt_panel.current.findChild(
        QPushButton, "zone_0").click(), kind="position")
    wait_answered(qtbot, window,
                  lambda: window.prompt_panel.current.findChild(
                      QPushButton, "position_defense").click())
    qtbot.waitUntil(lambda: c.view.players[0].monsters[0] is not None, timeout=5_000)
    assert c.view.players[0].monsters[0].name == "Dark Magician"
    assert "Dark Magician" not in [card.name for card in c.view.players[1].gy]


def test_a_search_shows_the_owner_the_deck_cards_to_choose_from(qtbot, open_window):
    """Sangan's search: its owner looks at the Deck cards it may add; the opponent never."""
    window = open_window(position_table({
        "turn": 3, "phase": "battle",
        "p0": {"monsters": ["Summoned Skull"]},
        "p1": {"monsters": ["Sangan"], "deck": ["Kuriboh", "Blue-Eyes White Dragon", "Kuriboh"]}}))
    c = window.controller
    qtbot.waitUntil(lambda: c.prompt is not None and c.prompt.kind == "battle", timeout=5_000)
    skull, sangan = c.view.players[0].monsters[0].uid, c.view.players[1].monsters[0].uid
    c.submit(ActionAnswer(do="attack", card=skull, target=sangan))
    qtbot.waitUntil(lambda: c.prompt is not None and c.prompt.kind == "cards", timeout=10_000)
    assert c.viewer == 1
    deck = window.table.piles[(1, "deck", None)]
    assert sorted(card.name for card in deck.cards()) == ["Kuriboh", "Kuriboh"]  # candidates only
    _click(qtbot, deck, deck.cards()[0].uid)
    wait_answered(qtbot, window, lambda: qtbot.mouseClick(deck.confirm, Qt.MouseButton.LeftButton))
    qtbot.waitUntil(lambda: c.viewer == 0 or c.view.players[1].deck == [], timeout=5_000)
    assert c.view.players[1].deck == [] and c.view.players[0].deck == []


def test_xyz_materials_open_from_the_card(qtbot, open_window):
    window = open_window(position_table({
        "turn": 3, "phase": "main1",
        "p0": {"extra_monsters": ["Number 39: Utopia"], "hand": ["Kuriboh"]}}))
    c = window.controller
    utopia = c.view.players[0].extra_monsters[0]
    viewer = window.table.open_materials(utopia.uid)
    assert viewer.objectName() == "pile_0_materials"
    assert [m.uid for m in viewer.cards()] == [m.uid for m in utopia.materials]
