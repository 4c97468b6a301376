"""Only regular files are read as saves, settings or databases.

Why: a named pipe (FIFO) where a save should be made ``open()`` wait for a writer that
never comes, so start-up hung for ever; a device (``/dev/zero`` behind a symlink) reads
without end, and a folder cannot be read at all.  Anything but a regular file is
refused with :class:`NotRegularFile` (an ``OSError``, code ``not_a_file``), without
blocking:

* the path is looked at first (``os.stat``: a symlink to a regular file is fine);
* it is opened with ``O_NONBLOCK`` where the system has it, so that even a FIFO put
  there between the look and the open cannot make ``open()`` wait;
* the opened descriptor is looked at again (``os.fstat``): the check that no race can
  get round.  Only then is anything read.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Final

__all__ = [
    "NOT_A_FILE",
    "NotRegularFile",
    "ensure_regular",
    "kind_of",
    "open_regular",
    "read_regular",
]

#: The code of the refusal (storage codes, :mod:`.errors`).
NOT_A_FILE: Final = "not_a_file"

_O_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)
_O_BINARY: Final = getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """Something other than a regular file is at ``path``: ``kind`` says what
    (``folder``, ``fifo``, ``device``, ``socket`` or ``other``)."""

    code = NOT_A_FILE

    def __init__(self, path: Path | str, kind: str) -> None:
        super().__init__(errno.EINVAL, f"{path} is a {kind}, not a regular file", str(path))
        self.path = Path(path)
        self.kind = kind


def kind_of(mode: int) -> str:
    """What a file of ``st_mode`` ``mode`` is, in one word (``file`` for a regular one)."""
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


def _check(path: Path | str, mode: int) -> None:
    kind = kind_of(mode)
    if kind != "file":
        raise NotRegularFile(path, kind)


def ensure_regular(path: Path | str, missing_ok: bool = True) -> None:
    """Raise :class:`NotRegularFile` if something other than a regular file is at
    ``path``; nothing if it is a regular file, or (``missing_ok``) if nothing is there.
    For files another library opens itself (SQLite, ``QSettings``): the look before."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if missing_ok:
            return
        raise
    _check(path, st.st_mode)


def open_regular(path: Path | str, flags: int = os.O_RDONLY) -> int:
    """A descriptor of the regular file at ``path`` (``flags`` as ``os.open``'s), opened
    without blocking and checked once open; :class:`NotRegularFile` for anything else.
    The descriptor is back in blocking mode: the caller closes it."""
    ensure_regular(path, missing_ok=True)
    try:
        fd = os.open(path, flags | _O_NONBLOCK | _O_BINARY)
    except IsADirectoryError:
        raise NotRegularFile(path, "folder") from None
    try:
        _check(path, os.fstat(fd).st_mode)
        if _O_NONBLOCK:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular(path: Path | str, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path`` (more than ``limit``
    tells the caller the file is too large); :class:`NotRegularFile` for anything else."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as f:
        return f.read(limit + 1)
