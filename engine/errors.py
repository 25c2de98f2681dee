"""Exceptions that carry the duel's outcome or a clear problem, never a traceback to the user."""


class DuelOver(Exception):
    """Raised inside procedures the moment a win condition holds (seed 003 "Winning a Duel")."""

    def __init__(self, winner: int | str, reason: str) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


class EngineError(Exception):
    """A problem with input to the engine (a start position, a replay), stated plainly."""
