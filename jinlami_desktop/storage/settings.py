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
``large_indices``, ``card_size`` (``normal``/``large``/``extra_large``; see
:data:`jinlami_desktop.model.preferences.CARD_SCALES`), ``card_back``, ``auto_layoff``
(False), ``hints`` (True),
``watch_duels`` (False), ``sound`` (False),
``player_name``, ``window_geometry`` / ``window_state`` (bytes), ``window_maximized``
(False), and for the
new-match dialog ``last_game`` (an ``engine.games`` id), ``last_opponent`` (a bot
level), ``last_style`` (the opponent's playing style, ``""`` for none),
``welcome_done`` (the first-run welcome screen was answered; :attr:`Settings.first_run`).

A game's own new-match choices are its own typed keys in the same file (its
``setup_choices`` declares them with the key types here — :class:`Choice`,
:class:`Levels`, :class:`IntChoice` … — on any object holding ``qsettings``): the
settings know no game.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, Generic, Protocol, TypeVar, overload

from PySide6.QtCore import QByteArray, QSettings

from engine.bot_spec import STYLES
from engine.game_ids import GAME_IDS

from ..model.pacing import ANIMATION_SPEEDS, BOT_SPEEDS
from ..model.preferences import CARD_SIZES
from .regular_file import NotRegularFile, ensure_regular

__all__ = [
    "ANIMATION_FACTORS",
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "CARD_SIZES",
    "DECK_STYLES",
    "GAMES",
    "LANGUAGES",
    "Bool",
    "Choice",
    "IntChoice",
    "Keyed",
    "Level",
    "Levels",
    "Setting",
    "Settings",
    "Text",
]

LANGUAGES: Final = ("", "zh_CN", "en")
#: Multiply an animation's normal duration by this (0: no animation).
ANIMATION_FACTORS: Final = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
DECK_STYLES: Final = ("two_color", "four_color")
CARD_BACKS: Final = ("blue", "red", "green", "black")
GAMES: Final = GAME_IDS  # the games of engine.games, in their order
_LEVEL_RE: Final = re.compile(r"[a-z][a-z0-9_]{0,31}")
_MAX_NAME: Final = 40

T = TypeVar("T")


class Keyed(Protocol):
    """What a key reads and writes through: the settings (or a game's own choices,
    which hold the same ``QSettings``)."""

    @property
    def qsettings(self) -> QSettings: ...


class Setting(Generic[T]):
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
    def __get__(self, obj: None, owner: type) -> Setting[T]: ...
    @overload
    def __get__(self, obj: Keyed, owner: type) -> T: ...
    def __get__(self, obj: Keyed | None, owner: type) -> Setting[T] | T:
        if obj is None:
            return self
        raw = obj.qsettings.value(self.key)
        if raw is None:
            return self.default
        value = self.parse(raw)
        return self.default if value is None else value

    def __set__(self, obj: Keyed, value: T) -> None:
        checked = self.parse(value)
        if checked is None:
            raise ValueError(f"{value!r} is not a valid value for the setting {self.name}")
        obj.qsettings.setValue(self.key, self.to_qt(checked))


class Choice(Setting[str]):
    def __init__(self, key: str, choices: Sequence[str], default: str) -> None:
        super().__init__(key, default)
        self.choices = tuple(choices)

    def parse(self, raw: object) -> str | None:
        return raw if isinstance(raw, str) and raw in self.choices else None


class Bool(Setting[bool]):
    def parse(self, raw: object) -> bool | None:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str):
            return {"true": True, "false": False, "1": True, "0": False}.get(raw.strip().lower())
        if isinstance(raw, int) and raw in (0, 1):
            return bool(raw)
        return None


class Bytes(Setting[bytes]):
    def parse(self, raw: object) -> bytes | None:
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        if isinstance(raw, (bytes, bytearray)):
            return bytes(raw)
        return None

    def to_qt(self, value: bytes) -> object:
        return QByteArray(value)


class Level(Setting[str]):
    """A bot level name (the bots define the list; any tidy identifier is kept)."""

    def parse(self, raw: object) -> str | None:
        return raw if isinstance(raw, str) and _LEVEL_RE.fullmatch(raw) else None


class Text(Setting[str]):
    def parse(self, raw: object) -> str | None:
        if not isinstance(raw, str) or len(raw) > _MAX_NAME:
            return None
        return raw if raw.isprintable() else None


class Levels(Setting[tuple[str, ...]]):
    """Bot levels of seats 1 … n-1 (1 to 3 of them), comma-separated."""

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


class IntChoice(Setting[int]):
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


class Settings:
    """Typed preferences stored by ``QSettings`` in IniFormat at ``path``."""

    __slots__ = ("_scratch", "path", "problem", "qsettings")  # a misspelt setting name fails loudly

    language = Choice("ui/language", LANGUAGES, "")
    animation_speed = Choice("ui/animation_speed", ANIMATION_SPEEDS, "normal")
    bot_speed = Choice("ui/bot_speed", BOT_SPEEDS, "normal")
    sound = Bool("ui/sound", False)
    deck_style = Choice("cards/deck_style", DECK_STYLES, "two_color")
    large_indices = Bool("cards/large_indices", False)
    card_size = Choice("cards/card_size", CARD_SIZES, "normal")
    card_back = Choice("cards/card_back", CARD_BACKS, "blue")
    auto_layoff = Bool("play/auto_layoff", False)
    hints = Bool("play/hints", True)
    watch_duels = Bool("play/watch_duels", False)
    player_name = Text("play/player_name", "")
    window_geometry = Bytes("window/geometry", b"")
    window_state = Bytes("window/state", b"")
    #: The window was maximised when last closed (a file from before reads False).
    window_maximized = Bool("window/maximized", False)
    last_opponent = Level("new_match/opponent", "medium")
    last_style = Choice("new_match/style", ("", *STYLES), "")
    last_game = Choice("new_match/game", GAMES, GAMES[0])
    #: The welcome screen was answered (first run done).
    welcome_done = Bool("ui/welcome_done", False)

    def __init__(self, path: Path | str) -> None:
        """Open the settings file at ``path`` (its folder made if missing: ``OSError`` if
        it cannot be).  Something other than a regular file there (a FIFO, a folder) is
        never opened — Qt would wait on a FIFO for ever: the settings then live in a
        scratch file of this run only (:attr:`problem` is ``not_a_file``), and
        :meth:`sync` says they were not kept."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = Path(path)
        #: Why the settings are not kept in ``path`` (``None``: they are).
        self.problem: str | None = None
        self._scratch: tempfile.TemporaryDirectory[str] | None = None
        target = str(path)
        try:
            ensure_regular(path)
        except NotRegularFile as exc:
            self.problem = exc.code
            self._scratch = tempfile.TemporaryDirectory(
                prefix="jinlami-settings-", ignore_cleanup_errors=True
            )
            target = str(Path(self._scratch.name) / "settings.ini")
        self.qsettings = QSettings(target, QSettings.Format.IniFormat)

    @classmethod
    def names(cls) -> list[str]:
        """Every setting's attribute name, in declaration order."""
        return [k for k, v in vars(cls).items() if isinstance(v, Setting)]

    @classmethod
    def default(cls, name: str) -> Any:
        setting = vars(cls).get(name)
        if not isinstance(setting, Setting):
            raise KeyError(name)
        return setting.default

    @property
    def first_run(self) -> bool:
        """No choice kept yet: the welcome screen is due.  The window's geometry and the
        language do not count (a start quit at the welcome, or a language picked there,
        still leaves it due); any other kept choice means the app was used before."""
        if self.welcome_done:
            return False
        own = {
            Settings.language.key,
            Settings.window_geometry.key,
            Settings.window_state.key,
            Settings.window_maximized.key,
        }
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
        if not isinstance(setting, Setting):
            raise KeyError(name)
        self.qsettings.remove(setting.key)

    def sync(self) -> bool:
        """Write to disk now; ``False`` if the file could not be written."""
        self.qsettings.sync()
        return self.problem is None and self.qsettings.status() == QSettings.Status.NoError
