"""``Duel``: the facade every UI, test, AI and tool uses.

    duel = Duel.new(deck0, deck1, seed=7)
    while not duel.over:
        prompt = duel.pending           # who must answer, and what is legal
        duel.answer(some_answer)        # validated; illegal -> IllegalAnswer(reason)
    duel.view(0)                        # only what player 0 may know

The Duel drives the outermost rule procedure (a generator) and nothing else
advances the game, so one seed plus the answers replays a duel exactly, and
undo is "replay all answers but the last".
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator
from typing import Any

from pydantic import TypeAdapter
from pydantic_core import PydanticUndefined

from engine import rules
from engine.cards.database import CardDatabase, default_database
from engine.cards.registry import CardRegistry, default_registry
from engine.checkpoints import Checkpoints
from engine.decks import Deck
from engine.errors import DuelOver
from engine.events import Event
from engine.game import Game
from engine.manual import apply_manual, manual_refusal
from engine.procedures.turn import run_duel
from engine.prompts import Answer, AnyPrompt, IllegalAnswer, ManualAnswer
from engine.rng import DuelRandom
from engine.start import DeckList, DuelStart, Position, build_from_decks, build_position
from engine.state import Card
from engine.view import build_view, hidden_information_refusal

_ANSWER: TypeAdapter[Any] = TypeAdapter(Answer)
_set = object.__setattr__
#: the exact types of the values _own_copy keeps as they are (numbers, strings, None)
_SCALARS = frozenset((int, str, float, bool, type(None)))


def _own_copy(answer: Any, player: int | None = None) -> Any:
    """A copy of an answer that the caller cannot change afterwards — what
    ``model_copy(deep=True)`` gives, at a fraction of its cost on the hot path of play: an
    answer's fields are numbers, strings and lists of them, so copying the lists suffices
    (anything else falls back to the deep copy). Built as ``model_copy()`` (``__copy__``)
    builds its shallow copy, without its generic steps. ``player``: filled in when the
    answer says None, as ``copy.player = player`` would (the field, and its being set)."""
    given = answer.__dict__
    fields: dict[str, Any]
    if _SCALARS.issuperset(map(type, given.values())):  # no list: the dict as it is
        fields = given.copy()
    else:
        fields = {}
        for name, value in given.items():
            if value is None or isinstance(value, (int, str, float)):
                fields[name] = value
            elif isinstance(value, list) and all(isinstance(x, (int, str, float))
                                                 for x in value):
                fields[name] = list(value)
            else:
                return answer.model_copy(deep=True)
    cls: Any = type(answer)
    own = cls.__new__(cls)
    extra = answer.__pydantic_extra__
    private = getattr(answer, "__pydantic_private__", None)
    _set(own, "__dict__", fields)
    _set(own, "__pydantic_extra__", None if extra is None else dict(extra))
    fields_set = set(answer.__pydantic_fields_set__)
    if player is not None and "player" in fields and fields["player"] is None:
        fields["player"] = player
        fields_set.add("player")
    _set(own, "__pydantic_fields_set__", fields_set)
    _set(own, "__pydantic_private__", None if private is None else {
        k: v for k, v in private.items() if v is not PydanticUndefined})
    return own


#: the id generator's own stream, apart from the duel's (shuffles, coins) so that dealing ids
#: changes no shuffle
_ID_STREAM = 0x1D5_DEA1


def _deal_ids(state: Any, seed: int, whole_duel: bool) -> None:
    """Hidden information: ids in an order of their own, never the Deck order — every card of
    a duel from decks (the opening hands too), each Deck of a start position (the rest of a
    position is as its author listed it)."""
    state.id_rng = DuelRandom((seed ^ _ID_STREAM) & ((1 << 64) - 1))
    if whole_duel:
        state.renumber([c for p in state.players for c in (*p.deck, *p.hand, *p.extra)],
                       fresh=False)
    else:
        for p in state.players:
            state.renumber(list(p.deck), fresh=False)


class Duel:
    """One duel: start + seed + answers."""

    def __init__(self, start: DuelStart, db: CardDatabase | None = None, *,
                 track_hashes: bool = True, registry: CardRegistry | None = None) -> None:
        self.start = start
        self.db = db or default_database()
        #: the card behaviours this duel plays with (default: the bundled card library)
        self.registry = registry or default_registry()
        rng = DuelRandom(start.seed)
        if start.position is not None:
            state = build_position(start.position, self.db)
            first_phase = start.position.phase
        elif start.decks is not None:
            state = build_from_decks(start, self.db, rng)
            first_phase = "draw"
        else:
            raise ValueError("a DuelStart needs decks or a position")
        if start.hidden_ids:
            _deal_ids(state, start.seed, whole_duel=start.position is None)
        self.game = Game(state, rng, start.coin_flips, start.dice_rolls, registry=self.registry)
        self.game.manual_allowed = start.manual
        self.game.empty_deck_ok = start.empty_deck_ok
        self.game.ask_every_window = start.ask_every_window
        self.game.by_hand = start.by_hand
        if start.position is not None:
            self._settle_placed_cards()
        self.answers: list[Any] = []
        self.hashes: list[str] = []
        self.track_hashes = track_hashes
        self._checkpoints: Checkpoints | None = None  # shared with the Duels replay_to makes
        self._pending: AnyPrompt | None = None
        self._gen: Generator[Any, Any, Any] = run_duel(self.game, first_phase)
        self._step(None, first=True)

    # ------------------------------------------------------------ building
    @classmethod
    def new(cls, deck0: Deck | DeckList, deck1: Deck | DeckList, seed: int = 0, *,
            lp: int = 8000, first_player: int | None = None,
            db: CardDatabase | None = None, manual: tuple[bool, bool] = (False, False)) -> Duel:
        decks = [DeckList(main=list(d.main), extra=list(d.extra)) for d in (deck0, deck1)]
        start = DuelStart(seed=seed, decks=decks, lp=lp, first_player=first_player,  # type: ignore[arg-type]
                          manual=manual)
        return cls(start, db)

    @classmethod
    def from_position(cls, position: Position, seed: int = 0, *, coin_flips: list[str] = [],  # noqa: B006
                      dice_rolls: list[int] = [], db: CardDatabase | None = None,  # noqa: B006
                      manual: tuple[bool, bool] = (True, True)) -> Duel:
        start = DuelStart(seed=seed, position=position, coin_flips=coin_flips,  # type: ignore[arg-type]
                          dice_rolls=dice_rolls, manual=manual)
        return cls(start, db)

    def _settle_placed_cards(self) -> None:
        """A face-up card placed by a start position is as if it had resolved earlier: a
        one-shot Spell/Trap found face-up there is one whose effect keeps it on the field
        (Swords of Revealing Light), and a card may set up what its resolution would have
        (``script.extra["on_start"](game, card)``)."""
        g = self.game
        for card in g.field_cards():
            if not card.face_up or card.data.is_monster:
                continue
            if card.data.spell_trap_type in ("Normal", "Quick-Play", "Ritual", "Counter"):
                card.flags["remains_on_field"] = True
            script = g.script(card)
            hook = script.extra.get("on_start") if script is not None else None
            if hook is not None:
                hook(g, card)

    # ------------------------------------------------------------ driving
    def _step(self, answer: Any, first: bool = False) -> None:
        try:
            prompt = next(self._gen) if first else self._gen.send(answer)
        except DuelOver as end:
            self._finish(end.winner, end.reason)
            return
        self._pending = prompt

    def _finish(self, winner: int | str, reason: str) -> None:
        st = self.game.state
        st.over = True
        st.winner = winner
        st.win_reason = reason
        self._pending = None
        self.game.emit("duel_end", data={"winner": winner, "reason": reason})

    @property
    def pending(self) -> AnyPrompt | None:
        """The prompt waiting for an answer (None once the duel is over)."""
        return self._pending

    @property
    def over(self) -> bool:
        return self.game.state.over

    @property
    def winner(self) -> int | str | None:
        return self.game.state.winner

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def log(self) -> list[Event]:
        return self.game.log

    def refusal(self, answer: Any) -> str | None:
        """Why ``answer`` would be refused now, or None when it is legal. Changes nothing."""
        if isinstance(answer, dict):
            try:
                answer = _ANSWER.validate_python(answer)
            except Exception as exc:  # pydantic's message is clear enough here
                return f"not a valid answer: {exc} — {rules.PROMPT}"
        if isinstance(answer, ManualAnswer):
            return hidden_information_refusal(self, answer.player, answer,
                                              manual_refusal(self, answer))
        if self.over:
            return f"the duel is over — {rules.WIN}"
        prompt = self._pending
        assert prompt is not None
        who = getattr(answer, "player", None)
        if who is not None and who != prompt.player:
            return f"Player {prompt.player + 1} is the one to answer now, not Player {who + 1} — {rules.PROMPT}"
        reason = prompt.refusal(answer)
        if reason is None:  # legal: nothing to hide (hidden_information_refusal says None)
            return None
        # a refusal names only known cards
        return hidden_information_refusal(self, prompt.player, answer, reason)

    def answer(self, answer: Any) -> None:
        """Give the pending prompt its answer; raises :class:`IllegalAnswer` and changes nothing if illegal.

        The record keeps its own copy of the answer, with the answering player filled in:
        changing the caller's object afterwards cannot rewrite the duel's history.
        """
        self._answer(answer, handed_over=False)

    def answer_handed_over(self, answer: Any) -> None:
        """:meth:`answer` for an answer object the caller hands over to the duel and never
        touches again (the random player: ``engine.ai.random_player.play``), so the record
        keeps that object itself, with the answering player filled in, instead of a copy:
        the same record, without a copy per decision of a simulated duel."""
        self._answer(answer, handed_over=True)

    def _answer(self, answer: Any, handed_over: bool) -> None:
        if isinstance(answer, dict):
            try:
                answer = _ANSWER.validate_python(answer)
            except Exception as exc:
                raise IllegalAnswer(f"not a valid answer: {exc} — {rules.PROMPT}") from None
        reason = self.refusal(answer)
        if reason is not None:
            raise IllegalAnswer(reason)
        pending = self._pending
        if not handed_over:
            answer = _own_copy(answer, None if pending is None else pending.player)
        if answer.player is None and pending is not None:  # handed over, or a deep copy
            answer.player = pending.player
        self.answers.append(answer)
        if isinstance(answer, ManualAnswer):
            apply_manual(self, answer)
            if not self.over:
                self._step(answer)  # the procedure asks again with fresh options
        else:
            self._step(answer)
        if self.track_hashes:
            self.hashes.append(self.state_hash())

    # ------------------------------------------------------------ reading
    def card(self, uid: int) -> Card:
        return self.game.state.cards[uid]

    def view(self, player: int, own_deck: bool = False) -> Any:
        """What ``player`` may know; ``own_deck`` adds their own Deck's cards, sorted by name
        (solo play: picking a card out of the Deck for a manual move)."""
        return build_view(self, player, own_deck)

    def state_hash(self) -> str:
        """A short digest of the game state: cards, places, positions, counters, materials, LP,
        phase/step, the chain, and who must answer what kind of question.

        Never wording (a prompt's hint or labels, a reason) nor the log's length: rewording a
        hint or logging one more line must not break every replay recorded before (issue 10).
        Replays of format 1 were checked with :func:`engine.replay.legacy_state_hash`.
        """
        st = self.game.state
        parts: list[Any] = [2, st.turn, st.turn_player, st.phase, st.step, st.over, st.winner]
        for p in st.players:
            parts.append(p.lp)
            for name in ("hand", "deck", "extra", "gy", "banished"):
                parts.append([(c.uid, c.data.code, c.face_up) for c in getattr(p, name)])
            for row in (p.monsters, p.extra_monsters, p.spells, [p.field_zone]):
                parts.append([None if c is None else (
                    c.uid, c.data.code, c.controller, c.face_up, c.position,
                    sorted(c.counters.items()), [m.uid for m in c.materials],
                    getattr(c.equipped_to, "uid", c.equipped_to)) for c in row])
        parts.append([(ln.card.uid, ln.effect.index) for ln in self.game.chain])
        pending = self._pending
        parts.append(None if pending is None else (pending.kind, pending.player))
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]

    @property
    def record(self) -> Any:
        from engine.replay import Replay
        from engine.versions import duel_versions

        return Replay(start=self.start, answers=list(self.answers), hashes=list(self.hashes),
                      engine=duel_versions(self))

    @property
    def checkpoints(self) -> Checkpoints:
        """Duels parked every few answers along this duel's answers (``engine.checkpoints``),
        shared with every Duel ``replay_to`` makes; ``checkpoints.refill()`` while idle."""
        if self._checkpoints is None:
            self._checkpoints = Checkpoints(self.start, self.db, self.registry)
        return self._checkpoints

    def replay_to(self, count: int) -> Duel:
        """A new Duel with the first ``count`` answers replayed: undo without copying state.

        Replayed from the nearest checkpoint below ``count``, so it costs about the same at
        answer 3,000 as at answer 100; the recorded state hashes are reused, not recomputed.
        """
        return self.checkpoints.duel_at(self, count)
