"""Pool 1 Spells (POOL.md): classic Spell Cards the rules documents use as examples.

Spell kinds (seed 003 pp. 22-25): Normal Spells resolve once and go to the GY;
Quick-Play Spells are Spell Speed 2; Continuous and Field Spells stay and apply
once their activation has resolved; Equip Spells stay attached to one monster.
The engine enforces when each kind may be activated; these declarations say
only what each card does. Card texts are in our own words.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine.cards.pool.dsl import (
    ACTIVATE,
    CONTINUOUS,
    GY,
    HAND,
    TRIGGER,
    Ctx,
    Effect,
    Targets,
    can_be_revived,
    card,
    choose_cards,
    current_atk,
    face_up_monster,
    monster,
    opponents,
    sent_from_field_to_gy,
    spell_trap,
    yours,
)
from engine.cards.pool.mechanics import (
    activation_resolved,
    bound_for_gy,
    equip_effects,
    maintenance_lp,
)
from engine.modifiers import Lingering, destruction_replaced, unaffected
from engine.procedures.summon import special_summon
from engine.prompts import OptionPrompt
from engine.state import BANISHED, DEFENSE, FIELD, MONSTERS, SPELLS, Card

Proc = Generator[Any, Any, Any]


# ------------------------------------------------------------------ shared helpers
def _done() -> Proc:
    """An empty procedure: lets plain functions be used where a generator is expected."""
    return
    yield  # pragma: no cover


def _hand(ctx: Ctx, player: int) -> list[Card]:
    """A hand without the card being activated (it is on its way to the field)."""
    return [c for c in ctx.g.state.players[player].hand if c is not ctx.card]


def _deck_has(count: int) -> Callable[[Ctx], bool]:
    """Drawing effects cannot be activated unless the Deck can supply every draw."""
    return lambda ctx: len(ctx.g.state.players[ctx.player].deck) >= count


def _free_monster_zone(ctx: Ctx) -> bool:
    return bool(ctx.g.free_zones(ctx.player, MONSTERS))


def _affected(ctx: Ctx, cards: list[Card]) -> list[Card]:
    """Cards this effect can touch: an unaffected card is "seen" but ignored (seed 004)."""
    return [c for c in cards if not unaffected(ctx.g, c, ctx)]


def _destroy(ctx: Ctx, cards: list[Card]) -> None:
    ctx.g.destroy(_affected(ctx, cards), by=ctx.player)


def _other_spell_traps(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.g.field_cards() if c.location in (SPELLS, FIELD) and c is not ctx.card]


def _revivable(ctx: Ctx, c: Card) -> bool:
    """A monster in a GY that may be Special Summoned: one that must first be properly
    Summoned (Extra Deck, Ritual, Special Summon-only) only if it was (seed 001)."""
    return c.location == GY and can_be_revived(ctx, c)


def _attach(ctx: Ctx, equip: Card, target: Card) -> None:
    """Attach an Equip Card to the monster it now equips (seed 003 p. 24)."""
    equip.equipped_to = target
    ctx.g.emit("equipped", player=ctx.player, card=equip, data={"to": target.uid})


def _draw(count: int) -> Callable[[Ctx], Proc]:
    def resolve(ctx: Ctx) -> Proc:
        ctx.g.draw(ctx.player, count, reason="effect")
        yield from _done()
    return resolve


# ------------------------------------------------------------------ Normal Spells
card("Pot of Greed",
     "Normal Spell. Draw 2 cards.",
     Effect(ACTIVATE, text="Draw 2 cards.", condition=_deck_has(2), resolve=_draw(2)))


def _dark_hole(ctx: Ctx) -> Proc:
    _destroy(ctx, ctx.g.monsters())
    yield from _done()


card("Dark Hole",
     "Normal Spell. Destroy every monster on the field.",
     Effect(ACTIVATE, text="Destroy every monster on the field.",
            condition=lambda ctx: bool(ctx.g.monsters()), resolve=_dark_hole))


def _raigeki(ctx: Ctx) -> Proc:
    _destroy(ctx, ctx.g.monsters(ctx.opponent))
    yield from _done()


card("Raigeki",
     "Normal Spell. Destroy every monster your opponent controls.",
     Effect(ACTIVATE, text="Destroy every monster your opponent controls.",
            condition=lambda ctx: bool(ctx.g.monsters(ctx.opponent)), resolve=_raigeki))


def _monster_reborn(ctx: Ctx) -> Proc:
    for target in ctx.valid_targets():
        yield from special_summon(ctx.g, ctx.player, target, by=ctx.player)


card("Monster Reborn",
     "Normal Spell. Target 1 monster in either player's GY; Special Summon it to your field.",
     Effect(ACTIVATE, text="Special Summon a monster from either GY.",
            condition=_free_monster_zone,
            target=Targets(_revivable, places=(GY,), hint="Special Summon which monster?"),
            resolve=_monster_reborn))


def _heavy_storm(ctx: Ctx) -> Proc:
    _destroy(ctx, _other_spell_traps(ctx))
    yield from _done()


card("Heavy Storm",
     "Normal Spell. Destroy every other Spell and Trap Card on the field.",
     Effect(ACTIVATE, text="Destroy every Spell and Trap Card on the field.",
            condition=lambda ctx: bool(_other_spell_traps(ctx)), resolve=_heavy_storm))


def _giant_trunade(ctx: Ctx) -> Proc:
    g = ctx.g
    returning = [c for c in _affected(ctx, _other_spell_traps(ctx)) if not bound_for_gy(g, c)]
    g.new_group()
    for c in returning:
        # a Set card goes back unseen; move() hides it from the opponent
        g.move(c, HAND, reason="effect", by=ctx.player, face_up=False, event="to_hand")
    yield from _done()


card("Giant Trunade",
     "Normal Spell. Return every other Spell and Trap Card on the field to its owner's hand.",
     Effect(ACTIVATE, text="Return every Spell and Trap Card on the field to the hand.",
            condition=lambda ctx: bool(_other_spell_traps(ctx)), resolve=_giant_trunade))


def _dian_keto(ctx: Ctx) -> Proc:
    ctx.g.gain_lp(ctx.player, 1000, by=ctx.player)
    yield from _done()


card("Dian Keto the Cure Master",
     "Normal Spell. Gain 1000 Life Points.",
     Effect(ACTIVATE, text="Gain 1000 LP.", resolve=_dian_keto))


def _take_until_end_phase(ctx: Ctx) -> Proc:
    g = ctx.g
    for target in ctx.valid_targets():
        zones = g.free_zones(ctx.player, MONSTERS)
        if not zones:
            return
        zone = yield from g.choose_zone(ctx.player, MONSTERS, zones,
                                        hint=f"Where to place {target.name}?")
        g.new_group()
        g.take_control(target, ctx.player, zone=zone, source=ctx.card.name,
                       until_turn=g.state.turn)


card("Change of Heart",
     "Normal Spell. Target 1 monster your opponent controls; you control it until the End "
     "Phase of this turn.",
     Effect(ACTIVATE, text="Take control of an opponent's monster until the End Phase.",
            condition=_free_monster_zone,
            target=Targets(opponents(monster), hint="Take control of which monster?"),
            resolve=_take_until_end_phase))


def _fissure(ctx: Ctx) -> Proc:
    g = ctx.g
    mons = g.face_up_monsters(ctx.opponent)
    if not mons:
        return
    low = min(current_atk(g, c) for c in mons)
    lowest = [c for c in mons if current_atk(g, c) == low]
    if len(lowest) > 1:
        lowest = yield from choose_cards(ctx, lowest, purpose="destroy",
                                         hint="Fissure: which of the tied monsters to destroy?")
    # an unaffected lowest monster is not skipped: the effect just does nothing (seed 004)
    _destroy(ctx, lowest)


card("Fissure",
     "Normal Spell. Destroy the face-up monster your opponent controls with the lowest ATK "
     "(you choose among ties).",
     Effect(ACTIVATE, text="Destroy the opponent's lowest-ATK face-up monster.",
            condition=lambda ctx: bool(ctx.g.face_up_monsters(ctx.opponent)), resolve=_fissure))


def _card_destruction(ctx: Ctx) -> Proc:
    g = ctx.g
    order = (g.state.turn_player, 1 - g.state.turn_player)
    counts = {}
    g.new_group()
    for player in order:
        hand = list(g.state.players[player].hand)
        counts[player] = len(hand)
        for c in hand:
            g.discard(c, by=ctx.player)
    for player in order:
        if counts[player]:
            g.draw(player, counts[player], reason="effect")
    yield from _done()


card("Card Destruction",
     "Normal Spell. Each player discards their whole hand, then draws as many cards as they "
     "discarded.",
     Effect(ACTIVATE, text="Both players discard their hands and draw the same number.",
            condition=lambda ctx: bool(_hand(ctx, 0) or _hand(ctx, 1)),
            resolve=_card_destruction))


def _discard_one_cost(ctx: Ctx) -> Proc:
    chosen = yield from choose_cards(ctx, _hand(ctx, ctx.player), purpose="discard",
                                     hint=f"{ctx.card.name}: discard 1 card (cost)")
    ctx.g.new_group()
    for c in chosen:
        ctx.g.discard(c, reason="cost", by=ctx.player)


def _lightning_vortex(ctx: Ctx) -> Proc:
    _destroy(ctx, ctx.g.face_up_monsters(ctx.opponent))
    yield from _done()


card("Lightning Vortex",
     "Normal Spell. Discard 1 card: destroy every face-up monster your opponent controls.",
     Effect(ACTIVATE, text="Discard 1 card; destroy the opponent's face-up monsters.",
            condition=lambda ctx: bool(ctx.g.face_up_monsters(ctx.opponent)),
            cost_ok=lambda ctx: bool(_hand(ctx, ctx.player)), cost=_discard_one_cost,
            resolve=_lightning_vortex))


def _lord_of_d_on_field(ctx: Ctx) -> bool:
    return any(c.name == "Lord of D." for c in ctx.g.face_up_monsters())


def _dragons_in_hand(ctx: Ctx) -> list[Card]:
    return [c for c in _hand(ctx, ctx.player) if c.data.is_monster and c.data.race == "Dragon"]


def _flute(ctx: Ctx) -> Proc:
    g = ctx.g
    room = len(g.free_zones(ctx.player, MONSTERS))
    dragons = _dragons_in_hand(ctx)
    if not room or not dragons:
        return
    chosen = yield from choose_cards(ctx, dragons, count=1, maximum=min(2, room, len(dragons)),
                                     purpose="special_summon",
                                     hint="Special Summon up to 2 Dragon monsters")
    for dragon in chosen:
        yield from special_summon(g, ctx.player, dragon, by=ctx.player)


card("The Flute of Summoning Dragon",
     "Normal Spell. While \"Lord of D.\" is face-up on the field: Special Summon up to 2 "
     "Dragon monsters from your hand.",
     Effect(ACTIVATE, text="Special Summon up to 2 Dragons from your hand.",
            condition=lambda ctx: (_lord_of_d_on_field(ctx) and bool(_dragons_in_hand(ctx))
                                   and _free_monster_zone(ctx)),
            resolve=_flute))


def _destroy_and_banish(ctx: Ctx, c: Card) -> bool:
    """Destroy a card, banishing it instead of sending it to the GY."""
    g = ctx.g
    if not c.on_field or unaffected(g, c, ctx) or destruction_replaced(g, c, "effect", ctx.player):
        return False
    g.new_group()
    g.move(c, BANISHED, reason="effect", by=ctx.player, face_up=True, event="destroyed")
    return True


def _nobleman(ctx: Ctx) -> Proc:
    g = ctx.g
    for target in ctx.valid_targets():
        if _destroy_and_banish(ctx, target) and target.data.has("Flip"):
            for player in (ctx.player, ctx.opponent):
                for c in [d for d in g.state.players[player].deck if d.name == target.name]:
                    g.banish(c, by=ctx.player)
    yield from _done()


card("Nobleman of Crossout",
     "Normal Spell. Target 1 face-down monster on the field; destroy it and banish it. If it "
     "was a Flip monster, each player also banishes every card with its name from their Deck.",
     Effect(ACTIVATE, text="Destroy and banish a face-down monster.",
            target=Targets(lambda ctx, c: c.in_monster_zone and not c.face_up,
                           hint="Destroy and banish which face-down monster?"),
            resolve=_nobleman))


def _spell_or_set(ctx: Ctx, c: Card) -> bool:
    """A Spell Card on the field, or a Set card that might be one (De-Spell)."""
    return c.location in (SPELLS, FIELD) and (
        not c.face_up or c.data.is_spell or c.data.is_monster)  # a Pendulum Zone card is a Spell


def _de_spell(ctx: Ctx) -> Proc:
    g = ctx.g
    for target in ctx.valid_targets():
        if not target.face_up:
            g.new_group()
            g.emit("revealed", player=target.controller, card=target, by=ctx.player)
            if not target.data.is_spell:
                continue
        _destroy(ctx, [target])
    yield from _done()


card("De-Spell",
     "Normal Spell. Target 1 Spell Card on the field; destroy it. A Set target is revealed "
     "and destroyed only if it is a Spell.",
     Effect(ACTIVATE, text="Destroy a Spell Card (a Set card is revealed first).",
            target=Targets(_spell_or_set, exclude_self=True, hint="Destroy which Spell?"),
            resolve=_de_spell))


def _graceful_charity(ctx: Ctx) -> Proc:
    g = ctx.g
    g.draw(ctx.player, 3, reason="effect")
    hand = g.state.players[ctx.player].hand
    count = min(2, len(hand))
    if not count:
        return
    chosen = yield from choose_cards(ctx, list(hand), count=count, purpose="discard",
                                     hint="Graceful Charity: discard 2 cards")
    g.new_group()
    for c in chosen:
        g.discard(c, by=ctx.player)


card("Graceful Charity",
     "Normal Spell. Draw 3 cards, then discard 2 cards.",
     Effect(ACTIVATE, text="Draw 3, then discard 2.", condition=_deck_has(3),
            resolve=_graceful_charity))


def _gamble_condition(ctx: Ctx) -> bool:
    return len(_hand(ctx, ctx.opponent)) >= 5 and len(_hand(ctx, ctx.player)) <= 2


def _gamble(ctx: Ctx) -> Proc:
    g = ctx.g
    sides = ["heads", "tails"]
    answer = yield OptionPrompt(player=ctx.player, options=["Heads", "Tails"],
                                hint="Gamble: call the coin toss")
    result = g.coin()
    g.new_group()
    g.emit("coin", player=ctx.player, card=ctx.card,
           data={"call": sides[answer.option], "result": result})
    if sides[answer.option] == result:
        missing = 5 - len(g.state.players[ctx.player].hand)
        if missing > 0:
            g.draw(ctx.player, missing, reason="effect")
    else:
        g.skip_next_turn.append(ctx.player)


# Gamble is a Normal Trap in the card database, though POOL.md lists it with the Spells.
card("Gamble",
     "Normal Trap. Only while your opponent has 5 or more cards in hand and you have 2 or "
     "fewer: call a coin toss. Right: draw until you hold 5 cards. Wrong: skip your next turn.",
     Effect(ACTIVATE, text="Call a coin toss: draw up to 5, or skip your next turn.",
            condition=_gamble_condition, resolve=_gamble))


# ------------------------------------------------------------------ Swords of Revealing Light
def _swords(ctx: Ctx) -> Proc:
    g = ctx.g
    face_down = [c for c in g.monsters(ctx.opponent) if not c.face_up]
    if face_down:
        g.new_group()
        for c in _affected(ctx, face_down):
            g.set_position(c, c.position, True, by=ctx.player)
    if ctx.card.on_field:
        _swords_stays(g, ctx.card, ctx.player)
    yield from _done()


def _swords_stays(g: Any, me: Card, player: int) -> None:
    """Stays on the field until the End Phase of the opponent's 3rd turn, then destroys itself
    (also for a Swords placed face-up by a start position: ``extra["on_start"]``)."""
    me.flags["remains_on_field"] = True

    def destroy_self() -> None:
        if me.on_field:
            g.destroy([me], by=player)

    g.lingering.append(Lingering(player=player, source=me.name, card=me, end_phases_left=3,
                                 end_phase_player=1 - player, data={"on_expire": destroy_self}))


def _swords_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if (question == "cannot_attack" and ctx.card.flags.get("remains_on_field")
            and subject.controller != ctx.player and not unaffected(ctx.g, subject, ctx)):
        return f"{ctx.card.name} stops your monsters from declaring an attack"
    return None


card("Swords of Revealing Light",
     "Normal Spell that stays on the field; it is destroyed in the End Phase of your "
     "opponent's 3rd turn. On activation, your opponent's face-down monsters are turned "
     "face-up. While it is face-up, your opponent's monsters cannot declare an attack.",
     Effect(ACTIVATE, text="Flip the opponent's monsters face-up; it stays 3 turns.",
            resolve=_swords),
     Effect(CONTINUOUS, text="The opponent's monsters cannot declare an attack.",
            rule=_swords_rule),
     extra={"on_start": lambda g, card: _swords_stays(g, card, card.controller)})


# ------------------------------------------------------------------ Quick-Play Spells
def _mst(ctx: Ctx) -> Proc:
    _destroy(ctx, ctx.valid_targets())
    yield from _done()


card("Mystical Space Typhoon",
     "Quick-Play Spell. Target 1 Spell or Trap Card on the field; destroy it.",
     Effect(ACTIVATE, text="Destroy a Spell or Trap Card.",
            target=Targets(spell_trap, exclude_self=True, hint="Destroy which Spell/Trap?"),
            resolve=_mst))


def _book_of_moon(ctx: Ctx) -> Proc:
    for target in ctx.valid_targets():
        ctx.g.new_group()
        ctx.g.set_position(target, DEFENSE, False, by=ctx.player)
    yield from _done()


card("Book of Moon",
     "Quick-Play Spell. Target 1 face-up monster on the field; turn it face-down in Defense "
     "Position.",
     Effect(ACTIVATE, text="Turn a face-up monster face-down.",
            target=Targets(face_up_monster, hint="Turn which monster face-down?"),
            resolve=_book_of_moon))


# ------------------------------------------------------------------ Equip Spells
def _axe_cost(ctx: Ctx) -> Proc:
    from engine.cards.pool.dsl import choose_cards

    [tribute] = yield from choose_cards(ctx, ctx.g.monsters(ctx.player), purpose="Tribute",
                                        hint="Axe of Despair: Tribute 1 monster")
    ctx.g.new_group()
    ctx.g.move(tribute, GY, reason="cost", by=ctx.player, event="tributed")


def _axe_to_deck(ctx: Ctx) -> Proc:
    if ctx.card.location == GY:
        ctx.g.new_group()
        ctx.g.to_deck(ctx.card, top=True, by=ctx.player)
    yield from _done()


card("Axe of Despair",
     "Equip Spell. The equipped monster gains 1000 ATK. When this card is sent from the field "
     "to the GY: you can Tribute 1 monster; put this card on top of your Deck.",
     *equip_effects(atk=1000, text="Equip to a face-up monster: it gains 1000 ATK."),
     Effect(TRIGGER, text="Tribute 1 monster; put this card on top of your Deck.",
            timing="when", trigger=sent_from_field_to_gy, range=(GY,),
            cost_ok=lambda ctx: bool(ctx.g.monsters(ctx.player)), cost=_axe_cost,
            resolve=_axe_to_deck))


def _premature_burial(ctx: Ctx) -> Proc:
    g = ctx.g
    me = ctx.card
    for target in ctx.valid_targets():
        summoned = yield from special_summon(g, ctx.player, target, positions=("attack",),
                                             by=ctx.player)
        if not (summoned and me.on_field and target.in_monster_zone):
            return
        _attach(ctx, me, target)

        def on_leave(event: str, monster: Card = target) -> None:
            # destroyed -> the equipped monster is destroyed too (not a chain link)
            if event == "destroyed" and monster.in_monster_zone:
                g.destroy([monster], by=ctx.player)

        g.lingering.append(Lingering(player=ctx.player, source=me.name, card=me,
                                     data={"on_card_leaves": on_leave}))


card("Premature Burial",
     "Equip Spell. Pay 800 LP, then target 1 monster in your GY: Special Summon it in Attack "
     "Position and equip it with this card. If this card is destroyed, destroy that monster.",
     Effect(ACTIVATE, text="Pay 800 LP; revive a monster from your GY and equip it.",
            condition=_free_monster_zone,
            cost_ok=lambda ctx: ctx.g.state.players[ctx.player].lp >= 800,
            cost=lambda ctx: _pay(ctx, 800),
            target=Targets(yours(_revivable), places=(GY,), hint="Revive which monster?"),
            resolve=_premature_burial))


def _pay(ctx: Ctx, amount: int) -> Proc:
    ctx.g.new_group()
    ctx.g.pay_lp(ctx.player, amount)
    ctx.data["paid"] = amount
    yield from _done()


def _snatch_steal(ctx: Ctx) -> Proc:
    g = ctx.g
    me = ctx.card
    for target in ctx.valid_targets():
        if not me.on_field:
            return
        zones = g.free_zones(ctx.player, MONSTERS)
        if not zones:
            return
        zone = yield from g.choose_zone(ctx.player, MONSTERS, zones,
                                        hint=f"Where to place {target.name}?")
        _attach(ctx, me, target)
        g.new_group()
        g.take_control(target, ctx.player, zone=zone, source=me.name, bound_to=me)


def _opponents_standby(ctx: Ctx, ev: Any) -> bool:
    return (ev.kind == "phase" and ev.data.get("phase") == "standby"
            and ev.player != ctx.player and ctx.card.face_up and ctx.card.equipped_to is not None)


def _opponent_gains_1000(ctx: Ctx) -> Proc:
    ctx.g.gain_lp(ctx.opponent, 1000, by=ctx.player)
    yield from _done()


card("Snatch Steal",
     "Equip Spell. Equip only to a monster your opponent controls: you control it while it is "
     "equipped. In each of your opponent's Standby Phases, they gain 1000 LP.",
     Effect(ACTIVATE, text="Equip to an opponent's monster and take control of it.",
            condition=_free_monster_zone,
            target=Targets(opponents(face_up_monster), hint="Take which monster?"),
            resolve=_snatch_steal),
     Effect(TRIGGER, text="Your opponent gains 1000 LP in their Standby Phase.",
            optional=False, range=("spells",), trigger=_opponents_standby,
            resolve=_opponent_gains_1000))


# ------------------------------------------------------------------ Field and Continuous Spells
def _plasma(amount: int) -> Callable[[Ctx, Card], int]:
    return lambda ctx, c: (amount if c.data.attribute == "DARK" and activation_resolved(ctx)
                           else 0)


card("Mystic Plasma Zone",
     "Field Spell. Every DARK monster on the field gains 500 ATK and loses 400 DEF.",
     Effect(ACTIVATE, text="Activate this Field Spell."),
     Effect(CONTINUOUS, text="DARK monsters: +500 ATK, -400 DEF.",
            atk=_plasma(500), defense=_plasma(-400)))


def _messenger_rule(ctx: Ctx, question: str, subject: Any) -> Any:
    if (question == "cannot_attack" and activation_resolved(ctx)
            and current_atk(ctx.g, subject) >= 1500 and not unaffected(ctx.g, subject, ctx)):
        return f"{ctx.card.name}: monsters with 1500 or more ATK cannot declare an attack"
    return None


card("Messenger of Peace",
     "Continuous Spell. Monsters with 1500 or more ATK cannot declare an attack. In your "
     "Standby Phase, pay 100 LP or destroy this card.",
     Effect(ACTIVATE, text="Activate this Continuous Spell."),
     Effect(CONTINUOUS, text="Monsters with 1500+ ATK cannot declare an attack.",
            rule=_messenger_rule),
     extra={"maintenance": maintenance_lp(100)})
