"""Pool 4, the Blackwing deck (``assets/decks/WindBot_AI_Blackwing.ydk``): the cards Pools 1-3
and the staples do not cover (issue 14).

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool4/blackwing/`` naming the ruling they check.
"""

from __future__ import annotations

from engine.cards.library import (
    DEFENSE_POSITION,
    IN_HAND,
    IN_SPELL_ZONE,
    NORMAL,
    SYNCHRO,
    TARGETS,
    THIS_CARD,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_monster_is_summoned,
    add_to_hand,
    archetype,
    at_the_end_of_the_damage_step_this_card_attacked,
    atk_at_most,
    atk_lower_than,
    attack_target,
    cannot_attack,
    cannot_be_destroyed,
    card,
    cards_that_had_them,
    def_lower_than_this_cards_atk,
    defense_position,
    destroy,
    destroyed,
    destroys_by_battle_and_sends_to_gy,
    during_that_damage_calculation,
    effect_damage_places_counter_instead,
    event_card,
    every,
    exists,
    face_down,
    face_up,
    for_each_removed_counter,
    from_deck,
    from_gy,
    from_hand,
    gain_atk,
    gain_atk_equal_to_total_atk_of,
    halve_atk,
    halve_def,
    in_damage_calculation,
    in_phase,
    level_at_most,
    lose_atk,
    loses_atk_then_damage_equal_to_the_loss,
    monster,
    named,
    no_battle_damage_to_you_from_its_battles,
    non_tuner,
    none_exist,
    not_destroyed_once_per_turn,
    once_per_turn,
    opponent_controls,
    opponents,
    per_counter,
    piercing,
    place_counter,
    remove_all_counters,
    send_to_gy,
    sent_to_gy,
    set_atk,
    set_def,
    special_summon,
    special_summon_from_hand,
    special_summon_from_hand_once_per_turn,
    spell_trap,
    summoned,
    synchro_summon,
    the_next_battle_damage_you_take_this_turn_becomes_zero,
    the_targets,
    until_end_of_turn,
    until_it_leaves_the_field,
    up_to,
    while_this_card_attacks,
    without_tributing,
    you_control,
    your_monster_in_this_battle,
    yours,
)

BLACKWING = archetype("Blackwing")
BLACKWING_MONSTER = monster & BLACKWING
FACE_UP_BLACKWING = face_up & BLACKWING_MONSTER
WEDGE = "wedge"
BLACK_FEATHER = "black_feather"

# ------------------------------------------------------------------ Main Deck monsters
card(49003716, "Blackwing - Bora the Spear",
     "Effect Monster. If you control a \"Blackwing\" monster other than \"Blackwing - Bora the "
     "Spear\", you can Special Summon this card from your hand. If this card attacks a Defense "
     "Position monster, it inflicts piercing battle damage.",
     Continuous(piercing()),
     summon=special_summon_from_hand(
         exists(you_control(FACE_UP_BLACKWING & ~named("Blackwing - Bora the Spear"))),
         "you control another \"Blackwing\" monster"))

card(2009101, "Blackwing - Gale the Whirlwind",
     "Tuner. If you control a \"Blackwing\" monster other than \"Blackwing - Gale the "
     "Whirlwind\", you can Special Summon this card from your hand. Once per turn: you can "
     "target 1 face-up monster your opponent controls; halve its ATK and DEF.",
     Ignition(target=opponent_controls(face_up & monster),
              resolve=until_it_leaves_the_field(halve_atk(), halve_def(), to=TARGETS),
              limit=once_per_turn),
     summon=special_summon_from_hand(
         exists(you_control(FACE_UP_BLACKWING & ~named("Blackwing - Gale the Whirlwind"))),
         "you control another \"Blackwing\" monster"))

card(81105204, "Blackwing - Kris the Crack of Dawn",
     "Effect Monster. If you control a \"Blackwing\" monster other than \"Blackwing - Kris the "
     "Crack of Dawn\", you can Special Summon this card from your hand; you can only Special "
     "Summon \"Blackwing - Kris the Crack of Dawn\" once per turn this way. Once per turn, this "
     "card cannot be destroyed by battle or card effects.",
     Continuous(not_destroyed_once_per_turn()),
     summon=special_summon_from_hand_once_per_turn(
         exists(you_control(FACE_UP_BLACKWING & ~named("Blackwing - Kris the Crack of Dawn"))),
         "you control another \"Blackwing\" monster"))

card(58820853, "Blackwing - Shura the Blue Flame",
     "Effect Monster. When this card destroys your opponent's monster by battle and sends it to "
     "the GY: you can Special Summon 1 \"Blackwing\" monster with 1500 or less ATK from your "
     "Deck, with its effects negated.",
     Trigger(on=destroys_by_battle_and_sends_to_gy(), when=True,
             resolve=special_summon(from_deck(BLACKWING_MONSTER & atk_at_most(1500)),
                                    negated=True)))

card(85215458, "Blackwing - Kalut the Moon Shadow",
     "Effect Monster. During damage calculation, if your \"Blackwing\" monster battles (Quick "
     "Effect): you can send this card from your hand to the GY; that monster gains 1400 ATK "
     "during that damage calculation only.",
     Quick(range=IN_HAND, damage_calculation=True, cost=send_to_gy(THIS_CARD),
           condition=in_damage_calculation
           & exists(your_monster_in_this_battle.only(FACE_UP_BLACKWING)),
           resolve=until_end_of_turn(during_that_damage_calculation(gain_atk(1400)),
                                     to=your_monster_in_this_battle)))

card(22835145, "Blackwing - Blizzard the Far North",
     "Tuner. When this card is Normal Summoned: you can target 1 Level 4 or lower \"Blackwing\" "
     "monster in your GY; Special Summon it in Defense Position.",
     Trigger(on=summoned(NORMAL), when=True,
             target=from_gy(BLACKWING_MONSTER & level_at_most(4)),
             resolve=special_summon(TARGETS, DEFENSE_POSITION)))

card(46710683, "Blackwing - Mistral the Silver Shield",
     "Tuner. If this card on the field is destroyed and sent to the GY: the next battle damage "
     "you take this turn becomes 0.",
     Trigger(on=destroyed() & sent_to_gy(from_field=True), mandatory=True,
             resolve=the_next_battle_damage_you_take_this_turn_becomes_zero()))

card(75498415, "Blackwing - Sirocco the Dawn",
     "Effect Monster. If your opponent controls a monster and you control none, you can Normal "
     "Summon this card without Tributing. Once per turn: you can target 1 \"Blackwing\" monster "
     "you control; it gains ATK equal to the total ATK of every other \"Blackwing\" monster you "
     "control, and for the rest of this turn only that monster of yours can attack.",
     Ignition(target=you_control(FACE_UP_BLACKWING),
              resolve=(until_it_leaves_the_field(
                  gain_atk_equal_to_total_atk_of(every(FACE_UP_BLACKWING & yours & ~the_targets)),
                  to=TARGETS),
                  until_end_of_turn(cannot_attack(monster & yours & ~the_targets))),
              limit=once_per_turn),
     normal_summon=(without_tributing(
         condition=exists(opponent_controls(monster)) & none_exist(you_control(monster))),))

# ------------------------------------------------------------------ Spells and Traps
card(91351370, "Black Whirlwind",
     "Continuous Spell. When a \"Blackwing\" monster is Normal Summoned to your field: you can "
     "add 1 \"Blackwing\" monster with less ATK than that monster from your Deck to your hand.",
     Activate(),
     Trigger(on=a_monster_is_summoned(NORMAL, where=BLACKWING_MONSTER & yours), when=True,
             range=IN_SPELL_ZONE,
             resolve=add_to_hand(from_deck(BLACKWING_MONSTER & atk_lower_than(event_card)))))

card(59839761, "Delta Crow - Anti Reverse",
     "Normal Trap. If you control 3 or more \"Blackwing\" monsters, you can activate this card "
     "from your hand. Activate only while you control a \"Blackwing\" monster: destroy every "
     "Set Spell/Trap your opponent controls.",
     Activate(condition=exists(you_control(FACE_UP_BLACKWING)),
              from_hand=exists(you_control(FACE_UP_BLACKWING), 3),
              resolve=destroy(every(spell_trap & face_down & opponents))))

# ------------------------------------------------------------------ Extra Deck
card(17377751, "Blackwing - Gram the Shining Star",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. Must first be Synchro Summoned. When "
     "this card is Synchro Summoned: you can Special Summon 1 Level 4 or lower non-Tuner "
     "\"Blackwing\" monster from your hand, with its effects negated.",
     Trigger(on=summoned(SYNCHRO), when=True,
             resolve=special_summon(from_hand(BLACKWING_MONSTER & non_tuner & level_at_most(4)),
                                    negated=True)),
     summon=synchro_summon())

card(76913983, "Blackwing Armed Wing",
     "Synchro Monster: 1 \"Blackwing\" Tuner + 1+ non-Tuner monsters. If this card attacks a "
     "Defense Position monster, it gains 500 ATK during the Damage Step only. If this card "
     "attacks a Defense Position monster, it inflicts piercing battle damage.",
     Continuous(while_this_card_attacks(defense_position, gain_atk(500)), piercing()),
     summon=synchro_summon(tuner=BLACKWING))

card(33236860, "Blackwing - Silverwind the Ascendant",
     "Synchro Monster: 1 \"Blackwing\" Tuner + 1+ non-Tuner \"Blackwing\" monsters. Once per "
     "turn, during your Main Phase 1: you can target up to 2 face-up monsters your opponent "
     "controls whose DEF is lower than this card's ATK; destroy them.",
     Ignition(condition=in_phase("main1"),
              target=opponent_controls(face_up & monster & def_lower_than_this_cards_atk,
                                       up_to(2)),
              resolve=destroy(TARGETS), limit=once_per_turn),
     summon=synchro_summon(tuner=BLACKWING, non_tuners=BLACKWING))

card(69031175, "Blackwing Armor Master",
     "Synchro Monster: 1 \"Blackwing\" Tuner + 1+ non-Tuner monsters. This card cannot be "
     "destroyed by battle, and you take no battle damage from battles involving it. At the end "
     "of the Damage Step, if this card attacked a monster: you can place 1 Wedge Counter on that "
     "monster (max. 1). (Quick Effect): you can remove every Wedge Counter from the monsters "
     "your opponent controls; the ATK and DEF of each monster that had one become 0 until the "
     "end of this turn.",
     Continuous(cannot_be_destroyed(by_battle=True), no_battle_damage_to_you_from_its_battles()),
     Trigger(on=at_the_end_of_the_damage_step_this_card_attacked(),
             resolve=place_counter(attack_target, WEDGE, maximum=1)),
     Quick(cost=remove_all_counters(WEDGE, every(monster & opponents)),
           resolve=until_end_of_turn(set_atk(0), set_def(0), to=cards_that_had_them)),
     summon=synchro_summon(tuner=BLACKWING))

card(9012916, "Black-Winged Dragon",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. If you would take effect damage, place 1 "
     "Black Feather Counter on this card instead. This card loses 700 ATK for each Black Feather "
     "Counter on it. Once per turn: you can remove all Black Feather Counters from this card, "
     "then target 1 face-up monster your opponent controls; it loses 700 ATK for each counter "
     "removed, and if it does, inflict damage to your opponent equal to the ATK it lost.",
     Continuous(effect_damage_places_counter_instead(BLACK_FEATHER),
                lose_atk(per_counter(700, BLACK_FEATHER))),
     Ignition(cost=remove_all_counters(BLACK_FEATHER), target=opponent_controls(face_up & monster),
              resolve=loses_atk_then_damage_equal_to_the_loss(for_each_removed_counter(700),
                                                               TARGETS),
              limit=once_per_turn),
     summon=synchro_summon())
