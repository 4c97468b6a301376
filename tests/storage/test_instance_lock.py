"""The data folder's lock knows its owner: PID, boot and start time.

* a lock nobody holds any more is taken over, whatever PID it names (a live
  ``python3.11`` of another program under the same number included);
* judged from the file alone (a file system without locks of its own): a dead PID, a
  PID whose process started at another time, a lock of another boot are all stale; a
  live owner's lock is honoured;
* a stale lock in a folder that takes no write (read-only, full) is "unavailable", the
  answer of such a folder without any lock, never "held";
* a folder (a FIFO …) where the lock file goes is "blocked", told in its own words.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from jinlami_desktop.storage import instance_lock, process_identity
from jinlami_desktop.storage.instance_lock import LOCK_NAME, DataLock, Holder, owner_gone

REPO_ROOT = Path(__file__).resolve().parents[2]
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="start times read from /proc"
)


@pytest.fixture
def live() -> Iterator[subprocess.Popen[bytes]]:
    """A live process of another program (a Python, as the app is)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield proc
    finally:
        proc.kill()
        proc.wait(30)


@pytest.fixture
def no_native_locks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system without locks of its own: the file's words decide alone."""
    monkeypatch.setattr(instance_lock, "_native_lock", lambda fd: None)


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(30)
    return proc.pid


def write_lock(data: Path, **fields: object) -> Path:
    me = process_identity.current()
    content: dict[str, object] = {
        "program": "jinlami",
        "pid": me.pid,
        "boot": me.boot,
        "started": me.started,
        "host": socket.gethostname(),
    }
    content.update(fields)
    data.mkdir(parents=True, exist_ok=True)
    path = data / LOCK_NAME
    path.write_text(json.dumps(content), encoding="utf-8")
    return path


def take(data: Path) -> tuple[str, DataLock]:
    lock = DataLock(data)
    answer = lock.acquire()
    return answer, lock


# -- the system's lock --------------------------------------------------------------------
def test_a_held_lock_is_honoured_and_taken_over_once_its_owner_is_killed(tmp_path: Path) -> None:
    data = tmp_path / "data"
    script = (
        "import sys, time; from pathlib import Path; "
        "from jinlami_desktop.storage.instance_lock import DataLock; "
        "lock = DataLock(Path(sys.argv[1])); print(lock.acquire(), flush=True); time.sleep(120)"
    )
    owner = subprocess.Popen(
        [sys.executable, "-c", script, str(data)], cwd=REPO_ROOT, stdout=subprocess.PIPE
    )
    try:
        assert owner.stdout is not None
        assert owner.stdout.readline().strip() == b"ok"
        answer, lock = take(data)
        assert answer == "held"
        assert lock.holder is not None and lock.holder.pid == owner.pid
        owner.send_signal(signal.SIGKILL)
        owner.wait(30)
        assert (data / LOCK_NAME).exists()  # left behind
        answer, lock = take(data)
        assert answer == "ok"
        saved = json.loads((data / LOCK_NAME).read_text(encoding="utf-8"))
        assert saved["pid"] == os.getpid()
        assert saved["started"] == process_identity.start_time(os.getpid())
        lock.release()
        assert not (data / LOCK_NAME).exists()
    finally:
        owner.kill()
        owner.wait(30)


def test_a_lock_left_naming_a_live_python_of_another_program_is_taken_over(
    tmp_path: Path, live: subprocess.Popen[bytes]
) -> None:
    """The lock of an app killed long ago (an earlier boot, even) whose PID is now
    another ``python3.11``: nobody holds it, so it is stale.  The file is in the format
    of the Qt lock files of earlier versions."""
    data = tmp_path / "data"
    data.mkdir()
    (data / LOCK_NAME).write_text(
        f"{live.pid}\npython3.11\n{socket.gethostname()}\nmachine\nold-boot\n", encoding="utf-8"
    )
    answer, lock = take(data)
    assert answer == "ok", lock.holder
    lock.release()


def test_two_locks_in_one_process_exclude_each_other(tmp_path: Path) -> None:
    first, lock = take(tmp_path)
    assert first == "ok"
    second, other = take(tmp_path)
    assert second == "held"
    assert other.holder is not None and other.holder.pid == os.getpid()
    lock.release()
    third, other = take(tmp_path)
    assert third == "ok"
    other.release()


# -- the file's words alone ------------------------------------------------------------------
def test_a_dead_pid_is_stale(tmp_path: Path, no_native_locks: None) -> None:
    write_lock(tmp_path, pid=dead_pid(), started="1")
    answer, lock = take(tmp_path)
    assert answer == "ok"
    lock.release()


@linux_only
def test_a_live_pid_started_at_another_time_is_stale(
    tmp_path: Path, no_native_locks: None, live: subprocess.Popen[bytes]
) -> None:
    started = process_identity.start_time(live.pid)
    assert started is not None
    write_lock(tmp_path, pid=live.pid, started=str(int(started) + 1))
    answer, lock = take(tmp_path)
    assert answer == "ok"
    lock.release()


def test_a_lock_of_another_boot_is_stale(
    tmp_path: Path, no_native_locks: None, live: subprocess.Popen[bytes]
) -> None:
    monkeypatched_boot = "this-boot"
    write_lock(
        tmp_path, pid=live.pid, started=process_identity.start_time(live.pid), boot="an-old-boot"
    )
    me = process_identity.Identity(os.getpid(), monkeypatched_boot, None)
    holder = Holder(live.pid, socket.gethostname(), "jinlami", "an-old-boot", None)
    assert owner_gone(holder, me, socket.gethostname())
    if process_identity.boot_id() is None:
        pytest.skip("no boot id on this system: only the judgement is checked")
    answer, lock = take(tmp_path)
    assert answer == "ok"
    lock.release()


def test_a_live_owner_is_honoured(
    tmp_path: Path, no_native_locks: None, live: subprocess.Popen[bytes]
) -> None:
    write_lock(tmp_path, pid=live.pid, started=process_identity.start_time(live.pid))
    answer, lock = take(tmp_path)
    assert answer == "held"
    assert lock.holder is not None and lock.holder.pid == live.pid
    assert str(live.pid) in lock.refusal_text(tmp_path)


def test_a_lock_of_another_host_is_honoured(tmp_path: Path, no_native_locks: None) -> None:
    write_lock(tmp_path, pid=dead_pid(), host="elsewhere.example")
    answer, lock = take(tmp_path)
    assert answer == "held"
    assert "elsewhere.example" in lock.refusal_text(tmp_path)


def test_a_lock_saying_nothing_readable_is_stale_once_old(
    tmp_path: Path, no_native_locks: None
) -> None:
    path = tmp_path / LOCK_NAME
    path.write_bytes(b"\x00garbage")
    assert take(tmp_path)[0] == "held"  # young: being written
    os.utime(path, (1_000_000, 1_000_000))
    answer, lock = take(tmp_path)
    assert answer == "ok"
    lock.release()


# -- a folder that takes no write ----------------------------------------------------------
@pytest.mark.parametrize("err", [errno.EROFS, errno.ENOSPC, errno.EACCES])
def test_a_stale_lock_in_a_folder_that_takes_no_write_is_unavailable_not_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, err: int
) -> None:
    """Tests run as root: a read-only folder or a full disk is a write that fails."""
    write_lock(tmp_path, pid=dead_pid())

    def refuse(fd: int, length: int) -> None:
        raise OSError(err, os.strerror(err))

    monkeypatch.setattr(os, "ftruncate", refuse)
    answer, lock = take(tmp_path)
    assert answer == "unavailable"
    assert lock.holder is None
    assert not lock.locked


def test_a_stale_lock_that_cannot_be_opened_to_write_is_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only mount: the lock opens to read only (the check still works)."""
    path = write_lock(tmp_path, pid=dead_pid())
    real_open = os.open

    def read_only_mount(name: object, flags: int, *args: int) -> int:
        if Path(str(name)) == path and flags & (os.O_RDWR | os.O_WRONLY):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(str(name), flags, *args)

    monkeypatch.setattr(os, "open", read_only_mount)
    answer, lock = take(tmp_path)
    assert answer == "unavailable"
    assert lock.holder is None


def test_a_live_lock_in_a_read_only_folder_is_still_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    holder, _ = take(tmp_path)
    assert holder == "ok"

    def refuse(fd: int, length: int) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "ftruncate", refuse)
    assert take(tmp_path)[0] == "held"


def test_no_lock_in_a_full_folder_is_unavailable_and_leaves_no_empty_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    assert take(tmp_path)[0] == "unavailable"
    assert not (tmp_path / LOCK_NAME).exists()


# -- not a file ----------------------------------------------------------------------------
def test_a_folder_where_the_lock_goes_is_blocked_in_its_own_words(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()
    answer, lock = take(tmp_path)
    assert answer == "blocked"
    assert lock.blocked_kind == "folder"
    text = lock.refusal_text(tmp_path)
    assert "is a folder" in text and str(tmp_path / LOCK_NAME) in text
    assert "process 0" not in text
    assert (tmp_path / LOCK_NAME).is_dir()  # left alone


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_where_the_lock_goes_is_blocked(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOCK_NAME)
    answer, lock = take(tmp_path)
    assert answer == "blocked"
    assert lock.blocked_kind == "fifo"
    assert "process" not in lock.refusal_text(tmp_path)
