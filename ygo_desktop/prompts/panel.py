"""``PromptPanel``: the question the engine asks this player now, or who we wait for."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.prompts import widget_for


class PromptPanel(QFrame):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptPanel")
        self.controller = controller
        self.current: QWidget | None = None
        #: what the panel says when nobody is asked anything here (a replay), instead of waiting
        self.idle_text = ""
        self.panel_layout = layout = QVBoxLayout(self)
        self.title = QLabel(self.tr("Waiting for the duel to start…"))
        self.title.setObjectName("promptTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.body = QVBoxLayout()
        layout.addLayout(self.body)
        self.message = QLabel("")
        self.message.setObjectName("refusalText")
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        controller.promptChanged.connect(self.show_prompt)
        controller.viewApplied.connect(self._waiting)
        controller.refused.connect(lambda uid, reason: self.show_message(reason, retry=True))
        controller.errorRaised.connect(
            lambda text: self.show_message(self.tr("Engine error: %1").replace("%1", text)))
        controller.duelFinished.connect(self._finished)
        controller.answerSent.connect(lambda _answer: self.clear_message())

    def _title(self, kind: str) -> str:
        return {
            "idle": self.tr("Your move"), "battle": self.tr("Battle"), "chain": self.tr("Respond?"),
            "cards": self.tr("Choose cards"), "zone": self.tr("Choose a zone"),
            "position": self.tr("Choose a battle position"), "yes_no": self.tr("Yes or no?"),
            "option": self.tr("Choose an option"), "order": self.tr("Choose the order"),
            "announce": self.tr("Declare"),
        }.get(kind, kind)

    def show_prompt(self, prompt: Any) -> None:
        if self.current is not None:
            # gone at once, not at the next event-loop turn: its labels may name cards the
            # next player (hot-seat) must not see, even for a moment in a hidden widget
            # (deleted now: taking it out of the window first with setParent(None) cost more
            # than building the next question; every caller comes from a queued signal, never
            # from inside the old widget's own handlers)
            old, self.current = self.current, None
            focused = QApplication.focusWidget()
            if focused is not None and (focused is old or old.isAncestorOf(focused)):
                # the keyboard focus waits here for the next question: hiding the widget
                # that held it passed it to the mat and back, and each pass repainted the
                # whole mat (and showed its last focused card in the detail panel again)
                self.setFocus(Qt.FocusReason.OtherFocusReason)
            self.body.removeWidget(old)
            old.hide()
            shiboken6.delete(old)
        if prompt is None:
            self._waiting()
            self.panel_layout.activate()  # as below: laid out before the repaint, not after it
            return
        self.title.setText(self._title(prompt.kind))
        self.current = widget_for(prompt, self.controller, self)
        hint = self.current.findChild(QLabel, "promptHint")
        if hint is not None and hint.text().strip().lower() == self.title.text().lower():
            hint.hide()  # the engine's hint only repeats the title ("Your move")
        self.body.addWidget(self.current)
        # shown and laid out now: a layout shows a new child only at a later turn of the event
        # loop, after the repaint that the new view asked for, so the mat was painted with the
        # question missing and the window then painted again to show it
        self.current.show()
        self.panel_layout.activate()
        focus = self.current.findChild(QWidget, "do_pass") or self.current
        focus.setFocus()

    def _waiting(self) -> None:
        view = self.controller.view
        if self.current is not None or view is None or self.controller.over:
            return
        if self.idle_text:
            self.title.setText(self.idle_text)
        elif view.waiting_for is not None:
            self.title.setText(self.tr("Waiting for your opponent…"))

    def trigger_default(self) -> bool:
        """Answer with the question's default (Pass, Confirm, Yes, ...) as Space/Enter does;
        False when the question has none or it cannot be given now."""
        if self.current is None or not self.current.isEnabled():
            return False
        for button in self.current.findChildren(QPushButton):
            if button.isDefault() and button.isEnabled() and button.isVisible():
                button.click()
                return True
        return False

    def show_start_failure(self, text: str) -> None:
        self.show_prompt(None)
        self.title.setText(self.tr("The duel could not start"))
        self.show_message(text)

    def _finished(self, text: str) -> None:
        self.show_prompt(None)
        self.title.setText(text)

    def clear_message(self) -> None:
        self.message.hide()
        self.message.setText("")

    def show_message(self, text: str, retry: bool = False) -> None:
        self.message.setText(text)
        self.message.show()
        if retry and self.current is not None:
            self.current.setEnabled(True)  # the answer was refused: the question stands


class PromptSlot(QWidget):
    """Where the panel sits in the window: it keeps a new question from laying out the window.

    Every question changes the panel's contents, and a layout passes each such change up to
    its parent's layout, and so on to the window (the whole side column, the splitter and the
    mat were laid out again, and painted, for each question). This slot has no layout of its
    own: it fills itself with the panel and asks the window for a new layout only when the
    panel's size hints could change the room the window gives it -- a hint that outgrows the
    slot, or one that did and may now give room back -- so the window looks as it would with
    the panel in its place (in a side column too short for every hint, the split between the
    question and the tabs may differ by the change of a hint until the next window layout).
    """

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        panel.setParent(self)
        self.setSizePolicy(panel.sizePolicy())
        self._hints = (panel.sizeHint(), panel.minimumSizeHint())

    def sizeHint(self) -> QSize:
        return self.panel.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.panel.minimumSizeHint()

    def resizeEvent(self, event: Any) -> None:
        self.panel.setGeometry(self.rect())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the panel's size hints changed
            old, self._hints = self._hints, (self.panel.sizeHint(), self.panel.minimumSizeHint())
            if old != self._hints and any(
                    hint.width() >= self.width() or hint.height() >= self.height()
                    for hint in (*old, *self._hints)):
                self.updateGeometry()  # the window lays out again, as it would have
            return True
        return super().event(event)
