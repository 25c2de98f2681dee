"""Pool 4, the Cyber Dragon deck (``assets/decks/WindBot_AI_CyberDragon.ydk``): the Main Deck's
monsters, Spells and Traps. The Extra Deck and the cards that move monsters in and out of
it are in ``pool4_cyber_dragon_extra.py``.

Many cards here are "treated as Cyber Dragon" (``name_becomes`` with the places their text
names): the ``named`` filter and the Fusion materials read that name
(``modifiers.current_name``). Today's texts are followed (errata noted in the scenarios).
"""

from engine.cards.library import (
    DECK,
    HAND,
    IN_GY,
    NORMAL,
    ON_FIELD,
    TARGETS,
    Activate,
    Code,
    Continuous,
    Ignition,
    IgnitionLike,
    Quick,
    Trigger,
    add_to_hand,
    also,
    and_if_you_do,
    archetype,
    atk_of,
    atk_or_def_at_least_this_cards_atk,
    attack_position,
    attacker,
    banish,
    banished,
    cannot_attack,
    cannot_be_destroyed,
    card,
    damage,
    destroy,
    destroyed,
    draw,
    during_the_end_phase,
    each_opponent_attack_declaration,
    every,
    exists,
    face_up,
    from_deck,
    from_places,
    fusion_summon_monster,
    gain_atk_equal_to,
    hard_once_per_turn,
    level_becomes,
    lists_as_material,
    lock_special_summons,
    monster,
    must_be_special_summoned_by,
    name_becomes,
    named,
    negate_attack,
    negate_effects,
    no_special_summon_this_turn_except,
    none_exist,
    once_per_chain,
    once_per_turn,
    opponent_attacks,
    opponent_controls,
    opponents,
    player_spec,
    race,
    send_to_gy,
    special_summon,
    special_summon_as_its_proper_summon,
    spell_trap,
    summoned,
    targeting_only,
    this_card,
    this_card_is,
    those_cards,
    tribute,
    until_end_of_turn,
    until_it_leaves_the_field,
    you,
    you_control,
    yours,
)

CYBER_DRAGON = named("Cyber Dragon")
#: "1 face-up 'Cyber Dragon', or 1 face-up Fusion Monster that lists it as material, you control"
CYBER_DRAGON_OR_ITS_FUSION = face_up & monster & yours & (CYBER_DRAGON | lists_as_material("Cyber Dragon"))

# ------------------------------------------------------------------ "treated as Cyber Dragon"
card(26439287, "Proto-Cyber Dragon",
     "Effect Monster. While this card is face-up on the field, its name becomes \"Cyber Dragon\".",
     Continuous(name_becomes("Cyber Dragon")))

card(59281922, "Cyber Dragon Drei",
     "Effect Monster. While on the field or in the GY, this card's name becomes \"Cyber Dragon\". "
     "When this card is Normal Summoned: you can make every \"Cyber Dragon\" you control become "
     "Level 5 (not if you Special Summoned a non-Machine monster this turn; for the rest of "
     "this turn you cannot Special Summon monsters, except Machine monsters). If this card is "
     "banished: you can target 1 \"Cyber Dragon\" you control; this turn it cannot be "
     "destroyed by battle or card effects.",
     Continuous(name_becomes("Cyber Dragon"), range=ON_FIELD + IN_GY),
     Trigger(on=summoned(NORMAL), when=True,
             condition=no_special_summon_this_turn_except(monster & race("Machine")),
             cost=lock_special_summons(except_=race("Machine"), from_extra_deck=False),
             resolve=until_it_leaves_the_field(level_becomes(5),
                                               to=every(you_control(CYBER_DRAGON & face_up & monster)))),
     Trigger(on=banished(), target=CYBER_DRAGON & face_up & monster & yours,
             resolve=until_end_of_turn(cannot_be_destroyed(by_battle=True, by_effects=True),
                                       to=TARGETS)))

card(23893227, "Cyber Dragon Core",
     "Effect Monster. While on the field or in the GY, this card's name becomes \"Cyber Dragon\". "
     "If this card is Normal Summoned: add 1 \"Cyber\" or \"Cyberdark\" Spell/Trap from your Deck "
     "to your hand. If only your opponent controls a monster: you can banish this card from your "
     "GY; Special Summon 1 \"Cyber Dragon\" monster from your Deck. You can only use this effect "
     "of \"Cyber Dragon Core\" once per turn.",
     Continuous(name_becomes("Cyber Dragon"), range=ON_FIELD + IN_GY),
     Trigger(on=summoned(NORMAL), mandatory=True,
             resolve=add_to_hand(from_deck(spell_trap & archetype("Cyber", "Cyberdark")))),
     Ignition(range=IN_GY, condition=exists(opponent_controls(monster)) & none_exist(you_control(monster)),
              cost=banish(this_card),
              resolve=special_summon(from_deck(monster & archetype("Cyber Dragon"))),
              limit=hard_once_per_turn))

# ------------------------------------------------------------------ Main Deck monsters
card(76986005, "Cyber Kirin",
     "Effect Monster. You can Tribute this card; for the rest of this turn, you take no effect "
     "damage.",
     Ignition(cost=tribute(this_card),
              resolve=until_end_of_turn(player_spec(Code.NO_EFFECT_DAMAGE,
                                                    lambda ctx, p: p == ctx.player,
                                                    "you take no effect damage"))))

card(4162088, "Cyber Laser Dragon",
     "Effect Monster. Cannot be Normal Summoned/Set. Must be Special Summoned by \"Photon "
     "Generator Unit\". Once per turn: you can target 1 monster on the field whose ATK or DEF is "
     "equal to or higher than this card's ATK; destroy it.",
     Ignition(limit=once_per_turn,
              target=monster & atk_or_def_at_least_this_cards_atk,
              resolve=destroy(TARGETS)),
     **must_be_special_summoned_by("Photon Generator Unit"))

card(68774379, "Cyber Barrier Dragon",
     "Effect Monster. Cannot be Normal Summoned/Set. Must be Special Summoned by \"Attack "
     "Reflector Unit\". Once per turn, when an opponent's monster declares an attack while this "
     "card is in face-up Attack Position: you can negate that attack.",
     Quick(condition=each_opponent_attack_declaration & this_card_is(attack_position),
           resolve=negate_attack(), limit=once_per_turn),
     **must_be_special_summoned_by("Attack Reflector Unit"))

card(3370104, "Cyber Phoenix",
     "Effect Monster. While this card is in face-up Attack Position, the effects of Spell/Trap "
     "Cards that target exactly 1 Machine monster you control (and no other card) are negated. "
     "When this card is destroyed by battle and sent to the GY: you can draw 1 card.",
     Continuous(negate_effects(spell_trap & targeting_only(monster & race("Machine") & yours)),
                condition=this_card_is(attack_position)),
     Trigger(on=destroyed(by_battle=True, to_gy=True), when=True, resolve=draw(1)))

# ------------------------------------------------------------------ Spells
card(66607691, "Photon Generator Unit",
     "Normal Spell. Tribute 2 \"Cyber Dragon\"; Special Summon 1 \"Cyber Laser Dragon\" from "
     "your hand or Deck.",
     Activate(cost=tribute(you_control(CYBER_DRAGON & monster, 2)),
              resolve=special_summon_as_its_proper_summon(
                  from_places((HAND, DECK), named("Cyber Laser Dragon")))))

card(37630732, "Power Bond",
     "Normal Spell. Fusion Summon 1 Machine Fusion Monster from your Extra Deck, using monsters "
     "from your hand or field as material; it gains ATK equal to its original ATK, and during "
     "the End Phase of this turn you take damage equal to the ATK it gained this way.",
     Activate(resolve=and_if_you_do(
         fusion_summon_monster(race("Machine")),
         also(until_it_leaves_the_field(gain_atk_equal_to(atk_of(those_cards, original=True)),
                                        to=those_cards),
              during_the_end_phase(damage(you, atk_of(those_cards, original=True)))))))

card(52875873, "Evolution Burst",
     "Normal Spell. If you control \"Cyber Dragon\": target 1 card your opponent controls; "
     "destroy it. \"Cyber Dragon\" you control cannot attack the turn you activate this card.",
     Activate(condition=exists(you_control(CYBER_DRAGON & face_up & monster)),
              cost=until_end_of_turn(cannot_attack(CYBER_DRAGON & monster & yours)),
              target=opponents, resolve=destroy(TARGETS)))

# ------------------------------------------------------------------ Traps
card(91989718, "Attack Reflector Unit",
     "Normal Trap. Tribute 1 \"Cyber Dragon\"; Special Summon 1 \"Cyber Barrier Dragon\" from "
     "your hand or Deck.",
     Activate(cost=tribute(you_control(CYBER_DRAGON & monster)),
              resolve=special_summon_as_its_proper_summon(
                  from_places((HAND, DECK), named("Cyber Barrier Dragon")))))

card(92773018, "Cybernetic Hidden Technology",
     "Continuous Trap. When an opponent's monster declares an attack: you can send 1 face-up "
     "\"Cyber Dragon\", or 1 face-up Fusion Monster that lists \"Cyber Dragon\" as material, "
     "you control to the GY; destroy the attacking monster.",
     *IgnitionLike("Send 1 \"Cyber Dragon\" (or a Fusion Monster listing it) you control to the "
                   "GY; destroy the attacking monster.",
                   condition=opponent_attacks, cost=send_to_gy(you_control(CYBER_DRAGON_OR_ITS_FUSION)),
                   target=attacker, resolve=destroy(TARGETS), limit=once_per_chain))
