"""Rows set aside as damaged: found at open (every row read and checked) or at a read,
listed with their code, and left out of every figure — never deleted.

Why never deleted: a damaged row may still hold most of a match (a flipped bit in one
score leaves its moves intact), and the player or a later version may want it back.
The row stays where it is, untouched; ``quarantine`` (schema v5) lists it with its
code, the column found wrong, when, and a copy of the row as it was read (text that
was not UTF-8 as its bytes in hex), and the connection's ``temp.set_aside`` list keeps
it out of the views every read uses (:mod:`.row_sums`).  When the list cannot be
written (a full disk), the row is still left out for this session.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final

from .row_check import COLUMNS, KEYS, SUMMED, DamagedRow, check_row, row_sum
from .rows import to_text

__all__ = ["QUARANTINE_DDL", "SetAside", "scan", "set_aside", "set_aside_rows"]

log = logging.getLogger(__name__)

#: The list of rows set aside (part of the v4 → v5 migration, :mod:`.schema`).
QUARANTINE_DDL: Final = """
CREATE TABLE quarantine (
    tbl         TEXT    NOT NULL,
    row_id      INTEGER NOT NULL,
    code        TEXT    NOT NULL,
    column_name TEXT    NOT NULL,
    found       TEXT    NOT NULL,
    copy        TEXT,
    PRIMARY KEY (tbl, row_id)
);
"""

#: A copy larger than this is not kept in the list (the row itself stays in place).
_MAX_COPY: Final = 1_000_000


@dataclass(frozen=True, slots=True)
class SetAside:
    """A row set aside: its table, its key and the code of what was found wrong."""

    table: str
    row_id: int
    code: str
    column: str = ""


def _plain(value: object) -> Any:
    """A stored value as JSON can hold it: bytes (and text that was not UTF-8) as hex."""
    if isinstance(value, bytes):
        return {"blob_hex": value.hex()}
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return {"text_bytes_hex": value.encode("utf-8", "surrogateescape").hex()}
    if isinstance(value, float) and value != value:
        return {"real": "nan"}
    return value


def _copy(row: Mapping[str, object] | Any) -> str | None:
    try:
        names = list(row.keys())  # an sqlite3.Row iterates over its values
        text = json.dumps({k: _plain(row[k]) for k in names}, allow_nan=True)
    except (TypeError, ValueError):
        return None
    return text if len(text) <= _MAX_COPY else None


def set_aside(
    conn: sqlite3.Connection, damaged: DamagedRow, row: Mapping[str, object] | Any = None
) -> None:
    """Leave ``damaged``'s row out of every read from now on, and list it (with a copy
    of ``row``) in ``quarantine``; a failure to list it is logged, never raised."""
    log.warning("statistics: %s set aside", damaged)
    conn.execute(
        "INSERT OR IGNORE INTO temp.set_aside (tbl, row_id, code) VALUES (?, ?, ?)",
        (damaged.table, damaged.row_id, damaged.code),
    )
    try:
        conn.execute(
            "INSERT OR IGNORE INTO main.quarantine"
            " (tbl, row_id, code, column_name, found, copy) VALUES (?, ?, ?, ?, ?, ?)",
            (
                damaged.table,
                damaged.row_id,
                damaged.code,
                damaged.column,
                to_text(datetime.now(UTC)),
                None if row is None else _copy(row),
            ),
        )
    except sqlite3.Error as exc:
        log.warning("statistics: the damaged row could not be listed: %s", exc)


def scan(conn: sqlite3.Connection) -> list[SetAside]:
    """The check at open: the rows listed before are left out again, then every row
    of every table is read and checked, and each damaged one set aside.  Returns the
    rows set aside now.  A row whose checksum matches costs one CRC-32 of its values
    (about 1 s for 28 000 hands, 23 MB, on a slow machine: roughly three times
    ``integrity_check``); only a row without a sum, or whose sum differs, is fetched
    whole and decoded, its cost bounded by the size limits of :mod:`.row_check`."""
    conn.execute(
        "INSERT OR IGNORE INTO temp.set_aside (tbl, row_id, code)"
        " SELECT tbl, row_id, code FROM main.quarantine"
    )
    found: list[tuple[DamagedRow, Any]] = []
    for table in COLUMNS:
        listed = {
            r[0] for r in conn.execute("SELECT row_id FROM temp.set_aside WHERE tbl = ?", (table,))
        }
        key = KEYS[table]
        fast = conn.cursor()
        fast.row_factory = None  # plain tuples: the sum is over them as they come
        fast.execute(f"SELECT {key}, row_sum, {', '.join(SUMMED[table])} FROM main.{table}")
        for plain in fast:
            if plain[0] in listed or (plain[1] is not None and plain[1] == row_sum(*plain[2:])):
                continue  # as written (the common case, decoded no further)
            row = conn.execute(f"SELECT * FROM main.{table} WHERE {key} = ?", (plain[0],))
            for full in row.fetchall():
                try:
                    check_row(table, full)
                except DamagedRow as damaged:
                    found.append((damaged, full))
    if found:
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            log.warning("statistics: cannot list damaged rows: %s", exc)
        for each, row in found:
            set_aside(conn, each, row)
        if conn.in_transaction:
            try:
                conn.execute("COMMIT")
            except sqlite3.Error as exc:
                log.warning("statistics: cannot list damaged rows: %s", exc)
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                for each, _row in found:  # still left out in this session
                    conn.execute(
                        "INSERT OR IGNORE INTO temp.set_aside (tbl, row_id, code) VALUES (?, ?, ?)",
                        (each.table, each.row_id, each.code),
                    )
    return [SetAside(d.table, int(str(d.row_id)), d.code, d.column) for d, _ in found]


def set_aside_rows(conn: sqlite3.Connection) -> list[SetAside]:
    """Every row left out of the reads, listed or found in this session."""
    columns = {
        (r[0], r[1]): r[2]
        for r in conn.execute("SELECT tbl, row_id, column_name FROM main.quarantine")
    }
    return [
        SetAside(r[0], r[1], r[2], columns.get((r[0], r[1]), ""))
        for r in conn.execute("SELECT tbl, row_id, code FROM temp.set_aside ORDER BY tbl, row_id")
    ]
