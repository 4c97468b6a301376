"""Statistics in SQLite: every match and every hand the player plays, replayable.

Why SQLite: one file, transactional, queried with plain SQL, in the standard library.
Every game shares the tables (the ``game`` column); every figure is for one game.

The package, by reason to change:

* :mod:`.schema` — the DDL, ``SCHEMA_VERSION``, the migrations v1 → v2 → v3, opening
  with the integrity check and moving a damaged file aside;
* :mod:`.row_check` — what a stored row must be (types, ranges, decoding) and its
  checksum; :mod:`.row_sums` — the triggers that keep the checksum and the views that
  leave damaged rows out; :mod:`.quarantine` — damaged rows set aside, never deleted;
* :mod:`.database` — the one connection the parts share, its write transaction and its
  guarded reads;
* :mod:`.rows` — what goes in and comes out (:class:`HandEntry`, match and hand rows);
* :mod:`.figures` — the figures of the statistics window (:class:`Overview` …);
* :mod:`.recording` — open a match, record a hand, close the match;
* :mod:`.queries` — overview figures, series, history pages;
* :mod:`.replay` — a recorded hand read back to step through;
* :mod:`.export` — CSV; :mod:`.backup` — a consistent copy (SQLite's online backup);
* :mod:`.review` — the hand review's accuracy and decisions, and the accuracy series;
* :mod:`.drills` — drills kept, when each is due, and their answers (schema v6);
* :mod:`.game` — :class:`GameStats`, what each game supplies (its part lives in
  ``jinlami_desktop/games/<id>/stats.py``; the caller hands the parts in, :mod:`.parts`);
* :mod:`.store` — :class:`StatsStore`, composing them behind one API (start there).
"""

from __future__ import annotations

from .drills import DrillCounts, DrillDay, StoredDrill
from .figures import MatchPoint, Overview, PointStats, Streaks, Summary, Tally
from .game import GameFigures, GameStats, HandOutcome, MatchDescription, Recordable
from .parts import Parts
from .recording import match_outcome
from .replay import RecordedHand
from .review import AccuracyPoint, StoredReview
from .rows import HAND_RESULTS, MATCH_RESULTS, HandEntry, HandRow, MatchResult, MatchRow
from .schema import SCHEMA_V1, SCHEMA_VERSION
from .store import StatsStore

__all__ = [
    "HAND_RESULTS",
    "MATCH_RESULTS",
    "SCHEMA_V1",
    "SCHEMA_VERSION",
    "AccuracyPoint",
    "DrillCounts",
    "DrillDay",
    "GameFigures",
    "GameStats",
    "HandEntry",
    "HandOutcome",
    "HandRow",
    "MatchDescription",
    "MatchPoint",
    "MatchResult",
    "MatchRow",
    "Overview",
    "Parts",
    "PointStats",
    "Recordable",
    "RecordedHand",
    "StatsStore",
    "StoredDrill",
    "StoredReview",
    "Streaks",
    "Summary",
    "Tally",
    "match_outcome",
]
