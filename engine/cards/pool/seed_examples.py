"""Cards beyond Pools 1 and 2 that the rules documents cite as their examples.

Urgent Tuning: seed 001 "Immediately after this effect resolves ... Summon" names it among
the rulings for a Summon performed while an effect resolves.
"""

from __future__ import annotations

from engine.cards.library import Activate, card, in_battle_phase, synchro_summon_now

card(94634433, "Urgent Tuning",
     "Normal Trap. Activate only during the Battle Phase. Immediately after this effect "
     "resolves, Synchro Summon 1 Synchro Monster using monsters you control as material.",
     Activate(condition=in_battle_phase, resolve=synchro_summon_now()), version=2)
