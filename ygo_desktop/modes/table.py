"""``DuelTable``: the Duel's reading API, for what a duel window's runner hosts. Qt-free.

A table holds a Duel in ``self.duel`` (a play session, a replay) and reads it
for the window: who is asked (``pending``), whether it is over, the views and
the log as one player may read them. Subclasses add answering (``PlaySession``)
or stepping (``ReplaySession``).
"""

from __future__ import annotations

from typing import Any

from engine.view import events_for


class DuelTable:
    duel: Any

    @property
    def pending(self) -> Any:
        return self.duel.pending

    @property
    def over(self) -> bool:
        return bool(self.duel.over)

    @property
    def winner(self) -> Any:
        return self.duel.winner

    @property
    def state(self) -> Any:
        return self.duel.state

    @property
    def log(self) -> list[Any]:
        return self.duel.log  # type: ignore[no-any-return]

    @property
    def answers(self) -> list[Any]:
        return self.duel.answers  # type: ignore[no-any-return]

    def view(self, player: int) -> Any:
        return self.duel.view(player)

    def events(self, player: int, start: int = 0) -> list[Any]:
        """The log from ``start`` as ``player`` may read it."""
        return events_for(self.duel, player, start)

    @property
    def goes_back(self) -> bool:
        """Whether this table can go back (undo, a replay's back step): then it keeps checkpoints."""
        return True

    def idle(self, budget: int = 32) -> bool:
        """Background work while nobody asks anything: refill the checkpoints that make going
        back cheap (``engine.checkpoints``), at most ``budget`` answers replayed per call.
        True while work is left."""
        if not self.goes_back:
            return False
        duel = self.duel
        checkpoints = duel.checkpoints
        checkpoints.follow(duel)
        return checkpoints.refill(budget)
