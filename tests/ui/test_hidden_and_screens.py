"""No hidden card's name reaches the opponent's screen; the card panel; --screenshot."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget
from ui_helpers import position_table

from ygo_desktop.models import CardRole

FULL_BOARD = Path(__file__).parent / "data" / "full_board.toml"


def hidden_names(duel_state, viewer: int) -> set[str]:
    """Names of the opponent's cards ``viewer`` may not see, minus names visible anywhere
    (a puzzle with manual moves lets a player look at their own Deck)."""
    from engine.view import may_see

    hidden, seen = set(), set()
    for card in duel_state.cards.values():
        own_deck = card.location == "deck" and card.owner == viewer
        (seen if may_see(viewer, card) or own_deck else hidden).add(card.name)
    return hidden - seen


def test_no_model_widget_or_tooltip_names_a_card_the_viewer_may_not_see(qtbot, open_scenario, db):
    from engine.scenario.model import load_scenario
    from engine.scenario.runner import start_duel

    secret = hidden_names(start_duel(load_scenario(FULL_BOARD, db), db).state, 0)
    assert {"Jinzo", "Magic Cylinder", "Big Shield Gardna", "Dark Elf"} <= secret
    run = open_scenario(FULL_BOARD, 0)
    texts: list[str] = []
    for side in run.controller.sides:
        for model in side.all_models():
            for row in range(model.rowCount()):
                index = model.index(row)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                             Qt.ItemDataRole.AccessibleTextRole):
                    texts.append(str(index.data(role)))
                card = index.data(CardRole.Card)
                if card is not None:
                    texts.append(card.model_dump_json())
    for item in run.scene.items():
        texts.append(item.toolTip())
        texts.append(str(getattr(getattr(item, "card", None), "name", "")))
    for widget in run.table.findChildren(QLabel) + run.table.findChildren(QAbstractButton):
        texts.append(widget.text())
        texts.append(widget.toolTip())
    for lst in run.table.findChildren(QListWidget):
        texts += [lst.item(r).text() for r in range(lst.count())]
    for row in range(run.controller.log.rowCount()):
        texts.append(run.controller.log.index(row).data())
    blob = "\n".join(texts)
    leaks = sorted(name for name in secret if name in blob)
    assert leaks == []
    # and the viewer's own Set card still shows what it is
    mine = run.scene.cards[(0, "monsters", 3)]
    assert mine.card.name == "Man-Eater Bug" and not mine.card.face_up


def test_every_live_model_passes_qtmodeltester(qtbot, open_scenario, qtmodeltester):
    run = open_scenario(FULL_BOARD)
    for side in run.controller.sides:
        for model in side.all_models():
            qtmodeltester.check(model, force_py=True)
    qtmodeltester.check(run.controller.chain, force_py=True)
    qtmodeltester.check(run.controller.log, force_py=True)


def test_piles_open_as_lists_with_names_only_where_visible(qtbot, open_scenario):
    run = open_scenario(FULL_BOARD)
    gy = run.table.open_pile(1, "gy")
    qtbot.addWidget(gy)
    names = [gy.list.model().index(r, 0).data() for r in range(gy.list.model().rowCount())]
    assert names == ["Witch of the Black Forest", "Mystical Elf", "Monster Reborn"]
    extra = run.table.open_pile(1, "extra")
    qtbot.addWidget(extra)
    names = [extra.list.model().index(r, 0).data() for r in range(extra.list.model().rowCount())]
    assert names == ["Odd-Eyes Pendulum Dragon"]  # the face-up Pendulum only
    pile = run.scene.piles[(1, "extra")]
    assert pile.count == 2 and pile.face_up_count == 1


def test_pendulum_scales_and_positions_on_the_mat(qtbot, open_scenario):
    run = open_scenario(FULL_BOARD)
    scene = run.scene
    assert scene.cards[(0, "spells", 0)].scale_text == "⚖ 4"
    assert scene.cards[(0, "spells", 4)].scale_text == "⚖ 8"
    assert scene.cards[(0, "monsters", 1)].rotation() == 90   # Defense Position
    assert scene.cards[(0, "monsters", 0)].rotation() == 0    # Attack Position
    assert scene.cards[(1, "extra_monsters", 0)].card.name == "Decode Talker"
    left = scene.zones[(0, "extra_monsters", 0)]
    assert scene.zones[(1, "extra_monsters", 1)] is left  # p0's left is p1's right


def test_card_detail_panel_shows_our_text_or_not_automated(qtbot, db, tmp_path):
    from PySide6.QtGui import QColor, QPixmap

    from engine.view import CardView
    from ygo_desktop.card_face import pictures
    from ygo_desktop.card_view import CardDetailPanel

    panel = CardDetailPanel()
    qtbot.addWidget(panel)

    def show(name):
        data = db.by_name(name)
        panel.show_card(CardView(uid=1, code=data.code, name=name, owner=0, controller=0,
                                 location="hand", face_up=True))

    show("Trap Hole")
    from engine.cards.pool.registry import script_for_name

    assert panel.text.text() == script_for_name("Trap Hole").text
    assert panel.automation.text().startswith("Automated")
    show("Dark Magician")
    assert "Normal Monster" in panel.text.text() and "ATK 2500 / DEF 2100" in panel.facts.text()
    assert panel.automation.text().startswith("Automated")
    unscripted = next(c for c in db if c.is_monster and not c.is_normal_monster
                      and script_for_name(c.name) is None)
    show(unscripted.name)
    assert panel.automation.text().startswith("Played by hand")
    assert panel.automation.property("manual") is True
    panel.show_card(CardView(uid=2, owner=1, controller=1, location="hand"))
    assert panel.name.text() == "Face-down card" and panel.facts.text() == ""
    (tmp_path / "pics").mkdir()
    image = QPixmap(59, 86)
    image.fill(QColor("red"))
    image.save(str(tmp_path / "pics" / f"{db.by_name('Dark Magician').code}.png"))
    pictures.set_folder(tmp_path)
    try:
        assert pictures.pixmap(db.by_name("Dark Magician").code) is not None
        assert pictures.pixmap(db.by_name("Kuriboh").code) is None
    finally:
        pictures.set_folder(None)


def test_screenshot_command(qtbot, tmp_path, capsys):
    from ygo_desktop.app import main

    out = tmp_path / "mat.png"
    assert main(["--scenario", str(FULL_BOARD), "--as-player", "1", "--screenshot", str(out)]) == 0
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    bad = tmp_path / "bad.toml"
    bad.write_text("title = 'x'\n[start.p0]\nhand = ['No Such Card Anywhere']\n")
    assert main(["--scenario", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "No Such Card Anywhere" in capsys.readouterr().err
    assert main(["--scenario", str(tmp_path / "missing.toml"), "--screenshot", str(out)]) == 2


def test_new_duel_from_the_main_window(qtbot, monkeypatch, tmp_path):
    """The welcome page's New duel: the dialog's defaults (two bundled starter decks,
    hot-seat) open a mode window whose first player is shown a hand-over screen."""
    from PySide6.QtWidgets import QDialog

    from ygo_desktop.dialogs.new_duel import NewDuelDialog
    from ygo_desktop.main_window import MainWindow

    monkeypatch.setenv("YGO_DESKTOP_CONFIG_DIR", str(tmp_path))
    window = MainWindow(save=False)
    qtbot.addWidget(window)

    def accept(dialog):
        dialog.set_mode("hotseat")  # the two friends at one computer
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewDuelDialog, "exec", accept)
    with qtbot.waitSignal(window.windowOpened, timeout=5000) as opened:
        window.new_duel()
    mode_window = opened.args[0]
    qtbot.addWidget(mode_window)
    assert mode_window.mode == "hotseat"
    covers: list[int] = []  # queued from the worker thread: cannot arrive before we listen
    mode_window.coverShown.connect(covers.append)
    qtbot.waitUntil(lambda: bool(covers), timeout=10_000)
    assert mode_window.stack.currentWidget() is mode_window.handover
    with qtbot.waitSignal(mode_window.seated, timeout=10_000):
        mode_window.take_seat(covers[-1])
    hand = mode_window.controller.view.players[mode_window.seat].hand
    assert len(hand) >= 5 and all(c.name for c in hand)
    mode_window.close()
    window.close()


_ = position_table


def test_mode_screenshots_for_the_readme(tmp_path, monkeypatch):
    """``--mode X --screenshot`` renders a play mode's window; a puzzle needs its file."""
    from PySide6.QtGui import QImage

    from ygo_desktop.app import main

    monkeypatch.setenv("YGO_DESKTOP_CONFIG_DIR", str(tmp_path / "config"))
    out = tmp_path / "solo.png"
    assert main(["--mode", "solo", "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1000)
    assert main(["--mode", "puzzle", "--screenshot", str(tmp_path / "p.png")]) == 2
