"""Pool 1 Spells (POOL.md): classic Spell Cards the rules documents use as examples.

Spell kinds (seed 003 pp. 22-25): Normal Spells resolve once and go to the GY;
Quick-Play Spells are Spell Speed 2; Continuous and Field Spells stay and apply
once their activation has resolved; Equip Spells stay attached to one monster.
The engine enforces when each kind may be activated; these declarations say
only what each card does. Card texts are in our own words.
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    DECK,
    HAND,
    IN_GY,
    IN_SPELL_ZONE,
    TARGETS,
    Activate,
    Continuous,
    Equip,
    Trigger,
    also,
    and_if_you_do,
    as_many_as_discarded,
    at_phase,
    atk_at_least,
    attribute,
    banish,
    cannot_declare_attack,
    card,
    coin_call,
    destroy,
    discard,
    discard_hand,
    draw,
    draw_each,
    draw_until,
    each_player,
    equip_this_card,
    equipping,
    every,
    exists,
    face_down,
    face_up,
    flip_face_up,
    from_gy,
    from_hand,
    from_places,
    gain_atk,
    gain_lp,
    hand_size,
    kind,
    lose_def,
    monster,
    named,
    only_if,
    opponent,
    opponent_controls,
    opponents,
    pay_lp,
    pay_lp_or_destroy,
    race,
    return_to_deck,
    return_to_hand,
    reveal,
    same_name_as,
    sent_to_gy,
    set_face_down,
    skip_your_next_turn,
    special_summon,
    spell,
    spell_trap,
    stays_on_field,
    take_control,
    this_card,
    those_cards,
    those_were,
    tribute,
    up_to,
    when_this_card_leaves_destroy,
    with_lowest_atk,
    you,
    you_control,
)

# ------------------------------------------------------------------ Normal Spells
card(55144522, "Pot of Greed", "Normal Spell. Draw 2 cards.",
     Activate(resolve=draw(2)))

card(53129443, "Dark Hole", "Normal Spell. Destroy every monster on the field.",
     Activate(resolve=destroy(every(monster))))

card(12580477, "Raigeki", "Normal Spell. Destroy every monster your opponent controls.",
     Activate(resolve=destroy(every(monster & opponents))))

card(83764718, "Monster Reborn",
     "Normal Spell. Target 1 monster in either player's GY; Special Summon it to your field.",
     Activate(target=from_gy(monster, either=True), resolve=special_summon(TARGETS)))

card(19613556, "Heavy Storm", "Normal Spell. Destroy every other Spell and Trap Card on the field.",
     Activate(resolve=destroy(every(spell_trap & ~this_card))))

card(42703248, "Giant Trunade",
     "Normal Spell. Return every other Spell and Trap Card on the field to its owner's hand.",
     Activate(resolve=return_to_hand(every(spell_trap & ~this_card))))

card(84257639, "Dian Keto the Cure Master", "Normal Spell. Gain 1000 Life Points.",
     Activate(resolve=gain_lp(you, 1000)))

card(4031928, "Change of Heart",
     "Normal Spell. Target 1 monster your opponent controls; you control it until the End "
     "Phase of this turn.",
     Activate(target=monster & opponents, resolve=take_control(TARGETS, until_end_phase=True)))

card(66788016, "Fissure",
     "Normal Spell. Destroy the face-up monster your opponent controls with the lowest ATK "
     "(you choose among ties).",
     Activate(resolve=destroy(with_lowest_atk(opponent_controls(face_up & monster)))))

card(72892473, "Card Destruction",
     "Normal Spell. Each player discards their whole hand, then draws as many cards as they "
     "discarded.",
     Activate(condition=exists(from_places((HAND,), side="both")),
              resolve=(discard_hand(each_player), draw_each(as_many_as_discarded, each_player))))

card(69162969, "Lightning Vortex",
     "Normal Spell. Discard 1 card: destroy every face-up monster your opponent controls.",
     Activate(cost=discard(from_hand()), resolve=destroy(every(face_up & monster & opponents))))

card(43973174, "The Flute of Summoning Dragon",
     "Normal Spell. While \"Lord of D.\" is face-up on the field: Special Summon up to 2 "
     "Dragon monsters from your hand.",
     Activate(condition=exists(named("Lord of D.") & face_up & monster),
              resolve=special_summon(from_hand(monster & race("Dragon"), up_to(2)))))

card(71044499, "Nobleman of Crossout",
     "Normal Spell. Target 1 face-down monster on the field; destroy it and banish it. If it "
     "was a Flip monster, each player also banishes every card with its name from their Deck.",
     Activate(target=face_down & monster,
              resolve=and_if_you_do(destroy(TARGETS, banish=True), only_if(
                  those_were(kind("Flip")),
                  banish(every(from_places((DECK,), same_name_as(those_cards), side="both")))))))

card(19159413, "De-Spell",
     "Normal Spell. Target 1 Spell Card on the field; destroy it. A Set target is revealed "
     "and destroyed only if it is a Spell.",
     Activate(target=spell_trap & (face_down | spell) & ~this_card,
              resolve=also(reveal(TARGETS.only(face_down)), destroy(TARGETS.only(spell)))))

card(79571449, "Graceful Charity", "Normal Spell. Draw 3 cards, then discard 2 cards.",
     Activate(resolve=(draw(3), discard(from_hand(count=2)))))

# Gamble is a Normal Trap in the card database, though POOL.md lists it with the Spells.
card(37313786, "Gamble",
     "Normal Trap. Only while your opponent has 6 or more cards in hand and you have 2 or "
     "fewer: call a coin toss. Right: draw until you hold 5 cards. Wrong: skip your next turn.",
     Activate(condition=hand_size(opponents=(6, None), yours=(0, 2)),
              resolve=coin_call(heads=draw_until(5), tails=skip_your_next_turn())),
     version=2)  # issue 19: the opponent needs 6 cards, not 5

card(72302403, "Swords of Revealing Light",
     "Normal Spell that stays on the field; it is destroyed in the End Phase of your "
     "opponent's 3rd turn. On activation, your opponent's face-down monsters are turned "
     "face-up. While it is face-up, your opponent's monsters cannot declare an attack.",
     Activate(resolve=(flip_face_up(every(face_down & monster & opponents)),
                       stays_on_field(end_phases=3))),
     Continuous(cannot_declare_attack(monster & opponents)))

# ------------------------------------------------------------------ Quick-Play Spells
card(5318639, "Mystical Space Typhoon",
     "Quick-Play Spell. Target 1 Spell or Trap Card on the field; destroy it.",
     Activate(target=spell_trap & ~this_card, resolve=destroy(TARGETS)))

card(14087893, "Book of Moon",
     "Quick-Play Spell. Target 1 face-up monster on the field; turn it face-down in Defense "
     "Position.",
     Activate(target=face_up & monster, resolve=set_face_down(TARGETS)),
     version=2)  # 2: never targets a Link Monster (seed 002 n.Card Types 03.6g)

# ------------------------------------------------------------------ Equip Spells
card(40619825, "Axe of Despair",
     "Equip Spell. The equipped monster gains 1000 ATK. When this card is sent from the field "
     "to the GY: you can Tribute 1 monster; put this card on top of your Deck.",
     *Equip(gain_atk(1000)),
     Trigger(on=sent_to_gy(from_field=True), when=True, range=IN_GY,
             cost=tribute(you_control(monster)), resolve=return_to_deck(this_card, where="top")))

card(70828912, "Premature Burial",
     "Equip Spell. Pay 800 LP, then target 1 monster in your GY: Special Summon it in Attack "
     "Position and equip it with this card. If this card is destroyed, destroy that monster.",
     Activate(cost=pay_lp(800), target=from_gy(monster),
              resolve=and_if_you_do(special_summon(TARGETS, ATTACK_POSITION),
                                    (equip_this_card(those_cards),
                                     when_this_card_leaves_destroy(those_cards, destroyed_only=True)))))

card(45986603, "Snatch Steal",
     "Equip Spell. Equip only to a monster your opponent controls: you control it while it is "
     "equipped. In each of your opponent's Standby Phases, they gain 1000 LP.",
     *Equip(to=face_up & monster & opponents, control=True),
     Trigger(on=at_phase("standby", opponents=True), mandatory=True, range=IN_SPELL_ZONE,
             condition=equipping, resolve=gain_lp(opponent, 1000)))

# ------------------------------------------------------------------ Field and Continuous Spells
card(18161786, "Mystic Plasma Zone",
     "Field Spell. Every DARK monster on the field gains 500 ATK and loses 400 DEF.",
     Activate(),
     Continuous(gain_atk(500, monster & attribute("DARK")), lose_def(400, monster & attribute("DARK"))))

card(44656491, "Messenger of Peace",
     "Continuous Spell. Monsters with 1500 or more ATK cannot declare an attack. In your "
     "Standby Phase, pay 100 LP or destroy this card.",
     Activate(),
     Continuous(cannot_declare_attack(monster & atk_at_least(1500))),
     maintenance=pay_lp_or_destroy(100))
