"""How fast the engine plays: decisions per second and duels per second in random play.

Prints figures only (no pass/fail; the target is >= 5,000 decisions/s on one
core, checked by a person reading the output, since shared machines are noisy):

    python bench/random_duels.py [--duels 200] [--cap 2000] [--runs 3] [--hashes] [--decks A.ydk B.ydk]
                                 [--profile [N]]

Each run plays the same ``--duels`` seeded duels between the decks in
``assets/decks`` (the rotation), or only between the ``--decks`` given (deck pair and seed
from the duel's index), both sides answered
by :class:`engine.ai.random_player.RandomPlayer`, at most ``--cap`` decisions per
duel. Views are not built (random play does not need them) and position hashes
are off unless ``--hashes``. The card database and decks are loaded before timing.
Times are the process's CPU time, so other work on a shared machine does not count.
``--profile`` runs the timed runs under cProfile (slower: read the shares, not the speed)
and prints the ``N`` functions with the most time of their own, then by cumulative time,
so the next thing worth making faster is found by measurement, not by guessing.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.ai.random_player import RandomPlayer, play
from engine.cards.database import default_database
from engine.decks import read_ydk
from engine.duel import Duel
from engine.start import DeckList, DuelStart


def one_run(decks: list, duels: int, cap: int, hashes: bool) -> tuple[float, int, int]:
    """Seconds, decisions and finished duels for one pass over the seeded duels."""
    db = default_database()
    decisions = finished = 0
    start = time.process_time()  # CPU time of this process: "on one core", not the neighbours
    for i in range(duels):
        d0, d1 = decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)]
        begin = DuelStart(seed=i, decks=[DeckList(main=list(d.main), extra=list(d.extra))
                                         for d in (d0, d1)])
        duel = Duel(begin, db, track_hashes=hashes)
        decisions += play(duel, RandomPlayer(i), cap)
        finished += duel.over
    return time.process_time() - start, decisions, finished


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duels", type=int, default=200)
    parser.add_argument("--cap", type=int, default=2000, help="decisions per duel at most")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hashes", action="store_true", help="also compute position hashes")
    parser.add_argument("--decks", nargs="+", metavar="DECK.ydk",
                        help="play these decks against each other instead of the rotation")
    parser.add_argument("--profile", type=int, nargs="?", const=30, default=0, metavar="N",
                        help="profile the timed runs (cProfile) and print the top N functions")
    args = parser.parse_args(argv)
    default_database()
    paths = args.decks or sorted((REPO / "assets" / "decks").glob("*.ydk"))
    decks = [read_ydk(p) for p in paths]
    one_run(decks, 2, args.cap, args.hashes)  # warm-up: imports, card scripts
    # what stays for the whole run (card facts, card scripts, decks) is frozen out of the
    # garbage collector's scans, as the app does once it has started (ygo_desktop/gc_guard.py)
    gc.collect()
    gc.freeze()
    dps: list[float] = []
    duels_ps: list[float] = []
    profiler = cProfile.Profile() if args.profile else None
    for run in range(args.runs):
        if profiler is not None:
            profiler.enable()
        seconds, decisions, finished = one_run(decks, args.duels, args.cap, args.hashes)
        if profiler is not None:
            profiler.disable()
        dps.append(decisions / seconds)
        duels_ps.append(args.duels / seconds)
        print(f"run {run + 1}: {args.duels} duels ({finished} finished), {decisions} decisions "
              f"in {seconds:.2f} CPU s: {dps[-1]:,.0f} decisions/s, {duels_ps[-1]:.1f} duels/s")

    def spread(xs: list[float]) -> str:
        return f"min {min(xs):,.1f}, max {max(xs):,.1f}" + (
            f", stdev {statistics.stdev(xs):,.1f}" if len(xs) > 1 else "")

    print(f"decisions/s: median {statistics.median(dps):,.0f} ({spread(dps)})")
    print(f"duels/s:     median {statistics.median(duels_ps):.2f} ({spread(duels_ps)})")
    if profiler is not None:
        print_profile(profiler, args.profile)
    return 0


def print_profile(profiler: cProfile.Profile, top: int) -> None:
    """The ``top`` functions by their own time, then by cumulative time (paths shortened
    to the repository), so the report fits a terminal."""
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out)
        stats.sort_stats(order).print_stats(top)
        text = out.getvalue().replace(str(REPO) + "/", "")
        body = text[text.find("   ncalls"):] if "   ncalls" in text else text
        print(f"\n--- top {top} functions by {order} ---")
        print(body.rstrip())


if __name__ == "__main__":
    sys.exit(main())
