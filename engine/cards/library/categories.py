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

GY_TO_HAND = "gy_to_hand"  # add a card from the GY to the hand
GY_TO_DECK = "gy_to_deck"  # return a card from the GY to the Deck or Extra Deck
SPECIAL_SUMMON_FROM_GY = "special_summon_from_gy"
BANISH_FROM_GY = "banish_from_gy"

#: What Ash Blossom & Joyous Spring and similar hand traps answer.
FROM_DECK = frozenset({SEARCH, DRAW, SPECIAL_SUMMON_FROM_DECK, DECK_TO_GY})
#: What Ghost Belle & Haunted Mansion answers: cards leaving the GY.
FROM_GY = frozenset({GY_TO_HAND, GY_TO_DECK, SPECIAL_SUMMON_FROM_GY, BANISH_FROM_GY})

#: (what an action does, where its cards are) -> the category qualified by that place
_BY_PLACE = {
    (TO_HAND, "deck"): SEARCH, (SPECIAL_SUMMON, "deck"): SPECIAL_SUMMON_FROM_DECK,
    (TO_GY, "deck"): DECK_TO_GY,
    (TO_HAND, "gy"): GY_TO_HAND, (TO_DECK, "gy"): GY_TO_DECK,
    (SPECIAL_SUMMON, "gy"): SPECIAL_SUMMON_FROM_GY, (BANISH, "gy"): BANISH_FROM_GY,
}


def by_place(categories: frozenset[str] | set[str], places: tuple[str, ...]) -> set[str]:
    """The place-qualified categories of an action doing ``categories`` to cards in ``places``
    ("Special Summon" + "GY" = "Special Summon from the GY")."""
    return {q for (c, place), q in _BY_PLACE.items() if c in categories and place in places}

__all__ = [
    "ATK_DEF",
    "ATTACH",
    "BANISH",
    "BANISH_FROM_GY",
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
    "FROM_GY",
    "GY_TO_DECK",
    "GY_TO_HAND",
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
    "SPECIAL_SUMMON_FROM_GY",
    "TOKEN",
    "TO_DECK",
    "TO_GY",
    "TO_HAND",
    "TRIBUTE",
    "by_place",
]
