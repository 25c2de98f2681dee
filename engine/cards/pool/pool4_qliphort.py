"""Pool 4, the Qliphort deck (``assets/decks/WindBot_AI_Qliphort.ydk``): the cards Pools 1-3
and the staples do not cover (issue 14).

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool4/qliphort/`` naming the ruling they check. The "Qli"
Pendulum lock is a Pendulum Effect that cannot be negated; the Level 4 / 1800 ATK change of a
Qliphort Summoned without Tributing (or Special Summoned) is a continuous effect of the
monster, so Skill Drain negates it (the printed Level and ATK are back).
"""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    DESTROY,
    EXTRA,
    IN_GY,
    IN_SPELL_ZONE,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Ignition,
    Quick,
    Trigger,
    a_card_sent_to_your_gy,
    activated,
    activated_effects_of_monsters_with_lower_original_level,
    add_to_hand,
    added_from_deck_to_hand,
    also,
    and_if_you_do,
    any_card,
    archetype,
    atk_at_most,
    attacks_up_to_its_non_tuner_materials,
    banish,
    battle_damage_to_your_opponent_halved,
    cannot_be_destroyed,
    cannot_be_targeted,
    card,
    card_types_among_its_materials,
    destroy,
    destroy_in_hand,
    destroys_by_battle,
    detach,
    draw_until,
    during_the_end_phase,
    event_card,
    every,
    exists,
    extra_attacks,
    face_up,
    from_deck,
    from_extra_deck,
    from_extra_deck_one_of_each_rank,
    from_gy,
    from_hand,
    from_places,
    fusion_monster,
    gain_atk,
    in_phase,
    leaves_field,
    level_at_least,
    level_at_most,
    level_becomes,
    lock_special_summons,
    lose_atk,
    may_count_as_two_tributes,
    monster,
    must_be_fusion_summoned,
    must_be_summoned_by,
    named,
    negate_activation,
    negate_effect,
    neither_player_can_special_summon,
    no_responses,
    normal_monster,
    normal_summoned,
    not_destroyed_once_per_turn,
    on_the_field,
    once_per_turn,
    one_activation_per_turn,
    opponent_cannot_activate_effects_of,
    opponents,
    original_atk_becomes,
    pay_lp,
    pendulum_effect,
    pendulum_monster,
    pendulum_scale_activation,
    piercing,
    place_this_card_in_your_pendulum_zone,
    race,
    rank_at_most,
    return_to_hand,
    send_to_gy,
    sent_to_gy,
    special_summon,
    spell_trap,
    summoned,
    summoned_by_sending_from_either_field,
    summoned_without_tributing_or_special_summoned,
    synchro_monster,
    synchro_summon,
    that_card,
    then,
    this_card,
    this_card_in_the_monster_zone_is_destroyed,
    this_card_is,
    this_card_is_tribute_summoned_by_tributing,
    this_card_is_tributed,
    this_effect_cannot_be_negated,
    tribute_summoned_by_tributing,
    unaffected_by,
    until_end_of_turn,
    without_tributing,
    would_destroy_at_least,
    xyz_monster,
    xyz_summon_with_xyz_monsters_of_the_same_rank,
    you_cannot_special_summon_except,
    you_control,
    yours,
)

#: "Qli" cards (Qliphort, apoQliphort, Saqlifice)
QLI = archetype("Qli")

# ------------------------------------------------------------------ Spells and Traps
card(79816536, "Summoner's Art",
     "Normal Spell. Add 1 Level 5 or higher Normal Monster from your Deck to your hand.",
     Activate(resolve=add_to_hand(from_deck(normal_monster & level_at_least(5)))))

card(59750328, "Card of Demise",
     "Normal Spell. Draw until you have 5 cards in your hand; during the End Phase of this turn, "
     "send your entire hand to the GY. For the rest of this turn after this card resolves, you "
     "cannot Special Summon. You can only activate 1 Card of Demise per turn.",
     Activate(resolve=also(draw_until(5),
                           during_the_end_phase(send_to_gy(every(from_hand(any_card)))),
                           lock_special_summons(from_extra_deck=False)),
              limit=one_activation_per_turn))

card(5851097, "Vanity's Emptiness",
     "Continuous Trap. Neither player can Special Summon monsters. If a card is sent from the "
     "Deck or the field to your GY: destroy this card.",
     Activate(),
     Continuous(neither_player_can_special_summon(monster, "neither player can Special Summon "
                                                           "monsters (Vanity's Emptiness)")),
     Trigger(on=a_card_sent_to_your_gy(from_=("deck", "monsters", "extra_monsters", "spells",
                                              "field")),
             mandatory=True, range=IN_SPELL_ZONE, resolve=destroy(this_card)))

card(99188141, "The Huge Revolution is Over",
     "Counter Trap. When a monster effect or a Spell/Trap Card is activated that would destroy 2 "
     "or more cards on the field: negate the activation, and if you do, banish that card.",
     Activate(condition=(activated(monster_effect=True, categories={DESTROY}, negatable=True,
                                   test=would_destroy_at_least(2))
                         | activated(spell=True, trap=True, categories={DESTROY}, negatable=True,
                                     test=would_destroy_at_least(2))),
              resolve=and_if_you_do(negate_activation(destroy=False), banish(that_card))))

card(17639150, "Saqlifice",
     'Equip Spell. Equip only to a "Qli" monster. It gains 300 ATK and cannot be destroyed by '
     'battle. If you Tribute Summon a "Qli" monster, the equipped monster can be treated as 2 '
     'Tributes. If this card is sent from the field to the GY: you can add 1 "Qli" monster from '
     "your Deck to your hand.",
     *Equip(gain_atk(300), cannot_be_destroyed(by_battle=True), may_count_as_two_tributes(QLI),
            to=face_up & monster & QLI),
     Trigger(on=sent_to_gy(from_field=True), resolve=add_to_hand(from_deck(monster & QLI))))

# ------------------------------------------------------------------ Qliphort monsters
card(65518099, "Qliphort Scout",
     'Pendulum Scale 9. Pendulum Effect: you cannot Special Summon monsters, except "Qli" '
     "monsters; this effect cannot be negated. Once per turn: you can pay 800 LP; add 1 \"Qli\" "
     'card from your Deck to your hand, except "Qliphort Scout". (A Normal Pendulum Monster.)',
     pendulum_scale_activation(),
     pendulum_effect(this_effect_cannot_be_negated(Continuous(you_cannot_special_summon_except(QLI)))),
     pendulum_effect(Ignition(cost=pay_lp(800), limit=once_per_turn,
                              resolve=add_to_hand(from_deck(QLI & ~named("Qliphort Scout"))))))

card(13073850, "Qliphort Stealth",
     'Pendulum Scale 1. Pendulum Effects: you cannot Special Summon monsters, except "Qli" '
     'monsters; this effect cannot be negated. "Qli" monsters you control gain 300 ATK. '
     "Monster effects: you can Normal Summon this card without Tributing. If it is Normal "
     "Summoned without Tributing, or Special Summoned, its Level becomes 4 and its original ATK "
     "1800. While Normal Summoned, it is unaffected by activated effects of monsters whose "
     "original Level/Rank is lower than its current Level. When this card is Tribute Summoned "
     'by Tributing a "Qli" monster: you can target 1 card on the field; return it to the hand. '
     "Your opponent cannot activate cards or effects in response to this effect's activation.",
     pendulum_scale_activation(),
     pendulum_effect(this_effect_cannot_be_negated(Continuous(you_cannot_special_summon_except(QLI)))),
     pendulum_effect(Continuous(gain_atk(300, monster & yours & QLI))),
     Continuous(level_becomes(4), original_atk_becomes(1800), range=ON_FIELD,
                condition=summoned_without_tributing_or_special_summoned),
     Continuous(unaffected_by(effects=activated_effects_of_monsters_with_lower_original_level),
                condition=this_card_is(normal_summoned), range=ON_FIELD),
     Trigger(on=this_card_is_tribute_summoned_by_tributing(QLI), when=True, target=any_card,
             chain_limit=no_responses(opponent_only=True), resolve=return_to_hand(TARGETS)),
     normal_summon=(without_tributing(),))

card(90885155, "Qliphort Shell",
     'Pendulum Scale 9. Pendulum Effects: you cannot Special Summon monsters, except "Qli" '
     "monsters; this effect cannot be negated. Monsters your opponent controls lose 300 ATK. "
     "Monster effects: you can Normal Summon this card without Tributing. If it is Normal "
     "Summoned without Tributing, or Special Summoned, its Level becomes 4 and its original ATK "
     "1800. While Normal Summoned, it is unaffected by activated effects of monsters whose "
     "original Level/Rank is lower than its current Level. If this card was Tribute Summoned "
     'face-up by Tributing a "Qli" monster, it can make a second attack during each Battle '
     "Phase, and inflicts piercing battle damage.",
     pendulum_scale_activation(),
     pendulum_effect(this_effect_cannot_be_negated(Continuous(you_cannot_special_summon_except(QLI)))),
     pendulum_effect(Continuous(lose_atk(300, monster & opponents))),
     Continuous(level_becomes(4), original_atk_becomes(1800), range=ON_FIELD,
                condition=summoned_without_tributing_or_special_summoned),
     Continuous(unaffected_by(effects=activated_effects_of_monsters_with_lower_original_level),
                condition=this_card_is(normal_summoned), range=ON_FIELD),
     Continuous(extra_attacks(1), piercing(), range=ON_FIELD,
                condition=this_card_is(tribute_summoned_by_tributing(QLI))),
     normal_summon=(without_tributing(),))

card(37991342, "Qliphort Helix",
     'Pendulum Scale 9. Pendulum Effects: you cannot Special Summon monsters, except "Qli" '
     "monsters; this effect cannot be negated. Monsters your opponent controls lose 300 ATK. "
     "Monster effects: you can Normal Summon this card without Tributing. If it is Normal "
     "Summoned without Tributing, or Special Summoned, its Level becomes 4 and its original ATK "
     "1800. While Normal Summoned, it is unaffected by activated effects of monsters whose "
     "original Level/Rank is lower than its current Level. If this card is Tributed: you can "
     "target 1 Spell/Trap on the field; destroy it.",
     pendulum_scale_activation(),
     pendulum_effect(this_effect_cannot_be_negated(Continuous(you_cannot_special_summon_except(QLI)))),
     pendulum_effect(Continuous(lose_atk(300, monster & opponents))),
     Continuous(level_becomes(4), original_atk_becomes(1800), range=ON_FIELD,
                condition=summoned_without_tributing_or_special_summoned),
     Continuous(unaffected_by(effects=activated_effects_of_monsters_with_lower_original_level),
                condition=this_card_is(normal_summoned), range=ON_FIELD),
     Trigger(on=this_card_is_tributed(), target=spell_trap, resolve=destroy(TARGETS)),
     normal_summon=(without_tributing(),))

card(91907707, "Qliphort Carrier",
     'Pendulum Scale 1. Pendulum Effects: you cannot Special Summon monsters, except "Qli" '
     'monsters; this effect cannot be negated. "Qli" monsters you control gain 300 ATK. '
     "Monster effects: you can Normal Summon this card without Tributing. If it is Normal "
     "Summoned without Tributing, or Special Summoned, its Level becomes 4 and its original ATK "
     "1800. While Normal Summoned, it is unaffected by activated effects of monsters whose "
     "original Level/Rank is lower than its current Level. If this card is Tributed: you can "
     "target 1 monster on the field; return it to the hand.",
     pendulum_scale_activation(),
     pendulum_effect(this_effect_cannot_be_negated(Continuous(you_cannot_special_summon_except(QLI)))),
     pendulum_effect(Continuous(gain_atk(300, monster & yours & QLI))),
     Continuous(level_becomes(4), original_atk_becomes(1800), range=ON_FIELD,
                condition=summoned_without_tributing_or_special_summoned),
     Continuous(unaffected_by(effects=activated_effects_of_monsters_with_lower_original_level),
                condition=this_card_is(normal_summoned), range=ON_FIELD),
     Trigger(on=this_card_is_tributed(), target=monster, resolve=return_to_hand(TARGETS)),
     normal_summon=(without_tributing(),))

# ------------------------------------------------------------------ Extra Deck
card(35952884, "Shooting Quasar Dragon",
     "Synchro Monster: 1 Synchro Tuner + 2 or more non-Tuner Synchro Monsters. Must be Synchro "
     "Summoned. It can make attacks in each Battle Phase up to the number of non-Tuner monsters "
     "used as its material. Once per turn, when a card or effect is activated (Quick Effect): "
     "you can negate the activation, and if you do, destroy that card. If this face-up card "
     'leaves the field: you can Special Summon 1 "Shooting Star Dragon" from your Extra Deck.',
     Continuous(attacks_up_to_its_non_tuner_materials()),
     Quick(condition=activated(negatable=True), limit=once_per_turn, resolve=negate_activation()),
     Trigger(on=leaves_field(), resolve=special_summon(from_extra_deck(named("Shooting Star Dragon")))),
     summon=synchro_summon(tuner=synchro_monster, non_tuners=synchro_monster, min_non_tuners=2),
     **must_be_summoned_by("synchro"))

card(26268488, "Stardust Sifr Divine Dragon",
     "Synchro Monster: 1 Synchro Tuner + 2 or more non-Tuner Synchro Monsters. Must be Synchro "
     "Summoned. Each card you control cannot be destroyed by battle or card effects, once per "
     "turn each. Once per turn, when your opponent activates a monster effect (Quick Effect): "
     "you can negate that effect, and if you do, destroy 1 card on the field. You can banish "
     'this card from your GY, then target 1 Level 8 or lower "Stardust" monster in your GY; '
     "Special Summon it.",
     Continuous(not_destroyed_once_per_turn(yours & on_the_field)),
     Quick(condition=activated(monster_effect=True, by_opponent=True, negatable=True),
           limit=once_per_turn, resolve=and_if_you_do(negate_effect(), destroy(any_card))),
     Ignition(range=IN_GY, cost=banish(this_card),
              target=from_gy(monster & archetype("Stardust") & level_at_most(8)),
              resolve=special_summon(TARGETS)),
     summon=synchro_summon(tuner=synchro_monster, non_tuners=synchro_monster, min_non_tuners=2),
     **must_be_summoned_by("synchro"))

card(13331639, "Supreme King Z-ARC",
     "Fusion Pendulum Monster, Pendulum Scale 1: 1 Dragon Fusion + 1 Dragon Synchro + 1 Dragon "
     "Xyz + 1 Dragon Pendulum Monster. Must be Fusion Summoned. Pendulum Effects: your opponent "
     "cannot activate the effects of Fusion, Synchro and Xyz Monsters on the field. Once per "
     "turn, when a card is added from the Deck to your opponent's hand outside the Draw Phase: "
     "you can destroy it. Monster effects: if this card is Special Summoned: destroy all cards "
     "your opponent controls. It cannot be destroyed by your opponent's card effects, and your "
     "opponent cannot target it with card effects. When it destroys an opponent's monster by "
     'battle: you can Special Summon 1 "Supreme King Dragon" monster from your Deck or Extra '
     "Deck. If this card in the Monster Zone is destroyed by battle or card effect: you can "
     "place it in your Pendulum Zone.",
     pendulum_effect(Continuous(opponent_cannot_activate_effects_of(
         fusion_monster | synchro_monster | xyz_monster))),
     pendulum_effect(Trigger(on=added_from_deck_to_hand(opponents=True), condition=~in_phase("draw"),
                             range=IN_SPELL_ZONE, limit=once_per_turn,
                             resolve=destroy_in_hand(event_card))),
     Trigger(on=summoned(SPECIAL), mandatory=True, range=ON_FIELD,
             resolve=destroy(every(opponents & on_the_field))),
     Continuous(cannot_be_destroyed(by_effects=True, by_opponent=True), cannot_be_targeted(),
                range=ON_FIELD),
     Trigger(on=destroys_by_battle(), when=True, range=ON_FIELD,
             resolve=special_summon(from_places((DECK, EXTRA), monster & archetype("Supreme King Dragon")))),
     Trigger(on=this_card_in_the_monster_zone_is_destroyed(), resolve=place_this_card_in_your_pendulum_zone()),
     **must_be_fusion_summoned(race("Dragon") & fusion_monster, race("Dragon") & synchro_monster,
                               race("Dragon") & xyz_monster, race("Dragon") & pendulum_monster))

card(79229522, "Chimeratech Fortress Dragon",
     'Fusion Monster: "Cyber Dragon" + 1 or more Machine monsters. Cannot be used as Fusion '
     "Material. Must first be Special Summoned from your Extra Deck by sending the above cards "
     "from either field to the GY (you do not use Polymerization). Its original ATK becomes "
     "1000 x the number of materials used for its Special Summon.",
     **summoned_by_sending_from_either_field(named("Cyber Dragon"), monster & race("Machine"),
                                             atk_per_material=1000))

card(23187256, "Number 93: Utopia Kaiser",
     'Xyz Monster: 2 or more "Number" Xyz Monsters with the same Rank that have material. Once '
     "per turn, in your Main Phase: you can Special Summon \"Number\" monsters with Rank 9 or "
     "lower and 3000 or less ATK from your Extra Deck with their effects negated, up to the "
     "number of card types (Monster, Spell, Trap) among this card's materials (at most 1 of "
     "each Rank), then detach 1 material from this card. For the rest of this turn, the battle "
     "damage your opponent takes is halved, and you cannot Special Summon. While you control "
     'another "Number" Xyz Monster, this card cannot be destroyed by battle or card effects.',
     Ignition(limit=once_per_turn,
              resolve=also(then(special_summon(from_extra_deck_one_of_each_rank(
                                    monster & archetype("Number") & rank_at_most(9) & atk_at_most(3000),
                                    card_types_among_its_materials), negated=True),
                                detach(1)),
                           until_end_of_turn(battle_damage_to_your_opponent_halved()),
                           lock_special_summons(from_extra_deck=False))),
     Continuous(cannot_be_destroyed(by_battle=True, by_effects=True), range=ON_FIELD,
                condition=exists(you_control(face_up & xyz_monster & archetype("Number") & ~this_card))),
     summon=xyz_summon_with_xyz_monsters_of_the_same_rank(archetype("Number")))
