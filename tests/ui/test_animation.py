"""Animation on the mat: a card gliding to its zone, the attack line, damage numbers and Life
Points counting, the resolving Chain Link; off with a setting; never holding the engine or the
player's input."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from ui_helpers import position_table

from engine.prompts import ActionAnswer, ZoneAnswer
from ygo_desktop.mat.animation import AttackLine, FloatingText, GhostCard, ResolveRing

SLOW = 40.0  # every animation 40 times slower: still running when the test looks


def _animated(qtbot, window):
    window.scene.animations = True
    window.scene.animator.slowdown = SLOW
    return window.scene.animator


def _transients(window, kind):
    return [item for item in window.scene.items() if isinstance(item, kind)]


def _answer(qtbot, window, answer):
    with qtbot.waitSignal(window.controller.viewApplied, timeout=10_000):
        window.controller.submit(answer)


def test_a_summoned_monster_glides_from_the_hand_to_its_zone(qtbot, open_window):
    window = open_window(position_table({"turn": 3, "phase": "main1",
                                         "p0": {"hand": ["Celtic Guardian"]}}))
    animator = _animated(qtbot, window)
    c = window.controller
    uid = c.view.players[0].hand[0].uid
    start = window.scene.item_for(uid).pos()
    _answer(qtbot, window, ActionAnswer(do="summon", card=uid))
    if c.prompt is not None and c.prompt.kind == "zone":
        _answer(qtbot, window, ZoneAnswer(zone=2))
    qtbot.waitUntil(lambda: animator.running, timeout=5_000)
    item = window.scene.cards[(0, "monsters", 2)]
    assert item.card.uid == uid
    home = window.scene.zones[(0, "monsters", 2)].sceneBoundingRect().center()
    assert (item.pos() - home).manhattanLength() > 5  # still on its way
    assert (item.pos() - start).manhattanLength() < (home - start).manhattanLength()
    animator.finish()
    assert (item.pos() - home).manhattanLength() < 1


def test_an_attack_draws_its_line_then_the_damage_and_life_points_count(qtbot, open_window):
    window = open_window(position_table({"turn": 3, "phase": "battle",
                                         "p0": {"monsters": ["Celtic Guardian"]}}))
    animator = _animated(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.prompt is not None and c.prompt.kind == "battle", timeout=5_000)
    attacker = c.view.players[0].monsters[0].uid
    c.submit(ActionAnswer(do="attack", card=attacker, target="direct"))
    qtbot.waitUntil(lambda: c.view.players[1].lp == 8000 - 1400, timeout=10_000)
    qtbot.waitUntil(lambda: animator.running and bool(_transients(window, AttackLine))
                    and bool(_transients(window, FloatingText)), timeout=5_000)
    line = _transients(window, AttackLine)[0]
    lp = window.scene.lps[1]
    assert (line.start - window.scene.item_for(attacker).pos()).manhattanLength() < 1
    assert (line.end - lp.sceneBoundingRect().center()).manhattanLength() < 1
    assert [t.text for t in _transients(window, FloatingText)] == ["-1400"]
    assert lp.lp == 6600 and lp.shown > 6600  # the number counts down to the new value
    animator.finish()
    assert lp.shown == 6600 and not _transients(window, AttackLine)


def test_the_resolving_chain_link_is_ringed(qtbot, open_window):
    window = open_window(position_table({"turn": 3, "phase": "main1",
                                         "p0": {"hand": ["Pot of Greed"],
                                                "deck": ["Kuriboh", "Kuriboh", "Kuriboh"]}}))
    animator = _animated(qtbot, window)
    c = window.controller
    pot = c.view.players[0].hand[0].uid
    _answer(qtbot, window, ActionAnswer(do="activate", card=pot))
    if c.prompt is not None and c.prompt.kind == "zone":
        _answer(qtbot, window, ZoneAnswer(zone=c.prompt.zones[0]))
    qtbot.waitUntil(lambda: len(c.view.players[0].hand) == 2, timeout=10_000)
    qtbot.waitUntil(lambda: bool(_transients(window, ResolveRing)), timeout=5_000)
    assert _transients(window, ResolveRing)[0].link == 1
    assert _transients(window, GhostCard)  # the Spell flies to the GY
    animator.finish()


def test_no_animation_when_the_setting_is_off(qtbot, open_window):
    window = open_window(position_table({"turn": 3, "phase": "battle",
                                         "p0": {"monsters": ["Celtic Guardian"]}}))
    window.scene.animator.slowdown = SLOW
    assert not window.scene.animations  # the fixture turns them off, as the setting does
    c = window.controller
    qtbot.waitUntil(lambda: c.prompt is not None and c.prompt.kind == "battle", timeout=5_000)
    c.submit(ActionAnswer(do="attack", card=c.view.players[0].monsters[0].uid, target="direct"))
    qtbot.waitUntil(lambda: c.view.players[1].lp == 6600, timeout=10_000)
    qtbot.wait(50)  # a timer that would start animations has had its chance
    assert not window.scene.animator.running
    assert not _transients(window, AttackLine) and window.scene.lps[1].shown == 6600


def test_the_animations_setting_is_the_view_menus_and_is_remembered(qtbot, tmp_path):
    from ygo_desktop.dialogs.new_duel import DuelSetup, build_start, load_deck
    from ygo_desktop.modes.launch import open_setup
    from ygo_desktop.settings import SettingsStore

    yugi, kaiba = (load_deck("starter:SDY_Starter_Deck_Yugi"),
                   load_deck("starter:SDK_Starter_Deck_Kaiba"))
    store = SettingsStore.open(tmp_path)
    store.settings.animations = False
    setup = DuelSetup(mode="solo", start=build_start([yugi, kaiba], mode="solo", seed=5))
    window = open_setup(setup, store)
    qtbot.addWidget(window)
    assert not window.scene.animations and not window.animations_action.isChecked()
    window.animations_action.trigger()
    assert window.scene.animations and store.settings.animations
    window.close()
    assert SettingsStore.open(tmp_path).settings.animations is True


def test_answers_given_while_cards_move_reach_the_engine_at_once(qtbot, open_window):
    """Animations never hold the engine nor drop input: two answers in a row, both played."""
    window = open_window(position_table({"turn": 3, "phase": "main1",
                                         "p0": {"hand": ["Celtic Guardian", "Mystical Elf"]}}))
    animator = _animated(qtbot, window)
    c = window.controller
    guardian = c.view.players[0].hand[0].uid
    _answer(qtbot, window, ActionAnswer(do="summon", card=guardian))
    if c.prompt is not None and c.prompt.kind == "zone":
        _answer(qtbot, window, ZoneAnswer(zone=0))
    qtbot.waitUntil(lambda: animator.running, timeout=5_000)
    table = window.runner.table
    before = len(table.answers)
    _answer(qtbot, window, ActionAnswer(do="battle"))  # while the Guardian is still gliding
    assert len(table.answers) == before + 1 and c.view.phase == "battle"
    item = window.scene.cards[(0, "monsters", 0)]
    home = window.scene.zones[(0, "monsters", 0)].sceneBoundingRect().center()
    assert (item.pos() - home).manhattanLength() < 1  # the new view put it home at once
    assert isinstance(item.pos(), QPointF)
