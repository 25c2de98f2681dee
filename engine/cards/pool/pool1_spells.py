"""Pool 1 Spells (POOL.md): classic Spell Cards the rules documents use as examples."""

from __future__ import annotations

from engine.cards.pool.dsl import card
from engine.cards.pool.mechanics import equip_effects

card("Axe of Despair",
     "Equip Spell. The equipped monster gains 1000 ATK.",
     *equip_effects(atk=1000, text="Equip to a face-up monster: it gains 1000 ATK."))
