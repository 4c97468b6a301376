"""The one open connection the store's parts share, with its write transaction."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any, TypeVar

from ..errors import StorageError
from .quarantine import set_aside
from .row_check import DamagedRow, check_row
from .schema import SQLITE_BUSY, SQLITE_FULL, SQLITE_LOCKED, sqlite_code

__all__ = ["Clock", "Database", "read_error", "scope"]

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
_Out = TypeVar("_Out")


class Database:
    """The statistics connection and the clock that stamps rows; handed by the store to
    its recorder, queries, replays and export."""

    def __init__(self, conn: sqlite3.Connection, clock: Clock) -> None:
        self.conn = conn
        self.clock = clock

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def decoded(
        self, table: str, rows: Iterable[sqlite3.Row], decode: Callable[[sqlite3.Row], _Out]
    ) -> list[_Out]:
        """``decode`` of every row of ``table`` that passes its check
        (:func:`~.row_check.check_row`); a damaged one is set aside (listed, left out
        of every later read, never deleted) and skipped, so the rest is shown."""
        out: list[_Out] = []
        for row in list(rows):
            try:
                check_row(table, row)
            except DamagedRow as damaged:
                set_aside(self.conn, damaged, row)
                continue
            out.append(decode(row))
        return out

    def checkpoint(self) -> None:
        """Copy the WAL into the main file and empty it, so the main file alone holds
        everything written so far (a lost ``-wal``, or a backup of the main file only,
        loses nothing).  Best effort: another program reading keeps it for later."""
        try:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error as exc:
            log.info("statistics checkpoint put off: %s", exc)

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; SQLite errors become :class:`StorageError`.

        A failed COMMIT (a full disk) may have ended the transaction already: it is
        rolled back only while one is active, and a failing ROLLBACK never hides the
        first error, so a write always ends cleanly with one coded error.
        """
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _error(exc) from exc
        try:
            yield self.conn
        except BaseException as exc:
            self._rollback()
            if isinstance(exc, sqlite3.Error):
                raise _error(exc) from exc
            if isinstance(exc, UnicodeError):  # text that cannot be stored as UTF-8
                raise StorageError(f"statistics not saved: {exc}", "stats_write_failed") from exc
            raise
        try:
            self.conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise _error(exc) from exc

    def _rollback(self) -> None:
        """Undo the open transaction, if there still is one."""
        if self.conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")

    def match_row(self, match_id: int) -> sqlite3.Row:
        """The ``matches`` row ``match_id`` to record into; ``no_such_match`` when there
        is none, or it was set aside as damaged (nothing is recorded into such a row)."""
        rows = self.conn.execute("SELECT * FROM ok_matches WHERE id = ?", (match_id,))
        found = self.decoded("matches", rows, lambda r: r)
        if not found:
            raise StorageError(f"no match {match_id}", "no_such_match", match_id=match_id)
        return found[0]


def _error(exc: sqlite3.Error) -> StorageError:
    """A coded error for a failed write: ``disk_full``, ``stats_busy`` (another program
    holds the database) or ``stats_write_failed``."""
    code = {SQLITE_FULL: "disk_full", SQLITE_BUSY: "stats_busy", SQLITE_LOCKED: "stats_busy"}
    found = code.get(sqlite_code(exc) or 0)
    if found is None:
        text = str(exc).lower()
        found = (
            "disk_full"
            if "disk is full" in text or "disk full" in text
            else "stats_busy"
            if "locked" in text or "busy" in text
            else "stats_write_failed"
        )
    return StorageError(f"statistics not saved: {exc}", found)


def read_error(exc: sqlite3.Error) -> StorageError:
    """A coded error for a failed read: ``stats_busy`` (another program holds the
    database) or ``stats_unreadable`` (the file fails to read: it is checked again,
    and moved aside if damaged, at the next start)."""
    found = _error(exc).code
    code = "stats_busy" if found == "stats_busy" else "stats_unreadable"
    return StorageError(f"statistics not read: {exc}", code)


def scope(practice: bool | None, alias: str = "", game: str | None = None) -> tuple[str, list[Any]]:
    """A WHERE clause for one scope (``None``: both) and one game (``None``: every game)."""
    prefix = f"{alias}." if alias else ""
    clauses: list[str] = []
    params: list[Any] = []
    if practice is not None:
        clauses.append(f"{prefix}practice = ?")
        params.append(int(practice))
    if game is not None:
        clauses.append(f"{prefix}game = ?")
        params.append(game)
    return (" AND ".join(clauses) or "1"), params
