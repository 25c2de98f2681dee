"""Pool 3, Starter Deck: Link Strike (YS17): the deck's cards that Pools 1-2 do not cover.

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool3/link/`` naming the ruling it checks.
"""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    DEFENSE_POSITION,
    HAND,
    IN_HAND,
    NORMAL,
    SPECIAL,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Flip,
    Ignition,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    after_damage_calculation,
    all_targets_remain,
    also,
    any_card,
    at_phase,
    atk_at_least,
    attack_declared,
    attacking_player,
    cannot_attack,
    cannot_be_destroyed,
    card,
    damage,
    defense_position,
    destroy,
    destroyed,
    discard,
    draw,
    effect_monster,
    end_the_battle_phase,
    every,
    exactly,
    excavate,
    excavated,
    exists,
    face_up,
    for_each,
    for_each_level,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_def,
    hard_once_per_turn,
    in_extra_monster_zone,
    in_main_phase,
    in_phase,
    it_becomes_the_end_phase,
    keep_as_target,
    kind,
    level_at_most,
    link_monster,
    lock_special_summons,
    lose_atk,
    mill,
    monster,
    more_than,
    named,
    negate_activation,
    negate_attack,
    negate_effects,
    no_chain,
    no_special_summon_this_turn,
    none_exist,
    none_or_up_to,
    normal_monster,
    on_field,
    once_per_turn,
    one_activation_per_turn,
    only_if,
    opponent,
    opponent_attacks_directly,
    opponent_controls,
    opponent_summons,
    opponents,
    opponents_turn,
    other_spell_trap_effects,
    piercing,
    race,
    return_to_deck,
    return_to_hand,
    send_to_gy,
    special_summon,
    special_summon_from_hand,
    spell_trap,
    summoned,
    summoned_monsters,
    summoned_this_turn,
    this_card,
    this_card_attacks,
    this_cards_target,
    tribute,
    tribute_summoned_with,
    unaffected_by,
    until_end_of_turn,
    up_to,
    up_to_the_number_paid,
    when_they_leave_destroy_this_card,
    with_tributes,
    without_tributing,
    you_control,
    yours,
)

# ------------------------------------------------------------------ monsters
card(19665973, "Battle Fader",
     "Effect Monster. When an opponent's monster declares a direct attack: you can Special Summon "
     "this card from your hand, then end the Battle Phase. If this card, Special Summoned by this "
     "effect, leaves the field, it is banished.",
     Trigger(on=attack_declared(direct=True, by_opponent=True), when=True, range=IN_HAND,
             resolve=(special_summon(this_card, banish_when_leaves=True), end_the_battle_phase())))

card(78651105, "Beast King Barbaros",
     "Effect Monster. You can Normal Summon this card without Tributing, but then its original "
     "ATK is 1900. You can also Tribute 3 monsters to Tribute Summon it (not Set); if it is "
     "Summoned that way, destroy every card your opponent controls.",
     Trigger(on=tribute_summoned_with(3), mandatory=True,
             resolve=destroy(every(opponent_controls(any_card)))),
     normal_summon=(without_tributing(original_atk=1900), with_tributes(3)))

card(45812361, "Cardcar D",
     "Effect Monster. Cannot be Special Summoned. In your Main Phase 1, if this card was Normal "
     "Summoned this turn: you can Tribute it; draw 2 cards, then the turn moves on to the End "
     "Phase. You cannot Special Summon in the turn you use this effect.",
     Ignition(condition=in_phase("main1") & summoned_this_turn(NORMAL) & no_special_summon_this_turn,
              cost=(tribute(this_card), lock_special_summons(from_extra_deck=False)),
              resolve=(draw(2), it_becomes_the_end_phase())),
     cannot_special_summon=True)

card(62706865, "Draconnet",
     "Effect Monster. When this card is Normal or Special Summoned: you can Special Summon 1 "
     "Level 2 or lower Normal Monster from your hand or Deck in face-up Defense Position.",
     Trigger(on=summoned(NORMAL, SPECIAL), when=True,
             resolve=special_summon(from_places((HAND, DECK), normal_monster & level_at_most(2)),
                                    DEFENSE_POSITION)))

card(97268402, "Effect Veiler",
     "Tuner Effect Monster. During your opponent's Main Phase (Quick Effect): you can send this "
     "card from your hand to the GY, then target 1 face-up Effect Monster your opponent "
     "controls; its effects are negated until the end of this turn.",
     Quick(range=IN_HAND, condition=opponents_turn & in_main_phase, cost=send_to_gy(this_card),
           target=face_up & effect_monster & monster & opponents,
           resolve=until_end_of_turn(negate_effects(), to=TARGETS)))

card(8814959, "Evilswarm Mandragora",
     "Effect Monster. If your opponent controls more monsters than you do, you can Special "
     "Summon this card from your hand.",
     summon=special_summon_from_hand(more_than(opponent_controls(monster), you_control(monster)),
                                     "your opponent controls more monsters than you do"))

card(63749102, "Exarion Universe",
     "Effect Monster. Once per turn, in the Battle Step while this card attacks a Defense "
     "Position monster (Quick Effect): you can have it lose 400 ATK and inflict piercing battle "
     "damage until the end of this turn.",
     Quick(condition=no_chain & this_card_attacks(defense_position), limit=once_per_turn,
           resolve=until_end_of_turn(lose_atk(400), piercing(), to=this_card)))

card(11066358, "Galaxy Serpent",
     "Normal Tuner Monster: a Tuner with no effect (it can be the Tuner of a Synchro Summon).")

card(16404809, "Kuribandit",
     "Effect Monster. Once per turn, in the End Phase of the turn this card was Normal Summoned: "
     "you can Tribute it; excavate the top 5 cards of your Deck, you can add 1 excavated "
     "Spell/Trap to your hand, and send the rest to the GY.",
     Trigger(on=at_phase("end"), condition=summoned_this_turn(NORMAL), cost=tribute(this_card),
             resolve=excavate(5, add_to_hand(excavated(spell_trap)), you_can=True),
             limit=once_per_turn))

card(35595518, "Linkslayer",
     "Effect Monster. If you control no monsters, you can Special Summon this card from your "
     "hand. Once per turn: you can discard up to 2 cards, then target that many or fewer "
     "Spells/Traps on the field; destroy them.",
     Ignition(cost=discard(from_hand(any_card, up_to(2))),
              target=on_field(spell_trap, up_to_the_number_paid), resolve=destroy(TARGETS),
              limit=once_per_turn),
     summon=special_summon_from_hand(none_exist(you_control(monster)), "you control no monsters"))

card(31305911, "Marshmallon",
     "Effect Monster. Cannot be destroyed by battle. After damage calculation, if this card was "
     "attacked while face-down at the start of the Damage Step: the attacking player takes 1000 "
     "damage.",
     Continuous(cannot_be_destroyed(by_battle=True)),
     Trigger(on=after_damage_calculation(was_face_down=True), mandatory=True,
             resolve=damage(attacking_player, 1000)))

card(65367484, "Photon Thrasher",
     "Effect Monster. Cannot be Normal Summoned or Set; Special Summoned from your hand while you "
     "control no monsters. Cannot attack while you control another monster.",
     Continuous(cannot_attack(), condition=exists(you_control(monster & ~this_card))),
     summon=special_summon_from_hand(none_exist(you_control(monster)), "you control no monsters"))

card(9190563, "RAM Clouder",
     "Effect Monster. You can Tribute 1 monster, then target 1 Cyberse monster in your GY; "
     "Special Summon it. You can use this effect of \"RAM Clouder\" only once per turn.",
     Ignition(cost=tribute(you_control(monster)), target=from_gy(monster & race("Cyberse")),
              resolve=special_summon(TARGETS), limit=hard_once_per_turn))

card(21502796, "Ryko, Lightsworn Hunter",
     "Flip Effect Monster. FLIP: you can target 1 card on the field and destroy it. Either way, "
     "send the top 3 cards of your Deck to the GY.",
     Flip(target=on_field(any_card, none_or_up_to(1)), resolve=also(destroy(TARGETS), mill(3))))

card(18964575, "Swift Scarecrow",
     "Effect Monster. During your opponent's turn, when an opponent's monster declares a direct "
     "attack (Quick Effect): you can discard this card; negate the attack, then end the Battle "
     "Phase.",
     Quick(range=IN_HAND, condition=opponents_turn & opponent_attacks_directly,
           cost=discard(this_card), resolve=(negate_attack(), end_the_battle_phase())))

# ------------------------------------------------------------------ Spells
card(44947065, "Burden of the Mighty",
     "Continuous Spell. Every monster your opponent controls loses 100 ATK for each of its "
     "Levels.",
     Activate(),
     Continuous(lose_atk(for_each_level(100), monster & opponents)))

card(61583217, "Cynet Universe",
     "Field Spell. Link Monsters you control gain 300 ATK. Once per turn: you can target 1 "
     "monster in either GY; shuffle it into the Deck. If this card on the field is destroyed by "
     "a card effect: send every monster in the Extra Monster Zones to the GY.",
     Activate(),
     Continuous(gain_atk(300, link_monster & monster & yours)),
     Ignition(target=from_gy(monster, either=True), resolve=return_to_deck(TARGETS),
              limit=once_per_turn, text="shuffle a monster from a GY into the Deck"),
     Trigger(on=destroyed(by_effect=True), mandatory=True,
             resolve=send_to_gy(every(monster & in_extra_monster_zone))))

card(27243130, "Forbidden Lance",
     "Quick-Play Spell. Target 1 face-up monster on the field; until the end of this turn it "
     "loses 800 ATK, but the effects of other Spell and Trap Cards do not affect it.",
     Activate(target=face_up & monster,
              resolve=until_end_of_turn(lose_atk(800), unaffected_by(effects=other_spell_trap_effects),
                                        to=TARGETS)))

card(98645731, "Pot of Duality",
     "Normal Spell. Excavate the top 3 cards of your Deck, add 1 of them to your hand, and "
     "shuffle the others back. You can activate only 1 \"Pot of Duality\" per turn, and you "
     "cannot Special Summon in the turn you activate it.",
     Activate(condition=no_special_summon_this_turn, cost=lock_special_summons(from_extra_deck=False),
              resolve=excavate(3, add_to_hand(excavated()), rest="shuffle"),
              limit=one_activation_per_turn))

card(73628505, "Terraforming", "Normal Spell. Add 1 Field Spell from your Deck to your hand.",
     Activate(resolve=add_to_hand(from_deck(kind("Field")))))

card(56747793, "United We Stand",
     "Equip Spell. The equipped monster gains 800 ATK and DEF for each face-up monster you "
     "control.",
     *Equip(gain_atk(for_each(800, you_control(face_up & monster))),
            gain_def(for_each(800, you_control(face_up & monster)))))

# ------------------------------------------------------------------ Traps
card(29401950, "Bottomless Trap Hole",
     "Normal Trap. When your opponent Summons a monster(s) with 1500 or more ATK: destroy every "
     "such monster with 1500 or more ATK, and banish it.",
     Activate(condition=opponent_summons(where=atk_at_least(1500)),
              resolve=destroy(summoned_monsters(where=atk_at_least(1500)), banish=True)))

card(94192409, "Compulsory Evacuation Device",
     "Normal Trap. Target 1 monster on the field; return it to the hand (a Token vanishes, an "
     "Extra Deck monster returns to the Extra Deck).",
     Activate(target=monster, resolve=return_to_hand(TARGETS)))

card(77538567, "Dark Bribe",
     "Counter Trap. When your opponent activates a Spell or Trap Card: your opponent draws 1 "
     "card; also negate the activation, and if you do, destroy that card.",
     Activate(condition=activated(spell=True, trap=True, by_opponent=True),
              resolve=also(draw(1, opponent), negate_activation(destroy=True))))

card(50078509, "Fiendish Chain",
     "Continuous Trap. Activate it by targeting 1 face-up Effect Monster on the field. While this "
     "card is face-up, that monster's effects are negated and it cannot attack. When that "
     "monster is destroyed, destroy this card.",
     Activate(target=face_up & effect_monster & monster,
              resolve=also(keep_as_target(TARGETS),
                           when_they_leave_destroy_this_card(TARGETS, destroyed_only=True))),
     Continuous(negate_effects(this_cards_target), cannot_attack(this_cards_target)))

card(98954106, "Jar of Avarice",
     "Normal Trap. Target 5 cards in your GY other than \"Jar of Avarice\"; shuffle all 5 into "
     "the Deck, then draw 1 card.",
     Activate(target=from_gy(~named("Jar of Avarice"), exactly(5)),
              resolve=only_if(all_targets_remain, (return_to_deck(TARGETS), draw(1)))))
