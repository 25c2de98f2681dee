"""Declare a card name, Type, Attribute or number: type ahead over what may be declared."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QLabel, QLineEdit, QListView

from engine.prompts import AnnounceAnswer
from ygo_desktop.i18n import tr
from ygo_desktop.prompts.base import PromptWidget


class AnnouncePromptWidget(PromptWidget):
    def build(self) -> None:
        p = self.prompt
        what = {"card": tr("a card name"), "type": tr("a Type"), "attribute": tr("an Attribute"),
                "number": tr("a number")}.get(p.what, p.what)
        self.layout_.addWidget(QLabel(tr("Declare %1:").replace("%1", what)))
        self._values = {str(v): v for v in p.choices}
        self.names = QStringListModel(list(self._values), self)
        self.filter = QSortFilterProxyModel(self)
        self.filter.setSourceModel(self.names)
        self.filter.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("announceEdit")
        self.edit.setPlaceholderText(tr("Type to search"))
        completer = QCompleter(self.names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.edit.setCompleter(completer)
        self.edit.textChanged.connect(self._typed)
        self.edit.returnPressed.connect(self._confirm)
        self.view = QListView(self)
        self.view.setObjectName("announceList")
        self.view.setModel(self.filter)
        self.view.activated.connect(lambda index: self._pick(index.data()))
        self.view.clicked.connect(lambda index: self.edit.setText(index.data()))
        self.layout_.addWidget(self.edit)
        self.layout_.addWidget(self.view)
        self.ok = self.button(tr("Declare"), self._confirm, default=True)
        self.ok.setObjectName("declare")
        self.layout_.addWidget(self.ok)
        self._typed("")

    def _typed(self, text: str) -> None:
        self.filter.setFilterFixedString(text)
        self.ok.setEnabled(self._match(text) is not None)

    def _match(self, text: str) -> str | None:
        text = text.strip()
        for key in self._values:
            if key.lower() == text.lower():
                return key
        if self.filter.rowCount() == 1 and text:
            return self.filter.index(0, 0).data()
        return None

    def _pick(self, key: str) -> None:
        self.edit.setText(key)
        self._confirm()

    def _confirm(self) -> None:
        key = self._match(self.edit.text())
        if key is not None:
            self.send(AnnounceAnswer(value=self._values[key]))
