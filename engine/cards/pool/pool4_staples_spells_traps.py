"""Pool 4 staples: the Spells and Traps modern decks share (board breakers, draw Spells,
floodgates). Texts are our own words for today's wording."""

from __future__ import annotations

from engine.cards.library import (
    FIELD,
    HAND,
    TARGETS,
    Activate,
    Continuous,
    Trigger,
    also,
    and_if_you_do,
    any_card,
    as_many_as_paid,
    at_phase,
    attack_position,
    banish,
    banish_at_random,
    cannot_activate_monster_effects,
    cannot_conduct_battle_phase,
    cannot_declare_attack,
    cannot_draw_by_effects,
    card,
    choose_one,
    declare_card_name,
    declared_name,
    destroy,
    discard,
    draw,
    during_the_end_phase,
    effect_monster,
    end_of_battle_phase,
    every,
    excavate_and_add,
    exists,
    face_down,
    face_up,
    from_deck,
    from_extra_deck,
    from_hand,
    from_places,
    fusion_summon,
    halve_atk,
    has_more_monsters,
    keep_one_monster_of_each_type,
    monster,
    monster_effects,
    negate_effects,
    negate_same_name,
    no_responses,
    none_exist,
    not_after_your_battle_phase,
    number_paid,
    of_the_player_with_more_monsters,
    on_field,
    once_per_turn,
    one_activation_per_turn,
    one_of_sizes,
    only_one_monster_of_each_type,
    opponent,
    opponent_activated_this_turn,
    opponent_banishes_down_to_your_count,
    opponent_controls,
    opponent_controls_more_cards,
    opponents,
    per_card,
    per_three_paid,
    return_to_deck_from_a_hand_you_look_at,
    same_card_type_as_paid,
    same_number_of_monsters,
    send_to_gy,
    set_face_down,
    spell_trap,
    spells_must_be_set_first,
    start_of_main_phase_1,
    take_control,
    takes_no_damage,
    then,
    this_card,
    those_cards,
    until_end_of_turn,
    up_to,
    up_to_as_many_as,
    you,
    you_control,
)
from engine.cards.library import (
    change_position as change_battle_position,
)

card(43898403, "Twin Twisters",
     "Quick-Play Spell. Discard 1 card, then target up to 2 Spells/Traps on the field; destroy "
     "them.",
     Activate(cost=discard(from_hand()), target=on_field(spell_trap & ~this_card, up_to(2)),
              resolve=destroy(TARGETS)))

card(23924608, "Heavy Storm Duster",
     "Normal Trap. Target up to 2 other Spells/Traps on the field; destroy them. You cannot "
     "conduct your Battle Phase the turn you activate this card.",
     Activate(condition=not_after_your_battle_phase,
              cost=until_end_of_turn(cannot_conduct_battle_phase(you)),
              target=on_field(spell_trap & ~this_card, up_to(2)), resolve=destroy(TARGETS)))

card(14532163, "Lightning Storm",
     "Normal Spell. Only if you control no face-up cards: activate 1 of these effects — destroy "
     "every Attack Position monster your opponent controls, or destroy every Spell and Trap your "
     "opponent controls. You can only activate 1 Lightning Storm per turn.",
     Activate(condition=none_exist(you_control(face_up & ~this_card)),
              resolve=choose_one(
                  ("Destroy all Attack Position monsters your opponent controls",
                   destroy(every(attack_position & monster & opponents))),
                  ("Destroy all Spells and Traps your opponent controls",
                   destroy(every(spell_trap & opponents)))),
              limit=one_activation_per_turn))

card(54693926, "Dark Ruler No More",
     "Normal Spell. Negate the effects of every face-up monster your opponent controls now, until "
     "the end of this turn; your opponent cannot activate monster effects in response, and takes "
     "no damage this turn.",
     Activate(condition=exists(opponent_controls(face_up & monster)),
              resolve=also(until_end_of_turn(negate_effects(), to=every(face_up & monster & opponents)),
                           until_end_of_turn(takes_no_damage(opponent))),
              chain_limit=no_responses(opponent_only=True, only=monster_effects)))

card(25311006, "Triple Tactics Talent",
     "Normal Spell. Only if your opponent activated a monster effect during your Main Phase this "
     "turn: activate 1 of these effects — draw 2 cards; or take control of 1 monster your "
     "opponent controls until the End Phase; or look at your opponent's hand and shuffle 1 card "
     "from it into the Deck. You can only activate 1 Triple Tactics Talent per turn.",
     Activate(condition=opponent_activated_this_turn(monster_effect=True, during_your_main_phase=True),
              resolve=choose_one(
                  ("Draw 2 cards", draw(2)),
                  ("Take control of 1 monster your opponent controls until the End Phase",
                   take_control(opponent_controls(monster), until_end_phase=True)),
                  ("Look at your opponent's hand and shuffle 1 card from it into the Deck",
                   return_to_deck_from_a_hand_you_look_at(
                       from_places((HAND,), any_card, side="opponent")))),
              limit=one_activation_per_turn))

card(84211599, "Pot of Prosperity",
     "Normal Spell. Banish 3 or 6 cards of your choice from your Extra Deck, face-down; look at "
     "that many cards from the top of your Deck, add 1 of them to your hand, and put the rest on "
     "the bottom in any order. For the rest of this turn after it resolves, you cannot draw "
     "cards by card effects. You can only activate 1 Pot of Prosperity per turn.",
     Activate(cost=banish(from_extra_deck(any_card, one_of_sizes(3, 6)), face_down=True),
              resolve=also(excavate_and_add(number_paid),
                           until_end_of_turn(cannot_draw_by_effects(you))),
              limit=one_activation_per_turn))

card(49238328, "Pot of Extravagance",
     "Normal Spell. At the start of your Main Phase 1: banish 3 or 6 random cards from your Extra "
     "Deck, face-down; draw 1 card for every 3 banished. For the rest of this turn after it "
     "resolves, you cannot draw cards by card effects. You can only activate 1 Pot of "
     "Extravagance per turn.",
     Activate(condition=start_of_main_phase_1,
              cost=banish_at_random(from_extra_deck(), (3, 6), face_down=True),
              resolve=also(draw(per_three_paid), until_end_of_turn(cannot_draw_by_effects(you))),
              limit=one_activation_per_turn))

card(65681983, "Crossout Designator",
     "Quick-Play Spell. Declare 1 card name: banish 1 card with that name from your Main Deck, "
     "and if you do, until the end of this turn its effects are negated, as are the activated "
     "effects and the effects on the field of every card with its original name. You can only "
     "activate 1 Crossout Designator per turn.",
     Activate(cost=declare_card_name(any_card, from_deck()),
              resolve=and_if_you_do(banish(from_deck(declared_name)), negate_same_name(those_cards)),
              check=False, limit=one_activation_per_turn))

card(35480699, "Book of Eclipse",
     "Quick-Play Spell. Change as many face-up monsters on the field as possible to face-down "
     "Defense Position. In the End Phase of this turn, change every face-down Defense Position "
     "monster your opponent controls to face-up Defense Position; your opponent then draws 1 card "
     "for each of them.",
     Activate(resolve=also(set_face_down(every(face_up & monster)),
                           during_the_end_phase(then(
                               change_battle_position(every(face_down & monster & opponents), to="defense"),
                               draw(per_card(1, those_cards), opponent))))))

card(15693423, "Evenly Matched",
     "Normal Trap. At the end of the Battle Phase, if your opponent controls more cards than you: "
     "your opponent banishes cards from their field face-down until they control as many as you "
     "do (this card, resolving on your field, is counted). If you control no cards, you can "
     "activate this card from your hand.",
     Activate(from_hand=none_exist(you_control(any_card)),
              condition=end_of_battle_phase & opponent_controls_more_cards,
              resolve=opponent_banishes_down_to_your_count(face_down=True)),
     version=3)

card(24299458, "Forbidden Droplet",
     "Quick-Play Spell. Send any number of other cards from your hand and/or field to the GY; "
     "choose that many face-up Effect Monsters your opponent controls: until the end of this turn "
     "their ATK is halved and their effects are negated. Your opponent cannot respond with cards "
     "of the same card type (Monster, Spell, Trap) as those sent. You can only activate 1 "
     "Forbidden Droplet per turn.",
     Activate(cost=send_to_gy(from_places((HAND, FIELD), any_card & ~this_card,
                                          up_to_as_many_as(opponent_controls(effect_monster & face_up)))),
              resolve=until_end_of_turn(halve_atk(), negate_effects(),
                                        to=opponent_controls(effect_monster & face_up, as_many_as_paid)),
              chain_limit=no_responses(opponent_only=True, only=same_card_type_as_paid),
              limit=one_activation_per_turn))

card(48130397, "Super Polymerization",
     "Quick-Play Spell. Discard 1 card: Fusion Summon 1 Fusion Monster from your Extra Deck, using "
     "face-up monsters from either field as material. Neither player can respond to this card's "
     "activation.",
     Activate(cost=discard(from_hand()), resolve=fusion_summon(using=("either_field",)),
              chain_limit=no_responses()))

card(58921041, "Anti-Spell Fragrance",
     "Continuous Trap. Both players must Set Spell Cards before activating them, and cannot "
     "activate them until their own next turn.",
     Activate(),
     Continuous(spells_must_be_set_first(
         "a Spell must be Set first and waits until its controller's next turn (Anti-Spell "
         "Fragrance)")))

card(24207889, "There Can Be Only One",
     "Continuous Trap. Each player can control only 1 monster of each Type; a player who controls "
     "2 or more of one Type sends the others to the GY, keeping 1.",
     Activate(),
     Continuous(only_one_monster_of_each_type(
         "you already control a monster of that Type (There Can Be Only One)"),
         extra={"adjust": keep_one_monster_of_each_type}))

card(76375976, "Mystic Mine",
     "Field Spell. The player who controls more monsters cannot declare attacks with them and "
     "cannot activate monster effects. Once per turn, in the End Phase, if both players control "
     "the same number of monsters: destroy this card.",
     Activate(),
     Continuous(cannot_declare_attack(monster & of_the_player_with_more_monsters,
                                      "the player with more monsters cannot attack (Mystic Mine)"),
                cannot_activate_monster_effects(
                    has_more_monsters,
                    "the player with more monsters cannot activate monster effects (Mystic Mine)")),
     Trigger(on=at_phase("end"), mandatory=True, range=("field",), condition=same_number_of_monsters,
             resolve=destroy(this_card), limit=once_per_turn))
