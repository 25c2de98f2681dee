"""The card library: everything a card module uses, and the only thing it imports.

A card is a few declarative lines over these building blocks (``docs/cards.md``)::

    from engine.cards.library import Activate, add_to_hand, card, from_deck, level_at_most, monster, race

    card(32807846, "Reinforcement of the Army",
         "Add 1 Level 4 or lower Warrior monster from your Deck to your hand.",
         Activate(resolve=add_to_hand(from_deck(monster & race("Warrior") & level_at_most(4)))))

The blocks live in small modules by kind — ``kinds`` (effect kinds), ``filters``,
``groups``, ``action``/``moves``/``life``/``negation``/``duel``/``counters`` (actions),
``conditions``, ``triggers``, ``continuous`` (typed continuous codes), ``limits``,
``procedures`` (summoning procedures), ``abilities`` (Spirit, alternate wins, ...),
``steps`` (helpers for a card's own step) and ``categories`` — so that people adding blocks
in parallel rarely touch the same lines. A block two cards need belongs here, named after
the rule.
"""

from engine.cards.library.abilities import *
from engine.cards.library.abilities import __all__ as _abilities
from engine.cards.library.action import *
from engine.cards.library.action import __all__ as _action
from engine.cards.library.activation_triggers import *
from engine.cards.library.activation_triggers import __all__ as _activation_triggers
from engine.cards.library.attack_counts import *
from engine.cards.library.attack_counts import __all__ as _attack_counts
from engine.cards.library.attacks_in_a_row import *
from engine.cards.library.attacks_in_a_row import __all__ as _attacks_in_a_row
from engine.cards.library.battles_and_pendulum_zones import *
from engine.cards.library.battles_and_pendulum_zones import __all__ as _battles_and_pendulum_zones
from engine.cards.library.categories import *
from engine.cards.library.categories import __all__ as _categories
from engine.cards.library.conditions import *
from engine.cards.library.conditions import __all__ as _conditions
from engine.cards.library.continuous import *
from engine.cards.library.continuous import __all__ as _continuous
from engine.cards.library.control_limits_and_material_counts import *
from engine.cards.library.control_limits_and_material_counts import (
    __all__ as _control_limits_and_material_counts,
)
from engine.cards.library.copying_effects import *
from engine.cards.library.copying_effects import __all__ as _copying_effects
from engine.cards.library.counters import *
from engine.cards.library.counters import __all__ as _counters
from engine.cards.library.deck_costs_and_life_loss import *
from engine.cards.library.deck_costs_and_life_loss import __all__ as _deck_costs_and_life_loss
from engine.cards.library.declare import *
from engine.cards.library.declare import __all__ as _declare
from engine.cards.library.duel import *
from engine.cards.library.duel import __all__ as _duel
from engine.cards.library.equip_monsters import *
from engine.cards.library.equip_monsters import __all__ as _equip_monsters
from engine.cards.library.filters import *
from engine.cards.library.filters import __all__ as _filters
from engine.cards.library.groups import *
from engine.cards.library.groups import __all__ as _groups
from engine.cards.library.hand_summons_and_replacements import *
from engine.cards.library.hand_summons_and_replacements import (
    __all__ as _hand_summons_and_replacements,
)
from engine.cards.library.kinds import *
from engine.cards.library.kinds import __all__ as _kinds
from engine.cards.library.life import *
from engine.cards.library.life import __all__ as _life
from engine.cards.library.limits import *
from engine.cards.library.limits import __all__ as _limits
from engine.cards.library.link_materials import *
from engine.cards.library.link_materials import __all__ as _link_materials
from engine.cards.library.links_and_battles import *
from engine.cards.library.links_and_battles import __all__ as _links_and_battles
from engine.cards.library.looks_tokens_and_fusions import *
from engine.cards.library.looks_tokens_and_fusions import __all__ as _looks_tokens_and_fusions
from engine.cards.library.monster_rules import *
from engine.cards.library.monster_rules import __all__ as _monster_rules
from engine.cards.library.moves import *
from engine.cards.library.moves import __all__ as _moves
from engine.cards.library.named_summons import *
from engine.cards.library.named_summons import __all__ as _named_summons
from engine.cards.library.negation import *
from engine.cards.library.negation import __all__ as _negation
from engine.cards.library.pendulum_rules import *
from engine.cards.library.pendulum_rules import __all__ as _pendulum_rules
from engine.cards.library.procedures import *
from engine.cards.library.procedures import __all__ as _procedures
from engine.cards.library.rituals import *
from engine.cards.library.rituals import __all__ as _rituals
from engine.cards.library.stats_and_battle import *
from engine.cards.library.stats_and_battle import __all__ as _stats_and_battle
from engine.cards.library.steps import *
from engine.cards.library.steps import __all__ as _steps
from engine.cards.library.summon_chain_limits import *
from engine.cards.library.summon_chain_limits import __all__ as _summon_chain_limits
from engine.cards.library.summon_locks_and_tributes import *
from engine.cards.library.summon_locks_and_tributes import __all__ as _summon_locks_and_tributes
from engine.cards.library.summon_rules import *
from engine.cards.library.summon_rules import __all__ as _summon_rules
from engine.cards.library.triggers import *
from engine.cards.library.triggers import __all__ as _triggers
from engine.cards.library.xyz_and_levels import *
from engine.cards.library.xyz_and_levels import __all__ as _xyz_and_levels
from engine.cards.library.xyz_materials_by_rank import *
from engine.cards.library.xyz_materials_by_rank import __all__ as _xyz_materials_by_rank

#: The names of every building block (``ygo-cards stats`` counts their use).
BLOCKS: tuple[str, ...] = tuple(dict.fromkeys((*_abilities, *_action, *_activation_triggers, *_battles_and_pendulum_zones, *_attack_counts, *_attacks_in_a_row, *_categories, *_conditions, *_continuous, *_copying_effects, *_counters, *_deck_costs_and_life_loss, *_declare, *_duel, *_equip_monsters, *_control_limits_and_material_counts, *_filters, *_groups, *_hand_summons_and_replacements, *_kinds, *_life, *_link_materials, *_links_and_battles, *_looks_tokens_and_fusions, *_limits, *_monster_rules, *_moves, *_named_summons, *_negation, *_pendulum_rules, *_procedures, *_rituals, *_summon_chain_limits, *_stats_and_battle, *_steps, *_summon_rules, *_summon_locks_and_tributes, *_triggers, *_xyz_and_levels, *_xyz_materials_by_rank)))
