"""Pool 2 (POOL.md): Fusion, Ritual, monster abilities, Tokens and more Normal Summons.

Each card is one declaration over the card library; the rules they share (Fusion and
Ritual Summons, Spirit, Toon, Union, Gemini, Tokens, Normal Summon limits) are library
blocks (``summon_rules``, ``monster_rules``) over the engine's procedures.
"""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    DEFENSE_POSITION,
    FIELD,
    FLIP,
    NO_FUSION_SUMMON,
    NO_RITUAL_SUMMON,
    NORMAL,
    ON_FIELD,
    SPECIAL,
    SUMMON_LIMIT_ALREADY_SET,
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    activated,
    and_if_you_do,
    archetype,
    atk_in_gy_of_destroyed,
    attack_cost_lp,
    attribute,
    can_make_another_attack_in_a_row,
    cannot_be_tributed_for_a_tribute_summon,
    card,
    card_activated,
    chain_link_3_or_higher_with_different_names,
    change_position,
    damage,
    destroy,
    destroys_by_battle,
    destroys_by_battle_and_sends_to_gy,
    discard,
    equip_card,
    every,
    face_up,
    flipped,
    from_gy,
    from_hand,
    from_places,
    fusion_materials,
    fusion_summon,
    gemini,
    kind,
    level_at_most,
    monster,
    must_be_fusion_summoned,
    name_becomes,
    named,
    negate_activation,
    no_other_summons_this_turn,
    normal_summon_in_addition,
    normal_summon_limit,
    on_the_field,
    once_per_turn,
    opponent,
    opponent_controls,
    opponents,
    pay_lp,
    race,
    return_to_hand,
    ritual_summon,
    second_attack_in_a_row,
    send_to_gy,
    special_summon,
    special_summon_from_hand_by_discarding,
    spirit,
    summon_tokens,
    summoned,
    summoned_by_removing,
    this_card,
    token,
    toon,
    toon_summon,
    treated_as_tuner,
    union,
    you_control,
    you_summoned_nothing_this_turn,
)
from engine.cards.library import (
    attacks_each_opponent_monster_once as attacks_each_monster_once,
)

# ================================================================== Fusion
card(24094653, "Polymerization",
     "Normal Spell. Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from "
     "your hand or field as its Fusion Materials.",
     Activate(resolve=fusion_summon(), extra=NO_FUSION_SUMMON), version=2)

card(45231177, "Flame Swordsman",
     "Fusion Monster. Materials: Flame Manipulator + Masaki the Legendary Swordsman.",
     **fusion_materials("Flame Manipulator", "Masaki the Legendary Swordsman"), version=2)

card(35809262, "Elemental HERO Flame Wingman",
     "Fusion Monster. Materials: Elemental HERO Avian + Elemental HERO Burstinatrix. Must be "
     "Fusion Summoned. If this card destroys a monster by battle and sends it to the GY: your "
     "opponent takes damage equal to that monster's ATK in the GY.",
     Trigger(on=destroys_by_battle_and_sends_to_gy(), mandatory=True,
             resolve=damage(opponent, atk_in_gy_of_destroyed())),
     **must_be_fusion_summoned("Elemental HERO Avian", "Elemental HERO Burstinatrix"), version=2)

# ================================================================== Ritual
card(55761792, "Black Luster Ritual",
     "Ritual Spell. Ritual Summon Black Luster Soldier from your hand by Tributing monsters "
     "from your hand or field whose Levels total 8 or more.",
     Activate(resolve=ritual_summon("Black Luster Soldier", level=8), extra=NO_RITUAL_SUMMON), version=2)

card(5405694, "Black Luster Soldier",
     "Ritual Monster. Ritual Summoned with Black Luster Ritual.", version=2)

# Seed 003 p. 19 prints End of the World with Tributes whose Levels "equal the Level" of the
# Ritual Monster: the exact-total case.
card(8198712, "End of the World",
     "Ritual Spell. Ritual Summon Demise, King of Armageddon or Ruin, Queen of Oblivion from "
     "your hand by Tributing monsters from your hand or field whose Levels total exactly its Level.",
     Activate(resolve=ritual_summon("Demise, King of Armageddon", "Ruin, Queen of Oblivion",
                                    exact=True), extra=NO_RITUAL_SUMMON), version=2)

card(72426662, "Demise, King of Armageddon",
     "Ritual Monster (End of the World). You can pay 2000 LP: destroy every other card on the field.",
     Ignition(cost=pay_lp(2000), resolve=destroy(every(on_the_field & ~this_card)), check=False), version=2)

card(46427957, "Ruin, Queen of Oblivion",
     "Ritual Monster (End of the World). If this card destroys an opponent's monster by battle: "
     "it can make a second attack in a row.",
     Trigger(on=destroys_by_battle(), condition=can_make_another_attack_in_a_row,
             resolve=second_attack_in_a_row()), version=3)

# ================================================================== Gemini
card(69488544, "Phoenix Gearfried",
     "Gemini. Once Summoned a second time it gains these effects. When a Spell/Trap Card is "
     "activated that targets a monster on the field (Quick Effect): you can send 1 face-up Equip "
     "Card you control to the GY; negate the activation, and if you do, destroy it. When your "
     "opponent activates a Spell Card: you can target 1 Gemini monster in your GY; Special "
     "Summon it.",
     gemini(Quick(condition=activated(spell=True, trap=True, targets=monster & on_the_field),
                  cost=send_to_gy(you_control(equip_card)), resolve=negate_activation(),
                  check=False)),
     gemini(Trigger(on=card_activated(spell=True, by_opponent=True), when=True, range=ON_FIELD,
                    target=from_gy(kind("Gemini")), resolve=special_summon(TARGETS))), version=3)

card(69884162, "Elemental HERO Neos Alius",
     "Gemini. Once Summoned a second time, its name becomes Elemental HERO Neos.",
     gemini(Continuous(name_becomes("Elemental HERO Neos"))), version=2)

card(47459126, "Tuned Magician",
     "Gemini. Once Summoned a second time, it is also treated as a Tuner.",
     gemini(Continuous(treated_as_tuner())), version=2)

# ================================================================== Spirit
card(2134346, "Asura Priest",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it was "
     "Normal Summoned or flipped face-up. It can attack each monster your opponent controls once.",
     *spirit(), Continuous(attacks_each_monster_once()), cannot_special_summon=True, version=2)

card(39751093, "Otohime",
     "Spirit. Cannot be Special Summoned. Returns to the hand in the End Phase of the turn it was "
     "Normal Summoned or flipped face-up. When it is Normal Summoned or flipped face-up: you can "
     "target 1 face-up monster your opponent controls and change its battle position.",
     *spirit(),
     Trigger(on=summoned(NORMAL, FLIP) | flipped(), when=True, target=face_up & monster & opponents,
             resolve=change_position(TARGETS)),
     cannot_special_summon=True, version=2)

# ================================================================== Toon
# "If Toon World on the field is destroyed, destroy this card" is not an activated effect (no
# colon): the rule in ``toon()`` destroys the Toon at once, with no Chain Link (issue 19).
card(15259703, "Toon World",
     "Continuous Spell. Pay 1000 LP to activate this card.",
     Activate(cost=pay_lp(1000)), version=2)

card(65458948, "Toon Mermaid",
     "Toon. Special Summoned from your hand only while you control Toon World. Cannot attack the "
     "turn it is Summoned; pay 500 LP to declare an attack with it. Attacks directly unless your "
     "opponent controls a Toon (then it must attack a Toon). Destroyed when Toon World on the "
     "field is destroyed.",
     *toon("Toon World"), Continuous(attack_cost_lp(500)), cannot_normal_summon=True,
     summon=toon_summon("Toon World"), version=3)

card(91842653, "Toon Summoned Skull",
     "Toon. Special Summoned from your hand, Tributing 1 monster, only while you control Toon "
     "World. Cannot attack the turn it is Summoned; pay 500 LP to declare an attack with it. "
     "Attacks directly unless your opponent controls a Toon (then it must attack a Toon). "
     "Destroyed when Toon World on the field is destroyed.",
     *toon("Toon World"), Continuous(attack_cost_lp(500)), cannot_normal_summon=True,
     summon=toon_summon("Toon World"), version=3)

# ================================================================== Union / XYZ
# Y-Dragon Head and Z-Metal Tank as printed today do not carry "a monster can only be equipped
# with 1 Union Monster at a time" (seed 002 02.15h-j): no one_union_at_a_time.
card(65622692, "Y-Dragon Head",
     "Union. Once per turn, equip this card to an X-Head Cannon you control, or unequip it and "
     "Special Summon it. The equipped monster gains 400 ATK/DEF; if it would be destroyed by "
     "battle or an effect, destroy this card instead.",
     *union(("X-Head Cannon",), 400, 400), version=3)

card(64500000, "Z-Metal Tank",
     "Union. Once per turn, equip this card to an X-Head Cannon or Y-Dragon Head you control, or "
     "unequip it and Special Summon it. The equipped monster gains 600 ATK/DEF; if it would be "
     "destroyed by battle or an effect, destroy this card instead.",
     *union(("X-Head Cannon", "Y-Dragon Head"), 600, 600), version=3)

card(91998119, "XYZ-Dragon Cannon",
     "Fusion Monster. Special Summoned from your Extra Deck only by banishing X-Head Cannon, "
     "Y-Dragon Head and Z-Metal Tank you control (no Polymerization). You can discard 1 card, "
     "then target 1 card your opponent controls: destroy it.",
     Ignition(cost=discard(from_hand()), target=opponent_controls(), resolve=destroy(TARGETS)),
     cannot_normal_summon=True,
     **summoned_by_removing("X-Head Cannon", "Y-Dragon Head", "Z-Metal Tank"), version=2)

# ================================================================== Tokens
card(73915051, "Scapegoat",
     "Quick-Play Spell. Special Summon 4 Sheep Tokens (Beast, EARTH, Level 1, 0/0) in Defense "
     "Position; they cannot be Tributed for a Tribute Summon. You cannot Summon other monsters "
     "the turn you activate this card (you can still Normal Set).",
     Activate(condition=you_summoned_nothing_this_turn, cost=no_other_summons_this_turn(),
              resolve=and_if_you_do(summon_tokens("Sheep Token", 4, position=DEFENSE_POSITION),
                                    cannot_be_tributed_for_a_tribute_summon())), version=3)

# ================================================================== more Normal Summons
card(43422537, "Double Summon",
     "Normal Spell. You can Normal Summon/Set twice this turn instead of once.",
     Activate(resolve=normal_summon_limit(2), extra=SUMMON_LIMIT_ALREADY_SET), version=2)

card(9952083, "Chain Summoning",
     "Quick-Play Spell. Only as Chain Link 3 or higher, and only if no two cards or effects with "
     "the same name are in the chain. You can Normal Summon/Set up to three times this turn.",
     Activate(condition=chain_link_3_or_higher_with_different_names, resolve=normal_summon_limit(3)), version=2)

card(9126351, "Swap Frog",
     "You can Special Summon this card from your hand by discarding 1 WATER monster, except "
     "Swap Frog. If this card is Summoned: you can send 1 Level 2 or lower WATER Aqua monster "
     "from your Deck or your face-up field to the GY. Once per turn: you can return 1 monster you "
     "control to the hand; this turn you can Normal Summon 1 Frog monster, except Swap Frog, in "
     "addition to your Normal Summon/Set (gained once per turn).",
     Trigger(on=summoned(NORMAL, FLIP, SPECIAL),
             resolve=send_to_gy(from_places(
                 (DECK, FIELD), monster & attribute("WATER") & race("Aqua") & level_at_most(2)
                 & (~on_the_field | face_up)))),
     Ignition(limit=once_per_turn, cost=return_to_hand(you_control(monster & ~token)),
              resolve=normal_summon_in_addition(archetype("Frog") & ~named("Swap Frog"))),
     summon=special_summon_from_hand_by_discarding(
         monster & attribute("WATER") & ~named("Swap Frog"), "1 WATER monster"), version=3)
