"""The New Duel dialog: decks, banlist check, who goes first, LP, and the mode.

It produces a :class:`DuelSetup`: an ``engine.start.DuelStart`` plus the mode
(hot-seat, solo, puzzle) and, for a puzzle, the scenario file. Legality is
shown, never enforced: a casual duel may start with any deck.

A deck source is one string, remembered in the settings: a ``.ydk`` path, a
``ydke://`` URL, ``starter:NAME`` for a bundled starter deck, or ``""`` for no
deck at all (solo's empty opponent).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.cards.database import assets_dir
from engine.decks import Deck, DeckError, check_legality, from_ydke, load_banlists, read_ydk
from engine.start import DeckList, DuelStart

STARTER_PREFIX = "starter:"
MODES = ("hotseat", "solo", "puzzle")
DEFAULT_DECKS = ("SDY_Starter_Deck_Yugi", "SDK_Starter_Deck_Kaiba")


def starter_decks() -> dict[str, Path]:
    """Bundled starter decks by name (file stem)."""
    folder = assets_dir() / "decks"
    return {p.stem: p for p in sorted(folder.glob("*.ydk"))}


def load_deck(source: str, db: Any = None) -> Deck:
    """The deck a source string names; raises ``DeckError`` with a message to show."""
    source = source.strip()
    if not source:
        return Deck(name="")
    if source.startswith(STARTER_PREFIX):
        name = source[len(STARTER_PREFIX):]
        path = starter_decks().get(name)
        if path is None:
            raise DeckError(source, None, "no bundled starter deck of that name")
        return read_ydk(path, db)
    if source.lower().startswith("ydke://"):
        return from_ydke(source, db, name="ydke")
    return read_ydk(source, db)


def describe_problems(deck: Deck, db: Any, banlist: Any) -> list[str]:
    return [p.message for p in check_legality(deck, db, banlist)]


@dataclass
class DuelSetup:
    """What the dialog produced."""

    mode: str
    start: DuelStart | None = None  # None for a puzzle (the scenario has its own start)
    scenario: str = ""
    deck_sources: list[str] = field(default_factory=lambda: ["", ""])
    deck_names: list[str] = field(default_factory=lambda: ["", ""])
    problems: list[list[str]] = field(default_factory=lambda: [[], []])
    banlist: str = ""


def build_start(decks: list[Deck], *, lp: int = 8000, first_player: int | None = None,
                mode: str = "solo", manual: tuple[bool, bool] = (False, False),
                seed: int | None = None, by_hand: bool = True) -> DuelStart:
    """The ``DuelStart`` for two decks in a mode (manual moves: solo always; hot-seat only
    when both players enable them). ``by_hand``: cards the engine does not automate are
    played by hand (engine.by_hand), in every mode."""
    if mode == "hotseat":
        allowed = (True, True) if all(manual) else (False, False)
    else:
        allowed = (True, True)
    # solo: a player left without a deck (the goldfish) never loses by drawing from it
    empty_ok = tuple(mode == "solo" and not d.main for d in decks)
    return DuelStart(seed=secrets.randbelow(2**63) if seed is None else seed,
                     decks=[DeckList(main=list(d.main), extra=list(d.extra)) for d in decks],
                     lp=lp, first_player=first_player, manual=allowed,  # type: ignore[arg-type]
                     empty_deck_ok=empty_ok,  # type: ignore[arg-type]
                     # hot-seat: being asked must not tell the other player about a hidden card
                     ask_every_window=(mode == "hotseat", mode == "hotseat"),
                     by_hand=by_hand, hotseat=mode == "hotseat")


class DeckPicker(QWidget):
    """A starter deck, a .ydk file, a ydke:// URL, or no deck."""

    changed = Signal()

    def __init__(self, allow_empty: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox(self)
        self.combo.setObjectName("deckCombo")
        if allow_empty:
            self.combo.addItem(self.tr("No deck (empty opponent)"), "")
        for name in starter_decks():
            self.combo.addItem(name.replace("_", " "), STARTER_PREFIX + name)
        self.browse = QPushButton(self.tr("Open .ydk…"), self)
        self.browse.clicked.connect(self._browse)
        self.url = QLineEdit(self)
        self.url.setObjectName("ydkeUrl")
        self.url.setPlaceholderText(self.tr("or paste a ydke:// URL"))
        row = QHBoxLayout()
        row.addWidget(self.combo, 1)
        row.addWidget(self.browse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.url)
        self.combo.currentIndexChanged.connect(self.changed)
        self.url.textChanged.connect(self.changed)

    def source(self) -> str:
        url = self.url.text().strip()
        return url if url else str(self.combo.currentData() or "")

    def set_source(self, source: str) -> None:
        if source.lower().startswith("ydke://"):
            self.url.setText(source)
            return
        self.url.clear()
        index = self.combo.findData(source)
        if index < 0 and source:
            self.combo.addItem(Path(source).stem, source)
            index = self.combo.count() - 1
        if index >= 0:
            self.combo.setCurrentIndex(index)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a deck"), "",
                                              self.tr("Deck lists (*.ydk)"))
        if path:
            self.set_source(path)


class NewDuelDialog(QDialog):
    def __init__(self, settings: Any = None, db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from engine.cards.database import default_database

        self.setWindowTitle(self.tr("New duel"))
        self.db = db or default_database()
        self.settings = settings
        try:
            self.banlists = load_banlists()
        except DeckError:
            self.banlists = {}
        self.setup: DuelSetup | None = None

        self.mode_buttons = QButtonGroup(self)
        mode_box = QGroupBox(self.tr("Mode"), self)
        ml = QHBoxLayout(mode_box)
        labels = {"hotseat": self.tr("Hot-seat (two players, one screen)"),
                  "solo": self.tr("Solo / goldfish"), "puzzle": self.tr("Puzzle")}
        self.mode_radio: dict[str, QRadioButton] = {}
        for i, mode in enumerate(MODES):
            radio = QRadioButton(labels[mode], mode_box)
            radio.setObjectName(f"mode_{mode}")
            self.mode_buttons.addButton(radio, i)
            self.mode_radio[mode] = radio
            ml.addWidget(radio)

        self.decks = [DeckPicker(False, self), DeckPicker(True, self)]
        self.banlist = QComboBox(self)
        self.banlist.setObjectName("banlist")
        self.banlist.addItem(self.tr("No banlist"), "")
        for name in self.banlists:
            self.banlist.addItem(name, name)
        self.first = QComboBox(self)
        self.first.setObjectName("firstPlayer")
        self.first.addItem(self.tr("Coin toss"), None)
        self.first.addItem(self.tr("Player 1"), 0)
        self.first.addItem(self.tr("Player 2"), 1)
        self.lp = QSpinBox(self)
        self.lp.setObjectName("startingLp")
        self.lp.setRange(100, 999_999)
        self.lp.setSingleStep(500)
        self.lp.setValue(8000)
        self.manual = [QCheckBox(self.tr("Player 1 allows manual moves"), self),
                       QCheckBox(self.tr("Player 2 allows manual moves"), self)]
        self.by_hand = QComboBox(self)
        self.by_hand.setObjectName("byHand")
        self.by_hand.addItem(self.tr("play them by hand"), True)
        self.by_hand.addItem(self.tr("not allowed"), False)
        self.by_hand.setToolTip(self.tr(
            "A card the engine does not automate is still activated as its kind allows; when "
            "it resolves, its controller carries out the effect with manual moves."))
        self.scenario = QLineEdit(self)
        self.scenario.setObjectName("scenarioPath")
        browse = QPushButton(self.tr("Open scenario…"), self)
        browse.clicked.connect(self._browse_scenario)
        self.problems = QPlainTextEdit(self)
        self.problems.setObjectName("legality")
        self.problems.setReadOnly(True)

        self.duel_box = QGroupBox(self.tr("Duel"), self)
        form = QFormLayout(self.duel_box)
        form.addRow(self.tr("Player 1 deck:"), self.decks[0])
        form.addRow(self.tr("Player 2 deck:"), self.decks[1])
        form.addRow(self.tr("Banlist:"), self.banlist)
        form.addRow(self.tr("Goes first:"), self.first)
        form.addRow(self.tr("Starting LP:"), self.lp)
        form.addRow(self.manual[0])
        form.addRow(self.manual[1])
        form.addRow(self.tr("Cards not automated:"), self.by_hand)
        form.addRow(self.tr("Deck check:"), self.problems)
        self.puzzle_box = QGroupBox(self.tr("Puzzle"), self)
        pl = QHBoxLayout(self.puzzle_box)
        pl.addWidget(self.scenario, 1)
        pl.addWidget(browse)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start duel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(mode_box)
        layout.addWidget(self.duel_box)
        layout.addWidget(self.puzzle_box)
        layout.addWidget(self.buttons)

        for picker in self.decks:
            picker.changed.connect(self.refresh_legality)
        self.banlist.currentIndexChanged.connect(self.refresh_legality)
        self.mode_buttons.idToggled.connect(lambda *_: self._mode_changed())
        self._load_settings()
        self._mode_changed()
        self.refresh_legality()

    # ------------------------------------------------------------ state
    def _load_settings(self) -> None:
        s = getattr(self.settings, "settings", self.settings)
        mode = "solo"
        # a new user gets a real duel at once: Yugi's starter deck against Kaiba's
        for seat, name in enumerate(DEFAULT_DECKS):
            if name in starter_decks():
                self.decks[seat].set_source(STARTER_PREFIX + name)
        if s is not None:
            for seat in (0, 1):
                if s.last_decks[seat]:
                    self.decks[seat].set_source(s.last_decks[seat])
            index = self.banlist.findData(s.default_banlist)
            if index >= 0:
                self.banlist.setCurrentIndex(index)
            self.lp.setValue(s.starting_lp)
            mode = s.last_mode
            if s.recent_scenarios:
                self.scenario.setText(s.recent_scenarios[0])
        self.mode_radio[mode].setChecked(True)

    def mode(self) -> str:
        for mode, radio in self.mode_radio.items():
            if radio.isChecked():
                return mode
        return "solo"

    def set_mode(self, mode: str) -> None:
        self.mode_radio[mode].setChecked(True)

    def _mode_changed(self) -> None:
        mode = self.mode()
        self.duel_box.setVisible(mode != "puzzle")
        self.puzzle_box.setVisible(mode == "puzzle")
        for box in self.manual:
            box.setVisible(mode == "hotseat")

    def _browse_scenario(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a puzzle"), "",
                                              self.tr("Scenarios (*.toml)"))
        if path:
            self.scenario.setText(path)

    def chosen_banlist(self) -> Any:
        name = self.banlist.currentData()
        return self.banlists.get(name) if name else None

    def refresh_legality(self) -> list[list[str]]:
        """Load both decks and list what is wrong with them (shown, not enforced)."""
        lines: list[str] = []
        result: list[list[str]] = [[], []]
        banlist = self.chosen_banlist()
        for seat, picker in enumerate(self.decks):
            label = self.tr("Player %1").replace("%1", str(seat + 1))
            try:
                deck = load_deck(picker.source(), self.db)
            except DeckError as exc:
                result[seat] = [str(exc)]
                lines.append(f"{label}: {exc}")
                continue
            if not picker.source():
                lines.append(f"{label}: " + self.tr("no deck"))
                continue
            lines.extend(f"{label}: {w}" for w in deck.warnings)  # forgiven, not refused
            problems = describe_problems(deck, self.db, banlist)
            result[seat] = problems
            if problems:
                lines.extend(f"{label}: {p}" for p in problems)
            else:
                lines.append(f"{label}: " + self.tr("legal") +
                             (f" ({banlist.name})" if banlist is not None else ""))
        if any(result):
            lines.append(self.tr("A casual duel may still start."))
        self.problems.setPlainText("\n".join(lines))
        return result

    # ------------------------------------------------------------ result
    def build_setup(self) -> DuelSetup:
        """The setup for the current choices; raises ``DeckError``/``ValueError`` to show."""
        mode = self.mode()
        if mode == "puzzle":
            path = self.scenario.text().strip()
            if not path:
                raise ValueError(self.tr("Choose a scenario file for the puzzle."))
            return DuelSetup(mode=mode, scenario=path)
        sources = [p.source() for p in self.decks]
        decks = [load_deck(s, self.db) for s in sources]
        if not decks[0].main and mode == "hotseat":
            raise ValueError(self.tr("Player 1 needs a deck."))
        start = build_start(decks, lp=self.lp.value(), first_player=self.first.currentData(),
                            mode=mode, manual=(self.manual[0].isChecked(),
                                               self.manual[1].isChecked()),
                            by_hand=bool(self.by_hand.currentData()))
        banlist = self.chosen_banlist()
        return DuelSetup(mode=mode, start=start, deck_sources=sources,
                         deck_names=[d.name for d in decks],
                         problems=[describe_problems(d, self.db, banlist) if s else []
                                   for d, s in zip(decks, sources)],
                         banlist=banlist.name if banlist is not None else "")

    def accept(self) -> None:
        try:
            self.setup = self.build_setup()
        except (DeckError, ValueError) as exc:
            self.problems.setPlainText(str(exc))
            return
        s = getattr(self.settings, "settings", self.settings)
        if s is not None:
            for seat, source in enumerate(self.setup.deck_sources):
                if source or seat == 1:
                    s.remember_deck(seat, source)
            s.last_mode = self.setup.mode  # type: ignore[assignment]
            s.starting_lp = self.lp.value()
            if self.setup.scenario:
                s.remember_scenario(self.setup.scenario)
        super().accept()
