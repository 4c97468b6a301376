"""The pending queue's file: written atomically, read back as saves are, a damaged or
unreadable file moved aside (never deleted) with a coded warning while play goes on,
and a real kill (SIGKILL) between recording and dequeuing records nothing twice."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.match import Match
from jinlami_desktop.storage import SaveMeta, Storage, StorageError
from jinlami_desktop.storage import pending_queue as pq
from jinlami_desktop.storage.save_files import TEMP_SUFFIX
from jinlami_desktop.storage.session import PendingCount
from tests.storage.game_parts import PARTS
from tests.storage.helpers import finished_match
from tests.storage.test_faults import play_hands, recorded
from tests.storage.test_pending_flow import new_game, rows, write_lock

ROOT = Path(__file__).resolve().parents[2]


def queue_file(data: Path) -> Path:
    return data / pq.PENDING_NAME


def moved_aside(data: Path) -> list[Path]:
    return sorted(data.glob(pq.PENDING_NAME + ".corrupt-*"))


def queue_two_matches(data: Path) -> None:
    """Two finished matches left in the queue (another program held the database)."""
    storage = Storage.open(data, parts=PARTS)
    with write_lock(data):
        for seed in (21, 22):
            match = new_game(seed, hands=1)
            meta = storage.begin(match, opponents=("medium",))
            play_hands(storage, match, meta, random.Random(seed))
    assert len(storage.pending) == 2
    storage.close()


def test_an_entry_reads_back_as_it_was_written(tmp_path: Path) -> None:
    match = finished_match(seed=5)
    queue = pq.PendingQueue(queue_file(tmp_path), parts=PARTS)
    entry = pq.new_entry(
        match,
        SaveMeta(opponents=("hard",), player_name="小明", seat=0),
        resigned=False,
        duration=12.5,
        hands=2,
        match_id=7,
        now=queue.now(),
    )
    queue.add(entry)
    again = pq.PendingQueue(queue_file(tmp_path), parts=PARTS)
    (read,) = again.entries
    assert read.id == entry.id and read.match_id == 7 and read.hands == 2
    assert read.meta.player_name == "小明" and read.meta.opponents == ("hard",)
    assert isinstance(read.game, Match) and read.game.is_over
    assert read.game.scores == match.scores
    assert again.warning is None and again.match_ids() == [7]
    again.remove(entry.id)
    assert not queue_file(tmp_path).exists()  # an empty queue leaves no file


def test_a_full_disk_leaves_the_queue_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    queue = pq.PendingQueue(queue_file(tmp_path), parts=PARTS)
    first = pq.new_entry(
        finished_match(seed=3),
        SaveMeta(),
        resigned=False,
        duration=0,
        hands=1,
        match_id=None,
        now=queue.now(),
    )
    queue.add(first)
    before = queue_file(tmp_path).read_bytes()

    def enospc(*_a: Any, **_k: Any) -> Any:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", enospc)
    second = pq.new_entry(
        finished_match(seed=4),
        SaveMeta(),
        resigned=False,
        duration=0,
        hands=1,
        match_id=None,
        now=queue.now(),
    )
    with pytest.raises(StorageError) as err:
        queue.add(second)
    monkeypatch.undo()
    assert err.value.code == "disk_full"
    assert queue.entries == (first,) and queue_file(tmp_path).read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "something else"}',
        b"\xff\xfe\x00",
        b'{"format": "jinlami-pending-stats", "version": 99, "entries": []}',
    ],
)
def test_a_damaged_queue_file_is_moved_aside_and_play_goes_on(
    tmp_path: Path, content: bytes
) -> None:
    tmp_path.mkdir(exist_ok=True)
    queue_file(tmp_path).write_bytes(content)
    storage = Storage.open(tmp_path, parts=PARTS)
    assert "pending_corrupt" in storage.warnings()
    (aside,) = moved_aside(tmp_path)
    assert aside.read_bytes() == content  # kept as it was, never deleted
    assert not queue_file(tmp_path).exists() and len(storage.pending) == 0
    with write_lock(tmp_path):  # the queue works again
        match = new_game(23, hands=1)
        meta = storage.begin(match, opponents=("medium",))
        play_hands(storage, match, meta, random.Random(23))
    assert len(storage.pending) == 1 and queue_file(tmp_path).exists()
    storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    assert storage.warnings() == [] and recorded(storage) == [(1, 1)]
    storage.close()


def test_a_damaged_entry_moves_the_file_aside_and_keeps_the_others(tmp_path: Path) -> None:
    queue_two_matches(tmp_path)
    doc = json.loads(queue_file(tmp_path).read_text("utf-8"))
    doc["entries"][0]["save"] = doc["entries"][0]["save"][:40]  # cut short
    damaged = json.dumps(doc).encode()
    queue_file(tmp_path).write_bytes(damaged)
    storage = Storage.open(tmp_path, parts=PARTS)  # the good entry is recorded at once
    assert "pending_corrupt" in storage.warnings()
    (aside,) = moved_aside(tmp_path)
    assert aside.read_bytes() == damaged  # both entries are still in it
    assert len(rows(storage)) == 1 and len(recorded(storage)) == 1
    assert len(storage.pending) == 0
    storage.close()


def test_an_unreadable_queue_file_is_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    queue_two_matches(tmp_path)
    content = queue_file(tmp_path).read_bytes()

    def refused(path: Path, limit: int | None = None) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(pq, "read_limited", refused)
    storage = Storage.open(tmp_path, parts=PARTS)
    assert "pending_unreadable" in storage.warnings()
    monkeypatch.undo()
    (aside,) = moved_aside(tmp_path)
    assert aside.read_bytes() == content
    storage.close()


def test_a_queue_file_that_cannot_be_moved_aside_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path.mkdir(exist_ok=True)
    queue_file(tmp_path).write_bytes(b"{not json")
    monkeypatch.setattr(pq, "move_aside", lambda *_a, **_k: None)
    storage = Storage.open(tmp_path, parts=PARTS)
    assert storage.pending.blocked and "pending_corrupt" in storage.warnings()
    with write_lock(tmp_path):
        match = new_game(24, hands=1)
        meta = storage.begin(match, opponents=("medium",))
        play_hands(storage, match, meta, random.Random(24))
        assert queue_file(tmp_path).read_bytes() == b"{not json"  # left as it was
        loaded = storage.saves.load_autosave()  # so the autosave keeps the match
        assert loaded is not None and loaded.ok and loaded.game is not None
        assert loaded.game.is_over
    storage.close()
    monkeypatch.undo()
    storage = Storage.open(tmp_path, parts=PARTS)  # the file moves aside now
    assert storage.resume_offer() is None and recorded(storage) == [(1, 1)]
    storage.close()


def test_a_temp_file_a_killed_writer_left_is_removed(tmp_path: Path) -> None:
    tmp_path.mkdir(exist_ok=True)
    stale = tmp_path / f".{pq.PENDING_NAME}.abc{TEMP_SUFFIX}"
    stale.write_bytes(b"half")
    os.utime(stale, (1, 1))
    other = tmp_path / "notes.tmp"
    other.write_bytes(b"mine")
    pq.PendingQueue(queue_file(tmp_path), parts=PARTS)
    assert not stale.exists() and other.exists()


def test_the_count_the_player_sees(tmp_path: Path) -> None:
    queue_two_matches(tmp_path)
    storage = Storage.open(tmp_path / "elsewhere", parts=PARTS)
    assert storage.waiting_to_record() == PendingCount() and not storage.waiting_to_record()
    storage.close()
    with write_lock(tmp_path):
        storage = Storage.open(tmp_path, parts=PARTS)
        assert storage.waiting_to_record() == PendingCount(hands=2, matches=2)
        storage.close()


_CHILD = textwrap.dedent(
    """
    import os, signal, sys
    from jinlami_desktop.storage import Storage
    from jinlami_desktop.storage import pending_queue as pq
    from tests.storage.game_parts import PARTS

    def die(self, entry_id):
        os.kill(os.getpid(), signal.SIGKILL)  # recorded, not yet dequeued

    pq.PendingQueue.remove = die
    Storage.open(sys.argv[1], parts=PARTS)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_real_kill_between_recording_and_dequeuing(tmp_path: Path) -> None:
    queue_two_matches(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr.decode(errors="replace")
    storage = Storage.open(tmp_path, parts=PARTS)  # the first entry again, then the second
    assert sorted(recorded(storage)) == [(1, 1), (2, 1)] and len(rows(storage)) == 2
    assert len(storage.pending) == 0
    storage.close()
