"""What an effect does, as card text names it: every action declares its categories.

An effect's categories are the union of its actions' (ocgcore's ``CATEGORY_*``), so
cards that answer "an effect that would destroy / inflict damage / add a card from the
Deck to the hand" (Stardust Dragon, Barrel Behind the Door, Ash Blossom) ask these,
never our text. Categories qualified by a place ("from the Deck") are separate names.
"""

from __future__ import annotations

SEARCH = "search"  # add a card from the Deck to the hand
TO_HAND = "to_hand"  # add or return a card to the hand, from anywhere
DRAW = "draw"
SPECIAL_SUMMON = "special_summon"
SPECIAL_SUMMON_FROM_DECK = "special_summon_from_deck"
NORMAL_SUMMON = "normal_summon"
TOKEN = "token"
DESTROY = "destroy"
BANISH = "banish"
TO_GY = "to_gy"  # send a card to the GY
DECK_TO_GY = "deck_to_gy"  # send a card from the Deck to the GY (mill included)
TO_DECK = "to_deck"  # return a card to the Deck or Extra Deck
DISCARD = "discard"
TRIBUTE = "tribute"
NEGATE_ACTIVATION = "negate_activation"
NEGATE_EFFECT = "negate_effect"
NEGATE_SUMMON = "negate_summon"
NEGATE_ATTACK = "negate_attack"
DAMAGE = "damage"
RECOVER = "recover"  # gain LP
POSITION = "position"  # change a battle position
CONTROL = "control"
EQUIP = "equip"
COUNTER = "counter"
ATK_DEF = "atk_def"  # change ATK or DEF
LEVEL = "level"
COIN = "coin"
DICE = "dice"
ATTACH = "attach"  # attach an Xyz Material

#: What Ash Blossom & Joyous Spring and similar hand traps answer.
FROM_DECK = frozenset({SEARCH, DRAW, SPECIAL_SUMMON_FROM_DECK, DECK_TO_GY})

__all__ = [
    "ATK_DEF",
    "ATTACH",
    "BANISH",
    "COIN",
    "CONTROL",
    "COUNTER",
    "DAMAGE",
    "DECK_TO_GY",
    "DESTROY",
    "DICE",
    "DISCARD",
    "DRAW",
    "EQUIP",
    "FROM_DECK",
    "LEVEL",
    "NEGATE_ACTIVATION",
    "NEGATE_ATTACK",
    "NEGATE_EFFECT",
    "NEGATE_SUMMON",
    "NORMAL_SUMMON",
    "POSITION",
    "RECOVER",
    "SEARCH",
    "SPECIAL_SUMMON",
    "SPECIAL_SUMMON_FROM_DECK",
    "TOKEN",
    "TO_DECK",
    "TO_GY",
    "TO_HAND",
    "TRIBUTE",
]
