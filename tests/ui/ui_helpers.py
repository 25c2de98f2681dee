"""Driving the mat like a user: real drag-and-drop events, real clicks, real menus."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from ygo_desktop.mat import geometry as geo
from ygo_desktop.mat.drag import card_mime


def position_table(start: dict[str, Any], seed: int = 0) -> Any:
    """A table builder for a Position dict (SCENARIOS.md ``[start]``): a puzzle session,
    built on the window's worker thread; no manual moves."""

    def make() -> Any:
        from engine.duel import Duel
        from engine.start import Position
        from ygo_desktop.modes.session import PlaySession

        duel = Duel.from_position(Position.model_validate(start), seed=seed,
                                  manual=(False, False))
        session = PlaySession(duel, mode="puzzle", chain=["on", "on"])
        session.advance()
        return session

    return make


def wait_answered(qtbot: Any, window: Any, action: Any, *, kind: str | None = None) -> None:
    """Do ``action`` (which sends an answer) and wait until the next view is on the mat."""
    with qtbot.waitSignal(window.controller.viewApplied, timeout=10_000):
        action()
    if kind is not None:
        qtbot.waitUntil(lambda: shown_kind(window) == kind, timeout=5_000)


def shown_kind(window: Any) -> str | None:
    """The kind of the question the window shows now (its prompt panel has it on screen)."""
    prompt = window.controller.prompt
    current = window.prompt_panel.current
    if prompt is None or current is None or current.prompt is not prompt:
        return None
    return str(prompt.kind)


def zone_point(window: Any, player: int, area: str, index: int = 0) -> QPoint:
    """The viewport point at the centre of a zone on the mat."""
    rect = geo.zone_rect(player, window.controller.viewer, area, index)
    return window.mat.mapFromScene(rect.center())


def card_point(window: Any, uid: int) -> QPoint:
    item = window.scene.item_for(uid)
    assert item is not None, f"card {uid} is not on the mat"
    return window.mat.mapFromScene(item.sceneBoundingRect().center())


def drop_card(window: Any, uid: int, point: QPoint) -> None:
    """Send DragEnter, DragMove and Drop with real QMimeData to the mat's viewport."""
    viewport = window.mat.viewport()
    mime = card_mime(uid)
    pos = QPointF(point)
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for event in (QDragEnterEvent(point, actions, mime, buttons, mods),
                  QDragMoveEvent(point, actions, mime, buttons, mods),
                  QDropEvent(pos, actions, mime, buttons, mods)):
        QApplication.sendEvent(viewport, event)


def pick_from_next_menu(text: str) -> list[str]:
    """When the next popup menu opens, trigger its entry ``text``; returns the entries seen."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, pick)
            return
        seen.extend(a.text() for a in menu.actions() if a.text())
        for action in menu.actions():
            if action.text() == text:
                menu.setActiveAction(action)
                QTest.keyClick(menu, Qt.Key.Key_Return)  # chosen with the keyboard, like a user
                return
        menu.close()

    QTimer.singleShot(0, pick)
    return seen
