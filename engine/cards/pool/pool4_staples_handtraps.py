"""Pool 4 staples: the hand traps and negation Traps modern decks share (issue 14 item 2).

Texts are our own words for today's wording. Each card is a declaration over the card
library; what several of them need (a Quick Effect that answers an event, "each time ...
immediately", negating cards with a name, the Summon negation window) is a library block.
"""

from __future__ import annotations

from engine.cards.library import (
    FROM_GY,
    IN_GY,
    IN_HAND,
    NORMAL,
    SPECIAL,
    SPECIAL_SUMMON,
    TARGETS,
    Activate,
    Quick,
    Trigger,
    a_monster_is_summoned,
    activated,
    activated_while_set,
    added_from_deck_to_hand,
    also,
    and_if_you_do,
    any_card,
    banish,
    banished_instead_of_gy,
    by_case,
    cannot_add_from_deck,
    cannot_banish,
    card,
    damage_its_controller_original_atk,
    destroy,
    destroyed,
    discard,
    draw,
    each_player,
    each_time_this_turn,
    every,
    face_up,
    from_gy,
    hard_once_per_turn,
    if_it_leaves_the_field_this_turn,
    in_phase,
    in_this_column,
    monster,
    negate_activation,
    negate_effect,
    negate_effects,
    negate_same_name,
    negate_summon,
    none_exist,
    on_the_field,
    only_if,
    opponent,
    opponent_special_summons,
    opponent_summoned_this_turn,
    opponents,
    opponents_turn,
    pay_lp,
    send_to_gy,
    special_summon,
    special_summoned_this_turn,
    spell_trap,
    summon_tokens,
    summon_would_happen,
    that_card,
    this_card,
    this_card_is,
    those_cards,
    tribute,
    tributed_original_atk,
    tributed_original_def,
    until_end_of_turn,
    you_control,
)

ON_THE_FIELD = ("monsters", "extra_monsters")
FACE_UP_SPELL_TRAP_PLACES = ("spells", "field")


card(10045474, "Infinite Impermanence",
     "Normal Trap. Target 1 face-up monster your opponent controls: its effects are negated until "
     "the end of this turn. Then, if this card was Set before it was activated and is still on "
     "the field, every other Spell/Trap effect in its column is negated for the rest of this "
     "turn. If you control no cards, you can activate this card from your hand.",
     Activate(from_hand=none_exist(you_control(any_card)),
              target=face_up & monster & opponents,
              resolve=also(until_end_of_turn(negate_effects(), to=TARGETS),
                           only_if(activated_while_set & this_card_is(on_the_field),
                                   until_end_of_turn(negate_effects(
                                       spell_trap & in_this_column & ~this_card))))))

card(24224830, "Called by the Grave",
     "Quick-Play Spell. Target 1 monster in your opponent's GY: banish it, and if you do, until "
     "the end of the next turn its effects are negated, as are the activated effects and the "
     "effects on the field of every card with its original name.",
     Activate(target=from_gy(monster & opponents, either=True),
              resolve=and_if_you_do(banish(TARGETS), negate_same_name(those_cards, turns=2))))

card(23434538, 'Maxx "C"',
     "Quick Effect, from your hand, in either player's turn: you can send this card to the GY; "
     "for the rest of this turn, each time your opponent Special Summons a monster or monsters, "
     "you immediately draw 1 card. Once per turn for this card name.",
     Quick(range=IN_HAND, cost=send_to_gy(this_card),
           resolve=each_time_this_turn(opponent_special_summons, draw(1)),
           limit=hard_once_per_turn))

card(94145021, "Droll & Lock Bird",
     "Quick Effect, from your hand, right after a card is added from your opponent's Main Deck "
     "to their hand outside the Draw Phase: you can send this card to the GY; for the rest of "
     "this turn, no card can be added from either player's Main Deck to the hand.",
     Quick(on=added_from_deck_to_hand(opponents=True), range=IN_HAND,
           condition=~in_phase("draw"), cost=send_to_gy(this_card),
           resolve=until_end_of_turn(cannot_add_from_deck(each_player))))

card(27204311, "Nibiru, the Primal Being",
     "Quick Effect, from your hand, in the Main Phase, once your opponent has Normal or Special "
     "Summoned 5 or more monsters this turn: you can Tribute as many face-up monsters on the "
     "field as possible, and if you do, Special Summon this card, then Special Summon 1 \"Primal "
     "Being Token\" (Rock, LIGHT, Level 11) to your opponent's field whose ATK/DEF are the "
     "combined original ATK/DEF of the Tributed monsters. Once per turn for this card name.",
     Quick(range=IN_HAND,
           condition=in_phase("main1", "main2") & opponent_summoned_this_turn(5, NORMAL, SPECIAL),
           resolve=and_if_you_do(tribute(every(face_up & monster)),
                                 (special_summon(this_card),
                                  summon_tokens("Primal Being Token", to=opponent,
                                                atk=tributed_original_atk,
                                                defense=tributed_original_def))),
           limit=hard_once_per_turn))

card(59438930, "Ghost Ogre & Snow Rabbit",
     "Quick Effect, from your hand: when a monster on the field activates its effect, or a "
     "Spell/Trap already face-up on the field activates its effect, you can send this card to "
     "the GY; destroy that card. Once per turn for this card name.",
     Quick(range=IN_HAND,
           condition=(activated(monster_effect=True, where=ON_THE_FIELD)
                      | activated(spell=True, trap=True, face_up_card=True,
                                  where=FACE_UP_SPELL_TRAP_PLACES)),
           cost=send_to_gy(this_card), resolve=destroy(that_card), limit=hard_once_per_turn))

card(73642296, "Ghost Belle & Haunted Mansion",
     "Quick Effect, from your hand: when a card or effect is activated that would add a card "
     "from a GY to the hand, Deck or Extra Deck, Special Summon from a GY, or banish a card from "
     "a GY, you can discard this card to negate that effect. Once per turn for this card name.",
     Quick(range=IN_HAND, condition=activated(categories=FROM_GY, negatable=True),
           cost=discard(this_card), resolve=negate_effect(), limit=hard_once_per_turn))

card(52038441, "Ghost Mourner & Moonlit Chill",
     "From your hand, right after a monster or monsters are Special Summoned to your opponent's "
     "field: you can discard this card and target 1 of those face-up monsters; its effects are "
     "negated until the end of this turn, and if it leaves the field this turn, its controller "
     "takes damage equal to its original ATK. Once per turn for this card name.",
     Quick(on=a_monster_is_summoned(SPECIAL, to_opponents_field=True), range=IN_HAND,
           cost=discard(this_card),
           target=face_up & monster & opponents & special_summoned_this_turn,
           resolve=also(until_end_of_turn(negate_effects(), to=TARGETS),
                        if_it_leaves_the_field_this_turn(TARGETS, damage_its_controller_original_atk)),
           limit=hard_once_per_turn))

card(67750322, "Skull Meister",
     "Quick Effect, from your hand: when your opponent activates a card or effect in their GY, "
     "you can send this card to the GY to negate that effect.",
     Quick(range=IN_HAND, condition=activated(by_opponent=True, where=IN_GY, negatable=True),
           cost=send_to_gy(this_card), resolve=negate_effect()))

card(91800273, "Dimension Shifter",
     "Quick Effect, from your hand, while your GY is empty: you can send this card to the GY; "
     "until the end of the next turn, any card that would be sent to the GY is banished instead.",
     Quick(range=IN_HAND, condition=none_exist(from_gy(any_card)), cost=send_to_gy(this_card),
           resolve=until_end_of_turn(banished_instead_of_gy(any_card), turns=2)))

card(34267821, "Artifact Lancea",
     "You can Set this card from your hand to your Spell & Trap Zone as a Spell (a manual move "
     "here). In your opponent's turn, if this Set card is destroyed there and sent to your GY: "
     "Special Summon it. Quick Effect, in your opponent's turn: you can Tribute this card from "
     "your hand or your field; neither player can banish cards for the rest of this turn.",
     Trigger(on=destroyed(to_gy=True, while_set=True), mandatory=True, condition=opponents_turn,
             resolve=special_summon(this_card)),
     Quick(range=(*IN_HAND, *ON_THE_FIELD), condition=opponents_turn, cost=tribute(this_card),
           resolve=until_end_of_turn(cannot_banish(
               "no card can be banished this turn (Artifact Lancea)"))))

card(40605147, "Solemn Strike",
     "Counter Trap. When a monster would be Special Summoned, or a monster effect is "
     "activated: pay 1500 LP; negate that Special Summon or activation, and if you do, destroy "
     "that card. (A Normal, Tribute or Flip Summon is not covered.)",
     Activate(cost=pay_lp(1500), negates_summon=True,
              resolve=by_case((summon_would_happen(special_only=True),
                               negate_summon(special_only=True)),
                              (activated(monster_effect=True), negate_activation()))),
     version=2)

card(84749824, "Solemn Warning",
     "Counter Trap. When a monster would be Summoned, or a Spell/Trap Card or monster effect "
     "that would Special Summon a monster is activated: pay 2000 LP; negate that Summon or "
     "activation, and if you do, destroy that card.",
     Activate(cost=pay_lp(2000), negates_summon=True,
              resolve=by_case((summon_would_happen(), negate_summon()),
                              (activated(spell=True, trap=True, categories={SPECIAL_SUMMON})
                               | activated(monster_effect=True, categories={SPECIAL_SUMMON}),
                               negate_activation()))))
