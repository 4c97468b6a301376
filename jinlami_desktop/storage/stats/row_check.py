"""What a stored row must be to be read: each column's type, range and decoding, and a
checksum over the whole row.

Why: SQLite's ``integrity_check`` proves the file's structure, not its contents.  One
flipped bit inside a value (a byte of a date, a JSON list, a score) leaves the file
"ok" and the row wrong or unreadable; a row written by another program can hold any
type in any column.  Every row is therefore checked column by column
(:func:`check_row`: text that is UTF-8, JSON of the right shape, a date, a number in
its range, a blob of a bounded size) and, once written by this app, against the
checksum kept with it (``row_sum``, schema v5: CRC-32 over every column, computed by
the connection's triggers, :mod:`.row_sums`), which catches a change that still
decodes (a score of 12 read as 13).

A row that fails is a :class:`DamagedRow` with a ``code``:

* ``row_bad_text`` — text that is not UTF-8 (or a text column holding another type);
* ``row_bad_json`` — JSON that does not parse, or not of the column's shape;
* ``row_bad_date`` — a timestamp that is not one;
* ``row_bad_type`` — a number column holding text, a blob or nothing;
* ``row_out_of_range`` — a number outside what the app ever writes (a score beyond a
  billion would overflow the figures' sums), or a result no game has;
* ``row_too_large`` — a text or blob larger than any the app writes;
* ``row_sum_mismatch`` — the row decodes, but is not the row that was written.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from engine.drills.questions import KINDS, SOURCES
from engine.drills.schedule import LEARNT
from engine.save_codec import MAX_SAVE_CHARS

from .rows import HAND_RESULTS, MATCH_RESULTS

__all__ = [
    "COLUMNS",
    "DAMAGE_CODES",
    "KEYS",
    "DamagedRow",
    "check_row",
    "row_sum",
]

#: The codes of a damaged row, in the order they are looked for.
DAMAGE_CODES: Final = (
    "row_bad_text",
    "row_bad_json",
    "row_bad_date",
    "row_bad_type",
    "row_out_of_range",
    "row_too_large",
    "row_sum_mismatch",
)

#: The largest text or blob in a row: a save's size (the loader's limit), which no
#: action list, review or deflated save reaches.
MAX_CELL: Final = MAX_SAVE_CHARS + 3
#: The largest short text (a game id, a rules name, a kind, a date).
MAX_SHORT: Final = 4_096
#: No score, point count or deadwood the app writes comes near this; a sum of 2**33
#: such values still fits SQLite's 64-bit integers.
MAX_POINTS: Final = 10**9
_INT64: Final = 2**63


class DamagedRow(Exception):
    """A row that cannot be read as written: its table, its key, the column, the code."""

    def __init__(self, table: str, row_id: object, column: str, code: str) -> None:
        super().__init__(f"{table} row {row_id!r}: {column} ({code})")
        self.table = table
        self.row_id = row_id
        self.column = column
        self.code = code


Check = Callable[[object], str | None]  # a column's value → None, or a damage code


def _text(
    max_len: int = MAX_SHORT, *, nullable: bool = False, choices: Sequence[str] = ()
) -> Check:
    def check(v: object) -> str | None:
        if v is None:
            return None if nullable else "row_bad_text"
        if not isinstance(v, str):
            return "row_bad_text"
        if len(v) > max_len:
            return "row_too_large"
        try:
            v.encode("utf-8")  # bytes that were not UTF-8 come back as lone surrogates
        except UnicodeEncodeError:
            return "row_bad_text"
        if choices and v not in choices:
            return "row_out_of_range"
        return None

    return check


def _int(lo: int = -_INT64, hi: int = _INT64 - 1, *, nullable: bool = False) -> Check:
    def check(v: object) -> str | None:
        if v is None:
            return None if nullable else "row_bad_type"
        if not isinstance(v, int) or isinstance(v, bool):
            return "row_bad_type"
        return None if lo <= v <= hi else "row_out_of_range"

    return check


def _real(lo: float, hi: float, *, nullable: bool = False) -> Check:
    def check(v: object) -> str | None:
        if v is None:
            return None if nullable else "row_bad_type"
        if not isinstance(v, int | float) or isinstance(v, bool):
            return "row_bad_type"
        return None if math.isfinite(v) and lo <= v <= hi else "row_out_of_range"

    return check


def _date(*, nullable: bool = False) -> Check:
    text = _text(64)

    def check(v: object) -> str | None:
        if v is None:
            return None if nullable else "row_bad_date"
        bad = text(v)
        if bad is not None:
            return "row_bad_date" if bad == "row_bad_text" else bad
        assert isinstance(v, str)
        try:
            datetime.fromisoformat(v)
        except ValueError:
            return "row_bad_date"
        return None

    return check


def _json(
    shape: type[list[Any]] | type[dict[str, Any]],
    item: type | None = None,
    *,
    nullable: bool = False,
    max_len: int = MAX_CELL,
) -> Check:
    text = _text(max_len, nullable=nullable)

    def check(v: object) -> str | None:
        bad = text(v)
        if v is None or bad is not None:
            return bad
        assert isinstance(v, str)
        try:
            value = json.loads(v)
        except (ValueError, RecursionError):
            return "row_bad_json"
        if not isinstance(value, shape):
            return "row_bad_json"
        if item is not None and isinstance(value, list):
            for x in value:
                if not isinstance(x, item) or (item is int and isinstance(x, bool)):
                    return "row_bad_json"
                if item is int and not -MAX_POINTS <= x <= MAX_POINTS:  # type: ignore[operator]
                    return "row_out_of_range"
        return None

    return check


def _blob(max_len: int = MAX_CELL, *, nullable: bool = True) -> Check:
    def check(v: object) -> str | None:
        if v is None:
            return None if nullable else "row_bad_type"
        if not isinstance(v, bytes):
            return "row_bad_type"
        return None if len(v) <= max_len else "row_too_large"

    return check


_ID = _int(1)
_SEAT = _int(0, 15)
_POINTS = _int(-MAX_POINTS, MAX_POINTS)
_FLAG = _int(0, 1)
_PLAYERS = _int(1, 16)
_ACCURACY = _real(0.0, 1.0, nullable=True)

#: Every column of every checked table and what its value must be.
COLUMNS: Final[Mapping[str, Mapping[str, Check]]] = {
    "matches": {
        "id": _ID,
        "started": _date(),
        "ended": _date(nullable=True),
        "game": _text(),
        "rules": _text(),
        "rules_json": _json(dict),
        "mode": _text(),
        "config_json": _json(dict),
        "opponents_json": _json(list, str),
        "opponent_level": _text(),
        "seat": _SEAT,
        "seed": _int(nullable=True),
        "result": _text(nullable=True, choices=MATCH_RESULTS),
        "score_player": _POINTS,
        "score_opponent": _POINTS,
        "practice": _FLAG,
        "players": _PLAYERS,
        "scores_json": _json(list, int),
        "accuracy": _ACCURACY,
    },
    "hands": {
        "id": _ID,
        "match_id": _ID,
        "number": _int(0, 10**6),
        "played": _date(),
        "game": _text(),
        "rules": _text(),
        "rules_json": _json(dict),
        "opponent_level": _text(),
        "seat": _SEAT,
        "dealer": _SEAT,
        "seed": _int(),
        "kind": _text(),
        "result": _text(choices=HAND_RESULTS),
        "winner": _int(0, 15, nullable=True),
        "knocker": _int(0, 15, nullable=True),
        "points_for": _POINTS,
        "points_against": _POINTS,
        "deadwood": _int(-MAX_POINTS, MAX_POINTS, nullable=True),
        "knocker_deadwood": _int(-MAX_POINTS, MAX_POINTS, nullable=True),
        "undercut_tier": _text(nullable=True),
        "turns": _int(0, 10**7),
        "actions_json": _json(list, str),
        "practice": _FLAG,
        "duration": _real(0.0, 1e9),
        "players": _PLAYERS,
        "points_json": _json(list, int),
        "how": _text(),
        "accuracy": _ACCURACY,
        "review_json": _json(dict, nullable=True),
    },
    "fairness": {
        "match_id": _ID,
        "commitment": _text(256),
        "salt": _text(256, nullable=True),
        "seed": _int(nullable=True),
        "ended": _text(nullable=True, choices=("finished", "resigned", "abandoned")),
        "revealed": _date(nullable=True),
        "save_z": _blob(),
    },
    "drills": {
        "id": _ID,
        "key": _text(64),
        "game": _text(),
        "kind": _text(choices=KINDS),
        "doc_json": _json(dict),
        "created": _date(),
        "due": _date(nullable=True),
        "step": _int(0, LEARNT),
        "source": _text(choices=SOURCES),
    },
    "drill_answers": {
        "id": _ID,
        "drill_key": _text(64),
        "game": _text(),
        "answered": _date(),
        "correct": _FLAG,
    },
}

#: Each checked table's key column.
KEYS: Final[Mapping[str, str]] = {
    "matches": "id",
    "hands": "id",
    "fairness": "match_id",
    "drills": "id",
    "drill_answers": "id",
}

#: Each table's summed columns, in the order the checksum takes them (sorted: the same
#: whatever order the migrations added them in).
SUMMED: Final[Mapping[str, tuple[str, ...]]] = {t: tuple(sorted(c)) for t, c in COLUMNS.items()}


def row_sum(*values: object) -> int:
    """CRC-32 of a row's values in :data:`SUMMED` order (also the SQL function
    ``stats_row_sum`` the triggers call).  The values' ``repr`` tells every SQLite type
    apart (``1``, ``1.0``, ``'1'``, ``b'1'``, ``None``), spells every float exactly, and
    shows text that was not UTF-8 (lone surrogates) as escapes, so it never equals the
    text written; computed in C, it keeps the check at open fast."""
    return zlib.crc32(repr(values).encode("utf-8"))


def check_row(table: str, row: Mapping[str, object] | Any, *, summed: bool = True) -> None:
    """Raise :class:`DamagedRow` when ``row`` (every column of ``table``, and
    ``row_sum`` when ``summed``) is not a row the app wrote.

    A row whose sum matches is byte for byte the row the app wrote (and checked when it
    was summed): nothing more is decoded, which keeps the check at open fast.  A row
    without a sum (written by another program, or found damaged by the v5 migration)
    is checked column by column."""
    key = KEYS[table]
    row_id = row[key]
    if summed:
        stored = row["row_sum"]
        if stored is not None:
            if stored != row_sum(*(row[c] for c in SUMMED[table])):
                raise DamagedRow(table, row_id, "row_sum", "row_sum_mismatch")
            return
    for column, check in COLUMNS[table].items():
        code = check(row[column])
        if code is not None:
            raise DamagedRow(table, row_id, column, code)
