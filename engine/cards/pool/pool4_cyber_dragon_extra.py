"""Pool 4, the Cyber Dragon deck (``assets/decks/WindBot_AI_CyberDragon.ydk``): its Extra Deck
(the Fusion Monsters made of "Cyber Dragon", the Xyz Monsters Cyber Dragon Nova and Infinity)
and the cards that move monsters in and out of it. The Main Deck is in ``pool4_cyber_dragon.py``.
"""

from engine.cards.library import (
    FIELD,
    GY,
    HAND,
    IN_SPELL_ZONE,
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    and_if_you_do,
    atk_at_least,
    attach_to_this_card_as_material,
    attack_position,
    attribute,
    banish,
    card,
    destroy,
    detach,
    draw,
    end_the_battle_phase,
    equipped,
    equipped_by_its_union_effect,
    exists,
    extra_attacks,
    face_up,
    for_each_material,
    from_deck,
    from_extra_deck,
    from_gy,
    from_hand,
    from_places,
    fusion_materials,
    fusion_monster,
    gain_atk,
    leaves_field_by_opponents_effect,
    lists_as_material,
    lose_atk,
    monster,
    named,
    negate_activation,
    once_per_turn,
    piercing,
    race,
    remains_until_your_standby_phase,
    return_it_then_its_fusion_materials_may_return,
    return_to_deck,
    special_summon,
    special_summon_once_per_turn,
    targeted_for_an_attack,
    that_card_set_aside,
    then,
    this_card,
    union,
    until_end_of_turn,
    until_it_leaves_the_field,
    xyz_summon,
    yours,
)

#: "a Machine Fusion Monster"
MACHINE_FUSION = fusion_monster & race("Machine")

card(74157028, "Cyber Twin Dragon",
     "Fusion Monster: \"Cyber Dragon\" + \"Cyber Dragon\". A Fusion Summon of this card can only "
     "be done with these Fusion Materials. It can make a second attack during each Battle Phase.",
     Continuous(extra_attacks(1)),
     **fusion_materials("Cyber Dragon", "Cyber Dragon"))

card(1546123, "Cyber End Dragon",
     "Fusion Monster: \"Cyber Dragon\" + \"Cyber Dragon\" + \"Cyber Dragon\". A Fusion Summon of "
     "this card can only be done with these Fusion Materials. If this card attacks a Defense "
     "Position monster, it inflicts piercing battle damage.",
     Continuous(piercing()),
     **fusion_materials("Cyber Dragon", "Cyber Dragon", "Cyber Dragon"))

# ------------------------------------------------------------------ Xyz
card(58069384, "Cyber Dragon Nova",
     "Xyz Monster: 2 Level 5 Machine monsters. Once per turn: you can detach 1 material from "
     "this card; Special Summon 1 \"Cyber Dragon\" from your hand or GY. Once per turn (Quick "
     "Effect): you can banish 1 Machine Fusion Monster from your face-up field or your GY; this "
     "card gains 2100 ATK until the end of this turn. If this face-up card in its owner's "
     "control leaves the field because of an opponent's card effect: you can Special Summon 1 "
     "Machine Fusion Monster from your Extra Deck, ignoring its Summoning conditions.",
     Ignition(limit=once_per_turn, cost=detach(1),
              resolve=special_summon(from_places((HAND, GY), named("Cyber Dragon") & monster))),
     Quick(limit=once_per_turn,
           cost=banish(from_places((FIELD, GY), MACHINE_FUSION & face_up)),
           resolve=until_end_of_turn(gain_atk(2100), to=this_card)),
     Trigger(on=leaves_field_by_opponents_effect(),
             resolve=special_summon(from_extra_deck(MACHINE_FUSION))),
     summon=xyz_summon(level=5, count=2, materials=race("Machine")))

card(10443957, "Cyber Dragon Infinity",
     "Xyz Monster: 3 Level 6 LIGHT Machine monsters. You can also Xyz Summon this card by using "
     "a \"Cyber Dragon Nova\" you control as material (its materials become this card's). You "
     "can only Special Summon \"Cyber Dragon Infinity\" once per turn. It gains 200 ATK for "
     "each material attached to it. Once per turn: you can target 1 face-up Attack Position "
     "monster on the field; attach it to this card as material. Once per turn, when a card or "
     "effect is activated (Quick Effect): you can detach 1 material from this card; negate the "
     "activation, and if you do, destroy that card.",
     Continuous(gain_atk(for_each_material(200))),
     Ignition(limit=once_per_turn, target=face_up & attack_position & monster & ~this_card,
              resolve=attach_to_this_card_as_material(TARGETS)),
     Quick(limit=once_per_turn, condition=activated(negatable=True), cost=detach(1),
           resolve=negate_activation(destroy=True)),
     summon=xyz_summon(level=6, count=3, materials=attribute("LIGHT") & race("Machine"),
                       or_on=named("Cyber Dragon Nova")),
     **special_summon_once_per_turn())

# ------------------------------------------------------------------ in and out of the Extra Deck
card(95286165, "De-Fusion",
     "Quick-Play Spell. Target 1 Fusion Monster on the field; return it to the Extra Deck, "
     "then, if all the monsters used for its Fusion Summon are in your GY, you can Special "
     "Summon all of them.",
     Activate(target=fusion_monster & face_up & monster,
              resolve=return_it_then_its_fusion_materials_may_return(TARGETS)))

card(67159705, "Armored Cybern",
     "Union Monster. Once per turn, you can either: target 1 \"Cyber Dragon\", or 1 Fusion "
     "Monster that lists \"Cyber Dragon\" as material, you control, and equip this card to it; "
     "or unequip it and Special Summon it. If the equipped monster would be destroyed by battle "
     "or card effect, destroy this card instead. Once per turn, while equipped by its own "
     "effect: you can target 1 face-up monster on the field; the equipped monster loses 1000 "
     "ATK, and if it does, destroy that target.",
     *union(["Cyber Dragon", lists_as_material("Cyber Dragon")], 0, 0),
     Ignition(range=IN_SPELL_ZONE, limit=once_per_turn,
              condition=equipped_by_its_union_effect & exists(equipped.only(atk_at_least(1000))),
              target=face_up & monster,
              resolve=and_if_you_do(until_it_leaves_the_field(lose_atk(1000), to=equipped),
                                    destroy(TARGETS))))

# ------------------------------------------------------------------ one of a kind
card(11961740, "Different Dimension Capsule",
     "Normal Spell. This card remains on the field after it resolves: banish 1 card from your "
     "Deck face-down. During your second Standby Phase after this card's activation, destroy "
     "this card, and if you do, add that banished card to your hand.",
     Activate(resolve=then(banish(from_deck(), face_down=True),
                           remains_until_your_standby_phase(2, and_if_you_do(
                               destroy(this_card), add_to_hand(that_card_set_aside))))))

card(3657444, "Cyber Valley",
     "Effect Monster. You can use 1 of these effects: "
     "When this card is targeted for an attack: you can banish this card; draw 1 card, then end "
     "the Battle Phase. "
     "You can target 1 face-up monster you control and this card; banish both, then draw 2 cards. "
     "You can target 1 card in your GY; banish this card and 1 card from your hand, then place "
     "that target on top of your Deck.",
     Trigger(on=targeted_for_an_attack(), when=True, cost=banish(this_card),
             resolve=then(draw(1), end_the_battle_phase())),
     Ignition(target=face_up & monster & yours & ~this_card,
              resolve=then(and_if_you_do(banish(this_card), banish(TARGETS)), draw(2))),
     Ignition(condition=exists(from_hand()), target=from_gy(),
              resolve=then(banish(this_card), banish(from_hand()),
                           return_to_deck(TARGETS, where="top"))))
