"""Build the bundled card assets from the shared facts-only card data set.

Why a build step: the app must run without ``../shared``, and loading the
3.4 MB ``cards.json`` of 14,700 JSON objects is slow. This script writes
``assets/cards.json.gz`` in the columnar layout that
:mod:`engine.cards.database` reads (one array per field + shared lookup
tables), checks that every card it wrote loads back *equal* to the card built
straight from ``cards.json``, and copies the small files verbatim:
``banlists.json``, ``archetypes.json`` and the 16 ``decks/*.ydk``.

Run from anywhere::

    python tools/build_assets.py [--source ../shared/cards] [--assets assets]

The output is deterministic (sorted input, gzip mtime 0), so rebuilding an
unchanged source leaves ``git status`` clean.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.cards.database import (  # after the sys.path line above
    CardDatabase,
    card_from_json_row,
    cards_to_columns,
)

DEFAULT_SOURCE = REPO.parent / "shared" / "cards"
DEFAULT_ASSETS = REPO / "assets"
COPIED_FILES = ("banlists.json", "archetypes.json")


def build(source: Path, assets: Path) -> None:
    """Write every asset and verify the card asset round-trips exactly."""
    rows = json.loads((source / "cards.json").read_text(encoding="utf-8"))
    rows.sort(key=lambda r: r["id"])
    cards = [card_from_json_row(r) for r in rows]

    doc = cards_to_columns(
        cards,
        source="facts-only cards.json of the shared card data set (see its README); "
        "built by tools/build_assets.py",
    )
    payload = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    assets.mkdir(parents=True, exist_ok=True)
    out = assets / "cards.json.gz"
    out.write_bytes(gzip.compress(payload, compresslevel=9, mtime=0))

    start = time.perf_counter()
    loaded = CardDatabase.load(out)
    elapsed = time.perf_counter() - start
    if list(loaded) != cards:
        bad = next(i for i, (a, b) in enumerate(zip(loaded, cards)) if a != b)
        raise SystemExit(f"round-trip mismatch at row {bad}: {list(loaded)[bad]} != {cards[bad]}")

    for name in COPIED_FILES:
        shutil.copyfile(source / name, assets / name)
    decks_out = assets / "decks"
    decks_out.mkdir(exist_ok=True)
    decks = sorted((source / "decks").glob("*.ydk"))
    for deck in decks:
        shutil.copyfile(deck, decks_out / deck.name)

    print(
        f"{out.relative_to(assets.parent) if out.is_relative_to(assets.parent) else out}: "
        f"{len(cards)} cards, {len(payload) / 1e6:.2f} MB JSON -> "
        f"{out.stat().st_size / 1e6:.2f} MB gzip; reload check {elapsed * 1000:.0f} ms"
    )
    print(f"copied {', '.join(COPIED_FILES)} and {len(decks)} decks to {assets}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="shared cards folder")
    parser.add_argument("--assets", type=Path, default=DEFAULT_ASSETS, help="output folder")
    args = parser.parse_args(argv)
    build(args.source, args.assets)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
