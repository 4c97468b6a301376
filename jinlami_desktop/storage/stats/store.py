"""The statistics store: one connection, handed to its recorder, queries, replays and
export (each a small object of its own module), behind one API.

Recording (the controller normally goes through
:class:`~jinlami_desktop.storage.session.Storage`, which calls these in step with the
autosave)::

    stats = StatsStore(paths.stats_db, parts=parts)   # check stats.warning once, show it
    stats.abandon_unfinished(keep=[resumed_id])   # at start-up, after the resume prompt
    mid = stats.start_match_for(match, opponents=["medium"], seat=0)
    stats.record_hand_state(mid, hand_state, duration=73.5)   # when a hand ends
    stats.record_missing_hands(mid, match)        # on resume: hands a crash left out
    stats.mark_practice(mid)                      # a hint or take-back was used
    stats.finish_match_from(mid, match)           # won / lost / drawn, final scores
    stats.finish_match(mid, "resigned")           # or "abandoned"
    stats.fairness(mid) -> FairnessRow | None     # commitment; reveal and save once ended

The statistics window (all return plain frozen dataclasses; ``practice=False`` gives
ranked figures, ``True`` practice figures, ``None`` everything; ``game`` an
``engine.games`` id, the engine's first game by default)::

    stats.overview(practice=False, game=…) -> Overview   # every figure below, and the
                                                  # game's own (its part's ``figures``)
    stats.by_players(practice, game) -> dict[int, Summary]   # a multi-seat game's tables
    stats.summary() -> Summary                    # matches / hands: played, won, %
    stats.by_rules() / stats.by_opponent() / stats.by_mode() -> dict[str, Summary]
    stats.match_streaks() / stats.hand_streaks() -> Streaks(current, longest)
    stats.point_stats() -> PointStats             # average points per hand
    stats.best_hand() -> HandRow | None
    stats.match_results() -> list[MatchPoint]     # chart: results + running win rate
    stats.hand_history(limit, offset, game=None) -> list[HandRow]; stats.hand_count()
    stats.recorded_hand(hand_id, kind) -> kind    # the game's RecordedHand: its deal
                                                  # (.new_state()), then apply .actions
    stats.export_csv(path_or_file, table="hands" | "matches", game=None) -> rows written
    stats.backup(path) -> path                    # a consistent copy (online backup API)
    stats.set_aside() -> list[SetAside]           # rows found damaged: kept, left out
    stats.reset()                                 # after the UI's confirmation

Every read is guarded: a row that does not decode, or is not the row written, is set
aside with its code (:mod:`.quarantine`) and the rest is returned; an SQLite error
while reading is a :class:`StorageError` (``stats_unreadable``, or ``stats_busy``),
never a bare ``sqlite3`` exception.  A finished match, and the session's end
(:meth:`close`), checkpoint the WAL into the main file.

The hand review (schema v4)::

    stats.save_review(hand_id, effort, accuracy, decisions) -> match accuracy | None
    stats.stored_review(hand_id) -> StoredReview | None   # computed once, read back
    stats.accuracy_points(game=…) / stats.match_accuracy_points(game=…)  # the chart

Drills (schema v6; ``today`` is the player's calendar day, a ``datetime.date``)::

    stats.add_drills(drills, today) -> how many were new   # duplicates (same key) kept once
    stats.due_drills(today, game=None) -> list[StoredDrill]  # due today or before
    stats.answer_drill(key, right, today) -> StoredDrill   # the answer kept, rescheduled
    stats.drill(key) -> StoredDrill | None
    stats.drill_counts(today, game=None) -> DrillCounts    # kept, due, learnt, answers
    stats.drill_days(game=None) -> list[DrillDay]          # answers a day: the chart

Match results: ``won``, ``lost``, ``drawn``, ``resigned`` (the player gave up: counted
as a loss) and ``abandoned`` (left unfinished: counted as such, never as a loss).
Hand results are ``won``, ``lost``, ``drawn`` from the player's seat.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Concatenate, Literal, ParamSpec, TypeVar

from ..errors import StorageError
from .backup import back_up
from .database import Clock, Database, read_error
from .drills import DrillCounts, DrillDay, Drills, StoredDrill
from .export import Export
from .fairness import FairnessLedger, FairnessRow
from .figures import MatchPoint, Overview, PointStats, Streaks, Summary
from .game import Recordable
from .parts import Parts
from .quarantine import SetAside, set_aside_rows
from .queries import FIRST_GAME, Queries
from .recording import Recorder
from .replay import RecordedHand, Replays
from .review import AccuracyPoint, Reviews, StoredReview
from .rows import HandEntry, HandRow, MatchResult, MatchRow
from .schema import open_database

if TYPE_CHECKING:
    import datetime as dt

    from engine.drills import Drill
    from engine.protocol import GameRules, GameState

__all__ = ["StatsStore"]

_Replay = TypeVar("_Replay", bound=RecordedHand[Any, Any])
_Args = ParamSpec("_Args")
_Out = TypeVar("_Out")


def _read(
    method: Callable[Concatenate[StatsStore, _Args], _Out],
) -> Callable[Concatenate[StatsStore, _Args], _Out]:
    """A read of the statistics: an SQLite error (a page that fails to read, a lock
    held by another program) becomes a coded :class:`StorageError` the window words."""

    @functools.wraps(method)
    def guarded(self: StatsStore, *args: _Args.args, **kwargs: _Args.kwargs) -> _Out:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.Error as exc:
            raise read_error(exc) from exc

    return guarded  # type: ignore[return-value]  # functools.wraps keeps the signature


def _utc_now() -> datetime:
    return datetime.now(UTC)


class StatsStore:
    """The statistics database.  One instance per thread (the UI thread).

    ``parts`` are the games' parts, by game id (the caller's: storage knows no game)."""

    def __init__(self, path: Path | str, clock: Clock = _utc_now, *, parts: Parts) -> None:
        self.path = Path(path) if str(path) != ":memory:" else None
        self._clock = clock
        opened = open_database(self.path, clock)
        #: Set when the UI should warn: ``stats_corrupt``, ``stats_newer_version``,
        #: ``stats_unknown_version``,
        #: ``stats_unavailable``.  ``moved_to`` is the damaged file's new name.
        self.warning: str | None = opened.warning
        self.moved_to: Path | None = opened.moved_to
        self._db = Database(opened.conn, clock)
        self._parts = parts
        self._recorder = Recorder(self._db, self._parts)
        self._queries = Queries(self._db, self._parts)
        self._replays = Replays(self._db)
        self._export = Export(self._db)
        self._reviews = Reviews(self._db)
        self._fairness = FairnessLedger(self._db)
        self._drills = Drills(self._db)

    @property
    def queries(self) -> Queries:
        """The figures' queries (a game's part asks its own figures of them)."""
        return self._queries

    # -- the connection ------------------------------------------------------------------
    @property
    def _conn(self) -> sqlite3.Connection:
        return self._db.conn

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; SQLite errors become ``StorageError``."""
        with self._db.write() as conn:
            yield conn

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    @property
    def in_memory(self) -> bool:
        """True when this session's figures will not be kept (see :attr:`warning`)."""
        return not self._conn.execute("PRAGMA database_list").fetchone()[2]

    def close(self) -> None:
        """Checkpoint the WAL into the main file, then close."""
        self._db.checkpoint()
        self._conn.close()

    def backup(self, dest: Path | str) -> Path:
        """Write a consistent copy of the statistics to ``dest`` (SQLite's online backup);
        ``disk_full``, ``backup_unwritable``, ``backup_same_file`` or ``backup_failed``
        otherwise."""
        return back_up(self._conn, Path(dest), self.path)

    @_read
    def set_aside(self) -> list[SetAside]:
        """The rows found damaged (at open or by a read): kept where they were, left out
        of every figure and list, with their codes."""
        return set_aside_rows(self._conn)

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- recording -----------------------------------------------------------------------
    def start_match(
        self,
        *,
        rules: GameRules,
        mode: str,
        opponents: Sequence[str],
        seat: int = 0,
        game: str = FIRST_GAME,
        config: Mapping[str, Any] | None = None,
        seed: int | None = None,
        practice: bool = False,
        started: datetime | None = None,
        players: int = 2,
    ) -> int:
        """Open a match row (result unset) and return its id for the save's meta."""
        return self._recorder.start_match(
            rules=rules,
            mode=mode,
            opponents=opponents,
            seat=seat,
            game=game,
            config=config,
            seed=seed,
            practice=practice,
            started=started,
            players=players,
        )

    def start_match_for(
        self,
        game: Recordable,
        *,
        opponents: Sequence[str],
        seat: int = 0,
        practice: bool = False,
        started: datetime | None = None,
    ) -> int:
        """:meth:`start_match` with rules, mode, config and seed taken from the engine.

        ``opponents`` lists the level of every other seat (seats 1 … n-1 at a table
        whose player is seat 0)."""
        return self._recorder.start_match_for(
            game, opponents=opponents, seat=seat, practice=practice, started=started
        )

    def record_hand(self, match_id: int, entry: HandEntry) -> int:
        """Store a finished hand of ``match_id``; adds its points to the match's running
        score and makes the match practice if the hand was.  Returns the hand id."""
        return self._recorder.record_hand(match_id, entry)

    def record_hand_state(
        self,
        match_id: int,
        state: GameState[Any],
        *,
        duration: float = 0.0,
        number: int | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> int:
        """Record a finished engine hand (any game) from the player's seat stored with
        the match."""
        return self._recorder.record_hand_state(
            match_id, state, duration=duration, number=number, practice=practice, played=played
        )

    def record_missing_hands(self, match_id: int, game: Recordable, duration: float = 0.0) -> int:
        """Record the finished hands of ``game`` that the database lacks (the hand that
        has just ended, or hands a crash left out); idempotent."""
        return self._recorder.record_missing_hands(match_id, game, duration)

    def reopen_match(self, match_id: int) -> None:
        """Clear a match's result: a loaded save continues a match closed as abandoned."""
        self._recorder.reopen_match(match_id)

    def hand_numbers(self, match_id: int) -> set[int]:
        """Numbers of the hands recorded for a match."""
        return self._recorder.hand_numbers(match_id)

    def mark_practice(self, match_id: int) -> None:
        """A hint or take-back was used: the match leaves the ranked figures."""
        self._recorder.mark_practice(match_id)

    def finish_match(
        self,
        match_id: int,
        result: MatchResult | str,
        scores: tuple[int, int] | None = None,
        ended: datetime | None = None,
        seat_scores: Sequence[int] | None = None,
    ) -> None:
        """Close a match with its result (and final scores, if given)."""
        self._recorder.finish_match(match_id, result, scores, ended, seat_scores)

    def finish_match_from(
        self,
        match_id: int,
        game: Recordable,
        *,
        resigned: bool = False,
        ended: datetime | None = None,
    ) -> MatchResult:
        """Close a match from the engine's final position (``resigned`` if the player gave
        up an unfinished one; an unfinished one otherwise counts as abandoned)."""
        return self._recorder.finish_match_from(match_id, game, resigned=resigned, ended=ended)

    def abandon_unfinished(self, keep: Collection[int] = ()) -> int:
        """Mark every match still open as abandoned, except those being resumed."""
        return self._recorder.abandon_unfinished(keep)

    def reset(self) -> None:
        """Delete every match and hand, and every drill (the UI asks for confirmation first)."""
        self._recorder.reset()

    # -- rows ----------------------------------------------------------------------------
    def match_exists(self, match_id: int) -> bool:
        """Does the row a resumed save points at still exist (not reset, not moved)?"""
        return self._queries.match_exists(match_id)

    def match_is_open(self, match_id: int) -> bool:
        """Does the match exist without a result yet (so it may still be recorded into)?"""
        return self._queries.match_is_open(match_id)

    @_read
    def get_match(self, match_id: int) -> MatchRow | None:
        return self._queries.get_match(match_id)

    @_read
    def fairness(self, match_id: int) -> FairnessRow | None:
        """Match ``match_id``'s commitment and, once it ended, its reveal and final save
        text (``None``: the match had no commitment)."""
        return self._fairness.get(match_id)

    def reveal(self, match_id: int, game: Recordable) -> bool:
        """Keep the reveal of ``game`` (ended) for match ``match_id``; False if it has
        nothing to reveal yet.  :meth:`finish_match_from` does this by itself."""
        return self._fairness.reveal(match_id, game)

    @_read
    def match_hands(self, match_id: int) -> list[HandRow]:
        return self._queries.match_hands(match_id)

    @_read
    def hand_count(self, practice: bool | None = None, game: str | None = None) -> int:
        return self._queries.hand_count(practice, game)

    @_read
    def hand_history(
        self,
        limit: int = 50,
        offset: int = 0,
        practice: bool | None = None,
        game: str | None = None,
    ) -> list[HandRow]:
        """Recorded hands, newest first, one page at a time (all scopes and games by
        default)."""
        return self._queries.hand_history(limit, offset, practice, game)

    # -- figures -------------------------------------------------------------------------
    @_read
    def overview(self, practice: bool | None = False, game: str = FIRST_GAME) -> Overview:
        """Every figure of the statistics window for one scope and one game in one call
        (the figures of other games are zero or empty)."""
        return self._queries.overview(practice, game)

    @_read
    def summary(self, practice: bool | None = False, game: str | None = FIRST_GAME) -> Summary:
        """Matches and hands played and won (ranked only by default)."""
        return self._queries.summary(practice, game)

    @_read
    def by_rules(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per rules preset name (``custom`` for changed options)."""
        return self._queries.by_rules(practice, game)

    @_read
    def by_opponent(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per opponent level (``mixed`` for a match against several levels)."""
        return self._queries.by_opponent(practice, game)

    @_read
    def by_players(self, practice: bool | None, game: str | None) -> dict[int, Summary]:
        """Summary per number of players at the table (a game of 2–4 seats)."""
        return self._queries.by_players(practice, game)

    @_read
    def by_mode(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per match mode (a hand counts under its match's)."""
        return self._queries.by_mode(practice, game)

    @_read
    def match_streaks(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> Streaks:
        """Winning streaks of matches in the order they ended; abandoned ones are skipped."""
        return self._queries.match_streaks(practice, game)

    @_read
    def hand_streaks(self, practice: bool | None = False, game: str | None = FIRST_GAME) -> Streaks:
        """Winning streaks of hands; a lost or drawn hand breaks one."""
        return self._queries.hand_streaks(practice, game)

    @_read
    def point_stats(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> PointStats:
        return self._queries.point_stats(practice, game)

    @_read
    def best_hand(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> HandRow | None:
        """The hand with the most points won (the earliest of equals)."""
        return self._queries.best_hand(practice, game)

    @_read
    def match_results(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> list[MatchPoint]:
        """Finished matches oldest first, with the running win rate, for the charts."""
        return self._queries.match_results(practice, game)

    # -- replay and export ---------------------------------------------------------------
    @_read
    def recorded_hand(self, hand_id: int, kind: type[_Replay]) -> _Replay:
        """Hand ``hand_id`` read back as ``kind``, its game's replay (the table steps
        through it): ``no_such_hand``, or ``hand_unreadable`` for another game's hand."""
        return self._replays.read(hand_id, kind)

    @_read
    def replay_of(self, hand_id: int, game: str) -> RecordedHand[Any, Any]:
        """Hand ``hand_id`` of ``game`` read back as that game's replay (its part's);
        ``hand_unreadable`` for a game no part plays."""
        part = self._parts.get(game)
        if part is None:
            raise StorageError(
                f"hand {hand_id} cannot be replayed: a {game} hand",
                "hand_unreadable",
                hand_id=hand_id,
            )
        return self._replays.read(hand_id, part.replay)

    @_read
    def export_csv(
        self,
        dest: Path | str | IO[str],
        table: Literal["hands", "matches"] = "hands",
        practice: bool | None = None,
        game: str | None = None,
    ) -> int:
        """Write hands (with their match's mode and result) or matches as CSV; returns the
        number of rows.  A path is written as UTF-8 with a BOM so spreadsheets read 中文."""
        return self._export.export_csv(dest, table, practice, game)

    # -- the hand review -----------------------------------------------------------------
    def save_review(
        self,
        hand_id: int,
        effort: str,
        accuracy: float,
        decisions: Sequence[Mapping[str, Any]],
    ) -> float | None:
        """Keep hand ``hand_id``'s review (its accuracy and decisions); returns the
        match's pooled accuracy once every hand of the match is reviewed."""
        return self._reviews.save(hand_id, effort, accuracy, decisions)

    @_read
    def stored_review(self, hand_id: int) -> StoredReview | None:
        """A hand's review computed earlier, or ``None``."""
        return self._reviews.stored(hand_id)

    @_read
    def accuracy_points(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> list[AccuracyPoint]:
        """Reviewed hands oldest first, for the accuracy chart."""
        return self._reviews.hand_points(practice, game)

    @_read
    def match_accuracy_points(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> list[AccuracyPoint]:
        """Matches whose every hand is reviewed, oldest first, with the pooled accuracy."""
        return self._reviews.match_points(practice, game)

    # -- drills --------------------------------------------------------------------------
    def add_drills(self, drills: Iterable[Drill], today: dt.date) -> int:
        """Keep new drills, due ``today``; one already kept is left as it is.  Returns
        how many were new."""
        return self._drills.add(drills, today)

    def answer_drill(self, key: str, right: bool, today: dt.date) -> StoredDrill:
        """Keep an answer to drill ``key`` and reschedule it (``no_such_drill``)."""
        return self._drills.record_answer(key, right, today)

    @_read
    def drill(self, key: str) -> StoredDrill | None:
        return self._drills.get(key)

    @_read
    def due_drills(self, today: dt.date, game: str | None = None) -> list[StoredDrill]:
        """The drills due ``today`` or earlier, the longest overdue first."""
        return self._drills.due(today, game)

    @_read
    def drill_counts(self, today: dt.date, game: str | None = None) -> DrillCounts:
        """Drills kept, due ``today``, learnt; answers given and right."""
        return self._drills.counts(today, game)

    @_read
    def drill_days(self, game: str | None = None) -> list[DrillDay]:
        """Each day with drill answers, oldest first (accuracy on drills over time)."""
        return self._drills.days(game)
