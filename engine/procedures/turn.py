"""Turn structure (seed 003 "Turn Structure"): Draw, Standby, Main 1, Battle, Main 2, End.

The first player does not draw on the first turn; there is no Battle Phase
on the first turn; at the End Phase a player with more than 6 cards in hand
discards down to 6.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.modifiers import ask, expire_lingering
from engine.procedures import battle, chain, idle
from engine.prompts import CardsPrompt
from engine.state import TurnState

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]
HAND_LIMIT = 6


def _phase_event(g: Game, phase: str) -> Any:
    g.state.phase = phase
    g.state.step = ""
    g.new_group()
    return g.emit("phase", player=g.state.turn_player, data={"phase": phase})


def draw_phase(g: Game) -> Proc:
    if ask(g, "skip_phase", (g.state.turn_player, "draw")):
        g.new_group()
        g.emit("phase_skipped", player=g.state.turn_player, data={"phase": "draw"})
        return "standby"
    ev = _phase_event(g, "draw")
    tp = g.state.turn_player
    if g.state.turn != 1:
        if not g.state.players[tp].deck and g.empty_deck_ok[tp]:
            g.emit("draw_skipped", player=tp)  # goldfishing against an empty opponent
        else:
            # the normal draw is 1 card unless an effect draws more "instead" (seed 000 Draw Phase)
            g.draw(tp, ask(g, "normal_draw_count", tp) or 1)
    yield from chain.settle(g, g.state.turn_player, reopen=True, window=[ev])
    return "standby"


def standby_phase(g: Game) -> Proc:
    ev = _phase_event(g, "standby")
    yield from delayed_effects(g, "standby")  # "during your next Standby Phase, return it"
    yield from maintenance_costs(g)
    yield from chain.settle(g, g.state.turn_player, reopen=True, window=[ev])
    return "main1"


def main1(g: Game) -> Proc:
    _phase_event(g, "main1")
    nxt = yield from idle.main_phase(g)
    return nxt


def battle_phase(g: Game, skip_start_step: bool = False) -> Proc:
    nxt = yield from battle.battle_phase(g, skip_start_step=skip_start_step)
    return nxt


def main2(g: Game) -> Proc:
    _phase_event(g, "main2")
    yield from idle.main_phase(g)
    return "end"


def end_phase(g: Game) -> Proc:
    tp = g.state.turn_player
    ev = _phase_event(g, "end")
    yield from delayed_effects(g, "end")
    yield from chain.settle(g, tp, reopen=True, window=[ev])
    hand = g.state.players[tp].hand
    excess = len(hand) - HAND_LIMIT
    if excess > 0:
        prompt = CardsPrompt(player=tp, candidates=[c.uid for c in hand], min=excess, max=excess,
                             purpose="discard", hint=f"Discard {excess} card(s) to 6 — {rules.HAND_LIMIT}")
        prompt._rule_ref = rules.HAND_LIMIT
        answer = yield prompt
        g.new_group()
        for uid in answer.cards:
            g.discard(g.state.cards[uid], reason="rule")
        yield from chain.settle(g)
    expire_lingering(g)
    return "next_turn"


def delayed_effects(g: Game, phase: str) -> Proc:
    """What a resolved effect left for later in this turn ("during the End Phase of this turn,
    banish it"): ``Lingering.data["at_phase"] = (phase, proc)`` runs once when that phase
    begins, in the order the effects resolved — part of the old effect, not a Chain Link."""
    for ln in list(g.lingering):
        due = ln.data.get("at_phase")
        if due is None or due[0] != phase or ln.data.get("done"):
            continue
        ln.data["done"] = True
        yield from due[1]()


def maintenance_costs(g: Game) -> Proc:
    """Costs to keep a card on the field, paid in its controller's Standby Phase.

    Seed 004 "Maintenance costs": not an effect (no chain, not stopped by
    negating the card's effects). A card's script declares it as
    ``extra["maintenance"]``, a procedure ``(g, card)`` that pays or destroys.
    """
    for card in g.state.players[g.state.turn_player].field_cards():
        script = g.script(card)
        pay = script.extra.get("maintenance") if script is not None else None
        if pay is not None and card.on_field and card.face_up:
            yield from pay(g, card)


def begin_turn(g: Game) -> None:
    st = g.state
    st.turn += 1
    st.turn_player = 1 - st.turn_player
    while st.turn_player in g.skip_next_turn:  # "skip your next turn": no phases at all
        g.skip_next_turn.remove(st.turn_player)
        g.new_group()
        g.emit("turn_skipped", player=st.turn_player, amount=st.turn)
        st.turn += 1
        st.turn_player = 1 - st.turn_player
    st.per_turn = [TurnState(), TurnState()]
    for card in g.all_cards():
        card.attacks = 0
    g.new_group()
    g.emit("turn", player=st.turn_player, amount=st.turn)


PHASE_PROCS = {
    "draw": draw_phase, "standby": standby_phase, "main1": main1, "battle": battle_phase,
    "main2": main2, "end": end_phase,
}


def run_duel(g: Game, first_phase: str) -> Proc:
    """The outermost procedure: turns forever, until a win condition stops the duel."""
    phase = first_phase
    if phase == "battle":
        phase = yield from battle.battle_phase(g, skip_start_step=True)
    while True:
        if phase == "next_turn":
            begin_turn(g)
            phase = "draw"
        g.state.phase = phase
        phase = yield from PHASE_PROCS[phase](g)
