"""Monster effects about attacks, battles and Levels that card text states as a rule: "it can
attack each monster your opponent controls once", "once per Battle Phase", "when a monster declares an attack"
(once for each attack), "declare a Level", "at the start of the Damage Step".

Typed continuous modifiers (:mod:`engine.continuous`) and actions over ``Game`` primitives;
named after the rule, never after a card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec
from engine.cards.library.filters import Filter
from engine.cards.library.groups import as_group
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.modifiers import Lingering, current_atk, original_atk
from engine.procedures.abilities import events_this_turn
from engine.prompts import AnnouncePrompt
from engine.state import GY

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.events import Event
    from engine.game import Game
    from engine.state import Card

_ANY = Filter(lambda ctx, c: True, "any")


def _spec(code: str, answer: Callable[[Ctx, Any], Any], text: str) -> Spec:
    """A modifier of this card whose subject is not one card (a pair), answered by ``answer``."""
    return Spec(code, _ANY, lambda _applies: answer, text)


# ------------------------------------------------------------------ attacks
def attacks_each_opponent_monster_once(of: Callable[[Ctx], Any] | None = None) -> tuple[Spec, ...]:
    """"This card can attack each monster your opponent controls once": as many attacks as
    monsters it has not attacked yet this turn, none of them twice. ``of``: another monster
    than this card (an Equip Card's "the equipped monster can attack ...": ``ctx -> card``)."""

    def who(ctx: Ctx) -> Any:
        return of(ctx) if of is not None else ctx.card

    def attacked(ctx: Ctx) -> set[Any]:
        me = who(ctx)
        return {ev.data.get("target") for ev in events_this_turn(ctx.g)
                if ev.kind == "attack_declared" and ev.card is me}

    def not_again(ctx: Ctx, subject: Any) -> Any:
        defender, attacker = subject
        return attacker is who(ctx) and defender.uid in attacked(ctx)

    def more(ctx: Ctx, subject: Any) -> Any:
        me = who(ctx)
        if me is None or subject is not me:
            return None
        done = attacked(ctx)
        left = [m for m in ctx.g.monsters(1 - me.controller) if m.uid not in done]
        if not left:
            return max(0, me.attacks - 1) or None
        return (me.attacks + len(left) - 1) or None

    return (_spec(Code.CANNOT_BE_ATTACKED, not_again, "attacks each monster once"),
            _spec(Code.EXTRA_ATTACKS, more, "attacks each monster once"))


def _attack_not_yet_answered(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return (att is not None and not att.negated
            and any(ev.kind == "attack_declared" for ev in ctx.g.window_events)
            and not any(link.card is ctx.card for link in ctx.g.chain))


#: "When a monster declares an attack" — once for each attack: this card's effect cannot be
#: chained to itself, and an attack already negated is not answered again.
each_attack_declaration = Cond(_attack_not_yet_answered, "when a monster declares an attack")
#: The same, for an opponent's monster.
each_opponent_attack_declaration = each_attack_declaration & Cond(
    lambda ctx: ctx.g.attack is not None and ctx.g.attack.attacker.controller != ctx.player,
    "by an opponent's monster")


def chosen_as_attack_target(*, without_materials: bool = False) -> On:
    """"If this card is chosen as an attack target (while it has no material)"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        return (ev.kind == "attack_declared" and ev.data.get("target") == me.uid
                and me.in_monster_zone and not (without_materials and me.materials))

    return On(test, "this card is chosen as an attack target", frozenset({"attack_declared"}))


def start_of_damage_step_attacking(f: Filter) -> On:
    """"If this card attacks a <f> monster, at the start of the Damage Step"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        return (ev.kind == "damage_step_start" and att is not None and att.attacker is ctx.card
                and att.target is not None and att.target.in_monster_zone
                and f.test(ctx, att.target))

    return On(test, f"this card attacks a {f.text} monster", frozenset({"damage_step_start"}))


def destroys_by_battle_and_sends_to_gy() -> On:
    """"If this card destroys a monster by battle and sends it to the GY"."""

    def test(ctx: Ctx, ev: Event) -> bool:
        att = ctx.g.attack
        if ev.kind != "destroyed" or ev.reason != "battle" or ev.dst != GY or att is None:
            return False
        me = ctx.card
        other = att.target if att.attacker is me else att.attacker if att.target is me else None
        return other is not None and ev.card is other and other in att.destroyed

    return On(test, "this card destroys a monster by battle and sends it to the GY",
              frozenset({"destroyed"}))


def atk_in_gy_of_destroyed() -> Callable[[Ctx], int]:
    """"Damage equal to that monster's ATK in the GY" (0 if it is no longer there)."""

    def amount(ctx: Ctx) -> int:
        victim = ctx.event.card if ctx.event is not None else None
        return current_atk(ctx.g, victim) if victim is not None and victim.location == GY else 0

    return amount


# ------------------------------------------------------------------ Battle Phase
def _battle_phase_id(g: Game) -> tuple[int, int]:
    """Which Battle Phase this is: the turn and the log position of its start (-1 when the
    duel started inside it). Tells two Battle Phases of one turn apart."""
    for ev in reversed(g.log):
        if ev.kind == "phase" and ev.data.get("step") != "end":
            return (g.state.turn, ev.seq if ev.data.get("phase") == "battle" else -1)
    return (g.state.turn, -1)


def _key(ctx: Ctx) -> str:
    return f"battle_phase_use:{ctx.effect.index}"


#: "Once per Battle Phase" (each copy): not yet used in this Battle Phase. Pair it with
#: ``use_once_this_battle_phase()`` as the cost (the use counts on activation).
not_used_this_battle_phase = Cond(
    lambda ctx: ctx.g.state.phase == "battle" and not ctx.g.damage_step
    and ctx.card.flags.get(_key(ctx)) != _battle_phase_id(ctx.g),
    "once per Battle Phase, not in the Damage Step")


def use_once_this_battle_phase() -> Act:
    """Count the "once per Battle Phase" use (on activation, even if the effect is negated)."""

    def run(ctx: Ctx) -> Proc:
        ctx.card.flags[_key(ctx)] = _battle_phase_id(ctx.g)
        return True
        yield  # pragma: no cover

    return Act(run, text="once per Battle Phase")


#: "This card cannot attack the turn you activate this effect" — as a condition: it has not
#: attacked yet this turn (pair it with ``until_end_of_turn(cannot_attack(), to=this_card)``).
has_not_attacked_this_turn = Cond(lambda ctx: ctx.card.attacks == 0,
                                  "if this card has not attacked this turn")


def twice_original_atk(ctx: Ctx, c: Card) -> int:
    """"Twice its original ATK"."""
    return 2 * original_atk(c)


# ------------------------------------------------------------------ Levels, notes
def declare_level_until_end_of_turn(low: int, high: int) -> Act:
    """"Declare a Level from <low> to <high>; this card becomes that Level until the end of this
    turn" (asked on resolution)."""

    def run(ctx: Ctx) -> Proc:
        g, me = ctx.g, ctx.card
        answer = yield AnnouncePrompt(player=ctx.player, what="number",
                                      choices=list(range(low, high + 1)),
                                      hint=f"{me.name}: declare a Level from {low} to {high}")
        if me.in_monster_zone and me.face_up:
            me.flags["level"] = int(answer.value)
            g.lingering.append(Lingering(
                player=ctx.player, source=me.name, card=me, expires_turn=g.state.turn,
                data={"on_expire": lambda: me.flags.pop("level", None)}))
            return True
        return None

    return Act(run, text="declare a Level")


def gain_atk_equal_to_total_atk_of(group: Any) -> Spec:
    """"Gains ATK equal to the total ATK of <group> (at that time)": worked out when the effect
    applies (give it with ``until_it_leaves_the_field(..., to=this_card)``)."""
    g_ = as_group(group)

    def frozen(ctx: Ctx, card: Card) -> Spec:
        from engine.cards.library.continuous import gain_atk

        total = sum(current_atk(ctx.g, c) for c in g_.candidates(ctx))
        return gain_atk(total)

    return Spec(Code.ATK, None, lambda applies: (lambda ctx, c: None), "gains the total ATK",
                freeze=frozen)


def note_this_turn(key: str) -> Act:
    """Note on this card that this effect resolved this turn ("if this effect was used this
    turn and not negated"): read with ``noted_this_turn(key)``."""

    def run(ctx: Ctx) -> Proc:
        ctx.card.flags[key] = ctx.g.state.turn
        return True
        yield  # pragma: no cover

    return Act(run)


def noted_this_turn(key: str) -> Cond:
    return Cond(lambda ctx: ctx.card.flags.get(key) == ctx.g.state.turn, "if noted this turn")


def at_end_phase_if_noted(key: str) -> On:
    """"During the End Phase, if <this card's effect> resolved this turn" (``note_this_turn``)."""
    return On(lambda ctx, ev: (ev.kind == "phase" and ev.data.get("phase") == "end"
                               and ctx.card.flags.get(key) == ctx.g.state.turn),
              "in the End Phase, if noted this turn", frozenset({"phase"}))


__all__ = [
    "at_end_phase_if_noted",
    "atk_in_gy_of_destroyed",
    "attacks_each_opponent_monster_once",
    "chosen_as_attack_target",
    "declare_level_until_end_of_turn",
    "destroys_by_battle_and_sends_to_gy",
    "each_attack_declaration",
    "each_opponent_attack_declaration",
    "gain_atk_equal_to_total_atk_of",
    "has_not_attacked_this_turn",
    "not_used_this_battle_phase",
    "note_this_turn",
    "noted_this_turn",
    "start_of_damage_step_attacking",
    "twice_original_atk",
    "use_once_this_battle_phase",
]
