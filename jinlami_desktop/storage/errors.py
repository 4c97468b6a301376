"""The one error type of the storage layer, coded like the engine's errors.

Storage never shows words to the player: every failure carries a stable ``code`` (and
``params``) that the UI turns into a sentence in the player's language; ``str()`` is a
plain English sentence for logs and tests.

Codes raised or reported by this package:

* writing a save: ``disk_full`` (ENOSPC/EDQUOT), ``permission_denied``, ``write_failed``
* reading a save: ``not_found``, ``read_failed``, ``not_a_file`` (a FIFO, a folder or
  a device where the file should be: refused without opening it) and the engine's
  :class:`~engine.errors.SaveError` codes (``not_json``, ``not_a_save``,
  ``newer_version``, ``bad_field``, ``replay_failed``, ``progress_mismatch``),
  plus ``load_failed`` for anything unexpected while replaying (and
  ``permission_denied`` when the file cannot be read)
* statistics: ``stats_corrupt`` (a damaged database was moved aside),
  ``stats_newer_version`` (a database from a newer app, left untouched),
  ``stats_unknown_version`` (a schema version no app writes, left untouched),
  ``stats_unreadable`` (a read failed in SQLite), ``backup_unwritable``,
  ``backup_same_file``, ``backup_failed`` (Back up statistics…),
  ``stats_unavailable`` (the database cannot be opened at all), ``no_such_match``,
  ``no_such_hand``, ``bad_result``, ``hand_not_over``, ``hand_unreadable``,
  ``stats_write_failed`` (and ``disk_full``), ``stats_busy`` (another program holds
  the database: the hand is recorded later), ``bad_export``
* loading: ``too_large`` (a file larger than any save, moved aside unread) and the
  notice ``meta_repaired`` (the game loaded; some of its meta fields were reset)
* opening: ``data_dir_unavailable`` (the folders cannot be created),
  ``data_dir_read_only`` (they are there, but nothing can be written in them)
* the pending queue of games the statistics could not take yet
  (:mod:`.pending_queue`): ``pending_corrupt`` and ``pending_unreadable`` (its file
  was moved aside), ``pending_blocked`` (it can be neither read nor moved aside, so it
  is never written: the autosave keeps the game), ``pending_full`` (too many wait)
"""

from __future__ import annotations

import errno
from typing import Any

__all__ = ["StorageError", "code_for_oserror"]


class StorageError(Exception):
    """A storage operation failed; ``code`` says what, for the UI to word."""

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


def code_for_oserror(exc: OSError, default: str = "write_failed") -> str:
    """Map an OS error to a storage code, so a full disk is told apart from the rest."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "disk_full"
    if isinstance(exc, PermissionError) or exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "permission_denied"
    return default
