"""Small prompts answered with one click: zone, position, yes/no, option."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel

from engine.prompts import OptionAnswer, PositionAnswer, YesNoAnswer, ZoneAnswer
from ygo_desktop.i18n import tr
from ygo_desktop.labels import position_label, zone_label
from ygo_desktop.prompts.base import PromptWidget


class ZonePromptWidget(PromptWidget):
    """Click a lit zone on the mat, or use these buttons (keyboard)."""

    def build(self) -> None:
        p = self.prompt
        self.layout_.addWidget(QLabel(tr("Click a highlighted zone on the mat.")))
        grid = QGridLayout()
        for n, zone in enumerate(p.zones):
            area = "extra_monsters" if zone >= 5 else p.location
            b = self.button(zone_label(area, zone), lambda _=False, z=zone: self.send(ZoneAnswer(zone=z)))
            b.setObjectName(f"zone_{zone}")
            grid.addWidget(b, n // 3, n % 3)
        self.layout_.addLayout(grid)


class PositionPromptWidget(PromptWidget):
    def build(self) -> None:
        if self.prompt.card is not None:
            self.layout_.addWidget(QLabel(self.card_text(self.prompt.card)))
        row = QHBoxLayout()
        for pos in self.prompt.positions:
            b = self.button(position_label(pos), lambda _=False, x=pos: self.send(PositionAnswer(position=x)))
            b.setObjectName(f"position_{pos}")
            row.addWidget(b)
        self.layout_.addLayout(row)


class YesNoPromptWidget(PromptWidget):
    def build(self) -> None:
        if self.prompt.question:
            q = QLabel(self.prompt.question)
            q.setWordWrap(True)
            self.layout_.addWidget(q)
        row = QHBoxLayout()
        yes = self.button(tr("Yes"), lambda: self.send(YesNoAnswer(yes=True)), default=True)
        no = self.button(tr("No"), lambda: self.send(YesNoAnswer(yes=False)))
        yes.setObjectName("yes")
        no.setObjectName("no")
        row.addWidget(yes)
        row.addWidget(no)
        self.layout_.addLayout(row)


class OptionPromptWidget(PromptWidget):
    def build(self) -> None:
        allowed = self.prompt.allowed
        for n, text in enumerate(self.prompt.options):
            b = self.button(text, lambda _=False, i=n: self.send(OptionAnswer(option=i)))
            b.setObjectName(f"option_{n}")
            b.setEnabled(allowed is None or n in allowed)  # the engine says which may be chosen
            self.layout_.addWidget(b)
