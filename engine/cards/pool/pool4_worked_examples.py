"""The three Pool 4 cards ``docs/cards.md`` walks through: a search, a hand trap, and a
Link Monster with two effects. Texts are our own words."""

from __future__ import annotations

from engine.cards.library import (
    FROM_DECK,
    IN_HAND,
    LINK,
    TARGETS,
    Activate,
    Continuous,
    Quick,
    Trigger,
    activated,
    add_to_hand,
    cannot_be_destroyed,
    card,
    co_linked,
    destroy,
    discard,
    draw,
    exactly,
    from_deck,
    from_hand,
    hard_once_per_turn,
    level_at_most,
    link_summon,
    monster,
    negate_effect,
    only_if,
    opponents,
    race,
    remembered,
    spell_trap,
    summoned,
    this_card,
    this_card_is,
    you_may,
    yours,
)

card(32807846, "Reinforcement of the Army",
     "Normal Spell. Add 1 Level 4 or lower Warrior monster from your Deck to your hand.",
     Activate(resolve=add_to_hand(from_deck(monster & race("Warrior") & level_at_most(4)))))

card(14558127, "Ash Blossom & Joyous Spring",
     "Quick Effect, from your hand: when a card or effect is activated that would add a card "
     "from the Deck to the hand, Special Summon from the Deck, or send a card from the Deck to "
     "the GY, you can discard this card to negate that effect. Once per turn for this card name.",
     Quick(range=IN_HAND, condition=activated(categories=FROM_DECK, negatable=True),
           cost=discard(this_card), resolve=negate_effect(), limit=hard_once_per_turn))

card(2857636, "Knightmare Phoenix",
     "Link Monster: 2 monsters with different names. When it is Link Summoned: you can discard "
     "1 card and target 1 Spell/Trap your opponent controls; destroy it, then, if this card was "
     "co-linked when the effect was activated, you can draw 1 card (once per turn for this card "
     "name). Co-linked monsters you control cannot be destroyed by battle.",
     Trigger(on=summoned(LINK), cost=discard(from_hand()), target=spell_trap & opponents,
             remember={"co_linked": this_card_is(co_linked)},
             resolve=(destroy(TARGETS), only_if(remembered("co_linked"), you_may(draw(1)))),
             limit=hard_once_per_turn),
     Continuous(cannot_be_destroyed(co_linked & monster & yours, by_battle=True)),
     summon=link_summon(monster, exactly(2), different_names=True))
