"""Storage: everything the app keeps between runs, and nothing that draws.

* :mod:`.paths` — where files live (``--data-dir`` / ``JINLAMI_DATA_DIR`` /
  platformdirs).
* :mod:`.saves` — the autosave after every action, resume, named slots; atomic
  writes; damaged files moved aside as ``*.corrupt-<timestamp>``.
* :mod:`.stats` — statistics in SQLite (WAL, integrity check, schema migrations),
  every hand replayable, the figures and series the statistics window shows; a
  package (schema, recording, queries, replay, export, composed by ``StatsStore``).
  What differs between games comes from each game's part (``GameStats``, in
  ``jinlami_desktop/games/<id>/stats.py``), picked with ``engine.games``.
* :mod:`.save_meta`, :mod:`.save_files` — a save's meta and header, and the file
  primitives (atomic writes, moving aside, bounded reads, slot file names).
* :mod:`.settings` — typed ``QSettings`` (IniFormat) with defaults for bad values.
* :mod:`.session` — :class:`Storage`, the stores opened together, and the protocol
  that keeps autosave and statistics in step (start-up resume offer, after-action
  hook, resign/abandon).  Start reading there.
* :mod:`.pending_queue`, :mod:`.pending_record` — games the statistics could not take
  yet (a locked or full database), kept in their own file until recorded, once each.
* :mod:`.errors` — :class:`StorageError` and the codes the UI words in both languages.

Every game goes through the same calls, with its matches and hands (the human is seat
0 at a table of 2–4).  Saves say which (``SaveInfo.game``, an ``engine.games`` id), and
the statistics keep them apart (the ``game`` column; every figure is for one game).
What differs between games is each game's part, handed in by the caller
(``Storage.open(..., parts=...)``): storage knows no game.

Only :mod:`.settings` imports Qt (QtCore); :meth:`Storage.open` loads it lazily, so
``saves`` and ``stats`` stay usable from tools without Qt.  The :mod:`.stats` package
(SQLite and its queries) is imported when the database opens, not with this package
(the names here are looked up on first use): the app opens it after its window
is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.lazy_exports import LazyExports

if TYPE_CHECKING:
    from .errors import StorageError
    from .paths import AppPaths
    from .saves import LoadResult, SaveInfo, SaveMeta, SaveStore
    from .session import Storage
    from .stats import StatsStore

#: Each name's module, imported on first use (``engine/lazy_exports.py``): the app reads
#: its settings (``.settings``) before its window is shown, and the saves and the
#: statistics load once the window is up.
_EXPORTS: Final = {
    "StorageError": ".errors",
    "AppPaths": ".paths",
    "LoadResult": ".saves",
    "SaveInfo": ".saves",
    "SaveMeta": ".saves",
    "SaveStore": ".saves",
    "Storage": ".session",
    "StatsStore": ".stats",
}

__all__ = [
    "AppPaths",
    "LoadResult",
    "SaveInfo",
    "SaveMeta",
    "SaveStore",
    "StatsStore",
    "Storage",
    "StorageError",
]

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
