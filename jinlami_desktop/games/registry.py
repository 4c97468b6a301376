"""The games the app plays, declared once: id, display name, engine game, UI factory.

Everything that must tell the games apart asks this registry instead of comparing a
game's name or testing a match's type: the main window builds one
:class:`~jinlami_desktop.games.protocol.GameUi` per entry (:meth:`GameEntry.make_ui`), a
save or a recorded hand finds its game by :func:`entry_of` or :func:`entry`, a bot of a
game comes from :meth:`GameEntry.make_bot` (the engine game's), and the New match and
Help → Rules dialogs take each game's page and tab from its entry.

A game's parts are reached through small loader functions (:class:`GameParts`) that
import them on first use, so importing the registry imports no widget and no bot (the
shared modules may import it freely) while every import stays visible to the type
checker and to PyInstaller.  A game's part of the statistics store (``stats``) is
reached the same way; the app hands :func:`stats_parts` to the storage layer when it
opens the stores.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from engine.errors import RulesError
from engine.games import GAME_IDS, EngineGame
from engine.games import game as engine_game
from engine.games import game_of as engine_game_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from engine.protocol import Bot

    from ..storage.stats.game import GameStats
    from .protocol import (
        GameUi,
        GameWords,
        NewMatchPage,
        RulesHelp,
        SetupChoices,
        StatsView,
        TutorialPart,
        WindowServices,
    )

#: How a save's summary names a bot's seat: (players, offset from the player's seat,
#: bot level) → its name, ``None`` for a table it does not seat.
SeatName = Callable[[int, int, str], "str | None"]

__all__ = [
    "GAMES",
    "GAME_IDS",
    "GameEntry",
    "GameParts",
    "SeatName",
    "entry",
    "entry_of",
    "entry_of_setup",
    "find",
    "game_name",
    "rules_name",
    "stats_parts",
]


@dataclass(frozen=True)
class GameParts:
    """Where a game's parts come from, each a loader importing it on first use:
    ``ui`` its :class:`~jinlami_desktop.games.protocol.GameUi` class, ``page`` its New
    match page class, ``choices`` how its new-match choices outlive a session, ``rules``
    its Help → Rules tab, ``stats`` its part of the statistics store (Qt-free),
    ``stats_view`` its part of the statistics window (``games/<id>/stats_view.py``),
    ``save_seats`` how a save's summary names a bot's seat (``None``: by its level
    alone), ``tutorial`` its tutorial hand and one-line summary
    (``games/<id>/tutorial.py``), ``words`` the words shared code asks it for
    (``games/<id>/words.py``)."""

    ui: Callable[[], Callable[[WindowServices, QWidget], GameUi]]
    page: Callable[[], Callable[[QWidget], NewMatchPage]]
    choices: Callable[[], SetupChoices]
    rules: Callable[[], RulesHelp]
    stats: Callable[[], GameStats[Any, Any]]
    tutorial: Callable[[], TutorialPart]
    words: Callable[[], GameWords]
    stats_view: Callable[[], StatsView]
    save_seats: Callable[[], SeatName | None]


@dataclass(frozen=True)
class GameEntry:
    """One game of the app: its id (the engine's, the saves' and the statistics'), its
    ``engine`` game and its ``parts``."""

    id: str
    engine: EngineGame
    parts: GameParts

    def name(self) -> str:
        """The game's display name in the interface language."""
        return self.parts.words().game_name()

    def words(self) -> GameWords:
        """The game's words that shared code asks for: its name, keys, Match info rows."""
        return self.parts.words()

    def make_ui(self, services: WindowServices, parent: QWidget) -> GameUi:
        """Build the game's table, panel, controller and dialogs for a window."""
        return self.parts.ui()(services, parent)

    def make_bot(self, level: str, seed: int | None = None) -> Bot[Any]:
        """A bot of this game at ``level`` (``easy`` … ``expert``): the engine game's."""
        return self.engine.make_bot(level, seed=seed)

    def new_match_page(self, parent: QWidget) -> NewMatchPage:
        """The game's page of the New match dialog."""
        return self.parts.page()(parent)

    def setup_choices(self) -> SetupChoices:
        """How the game's new-match choices are kept between sessions."""
        return self.parts.choices()

    def rules_help(self) -> RulesHelp:
        """The game's Help → Rules tab: its title and sections."""
        return self.parts.rules()

    def stats(self) -> GameStats[Any, Any]:
        """The game's part of the statistics store."""
        return self.parts.stats()

    def tutorial(self) -> TutorialPart:
        """The game's tutorial hand (its lesson) and its one-line summary."""
        return self.parts.tutorial()

    def save_seat_name(self, players: int, offset: int, level: str) -> str | None:
        """A save summary's name of the seat ``offset`` places after the player's, with a
        bot of ``level`` (``None``: the game names its bots by their level alone)."""
        name = self.parts.save_seats()
        return None if name is None else name(players, offset, level)

    def stats_view(self) -> StatsView:
        """The game's part of the statistics window (its boxes, words, history cells)."""
        return self.parts.stats_view()


# -- 金拉米 -------------------------------------------------------------------------------
def _jinlami_ui() -> Callable[[WindowServices, QWidget], GameUi]:
    # lazy: imported on first use, not at start-up
    from .jinlami.window import JinlamiUi

    return JinlamiUi


def _jinlami_page() -> Callable[[QWidget], NewMatchPage]:
    # lazy: imported on first use, not at start-up
    from .jinlami.new_match import JinlamiMatchPage

    return JinlamiMatchPage


def _jinlami_choices() -> SetupChoices:
    # lazy: imported on first use, not at start-up
    from .jinlami import setup_choices

    return setup_choices


def _jinlami_rules() -> RulesHelp:
    # lazy: imported on first use, not at start-up
    from .jinlami import rules

    return rules


def _jinlami_stats() -> GameStats[Any, Any]:
    # lazy: imported on first use, not at start-up
    from .jinlami.stats import JINLAMI_STATS

    return JINLAMI_STATS


def _jinlami_tutorial() -> TutorialPart:
    # lazy: imported on first use, not at start-up
    from .jinlami import tutorial

    return tutorial


def _jinlami_words() -> GameWords:
    # lazy: imported on first use, not at start-up
    from .jinlami import words

    return words


def _jinlami_save_seats() -> SeatName | None:
    return None


def _jinlami_stats_view() -> StatsView:
    # lazy: imported on first use, not at start-up
    from .jinlami.stats_view import JINLAMI_STATS_VIEW

    return JINLAMI_STATS_VIEW


# -- 拉米纸牌 ------------------------------------------------------------------------------
def _rummy_ui() -> Callable[[WindowServices, QWidget], GameUi]:
    # lazy: imported on first use, not at start-up
    from .rummy.window import RummyUi

    return RummyUi


def _rummy_page() -> Callable[[QWidget], NewMatchPage]:
    # lazy: imported on first use, not at start-up
    from .rummy.new_match import RummyMatchPage

    return RummyMatchPage


def _rummy_choices() -> SetupChoices:
    # lazy: imported on first use, not at start-up
    from .rummy import setup_choices

    return setup_choices


def _rummy_rules() -> RulesHelp:
    # lazy: imported on first use, not at start-up
    from .rummy import rules

    return rules


def _rummy_stats() -> GameStats[Any, Any]:
    # lazy: imported on first use, not at start-up
    from .rummy.stats import RUMMY_STATS

    return RUMMY_STATS


def _rummy_tutorial() -> TutorialPart:
    # lazy: imported on first use, not at start-up
    from .rummy import tutorial

    return tutorial


def _rummy_words() -> GameWords:
    # lazy: imported on first use, not at start-up
    from .rummy import words

    return words


def _rummy_save_seats() -> SeatName | None:
    # lazy: imported on first use, not at start-up
    from .rummy.save_summary import seat_name

    return seat_name


def _rummy_stats_view() -> StatsView:
    # lazy: imported on first use, not at start-up
    from .rummy.stats_view import RUMMY_STATS_VIEW

    return RUMMY_STATS_VIEW


#: The games, in their order of presentation (the engine's order: 金拉米 first).
GAMES: Final[tuple[GameEntry, ...]] = (
    GameEntry(
        id="jinlami",
        engine=engine_game("jinlami"),
        parts=GameParts(
            ui=_jinlami_ui,
            page=_jinlami_page,
            choices=_jinlami_choices,
            rules=_jinlami_rules,
            stats=_jinlami_stats,
            tutorial=_jinlami_tutorial,
            words=_jinlami_words,
            stats_view=_jinlami_stats_view,
            save_seats=_jinlami_save_seats,
        ),
    ),
    GameEntry(
        id="rummy",
        engine=engine_game("rummy"),
        parts=GameParts(
            ui=_rummy_ui,
            page=_rummy_page,
            choices=_rummy_choices,
            rules=_rummy_rules,
            stats=_rummy_stats,
            tutorial=_rummy_tutorial,
            words=_rummy_words,
            stats_view=_rummy_stats_view,
            save_seats=_rummy_save_seats,
        ),
    ),
)

assert tuple(g.id for g in GAMES) == GAME_IDS, "the app and the engine list the same games"

_BY_ID: Final[dict[str, GameEntry]] = {g.id: g for g in GAMES}


def find(game_id: str) -> GameEntry | None:
    """The game with this id, or ``None``."""
    return _BY_ID.get(game_id)


def game_name(game_id: str) -> str:
    """The display name of the game with this id, as its entry gives it (an unknown id
    is shown as it is)."""
    found = _BY_ID.get(game_id)
    return found.name() if found is not None else game_id


def rules_name(game_id: str, rules: str) -> str:
    """The name of a rule preset of the game with this id, as its words give it (an
    unknown id or preset is shown as it is)."""
    found = _BY_ID.get(game_id)
    return found.words().rules_name(rules) if found is not None else rules


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
    """The game a new-match setup starts (``MatchSetup``, ``RummySetup``: their
    ``game_id``)."""
    game_id = getattr(setup, "game_id", None)
    if not isinstance(game_id, str):
        raise RulesError(
            f"{type(setup).__name__} names no game", code="unknown_game", game=str(game_id)
        )
    return entry(game_id)


class _StatsParts(Mapping[str, "GameStats[Any, Any]"]):
    """Each game's part of the statistics store by game id, each imported when first
    asked for: the app hands them over before its window is shown, and the statistics
    package (SQLite) loads after it (start-up time)."""

    def __getitem__(self, game_id: str) -> GameStats[Any, Any]:
        found = _BY_ID.get(game_id)
        if found is None:
            raise KeyError(game_id)
        return found.stats()

    def __iter__(self) -> Iterator[str]:
        return iter(_BY_ID)

    def __len__(self) -> int:
        return len(_BY_ID)


def stats_parts() -> Mapping[str, GameStats[Any, Any]]:
    """Each game's part of the statistics store, by game id: what the app hands to
    ``Storage.open`` (storage knows no game).  A part is imported when first used."""
    return _StatsParts()
