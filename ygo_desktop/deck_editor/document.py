"""``DeckDocument``: the deck being edited, with undo/redo and live legality. Qt-free.

    doc = DeckDocument(db, banlist=tcg)
    doc.add(46986414)            # into the Main Deck (an Extra Deck monster goes to the Extra)
    doc.add(46986414, "side")
    doc.problems()               # engine.decks.check_legality: sizes, copies, banlist
    doc.undo(); doc.redo()

Legality is the engine's own check (:func:`engine.decks.check_legality`). A
change that would break a hard rule — a fourth copy, an Extra Deck monster in
the Main Deck or anything else in the Extra Deck, more than 60/15/15 cards —
is refused with the engine's words, as EDOPro's editor refuses it; what a
deck may still be while it is being built (fewer than 40 cards, a card the
chosen banlist forbids) is allowed and listed as a problem.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from engine.cards.database import CardDatabase
from engine.decks import (
    EXTRA_MAX,
    MAIN_MAX,
    SIDE_MAX,
    Banlist,
    Deck,
    DeckProblem,
    check_legality,
)

Part = Literal["main", "extra", "side"]
PARTS: tuple[Part, ...] = ("main", "extra", "side")
PART_NAMES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}
_MAXIMUM = {"main": MAIN_MAX, "extra": EXTRA_MAX, "side": SIDE_MAX}
#: rules a change may never break (a deck under construction may break the others)
_HARD = ("copies", "extra_in_main", "not_extra")

Snapshot = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


class DeckDocument:
    """The three lists of passcodes, what was last saved, and the undo/redo stacks."""

    def __init__(self, db: CardDatabase, deck: Deck | None = None,
                 banlist: Banlist | None = None) -> None:
        self.db = db
        self.banlist = banlist
        self.name = ""
        self.path = ""
        self.parts: dict[Part, list[int]] = {"main": [], "extra": [], "side": []}
        self._undo: list[Snapshot] = []
        self._redo: list[Snapshot] = []
        self._saved: Snapshot = self._snapshot()
        #: called after every change (the Qt side refreshes its models)
        self.listeners: list[Callable[[], None]] = []
        if deck is not None:
            self.load(deck)

    # ------------------------------------------------------------ reading
    def deck(self) -> Deck:
        return Deck(name=self.name, main=list(self.parts["main"]),
                    extra=list(self.parts["extra"]), side=list(self.parts["side"]))

    def problems(self) -> list[DeckProblem]:
        return check_legality(self.deck(), self.db, self.banlist)

    def counts(self) -> dict[Part, int]:
        return {part: len(codes) for part, codes in self.parts.items()}

    def copies(self, code: int) -> int:
        """Copies of ``code`` over all three parts (alternate artworks count as one card)."""
        original = self.db.get(code).original_code if code in self.db else code
        return sum(1 for codes in self.parts.values() for c in codes
                   if (self.db.get(c).original_code if c in self.db else c) == original)

    @property
    def dirty(self) -> bool:
        return self._snapshot() != self._saved

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def home_of(self, code: int) -> Part:
        """Where a card goes when not told: Extra Deck monsters to the Extra Deck."""
        return "extra" if code in self.db and self.db.get(code).is_extra_deck else "main"

    # ------------------------------------------------------------ changing
    def add(self, code: int, part: Part | None = None, row: int | None = None) -> str | None:
        """Add one copy; returns why it was refused (nothing changes then), else ``None``."""
        part = part or self.home_of(code)
        parts = {p: list(c) for p, c in self.parts.items()}
        parts[part].insert(len(parts[part]) if row is None else max(0, row), code)
        return self._change(parts)

    def remove(self, part: Part, row: int) -> None:
        if not 0 <= row < len(self.parts[part]):
            return
        parts = {p: list(c) for p, c in self.parts.items()}
        del parts[part][row]
        self._change(parts)

    def move(self, source: Part, row: int, target: Part, at: int | None = None) -> str | None:
        """Move one card from ``source`` row to ``target`` (a Main/Side swap, or a reorder)."""
        if not 0 <= row < len(self.parts[source]):
            return None
        parts = {p: list(c) for p, c in self.parts.items()}
        code = parts[source].pop(row)
        place = len(parts[target]) if at is None else max(0, min(at, len(parts[target])))
        parts[target].insert(place, code)
        return self._change(parts)

    def load(self, deck: Deck, path: str = "") -> None:
        """Open ``deck`` from ``path``: undoable like any change, and counted as saved."""
        self.path = path
        self.replace(deck)
        self.mark_saved()

    def replace(self, deck: Deck) -> None:
        """Replace the whole deck (an imported ``ydke://`` URL); undoable, not saved."""
        self.name = deck.name
        self._apply({"main": list(deck.main), "extra": list(deck.extra),
                     "side": list(deck.side)}, remember=True)

    def clear(self) -> None:
        self.name, self.path = "", ""
        self._apply({"main": [], "extra": [], "side": []}, remember=True)
        self.mark_saved()

    def mark_saved(self, path: str | None = None) -> None:
        if path is not None:
            self.path = path
        self._saved = self._snapshot()

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self._snapshot())
        self._restore(self._undo.pop())
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self._snapshot())
        self._restore(self._redo.pop())
        return True

    # ------------------------------------------------------------ inside
    def _change(self, parts: dict[Part, list[int]]) -> str | None:
        refusal = self._refusal(parts)
        if refusal is None:
            self._apply(parts, remember=True)
        return refusal

    def _refusal(self, parts: dict[Part, list[int]]) -> str | None:
        for part in PARTS:
            if len(parts[part]) > _MAXIMUM[part] and len(parts[part]) > len(self.parts[part]):
                return f"The {PART_NAMES[part]} holds at most {_MAXIMUM[part]} cards"
        before = {(p.kind, p.code) for p in self.problems()}
        after = check_legality(Deck(name=self.name, **parts), self.db, self.banlist)
        for problem in after:
            if problem.kind in _HARD and (problem.kind, problem.code) not in before:
                return problem.message
        return None

    def _apply(self, parts: dict[Part, list[int]], remember: bool) -> None:
        if remember:
            self._undo.append(self._snapshot())
            self._redo.clear()
        self.parts = parts
        for listener in list(self.listeners):
            listener()

    def _snapshot(self) -> Snapshot:
        return (tuple(self.parts["main"]), tuple(self.parts["extra"]), tuple(self.parts["side"]))

    def _restore(self, snap: Snapshot) -> None:
        self._apply({"main": list(snap[0]), "extra": list(snap[1]), "side": list(snap[2])},
                    remember=False)
