"""What a replay needs to know about the engine that recorded it: rule and card versions.

A replay is the start, the seed and the answers; it only replays when the rules
and the cards behave as they did. So a replay records the rules version, the card
library's version and the version of every automated card in the duel, and when a
replay diverges (a state hash differs, an answer is refused) the message names what
changed -- "Dark Magician behaves as version 2 here, the replay used version 1" --
instead of a bare "damaged replay".

Bump :data:`RULES_VERSION` whenever a rule procedure (``engine/procedures``,
``engine/game.py``) changes what happens in a duel; card versions are bumped per card
(``version=`` in its declaration, docs/cards.md); the library version when a shared
building block changes what cards do (``engine.cards.registry.LIBRARY_VERSION``).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

#: Bump when a rule procedure changes what happens in a duel (not for wording).
#: 2: a monster that cannot change its battle position cannot be Flip Summoned; Summon locks
#: hold for Pendulum Summons; "When ... activates" triggers; Rank-Up material transfer; the
#: Union limit only where a Union's text carries it; Toon destruction without a chain.
RULES_VERSION = 2

_Version = Annotated[int, Field(ge=0, le=10**9)]
_Passcode = Annotated[int, Field(ge=0, le=2**32)]


class EngineVersions(BaseModel):
    """The versions a duel was played with (format 2 replays carry one)."""

    model_config = ConfigDict(extra="ignore")

    rules: _Version = RULES_VERSION
    library: _Version = 0
    #: ``{passcode: version}`` of the automated cards in the duel
    cards: dict[_Passcode, _Version] = Field(default_factory=dict)
    #: the app's package version, for people reading the file (never compared)
    app: str = Field(default="", max_length=100)


def _app_version() -> str:
    try:
        from importlib.metadata import version

        return version("ygo-desktop")
    except Exception:  # noqa: BLE001 - not installed (a source checkout): no version to show
        return ""


def duel_versions(duel: Any) -> EngineVersions:
    """The versions ``duel`` plays with: rules, card library, and each automated card in it."""
    registry = duel.registry
    codes = set()
    for card in duel.game.state.cards.values():
        codes.add(card.data.code)
        if card.data.alias:
            codes.add(card.data.alias)
    return EngineVersions(rules=RULES_VERSION, library=registry.library_version,
                          cards=registry.card_versions(codes), app=_app_version())


def differences(recorded: EngineVersions | None, current: EngineVersions,
                db: Any = None) -> list[str]:
    """What differs between the versions a replay was recorded with and these, in words.

    Empty when nothing differs (then a divergence means a damaged file). A replay of
    format 1 recorded no versions: that is said once.
    """
    if recorded is None:
        return ["the replay was recorded by an older app that did not record rule or card versions"]
    out: list[str] = []
    if recorded.rules != current.rules:
        out.append(f"the rules are version {current.rules} here, the replay used version "
                   f"{recorded.rules}")
    if recorded.library != current.library:
        out.append(f"the card library is version {current.library} here, the replay used "
                   f"version {recorded.library}")
    for code in sorted(set(recorded.cards) | set(current.cards)):
        name = _name(code, db)
        was, now = recorded.cards.get(code), current.cards.get(code)
        if was == now:
            continue
        if was is None:
            out.append(f"{name} is automated here, it was played by hand in the replay")
        elif now is None:
            out.append(f"{name} is played by hand here, it was automated (version {was}) in "
                       "the replay")
        else:
            out.append(f"{name} behaves as version {now} here, the replay used version {was}")
    return out


def _name(code: int, db: Any) -> str:
    try:
        if db is None:
            from engine.cards.database import default_database

            db = default_database()
        return f"{db.get(code).name} ({code})"
    except Exception:  # noqa: BLE001 - a card this database does not know: its passcode
        return f"card {code}"
