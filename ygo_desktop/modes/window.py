"""``DuelModeWindow``: a duel in one of the play modes, around the shared mat.

    window = DuelModeWindow.for_session(lambda: PlaySession(Duel(start), mode="solo"))
    window.start()

Hot-seat: a hand-over screen covers the whole window whenever the player who
must answer changes; the mat, the log and the prompt come back only after
"I am Player N" and only once the new seat's view has arrived. The title
never names a card. Solo and puzzle: Ctrl+Z / Ctrl+Shift+Z undo and redo,
the manual-moves panel, and (solo) test hands. Every mode: save the replay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QListView,
    QMainWindow,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.controller import DuelController
from ygo_desktop.mat.scene import MatScene
from ygo_desktop.mat.view import MatView
from ygo_desktop.modes.handover import HandOverScreen
from ygo_desktop.modes.manual_panel import ManualMovesPanel
from ygo_desktop.modes.worker import ModeRunner
from ygo_desktop.prompts.panel import PromptPanel

MODE_TITLES = {"hotseat": "Hot-seat", "solo": "Solo", "puzzle": "Puzzle"}
CHAIN_LABELS = (("on", "On"), ("auto", "Auto"), ("off", "Off"))


class ChainSettingsPanel(QWidget):
    """Master Duel's chain settings per player, plus the "respond next time" button."""

    changed = Signal(int, str)
    holdRequested = Signal(int)

    def __init__(self, settings: list[str], players: tuple[int, ...] = (0, 1),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.combos: dict[int, QComboBox] = {}
        for player in players:
            combo = QComboBox(self)
            combo.setObjectName(f"chainSetting{player}")
            for value, label in CHAIN_LABELS:
                combo.addItem(self.tr(label), value)
            combo.setCurrentIndex(combo.findData(settings[player]))
            combo.currentIndexChanged.connect(
                lambda _i, p=player, c=combo: self.changed.emit(p, c.currentData()))
            hold = QPushButton(self.tr("Stop at my next chance to respond"), self)
            hold.clicked.connect(lambda _=False, p=player: self.holdRequested.emit(p))
            form.addRow(self.tr("Player %1 chain:").replace("%1", str(player + 1)), combo)
            form.addRow(hold)
            self.combos[player] = combo


class DuelModeWindow(QMainWindow):
    seated = Signal(int)   # the table is shown to this player (hot-seat), after their view arrived
    coverShown = Signal(int)
    #: the window waits for the player: "prompt", "cover", "refused", "over" or "error" (for tests, automation)
    settled = Signal(str)

    def __init__(self, runner: ModeRunner, mode: str, *, title: str = "",
                 manual: tuple[bool, bool] = (False, False), chain: list[str] | None = None,
                 test_deck: list[int] | None = None, db: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.mode = mode
        self.puzzle_title = title
        self._awaiting_seat: int | None = None
        self.seat: int | None = None
        self.controller = DuelController(self)
        self.controller.attach(runner)  # the runner has the same signals as a DuelSession
        worker = runner.worker
        worker.logReset.connect(self.controller.log.clear)
        worker.historyChanged.connect(self._history_changed)
        worker.handOverNeeded.connect(self.cover)
        worker.replaySaved.connect(lambda path: self.statusBar().showMessage(
            self.tr("Replay saved: %1").replace("%1", path), 5000))
        worker.replayFailed.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.viewApplied.connect(self._view_applied)
        self.controller.promptChanged.connect(self._prompt_changed)
        self.controller.refused.connect(lambda _uid, _reason: self.settled.emit("refused"))
        self.controller.duelFinished.connect(lambda _text: self.settled.emit("over"))
        self.controller.errorRaised.connect(self._error)

        # ---- the table
        self.scene = MatScene(self.controller, self)
        self.mat = MatView(self.scene)
        self.prompt_panel = PromptPanel(self.controller)
        self.log_view = QListView()
        self.log_view.setObjectName("duelLog")
        self.log_view.setModel(self.controller.log)
        self.goal = QLabel(title)
        self.goal.setObjectName("puzzleTitle")
        self.goal.setWordWrap(True)
        self.goal.setVisible(bool(title))
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log_view, self.tr("Log"))
        self.manual_panel: ManualMovesPanel | None = None
        if any(manual):
            self.manual_panel = ManualMovesPanel()
            self.manual_panel.set_allowed(manual)
            self.manual_panel.answerBuilt.connect(self.controller.submit)
            self.tabs.addTab(self.manual_panel, self.tr("Manual moves"))
        self.chain_panel = ChainSettingsPanel(chain or ["on", "on"])
        self.chain_panel.changed.connect(runner.chainRequested)
        self.chain_panel.holdRequested.connect(runner.holdRequested)
        self.tabs.addTab(self.chain_panel, self.tr("Chain settings"))
        self.test_hands = None
        if test_deck:
            from ygo_desktop.modes.test_hands import TestHandsPanel

            self.test_hands = TestHandsPanel(test_deck, db or _db())
            self.tabs.addTab(self.test_hands, self.tr("Test hands"))
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.addWidget(self.goal)
        sl.addWidget(self.prompt_panel)
        sl.addWidget(self.tabs, 1)
        table = QSplitter(Qt.Orientation.Horizontal)
        table.setObjectName("table")
        table.addWidget(self.mat)
        table.addWidget(side)
        table.setStretchFactor(0, 3)
        self.table = table
        self.handover = HandOverScreen()
        self.handover.confirmed.connect(self.take_seat)
        self.stack = QStackedWidget()
        self.stack.addWidget(table)
        self.stack.addWidget(self.handover)
        self.setCentralWidget(self.stack)

        # ---- actions
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(runner.undoRequested)
        self.redo_action = QAction(self.tr("Redo"), self)
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(runner.redoRequested)
        for action in (self.undo_action, self.redo_action):
            action.setEnabled(False)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
        self.save_action = QAction(self.tr("Save replay…"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self._ask_save)
        self.addAction(self.save_action)
        menu = self.menuBar().addMenu(self.tr("&Duel"))
        menu.addAction(self.save_action)
        if mode != "hotseat":
            menu.addAction(self.undo_action)
            menu.addAction(self.redo_action)
        self._set_title()
        self.resize(1600, 1000)
        if mode == "hotseat":
            self.stack.setCurrentWidget(self.handover)  # nothing shows before a seat is taken
            self.table.setVisible(False)

    # ------------------------------------------------------------ building
    @classmethod
    def for_session(cls, make_session: Callable[[], Any], mode: str, **kwargs: Any) -> DuelModeWindow:
        runner = ModeRunner(make_session, hotseat=mode == "hotseat")
        window = cls(runner, mode, **kwargs)
        runner.setParent(window)
        return window

    def start(self) -> None:
        self.runner.start()

    def closeEvent(self, event: Any) -> None:
        self.runner.stop()
        self._remember_layout()
        super().closeEvent(event)

    # ------------------------------------------------------------ layout
    def use_settings(self, store: Any) -> None:
        """Restore the table's last size and splitter from the settings, and save them on close."""
        from ygo_desktop.layout import restore_layout

        self._store = store
        settings = getattr(store, "settings", None)
        if settings is not None:
            restore_layout(self, settings.window, {"table": self.table})

    def _remember_layout(self) -> None:
        from ygo_desktop.layout import save_layout

        store = getattr(self, "_store", None)
        settings = getattr(store, "settings", None)
        if settings is None:
            return
        save_layout(self, settings.window, {"table": self.table})
        try:
            store.save()
        except OSError:
            pass  # the layout is a convenience; never lose a duel over it

    # ------------------------------------------------------------ hot-seat
    def cover(self, player: int) -> None:
        """Hide everything and ask ``player`` to take the seat."""
        self.seat = None
        self._awaiting_seat = None
        self.table.setVisible(False)
        self.controller.log.clear()
        # drop the last player's question now: its widget (labels naming their cards) is
        # deleted while the cover is up, long before the next player sits down
        self.prompt_panel.show_prompt(None)
        self.handover.set_player(player)
        self.stack.setCurrentWidget(self.handover)
        self._set_title()
        self.coverShown.emit(player)
        self.settled.emit("cover")

    def _error(self, text: str) -> None:
        self.statusBar().showMessage(text)
        self.settled.emit("error")

    def _prompt_changed(self, prompt: Any = None) -> None:
        if prompt is not None and self.stack.currentWidget() is self.table:
            self.settled.emit("prompt")

    def take_seat(self, player: int) -> None:
        self._awaiting_seat = player
        self.runner.seatTaken.emit(player)

    def _view_applied(self) -> None:
        view = self.controller.view
        if self.manual_panel is not None:
            self.manual_panel.set_view(view)
        if self.mode == "hotseat":
            if self._awaiting_seat is None or view.viewer != self._awaiting_seat:
                return
            self.seat = self._awaiting_seat
            self._awaiting_seat = None
            self.stack.setCurrentWidget(self.table)
            self.table.setVisible(True)
            self._set_title()
            self.seated.emit(self.seat)
        else:
            self._set_title()

    def _set_title(self) -> None:
        parts = ["ygo-desktop", self.tr(MODE_TITLES.get(self.mode, self.mode))]
        if self.mode == "hotseat" and self.seat is not None:
            parts.append(self.tr("Player %1").replace("%1", str(self.seat + 1)))
        if self.puzzle_title:
            parts.append(self.puzzle_title)
        self.setWindowTitle(" — ".join(parts))

    # ------------------------------------------------------------ history / replay
    def _history_changed(self, can_undo: bool, can_redo: bool) -> None:
        allowed = self.mode != "hotseat"
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


def open_setup(setup: Any, settings: Any = None, db: Any = None) -> DuelModeWindow:
    """The window for what the New Duel dialog produced (``dialogs.new_duel.DuelSetup``)."""
    from engine.duel import Duel
    from ygo_desktop.modes.puzzle import load_puzzle
    from ygo_desktop.modes.session import DEFAULT_CHAIN, PlaySession

    mode = setup.mode
    chain = list(DEFAULT_CHAIN[mode])
    s = getattr(settings, "settings", settings)
    if s is not None and mode == "hotseat":
        chain = list(s.chain)
    if mode == "puzzle":
        session = load_puzzle(setup.scenario, db)  # errors surface before a window opens
        session.advance()
        window = DuelModeWindow.for_session(lambda: session, mode, title=session.title,
                                            manual=session.manual_allowed, chain=session.chain,
                                            db=db)
        window.use_settings(settings)
        from ygo_desktop.modes.puzzle_verdict import show_verdicts

        show_verdicts(window, session)  # "Solved!" under the goal when its checks pass
        return window
    start = setup.start

    def make() -> PlaySession:
        session = PlaySession(Duel(start, db), mode=mode, chain=list(chain))
        session.advance()
        return session

    deck = list(start.decks[0].main) if mode == "solo" and start.decks else None
    window = DuelModeWindow.for_session(make, mode, manual=tuple(start.manual), chain=chain,
                                        test_deck=deck, db=db)
    window.use_settings(settings)
    return window
