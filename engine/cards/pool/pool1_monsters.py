"""Pool 1 Effect Monsters (POOL.md): the classic monsters the rules documents use.

Texts follow today's card wording (in our own words): Sangan and Witch of the Black Forest
carry their errata (once per turn, and the searched name cannot be activated for the rest
of the turn). Cyber Jar has a step of its own (docs/cards.md "Your own step").
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    DECK,
    GY,
    HAND,
    IN_GY,
    IN_HAND,
    NORMAL,
    SEARCH,
    SPECIAL_SUMMON,
    SPECIAL_SUMMON_FROM_DECK,
    TARGETS,
    TO_HAND,
    Continuous,
    Flip,
    Ignition,
    Quick,
    Trigger,
    add_to_hand,
    also,
    at_phase,
    atk_at_most,
    attack_cost_lp,
    attribute,
    banish,
    both_players,
    cannot_be_targeted,
    card,
    cards_cannot_be_activated,
    choose_cards,
    collects_spell_counters,
    damage,
    def_at_most,
    destroy,
    destroyed,
    discard,
    discard_hand,
    do,
    draw,
    every,
    face_up,
    from_deck,
    from_gy,
    from_places,
    gain_atk,
    hard_once_per_turn,
    in_damage_calculation,
    inflicts_battle_damage,
    level_at_most,
    lock_name_this_turn,
    may_special_summon,
    monster,
    name_of_last,
    named,
    negate_effects,
    no_battle_damage,
    on_the_field,
    opponent,
    opponent_monster_battles,
    opponents,
    per_card,
    per_counter,
    place_counter,
    race,
    remove_counters,
    sent_to_gy,
    skip_next_draw_phase,
    special_summon,
    spell,
    spell_trap,
    spirit,
    summon_monster,
    summoned,
    this_card,
    this_card_is,
    trap,
    tribute,
    until_end_of_turn,
    wins_with_all_in_hand,
    with_counters,
)

card(54652250, "Man-Eater Bug", "FLIP: Target 1 monster on the field; destroy it.",
     Flip(target=monster, resolve=destroy(TARGETS)))

card(26202165, "Sangan",
     "If this card is sent from the field to the GY: add 1 monster with 1500 or less ATK from "
     "your Deck to your hand; you cannot activate cards or effects with that name for the rest "
     "of this turn. Once per turn.",
     Trigger(on=sent_to_gy(from_field=True), mandatory=True, limit=hard_once_per_turn,
             resolve=(add_to_hand(from_deck(monster & atk_at_most(1500))),
                      lock_name_this_turn(name_of_last))))

card(78010363, "Witch of the Black Forest",
     "If this card is sent from the field to the GY: add 1 monster with 1500 or less DEF from "
     "your Deck to your hand; you cannot activate cards or effects with that name for the rest "
     "of this turn. Once per turn.",
     Trigger(on=sent_to_gy(from_field=True), mandatory=True, limit=hard_once_per_turn,
             resolve=(add_to_hand(from_deck(monster & def_at_most(1500))),
                      lock_name_this_turn(name_of_last))))

card(83011277, "Mystic Tomato",
     "When this card is destroyed by battle and sent to the GY: you can Special Summon 1 DARK "
     "monster with 1500 or less ATK from your Deck in face-up Attack Position.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             resolve=special_summon(from_deck(monster & attribute("DARK") & atk_at_most(1500)),
                                    ATTACK_POSITION)))

card(95956346, "Shining Angel",
     "When this card is destroyed by battle and sent to the GY: you can Special Summon 1 LIGHT "
     "monster with 1500 or less ATK from your Deck in face-up Attack Position.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             resolve=special_summon(from_deck(monster & attribute("LIGHT") & atk_at_most(1500)),
                                    ATTACK_POSITION)))

card(52624755, "Peten the Dark Clown",
     "When this card is sent to the GY: you can banish it from your GY; Special Summon 1 "
     "\"Peten the Dark Clown\" from your hand or Deck.",
     Trigger(on=sent_to_gy(), when=True, range=IN_GY, cost=banish(this_card),
             resolve=special_summon(from_places((HAND, DECK), named("Peten the Dark Clown")))))


def _cyber_jar(ctx):  # a mechanism no other card shares: see docs/cards.md
    """Each player reveals the top 5 cards of their Deck, Special Summons the Level 4 or lower
    monsters among them (face-up Attack or face-down Defense) and adds the rest to the hand."""
    g = ctx.g
    revealed = {p: list(g.state.players[p].deck[:5]) for p in (ctx.player, ctx.opponent)}
    g.new_group()
    for p, cards in revealed.items():
        g.emit("revealed", player=p, card=ctx.card, data={"cards": [c.uid for c in cards]})
    for p, cards in revealed.items():
        small = [c for c in cards if level_at_most(4).test(ctx, c) and not c.data.is_extra_deck
                 and may_special_summon(ctx, p, c)]
        room = len(g.free_zones(p, "monsters"))
        if len(small) > room:
            small = (yield from choose_cards(ctx, small, count=room, player=p, purpose="summon",
                                             hint="Cyber Jar: which monsters to Special Summon?")
                     ) if room else []
        for c in small:
            yield from summon_monster(ctx, c, ("attack", "set"), player=p)
        g.new_group()
        for c in cards:
            if c.location == DECK:
                g.to_hand(c, by=ctx.player)


card(34124316, "Cyber Jar",
     "FLIP: Destroy all monsters on the field. Then each player reveals the top 5 cards of "
     "their Deck, Special Summons the Level 4 or lower monsters among them in face-up Attack "
     "or face-down Defense Position, and adds the rest to the hand.",
     Flip(resolve=also(destroy(every(monster)),
                       do(_cyber_jar, SPECIAL_SUMMON, SPECIAL_SUMMON_FROM_DECK, TO_HAND, SEARCH))),
     version=2)

card(33508719, "Morphing Jar",
     "FLIP: Both players discard their entire hands, then draw 5 cards.",
     Flip(resolve=(discard_hand(both_players), draw(5, both_players))))

card(40640057, "Kuriboh",
     "During damage calculation, if an opponent's monster attacks (Quick Effect): you can "
     "discard this card; you take no battle damage from that battle.",
     Quick(range=IN_HAND, damage_calculation=True,
           condition=in_damage_calculation & opponent_monster_battles, cost=discard(this_card),
           resolve=until_end_of_turn(no_battle_damage(this_battle=True))))

card(77585513, "Jinzo",
     "Trap Cards, and Trap effects on the field, cannot be activated. Negate all Trap effects "
     "on the field.",
     Continuous(cards_cannot_be_activated(trap, nor_their_effects_on_field=True),
                negate_effects(trap & on_the_field)))

card(21417692, "Dark Elf", "Cannot declare an attack unless you pay 1000 LP.",
     Continuous(attack_cost_lp(1000)))

card(17985575, "Lord of D.",
     "Neither player can target Dragon monsters on the field with card effects.",
     Continuous(cannot_be_targeted(face_up & monster & race("Dragon"), by_opponent=False)))

card(73752131, "Skilled Dark Magician",
     "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell "
     "resolves (max. 3). You can Tribute this card with 3 Spell Counters; Special Summon 1 "
     "\"Dark Magician\" from your hand, Deck or GY.",
     collects_spell_counters(maximum=3),
     Ignition(condition=this_card_is(with_counters(3)), cost=tribute(this_card),
              resolve=special_summon(from_places((HAND, DECK, GY), named("Dark Magician")))))

card(51371017, "Princess of Tsurugi",
     "FLIP: Inflict 500 damage to your opponent for each Spell and Trap they control.",
     Flip(resolve=damage(opponent, per_card(500, every(spell_trap & opponents)))))

card(3078576, "Yata-Garasu",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it "
     "was Normal Summoned or flipped face-up. If this card inflicts battle damage to your "
     "opponent: they skip their next Draw Phase.",
     *spirit(),
     Trigger(on=inflicts_battle_damage(), mandatory=True, resolve=skip_next_draw_phase(opponent)),
     cannot_special_summon=True)

card(33396948, "Exodia the Forbidden One",
     "If you have this card and the Right Arm, Left Arm, Right Leg and Left Leg of the "
     "Forbidden One in your hand, you win the Duel.",
     special_win=wins_with_all_in_hand(
         "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
         "Right Leg of the Forbidden One", "Left Leg of the Forbidden One"))

card(71413901, "Breaker the Magical Warrior",
     "If this card is Normal Summoned: place 1 Spell Counter on it (max. 1). Gains 300 ATK for "
     "each Spell Counter on it. You can remove 1 Spell Counter from this card, then target 1 "
     "Spell/Trap on the field; destroy it.",
     Trigger(on=summoned(NORMAL), mandatory=True, resolve=place_counter(this_card, maximum=1)),
     Continuous(gain_atk(per_counter(300))),
     Ignition(cost=remove_counters(1), target=spell_trap, resolve=destroy(TARGETS)),
     version=2)  # effects in the order of the text: its trigger is effect 0, the destruction 1

card(31560081, "Magician of Faith", "FLIP: Target 1 Spell in your GY; add it to your hand.",
     Flip(target=from_gy(spell), resolve=add_to_hand(TARGETS)))

card(8131171, "Sinister Serpent",
     "During your Standby Phase, if this card is in your GY: you can add it to your hand.",
     Trigger(on=at_phase("standby", yours=True), range=IN_GY, resolve=add_to_hand(this_card)))
