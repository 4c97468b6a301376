"""One data folder, one app: a lock file in the data folder while the app runs.

Why: two instances on one folder trampled each other (the second marked the first's
running match abandoned and deleted its autosave).  The lock is taken *before* any
store opens, so a second instance never touches the first one's files: it quits, or
plays read-only (no autosave, no statistics, no settings written).

A lock left by a killed process is taken over: :class:`QLockFile` finds that its
process is gone (same host, no such process or another program under that id).  The
age-based staleness is switched off (``setStaleLockTime(0)``), so a long session is
never mistaken for a dead one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLockFile

__all__ = ["LOCK_NAME", "DataLock", "Holder", "held_text", "read_only_text"]

#: The lock file's name inside the data folder.
LOCK_NAME = "jinlami.lock"


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds the lock (as the lock file says): process id, host and program."""

    pid: int
    host: str
    program: str


class DataLock:
    """The lock of one data folder.  :meth:`acquire` once; :meth:`release` at exit."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / LOCK_NAME
        self._lock: QLockFile | None = None
        #: Who held the lock when :meth:`acquire` failed because it was held.
        self.holder: Holder | None = None

    def acquire(self) -> str:
        """``"ok"`` (ours now), ``"held"`` (another live instance has it: see
        :attr:`holder`) or ``"unavailable"`` (the folder cannot take a lock file: the
        app then runs without storage anyway)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return "unavailable"
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # stale only when its process is gone
        if lock.tryLock(0):
            self._lock = lock
            return "ok"
        if lock.error() != QLockFile.LockError.LockFailedError:
            return "unavailable"
        info: tuple[Any, ...] = tuple(lock.getLockInfo())
        if len(info) == 4:  # PySide returns (found, pid, host, program); its stub omits found
            info = info[1:] if info[0] else (0, "", "")
        pid, host, program = info
        self.holder = Holder(int(pid), str(host), str(program))
        return "held"

    @property
    def locked(self) -> bool:
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        """Remove the lock file (only if this instance holds it)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def held_text(folder: Path, holder: Holder | None) -> str:
    """Why this instance may not use ``folder``: another one is using it."""
    pid = holder.pid if holder is not None else 0
    return QCoreApplication.translate(
        "DataLock",
        "Another 金拉米 Desktop (process {pid}) is using the data folder {folder}. "
        "One data folder serves one app at a time.",
    ).format(pid=pid, folder=folder)


def read_only_text() -> str:
    """What read-only means, for the status line and the question."""
    return QCoreApplication.translate(
        "DataLock",
        "Read-only: this window keeps nothing (no autosave, no statistics, no settings) "
        "and leaves the other app's files alone.",
    )
