"""Pool 4 staples: the generic Extra Deck monsters and board breakers modern decks carry
(POOL.md "Staples that most modern decks carry").

Texts are our own words for today's wording. What several cards share — "you can only
control 1", a Link Monster's original ATK from its material count, "make this card lose
exactly N ATK, and if you do", the Kaiju Summon to the opponent's field — is a library block
(``engine/cards/library/control_limits_and_material_counts.py``), named after the rule.
"""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    EXTRA,
    GY,
    HAND,
    IN_HAND,
    LINK,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    also,
    and_if_you_do,
    another_card_you_control_destroyed_by_battle_or_opponents_effect,
    any_card,
    archetype,
    at_least,
    attach_to_this_card_from,
    attribute,
    attribute_not_used_for_this_effect_this_turn,
    banish,
    cannot_attack,
    cannot_be_destroyed,
    card,
    co_linked,
    destroy,
    detach,
    different_names_among,
    discard,
    draw,
    during_the_end_phase,
    effect_monster,
    every,
    exactly,
    exists,
    face_up,
    from_gy,
    from_hand,
    from_places,
    gain_atk_equal_to,
    hard_once_per_turn,
    if_an_xyz_monster_battled_this_turn,
    in_extra_monster_zone,
    in_phase,
    level_at_most,
    link_monster,
    link_rating_of,
    link_summon,
    link_summon_now_including_this_card,
    lock_the_attribute_of_the_cost,
    monster,
    named,
    negate_activation,
    negate_activation_and_banish,
    no_responses,
    none_exist,
    normal_draw_becomes,
    on_the_field,
    once_per_chain,
    once_per_turn,
    only_if,
    opponent_controls,
    opponents,
    opponents_main_phase,
    original_atk_for_each_material,
    other_than_this_cards_name,
    race,
    remembered,
    remove_counters_from_anywhere,
    return_to_deck,
    send_to_gy,
    special_summon,
    special_summon_this_card_and,
    special_summon_to_opponents_field_by_tributing,
    summoned,
    summoned_using_this_card_gains,
    synchro_summon,
    this_card,
    this_card_is,
    this_card_loses_exactly,
    token,
    until_end_of_turn,
    until_it_leaves_the_field,
    used_as_material_for_this_card,
    xyz_monster,
    xyz_summon,
    you_can_only_control_one,
    you_control,
    you_may,
    yours,
)

ON_FIELD_OR_GY = ("monsters", GY)
KAIJU_COUNTER = "kaiju"
LIGHT_OR_DARK = monster & (attribute("LIGHT") | attribute("DARK"))

card(75452921, "Knightmare Cerberus",
     "Link Monster: 2 monsters with different names. When it is Link Summoned: you can discard "
     "1 card and target 1 face-up monster in your opponent's Main Monster Zone; destroy it, "
     "then, if this card was co-linked when the effect was activated, you can draw 1 card "
     "(once per turn for this card name). Co-linked monsters you control cannot be destroyed "
     "by card effects.",
     Trigger(on=summoned(LINK), cost=discard(from_hand()),
             target=face_up & monster & opponents & ~in_extra_monster_zone,
             remember={"co_linked": this_card_is(co_linked)},
             resolve=(destroy(TARGETS), only_if(remembered("co_linked"), you_may(draw(1)))),
             limit=hard_once_per_turn),
     Continuous(cannot_be_destroyed(co_linked & monster & yours, by_effects=True)),
     summon=link_summon(monster, exactly(2), different_names=True))

card(33854624, "Bystial Magnamhut",
     "Effect Monster. Quick Effect, from your hand, in either player's turn: you can target 1 "
     "LIGHT or DARK monster in either GY; banish it, and if you do, Special Summon this card. "
     "If this card is Special Summoned: you can use this effect; during the End Phase of this "
     "turn, add 1 Dragon monster other than \"Bystial Magnamhut\" from your Deck or GY to your "
     "hand. You can only use each effect of \"Bystial Magnamhut\" once per turn.",
     Quick(range=IN_HAND, target=from_gy(LIGHT_OR_DARK, either=True),
           resolve=and_if_you_do(banish(TARGETS), special_summon(this_card)),
           limit=hard_once_per_turn),
     Trigger(on=summoned(SPECIAL),
             resolve=during_the_end_phase(add_to_hand(from_places(
                 (DECK, GY), monster & race("Dragon") & ~named("Bystial Magnamhut")))),
             limit=hard_once_per_turn))

card(84815190, "Baronne de Fleur",
     "Synchro Monster: 1 Tuner + 1 or more non-Tuner monsters. Once per turn, when a card or "
     "effect is activated (Quick Effect): you can negate the activation, and if you do, destroy "
     "that card. Once per turn, during the Standby Phase (Quick Effect): you can target 1 Level "
     "9 or lower monster in your GY; return this face-up card to the Extra Deck, and if you do, "
     "Special Summon that monster.",
     Quick(condition=activated(negatable=True), resolve=negate_activation(),
           limit=once_per_turn),
     Quick(condition=in_phase("standby"), target=from_gy(monster & level_at_most(9)),
           resolve=and_if_you_do(return_to_deck(this_card), special_summon(TARGETS)),
           limit=once_per_turn),
     summon=synchro_summon())

card(4280258, "Apollousa, Bow of the Goddess",
     "Link Monster: 2 or more monsters with different names, except Tokens. You can only "
     "control 1 \"Apollousa, Bow of the Goddess\". Its original ATK becomes 800 for each "
     "material used for its Link Summon. Once per Chain, when your opponent activates a "
     "monster effect (Quick Effect): you can make this card lose exactly 800 ATK, and if you "
     "do, negate the activation.",
     Continuous(you_can_only_control_one()),
     Continuous(original_atk_for_each_material(800)),
     Quick(condition=activated(monster_effect=True, by_opponent=True),
           resolve=and_if_you_do(this_card_loses_exactly(800), negate_activation(destroy=False)),
           limit=once_per_chain),
     summon=link_summon(monster & ~token, at_least(2), different_names=True))

card(86066372, "Accesscode Talker",
     "Link Monster: 2 or more Effect Monsters. Your opponent cannot activate cards or effects "
     "in response to this card's effect activations. When it is Link Summoned: you can target "
     "1 Link Monster that was used as material for its Link Summon; this card gains ATK equal "
     "to that monster's Link Rating x 1000. You can banish 1 Link Monster from your field or "
     "GY; destroy 1 card your opponent controls, also for the rest of this turn you cannot "
     "banish monsters with that Attribute to activate this effect of \"Accesscode Talker\".",
     Trigger(on=summoned(LINK), target=from_gy(link_monster & used_as_material_for_this_card),
             resolve=until_it_leaves_the_field(gain_atk_equal_to(link_rating_of(TARGETS, 1000)),
                                               to=this_card),
             chain_limit=no_responses(opponent_only=True)),
     Ignition(cost=banish(from_places(ON_FIELD_OR_GY, link_monster
                                      & attribute_not_used_for_this_effect_this_turn)),
              resolve=also(destroy(opponent_controls(any_card)), lock_the_attribute_of_the_cost()),
              chain_limit=no_responses(opponent_only=True)),
     summon=link_summon(effect_monster, at_least(2)))

KAIJU = monster & archetype("Kaiju")
KAIJU_SUMMON = special_summon_to_opponents_field_by_tributing(
    KAIJU, or_yours=exists(opponent_controls(face_up & KAIJU)),
    or_yours_text="your opponent controls a \"Kaiju\" monster")

card(55063751, "Gameciel, the Sea Turtle Kaiju",
     "Effect Monster. You can Special Summon this card (from your hand) to your opponent's "
     "field in Attack Position by Tributing 1 monster they control. If your opponent controls "
     "a \"Kaiju\" monster, you can Special Summon this card (from your hand) in Attack "
     "Position. You can only control 1 \"Kaiju\" monster. Once per turn, when your opponent "
     "activates a card or effect other than \"Gameciel, the Sea Turtle Kaiju\" (Quick "
     "Effect): you can remove 2 Kaiju Counters from anywhere on the field; negate the "
     "activation, and if you do, banish that card.",
     Continuous(you_can_only_control_one(KAIJU, "1 \"Kaiju\" monster")),
     Quick(condition=activated(by_opponent=True, test=other_than_this_cards_name),
           cost=remove_counters_from_anywhere(2, KAIJU_COUNTER),
           resolve=negate_activation_and_banish(), limit=once_per_turn),
     summon=KAIJU_SUMMON)

card(93332803, "Dogoran, the Mad Flame Kaiju",
     "Effect Monster. You can Special Summon this card (from your hand) to your opponent's "
     "field in Attack Position by Tributing 1 monster they control. If your opponent controls "
     "a \"Kaiju\" monster, you can Special Summon this card (from your hand) in Attack "
     "Position. You can only control 1 \"Kaiju\" monster. Once per turn: you can remove 3 "
     "Kaiju Counters from anywhere on the field; destroy all monsters your opponent controls. "
     "This card cannot declare an attack the turn this effect is activated.",
     Continuous(you_can_only_control_one(KAIJU, "1 \"Kaiju\" monster")),
     Ignition(cost=(remove_counters_from_anywhere(3, KAIJU_COUNTER),
                    until_end_of_turn(cannot_attack(), to=this_card)),
              resolve=destroy(every(monster & opponents)), limit=once_per_turn),
     summon=KAIJU_SUMMON)

card(38814750, "PSY-Framegear Gamma",
     "Tuner Effect Monster. Cannot be Normal Summoned/Set; its own effect is its proper Summon. "
     "When your opponent activates a monster effect while you control no monsters (Quick "
     "Effect, from your hand): you can Special Summon both this card and 1 \"PSY-Frame "
     "Driver\" from your hand, Deck or GY, and if you do, negate the activation, and if you do "
     "that, destroy that card. During the End Phase, banish the monsters Summoned by this "
     "effect. You can only use this effect of \"PSY-Framegear Gamma\" once per turn.",
     Quick(range=IN_HAND,
           condition=activated(monster_effect=True, by_opponent=True)
           & none_exist(you_control(monster)),
           resolve=and_if_you_do(
               special_summon_this_card_and(from_places((HAND, DECK, GY), named("PSY-Frame Driver")),
                                            banish_in_end_phase=True),
               negate_activation()),
           limit=hard_once_per_turn),
     cannot_normal_summon=True)

card(90448279, "Divine Arsenal AA-ZEUS - Sky Thunder",
     "Xyz Monster: 2 Level 12 monsters. Once per turn, if an Xyz Monster battled this turn, you "
     "can also Xyz Summon this card by using 1 Xyz Monster you control as material (its "
     "materials are transferred to this card). Once per turn (Quick Effect): you can detach 2 "
     "materials from this card; send every other card on the field to the GY. Once per turn, "
     "if another card you control is destroyed by battle or by your opponent's card effect: "
     "you can attach 1 card from your hand, Deck or Extra Deck to this card as material.",
     Quick(cost=detach(2), resolve=send_to_gy(every(any_card & on_the_field & ~this_card)),
           limit=once_per_turn),
     Trigger(on=another_card_you_control_destroyed_by_battle_or_opponents_effect(), range=ON_FIELD,
             resolve=attach_to_this_card_from(from_places((HAND, DECK, EXTRA), any_card)),
             limit=once_per_turn),
     summon=xyz_summon(level=12, count=2,
                       or_on=xyz_monster & if_an_xyz_monster_battled_this_turn,
                       or_on_once_per_turn=True))

card(65741786, "I:P Masquerena",
     "Link Monster: 2 non-Link monsters. During your opponent's Main Phase (Quick Effect): you "
     "can Link Summon 1 Link Monster immediately after this effect resolves, using materials "
     "you control, including this card. You can only use this effect of \"I:P Masquerena\" "
     "once per turn. A Link Monster that used this card as material cannot be destroyed by your "
     "opponent's card effects.",
     Quick(condition=opponents_main_phase, resolve=link_summon_now_including_this_card(),
           limit=hard_once_per_turn),
     summon=link_summon(monster & ~link_monster, exactly(2)),
     **summoned_using_this_card_gains("link", cannot_be_destroyed(by_effects=True,
                                                                   by_opponent=True)))

card(38342335, "Knightmare Unicorn",
     "Link Monster: 2 or more monsters with different names. When it is Link Summoned: you can "
     "discard 1 card and target 1 card on the field; shuffle it into the Deck, then, if this "
     "card was co-linked when the effect was activated, you can draw 1 card (once per turn for "
     "this card name). While any co-linked \"Knightmare\" monsters are on the field, your "
     "normal draw in your Draw Phase draws 1 card for each different name among them, instead "
     "of 1 card.",
     Trigger(on=summoned(LINK), cost=discard(from_hand()), target=any_card & on_the_field,
             remember={"co_linked": this_card_is(co_linked)},
             resolve=(return_to_deck(TARGETS),
                      only_if(remembered("co_linked"), you_may(draw(1)))),
             limit=hard_once_per_turn),
     Continuous(normal_draw_becomes(different_names_among(
         face_up & monster & archetype("Knightmare") & co_linked))),
     summon=link_summon(monster, at_least(2), different_names=True))
