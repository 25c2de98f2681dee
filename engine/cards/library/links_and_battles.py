"""Blocks for battles, Link arrows and a few more card-text phrases (issue 14: the Old School
and ST1732 decks).

    with_highest_atk(on_field(face_up & attack_position & monster))   # "the ... with the highest ATK"
    Continuous(cannot_activate(opponents_spell_trap_cards, ...), condition=this_card_is_attacking)
    one_effect_of_this_name_per_turn                                  # "... and only 1 of them per turn"

Each block is named after the rule or the words of card text, never after a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards.library.action import Act, Proc
from engine.cards.library.conditions import Cond
from engine.cards.library.continuous import Spec, _card_spec, cannot_summon, until_end_of_turn
from engine.cards.library.filters import Filter
from engine.cards.library.groups import Fixed, Group, _Lowest, as_group
from engine.cards.library.triggers import On
from engine.continuous import Code
from engine.modifiers import Lingering, current_atk

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


# ------------------------------------------------------------------ groups
def with_highest_atk(group: Group) -> Group:
    """"The monster with the highest ATK" among a group (you choose among ties; with a single
    such monster nothing is asked: the text fixes it)."""
    return _Lowest(group, lambda ctx, c: -current_atk(ctx.g, c), f"{group.what} with the highest ATK")


# ------------------------------------------------------------------ battle
def _attacking(ctx: Ctx) -> bool:
    att = ctx.g.attack
    return att is not None and att.attacker is ctx.card


#: "If this card attacks, ... until the end of the Damage Step": from its attack declaration
#: (the declaration's own response window included) until its attack is over.
this_card_is_attacking = Cond(_attacking, "while this card attacks")


def opponents_spell_trap_cards(ctx: Ctx, player: int, card: Card, eff: Any) -> bool:
    """For ``cannot_activate``: "your opponent cannot activate Spell/Trap Cards" — the
    activation of a Spell/Trap Card by the other player (the effects of face-up Spells/Traps
    are not card activations and stay usable)."""
    return player != ctx.player and eff.kind == "activate" and not card.data.is_monster


def _battlers(ctx: Ctx) -> tuple[Card | None, Card | None]:
    """(your monster, your opponent's monster) in the battle going on, or Nones."""
    att = ctx.g.attack
    if att is None or att.target is None:
        return None, None
    a, t = att.attacker, att.target
    if a.controller == ctx.player and t.controller != ctx.player:
        return a, t
    if t.controller == ctx.player and a.controller != ctx.player:
        return t, a
    return None, None


def _battler(mine: bool) -> Fixed:
    def pick(ctx: Ctx) -> list[Card]:
        if "battlers" not in ctx.data and ctx.g.attack is not None:
            ctx.data["battlers"] = _battlers(ctx)  # "that monster": the same card later on
        card = ctx.data.get("battlers", (None, None))[0 if mine else 1]
        return [card] if card is not None and card.in_monster_zone else []

    return Fixed(pick, "your battling monster" if mine else "your opponent's battling monster")


#: "Your monster" and "the opponent's monster" of the battle between them going on (noted the
#: first time the effect reads them, so "that monster" stays the same after the battle).
your_battling_monster = _battler(True)
opponents_battling_monster = _battler(False)


def damage_step_starts(yours: Filter, *, opponents_higher_atk: bool = False) -> On:
    """"At the start of the Damage Step, if a <yours> monster you control battles an opponent's
    monster (with higher ATK)" — both face-up (ATK compared then)."""

    def test(ctx: Ctx, ev: Any) -> bool:
        if ev.kind != "damage_step_start":
            return False
        mine, theirs = _battlers(ctx)
        if mine is None or theirs is None or not (mine.face_up and theirs.face_up):
            return False
        if not yours.test(ctx, mine):
            return False
        return not opponents_higher_atk or current_atk(ctx.g, theirs) > current_atk(ctx.g, mine)

    return On(test, "the Damage Step starts")


def your_monster_inflicts_battle_damage(where: Filter, *, against_a_monster: bool = False) -> On:
    """"If a <where> monster you control inflicts battle damage to your opponent" (``against_a_
    monster``: by battling an opponent's monster, not a direct attack)."""

    def test(ctx: Ctx, ev: Any) -> bool:
        att = ctx.g.attack
        if ev.kind != "damage" or ev.reason != "battle" or ev.player == ctx.player or att is None:
            return False
        if att.target is None:
            return not against_a_monster and att.attacker.controller == ctx.player and \
                where.test(ctx, att.attacker)
        mine = _battlers(ctx)[0]
        return mine is not None and where.test(ctx, mine)

    return On(test, "your monster inflicts battle damage")


def that_battle_damage(ctx: Ctx) -> int:
    """"Equal to the battle damage inflicted": the damage of the event that set off this trigger."""
    ev = ctx.event
    return abs(ev.amount) if ev is not None and ev.amount else 0


def battle_damage_doubled(f: Filter, *, against_a_monster: bool = True) -> Spec:
    """"If a <f> monster battles an opponent's monster, any battle damage it inflicts to your
    opponent is doubled" (``Code.DOUBLE_BATTLE_DAMAGE``, asked with (player, source))."""

    def make(_applies: Any) -> Any:
        def answer(ctx: Ctx, subject: Any) -> Any:
            player, source = subject
            if player == ctx.player or source is None or source.controller != ctx.player:
                return None
            att = ctx.g.attack
            if against_a_monster and (att is None or att.target is None):
                return None
            return f.test(ctx, source)
        return answer

    return Spec(Code.DOUBLE_BATTLE_DAMAGE, Filter(lambda ctx, c: True), make,
                "battle damage doubled")


def cannot_be_destroyed_by_that_battle(affects: Filter | None = None) -> Spec:
    """"... cannot be destroyed by that battle" (with ``until_end_of_turn``: only the battle
    going on when the effect applied)."""
    return _card_spec(Code.INDESTRUCTIBLE_BY_BATTLE, affects,
                      lambda ctx, c: ctx.g.attack is not None and ctx.g.attack is ctx.data.get("battle"),
                      "cannot be destroyed by that battle")


def after_that_damage_calculation(act: Any) -> Act:
    """"..., then, after damage calculation, <act>" for the battle going on: done (not a Chain
    Link) once that battle's damage was calculated, when the game is open again; nothing if the
    battle ends before damage calculation."""
    from engine.cards.library.action import as_action

    then_ = as_action(act)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        seen = [len(g.log)]
        ln = Lingering(player=ctx.player, source=ctx.card.name, expires_turn=g.state.turn)

        def when_open() -> Proc:
            new, seen[0] = g.log[seen[0]:], len(g.log)
            ended = next((ev.kind for ev in new if ev.kind in (
                "battle", "damage_step_end", "attack_declared", "phase")), None)
            if ended is None:
                return False  # that battle is not over yet
            if ln in g.lingering:
                g.lingering.remove(ln)
            if ended != "battle":
                return False  # it ended before damage calculation
            g.new_group()
            done = yield from then_.run(ctx)
            return bool(done)

        ln.data["when_open"] = when_open
        g.lingering.append(ln)
        return True
        yield  # pragma: no cover

    return Act(run, then_.categories, text="after damage calculation")


def halve_atk_of_first_target_second_gains_it() -> Act:
    """"Target 2 face-up monsters you control; halve the ATK of the first until the end of this
    turn, and if you do, the other gains ATK equal to the ATK lost" (targets in the order they
    were chosen)."""
    from engine.cards.library.categories import ATK_DEF
    from engine.cards.library.continuous import gain_atk, set_atk
    from engine.cards.library.steps import is_unaffected

    def run(ctx: Ctx) -> Proc:
        targets = ctx.valid_targets()
        if len(targets) < 2 or not all(c.face_up for c in targets):
            return None
        first, second = targets[0], targets[1]
        before = current_atk(ctx.g, first)
        lost = before // 2
        yield from until_end_of_turn(set_atk(before - lost), to=as_group_of(first)).run(ctx)
        if is_unaffected(ctx, first) or current_atk(ctx.g, first) != before - lost:
            return [first]
        yield from until_end_of_turn(gain_atk(lost), to=as_group_of(second)).run(ctx)
        return [first, second]

    return Act(run, {ATK_DEF}, text="halve the ATK of one, the other gains it")


def gain_atk_equal_to(amount: Any) -> Spec:
    """"Gains ATK equal to <amount>" (``amount(ctx) -> int``, e.g. ``atk_of(...)``): worked out
    once, when the effect applies, and kept (not recomputed as that value changes)."""
    from engine.cards.library.continuous import gain_atk

    def frozen(ctx: Ctx, card: Card) -> Spec:
        return gain_atk(int(amount(ctx)))

    base = gain_atk(0)
    return Spec(base.code, None, base.make, "gains ATK", freeze=frozen)


def higher_stat_of_the_opponents_battler(plus: int = 0) -> Any:
    """For ``set_atk``/``set_def`` (a value ``(ctx, card)``): "during damage calculation, the
    ATK or DEF (whichever is higher) of the opponent's monster it battles, plus N" — None (no
    change) at any other time or when that monster is face-down."""
    from engine.modifiers import current_def

    def value(ctx: Ctx, card: Card) -> int | None:
        g = ctx.g
        att = g.attack
        if att is None or att.target is None or not (
                g.state.step == "damage_calc" or g.calculating_damage):
            return None
        other = att.target if att.attacker is card else att.attacker if att.target is card else None
        if other is None or other.controller == card.controller or not other.face_up:
            return None
        busy = g.__dict__.setdefault("_reading_battler_stats", set())
        if card.uid in busy:
            return None  # both battlers copy each other: each reads the other's own values
        busy.add(card.uid)
        try:
            return max(current_atk(g, other), current_def(g, other)) + plus
        finally:
            busy.discard(card.uid)

    return value


def sent_to_gy_from_face_up_on_field() -> On:
    """"If this face-up card on the field is sent to the GY" (not a Set card)."""
    from engine.state import GY, ON_FIELD

    return On(lambda ctx, ev: (ev.card is ctx.card and ev.dst == GY and ev.src in ON_FIELD
                               and bool(ev.data.get("was_face_up"))),
              "this face-up card is sent from the field to the GY")


def banish_until_your_next_standby_phase(group: Any, *on_return: Spec | tuple[Spec, ...]) -> Act:
    """"Banish it until your next Standby Phase" (ocgcore's temporary banishment): in your next
    Standby Phase (not this turn's) it returns to the field of the player who controlled it, in
    the position it left in — not a Summon — to the zone it left if free, else to a free Main
    Monster Zone (none free: it goes to the GY); a card banished from a hand returns to that hand; ``on_return`` are lingering changes it then gets "this turn" ("it
    can attack directly this turn"). Returns the cards banished."""
    from engine.cards.library import categories as cat
    from engine.cards.library.action import affected
    from engine.state import BANISHED, EXTRA_MONSTERS, GY, HAND, MONSTERS

    g_ = as_group(group)

    def run(ctx: Ctx) -> Proc:
        g = ctx.g
        chosen = yield from g_.choose(ctx, purpose="banish",
                                      cards=[c for c in g_.candidates(ctx)
                                             if c.on_field or c.location == HAND])
        out = []
        for c in affected(ctx, chosen):
            left = (c.location, c.zone, c.position, c.face_up, c.controller)
            g.new_group()
            g.banish(c, reason="effect", by=ctx.player)
            if c.location != BANISHED:
                continue
            out.append(c)
            _come_back(ctx, c, left, g.state.turn)
        return out

    def _come_back(ctx: Ctx, c: Card, left: tuple[Any, ...], banished_turn: int) -> None:
        g = ctx.g
        ln = Lingering(player=ctx.player, source=ctx.card.name)

        def later() -> Proc:
            if g.state.turn_player != ctx.player or g.state.turn == banished_turn:
                ln.data["done"] = False  # not yet: the player's next Standby Phase
                return
            if ln in g.lingering:
                g.lingering.remove(ln)
            if c.location != BANISHED or not c.face_up:
                return
            where, zone, position, face_up, owner = left
            if where == HAND:  # a card banished from a hand returns to that hand
                g.new_group()
                g.move(c, HAND, player=owner, reason="effect", by=ctx.player, event="returned")
                return
            free = g.free_zones(owner, where)
            g.new_group()
            if zone not in free:
                where, free = MONSTERS, g.free_zones(owner, MONSTERS)
                if not free:
                    g.move(c, GY, reason="rule", by=ctx.player)
                    return
                zone = yield from g.choose_zone(owner, MONSTERS, free, zone_player=owner,
                                                hint=f"{ctx.card.name}: where does {c.name} return?")
            g.move(c, where if where in (MONSTERS, EXTRA_MONSTERS) else MONSTERS,
                   player=owner, zone=zone, face_up=face_up, position=position,
                   reason="effect", by=ctx.player, event="returned")
            if on_return and c.in_monster_zone:
                yield from until_end_of_turn(*on_return, to=as_group_of(c)).run(ctx)

        ln.data["at_phase"] = ("standby", later)
        g.lingering.append(ln)

    return Act(run, {cat.BANISH}, text="banish it until your next Standby Phase")


def stronger_than_one_in_your_deck(f: Filter) -> Filter:
    """"... whose original ATK is higher than the ATK of a <f> card in your Deck" (a target that
    leaves something to search)."""
    from engine.modifiers import original_atk

    def test(ctx: Ctx, c: Card) -> bool:
        base = original_atk(c)
        return any(f.test(ctx, d) and original_atk(d) < base
                   for d in ctx.g.state.players[ctx.player].deck)

    return Filter(test, f"with a weaker {f.text} in your Deck")


def atk_below_original_atk_of(group: Any) -> Filter:
    """"With lower ATK than <that monster>'s original ATK" (``those_cards``: the card the
    previous action moved)."""
    from engine.modifiers import original_atk

    g_ = as_group(group)

    def test(ctx: Ctx, c: Card) -> bool:
        ref = g_.candidates(ctx) if not isinstance(g_, Fixed) else g_.pick(ctx)
        return bool(ref) and original_atk(c) < original_atk(ref[0])

    return Filter(test, "with lower ATK than that monster's original ATK")


def destroy_another_instead(f: Filter) -> Spec:
    """"If this face-up card would be destroyed (by battle or card effect): you can destroy 1
    other <f> in your hand or face-up on your field instead" — asked when it would be destroyed
    (``Code.DESTROY_REPLACEMENT_ASKED``); a card destroyed at the same time cannot stand in."""
    from engine.cards.library.steps import ask_yes_no, choose_cards
    from engine.state import GY, HAND

    def make(_applies: Any) -> Any:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, _reason, _by, together = subject
            me = ctx.card
            if card is not me or not (me.in_monster_zone and me.face_up):
                return None
            p = ctx.g.state.players[ctx.player]
            others = [c for c in [*p.hand, *p.field_monsters()]
                      if c is not me and c not in together and (c.location == HAND or c.face_up)
                      and f.test(ctx, c)]
            if not others:
                return None

            def offer() -> Proc:
                if not (yield from ask_yes_no(ctx, f"{me.name} would be destroyed: destroy another "
                                                   f"{f.text} instead?")):
                    return False
                chosen = yield from choose_cards(ctx, others, 1, purpose="destroy",
                                                 hint=f"{me.name}: destroy which card instead?")
                g = ctx.g
                g.new_group()
                for c in chosen:
                    if c.on_field:
                        g.destroy([c], reason="effect", by=ctx.player)
                    else:
                        g.move(c, GY, reason="effect", by=ctx.player, event="destroyed")
                return True

            return offer
        return answer

    return Spec(Code.DESTROY_REPLACEMENT_ASKED, Filter(lambda ctx, c: True), make,
                "destroy another card instead")


#: "If this card was Normal Summoned" (it is on the field by a Normal or Tribute Summon).
normal_summoned = Filter(lambda ctx, c: c.in_monster_zone and c.summon_kind in ("normal", "tribute"),
                         "Normal Summoned")


def as_group_of(card: Card) -> Fixed:
    """A fixed group of exactly ``card`` (for an action inside a step)."""
    return Fixed(lambda ctx: [card] if card.in_monster_zone else [], card.name)


# ------------------------------------------------------------------ Link arrows
def _co_linked_to_this_card(ctx: Ctx, c: Card) -> bool:
    """Co-linked to this card: a face-up Link Monster this card points to that points back
    (seed 002 03.6 "co-linked")."""
    from engine.procedures.extra_summons import pointed_monsters

    me = ctx.card
    if c is me or not (me.data.is_link and me.in_monster_zone and me.face_up):
        return False
    return (c.data.is_link and c.face_up and c in pointed_monsters(ctx.g, me)
            and me in pointed_monsters(ctx.g, c))


#: "A monster co-linked to this card" (not any co-linked monster: ``co_linked``).
co_linked_to_this_card = Filter(_co_linked_to_this_card, "co-linked to this card")


def co_linked_to_at_least(n: int) -> Cond:
    """"If this card is co-linked to N (or more) monsters"."""
    def test(ctx: Ctx) -> bool:
        return sum(1 for c in ctx.g.monsters() if _co_linked_to_this_card(ctx, c)) >= n

    return Cond(test, f"this card is co-linked to {n} or more monsters")


# ------------------------------------------------------------------ Summons
def normal_summon_in_addition(f: Filter) -> Act:
    """"This turn you can Normal Summon 1 <f> monster in addition to your Normal Summon/Set
    (you can only gain this effect once per turn)": the one additional Normal Summon of seed 002
    n.Summons 01.4h-n — never a Set, only a monster matching ``f``."""
    from engine.procedures.abilities import grant_additional_summon

    def run(ctx: Ctx) -> Proc:
        test = f.test
        return grant_additional_summon(ctx.g, ctx.player, lambda card: test(ctx, card))
        yield  # pragma: no cover

    def possible(ctx: Ctx) -> bool:
        return not ctx.g.state.per_turn[ctx.player].extra_summon_granted

    return Act(run, possible=possible, text="Normal Summon in addition")


def neither_player_can_special_summon(f: Filter, reason: str) -> Spec:
    """"Neither player can Special Summon <f> monsters" (with ``until_end_of_turn``: "for the
    rest of this turn"); ``f`` is tested on the monster about to be Summoned."""

    def test(ctx: Ctx, player: int, card: Card, kind: str) -> bool:
        return kind not in ("normal", "tribute", "gemini", "flip") and f.test(ctx, card)

    return cannot_summon(test, reason)


def cannot_be_tributed(affects: Filter | None = None) -> Spec:
    """"... cannot be Tributed" (for a Tribute Summon or for a cost: ``Code.CANNOT_BE_TRIBUTED``)."""
    return _card_spec(Code.CANNOT_BE_TRIBUTED, affects,
                      lambda ctx, c: f"{c.name} cannot be Tributed ({ctx.card.name})",
                      "cannot be Tributed")


#: "With ATK less than or equal to this card's (current) ATK".
atk_at_most_this_cards = Filter(
    lambda ctx, c: ctx.card.in_monster_zone and c.in_monster_zone
    and current_atk(ctx.g, c) <= current_atk(ctx.g, ctx.card),
    "with ATK less than or equal to this card's")


# ------------------------------------------------------------------ limits
def _used_this_name(ctx: Ctx) -> bool:
    from engine.procedures.abilities import events_this_turn

    name = ctx.card.data.name
    return any(ev.kind == "activated" and ev.player == ctx.player and ev.card is not None
               and ev.card.data.name == name and not ev.data.get("card_activation")
               for ev in events_this_turn(ctx.g))


#: "You can only use each effect of X once per Duel, and only 1 of them per turn": the
#: per-turn half (``limit=once_per_duel`` is the other) — no effect of a card with this name
#: was activated by you this turn.
one_effect_of_this_name_per_turn = Cond(lambda ctx: not _used_this_name(ctx),
                                        "no effect of a card with this name used this turn")


__all__ = [
    "after_that_damage_calculation",
    "as_group_of",
    "atk_at_most_this_cards",
    "atk_below_original_atk_of",
    "banish_until_your_next_standby_phase",
    "battle_damage_doubled",
    "cannot_be_destroyed_by_that_battle",
    "cannot_be_tributed",
    "co_linked_to_at_least",
    "co_linked_to_this_card",
    "damage_step_starts",
    "destroy_another_instead",
    "gain_atk_equal_to",
    "halve_atk_of_first_target_second_gains_it",
    "higher_stat_of_the_opponents_battler",
    "neither_player_can_special_summon",
    "normal_summon_in_addition",
    "normal_summoned",
    "one_effect_of_this_name_per_turn",
    "opponents_battling_monster",
    "opponents_spell_trap_cards",
    "sent_to_gy_from_face_up_on_field",
    "stronger_than_one_in_your_deck",
    "that_battle_damage",
    "this_card_is_attacking",
    "with_highest_atk",
    "your_battling_monster",
    "your_monster_inflicts_battle_damage",
]
