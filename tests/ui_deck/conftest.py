"""Fixtures for the deck editor and card database tests: a private settings folder, and the
bundled facts restored after a test chose the player's own cards.cdb."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("YGO_DESKTOP_CONFIG_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def bundled_facts_afterwards():
    yield
    from engine.cards.user_database import use_user_cards
    from ygo_desktop.card_face import forget_facts

    use_user_cards(None)
    forget_facts()
