"""The hot-seat hand-over screen: covers everything until the next player says who they are.

It shows no card, no LP, no log line: only whose turn it is to sit down and
the button "I am Player N". The window hides the mat while it is shown, so
nothing of either hand is even in a visible widget.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandOverScreen(QWidget):
    confirmed = Signal(int)  # the player who took the seat (0 or 1)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handOverScreen")
        self.setAutoFillBackground(True)
        self._player = 0
        self.message = QLabel(self)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSize(font.pointSize() + 6)
        self.message.setFont(font)
        self.button = QPushButton(self)
        self.button.setObjectName("iAmPlayer")
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.set_player(0)

    @property
    def player(self) -> int:
        return self._player

    def set_player(self, player: int, reason: str = "") -> None:
        """Ask ``player`` (0 or 1) to take the seat; ``reason`` must not name a hidden card."""
        self._player = player
        n = player + 1
        text = self.tr("Pass the screen to Player %1.").replace("%1", str(n))
        if reason:
            text += "\n" + reason
        self.message.setText(text)
        self.button.setText(self.tr("I am Player %1").replace("%1", str(n)))

    def _confirm(self) -> None:
        self.confirmed.emit(self._player)
