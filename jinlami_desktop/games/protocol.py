"""What a game brings to the app, and what the window offers a game — both typed.

A game's folder (``games/jinlami``, ``games/rummy``) exports one class implementing
:class:`GameUi`; the registry (:mod:`.registry`) names it, and the main window builds
one per game with a :class:`WindowServices` — the few things a game's table needs from
the window around it (the status line, sounds, questions, the end-of-hand dialog's
parenting, switching tables).  The window never reaches into a game's widgets beyond
this protocol, and a game never sees the window itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..model.match_report import MatchReport, Sheet
    from ..model.preferences import Preferences
    from ..play.match_controller import MatchControllerBase
    from ..storage.saves import LoadResult, SaveMeta
    from ..storage.settings import Settings
    from ..storage.stats import HandRow, Overview, StatsStore, Summary
    from ..table.card_art import DeckStyle
    from ..table.card_scene import CardTableScene
    from ..table.view import TableView
    from ..ui.dialog_kit import ResultDialog
    from ..ui.replay_bar import ReplayBar
    from ..words.key_help import KeyLine
    from .tutorial_steps import Lesson

__all__ = [
    "GameUi",
    "GameWords",
    "HistoryCells",
    "NewMatchPage",
    "RulesHelp",
    "SetupChoices",
    "StatsBox",
    "StatsFigure",
    "StatsView",
    "TutorialPart",
    "WindowServices",
]


class WindowServices(Protocol):
    """What the main window does for a game's table (the game's declared needs)."""

    @property
    def prefs(self) -> Preferences: ...

    def dialog_parent(self) -> QWidget:
        """The widget a game's dialogs belong to (the main window)."""
        ...

    def show_status(self, text: str, timeout_ms: int) -> None: ...

    def clear_status(self) -> None: ...

    def play_sound(self, name: str) -> None:
        """Play a named sound if sound is on (and available)."""
        ...

    def deck_style(self) -> DeckStyle: ...

    def is_on_show(self, game_id: str) -> bool:
        """True when ``game_id``'s table is the one on show."""
        ...

    def set_resign_enabled(self, enabled: bool) -> None: ...

    def open_result(
        self, dlg: ResultDialog, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> None:
        """Show an end-of-hand dialog in place of ``old``; Next hand goes to
        ``next_hand``, New match to the window's own command."""
        ...

    def replay_closed(self, game_id: str) -> None:
        """A replay on ``game_id``'s table ended: the window shows the table that has a
        match in play."""
        ...

    def show_score_sheet(self) -> None:
        """The scoreboard was clicked: the score sheet of the match on the table (the
        match-end screen once it is over)."""
        ...


class NewMatchPage(Protocol):
    """A game's page of the New match dialog (its fields; the dialog holds the seed)."""

    def widget(self) -> QWidget: ...

    def load(self, setup: object) -> None:
        """Show ``setup``'s choices (the game's own setup type)."""
        ...

    def chosen(self, seed: int | None) -> object:
        """The choices as the game's setup, with ``seed``."""
        ...

    def retranslate(self) -> None: ...


class SetupChoices(Protocol):
    """How a game's new-match choices outlive a session (the module of its New match
    page, ``games/<id>/new_match.py``)."""

    def stored_setup(self, settings: Settings, seed: int | None, players: int | None) -> object:
        """The first match of a session, from the choices kept in ``settings``."""
        ...

    def first_setup(self, seed: int | None, players: int | None) -> object:
        """The first match without stored settings (unattended runs)."""
        ...

    def remember_setup(self, settings: Settings, setup: object) -> None:
        """Keep ``setup``'s choices in ``settings`` (a bad value raises ValueError)."""
        ...

    def level_setup(
        self, level: str, seed: int | None = None, players: int | None = None
    ) -> object:
        """The welcome screen's match: the default match against bots of ``level``, with
        ``players`` seats where the game has a choice."""
        ...

    def player_counts(self) -> tuple[int, ...]:
        """The numbers of players a match of the game may seat (one number: no choice)."""
        ...


class RulesHelp(Protocol):
    """A game's tab of Help → Rules (the module ``games/<id>/rules.py``)."""

    def rules_title(self) -> str: ...
    def rules_sections(self) -> list[str]: ...


class GameWords(Protocol):
    """A game's words that shared code asks for (the module ``games/<id>/words.py``):
    its name, every key of its table, its rows of Match info…."""

    def game_name(self) -> str:
        """The game's name in the interface language."""
        ...

    def rules_name(self, rules: str) -> str:
        """The name of the game's rule preset ``rules`` (``custom``: rules of its own)."""
        ...

    def key_lines(self) -> list[KeyLine]:
        """Every key of the game's table and of its game commands (Help → Rules)."""
        ...

    def match_rows(
        self, rules: str, mode: str, target: int | None, config: Mapping[str, int], players: int
    ) -> list[tuple[str, str]]:
        """Match info…'s (label, value) rows between the game and the opponents, from
        the match's description (``GameStats.describe``: its rules' name, mode, target,
        whole-number settings and seats)."""
        ...


class TutorialPart(Protocol):
    """A game's tutorial (the module ``games/<id>/tutorial.py``): its lesson — fixed
    deals, scripted bots, the steps — and the game in one line for the welcome screen."""

    def lesson(self) -> Lesson: ...
    def summary(self) -> str: ...


class GameUi(Protocol):
    """One game in the window: its controller, table, panel, dialogs and words."""

    @property
    def game_id(self) -> str: ...
    @property
    def controller(self) -> MatchControllerBase[Any, Any, Any, Any, Any, Any]: ...
    @property
    def scene(self) -> CardTableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def panel(self) -> QWidget: ...
    @property
    def replay_bar(self) -> ReplayBar: ...
    @property
    def result_dialog(self) -> ResultDialog | None:
        """The end-of-hand dialog last shown (or ``None``)."""
        ...

    #: Game → Hint and Hand → Best layoff / Done laying off apply to this game.
    @property
    def has_hints(self) -> bool: ...
    @property
    def has_layoff(self) -> bool: ...

    # -- the window's commands, for this game ------------------------------------------
    def retranslate(self) -> None: ...
    def apply_prefs(self, prefs: Preferences) -> None: ...
    def arrange(self, mode: str) -> None: ...
    def hint(self) -> None: ...
    def best_layoff(self) -> None: ...
    def end_layoff(self) -> None: ...
    def close_result_dialog(self) -> None: ...
    def show_current(self) -> None:
        """Draw the position as it is (e.g. an empty table while an offer waits)."""
        ...

    def show_offered(self, offer: LoadResult) -> None:
        """Behind the resume prompt: the empty table as the offered save has it (its
        seats and their levels) while no match is on this table."""
        ...

    def show_setup(self, setup: object) -> None:
        """Behind the first run's welcome: the empty table a match of ``setup`` (this
        game's setup type) starts on — its seats and their levels — while no match is on
        this table."""
        ...

    # -- matches ------------------------------------------------------------------------
    def current_setup(self) -> object:
        """The setup of the match in play (or last chosen)."""
        ...

    def start(self, setup: object) -> int:
        """Start a match of ``setup`` (this game's setup type); returns its seed."""
        ...

    def match_running(self) -> bool: ...
    def resign_question(self) -> str: ...
    def save_meta(self) -> SaveMeta:
        """The meta a Save as… of the game in play keeps."""
        ...

    def prepare_replay(self, stats: StatsStore, row: HandRow) -> Callable[[], None]:
        """Read a recorded hand (may raise ``StorageError``); the callable shows it."""
        ...

    def mid_hand_moment(self, snap: object) -> bool:
        """``--screenshot`` (mid): True at the moment the picture is taken."""
        ...

    # -- the score ------------------------------------------------------------------------
    def score_sheet(self) -> Sheet | None:
        """Every finished hand of the match on the table, worded (``None``: no match)."""
        ...

    def match_report(self) -> MatchReport | None:
        """The match-end screen's words once the match is over (else ``None``)."""
        ...


# -- the statistics window -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StatsBox:
    """A box of figures a game adds to the statistics window's overview: its ``name``,
    its figures' ``keys`` and its place on the overview's grid (``row``, ``column``,
    the ``rows`` it spans; ``top``: aligned to the top of its cells)."""

    name: str
    keys: tuple[str, ...]
    row: int
    column: int
    rows: int = 1
    top: bool = False


#: A figure of a game's box: how it is written (a whole number, a decimal, a percentage)
#: and its value (``None``: nothing to count yet).
StatsFigure = tuple[Literal["number", "decimal", "percent"], int | float | None]


@dataclass(frozen=True, slots=True)
class HistoryCells:
    """The cells of a hand history row that differ between games: how it ended (its
    tooltip, and bold for a rare ending), the table (rules or seats), and the opponent
    (``None``: the row's opponent level)."""

    ended: str
    table: str
    opponent: str | None = None
    ended_tip: str = ""
    ended_bold: bool = False


class StatsView(Protocol):
    """A game's part of the statistics window (``games/<id>/stats_view.py``): its own
    overview boxes, the words that differ between games, its first table and its hand
    history cells.  Its words keep the window's translation context
    (``StatisticsWindow``)."""

    @property
    def boxes(self) -> tuple[StatsBox, ...]: ...

    @property
    def always_replays(self) -> bool:
        """Do its hands replay on the table even when the window is not told the table
        replays every game's (``table_replays``)?"""
        ...

    def box_titles(self) -> Mapping[str, str]: ...

    def captions(self) -> Mapping[str, str]:
        """The caption of each of its boxes' keys."""
        ...

    def figures(self, own: object) -> Mapping[str, StatsFigure]:
        """Its boxes' figures from the overview's ``own`` (zero for anything else)."""
        ...

    def words(self) -> Mapping[str, str]:
        """Its words for ``tables_tab``, ``hands_drawn``, ``rules_title``,
        ``rules_header``, ``history_rules``, ``history_deadwood``, ``no_charts``."""
        ...

    def first_table(
        self, overview: Overview
    ) -> tuple[Mapping[str, Summary], Callable[[str], str], tuple[str, ...]]:
        """The first table's rows (by rules, or by number of players), each row's name,
        and the order of the rows it knows."""
        ...

    def kind_name(self, kind: str) -> str:
        """How a hand of this kind ended, in a word (the best hand's line)."""
        ...

    def history_cells(self, hand: HandRow, opponents: tuple[str, ...]) -> HistoryCells: ...

    def replay_refused(self) -> str:
        """The Replay button's tooltip while its hands cannot be replayed."""
        ...
