"""The checksum every row keeps (``row_sum``, schema v5), kept up to date by the
connection itself.

Why triggers: a row is written in many places (a match opened, a hand recorded, the
scores, the result, a review, a reveal …); a trigger after every INSERT and every
UPDATE of a data column sums the row as SQLite stored it, so no write can forget it.
The triggers and the SQL function ``stats_row_sum`` (:func:`.row_check.row_sum`) are
TEMP: they live on this app's connection only, and another program opening the file
(the ``sqlite3`` shell) is not stopped by a function it lacks — its rows simply have
no sum, and are checked column by column (:func:`.row_check.check_row`).  The views
``ok_matches``, ``ok_hands``, ``ok_fairness``, ``ok_drills`` and ``ok_drill_answers``
are the tables without the rows set
aside (:mod:`.quarantine`): every figure and list reads them.
"""

from __future__ import annotations

import sqlite3

from .row_check import KEYS, SUMMED, row_sum

__all__ = ["install_row_sums"]


def install_row_sums(conn: sqlite3.Connection) -> None:
    """The checksum function, its triggers, the set-aside list and the views, on
    ``conn`` (a database at the current schema)."""
    conn.create_function("stats_row_sum", -1, row_sum, deterministic=True)
    conn.execute(
        "CREATE TEMP TABLE IF NOT EXISTS set_aside ("
        " tbl TEXT NOT NULL, row_id INTEGER NOT NULL, code TEXT NOT NULL,"
        " PRIMARY KEY (tbl, row_id))"
    )
    for table, columns in SUMMED.items():
        key = KEYS[table]
        args = ", ".join(f"NEW.{c}" for c in columns)
        body = (
            f"BEGIN UPDATE {table} SET row_sum = stats_row_sum({args}) WHERE {key} = NEW.{key}; END"
        )
        conn.execute(
            f"CREATE TEMP TRIGGER IF NOT EXISTS {table}_sum_insert"
            f" AFTER INSERT ON main.{table} {body}"
        )
        conn.execute(
            f"CREATE TEMP TRIGGER IF NOT EXISTS {table}_sum_update"
            f" AFTER UPDATE OF {', '.join(columns)} ON main.{table} {body}"
        )
        conn.execute(
            f"CREATE TEMP VIEW IF NOT EXISTS ok_{table} AS SELECT * FROM main.{table}"
            f" WHERE {key} NOT IN (SELECT row_id FROM temp.set_aside WHERE tbl = '{table}')"
        )
