"""Pool 4, the Old School deck (``assets/decks/WindBot_AI_OldSchool.ydk``): the cards Pools 1-3
do not cover (issue 14).

Texts are our own words for today's official card text (errata included); each card has
scenarios in ``tests/scenarios/pool4/old_school/`` naming the ruling they check.
"""

from __future__ import annotations

from engine.cards.library import (
    TARGETS,
    Activate,
    Continuous,
    Ignition,
    attack_position,
    attacker,
    banish,
    cannot_activate,
    card,
    destroy,
    direct_attack,
    face_up,
    in_phase,
    monster,
    on_field,
    opponent_attacks,
    opponents_spell_trap_cards,
    pay_lp,
    piercing,
    this_card,
    this_card_is_attacking,
    until_end_of_turn,
    with_highest_atk,
)

card(83104731, "Ancient Gear Golem",
     "Effect Monster. Cannot be Special Summoned. When this card attacks a Defense Position "
     "monster, it inflicts piercing battle damage. While this card is attacking, your opponent "
     "cannot activate Spell/Trap Cards until the end of the Damage Step.",
     Continuous(piercing()),
     Continuous(cannot_activate(opponents_spell_trap_cards,
                                "no Spell/Trap Card can be activated while Ancient Gear Golem "
                                "attacks (its effect)"),
                condition=this_card_is_attacking),
     cannot_special_summon=True)

card(30190809, "Gear Golem the Moving Fortress",
     "Effect Monster. In your Main Phase 1: you can pay 800 LP; this card can attack your "
     "opponent directly this turn.",
     Ignition(condition=in_phase("main1"), cost=pay_lp(800),
              resolve=until_end_of_turn(direct_attack(), to=this_card)))

card(26412047, "Hammer Shot",
     "Normal Spell. Destroy the face-up Attack Position monster on the field with the highest "
     "ATK (you choose 1 if several are tied).",
     Activate(resolve=destroy(with_highest_atk(on_field(face_up & attack_position & monster)))))

card(70342110, "Dimensional Prison",
     "Normal Trap. When an opponent's monster declares an attack: target that attacking "
     "monster; banish it.",
     Activate(condition=opponent_attacks, target=attacker, resolve=banish(TARGETS)))
