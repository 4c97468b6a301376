"""Drills: the player's own costly mistakes asked again until learnt, and the daily puzzle.

Why: a review read once is forgotten; a mistake brought back as a question on the real
table, spaced further out each time it is answered right, is learnt.  The modules:
:mod:`~engine.drills.questions` (the kinds of question and the thresholds),
:mod:`~engine.drills.drill` (a :class:`Drill` and the drills of a review), the
position's document (:mod:`~engine.drills.views`: the seat's view only, never a hidden
card), :mod:`~engine.drills.schedule` (spaced repetition on dates) and
:mod:`~engine.drills.puzzles` (the built-in set and the puzzle of the day).  Pure: nothing
here reads the clock or writes files (the built-in set is read from the package).  The
names below load on first use, so the light modules (the questions, the schedule) do
not import the games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..lazy_exports import LazyExports

if TYPE_CHECKING:
    from .drill import (
        Drill,
        drill_of,
        drills_from_game,
        drills_from_review,
        is_drill_worthy,
        kind_of_review,
    )
    from .puzzles import daily_puzzle, puzzle_set, puzzles_document
    from .questions import KINDS, POINTS_THRESHOLDS, SOURCES, THRESHOLDS
    from .schedule import INTERVALS, LEARNT, Due, answer, first_due, is_due
    from .views import position_from_doc, view_from_doc, view_to_doc

_EXPORTS: Final = {
    **dict.fromkeys(
        (
            "Drill",
            "drill_of",
            "drills_from_game",
            "drills_from_review",
            "is_drill_worthy",
            "kind_of_review",
        ),
        ".drill",
    ),
    **dict.fromkeys(("daily_puzzle", "puzzle_set", "puzzles_document"), ".puzzles"),
    **dict.fromkeys(("KINDS", "POINTS_THRESHOLDS", "SOURCES", "THRESHOLDS"), ".questions"),
    **dict.fromkeys(("INTERVALS", "LEARNT", "Due", "answer", "first_due", "is_due"), ".schedule"),
    **dict.fromkeys(("position_from_doc", "view_from_doc", "view_to_doc"), ".views"),
}

__all__ = [
    "INTERVALS",
    "KINDS",
    "LEARNT",
    "POINTS_THRESHOLDS",
    "SOURCES",
    "THRESHOLDS",
    "Drill",
    "Due",
    "answer",
    "daily_puzzle",
    "drill_of",
    "drills_from_game",
    "drills_from_review",
    "first_due",
    "is_drill_worthy",
    "is_due",
    "kind_of_review",
    "position_from_doc",
    "puzzle_set",
    "puzzles_document",
    "view_from_doc",
    "view_to_doc",
]

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
