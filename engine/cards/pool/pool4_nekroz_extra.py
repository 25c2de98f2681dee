"""Pool 4, the Nekroz deck's Extra Deck (``assets/decks/WindBot_AI_Nekroz.ydk``): the cards
Pools 1-3 and the staples do not cover (issue 14).

Texts are our own words for today's official card text; each card has scenarios in
``tests/scenarios/pool4/nekroz/``.
"""

from __future__ import annotations

from engine.cards.library import (
    DECK,
    DESTROY,
    GY,
    HAND,
    IN_BANISHMENT,
    IN_GY,
    ON_FIELD,
    SYNCHRO,
    TARGETS,
    Cond,
    Continuous,
    Ignition,
    Quick,
    Trigger,
    a_monster_is_summoned,
    activated,
    add_to_hand,
    also,
    and_if_you_do,
    any_card,
    archetype,
    at_end_phase_if_noted,
    at_phase,
    at_random,
    attack_declared,
    attack_position,
    banish,
    banish_until_your_next_standby_phase,
    banished_instead_of_gy,
    card,
    destroy,
    detach,
    discard,
    draw,
    every,
    excavate,
    exists,
    face_up,
    from_banished,
    from_deck,
    from_gy,
    from_hand,
    from_places,
    hard_once_per_turn,
    in_battle_phase,
    in_main_phase,
    kind,
    monster,
    named,
    negate_activation,
    negate_attack,
    no_activations_when_this_card_is_summoned,
    note_this_turn,
    on_the_field,
    once_per_chain,
    once_per_turn,
    opponent,
    opponent_controls,
    opponents_turn,
    return_to_deck,
    ritual_monster,
    send_to_gy,
    sent_to_gy,
    special_summon,
    special_summoned,
    spell,
    summoned,
    synchro_monster,
    synchro_summon,
    takes_no_damage,
    this_card,
    this_card_attacks_up_to_the_number_excavated,
    this_card_is_attacking,
    together,
    tribute,
    tuner,
    unaffected_by,
    until_end_of_turn,
    up_to,
    was_summoned,
    where,
    xyz_summon,
    your_turn,
)

RITUAL_SPELL = spell & kind("Ritual")
FROM_HAND_OR_DECK = where(lambda ctx, c: c.location in (HAND, DECK), "in a hand or Deck")
#: "Must be Synchro Summoned": its own Synchro procedure only (the engine asks procedures as
#: "procedure"), no Special Summon by an effect.
MUST_BE_SYNCHRO_SUMMONED = {"summon_only_by": ("synchro", "procedure")}
OPPONENTS_HAND = from_places((HAND,), side="opponent")
BANISHED_BY_ITSELF = "banished_by_its_own_effect"

card(79606837, "Herald of the Arc Light",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. While this card is in the Monster Zone, "
     "any monster sent from either player's hand or Deck to the GY is banished instead. When a "
     "monster effect is activated, or a Spell/Trap Card is activated (Quick Effect): you can "
     "Tribute this card; negate the activation, and if you do, destroy that card. If this card "
     "is sent to the GY: you can add 1 Ritual Monster or 1 Ritual Spell from your Deck to your "
     "hand.",
     Continuous(banished_instead_of_gy(monster & FROM_HAND_OR_DECK)),
     Quick(condition=activated(monster_effect=True, negatable=True)
           | activated(spell=True, trap=True, negatable=True),
           damage_step=True, damage_calculation=True,
           cost=tribute(this_card), resolve=negate_activation(destroy=True)),
     Trigger(on=sent_to_gy(), resolve=add_to_hand(from_deck(ritual_monster | RITUAL_SPELL))),
     summon=synchro_summon())

card(42566602, "Coral Dragon",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. Once per turn: you can discard 1 card, "
     "then target 1 card on the field; destroy it. If this Synchro Summoned card is sent to the "
     "GY: you can draw 1 card. You can only use this effect of \"Coral Dragon\" once per turn.",
     Ignition(cost=discard(from_hand()), target=on_the_field, resolve=destroy(TARGETS),
              limit=once_per_turn),
     Trigger(on=sent_to_gy(from_field=True) & was_summoned(SYNCHRO), resolve=draw(1),
             limit=hard_once_per_turn),
     summon=synchro_summon())

card(90953320, "T.G. Hyper Librarian",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. If a monster is Synchro Summoned while "
     "this card is already face-up on the field: draw 1 card.",
     Trigger(on=a_monster_is_summoned(SYNCHRO, where=~this_card), range=ON_FIELD, mandatory=True,
             resolve=draw(1)),
     summon=synchro_summon())

card(46772449, "Evilswarm Exciton Knight",
     "Xyz Monster: 2 Level 4 monsters. Once per Chain, during your Main Phase or your opponent's "
     "Battle Phase, if your opponent has more cards in their hand and on their field than you "
     "do (Quick Effect): you can detach 1 material from this card; destroy all other cards on "
     "the field, also your opponent takes no damage for the rest of this turn.",
     Quick(condition=((your_turn & in_main_phase) | (opponents_turn & in_battle_phase))
           & Cond(lambda ctx: (len(ctx.g.state.players[ctx.opponent].hand)
                               + len(ctx.g.state.players[ctx.opponent].field_cards()))
                  > (len(ctx.g.state.players[ctx.player].hand)
                     + len(ctx.g.state.players[ctx.player].field_cards())),
                  "if your opponent has more cards in their hand and field than you"),
           cost=detach(1),
           resolve=also(destroy(every(on_the_field & ~this_card)),
                        until_end_of_turn(takes_no_damage(opponent))),
           limit=once_per_chain),
     summon=xyz_summon(level=4, count=2))

card(41517789, "Star Eater",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. Must be Synchro Summoned. Neither player "
     "can activate cards or effects when this card is Synchro Summoned. From the moment this "
     "card declares an attack until the end of the Damage Step, it is unaffected by other cards' "
     "effects.",
     Continuous(no_activations_when_this_card_is_summoned("synchro")),
     Continuous(unaffected_by(), condition=this_card_is_attacking),
     summon=synchro_summon(), extra=MUST_BE_SYNCHRO_SUMMONED)

card(52687916, "Trishula, Dragon of the Ice Barrier",
     "Synchro Monster: 1 Tuner + 2+ non-Tuner monsters. When this card is Synchro Summoned: you "
     "can banish up to 1 card each from your opponent's hand (at random), field and GY.",
     Trigger(on=summoned(SYNCHRO), when=True,
             resolve=banish(together(at_random(OPPONENTS_HAND),
                                     opponent_controls(any_card, up_to(1)),
                                     from_places((GY,), any_card, up_to(1), side="opponent")))),
     summon=synchro_summon(min_non_tuners=2))

card(37192109, "PSY-Framelord Zeta",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. Once per turn (Quick Effect): you can "
     "target 1 Special Summoned monster in Attack Position your opponent controls; banish both it "
     "and this card until your next Standby Phase. You can target 1 \"PSY-Frame\" card in your GY, "
     "except \"PSY-Framelord Zeta\"; return this card from the GY to the Extra Deck, and if you "
     "do, add that card to your hand.",
     Quick(target=opponent_controls(face_up & attack_position & special_summoned & monster),
           resolve=and_if_you_do(banish_until_your_next_standby_phase(TARGETS),
                                 banish_until_your_next_standby_phase(this_card)),
           limit=once_per_turn),
     Ignition(range=IN_GY, target=from_gy(archetype("PSY-Frame") & ~named("PSY-Framelord Zeta")),
              resolve=and_if_you_do(return_to_deck(this_card), add_to_hand(TARGETS))),
     summon=synchro_summon())

card(74586817, "PSY-Framelord Omega",
     "Synchro Monster: 1 Tuner + 1+ non-Tuner monsters. Once per turn, during the Main Phase "
     "(Quick Effect): you can banish both this face-up card and 1 random card from your "
     "opponent's hand, face-up, until your next Standby Phase. Once per turn, during your "
     "opponent's Standby Phase: you can target 1 banished card; return it to the GY. You can "
     "target 1 other card in either GY; shuffle both it and this card from your GY into the "
     "Deck.",
     Quick(condition=in_main_phase & exists(OPPONENTS_HAND),
           resolve=and_if_you_do(banish_until_your_next_standby_phase(at_random(OPPONENTS_HAND)),
                                 banish_until_your_next_standby_phase(this_card)),
           limit=once_per_turn),
     Trigger(on=at_phase("standby", opponents=True), range=ON_FIELD,
             target=from_banished(any_card, either=True), resolve=send_to_gy(TARGETS),
             limit=once_per_turn),
     Ignition(range=IN_GY, target=from_gy(~this_card, either=True),
              resolve=also(return_to_deck(TARGETS), return_to_deck(this_card))),
     summon=synchro_summon())

card(24696097, "Shooting Star Dragon",
     "Synchro Monster: 1 Synchro Tuner + \"Stardust Dragon\". Once per turn: you can excavate the "
     "top 5 cards of your Deck, then shuffle them; this turn this card can attack up to the "
     "number of Tuners excavated. Once per turn, when a card or effect is activated that would "
     "destroy a card on the field (Quick Effect): you can negate the activation, and if you do, "
     "destroy it. Once per turn, when an opponent's monster declares an attack: you can banish "
     "this card, and if you do, negate the attack. Once per turn, during the End Phase, if this "
     "card was banished by its own effect: Special Summon it.",
     Ignition(resolve=excavate(5, this_card_attacks_up_to_the_number_excavated(tuner),
                               rest="shuffle"),
              limit=once_per_turn),
     Quick(condition=activated(categories={DESTROY}, negatable=True), damage_step=True,
           resolve=negate_activation(destroy=True), limit=once_per_turn),
     Trigger(on=attack_declared(by_opponent=True), range=ON_FIELD,
             resolve=and_if_you_do(banish(this_card), also(negate_attack(), note_this_turn(BANISHED_BY_ITSELF))),
             limit=once_per_turn),
     Trigger(on=at_end_phase_if_noted(BANISHED_BY_ITSELF), range=IN_BANISHMENT, mandatory=True,
             resolve=special_summon(this_card), limit=once_per_turn),
     summon=synchro_summon(tuner=synchro_monster, non_tuners=named("Stardust Dragon")))
