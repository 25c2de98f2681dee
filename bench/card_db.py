"""How long loading the whole card database takes, and how much memory it needs.

Prints figures only (no pass/fail): the targets (<= 150 ms to load every card
into ``CardData`` on one core, <= 150 MB peak) are checked by a person reading
the output, since timings on a shared CI machine are too noisy to assert on.

    python bench/card_db.py [--runs 15] [PATH]

Each timed run is a fresh ``CardDatabase.load`` (not the cached
``default_database()``), including file read, gunzip, JSON parse, building
every ``CardData`` and the passcode index; a separate run measures the name
indexes the first ``by_name``/``search`` call builds.
"""

from __future__ import annotations

import argparse
import gc
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.cards.database import CardDatabase, bundled_cards_path


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="card database load benchmark")
    parser.add_argument("path", nargs="?", type=Path, default=bundled_cards_path())
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)

    rss_before_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    CardDatabase.load(args.path)  # warm-up: imports, OS file cache

    times: list[float] = []
    for _ in range(args.runs):
        gc.collect()
        start = time.perf_counter()
        db = CardDatabase.load(args.path)
        times.append(time.perf_counter() - start)
        del db

    gc.collect()
    start = time.perf_counter()
    db = CardDatabase.load(args.path)
    db.by_name("Dark Magician")
    db.search("dragon")
    with_indexes = time.perf_counter() - start

    gc.collect()
    tracemalloc.start()
    db = CardDatabase.load(args.path)
    _, load_peak = tracemalloc.get_traced_memory()
    db.by_name("Dark Magician")
    db.search("dragon")
    held, all_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_after_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    q = statistics.quantiles(times, n=4) if len(times) >= 2 else [times[0]] * 3
    print(f"card database: {args.path} ({args.path.stat().st_size / 1e6:.2f} MB), {len(db)} cards")
    print(
        f"load, {len(times)} runs: median {_ms(statistics.median(times))}"
        f"  min {_ms(min(times))}  max {_ms(max(times))}"
        f"  IQR {_ms(q[0])} .. {_ms(q[2])}"
    )
    print(f"load + name/search indexes (one run): {_ms(with_indexes)}")
    print(
        f"tracemalloc: peak during load {load_peak / 1e6:.1f} MB; "
        f"peak incl. indexes {all_peak / 1e6:.1f} MB; held afterwards {held / 1e6:.1f} MB"
    )
    # ru_maxrss is KiB on Linux, bytes on macOS.
    scale = 1 if sys.platform == "darwin" else 1024
    print(
        f"process max RSS: {rss_after_kb * scale / 1e6:.1f} MB "
        f"(was {rss_before_kb * scale / 1e6:.1f} MB after imports)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
