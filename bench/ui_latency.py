"""UI latency in the window players get: answer -> mat repainted (full board), and start-up.

    QT_QPA_PLATFORM=offscreen python bench/ui_latency.py [--answers 300] [--runs 3]

The full-board scenario (``tests/ui/data/full_board.toml``) is opened as a puzzle in the
duel window (``modes.launch.open_puzzle``, Player 1's seat, animations off) and answered
through the window's runner exactly as its widgets answer; each sample is the time from
sending an answer to the end of the mat's next (full) repaint after the new view and the new
question reached the window. The engine runs on the worker's thread as in the app (the worker's
answer slot is timed from inside, never replaced: a replacement ran on the GUI thread). The GUI
thread's CPU figure is all of its work for an answer, the log lines drawn after the mat included.
Start-up is from the process start to the first painted mat with the duel on it (a new
process per run, from compiled bytecode as installed).

Figures only (targets: median <= 8 ms, p99 <= 25 ms; start-up <= 1 s): timings on a shared
machine are too noisy to assert on.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)
FULL_BOARD = os.path.join(REPO, "tests", "ui", "data", "full_board.toml")


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


def measure(answers: int) -> dict[str, object]:
    """One process: start-up to the first painted mat, then ``answers`` answer->repaint samples."""
    from PySide6.QtCore import QEventLoop, QTimer

    from ygo_desktop.app import _application

    _application([])
    import ygo_desktop.worker as worker_module
    from ygo_desktop.modes.launch import open_puzzle

    # CPU time of the worker's thread per answer (the engine and the view): from the answer
    # slot's first step (``addressed``) to the end of ``_publish``. The slot itself is left
    # alone: a plain function put in its place would be connected as a callable and run on
    # the GUI thread (the engine then ran there, and the GUI figure included it).
    worker_cpu: list[float] = []
    started: dict[str, float] = {}
    original_addressed, original_publish = worker_module.addressed, worker_module.DuelWorker._publish

    def timed_addressed(answer, player):  # type: ignore[no-untyped-def]
        started["t"] = time.thread_time()
        return original_addressed(answer, player)

    def timed_publish(self):  # type: ignore[no-untyped-def]
        original_publish(self)
        if "t" in started:
            worker_cpu.append((time.thread_time() - started.pop("t")) * 1000)

    worker_module.addressed = timed_addressed  # type: ignore[assignment]
    worker_module.DuelWorker._publish = timed_publish  # type: ignore[method-assign]
    window = open_puzzle(FULL_BOARD, viewer=0)
    window.scene.animations = False
    window.resize(1600, 1000)
    mat, controller, runner = window.mat, window.controller, window.runner
    state = {"view": False, "prompt": False, "t": 0.0, "done": False}
    loop = QEventLoop()

    def on_view() -> None:
        state["view"] = True
        # the mat repaints after every answer: measure a full repaint. Asked of the scene, so
        # that it comes with the scene's own update of the changed items, in one repaint (a
        # viewport update could paint first and the scene's update then paint again)
        window.scene.update()

    def on_prompt(_prompt: object = None) -> None:
        state["prompt"] = True  # the question (or None: someone else is asked) reached the mat
        window.scene.update()

    def on_paint() -> None:
        if state["view"] and state["prompt"] and not state["done"]:
            state["done"] = True
            state["t"] = time.perf_counter()
            loop.quit()

    prompts: list = []
    runner.promptRaised.connect(prompts.append)  # every player's question (seat 0 is shown)
    runner.promptRaised.connect(lambda _p: state["done"] and loop.quit())
    controller.viewApplied.connect(on_view)
    controller.promptChanged.connect(on_prompt)
    controller.duelFinished.connect(on_prompt)
    mat.painted.connect(on_paint)
    window.show()
    window.start()
    QTimer.singleShot(10_000, loop.quit)
    loop.exec()
    painted_at = time.time() - (time.perf_counter() - state["t"])  # comparable across processes
    startup_cpu = time.process_time() * 1000
    samples: list[float] = []
    gui_cpu: list[float] = []

    def wait(ms: int) -> None:
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(ms)
        loop.exec()
        timer.stop()

    if answers and not prompts and not controller.over:
        wait(5_000)  # the first question's promptRaised may come after the first paint
    for _ in range(answers):
        if not prompts or controller.over:
            break
        prompt = prompts[-1]
        prompts.clear()
        state.update(view=False, prompt=False, done=False)
        # sample: from sending the answer until the mat has repainted with the new view and
        # the new question (the engine runs meanwhile on the worker's thread)
        t_send = time.perf_counter()
        c_send = time.thread_time()
        runner.answerRequested.emit(prompt.player, _any_answer(prompt))
        wait(5_000)
        if not state["done"]:
            break
        samples.append((state["t"] - t_send) * 1000)
        if not prompts and not controller.over:
            wait(5_000)  # another player's question may come after the repaint
        for _ in range(2):  # what the answer left for after the repaint (the log), and its paint
            QEventLoop().processEvents()
        # the GUI thread's whole work for the answer, not only up to the mat's repaint
        gui_cpu.append((time.thread_time() - c_send) * 1000)
    window.close()
    return {"painted_at": painted_at, "startup_cpu_ms": startup_cpu, "samples": samples,
            "gui_cpu": gui_cpu,
            "worker_cpu": worker_cpu[-len(samples):] if samples else []}


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3, help="processes (start-up is per process)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.answers)))
        return 0
    startups: list[float] = []
    samples: list[float] = []
    medians: list[float] = []
    gui: list[float] = []
    engine: list[float] = []
    startup_cpu: list[float] = []
    # An installed app starts from compiled bytecode (pip compiles it at install); a checkout run
    # with PYTHONDONTWRITEBYTECODE compiles every module at every start, which no player waits
    # for. So the children keep their bytecode in a cache outside the tree, filled by one
    # untimed run first.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPYCACHEPREFIX": os.path.join(tempfile.gettempdir(), "ygo-bench-pycache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for run in range(args.runs + 1):
        spawned = time.time()
        out = subprocess.run([sys.executable, __file__, "--child", "--answers",
                              str(args.answers if run else 0)],
                             check=True, capture_output=True, text=True, env=env)
        result = json.loads(out.stdout.strip().splitlines()[-1])
        if not run:
            continue  # the bytecode cache is warm now
        startups.append((result["painted_at"] - spawned) * 1000)  # from the process start
        startup_cpu.append(result["startup_cpu_ms"])
        samples += result["samples"]
        gui += result["gui_cpu"]
        engine += result["worker_cpu"]
        if result["samples"]:
            medians.append(statistics.median(result["samples"]))
    if not samples:
        print("no samples")
        return 1
    print(f"runs: {args.runs} processes, {len(samples)} answers measured (full board, "
          "animations off)")
    print(f"answer -> mat repainted: median {statistics.median(samples):.1f} ms "
          f"(per run {', '.join(f'{m:.1f}' for m in medians)}), p99 {_percentile(samples, 0.99):.1f} ms, "
          f"max {max(samples):.1f} ms")
    print(f"  of which CPU: worker (engine + view) median {statistics.median(engine):.1f} ms, "
          f"GUI thread (models, question, repaint, log) median {statistics.median(gui):.1f} ms, "
          f"p99 {_percentile(gui, 0.99):.1f} ms")
    print(f"start-up to the first painted mat: median {statistics.median(startups):.0f} ms "
          f"(spread {min(startups):.0f}-{max(startups):.0f} ms), CPU of the process "
          f"{statistics.median(startup_cpu):.0f} ms (both threads)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine load while measuring: {load:.1f} on {os.cpu_count()} cores "
          "(wall-clock figures grow with it; the CPU figures much less)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
