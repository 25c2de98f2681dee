"""Hidden information through refusals and card ids (issue 10 item 2, DESIGN.md "Hidden
information is filtered in one place").

* A refusal names only what the asking player may know: an answer naming a card of the
  opponent's hand, a Deck or a face-down card is refused with a reason that says where that
  card is, never which card it is ("that card ... is hidden from you").
* A card entering a hidden place, or a shuffled Deck, gets new ids: no id of a hidden card
  is an id the opponent knew that card by, and ids are not dealt out in Deck order.

The property test plays random duels (both sides :class:`RandomPlayer`); at sampled prompts
it tries card ids as answers of every kind and reads every refusal; at every answer it
checks the ids of the opponent's hidden cards against the ids the player saw them named by
(views, log, chain). The long variant is marked ``long`` (``python3 -m pytest -m long``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.random_player import RandomPlayer
from engine.decks import read_ydk
from engine.duel import Duel
from engine.prompts import (
    ActionAnswer,
    CardsAnswer,
    IllegalAnswer,
    ManualAnswer,
    OrderAnswer,
)
from engine.replay import load_replay, play_replay, save_replay
from engine.rng import DuelRandom
from engine.start import DuelStart, PlayerSetup, Position
from engine.state import BANISHED, DECK, EXTRA, HAND, Card
from engine.view import build_view, events_for

DECK_FILES = sorted((Path(__file__).resolve().parent.parent / "assets" / "decks").glob("*.ydk"))
DECKS = [read_ydk(p) for p in DECK_FILES]
YS14 = next(i for i, p in enumerate(DECK_FILES) if p.name.startswith("YS14"))
FIELD = ("monsters", "extra_monsters", "spells", "field")
ACTIONS = ("summon", "set", "flip_summon", "change_position", "activate", "special_summon")


def hidden_from(viewer: int, card: Card) -> bool:
    """The identity of ``card`` where it is now is secret to ``viewer`` (written apart from the
    engine's own rule, so that the test checks it rather than repeats it)."""
    if card.revealed:
        return False
    if card.location == DECK:
        return True
    if card.location == HAND:
        return card.controller != viewer
    if card.location in FIELD:
        return not card.face_up and card.controller != viewer
    if card.location in (EXTRA, BANISHED):
        return not card.face_up and card.owner != viewer
    return False


#: card names the engine's fixed wording of a rule uses ("Fusion Summoned by a card such as
#: Polymerization"): naming them says nothing about any card of the duel
RULE_WORDS = frozenset({"Polymerization"})


def names(duel: Duel, viewer: int) -> tuple[set[str], list[str]]:
    """(names of cards hidden from ``viewer`` that no card the viewer may see bears or names in
    its text — "Junk Warrior needs "Junk Synchron" as its Tuner" tells nothing hidden —, the
    names the viewer may read, longest first)."""
    hidden: set[str] = set()
    known: set[str] = set()
    texts: set[str] = set()
    for card in duel.state.cards.values():
        if hidden_from(viewer, card):
            hidden.add(card.name)
        else:
            known.add(card.name)
            script = duel.game.script(card)
            if script is not None:
                texts.add(script.text)
    secret = {name for name in hidden - known - RULE_WORDS
              if not any(name in text for text in texts)}
    return secret, sorted(known, key=len, reverse=True)


def named_secrets(reason: str, secret: set[str], known: list[str]) -> list[str]:
    """The secret names ``reason`` holds, once the names the reader knows are taken out
    ("Dark Magician Girl" may be named when only "Dark Magician" is secret)."""
    for name in known:
        reason = reason.replace(name, "")
    return sorted(name for name in secret if name in reason)


# ------------------------------------------------------------------ refusals
def probes(duel: Duel, asker: int, uid: int) -> list[Any]:
    """Answers of every kind that name card ``uid``, fitting the pending prompt."""
    prompt = duel.pending
    assert prompt is not None
    out: list[Any] = []
    if prompt.kind in ("idle", "battle", "chain"):
        out += [ActionAnswer(do=do, card=uid) for do in ACTIONS]  # type: ignore[arg-type]
        out.append(ActionAnswer(do="activate", card=uid, effect=1))
        attackers = [c.uid for c in duel.game.monsters(asker)]
        out.append(ActionAnswer(do="attack", card=uid, target="direct"))
        if attackers:
            out.append(ActionAnswer(do="attack", card=attackers[0], target=uid))
    elif prompt.kind == "cards":
        out.append(CardsAnswer(cards=[uid]))
        cands = list(prompt.candidates)  # type: ignore[union-attr]
        if cands and uid not in cands:
            out.append(CardsAnswer(cards=[*cands[: prompt.max], uid]))  # type: ignore[union-attr]
    elif prompt.kind == "order":
        out.append(OrderAnswer(order=[uid]))
    if prompt.kind in ("idle", "battle", "chain") and getattr(prompt, "open_state", False):
        out += [ManualAnswer(player=asker, move="move", card=uid, to=EXTRA),
                ManualAnswer(player=asker, move="move", card=uid, to="field"),
                ManualAnswer(player=asker, move="position", card=uid),
                ManualAnswer(player=asker, move="control", card=uid)]
    return out


def check_refusals(duel: Duel, pick: DuelRandom, sample: int | None) -> int:
    """Try card ids as answers; every refusal names no card hidden from the asker. Returns
    the number of refusals read."""
    prompt = duel.pending
    assert prompt is not None
    asker = prompt.player
    secret, known = names(duel, asker)
    uids = sorted(duel.state.cards)
    if sample is not None and len(uids) > sample:
        pick.shuffle(uids)
        # the hidden ones first: they are what this test is about
        uids.sort(key=lambda u: not hidden_from(asker, duel.card(u)))
        uids = uids[:sample]
    read = 0
    before = duel.state_hash()
    for uid in uids:
        card = duel.card(uid)
        for answer in probes(duel, asker, uid):
            reason = duel.refusal(answer)
            if reason is None:
                continue
            read += 1
            named = named_secrets(reason, secret, known)
            assert not named, (f"Player {asker + 1} is refused {answer!r} with {reason!r}, "
                               f"naming hidden {named}")
            if hidden_from(asker, card) and uid not in getattr(prompt, "candidates", ()):
                assert card.name not in reason
    assert duel.state_hash() == before, "a refusal changed the duel"
    return read


# ------------------------------------------------------------------ ids
class IdWatch:
    """The ids each player saw a card of the opponent named by, and the check that no hidden
    card of the opponent carries one of them."""

    def __init__(self, duel: Duel) -> None:
        self.duel = duel
        #: viewer -> id -> the card it was seen named by
        self.named: list[dict[int, Card]] = [{}, {}]
        self.log_read = [0, 0]

    def _saw(self, viewer: int, uid: int, card: Card | None) -> None:
        if card is not None and card.owner != viewer:
            self.named[viewer].setdefault(uid, card)

    def read_log(self) -> None:
        duel = self.duel
        for viewer in (0, 1):
            start = self.log_read[viewer]
            for ev, shown in zip(duel.log[start:], events_for(duel, viewer, start)):
                # a card an effect let this player look at stays where it is (its zone or
                # place in the hand says which it is anyway): knowing it there is the
                # effect's right, not a leak
                if ev.kind == "looked_at":
                    continue
                if shown.card is not None and shown.card.name is not None:
                    self._saw(viewer, shown.card.uid, ev.card)
            self.log_read[viewer] = len(duel.log)

    def read_views(self) -> None:
        duel = self.duel
        for viewer in (0, 1):
            view = build_view(duel, viewer)
            shown: list[Any] = []
            for side in view.players:
                shown += side.hand + side.extra + side.gy + side.banished + side.monsters
                shown += side.extra_monsters + side.spells + [side.field]
            while shown:
                cv = shown.pop()
                if cv is None:
                    continue
                shown += cv.materials
                if cv.name is not None:
                    self._saw(viewer, cv.uid, duel.state.cards.get(cv.uid))
            for link in view.chain:
                self._saw(viewer, link.card, duel.state.cards.get(link.card))

    def check(self) -> None:
        for viewer in (0, 1):
            named = self.named[viewer]
            for secret in self.duel.state.cards.values():
                if secret.owner != viewer and hidden_from(viewer, secret):
                    uid, what = secret.uid, repr(secret)
                    assert named.get(uid) is not secret, (
                        f"{what} is hidden from Player {viewer + 1} under id {uid}, the id that "
                        "player saw it named by")


def play_watched(seed: int, deck0: int, deck1: int, decisions: int, probe_every: int,
                 sample: int | None) -> int:
    """A random duel, checking ids at every answer and refusals every ``probe_every``."""
    duel = Duel.new(DECKS[deck0], DECKS[deck1], seed=seed, manual=(True, True))
    chooser = RandomPlayer(seed ^ 0x5EED)
    pick = DuelRandom(seed ^ 0xB0B)
    watch = IdWatch(duel)
    read = 0
    for n in range(decisions):
        if duel.over:
            break
        watch.read_log()
        if n % probe_every == 0:
            watch.read_views()
            read += check_refusals(duel, pick, sample)
        watch.check()
        duel.answer(chooser.answer(duel.pending))
    watch.read_log()
    watch.check()
    return read


@settings(max_examples=5, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), deck0=st.integers(0, len(DECKS) - 1),
       deck1=st.integers(0, len(DECKS) - 1))
def test_refusals_and_ids_hide_what_is_hidden(seed: int, deck0: int, deck1: int) -> None:
    play_watched(seed, deck0, deck1, decisions=200, probe_every=4, sample=16)


@pytest.mark.long
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), deck0=st.integers(0, len(DECKS) - 1),
       deck1=st.integers(0, len(DECKS) - 1))
def test_refusals_and_ids_hide_what_is_hidden_long(seed: int, deck0: int, deck1: int) -> None:
    play_watched(seed, deck0, deck1, decisions=600, probe_every=3, sample=None)


def test_the_reported_duel() -> None:
    """Seed 103310, YS14 against YS14 (the audit's duel): refusals and ids checked throughout."""
    assert play_watched(103310, YS14, YS14, decisions=400, probe_every=5, sample=12) > 0


# ------------------------------------------------------------------ examples
def _position(**p1: Any) -> Duel:
    pos = Position(turn=2, phase="main1",
                   p0=PlayerSetup(hand=["Dark Magician"], monsters=["Celtic Guardian"],
                                  deck=["Kuriboh", "Battle Ox", "Mystical Elf", "Axe of Despair"]),
                   p1=PlayerSetup(**p1))
    return Duel.from_position(pos)


def test_a_card_of_the_opponents_hand_is_not_named() -> None:
    duel = _position(hand=["Synch Blast Wave"], deck=["Kuriboh"])
    wave = duel.state.players[1].hand[0]
    for do in ACTIONS:
        with pytest.raises(IllegalAnswer) as refused:
            duel.answer(ActionAnswer(do=do, card=wave.uid))  # type: ignore[arg-type]
        assert "Synch Blast Wave" not in refused.value.reason
        assert "that card (in your opponent's hand)" in refused.value.reason
    reason = duel.refusal(ManualAnswer(player=0, move="move", card=wave.uid, to=EXTRA))
    assert reason is not None and "Synch Blast Wave" not in reason


def test_a_card_of_your_own_deck_is_not_named() -> None:
    duel = _position()
    for card in duel.state.players[0].deck:
        reason = duel.refusal(ActionAnswer(do="summon", card=card.uid))
        assert reason is not None and card.name not in reason and "in your Deck" in reason


def test_a_known_card_is_still_named_with_its_rule() -> None:
    duel = _position()
    guardian = duel.state.players[0].monsters[0]
    assert guardian is not None
    reason = duel.refusal(ActionAnswer(do="set", card=guardian.uid))
    assert reason is not None and "Celtic Guardian" in reason


def test_a_card_returned_to_the_deck_and_shuffled_is_drawn_under_a_new_id() -> None:
    """The audit's case: a card the opponent knew returns to the Deck, the Deck is shuffled,
    and the card drawn has an id the opponent never saw it named by."""
    duel = _position()
    guardian = duel.state.players[0].monsters[0]
    assert guardian is not None
    known = guardian.uid
    duel.answer(ManualAnswer(player=0, move="move", card=known, to=DECK))
    assert guardian.uid != known and known not in duel.state.cards
    duel.answer(ManualAnswer(player=0, move="shuffle"))
    deck_ids = {c.uid for c in duel.state.players[0].deck}
    duel.answer(ManualAnswer(player=0, move="draw", amount=len(deck_ids)))
    assert guardian.location == HAND and guardian.uid != known
    # Player 2 saw it go under its old id, and never sees its new one next to its name
    for ev in events_for(duel, 1):
        if ev.card is not None and ev.card.name == "Celtic Guardian":
            assert ev.card.uid == known
    back = [cv.uid for cv in build_view(duel, 1).players[0].hand]
    assert guardian.uid in back and known not in back


def test_ids_are_not_dealt_in_deck_order_and_are_deterministic() -> None:
    a = Duel.new(DECKS[YS14], DECKS[YS14], seed=103310)
    b = Duel.new(DECKS[YS14], DECKS[YS14], seed=103310)
    for p in (0, 1):
        ids = [c.uid for c in a.state.players[p].deck]
        assert ids != sorted(ids) and ids != sorted(ids, reverse=True)
        assert ids == [c.uid for c in b.state.players[p].deck]
    assert sorted(a.state.cards) == list(range(1, len(a.state.cards) + 1))


def test_a_shuffle_gives_the_deck_new_ids() -> None:
    duel = _position()
    deck = duel.state.players[0].deck
    before = {c.uid for c in deck}
    duel.answer(ManualAnswer(player=0, move="shuffle"))
    assert not before & {c.uid for c in deck}


def test_same_seed_and_answers_give_the_same_ids() -> None:
    duel = Duel.new(DECKS[YS14], DECKS[0], seed=7)
    chooser = RandomPlayer(7)
    for _ in range(150):
        if duel.over:
            break
        duel.answer(chooser.answer(duel.pending))
    again = Duel(duel.start, duel.db)
    for answer in duel.answers:
        again.answer(answer)
    assert sorted(again.state.cards) == sorted(duel.state.cards)
    assert again.hashes == duel.hashes


def test_a_replay_recorded_before_ids_were_reissued_keeps_its_ids(tmp_path: Path) -> None:
    """A replay file whose start has no ``hidden_ids`` was recorded with the old ids (never
    re-issued): it is read as such, so its answers still name the right cards."""
    start = DuelStart(seed=5, decks=[{"main": DECKS[0].main}, {"main": DECKS[1].main}],  # type: ignore[list-item]
                      hidden_ids=False)
    duel = Duel(start)
    chooser = RandomPlayer(5)
    for _ in range(60):
        duel.answer(chooser.answer(duel.pending))
    path = tmp_path / "old.json"
    save_replay(duel.record, path)
    data = json.loads(path.read_text())
    del data["start"]["hidden_ids"]
    path.write_text(json.dumps(data))
    replay = load_replay(path)
    assert replay.start.hidden_ids is False
    assert play_replay(replay).hashes == duel.hashes
