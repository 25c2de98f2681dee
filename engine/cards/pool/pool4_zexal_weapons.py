"""Pool 4: the Zexal Weapons deck (WindBot_AI_ZexalWeapons.ydk) — "ZW -" monsters that equip
themselves to "Utopia" monsters, the Rank-Up "Number S39" Utopias, and the Level 4/5 engine
that feeds them. Texts are today's (errata included), in our own words."""

from engine.cards.library import (
    AS_XYZ_MATERIAL,
    FLIP,
    IN_GY,
    IN_HAND,
    IN_SPELL_ZONE,
    NORMAL,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    THIS_CARD,
    XYZ,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_monster_is_summoned,
    add_to_hand,
    also,
    and_if_you_do,
    archetype,
    as_an_equip_card,
    at_phase,
    atk_of,
    attack_position,
    attacks_each_opponent_monster_once,
    attribute,
    banish,
    battling_this_card,
    by_case,
    cannot_activate,
    cannot_attack,
    cannot_attack_directly,
    cannot_be_destroyed,
    cannot_be_targeted,
    cannot_be_tributed,
    cannot_summon,
    card,
    change_position,
    damage,
    defense_position,
    destroy,
    destroy_this_card_instead,
    detach,
    detach_from_this_card_instead,
    discard,
    draw,
    during_that_damage_calculation,
    during_the_damage_step,
    during_the_damage_step_when_this_card_attacks,
    during_the_end_phase,
    effect_monster,
    equip_this_monster,
    equipped_by_its_own_effect,
    equipped_monster_attacked_once,
    every,
    exists,
    extra_attacks,
    face_up,
    from_deck,
    from_extra_deck,
    from_hand,
    fusion_materials,
    fusion_monster,
    gain_atk,
    gain_atk_equal_to,
    gain_levels,
    hard_once_per_turn,
    has_material,
    in_battle_phase,
    level,
    level_at_most,
    lose_atk,
    lp_at_least_lower_than_opponents,
    may_be_treated_as_level_for_xyz,
    monster,
    named,
    negate_effects,
    no_chain,
    none_exist,
    not_sent_to_gy_this_turn,
    once_per_chain,
    once_per_turn,
    one_activation_per_turn,
    opponent,
    opponents,
    opponents_battling_monster,
    opponents_cards_and_effects,
    pay_lp,
    piercing,
    rank,
    return_to_hand,
    send_this_equip_card_to_gy,
    send_to_gy,
    set_atk,
    set_face_down,
    special_summon,
    special_summon_from_hand,
    special_summon_this_card_by_its_own_effect,
    special_summoned,
    spell,
    summoned,
    the_equipped_monster,
    the_monster_it_equipped,
    the_xyz_monster_using_this_card,
    this_card_battles,
    this_card_battles_an_opponents_monster,
    this_card_is,
    those_cards,
    until_end_of_turn,
    until_it_leaves_the_field,
    xyz_monster,
    xyz_summon,
    xyz_summoned_using_this_card,
    you_control,
    you_control_no_other_copy,
    your_battling_monster,
    your_turn,
    yours,
)

UTOPIA_YOU_CONTROL = face_up & monster & yours & archetype("Utopia")
#: a "ZW -" monster equips itself from the hand or its controller's Monster Zone
ZW_RANGE = (*IN_HAND, *ON_FIELD)

# ------------------------------------------------------------------ "ZW -" monsters
card(81471108, "ZW - Tornado Bringer",
     'You can target 1 "Utopia" monster you control; equip this card from your hand or field to '
     "it. While equipped this way: it gains 1300 ATK, your opponent cannot target it with card "
     "effects, and if it would be destroyed by battle, destroy this card instead. You can only "
     'control 1 "ZW - Tornado Bringer".',
     Ignition(range=ZW_RANGE, target=UTOPIA_YOU_CONTROL, condition=you_control_no_other_copy,
              resolve=equip_this_monster()),
     *as_an_equip_card(gain_atk(1300), cannot_be_targeted(),
                       destroy_this_card_instead(by_battle=True), to=archetype("Utopia")))

card(45082499, "ZW - Lightning Blade",
     'You can target 1 "Utopia" monster you control; equip this card from your hand or field to '
     'it. While equipped this way: it gains 1200 ATK, "ZW -" cards you control cannot be '
     "destroyed by your opponent's card effects, and if the equipped monster would be destroyed "
     'by a card effect, destroy this card instead. You can only control 1 "ZW - Lightning Blade".',
     Ignition(range=ZW_RANGE, target=UTOPIA_YOU_CONTROL, condition=you_control_no_other_copy,
              resolve=equip_this_monster()),
     *as_an_equip_card(gain_atk(1200),
                       cannot_be_destroyed(archetype("ZW -") & yours & face_up, by_effects=True,
                                           by_opponent=True),
                       destroy_this_card_instead(by_effect=True), to=archetype("Utopia")))

card(40941889, "ZW - Asura Strike",
     'You can target 1 "Utopia" monster you control; equip this card from your hand or field to '
     "it. While equipped this way: it gains 1000 ATK and can attack each monster your opponent "
     'controls once. You can only control 1 "ZW - Asura Strike".',
     Ignition(range=ZW_RANGE, target=UTOPIA_YOU_CONTROL, condition=you_control_no_other_copy,
              resolve=equip_this_monster()),
     *as_an_equip_card(gain_atk(1000), attacks_each_opponent_monster_once(of=the_equipped_monster),
                       to=archetype("Utopia")))

card(60992364, "ZW - Leo Arms",
     'Xyz Monster: 2 Level 5 monsters. It cannot attack directly. Once per turn: you can detach 1 '
     'material from it; add 1 "ZW -" monster from your Deck to your hand. You can target 1 '
     '"Utopia" monster you control; equip this card you control to it: it gains 3000 ATK while '
     "equipped this way. During your Battle Phase, while no chain is building, if the equipped "
     "monster has attacked once: you can send this Equip Card to the GY; that monster can make a "
     "second attack on a monster this turn (it cannot attack directly this turn).",
     Continuous(cannot_attack_directly()),
     Ignition(limit=once_per_turn, cost=detach(1),
              resolve=add_to_hand(from_deck(monster & archetype("ZW -")))),
     Ignition(target=UTOPIA_YOU_CONTROL, resolve=equip_this_monster()),
     Quick(range=IN_SPELL_ZONE, cost=send_this_equip_card_to_gy(),
           condition=equipped_by_its_own_effect & equipped_monster_attacked_once & your_turn
           & in_battle_phase & no_chain,
           resolve=until_end_of_turn(extra_attacks(1), cannot_attack_directly(),
                                     to=the_monster_it_equipped)),
     *as_an_equip_card(gain_atk(3000), to=archetype("Utopia")),
     summon=xyz_summon(level=5, count=2))

# ------------------------------------------------------------------ the "Number S39" Utopias
card(56832966, "Number S39: Utopia the Lightning",
     'Xyz Monster: 3 Level 5 LIGHT monsters. You can also Xyz Summon it using a Rank 4 "Utopia" '
     "Xyz Monster you control as material (its materials become this card's). It cannot be used "
     "as material for an Xyz Summon. While it battles, your opponent cannot activate cards or "
     "effects until the end of the Damage Step. Once per Chain, during damage calculation, if it "
     'battles an opponent\'s monster while it has a "Utopia" card as material (Quick Effect): you '
     "can detach 2 materials from it; its ATK becomes 5000 during that damage calculation only.",
     Continuous(cannot_activate(opponents_cards_and_effects,
                                "your opponent cannot activate cards or effects while Number S39: "
                                "Utopia the Lightning battles"), condition=this_card_battles),
     Quick(damage_calculation=True, limit=once_per_chain, cost=detach(2),
           condition=this_card_battles_an_opponents_monster & has_material(archetype("Utopia")),
           resolve=until_end_of_turn(during_that_damage_calculation(set_atk(5000)), to=THIS_CARD)),
     summon=xyz_summon(level=5, count=3, materials=attribute("LIGHT"),
                       or_on=xyz_monster & archetype("Utopia") & rank(4)),
     extra={"not_xyz_material": True})

card(86532744, "Number S39: Utopia Prime",
     'Xyz Monster: 3 Level 4 LIGHT monsters. You can also Xyz Summon it using a "Number 39: '
     "Utopia\" you control as material (its materials become this card's). If your LP are at "
     "least 3000 lower than your opponent's: you can detach 3 materials from it and pay LP so "
     "that you have 10 left; destroy every Special Summoned monster your opponent controls and "
     "banish them, then inflict 300 damage to your opponent for each card banished this way.",
     Ignition(condition=lp_at_least_lower_than_opponents(3000),
              cost=(detach(3), pay_lp(lambda ctx: ctx.g.state.players[ctx.player].lp - 10)),
              resolve=and_if_you_do(destroy(every(monster & opponents & special_summoned),
                                            banish=True),
                                    damage(opponent, lambda ctx: 300 * len(those_cards.candidates(ctx))))),
     summon=xyz_summon(level=4, count=3, materials=attribute("LIGHT"),
                       or_on=named("Number 39: Utopia")))

# ------------------------------------------------------------------ other Extra Deck monsters
card(91949988, "Gaia Dragon, the Thunder Charger",
     "Xyz Monster: 2 Level 7 monsters. You can also Xyz Summon it using a Rank 5 or 6 Xyz "
     "Monster you control as material (its materials become this card's). If it attacks a "
     "Defense Position monster, it inflicts piercing battle damage.",
     Continuous(piercing()),
     summon=xyz_summon(level=7, count=2, or_on=xyz_monster & (rank(5) | rank(6))))

card(25341652, "Maestroke the Symphony Djinn",
     "Xyz Monster: 2 Level 4 monsters. Once per turn: you can detach 1 material from it and "
     "target 1 face-up Attack Position monster your opponent controls; change it to face-down "
     'Defense Position. If a "Djinn" Xyz Monster you control would be destroyed, you can detach 1 '
     "material from this card instead.",
     Ignition(limit=once_per_turn, cost=detach(1),
              target=face_up & attack_position & monster & opponents,
              resolve=set_face_down(TARGETS)),
     Continuous(detach_from_this_card_instead(xyz_monster & archetype("Djinn") & yours)),
     summon=xyz_summon(level=4, count=2))

card(12014404, "Gagaga Cowboy",
     "Xyz Monster: 2 Level 4 monsters. Once per turn: you can detach 1 material from it; by its "
     "battle position: Attack Position — if it attacks an opponent's monster this turn, it gains "
     "1000 ATK and that monster loses 500 ATK during the Damage Step only; Defense Position — "
     "inflict 800 damage to your opponent.",
     Ignition(limit=once_per_turn, cost=detach(1),
              resolve=by_case(
                  (this_card_is(attack_position), until_end_of_turn(
                      during_the_damage_step_when_this_card_attacks(gain_atk(1000)),
                      during_the_damage_step_when_this_card_attacks(lose_atk(500, battling_this_card)),
                      to=THIS_CARD)),
                  (this_card_is(defense_position), damage(opponent, 800)))),
     summon=xyz_summon(level=4, count=2))

card(29669359, "Number 61: Volcasaurus",
     "Xyz Monster: 2 Level 5 monsters. Once per turn: you can detach 1 material from it and "
     "target 1 face-up monster your opponent controls; destroy it, and if you do, inflict damage "
     "to your opponent equal to its original ATK. It cannot attack directly the turn you use this "
     "effect.",
     Ignition(limit=once_per_turn, cost=detach(1), target=face_up & monster & opponents,
              resolve=also(and_if_you_do(destroy(TARGETS),
                                         damage(opponent, atk_of(those_cards, original=True))),
                           until_end_of_turn(cannot_attack_directly(), to=THIS_CARD))),
     summon=xyz_summon(level=5, count=2))

card(94119480, "Adreus, Keeper of Armageddon",
     "Xyz Monster: 2 Level 5 monsters. Once per turn: you can detach 1 material from it and "
     "target 1 face-up card your opponent controls; destroy it.",
     Ignition(limit=once_per_turn, cost=detach(1), target=face_up & opponents,
              resolve=destroy(TARGETS)),
     summon=xyz_summon(level=5, count=2))

card(71594310, "Gem-Knight Pearl",
     "Xyz Monster: 2 Level 4 monsters. (No effect.)",
     summon=xyz_summon(level=4, count=2))

card(17881964, "Darkfire Dragon",
     'Fusion Monster: "Firegrass" + "Petit Dragon". (No effect.)',
     **fusion_materials("Firegrass", "Petit Dragon"))

# ------------------------------------------------------------------ Main Deck monsters
card(30914564, "Sacred Crane",
     "If this card is Special Summoned: you can draw 1 card.",
     Trigger(on=summoned(SPECIAL), resolve=draw(1)))

card(18063928, "Tin Goldfish",
     "When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster from "
     "your hand.",
     Trigger(on=summoned(NORMAL), when=True,
             resolve=special_summon(from_hand(monster & level_at_most(4)))))

card(94656263, "Kagetokage",
     "Cannot be Normal Summoned/Set. When you Normal Summon a Level 4 monster: you can Special "
     "Summon this card from your hand. It cannot be used as Synchro Material.",
     Trigger(range=IN_HAND, when=True, on=a_monster_is_summoned(NORMAL, where=level(4) & yours),
             resolve=special_summon_this_card_by_its_own_effect()),
     cannot_normal_summon=True, extra={"not_synchro_material": True})

card(37742478, "Honest",
     "During your Main Phase: you can return this face-up card from the field to the hand. "
     "During the Damage Step (until damage calculation), when your LIGHT monster battles an "
     "opponent's monster (Quick Effect): you can send this card from your hand to the GY; your "
     "monster gains ATK equal to the ATK of the opponent's monster it battles, until the end of "
     "this turn.",
     Ignition(resolve=return_to_hand(THIS_CARD)),
     Quick(range=IN_HAND, damage_step=True, cost=send_to_gy(THIS_CARD),
           condition=during_the_damage_step
           & exists(your_battling_monster.only(attribute("LIGHT") & face_up))
           & exists(opponents_battling_monster),
           resolve=until_end_of_turn(gain_atk_equal_to(atk_of(opponents_battling_monster)),
                                     to=your_battling_monster)),
     version=2)

card(24610207, "Star Drawing",
     "You can treat this card as Level 5 when you use it for an Xyz Summon. An Xyz Monster "
     "Summoned using this card as material gains this effect: when it is Xyz Summoned, draw 1 "
     "card.",
     Continuous(may_be_treated_as_level_for_xyz(5)),
     Trigger(range=AS_XYZ_MATERIAL, on=xyz_summoned_using_this_card(), mandatory=True,
             resolve=draw(1)))

card(34143852, "Heroic Challenger - Extra Sword",
     "An Xyz Monster Summoned using this card as material gains this effect: when it is Xyz "
     "Summoned, it gains 1000 ATK.",
     Trigger(range=AS_XYZ_MATERIAL, on=xyz_summoned_using_this_card(), mandatory=True,
             resolve=until_it_leaves_the_field(gain_atk(1000), to=the_xyz_monster_using_this_card)))

card(33911264, "Solar Wind Jammer",
     "There can only be 1 face-up Solar Wind Jammer on the field. If you control no monsters, you "
     "can Special Summon this card (from your hand); if Summoned this way, its original ATK/DEF "
     "become 400/1200. Once per turn, during your Standby Phase: its Level increases by 1.",
     Continuous(cannot_summon(lambda ctx, player, c, how: c.data.name == "Solar Wind Jammer",
                              "there can only be 1 face-up Solar Wind Jammer on the field")),
     Trigger(on=at_phase("standby", yours=True), range=ON_FIELD, mandatory=True,
             limit=once_per_turn, resolve=until_it_leaves_the_field(gain_levels(1), to=THIS_CARD)),
     summon=special_summon_from_hand(none_exist(you_control(monster)), "you control no monsters",
                                     original_stats=(400, 1200)))

card(423585, "Summoner Monk",
     "If this card is Normal or Flip Summoned: change it to Defense Position. It cannot be "
     "Tributed. Once per turn: you can discard 1 Spell; Special Summon 1 Level 4 monster from your "
     "Deck; it cannot attack this turn.",
     Trigger(on=summoned(NORMAL, FLIP), mandatory=True,
             resolve=change_position(THIS_CARD.only(attack_position), "defense")),
     Continuous(cannot_be_tributed()),
     Ignition(limit=once_per_turn, cost=discard(from_hand(spell)),
              resolve=and_if_you_do(special_summon(from_deck(monster & level(4))),
                                    until_end_of_turn(cannot_attack(), to=those_cards))))

# ------------------------------------------------------------------ Spells and Traps
card(1845204, "Instant Fusion",
     "Normal Spell. Pay 1000 LP; Special Summon 1 Level 5 or lower Fusion Monster from your "
     "Extra Deck (not a Fusion Summon); it cannot attack, and it is destroyed during the End "
     'Phase. You can only activate 1 "Instant Fusion" per turn.',
     Activate(cost=pay_lp(1000), limit=one_activation_per_turn,
              resolve=and_if_you_do(special_summon(from_extra_deck(fusion_monster & level_at_most(5))),
                                    and_if_you_do(until_end_of_turn(cannot_attack(), to=those_cards),
                                                  during_the_end_phase(destroy(those_cards))))))

card(11705261, "Xyz Change Tactics",
     'Continuous Spell. Each time a "Utopia" monster is Xyz Summoned to your field: you can pay '
     '500 LP; draw 1 card. You can only control 1 "Xyz Change Tactics".',
     Activate(condition=you_control_no_other_copy),
     Trigger(range=IN_SPELL_ZONE, on=a_monster_is_summoned(XYZ, where=archetype("Utopia") & yours),
             cost=pay_lp(500), resolve=draw(1)))

card(78474168, "Breakthrough Skill",
     "Normal Trap. Target 1 face-up Effect Monster your opponent controls; negate its effects "
     "until the end of this turn. During your turn, except the turn this card was sent to the GY: "
     "you can banish it from your GY and target 1 face-up Effect Monster your opponent controls; "
     'negate its effects until the end of this turn. You can only use this effect of "Breakthrough '
     'Skill" once per turn.',
     Activate(target=face_up & effect_monster & monster & opponents,
              resolve=until_end_of_turn(negate_effects(), to=TARGETS)),
     Ignition(range=IN_GY, limit=hard_once_per_turn, condition=not_sent_to_gy_this_turn,
              cost=banish(THIS_CARD), target=face_up & effect_monster & monster & opponents,
              resolve=until_end_of_turn(negate_effects(), to=TARGETS)))
