"""Which drills the screen asks today, the position each one is played from, and the
answers kept: the drills screen's side of the statistics' drills (``StatsStore``'s
drills) and of the engine's (:mod:`engine.drills`).

Why a module without widgets: what is due, what counts as right and what is recorded
are decided here, so the window only shows them and the tests check them without a
table.  Drills due today of both games come first, in the order the statistics give
them; when none is due, each game's puzzle of the day (:func:`engine.drills.daily_puzzle`,
the same for everyone that day), so a new player has something to answer.  A drill's
position is shown from the table's own seat (:mod:`.seating`) and dealt the same way
each time it is shown (the hidden cards from a
generator seeded by its key): the cards the player could not see are a sample, never
the real ones, and none is shown.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QLocale

from engine.drills import Drill, daily_puzzle
from engine.errors import EngineError
from engine.games import GAME_IDS

from ..play.match_controller import VIEWER
from ..storage.errors import StorageError
from .seating import seated

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.protocol import GameState

    from ..storage.session import Storage
    from ..storage.stats import DrillCounts

__all__ = [
    "DrillItem",
    "counts",
    "is_right",
    "percent_text",
    "puzzle_items",
    "record",
    "table_state",
    "today_items",
]

#: How many due drills the screen lists in one sitting (the rest wait for the next).
SITTING: Final = 20


@dataclass(frozen=True, slots=True)
class DrillItem:
    """A drill on the list: the engine's drill, whether it is a puzzle of the day not
    yet in the statistics, the right answers in a row so far (its step in the schedule)
    and the day it was due (``None``: a puzzle of today)."""

    drill: Drill
    puzzle: bool = False
    step: int = 0
    due: dt.date | None = None


def _playable(drill: Drill) -> bool:
    """A drill whose position the table can show (every drill the engine makes)."""
    try:
        seated(drill.view())
    except (EngineError, ValueError):
        return False
    return True


def puzzle_items(today: dt.date) -> list[DrillItem]:
    """Each game's puzzle of ``today`` (a game without built-in puzzles has none)."""
    out = []
    for game in GAME_IDS:
        try:
            drill = daily_puzzle(today, game)
        except EngineError:
            continue  # no built-in puzzles of this game (or a damaged set): nothing to ask
        if _playable(drill):
            out.append(DrillItem(drill, puzzle=True))
    return out


def today_items(storage: Storage | None, today: dt.date) -> list[DrillItem]:
    """The drills due ``today`` of both games (at most :data:`SITTING`), or the puzzles
    of the day not answered yet when none is due; the statistics' ``StorageError``
    passes through."""
    if storage is None:
        return puzzle_items(today)
    due = [
        DrillItem(d.drill, step=d.step, due=d.due)
        for d in storage.stats.due_drills(today)
        if _playable(d.drill)
    ]
    if due:
        return due[:SITTING]
    # a puzzle answered once is one of the player's drills: it comes back when due
    return [p for p in puzzle_items(today) if storage.stats.drill(p.drill.key) is None]


def table_view(drill: Drill) -> Any:
    """The position as the player saw it, from the table's own seat (:func:`.seated`)."""
    return seated(drill.view())


def table_state(drill: Drill) -> GameState[Any]:
    """The drill's position to play on the table: the player's view with the player at
    the table's seat, the cards they could not see dealt at random from a generator
    seeded by the drill's key (the same each time it is shown); a position whose view
    does not come back the same is refused (``ValueError``)."""
    view = table_view(drill)
    state: GameState[Any] = view.determinize(random.Random(drill.key))
    if state.view(VIEWER) != view:
        raise ValueError("the drill's position does not fit its view")
    return state


def is_right(drill: Drill, answer: Action) -> bool:
    """The best move, or one as good within the review's tolerance."""
    return drill.is_right(answer)


def record(storage: Storage | None, item: DrillItem, right: bool, today: dt.date) -> int | None:
    """Keep the answer (a puzzle joins the drills first, so a wrong one comes back);
    the days until it is asked again (``None``: learnt, or nothing is kept)."""
    if storage is None:
        return None
    stats = storage.stats
    if item.puzzle:
        stats.add_drills([item.drill], today)
    due = stats.answer_drill(item.drill.key, right, today).due
    return None if due is None else max(0, (due - today).days)


def counts(storage: Storage | None, today: dt.date) -> DrillCounts | None:
    """Both games' drills: kept, due, learnt, answered and answered right so far
    (``None`` without statistics or when they cannot be read: the list says the drills
    without them)."""
    if storage is None:
        return None
    try:
        return storage.stats.drill_counts(today)
    except StorageError:  # the list is said without its figures
        return None


def percent_text(share: float) -> str:
    """A share (0…1) as a whole percentage in the locale's digits."""
    return QCoreApplication.translate("DrillsWindow", "{value} %").format(
        value=QLocale().toString(round(100 * share))
    )
