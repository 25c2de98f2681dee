"""PySide6 must not drop references to ``True``, ``False`` or ``None`` when signals are emitted.

PySide6 6.12.0 on CPython 3.11 lowers the reference count of ``True`` (and ``None``) by one on
every ``Signal.emit``; after a few hundred answers in a duel the interpreter aborts with
"Fatal Python error: bool_dealloc". ``pyproject.toml`` excludes that release. This test emits
10,000 signals of every signature the app declares, through direct and queued (cross-thread)
connections, in a child process (so a broken PySide6 fails this test instead of aborting the
whole run), and checks that the three reference counts do not move.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(r'''
    import json, sys
    from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot, Qt

    app = QCoreApplication([])

    class Source(QObject):
        none_ = Signal()
        bools = Signal(bool, bool)
        int_ = Signal(int)
        int_str = Signal(int, str)
        list_ = Signal(list)
        obj = Signal(object)
        obj_str = Signal(object, str)
        str_ = Signal(str)

    class Sink(QObject):
        def __init__(self):
            super().__init__()
            self.count = 0
        @Slot()
        def on_none(self): self.count += 1
        @Slot(bool, bool)
        def on_bools(self, a, b): self.count += 1
        @Slot(int)
        def on_int(self, a): self.count += 1
        @Slot(int, str)
        def on_int_str(self, a, b): self.count += 1
        @Slot(list)
        def on_list(self, a): self.count += 1
        @Slot(object)
        def on_obj(self, a): self.count += 1
        @Slot(object, str)
        def on_obj_str(self, a, b): self.count += 1
        @Slot(str)
        def on_str(self, a): self.count += 1

    def wire(src, sink, kind):
        for sig, slot in (("none_", "on_none"), ("bools", "on_bools"), ("int_", "on_int"),
                          ("int_str", "on_int_str"), ("list_", "on_list"), ("obj", "on_obj"),
                          ("obj_str", "on_obj_str"), ("str_", "on_str")):
            getattr(src, sig).connect(getattr(sink, slot), kind)
        # and a plain Python callable, as the app's lambdas are
        src.bools.connect(lambda a, b: None)
        src.obj.connect(lambda a: None)

    N = 10_000
    src, direct = Source(), Sink()
    wire(src, direct, Qt.ConnectionType.DirectConnection)
    thread = QThread()
    queued = Sink()
    queued.moveToThread(thread)
    wire(src, queued, Qt.ConnectionType.QueuedConnection)
    thread.start()

    def counts():
        return [sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)]

    def emit_all():
        for i in range(N):
            src.none_.emit()
            src.bools.emit(True, False)
            src.int_.emit(i)
            src.int_str.emit(i, "x")
            src.list_.emit([True, None])
            src.obj.emit(None)
            src.obj.emit(True)
            src.obj_str.emit(False, "draw")
            src.str_.emit("prompt")

    emit_all()  # warm up caches, then measure a second round
    while queued.count < direct.count:
        app.processEvents()
    before = counts()
    emit_all()
    while queued.count < direct.count:
        app.processEvents()
    after = counts()
    thread.quit(); thread.wait()
    print(json.dumps({"before": before, "after": after, "delivered": [direct.count, queued.count]}))
''')


def test_no_reference_drift_on_true_false_none() -> None:
    proc = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, (
        f"emitting signals aborted the interpreter (exit {proc.returncode}): a PySide6 release "
        f"that drops references to True/False/None?\n{proc.stderr[-2000:]}")
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["delivered"][0] == result["delivered"][1] > 0
    drift = [a - b for a, b in zip(result["after"], result["before"])]
    # a broken release moves a count by about 10,000 per round; allow a little cache noise
    assert all(abs(d) < 100 for d in drift), f"True/False/None reference counts moved by {drift}"


def test_app_refuses_a_known_broken_release_with_a_message() -> None:
    from ygo_desktop.qt_version import broken_pyside_message

    assert "6.12.0" in (broken_pyside_message("6.12.0", (3, 11)) or "")
    assert broken_pyside_message("6.12.0", (3, 12)) is None
    assert broken_pyside_message("6.11.3", (3, 11)) is None
