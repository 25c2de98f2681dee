"""The long-run soak (issue 10): random duels across every pair of bundled decks, checked.

Every duel is played by :class:`engine.ai.random_player.RandomPlayer` on both sides and checked
as the property tests check it, only for much longer:

* no exception, and no duel stopped by the decision cap;
* every card accounted for after every answer, views that show no hidden card
  (``tests/test_random_play.py``), and the answers replay to the same hashes;
* no log line names a card its reader never saw (``tests/test_pool3_acceptance.py``);
* refusals: card ids tried as answers of every kind name no card hidden from the player
  asked, and no hidden card keeps an id its opponent knew (``tests/test_hidden_refusals.py``).

It prints its figures (no pass/fail threshold beyond "no failure"): duels, answers, refusals
read, failures (with seed and decks to reproduce), and the time taken:

    python3 bench/soak.py [--duels 200] [--cap 1500] [--seed 1] [--refusals-every 7]
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tests.test_hidden_refusals import DECK_FILES, play_watched
from tests.test_pool3_acceptance import _no_hidden_name_in_log
from tests.test_random_play import play_checked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duels", type=int, default=200, help="duels of each kind (checked, watched)")
    parser.add_argument("--cap", type=int, default=1500, help="decisions per duel at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--refusals-every", type=int, default=7,
                        help="read refusals at every Nth answer of a watched duel")
    args = parser.parse_args(argv)

    from engine.decks import read_ydk

    decks = [read_ydk(p) for p in DECK_FILES]
    pairs = list(itertools.product(range(len(decks)), repeat=2))
    rng = random.Random(args.seed)
    rng.shuffle(pairs)
    failures: list[str] = []
    answers = refusals = capped = 0
    began = time.perf_counter()
    for n in range(args.duels):
        d0, d1 = pairs[n % len(pairs)]
        seed = rng.randrange(2**32)
        where = f"seed {seed}, {DECK_FILES[d0].stem} vs {DECK_FILES[d1].stem}"
        try:
            duel = play_checked(decks[d0], decks[d1], seed, args.cap)
            _no_hidden_name_in_log(duel)
            answers += len(duel.answers)
            capped += not duel.over
            refusals += play_watched(seed, d0, d1, decisions=args.cap // 3,
                                     probe_every=args.refusals_every, sample=8)
        except Exception:  # a failure is reported with what reproduces it, and the run goes on
            failures.append(f"{where}:\n{traceback.format_exc(limit=6)}")
    took = time.perf_counter() - began
    print(f"duels: {args.duels} checked + {args.duels} watched over {len(pairs)} ordered deck "
          f"pairs ({len(decks)} decks)")
    print(f"answers (checked duels): {answers}; refusals read: {refusals}; "
          f"duels cut by the {args.cap}-decision cap: {capped}")
    print(f"time: {took:.0f} s ({answers / took:.0f} checked answers/s, checks included)")
    print(f"failures: {len(failures)}")
    for f in failures:
        print(f)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
