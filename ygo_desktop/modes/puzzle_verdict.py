"""The puzzle's verdict in its window: "Solved!" or why it failed, under the goal.

The judge runs with the session on the engine's thread; the relay's signal
carries each new verdict to the GUI thread (a queued connection), where the
window's goal label and status bar show it. This is the whole puzzle entry
point into the duel window: ``show_verdicts(window, session)``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.scenario.judge import Verdict
from ygo_desktop.i18n import tr


class VerdictRelay(QObject):
    changed = Signal(object)  # a Verdict, delivered on the GUI thread


def verdict_text(verdict: Verdict) -> str:
    if verdict.state == "solved":
        return tr("Solved! The goal is met.")
    if verdict.state == "failed":
        return tr("Not solved: %1. Undo (Ctrl+Z) and try again.").replace("%1", verdict.reason)
    return tr("Goal not met yet.")


def show_verdicts(window: Any, session: Any) -> VerdictRelay:
    """Show ``session``'s verdicts in ``window`` (a duel window with a ``goal`` label)."""
    relay = VerdictRelay(window)
    title = session.title

    def show(verdict: Verdict) -> None:
        window.puzzle_verdict = verdict
        window.goal.setText(f"{title}\n{verdict_text(verdict)}")
        window.goal.setVisible(True)
        if verdict.state != "playing":
            window.statusBar().showMessage(verdict_text(verdict))

    relay.changed.connect(show)
    session.verdict_listeners.append(relay.changed.emit)
    show(session.verdict)
    window.verdict_relay = relay
    return relay
