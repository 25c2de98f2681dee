"""Pool 2 (POOL.md): Synchro, Xyz, Pendulum and Link monsters, their materials, and
monsters with their own Special Summon condition.

Summoning procedures are the engine's; a card states its materials with the library's
procedure blocks. Texts are in our own words.
"""

from __future__ import annotations

from engine.cards.library import (
    DEFENSE_POSITION,
    DESTROY,
    IN_GY,
    IN_SPELL_ZONE,
    NORMAL,
    ON_FIELD,
    SYNCHRO,
    TARGETS,
    THIS_CARD,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    also,
    and_if_you_do,
    another_pendulum_monster_returned_to_hand,
    any_card,
    archetype,
    at_end_phase_if_noted,
    at_phase,
    atk_at_most,
    attack_declared,
    attack_position,
    attack_target,
    attacker,
    attribute,
    banish,
    cannot_attack,
    cannot_be_destroyed,
    cannot_be_targeted,
    card,
    change_position,
    chosen_as_attack_target,
    declare_level_until_end_of_turn,
    defense_position,
    destroy,
    detach,
    double_battle_damage_against_opponents_monsters,
    draw,
    each_attack_declaration,
    effect_monster,
    every,
    exists,
    face_up,
    for_each,
    from_deck,
    from_gy,
    from_hand,
    gain_atk,
    gain_atk_equal_to_total_atk_of,
    hard_once_per_turn,
    has_not_attacked_this_turn,
    level,
    level_at_most,
    link_summon,
    may_make_pendulum_battle_damage_zero,
    monster,
    named,
    negate_activation,
    negate_attack,
    none_exist,
    normal_monster,
    not_used_this_battle_phase,
    note_this_turn,
    on_the_field,
    once_per_turn,
    opponent_cannot_activate_while_your_pendulum_battles,
    opponent_controls,
    pendulum_effect,
    pendulum_monster,
    pendulum_scale_activation,
    pendulum_zones_not_destroyed_first_time_each_turn,
    pointed_to,
    race,
    same_name_as,
    scale_becomes_unless_other_scale_is,
    sent_to_gy,
    set_atk,
    special_summon,
    special_summon_from_hand,
    special_summon_from_hand_by_banishing,
    start_of_damage_step_attacking,
    summonable,
    summoned,
    summoned_this_turn,
    synchro_summon,
    this_card,
    this_card_is,
    treated_as_normal_monster,
    tribute,
    tuner,
    twice_original_atk,
    until_end_of_battle_phase,
    until_end_of_turn,
    until_it_leaves_the_field,
    use_once_this_battle_phase,
    used_as_material_for,
    xyz_summon,
    you_control,
    yours,
)
from engine.cards.library import event_card as returned_monster

# ------------------------------------------------------------------ Synchro
card(63977008, "Junk Synchron",
     "Tuner. When this card is Normal Summoned: you can target 1 Level 2 or lower monster in "
     "your GY; Special Summon it in Defense Position, with its effects negated.",
     Trigger(on=summoned(NORMAL), when=True, target=from_gy(monster & level_at_most(2)),
             resolve=special_summon(TARGETS, DEFENSE_POSITION, negated=True)), version=2)

card(9365703, "Speed Warrior",
     "Once per Battle Phase, during the Battle Phase of the turn this card was Normal Summoned "
     "(not in the Damage Step): you can make its ATK twice its original ATK until the end of "
     "that Battle Phase.",
     Quick(condition=summoned_this_turn(NORMAL) & not_used_this_battle_phase,
           cost=use_once_this_battle_phase(),
           resolve=until_end_of_battle_phase(set_atk(twice_original_atk),
                                             to=THIS_CARD.only(face_up & monster))), version=2)

card(60800381, "Junk Warrior",
     '"Junk Synchron" + 1 or more non-Tuner monsters. If this card is Synchro Summoned: it gains '
     "ATK equal to the total ATK of the Level 2 or lower monsters you control at that time.",
     Trigger(on=summoned(SYNCHRO), mandatory=True, resolve=until_it_leaves_the_field(
         gain_atk_equal_to_total_atk_of(you_control(face_up & monster & level_at_most(2))),
         to=THIS_CARD.only(face_up & monster))),
     summon=synchro_summon(tuner=named("Junk Synchron")), version=2)

card(44508094, "Stardust Dragon",
     "1 Tuner + 1 or more non-Tuner monsters. When a card or effect is activated that would "
     "destroy a card on the field (Quick Effect): you can Tribute this card; negate the "
     "activation and destroy that card. In the End Phase, if this effect was used this turn "
     "and not negated: you can Special Summon this card from your GY.",
     Quick(condition=activated(categories={DESTROY}), cost=tribute(this_card),
           resolve=also(negate_activation(), note_this_turn("negated_a_destruction")), check=False),
     Trigger(on=at_end_phase_if_noted("negated_a_destruction"), range=IN_GY,
             resolve=special_summon(THIS_CARD)),
     summon=synchro_summon(), version=2)

card(23571046, "Quillbolt Hedgehog",
     "If this card is in your GY and you control a face-up Tuner: you can Special Summon it, "
     "but banish it when it leaves the field.",
     Ignition(range=IN_GY, condition=exists(you_control(face_up & tuner)),
              resolve=special_summon(THIS_CARD, banish_when_leaves=True)), version=2)

card(96182448, "Nitro Synchron",
     'Tuner. If this card is sent to the GY as Synchro Material for a "Nitro" Synchro '
     "Monster: draw 1 card.",
     Trigger(on=used_as_material_for("synchro", archetype("Nitro")), mandatory=True,
             resolve=draw(1)), version=2)

# ------------------------------------------------------------------ Xyz
card(84013237, "Number 39: Utopia",
     "2 Level 4 monsters. When a monster declares an attack: you can detach 1 material from "
     "this card; negate that attack (once for each attack: it cannot be chained to itself). "
     "If this card is chosen as an attack target while it has no material: destroy it.",
     Quick(condition=each_attack_declaration, cost=detach(1), resolve=negate_attack(),
           check=False),
     Trigger(on=chosen_as_attack_target(without_materials=True), mandatory=True,
             resolve=destroy(THIS_CARD)),
     summon=xyz_summon(level=4, count=2), version=2)

card(26082117, "Gagaga Magician",
     "Once per turn: you can declare a Level from 1 to 8; this card becomes that Level until the "
     "end of this turn. This card cannot be used as Synchro Material.",
     Ignition(limit=once_per_turn, resolve=declare_level_until_end_of_turn(1, 8)),
     extra={"not_synchro_material": True}, version=2)

card(97896503, "Zubaba Knight",
     "If this card attacks a Defense Position monster, destroy that monster at the start of "
     "the Damage Step.",
     Trigger(on=start_of_damage_step_attacking(defense_position), mandatory=True,
             damage_step=True, resolve=destroy(attack_target.only(defense_position))), version=2)

card(25259669, "Goblindbergh",
     "When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster from "
     "your hand, and if you do, change this card to Defense Position.",
     Trigger(on=summoned(NORMAL), when=True,
             resolve=and_if_you_do(special_summon(from_hand(monster & level_at_most(4))),
                                   change_position(THIS_CARD.only(attack_position), "defense"))), version=2)

# ------------------------------------------------------------------ Pendulum
card(94415058, "Stargazer Magician",
     "Pendulum Scale 1. Pendulum Effect: if a Pendulum Monster you control attacks or is "
     "attacked, your opponent cannot activate Spell Cards until the end of the Damage Step. "
     'Unless your other Pendulum Zone holds a "Magician" or "Odd-Eyes" card, this card\'s Scale '
     "becomes 4. Monster effect: once per turn, when your opponent's card effect returns exactly "
     "1 other Pendulum Monster you control (and no other card) to your hand, outside the Damage "
     "Step: you can Special Summon 1 monster with that monster's name from your hand.",
     pendulum_scale_activation(),
     pendulum_effect(Continuous(opponent_cannot_activate_while_your_pendulum_battles("Spell"),
                                scale_becomes_unless_other_scale_is(4, archetype("Magician", "Odd-Eyes")))),
     Trigger(on=another_pendulum_monster_returned_to_hand(), when=True, limit=once_per_turn,
             range=ON_FIELD,
             resolve=special_summon(from_hand(monster & same_name_as(returned_monster)))), version=2)

card(20409757, "Timegazer Magician",
     "Pendulum Scale 8. You can activate this card in a Pendulum Zone only while you control no "
     "monsters. Pendulum Effect: if a Pendulum Monster you control attacks or is attacked, your "
     "opponent cannot activate Trap Cards until the end of the Damage Step. "
     'Unless your other Pendulum Zone holds a "Magician" or "Odd-Eyes" card, this card\'s Scale '
     "becomes 4. Monster effect: each turn, the first card(s) in your Pendulum Zones that your "
     "opponent's card effect would destroy are not destroyed.",
     pendulum_scale_activation(none_exist(you_control(monster)), "Timegazer Magician can be "
                               "activated in a Pendulum Zone only while you control no monsters"),
     pendulum_effect(Continuous(opponent_cannot_activate_while_your_pendulum_battles("Trap"),
                                scale_becomes_unless_other_scale_is(4, archetype("Magician", "Odd-Eyes")))),
     Continuous(pendulum_zones_not_destroyed_first_time_each_turn(), range=ON_FIELD), version=2)

card(55969226, "Blue Dragon Summoner",
     "If this card is sent to the GY: you can add 1 Warrior, Dragon or Spellcaster Normal "
     "Monster from your Deck to your hand.",
     Trigger(on=sent_to_gy(),
             resolve=add_to_hand(from_deck(normal_monster & race("Warrior", "Dragon", "Spellcaster")))), version=2)

card(16178681, "Odd-Eyes Pendulum Dragon",
     "Pendulum Scale 4. Pendulum Effects (each once per turn): you can make the battle damage "
     "you take from a battle involving a Pendulum Monster you control 0. In your End Phase: you "
     "can destroy this card, and if you do, add 1 Pendulum Monster with 1500 or less ATK from "
     "your Deck to your hand. Monster effect: if this card battles an opponent's monster, the "
     "battle damage it inflicts to your opponent is doubled.",
     pendulum_scale_activation(),
     pendulum_effect(Continuous(may_make_pendulum_battle_damage_zero())),
     pendulum_effect(Trigger(
         on=at_phase("end", yours=True), range=IN_SPELL_ZONE, limit=hard_once_per_turn,
         condition=exists(from_deck(pendulum_monster & atk_at_most(1500))),
         text="Destroy this card and add a Pendulum Monster with 1500 or less ATK from your Deck "
              "to your hand.",
         resolve=and_if_you_do(destroy(THIS_CARD),
                               add_to_hand(from_deck(pendulum_monster & atk_at_most(1500)))))),
     Continuous(double_battle_damage_against_opponents_monsters(), range=ON_FIELD), version=2)

# ------------------------------------------------------------------ Link
card(98978921, "Link Spider",
     "1 Normal Monster. Once per turn: you can Special Summon 1 Level 4 or lower Normal Monster "
     "from your hand to a zone this card points to.",
     Ignition(limit=once_per_turn,
              resolve=special_summon(from_hand(normal_monster & level_at_most(4)),
                                     to_pointed_zone=True)),
     summon=link_summon(treated_as_normal_monster, 1), version=3)

card(1861629, "Decode Talker",
     "2 or more Effect Monsters. Gains 500 ATK for each monster it points to. When your opponent "
     "activates a card or effect that targets a card you control (Quick Effect): you can "
     "Tribute 1 monster this card points to; negate the activation and destroy that card.",
     Continuous(gain_atk(for_each(500, every(monster & pointed_to)))),
     Quick(condition=activated(by_opponent=True, targets=yours & on_the_field),
           cost=tribute(monster & pointed_to & yours), resolve=negate_activation(), check=False),
     summon=link_summon(effect_monster), version=2)

card(41999284, "Linkuriboh",
     "1 Level 1 monster. When an opponent's monster declares an attack: you can Tribute this "
     "card; that monster's ATK becomes 0 until the end of this turn. If this card is in your "
     "GY (Quick Effect): you can Tribute 1 Level 1 monster; Special Summon this card (once per "
     "turn).",
     Trigger(on=attack_declared(by_opponent=True), when=True, range=ON_FIELD, cost=tribute(this_card),
             resolve=until_end_of_turn(set_atk(0), to=attacker.only(face_up)), check=False),
     Quick(range=IN_GY, limit=hard_once_per_turn, condition=this_card_is(summonable),
           cost=tribute(you_control(face_up & monster & level(1))),
           resolve=special_summon(THIS_CARD), check=False),
     summon=link_summon(level(1), 1), version=3)

card(34472920, "Honeybot",
     "2 Cyberse monsters. Monsters this card points to cannot be destroyed by battle, and your "
     "opponent cannot target them with card effects.",
     Continuous(cannot_be_destroyed(monster & pointed_to, by_battle=True),
                cannot_be_targeted(monster & pointed_to)),
     summon=link_summon(race("Cyberse")), version=2)

# ------------------------------------------------------------------ own Summon conditions
card(70095154, "Cyber Dragon",
     "If only your opponent controls a monster, you can Special Summon this card from your hand.",
     summon=special_summon_from_hand(exists(opponent_controls(monster))
                                     & none_exist(you_control(monster)),
                                     "your opponent controls a monster and you control none"), version=2)

card(9596126, "Chaos Sorcerer",
     "Cannot be Normal Summoned/Set. Special Summon it from your hand by banishing 1 LIGHT and "
     "1 DARK monster from your GY. Once per turn: you can target 1 face-up monster on the field; "
     "banish it. This card cannot attack the turn you activate this effect.",
     Ignition(limit=once_per_turn, condition=has_not_attacked_this_turn, target=face_up & monster,
              resolve=also(banish(TARGETS), until_end_of_turn(cannot_attack(
                  reason="Chaos Sorcerer cannot attack the turn its effect was activated"),
                  to=THIS_CARD))),
     cannot_normal_summon=True,
     summon=special_summon_from_hand_by_banishing(monster & attribute("LIGHT"),
                                                  monster & attribute("DARK")), version=2)

card(65192027, "Dark Armed Dragon",
     "Cannot be Normal Summoned/Set. Special Summon it from your hand while you have exactly 3 "
     "DARK monsters in your GY. You can banish 1 DARK monster from your GY, then target 1 card "
     "on the field; destroy it.",
     Ignition(cost=banish(from_gy(monster & attribute("DARK"))), target=any_card,
              resolve=destroy(TARGETS)),
     cannot_normal_summon=True,
     summon=special_summon_from_hand(exists(from_gy(monster & attribute("DARK")), 3)
                                     & ~exists(from_gy(monster & attribute("DARK")), 4),
                                     "you have exactly 3 DARK monsters in your GY"), version=2)
