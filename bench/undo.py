"""How long one undo takes at answer 100, 1,000 and 3,000 (target: each <= 50 ms).

Prints figures only (no pass/fail): timings on a shared machine are too noisy to
assert on. Undo is "replay all answers but the last" from the nearest checkpoint
(``engine.checkpoints``): Duels parked every few answers below the position, refilled
while the app is idle. So each timed undo is preceded by an untimed "idle" refill, as
in the app, whose cost is printed too (it is background work, done in small steps
between requests), and so is a second undo given at once, before any refill.

    python bench/undo.py [--runs 11] [--at 100,1000,3000] [--seed 1]

The duel is Yugi's vs Kaiba's starter deck played with random legal answers
(``engine.ai.random_player``) at 999,999 LP where an empty Deck does not lose, so one
duel lasts 3,000 answers; the replay viewer's back step is measured on its record.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.ai.random_player import NoLegalAnswer, RandomPlayer
from engine.checkpoints import EVERY
from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from engine.start import DeckList, DuelStart
from ygo_desktop.modes.history import rebuild
from ygo_desktop.modes.replay_model import ReplayStepper

DECKS = REPO / "assets" / "decks"


def long_duel(answers: int, seed: int) -> tuple[Duel, int]:
    decks = [read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk"), read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk")]
    for s in range(seed, seed + 50):
        start = DuelStart(seed=s, decks=[DeckList(main=list(d.main), extra=list(d.extra)) for d in decks],
                          lp=999_999, empty_deck_ok=(True, True))
        duel, player = Duel(start), RandomPlayer(s)
        try:
            while not duel.over and len(duel.answers) < answers:
                try:
                    duel.answer(player.answer(duel.pending))
                except IllegalAnswer:
                    continue  # a validator refused the random pick: pick again
        except NoLegalAnswer:
            continue
        if len(duel.answers) >= answers:
            return duel, s
    raise SystemExit(f"no duel of {answers} answers in seeds {seed}..{seed + 49}")


def at(full: Duel, count: int) -> Duel:
    """A live duel after ``count`` answers, played from the start (as the app's would be)."""
    duel = Duel(full.start)
    for answer in full.answers[:count]:
        duel.answer(answer)
    return duel


def idle(duel: Duel) -> float:
    """The app's idle refill, all of it; returns how long it took."""
    t0 = time.perf_counter()
    duel.checkpoints.follow(duel)
    duel.checkpoints.refill_all()
    return time.perf_counter() - t0


def timed(step: Callable[[], Duel], runs: int) -> tuple[list[float], list[float], list[float]]:
    """``step`` undoes once from a live duel; returns undo times, refill times, second-undo times."""
    undo, refill, again = [], [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        back = step()
        undo.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        back.replay_to(len(back.answers) - 1)  # Ctrl+Z held: the next undo before any refill
        again.append(time.perf_counter() - t0)
        refill.append(idle(back))
    return undo, refill, again


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    q = statistics.quantiles(times, n=4) if len(times) >= 4 else [times[0], times[0], times[-1]]
    print(f"  {label:<30} median {statistics.median(times) * 1000:7.1f} ms   "
          f"min {times[0] * 1000:6.1f}   p25 {q[0] * 1000:6.1f}   p75 {q[2] * 1000:6.1f}   "
          f"max {times[-1] * 1000:6.1f}   (n={len(times)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--at", default="100,1000,3000", help="answer counts, comma-separated")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    counts = [int(c) for c in args.at.split(",")]
    full, seed = long_duel(max(counts), args.seed)
    print(f"duel: seed {seed}, {len(full.answers)} answers, turn {full.state.turn}, "
          f"{len(full.log)} events; a checkpoint every {EVERY} answers")
    print("target: one undo <= 50 ms at each length")
    replay = full.record
    for count in counts:
        live = at(full, count)
        print(f"at answer {count}:")
        t0 = time.perf_counter()
        cold = Duel(full.start)
        for answer in full.answers[: count - 1]:
            cold.answer(answer)
        report("undo, no checkpoints (before)", [time.perf_counter() - t0])
        idle(live)
        expected = cold.state_hash()
        assert rebuild(live, count - 1).state_hash() == expected, "undo gave another position"
        idle(live)
        undo, refill, again = timed(lambda live=live, count=count: rebuild(live, count - 1), args.runs)
        report("undo (app: history.rebuild)", undo)
        report("second undo at once", again)
        report("idle refill after it", refill)
        stepper = ReplayStepper(replay)
        stepper.seek(count)
        stepper.duel.checkpoints.follow(stepper.duel)
        stepper.duel.checkpoints.refill_all()
        steps = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            stepper.back()
            steps.append(time.perf_counter() - t0)
            stepper.forward()
            idle(stepper.duel)
        report("replay viewer back step", steps)
    return 0


if __name__ == "__main__":
    sys.exit(main())
