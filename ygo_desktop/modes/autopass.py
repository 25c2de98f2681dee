"""Master Duel's chain settings: which response windows a player is stopped at.

On   -- stop at every window where I can respond;
Auto -- stop only when something was activated, Summoned or attacked;
Off  -- never stop (the player holds the "respond" button to stop at the next one).

A skipped window is answered with "pass" through the ordinary protocol, so the
replay holds the pass like any other answer (DESIGN.md "Response windows").
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


def should_auto_pass(prompt: Any, setting: str, last_events: Iterable[Any]) -> bool:
    """True when ``prompt`` is a response window this player's chain ``setting`` skips.

    ``last_events`` are the events (engine ``Event``, ``EventView`` or dicts with a
    ``kind``) since the last answer that was not a pass: what the window is about.
    """
    if not is_response_window(prompt):
        return False
    if all(o.do == "pass" for o in prompt.options):
        return True  # nothing to respond with: no setting stops here
    if setting == "off":
        return True
    if setting == "on":
        return False
    if setting != "auto":
        raise ValueError(f"unknown chain setting {setting!r} (one of {', '.join(SETTINGS)})")
    if getattr(prompt, "chain", None):
        return False  # a chain is building: something was activated
    return not any(_kind(ev) in NOTABLE_EVENTS for ev in last_events)
