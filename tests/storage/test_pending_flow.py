"""No promise broken: a game the statistics could not take (another program holds the
database, the disk is full) waits in the pending queue until it is recorded — across
new matches and restarts — exactly once, and the autosave never lets such a game go
before the queue holds it."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.storage import SaveMeta, Storage, StorageError, pending_record
from jinlami_desktop.storage import pending_queue as pq
from jinlami_desktop.storage.session import PendingCount
from tests.storage.game_parts import PARTS
from tests.storage.test_faults import FullDisk, play_hands, recorded, step

CLASSIC = Rules.preset("classic")


@contextlib.contextmanager
def write_lock(data: Path) -> Iterator[sqlite3.Connection]:
    """Another program write-locks the statistics database while the block runs."""
    other = sqlite3.connect(data / "stats.sqlite3", isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


def rows(storage: Storage) -> list[tuple[int, str | None]]:
    """(id, result) of every match row."""
    found = storage.stats._conn.execute("SELECT id, result FROM matches ORDER BY id")
    return [(r[0], r[1]) for r in found]


def finished(result: str | None) -> bool:
    return result in {"won", "lost", "drawn"}


def autosave_game(storage: Storage) -> Any:
    loaded = storage.saves.load_autosave()
    assert loaded is not None and loaded.ok
    return loaded.game


def new_game(seed: int, hands: int = 3) -> Match:
    return Match(CLASSIC, MatchConfig.fixed(hands), seed=seed)


# -- the tester's case: a write lock while the hands end, a new match, a restart -----------
def test_a_match_ended_under_a_lock_survives_a_new_match_and_a_restart(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    first = new_game(4)
    rng = random.Random(4)
    meta = storage.begin(first, opponents=("medium",))
    meta, codes = play_hands(storage, first, meta, rng, until=1)
    assert codes == [] and recorded(storage) == [(1, 1)]
    with write_lock(tmp_path):
        meta, codes = play_hands(storage, first, meta, rng)
        assert first.is_over and set(codes) == {"stats_busy"}
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=1)
        assert len(storage.pending) == 1 and storage.pending.path.exists()
        second = new_game(8)
        rng2 = random.Random(8)
        meta2 = storage.begin(second, opponents=("hard",))  # its autosave replaces none
        assert isinstance(autosave_game(storage), Match)
        assert not autosave_game(storage).is_over
        meta2, codes = play_hands(storage, second, meta2, rng2, until=1)
        assert set(codes) == {"stats_busy"}
        assert storage.waiting_to_record() == PendingCount(hands=3, matches=1)
        storage.close()

        storage = Storage.open(tmp_path, parts=PARTS)  # the app restarted, still locked
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=1)
        offer = storage.resume_offer()
        assert offer is not None and offer.ok and isinstance(offer.game, Match)
        second = offer.game
        meta2 = storage.accept_resume(offer)
        assert {r.code for r in storage.take_reports()} <= {"stats_busy"}
        assert storage.stats.match_is_open(1)  # kept open for the queue, not abandoned
    assert recorded(storage) == [(1, 1)]
    meta2, codes = play_hands(storage, second, meta2, rng2, until=2)  # the next hand's end
    assert codes == []
    assert sorted(recorded(storage)) == [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)]
    assert finished(rows(storage)[0][1])  # its own result, not "abandoned"
    assert len(storage.pending) == 0 and not storage.pending.path.exists()
    assert storage.waiting_to_record() == PendingCount()
    meta2, codes = play_hands(storage, second, meta2, rng2)
    assert sorted(recorded(storage)) == [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)]
    assert [finished(r) for _, r in rows(storage)] == [True, True]
    storage.close()


def test_a_match_never_given_a_row_gets_one_row_at_the_next_start(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    with write_lock(tmp_path):
        match = new_game(5, hands=2)
        meta = storage.begin(match, opponents=("easy",))
        assert meta.stats_pending and meta.stats_match_id is None
        meta, codes = play_hands(storage, match, meta, random.Random(5))
        assert match.is_over and set(codes) == {"stats_busy"}
        assert not storage.paths.autosave_file.exists() and len(storage.pending) == 1
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=1)
        storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)  # the next start records it
    assert storage.resume_offer() is None
    assert recorded(storage) == [(1, 1), (1, 2)] and finished(rows(storage)[0][1])
    assert len(rows(storage)) == 1 and len(storage.pending) == 0
    storage.close()


def test_a_new_match_records_the_queue_first(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    first = new_game(6, hands=1)
    with write_lock(tmp_path):
        meta = storage.begin(first, opponents=("medium",))
        play_hands(storage, first, meta, random.Random(6))
        assert len(storage.pending) == 1
    storage.begin(new_game(7), opponents=("medium",))  # the lock is gone: recorded now
    assert recorded(storage) == [(1, 1)] and len(storage.pending) == 0
    assert [r[0] for r in rows(storage)] == [1, 2] and finished(rows(storage)[0][1])
    storage.close()


def test_a_full_statistics_disk_queues_the_match_as_a_lock_does(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = new_game(9)
    rng = random.Random(9)
    meta = storage.begin(match, opponents=("medium",))
    meta, _ = play_hands(storage, match, meta, rng, until=1)
    disk = FullDisk(storage.stats._db.conn)
    storage.stats._db.conn = disk  # type: ignore[assignment]
    meta, codes = play_hands(storage, match, meta, rng)
    assert set(codes) == {"disk_full"} and len(storage.pending) == 1
    second = new_game(10)
    meta2 = storage.begin(second, opponents=("medium",))
    meta2, _ = play_hands(storage, second, meta2, random.Random(10), until=1)
    assert not autosave_game(storage).is_over
    storage.stats._db.conn = disk._conn
    storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    assert sorted(recorded(storage)) == [(1, 1), (1, 2), (1, 3)]
    assert finished(rows(storage)[0][1]) and len(storage.pending) == 0
    storage.close()


# -- leaving a match: resigned, abandoned, declined ---------------------------------------
@pytest.mark.parametrize("with_row", [True, False])
def test_a_match_resigned_under_a_lock_is_recorded_resigned_with_its_hands(
    tmp_path: Path, with_row: bool
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = new_game(11)
    rng = random.Random(11)
    meta = storage.begin(match, opponents=("medium",)) if with_row else None
    with write_lock(tmp_path):
        if meta is None:
            meta = storage.begin(match, opponents=("medium",))
        meta, _ = play_hands(storage, match, meta, rng, until=2)
        meta, _ = step(storage, match, meta, rng)
        if with_row:  # its row could not be closed: told, and kept in the queue
            with pytest.raises(StorageError) as err:
                storage.end_early(match, meta, resigned=True)
            assert err.value.code == "stats_busy"
        else:  # it never had a row: it waits in the queue for one
            storage.end_early(match, meta, resigned=True)
        assert not storage.paths.autosave_file.exists() and len(storage.pending) == 1
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=1)
    storage.begin(new_game(12), opponents=("medium",))
    assert recorded(storage) == [(1, 1), (1, 2)] and rows(storage)[0] == (1, "resigned")
    storage.close()


def test_a_declined_resume_under_a_lock_keeps_its_hands(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = new_game(13)
    rng = random.Random(13)
    meta = storage.begin(match, opponents=("medium",))
    meta, _ = play_hands(storage, match, meta, rng, until=1)
    with write_lock(tmp_path):
        meta, _ = play_hands(storage, match, meta, rng, until=2)
        meta, _ = step(storage, match, meta, rng)
        storage.close()
        storage = Storage.open(tmp_path, parts=PARTS)
        offer = storage.resume_offer()
        assert offer is not None and offer.ok
        storage.decline_resume(offer)  # never raises; the hand 2 waits in the queue
        assert len(storage.pending) == 1 and not storage.paths.autosave_file.exists()
        storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    assert recorded(storage) == [(1, 1), (1, 2)] and rows(storage)[0] == (1, "abandoned")
    storage.close()


# -- the queue cannot be written: the autosave keeps the only copy ------------------------
def _queue_disk_full(*_a: Any, **_k: Any) -> None:
    raise StorageError("cannot write the queue: no space", "disk_full")


def test_a_full_disk_for_the_queue_keeps_the_finished_match_in_the_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    first = new_game(14, hands=2)
    with write_lock(tmp_path):
        meta = storage.begin(first, opponents=("medium",))
        monkeypatch.setattr(pq, "atomic_write", _queue_disk_full)
        meta, _codes = play_hands(storage, first, meta, random.Random(14))
        assert first.is_over and len(storage.pending) == 0
        assert autosave_game(storage).is_over  # the only copy stays
        kept = storage.paths.autosave_file.read_bytes()
        second = new_game(15)
        rng = random.Random(15)
        meta2 = storage.begin(second, opponents=("medium",))  # never raises …
        assert storage.paths.autosave_file.read_bytes() == kept  # … nor replaces it
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=1)
        meta2, code = step(storage, second, meta2, rng)
        assert code == "disk_full"  # told: the new match is not saved meanwhile
        assert storage.paths.autosave_file.read_bytes() == kept
        storage.close()

        storage = Storage.open(tmp_path, parts=PARTS)  # restarted, the queue still full
        assert storage.resume_offer() is None
        assert storage.paths.autosave_file.read_bytes() == kept
        meta2 = storage.begin(second, opponents=("medium",))
        assert storage.paths.autosave_file.read_bytes() == kept
        monkeypatch.undo()  # room again: the next action queues it, then saves
        meta2, code = step(storage, second, meta2, rng)
        assert len(storage.pending) == 1 and not autosave_game(storage).is_over
    meta2, _codes = play_hands(storage, second, meta2, rng, until=1)
    # the new match's hand opened row 1; the queued match then took row 2, whole
    assert recorded(storage) == [(1, 1), (2, 1), (2, 2)] and finished(rows(storage)[1][1])
    assert len(storage.pending) == 0
    storage.close()


# -- killed half-way: nothing twice -------------------------------------------------------
class Killed(BaseException):
    """The process dies here (nothing after runs, nothing is cleaned up)."""


def _queue_one_match(tmp_path: Path, with_row: bool) -> None:
    """Leave a two-hand match in the queue (with a row of its own, or none)."""
    storage = Storage.open(tmp_path, parts=PARTS)
    match = new_game(16, hands=2)
    if with_row:
        meta = storage.begin(match, opponents=("medium",))
        with write_lock(tmp_path):
            play_hands(storage, match, meta, random.Random(16))
    else:
        with write_lock(tmp_path):
            meta = storage.begin(match, opponents=("medium",))
            play_hands(storage, match, meta, random.Random(16))
    assert len(storage.pending) == 1
    storage.close()


def test_killed_between_recording_and_dequeuing_records_nothing_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _queue_one_match(tmp_path, with_row=True)

    def die(self: pq.PendingQueue, entry_id: str) -> None:
        raise Killed

    monkeypatch.setattr(pq.PendingQueue, "remove", die)
    with pytest.raises(Killed):
        Storage.open(tmp_path, parts=PARTS)  # records it, then dies before the dequeue
    monkeypatch.undo()
    with sqlite3.connect(tmp_path / "stats.sqlite3") as db:
        assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == 2
    storage = Storage.open(tmp_path, parts=PARTS)
    assert recorded(storage) == [(1, 1), (1, 2)] and len(rows(storage)) == 1
    assert finished(rows(storage)[0][1]) and len(storage.pending) == 0
    storage.close()


def test_killed_after_a_row_was_started_starts_no_second_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _queue_one_match(tmp_path, with_row=False)
    update = pq.PendingQueue.update

    def die_once_the_row_is_known(self: pq.PendingQueue, entry: pq.PendingEntry) -> None:
        if entry.match_id is not None:
            raise Killed  # the row was started; its id never reaches the queue
        update(self, entry)

    monkeypatch.setattr(pq.PendingQueue, "update", die_once_the_row_is_known)
    with pytest.raises(Killed):
        Storage.open(tmp_path, parts=PARTS)
    monkeypatch.undo()
    storage = Storage.open(tmp_path, parts=PARTS)
    assert rows(storage)[0][0] == 1 and len(rows(storage)) == 1  # the same row, once
    assert recorded(storage) == [(1, 1), (1, 2)] and finished(rows(storage)[0][1])
    assert len(storage.pending) == 0
    storage.close()


def test_a_queued_row_closed_as_abandoned_meanwhile_gets_its_own_result(
    tmp_path: Path,
) -> None:
    _queue_one_match(tmp_path, with_row=True)
    # Another start-up closed the row as abandoned meanwhile (through the store, so
    # that the row's checksum stays right: a raw UPDATE would set the row aside).
    from jinlami_desktop.storage.stats import StatsStore

    stats = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    stats.finish_match(1, "abandoned")
    stats.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    assert recorded(storage) == [(1, 1), (1, 2)] and finished(rows(storage)[0][1])
    storage.close()


def test_a_deferred_start_up_records_the_queue_before_abandoning_open_rows(
    tmp_path: Path,
) -> None:
    _queue_one_match(tmp_path, with_row=True)
    storage = Storage.open(tmp_path, parts=PARTS, defer_start_up=True)
    assert storage.resume_offer() is None  # its upkeep (abandon open rows) is queued
    meta = storage.begin(new_game(17), opponents=("medium",))
    storage.finish_start_up()
    assert finished(rows(storage)[0][1]) and recorded(storage) == [(1, 1), (1, 2)]
    assert isinstance(meta, SaveMeta) and len(storage.pending) == 0
    storage.close()


# -- statistics kept in memory this session -------------------------------------------------
def test_a_match_played_while_the_statistics_cannot_open_is_recorded_later(
    tmp_path: Path,
) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "stats.sqlite3").mkdir()  # cannot be opened: this session in memory
    storage = Storage.open(tmp_path, parts=PARTS)
    assert "stats_unavailable" in storage.warnings() and storage.stats.in_memory
    match = new_game(25, hands=2)
    meta = storage.begin(match, opponents=("medium",))
    meta, _ = play_hands(storage, match, meta, random.Random(25), until=1)
    assert storage.waiting_to_record() == PendingCount(hands=1)  # not on disk yet
    meta, _ = play_hands(storage, match, meta, random.Random(25))
    assert len(storage.pending) == 1 and not storage.paths.autosave_file.exists()
    storage.close()
    (tmp_path / "stats.sqlite3").rmdir()
    storage = Storage.open(tmp_path, parts=PARTS)  # the database opens again
    assert recorded(storage) == [(1, 1), (1, 2)] and finished(rows(storage)[0][1])
    assert len(storage.pending) == 0
    storage.close()


def test_a_database_of_a_newer_app_queues_nothing(tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    with sqlite3.connect(tmp_path / "stats.sqlite3") as db:
        db.execute("PRAGMA user_version = 999")
    storage = Storage.open(tmp_path, parts=PARTS)
    assert "stats_newer_version" in storage.warnings()
    match = new_game(26, hands=1)
    meta = storage.begin(match, opponents=("medium",))
    play_hands(storage, match, meta, random.Random(26))
    assert len(storage.pending) == 0  # this app never writes there: nothing waits
    assert not storage.paths.autosave_file.exists()
    storage.close()


def test_the_start_up_never_abandons_a_row_the_queue_records_into(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _queue_one_match(tmp_path, with_row=True)

    def busy(*_a: Any, **_k: Any) -> None:
        raise StorageError("statistics busy", "stats_busy")  # freed a moment later

    monkeypatch.setattr(pending_record, "record_entry", busy)
    storage = Storage.open(tmp_path, parts=PARTS)
    assert storage.resume_offer() is None  # its upkeep closes every other open row …
    assert storage.stats.match_is_open(1) and len(storage.pending) == 1  # … not this one
    monkeypatch.undo()
    storage.begin(new_game(27), opponents=("medium",))
    assert rows(storage)[0][0] == 1 and finished(rows(storage)[0][1])
    storage.close()


def test_a_queued_game_that_cannot_be_recorded_never_stops_the_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _queue_one_match(tmp_path, with_row=True)

    def broken(*_a: Any, **_k: Any) -> None:
        raise ValueError("a bug in recording")

    monkeypatch.setattr(pending_record, "record_entry", broken)
    storage = Storage.open(tmp_path, parts=PARTS)  # does not raise
    match = new_game(28, hands=1)
    meta = storage.begin(match, opponents=("medium",))
    meta, codes = play_hands(storage, match, meta, random.Random(28))
    assert match.is_over and set(codes) <= {"stats_write_failed"}
    assert len(storage.pending) == 1  # kept for a later try
    storage.close()


def test_a_full_queue_is_told_and_never_holds_the_autosave_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pq, "MAX_ENTRIES", 0)
    storage = Storage.open(tmp_path, parts=PARTS)
    with write_lock(tmp_path):
        match = new_game(29, hands=1)
        meta = storage.begin(match, opponents=("medium",))
        play_hands(storage, match, meta, random.Random(29))
        assert "pending_full" in {r.code for r in storage.take_reports()}
        assert len(storage.pending) == 0 and not storage.paths.autosave_file.exists()
        second = new_game(30)
        storage.begin(second, opponents=("medium",))
        assert not autosave_game(storage).is_over  # the next match is saved as ever
    storage.close()
