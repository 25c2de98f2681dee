"""Deck editor search: how long one keystroke takes over every card (target: median <= 30 ms).

Prints figures only (no pass/fail); a person reads them. A "keystroke" is one
``SearchIndex.search`` call for the text typed so far, exactly what the deck
editor runs on each change of its search field. Names are typed letter by
letter, with typos and with filters, the way players type them:

    python bench/deck_search.py [--runs 5]

Also prints the one-off costs: building the index and its near-miss table.
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

from engine.cards.database import default_database
from engine.cards.search import CardQuery, SearchIndex, default_automated
from engine.decks import load_banlists

TYPED = [
    ("Blue-Eyes White Dragon", {}),
    ("dark magican", {}),  # a typo: found by the near-miss pass
    ("stardust dargon", {}),
    ("Elemental HERO", {"kind": "Monster"}),
    ("dragon", {"attribute": "LIGHT", "race": "Dragon", "star_min": 8, "star_max": 8}),
    ("destroy", {"in_text": True}),
    ("ash blossom", {"ban_status": "Limited"}),
    ("kuriboh", {"automated": True}),
]


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:6.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="deck editor search benchmark")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    db = default_database()
    banlist = next(iter(load_banlists().values()))
    automated = default_automated()
    texts = {card.code: card.name for card in db}  # stands in for a user's cards.cdb texts

    builds, prepares, keys = [], [], []
    for _ in range(args.runs):
        start = time.perf_counter()
        index = SearchIndex(db, automated=automated, texts=texts)
        builds.append(time.perf_counter() - start)
        start = time.perf_counter()
        index.prepare()
        prepares.append(time.perf_counter() - start)
        for text, filters in TYPED:
            for n in range(1, len(text) + 1):
                query = CardQuery(text=text[:n], **filters)  # type: ignore[arg-type]
                start = time.perf_counter()
                index.search(query, banlist)
                keys.append(time.perf_counter() - start)

    keys.sort()
    print(f"cards searched: {len(index)} (one row per card; {len(db)} rows with alternate artworks)")
    print(f"index build:    median {_ms(statistics.median(builds))}  "
          f"(min {_ms(min(builds))}, max {_ms(max(builds))})")
    print(f"near-miss table: median {_ms(statistics.median(prepares))}  "
          f"(min {_ms(min(prepares))}, max {_ms(max(prepares))})")
    quartiles = statistics.quantiles(keys, n=4)
    p90 = keys[int(len(keys) * 0.9)]
    print(f"keystroke:      median {_ms(statistics.median(keys))}  "
          f"(quartiles {_ms(quartiles[0])} .. {_ms(quartiles[2])}, p90 {_ms(p90)}, "
          f"max {_ms(keys[-1])}; {len(keys)} keystrokes)   target: median <= 30 ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
