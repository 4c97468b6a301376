"""Statistics → Back up statistics…, the storage side: a consistent copy made with
SQLite's online backup API (the WAL's content included), standing alone in one file,
and coded errors — a full disk, a folder that cannot be written, the live file itself —
that leave no half-written file behind."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.games import GAME_IDS
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.game_parts import PARTS
from tests.storage.stats_fuzz import build_database
from tests.storage.test_faults import _fill, tmpfs
from tests.storage.test_flow import new_match, play


def _everything(stats: StatsStore) -> list[object]:
    return [
        (stats.overview(None, g), stats.hand_history(1000, game=g), stats.match_results(None, g))
        for g in GAME_IDS
    ]


def test_a_backup_is_a_consistent_copy_that_stands_alone(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = new_match(storage, 3, hands=3)
    play(storage, match, meta, random.Random(3), max_actions=60)  # mid-match: in the WAL
    dest = tmp_path / "backups" / "stats-backup.sqlite3"
    dest.parent.mkdir()
    dest.write_bytes(b"an older backup")
    assert storage.stats.backup(dest) == dest
    assert [p.name for p in dest.parent.iterdir()] == [dest.name]  # no temp file left
    conn = sqlite3.connect(dest)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    copy = StatsStore(dest, parts=PARTS)
    assert copy.warning is None and _everything(copy) == _everything(storage.stats)
    assert copy.hand_count() > 0
    copy.close()
    storage.close()


def test_a_folder_that_does_not_exist_is_unwritable(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "stats.sqlite3", parts=PARTS) as stats:
        with pytest.raises(StorageError) as refused:
            stats.backup(tmp_path / "no such folder" / "b.sqlite3")
        assert refused.value.code == "backup_unwritable"
        file_as_folder = tmp_path / "a file"
        file_as_folder.write_text("x")
        with pytest.raises(StorageError) as refused:
            stats.backup(file_as_folder / "b.sqlite3")
        assert refused.value.code == "backup_unwritable"


def test_the_live_file_is_never_the_backup(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    build_database(path)
    before = path.read_bytes()
    with StatsStore(path, parts=PARTS) as stats:
        with pytest.raises(StorageError) as refused:
            stats.backup(path)
        assert refused.value.code == "backup_same_file"
        assert stats.hand_count() > 0
    assert path.read_bytes() == before


def test_a_full_disk_is_told_and_leaves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    build_database(path)
    with StatsStore(path, parts=PARTS) as stats:

        class Full:
            def __init__(self, conn: sqlite3.Connection) -> None:
                self.conn = conn

            def backup(self, target: sqlite3.Connection, **kwargs: Any) -> None:
                error = sqlite3.OperationalError("database or disk is full")
                error.sqlite_errorcode = 13
                raise error

            def __getattr__(self, name: str) -> Any:
                return getattr(self.conn, name)

        real = stats._db.conn
        stats._db.conn = Full(real)  # type: ignore[assignment]
        with pytest.raises(StorageError) as refused:
            stats.backup(tmp_path / "b.sqlite3")
        stats._db.conn = real
        assert refused.value.code == "disk_full"
        assert sorted(p.name for p in tmp_path.iterdir() if "b.sqlite3" in p.name) == []


def test_a_real_full_disk(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    build_database(path)
    with StatsStore(path, parts=PARTS) as stats, tmpfs(tmp_path / "small", "64k") as small:
        _fill(small)
        with pytest.raises(StorageError) as refused:
            stats.backup(small / "b.sqlite3")
        assert refused.value.code == "disk_full"
        assert [p.name for p in small.iterdir()] == ["filler"]
