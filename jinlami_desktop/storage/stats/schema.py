"""The statistics database's schema, its migrations, and opening it safely.

The database runs in WAL mode with ``synchronous=FULL``; ``PRAGMA integrity_check``
runs at open.  A damaged database (or a file that is not one) is moved aside as
``stats.sqlite3.corrupt-<YYYYmmdd-HHMMSS>`` together with a leftover ``-wal`` (or
rollback journal, copied before SQLite could touch it), a fresh one is started, and
the warning ``stats_corrupt`` is set so the UI can tell the player.  A database from a
*newer* app is left untouched and this session records into memory
(``stats_newer_version``); a locked or unopenable one likewise (``stats_unavailable``).
Nothing here ever stops the app.

Schema history (``PRAGMA user_version``):

* **v1** — ``matches`` and ``hands`` (rules, opponent level, seat, result kind,
  points, deadwood, turns, seed, dealer and the action list of every hand).
* **v2** — practice play kept apart (``practice`` on matches and hands: hints or
  take-backs were used) and the hand's ``duration`` in seconds.
* **v3** — tables of 2–4 seats (a multi-seat game; the ``game`` column names it):
  ``players`` on matches and hands, every seat's score (``scores_json`` on matches: the
  running totals, then the final ones) and every seat's points of a hand
  (``points_json``), and how a hand ended (``how``, in its game's words).  Such a game's
  hands have kinds of its own; ``deadwood`` holds the card points left in the player's
  hand.  Old rows read as two-seat rows of the first game with empty lists.
* **v4** — the hand review (coach): ``accuracy`` (share of the player's decisions within
  a small loss of the best, ``NULL`` until the hand is reviewed) and ``review_json`` (the
  reviewed decisions, so a review is computed once) on hands; ``accuracy`` on matches
  (pooled over the match's decisions once every hand of it is reviewed).  Old rows read
  as not reviewed.
  Also in v4, provably fair deals (docs/RULES.md Part D): ``fairness``, one row per match
  that had a commitment: the ``commitment`` from the match's start, then once it ended
  (finished, resigned, abandoned) the revealed ``salt`` and ``seed``, how it ``ended``,
  when it was ``revealed``, and the match's final save text deflated (``save_z``), so
  the match can still be verified when its save file is long gone.  Old matches have
  no row (they had no commitment).
* **v5** — every row keeps a checksum of itself (``row_sum`` on matches, hands and
  fairness: CRC-32 over its columns, kept by the connection's triggers,
  :mod:`.row_sums`), so bit rot inside a value is found at open; and ``quarantine``
  lists the rows found damaged (table, key, code, column, when, and a copy of the row
  as read): such a row stays where it is, untouched, and is left out of every figure.
* **v6** — drills (the player's costly reviewed decisions asked again, and the built-in
  puzzles answered, :mod:`.drills`): ``drills`` (its ``key`` from the engine, the game,
  the question's ``kind``, the drill as JSON — the position as the player saw it, never
  a hidden card —, when it was made, the ``due`` day and ``step`` of its spaced
  repetition, its ``source``) and ``drill_answers`` (the drill's key and game, when it
  was answered, whether ``correct``), each row with its checksum.  Old databases have
  no drills.

At open, after ``integrity_check``, every row is read and checked (:mod:`.row_check`,
:mod:`.quarantine`): its checksum, and for a row without one (written by another
program) every column.  What ``integrity_check`` cannot see — text that is not UTF-8,
JSON that does not parse, a date that is not one, a number out of range, a row that
is not the one written — is set aside with its code, and the rest is read as usual.
A ``user_version`` this app does not know (newer, or negative) leaves the file
untouched and this session in memory (``stats_newer_version``,
``stats_unknown_version``).  Opening never waits more than :data:`BUSY_TIMEOUT_MS` on
another program's lock.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from ..regular_file import ensure_regular
from ..save_files import move_aside
from .quarantine import QUARANTINE_DDL, scan
from .row_check import KEYS, SUMMED, DamagedRow, check_row, row_sum
from .row_sums import install_row_sums

__all__ = [
    "BUSY_TIMEOUT_MS",
    "MIGRATIONS",
    "SCHEMA_V1",
    "SCHEMA_VERSION",
    "Opened",
    "open_database",
    "sqlite_code",
]

log = logging.getLogger(__name__)

SCHEMA_VERSION: Final = 6

# SQLite primary result codes (the low byte of an extended code).
_SQLITE_CORRUPT: Final = 11
SQLITE_FULL: Final = 13
SQLITE_BUSY: Final = 5
SQLITE_LOCKED: Final = 6
#: How long a statistics write waits for another program's lock, in milliseconds,
#: once the database is open: short, so a locked database never freezes the table
#: (the hand is recorded at the next hand's end, or at the next start).
BUSY_TIMEOUT_MS: Final = 200
_SQLITE_NOTADB: Final = 26

#: The first schema, kept verbatim: fresh databases are built by running every migration
#: from here, so a new database and a migrated old one are the same by construction.
SCHEMA_V1: Final = """
CREATE TABLE matches (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    started        TEXT    NOT NULL,
    ended          TEXT,
    game           TEXT    NOT NULL,
    rules          TEXT    NOT NULL,
    rules_json     TEXT    NOT NULL,
    mode           TEXT    NOT NULL,
    config_json    TEXT    NOT NULL DEFAULT '{}',
    opponents_json TEXT    NOT NULL DEFAULT '[]',
    opponent_level TEXT    NOT NULL DEFAULT '',
    seat           INTEGER NOT NULL DEFAULT 0,
    seed           INTEGER,
    result         TEXT CHECK (result IN ('won', 'lost', 'drawn', 'resigned', 'abandoned')),
    score_player   INTEGER NOT NULL DEFAULT 0,
    score_opponent INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id         INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number           INTEGER NOT NULL,
    played           TEXT    NOT NULL,
    game             TEXT    NOT NULL,
    rules            TEXT    NOT NULL,
    rules_json       TEXT    NOT NULL,
    opponent_level   TEXT    NOT NULL DEFAULT '',
    seat             INTEGER NOT NULL,
    dealer           INTEGER NOT NULL,
    seed             INTEGER NOT NULL,
    kind             TEXT    NOT NULL,
    result           TEXT    NOT NULL CHECK (result IN ('won', 'lost', 'drawn')),
    winner           INTEGER,
    knocker          INTEGER,
    points_for       INTEGER NOT NULL DEFAULT 0,
    points_against   INTEGER NOT NULL DEFAULT 0,
    deadwood         INTEGER,
    knocker_deadwood INTEGER,
    undercut_tier    TEXT,
    turns            INTEGER NOT NULL DEFAULT 0,
    actions_json     TEXT    NOT NULL
);
CREATE INDEX hands_by_match ON hands(match_id, number);
CREATE INDEX matches_by_end ON matches(ended);
"""

_V1_TO_V2: Final = """
ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN duration REAL NOT NULL DEFAULT 0;
CREATE INDEX hands_by_practice ON hands(practice, played);
"""

_V2_TO_V3: Final = """
ALTER TABLE matches ADD COLUMN players INTEGER NOT NULL DEFAULT 2;
ALTER TABLE matches ADD COLUMN scores_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE hands ADD COLUMN players INTEGER NOT NULL DEFAULT 2;
ALTER TABLE hands ADD COLUMN points_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE hands ADD COLUMN how TEXT NOT NULL DEFAULT '';
CREATE INDEX hands_by_game ON hands(game, practice, played);
CREATE INDEX matches_by_game ON matches(game, practice, ended);
"""

# -- v3 → v4: one step, two parts kept apart (each helper's statements on their own) --
#: v3 → v4, the hand review's part (jinlami_desktop/storage/stats/review.py).
_V3_TO_V4_REVIEW: Final = """
ALTER TABLE hands ADD COLUMN accuracy REAL;
ALTER TABLE hands ADD COLUMN review_json TEXT;
ALTER TABLE matches ADD COLUMN accuracy REAL;
CREATE INDEX hands_by_review ON hands(game, practice, accuracy);
"""
#: v3 → v4, the fairness part (jinlami_desktop/storage/stats/fairness.py).
_V3_TO_V4_FAIRNESS: Final = """
CREATE TABLE fairness (
    match_id   INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    commitment TEXT    NOT NULL,
    salt       TEXT,
    seed       INTEGER,
    ended      TEXT CHECK (ended IN ('finished', 'resigned', 'abandoned')),
    revealed   TEXT,
    save_z     BLOB
);
"""
#: The whole v3 → v4 step: every part's statements, one transaction.
_V3_TO_V4: Final = _V3_TO_V4_REVIEW + _V3_TO_V4_FAIRNESS
# -- end of v3 → v4 ----------------------------------------------------------------------

#: v4 → v5: a checksum on every row, and the list of rows set aside as damaged.  The
#: sums of the rows already there are filled in by :func:`_fill_row_sums`.
_V4_TO_V5: Final = (
    """
ALTER TABLE matches ADD COLUMN row_sum INTEGER;
ALTER TABLE hands ADD COLUMN row_sum INTEGER;
ALTER TABLE fairness ADD COLUMN row_sum INTEGER;
"""
    + QUARANTINE_DDL
)

#: v5 → v6: drills and their answers (:mod:`.drills`).
_V5_TO_V6: Final = """
CREATE TABLE drills (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    key      TEXT    NOT NULL UNIQUE,
    game     TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    doc_json TEXT    NOT NULL,
    created  TEXT    NOT NULL,
    due      TEXT,
    step     INTEGER NOT NULL DEFAULT 0,
    source   TEXT    NOT NULL CHECK (source IN ('review', 'puzzle')),
    row_sum  INTEGER
);
CREATE INDEX drills_by_due ON drills(game, due);
CREATE TABLE drill_answers (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    drill_key TEXT    NOT NULL REFERENCES drills(key) ON DELETE CASCADE,
    game      TEXT    NOT NULL,
    answered  TEXT    NOT NULL,
    correct   INTEGER NOT NULL CHECK (correct IN (0, 1)),
    row_sum   INTEGER
);
CREATE INDEX drill_answers_by_time ON drill_answers(game, answered);
CREATE INDEX drill_answers_by_drill ON drill_answers(drill_key);
"""

#: version N → SQL that turns a version-N database into version N+1 (0 = empty file).
MIGRATIONS: Final[dict[int, str]] = {
    0: SCHEMA_V1,
    1: _V1_TO_V2,
    2: _V2_TO_V3,
    3: _V3_TO_V4,
    4: _V4_TO_V5,
    5: _V5_TO_V6,
}

_EXPECTED_COLUMNS: Final = {
    "matches": {
        "id", "started", "ended", "game", "rules", "rules_json", "mode", "config_json",
        "opponents_json", "opponent_level", "seat", "seed", "result", "score_player",
        "score_opponent", "practice", "players", "scores_json",
        "accuracy",  # v4: the hand review
        "row_sum",  # v5
    },
    "hands": {
        "id", "match_id", "number", "played", "game", "rules", "rules_json",
        "opponent_level", "seat", "dealer", "seed", "kind", "result", "winner", "knocker",
        "points_for", "points_against", "deadwood", "knocker_deadwood", "undercut_tier",
        "turns", "actions_json", "practice", "duration", "players", "points_json", "how",
        "accuracy", "review_json",  # v4: the hand review
        "row_sum",  # v5
    },
    "fairness": {
        "match_id", "commitment", "salt", "seed", "ended", "revealed", "save_z", "row_sum",
    },
    "quarantine": {"tbl", "row_id", "code", "column_name", "found", "copy"},
    "drills": {  # v6
        "id", "key", "game", "kind", "doc_json", "created", "due", "step", "source", "row_sum",
    },
    "drill_answers": {"id", "drill_key", "game", "answered", "correct", "row_sum"},  # v6
}  # fmt: skip


class _Corrupt(Exception):
    """The file is not a usable statistics database."""


class _Newer(Exception):
    """The database was written by a newer version of the app."""


class _UnknownVersion(Exception):
    """The database's schema version is none any version of the app writes (negative)."""


def sqlite_code(exc: BaseException) -> int | None:
    """The primary SQLite result code of an error, if it has one."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _is_corruption(exc: sqlite3.Error) -> bool:
    code = sqlite_code(exc)
    if code is not None:
        return code in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


@dataclass(frozen=True, slots=True)
class Opened:
    """An open connection, and what the UI should hear about the opening: ``warning``
    (``stats_corrupt``, ``stats_newer_version``, ``stats_unknown_version``,
    ``stats_unavailable``) and where a
    damaged file went (``moved_to``)."""

    conn: sqlite3.Connection
    warning: str | None = None
    moved_to: Path | None = None


def open_database(path: Path | None, clock: Callable[[], datetime]) -> Opened:
    """Open (create, migrate, check) the database at ``path`` (``None``: in memory);
    never raises: a file that cannot be used leaves this session in memory."""
    return _Opener(path, clock).open()


class _Opener:
    """One opening of the database, with its recovery steps."""

    def __init__(self, path: Path | None, clock: Callable[[], datetime]) -> None:
        self.path = path
        self.clock = clock
        self.warning: str | None = None
        self.moved_to: Path | None = None

    def open(self) -> Opened:
        conn = self._open()
        return Opened(conn, self.warning, self.moved_to)

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return connect(":memory:")
        snapshots: dict[str, Path] = {}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            ensure_regular(self.path)  # a FIFO would make SQLite wait: an OSError here
            snapshots = self._snapshot_journals()
            return connect(str(self.path))
        except _Newer:
            log.warning("statistics database %s is from a newer version", self.path)
            self.warning = "stats_newer_version"
        except _UnknownVersion as exc:
            log.warning("statistics database %s has an unknown version %s", self.path, exc)
            self.warning = "stats_unknown_version"
        except (_Corrupt, sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            # UnicodeDecodeError: SQLite's own message quotes a damaged schema's bytes
            if not isinstance(exc, sqlite3.DatabaseError) or _is_corruption(exc):
                return self._recover(exc, snapshots)
            log.warning("statistics database %s unavailable: %s", self.path, exc)
            self.warning = "stats_unavailable"
        except (sqlite3.Error, OSError) as exc:
            log.warning("statistics database %s unavailable: %s", self.path, exc)
            self.warning = "stats_unavailable"
        finally:
            for snapshot in snapshots.values():  # not needed: the database was fine
                with contextlib.suppress(OSError):
                    snapshot.unlink()
        return connect(":memory:")  # this session still works, in memory

    def _side(self, suffix: str) -> Path:
        assert self.path is not None
        return self.path.with_name(self.path.name + suffix)

    def _snapshot_journals(self) -> dict[str, Path]:
        """Copy a leftover WAL or rollback journal before SQLite opens (and maybe
        deletes) it, so a damaged database can be moved aside complete."""
        snapshots: dict[str, Path] = {}
        for suffix in ("-wal", "-journal"):
            side = self._side(suffix)
            if side.exists():
                snapshot = side.with_name(f".{side.name}.snapshot")
                try:
                    shutil.copy2(side, snapshot)
                except OSError:
                    continue
                snapshots[suffix] = snapshot
        return snapshots

    def _recover(self, exc: BaseException, snapshots: Mapping[str, Path]) -> sqlite3.Connection:
        assert self.path is not None
        log.warning("statistics database %s is damaged (%s); starting afresh", self.path, exc)
        self.warning = "stats_corrupt"
        now = self.clock()
        self.moved_to = move_aside(self.path, now)
        if self.moved_to is None and self.path.exists():
            self.warning = "stats_unavailable"  # cannot move it: do not touch it
            return connect(":memory:")
        for suffix in ("-wal", "-journal", "-shm"):
            side = self._side(suffix)
            if suffix in snapshots:  # the journal as it was before SQLite touched it
                move_aside(snapshots[suffix], now, name=side.name)
            # whatever is left belongs to the damaged file and must not meet the new one
            with contextlib.suppress(OSError):
                side.unlink()
        try:
            return connect(str(self.path))
        except (_Corrupt, _Newer, _UnknownVersion, sqlite3.Error, OSError, ValueError) as again:
            log.warning("fresh statistics database failed too: %s", again)
            self.warning = "stats_unavailable"
            return connect(":memory:")


def connect(target: str) -> sqlite3.Connection:
    """Open ``target``, check it and bring its schema up to date; raises for a damaged
    or foreign file (left as found) or one from a newer app."""
    conn = _open_connection(target)
    try:
        _check_file(conn)
        # every check before the first write, so a rejected file is left as found
        version = _schema_version(conn)
        conn.execute("PRAGMA foreign_keys = ON")
        if target != ":memory:":
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        migrate(conn, version)
        _check_schema(conn)
        install_row_sums(conn)
        scan(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _decode_text(raw: bytes) -> str:
    """A stored text as ``str``; bytes that are not UTF-8 come back as lone surrogates
    (``surrogateescape``) for :mod:`.row_check` to find, instead of an
    ``OperationalError`` out of every query that touches the row."""
    return raw.decode("utf-8", "surrogateescape")


def _open_connection(target: str) -> sqlite3.Connection:
    """The connection, waiting at most :data:`BUSY_TIMEOUT_MS` for another program's
    lock, now and for every later statement."""
    conn = sqlite3.connect(target, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    conn.row_factory = sqlite3.Row
    conn.text_factory = _decode_text
    return conn


#: What ``integrity_check`` says of one row's values (a CHECK or NOT NULL constraint
#: broken): the file's structure is sound, and :mod:`.quarantine` sets that row aside
#: rather than the whole file.
_ROW_LEVEL: Final = ("CHECK constraint failed in ", "NULL value in ")


def _check_file(conn: sqlite3.Connection) -> None:
    """SQLite's own check of the file's structure (its findings about one row's values
    are left to the row checks), and its text encoding (a flipped bit there makes
    every text read as UTF-16)."""
    rows = [
        str(r[0])
        for r in conn.execute("PRAGMA integrity_check").fetchall()
        if not str(r[0]).startswith(_ROW_LEVEL)
    ]
    if rows not in (["ok"], []):
        raise _Corrupt("; ".join(rows[:5]))
    encoding = conn.execute("PRAGMA encoding").fetchone()[0]
    if encoding != "UTF-8":
        raise _Corrupt(f"text encoding {encoding}")


def _schema_version(conn: sqlite3.Connection) -> int:
    """The file's schema version, refused when this app cannot know it: newer than
    :data:`SCHEMA_VERSION`, negative, or a foreign database's."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise _Newer(str(version))
    if version < 0:
        raise _UnknownVersion(str(version))
    if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
        raise _Corrupt("a foreign SQLite database")
    return version


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Run every migration from ``version`` in one transaction each."""
    while version < SCHEMA_VERSION:
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[version].split(";"):
                if statement.strip():
                    conn.execute(statement)
            if version == 4:
                _fill_row_sums(conn)
            version += 1
            conn.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")


def _check_schema(conn: sqlite3.Connection) -> None:
    for table, expected in _EXPECTED_COLUMNS.items():
        have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        if not expected <= have:
            raise _Corrupt(f"table {table} lacks {sorted(expected - have)}")


#: The tables the v4 → v5 migration sums (the later ones do not exist yet then).
_SUMMED_AT_V5: Final = ("matches", "hands", "fairness")


def _fill_row_sums(conn: sqlite3.Connection) -> None:
    """v4 → v5: the checksum of every row already there that passes its checks (inside
    the migration); a row that fails keeps none, so the check at open finds it.  The
    tables of later versions start empty, every row summed as it is written."""
    for table in _SUMMED_AT_V5:
        columns = SUMMED[table]
        key = KEYS[table]
        sums = []
        for r in conn.execute(f"SELECT {', '.join(columns)} FROM {table}").fetchall():
            try:
                check_row(table, r, summed=False)
            except DamagedRow:
                continue
            sums.append((row_sum(*r), r[key]))
        conn.executemany(f"UPDATE {table} SET row_sum = ? WHERE {key} = ?", sums)
