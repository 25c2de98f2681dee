"""Shared fixtures: the card database and helpers to start duels from positions."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def db():
    from engine.cards.database import default_database

    return default_database()


@pytest.fixture(autouse=True)
def _collect_garbage_on_the_gui_thread(request):
    """In Qt tests, never let the engine's worker thread run the cyclic collector.

    A collection on the worker thread may free GUI-thread Qt objects from the
    wrong thread and crash (see ygo_desktop/gc_guard.py); the app avoids it
    with a GUI-thread timer, the tests by collecting between tests.
    """
    import gc

    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.collect()
        gc.enable()
