"""The deck editor's search filters: every field of ``engine.cards.search.CardQuery`` as a widget."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QSpinBox,
    QWidget,
)

from engine.cards.database import ATTRIBUTE_BITS, RACE_BITS
from engine.cards.search import CardQuery

KINDS = ("Monster", "Spell", "Trap", "Normal", "Effect", "Ritual", "Fusion", "Synchro", "Xyz",
         "Pendulum", "Link", "Tuner", "Flip", "Gemini", "Spirit", "Toon", "Union", "Token")
SPELL_TRAP_TYPES = ("Normal", "Quick-Play", "Continuous", "Equip", "Field", "Ritual", "Counter")
BAN_STATUSES = ("Forbidden", "Limited", "Semi-Limited", "Unlimited")
ANY = -1


class FilterPanel(QWidget):
    """Combo boxes and ranges; ``query(text)`` is the search they describe."""

    changed = Signal()

    def __init__(self, archetypes: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.kind = self._combo("filterKind", KINDS)
        self.spell_trap_type = self._combo("filterSpellTrapType", SPELL_TRAP_TYPES)
        self.attribute = self._combo("filterAttribute", tuple(ATTRIBUTE_BITS.values()))
        self.race = self._combo("filterType", tuple(sorted(RACE_BITS.values())))
        self.archetype = self._combo("filterArchetype", tuple(archetypes))
        self.archetype.setEditable(True)
        self.ban_status = self._combo("filterBanStatus", BAN_STATUSES)
        self.automated = QComboBox(self)
        self.automated.setObjectName("filterAutomated")
        for label, value in ((self.tr("Any"), None), (self.tr("Automated"), True),
                             (self.tr("Played by hand"), False)):
            self.automated.addItem(label, value)
        self.automated.currentIndexChanged.connect(self.changed)
        self.star = self._range("filterStar", 0, 13, 1)
        self.scale = self._range("filterScale", 0, 13, 1)
        self.atk = self._range("filterAtk", 0, 5000, 100)
        self.defense = self._range("filterDef", 0, 5000, 100)
        self.in_text = QCheckBox(self.tr("Search card text too"), self)
        self.in_text.setObjectName("filterInText")
        self.in_text.toggled.connect(self.changed)
        form.addRow(self.tr("Card kind"), self.kind)
        form.addRow(self.tr("Spell/Trap type"), self.spell_trap_type)
        form.addRow(self.tr("Attribute"), self.attribute)
        form.addRow(self.tr("Type"), self.race)
        form.addRow(self.tr("Level/Rank/Link"), self._pair(self.star))
        form.addRow(self.tr("Pendulum Scale"), self._pair(self.scale))
        form.addRow(self.tr("ATK"), self._pair(self.atk))
        form.addRow(self.tr("DEF"), self._pair(self.defense))
        form.addRow(self.tr("Archetype"), self.archetype)
        form.addRow(self.tr("Banlist status"), self.ban_status)
        form.addRow(self.tr("Automation"), self.automated)
        form.addRow(self.in_text)

    # ------------------------------------------------------------ building
    def _combo(self, name: str, values: Sequence[str]) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.addItem(self.tr("Any"), "")
        for value in values:
            combo.addItem(value, value)
        combo.currentIndexChanged.connect(self.changed)
        combo.editTextChanged.connect(self.changed)
        return combo

    def _range(self, name: str, low: int, high: int, step: int) -> tuple[QSpinBox, QSpinBox]:
        boxes = []
        for end in ("Min", "Max"):
            box = QSpinBox(self)
            box.setObjectName(f"{name}{end}")
            box.setRange(ANY, high)
            box.setSingleStep(step)
            box.setSpecialValueText(self.tr("any"))  # shown at ANY, the minimum
            box.setValue(ANY)
            box.valueChanged.connect(self.changed)
            boxes.append(box)
        return boxes[0], boxes[1]

    def _pair(self, boxes: tuple[QSpinBox, QSpinBox]) -> QWidget:
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(boxes[0])
        row.addWidget(boxes[1])
        return holder

    # ------------------------------------------------------------ reading
    def query(self, text: str = "") -> CardQuery:
        def value(box: QSpinBox) -> int | None:
            return None if box.value() == ANY else box.value()

        archetype = self.archetype.currentText().strip()
        return CardQuery(
            text=text,
            in_text=self.in_text.isChecked(),
            kind=self.kind.currentData() or "",
            spell_trap_type=self.spell_trap_type.currentData() or "",
            attribute=self.attribute.currentData() or "",
            race=self.race.currentData() or "",
            star_min=value(self.star[0]), star_max=value(self.star[1]),
            scale_min=value(self.scale[0]), scale_max=value(self.scale[1]),
            atk_min=value(self.atk[0]), atk_max=value(self.atk[1]),
            def_min=value(self.defense[0]), def_max=value(self.defense[1]),
            archetype="" if archetype == self.tr("Any") else archetype,
            ban_status=self.ban_status.currentData() or "",
            automated=self.automated.currentData(),
        )

    def reset(self) -> None:
        for combo in (self.kind, self.spell_trap_type, self.attribute, self.race,
                      self.archetype, self.ban_status, self.automated):
            combo.setCurrentIndex(0)
        for pair in (self.star, self.scale, self.atk, self.defense):
            for box in pair:
                box.setValue(ANY)
        self.in_text.setChecked(False)
