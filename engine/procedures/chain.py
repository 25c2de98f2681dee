"""Chains, response windows, trigger effects and Spell Speed.

Seed 003 pp. 40-44 and seed 004 "Chains, activation and resolution":
an activation becomes a Chain Link; the opponent of the player who activated
may respond first, then the activating player; a response must be Spell Speed
2 or higher and not lower than the link it answers; the chain resolves in
reverse once both players pass in a row. Normal Spells/Traps stay on the field
until the whole chain has resolved.

Trigger effects that happened together are placed by seed 004 "Simultaneous
effects" (SEGOC): turn player's mandatory, opponent's mandatory, turn
player's optional, opponent's optional; optional "When ... you can" triggers
miss the timing when their event was not the last thing to happen.
"""

from __future__ import annotations

import functools
from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any

from engine import response_index, rules, why_not
from engine.continuous import Code
from engine.effects import (
    ACTIVATE,
    FLIP,
    IGNITION,
    QUICK,
    TRIGGER,
    CardScript,
    ChainLink,
    Ctx,
    Effect,
)
from engine.modifiers import (
    active_with,
    cannot_activate_reason,
    continuous_effects,
    is_negated,
    may_answer,
)
from engine.modifiers import ask as ask_continuous
from engine.prompts import Action, ChainPrompt, OrderPrompt
from engine.state import ATTACK, DEFENSE, FIELD, GY, HAND, ON_FIELD, SPELLS, Card
from engine.zones import PENDULUM_ZONES, column

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game

Proc = Generator[Any, Any, Any]

#: Spell/Trap kinds that leave the field once their chain has resolved.
_ONE_SHOT = {"Normal", "Quick-Play", "Ritual", "Counter"}


# ------------------------------------------------------------------ count limits
def _opt_key(card: Card, eff: Effect) -> str:
    if isinstance(eff.once_per_turn, str):
        return eff.once_per_turn
    copied = eff.extra.get("copied_from")  # "copies the effects of": apart from its own
    return f"{card.uid}:{eff.index}" if copied is None else f"{card.uid}:{copied}:{eff.index}"


def _uses(g: Game, player: int, scope: str) -> dict[str, int]:
    if scope == "chain":
        return g.chain_uses
    if scope == "duel":
        return g.state.duel_uses[player]
    return g.state.per_turn[player].uses


_LIMIT_WORDS = {"turn": "this turn", "chain": "in this chain", "duel": "in this Duel"}


def limit_refusal(g: Game, player: int, card: Card, eff: Effect) -> str | None:
    """The effect's count limit is used up (once per turn, per chain, per Duel), or None."""
    if eff.once_per_turn and g.state.per_turn[player].once_per_turn.get(
            _opt_key(card, eff)) == g.state.turn:
        return f"that effect of {card.name} was already used this turn — {rules.ONCE_PER_TURN}"
    limit = eff.limit
    if limit is None or _uses(g, player, limit.scope).get(limit.key_for(card, eff), 0) < limit.count:
        return None
    return (f"that effect of {card.name} was already used {_LIMIT_WORDS[limit.scope]} — "
            f"{rules.ONCE_PER_TURN}")


def _limit_used(g: Game, player: int, card: Card, eff: Effect) -> bool:
    """``limit_refusal(...) is not None``, without building the reason (the legality scan)."""
    if eff.once_per_turn and g.state.per_turn[player].once_per_turn.get(
            _opt_key(card, eff)) == g.state.turn:
        return True
    limit = eff.limit
    return limit is not None and _uses(g, player, limit.scope).get(
        limit.key_for(card, eff), 0) >= limit.count


def use_limit(g: Game, player: int, card: Card, eff: Effect) -> None:
    """Count one use of the effect: on activation, even if it is negated later (seed 004)."""
    if eff.once_per_turn:
        g.state.per_turn[player].once_per_turn[_opt_key(card, eff)] = g.state.turn
    limit = eff.limit
    if limit is not None:
        uses = _uses(g, player, limit.scope)
        key = limit.key_for(card, eff)
        uses[key] = uses.get(key, 0) + 1


# ------------------------------------------------------------------ legality


def activation_refusal(g: Game, player: int, card: Card, eff: Effect, *, idle: bool,
                       summon_negation: bool = False, explain: bool = True) -> str | None:
    """Why ``player`` may not activate ``eff`` of ``card`` now, or None when it is legal.

    ``explain=False`` (the legality scan) skips working out which rule a failed condition
    stands for; the result is None exactly when it would be None with ``explain``."""
    st = g.state
    data = card.data
    if summon_negation and not g.chain and not eff.negates_summon:
        # seed 002 n.Summons 00.3: the window opens only to Summon negation; once one is
        # activated, Spell Speed decides what may be chained to it (Seven Tools to Solemn)
        return f"only effects that negate a Summon may be activated now — {rules.CHAIN}"
    if card.controller != player and card.location not in (HAND,) and not (
            eff.extra.get("any_player") and card.on_field and card.face_up):
        # "any player can ..." effects (Royal Oppression) are used by either player
        return f"{card.name} is not yours to activate — {rules.CHAIN}"
    if card.location == HAND and card.owner != player:
        return f"{card.name} is not in your hand — {rules.CHAIN}"
    speed = eff.spell_speed(card)
    where = card.location
    if eff.kind == ACTIVATE:
        if data.is_monster and not eff.extra.get("pendulum_scale"):
            return f"{card.name} is a monster — {rules.CHAIN}"
        if card.face_up and card.on_field:
            return f"{card.name} is already face-up on the field — {rules.CHAIN}"
        if where == HAND:
            if data.is_trap and not eff.extra.get("from_hand"):
                return f"a Trap Card must be Set before it is activated — {rules.TRAP_SET_TURN}"
            if data.spell_trap_type == "Quick-Play" and st.turn_player != player:
                return f"a Quick-Play Spell can be activated from the hand only on your own turn — {rules.SPELL_SPEED}"
            if data.spell_trap_type != "Field" and not spell_zones(g, player, eff):
                if eff.extra.get("pendulum_scale"):
                    return f"both Pendulum Zones are occupied — {rules.PENDULUM}"
                return f"no free Spell & Trap Zone — {rules.ZONES}"
        elif where in (SPELLS, FIELD):
            if data.is_trap and card.turn_set == st.turn:
                return f"a Trap Card cannot be activated the turn it was Set — {rules.TRAP_SET_TURN}"
            if data.spell_trap_type == "Quick-Play" and card.turn_set == st.turn:
                return f"a Set Quick-Play Spell cannot be activated the turn it was Set — {rules.QUICK_PLAY_SET_TURN}"
        else:
            return f"{card.name} cannot be activated from the {where} — {rules.CHAIN}"
    elif eff.kind in (IGNITION, QUICK):
        if eff.kind == QUICK and eff.trigger is not None:
            return (f"that effect of {card.name} can be activated only right after what it "
                    f"answers happens — {rules.CHAIN}")
        if where not in eff.active_range(card):
            return f"that effect of {card.name} cannot be used from the {where} — {rules.CHAIN}"
        if card.on_field and not card.face_up:
            return f"{card.name} must be face-up to use that effect — {rules.CHAIN}"
        # a negated monster's effect may still be activated; it resolves with no effect
        # unless the monster has left the field by then (Skill Drain rulings, seed 004)
        if eff.extra.get("gemini") and not card.gemini_enabled:
            return f"{card.name} is treated as a Normal Monster until Summoned again — {rules.GEMINI}"
    else:
        return _not_activated_at_will(card, eff)
    if eff.kind == QUICK and not _quick_now(g, player, card, eff):
        speed = 1  # "this is a Quick Effect if ...": otherwise an Ignition Effect
    if eff.kind == IGNITION or (eff.kind in (ACTIVATE, QUICK) and speed == 1):
        if not idle:
            return (f"{card.name} is Spell Speed 1: only in your Main Phase while no chain is "
                    f"being built — {rules.SPELL_SPEED}")
        if st.turn_player != player or st.phase not in ("main1", "main2"):
            return f"Spell Speed 1 effects only in your own Main Phase — {rules.SPELL_SPEED}"
    if g.chain:
        last = g.chain[-1].spell_speed
        if speed < 2:
            return f"a Spell Speed 1 effect cannot be chained — {rules.SPELL_SPEED}"
        if speed < last:
            return (f"{card.name} is Spell Speed {speed}, lower than Chain Link {len(g.chain)} "
                    f"(Spell Speed {last}) — {rules.SPELL_SPEED}")
    if g.damage_step and speed < 3 and not eff.damage_step:
        return f"only Counter Traps and effects that change ATK/DEF in the Damage Step — {rules.DAMAGE_STEP}"
    if g.after_damage_calc and speed < 3 and eff.damage_step:
        return (f"effects that change ATK/DEF only up to the start of damage calculation — "
                f"{rules.DAMAGE_STEP}")
    if g.state.step == "damage_calc" and speed < 3 and not eff.extra.get("damage_calculation"):
        return f"during damage calculation only effects that say so, and Counter Traps — {rules.DAMAGE_STEP}"
    used = limit_refusal(g, player, card, eff)
    if used:
        return used
    locked = chain_limit_refusal(g, player, card, eff)
    if locked:
        return locked
    ctx = Ctx(g, card, player, eff)
    forbidden = cannot_activate_reason(g, player, card, eff)
    if forbidden:
        return forbidden
    if eff.condition is not None and not eff.condition(ctx):
        if not explain:
            return rules.CONDITION
        why = eff.extra.get("why_not")  # a card may say which rule its condition is (str or fn)
        why = why(ctx) if callable(why) else why
        if not why:  # a rule a building block of the condition noted about this card
            with why_not.noting() as notes:
                eff.condition(ctx)
            why = why_not.about(notes, card)
        return why or f"the activation condition of {card.name} is not met — {rules.CONDITION}"
    if eff.cost_ok is not None and not eff.cost_ok(ctx):
        return f"the cost of {card.name} cannot be paid — {rules.COST}"
    if eff.target is not None and not eff.target.available(ctx):
        return f"{card.name} has no valid target — {rules.TARGET}"
    return None


def may_activate(g: Game, player: int, card: Card, eff: Effect, *, idle: bool,
                 summon_negation: bool = False) -> bool:
    """``activation_refusal(...) is None``, worked out without building any reason: the
    legality scan of every window (``activations``) asks this, and almost every answer is
    no. The same checks as :func:`activation_refusal`, in its order, but for one swap that
    cannot change a yes or no: the card's own activation condition (a pure test, the check
    that refuses most often: Mirror Force outside an attack, Trap Hole with no Summon) is
    asked before the continuous effects that forbid activations (``cannot_activate_reason``,
    a question to the continuous-effect index). ``response_index.VERIFY`` compares every
    answer with ``activation_refusal``'s."""
    chain = g.chain
    if summon_negation and not chain and not eff.negates_summon:
        return False
    where = card.location
    if card.controller != player and where != HAND and not (
            eff.extra.get("any_player") and where in ON_FIELD and card.face_up):
        return False
    if where == HAND and card.owner != player:
        return False
    st = g.state
    kind = eff.kind
    if kind == ACTIVATE:
        data = card.data
        if data.is_monster and not eff.extra.get("pendulum_scale"):
            return False
        if where == HAND:
            if data.is_trap and not eff.extra.get("from_hand"):
                return False
            if data.spell_trap_type == "Quick-Play" and st.turn_player != player:
                return False
            if data.spell_trap_type != "Field" and not spell_zones(g, player, eff):
                return False
        elif where == SPELLS or where == FIELD:
            if card.face_up:
                return False
            if card.turn_set == st.turn and (data.is_trap or data.spell_trap_type == "Quick-Play"):
                return False
        else:
            return False
    elif kind == IGNITION or kind == QUICK:
        if kind == QUICK and eff.trigger is not None:
            return False
        if where not in eff.active_range(card):
            return False
        if where in ON_FIELD and not card.face_up:
            return False
        if eff.extra.get("gemini") and not card.gemini_enabled:
            return False
    else:
        return False
    speed = eff.spell_speed(card)
    if kind == QUICK and not _quick_now(g, player, card, eff):
        speed = 1
    # Spell Speed 1 (the kind is ACTIVATE, IGNITION or QUICK here): own open Main Phase only
    if (kind == IGNITION or speed == 1) and (
            not idle or st.turn_player != player or st.phase not in ("main1", "main2")):
        return False
    if chain and (speed < 2 or speed < chain[-1].spell_speed):
        return False
    if speed < 3 and ((g.damage_step and not eff.damage_step)
                      or (g.after_damage_calc and eff.damage_step)
                      or (st.step == "damage_calc" and not eff.extra.get("damage_calculation"))):
        return False
    if (eff.once_per_turn or eff.limit is not None) and _limit_used(g, player, card, eff):
        return False
    if chain and chain_limit_refusal(g, player, card, eff):
        return False
    ctx = Ctx(g, card, player, eff)
    condition = eff.condition
    if condition is not None and not condition(ctx):
        return False
    if cannot_activate_reason(g, player, card, eff):
        return False
    if eff.cost_ok is not None and not eff.cost_ok(ctx):
        return False
    return eff.target is None or bool(eff.target.available(ctx))


def _quick_now(g: Game, player: int, card: Card, eff: Effect) -> bool:
    """A Quick Effect "only if ..." (Bystial Magnamhut: "this is a Quick Effect if your
    opponent controls a monster") is an Ignition Effect while the condition fails."""
    test = eff.extra.get("quick_if")
    return test is None or bool(test(Ctx(g, card, player, eff)))


def chain_limit_refusal(g: Game, player: int, card: Card, eff: Effect) -> str | None:
    """A Chain Link that forbids responses to it (Super Polymerization: "neither player can
    activate cards or effects in response to this card's activation") while it is on the
    chain: ``ctx.data["chain_limit"](player, card, effect)`` returns the reason or None."""
    for link in g.chain:
        limit = link.ctx.data.get("chain_limit")
        if limit is not None:
            reason = limit(player, card, eff)
            if reason:
                return f"{reason} — {rules.CHAIN}"
    return None


def _not_activated_at_will(card: Card, eff: Effect) -> str:
    """The refusal for an effect that is never activated by choosing it (seed 004)."""
    if eff.kind == TRIGGER:
        return (f"that effect of {card.name} is a Trigger Effect: it is activated only when "
                f"what it waits for happens — {rules.CHAIN}")
    if eff.kind == FLIP:
        return (f"that effect of {card.name} is a Flip Effect: it is activated when "
                f"{card.name} is flipped face-up — {rules.CHAIN}")
    return (f"that effect of {card.name} is a Continuous Effect: it applies by itself and is "
            f"never activated — {rules.CHAIN}")


def _usable_from_here(card: Card, eff: Effect) -> bool:
    """Whether ``eff`` is an effect that may be activated from where ``card`` is now."""
    if eff.kind == ACTIVATE:
        return card.location in (HAND, SPELLS, FIELD)
    return eff.kind in (IGNITION, QUICK) and card.location in eff.active_range(card)


def explain_activation(g: Game, player: int, card: Card, index: int, *, idle: bool,
                       summon_negation: bool = False) -> str:
    """The rule that forbids activating effect ``index`` of ``card`` now.

    When that effect cannot be used from where the card is but another of its effects can
    (Linkuriboh in the GY asked for its field effect), the rule that stops *that* effect is
    the one that matters to the player — "never properly Summoned", say — not the location.
    """
    effects = g.effects_of(card)
    if not effects:
        return f"{card.name} is not automated: use a manual move — {rules.CHAIN}"
    eff = effect_numbered(g, card, index)
    if eff is None:
        return f"{card.name} has no effect {index} to activate — {rules.CHAIN}"
    reason = activation_refusal(g, player, card, eff, idle=idle, summon_negation=summon_negation)
    if reason is not None and not _usable_from_here(card, eff):
        here = [e for e in effects if e is not eff and e.activated and _usable_from_here(card, e)]
        if here:
            other = activation_refusal(g, player, card, here[0], idle=idle,
                                       summon_negation=summon_negation)
            return other or (f"that effect of {card.name} cannot be used from the "
                             f"{card.location}; choose its other effect — {rules.CHAIN}")
    return reason or f"{card.name} cannot be activated now — {rules.CHAIN}"


def activations(g: Game, player: int, *, idle: bool, summon_negation: bool = False) -> list[Action]:
    """Every activation ``player`` may make now, as actions (a pure query, ``Game.query``)."""
    cards = response_index.sources(g, player, idle=idle)
    if not cards and not response_index.VERIFY:
        return []  # nothing of theirs could be activated where it is: most windows
    with g.query():
        return _activations(g, player, cards, idle=idle, summon_negation=summon_negation)


def _activations(g: Game, player: int, cards: list[Card], *, idle: bool,
                 summon_negation: bool) -> list[Action]:
    """Only the cards and effects the response index says could be activated where they
    are are asked (engine.response_index); ``response_index.VERIFY`` compares with the
    full scan."""
    out = []
    negation_only = summon_negation and not g.chain
    verify = response_index.VERIFY
    for card in cards:
        for eff in response_index.candidates(g, card, idle=idle):
            if negation_only and not eff.negates_summon:
                continue  # cheap filter first: activation_refusal refuses these anyway
            legal = may_activate(g, player, card, eff, idle=idle, summon_negation=summon_negation)
            if verify and legal != (activation_refusal(
                    g, player, card, eff, idle=idle, summon_negation=summon_negation) is None):
                raise AssertionError(f"may_activate says {legal} for {card.name} effect "
                                     f"{eff.index}, activation_refusal the opposite")
            if legal:
                out.append(_activation_action(card.uid, eff.number or 0,
                                              activation_label(card, eff)))
    if response_index.VERIFY:
        full = _full_scan(g, player, idle=idle, summon_negation=summon_negation)
        if [(a.card, a.effect) for a in full] != [(a.card, a.effect) for a in out]:
            raise AssertionError(f"response index answered {[(a.card, a.effect) for a in out]}, "
                                 f"the full scan {[(a.card, a.effect) for a in full]}")
    return out


@functools.lru_cache(maxsize=4096)
def _activation_action(uid: int, number: int, label: str) -> Action:
    """``Action(do="activate", ...)``, built once and shared (as ``prompts.idle_action``): an
    Action is frozen and equal by value, and a card's activations are offered again and
    again, so validating each anew was work for nothing."""
    return Action(do="activate", card=uid, effect=number, label=label)


#: the "pass" of every response window (frozen, so one serves all)
_PASS = Action(do="pass", label="Pass")


def _full_scan(g: Game, player: int, *, idle: bool, summon_negation: bool) -> list[Action]:
    """Every activatable effect of every card the player might use, each asked: what the
    response index must always agree with (checked when ``response_index.VERIFY``)."""
    out = []
    for card in response_index.full_sources(g, player):
        script = g.script(card)
        if script is None:
            continue
        for eff in script.activatable():
            if activation_refusal(g, player, card, eff, idle=idle,
                                  summon_negation=summon_negation, explain=False) is None:
                out.append(Action(do="activate", card=card.uid, effect=eff.number or 0,
                                  label=activation_label(card, eff)))
    return out


def activation_label(card: Card, eff: Effect) -> str:
    """"Activate X", or for a card with several effects what this one does (our text)."""
    if eff.number and eff.text:
        return f"{card.name}: {eff.text}"
    return f"Activate {card.name}"


def spell_zones(g: Game, player: int, eff: Effect) -> list[int]:
    """Free zones a card activated from the hand may use: a Pendulum Monster activated as a
    Spell only the leftmost or rightmost, its Pendulum Zones (seed 002 02.10a-b, 02.10i)."""
    free = g.free_zones(player, SPELLS)
    if eff.extra.get("pendulum_scale"):
        return [z for z in free if z in PENDULUM_ZONES]
    return free


# ------------------------------------------------------------------ activating
def activate(g: Game, player: int, card: Card, eff: Effect, event: Event | None = None,
             is_trigger: bool = False) -> Proc:
    """Activate: place or flip the card, pay the cost, choose targets, add a Chain Link."""
    g.new_group()
    card_activation = eff.kind == ACTIVATE
    activated_from = card.location
    was_set = card_activation and card.on_field and not card.face_up
    if card_activation:
        if card.location == HAND:
            if card.data.spell_trap_type == "Field":
                yield from _replace_field_spell(g, player)
                g.move(card, FIELD, player=player, face_up=True, reason="activate", event="placed")
            else:
                zone = yield from g.choose_zone(player, SPELLS, spell_zones(g, player, eff),
                                                hint=f"Where to activate {card.name}?")
                g.move(card, SPELLS, player=player, zone=zone, face_up=True, reason="activate",
                       event="placed")
        else:
            card.face_up = True
            g.changed()
    ctx = Ctx(g, card, player, eff, event)
    ctx.data["answered"] = g.chain[-1] if g.chain else None
    # what the activation answers and where it came from, for the card text that asks
    # ("a Summon", "activated in the GY", "if this card was Set", "this card's column")
    ctx.data["window"] = list(g.window_events)
    ctx.data["activated_from"] = activated_from
    ctx.data["was_set"] = was_set
    ctx.data["column"] = column(card)
    if card.location == HAND and not card_activation:
        # a monster effect activated from the hand shows the card (Battle Fader stays there
        # until its effect resolves): both players know it while it is a Chain Link
        card.revealed = True
        ctx.data["shown_from_hand"] = True
        g.emit("revealed", player=player, card=card, hidden_from=())
    use_limit(g, player, card, eff)
    if eff.cost is not None:
        yield from eff.cost(ctx)
    if eff.target is not None:
        yield from eff.target.choose(ctx)
    link = ChainLink(ctx, len(g.chain) + 1, card_activation, eff.spell_speed(card))
    ctx.link = link
    g.chain.append(link)
    g.new_group()
    g.emit("activated", player=player, card=card, amount=link.number,
           data={"effect": eff.number, "trigger": is_trigger,
                 "targets": [c.uid for c in ctx.targets], "phase": g.state.phase,
                 "from": activated_from, "card_activation": card_activation})


def _replace_field_spell(g: Game, player: int) -> Proc:
    """One Field Spell per player: a new one sends the old one to the GY (seed 003 p. 24)."""
    old = g.state.players[player].field_zone
    if old is not None:
        g.new_group()
        g.send_to_gy(old, reason="rule")
    return
    yield  # pragma: no cover - keeps this a generator


# ------------------------------------------------------------------ responding
def respond(g: Game, first: int, *, summon_negation: bool = False,
            other_passed: bool = False) -> Proc:
    """Players alternate, starting with ``first``, until both pass in a row.

    A player with no legal response is not asked (SCENARIOS.md), unless the duel asks that
    player at every window (``DuelStart.ask_every_window``: hot-seat, where being asked must
    not reveal a hidden card), then "pass" is the only answer. ``other_passed``: the
    other player has just passed (the turn player moving on to the next phase or step), so
    if ``first`` passes too the window closes. Returns True when at least one link was added.
    """
    passes = 1 if other_passed else 0
    player = first
    added = False
    while passes < 2:
        if g.chain and (yield from activation_triggers(g)):
            passes, player = 0, 1 - g.chain[-1].player  # the trigger's opponent responds first
        options = activations(g, player, idle=False, summon_negation=summon_negation)
        if not options and not g.ask_every_window[player]:
            passes += 1
            player = 1 - player
            continue
        options.append(_PASS)
        prompt = ChainPrompt(player=player, options=options, chain=g.chain_views(),
                             hint="Respond?" if g.chain else "Activate a card or effect?",
                             open_state=True)
        prompt._explain = lambda a, p=player: explain_response(g, p, a, summon_negation)
        answer = yield prompt
        if answer.kind == "manual":
            continue  # ask the same player again with fresh options
        if answer.do == "pass":
            passes += 1
            player = 1 - player
            continue
        card = g.state.cards[answer.card]
        eff = effect_numbered(g, card, answer.effect)
        assert eff is not None  # the prompt offered it
        yield from activate(g, player, card, eff)
        added = True
        passes = 0
        player = 1 - player
    return added


def explain_response(g: Game, player: int, answer: Any, summon_negation: bool = False) -> str:
    if answer.do != "activate":
        return f"only an activation or pass is possible while responding — {rules.CHAIN}"
    card = g.state.cards.get(answer.card or -1)
    if card is None:
        return f"there is no card {answer.card} — {rules.PROMPT}"
    return explain_activation(g, player, card, answer.effect, idle=False,
                              summon_negation=summon_negation)


def effect_numbered(g: Game, card: Card, number: int) -> Effect | None:
    """The card's activated effect ``effect=number`` (SCENARIOS.md "Which effect"), or None."""
    script = g.script(card)
    return script.effect_number(card, number) if script is not None else None


# ------------------------------------------------------------------ triggers
def _trigger_holders(g: Game) -> list[Card]:
    """Cards with trigger/flip effects, in ``g.all_cards()`` order.

    Which cards *have* such effects never changes for a card, so the uids are
    found once per duel (again when Tokens add cards); only the walk over the
    zones, which fixes the order, is repeated. Hot path of random play.
    """
    cache = getattr(g, "_trigger_uids", None)
    if cache is None or cache[0] != len(g.state.cards):
        # the cards themselves, not their ids: an id changes in a hidden place (GameState.reissue)
        holders = frozenset(c for c in g.state.cards.values()
                            if (sc := g.script(c)) is not None
                            and any(_waits_for_event(e) for e in sc.effects))
        cache = (len(g.state.cards), holders)
        g._trigger_uids = cache  # type: ignore[attr-defined]
    holders = cache[1]
    if not holders:
        return []
    return [card for card in g.all_cards() if card in holders]


def collect_triggers(g: Game) -> list[Ctx]:
    """Trigger effects that the pending events set off, with missing the timing applied."""
    events = g.pending_events
    if not events:
        return []
    g.pending_events = []
    kinds = {ev.kind for ev in events}
    # the cards asked in no order: only those with a trigger are put in the order of the
    # cards (response_index.in_walk_order), the same as asking them all in that order
    holders = response_index.trigger_candidates(g, kinds)
    if not holders and not VERIFY_TRIGGERS:
        return []  # no card waits for events of these kinds: most of the time
    found = _collect(g, events, None, holders)
    if found:
        found = _in_card_order(g, found)
    if VERIFY_TRIGGERS:
        full = _collect_each(g, events, *_timing(events), _trigger_holders(g))
        mine = [(c.card.uid, c.effect.index, c.event.seq if c.event else -1) for c in found]
        theirs = [(c.card.uid, c.effect.index, c.event.seq if c.event else -1) for c in full]
        if mine != theirs:
            raise AssertionError(f"triggers by event kind {mine} != full scan {theirs}")
    return found


def _timing(events: list[Event]) -> tuple[int, int]:
    """(the group of the last thing that happened, the last Chain Link resolution among
    ``events``): what an optional "when" trigger misses the timing by (seed 004)."""
    # the last thing that happened: a resolved Spell/Trap going to the GY and the chain's
    # own bookkeeping do not count (seed 004 "Missing the timing")
    last_group = next((ev.group for ev in reversed(events)
                       if ev.kind not in ("chain_end", "resolving")
                       and not ev.data.get("bookkeeping")), events[-1].group)
    # a Chain Link that resolved after the event is "something that happened after it", even
    # if it did nothing (seed 004: a lost effect's resolution still counts as the last thing)
    last_resolution = max((ev.seq for ev in events if ev.kind == "resolving"), default=-1)
    return last_group, last_resolution


def _in_card_order(g: Game, found: list[Ctx]) -> list[Ctx]:
    """``found`` (each card's triggers in its effects' order) with the cards in
    ``Game.all_cards`` order; a card that is nowhere (a Token that ceased to exist) has none."""
    per_card: dict[Card, list[Ctx]] = {}
    for ctx in found:
        per_card.setdefault(ctx.card, []).append(ctx)
    return [ctx for card in response_index.in_walk_order(g, list(per_card))
            for ctx in per_card[card]]


#: Tests set this to compare every trigger collection by event kind with the full scan.
VERIFY_TRIGGERS = False


#: One effect that waits for events, as ``_collect`` reads it: (the effect, the event kinds
#: it listens to or None, where it applies from or None for anywhere, its trigger test or
#: None, it is a Flip Effect, a Trigger Effect, a Gemini's effect, it answers activations
#: (``activation_triggers``), it is an optional "when" effect that can miss the timing).
_EventEffect = tuple[Effect, "frozenset[str] | None", "tuple[str, ...] | None", Any,
                     bool, bool, bool, bool, bool]


def _collect(g: Game, events: list[Event], timing: tuple[int, int] | None,
             holders: Iterable[Card]) -> list[Ctx]:
    """The triggers of ``holders`` that ``events`` set off, each effect asked only about
    events of the kinds it listens to (``response_index.listens_to``); ``timing``: what an
    optional "when" trigger misses the timing by (``_timing``, worked out from ``events``
    when None, only once such a trigger is set off).

    The answer of :func:`_collect_each` (asking :func:`_matches` for every effect and
    event), worked out with less work per event, which is the hot loop of trigger
    collection: what ``_matches`` asks about the card alone (where it is, its face, a
    Gemini's state) is asked once per effect, the card's negation once per card and only
    when an event set one of its effects off, and one context serves every event an effect
    is asked about, and every effect (its card, player, effect and event set to each: trigger
    tests are pure questions about the event and the card, which keep nothing of the
    context). ``VERIFY_TRIGGERS`` compares it with ``_collect_each``."""
    found: list[Ctx] = []
    per_script = _event_effects_cache(g)
    copied = g.copied_effects
    probe: Ctx | None = None  # the context the trigger tests are asked with, reused
    for card in holders:
        entries = per_script.get(card.data.code if not copied else g.script_key(card))
        if entries is None:
            entries = _event_effects(g, card)
        loc = card.location
        face_down = loc in ON_FIELD and not card.face_up
        negated: bool | None = None  # asked once the card's first effect is set off
        for (eff, kinds, rng, trigger, flip, is_trigger, gemini, answers_activations,
             can_miss) in entries:
            if rng is not None and loc not in rng:
                continue  # not from here: _matches refuses every event (its tests are pure)
            if (face_down and is_trigger) or (gemini and not card.gemini_enabled) or (
                    trigger is None and not flip):
                continue  # _matches refuses every event for the card as it is
            asked = False  # the probe is set to this card and effect (once, when first needed)
            for ev in events:
                if kinds is not None and ev.kind not in kinds:
                    continue
                if flip:
                    if ev.kind != "flipped" or ev.card is not card:
                        continue
                else:
                    if probe is None:
                        probe = Ctx(g, card, card.controller, eff, ev)
                    elif not asked:
                        probe.card, probe.player, probe.effect = card, card.controller, eff
                    asked = True
                    probe.event = ev
                    if not trigger(probe, ev):
                        continue
                if answers_activations and ev.data.get("chaining_done"):
                    continue  # offered when it was activated (activation_triggers)
                if negated is None:
                    negated = (card.data.is_monster and card.in_monster_zone
                               and is_negated(g, card))
                if negated:
                    continue
                if can_miss:
                    if timing is None:
                        timing = _timing(events)
                    if ev.group != timing[0] or ev.seq < timing[1]:
                        continue  # missed the timing (seed 004)
                ctx = Ctx(g, card, card.controller, eff, ev)
                if _trigger_can_activate(g, ctx):
                    found.append(ctx)
                break
    return found


def _collect_each(g: Game, events: list[Event], last_group: int, last_resolution: int,
                  holders: list[Card]) -> list[Ctx]:
    """:func:`_collect` the plain way, every effect of every holder asked about every event
    (``_matches``): what ``VERIFY_TRIGGERS`` compares it with."""
    found: list[Ctx] = []
    for card in holders:
        for eff in g.effects_of(card):
            if not _waits_for_event(eff):
                continue
            for ev in events:
                if not _matches(g, card, eff, ev):
                    continue
                if eff.optional and eff.timing == "when" and (
                        ev.group != last_group or ev.seq < last_resolution):
                    continue  # missed the timing (seed 004)
                ctx = Ctx(g, card, card.controller, eff, ev)
                if _trigger_can_activate(g, ctx):
                    found.append(ctx)
                break
    return found


def _event_effects(g: Game, card: Card) -> tuple[_EventEffect, ...]:
    """The card's effects that wait for events, each with what ``_collect`` reads of it (the
    event kinds it listens to, ``response_index.listens_to``; its range), in script order:
    which effects a card has, and what they are, never changes, so this is worked out once
    per script and passcode (the range depends on the card's kind), kept with the script
    for every game, and per game under ``Game.script_key`` (the passcode, or a copy's own
    key: a copy made for one game keeps its own) — asked for every trigger holder at every
    event."""
    cache = _event_effects_cache(g)
    code = card.data.code if not g.copied_effects else g.script_key(card)
    found = cache.get(code)
    if found is None:
        script = g.script(card)
        if script is None:
            found = ()
        elif g.copied_effects and card in g.copied_effects:
            found = _event_effects_of(script, card)  # a copy made for this game
        else:  # the script's own, kept with it for every game (a script never changes)
            kept = script.__dict__.setdefault("_event_effects", {})
            found = kept.get(card.data.code)
            if found is None:
                found = kept[card.data.code] = _event_effects_of(script, card)
        cache[code] = found
    return found  # type: ignore[no-any-return]


def _event_effects_of(script: CardScript, card: Card) -> tuple[_EventEffect, ...]:
    return tuple(_event_effect(card, e) for e in script.effects if _waits_for_event(e))


def _event_effects_cache(g: Game) -> dict[Any, tuple[_EventEffect, ...]]:
    """Per script key, :func:`_event_effects` (kept on the game: scripts are the game's)."""
    cache = g.__dict__.get("_event_effects")
    if cache is None:
        cache = g._event_effects = {}  # type: ignore[attr-defined]
    return cache  # type: ignore[no-any-return]


def _event_effect(card: Card, eff: Effect) -> _EventEffect:
    rng = eff.active_range(card)
    return (eff, response_index.listens_to(eff), None if "any" in rng else rng, eff.trigger,
            eff.kind == FLIP, eff.kind == TRIGGER, bool(eff.extra.get("gemini")),
            _listens_to_activations(eff), eff.optional and eff.timing == "when")


def _listens_to_activations(eff: Effect) -> bool:
    kinds = response_index.listens_to(eff)
    return kinds is not None and "activated" in kinds


def activation_triggers(g: Game) -> Proc:
    """Trigger Effects set off by an activation ("When your opponent activates a Spell Card:",
    ocgcore ``EVENT_CHAINING``) go on the chain right after that activation, before anyone
    responds to it (issue 19, Phoenix Gearfried); they are not offered again once the chain has
    resolved. Only effects that declare they wait for activations are asked here. Returns True
    when a link was added."""
    events = [ev for ev in g.pending_events
              if ev.kind == "activated" and not ev.data.get("chaining_done")]
    if not events:
        return False
    holders = response_index.trigger_holders(g, {"activated"})
    found = [ctx for ctx in _collect(g, events, (events[-1].group, -1), holders)
             if _listens_to_activations(ctx.effect)] if holders else []
    for ev in events:
        ev.data["chaining_done"] = True
    if not found:
        return False
    before = len(g.chain)
    yield from place_triggers(g, found)
    return len(g.chain) > before


def _waits_for_event(eff: Effect) -> bool:
    """Trigger and Flip Effects, and Quick Effects that answer an event ("If a card is added
    from your opponent's Deck to their hand (Quick Effect)"): these are offered right after
    the event, as optional triggers are (SEGOC), and not in later windows."""
    return eff.kind in (TRIGGER, FLIP) or (eff.kind == QUICK and eff.trigger is not None)


def _matches(g: Game, card: Card, eff: Effect, ev: Event) -> bool:
    if eff.kind == FLIP:
        if not (ev.kind == "flipped" and ev.card is card):
            return False
    elif eff.trigger is None or not eff.trigger(Ctx(g, card, card.controller, eff, ev), ev):
        return False
    if ev.data.get("chaining_done") and _listens_to_activations(eff):
        return False  # offered when it was activated (activation_triggers)
    rng = eff.active_range(card)
    if "any" not in rng and card.location not in rng:
        return False
    if eff.kind == TRIGGER and card.on_field and not card.face_up:
        return False  # a face-down card's effects do not apply (seed 003 p. 10)
    if card.data.is_monster and card.in_monster_zone and is_negated(g, card):
        return False
    return not (eff.extra.get("gemini") and not card.gemini_enabled)


def _trigger_can_activate(g: Game, ctx: Ctx) -> bool:
    eff = ctx.effect
    if (eff.once_per_turn or eff.limit is not None) and _limit_used(g, ctx.player, ctx.card, eff):
        return False
    if eff.condition is not None and not eff.condition(ctx):
        return False
    if eff.cost_ok is not None and not eff.cost_ok(ctx):
        return False
    if eff.target is not None and not eff.target.available(ctx):
        return False
    return cannot_activate_reason(g, ctx.player, ctx.card, eff) is None


def place_triggers(g: Game, found: list[Ctx]) -> Proc:
    """SEGOC: build the chain from simultaneous triggers (seed 004 "Simultaneous effects")."""
    tp = g.state.turn_player
    # group by group, in SEGOC order: each is decided, ordered and placed before the next
    for player in (tp, 1 - tp):
        group = _one_per_hard_limit([c for c in found
                                     if c.player == player and not c.effect.optional])
        yield from _place_group(g, group)
    for player in (tp, 1 - tp):
        mine = [c for c in found if c.player == player and c.effect.optional]
        chosen: list[Ctx] = []
        while mine:
            options = [Action(do="activate", card=c.card.uid, effect=c.effect.number or 0,
                              label=f"Activate {c.card.name}") for c in mine]
            options.append(Action(do="pass", label="Do not activate"))
            answer = yield ChainPrompt(player=player, options=options, chain=g.chain_views(),
                                       hint="Activate an optional trigger effect?")
            if answer.do == "pass":
                break
            pick = next(c for c in mine
                        if c.card.uid == answer.card and (c.effect.number or 0) == answer.effect)
            mine.remove(pick)
            chosen.append(pick)
            key = _hard_limit(pick)  # "only once per turn" by name: the others cannot follow
            if key is not None:
                mine = [c for c in mine if _hard_limit(c) != key]
        yield from _place_group(g, chosen)


def _place_group(g: Game, group: list[Ctx]) -> Proc:
    """Order one SEGOC group (if it has several) and put it on the chain."""
    ordered = yield from _order(g, group)
    for ctx in ordered:
        if not _trigger_can_activate(g, ctx):
            continue
        yield from activate(g, ctx.player, ctx.card, ctx.effect, event=ctx.event,
                            is_trigger=True)


def _hard_limit(ctx: Ctx) -> str | None:
    """The shared once-per-turn key of a "you can only use this effect of <name> once per
    turn" effect (a string ``once_per_turn``, or a count limit per name), else None."""
    legacy = ctx.effect.once_per_turn
    if isinstance(legacy, str):
        return legacy
    limit = ctx.effect.limit
    if limit is not None and limit.per == "name" and limit.count == 1:
        return limit.key_for(ctx.card, ctx.effect)
    return None


def _one_per_hard_limit(group: list[Ctx]) -> list[Ctx]:
    """Of several mandatory triggers sharing one hard once-per-turn limit only the first can
    activate (two Sangans destroyed together): the others are not offered for ordering."""
    seen: set[str] = set()
    out = []
    for ctx in group:
        key = _hard_limit(ctx)
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        out.append(ctx)
    return out


def _order(g: Game, group: list[Ctx]) -> Proc:
    if len(group) < 2:
        return group
    by_uid = {c.card.uid: c for c in group}
    if len(by_uid) != len(group):
        return group  # two effects of one card: keep their printed order
    answer = yield OrderPrompt(player=group[0].player, items=[c.card.uid for c in group],
                               labels=[c.card.name for c in group],
                               hint="Order your simultaneous effects (first = lower Chain Link)")
    return [by_uid[uid] for uid in answer.order]


# ------------------------------------------------------------------ resolving
def resolve_chain(g: Game) -> Proc:
    """Resolve from the last link back to the first, then clean up (seed 003 p. 42)."""
    leave: list[Card] = []
    g.resolving = True
    chain_start = link_start = len(g.log)
    try:
        while g.chain:
            link = g.chain[-1]
            ctx = link.ctx
            card = link.card
            link_start = len(g.log)
            g.new_group()
            g.emit("resolving", player=link.player, card=card, amount=link.number)
            if link.negated or not _still_applies(g, link):
                pass
            elif link.effect_negated or (card.on_field and card.face_up
                                         and (card.in_monster_zone or not card.data.is_monster)
                                         and is_negated(g, card)) or (
                    not link.is_card_activation and ask_continuous(g, Code.NEGATE_ACTIVATED, card)):
                # a face-up card whose effects are negated on the field (Skill Drain on a
                # monster, Imperial Order on a Spell) resolves without effect (seed 004)
                g.emit("effect_negated", player=link.player, card=card)
            elif ctx.effect.resolve is not None:
                yield from ctx.effect.resolve(ctx)
            g.chain.pop()
            if ctx.data.get("shown_from_hand") and card.location == HAND:
                g.conceal(card)  # back among the hidden cards of the hand, with a new id
            _after_link_resolved(g, link)
            if link.is_card_activation and card.on_field and card.location in (SPELLS, FIELD):
                kind = card.data.spell_trap_type or ""
                # a one-shot card whose own effect keeps it (Swords of Revealing Light) stays
                stays = bool(card.flags.get("remains_on_field"))
                # Set face-down again by its own effect ("Set this card instead of sending it
                # to the GY"): a new Set card, no longer the resolved activation
                stays = stays or not card.face_up
                if link.negated or (kind in _ONE_SHOT and not stays) or (
                        kind == "Equip" and card.equipped_to is None):
                    leave.append(card)
    finally:
        g.resolving = False
    # after the whole chain, together: one moment (SCENARIOS.md "After a chain"), listed in
    # the order their links resolved
    if leave:
        g.new_group()
    for card in leave:
        if card.on_field:
            ev = g.send_to_gy(card, reason="rule")
            if ev is not None:  # the resolved card leaving is not "something that happened"
                ev.data["bookkeeping"] = True
    g.chain_uses.clear()  # "once per Chain" limits start again
    g.window_events = []
    # A Summon made while the chain resolved opens the Summon response window once it is over
    # (SCENARIOS.md "After a chain"). Only the last link's Summons are the last thing that
    # happened: "When a monster is Summoned" cards may answer those alone (seed 004).
    g.summoned_during_chain = any(ev.kind == "summoned" for ev in g.log[chain_start:])
    g.chain_summons = [ev for ev in g.log[link_start:] if ev.kind == "summoned"]
    g.emit("chain_end")


def _after_link_resolved(g: Game, link: ChainLink) -> None:
    """Continuous effects that react to a resolution (e.g. Spell Counters placed "when that
    Spell resolves"), then alternate win conditions, which hold between links (seed 004
    "Winning in a Chain")."""
    for ctx, eff in active_with(g, "after_resolve"):
        eff.extra["after_resolve"](ctx, link)
    run_each_time(g)
    g.check_special_win()


def _any_adjustment(g: Game) -> bool:
    """Does a card on the field have an ``adjust`` Continuous Effect? Only a card on the
    field applies one: asked again only when a card moved (``Game.places``)."""
    if g.__dict__.get("_adjust_places") != g.places:
        g._adjust_places = g.places  # type: ignore[attr-defined]
        # per script key (the passcode, or a copy's own key): whether any of its Continuous
        # Effects adjusts; a script never changes
        adjusts: dict[Any, bool] = g.__dict__.setdefault("_adjusting_scripts", {})
        copied = g.copied_effects
        found = False
        for c in g.field_cards():
            key = c.data.code if not copied else g.script_key(c)
            has = adjusts.get(key)
            if has is None:
                has = adjusts[key] = any("adjust" in e.extra for e in continuous_effects(g, c))
            if has:
                found = True
                break
        g._any_adjust = found  # type: ignore[attr-defined]
    return g._any_adjust  # type: ignore[attr-defined,no-any-return]


def run_adjustments(g: Game) -> Proc:
    """Continuous effects that keep the field as their text requires (There Can Be Only One:
    "if a player controls 2 or more monsters of the same Type, they must send some to the
    GY"): ``extra["adjust"](ctx)`` is run whenever the game settles; not Chain Links."""
    if not _any_adjustment(g):
        return
    for ctx, eff in active_with(g, "adjust"):
        yield from eff.extra["adjust"](ctx)


def run_each_time(g: Game) -> None:
    """Lingering "each time ..., immediately ..." effects (Maxx "C"): not Chain Links; each is
    handed the events that happened since they were last asked — one Chain Link's worth while
    a chain resolves, else one action's (``Lingering.data["each_time"](events)``)."""
    start = g.each_time_seen
    if start >= len(g.log):
        return
    hooks = [ln.data["each_time"] for ln in g.lingering if "each_time" in ln.data]
    events = g.log[start:]
    g.each_time_seen = len(g.log)
    for hook in hooks:
        hook(events)
    g.each_time_seen = len(g.log)


def _still_applies(g: Game, link: ChainLink) -> bool:
    """A Continuous/Equip/Field card that left the field before resolving does nothing."""
    card = link.card
    if not link.is_card_activation:
        return True
    kind = card.data.spell_trap_type
    if kind in ("Continuous", "Equip", "Field") or card.data.is_monster:
        return card.on_field and card.face_up
    return True


# ------------------------------------------------------------------ settling
def settle(g: Game, first: int | None = None, *, reopen: bool = False,
           window: list[Event] | None = None) -> Proc:
    """Run triggers and the response window until the game state is open again.

    ``first`` opens a window that no activation opened (after a Summon, an
    attack declaration, a phase or step): the turn player is asked first
    (SCENARIOS.md). ``reopen`` asks again after a chain resolves (phase and
    step windows); other windows close once their chain has resolved.
    """
    if window is not None:
        g.window_events = window
    ask = first is not None
    asker = first
    while True:
        if g.each_time_seen < len(g.log):
            run_each_time(g)
        apply_forced_positions(g)
        if _any_adjustment(g):  # the procedure is started only when a card could adjust
            yield from run_adjustments(g)
        g.check_special_win()
        if g.summoned_during_chain:
            # a chain just Summoned monsters: open a Summon response window, turn player first
            g.window_events, g.chain_summons = g.chain_summons, []
            g.summoned_during_chain = False
            ask, asker = True, g.state.turn_player
        if g.pending_events:  # (collect_triggers has nothing to do without events)
            found = collect_triggers(g)
            if found:
                yield from place_triggers(g, found)
        if g.chain:
            yield from respond(g, 1 - g.chain[-1].player)
            yield from resolve_chain(g)
            ask = ask and reopen
            continue
        if ask:
            ask = False
            formed = yield from respond(g, asker if asker is not None else g.state.turn_player)
            if formed:
                yield from resolve_chain(g)
                ask = reopen
            continue
        if not g.pending_events and not g.damage_step and g.lingering:
            start = len(g.log)
            if (yield from _when_open_effects(g)):
                g.chain_summons = [ev for ev in g.log[start:] if ev.kind == "summoned"]
                g.summoned_during_chain = bool(g.chain_summons)
                continue
        if not g.pending_events:
            break
    g.window_events = []


def apply_forced_positions(g: Game) -> None:
    """A face-up monster a continuous effect forces into a battle position ("Dragons are
    changed to Defense Position") is changed to it whenever the game settles (ocgcore
    EFFECT_SET_POSITION); not a Chain Link."""
    if not may_answer(g, Code.FORCED_POSITION):
        return  # no effect could force a position now: nothing to ask per monster
    for card in g.monsters():
        if not card.face_up or card.data.is_link:
            continue
        wanted = ask_continuous(g, Code.FORCED_POSITION, card)
        if wanted and wanted != card.position:
            g.new_group()
            g.set_position(card, DEFENSE if wanted == "defense" else ATTACK, True, reason="effect")


def _when_open_effects(g: Game) -> Proc:
    """Effects that wait for the game to be open again to act ("if a monster is sent to your
    GY this turn, you can ... once"): ``Lingering.data["when_open"]``, a procedure returning
    True when it did something. Not Chain Links."""
    for ln in list(g.lingering):
        hook = ln.data.get("when_open")
        if hook is not None and ln in g.lingering and (yield from hook()):
            return True
    return False


def leave_open_state(g: Game) -> Proc:
    """The turn player moves on from a Main Phase or the Battle Step (SCENARIOS.md "Leaving a
    phase"): the opponent is asked first, while the phase is still the one being left (Effect
    Veiler at the end of Main Phase 1). Returns True when the phase is left; False when a
    chain was built and resolved — the turn player then has the open state again."""
    tp = g.state.turn_player
    g.new_group()
    g.emit("phase_end", player=tp, data={"phase": g.state.phase, "step": g.state.step})
    yield from settle(g)
    g.window_events = []
    formed = yield from respond(g, 1 - tp, other_passed=True)
    if not formed:
        return True
    yield from resolve_chain(g)
    yield from settle(g)
    return False


def activate_from_idle(g: Game, player: int, card: Card, eff: Effect) -> Proc:
    """The turn player starts a chain from the open game state."""
    yield from activate(g, player, card, eff)
    yield from respond(g, 1 - player)
    yield from resolve_chain(g)
    yield from settle(g)


__all__ = [
    "GY",
    "activate",
    "activate_from_idle",
    "activation_refusal",
    "activations",
    "collect_triggers",
    "explain_activation",
    "leave_open_state",
    "resolve_chain",
    "respond",
    "settle",
]
