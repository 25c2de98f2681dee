"""Pool 4: the Dark Magician deck (WindBot's AI_DarkMagician) — its Windwitch engine and the
Synchro, Xyz and Link Monsters of its Extra Deck. Texts are our own words for today's wording."""

from __future__ import annotations

from engine.cards.library import (
    EXTRA,
    GY,
    HAND,
    IN_GY,
    IN_HAND,
    NORMAL,
    SPECIAL,
    SYNCHRO,
    TARGETS,
    XYZ,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    add_to_hand,
    and_if_you_do,
    another_monster_effect_is_activated,
    archetype,
    atk_of,
    atk_of_the_opponents_monster_it_battles,
    attack_declared,
    attribute,
    cannot_attack,
    cannot_be_destroyed,
    cannot_be_tributed,
    card,
    damage,
    damage_step_starts,
    destroy,
    detach,
    during_that_battle,
    effect_monster,
    every,
    exactly,
    exists,
    face_up,
    from_deck,
    from_extra_deck,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_atk_equal_to,
    gain_atk_of,
    hard_once_per_turn,
    in_battle_phase,
    in_phase,
    level_at_least,
    level_at_most_that_of,
    level_of,
    levels_totalling,
    link_summon,
    lock_special_summons,
    monster,
    named,
    negate_activation,
    negate_attack,
    negate_effects,
    non_tuner,
    none_exist,
    normal_summoned_or_set,
    on_the_field,
    once_per_turn,
    only_if,
    opponent,
    opponent_controls,
    opponents,
    opponents_battling_monster,
    pendulum_effect,
    place_this_card_in_your_pendulum_zone,
    send_to_gy,
    sent_to_gy,
    set_atk,
    shared_once_per_turn,
    special_summon,
    special_summoned_from_the_extra_deck,
    summon_only_if,
    summoned,
    summoned_as,
    summoned_using_this_card_gains,
    synchro_monster,
    synchro_summon,
    that_card,
    then,
    this_card,
    this_card_in_the_monster_zone_is_destroyed,
    this_card_is,
    those_cards,
    tuner,
    until_end_of_turn,
    until_it_leaves_the_field,
    was_summoned,
    xyz_summon,
    you_control,
    you_may,
    your_battling_monster,
)

WIND = attribute("WIND")
WINDWITCH = monster & archetype("Windwitch")
IN_EXTRA_DECK = (EXTRA,)

# ------------------------------------------------------------------ Windwitches
card(71007216, "Windwitch - Glass Bell",
     "Tuner. If this card is Normal or Special Summoned: you can add 1 \"Windwitch\" monster other "
     'than "Windwitch - Glass Bell" from your Deck to your hand; once it is activated, you cannot '
     "Special Summon monsters for the rest of this turn, except WIND monsters. You can only use "
     'this effect of "Windwitch - Glass Bell" once per turn.',
     Trigger(on=summoned(NORMAL, SPECIAL), cost=lock_special_summons(except_=WIND, from_extra_deck=False),
             resolve=add_to_hand(from_deck(WINDWITCH & ~named("Windwitch - Glass Bell"))),
             limit=hard_once_per_turn))

card(43722862, "Windwitch - Ice Bell",
     "Effect Monster. If you control no monsters: you can Special Summon this card from your "
     'hand, then you can Special Summon 1 "Windwitch" monster from your Deck, which cannot be '
     "Tributed; you cannot Special Summon from the Extra Deck the turn you activate this effect, "
     "except Level 5 or higher WIND monsters. If this card is Normal or Special Summoned: you can "
     'inflict 500 damage to your opponent. You can only use each effect of "Windwitch - Ice Bell" '
     "once per turn.",
     Ignition(range=IN_HAND, condition=none_exist(you_control(monster)),
              cost=lock_special_summons(except_=monster & WIND & level_at_least(5)),
              resolve=then(special_summon(this_card),
                           you_may(and_if_you_do(special_summon(from_deck(WINDWITCH)),
                                                 until_it_leaves_the_field(cannot_be_tributed(),
                                                                           to=those_cards)))),
              limit=hard_once_per_turn),
     Trigger(on=summoned(NORMAL, SPECIAL), resolve=damage(opponent, 500), limit=hard_once_per_turn))

card(70117860, "Windwitch - Snow Bell",
     "Tuner. If you control 2 or more WIND monsters and no other monsters: you can Special Summon "
     "this card from your hand. A WIND Synchro Monster Summoned using this card as material cannot "
     "be destroyed by your opponent's card effects.",
     Ignition(range=IN_HAND,
              condition=exists(you_control(face_up & monster & WIND), 2)
              & none_exist(you_control(monster & ~(face_up & WIND))),
              resolve=special_summon(this_card)),
     **summoned_using_this_card_gains(SYNCHRO, cannot_be_destroyed(by_effects=True, by_opponent=True),
                                      where=synchro_monster & WIND))

card(14577226, "Windwitch - Winter Bell",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner WIND monsters. You can target 1 \"Windwitch\" monster "
     "in your GY; inflict damage to your opponent equal to its Level x 200. During either player's "
     'Battle Phase (Quick Effect): you can target 1 "Windwitch" monster you control; Special Summon '
     "1 monster from your hand whose Level is less than or equal to that monster's; it cannot "
     'attack this turn. You can only use each effect of "Windwitch - Winter Bell" once per turn.',
     Ignition(target=from_gy(WINDWITCH), resolve=damage(opponent, level_of(TARGETS, 200)),
              limit=hard_once_per_turn),
     Quick(condition=in_battle_phase & exists(from_hand(monster)), check=False,
           target=you_control(face_up & WINDWITCH),
           resolve=and_if_you_do(special_summon(from_hand(monster & level_at_most_that_of(TARGETS))),
                                 until_end_of_turn(cannot_attack(), to=those_cards)),
           limit=hard_once_per_turn),
     summon=synchro_summon(non_tuners=WIND))

# ------------------------------------------------------------------ Synchro Dragons
card(50954680, "Crystal Wing Synchro Dragon",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner Synchro Monsters. Once per turn, when another "
     "monster's effect is activated (Quick Effect): you can negate the activation and destroy that "
     "monster; if this effect destroys it, this card gains ATK equal to its original ATK until the "
     "end of this turn. During damage calculation, if this card battles an opponent's Level 5 or "
     "higher monster, it gains ATK equal to that monster's current ATK for that damage "
     "calculation only.",
     Quick(condition=another_monster_effect_is_activated, damage_step=True, damage_calculation=True,
           resolve=and_if_you_do(negate_activation(),
                                 only_if(exists(that_card.only(~on_the_field)).test,
                                         until_end_of_turn(gain_atk_equal_to(atk_of(that_card, original=True)),
                                                           to=this_card))),
           limit=once_per_turn),
     Continuous(gain_atk(atk_of_the_opponents_monster_it_battles(monster & level_at_least(5)))),
     summon=synchro_summon(non_tuners=synchro_monster))

card(90036274, "Clear Wing Fast Dragon",
     "Pendulum Synchro Monster (Scale 4): 1 Tuner + 1+ non-Tuner WIND monsters. Pendulum Effect: "
     'once per turn, you can send from your face-up field to the GY 1 "Speedroid" Tuner and 1 '
     "non-Tuner monster whose Levels total 7; Special Summon this card from the Pendulum Zone. "
     "Monster Effect: once per turn (Quick Effect): you can target 1 face-up monster your opponent "
     "controls that was Special Summoned from the Extra Deck; its ATK becomes 0 and its effects are "
     "negated until the end of this turn. If this card in the Monster Zone is destroyed by battle "
     "or card effect: you can place it in your Pendulum Zone.",
     pendulum_effect(Ignition(cost=send_to_gy(levels_totalling(
         7, you_control(face_up & monster & tuner & archetype("Speedroid")),
         you_control(face_up & monster & non_tuner))),
         resolve=special_summon(this_card), limit=hard_once_per_turn)),
     Quick(target=opponent_controls(face_up & special_summoned_from_the_extra_deck), damage_step=True,
           resolve=until_end_of_turn(set_atk(0), negate_effects(), to=TARGETS), limit=hard_once_per_turn),
     Trigger(on=this_card_in_the_monster_zone_is_destroyed(), range=IN_EXTRA_DECK,
             resolve=place_this_card_in_your_pendulum_zone()),
     summon=synchro_summon(non_tuners=WIND))

card(58074177, "Odd-Eyes Wing Dragon",
     "Pendulum Synchro Monster (Scale 10): 1 DARK Tuner + 1 non-Tuner \"Clear Wing\" monster. "
     "Pendulum Effect: once per turn, at the start of the Damage Step, if your monster battles an "
     "opponent's monster: you can have your monster gain ATK equal to that monster's ATK until "
     "the end of the Damage Step. Monster Effect: you can use only 1 of these effects of \"Odd-Eyes "
     "Wing Dragon\" per turn, and only once that turn: target 1 Effect Monster your opponent "
     "controls, negate its effects until the end of this turn; or, during the Battle Phase, if "
     "this card was Synchro Summoned (Quick Effect), destroy every Level 5 or higher monster your "
     "opponent controls. If this card in the Monster Zone is destroyed: you can place it in your "
     "Pendulum Zone.",
     pendulum_effect(Trigger(on=damage_step_starts(monster), limit=once_per_turn,
                             resolve=until_end_of_turn(during_that_battle(gain_atk_of(opponents_battling_monster)),
                                                       to=your_battling_monster))),
     Ignition(target=opponent_controls(face_up & effect_monster),
              resolve=until_end_of_turn(negate_effects(), to=TARGETS), limit=shared_once_per_turn("wing")),
     Quick(condition=in_battle_phase & this_card_is(summoned_as(SYNCHRO)),
           resolve=destroy(every(monster & opponents & level_at_least(5))), limit=shared_once_per_turn("wing")),
     Trigger(on=this_card_in_the_monster_zone_is_destroyed(), range=IN_EXTRA_DECK,
             resolve=place_this_card_in_your_pendulum_zone()),
     summon=synchro_summon(tuner=attribute("DARK"), non_tuners=archetype("Clear Wing")))

# ------------------------------------------------------------------ Xyz and Link
card(16691074, "Odd-Eyes Absolute Dragon",
     "Xyz Monster: 2 Level 7 monsters. When a monster declares an attack: you can detach 1 "
     'material from this card; negate the attack, then you can Special Summon 1 "Odd-Eyes" monster '
     "from your hand or GY. If this Xyz Summoned card is sent to the GY: you can Special Summon 1 "
     '"Odd-Eyes" monster from your Extra Deck, except "Odd-Eyes Absolute Dragon". You can only use '
     'each effect of "Odd-Eyes Absolute Dragon" once per turn.',
     Trigger(on=attack_declared(), when=True, cost=detach(1),
             resolve=then(negate_attack(),
                          you_may(special_summon(from_places((HAND, GY), monster & archetype("Odd-Eyes"))))),
             limit=hard_once_per_turn),
     Trigger(on=sent_to_gy(from_field=True) & was_summoned(XYZ), range=IN_GY,
             resolve=special_summon(from_extra_deck(monster & archetype("Odd-Eyes")
                                                    & ~named("Odd-Eyes Absolute Dragon"))),
             limit=hard_once_per_turn),
     summon=xyz_summon(level=7, count=2))

card(1482001, "Clara & Rushka, the Ventriloduo",
     "Link Monster: 1 Normal Summoned/Set monster. It cannot be Link Summoned except during Main "
     "Phase 2.",
     summon=summon_only_if(link_summon(normal_summoned_or_set, exactly(1)), in_phase("main2"),
                           "during Main Phase 2"))
