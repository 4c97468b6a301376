"""Guarded reads of the statistics: a row that does not decode (or is not the row that
was written) is found at open, set aside with its code and kept in the file, and the
rest of the history reads as before; a schema version the app does not know is told
and left alone; opening never waits on another program's lock; each finished match
is in the main file, whatever becomes of the WAL."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.games import GAME_IDS
from engine.save_codec import MAX_SAVE_CHARS
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import SCHEMA_VERSION, StatsStore
from jinlami_desktop.storage.stats.row_check import row_sum
from jinlami_desktop.storage.stats.schema import BUSY_TIMEOUT_MS, MIGRATIONS
from tests.storage.game_parts import PARTS
from tests.storage.stats_fuzz import build_database
from tests.storage.test_flow import new_match, play

FIRST = GAME_IDS[0]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite3"
    build_database(path)
    return path


def _raw(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """A statement as another program runs it (plain SQLite, CHECK constraints off)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def _every_read(stats: StatsStore) -> None:
    """Every read of the statistics window, for every game and scope."""
    for game in GAME_IDS:
        for practice in (False, True, None):
            stats.overview(practice, game)
            stats.accuracy_points(practice, game)
            stats.match_accuracy_points(practice, game)
            for h in stats.hand_history(limit=1000, practice=practice, game=game):
                stats.get_match(h.match_id)
                stats.fairness(h.match_id)
                stats.stored_review(h.id)
                stats.replay_of(h.id, h.game)
        stats.export_csv(Path(stats.path or ".").with_suffix(f".{game}.csv"), game=game)


def _first_hand(path: Path) -> int:
    return int(_raw(path, "SELECT min(id) FROM hands")[0][0])


# -- one hostile row per family, found at open ----------------------------------------------
# A JSON list longer than any save the engine may write (MAX_SAVE_CHARS), built in SQL.
HUGE_JSON = f"'[' || replace(hex(zeroblob({MAX_SAVE_CHARS // 2 + 50_000})), '00', '1,') || '1]'"
HOSTILE = [
    ("bad_utf8_text", "hands", "kind", "CAST(X'6b6e6fff636b' AS TEXT)", "row_bad_text"),
    ("bad_utf8_json", "hands", "actions_json", "CAST(X'5b22ff225d' AS TEXT)", "row_bad_text"),
    ("bad_json", "hands", "points_json", "'[1, 2'", "row_bad_json"),
    ("json_of_another_shape", "matches", "rules_json", "'[1]'", "row_bad_json"),
    ("bad_date", "hands", "played", "'2024-13-45T99:00:00'", "row_bad_date"),
    ("bad_date_of_a_match", "matches", "ended", "'yesterday'", "row_bad_date"),
    ("text_for_a_number", "hands", "points_for", "'many'", "row_bad_type"),
    ("blob_for_a_text", "matches", "game", "X'00ff'", "row_bad_text"),
    ("huge_score", "hands", "points_for", "9223372036854775807", "row_out_of_range"),
    ("unknown_result", "matches", "result", "'victory'", "row_out_of_range"),
    ("huge_duration", "hands", "duration", "1e308", "row_out_of_range"),
    ("huge_text", "hands", "how", "'x' || hex(zeroblob(3000))", "row_too_large"),
    ("huge_blob_for_a_text", "hands", "actions_json", "zeroblob(5000000)", "row_bad_text"),
    ("huge_json", "hands", "actions_json", HUGE_JSON, "row_too_large"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "table", "column", "value", "code"), HOSTILE, ids=[h[0] for h in HOSTILE]
)
def test_a_hostile_row_is_set_aside_at_open_and_the_rest_is_shown(
    db: Path, name: str, table: str, column: str, value: str, code: str
) -> None:
    key = "match_id" if table == "fairness" else "id"
    target = _first_hand(db) if table == "hands" else 1
    before = StatsStore(db, parts=PARTS)
    hands_before = {h.id: h for g in GAME_IDS for h in before.hand_history(1000, game=g)}
    before.close()
    # another program's write: no checksum is kept for it
    _raw(db, f"UPDATE {table} SET {column} = {value}, row_sum = NULL WHERE {key} = ?", (target,))

    stats = StatsStore(db, parts=PARTS)
    assert stats.warning is None and not stats.in_memory  # the file is kept, not moved
    found = stats.set_aside()  # at open, before any read
    assert [(a.table, a.row_id, a.code, a.column) for a in found] == [(table, target, code, column)]
    _every_read(stats)  # no read raises
    shown = {h.id: h for g in GAME_IDS for h in stats.hand_history(1000, game=g)}
    if table == "hands":
        assert set(shown) == set(hands_before) - {target}
        with pytest.raises(StorageError) as refused:
            stats.replay_of(target, FIRST)
        assert refused.value.code == "hand_unreadable"
    else:
        assert shown == hands_before and stats.get_match(target) is None
    stats.close()
    # kept in the file, listed with its code, and set aside again at the next open
    assert _raw(db, f"SELECT count(*) FROM {table} WHERE {key} = ?", (target,)) == [(1,)]
    listed = _raw(db, "SELECT tbl, row_id, code, column_name, copy FROM quarantine")
    assert [row[:4] for row in listed] == [(table, target, code, column)]
    assert listed[0][4] is None or column in listed[0][4]
    again = StatsStore(db, parts=PARTS)
    assert [(a.table, a.row_id) for a in again.set_aside()] == [(table, target)]
    again.close()


def test_a_changed_value_that_still_decodes_is_found_by_the_row_sum(db: Path) -> None:
    hand = _first_hand(db)
    _raw(db, "UPDATE hands SET points_for = points_for + 1 WHERE id = ?", (hand,))  # sum kept
    stats = StatsStore(db, parts=PARTS)
    assert [(a.table, a.row_id, a.code) for a in stats.set_aside()] == [
        ("hands", hand, "row_sum_mismatch")
    ]
    assert hand not in {h.id for h in stats.hand_history(1000, game=FIRST)}
    stats.close()


def test_rows_written_by_the_app_carry_their_sum(db: Path) -> None:
    for table, key in (("matches", "id"), ("hands", "id"), ("fairness", "match_id")):
        conn = sqlite3.connect(db)
        conn.row_factory = sqlite3.Row
        rows = conn.execute(f"SELECT * FROM {table}").fetchall()
        conn.close()
        assert rows
        for r in rows:
            columns = sorted(k for k in r.keys() if k != "row_sum")  # noqa: SIM118 (a Row)
            assert r["row_sum"] == row_sum(*(r[c] for c in columns)), (table, r[key])


def test_a_row_damaged_after_the_open_is_set_aside_by_the_read(db: Path) -> None:
    stats = StatsStore(db, parts=PARTS)
    hand = _first_hand(db)
    _raw(db, "UPDATE hands SET played = 'not a date', row_sum = NULL WHERE id = ?", (hand,))
    shown = [h.id for g in GAME_IDS for h in stats.hand_history(1000, game=g)]
    assert hand not in shown and shown
    assert [(a.row_id, a.code) for a in stats.set_aside()] == [(hand, "row_bad_date")]
    stats.close()


def test_a_read_that_fails_in_sqlite_is_a_coded_error(db: Path) -> None:
    stats = StatsStore(db, parts=PARTS)

    class Failing:
        def __init__(self, conn: sqlite3.Connection) -> None:
            self.conn = conn

        def execute(self, *args: Any) -> Any:
            raise sqlite3.DatabaseError("database disk image is malformed")

        def __getattr__(self, name: str) -> Any:
            return getattr(self.conn, name)

    real = stats._db.conn
    stats._db.conn = Failing(real)  # type: ignore[assignment]
    with pytest.raises(StorageError) as failed:
        stats.overview(None, FIRST)
    assert failed.value.code == "stats_unreadable"
    stats._db.conn = real
    stats.close()


def test_reset_forgets_the_rows_set_aside(db: Path) -> None:
    _raw(db, "UPDATE matches SET started = 'x', row_sum = NULL WHERE id = 1")
    stats = StatsStore(db, parts=PARTS)
    assert stats.set_aside()
    stats.reset()
    assert stats.set_aside() == [] and _raw(db, "SELECT count(*) FROM quarantine") == [(0,)]
    stats.close()


# -- schema versions ----------------------------------------------------------------------------
VERSIONS = [
    (-1, "stats_unknown_version"),
    (-(2**31), "stats_unknown_version"),
    (SCHEMA_VERSION + 1, "stats_newer_version"),
]


@pytest.mark.parametrize(("version", "code"), VERSIONS)
def test_an_unknown_schema_version_is_told_and_left_alone(
    db: Path, version: int, code: str
) -> None:
    _raw(db, f"PRAGMA user_version = {version}")
    raw = db.read_bytes()
    stats = StatsStore(db, parts=PARTS)
    assert stats.warning == code and stats.in_memory
    mid = stats.start_match(
        rules=PARTS[FIRST].describe(_a_match()).rules, mode="fixed", opponents=["easy"]
    )
    assert stats.get_match(mid) is not None  # this session records, in memory
    stats.close()
    assert db.read_bytes() == raw


def test_storage_opens_and_plays_on_a_negative_schema_version(tmp_path: Path) -> None:
    StatsStore(tmp_path / "stats.sqlite3", parts=PARTS).close()
    _raw(tmp_path / "stats.sqlite3", "PRAGMA user_version = -1")
    storage = Storage.open(tmp_path, parts=PARTS)
    assert storage.warnings() == ["stats_unknown_version"]
    match, meta = new_match(storage, 3)
    play(storage, match, meta, random.Random(3))
    storage.close()


def _a_match() -> Any:
    from tests.storage.helpers import make_match

    return make_match()


def test_migration_to_v5_sums_the_rows_already_there(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    for version in range(4):
        con.executescript(MIGRATIONS[version])
    con.execute("PRAGMA user_version = 4")
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, seed, result, score_player, score_opponent) VALUES"
        " ('2025-01-01T10:00:00+00:00', '2025-01-01T10:30:00+00:00', ?, 'classic',"
        " '{}', 'fixed', '[\"hard\"]', 'hard', 0, 77, 'won', 150, 40)",
        (FIRST,),
    )
    con.commit()
    con.close()
    stats = StatsStore(path, parts=PARTS)
    assert stats.warning is None and stats.schema_version == SCHEMA_VERSION == 6
    assert stats.set_aside() == [] and stats.get_match(1) is not None
    stats.close()
    assert _raw(path, "SELECT row_sum IS NOT NULL FROM matches") == [(1,)]


# -- locks ----------------------------------------------------------------------------------
def test_opening_never_waits_long_on_another_programs_lock(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    waits: list[int] = []
    real_connect = sqlite3.connect

    def spying(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn: sqlite3.Connection = real_connect(*args, **kwargs)
        waits.append(int(conn.execute("PRAGMA busy_timeout").fetchone()[0]))
        return conn

    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("PRAGMA journal_mode = DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(sqlite3, "connect", spying)
    stats = StatsStore(db, parts=PARTS)
    monkeypatch.undo()
    assert stats.warning == "stats_unavailable" and stats.in_memory
    assert waits and max(waits) <= BUSY_TIMEOUT_MS <= 300
    stats.close()
    holder.execute("ROLLBACK")
    holder.close()
    opened = StatsStore(db, parts=PARTS)
    assert int(opened._conn.execute("PRAGMA busy_timeout").fetchone()[0]) <= BUSY_TIMEOUT_MS
    opened.close()


# -- the WAL ---------------------------------------------------------------------------------
def test_every_finished_match_is_in_the_main_file_without_the_wal(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    finished = []
    for seed in (3, 4, 5):
        match, meta = new_match(storage, seed, hands=2)
        meta = play(storage, match, meta, random.Random(seed))
        finished.append(meta.stats_match_id)
    # a crash now: the app never closes; only the main file survives (the WAL deleted,
    # or a copy of stats.sqlite3 alone taken as a backup)
    crashed = tmp_path / "after-crash"
    crashed.mkdir()
    shutil.copy(tmp_path / "stats.sqlite3", crashed / "stats.sqlite3")
    wal = tmp_path / "stats.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    survivor = StatsStore(crashed / "stats.sqlite3", parts=PARTS)
    for mid in finished:
        assert mid is not None
        row = survivor.get_match(mid)
        assert row is not None and row.result in ("won", "lost", "drawn")
        assert len(survivor.match_hands(mid)) == 2
    survivor.close()
    storage.close()


def test_closing_checkpoints_the_wal(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    stats = StatsStore(path, parts=PARTS)
    other = sqlite3.connect(path)  # another program has the file open: SQLite alone
    other.execute("SELECT count(*) FROM matches").fetchall()  # would not checkpoint
    rules = PARTS[FIRST].describe(_a_match()).rules
    mid = stats.start_match(rules=rules, mode="fixed", opponents=["easy"])  # in the WAL
    stats.close()
    copy = tmp_path / "copy.sqlite3"
    shutil.copy(path, copy)  # the main file alone
    again = StatsStore(copy, parts=PARTS)
    assert again.get_match(mid) is not None
    again.close()
    other.close()


def test_a_schema_whose_error_message_is_not_utf8_is_moved_aside(db: Path) -> None:
    raw = bytearray(db.read_bytes())
    at = raw.find(b"CREATE TABLE matches") + len(b"CREATE TA")
    raw[at] ^= 0x80  # "TABLE" → "TA\xc2LE": SQLite's message quotes the bad byte
    db.write_bytes(bytes(raw))
    stats = StatsStore(db, parts=PARTS)
    assert stats.warning == "stats_corrupt" and stats.moved_to is not None
    assert stats.moved_to.read_bytes() == bytes(raw)  # the damaged file kept whole
    assert stats.hand_count() == 0  # a fresh database in its place
    stats.close()


def test_nothing_is_recorded_into_a_match_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    stats = StatsStore(path, parts=PARTS)
    match = _a_match()
    mid = stats.start_match_for(match, opponents=["easy"])
    _raw(
        path, "UPDATE matches SET rules = CAST(X'ff' AS TEXT), row_sum = NULL WHERE id = ?", (mid,)
    )
    assert stats.get_match(mid) is None  # the read finds it damaged and sets it aside
    with pytest.raises(StorageError) as refused:
        stats.record_missing_hands(mid, match)  # copied the bad text into hands before
    assert refused.value.code == "no_such_match"
    assert not stats.match_is_open(mid) and not stats.match_exists(mid)
    assert _raw(path, "SELECT count(*) FROM matches WHERE id = ?", (mid,)) == [(1,)]
    stats.close()
