"""The turn player's open game state in a Main Phase: what may be done, and why not.

The refusal functions explain an illegal action; the list of legal actions asks their
yes-or-no forms (the same checks, no reason built: the list reads none), and ``VERIFY``
(turned on by the tests) builds the list from the refusals too and compares, so the
options and the reasons can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.modifiers import ask
from engine.procedures import chain, special, summon
from engine.prompts import Action, ActionAnswer, IdlePrompt, idle_action
from engine.state import Card

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]


def _leave_refusal(g: Game, do: str) -> str | None:
    st = g.state
    if do == "battle":
        if st.phase != "main1":
            return f"the Battle Phase comes only after Main Phase 1 — {rules.PHASE}"
        if st.turn == 1:
            return f"no Battle Phase on the first turn — {rules.FIRST_TURN_BATTLE}"
        if ask(g, "skip_phase", (st.turn_player, "battle")):  # Heavy Storm Duster
            return f"you cannot conduct your Battle Phase this turn — {rules.PHASE}"
        return None
    if do == "end_turn":
        return None
    if do == "main2":
        return f"Main Phase 2 comes only after the Battle Phase — {rules.PHASE}"
    return f"{do} is not possible from the Main Phase — {rules.PHASE}"


def _card_refusals(g: Game, player: int) -> dict[str, Callable[[Card], str | None]]:
    return {
        "summon": lambda c: summon.normal_summon_refusal(g, player, c),
        "set": lambda c: (summon.set_spell_trap_refusal(g, player, c) if not c.data.is_monster
                          else summon.normal_summon_refusal(g, player, c, set_=True)),
        "flip_summon": lambda c: summon.flip_summon_refusal(g, player, c),
        "change_position": lambda c: summon.position_change_refusal(g, player, c),
        "special_summon": lambda c: special.special_summon_refusal(g, player, c),
    }


def idle_options(g: Game, player: int) -> list[Action]:
    """Every legal action at the open game state (a pure query, see ``Game.query``)."""
    with g.query():
        return _idle_options(g, player)


def _idle_options(g: Game, player: int) -> list[Action]:
    out = _card_options(g, player)
    if VERIFY:  # the refusals' list, worked out without the question's caches
        cache, g.query_cache = g.query_cache, None
        try:
            expected = _card_options_by_refusals(g, player)
        finally:
            g.query_cache = cache
        if out != expected:
            raise AssertionError(f"idle options {[a.label for a in out]} differ from the "
                                 f"refusals' {[a.label for a in expected]}")
    out += chain.activations(g, player, idle=True)
    out += special.extra_idle_actions(g, player)
    for do in ("battle", "end_turn"):
        if _leave_refusal(g, do) is None:
            out.append(idle_action(do, None, do))  # type: ignore[arg-type]
    return out


#: check mode (tests turn it on): every open state's Summon, Set, position and procedure
#: options are also worked out from the refusals themselves, without the per-question caches
#: (``Game.query``), and compared
VERIFY = False


def _card_options(g: Game, player: int) -> list[Action]:
    """What ``player`` may do with their cards at the open state (Summons, Sets, Flip Summons,
    position changes, summoning procedures), in the order :func:`_card_options_by_refusals`
    lists them. Only legality is read here, so each card is asked the refusals' yes-or-no
    form (``*_allowed``: the same checks, no reason built), and a check that refuses whatever
    else holds is done first, inline (a face-up monster is never Flip Summoned, ...): every
    refusal is None only when all of its checks pass, so any single one failing refuses."""
    p = g.state.players[player]
    out: list[Action] = []
    # no Normal Summon left this turn: every Normal Summon or Set (a Gemini's second Summon
    # too) is refused, so the cards are not asked (the reason is not read here)
    slot_left = summon.summon_slot_left(g, player)
    procedures = g.procedures  # special.has_procedure's per-passcode cache, read inline here
    for card in p.hand:  # summon, set, special_summon, in that order
        if card.data.is_monster:
            if slot_left:
                may_summon, may_set = summon.summon_and_set_allowed(g, player, card)
                if may_summon:
                    out.append(idle_action("summon", card.uid, f"summon {card.name}"))
                if may_set:
                    out.append(idle_action("set", card.uid, f"set {card.name}"))
        elif summon.set_spell_trap_refusal(g, player, card) is None:
            out.append(idle_action("set", card.uid, f"set {card.name}"))
        # no procedure of its own: refused anyway, and the reason is not read
        proc = procedures.get(card.data.code, _UNKNOWN)
        if proc is None or (proc is _UNKNOWN and not special.has_procedure(g, card)):
            continue
        if special.special_summon_allowed(g, player, card):
            out.append(idle_action("special_summon", card.uid, f"special_summon {card.name}"))
    turn = g.state.turn
    for card in p.field_monsters():
        if slot_left and card.data.has("Gemini") and summon.normal_summon_refusal(g, player, card) is None:
            out.append(idle_action("summon", card.uid, f"summon {card.name}"))
        if card.face_up:  # no Flip Summon; a position change unless already made or a Link
            if (not card.data.is_link and card.position_changed_turn != turn and not card.attacks
                    and summon.position_change_refusal(g, player, card) is None):
                out.append(idle_action("change_position", card.uid, f"change_position {card.name}"))
        elif summon.flip_summon_refusal(g, player, card) is None:
            out.append(idle_action("flip_summon", card.uid, f"flip_summon {card.name}"))
    for pile in (p.extra, p.gy, p.banished):
        for card in pile:
            proc = procedures.get(card.data.code, _UNKNOWN)
            if proc is None or (proc is _UNKNOWN and not special.has_procedure(g, card)):
                continue
            if special.special_summon_allowed(g, player, card):
                out.append(idle_action("special_summon", card.uid, f"Special Summon {card.name}"))
    return out


def _card_options_by_refusals(g: Game, player: int) -> list[Action]:
    """:func:`_card_options` the plain way, every refusal asked and compared with None: the
    reference ``VERIFY`` checks it against."""
    p = g.state.players[player]
    out: list[Action] = []
    refusals = _card_refusals(g, player)
    for card in p.hand:
        for do in ("summon", "set", "special_summon"):
            if refusals[do](card) is None:
                out.append(idle_action(do, card.uid, f"{do} {card.name}"))  # type: ignore[arg-type]
    for card in p.field_monsters():
        for do in ("summon", "flip_summon", "change_position"):
            if refusals[do](card) is None:
                out.append(idle_action(do, card.uid, f"{do} {card.name}"))  # type: ignore[arg-type]
    for pile in (p.extra, p.gy, p.banished):
        for card in pile:
            if refusals["special_summon"](card) is None:
                out.append(idle_action("special_summon", card.uid, f"Special Summon {card.name}"))
    return out


_UNKNOWN = object()


def explain(g: Game, player: int, answer: ActionAnswer) -> str:
    """The rule an illegal idle answer breaks."""
    do = answer.do
    if do in ("battle", "end_turn", "main2", "pass", "attack"):
        if do == "attack":
            return f"attacks are declared in the Battle Phase — {rules.PHASE}"
        return _leave_refusal(g, do) or f"{do} is not possible now — {rules.PHASE}"
    if do == "pendulum_summon":  # names no card
        return special.pendulum_refusal(g, player) or f"no Pendulum Summon now — {rules.PENDULUM}"
    card = g.state.cards.get(answer.card or -1)
    if card is None:
        return f"there is no card {answer.card} — {rules.PROMPT}"
    if do == "activate":
        return chain.explain_activation(g, player, card, answer.effect, idle=True)
    refusal = _card_refusals(g, player).get(do)
    if refusal is None:
        return f"{do} is not possible now — {rules.PHASE}"
    return refusal(card) or f"{do} of {card.name} is not possible now — {rules.SUMMON}"


def idle_prompt(player: int, options: list[Action]) -> IdlePrompt:
    """``IdlePrompt(player=player, options=options, hint="Your move", open_state=True)``,
    built at every open state: a copy of that prompt made once, with the player and options
    put in without validating them again (the engine made them: an int and the Actions of
    ``idle_action``). It has the same fields set and compares equal to the one the
    constructor builds, in about half the time."""
    return _IDLE.model_copy(update={"player": player, "options": options})


_IDLE = IdlePrompt(player=0, options=[], hint="Your move", open_state=True)


def main_phase(g: Game) -> Proc:
    """The Main Phase loop; returns the next phase ("battle" or "end")."""
    st = g.state
    tp = st.turn_player
    g.end_phase_now = False
    while True:
        yield from chain.settle(g)
        if g.end_phase_now:  # "it becomes the End Phase of this turn"
            g.end_phase_now = False
            return "end"
        prompt = idle_prompt(tp, idle_options(g, tp))
        prompt._explain = lambda a: explain(g, tp, a)
        answer = yield prompt
        if answer.kind == "manual":
            continue  # the position changed by hand: ask again with fresh options
        do = answer.do
        if do in ("battle", "end_turn"):
            # the opponent may respond first, still in this phase; a chain there gives the
            # turn player this phase's open state again (SCENARIOS.md "Leaving a phase")
            if not (yield from chain.leave_open_state(g)):
                continue
            return "battle" if do == "battle" else "end"
        card = st.cards[answer.card] if answer.card is not None else None
        if do == "summon" and card is not None:
            yield from summon.normal_summon(g, tp, card)
        elif do == "set" and card is not None:
            if card.data.is_monster:
                yield from summon.normal_summon(g, tp, card, set_=True)
            else:
                yield from summon.set_spell_trap(g, tp, card)
        elif do == "flip_summon" and card is not None:
            yield from summon.flip_summon(g, tp, card)
        elif do == "change_position" and card is not None:
            yield from summon.change_position(g, tp, card)
        elif do == "activate" and card is not None:
            eff = chain.effect_numbered(g, card, answer.effect)
            assert eff is not None  # the prompt offered it
            yield from chain.activate_from_idle(g, tp, card, eff)
        elif do == "special_summon" and card is not None:
            yield from special.perform_special_summon(g, tp, card)
        elif do == "pendulum_summon":
            yield from special.pendulum_summon(g, tp)
