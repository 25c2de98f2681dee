"""Pool 3 (POOL.md): the Effect Monsters of the Yugi (SDY), Kaiba (SDK) and Space-Time
Showdown (YS14) starter decks. Texts are our own words, after the cards' current official
texts; the scenarios in ``tests/scenarios/pool3/classic/`` name each card's key ruling.
"""

from __future__ import annotations

from engine.cards.library import (
    ATTACK_POSITION,
    DEFENSE_POSITION,
    FLIP,
    IN_GY,
    NORMAL,
    ON_FIELD,
    PENDULUM,
    TARGETS,
    Continuous,
    Flip,
    Ignition,
    Trigger,
    a_monster_is_summoned,
    add_to_hand,
    after_damage_calculation,
    also,
    any_card,
    at_phase,
    atk_at_most,
    attacker,
    card,
    destroy,
    destroyed_by_battle,
    destroyed_by_opponents_attack,
    direct_attack,
    every,
    exists,
    face_down,
    from_deck,
    from_gy,
    from_hand,
    gain_atk,
    gain_def,
    gain_lp,
    hard_once_per_turn,
    level_at_most,
    look_at,
    monster,
    none_exist,
    normal_monster,
    opponents,
    race,
    return_to_hand,
    reveal,
    sent_to_gy,
    special_summon,
    spell_trap,
    summoned,
    this_card,
    trap,
    tribute,
    you,
    you_control,
    yours,
)

# ------------------------------------------------------------------ SDY: Yugi
card(13945283, "Wall of Illusion",
     "Effect Monster. After damage calculation, if this card was attacked, return the attacking "
     "monster to its owner's hand (unless that battle destroyed it).",
     Trigger(on=after_damage_calculation(), mandatory=True,
             condition=none_exist(attacker.only(destroyed_by_battle)),
             resolve=return_to_hand(attacker)))

card(87557188, "The Stern Mystic",
     "Flip Effect Monster. FLIP: look at every face-down card on the field; they stay as they "
     "are.",
     Flip(resolve=look_at(every(face_down))))

card(46461247, "Trap Master",
     "Flip Effect Monster. FLIP: target 1 Trap on the field; destroy it. A Set target is "
     "revealed, and destroyed only if it is a Trap.",
     Flip(target=spell_trap & (face_down | trap) & ~this_card,
          resolve=also(reveal(TARGETS.only(face_down)), destroy(TARGETS.only(trap)))))

# ------------------------------------------------------------------ SDK: Kaiba
card(6285791, "The Wicked Worm Beast",
     "Effect Monster. During your End Phase, return this face-up card to its owner's hand.",
     Trigger(on=at_phase("end", yours=True), mandatory=True, range=ON_FIELD,
             resolve=return_to_hand(this_card)))

card(54098121, "Mysterious Puppeteer",
     "Effect Monster. Each time another monster is Normal Summoned or Flip Summoned (by either "
     "player), you gain 500 LP.",
     Trigger(on=a_monster_is_summoned(NORMAL, FLIP, where=~this_card), mandatory=True,
             range=ON_FIELD, resolve=gain_lp(you, 500)))

card(7089711, "Hane-Hane",
     "Flip Effect Monster. FLIP: target 1 monster on the field; return it to its owner's hand.",
     Flip(target=monster, resolve=return_to_hand(TARGETS)))

# ------------------------------------------------------------------ YS14: Space-Time Showdown
card(56804361, "Aether, the Empowering Dragon",
     "Effect Monster. When this card is Pendulum Summoned: you can target 1 card on the field; "
     "return it to the hand. Once per turn for this card name.",
     Trigger(on=summoned(PENDULUM), target=any_card,
             resolve=return_to_hand(TARGETS), limit=hard_once_per_turn))

card(29687169, "Arnis, the Empowered Warrior",
     "Effect Monster. If this card is destroyed by battle with an attacking monster of your "
     "opponent's: you can Special Summon 1 Spellcaster with 1500 or less ATK from your Deck in "
     "Attack Position.",
     Trigger(on=destroyed_by_opponents_attack(), range=IN_GY,
             resolve=special_summon(from_deck(monster & race("Spellcaster") & atk_at_most(1500)),
                                    ATTACK_POSITION)))

card(93298460, "Ventdra, the Empowered Warrior",
     "Effect Monster. This card can attack directly. If it is sent from the field to the GY: you "
     "can target 1 Dragon, Warrior or Spellcaster Normal Monster in your GY; add it to your hand.",
     Continuous(direct_attack()),
     Trigger(on=sent_to_gy(from_field=True), range=IN_GY,
             target=from_gy(normal_monster & race("Dragon", "Warrior", "Spellcaster")),
             resolve=add_to_hand(TARGETS)))

card(56681873, "Terratiger, the Empowered Warrior",
     "Effect Monster. When this card is Normal Summoned: you can Special Summon 1 Level 4 or "
     "lower Normal Monster from your hand in Defense Position.",
     Trigger(on=summoned(NORMAL),
             resolve=special_summon(from_hand(normal_monster & level_at_most(4)), DEFENSE_POSITION)))

card(82176812, "Hydrotortoise, the Empowered Warrior",
     "Flip Effect Monster. FLIP: target 1 Spell/Trap your opponent controls; destroy it.",
     Flip(target=spell_trap & opponents, resolve=destroy(TARGETS)))

card(28565527, "Golden Dragon Summoner",
     "Effect Monster. You can Tribute 1 monster, then target 1 monster on the field; return it "
     "to the hand. Once per turn for this card name.",
     Ignition(condition=exists(monster, 2), cost=tribute(you_control(monster)), target=monster,
              resolve=return_to_hand(TARGETS), limit=hard_once_per_turn))

card(81354330, "Red Sparrow Summoner",
     "Effect Monster. If this card is destroyed by battle with an attacking monster of your "
     "opponent's: you can Special Summon 1 Warrior with 1500 or less ATK from your Deck.",
     Trigger(on=destroyed_by_opponents_attack(), range=IN_GY,
             resolve=special_summon(from_deck(monster & race("Warrior") & atk_at_most(1500)))))

card(28348939, "White Tiger Summoner",
     "Effect Monster. When this card is Normal Summoned: you can Special Summon 1 Level 4 or "
     "lower Normal Monster from your hand. Monsters you control gain 100 ATK and DEF.",
     Trigger(on=summoned(NORMAL), resolve=special_summon(from_hand(normal_monster & level_at_most(4)))),
     Continuous(gain_atk(100, monster & yours), gain_def(100, monster & yours)))

card(54747648, "Green Turtle Summoner",
     "Flip Effect Monster. FLIP: target 1 monster your opponent controls; destroy it.",
     Flip(target=monster & opponents, resolve=destroy(TARGETS)))
