"""The Battle Phase: Start, Battle, Damage and End Steps (seed 003 pp. 33-39).

Each face-up Attack Position monster may attack once; a direct attack only
when the opponent controls no monster; the replay when the number of the
opponent's monsters changes after the attack was declared; the Damage Step
with its timings, where a face-down defender is flipped face-up and its DEF
used, and monsters destroyed by battle leave at the end of the step.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine import rules
from engine.game import Attack
from engine.modifiers import (
    ask,
    attack_stopped,
    cannot_attack_reason,
    current_atk,
    current_def,
    destroy_with_replacements,
    expire_with_phase,
)
from engine.procedures.chain import (
    activate_from_idle,
    activations,
    effect_numbered,
    explain_response,
    leave_open_state,
    resolve_chain,
    respond,
    settle,
)
from engine.prompts import Action, ActionAnswer, BattlePrompt, YesNoPrompt
from engine.state import ATTACK, DEFENSE, Card

if TYPE_CHECKING:
    from engine.game import Game

Proc = Generator[Any, Any, Any]


def attacks_allowed(g: Game, card: Card) -> int:
    extra = ask(g, "extra_attacks", card)
    return 1 + (extra if isinstance(extra, int) and extra is not True else 0)


def attacker_refusal(g: Game, player: int, card: Card) -> str | None:
    if card.controller != player or not card.in_monster_zone:
        return f"{card.name} is not a monster you control — {rules.BATTLE}"
    if not card.face_up or card.position != ATTACK:
        return f"only a face-up Attack Position monster can attack — {rules.BATTLE}"
    if g.state.turn == 1:
        return f"no Battle Phase on the first turn — {rules.FIRST_TURN_BATTLE}"
    if card.attacks >= attacks_allowed(g, card):
        return f"{card.name} has already attacked this turn — {rules.ATTACK_ONCE}"
    reason = cannot_attack_reason(g, card)
    if reason:
        return reason
    cost = attack_cost(g, card)
    if cost is not None and not cost[0]:
        return f"{card.name} cannot pay the cost to declare an attack — {rules.COST}"
    return None


def attack_cost(g: Game, card: Card) -> tuple[bool, Any] | None:
    """A cost to declare an attack (e.g. pay LP): the ``attack_cost`` question answers
    ``(can_pay, pay)`` where ``pay()`` pays it; None when attacking is free."""
    answer = ask(g, "attack_cost", card)
    return answer if isinstance(answer, tuple) else None


def can_attack_directly(g: Game, player: int, card: Card) -> bool:
    if ask(g, "cannot_attack_directly", card):  # "this card cannot attack directly"
        return False
    if not g.monsters(1 - player):
        return True
    return bool(ask(g, "direct_attack", card))


def attack_targets(g: Game, player: int, card: Card) -> list[Card | None]:
    """Monsters ``card`` may attack, and None for a direct attack."""
    out: list[Card | None] = []
    for m in g.monsters(1 - player):
        if not ask(g, "cannot_be_attacked", (m, card)):
            out.append(m)
    if can_attack_directly(g, player, card):
        out.append(None)
    return out


def attack_options(g: Game, player: int) -> list[Action]:
    """Every legal attack now (a pure query, see ``Game.query``)."""
    with g.query():
        return _attack_options(g, player)


def _attack_options(g: Game, player: int) -> list[Action]:
    out = []
    for card in g.monsters(player):
        if attacker_refusal(g, player, card) is not None:
            continue
        for target in attack_targets(g, player, card):
            out.append(Action(do="attack", card=card.uid,
                              target="direct" if target is None else target.uid,
                              label=f"{card.name} attacks "
                                    f"{'directly' if target is None else 'a monster'}"))
    return out


def explain_attack(g: Game, player: int, answer: ActionAnswer) -> str:
    if answer.do == "activate":
        return explain_response(g, player, answer)
    if answer.do in ("summon", "set", "flip_summon", "change_position", "special_summon",
                     "pendulum_summon"):
        return f"Summons, Sets and position changes are made in your Main Phase — {rules.PHASE}"
    if answer.do != "attack":
        return f"{answer.do} is not possible in the Battle Step — {rules.BATTLE}"
    card = g.state.cards.get(answer.card or -1)
    if card is None:
        return f"there is no card {answer.card} — {rules.PROMPT}"
    reason = attacker_refusal(g, player, card)
    if reason:
        return reason
    if answer.target == "direct":
        return f"a direct attack only when the opponent controls no monster — {rules.DIRECT_ATTACK}"
    return f"that monster cannot be attacked now — {rules.BATTLE}"


def battle_phase(g: Game, skip_start_step: bool = False) -> Proc:
    st = g.state
    st.phase = "battle"
    tp = st.turn_player
    if not skip_start_step:
        st.step = "start"
        g.new_group()
        ev = g.emit("phase", player=tp, data={"phase": "battle", "step": "start"})
        yield from settle(g, tp, reopen=True, window=[ev])
    st.step = "battle"
    # A replay (SCENARIOS.md "Replays"): no yes/no; the attacking player gets this prompt again,
    # where the replayed monster may attack again until another monster attacks or the step is
    # left, when it still counts as having attacked (seed 003 p. 35). Activating a card first
    # keeps that right: it is something else "the Battle Step allows".
    replayed: Card | None = None
    g.battle_phase_ended = False
    while True:
        yield from settle(g)
        if g.battle_phase_ended:  # "end the Battle Phase": straight to its End Step
            g.battle_phase_ended = False
            answer = None
            break
        options = attack_options(g, tp)
        if replayed is not None:
            options += [o for o in replay_options(g, tp, replayed) if o not in options]
        # the turn player holds priority in the Battle Step: Quick Effects, Set Traps, ...
        options += activations(g, tp, idle=False)
        options += [Action(do="main2", label="Main Phase 2"), Action(do="end_turn", label="End Turn")]
        hint = ("Replay: " + replayed.name + " may attack again, or do something else"
                if replayed is not None else "Declare an attack or move on")
        prompt = BattlePrompt(player=tp, options=options, hint=hint, open_state=True)
        prompt._explain = lambda a: explain_attack(g, tp, a)
        answer = yield prompt
        if answer.kind == "manual":
            continue  # the position changed by hand: ask again with fresh options
        if answer.do == "activate":
            card = st.cards[answer.card]
            # ``effect`` is the effect's number (SCENARIOS.md "Which effect"), not its index
            # among the card's effects (continuous effects are not numbered)
            eff = effect_numbered(g, card, answer.effect)
            if eff is None:
                continue
            yield from activate_from_idle(g, tp, card, eff)
            continue
        again, replayed = replayed, None
        if answer.do == "attack":
            attacker = st.cards[answer.card]
            if again is attacker:
                attacker.attacks -= 1  # the replay gives back the declaration (seed 003 p. 35)
            target = None if answer.target == "direct" else st.cards[answer.target]
            outcome = yield from declare_attack(g, attacker, target)
            if outcome == "replay":
                replayed = attacker
            continue
        # moving on: the opponent first, still in the Battle Step (SCENARIOS.md "Leaving a
        # phase"); a chain there gives the turn player the battle prompt again
        if not (yield from leave_open_state(g)):
            continue
        break
    st.step = "end"
    g.new_group()
    ev = g.emit("phase", player=tp, data={"phase": "battle", "step": "end"})
    yield from settle(g, tp, reopen=True, window=[ev])
    g.battle_phase_ended = False
    expire_with_phase(g, "battle")
    st.step = ""
    return "end" if answer is not None and answer.do == "end_turn" else "main2"


def _attack_goes_on(g: Game, attack: Attack, player: int) -> bool:
    """The attack continues: not negated, and the attacker is still a face-up Attack Position
    monster of the turn player that may attack ("cannot attack" applying now stops it), and the
    Battle Phase was not ended by an effect (Battle Fader)."""
    a = attack.attacker
    return (not attack.negated and a.in_monster_zone and a.controller == player and a.face_up
            and a.position == ATTACK and not attack_stopped(g, a) and not g.battle_phase_ended)


def declare_attack(g: Game, attacker: Card, target: Card | None) -> Proc:
    """Declare an attack and carry it out; returns "replay" when a replay happens."""
    tp = g.state.turn_player
    cost = attack_cost(g, attacker)
    if cost is not None:
        g.new_group()
        cost[1]()
    attacker.attacks += 1
    attack = Attack(attacker, target, len(g.monsters(1 - tp)))
    g.attack = attack
    g.new_group()
    ev = g.emit("attack_declared", player=tp, card=attacker,
                data={"target": None if target is None else target.uid})
    yield from settle(g, tp, window=[ev])
    try:
        if not _attack_goes_on(g, attack, tp):
            return
        if len(g.monsters(1 - tp)) != attack.defenders_at_declaration or (
                target is not None and (not target.in_monster_zone or target.controller == tp)):
            return "replay"
        yield from damage_step(g, attack)
    finally:
        if g.attack is attack:
            g.attack = None
    return None


def replay_options(g: Game, player: int, attacker: Card) -> list[Action]:
    """The replay (seed 003 p. 35, "Replay Rules during the Battle Step").

    The opponent's monsters changed between the attack declaration and the
    Damage Step: the attacker may attack again (any legal target, directly if
    the opponent now controls no monster), another monster may attack, or the
    player may not attack at all; in the last two cases the first monster is
    still considered to have declared its attack.
    """
    if not attacker.in_monster_zone or attacker.controller != player:
        return []
    attacker.attacks -= 1
    try:
        if attacker_refusal(g, player, attacker) is not None:
            return []
        return [Action(do="attack", card=attacker.uid, target="direct" if t is None else t.uid,
                       label=f"{attacker.name} attacks again")
                for t in attack_targets(g, player, attacker)]
    finally:
        attacker.attacks += 1


def damage_step(g: Game, attack: Attack) -> Proc:
    st = g.state
    tp = st.turn_player
    st.step = "damage"
    g.damage_step = True
    try:
        g.new_group()
        ev = g.emit("damage_step_start", player=tp, card=attack.attacker)
        yield from settle(g, tp, window=[ev])
        if not _attack_goes_on(g, attack, tp):
            return
        target = attack.target
        if target is not None and not target.in_monster_zone:
            return
        if target is not None and not target.face_up:
            attack.target_was_face_down = True
            g.new_group()
            g.set_position(target, DEFENSE, True, reason="battle", by=tp)
        # before damage calculation: flip effects wait until after damage calculation
        formed = yield from respond(g, tp)
        if formed:
            yield from resolve_chain(g)
        if not _attack_goes_on(g, attack, tp):
            return
        if target is not None and (not target.in_monster_zone or target.controller == tp):
            return
        # during damage calculation: only effects that say so (Kuriboh) and Counter Traps
        st.step = "damage_calc"
        formed = yield from respond(g, tp)
        if formed:
            yield from resolve_chain(g)
        st.step = "damage"
        if not _attack_goes_on(g, attack, tp):
            return
        if target is not None and (not target.in_monster_zone or target.controller == tp):
            return
        g.calculating_damage = True  # "during damage calculation" modifiers apply
        try:
            yield from damage_calculation(g, attack)
        finally:
            g.calculating_damage = False
        g.after_damage_calc = True
        yield from settle(g, tp)
        g.new_group()
        destroyed = [c for c in attack.destroyed if c.in_monster_zone]
        if destroyed:
            yield from destroy_with_replacements(g, destroyed, reason="battle", by=tp)
        g.emit("damage_step_end", player=tp)
        yield from settle(g, tp)
    finally:
        g.damage_step = False
        g.after_damage_calc = False
        st.step = "battle"


def damage_calculation(g: Game, attack: Attack) -> Proc:
    """ATK vs ATK and ATK vs DEF, every case (seed 003 pp. 36-39). A generator: an effect
    that "can" reduce the battle damage asks its player (``may_zero_battle_damage``)."""
    tp = g.state.turn_player
    opp = 1 - tp
    attacker = attack.attacker
    target = attack.target
    a_atk = current_atk(g, attacker)
    g.new_group()
    if target is None:
        g.emit("battle", player=tp, card=attacker, data={"direct": True})
        yield from _battle_damage(g, opp, a_atk, attacker)
        return
    g.emit("battle", player=tp, card=attacker, data={"target": target.uid})
    if target.position == ATTACK:
        d_atk = current_atk(g, target)
        if a_atk > d_atk:
            _mark(g, attack, target, attacker)
            yield from _battle_damage(g, opp, a_atk - d_atk, attacker)
        elif a_atk < d_atk:
            _mark(g, attack, attacker, target)
            yield from _battle_damage(g, tp, d_atk - a_atk, target)
        elif a_atk > 0:
            _mark(g, attack, target, attacker)
            _mark(g, attack, attacker, target)
    else:
        d_def = current_def(g, target)
        if a_atk > d_def:
            _mark(g, attack, target, attacker)
            if ask(g, "piercing", attacker):
                yield from _battle_damage(g, opp, a_atk - d_def, attacker)
        elif a_atk < d_def:
            yield from _battle_damage(g, tp, d_def - a_atk, target)


def _mark(g: Game, attack: Attack, loser: Card, winner: Card) -> None:
    if ask(g, "indestructible_by_battle", loser):
        return
    attack.destroyed.append(loser)
    g.emit("destroyed_by_battle_pending", player=loser.controller, card=loser,
           data={"by_card": winner.uid})


def _battle_damage(g: Game, player: int, amount: int, source: Card) -> Proc:
    if amount <= 0:
        return
    if ask(g, "no_battle_damage", (player, source)):
        return
    if ask(g, "double_battle_damage", (player, source)):
        amount *= 2  # e.g. Odd-Eyes Pendulum Dragon
    if ask(g, "halve_battle_damage", (player, source)):
        amount //= 2  # "battle damage this card inflicts to your opponent is halved"
    reflected = ask(g, "reflect_battle_damage", (player, source))
    if reflected:
        player = 1 - player
    # "you can reduce the battle damage you take to 0": the answer is (question, use)
    offer = ask(g, "may_zero_battle_damage", (player, source))
    if offer:
        question, use = offer
        answer = yield YesNoPrompt(player=player, question=question, hint=question)
        if answer.yes:
            use()
            return
    g.change_lp(player, -amount, "battle", source.controller, kind="damage")
