"""The one open connection the store's parts share, with its write transaction."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from ..errors import StorageError
from .schema import SQLITE_FULL, sqlite_code

__all__ = ["Clock", "Database", "scope"]

Clock = Callable[[], datetime]


class Database:
    """The statistics connection and the clock that stamps rows; handed by the store to
    its recorder, queries, replays and export."""

    def __init__(self, conn: sqlite3.Connection, clock: Clock) -> None:
        self.conn = conn
        self.clock = clock

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; SQLite errors become :class:`StorageError`."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _error(exc) from exc
        try:
            yield self.conn
        except BaseException as exc:
            self.conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise _error(exc) from exc
            raise
        try:
            self.conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self.conn.execute("ROLLBACK")
            raise _error(exc) from exc

    def match_row(self, match_id: int) -> sqlite3.Row:
        """The ``matches`` row ``match_id``; ``no_such_match`` when there is none."""
        row: sqlite3.Row | None = self.conn.execute(
            "SELECT * FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        if row is None:
            raise StorageError(f"no match {match_id}", "no_such_match", match_id=match_id)
        return row


def _error(exc: sqlite3.Error) -> StorageError:
    code = "disk_full" if sqlite_code(exc) == SQLITE_FULL else "stats_write_failed"
    return StorageError(f"statistics not saved: {exc}", code)


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
