"""Which card database the app uses: the bundled facts, plus the player's ``cards.cdb`` if chosen.

Qt-free, so start-up and the settings dialog share it and tests need no display.
``apply_card_database(settings)`` runs at start (the ``card_database`` setting);
``switch_card_database(settings, path)`` is the settings dialog's choice. A bad,
locked or foreign file is a message; what was in use before stays in use.
"""

from __future__ import annotations

from typing import Any

from engine.cards.database import CardDatabaseError
from engine.cards.user_database import load_user_cdb, use_user_cards


def _forget_cached_faces() -> None:
    from ygo_desktop.card_face import forget_facts

    forget_facts()


def apply_card_database(settings: Any) -> str | None:
    """Use the database the settings name (at start-up); the problem, if it cannot be used.

    On a problem the bundled facts are used and the setting is kept, so a file
    on a drive that is not mounted today works again tomorrow.
    """
    path = getattr(settings, "card_database", "")
    if not path:
        return None
    try:
        user = load_user_cdb(path)
    except CardDatabaseError as exc:
        return f"{exc}; using the bundled card facts"
    use_user_cards(user)
    _forget_cached_faces()
    return None


def switch_card_database(settings: Any, path: str) -> str:
    """Use ``path`` ("" = the bundled facts only) and remember it; returns a summary line.

    Raises :class:`CardDatabaseError` and changes nothing when the file cannot be used.
    """
    if not path:
        db = use_user_cards(None)
        settings.card_database = ""
        _forget_cached_faces()
        return f"The bundled card facts ({len(db)} cards)."
    user = load_user_cdb(path)  # raises before anything changes
    bundled = len(use_user_cards(None))
    db = use_user_cards(user)
    settings.card_database = str(path)
    _forget_cached_faces()
    return user.summary(len(db) - bundled)
