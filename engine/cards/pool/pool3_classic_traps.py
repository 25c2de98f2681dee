"""Pool 3 (POOL.md): the Trap Cards of the Yugi (SDY), Kaiba (SDK) and Space-Time Showdown
(YS14) starter decks. Texts are our own words, after the cards' current official texts; the
scenarios in ``tests/scenarios/pool3/classic/`` name each card's key ruling.
"""

from __future__ import annotations

from engine.cards.library import (
    DEFENSE_POSITION,
    TARGETS,
    Activate,
    Continuous,
    all_targets_remain,
    also,
    and_if_you_do,
    any_card,
    at_random,
    cannot_change_position,
    card,
    could,
    damage,
    destroy,
    discard,
    every,
    exists,
    face_up,
    forced_position,
    from_gy,
    from_hand,
    gain_def,
    monster,
    normal_monster,
    only_if,
    opponent,
    opponent_attacks,
    opponent_controls,
    per_card,
    race,
    reveal,
    send_to_gy,
    special_summon,
    summonable,
    this_card,
    those_cards,
    together,
    until_end_of_turn,
    when_they_leave_destroy_this_card,
    when_this_card_leaves_destroy,
    you_control,
)

# ------------------------------------------------------------------ Normal Traps
card(21597117, "A Hero Emerges",
     "Normal Trap. When an opponent's monster declares an attack: your opponent picks 1 card "
     "from your hand at random; if it is a monster that can be Special Summoned, Special Summon "
     "it, otherwise send it to the GY.",
     Activate(condition=opponent_attacks & could(special_summon(from_hand(monster))),
              resolve=(reveal(at_random(from_hand())),
                       also(special_summon(those_cards.only(summonable)),
                            send_to_gy(those_cards.only(~summonable))))))

card(44209392, "Castle Walls",
     "Normal Trap. Target 1 face-up monster on the field; it gains 500 DEF until the end of "
     "this turn.",
     Activate(target=face_up & monster, resolve=until_end_of_turn(gain_def(500), to=TARGETS),
              damage_step=True))

card(24068492, "Just Desserts",
     "Normal Trap. Inflict 500 damage to your opponent for each monster they control.",
     Activate(condition=exists(opponent_controls(monster)),
              resolve=damage(opponent, per_card(500, every(opponent_controls(monster))))))

card(4178474, "Raigeki Break",
     "Normal Trap. Discard 1 card, then target 1 card on the field; destroy it.",
     Activate(cost=discard(from_hand()), target=any_card & ~this_card, resolve=destroy(TARGETS)))

card(83887306, "Two-Pronged Attack",
     "Normal Trap. Target 2 monsters you control and 1 monster your opponent controls; destroy "
     "all three (nothing is destroyed unless all three are still there).",
     Activate(target=together(you_control(monster, 2), opponent_controls(monster)),
              resolve=only_if(all_targets_remain, destroy(TARGETS))))

# ------------------------------------------------------------------ Continuous Traps
card(50045299, "Dragon Capture Jar",
     "Continuous Trap. Every face-up Dragon monster on the field is changed to Defense Position "
     "and cannot change its battle position.",
     Activate(),
     Continuous(forced_position("defense", monster & face_up & race("Dragon")),
                cannot_change_position(monster & face_up & race("Dragon"))),
     version=2)  # a face-down Dragon may still be Flip Summoned (only face-up ones are held)

card(92924317, "Soul Resurrection",
     "Continuous Trap. Target 1 Normal Monster in your GY; Special Summon it in Defense "
     "Position. When this card leaves the field, destroy that monster; when that monster is "
     "destroyed, destroy this card.",
     Activate(target=from_gy(normal_monster),
              resolve=and_if_you_do(special_summon(TARGETS, DEFENSE_POSITION), also(
                  when_this_card_leaves_destroy(those_cards),
                  when_they_leave_destroy_this_card(those_cards, destroyed_only=True)))))
