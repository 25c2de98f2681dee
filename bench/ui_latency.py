"""UI latency on a full board: answer -> mat repainted (median, p99), and start-up to first paint.

    QT_QPA_PLATFORM=offscreen python bench/ui_latency.py [--answers N]

Figures only (targets: median <= 16 ms, p99 <= 50 ms offscreen; start-up <= 1.5 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

T0 = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

FULL_BOARD = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          "tests", "ui", "data", "full_board.toml")


def _any_answer(prompt):  # type: ignore[no-untyped-def]
    """A plain answer to keep the duel moving: end turns, pass, take the first choice."""
    from engine.prompts import (
        ActionAnswer,
        AnnounceAnswer,
        CardsAnswer,
        OptionAnswer,
        OrderAnswer,
        PositionAnswer,
        YesNoAnswer,
        ZoneAnswer,
    )

    kind = prompt.kind
    if kind in ("idle", "battle", "chain"):
        dos = [o.do for o in prompt.options]
        for do in ("end_turn", "pass", "main2"):
            if do in dos:
                return ActionAnswer(do=do)
        o = prompt.options[0]
        return ActionAnswer(do=o.do, card=o.card, effect=o.effect, target=o.target)
    if kind == "cards":
        return CardsAnswer(cards=prompt.candidates[: prompt.min])
    if kind == "zone":
        return ZoneAnswer(zone=prompt.zones[0])
    if kind == "position":
        return PositionAnswer(position=prompt.positions[0])
    if kind == "yes_no":
        return YesNoAnswer(yes=False)
    if kind == "option":
        return OptionAnswer(option=0)
    if kind == "order":
        return OrderAnswer(order=list(prompt.items))
    return AnnounceAnswer(value=prompt.choices[0])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=300)
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from ygo_desktop.app import _application
    from ygo_desktop.main_window import MainWindow

    _application([])
    from engine.cards.database import default_database
    from engine.scenario.model import load_scenario
    from ygo_desktop.modes.scenario import ScenarioDuel
    from ygo_desktop.worker import DuelWorker

    scenario = load_scenario(FULL_BOARD, default_database())
    window = MainWindow(save=False)
    window.resize(1600, 1000)
    window.show()
    run = window.start(ScenarioDuel(scenario, viewer=0))
    mat = run.widget.mat
    controller = run.controller

    state = {"view": False, "t": 0.0, "done": False}
    loop = QEventLoop()

    def on_view() -> None:
        state["view"] = True
        mat.viewport().update()  # the mat repaints after every answer: measure a full repaint

    def on_paint() -> None:
        if state["view"] and not state["done"]:
            state["done"] = True
            state["t"] = time.perf_counter()
            loop.quit()

    controller.viewApplied.connect(on_view)
    mat.painted.connect(on_paint)
    QTimer.singleShot(10_000, loop.quit)
    loop.exec()
    startup = state["t"] - T0

    # every prompt is answered from seat 0's screen: the worker publishes seat 0's view
    prompts: list = []
    run.session.worker.promptRaised.connect(prompts.append)
    QApplication.processEvents()
    samples: list[float] = []
    pending = run.session.worker.duel.pending if isinstance(run.session.worker, DuelWorker) else None
    for _ in range(args.answers):
        if pending is None or controller.over:
            break
        state.update(view=False, done=False)
        t_send = time.perf_counter()
        controller.answerSent.emit(_any_answer(pending))
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(5_000)
        loop.exec()
        timer.stop()
        if not state["done"]:
            break
        samples.append((state["t"] - t_send) * 1000)
        QApplication.processEvents()
        pending = prompts[-1] if prompts else None
        prompts.clear()
    run.stop()
    if not samples:
        print("no samples")
        return 1
    samples.sort()
    p99 = samples[min(len(samples) - 1, round(0.99 * (len(samples) - 1)))]
    print(f"answers measured:        {len(samples)}")
    print(f"answer -> mat repainted: median {statistics.median(samples):.1f} ms, "
          f"p99 {p99:.1f} ms, max {samples[-1]:.1f} ms")
    print(f"start-up to first painted mat: {startup * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
