"""Pool 3, Starter Deck: Yu-Gi-Oh! 5D's (5DS1): the deck's cards that Pools 1-2 do not cover.

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool3/5ds/`` naming the ruling it checks. Marauding Captain and
The Warrior Returning Alive are also in the YS11 and YS17 decks; they are declared here only.
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    IN_SPELL_ZONE,
    NORMAL,
    SYNCHRO,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Ignition,
    Trigger,
    a_monster_is_summoned,
    activated,
    add_to_hand,
    also,
    and_if_you_do,
    atk_at_least,
    atk_at_most,
    atk_def_become,
    attacker,
    attribute,
    battling_this_card,
    cannot_attack,
    cannot_be_attacked,
    cannot_be_destroyed,
    cannot_change_position,
    card,
    damage,
    destroy,
    destroyed,
    discard,
    equip_this_card,
    every,
    exists,
    face_up,
    for_each,
    from_deck,
    from_gy,
    from_hand,
    gain_atk,
    gain_levels,
    inflicts_battle_damage,
    keep_as_target,
    level_at_least,
    level_at_most,
    lose_atk,
    lose_levels,
    monster,
    negate_activation,
    negate_attack,
    normal_monster,
    on_field,
    opponent,
    opponent_attacks,
    opponent_controls,
    opponents,
    original_atk_at_least,
    original_stats_of,
    pay_lp,
    place_counter,
    race,
    remove_counters,
    send_to_gy,
    set_this_card_again,
    special_summon,
    spell_trap,
    summoned,
    synchro_monster,
    this_card,
    this_cards_target,
    those_cards,
    tribute,
    until_end_of_turn,
    until_it_leaves_the_field,
    when_they_leave_destroy_this_card,
    when_this_card_leaves_destroy,
    with_highest_def,
    you_control,
    yours,
)

# ------------------------------------------------------------------ all facts, no effect
card(74093656, "Tune Warrior",
     "Normal Tuner Monster: a Tuner with no effect (it can be the Tuner of a Synchro Summon).")

card(487395, "Water Spirit",
     "Normal Tuner Monster: a Tuner with no effect (it can be the Tuner of a Synchro Summon).")

card(97204936, "Gaia Knight, the Force of Earth",
     "Synchro Monster: 1 Tuner + 1 or more non-Tuner monsters. It has no effect.")

# ------------------------------------------------------------------ Effect Monsters
card(36472900, "Sonic Chick",
     "Effect Monster. It cannot be destroyed by battle with a monster that has 1900 or more ATK.",
     Continuous(cannot_be_destroyed(by_battle=True),
                condition=exists(on_field(battling_this_card & monster & atk_at_least(1900)))))

card(36750412, "Magna Drago",
     "Tuner Effect Monster. Each time this card inflicts battle damage to your opponent, it "
     "gains 200 ATK.",
     Trigger(on=inflicts_battle_damage(), mandatory=True,
             resolve=until_it_leaves_the_field(gain_atk(200), to=this_card)))

card(62154416, "Frequency Magician",
     "Tuner Effect Monster. When this card is Normal Summoned: place 1 Spell Counter on it "
     "(it can hold only 1). You can remove 1 Spell Counter from this card, then target 1 "
     "face-up monster you control; it gains 500 ATK until the end of this turn.",
     Trigger(on=summoned(NORMAL), mandatory=True, when=True,
             resolve=place_counter(this_card, maximum=1)),
     Ignition(cost=remove_counters(1), target=face_up & monster & yours,
              resolve=until_end_of_turn(gain_atk(500), to=TARGETS)))

card(26376390, "Copycat",
     "Effect Monster. When this card is Summoned: target 1 face-up monster your opponent "
     "controls; this card's ATK and DEF become that monster's original ATK and DEF.",
     Trigger(on=summoned(), mandatory=True, when=True, target=face_up & monster & opponents,
             resolve=atk_def_become(this_card, *original_stats_of(TARGETS))))

card(60806437, "UFO Turtle",
     "Effect Monster. When this card is destroyed by battle and sent to the GY: you can Special "
     "Summon 1 FIRE monster with 1500 or less ATK from your Deck in face-up Attack Position.",
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             resolve=special_summon(from_deck(monster & attribute("FIRE") & atk_at_most(1500)),
                                    ATTACK_POSITION)))

card(2460565, "Marauding Captain",
     "Effect Monster. When this card is Normal Summoned: you can Special Summon 1 Level 4 or "
     "lower monster from your hand. Your opponent cannot target other face-up Warrior monsters "
     "you control for attacks.",
     Trigger(on=summoned(NORMAL), when=True,
             resolve=special_summon(from_hand(monster & level_at_most(4)))),
     Continuous(cannot_be_attacked(face_up & monster & race("Warrior") & yours & ~this_card)))

card(74131780, "Exiled Force",
     "Effect Monster. You can Tribute this card, then target 1 monster on the field; destroy it.",
     Ignition(cost=tribute(this_card), target=monster & ~this_card, resolve=destroy(TARGETS)))

card(23693634, "Colossal Fighter",
     "Synchro Monster: 1 Tuner + 1 or more non-Tuner monsters. It gains 100 ATK for each Warrior "
     "monster in the GYs. When this card is destroyed by battle: you can target 1 Warrior "
     "monster in either GY (this card included); Special Summon it.",
     Continuous(gain_atk(for_each(100, every(from_gy(monster & race("Warrior"), either=True))))),
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True,
             target=from_gy(monster & race("Warrior"), either=True),
             resolve=special_summon(TARGETS)))

# ------------------------------------------------------------------ Spells
card(98143165, "Synchro Boost",
     "Equip Spell. The equipped monster gains 500 ATK and its Level is increased by 1.",
     *Equip(gain_atk(500), gain_levels(1)))

card(35537860, "Synch Blast Wave",
     "Normal Spell. Activate only while you control a face-up Synchro Monster: target 1 monster "
     "your opponent controls; destroy it.",
     Activate(condition=exists(you_control(face_up & synchro_monster)), target=monster & opponents,
              resolve=destroy(TARGETS)))

card(61032879, "Synch Realm",
     "Continuous Spell. Each time a monster is Synchro Summoned to your field: inflict 500 "
     "damage to your opponent.",
     Activate(),
     Trigger(on=a_monster_is_summoned(SYNCHRO, where=yours), mandatory=True, range=IN_SPELL_ZONE,
             resolve=damage(opponent, 500)))

card(95281259, "The Warrior Returning Alive",
     "Normal Spell. Add 1 Warrior monster from your GY to your hand.",
     Activate(resolve=add_to_hand(from_gy(monster & race("Warrior")))))

card(97169186, "Smashing Ground",
     "Normal Spell. Destroy the face-up monster your opponent controls with the highest DEF "
     "(you choose 1 if several are tied).",
     Activate(resolve=destroy(with_highest_def(opponent_controls(face_up & monster)))))

card(45939841, "Twister",
     "Quick-Play Spell. Pay 500 LP, then target 1 face-up Spell/Trap on the field; destroy it.",
     Activate(cost=pay_lp(500), target=face_up & spell_trap & ~this_card, resolve=destroy(TARGETS)),
     version=2)

card(78794994, "Symbols of Duty",
     "Equip Spell. Activate this card by sending 1 face-up Normal Monster you control to the GY, "
     "then target 1 monster in either GY; Special Summon it and equip it with this card. When "
     "this card leaves the field, destroy that monster.",
     Activate(cost=send_to_gy(you_control(face_up & normal_monster)),
              target=from_gy(monster, either=True),
              resolve=and_if_you_do(special_summon(TARGETS),
                                    (equip_this_card(those_cards),
                                     when_this_card_leaves_destroy(those_cards)))))

# ------------------------------------------------------------------ Traps
card(98427577, "Scrap-Iron Scarecrow",
     "Normal Trap. When an opponent's monster declares an attack: target the attacking monster; "
     "negate the attack, and after that, Set this card face-down instead of sending it to the GY.",
     Activate(condition=opponent_attacks, target=attacker,
              resolve=also(negate_attack(), set_this_card_again())))

card(34815282, "Miniaturize",
     "Continuous Trap. Target 1 face-up monster on the field whose original ATK is higher than "
     "1000; its Level is reduced by 1 and it loses 1000 ATK. When it leaves the field, destroy "
     "this card.",
     Activate(target=face_up & monster & original_atk_at_least(1001) & level_at_least(1),
              resolve=also(keep_as_target(TARGETS), when_they_leave_destroy_this_card(TARGETS)),
              damage_step=True),
     Continuous(lose_levels(1, this_cards_target), lose_atk(1000, this_cards_target)))

card(18807108, "Spellbinding Circle",
     "Continuous Trap. Target 1 monster your opponent controls; it cannot attack or change its "
     "battle position. When that monster is destroyed, destroy this card.",
     Activate(target=monster & opponents,
              resolve=also(keep_as_target(TARGETS),
                           when_they_leave_destroy_this_card(TARGETS, destroyed_only=True))),
     Continuous(cannot_attack(this_cards_target), cannot_change_position(this_cards_target)))

card(49010598, "Divine Wrath",
     "Counter Trap. When a monster effect is activated: discard 1 card; negate the activation, "
     "and if you do, destroy that card.",
     Activate(condition=activated(monster_effect=True), cost=discard(from_hand()),
              resolve=negate_activation()))

card(35539880, "Birthright",
     "Continuous Trap. Target 1 Normal Monster in your GY; Special Summon it in Attack Position. "
     "When this card leaves the field, destroy that monster; when that monster leaves the "
     "field, destroy this card.",
     Activate(target=from_gy(normal_monster),
              resolve=and_if_you_do(special_summon(TARGETS, ATTACK_POSITION), also(
                  when_this_card_leaves_destroy(those_cards),
                  when_they_leave_destroy_this_card(those_cards)))))
