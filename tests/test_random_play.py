"""Random legal play between real decks: the engine's invariants hold on every decision.

Hypothesis picks the seed and the two decks (copied into ``assets/decks``); both
sides answer with :class:`engine.ai.random_player.RandomPlayer`. For every duel:

* no exception — the engine never offers an answer it then chokes on;
* every card is accounted for: each card of the duel (Tokens excepted) is in
  exactly one place, and that place agrees with the card's own ``location``;
* replaying the start and the answers reproduces the same position hashes
  (determinism: replays and undo depend on it);
* no player's view contains a card identity the other player keeps hidden
  (the opponent's hand, face-down cards the viewer does not control, Decks).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.random_player import RandomPlayer
from engine.decks import read_ydk
from engine.duel import Duel
from engine.state import BANISHED, DECK, EXTRA, GY, HAND, OVERLAY
from engine.view import build_view

DECK_FILES = sorted((Path(__file__).resolve().parent.parent / "assets" / "decks").glob("*.ydk"))
MAX_DECISIONS = 500
VIEW_EVERY = 7


def _decks() -> list[Any]:
    return [read_ydk(p) for p in DECK_FILES]


def _pool_decks() -> list[Any]:
    """Two decks made of every automated card (Pools 1 and 2), so random play exercises the
    card declarations themselves, not only the starter decks' Normal Monsters."""
    from engine.cards.database import default_database
    from engine.cards.registry import default_registry
    from engine.decks import Deck

    db = default_database()
    main: list[int] = []
    extra: list[int] = []
    for code in default_registry().codes():
        data = db.get(code)
        if data.is_token:
            continue
        (extra if data.is_extra_deck else main).append(data.code)
    decks = []
    for half in (0, 1):
        cards = main[half::2]
        cards = (cards * 2)[:60] if len(cards) < 40 else cards[:60]
        decks.append(Deck(name=f"pool-{half}", main=cards, extra=extra[half::2][:15]))
    return decks


DECKS = _decks() + _pool_decks()


def where_cards_are(duel: Duel) -> dict[int, str]:
    """uid -> the place it was found in; fails on a card found twice."""
    seen: dict[int, str] = {}

    def note(card: Any, place: str) -> None:
        assert card.uid not in seen, f"{card} is both in {seen[card.uid]} and {place}"
        seen[card.uid] = place
        for mat in card.materials:
            note(mat, OVERLAY)

    for p in duel.state.players:
        for pile in (HAND, DECK, EXTRA, GY, BANISHED):
            for c in p.pile(pile):
                assert c.owner == p.index, f"{c} is in p{p.index}'s {pile} but owned by p{c.owner}"
                note(c, pile)
        for loc in ("monsters", "extra_monsters", "spells"):
            for i, c in enumerate(p.row(loc)):
                if c is not None:
                    assert c.controller == p.index and c.zone == i, f"{c} misplaced in {loc}[{i}]"
                    note(c, loc)
        if p.field_zone is not None:
            note(p.field_zone, "field")
    return seen


def check_accounting(duel: Duel, expected: Counter[int]) -> None:
    found = where_cards_are(duel)
    for uid, place in found.items():
        card = duel.card(uid)
        assert card.location == place, f"{card} says {card.location}, found in {place}"
    owners = Counter(duel.card(uid).owner for uid in found if not duel.card(uid).data.is_token)
    assert owners == expected, f"cards per owner changed: {dict(owners)} != {dict(expected)}"


def _hidden_from(viewer: int, card: Any) -> bool:
    """The identity of ``card`` where it is now is secret to ``viewer``."""
    if card.revealed:
        return False
    if card.location == DECK:
        return True
    if card.location == HAND:
        return card.controller != viewer
    if card.location in ("monsters", "extra_monsters", "spells", "field"):
        return not card.face_up and card.controller != viewer
    if card.location == EXTRA:
        return not card.face_up and card.owner != viewer
    if card.location == BANISHED:
        return not card.face_up and card.owner != viewer
    return False


def check_views(duel: Duel) -> None:
    for viewer in (0, 1):
        view = build_view(duel, viewer)
        shown: dict[int, Any] = {}

        def collect(cv: Any, shown: dict[int, Any] = shown) -> None:
            if cv is None:
                return
            shown[cv.uid] = cv
            for m in cv.materials:
                collect(m, shown)

        for side in view.players:
            for cv in side.hand + side.extra + side.gy + side.banished + side.monsters + \
                    side.extra_monsters + side.spells + [side.field]:
                collect(cv)
        visible_names = set()
        secret_names = set()
        for uid, cv in shown.items():
            card = duel.card(uid)
            if _hidden_from(viewer, card):
                assert cv.name is None and cv.code is None and cv.atk is None, (
                    f"p{viewer} sees hidden {card}")
                secret_names.add(card.name)
            else:
                visible_names.add(card.name)
        # Deck cards: listed only to their owner, and only while a prompt asks that player to
        # choose among them (a search lets its owner look at the cards it may take)
        pending = duel.pending
        looking = set(getattr(pending, "candidates", [])) \
            if pending is not None and pending.player == viewer else set()
        for p in duel.state.players:
            listed = {cv.uid for cv in view.players[p.index].deck}
            for c in p.deck:
                assert c.uid not in shown or shown[c.uid].name is None
                if c.uid in listed:
                    assert p.index == viewer and c.uid in looking, f"p{viewer} sees {c} in a Deck"
                    visible_names.add(c.name)
                else:
                    secret_names.add(c.name)
            assert listed <= {c.uid for c in p.deck}
        # an activated card is named on the chain for both players (the activation was
        # public), even after it went back to a hand or Deck while its link waits to resolve
        visible_names |= {link.name for link in view.chain}
        # a secret name must not leak anywhere else (prompt texts, ...), unless the viewer can
        # also see a card of that name
        text = view.model_dump_json()
        for name in secret_names - visible_names:
            assert f'"{name}"' not in text, f"p{viewer}'s view names hidden card {name!r}"


def run_checked_duel(seed: int, deck0: int, deck1: int) -> Duel:
    return play_checked(DECKS[deck0], DECKS[deck1], seed)


def play_checked(deck0: Any, deck1: Any, seed: int, decisions: int = MAX_DECISIONS) -> Duel:
    """Random play between two decks, checking accounting, views and the replay."""
    duel = Duel.new(deck0, deck1, seed=seed)
    expected = Counter(c.owner for c in duel.state.cards.values() if not c.data.is_token)
    chooser = RandomPlayer(seed ^ 0x5EED)
    check_accounting(duel, expected)
    for n in range(decisions):
        if duel.over:
            break
        prompt = duel.pending
        duel.answer(chooser.answer(prompt))
        check_accounting(duel, expected)
        if n % VIEW_EVERY == 0:
            check_views(duel)
    check_views(duel)
    again = Duel(duel.start, duel.db)
    for answer in duel.answers:
        again.answer(answer)
    assert again.hashes == duel.hashes, "replaying the answers gave a different duel"
    return duel


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), deck0=st.integers(0, len(DECKS) - 1),
       deck1=st.integers(0, len(DECKS) - 1))
def test_random_duels_keep_the_invariants(seed: int, deck0: int, deck1: int) -> None:
    run_checked_duel(seed, deck0, deck1)


def test_every_deck_plays() -> None:
    """Each deck at least once, so a deck-specific crash is not left to chance."""
    for i in range(len(DECKS)):
        run_checked_duel(1000 + i, i, (i + 5) % len(DECKS))
