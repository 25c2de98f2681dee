"""``DuelController``: the GUI side of one duel.

It receives the worker's signals, feeds the zone models with exact diffs,
keeps the pending prompt and the player's choice in progress (cards selected
on the mat, the zone a card was dropped on), and sends answers back. It never
calls the engine: it only reads views and prompts, and emits answers.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from engine.prompts import CardsAnswer, ZoneAnswer
from ygo_desktop.card_face import facts_for
from ygo_desktop.gc_guard import freeze_startup
from ygo_desktop.labels import for_players, player_name
from ygo_desktop.mat import intents
from ygo_desktop.models import ChainModel, LogModel, SideModels


class DuelController(QObject):
    viewAboutToChange = Signal(object)  # a new view arrives: the models still show the last one
    viewApplied = Signal()              # models are up to date with a new view
    eventsArrived = Signal(object)      # what happened since the last view (animation)
    promptChanged = Signal(object)      # the viewer's pending prompt, or None
    #: the viewer's prompt is shown and everything the worker sent with it (the log) is in
    promptSettled = Signal(object)
    selectionChanged = Signal()         # cards chosen so far for a cards prompt
    refused = Signal(int, str)          # uid (-1: none) and the engine's reason
    errorRaised = Signal(str)
    duelFinished = Signal(str)          # a sentence for the player
    answerSent = Signal(object)         # every answer leaving for the worker
    explainWanted = Signal(object)      # an answer the player tried; the worker says why not
    hovered = Signal(object)            # a CardView to show in the detail panel

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sides = [SideModels(0, self), SideModels(1, self)]
        self.chain = ChainModel(self)
        self.log = LogModel(self)
        self.view: Any = None
        self.prompt: Any = None
        self.selection: list[int] = []
        self.busy = False
        self.over = False
        self._planned_zone: tuple[int, str] | None = None  # (zone, location) from a drop
        self._last_card = -1
        self._taken_prompt: Any = None  # the last question taken (it comes with its view)
        self._taken_shown = False        # ... and shown (not answered by a planned drop)
        self._events: list[Any] = []     # what happened, sent just before the view it leads to

    # ------------------------------------------------------------ wiring
    def attach(self, runner: Any) -> None:
        """Connect to a ``DuelRunner`` (its result signals arrive on the GUI thread).

        Every answer leaves tagged with the seat it comes from: the viewer shown now.
        """
        runner.viewChanged.connect(self.on_view)
        runner.promptRaised.connect(self.on_prompt)
        runner.eventsHappened.connect(self.on_events)
        runner.duelEnded.connect(self.on_ended)
        runner.answerRefused.connect(self.on_refused)
        runner.errorOccurred.connect(self.on_error)
        runner.logReset.connect(self.log.clear)
        self.answerSent.connect(lambda answer: runner.answerRequested.emit(self.viewer, answer))
        self.explainWanted.connect(runner.explainRequested)

    @property
    def viewer(self) -> int:
        return 0 if self.view is None else self.view.viewer

    def facts(self, code: int | None) -> Any:
        return facts_for(code)

    def card(self, uid: int) -> Any:
        return None if self.view is None else intents.find_card(self.view, uid)

    # ------------------------------------------------------------ from the worker
    @Slot(object)
    def on_view(self, view: Any) -> None:
        if self.view is None:
            freeze_startup()  # the start-up's objects: never walked by the collector again
        seat_changed = self.view is None or self.view.viewer != view.viewer
        self.viewAboutToChange.emit(view)
        self.view = view
        for side in view.players:
            models = self.sides[side.player]
            models.reset(side) if seat_changed else models.apply(side)
        self.chain.set_links(view.chain)
        if seat_changed:
            self.log.clear()
        self.prompt = view.prompt
        self.busy = False
        if self.prompt is None or self.prompt.kind != "cards":
            self._set_selection([])
        self.viewApplied.emit()
        if self.prompt is None:
            self.promptChanged.emit(None)
        else:
            # the view carries the viewer's question: shown with it, in the same repaint; the
            # worker's promptRaised that follows (the same object) then only says it is settled
            self._take_prompt(view.prompt, settled=False)
        events, self._events = self._events, []
        if events:  # after their view: the animation plays them over the view they led to
            self.log.append_events(events)
            self.eventsArrived.emit(events)

    @Slot(object)
    def on_prompt(self, prompt: Any) -> None:
        if self.view is None or prompt.player != self.view.viewer:
            return  # the other player's question: the view says who we wait for
        if prompt is self._taken_prompt:  # shown with its view already
            if self._taken_shown:
                self.promptSettled.emit(prompt)
            return
        self._take_prompt(prompt, settled=True)

    def _take_prompt(self, prompt: Any, settled: bool) -> None:
        self._taken_prompt, self._taken_shown = prompt, False
        self.prompt = prompt
        if prompt.kind == "zone" and self._planned_zone is not None:
            zone, location = self._planned_zone
            self._planned_zone = None
            if zone in prompt.zones and location == prompt.location and \
                    prompt.zone_player == prompt.player:
                self.submit(ZoneAnswer(zone=zone))  # the zone the card was dropped on
                return
        if prompt.kind in ("idle", "battle"):
            self._planned_zone = None
        self._set_selection([])
        self._taken_shown = True
        self.promptChanged.emit(prompt)
        if settled:
            self.promptSettled.emit(prompt)

    @Slot(object)
    def on_events(self, events: Any) -> None:
        """What happened: the worker sends it just before the view it leads to, and it is
        applied with that view (``on_view``), so the log joins the mat's repaint."""
        self._events.extend(events)

    @Slot(object, str)
    def on_ended(self, winner: Any, reason: str) -> None:
        self.over = True
        self.prompt = None
        reason = for_players(reason)
        if winner == "draw":
            text = self.tr("The duel is a draw: %1").replace("%1", reason)
        elif winner == self.viewer:
            text = self.tr("You win: %1").replace("%1", reason)
        else:
            text = self.tr("%1 wins: %2").replace("%1", player_name(int(winner))).replace(
                "%2", reason)
        self.promptChanged.emit(None)
        self.duelFinished.emit(text)

    @Slot(str)
    def on_refused(self, reason: str) -> None:
        self.busy = False
        self._planned_zone = None
        self.refused.emit(self._last_card, for_players(reason))

    @Slot(str)
    def on_error(self, message: str) -> None:
        self.busy = False
        self.errorRaised.emit(message)

    # ------------------------------------------------------------ to the worker
    def submit(self, answer: Any, planned_zone: tuple[int, str] | None = None) -> None:
        """Send ``answer``; ``planned_zone`` answers the engine's next zone prompt (a drop)."""
        self._last_card = getattr(answer, "card", None) or -1
        if planned_zone is not None:  # kept through Tributes and costs until the zone prompt
            self._planned_zone = planned_zone
        self.busy = True
        self.answerSent.emit(answer)

    def perform(self, intent: intents.Intent) -> None:
        plan = (intent.zone, intent.zone_location) if intent.zone is not None else None
        self.submit(intent.answer, plan)

    def explain(self, answer: Any) -> None:
        """The player tried ``answer`` and the prompt does not list it: ask the engine why."""
        self._last_card = getattr(answer, "card", None) or -1
        self.explainWanted.emit(answer)

    # ------------------------------------------------------------ cards prompt
    def _set_selection(self, uids: list[int]) -> None:
        if uids != self.selection:
            self.selection = uids
            self.selectionChanged.emit()

    def toggle(self, uid: int) -> None:
        """Choose or un-choose a candidate of the pending cards prompt."""
        p = self.prompt
        if p is None or p.kind != "cards" or uid not in p.candidates:
            return
        chosen = list(self.selection)
        if uid in chosen:
            chosen.remove(uid)
        elif len(chosen) < p.max:
            chosen.append(uid)
        elif p.max == 1:
            chosen = [uid]
        else:
            return
        self._set_selection(chosen)

    def confirm_selection(self) -> None:
        p = self.prompt
        if p is not None and p.kind == "cards":
            self._last_card = self.selection[0] if self.selection else -1
            self.submit(CardsAnswer(cards=list(self.selection)))

    # ------------------------------------------------------------ legal actions
    def actions_for(self, uid: int) -> list[intents.Intent]:
        return intents.card_actions(self.prompt, uid) if not self.busy else []

    def drop_targets(self, uid: int) -> dict[intents.DropTarget, list[intents.Intent]]:
        if self.view is None or self.busy:
            return {}
        return intents.drop_targets(self.prompt, self.view, uid, self.facts)
