"""The deck editor's document (Qt-free): hard rules refused with the engine's words, the rest
listed as problems; undo/redo; dirty tracking."""

from __future__ import annotations

from engine.decks import Deck, load_banlists
from ygo_desktop.deck_editor.document import DeckDocument

KURIBOH, BEWD, POT, STARDUST = 40640057, 89631139, 55144522, 44508094


def test_hard_rules_are_refused_and_soft_ones_listed(db):
    doc = DeckDocument(db, banlist=load_banlists()["2026.05 TCG"])
    assert doc.add(STARDUST) is None and doc.parts["extra"] == [STARDUST]  # goes home
    assert "Extra Deck monster" in doc.add(STARDUST, "main")
    assert "cannot be in the Extra Deck" in doc.add(KURIBOH, "extra")
    for _ in range(3):
        assert doc.add(KURIBOH) is None
    assert "at most 3" in doc.add(KURIBOH, "side")
    assert doc.add(POT) is None  # Forbidden: allowed while building, listed
    kinds = {p.kind for p in doc.problems()}
    assert kinds == {"main_size", "banlist"}


def test_sizes_stop_at_their_maximum(db):
    codes = [c.code for c in db.search("") if c.is_monster and not c.is_extra_deck][:61]
    doc = DeckDocument(db, Deck(main=codes[:60]))
    assert "at most 60" in doc.add(codes[60])
    assert doc.counts()["main"] == 60 and not doc.problems()


def test_undo_redo_and_dirty(db):
    doc = DeckDocument(db)
    assert not doc.dirty and not doc.can_undo
    doc.add(BEWD)
    doc.add(KURIBOH, "side")
    doc.move("side", 0, "main", 0)
    assert doc.parts["main"] == [KURIBOH, BEWD] and doc.dirty
    doc.mark_saved("x.ydk")
    assert not doc.dirty
    assert doc.undo() and doc.parts == {"main": [BEWD], "extra": [], "side": [KURIBOH]}
    assert doc.dirty
    assert doc.redo() and not doc.dirty
    assert not doc.redo()
    doc.add(POT)
    assert not doc.can_redo  # a new change drops what was undone
