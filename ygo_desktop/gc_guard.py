"""Garbage collection only on the GUI thread.

Python's cyclic collector runs in whichever thread happens to allocate when a
threshold is crossed. With the engine on a worker thread that is often the
worker, and collecting a cycle that holds a GUI-thread Qt object there
deletes that object from the wrong thread — a crash (seen as a segfault
"Garbage-collecting" inside the engine). So automatic collection is switched
off and this timer collects on the GUI thread instead, generation by
generation as the thresholds are crossed (the same cure pyqtgraph uses).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadGarbageCollector(QObject):
    def __init__(self, interval_ms: int = 500, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)

    def check(self) -> None:
        count0, count1, count2 = gc.get_count()
        limit0, limit1, limit2 = gc.get_threshold()
        if count0 > limit0:
            gc.collect(0)
            if count1 > limit1:
                gc.collect(1)
                if count2 > limit2:
                    gc.collect(2)


_collector: GuiThreadGarbageCollector | None = None


def install(parent: QObject) -> GuiThreadGarbageCollector:
    """Install once per process, parented to the QApplication."""
    global _collector
    if _collector is None:
        _collector = GuiThreadGarbageCollector(parent=parent)
    return _collector
