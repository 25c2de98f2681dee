"""Pool 3 (POOL.md): the cards of the Dawn of the Xyz starter deck (YS11) not covered before.
Texts are our own words, after the cards' current official texts (where the deck's print is
older, today's wording is followed); the scenarios in ``tests/scenarios/pool3/xyz/`` name
each card's key ruling.
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    NORMAL,
    SPECIAL,
    TARGETS,
    XYZ,
    Activate,
    Continuous,
    Ignition,
    Trigger,
    also,
    and_if_you_do,
    and_sent_to_the_gy,
    any_card,
    at_phase,
    atk_at_most,
    attack_position,
    attribute,
    battling_this_card,
    by_a_direct_attack,
    cannot_conduct_battle_phase,
    card,
    change_position,
    damage,
    destroy,
    destroyed,
    destroyed_by_battle,
    destroys_by_battle,
    detach,
    detach_instead_of_destruction,
    draw,
    every,
    exists,
    face_up,
    for_each,
    for_each_material,
    free_main_monster_zones,
    from_deck,
    from_gy,
    from_hand,
    gain_atk,
    gain_atk_for_each_of_its_materials,
    gain_def,
    hand_size,
    has_materials,
    in_battle_phase,
    inflicts_battle_damage,
    keep_as_target,
    kind,
    level,
    level_at_least,
    level_at_most,
    level_becomes,
    monster,
    monster_summoned,
    named,
    negate_activated_effects,
    negate_effects,
    none_exist,
    not_after_your_battle_phase,
    once_per_turn,
    opponent,
    opponent_controls,
    place_on_top_of_deck,
    race,
    send_to_gy,
    special_summon,
    summoned,
    summoned_this_turn,
    targeted_for_an_attack,
    this_card,
    this_card_is,
    those_cards,
    until_end_of_turn,
    until_it_leaves_the_field,
    until_your_next_standby_phase,
    when_changed_to_defense_destroy_it_and_this_card,
    when_they_leave_destroy_this_card,
    when_this_card_leaves_destroy,
    xyz_summon,
    you,
    you_control,
    your_turn,
    yours,
)

# ------------------------------------------------------------------ Effect Monsters
card(24291651, "Ganbara Knight",
     "Effect Monster. When this face-up Attack Position card is targeted for an attack: you can "
     "change it to Defense Position.",
     Trigger(on=targeted_for_an_attack(), when=True, condition=this_card_is(face_up & attack_position),
             resolve=change_position(this_card, "defense")))

card(50785356, "Feedback Warrior",
     "Effect Monster. When this card is Normal or Special Summoned: you can target 1 face-up "
     "monster you control whose Level is not 3; its Level becomes 3.",
     Trigger(on=summoned(NORMAL, SPECIAL), when=True,
             target=you_control(face_up & monster & level_at_least(1) & ~level(3)),
             resolve=until_it_leaves_the_field(level_becomes(3), to=TARGETS)))

card(86174055, "Speed Bird",
     "Effect Monster. If this card is destroyed by battle and sent to the GY: you can target 2 "
     "Level 2 monsters in your GY; Special Summon both, with their effects negated.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), condition=free_main_monster_zones(2),
             target=from_gy(monster & level(2), 2), resolve=special_summon(TARGETS, negated=True)))

card(23168060, "Key Man the Key Warrior",
     "Effect Monster. Once per turn: you can make this card Level 3 until the end of this turn.",
     Ignition(condition=~this_card_is(level(3)), limit=once_per_turn,
              resolve=until_end_of_turn(level_becomes(3), to=this_card)))

card(59563768, "Tenshin",
     "Effect Monster. This card gains 400 ATK for each face-up Level 2 monster you control.",
     Continuous(gain_atk(for_each(400, you_control(face_up & monster & level(2))))))

card(86952477, "Shine Knight",
     "Effect Monster. While this card is in Defense Position, it is Level 4.",
     Continuous(level_becomes(4), condition=this_card_is(~attack_position)))

card(97017120, "Giant Rat",
     "Effect Monster. When this card is destroyed by battle and sent to the GY: you can Special "
     "Summon 1 EARTH monster with 1500 or less ATK from your Deck in Attack Position.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             resolve=special_summon(from_deck(monster & attribute("EARTH") & atk_at_most(1500)),
                                    ATTACK_POSITION)))

card(39507162, "Blade Knight",
     "Effect Monster. While you have 1 or no cards in your hand, this card gains 400 ATK. While "
     "it is the only monster you control, the effects of Flip monsters destroyed by battle with "
     "this card are negated.",
     Continuous(gain_atk(400), condition=hand_size(yours=(0, 1))),
     Continuous(negate_effects(kind("Flip") & destroyed_by_battle & battling_this_card),
                negate_activated_effects(kind("Flip") & destroyed_by_battle & battling_this_card),
                condition=none_exist(you_control(monster & ~this_card))),
     version=2)

card(32918479, "Majestic Mech - Senku",
     "Effect Monster. If this card inflicts battle damage to your opponent by a direct attack: "
     "draw 1 card. During the End Phase of a turn this card was Summoned: send it to the GY.",
     Trigger(on=inflicts_battle_damage() & by_a_direct_attack, mandatory=True, resolve=draw(1)),
     Trigger(on=at_phase("end"), mandatory=True, condition=summoned_this_turn(),
             limit=once_per_turn, resolve=send_to_gy(this_card)))

card(26046205, "Vengeful Shinobi",
     "Effect Monster. When this face-up Attack Position card is targeted for an attack: draw 1 "
     "card.",
     Trigger(on=targeted_for_an_attack(), mandatory=True,
             condition=this_card_is(face_up & attack_position), resolve=draw(1)))

card(89529919, "Field-Commander Rahz",
     "Effect Monster. When this card is Normal or Special Summoned: take 1 Level 4 or lower "
     "Warrior monster from your Deck, except \"Field-Commander Rahz\", shuffle your Deck, then "
     "place that card on top of it.",
     Trigger(on=summoned(NORMAL, SPECIAL), mandatory=True,
             resolve=place_on_top_of_deck(from_deck(monster & race("Warrior") & level_at_most(4)
                                                    & ~named("Field-Commander Rahz")))))

card(20474741, "Trident Warrior",
     "Effect Monster. When this card is Normal Summoned: you can Special Summon 1 Level 3 "
     "monster from your hand.",
     Trigger(on=summoned(NORMAL), when=True, resolve=special_summon(from_hand(monster & level(3)))))

card(5438492, "Warrior Lady of the Wasteland",
     "Effect Monster. When this card is destroyed by battle and sent to the GY: you can Special "
     "Summon 1 EARTH Warrior monster with 1500 or less ATK from your Deck in Attack Position.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             resolve=special_summon(from_deck(monster & attribute("EARTH") & race("Warrior")
                                              & atk_at_most(1500)), ATTACK_POSITION)))

# ------------------------------------------------------------------ Xyz Monsters
card(10002346, "Gachi Gachi Gantetsu",
     "Xyz Monster: 2 Level 2 monsters. If this face-up card would be destroyed, you can detach 1 "
     "material from it instead. Face-up monsters you control gain 200 ATK and DEF for each "
     "material attached to this card.",
     Continuous(detach_instead_of_destruction()),
     Continuous(gain_atk(for_each_material(200), face_up & monster & yours),
                gain_def(for_each_material(200), face_up & monster & yours)),
     summon=xyz_summon(level=2, count=2), version=2)

card(47506081, "Grenosaurus",
     "Xyz Monster: 2 Level 3 monsters. When this card destroys an opponent's monster by battle "
     "and sends it to the GY: you can detach 1 material from this card; inflict 1000 damage to "
     "your opponent.",
     Trigger(on=destroys_by_battle() & and_sent_to_the_gy, when=True, cost=detach(1),
             resolve=damage(opponent, 1000)),
     summon=xyz_summon(level=3, count=2))

# ------------------------------------------------------------------ Spells
card(22346472, "Blustering Winds",
     "Normal Spell. Target 1 face-up monster you control; it gains 1000 ATK and DEF until your "
     "next Standby Phase.",
     Activate(target=you_control(face_up & monster),
              resolve=until_your_next_standby_phase(gain_atk(1000), gain_def(1000), to=TARGETS)))

card(58441120, "Harmonic Waves",
     "Normal Spell. Target 1 face-up monster on the field that has a Level other than 4; it "
     "becomes Level 4 until the end of this turn.",
     Activate(target=face_up & monster & level_at_least(1) & ~level(4),
              resolve=until_end_of_turn(level_becomes(4), to=TARGETS)))

card(85839825, "Xyz Energy",
     "Normal Spell. Detach 1 material from a monster you control, then target 1 face-up monster "
     "your opponent controls; destroy it.",
     Activate(cost=detach(1, you_control(monster)), target=opponent_controls(face_up & monster),
              resolve=destroy(TARGETS)))

card(10012614, "Banner of Courage",
     "Continuous Spell. During your Battle Phase, monsters you control gain 200 ATK.",
     Activate(),
     Continuous(gain_atk(200, monster & yours), condition=your_turn & in_battle_phase))

# ------------------------------------------------------------------ Traps
card(11224934, "Reinforced Space",
     "Normal Trap. Until the end of this turn, each face-up monster you control that has "
     "material gains 300 ATK for each material attached to it (counted now).",
     Activate(condition=exists(you_control(face_up & monster & has_materials)), damage_step=True,
              resolve=until_end_of_turn(gain_atk_for_each_of_its_materials(300),
                                        to=every(you_control(face_up & monster & has_materials)))))

card(58628539, "Xyz Effect",
     "Normal Trap. When you Xyz Summon: target 1 card on the field; destroy it.",
     Activate(condition=monster_summoned(XYZ, where=yours), target=any_card & ~this_card,
              resolve=destroy(TARGETS)))

card(3244563, "Shield Spear",
     "Normal Trap. Target 1 face-up monster on the field; it gains 400 ATK and DEF until the end "
     "of this turn.",
     Activate(target=face_up & monster, damage_step=True,
              resolve=until_end_of_turn(gain_atk(400), gain_def(400), to=TARGETS)))

card(27551, "Limit Reverse",
     "Continuous Trap. Target 1 monster with 1000 or less ATK in your GY; Special Summon it in "
     "Attack Position. When it is changed to Defense Position, destroy it and this card. When "
     "this card leaves the field, destroy that monster. When that monster is destroyed, destroy "
     "this card.",
     Activate(target=from_gy(monster & atk_at_most(1000)),
              resolve=and_if_you_do(special_summon(TARGETS, ATTACK_POSITION), also(
                  keep_as_target(those_cards),
                  when_this_card_leaves_destroy(those_cards),
                  when_they_leave_destroy_this_card(those_cards, destroyed_only=True)))),
     when_changed_to_defense_destroy_it_and_this_card(),
     version=2)

card(10118318, "Reinforce Truth",
     "Normal Trap. You cannot conduct your Battle Phase the turn you activate this card. Special "
     "Summon 1 Level 2 or lower Warrior monster from your Deck.",
     Activate(condition=not_after_your_battle_phase, cost=until_end_of_turn(cannot_conduct_battle_phase(you)),
              resolve=special_summon(from_deck(monster & race("Warrior") & level_at_most(2)))))
