"""Pool 4, the Nekroz deck (``assets/decks/WindBot_AI_Nekroz.ydk``): the Main Deck cards Pools
1-3 and the staples do not cover (issue 14). The Extra Deck is in ``pool4_nekroz_extra.py``.

Texts are our own words for today's official card text (errata included: the Nekroz Ritual
Monsters' "must be Ritual Summoned, without using any Level N monsters", the Ritual Spells'
search effects in the GY); each card has scenarios in ``tests/scenarios/pool4/nekroz/``.
The Ritual rules they use are the engine's (``engine.procedures.ritual_rules``).
"""

from __future__ import annotations

from engine.cards.library import (
    FLIP,
    GY,
    HAND,
    IN_GY,
    IN_HAND,
    NORMAL,
    RITUAL,
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    archetype,
    at_random,
    banish,
    cannot_be_destroyed,
    cannot_be_targeted,
    card,
    destroy,
    discard,
    exists,
    face_down,
    face_up,
    from_banished,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_def,
    hard_once_per_turn,
    kind,
    level,
    level_at_most,
    may_be_entire_ritual_requirement,
    monster,
    must_be_ritual_summoned,
    named,
    negate_activation,
    negate_effects,
    none_exist,
    on_field,
    on_the_field,
    one_activation_per_turn,
    opponent_cannot_respond_to_your_activation_of,
    opponent_controls,
    race,
    return_to_deck,
    ritual_monster,
    ritual_summon_any_number_using_one,
    ritual_summon_of,
    set_atk,
    special_summoned_from_the_extra_deck,
    spell,
    summoned,
    this_card,
    together,
    trap,
    tributed_by_a_card_effect,
    until_end_of_turn,
    up_to,
    you_control,
    you_may,
    yours,
)

NEKROZ = archetype("Nekroz")
NEKROZ_MONSTER = NEKROZ & monster
NEKROZ_RITUAL = NEKROZ & ritual_monster
RITUAL_SPELL = spell & kind("Ritual")
OPPONENTS_HAND = from_places((HAND,), side="opponent")
OPPONENTS_GY = from_places((GY,), side="opponent")
FROM_EXTRA = monster & face_up & special_summoned_from_the_extra_deck
#: "If you control no monsters: you can banish this card and 1 "Nekroz" monster from your GY;
#: add 1 "Nekroz" Spell from your Deck to your hand" (the GY effect of all three Ritual Spells).
NEKROZ_SPELL_SEARCH = {"range": IN_GY, "condition": none_exist(you_control(monster)),
                       "cost": (banish(this_card), banish(from_gy(NEKROZ_MONSTER))),
                       "resolve": add_to_hand(from_deck(NEKROZ & spell))}

# ------------------------------------------------------------------ Main Deck monsters
card(23401839, "Senju of the Thousand Hands",
     "Effect Monster. When this card is Normal or Flip Summoned: you can add 1 Ritual Monster "
     "from your Deck to your hand.",
     Trigger(on=summoned(NORMAL, FLIP), when=True, resolve=add_to_hand(from_deck(ritual_monster))))

card(95492061, "Manju of the Ten Thousand Hands",
     "Effect Monster. When this card is Normal or Flip Summoned: you can add 1 Ritual Monster or "
     "1 Ritual Spell from your Deck to your hand.",
     Trigger(on=summoned(NORMAL, FLIP), when=True,
             resolve=add_to_hand(from_deck(ritual_monster | RITUAL_SPELL))))

card(52738610, "Dance Princess of the Nekroz",
     "Effect Monster. While this card is face-up on the field, your opponent cannot activate "
     "cards or effects in response to your activation of a \"Nekroz\" Ritual Spell. Your "
     "opponent cannot target \"Nekroz\" Ritual Monsters you control with card effects. If this "
     "card is Tributed by a card effect: you can target 1 of your face-up banished \"Nekroz\" "
     "monsters, except \"Dance Princess of the Nekroz\"; add it to your hand. You can only use "
     "this effect of \"Dance Princess of the Nekroz\" once per turn.",
     Continuous(opponent_cannot_respond_to_your_activation_of(NEKROZ & RITUAL_SPELL)),
     Continuous(cannot_be_targeted(NEKROZ_RITUAL & yours & on_the_field)),
     Trigger(on=tributed_by_a_card_effect(),
             target=from_banished(face_up & NEKROZ_MONSTER & ~named("Dance Princess of the Nekroz")),
             resolve=add_to_hand(TARGETS), limit=hard_once_per_turn))

card(90307777, "Shurit, Strategist of the Nekroz",
     "Effect Monster. If you Ritual Summon exactly 1 \"Nekroz\" Ritual Monster with a card "
     "effect that requires use of monsters, this card can be used as the entire requirement. If "
     "this card is Tributed by a card effect: you can add 1 \"Nekroz\" Warrior Ritual Monster "
     "from your Deck to your hand. You can only use this effect of \"Shurit, Strategist of the "
     "Nekroz\" once per turn.",
     Trigger(on=tributed_by_a_card_effect(),
             resolve=add_to_hand(from_deck(NEKROZ_RITUAL & race("Warrior"))),
             limit=hard_once_per_turn),
     **may_be_entire_ritual_requirement(NEKROZ_RITUAL))

# ------------------------------------------------------------------ Nekroz Ritual Monsters
card(99185129, "Nekroz of Clausolas",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned. You can only use each of these effects of \"Nekroz of Clausolas\" once per "
     "turn. You can discard this card; add 1 \"Nekroz\" Spell/Trap from your Deck to your hand. "
     "(Quick Effect): you can target 1 face-up monster on the field that was Special Summoned "
     "from the Extra Deck; until the end of this turn, its ATK becomes 0 and its effects are "
     "negated.",
     Ignition(range=IN_HAND, cost=discard(this_card),
              resolve=add_to_hand(from_deck(NEKROZ & (spell | trap))), limit=hard_once_per_turn),
     Quick(target=FROM_EXTRA, damage_step=True,
           resolve=until_end_of_turn(set_atk(0), negate_effects(), to=TARGETS),
           limit=hard_once_per_turn),
     **must_be_ritual_summoned())

card(89463537, "Nekroz of Unicore",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned. You can discard this card, then target 1 \"Nekroz\" card in your GY, "
     "except \"Nekroz of Unicore\"; add it to your hand. You can only use this effect of "
     "\"Nekroz of Unicore\" once per turn. The effects of face-up monsters on the field that were "
     "Special Summoned from the Extra Deck are negated.",
     Ignition(range=IN_HAND, cost=discard(this_card),
              target=from_gy(NEKROZ & ~named("Nekroz of Unicore")), resolve=add_to_hand(TARGETS),
              limit=hard_once_per_turn),
     Continuous(negate_effects(FROM_EXTRA)),
     **must_be_ritual_summoned())

card(26674724, "Nekroz of Brionac",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned, without using \"Nekroz of Brionac\". You can only use each of these "
     "effects of \"Nekroz of Brionac\" once per turn. You can discard this card; add 1 \"Nekroz\" "
     "monster from your Deck to your hand, except \"Nekroz of Brionac\". You can target up to 2 "
     "face-up monsters on the field that were Special Summoned from the Extra Deck; shuffle them "
     "into the Deck.",
     Ignition(range=IN_HAND, cost=discard(this_card),
              resolve=add_to_hand(from_deck(NEKROZ_MONSTER & ~named("Nekroz of Brionac"))),
              limit=hard_once_per_turn),
     Ignition(target=on_field(FROM_EXTRA, up_to(2)), resolve=return_to_deck(TARGETS),
              limit=hard_once_per_turn),
     **must_be_ritual_summoned(without=named("Nekroz of Brionac")))

card(74122412, "Nekroz of Gungnir",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned, without using any Level 7 monsters. You can only use each of these "
     "effects of \"Nekroz of Gungnir\" once per turn. (Quick Effect): you can discard this card, "
     "then target 1 \"Nekroz\" monster you control; it cannot be destroyed by battle or card "
     "effects this turn. (Quick Effect): you can discard 1 \"Nekroz\" card, then target 1 card "
     "on the field; destroy it.",
     Quick(range=IN_HAND, cost=discard(this_card), target=you_control(face_up & NEKROZ_MONSTER),
           resolve=until_end_of_turn(cannot_be_destroyed(by_battle=True, by_effects=True),
                                     to=TARGETS),
           limit=hard_once_per_turn),
     Quick(cost=discard(from_hand(NEKROZ)), target=on_the_field, resolve=destroy(TARGETS),
           limit=hard_once_per_turn),
     **must_be_ritual_summoned(without=level(7)))

card(52068432, "Nekroz of Trishula",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned, without using any Level 9 monsters. You can only use each of these "
     "effects of \"Nekroz of Trishula\" once per turn. When a card or effect is activated that "
     "targets a \"Nekroz\" monster you control (Quick Effect): you can discard this card; negate "
     "the activation. If this card is Ritual Summoned: you can banish 1 random card from your "
     "opponent's hand, 1 card from their field and 1 card from their GY.",
     Quick(range=IN_HAND, damage_step=True, damage_calculation=True,
           condition=activated(targets=face_up & NEKROZ_MONSTER & yours & on_the_field,
                               negatable=True),
           cost=discard(this_card), resolve=negate_activation(destroy=False),
           limit=hard_once_per_turn),
     Trigger(on=summoned(RITUAL),
             condition=exists(OPPONENTS_HAND) & exists(opponent_controls()) & exists(OPPONENTS_GY),
             resolve=banish(together(at_random(OPPONENTS_HAND), opponent_controls(),
                                     OPPONENTS_GY)),
             limit=hard_once_per_turn),
     **must_be_ritual_summoned(without=level(9)))

card(88240999, "Nekroz of Decisive Armor",
     "Ritual Monster. You can Ritual Summon this card with any \"Nekroz\" Ritual Spell. Must be "
     "Ritual Summoned, without using any Level 10 monsters. You can only use each of these "
     "effects of \"Nekroz of Decisive Armor\" once per turn. (Quick Effect): you can discard this "
     "card, then target 1 face-up \"Nekroz\" monster you control; it gains 1000 ATK and DEF until "
     "the end of this turn. You can target 1 face-down card your opponent controls; destroy it, "
     "and banish it.",
     Quick(range=IN_HAND, damage_step=True, cost=discard(this_card),
           target=you_control(face_up & NEKROZ_MONSTER),
           resolve=until_end_of_turn(gain_atk(1000), gain_def(1000), to=TARGETS),
           limit=hard_once_per_turn),
     Ignition(target=opponent_controls(face_down), resolve=destroy(TARGETS, banish=True),
              limit=hard_once_per_turn),
     **must_be_ritual_summoned(without=level(10)))

# ------------------------------------------------------------------ Spells and Traps
card(96729612, "Preparation of Rites",
     "Normal Spell. Add 1 Level 7 or lower Ritual Monster from your Deck to your hand, then you "
     "can add 1 Ritual Spell from your GY to your hand.",
     Activate(resolve=(add_to_hand(from_deck(ritual_monster & level_at_most(7))),
                       you_may(add_to_hand(from_gy(RITUAL_SPELL))))))

card(14735698, "Nekroz Mirror",
     "Ritual Spell. Ritual Summon 1 \"Nekroz\" Ritual Monster from your hand by Tributing monsters "
     "from your hand or field, and/or banishing \"Nekroz\" monsters from your GY, whose total "
     "Levels exactly equal its Level. You can only activate 1 \"Nekroz Mirror\" per turn. If you "
     "control no monsters: you can banish this card and 1 \"Nekroz\" monster from your GY; add 1 "
     "\"Nekroz\" Spell from your Deck to your hand.",
     Activate(resolve=ritual_summon_of(NEKROZ_RITUAL, banish_from_gy=NEKROZ_MONSTER),
              limit=one_activation_per_turn),
     Ignition(**NEKROZ_SPELL_SEARCH))

card(51124303, "Nekroz Kaleidoscope",
     "Ritual Spell. Tribute 1 monster from your hand or field, or send 1 monster from your Extra "
     "Deck to the GY, and Ritual Summon any number of \"Nekroz\" Ritual Monsters from your hand "
     "whose total Levels exactly equal its Level. You can only activate 1 \"Nekroz Kaleidoscope\" "
     "per turn. If you control no monsters: you can banish this card and 1 \"Nekroz\" monster "
     "from your GY; add 1 \"Nekroz\" Spell from your Deck to your hand.",
     Activate(resolve=ritual_summon_any_number_using_one(NEKROZ_RITUAL),
              limit=one_activation_per_turn),
     Ignition(**NEKROZ_SPELL_SEARCH))

card(97211663, "Nekroz Cycle",
     "Ritual Spell. Ritual Summon 1 \"Nekroz\" Ritual Monster from your hand or GY by Tributing "
     "monsters from your hand or field whose total Levels exactly equal its Level. You can only "
     "activate 1 \"Nekroz Cycle\" per turn. If you control no monsters: you can banish this card "
     "and 1 \"Nekroz\" monster from your GY; add 1 \"Nekroz\" Spell from your Deck to your hand.",
     Activate(resolve=ritual_summon_of(NEKROZ_RITUAL, from_gy=True),
              limit=one_activation_per_turn),
     Ignition(**NEKROZ_SPELL_SEARCH))

card(51452091, "Royal Decree",
     "Continuous Trap. The effects of all other Trap Cards on the field are negated.",
     Activate(),
     Continuous(negate_effects(trap & on_the_field & ~this_card)))
