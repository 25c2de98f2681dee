"""Collecting every string a window could show: texts, titles, tooltips, model data, scene items."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole,
         Qt.ItemDataRole.WhatsThisRole, Qt.ItemDataRole.AccessibleTextRole,
         Qt.ItemDataRole.AccessibleDescriptionRole] + list(range(Qt.ItemDataRole.UserRole,
                                                                  Qt.ItemDataRole.UserRole + 16))


def model_strings(model: Any) -> list[str]:
    out: list[str] = []
    if model is None:
        return out
    for row in range(model.rowCount(QModelIndex())):
        try:
            cols = max(1, model.columnCount(QModelIndex()))
        except TypeError:  # a list model keeps columnCount private
            cols = 1
        for col in range(cols):
            index = model.index(row, col)
            for role in ROLES:
                value = model.data(index, role)
                if value is not None:
                    out.append(repr(value))
    return out


def widget_strings(widget: QWidget, visible_only: bool = False) -> list[str]:
    out: list[str] = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if visible_only and not w.isVisible():
            continue
        out += [w.windowTitle(), w.toolTip(), w.statusTip(), w.whatsThis(), w.accessibleName(),
                w.accessibleDescription()]
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            out.append(w.text())
        if isinstance(w, (QPlainTextEdit, QTextEdit)):
            out.append(w.toPlainText())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView):
            out += model_strings(w.model())
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if visible_only and not item.isVisible():
                    continue
                out.append(item.toolTip())
                for attr in ("card", "text", "label", "name", "_card", "_text", "_label"):
                    value = getattr(item, attr, None)
                    if value is not None and not callable(value):
                        out.append(repr(value))
                if hasattr(item, "toPlainText"):
                    out.append(item.toPlainText())
    return [s for s in out if s]


def leaks(strings: list[str], names: set[str]) -> list[tuple[str, str]]:
    return [(name, s) for s in strings for name in names if name in s]


def all_strings(window: Any) -> list[str]:
    """Every string a duel window holds: widgets, the mat's models, log, chain, view, prompt."""
    out = widget_strings(window)
    c = window.controller
    for side in c.sides:
        for model in side.all_models():
            out += model_strings(model)
    out += model_strings(c.log) + model_strings(c.chain)
    out.append(repr(c.view))
    out.append(repr(c.prompt))
    return out
