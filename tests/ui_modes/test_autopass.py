"""Master Duel chain settings: the pure decision which windows are answered with "pass"."""

from __future__ import annotations

import pytest

from engine.events import Event
from engine.prompts import Action, ChainLinkView, ChainPrompt, IdlePrompt
from ygo_desktop.modes.autopass import should_auto_pass

PASS = Action(do="pass", label="Pass")
TRAP = Action(do="activate", card=7, label="Activate Trap Hole")


def window(*options, chain=(), open_state=True):
    return ChainPrompt(player=1, options=list(options), open_state=open_state,
                       chain=[ChainLinkView(link=1, player=0, card=3, name="X")] if chain else [])


SUMMONED = [Event("summoned", player=0)]
PHASE = [Event("phase", player=0)]


@pytest.mark.parametrize("setting,events,expected", [
    ("on", PHASE, False), ("on", SUMMONED, False),
    ("auto", PHASE, True), ("auto", SUMMONED, False), ("auto", [], True),
    ("auto", [Event("activated")], False), ("auto", [Event("attack_declared")], False),
    ("off", PHASE, True), ("off", SUMMONED, True),
])
def test_settings(setting, events, expected):
    assert should_auto_pass(window(TRAP, PASS), setting, events) is expected


def test_auto_stops_while_a_chain_is_building():
    assert should_auto_pass(window(TRAP, PASS, chain=True), "auto", []) is False
    assert should_auto_pass(window(TRAP, PASS, chain=True), "off", []) is True


def test_only_response_windows_are_skipped():
    trigger = window(TRAP, PASS, open_state=False)  # "Activate an optional trigger effect?"
    assert should_auto_pass(trigger, "off", []) is False
    idle = IdlePrompt(player=0, options=[Action(do="end_turn")], open_state=True)
    assert should_auto_pass(idle, "off", []) is False
    assert should_auto_pass(None, "off", []) is False


def test_on_depends_only_on_public_facts():
    """Issue 15: with "On", whether a window stops depends on what both players see (a card
    in hand or face-down), never on whether a hidden card could respond."""
    for events in (SUMMONED, PHASE, []):
        assert should_auto_pass(window(PASS), "on", events, holds_cards=True) is False
        assert should_auto_pass(window(TRAP, PASS), "on", events, holds_cards=True) is False
    assert should_auto_pass(window(PASS), "on", SUMMONED, holds_cards=False) is True


def test_auto_and_off_skip_a_window_with_nothing_to_respond_with():
    assert should_auto_pass(window(PASS), "auto", SUMMONED, holds_cards=True) is True
    assert should_auto_pass(window(PASS), "off", SUMMONED, holds_cards=True) is True


def test_events_may_be_dicts_or_views():
    assert should_auto_pass(window(TRAP, PASS), "auto", [{"kind": "summoned"}]) is False


def test_unknown_setting_is_an_error():
    with pytest.raises(ValueError):
        should_auto_pass(window(TRAP, PASS), "sometimes", [])
