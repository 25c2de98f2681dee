"""``main()``: the QApplication and the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    window = QMainWindow()
    window.setWindowTitle("ygo-desktop")
    window.setCentralWidget(QLabel("ygo-desktop"))
    window.resize(1600, 1000)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
