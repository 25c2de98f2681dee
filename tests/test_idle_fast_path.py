"""The open state's list of Summons, Sets, position changes and summoning procedures is built
from the refusals' yes-or-no forms (``*_allowed``: no reason built) and from per-question
caches (engine/procedures/idle.py, extra_summons.py); ``idle.VERIFY`` also builds it from the
refusals themselves at every open state and fails on the first difference. The Fusion and
"1 material, many Rituals" activation conditions stop at the first legal set, and whether a
zone is left once the materials leave is answered without lifting them where it can: here
each of their answers is compared with the full one. Random duels of the bundled decks
(Synchro, Xyz, Link, Pendulum, Ritual and Fusion among them) and the bench decks run with
these checks on.
"""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from engine.ai.random_player import RandomPlayer, play
from engine.decks import read_ydk
from engine.duel import Duel
from engine.procedures import extra_summons, fusion_ritual, idle, ritual_rules

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture
def verify(monkeypatch: Any) -> dict[str, int]:
    """Check modes on; counts how often the Fusion, Ritual and zone checks were compared."""
    monkeypatch.setattr(idle, "VERIFY", True)
    asked = {"fusion": 0, "ritual": 0, "room": 0}
    has_set, has_group = fusion_ritual._has_material_set, ritual_rules._has_group

    def checked_set(g: Any, player: int, fusion: Any, pool: Any) -> bool:
        found = has_set(g, player, fusion, pool)
        assert found == bool(fusion_ritual.material_sets(g, player, fusion, pool)), fusion.name
        asked["fusion"] += 1
        return found

    def checked_group(g: Any, player: int, material: Any, rituals: list[Any]) -> bool:
        found = has_group(g, player, material, rituals)
        groups = [combo for size in range(1, len(rituals) + 1)
                  for combo in combinations(rituals, size)
                  if ritual_rules.group_refusal(g, player, material, combo) is None]
        assert found == bool(groups), material.name
        asked["ritual"] += 1
        return found

    room_after = extra_summons.room_after

    def checked_room(g: Any, player: int, card: Any, leaving: Any) -> bool:
        leaving = list(leaving)
        found = room_after(g, player, card, leaving)
        assert found == bool(extra_summons.zones_after(g, player, card, leaving)), card.name
        asked["room"] += 1
        return found

    monkeypatch.setattr(extra_summons, "room_after", checked_room)
    monkeypatch.setattr(fusion_ritual, "_has_material_set", checked_set)
    monkeypatch.setattr(ritual_rules, "_has_group", checked_group)
    return asked


def test_idle_options_equal_the_refusals_over_random_duels(verify: dict[str, int]) -> None:
    """Every open state of these duels lists exactly what the refusals allow."""
    decks = [read_ydk(p) for p in sorted((ROOT / "assets" / "decks").glob("*.ydk"))]
    duels = [Duel.new(decks[i % len(decks)], decks[(i * 7 + 3) % len(decks)], seed=i)
             for i in range(len(decks))]
    if BENCH.is_dir():
        a, b = (read_ydk(p) for p in sorted(BENCH.glob("*.ydk"))[:2])
        duels += [Duel.new(a, b, seed=300 + i) for i in range(2)]
    for i, duel in enumerate(duels):
        play(duel, RandomPlayer(i), 600)
    assert all(verify.values()), verify  # each was asked in these duels


def test_the_idle_prompt_copy_is_the_prompt_the_constructor_builds() -> None:
    """``idle.idle_prompt`` (a copy of one prompt, not validated again) equals the built one."""
    from engine.prompts import IdlePrompt, idle_action

    options = [idle_action("summon", 7, "summon X"), idle_action("end_turn", None, "end_turn")]
    built = IdlePrompt(player=1, options=options, hint="Your move", open_state=True)
    copied = idle.idle_prompt(1, options)
    assert copied == built
    assert copied.model_fields_set == built.model_fields_set
    assert copied.model_dump() == built.model_dump()
    copied._explain = lambda a: "no"
    assert idle._IDLE._explain is None  # a copy's own explanation is not the template's
    assert idle._IDLE.options == [] and idle._IDLE.player == 0
