"""``DuelWindow``: the one window every duel is played and watched in.

Hot-seat, solo, a puzzle, the replay viewer and ``--screenshot`` all open this
window around the same table (:class:`~ygo_desktop.duel_widget.DuelWidget`),
talking to the engine through one :class:`~ygo_desktop.worker.DuelRunner`.
What differs by mode is data (:class:`TableSpec`): which tabs show (manual
moves, chain settings, test hands), whether a hand-over screen covers the
table between seats (hot-seat), and the replay controls.

Hot-seat: a hand-over screen covers the whole window whenever the player who
must answer changes; the mat, the log and the prompt come back only after
"I am Player N" (one click, or Enter/Space) and only once the new seat's view
has arrived. The title never names a card. Every pile viewer closes at a
hand-over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QWidget,
)

from engine.prompts import ActionAnswer
from ygo_desktop.controller import DuelController
from ygo_desktop.duel_widget import DuelWidget
from ygo_desktop.labels import player_name
from ygo_desktop.modes.chain_settings import ChainSettingsPanel
from ygo_desktop.modes.handover import HandOverScreen
from ygo_desktop.modes.manual_panel import ManualMovesPanel
from ygo_desktop.worker import DuelRunner, TableInfo

MODES = ("hotseat", "solo", "puzzle", "replay")
MODE_TITLES = {"hotseat": "Hot-seat", "solo": "Solo", "puzzle": "Puzzle", "replay": "Replay"}
#: the turn keys: (engine action, menu text, key)
TURN_KEYS = (("battle", "&Battle Phase", "B"), ("main2", "&Main Phase 2", "M"),
             ("end_turn", "&End Turn", "E"))


@dataclass
class TableSpec:
    """What a window shows besides the table (known before the table is built)."""

    mode: str
    title: str = ""
    manual: tuple[bool, bool] = (False, False)
    chain: list[str] = field(default_factory=lambda: ["on", "on"])
    test_deck: list[int] | None = None  # solo: the deck the test hands are dealt from

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r} (one of {', '.join(MODES)})")


class DuelWindow(QMainWindow):
    seated = Signal(int)   # the table is shown to this player (hot-seat), after their view arrived
    coverShown = Signal(int)
    #: the window waits for the player: "prompt", "cover", "refused", "over", "step" (a replay
    #: position is shown), "waiting" (a fixed seat, someone else is asked) or "error" -- for
    #: tests and automation
    settled = Signal(str)

    def __init__(self, runner: DuelRunner, spec: TableSpec, db: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        runner.setParent(self)
        self.spec = spec
        self.mode = spec.mode
        self.title_text = spec.title
        self._awaiting_seat: int | None = None
        self.seat: int | None = None
        self._store: Any = None
        self.controller = DuelController(self)
        self.controller.attach(runner)
        runner.started.connect(self._table_ready)
        runner.historyChanged.connect(self._history_changed)
        runner.handOverNeeded.connect(self.cover)
        runner.replaySaved.connect(lambda path: self.statusBar().showMessage(
            self.tr("Replay saved: %1").replace("%1", path), 5000))
        runner.replayFailed.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.viewApplied.connect(self._view_applied)
        self.controller.promptChanged.connect(self._prompt_changed)
        self.controller.promptSettled.connect(self._prompt_settled)
        self.controller.refused.connect(lambda _uid, _reason: self.settled.emit("refused"))
        self.controller.duelFinished.connect(self._finished)
        self.controller.errorRaised.connect(self._error)

        # ---- the table
        self.table = DuelWidget(self.controller, self)
        self.scene, self.mat = self.table.scene, self.table.mat
        self.prompt_panel = self.table.prompts
        self.tabs = self.table.tabs
        self.log_view = self.table.log
        self.goal = self.table.goal
        self.table.set_goal(spec.title if spec.mode == "puzzle" else "")
        self.manual_panel = ManualMovesPanel()
        self.manual_panel.set_allowed(spec.manual)
        self._manual = tuple(spec.manual)  # as the duel allows them (a card played by hand aside)
        self.manual_panel.answerBuilt.connect(self.controller.submit)
        self.tabs.addTab(self.manual_panel, self.tr("Manual"))
        self.tabs.setTabToolTip(self.tabs.indexOf(self.manual_panel), self.tr("Manual moves"))
        self.chain_panel = ChainSettingsPanel(list(spec.chain))
        self.chain_panel.changed.connect(runner.chainRequested)
        self.chain_panel.holdRequested.connect(runner.holdRequested)
        self.tabs.addTab(self.chain_panel, self.tr("Chain"))
        self.tabs.setTabToolTip(self.tabs.indexOf(self.chain_panel), self.tr("Chain settings"))
        self._show_tab(self.manual_panel, any(spec.manual))
        self._show_tab(self.chain_panel, spec.mode != "replay")
        if spec.mode == "hotseat":
            self.chain_panel.set_editable(None)  # until a player takes the seat
        self.test_hands = None
        if spec.test_deck:
            from ygo_desktop.modes.test_hands import TestHandsPanel

            self.test_hands = TestHandsPanel(spec.test_deck, db or _db())
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(self.test_hands)
            self.tabs.addTab(scroll, self.tr("Test hands"))
        self.replay_bar = None
        if spec.mode == "replay":
            from ygo_desktop.modes.replay_bar import ReplayBar

            self.replay_bar = ReplayBar(0, self.table)
            self.replay_bar.stepRequested.connect(runner.stepRequested)
            self.replay_bar.seekRequested.connect(runner.seekRequested)
            self.replay_bar.perspectiveRequested.connect(runner.perspectiveRequested)
            runner.stepped.connect(self._stepped)
            runner.replayNoted.connect(self.replay_bar.show_note)
            self.table.add_bottom(self.replay_bar)
            self.prompt_panel.idle_text = self.tr(
                "Watching a replay: step with ◀ and ▶ (the Left and Right keys).")
        self.handover = HandOverScreen()
        self.handover.confirmed.connect(self.take_seat)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.handover)
        self.setCentralWidget(self.stack)

        self._actions()
        self._set_title()
        self.resize(1600, 1000)
        if spec.mode == "hotseat":
            self.stack.setCurrentWidget(self.handover)  # nothing shows before a seat is taken
            self.table.setVisible(False)

    # ------------------------------------------------------------ menus and keys
    def _action(self, text: str, slot: Any, shortcut: Any = None, menu: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        if menu is not None:
            menu.addAction(action)
        return action

    def _actions(self) -> None:
        playing = self.mode != "replay"
        duel = self.menuBar().addMenu(self.tr("&Duel"))
        self.save_action = self._action(self.tr("&Save replay…"), self._ask_save,
                                        QKeySequence.StandardKey.Save, duel)
        self.undo_action = self._action(self.tr("&Undo"), self.runner.undoRequested, "Ctrl+Z")
        self.redo_action = self._action(self.tr("&Redo"), self.runner.redoRequested,
                                        "Ctrl+Shift+Z")
        for action in (self.undo_action, self.redo_action):
            action.setEnabled(False)
            if self.mode in ("solo", "puzzle"):
                duel.addAction(action)
        self.turn_actions: dict[str, QAction] = {}
        if playing:
            duel.addSeparator()
            for do, text, key in TURN_KEYS:
                action = self._action(self.tr(text), lambda _=False, d=do: self.do_turn_action(d),
                                      key, duel)
                action.setEnabled(False)
                self.turn_actions[do] = action
            duel.addSeparator()
        self.concede_action = self._action(self.tr("&Concede…"), self.concede, None,
                                           duel if playing else None)
        self.close_action = self._action(self.tr("&Close window"), self.close,
                                         QKeySequence.StandardKey.Close, duel)
        if self.replay_bar is not None:
            replay = self.menuBar().addMenu(self.tr("&Replay"))
            bar = self.replay_bar
            self._action(self.tr("One answer &back"), lambda: bar.back_button.click(), "Left",
                         replay)
            self._action(self.tr("One answer &forward"), lambda: bar.forward_button.click(),
                         "Right", replay)
            self._action(self.tr("To the &start"), lambda: bar.start_button.click(), "Home",
                         replay)
            self._action(self.tr("To the &end"), lambda: bar.end_button.click(), "End", replay)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.animations_action = self._action(self.tr("&Animations"), self.set_animations, None,
                                              view)
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(self.scene.animations)
        help_ = self.menuBar().addMenu(self.tr("&Help"))
        self.help_action = self._action(self.tr("&Keys and mouse…"), self.show_help,
                                        QKeySequence.StandardKey.HelpContents, help_)
        self.about_action = self._action(self.tr("&About ygo-desktop"), self.about, None, help_)

    def do_turn_action(self, do: str) -> None:
        """Battle Phase, Main Phase 2 or End Turn, when the engine offers it now."""
        prompt = self.controller.prompt
        if self.controller.busy or prompt is None or prompt.kind not in ("idle", "battle"):
            return
        if any(o.do == do and o.card is None for o in prompt.options):
            self.controller.submit(ActionAnswer(do=do))  # type: ignore[arg-type]

    def _refresh_turn_actions(self) -> None:
        prompt = self.controller.prompt
        offered = {o.do for o in prompt.options if o.card is None} \
            if prompt is not None and prompt.kind in ("idle", "battle") else set()
        for do, action in self.turn_actions.items():
            action.setEnabled(do in offered)

    def keyPressEvent(self, event: Any) -> None:
        """Space or Enter that no widget used: confirm or pass (the question's default)."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.stack.currentWidget() is self.handover:
                self.handover.button.click()
                return
            if self.prompt_panel.trigger_default():
                return
        super().keyPressEvent(event)

    def show_help(self) -> Any:
        from ygo_desktop.help import ShortcutsDialog

        dialog = ShortcutsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def about(self) -> None:
        from ygo_desktop.help import about_text

        QMessageBox.about(self, self.tr("About ygo-desktop"), about_text())

    def concede(self, confirm: bool = True) -> None:
        """The player at the screen gives up (asked first)."""
        if self.controller.over or self.controller.view is None:
            return
        player = self.seat if self.seat is not None else self.controller.viewer
        if self.mode == "solo":
            player = 0
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Concede"),
                self.tr("%1 concedes the duel?").replace("%1", player_name(player)))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.runner.concedeRequested.emit(player)

    def set_animations(self, on: bool) -> None:
        self.scene.animations = bool(on)
        settings = getattr(self._store, "settings", None)
        if settings is not None and hasattr(settings, "animations"):
            settings.animations = bool(on)

    def card_database_changed(self) -> None:
        """The player chose another cards.cdb: redraw the faces and the card shown in detail."""
        self.table.detail.show_card(self.table.detail.card)
        self.mat.viewport().update()

    def _show_tab(self, widget: QWidget, visible: bool) -> None:
        self.tabs.setTabVisible(self.tabs.indexOf(widget), visible)

    # ------------------------------------------------------------ running
    def start(self) -> None:
        self.runner.start()

    def closeEvent(self, event: Any) -> None:
        self.runner.stop()  # returns at once even while the worker is busy
        if self.test_hands is not None:
            self.test_hands.stop()
        self.table.close_piles()
        self._remember_layout()
        super().closeEvent(event)

    def _table_ready(self, info: TableInfo) -> None:
        if info.title:
            self.title_text = info.title
            self.table.set_goal(info.title if self.mode == "puzzle" else "")
        self._manual = tuple(info.manual)
        self.manual_panel.set_allowed(info.manual)
        self._show_tab(self.manual_panel, any(info.manual))
        if info.chain:
            self.chain_panel.set_settings(list(info.chain))
        if self.replay_bar is not None and info.perspectives:
            self.replay_bar.allow_perspectives(info.perspectives)
        self._set_title()

    # ------------------------------------------------------------ layout
    def use_settings(self, store: Any) -> None:
        """Restore the table's last size and splitter from the settings, and save them on close."""
        from ygo_desktop.layout import restore_layout

        self._store = store
        settings = getattr(store, "settings", None)
        if settings is not None:
            restore_layout(self, settings.window, {"table": self.table.splitter})
            self.scene.animations = bool(getattr(settings, "animations", True))
            self.animations_action.setChecked(self.scene.animations)

    def _remember_layout(self) -> None:
        from ygo_desktop.layout import save_layout

        settings = getattr(self._store, "settings", None)
        if settings is None:
            return
        save_layout(self, settings.window, {"table": self.table.splitter})
        try:
            self._store.save()
        except OSError:
            pass  # the layout is a convenience; never lose a duel over it

    # ------------------------------------------------------------ hot-seat
    def cover(self, player: int) -> None:
        """Hide everything and ask ``player`` to take the seat."""
        self.seat = None
        self._awaiting_seat = None
        self.chain_panel.set_editable(None)
        self.table.setVisible(False)
        self.table.close_piles()
        self.table.detail.show_card(None)
        self.controller.log.clear()
        # drop the last player's question now: its widget (labels naming their cards) is
        # deleted while the cover is up, long before the next player sits down
        self.prompt_panel.show_prompt(None)
        self.prompt_panel.clear_message()
        self.scene.hide_refusal()
        self.handover.set_player(player)
        self.stack.setCurrentWidget(self.handover)
        self.handover.button.setFocus()
        self._set_title()
        self.coverShown.emit(player)
        self.settled.emit("cover")

    def take_seat(self, player: int) -> None:
        self._awaiting_seat = player
        self.runner.seatTaken.emit(player)

    def _view_applied(self) -> None:
        view = self.controller.view
        self.manual_panel.set_view(view)
        self._refresh_turn_actions()
        if self.mode == "hotseat":
            if self._awaiting_seat is None or view.viewer != self._awaiting_seat:
                return
            self.seat = self._awaiting_seat
            self._awaiting_seat = None
            self.chain_panel.set_editable(self.seat)
            self.stack.setCurrentWidget(self.table)
            self.table.setVisible(True)
            self._set_title()
            self.seated.emit(self.seat)
        elif view.waiting_for is not None and not view.over and self.mode != "replay":
            self.settled.emit("waiting")  # the seat shown is fixed and someone else is asked

    def _prompt_changed(self, prompt: Any = None) -> None:
        self._refresh_turn_actions()
        self._show_resolving_by_hand(prompt)

    def _prompt_settled(self, prompt: Any) -> None:
        """The question is shown and the log has what came with it: the player's turn."""
        if self.stack.currentWidget() is self.table:
            self.settled.emit("prompt")

    def _show_resolving_by_hand(self, prompt: Any) -> None:
        """A card played by hand is resolving: its controller gets the manual moves (even where
        they are otherwise off) until "Done"; afterwards the duel's own setting is back."""
        resolving = getattr(prompt, "resolving", None)
        if resolving is not None:
            allowed = (prompt.player == 0, prompt.player == 1)
            self.manual_panel.set_allowed(allowed)
            self.manual_panel.lock_actor(prompt.player)
            self._show_tab(self.manual_panel, True)
            self.tabs.setCurrentWidget(self.manual_panel)
            self.manual_panel.select_card(resolving)
        elif self.manual_panel.allowed != self._manual:
            self.manual_panel.lock_actor(None)
            self.manual_panel.set_allowed(self._manual)  # type: ignore[arg-type]
            self._show_tab(self.manual_panel, any(self._manual))

    def _stepped(self, position: int, length: int, damaged: str) -> None:
        if self.replay_bar is not None:
            self.replay_bar.show_step(position, length, damaged)
        self.settled.emit("step")

    def _finished(self, text: str) -> None:
        self._refresh_turn_actions()
        self.settled.emit("over")

    def _error(self, text: str) -> None:
        if self.controller.view is None:
            self.prompt_panel.show_start_failure(text)
        self.statusBar().showMessage(text)
        self.settled.emit("error")

    def _set_title(self) -> None:
        parts = ["ygo-desktop", self.tr(MODE_TITLES[self.mode])]
        if self.mode == "hotseat" and self.seat is not None:
            parts.append(player_name(self.seat))
        if self.title_text:
            parts.append(self.title_text)
        self.setWindowTitle(" — ".join(parts))

    # ------------------------------------------------------------ history / replay
    def _history_changed(self, can_undo: bool, can_redo: bool) -> None:
        allowed = self.mode in ("solo", "puzzle")
        self.undo_action.setEnabled(allowed and can_undo)
        self.redo_action.setEnabled(allowed and can_redo)

    def save_replay(self, path: str) -> None:
        self.runner.saveRequested.emit(path)

    def _ask_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save replay"), "",
                                              self.tr("Replays (*.json)"))
        if path:
            self.save_replay(path)


def _db() -> Any:
    from engine.cards.database import default_database

    return default_database()
