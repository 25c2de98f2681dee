"""Which cards are automated: name -> :class:`CardScript`.

Card modules in this package call :func:`register` at import time; the
registry imports them all the first time anyone asks, so start-up stays cheap
for tools that never look.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.effects import CardScript

_SCRIPTS: dict[str, CardScript] = {}
_loaded = False


def register(script: CardScript) -> CardScript:
    if script.name in _SCRIPTS:
        raise ValueError(f"card {script.name!r} is declared twice")
    _SCRIPTS[script.name] = script
    return script


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    from engine.cards import pool

    for info in sorted(pkgutil.iter_modules(pool.__path__), key=lambda m: m.name):
        if info.name not in ("registry", "dsl"):
            importlib.import_module(f"engine.cards.pool.{info.name}")


def script_for_name(name: str) -> CardScript | None:
    _load_all()
    return _SCRIPTS.get(name)


def automated_names() -> list[str]:
    _load_all()
    return sorted(_SCRIPTS)


def is_automated(code: int) -> bool:
    """True when the card has a declaration, or is a Normal Monster (its facts are all it needs)."""
    from engine.cards.database import default_database

    data = default_database().get(code)
    if data.is_normal_monster and not data.kinds & {"Pendulum", "Tuner"}:
        return True
    return script_for_name(data.name) is not None
