"""The deck editor's card search (engine/cards/search.py): names, typos, every filter.

Each filter is checked against a brute-force scan of the whole database, so a
search that drops or invents a card fails.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards.search import CardQuery, SearchIndex, compact, default_automated, edit_distance
from engine.decks import load_banlists


@pytest.fixture(scope="module")
def index(db):
    return SearchIndex(db, automated=default_automated())


def _listed(db):
    return db.search("")


def test_blue_eyes_lists_every_blue_eyes_card(db, index):
    found = {c.code for c in index.search(CardQuery(text="Blue-Eyes"))}
    expected = {c.code for c in _listed(db) if "blue-eyes" in c.name.casefold()}
    assert expected and found >= expected
    ranked = index.search(CardQuery(text="Blue-Eyes"))
    assert all("blue" in compact(c.name) and "eyes" in compact(c.name) for c in ranked)
    # the phrase ranks before names that only hold both words apart
    phrase = [("blueeyes" in compact(c.name)) for c in ranked]
    assert phrase == sorted(phrase, reverse=True)
    # spelt without the hyphen, or in capitals: the same cards
    assert {c.code for c in index.search(CardQuery(text="BLUE EYES"))} == found


def test_a_typo_still_finds_the_card(index):
    assert index.search(CardQuery(text="dark magican"))[0].name == "Dark Magician"
    assert index.search(CardQuery(text="stardust dargon"))[0].name == "Stardust Dragon"
    assert index.search(CardQuery(text="kurbioh"))[0].name == "Kuriboh"


def test_the_exact_name_ranks_first(index):
    assert index.search(CardQuery(text="dark magician"))[0].name == "Dark Magician"
    assert index.search(CardQuery(text="Kuriboh"))[0].name == "Kuriboh"


def test_short_words_are_never_guessed(index):
    """One or two letters are a prefix being typed, not a typo: no near-miss guesses."""
    assert index.search(CardQuery(text="qx")) == []


def test_level_8_light_dragons(db, index):
    q = CardQuery(attribute="LIGHT", race="Dragon", star_min=8, star_max=8)
    found = {c.code for c in index.search(q)}
    expected = {c.code for c in _listed(db) if c.is_monster and c.attribute == "LIGHT"
                and c.race == "Dragon" and c.star == 8}
    assert found == expected
    names = {c.name for c in index.search(q.model_copy(update={"text": "blue-eyes"}))}
    assert "Blue-Eyes White Dragon" in names and "Blue-Eyes Ultimate Dragon" not in names


@pytest.mark.parametrize("query, keep", [
    (CardQuery(kind="Spell"), lambda c: c.is_spell),
    (CardQuery(kind="Xyz"), lambda c: c.is_xyz),
    (CardQuery(kind="Trap", spell_trap_type="Counter"), lambda c: c.is_trap
     and c.spell_trap_type == "Counter"),
    (CardQuery(scale_min=8, scale_max=13), lambda c: c.scale_left is not None
     and 8 <= c.scale_left <= 13),
    (CardQuery(atk_min=3000), lambda c: c.is_monster and c.atk is not None and c.atk >= 3000),
    (CardQuery(def_max=0), lambda c: c.is_monster and not c.is_link and c.defense is not None
     and c.defense <= 0),
    (CardQuery(kind="Link", star_min=4), lambda c: c.is_link and c.link_rating >= 4),
    (CardQuery(archetype="Blue-Eyes"), lambda c: any(
        (s & 0xFFF) == 0xDD for s in c.setcodes)),
])
def test_filters_match_a_full_scan(db, index, query, keep):
    assert {c.code for c in index.search(query)} == {c.code for c in _listed(db) if keep(c)}


def test_banlist_status_and_automation(db, index):
    tcg = load_banlists()["2026.05 TCG"]
    forbidden = {c.code for c in index.search(CardQuery(ban_status="Forbidden"), tcg)}
    assert forbidden == {c.code for c in _listed(db) if tcg.limit(c.original_code) == 0}
    assert index.search(CardQuery(text="Pot of Greed", ban_status="Forbidden"), tcg)[0].name \
        == "Pot of Greed"
    automated = {c.name for c in index.search(CardQuery(automated=True))}
    assert {"Dark Magician", "Monster Reborn", "Mirror Force"} <= automated
    assert "Ash Blossom & Joyous Spring" not in automated or "Ash Blossom & Joyous Spring" in {
        c.name for c in index.search(CardQuery(text="ash blossom", automated=True))}
    not_automated = index.search(CardQuery(automated=False))
    assert not automated & {c.name for c in not_automated}


def test_text_search_uses_the_texts_given(db):
    texts = {db.by_name("Kuriboh").code: "Our words: discard this card to take no damage."}
    index = SearchIndex(db, texts=texts)
    assert [c.name for c in index.search(CardQuery(text="take no damage", in_text=True))] \
        == ["Kuriboh"]
    assert index.search(CardQuery(text="take no damage")) == []


def test_typing_letter_by_letter_equals_a_fresh_search(db, index):
    """The narrowing shortcut for a growing query gives what a fresh index would."""
    fresh = SearchIndex(db)
    for text in ("Blue-Eyes White", "elemental hero", "dark magican"):
        for n in range(1, len(text) + 1):
            assert index.search(CardQuery(text=text[:n])) == fresh.search(
                CardQuery(text=text[:n])), text[:n]
            fresh = SearchIndex(db) if n % 5 == 0 else fresh


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="abcdeilnorstuy -", min_size=1, max_size=8))
def test_every_name_holding_the_words_is_found(db, index, text):
    words = text.split()
    found = {c.code for c in index.search(CardQuery(text=text))}
    for card in _listed(db):
        name = compact(card.name)
        if words and all(compact(w) in name for w in words):
            assert card.code in found, card.name


@pytest.mark.parametrize("a, b, d", [("magican", "magician", 1), ("dargon", "dragon", 1),
                                     ("kurbioh", "kuriboh", 1), ("harpy", "harpie", 2),
                                     ("abc", "xyz", 3)])
def test_edit_distance(a, b, d):
    assert edit_distance(a, b, 2) == min(d, 3)
