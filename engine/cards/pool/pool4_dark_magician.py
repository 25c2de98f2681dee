"""Pool 4: the Dark Magician deck (WindBot's AI_DarkMagician) — its Dark Magician Spells, Traps
and Spellcasters, and its Fusion, Xyz and Link Monsters (the Windwitches and the Synchro
Monsters are in ``pool4_dark_magician_extra``). Texts are our own words for today's wording."""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    GY,
    HAND,
    IN_BANISHMENT,
    IN_GY,
    IN_HAND,
    IN_SPELL_ZONE,
    NORMAL,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Ignition,
    IgnitionLike,
    Quick,
    Trigger,
    a_monster_is_summoned,
    add_to_hand,
    any_card,
    archetype,
    attribute,
    banish,
    cannot_attack,
    cannot_be_destroyed,
    cannot_be_targeted,
    card,
    choose_one,
    destroy,
    destroyed,
    detach,
    draw,
    during_that_damage_calculation,
    equipped,
    every,
    exactly,
    exists,
    face_up,
    flipped,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    fusion_materials,
    fusion_summon_using_only,
    gain_atk,
    gain_def,
    gain_lp,
    hard_once_per_turn,
    has_not_attacked_this_turn,
    in_damage_calculation,
    level_at_most,
    link_summon,
    look_at_top_you_can_add,
    lose_atk,
    lose_def,
    monster,
    name_becomes,
    named,
    negate_effects,
    on_field,
    on_the_field,
    once_per_turn,
    once_per_turn_this_way,
    one_activation_per_turn,
    opponent,
    opponent_controls,
    opponents,
    opponents_card_effects,
    opponents_turn,
    race,
    send_to_gy,
    special_summon,
    special_summon_from_hand_by_discarding,
    spell,
    spell_trap,
    summon_tokens,
    summoned,
    take_control,
    then,
    this_card,
    this_card_and_the_equipped_monster,
    this_face_up_card_leaves_the_field,
    token,
    tribute,
    unaffected_by,
    until_end_of_turn,
    up_to,
    xyz_summon,
    you_activate_a_spell_trap_card_or_effect,
    you_control,
    your_battling_monster,
    yours,
)

DARK_MAGICIAN = monster & named("Dark Magician")
#: Cards whose text names "Dark Magician" (the card facts hold no text, so they are listed).
LISTS_DARK_MAGICIAN = named(
    "Dark Magic Attack", "Dark Magical Circle", "Eternal Soul", "Magician Navigation",
    "Illusion Magic", "Dark Magic Inheritance", "Thousand Knives", "Dark Magic Curtain",
    "Magic Formula", "Dark Magic Veil", "Dark Magic Expanded", "Dark Magic Twin Burst",
    "Sage's Stone", "Magicians' Combination", "Dark Burning Magic", "Dark Burning Attack",
    "Soul Servant", "Apprentice Illusion Magician", "Magician's Rod", "Dark Magician Girl")
#: Cards whose text names "Dark Magician Girl".
LISTS_DARK_MAGICIAN_GIRL = named(
    "Bond Between Teacher and Student", "Dark Burning Magic", "Dark Burning Attack",
    "Dark Magic Twin Burst", "Magicians' Combination", "Dark Magic Expanded",
    "Dark Magic Inheritance")
DARK_SPELLCASTER = monster & attribute("DARK") & race("Spellcaster")

# ------------------------------------------------------------------ Spells
card(70368879, "Upstart Goblin",
     "Normal Spell. Draw 1 card, then your opponent gains 1000 LP.",
     Activate(resolve=(draw(1), gain_lp(opponent, 1000))))

card(2314238, "Dark Magic Attack",
     'Normal Spell. Only while you control "Dark Magician": destroy every Spell and Trap your '
     "opponent controls.",
     Activate(condition=exists(you_control(face_up & DARK_MAGICIAN)),
              resolve=destroy(every(spell_trap & opponents))))

card(89739383, "Spellbook of Secrets",
     'Normal Spell. Add 1 "Spellbook" card other than "Spellbook of Secrets" from your Deck to '
     'your hand. You can only activate 1 "Spellbook of Secrets" per turn.',
     Activate(resolve=add_to_hand(from_deck(archetype("Spellbook") & ~named("Spellbook of Secrets"))),
              limit=one_activation_per_turn))

card(23314220, "Spellbook of Knowledge",
     'Normal Spell. Send 1 other Spellcaster monster or "Spellbook" card from your hand or your '
     'face-up field to the GY, then draw 2 cards. You can only activate 1 "Spellbook of '
     'Knowledge" per turn.',
     Activate(resolve=then(send_to_gy(from_places(
                  (HAND, "field"), (monster & race("Spellcaster") | archetype("Spellbook"))
                  & ~this_card & (face_up | ~on_the_field))), draw(2)),
              limit=one_activation_per_turn))

card(73616671, "Illusion Magic",
     'Quick-Play Spell. Tribute 1 Spellcaster monster; add up to 2 "Dark Magician" from your Deck '
     'and/or GY to your hand. You can only activate 1 "Illusion Magic" per turn.',
     Activate(cost=tribute(you_control(monster & race("Spellcaster"))),
              resolve=add_to_hand(from_places((DECK, GY), DARK_MAGICIAN, up_to(2))),
              limit=one_activation_per_turn))

card(41735184, "Dark Magic Inheritance",
     "Quick-Play Spell. Banish 2 Spells from your GY; add 1 Spell/Trap that names \"Dark Magician\" "
     'or "Dark Magician Girl", other than "Dark Magic Inheritance", from your Deck to your hand. '
     'You can only activate 1 "Dark Magic Inheritance" per turn.',
     Activate(cost=banish(from_gy(spell, 2)),
              resolve=add_to_hand(from_deck(spell_trap & (LISTS_DARK_MAGICIAN | LISTS_DARK_MAGICIAN_GIRL)
                                            & ~named("Dark Magic Inheritance"))),
              limit=one_activation_per_turn))

card(67775894, "Wonder Wand",
     "Equip Spell. Equip only to a Spellcaster monster. It gains 500 ATK. You can send this card "
     "and the equipped monster you control to the GY; draw 2 cards.",
     *Equip(gain_atk(500), to=face_up & monster & race("Spellcaster")),
     Ignition(range=IN_SPELL_ZONE, condition=exists(equipped.only(yours)),
              cost=send_to_gy(this_card_and_the_equipped_monster), resolve=draw(2)))

card(47222536, "Dark Magical Circle",
     'Continuous Spell. When this card is activated: look at the top 3 cards of your Deck; you can '
     'reveal a "Dark Magician" or a Spell/Trap that names it among them and add it to your hand, '
     'then put the rest back on top in any order. If "Dark Magician" is Normal or Special '
     "Summoned to your field: you can target 1 card your opponent controls; banish it. You can "
     'only activate 1 "Dark Magical Circle" per turn.',
     Activate(resolve=look_at_top_you_can_add(3, DARK_MAGICIAN | (spell_trap & LISTS_DARK_MAGICIAN)),
              limit=one_activation_per_turn),
     Trigger(on=a_monster_is_summoned(NORMAL, SPECIAL, where=DARK_MAGICIAN & yours), range=IN_SPELL_ZONE,
             target=opponent_controls(any_card), resolve=banish(TARGETS)))

# ------------------------------------------------------------------ Traps
card(7922915, "Magician Navigation",
     'Normal Trap. Special Summon 1 "Dark Magician" from your hand, then Special Summon 1 Level 7 '
     "or lower DARK Spellcaster monster from your Deck. While you control \"Dark Magician\", you "
     "can banish this card from your GY and target 1 face-up Spell/Trap your opponent controls; "
     'negate its effects until the end of this turn. You can only use this effect of "Magician '
     'Navigation" once per turn.',
     Activate(resolve=then(special_summon(from_hand(DARK_MAGICIAN)),
                           special_summon(from_deck(DARK_SPELLCASTER & level_at_most(7))))),
     Ignition(range=IN_GY, condition=exists(you_control(face_up & DARK_MAGICIAN)),
              cost=banish(this_card), target=opponent_controls(face_up & spell_trap),
              resolve=until_end_of_turn(negate_effects(), to=TARGETS), limit=hard_once_per_turn))

card(48680970, "Eternal Soul",
     "Continuous Trap. You can activate 1 of these effects: Special Summon 1 \"Dark Magician\" from "
     'your hand or GY; or add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck to your '
     'hand. You can only use this effect of "Eternal Soul" once per turn. "Dark Magician" in your '
     "Monster Zone is unaffected by your opponent's card effects. If this face-up card leaves "
     "the field: destroy every monster you control.",
     *IgnitionLike('Special Summon 1 "Dark Magician" from your hand or GY, or add 1 "Dark Magic '
                   'Attack" or "Thousand Knives" from your Deck to your hand.',
                   resolve=choose_one(
                       ('Special Summon 1 "Dark Magician" from your hand or GY',
                        special_summon(from_places((HAND, GY), DARK_MAGICIAN))),
                       ('Add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck to your hand',
                        add_to_hand(from_deck(named("Dark Magic Attack", "Thousand Knives"))))),
                   limit=hard_once_per_turn),
     Continuous(unaffected_by(DARK_MAGICIAN & yours, effects=opponents_card_effects)),
     Trigger(on=this_face_up_card_leaves_the_field(), mandatory=True,
             range=IN_GY + IN_BANISHMENT + IN_HAND, resolve=destroy(every(monster & yours))))

# ------------------------------------------------------------------ Spellcasters
card(14824019, "Spellbook Magician of Prophecy",
     'Effect Monster. If this card is Normal Summoned or flipped face-up: you can add 1 '
     '"Spellbook" Spell from your Deck to your hand.',
     Trigger(on=summoned(NORMAL) | flipped(), resolve=add_to_hand(from_deck(archetype("Spellbook") & spell))))

card(7084129, "Magician's Rod",
     'Effect Monster. If this card is Normal Summoned: you can add 1 Spell/Trap that names "Dark '
     "Magician\" from your Deck to your hand. During your opponent's turn, if you activate a "
     "Spell/Trap Card or effect: you can Tribute this card; add 1 Spellcaster monster from your "
     "GY to your hand. You can only use each effect of \"Magician's Rod\" once per turn.",
     Trigger(on=summoned(NORMAL), resolve=add_to_hand(from_deck(spell_trap & LISTS_DARK_MAGICIAN)),
             limit=hard_once_per_turn),
     Quick(condition=opponents_turn & you_activate_a_spell_trap_card_or_effect, cost=tribute(this_card),
           resolve=add_to_hand(from_gy(monster & race("Spellcaster"))), limit=hard_once_per_turn))

card(30603688, "Apprentice Illusion Magician",
     "Effect Monster. You can Special Summon this card from your hand by discarding 1 card; you "
     'can only Special Summon "Apprentice Illusion Magician" once per turn this way. If this '
     'card is Normal or Special Summoned: you can add 1 "Dark Magician" from your Deck to your '
     "hand. During damage calculation, if another DARK Spellcaster you control battles an "
     "opponent's monster (Quick Effect): you can send this card from your hand or field to the "
     "GY; your battling monster gains 2000 ATK/DEF during that damage calculation only.",
     Trigger(on=summoned(NORMAL, SPECIAL), resolve=add_to_hand(from_deck(DARK_MAGICIAN))),
     Quick(range=IN_HAND + ON_FIELD, damage_calculation=True,
           condition=in_damage_calculation & exists(your_battling_monster.only(DARK_SPELLCASTER & ~this_card)),
           cost=send_to_gy(this_card),
           resolve=until_end_of_turn(during_that_damage_calculation(gain_atk(2000)),
                                     during_that_damage_calculation(gain_def(2000)),
                                     to=your_battling_monster)),
     summon=once_per_turn_this_way(special_summon_from_hand_by_discarding(any_card, "1 card")))

card(1784686, "The Eye of Timaeus",
     'Normal Spell (also always treated as "Legendary Dragon Timaeus"). Target 1 "Dark Magician" '
     "monster you control; Fusion Summon 1 Fusion Monster from your Extra Deck that lists that "
     'monster as material, using only it as the Fusion Material. You can only activate 1 "The Eye '
     'of Timaeus" per turn.',
     Activate(target=you_control(face_up & monster & archetype("Dark Magician")),
              resolve=fusion_summon_using_only(TARGETS), limit=one_activation_per_turn))

# ------------------------------------------------------------------ Extra Deck
card(41721210, "Dark Magician the Dragon Knight",
     'Fusion Monster: "Dark Magician" + 1 Dragon monster. This card\'s name is always treated as '
     '"Dark Magician". Your opponent cannot target Spells/Traps you control with card effects, '
     "and they cannot be destroyed by your opponent's card effects.",
     Continuous(name_becomes("Dark Magician"), range=ON_FIELD + IN_GY),
     Continuous(cannot_be_targeted(spell_trap & yours),
                cannot_be_destroyed(spell_trap & yours, by_effects=True, by_opponent=True)),
     **fusion_materials("Dark Magician", monster & race("Dragon")))

card(80117527, "Number 11: Big Eye",
     "Xyz Monster: 2 Level 7 monsters. Once per turn: you can detach 1 material from this card, "
     "then target 1 monster your opponent controls; take control of it. This card cannot attack "
     "the turn you activate this effect.",
     Ignition(condition=has_not_attacked_this_turn,
              cost=(detach(1), until_end_of_turn(cannot_attack(), to=this_card)),
              target=opponent_controls(monster), resolve=take_control(TARGETS), limit=once_per_turn),
     summon=xyz_summon(level=7, count=2))

card(22110647, "Mecha Phantom Beast Dracossack",
     "Xyz Monster: 2 Level 7 monsters. Once per turn: you can detach 1 material from this card; "
     'Special Summon 2 "Mecha Phantom Beast Tokens" (Machine/WIND/Level 3/ATK 0/DEF 0). While you '
     "control a Token, this card cannot be destroyed by battle or card effects. Once per turn: "
     'you can Tribute 1 "Mecha Phantom Beast" monster, then target 1 card on the field; destroy '
     "it. This card cannot attack the turn you activate this effect.",
     Ignition(cost=detach(1), resolve=summon_tokens("Mecha Phantom Beast Token", 2), limit=once_per_turn),
     Continuous(cannot_be_destroyed(by_battle=True, by_effects=True), condition=exists(you_control(token))),
     Ignition(condition=has_not_attacked_this_turn,
              cost=(tribute(you_control(monster & archetype("Mecha Phantom Beast"))),
                    until_end_of_turn(cannot_attack(), to=this_card)),
              target=on_field(any_card), resolve=destroy(TARGETS), limit=once_per_turn),
     summon=xyz_summon(level=7, count=2))

card(71384012, "Wee Witch's Apprentice",
     "Link Monster: 2 DARK monsters. Every DARK monster on the field gains 500 ATK/DEF, and every "
     "LIGHT monster on the field loses 400 ATK/DEF. If this card is destroyed by battle or card "
     "effect: you can target 1 DARK monster in your GY; add it to your hand. You can only use this "
     "effect of \"Wee Witch's Apprentice\" once per turn.",
     Continuous(gain_atk(500, monster & attribute("DARK")), gain_def(500, monster & attribute("DARK")),
                lose_atk(400, monster & attribute("LIGHT")), lose_def(400, monster & attribute("LIGHT"))),
     Trigger(on=destroyed(by_battle=True) | destroyed(by_effect=True), range=IN_GY,
             target=from_gy(monster & attribute("DARK")), resolve=add_to_hand(TARGETS),
             limit=hard_once_per_turn),
     summon=link_summon(monster & attribute("DARK"), exactly(2)))
