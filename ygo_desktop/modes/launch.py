"""Opening a duel window for each way to play: the entry points other parts of the app use.

    window = open_setup(setup, store)        # what the New Duel dialog produced
    window = open_puzzle("puzzle.toml")      # a scenario file, played on from its position
    window = open_replay("duel.json")        # the replay viewer
    window.show(); window.start()

Each returns a :class:`~ygo_desktop.duel_window.DuelWindow` that is not started
yet. The duel itself (the Duel, a puzzle's position, a replay file) is built by
the returned window's runner on its own thread when ``start()`` is called; a
file that cannot be opened shows its error in the window ("The duel could not
start") and the window's ``settled`` signal says ``"error"``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ygo_desktop.duel_window import DuelWindow, TableSpec
from ygo_desktop.worker import FOLLOW_PROMPT, DuelRunner


def _window(make: Any, spec: TableSpec, settings: Any, db: Any, viewer: int = FOLLOW_PROMPT
            ) -> DuelWindow:
    runner = DuelRunner(make, viewer=viewer, hotseat=spec.mode == "hotseat")
    window = DuelWindow(runner, spec, db)
    if settings is not None:
        window.use_settings(settings)
    return window


def open_setup(setup: Any, settings: Any = None, db: Any = None) -> DuelWindow:
    """The window for a ``dialogs.new_duel.DuelSetup`` (hot-seat, solo, or a puzzle file)."""
    from engine.duel import Duel
    from ygo_desktop.modes.session import DEFAULT_CHAIN, PlaySession

    mode = setup.mode
    if mode == "puzzle":
        return open_puzzle(setup.scenario, settings, db)
    # hot-seat always starts with "On" for both players: one shared settings file must not
    # carry one friend's choice (or what it would reveal) into the next duel
    chain = list(DEFAULT_CHAIN[mode])
    start = setup.start

    def make() -> PlaySession:  # on the runner's thread
        session = PlaySession(Duel(start, db), mode=mode, chain=list(chain))
        session.advance()
        return session

    deck = list(start.decks[0].main) if mode == "solo" and start.decks else None
    spec = TableSpec(mode=mode, manual=tuple(start.manual), chain=chain,  # type: ignore[arg-type]
                     test_deck=deck or None)
    return _window(make, spec, settings, db)


def open_puzzle(path: str | Path, settings: Any = None, db: Any = None,
                viewer: int = FOLLOW_PROMPT) -> DuelWindow:
    """A scenario file as a puzzle: its position set up, played on from there; its title is
    the goal. ``viewer`` fixes the seat shown (0 or 1) instead of following the player asked."""
    from ygo_desktop.modes.puzzle import load_puzzle

    source = str(path)

    def make() -> Any:  # on the runner's thread
        session = load_puzzle(source, db)  # a PuzzleError names the file and the step
        session.advance()
        return session

    from ygo_desktop.modes.puzzle_verdict import show_verdicts

    window = _window(make, TableSpec(mode="puzzle", title=Path(source).stem), settings, db,
                     viewer)
    show_verdicts(window)  # "Solved!" under the goal when its checks pass
    return window


def open_replay(source: Any, settings: Any = None, db: Any = None) -> DuelWindow:
    """The replay viewer: ``source`` is a replay file's path or a loaded ``Replay``."""
    from engine.replay import load_replay
    from ygo_desktop.modes.replay_session import ReplaySession

    name = Path(source).name if isinstance(source, (str, Path)) else "replay"

    def make() -> ReplaySession:  # on the runner's thread
        replay = load_replay(source) if isinstance(source, (str, Path)) else source
        return ReplaySession(replay, db, source=name)

    return _window(make, TableSpec(mode="replay", title=name), settings, db, viewer=0)
