"""A failing machine: a full disk (injected, and a real tiny tmpfs where the
machine allows one), a statistics database another process holds, a read-only data
folder.  The game always goes on, every problem comes back as a coded
:class:`StorageError`, the autosave never waits for the statistics, and no hand that
was recorded — or that finished while the statistics were away — is lost."""

from __future__ import annotations

import contextlib
import errno
import os
import random
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.storage import SaveMeta, Storage, StorageError
from jinlami_desktop.storage.stats.schema import BUSY_TIMEOUT_MS
from tests.storage.game_parts import PARTS
from tests.storage.helpers import choose_action

CLASSIC = Rules.preset("classic")
STORAGE_CODES = {
    "disk_full",
    "permission_denied",
    "write_failed",
    "stats_busy",
    "stats_write_failed",
}


def step(
    storage: Storage, match: Match, meta: SaveMeta, rng: random.Random
) -> tuple[SaveMeta, str | None]:
    """One action and its after-action hook, as the controller does it: a storage error
    is shown (its code returned) and the game goes on with the meta it had."""
    state = match.state
    if state is None or state.is_over:
        state = match.start_hand()
    match.apply(choose_action(state, rng))
    try:
        return storage.after_action(match, meta, hand_seconds=1.0), None
    except StorageError as exc:
        assert exc.code in STORAGE_CODES, exc.code
        return meta, exc.code


def play_hands(
    storage: Storage, match: Match, meta: SaveMeta, rng: random.Random, until: int | None = None
) -> tuple[SaveMeta, list[str]]:
    """Play until ``until`` hands are over (the whole match by default)."""
    codes: list[str] = []
    while not match.is_over and (until is None or match.hands_played < until):
        meta, code = step(storage, match, meta, rng)
        if code is not None:
            codes.append(code)
    return meta, codes


def recorded(storage: Storage) -> list[tuple[int, int]]:
    """(match id, hand number) of every recorded hand."""
    rows = storage.stats._conn.execute("SELECT match_id, number FROM hands ORDER BY id")
    return [(r[0], r[1]) for r in rows]


# -- a full disk, injected ------------------------------------------------------------------
class FullDisk:
    """A statistics connection on a full disk: COMMIT fails with SQLITE_FULL and SQLite
    has already rolled the transaction back (so a ROLLBACK would fail too)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.full = True

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        if self.full and sql.strip().upper() == "COMMIT":
            self._conn.execute("ROLLBACK")
            exc = sqlite3.OperationalError("database or disk is full")
            exc.sqlite_errorcode = 13
            raise exc
        return self._conn.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def test_statistics_disk_full_during_play(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    rng = random.Random(7)
    match = Match(CLASSIC, MatchConfig.fixed(3), seed=7)
    meta = storage.begin(match, opponents=("medium",))
    meta, codes = play_hands(storage, match, meta, rng, until=1)
    assert codes == [] and recorded(storage) == [(1, 1)]
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    meta, codes = play_hands(storage, match, meta, rng, until=2)
    assert codes == ["disk_full"]  # the hand's end, reported once; the game went on
    autosave = storage.saves.load_autosave()
    assert autosave is not None and autosave.ok and isinstance(autosave.game, Match)
    assert autosave.game.hands_played == 2  # the autosave did not wait for statistics
    disk.full = False
    meta, codes = play_hands(storage, match, meta, rng)
    assert codes == [] and recorded(storage) == [(1, 1), (1, 2), (1, 3)]
    assert storage.stats.get_match(1) is not None and not storage.stats.match_is_open(1)
    assert not storage.paths.autosave_file.exists()
    storage.close()


def test_statistics_full_at_the_start_leaves_the_match_pending(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    match = Match(CLASSIC, MatchConfig.fixed(2), seed=3)
    meta = storage.begin(match, opponents=("hard",))  # never raises
    assert storage.paths.autosave_file.exists()
    assert meta.stats_match_id is None and meta.stats_pending
    rng = random.Random(3)
    meta, code = step(storage, match, meta, rng)
    assert code == "disk_full"  # the start's problem, told with the next action
    meta, codes = play_hands(storage, match, meta, rng, until=1)
    disk.full = False
    meta, codes = play_hands(storage, match, meta, rng)
    assert codes == [] and recorded(storage) == [(1, 1), (1, 2)]  # nothing lost
    storage.close()


def test_statistics_full_when_the_match_ends_queues_the_match(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(1), seed=11)
    meta = storage.begin(match, opponents=("easy",))
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    meta, codes = play_hands(storage, match, meta, random.Random(11))
    assert codes == ["disk_full"] and match.is_over
    assert len(storage.pending) == 1  # the end waits in the pending queue …
    assert not storage.paths.autosave_file.exists()  # … so the autosave could go
    storage.stats._db.conn = disk._conn
    storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)  # the next start records it
    assert storage.resume_offer() is None
    assert recorded(storage) == [(1, 1)] and not storage.stats.match_is_open(1)
    assert len(storage.pending) == 0
    storage.close()


def _enospc(*_a: Any, **_k: Any) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_autosave_disk_full_is_told_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(3), seed=5)
    rng = random.Random(5)
    meta = storage.begin(match, opponents=("medium",))
    meta, _codes = play_hands(storage, match, meta, rng, until=1)
    before = storage.paths.autosave_file.read_bytes()
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    monkeypatch.setattr(os, "write", _enospc)
    meta, code = step(storage, match, meta, rng)
    assert code == "disk_full"
    assert storage.paths.autosave_file.read_bytes() == before  # the last good one
    meta, codes = play_hands(storage, match, meta, rng, until=2)
    assert set(codes) == {"disk_full"}
    monkeypatch.undo()
    disk.full = False
    meta, codes = play_hands(storage, match, meta, rng)  # hand 2 is recorded with 3
    assert codes == [] and recorded(storage) == [(1, 1), (1, 2), (1, 3)]
    storage.close()


# -- a statistics database another process holds ---------------------------------------------
def test_locked_statistics_never_hold_back_the_autosave(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    timeout = storage.stats._conn.execute("PRAGMA busy_timeout").fetchone()[0]
    assert 0 < timeout <= BUSY_TIMEOUT_MS <= 200  # a blocked write waits briefly
    first = Match(CLASSIC, MatchConfig.fixed(1), seed=2)
    meta = storage.begin(first, opponents=("medium",))
    play_hands(storage, first, meta, random.Random(2))
    assert recorded(storage) == [(1, 1)]

    other = sqlite3.connect(tmp_path / "stats.sqlite3", isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        match = Match(CLASSIC, MatchConfig.fixed(3), seed=4)
        meta = storage.begin(match, opponents=("hard",))
        assert storage.paths.autosave_file.exists()  # the first autosave was written
        assert meta.stats_match_id is None and meta.stats_pending
        rng = random.Random(4)
        meta, codes = play_hands(storage, match, meta, rng, until=1)
        assert codes and set(codes) == {"stats_busy"}
    finally:
        other.execute("ROLLBACK")
        other.close()
    meta, codes = play_hands(storage, match, meta, rng)
    assert codes == []
    assert recorded(storage) == [(1, 1), (2, 1), (2, 2), (2, 3)]  # nothing lost
    assert storage.stats.match_is_open(2) is False
    storage.close()


def test_locked_statistics_at_resume(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(2), seed=6)
    meta = storage.begin(match, opponents=("medium",))
    rng = random.Random(6)
    meta, _ = play_hands(storage, match, meta, rng, until=1)
    meta, _ = step(storage, match, meta, rng)
    storage.close()
    other = sqlite3.connect(tmp_path / "stats.sqlite3", isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        storage = Storage.open(tmp_path, parts=PARTS)
        offer = storage.resume_offer()
        assert offer is not None and offer.ok and isinstance(offer.game, Match)
        meta = storage.accept_resume(offer)  # never raises
        assert {r.code for r in storage.take_reports()} <= {"stats_busy"}
    finally:
        other.execute("ROLLBACK")
        other.close()
    meta, codes = play_hands(storage, offer.game, meta, rng)
    assert codes == [] and recorded(storage) == [(1, 1), (1, 2)]
    storage.close()


# -- a tiny tmpfs and a read-only folder ------------------------------------------------------
@contextlib.contextmanager
def tmpfs(where: Path, size: str) -> Iterator[Path]:
    """A fresh tmpfs of ``size`` at ``where`` (root only; skips where it cannot)."""
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode(errors='replace')}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, check=False)


def _fill(folder: Path) -> Path:
    """Fill the file system of ``folder`` to the last byte."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 4096)
    finally:
        os.close(fd)
    return filler


def test_a_real_full_disk(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mnt", "1m") as mnt:
        storage = Storage.open(mnt / "data", parts=PARTS)
        match = Match(CLASSIC, MatchConfig.fixed(3), seed=9)
        meta = storage.begin(match, opponents=("medium",))
        rng = random.Random(9)
        meta, codes = play_hands(storage, match, meta, rng, until=1)
        assert codes == []
        filler = _fill(mnt)
        meta, codes = play_hands(storage, match, meta, rng, until=2)
        assert "disk_full" in codes  # and the game went on
        filler.unlink()
        meta, codes = play_hands(storage, match, meta, rng)
        assert codes == [] and recorded(storage) == [(1, 1), (1, 2), (1, 3)]
        storage.close()


def _make_writable(root: Path) -> None:
    """Give back the write permission on every folder under ``root`` (test clean-up)."""
    for path in root.rglob("*"):
        if path.is_dir():
            path.chmod(0o755)


def test_a_read_only_data_folder(tmp_path: Path) -> None:
    root = tmp_path / "ro"
    with contextlib.ExitStack() as stack:
        if os.name == "posix" and os.geteuid() == 0:  # root ignores permissions
            root = stack.enter_context(tmpfs(root, "4m"))
        storage = Storage.open(root / "data", parts=PARTS)
        match = Match(CLASSIC, MatchConfig.fixed(3), seed=12)
        meta = storage.begin(match, opponents=("medium",))
        rng = random.Random(12)
        meta, _ = play_hands(storage, match, meta, rng, until=1)
        meta, _ = step(storage, match, meta, rng)
        storage.close()
        (root / "data" / "saves" / "slots" / "bad.json").write_bytes(b"{broken")
        if os.geteuid() == 0:
            subprocess.run(["mount", "-o", "remount,ro", str(root)], check=True)
        else:
            for folder in (
                root / "data",
                root / "data" / "saves",
                root / "data" / "saves" / "slots",
            ):
                folder.chmod(0o555)
            stack.callback(_make_writable, root / "data")
            stack.callback((root / "data").chmod, 0o755)

        storage = Storage.open(root / "data", parts=PARTS)  # never raises
        assert storage.read_only and "data_dir_read_only" in storage.warnings()  # told once
        assert set(storage.warnings()) <= {"data_dir_read_only", "stats_unavailable"}
        offer = storage.resume_offer()
        assert offer is not None and offer.ok and isinstance(offer.game, Match)
        game = offer.game
        meta = storage.accept_resume(offer)
        meta, codes = play_hands(storage, game, meta, rng)
        assert codes and set(codes) <= {"permission_denied", "stats_write_failed", "stats_busy"}
        assert game.is_over  # played to the end regardless
        res = storage.saves.load_slot("bad")
        assert res.error_code == "not_json" and res.moved_to is None  # left where it was
        with pytest.raises(StorageError) as err:
            storage.saves.save_slot("new", game)
        assert err.value.code == "permission_denied"
        storage.close()


def test_a_row_started_while_the_autosave_fails_is_not_started_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    match = Match(CLASSIC, MatchConfig.fixed(3), seed=13)
    meta = storage.begin(match, opponents=("medium",))
    assert meta.stats_pending
    disk.full = False
    monkeypatch.setattr(os, "write", _enospc)  # every after_action raises: old meta kept
    rng = random.Random(13)
    meta, codes = play_hands(storage, match, meta, rng, until=2)
    assert set(codes) == {"disk_full"} and meta.stats_pending
    monkeypatch.undo()
    meta, codes = play_hands(storage, match, meta, rng)
    assert codes == [] and recorded(storage) == [(1, 1), (1, 2), (1, 3)]
    assert storage.stats._conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 1
    storage.close()
