"""Pool 4: the Blue-Eyes deck's Extra Deck (WindBot_AI_BlueEyes.ydk) — the Level 9 Synchro
Dragons, the Rank 8/9 "Galaxy-Eyes" Xyz Monsters (some Xyz Summoned on another Xyz Monster,
Rank-Up material transfer), and the Rank 1 Sylvan Princessprite. Texts are today's (errata
included), in our own words."""

from engine.cards.library import (
    DEFENSE_POSITION,
    FIELD,
    HAND,
    IN_GY,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    THIS_CARD,
    XYZ,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_monster_destroyed,
    activated,
    add_to_hand,
    and_if_you_do,
    another_face_up_monster_destroyed_was,
    archetype,
    at_phase,
    attach_to_this_card_as_material,
    attack_declared,
    attribute,
    battle_damage_it_inflicts_halved,
    cannot_attack_directly,
    cannot_be_destroyed,
    cannot_be_targeted,
    card,
    change_the_attack_target_to_this_card,
    destroy,
    destroyed_by_opponents_attack,
    destroyed_by_opponents_effect,
    detach,
    during_that_damage_calculation,
    during_the_end_phase,
    equipped_to_this_card,
    event_card,
    every,
    exactly,
    excavate,
    excavated,
    face_up,
    for_each_non_tuner_synchro_material,
    for_each_rank_on_the_field,
    from_deck,
    from_extra_deck,
    from_gy,
    from_places,
    gain_atk,
    gain_def,
    gain_original_atk_of,
    had_material_when_it_left,
    hard_once_per_turn,
    in_damage_calculation,
    monster,
    name_becomes,
    named,
    negate_activation,
    negate_effect,
    negate_effects,
    neither_player_can_special_summon_two_or_more_at_once,
    normal_monster,
    on_field,
    once_per_chain,
    once_per_turn,
    opponent_banishes_from_their_deck,
    opponents,
    race,
    rank,
    remains_until_your_standby_phase,
    second_attack_on_a_monster,
    send_to_gy,
    sent_to_gy,
    set_atk,
    special_summon,
    spell_trap,
    summoned,
    summoned_as,
    synchro_monster,
    synchro_summon,
    take_control,
    that_card,
    this_card,
    this_card_battles,
    this_card_is,
    those_cards,
    tribute,
    twice_original_atk,
    until_end_of_turn,
    until_it_leaves_the_field,
    up_to,
    was_summoned,
    xyz_monster,
    xyz_summon,
    yours,
)

DRAGON = monster & race("Dragon")
GALAXY_EYES_XYZ = xyz_monster & archetype("Galaxy-Eyes")
NOT_XYZ_MATERIAL = {"not_xyz_material": True}
PHOTON = "Galaxy-Eyes Photon Dragon"
#: where a Spell Card is activated "on the field" from (the hand: it is placed there first)
HAND_, SPELLS, FIELD_ZONE = "hand", "spells", "field"

# ------------------------------------------------------------------ Synchro Monsters
card(63422098, "Giganticastle",
     "Synchro Monster: 1 Tuner + 1 or more non-Tuner monsters. It gains 200 ATK and DEF for each "
     "non-Tuner monster used as material for its Synchro Summon.",
     Continuous(gain_atk(for_each_non_tuner_synchro_material(200)),
                gain_def(for_each_non_tuner_synchro_material(200))),
     summon=synchro_summon())

card(40908371, "Azure-Eyes Silver Dragon",
     "Synchro Monster: 1 Tuner + 1 or more non-Tuner Normal Monsters. If this card is Special "
     "Summoned: until the end of the next turn, neither player can target the Dragon monsters you "
     "control at that time with card effects, and they cannot be destroyed by card effects. Once "
     "per turn, during your Standby Phase: you can target 1 Normal Monster in your GY; Special "
     "Summon it.",
     Trigger(on=summoned(SPECIAL), mandatory=True,
             resolve=until_end_of_turn(cannot_be_targeted(by_opponent=False),
                                       cannot_be_destroyed(by_effects=True),
                                       to=every(face_up & DRAGON & yours), turns=2)),
     Trigger(on=at_phase("standby", yours=True), range=ON_FIELD, limit=once_per_turn,
             target=from_gy(normal_monster), resolve=special_summon(TARGETS)),
     summon=synchro_summon(non_tuners=normal_monster))

card(59822133, "Blue-Eyes Spirit Dragon",
     'Synchro Monster: 1 Tuner + 1 or more non-Tuner "Blue-Eyes" monsters. Neither player can '
     "Special Summon 2 or more monsters at the same time. Once per Chain, when a card or effect is "
     "activated in the GY (Quick Effect): you can negate the activation. (Quick Effect): you can "
     "Tribute this Synchro Summoned card; Special Summon 1 LIGHT Dragon Synchro Monster from your "
     'Extra Deck in Defense Position, except "Blue-Eyes Spirit Dragon", but destroy it during the '
     "End Phase.",
     Continuous(neither_player_can_special_summon_two_or_more_at_once()),
     Quick(limit=once_per_chain, damage_step=True, condition=activated(where=IN_GY, negatable=True),
           resolve=negate_activation(destroy=False)),
     Quick(condition=this_card_is(summoned_as("synchro")), cost=tribute(THIS_CARD),
           resolve=and_if_you_do(
               special_summon(from_extra_deck(synchro_monster & DRAGON & attribute("LIGHT")
                                              & ~named("Blue-Eyes Spirit Dragon")), DEFENSE_POSITION),
               during_the_end_phase(destroy(those_cards)))),
     summon=synchro_summon(non_tuners=archetype("Blue-Eyes")))

# ------------------------------------------------------------------ Xyz Monsters
card(18963306, "Galaxy-Eyes Cipher Dragon",
     "Xyz Monster: 2 Level 8 monsters. Once per turn: you can detach 1 material from it, then "
     "target 1 face-up monster your opponent controls; take control of it until the End Phase; "
     'while you control it this way its effects are negated, its ATK becomes 3000 and its name '
     'becomes "Galaxy-Eyes Cipher Dragon". For the rest of this turn, your other monsters cannot '
     "attack directly.",
     Ignition(limit=once_per_turn, cost=detach(1), target=face_up & monster & opponents,
              resolve=(until_end_of_turn(cannot_attack_directly(monster & yours & ~this_card)),
                       until_end_of_turn(negate_effects(), set_atk(3000),
                                         name_becomes("Galaxy-Eyes Cipher Dragon"), to=TARGETS),
                       take_control(TARGETS, until_end_phase=True))),
     summon=xyz_summon(level=8, count=2))

card(2530830, "Galaxy-Eyes Cipher Blade Dragon",
     'Xyz Monster: 3 Level 9 monsters. You can also Xyz Summon it using a Rank 8 "Galaxy-Eyes" Xyz '
     "Monster you control as material (its materials become this card's). It cannot be used as "
     "material for an Xyz Summon. Once per turn: you can detach 1 material from it, then target 1 "
     "card on the field; destroy it. If this Xyz Summoned card you control is destroyed by an "
     "attack of your opponent's monster or by your opponent's card effect and sent to the GY: you "
     'can target 1 "Galaxy-Eyes Cipher Dragon" in your GY; Special Summon it.',
     Ignition(limit=once_per_turn, cost=detach(1), target=on_field(), resolve=destroy(TARGETS)),
     Trigger(on=(destroyed_by_opponents_attack() | destroyed_by_opponents_effect())
                & was_summoned("xyz") & sent_to_gy(),
             target=from_gy(named("Galaxy-Eyes Cipher Dragon")), resolve=special_summon(TARGETS)),
     summon=xyz_summon(level=9, count=3, or_on=GALAXY_EYES_XYZ & rank(8)),
     extra=NOT_XYZ_MATERIAL)

card(39030163, "Galaxy-Eyes Full Armor Photon Dragon",
     'Xyz Monster: 3 Level 8 monsters. You can also Xyz Summon it using a "Galaxy-Eyes" Xyz '
     'Monster you control other than "Galaxy-Eyes Full Armor Photon Dragon" as material (its '
     "materials become this card's). Once per turn: you can target up to 2 Equip Cards equipped "
     "to this card; attach them to it as material. Once per turn: you can detach 1 material from "
     "it, then target 1 face-up card your opponent controls; destroy it.",
     Ignition(limit=once_per_turn, target=on_field(spell_trap & equipped_to_this_card, up_to(2)),
              resolve=attach_to_this_card_as_material(TARGETS)),
     Ignition(limit=once_per_turn, cost=detach(1), target=face_up & opponents,
              resolve=destroy(TARGETS)),
     summon=xyz_summon(level=8, count=3,
                       or_on=GALAXY_EYES_XYZ & ~named("Galaxy-Eyes Full Armor Photon Dragon")))

card(58820923, "Number 95: Galaxy-Eyes Dark Matter Dragon",
     'Xyz Monster: 3 Level 9 monsters. You can also Xyz Summon it using a "Galaxy-Eyes" Xyz Monster '
     "you control as material (its materials become this card's). It cannot be used as material "
     "for an Xyz Summon. When it is Xyz Summoned: you can send 3 Dragon monsters with different "
     "names from your Deck to the GY; your opponent banishes 3 monsters from their Deck. You can "
     "detach 1 material from it; this turn, it can make up to 2 attacks on monsters during each "
     "Battle Phase.",
     Trigger(on=summoned(XYZ), when=True,
             cost=send_to_gy(from_deck(DRAGON, exactly(3, different_names=True))),
             resolve=opponent_banishes_from_their_deck(monster, 3)),
     Ignition(cost=detach(1), resolve=until_end_of_turn(*second_attack_on_a_monster(), to=THIS_CARD)),
     summon=xyz_summon(level=9, count=3, or_on=GALAXY_EYES_XYZ),
     extra=NOT_XYZ_MATERIAL)

card(33909817, "Sylvan Princessprite",
     "Xyz Monster: 2 Level 1 monsters. You can detach 1 material from it; excavate the top card of "
     "your Deck: if it is a Spell or Trap, add it to your hand, otherwise send it to the GY. You "
     "can send 1 other Plant monster from your hand or field to the GY, then target 1 \"Sylvan\" "
     'monster in your GY; Special Summon it. You can only use each effect of "Sylvan '
     'Princessprite" once per turn.',
     Ignition(limit=hard_once_per_turn, cost=detach(1),
              resolve=excavate(1, add_to_hand(excavated(spell_trap)))),
     Ignition(limit=hard_once_per_turn,
              cost=send_to_gy(from_places((HAND, FIELD), monster & race("Plant") & ~this_card)),
              target=from_gy(monster & archetype("Sylvan")), resolve=special_summon(TARGETS)),
     summon=xyz_summon(level=1, count=2))

card(31801517, "Number 62: Galaxy-Eyes Prime Photon Dragon",
     "Xyz Monster: 2 Level 8 monsters. Once per battle, during damage calculation, if this card "
     "battles (Quick Effect): you can detach 1 material from it; it gains ATK equal to the total "
     "Ranks of the face-up Xyz Monsters on the field x 200, during that damage calculation only. "
     'Unless it has "Galaxy-Eyes Photon Dragon" as material, the battle damage it inflicts to your '
     'opponent is halved. If this card that has "Galaxy-Eyes Photon Dragon" as material is '
     "destroyed by your opponent's card effect: you can activate this effect; during your 2nd "
     "Standby Phase after this activation, Special Summon this card, and its ATK becomes doubled.",
     Quick(damage_calculation=True, limit=once_per_chain,
           condition=in_damage_calculation & this_card_battles,
           cost=detach(1),
           resolve=until_end_of_turn(during_that_damage_calculation(
               gain_atk(for_each_rank_on_the_field(200))), to=THIS_CARD)),
     Continuous(battle_damage_it_inflicts_halved(unless_it_has_material=named(PHOTON))),
     Trigger(on=destroyed_by_opponents_effect() & had_material_when_it_left(named(PHOTON)),
             resolve=remains_until_your_standby_phase(2, and_if_you_do(
                 special_summon(THIS_CARD), until_it_leaves_the_field(set_atk(twice_original_atk), to=THIS_CARD)))),
     summon=xyz_summon(level=8, count=2))

card(63767246, "Number 38: Hope Harbinger Dragon Titanic Galaxy",
     "Xyz Monster: 2 Level 8 monsters. Once per turn, when a Spell Card or effect is activated on "
     "the field (Quick Effect): you can negate that effect, and if you do, attach that card on the "
     "field to this card as material. When an opponent's monster declares an attack: you can "
     "detach 1 material from this card; change the attack target to this card. If another face-up "
     "Xyz Monster you control is destroyed by battle or card effect: you can target 1 Xyz Monster "
     "you control; it gains ATK equal to the original ATK of a destroyed monster.",
     Quick(limit=once_per_turn, condition=activated(spell=True, card_activation=False,
                                                    where=(HAND_, SPELLS, FIELD_ZONE), negatable=True),
           resolve=and_if_you_do(negate_effect(), attach_to_this_card_as_material(that_card))),
     Trigger(on=attack_declared(by_opponent=True), range=ON_FIELD, cost=detach(1),
             resolve=change_the_attack_target_to_this_card()),
     Trigger(on=a_monster_destroyed(yours=True, by_battle=True, by_effect=True)
             & another_face_up_monster_destroyed_was(xyz_monster), range=ON_FIELD,
             target=face_up & xyz_monster & yours,
             resolve=until_it_leaves_the_field(gain_original_atk_of(event_card), to=TARGETS)),
     summon=xyz_summon(level=8, count=2))
