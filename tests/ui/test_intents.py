"""What a drop means, derived only from the pending prompt's options (no Qt, no mouse)."""

from __future__ import annotations

from engine.duel import Duel
from engine.prompts import ActionAnswer
from engine.start import Position
from ygo_desktop.card_face import facts_for
from ygo_desktop.mat.intents import (
    DropTarget,
    attempted_answer,
    card_actions,
    drop_targets,
    intent_from_drop,
)


def duel(**start) -> Duel:
    return Duel.from_position(Position.model_validate(start), manual=(False, False))


def uid_of(view, name: str) -> int:
    for side in view.players:
        for card in [*side.hand, *side.monsters, *side.extra_monsters, *side.spells]:
            if card is not None and card.name == name:
                return card.uid
    raise LookupError(name)


def test_monster_from_hand_onto_a_free_main_monster_zone_summons_or_sets():
    d = duel(p0={"hand": ["Celtic Guardian"], "monsters": ["", "Dark Magician"]})
    view = d.view(0)
    uid = uid_of(view, "Celtic Guardian")
    targets = drop_targets(d.pending, view, uid, facts_for)
    assert set(targets) == {DropTarget(0, "monsters", i) for i in (0, 2, 3, 4)}
    intents = intent_from_drop(d.pending, view, uid, DropTarget(0, "monsters", 3), facts_for)
    assert [i.answer.do for i in intents] == ["summon", "set"]
    assert all(i.zone == 3 and i.zone_location == "monsters" for i in intents)
    assert intent_from_drop(d.pending, view, uid, DropTarget(0, "monsters", 1), facts_for) == []
    assert intent_from_drop(d.pending, view, uid, DropTarget(1, "monsters", 0), facts_for) == []


def test_level_7_without_enough_tributes_lights_nothing_and_the_engine_says_why():
    d = duel(p0={"hand": ["Dark Magician"], "monsters": ["Celtic Guardian"]})
    view = d.view(0)
    uid = uid_of(view, "Dark Magician")
    assert drop_targets(d.pending, view, uid, facts_for) == {}
    attempt = attempted_answer(view, uid, DropTarget(0, "monsters", 2), facts_for)
    assert attempt == ActionAnswer(do="summon", card=uid)
    assert "Tribute" in d.refusal(attempt)


def test_spells_traps_field_and_pendulum_scales_go_to_their_zones():
    d = duel(p0={"hand": ["Pot of Greed", "Trap Hole", "Mystic Plasma Zone", "Stargazer Magician"],
                 "deck": ["Kuriboh", "Kuriboh", "Kuriboh"]})
    view = d.view(0)
    pot = drop_targets(d.pending, view, uid_of(view, "Pot of Greed"), facts_for)
    assert {t.area for t in pot} == {"spells"} and len(pot) == 5
    assert sorted(i.do for i in pot[DropTarget(0, "spells", 2)]) == ["activate", "set"]
    trap = drop_targets(d.pending, view, uid_of(view, "Trap Hole"), facts_for)
    assert {i.do for t in trap for i in trap[t]} == {"set"}
    field = drop_targets(d.pending, view, uid_of(view, "Mystic Plasma Zone"), facts_for)
    assert DropTarget(0, "field", 0) in field
    pendulum = drop_targets(d.pending, view, uid_of(view, "Stargazer Magician"), facts_for)
    scale_zones = {t for t, its in pendulum.items() if any(i.do == "activate" for i in its)}
    assert scale_zones <= {DropTarget(0, "spells", 0), DropTarget(0, "spells", 4)}


def test_attacks_drop_onto_the_target_or_the_opponents_life_points():
    d = duel(turn=2, phase="battle", p0={"monsters": ["Dark Magician"]},
             p1={"monsters": ["", "", "Celtic Guardian"]})
    while d.pending.kind != "battle":
        d.answer(ActionAnswer(do="pass"))
    view = d.view(0)
    dm = uid_of(view, "Dark Magician")
    targets = drop_targets(d.pending, view, dm, facts_for)
    assert set(targets) == {DropTarget(1, "monsters", 2)}
    victim = uid_of(view, "Celtic Guardian")
    assert targets[DropTarget(1, "monsters", 2)][0].answer.target == victim
    assert attempted_answer(view, dm, DropTarget(1, "lp"), facts_for) == \
        ActionAnswer(do="attack", card=dm, target="direct")
    assert [i.answer.do for i in card_actions(d.pending, dm)] == ["attack"]
