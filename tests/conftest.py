"""Shared fixtures: the card database and helpers to start duels from positions."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def db():
    from engine.cards.database import default_database

    return default_database()
