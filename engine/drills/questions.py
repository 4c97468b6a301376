"""What a drill asks and when a decision becomes one: the kinds of question, the
sources of drills, and the thresholds of win chance (or points) lost.

Why a module of its own: the statistics database checks its rows against these names
(``jinlami_desktop/storage/stats``) without importing the games the drills replay.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

__all__ = ["KINDS", "POINTS_THRESHOLDS", "SOURCES", "THRESHOLDS"]

#: A decision becomes a drill when it gave away more than this much win chance.  拉米纸牌's
#: is higher: its review values moves by a few roll-outs, whose noise is larger.
THRESHOLDS: Final[Mapping[str, float]] = {"jinlami": 0.05, "rummy": 0.15}
#: ... or, where the review counts points (金拉米's declarations and lay-offs), more than
#: this many points.
POINTS_THRESHOLDS: Final[Mapping[str, float]] = {"jinlami": 5.0, "rummy": 10.0}
#: The questions a drill asks, one a kind of decision.
KINDS: Final = ("discard", "take_upcard", "draw", "knock", "layoff", "meld")
#: Where a drill comes from: the player's own reviewed hand, or the built-in puzzles.
SOURCES: Final = ("review", "puzzle")
