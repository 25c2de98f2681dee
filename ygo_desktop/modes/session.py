"""``PlaySession``: one duel in a play mode, with undo/redo and automatic passes. Qt-free.

The session owns the Duel (so it lives wherever the Duel lives: the worker's
thread in the app, the test's thread in tests) and is the only thing that
answers it. After every answer it answers the response windows the
answering player's chain setting skips with "pass" (recorded like any other
answer, flagged automatic in the history so that Ctrl+Z undoes a decision).

    s = PlaySession(Duel(start), mode="solo")
    s.answer(ActionAnswer(do="end_turn"))
    s.undo(); s.redo()
    s.duel.record                        # the replay, automatic passes included
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine.duel import Duel
from engine.prompts import ActionAnswer, IllegalAnswer, ManualAnswer
from ygo_desktop.modes.autopass import PASS, should_auto_pass
from ygo_desktop.modes.history import AnswerHistory, rebuild
from ygo_desktop.modes.table import DuelTable

Mode = Literal["hotseat", "solo", "puzzle"]
MODES: tuple[Mode, ...] = ("hotseat", "solo", "puzzle")

#: default chain settings per mode: solo's opponent passes by default
DEFAULT_CHAIN: dict[str, tuple[str, str]] = {
    "hotseat": ("on", "on"),  # timing reveals nothing (autopass.py)
    "solo": ("on", "off"),
    "puzzle": ("on", "on"),
}


@dataclass
class SessionStep:
    """What one call changed: how many answers were given (automatic ones too)."""

    given: int = 0
    auto_passes: int = 0
    log_start: int = 0  # first log index written by this step (for the log views)
    rebuilt: bool = False  # the Duel object was replaced (undo): views must reset


@dataclass
class PlaySession(DuelTable):
    duel: Duel
    mode: Mode = "solo"
    chain: list[str] = field(default_factory=list)
    title: str = ""
    history: AnswerHistory = field(default_factory=AnswerHistory)
    #: "respond" button held: stop at the next window even with chain setting Off
    hold: list[bool] = field(default_factory=lambda: [False, False])
    _mark: int = 0  # log index where the events of the current window start
    #: log length before answer i (deterministic, so it survives undo/redo)
    _log_before: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r}")
        if not self.chain:
            self.chain = list(DEFAULT_CHAIN[self.mode])
        if len(self.history.answers) != len(self.duel.answers):
            self.history = AnswerHistory.from_answers(list(self.duel.answers))
        self._mark = 0

    # ------------------------------------------------------------ reading
    # The Duel's reading API comes from ``DuelTable``, so the runner can host a session.
    def view(self, player: int) -> Any:
        # outside hot-seat, a player making manual moves may pick cards from their own Deck
        own_deck = self.mode != "hotseat" and self.manual_allowed[player]
        return self.duel.view(player, own_deck=own_deck)

    def state_hash(self) -> str:
        return self.duel.state_hash()

    @property
    def manual_allowed(self) -> tuple[bool, bool]:
        return tuple(self.duel.start.manual)  # type: ignore[return-value]

    @property
    def can_undo(self) -> bool:
        return self.mode != "hotseat" and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.mode != "hotseat" and self.history.can_redo

    @property
    def goes_back(self) -> bool:
        return self.mode != "hotseat"  # hot-seat has no undo: no checkpoints to keep

    def window_events(self) -> list[Any]:
        return self.duel.log[self._mark:]

    def refusal(self, answer: Any) -> str | None:
        return self.duel.refusal(answer)

    # ------------------------------------------------------------ answering
    def answer(self, answer: Any) -> SessionStep:
        """Give the player's answer, then the automatic passes that follow it.

        Raises :class:`IllegalAnswer` (and changes nothing) when the engine refuses.
        """
        step = SessionStep(log_start=len(self.duel.log))
        self._give(answer, auto=False)
        step.given = 1
        step.auto_passes = self.advance()
        step.given += step.auto_passes
        return step

    def _give(self, answer: Any, auto: bool) -> None:
        before = len(self.duel.log)
        pending = self.duel.pending
        index = len(self.duel.answers)
        self.duel.answer(answer)  # raises IllegalAnswer: nothing recorded
        self.history.record(answer, auto=auto)
        self._log_before[index] = before
        is_pass = isinstance(answer, ActionAnswer) and answer.do == "pass"
        if not is_pass:
            self._mark = before
        if pending is not None and not isinstance(answer, ManualAnswer):
            self.hold[pending.player] = False if is_pass else self.hold[pending.player]

    def next_auto_pass(self) -> bool:
        """Whether the pending prompt is a window the asked player's setting skips."""
        prompt = self.duel.pending
        if prompt is None or self.duel.over:
            return False
        if self.hold[prompt.player]:
            return False
        return should_auto_pass(prompt, self.chain[prompt.player], self.window_events(),
                                holds_cards=self.holds_cards(prompt.player))

    def holds_cards(self, player: int) -> bool:
        """Public: ``player`` holds a card in hand or face-down on the field."""
        me = self.duel.game.state.players[player]
        if me.hand:
            return True
        field = [*me.monsters, *me.extra_monsters, *me.spells, me.field_zone]
        return any(c is not None and not c.face_up for c in field)

    def goldfish_answer(self) -> Any:
        """Solo against an empty opponent (the goldfish): its open states answer themselves --
        it ends its turn and passes every window -- so the player never has to drive it."""
        prompt = self.duel.pending
        if self.mode != "solo" or prompt is None or self.duel.over:
            return None
        if not self.duel.start.empty_deck_ok[prompt.player] or not getattr(prompt, "open_state", False):
            return None
        offered = {o.do for o in getattr(prompt, "options", [])}
        for do in ("end_turn", "pass"):
            if do in offered:
                return ActionAnswer(do=do)
        return None

    def advance(self, limit: int = 1000) -> int:
        """Answer skipped windows with "pass" (and the goldfish's turn) until a prompt must be
        shown; returns how many answers were given."""
        count = 0
        while count < limit:
            if self.next_auto_pass():
                self._give(PASS, auto=True)
            elif (goldfish := self.goldfish_answer()) is not None:
                self._give(goldfish, auto=True)
            else:
                break
            count += 1
        return count

    def set_chain(self, player: int, setting: str) -> None:
        if setting not in ("on", "auto", "off"):
            raise ValueError(f"unknown chain setting {setting!r}")
        self.chain[player] = setting

    # ------------------------------------------------------------ undo / redo
    def undo(self) -> SessionStep:
        if not self.can_undo:
            raise IndexError("nothing to undo")
        target = self.history.undo()
        self.duel = rebuild(self.duel, target)
        self._mark = self._window_mark()
        return SessionStep(given=0, log_start=0, rebuilt=True)

    def redo(self) -> SessionStep:
        if not self.can_redo:
            raise IndexError("nothing to redo")
        step = SessionStep(log_start=len(self.duel.log))
        start = self.history.cursor
        again = self.history.redo()
        for offset, answer in enumerate(again):
            before = len(self.duel.log)
            self._log_before[len(self.duel.answers)] = before
            try:
                self.duel.answer(answer)
            except IllegalAnswer:  # pragma: no cover - the engine is deterministic
                self.history.seek(start + offset)
                raise
            if not (isinstance(answer, ActionAnswer) and answer.do == "pass"):
                self._mark = before
        step.given = len(again)
        return step

    def _window_mark(self) -> int:
        """The window start after a rebuild: the log length before the last non-pass answer
        (0 when unknown, which only makes "Auto" stop rather than skip)."""
        answers = self.duel.answers
        for i in range(len(answers) - 1, -1, -1):
            a = answers[i]
            if not (isinstance(a, ActionAnswer) and a.do == "pass"):
                return self._log_before.get(i, 0)
        return 0

    # ------------------------------------------------------------ the record
    @property
    def record(self) -> Any:
        """The replay so far (automatic passes included), titled with the session's title."""
        replay = self.duel.record
        replay.title = self.title
        return replay


def restart(start: Any, db: Any = None, **kwargs: Any) -> PlaySession:
    return PlaySession(Duel(start, db), **kwargs)
