"""Deck files and URLs (.ydk, ydke://), banlists and deck legality."""

from __future__ import annotations

import base64
import os
import struct
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine.cards.database import CardDatabase, assets_dir, default_database
from engine.decks import (
    Banlist,
    Deck,
    DeckError,
    check_legality,
    format_ydk,
    from_ydke,
    load_banlists,
    parse_ydk,
    read_ydk,
    to_ydke,
    write_ydk,
)

BUNDLED_DECKS = sorted((assets_dir() / "decks").glob("*.ydk"))

POT_OF_GREED = 55144522  # Spell
DARK_MAGICIAN = 46986414  # Normal Monster
DARK_MAGICIAN_ALT = 36996508  # alternate artwork of Dark Magician
KURIBOH = 40640057
DECODE_TALKER = 1861629  # Link monster
ULTIMATE_OFFERING = 80604091  # Forbidden in 2026.05 TCG
INSTANT_FUSION = 1845204  # Limited in 2026.05 TCG


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return default_database()


def filler(db: CardDatabase, n: int) -> list[int]:
    """``n`` Main Deck passcodes, at most 3 of each, all unrestricted and distinct originals."""
    restricted = {
        code
        for banlist in load_banlists().values()
        for code in (*banlist.forbidden, *banlist.limited, *banlist.semi_limited)
    }
    codes = [
        c.code
        for c in db
        if c.alias == 0
        and c.is_normal_monster
        and not c.is_token
        and c.code != DARK_MAGICIAN
        and c.code not in restricted
    ]
    return [codes[i // 3] for i in range(n)]


def legal_deck(db: CardDatabase) -> Deck:
    return Deck(name="legal", main=filler(db, 40), extra=[DECODE_TALKER], side=[KURIBOH])


# -- bundled decks --------------------------------------------------------------------


def test_sixteen_bundled_decks() -> None:
    assert len(BUNDLED_DECKS) == 16


@pytest.mark.parametrize("path", BUNDLED_DECKS, ids=lambda p: p.stem)
def test_every_bundled_deck_loads_and_is_legal_without_banlist(
    path: Path, db: CardDatabase
) -> None:
    deck = read_ydk(path)
    assert deck.name == path.stem
    assert 40 <= len(deck.main) <= 60
    assert check_legality(deck, db) == []


def test_zexal_deck_has_side(db: CardDatabase) -> None:
    deck = read_ydk(assets_dir() / "decks" / "WindBot_AI_ZexalWeapons.ydk")
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 15, 14)
    assert deck.main[0] == 70095155


# -- .ydk parsing ---------------------------------------------------------------------


def test_parse_ydk_comments_blank_lines_crlf_and_headerless_cards() -> None:
    text = (
        f"{KURIBOH}\r\n#created by someone\r\n\r\n#main\r\n{POT_OF_GREED}\r\n  {DARK_MAGICIAN}  \r\n"
        f"#a comment\r\n#extra\r\n{DECODE_TALKER}\r\n!side\r\n{POT_OF_GREED}\r\n"
    )
    deck = parse_ydk(text, "some/dir/mine.ydk")
    assert deck.name == "mine"
    assert deck.main == [KURIBOH, POT_OF_GREED, DARK_MAGICIAN]
    assert deck.extra == [DECODE_TALKER]
    assert deck.side == [POT_OF_GREED]


def test_read_ydk_strips_utf8_bom(tmp_path: Path) -> None:
    path = tmp_path / "bom.ydk"
    path.write_bytes(b"\xef\xbb\xbf#main\n" + str(KURIBOH).encode() + b"\n")
    assert read_ydk(path).main == [KURIBOH]


def test_non_numeric_line_message() -> None:
    text = "#created by x\n#main\n55144522\n55144522\n\n55144522\n12x45\n"
    with pytest.raises(DeckError) as info:
        parse_ydk(text, "deck.ydk")
    err = info.value
    assert str(err) == "deck.ydk line 7: '12x45' is not a passcode"
    assert (err.path, err.line) == ("deck.ydk", 7)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("12x45", "'12x45' is not a passcode"),
        ("-5", "'-5' is not a passcode"),
        ("0", "'0' is not a passcode"),
        ("99999999999", "'99999999999' is not a passcode"),
        ("１２３", "'１２３' is not a passcode"),  # full-width digits
        ("12345", "12345 is not a known card passcode"),
        ("!sidedeck", "unknown section header '!sidedeck'"),
        ("#side", "unknown section header '#side'"),
    ],
)
def test_bad_lines(line: str, message: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_ydk(f"#main\n{POT_OF_GREED}\n{line}\n", "bad.ydk")
    assert str(info.value).startswith("bad.ydk line 3: ")
    assert message in str(info.value)


def test_side_header_hint() -> None:
    with pytest.raises(DeckError, match="the Side Deck header is '!side'"):
        parse_ydk("#side\n", "x.ydk")


def test_unknown_passcode_checked_against_given_db(tmp_path: Path, db: CardDatabase) -> None:
    small = CardDatabase([db.get(POT_OF_GREED)], source="small")
    assert parse_ydk(f"#main\n{POT_OF_GREED}\n", "a.ydk", db=small).main == [POT_OF_GREED]
    with pytest.raises(DeckError, match=f"a.ydk line 2: {KURIBOH} is not a known card"):
        parse_ydk(f"#main\n{KURIBOH}\n", "a.ydk", db=small)


def test_unreadable_files(tmp_path: Path) -> None:
    missing = tmp_path / "missing.ydk"
    with pytest.raises(DeckError) as info:
        read_ydk(missing)
    assert str(info.value).startswith(f"{missing}: cannot read file")
    assert info.value.line is None

    with pytest.raises(DeckError, match="cannot read file"):
        read_ydk(tmp_path)  # a directory

    binary = tmp_path / "binary.ydk"
    binary.write_bytes(b"#main\n\xff\xfe\x00\x01\n")
    with pytest.raises(DeckError, match="binary.ydk: not a text file"):
        read_ydk(binary)


# -- writing ---------------------------------------------------------------------------


def test_ydk_round_trip(tmp_path: Path, db: CardDatabase) -> None:
    deck = read_ydk(assets_dir() / "decks" / "WindBot_AI_ZexalWeapons.ydk")
    path = tmp_path / "copy.ydk"
    write_ydk(deck, path)
    again = read_ydk(path)
    assert (again.main, again.extra, again.side) == (deck.main, deck.extra, deck.side)
    assert again.name == "copy"
    assert path.read_text().startswith("#created by ygo-desktop\n#main\n")
    assert [p.name for p in tmp_path.iterdir()] == ["copy.ydk"]  # no temp file left


def test_write_ydk_replaces_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("old content\n")
    write_ydk(Deck(main=[POT_OF_GREED]), path)
    assert path.read_text() == format_ydk(Deck(main=[POT_OF_GREED]))


def test_write_ydk_failure_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("old content\n")

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(DeckError, match="deck.ydk: cannot write file"):
        write_ydk(Deck(main=[POT_OF_GREED]), path)
    assert path.read_text() == "old content\n"
    assert [p.name for p in tmp_path.iterdir()] == ["deck.ydk"]


def test_write_ydk_into_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot write file"):
        write_ydk(Deck(), tmp_path / "no" / "such" / "deck.ydk")


# -- ydke:// ---------------------------------------------------------------------------


def test_ydke_round_trip_bundled_decks() -> None:
    for path in BUNDLED_DECKS:
        deck = read_ydk(path)
        url = to_ydke(deck)
        assert url.startswith("ydke://") and url.endswith("!")
        back = from_ydke(url)
        assert (back.main, back.extra, back.side) == (deck.main, deck.extra, deck.side)


def test_ydke_layout_is_little_endian_uint32() -> None:
    url = to_ydke(Deck(main=[POT_OF_GREED, KURIBOH], extra=[], side=[DARK_MAGICIAN]))
    main, extra, side, tail = url[len("ydke://") :].split("!")
    assert base64.b64decode(main) == struct.pack("<2I", POT_OF_GREED, KURIBOH)
    assert extra == "" and tail == ""
    assert base64.b64decode(side) == DARK_MAGICIAN.to_bytes(4, "little")
    assert from_ydke(url, name="n").name == "n"
    assert from_ydke("ydke://!!!") == Deck()


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("https://example.com/deck", "does not start with 'ydke://'"),
        ("ydke://abc", "needs three sections"),
        ("ydke://!!!!extra!", "more than three sections"),
        ("ydke://not*base64!!!", "bad base64 in the main section"),
        ("ydke://!A!!", "bad base64 in the extra section"),
        ("ydke://!!AQ=!", "bad base64 in the side section"),  # bad padding
        ("ydke://!!AQID!", "side section is 3 bytes, not a multiple of 4"),
        ("ydke://AAAAAA==!!!", "main section: 0 is not a known card passcode"),
    ],
)
def test_bad_ydke(url: str, message: str) -> None:
    with pytest.raises(DeckError) as info:
        from_ydke(url)
    assert str(info.value).startswith("ydke URL: ")
    assert message in str(info.value)


def test_ydke_unknown_passcode() -> None:
    url = "ydke://" + base64.b64encode(struct.pack("<I", 12345)).decode() + "!!!"
    with pytest.raises(DeckError, match="main section: 12345 is not a known card passcode"):
        from_ydke(url)


# -- the model -------------------------------------------------------------------------


def test_deck_model_rejects_bad_passcodes() -> None:
    with pytest.raises(ValidationError):
        Deck(main=[-1])
    with pytest.raises(ValidationError):
        Deck(main=[2**32])
    with pytest.raises(ValidationError):
        Deck.model_validate({"main": [], "maindeck": []})
    assert Deck(main=[1], extra=[2], side=[3]).all_codes() == [1, 2, 3]


# -- legality --------------------------------------------------------------------------


def kinds(problems: list) -> list[str]:  # type: ignore[type-arg]
    return [p.kind for p in problems]


def test_legal_deck_has_no_problems(db: CardDatabase) -> None:
    assert check_legality(legal_deck(db), db) == []


@pytest.mark.parametrize(("n", "ok"), [(39, False), (40, True), (60, True), (61, False)])
def test_main_deck_size(db: CardDatabase, n: int, ok: bool) -> None:
    deck = Deck(main=filler(db, n))
    problems = check_legality(deck, db)
    assert kinds(problems) == ([] if ok else ["main_size"])
    if not ok:
        assert problems[0].message == f"Main Deck has {n} cards; it must have 40 to 60"


def test_extra_and_side_size(db: CardDatabase) -> None:
    deck = legal_deck(db)
    links = [c.code for c in db if c.is_link and c.alias == 0][:6]
    extra = [code for code in links for _ in range(3)][:16]
    side = filler(db, 56)[40:]
    problems = check_legality(deck.model_copy(update={"extra": extra, "side": side}), db)
    assert kinds(problems) == ["extra_size", "side_size"]
    assert "Extra Deck has 16 cards; it must have at most 15" in problems[0].message


def test_copies_count_alternate_artworks_across_all_parts(db: CardDatabase) -> None:
    deck = legal_deck(db)
    main = deck.main[:38] + [DARK_MAGICIAN, DARK_MAGICIAN_ALT]
    side = [DARK_MAGICIAN_ALT, DARK_MAGICIAN]
    problems = check_legality(deck.model_copy(update={"main": main, "side": side}), db)
    assert kinds(problems) == ["copies"]
    assert problems[0].code == DARK_MAGICIAN
    assert "Dark Magician (46986414): 4 copies" in problems[0].message
    # Three across Main and Side is fine.
    ok = deck.model_copy(update={"main": main, "side": [DARK_MAGICIAN_ALT]})
    assert check_legality(ok, db) == []


def test_extra_deck_monster_in_main_and_main_card_in_extra(db: CardDatabase) -> None:
    deck = legal_deck(db)
    bad = deck.model_copy(
        update={"main": deck.main[:39] + [DECODE_TALKER], "extra": [POT_OF_GREED]}
    )
    problems = check_legality(bad, db)
    assert kinds(problems) == ["extra_in_main", "not_extra"]
    assert problems[0].code == DECODE_TALKER and "Decode Talker" in problems[0].message
    assert problems[1].code == POT_OF_GREED


def test_unknown_card_is_a_problem_not_a_crash(db: CardDatabase) -> None:
    deck = legal_deck(db)
    bad = deck.model_copy(update={"side": [12345, 12345]})
    problems = check_legality(bad, db)
    assert kinds(problems) == ["unknown_card"]
    assert problems[0].code == 12345


def test_banlist_limits(db: CardDatabase) -> None:
    tcg = load_banlists()["2026.05 TCG"]
    assert tcg.limit(ULTIMATE_OFFERING) == 0
    assert tcg.limit(INSTANT_FUSION) == 1
    assert tcg.limit(DARK_MAGICIAN) == 3
    deck = legal_deck(db)
    bad = deck.model_copy(
        update={"main": deck.main[:37] + [ULTIMATE_OFFERING, INSTANT_FUSION, INSTANT_FUSION]}
    )
    assert check_legality(bad, db) == []  # no banlist given: only the basic rules
    problems = check_legality(bad, db, tcg)
    assert kinds(problems) == ["banlist", "banlist"]
    assert problems[0].message == (
        "Ultimate Offering (80604091) is Forbidden in 2026.05 TCG: 1 in the deck, 0 allowed"
    )
    assert "Instant Fusion (1845204) is Limited" in problems[1].message


def test_semi_limited_and_alias_counted_as_original(db: CardDatabase) -> None:
    semi = Banlist(name="test", semi_limited=[DARK_MAGICIAN])
    deck = legal_deck(db)
    two = deck.model_copy(update={"main": deck.main[:38] + [DARK_MAGICIAN, DARK_MAGICIAN_ALT]})
    assert check_legality(two, db, semi) == []
    three = two.model_copy(update={"side": [DARK_MAGICIAN_ALT]})
    problems = check_legality(three, db, semi)
    assert kinds(problems) == ["banlist"]
    assert "Semi-Limited in test: 3 in the deck, 2 allowed" in problems[0].message


def test_whitelist(db: CardDatabase) -> None:
    white = Banlist(
        name="white", whitelist=True, default_count_for_unlisted=0, unlimited=[POT_OF_GREED]
    )
    assert white.limit(POT_OF_GREED) == 3 and white.limit(KURIBOH) == 0


# -- banlists file ---------------------------------------------------------------------


def test_load_bundled_banlists() -> None:
    lists = load_banlists()
    assert set(lists) == {"2026.05 TCG", "2026.07 OCG"}
    assert lists["2026.07 OCG"].region == "OCG"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read file"),
        ("{nope", "not valid JSON"),
        ('{"lists": 3}', "expected an object with a 'lists' array"),
        ('{"lists": [{"forbidden": []}]}', "list 1: name: Field required"),
        ('{"lists": [{"name": "x", "forbidden": ["a"]}]}', "list 1: forbidden.0"),
    ],
)
def test_bad_banlist_files(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "banlists.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(DeckError) as info:
        load_banlists(path)
    assert str(info.value).startswith(f"{path}: ")
    assert message in str(info.value)
