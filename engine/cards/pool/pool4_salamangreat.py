"""Pool 4, the Salamangreat deck (issue 14): its Main Deck monsters, Spells and Traps, and the
generic cards it plays (Foolish Burial, Harpie's Feather Duster, Lady Debug).

Texts are our own words for today's official card text (errata included); the Extra Deck and
Side Deck are in ``pool4_salamangreat_extra.py``. The "reincarnation" Link Summon (a Link
Summon using a monster with its own name as material) is a rule of the engine, reached through
``may_link_summon_with_its_own_name`` and ``link_summoned_using_its_own_name``. Scenarios:
``tests/scenarios/pool4/salamangreat/``.
"""

from __future__ import annotations

from engine.cards.library import (
    FIELD,
    HAND,
    IN_GY,
    IN_HAND,
    NORMAL,
    SPECIAL,
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_card_sent_to_your_gy,
    a_monster_is_summoned,
    activated,
    add_to_hand,
    and_if_you_do,
    any_card,
    archetype,
    atk_at_most,
    atk_of,
    card,
    cards_cannot_be_activated,
    could,
    destroy,
    discard,
    every,
    excavate,
    excavated,
    exists,
    face_down,
    face_up,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_lp,
    hard_once_per_turn,
    in_damage_calculation,
    in_spell_trap_zone,
    level_at_most,
    link_monster,
    link_summoned_using_its_own_name,
    may_link_summon_with_its_own_name,
    monster,
    named,
    negate_activation,
    on_field,
    on_the_field,
    one_activation_per_turn,
    opponent_controls,
    opponents,
    other_monsters_effects,
    pay_lp,
    piercing,
    race,
    return_to_deck,
    return_to_hand,
    send_to_gy,
    sent_to_gy,
    set_atk,
    set_from_gy,
    shared_once_per_turn,
    special_summon,
    special_summon_to_zone_pointed_by,
    spell_trap,
    summoned,
    the_targets,
    this_card,
    those_cards,
    unaffected_by,
    until_end_of_turn,
    until_it_leaves_the_field,
    up_to_link_rating_of,
    you,
    you_control,
    you_may,
    your_monster_battles,
    yours,
)

SALAMANGREAT = archetype("Salamangreat")
#: "a Salamangreat card in your hand or face-up on your field" (a cost sent to the GY)
IN_HAND_OR_FACE_UP = SALAMANGREAT & ~(on_the_field & face_down)

# ------------------------------------------------------------------ generic cards
card(81439173, "Foolish Burial", "Normal Spell. Send 1 monster from your Deck to the GY.",
     Activate(resolve=send_to_gy(from_deck(monster))))

card(18144506, "Harpie's Feather Duster",
     "Normal Spell. Destroy every Spell and Trap Card your opponent controls.",
     Activate(resolve=destroy(every(opponent_controls(spell_trap)))))

card(16188701, "Lady Debug",
     "Effect Monster. If this card is Normal or Special Summoned: you can add 1 Level 3 or lower "
     "Cyberse monster from your Deck to your hand. You can only use this effect of \"Lady "
     "Debug\" once per turn.",
     Trigger(on=summoned(NORMAL, SPECIAL),
             resolve=add_to_hand(from_deck(monster & race("Cyberse") & level_at_most(3))),
             limit=hard_once_per_turn))

# ------------------------------------------------------------------ Salamangreat monsters
card(94620082, "Salamangreat Foxy",
     "Effect Monster. If this card is Normal Summoned: you can excavate the top 3 cards of your "
     "Deck; you can add 1 excavated \"Salamangreat\" card to your hand, and shuffle the rest "
     "back. While a face-up Spell/Trap is on the field: you can discard 1 \"Salamangreat\" "
     "card; Special Summon this card from your GY, then you can destroy 1 face-up Spell/Trap "
     "on the field. You can only use 1 \"Salamangreat Foxy\" effect per turn, and only once "
     "that turn.",
     Trigger(on=summoned(NORMAL),
             resolve=excavate(3, add_to_hand(excavated(SALAMANGREAT)), rest="shuffle", you_can=True),
             limit=shared_once_per_turn("foxy")),
     Ignition(range=IN_GY, condition=exists(on_field(face_up & spell_trap)),
              cost=discard(from_hand(SALAMANGREAT)),
              resolve=(special_summon(this_card), you_may(destroy(on_field(face_up & spell_trap)))),
              limit=shared_once_per_turn("foxy")))

card(26889158, "Salamangreat Gazelle",
     "Effect Monster. If a \"Salamangreat\" monster other than \"Salamangreat Gazelle\" is sent "
     "to your GY: you can Special Summon this card from your hand. If this card is Normal or "
     "Special Summoned: you can send 1 \"Salamangreat\" card from your Deck to the GY, except "
     "\"Salamangreat Gazelle\". You can only use each effect of \"Salamangreat Gazelle\" once "
     "per turn.",
     Trigger(on=a_card_sent_to_your_gy(SALAMANGREAT & monster & ~named("Salamangreat Gazelle")),
             range=IN_HAND, resolve=special_summon(this_card), limit=hard_once_per_turn),
     Trigger(on=summoned(NORMAL, SPECIAL),
             resolve=send_to_gy(from_deck(SALAMANGREAT & ~named("Salamangreat Gazelle"))),
             limit=hard_once_per_turn))

card(89662401, "Salamangreat Fowl",
     "Effect Monster. If a face-up \"Salamangreat\" monster other than \"Salamangreat Fowl\" is "
     "Normal or Special Summoned to your field: you can Special Summon this card from your "
     "hand. You can only use this effect of \"Salamangreat Fowl\" once per turn. You can send 1 "
     "\"Salamangreat\" card from your hand or face-up field to the GY, then target 1 Set card "
     "in your opponent's Spell & Trap Zone; it cannot be activated this turn.",
     Trigger(on=a_monster_is_summoned(NORMAL, SPECIAL,
                                      where=face_up & SALAMANGREAT & yours & ~named("Salamangreat Fowl")),
             range=IN_HAND, resolve=special_summon(this_card), limit=hard_once_per_turn),
     Ignition(cost=send_to_gy(from_places((HAND, FIELD), IN_HAND_OR_FACE_UP)),
              target=face_down & in_spell_trap_zone & opponents,
              resolve=until_end_of_turn(cards_cannot_be_activated(
                  the_targets, reason="that Set card cannot be activated this turn"))))

card(20618081, "Salamangreat Falco",
     "Effect Monster. If this card is sent to the GY: you can target 1 \"Salamangreat\" "
     "Spell/Trap in your GY; Set it. You can target 1 face-up \"Salamangreat\" monster you "
     "control, except \"Salamangreat Falco\"; return it to the hand, and if you do, Special "
     "Summon this card from your GY. You can only use 1 \"Salamangreat Falco\" effect per "
     "turn, and only once that turn.",
     Trigger(on=sent_to_gy(), target=from_gy(spell_trap & SALAMANGREAT),
             resolve=set_from_gy(TARGETS), limit=shared_once_per_turn("falco")),
     Ignition(range=IN_GY,
              target=you_control(face_up & monster & SALAMANGREAT & ~named("Salamangreat Falco")),
              resolve=and_if_you_do(return_to_hand(TARGETS), special_summon(this_card)),
              limit=shared_once_per_turn("falco")))

card(56003780, "Salamangreat Jack Jaguar",
     "Effect Monster. If this card attacks a Defense Position monster, it inflicts piercing "
     "battle damage. While you control a \"Salamangreat\" Link Monster: you can target 1 "
     "\"Salamangreat\" monster in your GY, except \"Salamangreat Jack Jaguar\"; shuffle it into "
     "the Deck, and if you do, Special Summon this card from your GY to your zone a "
     "\"Salamangreat\" Link Monster points to. You can only use this effect of \"Salamangreat "
     "Jack Jaguar\" once per turn.",
     Continuous(piercing()),
     Ignition(range=IN_GY,
              condition=exists(you_control(face_up & link_monster & SALAMANGREAT))
              & could(special_summon_to_zone_pointed_by(this_card, SALAMANGREAT)),
              target=from_gy(monster & SALAMANGREAT & ~named("Salamangreat Jack Jaguar")),
              resolve=and_if_you_do(return_to_deck(TARGETS),
                                    special_summon_to_zone_pointed_by(this_card, SALAMANGREAT)),
              limit=hard_once_per_turn))

card(52277807, "Salamangreat Spinny",
     "Effect Monster. While you control a face-up \"Salamangreat\" card: you can discard this "
     "card, then target 1 face-up monster on the field; it gains 500 ATK until the end of this "
     "turn. While you control a \"Salamangreat\" monster other than \"Salamangreat Spinny\": you "
     "can Special Summon this card from your GY, but banish it when it leaves the field. You "
     "can only use each effect of \"Salamangreat Spinny\" once per turn.",
     Ignition(range=IN_HAND, condition=exists(you_control(face_up & SALAMANGREAT)),
              cost=discard(this_card), target=face_up & monster,
              resolve=until_end_of_turn(gain_atk(500), to=TARGETS), limit=hard_once_per_turn),
     Ignition(range=IN_GY,
              condition=exists(you_control(face_up & monster & SALAMANGREAT
                                           & ~named("Salamangreat Spinny"))),
              resolve=special_summon(this_card, banish_when_leaves=True), limit=hard_once_per_turn))

# ------------------------------------------------------------------ Spells
card(52155219, "Salamangreat Circle",
     "Quick-Play Spell. Activate 1 of these effects: add 1 \"Salamangreat\" monster from your "
     "Deck to your hand; or target 1 \"Salamangreat\" Link Monster you control that was Link "
     "Summoned using a monster with its same name as material: this turn, it is unaffected by "
     "other monsters' effects. You can only activate 1 \"Salamangreat Circle\" per turn.",
     Activate(resolve=add_to_hand(from_deck(monster & SALAMANGREAT)),
              limit=one_activation_per_turn, text="Add 1 Salamangreat monster from your Deck"),
     Activate(target=face_up & link_monster & SALAMANGREAT & yours & link_summoned_using_its_own_name,
              resolve=until_end_of_turn(unaffected_by(effects=other_monsters_effects), to=TARGETS),
              limit=one_activation_per_turn,
              text="A reincarnated Salamangreat Link Monster is unaffected by other monsters' effects"))

card(1295111, "Salamangreat Sanctuary",
     "Field Spell. When you Link Summon a \"Salamangreat\" Link Monster, you can use 1 Link "
     "Monster you control with its same name as the entire material; you can only Link Summon "
     "this way once per turn. If your monster battles, during damage calculation: you can pay "
     "1000 LP, then target 1 Link Monster you control whose ATK is not 0; its ATK becomes 0, "
     "and if it does, you gain LP equal to its original ATK. You can only use this effect of "
     "\"Salamangreat Sanctuary\" once per turn.",
     Activate(),
     Continuous(may_link_summon_with_its_own_name(SALAMANGREAT & link_monster)),
     Quick(damage_calculation=True, condition=in_damage_calculation & your_monster_battles,
           cost=pay_lp(1000), target=face_up & link_monster & yours & ~atk_at_most(0),
           resolve=and_if_you_do(until_it_leaves_the_field(set_atk(0), to=TARGETS),
                                 gain_lp(you, atk_of(those_cards, original=True))),
           limit=hard_once_per_turn))

# ------------------------------------------------------------------ Traps
card(14934922, "Salamangreat Rage",
     "Normal Trap. Activate 1 of these effects: send 1 \"Salamangreat\" monster from your hand or "
     "face-up field to the GY, then target 1 card on the field; destroy it. Or target 1 "
     "\"Salamangreat\" Link Monster you control that was Link Summoned using a monster with its "
     "same name as material; destroy cards your opponent controls, up to its Link Rating. You "
     "can only activate 1 \"Salamangreat Rage\" per turn.",
     Activate(cost=send_to_gy(from_places((HAND, FIELD), IN_HAND_OR_FACE_UP & monster)),
              target=on_field(any_card & ~this_card), resolve=destroy(TARGETS),
              limit=one_activation_per_turn, text="Send a Salamangreat monster; destroy 1 card"),
     Activate(target=face_up & link_monster & SALAMANGREAT & yours & link_summoned_using_its_own_name,
              resolve=destroy(opponent_controls(any_card, up_to_link_rating_of(TARGETS))),
              limit=one_activation_per_turn,
              text="Destroy your opponent's cards, up to a reincarnated Link Monster's Link Rating"))

card(51339637, "Salamangreat Roar",
     "Counter Trap. While you control a \"Salamangreat\" Link Monster, when a monster effect is "
     "activated, or a Spell/Trap Card is activated: negate the activation, and if you do, "
     "destroy that card. If a \"Salamangreat\" Link Monster that was Link Summoned using a "
     "monster with its same name as material is Link Summoned to your field while this card is "
     "in your GY: you can Set this card, but banish it when it leaves the field. You can only "
     "use 1 \"Salamangreat Roar\" effect per turn, and only once that turn.",
     Activate(condition=exists(you_control(face_up & link_monster & SALAMANGREAT))
              & (activated(monster_effect=True) | activated(spell=True, trap=True)),
              resolve=negate_activation(destroy=True), limit=shared_once_per_turn("roar")),
     Trigger(on=a_monster_is_summoned(
                 "link", where=SALAMANGREAT & link_monster & yours & link_summoned_using_its_own_name),
             range=IN_GY, resolve=set_from_gy(this_card, banish_when_leaves=True),
             limit=shared_once_per_turn("roar")))
