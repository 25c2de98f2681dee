"""Asking whether a card could be activated changes nothing (``Game.query``): a monster that
"must be Special Summoned by" a card (Cyber Laser Dragon by Photon Generator Unit) and was put
on the field without that Summon — by a manual move in a solo duel — stays not properly
Summoned after the open state has asked whether Photon Generator Unit could be activated, so
it still cannot be revived from the GY (seed 002 02.16c: a monster that was not properly
Summoned first cannot be Special Summoned from the GY).
"""

from __future__ import annotations

from engine.duel import Duel
from engine.procedures import idle
from engine.start import PlayerSetup, Position


def _duel_with_an_improper_laser_dragon() -> tuple[Duel, object]:
    duel = Duel.from_position(Position(
        turn=3, phase="main1",
        p0=PlayerSetup(hand=["Photon Generator Unit"], deck=["Cyber Laser Dragon", "Celtic Guardian"],
                       monsters=["Cyber Dragon", "Cyber Dragon", "Cyber Laser Dragon"]),
        p1=PlayerSetup(monsters=["Celtic Guardian"])))
    laser = next(c for c in duel.state.players[0].field_monsters() if c.name == "Cyber Laser Dragon")
    return duel, laser


def test_the_activation_check_leaves_a_monster_on_the_field_as_it_was() -> None:
    duel, laser = _duel_with_an_improper_laser_dragon()
    laser.properly_summoned = False  # as a manual move leaves it
    duel.game.changed()
    options = idle.idle_options(duel.game, 0)
    photon = next(c for c in duel.state.players[0].hand if c.name == "Photon Generator Unit")
    assert any(o.do == "activate" and o.card == photon.uid for o in options), \
        "Photon Generator Unit could be activated (its check was asked)"
    assert laser.properly_summoned is False


def test_the_summon_it_performs_is_the_proper_one() -> None:
    """The Laser Dragon Photon Generator Unit Summons from the Deck is properly Summoned; the
    one already on the field stays as it was."""
    duel, laser = _duel_with_an_improper_laser_dragon()
    laser.properly_summoned = False
    duel.game.changed()
    photon = next(c for c in duel.state.players[0].hand if c.name == "Photon Generator Unit")
    duel.answer({"kind": "action", "player": 0, "do": "activate", "card": photon.uid, "effect": 0})
    while not duel.over:
        prompt = duel.pending
        assert prompt is not None
        if prompt.kind == "cards":  # the 2 Cyber Dragons to Tribute, then the Laser Dragon
            names = [duel.card(u).name for u in prompt.candidates]
            want = "Cyber Dragon" if "Cyber Dragon" in names else "Cyber Laser Dragon"
            picks = [u for u, n in zip(prompt.candidates, names) if n == want][:prompt.min]
            duel.answer({"kind": "cards", "player": 0, "cards": picks})
        elif prompt.kind == "zone":
            duel.answer({"kind": "zone", "player": 0, "zone": prompt.zones[0]})
        elif prompt.kind == "position":
            duel.answer({"kind": "position", "player": 0, "position": "attack"})
        elif prompt.kind == "chain":
            duel.answer({"kind": "action", "player": prompt.player, "do": "pass"})
        else:
            break
    lasers = [c for c in duel.state.players[0].field_monsters() if c.name == "Cyber Laser Dragon"]
    assert len(lasers) == 2
    summoned = next(c for c in lasers if c is not laser)
    assert summoned.properly_summoned is True
    assert laser.properly_summoned is False
