"""Which cards are automated: a registry of card behaviours keyed by passcode.

A :class:`CardRegistry` is handed to each :class:`engine.game.Game` (by
:class:`engine.duel.Duel`); the rules ask it for a card's behaviour and never reach a
global table or import a card module themselves. The bundled registry
(:func:`default_registry`) imports the card modules of ``engine.cards.pool`` the first
time anyone asks it something, so start-up stays cheap for tools that never look.

Card modules declare cards with ``engine.cards.library.card(passcode, name, ...)``; the
name is an alias checked against the card database when the registry is built (a wrong
passcode or a misspelt name is an error naming the card). A declaration keyed by name
only (``code=0``) is resolved to its passcode the same way.

Every declaration carries a ``version`` (bumped when that card's behaviour changes) and
the registry a ``library_version`` (bumped when a shared building block changes what
cards do): replays record both.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

from engine.cards.data import CardData
from engine.effects import CardScript

#: Bump when a shared building block of the card library changes what cards do.
LIBRARY_VERSION = 4

#: Declarations made by card modules as they are imported, in import order.
_DECLARED: list[CardScript] = []

#: The package whose modules are the bundled card modules.
CARD_PACKAGE = "engine.cards.pool"
#: Modules of that package that declare no card (the older name-keyed view of the registry).
NOT_CARD_MODULES = frozenset({"registry"})


class RegistryError(ValueError):
    """A declaration that does not match the card database (names the card)."""


def declare(script: CardScript) -> CardScript:
    """Record a declaration made by a card module (called by ``library.card``)."""
    _DECLARED.append(script)
    return script


class CardRegistry:
    """Card behaviours by passcode, with names as aliases."""

    def __init__(self, scripts: Iterable[CardScript] = (), *, db: object | None = None,
                 library_version: int = LIBRARY_VERSION) -> None:
        self.library_version = library_version
        self._db = db
        self._by_code: dict[int, CardScript] = {}
        self._by_name: dict[str, CardScript] = {}
        self._pending = list(scripts)
        self._loader: object | None = None

    # ------------------------------------------------------------ building
    def _database(self) -> object:
        if self._db is None:
            from engine.cards.database import default_database

            self._db = default_database()
        return self._db

    def add(self, script: CardScript) -> CardScript:
        """Register one declaration, checking its passcode and name against the database."""
        from engine.cards.database import UnknownCard

        db = self._database()
        try:
            data = db.get(script.code) if script.code else db.by_name(script.name)  # type: ignore[attr-defined]
        except (KeyError, UnknownCard):
            raise RegistryError(f"card {script.name!r} ({script.code or 'no passcode'}) is not in "
                                f"the card database") from None
        if script.code and data.name != script.name:
            raise RegistryError(f"passcode {script.code} is {data.name!r} in the card database, "
                                f"not {script.name!r}")
        script.code = data.code
        if data.code in self._by_code:
            raise RegistryError(f"card {script.name!r} is declared twice")
        self._by_code[data.code] = script
        self._by_name[data.name] = script
        return script

    def _load(self) -> None:
        pending, self._pending = self._pending, []
        for script in pending:
            self.add(script)

    # ------------------------------------------------------------ asking
    def script(self, data: CardData) -> CardScript | None:
        """The behaviour of a card (an alternate artwork behaves as its original)."""
        if self._pending:
            self._load()
        found = self._by_code.get(data.code)
        if found is None and data.alias:
            found = self._by_code.get(data.alias)
        return found

    def by_name(self, name: str) -> CardScript | None:
        if self._pending:
            self._load()
        return self._by_name.get(name)

    def codes(self) -> list[int]:
        if self._pending:
            self._load()
        return sorted(self._by_code)

    def scripts(self) -> list[CardScript]:
        return [self._by_code[c] for c in self.codes()]

    def card_versions(self, codes: Iterable[int] | None = None) -> dict[int, int]:
        """``{passcode: version}`` of the automated cards among ``codes`` (default: all)."""
        if self._pending:
            self._load()
        wanted = self._by_code if codes is None else codes
        return {c: self._by_code[c].version for c in sorted(set(wanted)) if c in self._by_code}

    def is_automated(self, data: CardData) -> bool:
        """A declaration exists, or the card is a Normal Monster (its facts are all it needs)."""
        if data.is_normal_monster and not data.kinds & {"Pendulum", "Tuner"}:
            return True
        return self.script(data) is not None


class _BundledRegistry(CardRegistry):
    """The registry of the card modules shipped in ``engine.cards.pool``, imported lazily."""

    def __init__(self) -> None:
        super().__init__()
        self._imported = False

    def _load(self) -> None:
        if not self._imported:
            self._imported = True
            _import_card_modules()
            self._pending = list(_DECLARED)
        super()._load()

    def script(self, data: CardData) -> CardScript | None:
        if not self._imported:
            self._load()
        return super().script(data)

    def by_name(self, name: str) -> CardScript | None:
        if not self._imported:
            self._load()
        return super().by_name(name)

    def codes(self) -> list[int]:
        if not self._imported:
            self._load()
        return super().codes()

    def card_versions(self, codes: Iterable[int] | None = None) -> dict[int, int]:
        if not self._imported:
            self._load()
        return super().card_versions(codes)


def card_modules() -> list[str]:
    """The names of the bundled card modules, sorted."""
    package = importlib.import_module(CARD_PACKAGE)
    return [f"{CARD_PACKAGE}.{m.name}" for m in sorted(pkgutil.iter_modules(package.__path__),
                                                       key=lambda m: m.name)
            if m.name not in NOT_CARD_MODULES]


def _import_card_modules() -> None:
    for name in card_modules():
        importlib.import_module(name)


_DEFAULT: CardRegistry | None = None


def default_registry() -> CardRegistry:
    """The bundled card behaviours (shared: a registry holds no game state)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = _BundledRegistry()
    return _DEFAULT


def is_automated(code: int) -> bool:
    """True when the bundled registry automates the card with this passcode."""
    from engine.cards.database import default_database

    return default_registry().is_automated(default_database().get(code))
