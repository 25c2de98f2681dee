"""Pool 4, the Salamangreat deck (issue 14): its Extra Deck (Link and Xyz Monsters) and its
Side Deck card, Will of the Salamangreat.

Texts are our own words for today's official card text (errata included). A Salamangreat Link
Monster "Link Summoned using <a monster with its own name> as material" is the engine's
"reincarnation" Link Summon (``link_summoned_using_its_own_name``). Scenarios:
``tests/scenarios/pool4/salamangreat/``.
"""

from __future__ import annotations

from engine.cards.library import (
    DEFENSE_POSITION,
    GY,
    HAND,
    LINK,
    NORMAL,
    ON_FIELD,
    SPECIAL,
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_monster_is_summoned,
    add_to_hand,
    also,
    archetype,
    at_least,
    atk_becomes_atk_of,
    attack_declared,
    attack_position,
    attack_target,
    attribute,
    cannot_be_destroyed,
    cannot_be_targeted_by_monster_effects,
    card,
    change_position,
    def_at_most,
    destroy,
    destroyed,
    destroyed_by_opponents_effect,
    detach,
    during_the_end_phase_of_the_next_turn,
    effect_monster,
    exactly,
    extra_attacks,
    face_up,
    from_deck,
    from_gy,
    from_places,
    gain_atk_of,
    halve_atk,
    hard_once_per_turn,
    in_gy,
    in_its_owners_monster_zone,
    in_spell_trap_zone,
    level_at_most,
    link_monster,
    link_summon,
    link_summoned_using_its_own_name,
    lock_monster_effects_except,
    lock_summons_of_that_name,
    lose_atk,
    lose_def,
    monster,
    name_of_last,
    named,
    no_responses,
    on_field,
    on_the_field,
    once_per_turn,
    opponent_controls,
    opponents,
    pointed_to,
    race,
    return_to_deck,
    return_to_hand,
    send_to_gy,
    shared_once_per_turn,
    special_summon,
    spell_trap,
    start_of_damage_step_attacking,
    summoned,
    take_control_to_a_pointed_zone,
    this_card,
    this_card_attacks,
    this_card_is,
    those_cards,
    together,
    until_end_of_turn,
    until_it_leaves_the_field,
    up_to_link_rating_of,
    used_as_material_for,
    was_summoned,
    xyz_summon,
    you_control,
    yours,
)

SALAMANGREAT = archetype("Salamangreat")
FIRE_EFFECT = attribute("FIRE") & effect_monster

# ------------------------------------------------------------------ Xyz Monsters
card(6983839, "Tornado Dragon",
     "Xyz Monster: 2 Level 4 monsters. Once per turn (Quick Effect): you can detach 1 material "
     "from this card, then target 1 Spell/Trap on the field; destroy it.",
     Quick(cost=detach(1), target=on_field(spell_trap), resolve=destroy(TARGETS),
           limit=once_per_turn),
     summon=xyz_summon(level=4, count=2))

card(87327776, "Salamangreat Miragestallio",
     "Xyz Monster: 2 Level 3 monsters. You can detach 1 material from this card; Special Summon "
     "1 \"Salamangreat\" monster from your Deck in Defense Position, also for the rest of this "
     "turn you cannot activate monster effects, except those of FIRE monsters. If this Xyz "
     "Summoned card is used as material for the Link Summon of a \"Salamangreat\" monster: you "
     "can target 1 monster on the field; return it to the hand. You can only use each effect "
     "of \"Salamangreat Miragestallio\" once per turn.",
     Ignition(cost=detach(1),
              resolve=also(special_summon(from_deck(monster & SALAMANGREAT), DEFENSE_POSITION),
                           lock_monster_effects_except(attribute("FIRE"))),
              limit=hard_once_per_turn),
     Trigger(on=used_as_material_for("link", SALAMANGREAT, summoned_as="xyz"),
             target=on_field(monster), resolve=return_to_hand(TARGETS), limit=hard_once_per_turn),
     summon=xyz_summon(level=3, count=2))

# ------------------------------------------------------------------ Salamangreat Link Monsters
card(87871125, "Salamangreat Sunlight Wolf",
     "Link Monster: 2 FIRE Effect Monsters. If a monster is Normal or Special Summoned to a zone "
     "this card points to: you can add 1 FIRE monster from your GY to your hand, but for the "
     "rest of this turn you cannot Normal Summon/Set or Special Summon monsters with that name. "
     "During your Main Phase, if this card was Link Summoned using \"Salamangreat Sunlight "
     "Wolf\" as material: you can add 1 \"Salamangreat\" Spell/Trap from your GY to your hand. "
     "You can only use each effect of \"Salamangreat Sunlight Wolf\" once per turn.",
     Trigger(on=a_monster_is_summoned(NORMAL, SPECIAL, where=pointed_to), range=ON_FIELD,
             resolve=(add_to_hand(from_gy(monster & attribute("FIRE"))),
                      lock_summons_of_that_name(name_of_last)),
             limit=hard_once_per_turn),
     Ignition(condition=this_card_is(link_summoned_using_its_own_name),
              resolve=add_to_hand(from_gy(spell_trap & SALAMANGREAT)), limit=hard_once_per_turn),
     summon=link_summon(FIRE_EFFECT, exactly(2)))

card(41463181, "Salamangreat Heatleo",
     "Link Monster: 2+ FIRE Effect Monsters. If this card is Link Summoned: you can target 1 "
     "Spell/Trap in your opponent's Spell & Trap Zone; shuffle it into the Deck. Once per turn, "
     "if this card was Link Summoned using \"Salamangreat Heatleo\" as material: you can target "
     "1 monster in your GY and 1 face-up monster on the field; until the end of this turn, the "
     "ATK of that monster on the field becomes the ATK of that monster in your GY.",
     Trigger(on=summoned(LINK), target=opponent_controls(spell_trap & in_spell_trap_zone),
             resolve=return_to_deck(TARGETS)),
     Ignition(condition=this_card_is(link_summoned_using_its_own_name),
              target=together(from_gy(monster), on_field(face_up & monster)),
              resolve=until_end_of_turn(atk_becomes_atk_of(TARGETS.only(in_gy)),
                                        to=TARGETS.only(on_the_field)),
              limit=once_per_turn),
     summon=link_summon(FIRE_EFFECT, at_least(2)))

card(14812471, "Salamangreat Balelynx",
     "Link Monster: 1 Level 4 or lower Cyberse monster. If this card is Link Summoned: you can "
     "add 1 \"Salamangreat Sanctuary\" from your Deck to your hand. You can only use this effect "
     "of \"Salamangreat Balelynx\" once per turn. (Its other effect — \"if a Salamangreat card "
     "you control would be destroyed, you can banish this card from your GY instead\" — is "
     "played by hand.)",
     Trigger(on=summoned(LINK), resolve=add_to_hand(from_deck(named("Salamangreat Sanctuary"))),
             limit=hard_once_per_turn),
     summon=link_summon(level_at_most(4) & race("Cyberse"), exactly(1)))

# ------------------------------------------------------------------ other Link Monsters
card(48815792, "Hiita the Fire Charmer, Ablaze",
     "Link Monster: 2 monsters, including a FIRE monster. You can target 1 FIRE monster in your "
     "opponent's GY; Special Summon it to your zone this card points to. If this Link Summoned "
     "card is destroyed by battle, or by an opponent's card effect while in its owner's Monster "
     "Zone: you can add 1 FIRE monster with 1500 or less DEF from your Deck to your hand. You "
     "can only use each effect of \"Hiita the Fire Charmer, Ablaze\" once per turn.",
     Ignition(target=from_gy(monster & attribute("FIRE") & opponents, either=True),
              resolve=special_summon(TARGETS, to_pointed_zone=True), limit=hard_once_per_turn),
     Trigger(on=(destroyed(by_battle=True) | destroyed_by_opponents_effect())
             & was_summoned(LINK) & in_its_owners_monster_zone,
             resolve=add_to_hand(from_deck(monster & attribute("FIRE") & def_at_most(1500))),
             limit=hard_once_per_turn),
     summon=link_summon(monster, exactly(2), including=attribute("FIRE")))

card(85289965, "Borrelsword Dragon",
     "Link Monster: 3+ Effect Monsters. Cannot be destroyed by battle. Once per turn (Quick "
     "Effect): you can target 1 Attack Position monster; change it to Defense Position, also "
     "this card can make a second attack during each Battle Phase this turn. Your opponent "
     "cannot activate cards or effects in response to this effect's activation. Once per turn, "
     "when this card declares an attack on a face-up monster: you can have this card gain ATK "
     "equal to half that monster's current ATK, and that monster's ATK is halved, until the "
     "end of this turn.",
     Continuous(cannot_be_destroyed(by_battle=True)),
     Quick(target=attack_position & monster,
           resolve=also(change_position(TARGETS, "defense"),
                        until_end_of_turn(extra_attacks(1), to=this_card)),
           chain_limit=no_responses(opponent_only=True), limit=once_per_turn),
     Trigger(on=attack_declared(), when=True, condition=this_card_attacks(face_up & monster),
             resolve=also(until_end_of_turn(gain_atk_of(attack_target, half=True), to=this_card),
                          until_end_of_turn(halve_atk(), to=attack_target)),
             limit=once_per_turn),
     summon=link_summon(effect_monster, at_least(3)))

card(31833038, "Borreload Dragon",
     "Link Monster: 3+ Effect Monsters. Cannot be targeted by monster effects. Once per turn "
     "(Quick Effect): you can target 1 face-up monster on the field; it loses 500 ATK and DEF. "
     "Your opponent cannot activate cards or effects in response to this effect's activation. "
     "At the start of the Damage Step, if this card attacks an opponent's monster: you can "
     "take control of that monster, placing it in your zone this card points to, but send it "
     "to the GY during the End Phase of the next turn.",
     Continuous(cannot_be_targeted_by_monster_effects()),
     Quick(target=face_up & monster,
           resolve=until_it_leaves_the_field(lose_atk(500), lose_def(500), to=TARGETS),
           chain_limit=no_responses(opponent_only=True), damage_step=True, limit=once_per_turn),
     Trigger(on=start_of_damage_step_attacking(monster & opponents), damage_step=True,
             resolve=(take_control_to_a_pointed_zone(attack_target),
                      during_the_end_phase_of_the_next_turn(send_to_gy(those_cards.only(yours))))),
     summon=link_summon(effect_monster, at_least(3)))

# ------------------------------------------------------------------ Side Deck
card(64178424, "Will of the Salamangreat",
     "Continuous Spell. You can Special Summon 1 \"Salamangreat\" monster from your hand or GY. "
     "You can send this face-up card to the GY, then target 1 \"Salamangreat\" Link Monster you "
     "control that was Link Summoned using a monster with its same name as material; Special "
     "Summon \"Salamangreat\" monsters from your hand and/or GY in Defense Position, up to its "
     "Link Rating. You can only use 1 \"Will of the Salamangreat\" effect per turn, and only "
     "once that turn.",
     Activate(),
     Ignition(resolve=special_summon(from_places((HAND, GY), monster & SALAMANGREAT)),
              limit=shared_once_per_turn("will")),
     Ignition(cost=send_to_gy(this_card),
              target=you_control(face_up & link_monster & SALAMANGREAT
                                 & link_summoned_using_its_own_name),
              resolve=special_summon(from_places((HAND, GY), monster & SALAMANGREAT,
                                                 up_to_link_rating_of(TARGETS)), DEFENSE_POSITION),
              limit=shared_once_per_turn("will")))
