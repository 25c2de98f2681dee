"""Same play, exactly: a digest of every answer and state hash of seeded random duels.

A speed change must not change a single answer, option order or state hash. Run this on the
tree before the change and on the tree after it, and compare the two files (``diff`` prints
nothing when the play is identical):

    python bench/same_play.py before.txt [--duels 120] [--decks A.ydk B.ydk]

Each line is one duel: its deck set ("rotation" or "decks"), index, decisions, whether it
ended, and the first 16 hex digits of a SHA-256 over the answers (JSON) and position hashes.
The rotation is the bundled decks as in ``bench/random_duels.py``; ``--decks`` adds the same
number of duels between the given decks (the bench pair in ``../shared/bench``, say).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.ai.random_player import RandomPlayer, play
from engine.cards.database import default_database
from engine.decks import Deck, read_ydk
from engine.duel import Duel
from engine.fileio import write_text_atomic
from engine.start import DeckList, DuelStart


def digests(name: str, decks: list[Deck], duels: int, cap: int) -> list[str]:
    """One line per seeded duel (deck pair and seed from its index, as the speed bench)."""
    db = default_database()
    lines = []
    for i in range(duels):
        d0, d1 = decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)]
        begin = DuelStart(seed=i, decks=[DeckList(main=list(d.main), extra=list(d.extra))
                                         for d in (d0, d1)])
        duel = Duel(begin, db, track_hashes=True)
        count = play(duel, RandomPlayer(i), cap)
        digest = hashlib.sha256()
        for answer in duel.answers:
            digest.update(answer.model_dump_json().encode())
        for position in duel.hashes:
            digest.update(position.encode())
        lines.append(f"{name} {i} {count} {duel.over} {digest.hexdigest()[:16]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="where to write the digests")
    parser.add_argument("--duels", type=int, default=120)
    parser.add_argument("--cap", type=int, default=2000, help="decisions per duel at most")
    parser.add_argument("--decks", nargs="+", metavar="DECK.ydk",
                        help="also play these decks against each other")
    args = parser.parse_args(argv)
    rotation = [read_ydk(p) for p in sorted((REPO / "assets" / "decks").glob("*.ydk"))]
    lines = digests("rotation", rotation, args.duels, args.cap)
    if args.decks:
        lines += digests("decks", [read_ydk(p) for p in args.decks], args.duels, args.cap)
    write_text_atomic(args.out, "\n".join(lines) + "\n")
    print(f"{len(lines)} duels -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
