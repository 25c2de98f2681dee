"""``card(...)``: declare a card's behaviour, keyed by its passcode.

    card(32807846, "Reinforcement of the Army",
         "Add 1 Level 4 or lower Warrior monster from your Deck to your hand.",
         Activate(resolve=add_to_hand(from_deck(monster & race("Warrior") & level_at_most(4)))))

The name is checked against the card database when the registry loads (a wrong
passcode or name is an error naming the card). ``text`` is our own words for the card,
shown to players. Effects are listed in the order of the card's text: that order gives
``effect=N`` (SCENARIOS.md "Which effect"). Bump ``version`` whenever the card's behaviour
changes (replays record it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards.registry import declare
from engine.effects import CardScript, Effect


def card(code: int, name: str, text: str, *effects: Effect | list[Effect], version: int = 1,
         summon: Any = None, cannot_normal_summon: bool = False,
         cannot_special_summon: bool = False,
         maintenance: Callable[..., Any] | None = None, special_win: Callable[..., Any] | None = None,
         normal_summon: tuple[Any, ...] = (),
         extra: dict[str, Any] | None = None, register: bool = True) -> CardScript:
    """Declare a card. ``summon``: its own summoning procedure (Link, Synchro, a condition
    of its own; :mod:`engine.cards.library.procedures`); ``cannot_normal_summon`` /
    ``cannot_special_summon``: printed Summon restrictions; ``maintenance``: a cost paid in its
    controller's Standby Phase (``pay_lp_or_destroy(100)``); ``special_win``: an alternate
    win condition; ``register=False`` builds the declaration without adding it to the
    bundled registry (tests hand their own registry to the duel); ``normal_summon``: other
    numbers of Tributes it may be Normal Summoned with (``without_tributing()``,
    ``with_tributes(3)``)."""
    flat: list[Effect] = []
    for eff in effects:
        flat += eff if isinstance(eff, list) else [eff]
    more = dict(extra or {})
    if cannot_special_summon:
        more["cannot_special_summon"] = True  # Spirits (seed 002 02.12b)
    if maintenance is not None:
        more["maintenance"] = maintenance
    if special_win is not None:
        more["special_win"] = special_win
    if normal_summon:
        more["tribute_options"] = tuple(normal_summon)
    for eff in flat:
        action = eff.extra.get("action")
        hook = getattr(action, "on_start", None)
        if hook is not None:
            more.setdefault("on_start", hook)
    script = CardScript(name=name, text=text, effects=flat, code=code, version=version,
                        special_summon=summon, cannot_normal_summon=cannot_normal_summon,
                        extra=more)
    return declare(script) if register else script


__all__ = ["card"]
