"""Statistics → Back up statistics…: a consistent copy of the database in one file.

Why SQLite's online backup (:meth:`sqlite3.Connection.backup`) and not a file copy: a
copy of ``stats.sqlite3`` taken while the app runs may miss what is still in the WAL,
or catch a page half-written; the backup API copies the database as one transaction
sees it, WAL included.  The copy is written beside its destination under a temporary
name, checked, switched to a plain (rollback-journal) file so it stands alone, and only
then renamed over the destination: a failed backup never leaves half a file, nor
spoils an older backup of the same name.

Codes: ``disk_full``; ``backup_unwritable`` (the folder is missing, read-only, or not
the app's to write); ``backup_same_file`` (the destination is the statistics file
itself); ``backup_failed`` (anything else).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sqlite3
from pathlib import Path
from typing import Final

from ..errors import StorageError, code_for_oserror
from .schema import SQLITE_FULL, sqlite_code

__all__ = ["back_up"]

_SQLITE_READONLY: Final = 8
_SQLITE_CANTOPEN: Final = 14
_SQLITE_PERM: Final = 3
_SQLITE_IOERR: Final = 10


def _code(exc: sqlite3.Error) -> str:
    found = sqlite_code(exc)
    text = str(exc).lower()
    if found == SQLITE_FULL or "disk is full" in text or "disk full" in text:
        return "disk_full"
    if found in (_SQLITE_READONLY, _SQLITE_CANTOPEN, _SQLITE_PERM) or "unable to open" in text:
        return "backup_unwritable"
    return "backup_failed"


def back_up(conn: sqlite3.Connection, dest: Path, source: Path | None = None) -> Path:
    """Write a consistent copy of ``conn``'s database to ``dest`` (replacing a file
    there) and return it; a :class:`StorageError` with a code otherwise.  ``source``,
    the live file, is never written over."""
    dest = Path(dest)
    if source is not None and dest.exists() and _same(dest, source):
        raise StorageError(f"{dest} is the statistics file itself", "backup_same_file")
    tmp = dest.with_name(f".{dest.name}.{secrets.token_hex(4)}.tmp")
    try:
        target = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.backup(target)
            target.execute("PRAGMA journal_mode = DELETE").fetchall()
            check = target.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise StorageError(f"the backup reads back damaged: {check}", "backup_failed")
        finally:
            target.close()
        os.replace(tmp, dest)
    except sqlite3.Error as exc:
        raise StorageError(f"statistics not backed up: {exc}", _code(exc)) from exc
    except OSError as exc:
        code = code_for_oserror(exc, "backup_failed")
        code = "backup_unwritable" if code == "permission_denied" else code
        raise StorageError(f"statistics not backed up: {exc}", code) from exc
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
            with contextlib.suppress(OSError):
                leftover.unlink()
    return dest


def _same(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False
