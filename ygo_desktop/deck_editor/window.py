"""``DeckEditorWindow``: search every card, build Main/Extra/Side, check legality as you go.

Search and filters on the left (a keystroke searches all cards at once:
``engine.cards.search``), the deck in the middle, the card detail panel of the
duel window on the right. Cards go into the deck by drag and drop, double-click
or Enter (Shift adds to the Side Deck); Delete, double-click or a drag back to
the results takes one out. Every change runs the engine's legality check under
the chosen banlist; a change that breaks a hard rule (a fourth copy, a card in
the wrong part, too many cards) is refused with the engine's words in the
status bar. Undo/redo, ``.ydk`` files (saved atomically), ``ydke://`` URLs, and
"Test this deck" (solo, with test hands) complete it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from engine.cards.database import CardDatabase, default_database
from engine.cards.search import SearchIndex, default_automated
from engine.cards.user_database import user_texts
from engine.decks import Deck, DeckError, from_ydke, load_banlists, read_ydk, to_ydke, write_ydk
from ygo_desktop.card_view import CardDetailPanel
from ygo_desktop.deck_editor.document import PART_NAMES, PARTS, DeckDocument, Part
from ygo_desktop.deck_editor.filters import FilterPanel
from ygo_desktop.deck_editor.models import FACE_SIZE, CodeListModel, CodeRole, faces, read_mime
from ygo_desktop.settings import SettingsStore

#: results shown at most (the count says how many matched); keeps a one-letter search light
RESULT_LIMIT = 2000


class CardListView(QListView):
    """A list of card faces that adds (results) or removes (deck) on double-click and keys."""

    #: row, and whether Shift was held (Side Deck)
    chosen = Signal(int, bool)
    removeRequested = Signal(int)
    hovered = Signal(int)
    #: code, source ("results" or a part), source row, target row (-1 = at the end)
    cardDropped = Signal(int, str, int, int)

    def __init__(self, name: str, icons: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setMouseTracking(True)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QListView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setUniformItemSizes(True)
        self.setIconSize(FACE_SIZE if icons else FACE_SIZE * 0.6)
        if icons:
            self.setViewMode(QListView.ViewMode.IconMode)
            self.setResizeMode(QListView.ResizeMode.Adjust)
            self.setMovement(QListView.Movement.Snap)
            self.setWrapping(True)
            self.setSpacing(2)
        self.doubleClicked.connect(self._double_clicked)
        self.entered.connect(lambda index: self.hovered.emit(index.row()))

    def _double_clicked(self, index: QModelIndex) -> None:
        shift = bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.chosen.emit(index.row(), shift)

    def keyPressEvent(self, event: Any) -> None:
        row = self.currentIndex().row()
        if row >= 0 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.chosen.emit(row, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        if row >= 0 and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.removeRequested.emit(row)
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ drops
    def dragEnterEvent(self, event: Any) -> None:
        if read_mime(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: Any) -> None:
        if read_mime(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: Any) -> None:
        payload = read_mime(event.mimeData())
        if payload is None:
            event.ignore()
            return
        code, source, row = payload
        target = self.indexAt(event.position().toPoint()).row()
        event.setDropAction(Qt.DropAction.CopyAction)  # the model never removes the source row
        event.accept()
        self.cardDropped.emit(code, source, row, target)


class DeckEditorWindow(QMainWindow):
    #: the deck changed (after the models and the problem list were updated)
    deckChanged = Signal()

    def __init__(self, store: SettingsStore | None = None, db: CardDatabase | None = None,
                 open_setup: Callable[[Any], Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.db = db or default_database()
        self._open_setup = open_setup
        self.ask_before_closing = True
        self.last_message = ""
        self.opened: list[Any] = []  # windows opened by "Test this deck"
        self.banlists = load_banlists()
        self.index = SearchIndex(self.db, automated=default_automated(), texts=user_texts())
        self.document = DeckDocument(self.db, banlist=self._chosen_banlist_from_settings())
        self.setWindowTitle(self.tr("Deck editor — ygo-desktop"))
        self.resize(1500, 950)
        self._build()
        self._actions()
        self.document.listeners.append(self._deck_changed)
        self._deck_changed()
        self.search()

    # ------------------------------------------------------------ building
    def _chosen_banlist_from_settings(self) -> Any:
        name = self.store.settings.default_banlist if self.store is not None else ""
        return self.banlists.get(name)

    def _build(self) -> None:
        # search
        self.search_field = QLineEdit(self)
        self.search_field.setObjectName("deckSearch")
        self.search_field.setPlaceholderText(self.tr("Search cards by name…"))
        self.search_field.setClearButtonEnabled(True)
        self.search_field.textChanged.connect(self.search)
        self.filters = FilterPanel(self.index.archetypes, self)
        self.filters.changed.connect(self.search)
        filter_box = QGroupBox(self.tr("Filters"), self)
        filter_box.setCheckable(True)
        filter_box.setChecked(True)
        box_layout = QVBoxLayout(filter_box)
        box_layout.addWidget(self.filters)
        filter_box.toggled.connect(self.filters.setVisible)
        self.results = CodeListModel("results", self)
        self.results_view = CardListView("searchResults", icons=False, parent=self)
        self.results_view.setModel(self.results)
        self.results_view.chosen.connect(self._add_result)
        self.results_view.cardDropped.connect(self._dropped_on_results)
        self.results_view.hovered.connect(lambda row: self._show_row(self.results, row))
        self.results_view.selectionModel().currentChanged.connect(
            lambda index, _prev: self._show_row(self.results, index.row()))
        self.result_count = QLabel(self)
        self.result_count.setObjectName("resultCount")
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.addWidget(self.search_field)
        ll.addWidget(filter_box)
        ll.addWidget(self.result_count)
        ll.addWidget(self.results_view, 1)

        # the deck
        middle = QWidget(self)
        ml = QVBoxLayout(middle)
        self.banlist_combo = QComboBox(self)
        self.banlist_combo.setObjectName("deckBanlist")
        self.banlist_combo.addItem(self.tr("No banlist"), "")
        for name in self.banlists:
            self.banlist_combo.addItem(name, name)
        if self.document.banlist is not None:
            self.banlist_combo.setCurrentIndex(self.banlist_combo.findData(self.document.banlist.name))
        self.banlist_combo.currentIndexChanged.connect(self._banlist_changed)
        ml.addWidget(self.banlist_combo)
        self.part_labels: dict[Part, QLabel] = {}
        self.part_models: dict[Part, CodeListModel] = {}
        self.part_views: dict[Part, CardListView] = {}
        for part in PARTS:
            label = QLabel(self)
            label.setObjectName(f"{part}Count")
            model = CodeListModel(part, self, names=False)
            view = CardListView(f"{part}Deck", icons=True, parent=self)
            view.setModel(model)
            view.chosen.connect(lambda row, _shift, p=part: self.document.remove(p, row))
            view.removeRequested.connect(lambda row, p=part: self.document.remove(p, row))
            view.cardDropped.connect(
                lambda code, source, row, at, p=part: self._dropped_on_part(p, code, source, row, at))
            view.hovered.connect(lambda row, m=model: self._show_row(m, row))
            view.selectionModel().currentChanged.connect(
                lambda index, _prev, m=model: self._show_row(m, index.row()))
            ml.addWidget(label)
            ml.addWidget(view, 4 if part == "main" else 1)
            self.part_labels[part], self.part_models[part], self.part_views[part] = (
                label, model, view)
        self.problem_list = QListWidget(self)
        self.problem_list.setObjectName("deckProblems")
        self.problem_list.setMaximumHeight(110)
        ml.addWidget(self.problem_list)

        self.detail = CardDetailPanel(self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("deckEditorSplitter")
        for widget in (left, middle, self.detail):
            splitter.addWidget(widget)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 4)
        splitter.setStretchFactor(2, 1)
        self.setCentralWidget(splitter)

    def _actions(self) -> None:
        def action(text: str, slot: Callable[[], Any], shortcut: Any = None) -> QAction:
            act = QAction(text, self)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(lambda _checked=False: slot())
            self.addAction(act)
            return act

        self.new_action = action(self.tr("&New deck"), self.new_deck, QKeySequence.StandardKey.New)
        self.open_action = action(self.tr("&Open .ydk…"), self._ask_open,
                                  QKeySequence.StandardKey.Open)
        self.save_action = action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = action(self.tr("Save &as…"), self._ask_save_as,
                                     QKeySequence.StandardKey.SaveAs)
        self.import_action = action(self.tr("&Import ydke:// URL…"), self._ask_import)
        self.export_action = action(self.tr("&Export ydke:// URL"), self.export_ydke)
        self.undo_action = action(self.tr("&Undo"), self.document.undo, "Ctrl+Z")
        self.redo_action = action(self.tr("&Redo"), self.document.redo, "Ctrl+Shift+Z")
        self.test_action = action(self.tr("&Test this deck"), self.test_deck, "Ctrl+T")
        file_menu = self.menuBar().addMenu(self.tr("&Deck"))
        for act in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            file_menu.addAction(act)
        file_menu.addSeparator()
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.export_action)
        file_menu.addSeparator()
        file_menu.addAction(self.test_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        bar = QToolBar(self.tr("Deck"), self)
        bar.setObjectName("deckToolBar")
        for act in (self.new_action, self.open_action, self.save_action, self.undo_action,
                    self.redo_action, self.export_action, self.test_action):
            bar.addAction(act)
        self.addToolBar(bar)

    # ------------------------------------------------------------ search
    def search(self) -> None:
        query = self.filters.query(self.search_field.text())
        found = self.index.search(query, self.document.banlist)
        self.results.set_codes([c.code for c in found[:RESULT_LIMIT]])
        shown = min(len(found), RESULT_LIMIT)
        text = self.tr("%1 cards").replace("%1", str(len(found)))
        if shown < len(found):
            text += self.tr(" (first %1 shown)").replace("%1", str(shown))
        self.result_count.setText(text)

    def _show_row(self, model: CodeListModel, row: int) -> None:
        if not 0 <= row < model.rowCount():
            return
        code = model.data(model.index(row), CodeRole)
        from engine.view import CardView

        self.detail.show_card(CardView(uid=0, code=code, owner=0, controller=0, location="deck",
                                       face_up=True))

    # ------------------------------------------------------------ changing the deck
    def _tell(self, message: str | None) -> None:
        self.last_message = message or ""
        if message:
            self.statusBar().showMessage(message, 6000)

    def add(self, code: int, part: Part | None = None, at: int | None = None) -> str | None:
        refusal = self.document.add(code, part, at)
        self._tell(refusal)
        return refusal

    def _add_result(self, row: int, side: bool) -> None:
        if 0 <= row < self.results.rowCount():
            self.add(self.results.codes[row], "side" if side else None)

    def _dropped_on_part(self, part: Part, code: int, source: str, row: int, at: int) -> None:
        target = None if at < 0 else at
        if source in PARTS:
            self._tell(self.document.move(source, row, part, target))  # type: ignore[arg-type]
        else:
            self.add(code, part, target)

    def _dropped_on_results(self, code: int, source: str, row: int, _at: int) -> None:
        if source in PARTS:
            self.document.remove(source, row)  # type: ignore[arg-type]

    def _banlist_changed(self) -> None:
        name = self.banlist_combo.currentData()
        self.document.banlist = self.banlists.get(name) if name else None
        self._deck_changed()
        self.search()

    def _deck_changed(self) -> None:
        for part in PARTS:
            self.part_models[part].set_codes(self.document.parts[part])
        counts = self.document.counts()
        sizes = {"main": "40–60", "extra": "0–15", "side": "0–15"}
        for part in PARTS:
            self.part_labels[part].setText(f"{self.tr(PART_NAMES[part])}: {counts[part]} "
                                           f"({sizes[part]})")
        self.problem_list.clear()
        problems = self.document.problems()
        for problem in problems:
            self.problem_list.addItem(problem.message)
        if not problems:
            banlist = self.document.banlist
            self.problem_list.addItem(
                self.tr("Legal under %1").replace("%1", banlist.name) if banlist is not None
                else self.tr("Legal (no banlist chosen)"))
        self.undo_action.setEnabled(self.document.can_undo)
        self.redo_action.setEnabled(self.document.can_redo)
        name = self.document.name or self.tr("New deck")
        self.setWindowTitle(f"{name}{' *' if self.document.dirty else ''} — "
                            + self.tr("Deck editor — ygo-desktop"))
        self.deckChanged.emit()

    # ------------------------------------------------------------ files and URLs
    def new_deck(self) -> None:
        if self._may_discard():
            self.document.clear()

    def open_deck(self, path: str) -> bool:
        try:
            deck = read_ydk(path, self.db)
        except DeckError as exc:
            self._error(str(exc))
            return False
        self.document.load(deck, path=str(path))
        self._remember(str(path))
        if deck.warnings:  # e.g. a comment in another code page: loaded, and the player told
            self.statusBar().showMessage("; ".join(deck.warnings), 10_000)
        return True

    def save(self) -> bool:
        if not self.document.path:
            return self._ask_save_as()
        return self.save_as(self.document.path)

    def save_as(self, path: str) -> bool:
        """Write the deck as ``.ydk`` (atomically: the old file survives a failed write)."""
        deck = self.document.deck()
        try:
            write_ydk(deck, path)
        except DeckError as exc:
            self._error(str(exc))
            return False
        self.document.name = Path(path).stem
        self.document.mark_saved(str(path))
        self._remember(str(path))
        self._deck_changed()
        self._tell(self.tr("Saved %1").replace("%1", str(path)))
        return True

    def export_ydke(self) -> str:
        url = to_ydke(self.document.deck())
        QGuiApplication.clipboard().setText(url)
        self._tell(self.tr("The ydke:// URL is on the clipboard."))
        return url

    def import_ydke(self, url: str) -> bool:
        try:
            deck = from_ydke(url, self.db, name=self.document.name)
        except DeckError as exc:
            self._error(str(exc))
            return False
        self.document.replace(deck)
        return True

    def _remember(self, path: str) -> None:
        if self.store is None:
            return
        self.store.settings.recent_decks = (
            [path] + [d for d in self.store.settings.recent_decks if d != path])[:10]
        try:
            self.store.save()
        except OSError:
            pass  # the recent list is a convenience

    def _error(self, message: str) -> None:
        self._tell(message)
        if self.isVisible():
            QMessageBox.warning(self, self.tr("Deck editor"), message)

    def _ask_open(self) -> None:
        if not self._may_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open deck"), "",
                                              self.tr("Decks (*.ydk)"))
        if path:
            self.open_deck(path)

    def _ask_save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save deck"), self.document.path,
                                              self.tr("Decks (*.ydk)"))
        if not path:
            return False
        if not path.lower().endswith(".ydk"):
            path += ".ydk"
        return self.save_as(path)

    def _ask_import(self) -> None:
        text, ok = QInputDialog.getText(self, self.tr("Import ydke:// URL"),
                                        self.tr("Paste the deck's ydke:// URL:"),
                                        text=QGuiApplication.clipboard().text())
        if ok and text.strip():
            self.import_ydke(text.strip())

    # ------------------------------------------------------------ playing it
    def test_deck(self) -> Any:
        """Solo with this deck against an empty opponent: test hands, goldfishing."""
        from ygo_desktop.dialogs.new_duel import DuelSetup, build_start

        deck = self.document.deck()
        if not deck.main:
            self._tell(self.tr("Add cards to the Main Deck first."))
            return None
        start = build_start([deck, Deck(name="")], mode="solo", first_player=0)
        setup = DuelSetup(mode="solo", start=start, deck_names=[deck.name or "Deck", ""])
        if self._open_setup is not None:
            window = self._open_setup(setup)
        else:
            from ygo_desktop.modes.launch import open_setup

            window = open_setup(setup, self.store, self.db)
            window.show()
            window.start()
        if window is not None:
            self.opened.append(window)
        return window

    # ------------------------------------------------------------ the app around it
    def card_database_changed(self) -> None:
        """The player chose another cards.cdb: search it, and redraw faces and texts."""
        self.db = default_database()
        self.document.db = self.db
        self.index = SearchIndex(self.db, automated=default_automated(), texts=user_texts())
        faces.clear()
        for model in self.part_models.values():
            model.refresh()
        self.search()
        self._deck_changed()

    def _may_discard(self) -> bool:
        if not self.document.dirty or not self.ask_before_closing:
            return True
        answer = QMessageBox.question(
            self, self.tr("Deck editor"),
            self.tr("The deck has unsaved changes. Discard them?"),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: Any) -> None:
        if self._may_discard():
            super().closeEvent(event)
        else:
            event.ignore()
