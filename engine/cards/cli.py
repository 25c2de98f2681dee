"""``ygo-cards``: look up a card's facts, or see how much of a deck is automated.

Usage::

    ygo-cards lookup "Pot of Greed"          # or a passcode: ygo-cards lookup 55144522
    ygo-cards coverage my_deck.ydk
    ygo-cards stats                          # automated cards, lines per card, blocks used
    ygo-cards --cdb ~/EDOPro/expansions/cards.cdb lookup "Some New Card"

A tool for players and card authors, so every bad input (unknown card,
unreadable deck, broken ``.cdb``) ends with one line on stderr and a non-zero
exit status, never a traceback: 1 = card not found, 2 = bad file or usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Sequence

from engine.cards.data import CardData
from engine.cards.database import (
    CardDatabase,
    CardDatabaseError,
    UnknownCard,
    card_facts,
    default_database,
)

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ygo-cards", description="Card facts and deck automation coverage."
    )
    parser.add_argument(
        "--cdb",
        metavar="CARDS.CDB",
        help="use this EDOPro/YGOPro cards.cdb instead of the bundled card data",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    lookup = sub.add_parser("lookup", help="print a card's facts as JSON")
    lookup.add_argument("card", metavar="NAME_OR_CODE", help="exact English name or passcode")
    coverage = sub.add_parser("coverage", help="which cards of a .ydk deck are automated")
    coverage.add_argument("deck", metavar="DECK.ydk")
    stats = sub.add_parser(
        "stats", help="automated cards, lines per card and the building blocks each uses"
    )
    stats.add_argument("--no-blocks", action="store_true",
                       help="one line per card, without its building blocks")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``ygo-cards`` console script; returns the exit status."""
    try:
        return _main(argv)
    except BrokenPipeError:  # output piped into ``head``: not an error
        sys.stderr.close()
        return 0


def _main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse already printed usage/help
        return e.code if isinstance(e.code, int) else EXIT_BAD_INPUT
    if args.command == "stats":
        return _stats(not args.no_blocks)
    try:
        db = CardDatabase.from_cdb(args.cdb) if args.cdb else default_database()
    except CardDatabaseError as e:
        print(f"ygo-cards: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.command == "lookup":
        return _lookup(db, args.card)
    return _coverage(db, args.deck)


def _lookup(db: CardDatabase, query: str) -> int:
    try:
        card = db.resolve(query)
    except UnknownCard as e:
        print(f"ygo-cards: {e}", file=sys.stderr)
        return EXIT_NOT_FOUND
    print(json.dumps(card_facts(card), indent=2, ensure_ascii=False))
    return EXIT_OK


def _stats(blocks: bool) -> int:
    """``ygo-cards stats``: measured from the card modules' source (``stats_report``)."""
    from engine.cards.stats_report import build_report, render

    print(render(build_report(), blocks=blocks))
    return EXIT_OK


def _automation_check() -> Callable[[int], bool]:
    """``is_automated`` from the card pool, or "nothing is automated".

    Imported lazily: the pool is large, written separately, and may be absent
    or broken in a partial checkout; coverage must still work then.
    """
    try:
        from engine.cards.registry import is_automated
    except Exception as e:  # noqa: BLE001 - any import failure means "no behaviours"
        print(
            f"ygo-cards: note: card behaviours unavailable ({type(e).__name__}: {e}); "
            "every card is reported as not automated",
            file=sys.stderr,
        )
        return lambda code: False
    return is_automated


def _coverage(db: CardDatabase, deck_path: str) -> int:
    from engine.decks import DeckError, read_ydk  # decks imports pydantic: only load it here

    try:
        deck = read_ydk(deck_path, db=db)
    except DeckError as e:
        print(f"ygo-cards: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    is_automated = _automation_check()

    def automated(card: CardData) -> bool:
        # An alternate artwork behaves exactly like its original.
        try:
            return bool(is_automated(card.code)) or (
                card.alias != 0 and bool(is_automated(card.original_code))
            )
        except Exception:  # noqa: BLE001 - a pool bug must not crash the report
            return False

    total = done = distinct = distinct_done = 0
    print(f"Deck: {deck.name}")
    for label, codes in (
        ("Main Deck", deck.main),
        ("Extra Deck", deck.extra),
        ("Side Deck", deck.side),
    ):
        if not codes:
            continue
        print(f"\n{label} ({len(codes)})")
        for code, count in Counter(codes).items():
            card = db.get(code)
            ok = automated(card)
            print(f"  {count}x {card.name} ({code}): {'automated' if ok else 'not automated'}")
            total += count
            done += count if ok else 0
            distinct += 1
            distinct_done += 1 if ok else 0
    percent = 100 * done / total if total else 0.0
    print(
        f"\nSummary: {done} of {total} cards automated ({percent:.0f}%); "
        f"{distinct_done} of {distinct} distinct cards"
    )
    return EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
