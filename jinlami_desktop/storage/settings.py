"""The player's preferences, typed, on top of Qt's ``QSettings``.

Why a wrapper: ``QSettings`` in IniFormat hands back strings (``"true"``, ``"2"``)
and whatever a hand-edited file says.  Every key here has a type, a default and (for
choices) the allowed values; a missing, mistyped or unknown value reads as the
default, so a damaged settings file can never break the app.  Writing a bad value is
a programming error and raises ``ValueError``.

The file is ``<config>/settings.ini`` (see :mod:`.paths`), IniFormat on every
platform so a portable ``--data-dir`` folder carries it along.

Usage (UI)::

    settings = Settings(paths.settings_file)
    settings.language            # "" = follow the system locale, "zh_CN", "en"
    settings.animation_speed = "fast"
    settings.window_geometry = bytes(window.saveGeometry().data())
    settings.sync()              # also happens on destruction and from Qt's event loop

Keys: ``language``, ``animation_speed`` (``off``/``fast``/``normal``/``slow``; see
:data:`ANIMATION_FACTORS`), ``bot_speed`` (``slow``/``normal``/``fast``; see
:mod:`jinlami_desktop.model.pacing`), ``deck_style`` (``two_color``/``four_color``),
``large_indices``, ``card_back``, ``auto_layoff`` (False), ``hints`` (True),
``watch_duels`` (False), ``sound`` (False),
``player_name``, ``window_geometry`` / ``window_state`` (bytes), and for the
new-match dialog ``last_rules`` (a preset), ``last_opponent`` (a bot level),
``last_style`` (the opponent's playing style, ``""`` for none),
``last_mode`` (``fixed``/``target``/``game``/``team``), ``welcome_done`` (the first-run
welcome screen was answered; :attr:`Settings.first_run`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QSettings

from engine.bot_spec import STYLES
from engine.game_ids import GAME_IDS
from engine.jinlami.rules import PRESETS

from ..model.pacing import ANIMATION_SPEEDS, BOT_SPEEDS

__all__ = [
    "ANIMATION_FACTORS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "DECK_STYLES",
    "GAMES",
    "LANGUAGES",
    "MATCH_MODES",
    "Settings",
]

LANGUAGES: Final = ("", "zh_CN", "en")
#: Multiply an animation's normal duration by this (0: no animation).
ANIMATION_FACTORS: Final = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
DECK_STYLES: Final = ("two_color", "four_color")
CARD_BACKS: Final = ("blue", "red", "green", "black")
MATCH_MODES: Final = ("fixed", "target", "game", "team")
GAMES: Final = GAME_IDS  # the games of engine.games, 金拉米 first
_LEVEL_RE: Final = re.compile(r"[a-z][a-z0-9_]{0,31}")
_MAX_NAME: Final = 40

T = TypeVar("T")


class _Setting(Generic[T]):
    """A typed key: reads fall back to ``default``, writes are validated."""

    def __init__(self, key: str, default: T) -> None:
        self.key = key
        self.default = default
        self.name = key

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def parse(self, raw: object) -> T | None:
        """The value if ``raw`` is acceptable, else ``None``."""
        raise NotImplementedError

    def to_qt(self, value: T) -> object:
        return value

    @overload
    def __get__(self, obj: None, owner: type) -> _Setting[T]: ...
    @overload
    def __get__(self, obj: Settings, owner: type) -> T: ...
    def __get__(self, obj: Settings | None, owner: type) -> _Setting[T] | T:
        if obj is None:
            return self
        raw = obj.qsettings.value(self.key)
        if raw is None:
            return self.default
        value = self.parse(raw)
        return self.default if value is None else value

    def __set__(self, obj: Settings, value: T) -> None:
        checked = self.parse(value)
        if checked is None:
            raise ValueError(f"{value!r} is not a valid value for the setting {self.name}")
        obj.qsettings.setValue(self.key, self.to_qt(checked))


class _Choice(_Setting[str]):
    def __init__(self, key: str, choices: Sequence[str], default: str) -> None:
        super().__init__(key, default)
        self.choices = tuple(choices)

    def parse(self, raw: object) -> str | None:
        return raw if isinstance(raw, str) and raw in self.choices else None


class _Bool(_Setting[bool]):
    def parse(self, raw: object) -> bool | None:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str):
            return {"true": True, "false": False, "1": True, "0": False}.get(raw.strip().lower())
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        return None


class _Bytes(_Setting[bytes]):
    def parse(self, raw: object) -> bytes | None:
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        if isinstance(raw, (bytes, bytearray)):
            return bytes(raw)
        return None

    def to_qt(self, value: bytes) -> object:
        return QByteArray(value)


class _Level(_Setting[str]):
    """A bot level name (the bots define the list; any tidy identifier is kept)."""

    def parse(self, raw: object) -> str | None:
        return raw if isinstance(raw, str) and _LEVEL_RE.fullmatch(raw) else None


class _Text(_Setting[str]):
    def parse(self, raw: object) -> str | None:
        if not isinstance(raw, str) or len(raw) > _MAX_NAME:
            return None
        return raw if raw.isprintable() else None


class _Levels(_Setting[tuple[str, ...]]):
    """The 拉米纸牌 opponents' levels, seats 1 … n-1 (1 to 3 of them), comma-separated."""

    def parse(self, raw: object) -> tuple[str, ...] | None:
        if isinstance(raw, (list, tuple)):  # IniFormat reads "a,b" as a list
            parts = [str(x).strip() for x in raw]
        elif isinstance(raw, str):
            parts = [x.strip() for x in raw.split(",")]
        else:
            return None
        if not 1 <= len(parts) <= 3 or not all(_LEVEL_RE.fullmatch(x) for x in parts):
            return None
        return tuple(parts)

    def to_qt(self, value: tuple[str, ...]) -> object:
        return ",".join(value)


class _IntChoice(_Setting[int]):
    """A number from a list the engine gives, read when the setting is first read (so
    that opening the settings at start-up imports no game's match module)."""

    def __init__(self, key: str, choices: Callable[[], Sequence[int]], default: int) -> None:
        super().__init__(key, default)
        self._choices = choices

    @property
    def choices(self) -> tuple[int, ...]:
        return tuple(self._choices())

    def parse(self, raw: object) -> int | None:
        if isinstance(raw, bool):
            return None
        try:
            value = int(raw) if isinstance(raw, (int, str)) else None
        except ValueError:
            return None
        return value if value in self.choices else None


def _rummy_targets() -> Sequence[int]:
    """拉米纸牌's match targets (imported when first needed)."""
    from engine.rummy.match import TARGETS

    return TARGETS


class Settings:
    """Typed preferences stored by ``QSettings`` in IniFormat at ``path``."""

    __slots__ = ("path", "qsettings")  # a misspelt setting name fails loudly

    language = _Choice("ui/language", LANGUAGES, "")
    animation_speed = _Choice("ui/animation_speed", ANIMATION_SPEEDS, "normal")
    bot_speed = _Choice("ui/bot_speed", BOT_SPEEDS, "normal")
    sound = _Bool("ui/sound", False)
    deck_style = _Choice("cards/deck_style", DECK_STYLES, "two_color")
    large_indices = _Bool("cards/large_indices", False)
    card_back = _Choice("cards/card_back", CARD_BACKS, "blue")
    auto_layoff = _Bool("play/auto_layoff", False)
    hints = _Bool("play/hints", True)
    watch_duels = _Bool("play/watch_duels", False)
    player_name = _Text("play/player_name", "")
    window_geometry = _Bytes("window/geometry", b"")
    window_state = _Bytes("window/state", b"")
    last_rules = _Choice("new_match/rules", tuple(PRESETS), "classic")
    last_opponent = _Level("new_match/opponent", "medium")
    last_style = _Choice("new_match/style", ("", *STYLES), "")
    last_mode = _Choice("new_match/mode", MATCH_MODES, "fixed")
    last_game = _Choice("new_match/game", GAMES, "jinlami")
    last_rummy_opponents = _Levels("new_match/rummy_opponents", ("medium",))
    last_rummy_target = _IntChoice("new_match/rummy_target", _rummy_targets, 100)
    #: The welcome screen was answered (first run done).
    welcome_done = _Bool("ui/welcome_done", False)

    def __init__(self, path: Path | str) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = Path(path)
        self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)

    @classmethod
    def names(cls) -> list[str]:
        """Every setting's attribute name, in declaration order."""
        return [k for k, v in vars(cls).items() if isinstance(v, _Setting)]

    @classmethod
    def default(cls, name: str) -> Any:
        setting = vars(cls).get(name)
        if not isinstance(setting, _Setting):
            raise KeyError(name)
        return setting.default

    @property
    def first_run(self) -> bool:
        """No choice kept yet: the welcome screen is due.  The window's geometry and the
        language do not count (a start quit at the welcome, or a language picked there,
        still leaves it due); any other kept choice means the app was used before."""
        if self.welcome_done:
            return False
        own = {Settings.language.key, Settings.window_geometry.key, Settings.window_state.key}
        return all(key in own for key in self.qsettings.allKeys())

    @property
    def animation_factor(self) -> float:
        """Duration multiplier for the table's animations (0 = none)."""
        return ANIMATION_FACTORS[self.animation_speed]

    def as_dict(self) -> dict[str, Any]:
        """Every setting's current (validated) value."""
        return {name: getattr(self, name) for name in self.names()}

    def reset(self, name: str | None = None) -> None:
        """Back to the default: one setting, or all of them."""
        if name is None:
            self.qsettings.clear()
            return
        setting = vars(type(self)).get(name)
        if not isinstance(setting, _Setting):
            raise KeyError(name)
        self.qsettings.remove(setting.key)

    def sync(self) -> bool:
        """Write to disk now; ``False`` if the file could not be written."""
        self.qsettings.sync()
        return self.qsettings.status() == QSettings.Status.NoError
