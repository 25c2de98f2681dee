"""How long undoing the last answer takes in a 300-answer duel (target <= 0.1 s).

Prints figures only (no pass/fail): timings on a shared machine are too noisy
to assert on. Undo is "replay all answers but the last" (DESIGN.md); the app's
undo is ``ygo_desktop.modes.history.rebuild`` (the recorded hashes are reused,
not recomputed), shown next to the engine's plain ``Duel.replay_to``.

    python bench/undo.py [--runs 15] [--answers 300] [--seed 1]

The duel is the two bundled starter decks played with random legal answers
(``engine.ai.random_player`` when present, else a tiny local chooser); seeds
are tried in turn until one duel lasts the wanted number of answers.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import IllegalAnswer
from ygo_desktop.modes.history import rebuild

DECKS = REPO / "assets" / "decks"


def _chooser(seed: int):
    from engine.ai.random_player import RandomPlayer

    return RandomPlayer(seed).answer, "engine.ai.random_player"


def long_duel(answers: int, seed: int) -> tuple[Duel, str]:
    deck0 = read_ydk(DECKS / "SDY_Starter_Deck_Yugi.ydk")
    deck1 = read_ydk(DECKS / "SDK_Starter_Deck_Kaiba.ydk")
    for s in range(seed, seed + 200):
        choose, source = _chooser(s)
        duel = Duel.new(deck0, deck1, seed=s)
        while not duel.over and len(duel.answers) < answers:
            try:
                duel.answer(choose(duel.pending))
            except IllegalAnswer:
                continue  # a chooser may pick an answer a private check refuses: pick again
        if len(duel.answers) >= answers:
            return duel, f"{source}, seed {s}"
    raise SystemExit(f"no duel of {answers} answers in seeds {seed}..{seed + 199}")


def timed(fn, runs: int) -> list[float]:
    fn()  # warm-up (imports, caches)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return times


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    q = statistics.quantiles(times, n=4) if len(times) >= 4 else [times[0], times[0], times[-1]]
    print(f"{label:<34} median {statistics.median(times) * 1000:7.1f} ms   "
          f"min {times[0] * 1000:6.1f}   p25 {q[0] * 1000:6.1f}   p75 {q[2] * 1000:6.1f}   "
          f"max {times[-1] * 1000:6.1f}   (n={len(times)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--answers", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    duel, source = long_duel(args.answers, args.seed)
    n = len(duel.answers)
    print(f"duel: {n} answers, turn {duel.state.turn}, {len(duel.log)} events ({source})")
    print("target: undo of the last answer <= 100 ms")
    expected = duel.replay_to(n - 1).state_hash()
    assert rebuild(duel, n - 1).state_hash() == expected
    report("undo (app: modes.history.rebuild)", timed(lambda: rebuild(duel, n - 1), args.runs))
    report("undo (engine: Duel.replay_to)", timed(lambda: duel.replay_to(n - 1), args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
