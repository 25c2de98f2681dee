"""Pool 4: the Blue-Eyes deck (WindBot_AI_BlueEyes.ydk) — its Main Deck: the Blue-Eyes
monsters and Tuners that fetch them, and the Spells and Traps that draw, send and revive Dragons.
Texts are today's (errata included), in our own words."""

from engine.cards.library import (
    IN_GY,
    IN_HAND,
    NORMAL,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    THIS_CARD,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    add_to_hand,
    and_if_you_do,
    archetype,
    at_phase,
    atk_at_least,
    atk_at_most,
    attribute,
    banish,
    banish_this_card_from_gy_instead,
    banish_top_of_your_deck,
    cannot_attack,
    cannot_conduct_battle_phase,
    card,
    def_at_most,
    destroy,
    discard,
    draw,
    effect_monster,
    exists,
    face_down,
    face_up,
    from_deck,
    from_gy,
    from_hand,
    hard_once_per_turn,
    has_not_attacked_this_turn,
    level,
    level_at_least,
    level_at_most,
    lose_lp_for_each_of_them,
    monster,
    name_becomes,
    named,
    normal_monster,
    not_after_your_battle_phase,
    not_sent_to_gy_this_turn,
    once_per_turn,
    one_activation_per_turn,
    only_if,
    opponent_controls,
    opponents,
    race,
    send_to_gy,
    sent_to_gy,
    special_summon,
    special_summon_from_hand_once_per_turn,
    spell_trap,
    summoned,
    those_were,
    tribute,
    tuner,
    until_end_of_turn,
    up_to,
    up_to_your_free_monster_zones,
    you,
    you_may,
    yours,
)

DRAGON = monster & race("Dragon")
BLUE_EYES = monster & archetype("Blue-Eyes")
BEWD = "Blue-Eyes White Dragon"

# ------------------------------------------------------------------ Spells and Traps
card(38120068, "Trade-In",
     "Normal Spell. Discard 1 Level 8 monster; draw 2 cards.",
     Activate(cost=discard(from_hand(monster & level(8))), resolve=draw(2)))

card(39701395, "Cards of Consonance",
     "Normal Spell. Discard 1 Dragon Tuner with 1000 or less ATK; draw 2 cards. You can only "
     'activate 1 "Cards of Consonance" per turn.',
     Activate(cost=discard(from_hand(DRAGON & tuner & atk_at_most(1000))), resolve=draw(2),
              limit=one_activation_per_turn))

card(35261759, "Pot of Desires",
     "Normal Spell. Banish the top 10 cards of your Deck face-down; draw 2 cards. You can only "
     'activate 1 "Pot of Desires" per turn. (The Deck must hold 12 cards: the 10 of the cost '
     "and the 2 to draw.)",
     Activate(condition=exists(from_deck(), 12),  # 10 banished as cost + 2 to draw
              cost=banish_top_of_your_deck(10, face_down=True), resolve=draw(2),
              limit=one_activation_per_turn),
     version=2)

card(48800175, "The Melody of Awakening Dragon",
     "Normal Spell. Discard 1 card; add up to 2 Dragon monsters with 3000 or more ATK and 2500 "
     "or less DEF from your Deck to your hand.",
     Activate(cost=discard(from_hand()),
              resolve=add_to_hand(from_deck(DRAGON & atk_at_least(3000) & def_at_most(2500),
                                            up_to(2)))))

card(41620959, "Dragon Shrine",
     "Normal Spell. Send 1 Dragon monster from your Deck to the GY, then, if it was a Dragon "
     "Normal Monster, you can send 1 more Dragon Normal Monster from your Deck to the GY. You can "
     'only activate 1 "Dragon Shrine" per turn.',
     Activate(limit=one_activation_per_turn,
              resolve=(send_to_gy(from_deck(DRAGON)),
                       only_if(those_were(normal_monster),
                               you_may(send_to_gy(from_deck(DRAGON & normal_monster)))))),
     version=2)

card(54447022, "Soul Charge",
     "Normal Spell. Target any number of monsters in your GY; Special Summon them, and if you do, "
     "you lose 1000 LP for each monster Special Summoned this way. You cannot conduct your Battle "
     'Phase the turn you activate this card. You can only activate 1 "Soul Charge" per turn.',
     Activate(condition=not_after_your_battle_phase, limit=one_activation_per_turn,
              cost=until_end_of_turn(cannot_conduct_battle_phase(you)),
              target=from_gy(monster, up_to_your_free_monster_zones),
              resolve=and_if_you_do(special_summon(TARGETS), lose_lp_for_each_of_them(1000))))

card(5133471, "Galaxy Cyclone",
     "Normal Spell. Target 1 Set Spell/Trap on the field; destroy it. During your Main Phase, "
     "except the turn this card was sent to the GY: you can banish this card from your GY, then "
     "target 1 face-up Spell/Trap on the field; destroy it.",
     Activate(target=spell_trap & face_down, resolve=destroy(TARGETS)),
     Ignition(range=IN_GY, condition=not_sent_to_gy_this_turn, cost=banish(THIS_CARD),
              target=spell_trap & face_up, resolve=destroy(TARGETS)))

card(87025064, "Silver's Cry",
     "Normal Trap. Target 1 Dragon Normal Monster in your GY; Special Summon it.",
     Activate(target=from_gy(DRAGON & normal_monster), resolve=special_summon(TARGETS)))

card(6853254, "Return of the Dragon Lords",
     "Normal Trap. Target 1 Level 7 or 8 Dragon monster in your GY; Special Summon it. If a "
     "Dragon monster you control would be destroyed by battle or card effect, you can banish this "
     "card from your GY instead.",
     Activate(target=from_gy(DRAGON & level_at_least(7) & level_at_most(8)),
              resolve=special_summon(TARGETS)),
     Continuous(banish_this_card_from_gy_instead(DRAGON & yours), range=IN_GY))

# ------------------------------------------------------------------ monsters
card(79814787, "The White Stone of Legend",
     'If this card is sent to the GY: you can add 1 "Blue-Eyes White Dragon" from your Deck to '
     'your hand. You can only use this effect of "The White Stone of Legend" once per turn.',
     Trigger(on=sent_to_gy(), limit=hard_once_per_turn,
             resolve=add_to_hand(from_deck(monster & named(BEWD)))))

card(71039903, "The White Stone of Ancients",
     "During the End Phase, if this card was sent to the GY this turn: you can Special Summon 1 "
     '"Blue-Eyes" monster from your Deck. You can only use this effect of "The White Stone of '
     'Ancients" once per turn.',
     Trigger(on=at_phase("end"), range=IN_GY, condition=~not_sent_to_gy_this_turn,
             limit=hard_once_per_turn, resolve=special_summon(from_deck(BLUE_EYES))))

card(8240199, "Sage with Eyes of Blue",
     "When this card is Normal Summoned: you can add 1 Level 1 LIGHT Tuner from your Deck to your "
     'hand, except "Sage with Eyes of Blue". You can discard this card, then target 1 face-up '
     'Effect Monster you control; send it to the GY, and if you do, Special Summon 1 "Blue-Eyes" '
     "monster from your Deck.",
     Trigger(on=summoned(NORMAL), when=True,
             resolve=add_to_hand(from_deck(monster & level(1) & attribute("LIGHT") & tuner
                                           & ~named("Sage with Eyes of Blue")))),
     Ignition(range=IN_HAND, cost=discard(THIS_CARD), target=face_up & effect_monster & yours,
              resolve=and_if_you_do(send_to_gy(TARGETS), special_summon(from_deck(BLUE_EYES)))))

card(45467446, "Dragon Spirit of White",
     'This card is always treated as a "Blue-Eyes" card, and as a Normal Monster while in the '
     "hand or GY. If this card is Normal or Special Summoned: you can target 1 Spell/Trap your "
     "opponent controls; banish it. If your opponent controls a monster (Quick Effect): you can "
     'Tribute this card; Special Summon 1 "Blue-Eyes White Dragon" from your hand.',
     Trigger(on=summoned(NORMAL, SPECIAL), target=spell_trap & opponents, resolve=banish(TARGETS)),
     Quick(condition=exists(opponent_controls(monster)), cost=tribute(THIS_CARD),
           resolve=special_summon(from_hand(monster & named(BEWD)))),
     extra={"normal_monster_in": ("hand", "gy")})

card(38517737, "Blue-Eyes Alternative White Dragon",
     'Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by revealing 1 '
     '"Blue-Eyes White Dragon" in your hand. You can only Special Summon "Blue-Eyes Alternative '
     'White Dragon" once per turn this way. Its name becomes "Blue-Eyes White Dragon" while it is '
     "on the field or in the GY. Once per turn: you can target 1 monster your opponent controls; "
     "destroy it. This card cannot attack the turn you activate this effect.",
     Continuous(name_becomes(BEWD), range=ON_FIELD + IN_GY),
     Ignition(limit=once_per_turn, condition=has_not_attacked_this_turn,
              cost=until_end_of_turn(cannot_attack(), to=THIS_CARD),
              target=monster & opponents, resolve=destroy(TARGETS)),
     cannot_normal_summon=True,
     summon=special_summon_from_hand_once_per_turn(exists(from_hand(monster & named(BEWD))),
                                                   'you reveal a "Blue-Eyes White Dragon" in your hand',
                                                   revealing=from_hand(monster & named(BEWD))),
     version=2)
