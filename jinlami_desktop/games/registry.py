"""The games the app plays, declared once: id, display name, engine game, UI factory.

Everything that must tell the games apart asks this registry instead of comparing a
game's name or testing a match's type: the main window builds one
:class:`~jinlami_desktop.games.protocol.GameUi` per entry (:meth:`GameEntry.make_ui`), a
save or a recorded hand finds its game by :func:`entry_of` or :func:`entry`, and a bot
of a game comes from :meth:`GameEntry.make_bot`.

The UI and the bots are named by module path and loaded on first use, so importing the
registry imports no widget and no bot (the shared modules may import it freely).  The
``stats`` slot names the module holding a game's part of the statistics store (supplied
by each game; loaded by :meth:`GameEntry.stats_module`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Final, cast

from PySide6.QtCore import QCoreApplication

from engine.errors import RulesError
from engine.games import GAME_IDS, EngineGame
from engine.games import game as engine_game
from engine.games import game_of as engine_game_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..workers import Chooser
    from .protocol import GameUi, NewMatchPage, RulesHelp, SetupChoices, WindowServices

__all__ = ["GAMES", "GAME_IDS", "GameEntry", "entry", "entry_of", "entry_of_setup", "find"]


def _load(path: str) -> object:
    """``"package.module:name"`` → that object (imported on first use)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameEntry:
    """One game of the app.

    ``name`` gives the display name in the interface language; ``ui`` and ``bots`` are
    ``"module:name"`` paths of the game's
    :class:`~jinlami_desktop.games.protocol.GameUi` class and of its bot factory
    (``make(level, seed=...)``); ``page`` the class of its New match page (its module
    also keeps the choices between sessions: :meth:`setup_choices`); ``rules``
    the module of its Help → Rules tab (``rules_title``, ``rules_sections``); ``stats``
    the module of its statistics part.
    """

    id: str
    name: Callable[[], str]
    engine: EngineGame
    ui: str
    bots: str
    page: str
    rules: str
    stats: str

    def make_ui(self, services: WindowServices, parent: QWidget) -> GameUi:
        """Build the game's table, panel, controller and dialogs for a window."""
        factory = cast("Callable[[WindowServices, QWidget], GameUi]", _load(self.ui))
        return factory(services, parent)

    def make_bot(self, level: str, seed: int | None = None) -> Chooser:
        """A bot of this game at ``level`` (``easy`` … ``expert``)."""
        make = cast("Callable[..., Chooser]", _load(self.bots))
        return make(level, seed=seed)

    def new_match_page(self, parent: QWidget) -> NewMatchPage:
        """The game's page of the New match dialog."""
        factory = cast("Callable[[QWidget], NewMatchPage]", _load(self.page))
        return factory(parent)

    def setup_choices(self) -> SetupChoices:
        """How the game's new-match choices are kept (the page's module)."""
        return cast("SetupChoices", importlib.import_module(self.page.partition(":")[0]))

    def rules_help(self) -> RulesHelp:
        """The game's Help → Rules tab: its title and sections."""
        return cast("RulesHelp", importlib.import_module(self.rules))

    def stats_module(self) -> ModuleType:
        """The game's part of the statistics store."""
        return importlib.import_module(self.stats)


def _jinlami_name() -> str:
    return QCoreApplication.translate("Texts", "Jin Rummy")


def _rummy_name() -> str:
    return QCoreApplication.translate("Texts", "Rummy")


#: The games, in their order of presentation (the engine's order: 金拉米 first).
GAMES: Final[tuple[GameEntry, ...]] = (
    GameEntry(
        id="jinlami",
        name=_jinlami_name,
        engine=engine_game("jinlami"),
        ui="jinlami_desktop.games.jinlami.window:JinlamiUi",
        bots="engine.jinlami.bots:make",
        page="jinlami_desktop.games.jinlami.new_match:JinlamiMatchPage",
        rules="jinlami_desktop.games.jinlami.rules",
        stats="jinlami_desktop.games.jinlami.stats",
    ),
    GameEntry(
        id="rummy",
        name=_rummy_name,
        engine=engine_game("rummy"),
        ui="jinlami_desktop.games.rummy.window:RummyUi",
        bots="engine.rummy.bots:make_rummy_bot",
        page="jinlami_desktop.games.rummy.new_match:RummyMatchPage",
        rules="jinlami_desktop.games.rummy.rules",
        stats="jinlami_desktop.games.rummy.stats",
    ),
)

assert tuple(g.id for g in GAMES) == GAME_IDS, "the app and the engine list the same games"

_BY_ID: Final[dict[str, GameEntry]] = {g.id: g for g in GAMES}


def find(game_id: str) -> GameEntry | None:
    """The game with this id, or ``None``."""
    return _BY_ID.get(game_id)


def entry(game_id: str) -> GameEntry:
    """The game with this id; an unknown id is a :class:`~engine.errors.RulesError`
    (code ``unknown_game``), as :func:`engine.games.game` raises."""
    found = _BY_ID.get(game_id)
    if found is None:
        engine_game(game_id)  # raises the engine's own error
        raise RulesError(f"no app entry for {game_id!r}", code="unknown_game", game=game_id)
    return found


def entry_of(obj: object) -> GameEntry:
    """The game a hand state or a match belongs to (a save, an autosave)."""
    return _BY_ID[engine_game_of(obj).id]


def entry_of_setup(setup: object) -> GameEntry:
    """The game a new-match setup starts (``MatchSetup``, ``RummySetup``)."""
    game_id = getattr(setup, "game_id", None)
    if not isinstance(game_id, str):
        raise RulesError(
            f"{type(setup).__name__} names no game", code="unknown_game", game=str(game_id)
        )
    return entry(game_id)
