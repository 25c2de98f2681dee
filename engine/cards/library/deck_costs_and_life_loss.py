"""Costs that take the top of the Deck, LP lost (not paid, not damage), replacements from the
GY, banishes the opponent chooses from their own Deck, and values counted from a monster's
Summon or the field.

    Activate(cost=banish_top_of_your_deck(10, face_down=True), resolve=draw(2))   # "banish the top 10, face-down; draw 2"
    special_summon(TARGETS), lose_lp_for_each_of_them(1000)                        # "... and you lose 1000 LP for each"
    target=from_gy(monster, up_to_your_free_monster_zones)                          # "any number" bounded by free zones
    Continuous(banish_this_card_from_gy_instead(race("Dragon") & yours), range=IN_GY)
    opponent_banishes_from_their_deck(monster, 3)                                    # "your opponent banishes 3 ... from their Deck"
    Continuous(gain_atk(for_each_non_tuner_synchro_material(200)))                   # "200 for each non-Tuner material"
    until_end_of_turn(*second_attack_on_a_monster(), to=THIS_CARD)                   # "up to 2 attacks on monsters"
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards.library import categories as cat
from engine.cards.library.action import Act, Amount, Proc, amount_of, reason
from engine.cards.library.continuous import Spec
from engine.cards.library.filters import Filter, where
from engine.cards.library.groups import Count, those_cards
from engine.continuous import Code
from engine.state import BANISHED, GY, MONSTERS

if TYPE_CHECKING:
    from engine.effects import Ctx
    from engine.state import Card


def banish_top_of_your_deck(n: int, *, face_down: bool = False) -> Act:
    """"Banish N cards from the top of your Deck (face-down)" — as a cost it needs all N: with
    fewer cards in the Deck, or one that cannot be banished, the card cannot be activated
    (seed 004 "Costs": a cost must be paid in full)."""

    def top(ctx: Ctx) -> list[Card]:
        return list(ctx.g.state.players[ctx.player].deck[:n])

    def possible(ctx: Ctx) -> bool:
        cards = top(ctx)
        return len(cards) >= n and all(ctx.g.banish_refusal(c, ctx.player) is None for c in cards)

    def run(ctx: Ctx) -> Proc:
        cards = top(ctx)
        ctx.g.new_group()
        for c in cards:
            ctx.g.banish(c, reason=reason(ctx), by=ctx.player, face_up=not face_down)
        moved = [c for c in cards if c.location == BANISHED]
        ctx.data["last"] = moved
        return moved
        yield  # pragma: no cover

    return Act(run, {cat.BANISH}, possible=possible,
               text=f"banish the top {n} cards of your Deck{' face-down' if face_down else ''}")


def lose_lp_for_each_of_them(amount: Amount) -> Act:
    """"You lose N LP for each monster <the previous action> moved": a loss of LP, neither a cost
    nor damage (no damage modifier applies to it), after the cards moved."""

    def run(ctx: Ctx) -> Proc:
        count = len(those_cards.candidates(ctx))
        value = amount_of(amount, ctx) * count
        if value > 0:
            ctx.g.new_group()
            ctx.g.change_lp(ctx.player, -value, "effect", ctx.player)
        return value
        yield  # pragma: no cover

    return Act(run, set(), text="lose LP for each")


def _summonable_at_once(ctx: Ctx) -> int:
    from engine.modifiers import ask

    zones = len(ctx.g.free_zones(ctx.player, MONSTERS))
    return min(zones, 1) if ask(ctx.g, Code.ONE_SPECIAL_SUMMON_AT_A_TIME, ctx.player) else zones


#: "Any number of ..." where each one is Special Summoned: at least 1, at most your free Main
#: Monster Zones (and 1 while a player cannot Special Summon 2 or more at the same time).
up_to_your_free_monster_zones = Count(1, None, limit=_summonable_at_once)


def neither_player_can_special_summon_two_or_more_at_once() -> Spec:
    """"Neither player can Special Summon 2 or more monsters at the same time"
    (``Code.ONE_SPECIAL_SUMMON_AT_A_TIME``, asked by the Pendulum Summon and by effects that
    Special Summon: they choose at most 1 monster)."""
    from engine.cards.library.continuous import player_spec

    return player_spec(Code.ONE_SPECIAL_SUMMON_AT_A_TIME, lambda ctx, player: True,
                       "neither player can Special Summon 2 or more monsters at the same time")


def battle_damage_it_inflicts_halved(unless_it_has_material: Filter | None = None) -> Spec:
    """"Battle damage this card inflicts to your opponent is halved (unless it has a <f> card as
    material)" (``Code.HALVE_BATTLE_DAMAGE``, asked with (player, source) by the battle damage
    step)."""
    unless = unless_it_has_material

    def make(_applies: Any) -> Any:
        def answer(ctx: Ctx, subject: Any) -> Any:
            player, source = subject
            if source is not ctx.card or player == ctx.player:
                return None
            return unless is None or not any(unless.test(ctx, m) for m in source.materials)
        return answer

    return Spec(Code.HALVE_BATTLE_DAMAGE, Filter(lambda ctx, c: True), make,
                "battle damage it inflicts halved")


def banish_this_card_from_gy_instead(affects: Filter) -> Spec:
    """"If a <affects> monster would be destroyed by battle or card effect, you can banish this
    card from your GY instead" — a replacement that asks (``Code.DESTROY_REPLACEMENT_ASKED``,
    declared with ``range=IN_GY``); the card must still be in the GY when it is used."""
    from engine.cards.library.steps import ask_yes_no

    def make(applies: Callable[[Ctx, Card], bool]) -> Callable[[Ctx, Any], Any]:
        def answer(ctx: Ctx, subject: Any) -> Any:
            card, _why, _by, _together = subject
            me = ctx.card
            if me.location != GY or not (card.in_monster_zone and card.face_up):
                return None
            if not applies(ctx, card) or ctx.g.banish_refusal(me, ctx.player) is not None:
                return None

            def offer() -> Proc:
                if not (yield from ask_yes_no(ctx, f"{card.name} would be destroyed: banish "
                                                   f"{me.name} from your GY instead?")):
                    return False
                ctx.g.new_group()
                ctx.g.banish(me, reason="effect", by=ctx.player)
                return True

            return offer
        return answer

    return Spec(Code.DESTROY_REPLACEMENT_ASKED, affects, make,
                "banish this card from the GY instead of the destruction")


def opponent_banishes_from_their_deck(f: Filter, n: int) -> Act:
    """"Your opponent banishes N <f> cards from their Deck": the opponent chooses them in their
    own Deck; with fewer than N that can be banished, none is (the effect cannot be carried out
    as written), and the Deck is shuffled."""
    from engine.cards.library.steps import choose_cards

    def run(ctx: Ctx) -> Proc:
        other = 1 - ctx.player
        found = [c for c in ctx.g.state.players[other].deck
                 if f.test(ctx, c) and ctx.g.banish_refusal(c, other) is None]
        count = n
        if len(found) < n:
            return []
        chosen = yield from choose_cards(ctx, found, count, player=other, purpose="banish",
                                         hint=f"{ctx.card.name}: banish {count} from your Deck")
        ctx.g.new_group()
        for c in chosen:
            ctx.g.banish(c, reason="effect", by=ctx.player)
        ctx.g.shuffle_deck(other)
        moved = [c for c in chosen if c.location == BANISHED]
        ctx.data["last"] = moved
        return moved

    return Act(run, {cat.BANISH}, text=f"your opponent banishes {n} from their Deck")


def for_each_non_tuner_synchro_material(amount: int) -> Callable[[Ctx, Card], int]:
    """"N for each non-Tuner monster used as material for its Synchro Summon" (a continuous
    value): the material names its Summon kept (``extra_summons._finish``), less the 1 Tuner;
    0 if it was not Synchro Summoned."""

    def value(ctx: Ctx, c: Card) -> int:
        names = c.flags.get("material_names")
        if c.summon_kind != "synchro" or not isinstance(names, tuple):
            return 0
        return amount * max(0, len(names) - 1)

    return value


def for_each_rank_on_the_field(amount: int) -> Callable[[Ctx, Card], int]:
    """"N x the total Ranks of the face-up Xyz Monsters on the field" (a value asked now)."""
    from engine.modifiers import current_level

    def value(ctx: Ctx, c: Card) -> int:
        return amount * sum(current_level(ctx.g, m) for m in ctx.g.face_up_monsters()
                            if m.data.is_xyz)

    return value


#: "An Equip Card equipped to this card" (its Spell & Trap Zone card whose host is this card).
equipped_to_this_card = where(lambda ctx, c: c.equipped_to is ctx.card and c.on_field,
                              "Equip Card equipped to this card")


def second_attack_on_a_monster() -> tuple[Spec, ...]:
    """"Can make up to 2 attacks on monsters during each Battle Phase": one more attack, and
    once it has attacked it cannot attack directly (use with ``until_end_of_turn(..., to=)``)."""
    from engine.cards.library.continuous import _card_spec, extra_attacks

    return (extra_attacks(1),
            _card_spec(Code.CANNOT_ATTACK_DIRECTLY, None, lambda ctx, c: c.attacks >= 1,
                       "cannot attack directly after its first attack"))


def had_material_when_it_left(f: Filter) -> Any:
    """"If this card that has a <f> card as material is destroyed ...": a trigger test (to ``&``
    with the event) — a <f> material went from under it to the GY or banishment together with
    the event (the same group: a monster leaving the field sheds its materials at once)."""
    from engine.cards.library.triggers import On
    from engine.procedures.abilities import events_this_turn
    from engine.state import OVERLAY

    def test(ctx: Ctx, ev: Any) -> bool:
        return any(e.group == ev.group and e.kind == "moved" and e.src == OVERLAY
                   and e.card is not None and f.test(ctx, e.card)
                   for e in events_this_turn(ctx.g))

    return On(test, f"it had a {f.text} card as material")


def another_face_up_monster_destroyed_was(f: Filter) -> Any:
    """"If another face-up <f> monster ... is destroyed": a trigger test (to ``&`` with
    ``a_monster_destroyed(...)``) on the destroyed card, other than this card."""
    from engine.cards.library.triggers import On

    def test(ctx: Ctx, ev: Any) -> bool:
        return (ev.card is not None and ev.card is not ctx.card
                and bool(ev.data.get("was_face_up", True)) and f.test(ctx, ev.card))

    return On(test, f"another face-up {f.text} was destroyed")


def gain_original_atk_of(group: Any) -> Spec:
    """"Gains ATK equal to the original ATK of <that card>" (it may have left the field): the
    value is fixed when the effect applies."""
    from engine.cards.library.continuous import gain_atk
    from engine.cards.library.groups import as_group

    g_ = as_group(group)

    def frozen(ctx: Ctx, card: Card) -> Spec:
        cards = g_.candidates(ctx)
        return gain_atk(max(0, cards[0].data.atk or 0) if cards else 0)

    base = gain_atk(0)
    return Spec(base.code, None, base.make, "gains ATK equal to another monster's original ATK",
                freeze=frozen)


def change_the_attack_target_to_this_card() -> Act:
    """"Change the attack target to this card" (the attack goes on against it: no replay, seed
    003 "Replays"); nothing happens if the attack is gone or this card is no longer a face-up
    monster."""

    def run(ctx: Ctx) -> Proc:
        att, me = ctx.g.attack, ctx.card
        if att is None or att.negated or not me.is_face_up_monster or att.target is me:
            return None
        if att.attacker.controller == me.controller:
            return None
        att.target = me
        ctx.g.emit("attack_target_changed", player=ctx.player, card=me,
                   data={"attacker": att.attacker.uid})
        ctx.g.changed()
        return [me]
        yield  # pragma: no cover

    return Act(run, set(), text="change the attack target to this card")


__all__ = [
    "another_face_up_monster_destroyed_was",
    "banish_this_card_from_gy_instead",
    "banish_top_of_your_deck",
    "battle_damage_it_inflicts_halved",
    "change_the_attack_target_to_this_card",
    "equipped_to_this_card",
    "for_each_non_tuner_synchro_material",
    "for_each_rank_on_the_field",
    "gain_original_atk_of",
    "had_material_when_it_left",
    "lose_lp_for_each_of_them",
    "neither_player_can_special_summon_two_or_more_at_once",
    "opponent_banishes_from_their_deck",
    "second_attack_on_a_monster",
    "up_to_your_free_monster_zones",
]
