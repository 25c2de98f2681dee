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
import time

from PySide6.QtCore import QObject, QTimer


class GuiThreadGarbageCollector(QObject):
    def __init__(self, interval_ms: int = 500, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._born = time.monotonic()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)

    def check(self) -> None:
        if not _frozen and time.monotonic() - self._born < STARTUP_GRACE_S:
            return  # starting: everything made now lives on; walking it cost 50 ms or more
        count0, count1, count2 = gc.get_count()
        limit0, limit1, limit2 = gc.get_threshold()
        if count0 > limit0:
            gc.collect(0)
            if count1 > limit1:
                gc.collect(1)
                if count2 > limit2:
                    gc.collect(2)


#: no collection before the first duel is shown (``freeze_startup``), for at most this long
STARTUP_GRACE_S = 5.0
_collector: GuiThreadGarbageCollector | None = None
_frozen = False


def freeze_startup() -> None:
    """Once per process, when the first duel is on screen: everything alive then (modules,
    the card database, the window) moves out of the collector's sight (``gc.freeze``).

    Automatic collection is off until then, so the first collections after start-up walked
    every object the start made -- 20 to 50 ms on the GUI thread, in the middle of the first
    answers. What start-up left as cyclic garbage stays (a few kilobytes, once).
    """
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()


def install(parent: QObject) -> GuiThreadGarbageCollector:
    """Install once per process, parented to the QApplication."""
    global _collector
    if _collector is None:
        _collector = GuiThreadGarbageCollector(parent=parent)
    return _collector
