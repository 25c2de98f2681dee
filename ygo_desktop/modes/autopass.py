"""Master Duel's chain settings: which response windows a player is stopped at.

Whether and when a player is asked is information too (DESIGN.md "Response windows"): in
hot-seat the engine asks every player at every response window (``ask_every_window``), with
"pass" as the only answer when nothing could respond, and the setting decides from what
both players can see:

On   -- stop at every window while I hold a card in my hand or face-down on the field
        (public facts: the stop reveals nothing), or whenever I can respond;
Auto -- stop only when I can respond, and something was activated, Summoned or attacked
        (the other player may notice that I could respond);
Off  -- never stop (the player holds the "respond" button to stop at the next one).

A skipped window is answered with "pass" through the ordinary protocol, so the
replay holds the pass like any other answer.
Only response windows are ever skipped: an optional trigger effect
("Activate X?") and every other prompt always stop.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from engine.prompts import ActionAnswer

ChainSetting = Literal["on", "auto", "off"]
SETTINGS: tuple[ChainSetting, ...] = ("on", "auto", "off")

#: events after which "Auto" stops: something was activated, Summoned or attacked
NOTABLE_EVENTS = frozenset({"activated", "summoned", "attack_declared", "flipped"})

PASS = ActionAnswer(do="pass")


def _kind(event: Any) -> str | None:
    if isinstance(event, dict):
        return event.get("kind")
    return getattr(event, "kind", None)


def is_response_window(prompt: Any) -> bool:
    """A chain prompt at an open game state that can be declined with "pass"."""
    if prompt is None or getattr(prompt, "kind", None) != "chain":
        return False
    if not getattr(prompt, "open_state", False):
        return False  # an optional trigger ("Activate X?") is the player's own decision
    return any(o.do == "pass" for o in prompt.options)


def should_auto_pass(prompt: Any, setting: str, last_events: Iterable[Any],
                     holds_cards: bool = False) -> bool:
    """True when ``prompt`` is a response window this player's chain ``setting`` skips.

    ``last_events`` are the events (engine ``Event``, ``EventView`` or dicts with a
    ``kind``) since the last answer that was not a pass: what the window is about.
    ``holds_cards``: the asked player holds a card in hand or face-down on the field — a
    public fact, so "On" stopping for it tells the other player nothing.
    """
    if not is_response_window(prompt):
        return False
    can_respond = any(o.do != "pass" for o in prompt.options)
    if setting == "off":
        return True
    if setting == "on":
        return not (can_respond or holds_cards)
    if not can_respond:
        return True
    if setting != "auto":
        raise ValueError(f"unknown chain setting {setting!r} (one of {', '.join(SETTINGS)})")
    if getattr(prompt, "chain", None):
        return False  # a chain is building: something was activated
    return not any(_kind(ev) in NOTABLE_EVENTS for ev in last_events)
