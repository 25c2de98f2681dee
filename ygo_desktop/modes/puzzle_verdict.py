"""The puzzle's verdict in its window: "Solved!" or why it failed, under the goal.

The judge runs with the session on the window's worker thread; the runner
publishes each new verdict (``verdictChanged``, delivered on the GUI thread),
and the window's goal label and status bar show it. This is the whole puzzle
entry point into the duel window: ``show_verdicts(window)`` (``open_puzzle``
calls it).
"""

from __future__ import annotations

from typing import Any

from engine.scenario.judge import Verdict
from ygo_desktop.i18n import tr


def verdict_text(verdict: Verdict) -> str:
    if verdict.state == "solved":
        return tr("Solved! The goal is met.")
    if verdict.state == "failed":
        return tr("Not solved: %1. Undo (Ctrl+Z) and try again.").replace("%1", verdict.reason)
    return tr("Goal not met yet.")


def show_verdicts(window: Any) -> None:
    """Show the verdicts of ``window``'s puzzle under its goal."""

    def show(verdict: Verdict) -> None:
        window.puzzle_verdict = verdict
        window.table.set_goal(f"{window.title_text}\n{verdict_text(verdict)}")
        if verdict.state != "playing":
            window.statusBar().showMessage(verdict_text(verdict))

    window.puzzle_verdict = None
    # the status bar is there from the start: appearing with the first verdict it would shrink
    # the mat, which then draws every card again at the new size (tens of milliseconds)
    window.statusBar()
    window.runner.verdictChanged.connect(show)
