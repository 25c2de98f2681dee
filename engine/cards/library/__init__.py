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
from engine.cards.library.categories import *
from engine.cards.library.categories import __all__ as _categories
from engine.cards.library.conditions import *
from engine.cards.library.conditions import __all__ as _conditions
from engine.cards.library.continuous import *
from engine.cards.library.continuous import __all__ as _continuous
from engine.cards.library.counters import *
from engine.cards.library.counters import __all__ as _counters
from engine.cards.library.declare import *
from engine.cards.library.declare import __all__ as _declare
from engine.cards.library.duel import *
from engine.cards.library.duel import __all__ as _duel
from engine.cards.library.filters import *
from engine.cards.library.filters import __all__ as _filters
from engine.cards.library.groups import *
from engine.cards.library.groups import __all__ as _groups
from engine.cards.library.kinds import *
from engine.cards.library.kinds import __all__ as _kinds
from engine.cards.library.life import *
from engine.cards.library.life import __all__ as _life
from engine.cards.library.limits import *
from engine.cards.library.limits import __all__ as _limits
from engine.cards.library.moves import *
from engine.cards.library.moves import __all__ as _moves
from engine.cards.library.negation import *
from engine.cards.library.negation import __all__ as _negation
from engine.cards.library.procedures import *
from engine.cards.library.procedures import __all__ as _procedures
from engine.cards.library.steps import *
from engine.cards.library.steps import __all__ as _steps
from engine.cards.library.triggers import *
from engine.cards.library.triggers import __all__ as _triggers

#: The names of every building block (``ygo-cards stats`` counts their use).
BLOCKS: tuple[str, ...] = tuple(dict.fromkeys((*_abilities, *_action, *_categories, *_conditions, *_continuous, *_counters, *_declare, *_duel, *_filters, *_groups, *_kinds, *_life, *_limits, *_moves, *_negation, *_procedures, *_steps, *_triggers)))
