"""Pool 3 (POOL.md): the Spell Cards of the Yugi (SDY), Kaiba (SDK) and Space-Time Showdown
(YS14) starter decks. Texts are our own words, after the cards' current official texts; the
scenarios in ``tests/scenarios/pool3/classic/`` name each card's key ruling.
"""

from __future__ import annotations

from engine.cards.library import (
    HAND,
    IN_GY,
    IN_SPELL_ZONE,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Trigger,
    a_monster_attacks,
    a_monster_destroyed,
    a_monster_sent_to_gy,
    add_to_hand,
    atk_at_most,
    attribute,
    cannot_conduct_battle_phase,
    card,
    choose_one,
    damage,
    destroy,
    destroyed_by_opponents_effect,
    discard,
    draw,
    face_up,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_def,
    gain_lp,
    in_phase,
    look_at,
    lose_atk,
    lose_def,
    monster,
    normal_monster,
    once_per_turn,
    once_this_turn,
    opponent,
    opponents,
    opponents_turn,
    race,
    special_summon,
    top_of_deck,
    trap,
    tributable_as_yours,
    until_end_of_battle_phase,
    until_end_of_turn,
    you,
    your_turn,
    yours,
)

# ------------------------------------------------------------------ Normal Spells
card(19523799, "Ookazi", "Normal Spell. Inflict 800 damage to your opponent.",
     Activate(resolve=damage(opponent, 800)))

card(90928333, "Dark Factory of Mass Production",
     "Normal Spell. Target 2 Normal Monsters in your GY; add them to your hand.",
     Activate(target=from_gy(normal_monster, 2), resolve=add_to_hand(TARGETS)))

card(74848038, "Monster Reincarnation",
     "Normal Spell. Discard 1 card, then target 1 monster in your GY; add it to your hand.",
     Activate(cost=discard(from_hand()), target=from_gy(monster), resolve=add_to_hand(TARGETS)))

card(51482758, "Remove Trap", "Normal Spell. Target 1 face-up Trap on the field; destroy it.",
     Activate(target=face_up & trap, resolve=destroy(TARGETS)))

card(17092736, "Ancient Telescope",
     "Normal Spell. Look at the top 5 cards of your opponent's Deck; they stay in the same order.",
     Activate(resolve=look_at(top_of_deck(5, opponents=True))))

card(81820689, "The Inexperienced Spy",
     "Normal Spell. Choose 1 card in your opponent's hand and look at it.",
     Activate(resolve=look_at(from_places((HAND,), side="opponent"))))

card(85602018, "Last Will",
     "Normal Spell. If a monster you control is sent to your GY this turn (before or after this "
     "card resolves), you can Special Summon 1 monster with 1500 or less ATK from your Deck, "
     "once, during this turn.",
     Activate(resolve=once_this_turn(a_monster_sent_to_gy(from_your_field=True),
                                     special_summon(from_deck(monster & atk_at_most(1500))))))

card(68005187, "Soul Exchange",
     "Normal Spell. Target 1 monster your opponent controls; this turn, if you Tribute, you must "
     "Tribute that monster as if you controlled it. You cannot conduct your Battle Phase the turn "
     "you activate this card.",
     Activate(condition=in_phase("main1"), cost=until_end_of_turn(cannot_conduct_battle_phase(you)),
              target=monster & opponents, resolve=until_end_of_turn(tributable_as_yours(), to=TARGETS)))

# ------------------------------------------------------------------ Quick-Play Spells
card(8842266, "Poison of the Old Man",
     "Quick-Play Spell. Activate 1 of these effects: gain 1200 LP; or inflict 800 damage to your "
     "opponent.",
     Activate(resolve=choose_one(("Gain 1200 LP", gain_lp(you, 1200)),
                                 ("Inflict 800 damage to your opponent", damage(opponent, 800)))))

card(73178098, "Ego Boost",
     "Quick-Play Spell. When a monster declares an attack: target 1 face-up monster on the field; "
     "it gains 1000 ATK until the end of the Battle Phase.",
     Activate(condition=a_monster_attacks, target=face_up & monster,
              resolve=until_end_of_battle_phase(gain_atk(1000), to=TARGETS)))

# ------------------------------------------------------------------ Equip Spells
card(91595718, "Book of Secret Arts",
     "Equip Spell. Equip only to a Spellcaster monster. It gains 300 ATK and DEF.",
     *Equip(gain_atk(300), gain_def(300), to=face_up & monster & race("Spellcaster")))

card(4614116, "Dark Energy",
     "Equip Spell. Equip only to a Fiend monster. It gains 300 ATK and DEF.",
     *Equip(gain_atk(300), gain_def(300), to=face_up & monster & race("Fiend")))

card(37120512, "Sword of Dark Destruction",
     "Equip Spell. Equip only to a DARK monster. It gains 400 ATK and loses 200 DEF.",
     *Equip(gain_atk(400), lose_def(200), to=face_up & monster & attribute("DARK")))

card(98374133, "Invigoration",
     "Equip Spell. Equip only to an EARTH monster. It gains 400 ATK and loses 200 DEF.",
     *Equip(gain_atk(400), lose_def(200), to=face_up & monster & attribute("EARTH")))

card(34664411, "Lucky Iron Axe",
     "Equip Spell. The equipped monster gains 500 ATK. If this face-up card you control is "
     "destroyed by your opponent's card effect and sent to your GY: draw 1 card.",
     *Equip(gain_atk(500)),
     Trigger(on=destroyed_by_opponents_effect(), mandatory=True, range=IN_GY, resolve=draw(1)))

# ------------------------------------------------------------------ Field Spells
card(86318356, "Sogen",
     "Field Spell. All Warrior and Beast-Warrior monsters on the field gain 200 ATK and DEF.",
     Activate(),
     Continuous(gain_atk(200, monster & race("Warrior", "Beast-Warrior")),
                gain_def(200, monster & race("Warrior", "Beast-Warrior"))))

card(59197169, "Yami",
     "Field Spell. All Fiend and Spellcaster monsters on the field gain 200 ATK and DEF; all "
     "Fairy monsters on the field lose 200 ATK and DEF.",
     Activate(),
     Continuous(gain_atk(200, monster & race("Fiend", "Spellcaster")),
                gain_def(200, monster & race("Fiend", "Spellcaster")),
                lose_atk(200, monster & race("Fairy")), lose_def(200, monster & race("Fairy"))))

card(81231742, "Sorcerous Spell Wall",
     "Field Spell. During your turn, monsters you control gain 300 ATK. During your opponent's "
     "turn, monsters you control gain 300 DEF.",
     Activate(),
     Continuous(gain_atk(300, monster & yours), condition=your_turn),
     Continuous(gain_def(300, monster & yours), condition=opponents_turn))

# ------------------------------------------------------------------ Continuous Spells
card(17626381, "Supply Squad",
     "Continuous Spell. Once per turn, if a monster you control is destroyed by battle or by a "
     "card effect: draw 1 card.",
     Activate(),
     Trigger(on=a_monster_destroyed(yours=True, by_battle=True, by_effect=True), mandatory=True,
             range=IN_SPELL_ZONE, limit=once_per_turn,
             resolve=draw(1)))
