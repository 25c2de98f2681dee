"""Driving the mat like a user: real drag-and-drop events, real clicks, real menus."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from ygo_desktop.mat import geometry as geo
from ygo_desktop.mat.drag import card_mime


class PositionDuel:
    """A mode built from a Position dict (SCENARIOS.md ``[start]``), seen from ``viewer``."""

    def __init__(self, start: dict[str, Any], viewer: int = 0, seed: int = 0) -> None:
        self.start, self.viewer, self.seed = start, viewer, seed

    def title(self) -> str:
        return "test"

    def duel_factory(self) -> Any:
        start, seed = self.start, self.seed

        def make() -> Any:
            from engine.duel import Duel
            from engine.start import Position

            return Duel.from_position(Position.model_validate(start), seed=seed,
                                      manual=(False, False))

        return make


def wait_answered(qtbot: Any, run: Any, action: Any, *, kind: str | None = None) -> None:
    """Do ``action`` (which sends an answer) and wait until the next view is on the mat."""
    with qtbot.waitSignal(run.controller.viewApplied, timeout=10_000):
        action()
    if kind is not None:
        qtbot.waitUntil(lambda: run.controller.prompt is not None
                        and run.controller.prompt.kind == kind, timeout=5_000)


def zone_point(run: Any, player: int, area: str, index: int = 0) -> QPoint:
    """The viewport point at the centre of a zone on the mat."""
    view = run.widget.mat
    rect = geo.zone_rect(player, run.controller.viewer, area, index)
    return view.mapFromScene(rect.center())


def card_point(run: Any, uid: int) -> QPoint:
    item = run.widget.scene.item_for(uid)
    assert item is not None, f"card {uid} is not on the mat"
    return run.widget.mat.mapFromScene(item.sceneBoundingRect().center())


def drop_card(run: Any, uid: int, point: QPoint) -> None:
    """Send DragEnter, DragMove and Drop with real QMimeData to the mat's viewport."""
    viewport = run.widget.mat.viewport()
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
