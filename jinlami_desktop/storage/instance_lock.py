"""One data folder, one app: a lock file in the data folder while the app runs.

Why: two instances on one folder trampled each other (the second marked the first's
running match abandoned and deleted its autosave).  The lock is taken *before* any
store opens, so a second instance never touches the first one's files: it quits, or
plays read-only (no autosave, no statistics, no settings written).

How it is known that the owner is still there:

* The owner keeps the file open with the system's own lock on it (``flock`` on Unix,
  ``msvcrt.locking`` on Windows).  The system drops that lock when the process ends,
  however it ends, so a lock nobody holds is stale — whatever PID it names, on whatever
  boot.  Two starting instances cannot both take a stale lock over: only one gets the
  system's lock on the file.
* The file says who owns it: the PID, the boot (:func:`.process_identity.boot_id`), the
  process's start time, the host and the program (JSON).  That is what the second
  instance tells the player; and on a file system with no locks of its own it decides:
  the lock is stale when its owner's process is gone, when its PID now belongs to a
  process started at another time, or when it comes from another boot.  A lock of
  another host is honoured (its processes cannot be seen from here).

:meth:`DataLock.acquire` answers ``"ok"``, ``"held"`` (a live owner: see
:attr:`DataLock.holder`), ``"blocked"`` (something that is not a regular file, a folder
say, is where the lock goes: :attr:`DataLock.blocked_kind`), or ``"unavailable"`` (no
lock file can be made: a read-only folder, a full disk — a stale lock there counts as
none, and the app runs on as it does in such a folder, its saved match offered).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from . import process_identity
from .process_identity import Identity
from .regular_file import kind_of

__all__ = [
    "LOCK_NAME",
    "DataLock",
    "Holder",
    "blocked_text",
    "held_text",
    "read_only_text",
]

# The lock file's name inside the data folder.
LOCK_NAME = "jinlami.lock"
# What :meth:`DataLock.acquire` answers.
RESULTS: Final = ("ok", "held", "blocked", "unavailable")

_PROGRAM: Final = "jinlami"
# The most of a lock file read (a real one is under 300 bytes).
_MAX_LOCK_BYTES: Final = 4096
# A lock file that says nothing readable is being written for this long at most.
_WRITING_SECONDS: Final = 5.0
# How often a lock that changed while it was looked at is looked at again.
_ATTEMPTS: Final = 5
# Windows locks a byte of the file, this far in (past its text, which stays readable).
_WINDOWS_LOCK_OFFSET: Final = 1 << 30
_O_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)
_O_BINARY: Final = getattr(os, "O_BINARY", 0)
# Errors that say: the folder takes no file now (read-only, full, not allowed).
_CANNOT_WRITE: Final = frozenset(
    {errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
)


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds the lock (as the lock file says): process id, host and program, and
    the boot and start time of that process (``None``: the file does not say)."""

    pid: int
    host: str
    program: str
    boot: str | None = None
    started: str | None = None


class DataLock:
    """The lock of one data folder.  :meth:`acquire` once; :meth:`release` at exit."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / LOCK_NAME
        self._fd: int | None = None
        # Who held the lock when :meth:`acquire` answered ``"held"`` (``None``: the
        # lock file said nothing readable).
        self.holder: Holder | None = None
        # What is at the lock's place when :meth:`acquire` answered ``"blocked"``
        # (``folder``, ``fifo``, ``device``, ``socket``, ``link`` or ``other``).
        self.blocked_kind: str | None = None

    # -- taking it --------------------------------------------------------------------------
    def acquire(self) -> str:
        """Take the lock: ``"ok"``, ``"held"``, ``"blocked"`` or ``"unavailable"`` (see
        the module's docstring)."""
        if self._fd is not None:
            return "ok"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return "unavailable"
        for _attempt in range(_ATTEMPTS):
            try:
                found = os.lstat(self.path)
            except FileNotFoundError:
                answer = self._create()
            except OSError:
                return "unavailable"
            else:
                if not stat.S_ISREG(found.st_mode):
                    self.blocked_kind = (
                        "link" if stat.S_ISLNK(found.st_mode) else kind_of(found.st_mode)
                    )
                    return "blocked"
                answer = self._take_over()
            if answer is not None:
                return answer
        return "held"  # changing under us all along: another app is starting or leaving

    def _create(self) -> str | None:
        """No lock file: make ours (``None``: another app made one meanwhile)."""
        flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | _O_NONBLOCK | _O_BINARY
        try:
            fd = os.open(self.path, flags, 0o644)
        except FileExistsError:
            return None
        except OSError:
            return "unavailable"
        native = _native_lock(fd)
        if native is False or not _same_file(fd, self.path):
            os.close(fd)  # another app took this new file over: look again
            return None
        if not self._write_own(fd):
            _native_unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(self.path)  # our own empty file
            return "unavailable"
        return "ok"

    def _take_over(self) -> str | None:
        """A lock file is there: ``"held"`` if its owner lives, else take it over
        (``None``: it went or changed while we looked)."""
        writable = True
        try:
            fd = os.open(self.path, os.O_RDWR | _O_NONBLOCK | _O_BINARY)
        except FileNotFoundError:
            return None
        except OSError as exc:
            if exc.errno not in _CANNOT_WRITE:
                return "unavailable"
            writable = False
            try:
                fd = os.open(self.path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
            except FileNotFoundError:
                return None
            except OSError:
                return "unavailable"
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None  # replaced between the look and the open: look again
            native = _native_lock(fd)
            holder = _parse(_read(fd))
            if native is False:
                self.holder = holder
                return "held"
            if not _same_file(fd, self.path):
                return None  # its owner left and removed it: look again
            if native is None and not _owner_gone(holder, fd):
                self.holder = holder
                return "held"
            # Stale: its owner is gone.  Ours now, if the folder takes a write.
            if not writable or not self._write_own(fd):
                _native_unlock(fd)
                return "unavailable"
            self._fd, fd = fd, -1
            return "ok"
        finally:
            if fd >= 0 and fd != self._fd:
                os.close(fd)

    def _write_own(self, fd: int) -> bool:
        """Write who we are into the lock file ``fd``; ``False`` if the folder takes no
        write (read-only, full)."""
        me = process_identity.current()
        text = json.dumps(
            {
                "program": _PROGRAM,
                "pid": me.pid,
                "boot": me.boot,
                "started": me.started,
                "host": _host(),
            }
        ).encode("utf-8")
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            os.ftruncate(fd, 0)
            view = memoryview(text)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        except OSError:
            return False
        self._fd = fd
        return True

    # -- the rest ---------------------------------------------------------------------------
    @property
    def locked(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Remove the lock file (only if this instance holds it)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if sys.platform == "win32":
            # Windows removes no open file: close (which drops the lock), then remove;
            # a file another app opened meanwhile stays (it is taking it over).
            _native_unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(self.path)
            return
        # Removed while still locked, so that an app taking it over at this moment sees
        # it gone (its check that the path is still its file fails) and looks again.
        if _same_file(fd, self.path):
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        os.close(fd)

    def refusal_text(self, folder: Path) -> str:
        """Why this instance may not use ``folder`` (after ``"held"`` or ``"blocked"``)."""
        if self.blocked_kind is not None:
            return blocked_text(self.path, self.blocked_kind)
        return held_text(folder, self.holder)


# -- the system's lock ---------------------------------------------------------------------
def _native_lock(fd: int) -> bool | None:
    """The system's lock on ``fd``: ``True`` (ours now), ``False`` (another process has
    it) or ``None`` (this file system has no such locks)."""
    busy = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", -1)}
    if sys.platform == "win32":
        import msvcrt  # lazy: Windows only

        try:
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            return False if exc.errno in busy else None
        finally:
            os.lseek(fd, 0, os.SEEK_SET)
        return True
    try:
        import fcntl  # lazy: Unix only
    except ImportError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        return False if exc.errno in busy else None
    return True


def _native_unlock(fd: int) -> None:
    """Give the system's lock on ``fd`` up (closing ``fd`` does too)."""
    if sys.platform == "win32":
        import msvcrt  # lazy: Windows only

        with contextlib.suppress(OSError):
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    try:
        import fcntl  # lazy: Unix only
    except ImportError:
        return
    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


def _same_file(fd: int, path: Path) -> bool:
    """Is ``path`` still the file open as ``fd`` (not removed or replaced)?"""
    try:
        there, mine = os.stat(path), os.fstat(fd)
    except OSError:
        return False
    return (there.st_dev, there.st_ino) == (mine.st_dev, mine.st_ino)


# -- what the file says --------------------------------------------------------------------
def _read(fd: int) -> bytes:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        return os.read(fd, _MAX_LOCK_BYTES)
    except OSError:
        return b""


def _parse(raw: bytes) -> Holder | None:
    """The holder a lock file names: ours (JSON), or the one of the Qt lock files of
    earlier versions (``PID``, program, host, machine id, boot id: one a line)."""
    text = raw.decode("utf-8", "replace")
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        data = None
    if isinstance(data, dict):
        pid = data.get("pid")
        if type(pid) is not int or pid <= 0:
            return None
        return Holder(
            pid,
            _text(data.get("host")),
            _text(data.get("program")),
            _text(data.get("boot")) or None,
            _text(data.get("started")) or None,
        )
    lines = text.splitlines()
    if not lines or not lines[0].strip().isdigit():
        return None
    pid = int(lines[0])
    if pid <= 0:
        return None
    field = [line.strip() for line in [*lines, "", "", "", "", ""]]
    return Holder(pid, field[2], field[1], field[4] or None, None)


def _text(value: object) -> str:
    return value[:200] if isinstance(value, str) else ""


def _owner_gone(holder: Holder | None, fd: int) -> bool:
    """Judged from what the lock file says alone (no system lock to ask): is its owner
    gone?  A file that says nothing readable is being written, if it is young."""
    if holder is None:
        try:
            age = time.time() - os.fstat(fd).st_mtime
        except OSError:
            return True
        return age > _WRITING_SECONDS
    return owner_gone(holder, process_identity.current(), _host())


def owner_gone(holder: Holder, me: Identity, host: str) -> bool:
    """Is the process ``holder`` names gone, seen from process ``me`` on ``host``?
    Gone: from another boot, no such process now, or a process started at another time
    under its PID.  A holder on another host is never gone (it cannot be seen)."""
    if holder.host and holder.host != host:
        return False
    if holder.boot is not None and me.boot is not None and holder.boot != me.boot:
        return True
    if not process_identity.is_alive(holder.pid):
        return True
    if holder.started is not None:
        now = process_identity.start_time(holder.pid)
        if now is not None and now != holder.started:
            return True
    return False


# -- words ---------------------------------------------------------------------------------
def held_text(folder: Path, holder: Holder | None) -> str:
    """Why this instance may not use ``folder``: another one is using it."""
    if holder is None:
        return QCoreApplication.translate(
            "DataLock",
            "Another 金拉米 Desktop is using the data folder {folder}. "
            "One data folder serves one app at a time.",
        ).format(folder=folder)
    if holder.host and holder.host != _host():
        return QCoreApplication.translate(
            "DataLock",
            "Another 金拉米 Desktop (process {pid} on the computer {host}) is using the data "
            "folder {folder}. One data folder serves one app at a time.",
        ).format(pid=holder.pid, host=holder.host, folder=folder)
    return QCoreApplication.translate(
        "DataLock",
        "Another 金拉米 Desktop (process {pid}) is using the data folder {folder}. "
        "One data folder serves one app at a time.",
    ).format(pid=holder.pid, folder=folder)


def blocked_text(path: Path, kind: str) -> str:
    """Why this instance cannot lock the data folder: ``path``, where its lock file goes,
    is a folder (or a pipe, a device, a link) instead."""
    if kind == "folder":
        return QCoreApplication.translate(
            "DataLock",
            "The data folder cannot be locked: {path} is a folder, where the app keeps "
            "its lock file. Move or remove that folder; until then this app cannot tell "
            "whether another one is using the data folder.",
        ).format(path=path)
    return QCoreApplication.translate(
        "DataLock",
        "The data folder cannot be locked: {path} is not a file (a link, a pipe or a "
        "device is there), where the app keeps its lock file. Move or remove it; until "
        "then this app cannot tell whether another one is using the data folder.",
    ).format(path=path)


def read_only_text() -> str:
    """What read-only means, for the status line and the question."""
    return QCoreApplication.translate(
        "DataLock",
        "Read-only: this window keeps nothing (no autosave, no statistics, no settings) "
        "and leaves the other app's files alone.",
    )


def _host() -> str:
    """This machine's name (``os.uname`` where there is one: ``socket`` costs the
    start-up a few milliseconds)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        return str(uname().nodename)
    import socket  # lazy: systems without os.uname (Windows)

    return socket.gethostname()
