"""Words for what the engine names by keyword: actions, phases, zones, prompt kinds."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ygo_desktop.i18n import tr


def action_label(answer: Any, card_name: Callable[[int], str | None] = lambda uid: None) -> str:
    """What an action answer does, for a menu entry or a button."""
    do = answer.do
    if do == "attack":
        if answer.target == "direct":
            return tr("Attack directly")
        name = card_name(answer.target) if isinstance(answer.target, int) else None
        return tr("Attack %1").replace("%1", name or tr("a face-down monster"))
    if do == "activate" and answer.effect:
        label = getattr(answer, "label", "")  # the engine's words for this effect, if any
        return label or tr("Activate effect %1").replace("%1", str(answer.effect + 1))
    return {
        "summon": tr("Normal Summon"), "set": tr("Set"), "flip_summon": tr("Flip Summon"),
        "change_position": tr("Change battle position"), "activate": tr("Activate"),
        "special_summon": tr("Special Summon"), "pendulum_summon": tr("Pendulum Summon"),
        "battle": tr("Battle Phase"), "main2": tr("Main Phase 2"), "end_turn": tr("End Turn"),
        "pass": tr("Pass"),
    }.get(do, do)


def phase_names() -> list[tuple[str, str, str]]:
    """(engine phase, short label, full name) in turn order."""
    return [("draw", tr("DP"), tr("Draw Phase")), ("standby", tr("SP"), tr("Standby Phase")),
            ("main1", tr("M1"), tr("Main Phase 1")), ("battle", tr("BP"), tr("Battle Phase")),
            ("main2", tr("M2"), tr("Main Phase 2")), ("end", tr("EP"), tr("End Phase"))]


def zone_label(area: str, index: int = 0) -> str:
    """A zone's name as the mat and the zone prompts show it, numbered from its owner's left.

    The outer Spell & Trap Zones are Spell & Trap Zones that also serve as Pendulum
    Zones: "S/T 1 · Pendulum", never only "Pendulum".
    """
    if area == "monsters":
        return tr("Monster %1").replace("%1", str(index + 1))
    if area == "extra_monsters":
        return tr("Extra Monster (left)") if index in (0, 5) else tr("Extra Monster (right)")
    if area == "spells":
        name = tr("S/T %1").replace("%1", str(index + 1))
        return tr("%1 · Pendulum").replace("%1", name) if index in (0, 4) else name
    return pile_label(area)


def pile_label(area: str) -> str:
    """The name of a place that is not a numbered zone (a pile, the Field Zone, the hand)."""
    return {"field": tr("Field"), "gy": tr("GY"), "banished": tr("Banished"),
            "deck": tr("Deck"), "extra": tr("Extra Deck"), "hand": tr("Hand"),
            "materials": tr("Xyz Materials")}.get(area, area)


def position_label(position: str) -> str:
    return {"attack": tr("Attack Position"), "defense": tr("Defense Position"),
            "set": tr("Face-down Defense Position")}.get(position, position)


def player_title(player: int, viewer: int) -> str:
    return tr("You") if player == viewer else tr("Opponent")


def player_name(player: int) -> str:
    """How people are named in every string they see (the one place: names come here later)."""
    return tr("Player %1").replace("%1", str(int(player) + 1))


_DOCUMENT_REFERENCE = re.compile(r"\s*\([^()]*\bseed\s+\d{3}\b[^()]*\)")


def for_players(text: str) -> str:
    """An engine message as players read it: the rule's name stays, references to the rules
    documents ("(seed 003 p. 20)") go -- they are for scenario authors, not players."""
    return _DOCUMENT_REFERENCE.sub("", text)
