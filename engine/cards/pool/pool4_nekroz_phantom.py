"""Pool 4, the Nekroz deck (``assets/decks/WindBot_AI_Nekroz.ydk``): Phantom of Chaos, the last
of its cards (issue 14). It copies a banished monster's effects and name until the End Phase:
the engine's "copies the effects of" rule (``engine.copied_effects``). Scenarios in
``tests/scenarios/pool4/nekroz/phantom_of_chaos_*.toml``.
"""

from __future__ import annotations

from engine.cards.library import (
    TARGETS,
    Continuous,
    Ignition,
    and_if_you_do,
    banish,
    card,
    copies_the_effects_of,
    effect_monster,
    from_gy,
    once_per_turn,
    opponent_takes_no_battle_damage_from_its_attacks,
)

card(30312361, "Phantom of Chaos",
     "Effect Monster. Once per turn: you can target 1 Effect Monster in your GY; banish it, and "
     "if you do, until the End Phase this card takes that monster's original name, and this "
     "effect is replaced by that monster's original effects. Your opponent takes no battle "
     "damage from attacks involving this card.",
     Ignition(target=from_gy(effect_monster),
              resolve=and_if_you_do(banish(TARGETS), copies_the_effects_of()),
              limit=once_per_turn),
     Continuous(opponent_takes_no_battle_damage_from_its_attacks()))
