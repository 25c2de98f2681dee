"""The user's settings: one pydantic-validated JSON file in the platformdirs config folder.

    store = SettingsStore.open()          # never raises on a bad file
    store.settings.default_banlist = "TCG"
    store.save()                          # written atomically

The folder is ``platformdirs.user_config_dir("ygo-desktop")``, or the folder
named by the ``YGO_DESKTOP_CONFIG_DIR`` environment variable (tests);
``YGO_DESKTOP_CONFIG`` names the file itself. A file that cannot be used for any
reason (unreadable, not JSON, nested too deeply, a 5,000-digit number, wrong types,
text that could never be saved again) is *reported* (``store.problem``), moved
aside as ``settings.json.bad`` and replaced by the defaults; nothing else in the
folder is touched. Qt-free, so it is tested without a display.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.fileio import write_text_atomic

APP_NAME = "ygo-desktop"
ENV_DIR = "YGO_DESKTOP_CONFIG_DIR"
ENV_FILE = "YGO_DESKTOP_CONFIG"
FILE_NAME = "settings.json"
BAD_SUFFIX = ".bad"
SETTINGS_VERSION = 1
MAX_RECENT = 10

ChainSetting = Literal["on", "auto", "off"]


def _savable(value: Any) -> Any:
    """Refuse text that cannot be written back as UTF-8 (a lone surrogate such as ``"\\ud800"``
    read from the file): loaded, it would make every later save fail."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("holds a character that is not text (a lone surrogate)") from None
    elif isinstance(value, (list, tuple)):
        for item in value:
            _savable(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            _savable(key)
            _savable(item)
    return value


def _default_chain() -> list[ChainSetting]:
    return ["auto", "auto"]


class WindowLayout(BaseModel):
    """Where the main window was and how its docks were arranged (Qt's own blobs, base64)."""

    model_config = ConfigDict(extra="ignore")

    geometry: str = ""  # QMainWindow.saveGeometry(), base64
    state: str = ""  # QMainWindow.saveState(), base64
    splitters: dict[str, str] = Field(default_factory=dict)

    @field_validator("*")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return _savable(value)


class Settings(BaseModel):
    """Everything the app remembers between runs."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    version: int = SETTINGS_VERSION
    #: the card image folder (EDOPro layout: <folder>/pics/<passcode>.jpg|png)
    pictures_folder: str = ""
    card_database: str = ""  # a user's cards.cdb; empty = the bundled facts
    default_banlist: str = ""  # a name from banlists.json; empty = no banlist
    window: WindowLayout = Field(default_factory=WindowLayout)
    #: last decks chosen for a new duel, per seat: a path, a ydke:// URL or "starter:NAME"
    last_decks: list[str] = Field(default_factory=lambda: ["", ""], max_length=2)
    last_seed: int = Field(default=0, ge=0, lt=2**64)
    recent_decks: list[str] = Field(default_factory=list, max_length=MAX_RECENT)
    recent_scenarios: list[str] = Field(default_factory=list, max_length=MAX_RECENT)
    #: Master Duel's chain settings per player (DESIGN.md "Response windows")
    chain: list[ChainSetting] = Field(default_factory=_default_chain, min_length=2, max_length=2)
    starting_lp: int = Field(default=8000, ge=1, le=999_999)
    last_mode: Literal["hotseat", "solo", "puzzle"] = "solo"
    replay_dir: str = ""
    #: cards moving, attacks, damage and LP animated on the mat (View → Animations)
    animations: bool = True

    @field_validator("*")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return _savable(value)

    @field_validator("last_decks")
    @classmethod
    def _two_seats(cls, decks: list[str]) -> list[str]:
        return list(decks) + [""] * (2 - len(decks))

    def remember_deck(self, seat: int, source: str) -> None:
        decks = list(self.last_decks)
        decks[seat] = source
        self.last_decks = decks
        if source:
            self.recent_decks = ([source] + [d for d in self.recent_decks if d != source])[:MAX_RECENT]

    def remember_scenario(self, path: str) -> None:
        self.recent_scenarios = ([path] + [p for p in self.recent_scenarios if p != path])[:MAX_RECENT]


def config_dir() -> Path:
    """The settings folder: ``$YGO_DESKTOP_CONFIG_DIR`` or platformdirs' user config dir."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    file_override = os.environ.get(ENV_FILE)
    if file_override:
        return Path(file_override).parent
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """The settings file (``$YGO_DESKTOP_CONFIG`` names it directly)."""
    file_override = os.environ.get(ENV_FILE)
    if file_override and not os.environ.get(ENV_DIR):
        return Path(file_override)
    return config_dir() / FILE_NAME


class SettingsStore:
    """Loads once, keeps ``settings`` in memory, saves atomically on request."""

    def __init__(self, path: Path, settings: Settings, problem: str | None = None) -> None:
        self.path = path
        self.settings = settings
        #: why the file on disk was not used (already set aside), for the app to show once
        self.problem = problem

    @classmethod
    def open(cls, folder: str | os.PathLike[str] | None = None) -> SettingsStore:
        path = Path(folder) / FILE_NAME if folder is not None else settings_path()
        settings, problem = read_settings(path)
        return cls(path, settings, problem)

    def save(self) -> None:
        save_settings(self.settings, self.path)


def read_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings in ``path`` (defaults when missing) and the problem with the file, if any.

    A bad file is renamed to ``settings.json.bad`` (replacing an older one) so
    the user can look at it; the defaults are returned.
    """
    if not path.exists():
        return Settings(), None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise TypeError("the file does not hold a JSON object")
        return Settings.model_validate(raw), None
    except OSError as exc:  # a folder, no permission...: set aside too, or every save fails
        reason = f"it cannot be read: {exc.strerror or exc}"
    except RecursionError:
        reason = "values nested too deeply"
    except Exception as exc:  # noqa: BLE001 - any damage: set aside, never a failed start
        reason = _describe(exc)
    bad = path.with_name(path.name + BAD_SUFFIX)
    try:
        if bad.is_dir():
            raise IsADirectoryError(21, "a folder of that name is in the way")
        os.replace(path, bad)
        where = f"it was kept as {bad}"
    except OSError as exc:
        where = f"it could not be set aside ({exc.strerror or exc})"
    return Settings(), f"{path}: the settings file is damaged ({reason}); {where}; using defaults"


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults (a damaged file is set aside; see ``SettingsStore``
    to also learn what was wrong)."""
    return read_settings(path or settings_path())[0]


def _describe(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        key = ".".join(str(p) for p in err.get("loc", ()))
        return f"{key}: {err.get('msg')}"
    if isinstance(exc, json.JSONDecodeError):
        return f"invalid JSON at line {exc.lineno}: {exc.msg}"
    if isinstance(exc, UnicodeDecodeError):
        return f"not UTF-8 text (byte {exc.start})"
    text = str(exc)
    return text if len(text) <= 200 else text[:200] + "…"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_text_atomic(path or settings_path(), settings.model_dump_json(indent=2) + "\n")


__all__ = [
    "ENV_DIR",
    "ChainSetting",
    "Settings",
    "SettingsStore",
    "WindowLayout",
    "config_dir",
    "load_settings",
    "read_settings",
    "save_settings",
    "settings_path",
]
