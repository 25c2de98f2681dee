"""Pool 4, the ST1732 deck (``assets/decks/WindBot_AI_ST1732.ydk``, Cyberse and Code Talkers):
the cards Pools 1-3 do not cover (issue 14).

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool4/st1732/`` naming the ruling they check.
"""

from __future__ import annotations

from engine.cards.library import (
    FIELD,
    GY,
    HAND,
    IN_GY,
    IN_HAND,
    NORMAL,
    ON_FIELD,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Ignition,
    Quick,
    Trigger,
    a_monster_is_summoned,
    activated,
    add_to_hand,
    after_that_damage_calculation,
    also,
    and_if_you_do,
    any_card,
    archetype,
    atk_at_most_this_cards,
    atk_below_original_atk_of,
    atk_of,
    banish,
    banish_until_your_next_standby_phase,
    banished,
    battle_damage_doubled,
    cannot_be_destroyed_by_that_battle,
    cannot_be_tributed,
    cannot_declare_attack,
    card,
    choose_one,
    co_linked_to_at_least,
    co_linked_to_this_card,
    damage_step_starts,
    destroy_another_instead,
    destroyed,
    direct_attack,
    every,
    exactly,
    exists,
    face_up,
    from_banished,
    from_deck,
    from_extra_deck,
    from_gy,
    from_hand,
    from_places,
    fusion_monster,
    gain_atk,
    gain_atk_equal_to,
    gain_def,
    gain_lp,
    halve_atk,
    halve_atk_of_first_target_second_gains_it,
    hard_once_per_turn,
    higher_stat_of_the_opponents_battler,
    in_extra_monster_zone,
    inflicts_battle_damage,
    level_at_most,
    link_monster,
    link_rating,
    link_summon,
    lock_special_summons,
    monster,
    named,
    negate_activation,
    negate_effects,
    neither_player_can_special_summon,
    no_battle_damage,
    none_exist,
    normal_summon_in_addition,
    normal_summoned,
    on_field,
    on_the_field,
    once_per_duel,
    once_per_turn,
    one_activation_per_turn,
    one_effect_of_this_name_per_turn,
    opponent_controls,
    opponents,
    opponents_battling_monster,
    pay_lp,
    pendulum_monster,
    pointed_to,
    race,
    return_to_deck,
    ritual_monster,
    sent_to_gy,
    sent_to_gy_from_face_up_on_field,
    set_atk,
    set_def,
    special_summon,
    special_summon_from_hand,
    spell_trap,
    stronger_than_one_in_your_deck,
    summon_tokens,
    summoned,
    synchro_monster,
    take_control,
    that_battle_damage,
    that_card,
    this_card,
    this_card_is,
    those_cards,
    together,
    token,
    tribute,
    until_end_of_turn,
    until_it_leaves_the_field,
    xyz_monster,
    you,
    you_control,
    your_battling_monster,
    your_monster_inflicts_battle_damage,
    your_turn,
    yours,
)

CYBERSE = monster & race("Cyberse")

# ------------------------------------------------------------------ Main Deck monsters
card(7445307, "Dual Assembwurm",
     "Effect Monster. You can banish 2 Cyberse monsters from your hand and/or face-up field, "
     "except this card; Special Summon this card from your hand or GY, but its ATK is halved "
     "(once per turn for this card name). Once per turn: you can banish 1 card from your hand; "
     "banish 1 face-up monster on the field whose ATK is less than or equal to this card's.",
     Ignition(range=(HAND, GY),
              cost=banish(from_places((HAND, FIELD), CYBERSE & ~this_card & (face_up | ~on_the_field),
                                      exactly(2))),
              resolve=and_if_you_do(special_summon(this_card),
                                    until_it_leaves_the_field(halve_atk(), to=this_card)),
              limit=hard_once_per_turn),
     Ignition(cost=banish(from_hand()),
              resolve=banish(on_field(face_up & monster & atk_at_most_this_cards)),
              limit=once_per_turn))

card(70950698, "Boot Staggered",
     "Effect Monster. If a Cyberse monster is Normal Summoned to your field: you can Special "
     "Summon this card from your hand (once per turn for this card name). If this card inflicts "
     "battle damage to your opponent: you can Special Summon 1 \"Stag Token\" (Cyberse, EARTH, "
     "Level 1, ATK 0, DEF 0).",
     Trigger(on=a_monster_is_summoned(NORMAL, where=CYBERSE & yours), range=IN_HAND,
             resolve=special_summon(this_card), limit=hard_once_per_turn),
     Trigger(on=inflicts_battle_damage(), resolve=summon_tokens("Stag Token")))

card(44956694, "ROM Cloudia",
     "Effect Monster. When this card is Normal Summoned: you can target 1 Cyberse monster in "
     "your GY, except \"ROM Cloudia\"; add it to your hand. If this card is destroyed by battle "
     "or card effect: you can Special Summon 1 Level 4 or lower Cyberse monster from your Deck, "
     "except \"ROM Cloudia\".",
     Trigger(on=summoned(NORMAL), when=True, target=from_gy(CYBERSE & ~named("ROM Cloudia")),
             resolve=add_to_hand(TARGETS)),
     Trigger(on=destroyed(by_battle=True) | destroyed(by_effect=True),
             resolve=special_summon(from_deck(CYBERSE & level_at_most(4) & ~named("ROM Cloudia")))))

card(8567955, "Balancer Lord",
     "Effect Monster. Once per turn: you can pay 1000 LP; this turn you can Normal Summon 1 "
     "Cyberse monster in addition to your Normal Summon/Set (you can only gain this effect once "
     "per turn). If this card is banished: you can Special Summon 1 Level 4 or lower monster "
     "from your hand (once per turn for this card name).",
     Ignition(cost=pay_lp(1000), resolve=normal_summon_in_addition(CYBERSE), limit=once_per_turn),
     Trigger(on=banished(), resolve=special_summon(from_hand(monster & level_at_most(4))),
             limit=hard_once_per_turn))

card(71172240, "Backlinker",
     "Effect Monster. If only your opponent controls a monster in the Extra Monster Zone, you "
     "can Special Summon this card from your hand. You can Tribute this card; shuffle every "
     "monster in the Extra Monster Zones into the Deck, and for the rest of this turn you cannot "
     "Special Summon monsters from the Extra Deck.",
     Ignition(condition=exists(on_field(monster & in_extra_monster_zone)), cost=tribute(this_card),
              resolve=also(return_to_deck(every(monster & in_extra_monster_zone)),
                           lock_special_summons())),
     summon=special_summon_from_hand(
         exists(opponent_controls(monster & in_extra_monster_zone))
         & none_exist(you_control(monster & in_extra_monster_zone)),
         "only your opponent controls a monster in the Extra Monster Zone"))

card(45778242, "Cliant",
     "Effect Monster. During your turn, if this card was Normal Summoned, Cyberse monsters you "
     "control gain 500 ATK and DEF. If this face-up card would be destroyed: you can destroy 1 "
     "other Cyberse monster in your hand or face-up on your field instead.",
     Continuous(gain_atk(500, CYBERSE & yours), gain_def(500, CYBERSE & yours),
                condition=your_turn & this_card_is(normal_summoned)),
     Continuous(destroy_another_instead(CYBERSE)))

card(18789533, "Dotscaper",
     "Effect Monster. If this card is sent to the GY: you can Special Summon it. If this card is "
     "banished: you can Special Summon it. You can only use each effect of \"Dotscaper\" once "
     "per Duel, and only 1 of them per turn.",
     Trigger(on=sent_to_gy(), resolve=special_summon(this_card), limit=once_per_duel,
             condition=one_effect_of_this_name_per_turn),
     Trigger(on=banished(), resolve=special_summon(this_card), limit=once_per_duel,
             condition=one_effect_of_this_name_per_turn))

# ------------------------------------------------------------------ Spells
card(37520316, "Mind Control",
     "Normal Spell. Target 1 monster your opponent controls; take control of it until the End "
     "Phase, but it cannot declare an attack or be Tributed.",
     Activate(target=monster & opponents,
              resolve=and_if_you_do(take_control(TARGETS, until_end_phase=True),
                                    until_end_of_turn(cannot_declare_attack(), cannot_be_tributed(),
                                                      to=those_cards))))

card(43839002, "Cynet Backdoor",
     "Quick-Play Spell. Target 1 face-up Cyberse monster you control; banish it until your next "
     "Standby Phase, and if you do, add 1 Cyberse monster with lower ATK than the banished "
     "monster's original ATK from your Deck to your hand. When it returns to the field in your "
     "next Standby Phase, it can attack directly this turn. You can only activate 1 \"Cynet "
     "Backdoor\" per turn.",
     Activate(target=you_control(face_up & CYBERSE & stronger_than_one_in_your_deck(CYBERSE)),
              resolve=and_if_you_do(banish_until_your_next_standby_phase(TARGETS, direct_attack()),
                                    add_to_hand(from_deck(CYBERSE & atk_below_original_atk_of(those_cards)))),
              limit=one_activation_per_turn))

card(8267140, "Cosmic Cyclone",
     "Quick-Play Spell. Pay 1000 LP, then target 1 Spell/Trap on the field; banish it.",
     Activate(cost=pay_lp(1000), target=on_field(spell_trap & ~this_card), resolve=banish(TARGETS)))

card(19508728, "Moon Mirror Shield",
     "Equip Spell. During damage calculation, while the equipped monster battles a face-up "
     "opponent's monster: its ATK and DEF become that monster's ATK or DEF (whichever is higher) "
     "+100. If this face-up card on the field is sent to the GY: you can pay 500 LP; put it on "
     "the top or the bottom of your Deck.",
     *Equip(set_atk(higher_stat_of_the_opponents_battler(plus=100)),
            set_def(higher_stat_of_the_opponents_battler(plus=100))),
     Trigger(on=sent_to_gy_from_face_up_on_field(), cost=pay_lp(500),
             resolve=choose_one(("Put it on the top of your Deck", return_to_deck(this_card, where="top")),
                                ("Put it on the bottom of your Deck",
                                 return_to_deck(this_card, where="bottom")))))

# ------------------------------------------------------------------ Traps
card(70238111, "Recoded Alive",
     "Normal Trap. Target 1 Link-3 Cyberse monster you control or in your GY; banish it, and if "
     "you do, Special Summon 1 \"Code Talker\" monster from your Extra Deck. While you control no "
     "monster in the Extra Monster Zone (Quick Effect): you can banish this card from your GY, "
     "then target 1 of your banished face-up \"Code Talker\" monsters; Special Summon it.",
     Activate(condition=exists(from_extra_deck(archetype("Code Talker") & link_monster)),
              target=from_places((FIELD, GY), CYBERSE & link_rating(3)),
              resolve=and_if_you_do(banish(TARGETS),
                                    special_summon(from_extra_deck(archetype("Code Talker"))))),
     Quick(range=IN_GY, condition=none_exist(you_control(monster & in_extra_monster_zone)),
           cost=banish(this_card),
           target=from_banished(face_up & monster & archetype("Code Talker")),
           resolve=special_summon(TARGETS)))

card(83326048, "Dimensional Barrier",
     "Normal Trap. Declare 1 monster card type (Ritual, Fusion, Synchro, Xyz or Pendulum): for "
     "the rest of this turn neither player can Special Summon monsters of that type, and the "
     "effects of monsters of that type on the field are negated. You can only activate 1 "
     "\"Dimensional Barrier\" per turn.",
     Activate(resolve=choose_one(*(
         (f"Declare {word}",
          until_end_of_turn(
              neither_player_can_special_summon(
                  kind, f"{word} Monsters cannot be Special Summoned this turn (Dimensional Barrier)"),
              negate_effects(kind & monster)))
         for word, kind in (("Ritual", ritual_monster), ("Fusion", fusion_monster),
                            ("Synchro", synchro_monster), ("Xyz", xyz_monster),
                            ("Pendulum", pendulum_monster)))),
              limit=one_activation_per_turn))

# ------------------------------------------------------------------ Link Monsters
card(6622715, "Encode Talker",
     "Link Monster: 2+ Cyberse monsters. Once per turn, at the start of the Damage Step, if a "
     "monster this card points to battles an opponent's monster with higher ATK: you can activate "
     "this effect; your monster cannot be destroyed by that battle and you take no battle damage "
     "from it, then, after damage calculation, this card or 1 monster it points to gains ATK "
     "equal to that opponent's monster's ATK until the end of this turn.",
     Trigger(on=damage_step_starts(pointed_to, opponents_higher_atk=True),
             resolve=(until_end_of_turn(cannot_be_destroyed_by_that_battle(),
                                        no_battle_damage(this_battle=True), to=your_battling_monster),
                      after_that_damage_calculation(
                          until_end_of_turn(gain_atk_equal_to(atk_of(opponents_battling_monster)),
                                            to=on_field(this_card | pointed_to)))),
             limit=once_per_turn),
     summon=link_summon(CYBERSE))

card(32617464, "Tri-Gate Wizard",
     "Link Monster: 2+ monsters, except Tokens. If a monster co-linked to this card battles an "
     "opponent's monster, the battle damage it inflicts to your opponent is doubled. Once per "
     "turn, while this card is co-linked to 2 or more monsters: you can target 1 card on the "
     "field; banish it. Once per turn, while this card is co-linked to 3 monsters, when a card or "
     "effect is activated (Quick Effect): you can negate the activation, and if you do, banish "
     "that card.",
     Continuous(battle_damage_doubled(co_linked_to_this_card)),
     Ignition(condition=co_linked_to_at_least(2), target=on_field(any_card), resolve=banish(TARGETS),
              limit=once_per_turn),
     Quick(condition=co_linked_to_at_least(3) & activated(negatable=True), damage_step=True,
           damage_calculation=True,
           resolve=and_if_you_do(negate_activation(destroy=False), banish(that_card)),
           limit=once_per_turn),
     summon=link_summon(monster & ~token))

card(79016563, "Binary Sorceress",
     "Link Monster: 2 monsters, except Tokens. If a monster co-linked to this card inflicts battle "
     "damage to your opponent by battling their monster: you can gain LP equal to that damage. "
     "Once per turn, while this card is co-linked to 2 monsters (Quick Effect): you can target 2 "
     "face-up monsters you control; until the end of this turn the first one's ATK is halved, and "
     "if it is, the other gains the ATK it lost.",
     Trigger(on=your_monster_inflicts_battle_damage(co_linked_to_this_card, against_a_monster=True),
             range=ON_FIELD, resolve=gain_lp(you, that_battle_damage)),
     Quick(condition=co_linked_to_at_least(2), damage_step=True,
           target=together(you_control(face_up & monster), you_control(face_up & monster)),
           resolve=halve_atk_of_first_target_second_gains_it(), limit=once_per_turn),
     summon=link_summon(monster & ~token, exactly(2)))
