"""Recording a game of the pending queue into the statistics, exactly once.

Why every step may be repeated: the app can be killed between any two writes — after
the statistics took the game and before the queue let it go, after a row was started
and before the queue learnt its id.  So each step is checked against the statistics
before it is taken:

1. **The row.**  The entry's ``match_id`` if that row still exists.  Else a row being
   started (the entry's ``mark``) is looked for: a row after the mark's ``after`` id with
   the mark's ``started`` time, game and seed is the one a killed run started.  Else the
   mark is kept in the queue *first*, then the row is started (with that ``started``
   time), then its id is kept in the queue.
2. **The hands** (:meth:`StatsStore.record_missing_hands`): only hand numbers the row
   lacks are recorded.
3. **The end**: the row's result is set only while it is not the one the game ended
   with (a row the start-up closed as abandoned meanwhile is reopened and closed right).
4. The entry leaves the queue.

Nothing here records into statistics kept in memory: those entries wait for a session
whose database opens.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .pending_queue import PendingEntry, PendingQueue
from .saves import game_of
from .stats.recording import match_outcome
from .stats.rows import to_text

if TYPE_CHECKING:
    from .stats import StatsStore
    from .stats.parts import Parts

__all__ = ["record_entry"]


def record_entry(stats: StatsStore, queue: PendingQueue, entry: PendingEntry, parts: Parts) -> None:
    """Record ``entry`` into ``stats`` and drop it from ``queue``.  Raises
    :class:`~.errors.StorageError` (``stats_busy``, ``disk_full`` …) or ``sqlite3.Error``
    where it stopped; what was done stays done and is not done again."""
    mid = _row_of(stats, queue, entry)
    game = entry.game
    stats.record_missing_hands(mid, game, duration=entry.duration)
    row = stats.get_match(mid)
    outcome, _scores = match_outcome(game, parts, row.seat if row is not None else entry.meta.seat)
    wanted = outcome if outcome is not None else ("resigned" if entry.resigned else "abandoned")
    if row is not None and row.result != wanted:
        if row.result is not None:
            stats.reopen_match(mid)
        stats.finish_match_from(mid, game, resigned=entry.resigned)
    queue.remove(entry.id)


def _row_of(stats: StatsStore, queue: PendingQueue, entry: PendingEntry) -> int:
    """The row ``entry`` records into, found or started (see the module's docstring)."""
    mid = entry.match_id
    if mid is not None and stats.match_exists(mid):
        return mid
    found = _marked_row(stats, entry)
    if found is None:
        meta = entry.meta
        started = meta.created_at or queue.now()
        entry = queue.with_mark(entry, _last_row_id(stats), started)
        found = stats.start_match_for(
            entry.game,
            opponents=meta.opponents,
            seat=meta.seat,
            practice=meta.practice,
            started=started,
        )
    queue.update(_with_row(entry, found))
    return found


def _with_row(entry: PendingEntry, mid: int) -> PendingEntry:
    return replace(entry, match_id=mid, mark=None)


def _marked_row(stats: StatsStore, entry: PendingEntry) -> int | None:
    """The row a run started for ``entry`` before it could keep the row's id."""
    mark = entry.mark
    if mark is None:
        return None
    game = game_of(entry.game)
    seed = stats.queries.parts[game].describe(entry.game).seed
    row = stats.queries.db.execute(
        "SELECT id FROM matches WHERE id > ? AND started = ? AND game = ? AND seed IS ?"
        " ORDER BY id LIMIT 1",
        (mark.after, to_text(mark.started), game, seed),
    ).fetchone()
    return None if row is None else int(row[0])


def _last_row_id(stats: StatsStore) -> int:
    """The highest row id ever given (ids are never reused)."""
    row = stats.queries.db.execute(
        "SELECT seq FROM sqlite_sequence WHERE name = 'matches'"
    ).fetchone()
    return 0 if row is None else int(row[0])
