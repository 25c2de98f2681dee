"""The main window: a welcome page with "New duel", then the duel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ygo_desktop.card_face import pictures
from ygo_desktop.controller import DuelController
from ygo_desktop.duel_widget import DuelWidget
from ygo_desktop.modes.base import DuelMode
from ygo_desktop.new_duel import NewDuelDialog
from ygo_desktop.settings import Settings, save_settings
from ygo_desktop.worker import DuelSession


class DuelRun:
    """One running duel: the worker's session, the controller and the widget."""

    def __init__(self, mode: DuelMode, parent: QWidget | None = None) -> None:
        self.mode = mode
        self.controller = DuelController()
        self.widget = DuelWidget(self.controller, parent)
        self.session = DuelSession(mode.duel_factory(), mode.viewer)
        self.controller.attach(self.session)

    def start(self) -> None:
        self.session.start()

    def stop(self) -> None:
        self.session.stop()


class MainWindow(QMainWindow):
    duelStarted = Signal(object)  # the DuelRun

    def __init__(self, settings: Settings | None = None, save: bool = True) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self._save = save
        self.run: DuelRun | None = None
        self.setWindowTitle(self.tr("ygo-desktop"))
        self.resize(1600, 1000)
        self._menus()
        self.setCentralWidget(self._welcome())

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = QAction(self.tr("&New duel…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.new_duel)
        game.addAction(new)
        pics = QAction(self.tr("Card &pictures folder…"), self)
        pics.triggered.connect(self.choose_pictures)
        game.addAction(pics)
        game.addSeparator()
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)

    def _welcome(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(self.tr("ygo-desktop"), page)
        title.setStyleSheet("font-size: 40px; font-weight: bold; color: #ffcc33;")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        hint = QLabel(self.tr("Start a duel between two of the bundled starter decks."), page)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        button = QPushButton(self.tr("New duel…"), page)
        button.setObjectName("newDuelButton")
        button.setFixedWidth(240)
        button.clicked.connect(self.new_duel)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        return page

    def new_duel(self) -> None:
        dialog = NewDuelDialog(self, self.settings)
        if dialog.exec() != NewDuelDialog.DialogCode.Accepted:
            return
        mode = dialog.mode()
        self.settings.last_decks = [str(d) for d in mode.decks]
        self.settings.last_seed = mode.seed
        self._store()
        self.start(mode)

    def start(self, mode: DuelMode) -> DuelRun:
        if self.run is not None:
            self.run.stop()
        self.run = DuelRun(mode, self)
        self.run.controller.errorRaised.connect(self._engine_error)
        self.setCentralWidget(self.run.widget)
        self.setWindowTitle(self.tr("%1 — ygo-desktop").replace("%1", mode.title()))
        self.run.start()
        self.duelStarted.emit(self.run)
        return self.run

    def choose_pictures(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Folder with card pictures (EDOPro: the folder holding pics/)"),
            self.settings.pictures_folder)
        if folder:
            self.settings.pictures_folder = folder
            pictures.set_folder(folder)
            self._store()
            if self.run is not None:
                self.run.widget.mat.viewport().update()

    def _engine_error(self, message: str) -> None:
        if self.run is not None and self.run.controller.view is None:
            QMessageBox.warning(self, self.tr("The duel could not start"), message)

    def _store(self) -> None:
        if self._save:
            try:
                save_settings(self.settings)
            except OSError:
                pass  # settings are a convenience; never stop a duel over them

    def closeEvent(self, event: Any) -> None:
        if self.run is not None:
            self.run.stop()
        super().closeEvent(event)
