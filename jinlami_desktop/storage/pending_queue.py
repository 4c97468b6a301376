"""The durable queue of games the statistics could not take yet.

Why a queue of its own: a finished match (or one the player left) whose hands the
statistics refused — another program held the database, the disk was full — lives only
in the autosave, and the next match's first autosave replaces that file.  Before the
autosave lets such a game go, the game is put here (:meth:`PendingQueue.add`), and it is
recorded from here at the next start, the next recorded hand and the next new match.

The file is ``<data>/pending-stats.json``::

    {"format": "jinlami-pending-stats", "version": 1,
     "entries": [{"id": "<32 hex>", "save": "<the game's save text>", "resigned": false,
                  "duration": 12.5, "hands": 2, "match_id": 7 | null,
                  "mark": {"after": 6, "started": "<ISO>"} | null, "queued": "<ISO>"}]}

* ``save`` is the engine's save text with its ``meta`` (:mod:`engine.serialize`), read
  back exactly as a save is: bounded, replayed by the engine, the meta checked field by
  field (:meth:`SaveMeta.checked`).
* ``match_id`` is the statistics row the game records into (``null``: none yet);
  ``mark`` says a row is being started for it (the highest row id before, and the row's
  ``started`` stamp), so a row started just before a kill is found again, never started
  twice (:mod:`.pending_record`).
* Writes are atomic (:func:`~.save_files.atomic_write`: temp file, fsync, ``os.replace``);
  the queue in memory changes only once the file holds the change, so a full disk leaves
  both as they were and raises :class:`StorageError` (``disk_full``).
* A file that cannot be read as a queue is moved aside (``*.corrupt-<stamp>``, never
  deleted), the warning ``pending_corrupt`` (or ``pending_unreadable``) is set, and the
  entries that do read are kept in a new file.  A file that can be neither read nor
  moved aside makes the queue *blocked*: every write is refused (``pending_blocked``)
  rather than replace it, and the caller keeps the autosave.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from engine import serialize
from engine.errors import SaveError

from .errors import StorageError, code_for_oserror
from .save_files import (
    MAX_SAVE_BYTES,
    TEMP_SUFFIX,
    TooLarge,
    atomic_write,
    encode_text,
    move_aside,
    read_limited,
)
from .save_meta import STATS_ID_MAX, Game, SaveMeta, int_or_none
from .saves import game_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from .stats.parts import Parts

__all__ = [
    "MAX_ENTRIES",
    "PENDING_FORMAT",
    "PENDING_NAME",
    "PENDING_VERSION",
    "PendingEntry",
    "PendingQueue",
    "RowMark",
    "new_entry",
]

log = logging.getLogger(__name__)

PENDING_NAME: Final = "pending-stats.json"
PENDING_FORMAT: Final = "jinlami-pending-stats"
PENDING_VERSION: Final = 1
#: At most this many games wait (a queue that grows past it keeps its oldest: a newer
#: game then stays in its autosave, which is never replaced while it waits).
MAX_ENTRIES: Final = 32
#: A queue file is at most this many bytes (each save is at most ``MAX_SAVE_BYTES``; real
#: ones are a few kB).
MAX_PENDING_BYTES: Final = 4 * MAX_SAVE_BYTES
#: A temp file of the queue older than this is left over from a killed writer.
STALE_TEMP_SECONDS: Final = 60.0
_ID: Final = re.compile(r"[0-9a-f]{32}")


def _utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class RowMark:
    """A statistics row being started for an entry: ``after`` is the highest row id
    before it, ``started`` the row's ``started`` time (so the row can be found)."""

    after: int
    started: datetime


@dataclass(frozen=True, slots=True)
class PendingEntry:
    """One game waiting for the statistics: what to record and how far it got."""

    id: str
    game: Game
    meta: SaveMeta
    resigned: bool = False  # the player gave the unfinished game up (else abandoned)
    duration: float = 0.0  # seconds of its last hand
    hands: int = 0  # finished hands not known to be recorded (what the player is told)
    match_id: int | None = None
    mark: RowMark | None = None
    queued: str = ""

    def to_dict(self) -> dict[str, Any]:
        mark = self.mark
        return {
            "id": self.id,
            "save": serialize.dumps(self.game, meta=self.meta.to_dict()),
            "resigned": self.resigned,
            "duration": self.duration,
            "hands": self.hands,
            "match_id": self.match_id,
            "mark": None
            if mark is None
            else {"after": mark.after, "started": mark.started.isoformat()},
            "queued": self.queued,
        }


def new_entry(
    game: Game,
    meta: SaveMeta,
    *,
    resigned: bool,
    duration: float,
    hands: int,
    match_id: int | None,
    now: datetime,
) -> PendingEntry:
    """A fresh entry for ``game`` (its own id, stamped ``now``)."""
    return PendingEntry(
        id=os.urandom(16).hex(),  # random like uuid4, without importing uuid at start-up
        game=game,
        meta=meta,
        resigned=resigned,
        duration=max(0.0, float(duration)),
        hands=max(0, hands),
        match_id=match_id,
        queued=now.astimezone(UTC).isoformat(timespec="seconds"),
    )


class _Unreadable(Exception):
    """An entry (or the file) that is not a queue's: the file is moved aside."""


class PendingQueue:
    """The queue file and its entries, oldest first.  ``parts``: each game's part (an
    entry of a game no part plays is unreadable)."""

    def __init__(
        self, path: Path, *, parts: Parts, clock: Callable[[], datetime] = _utc_now
    ) -> None:
        self.path = Path(path)
        self._parts = parts
        self._clock = clock
        self._entries: tuple[PendingEntry, ...] = ()
        #: ``pending_corrupt`` / ``pending_unreadable`` when the file was moved aside, for
        #: the player to be told once; ``moved_to`` is where it went.
        self.warning: str | None = None
        self.moved_to: Path | None = None
        #: The file could be neither read nor moved aside: writing would replace it.
        self.blocked = False
        self._cleanup_temp_files()
        self._load()

    # -- reading -------------------------------------------------------------------------
    @property
    def entries(self) -> tuple[PendingEntry, ...]:
        return self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def match_ids(self) -> list[int]:
        """The statistics rows the entries record into (kept open until recorded)."""
        return [e.match_id for e in self._entries if e.match_id is not None]

    def holds(self, game: Game) -> bool:
        """Is ``game`` waiting here (this very object, or the same game read back from
        another copy: its autosave that could not be removed)?"""
        if any(e.game is game for e in self._entries):
            return True
        if not self._entries:
            return False
        text = serialize.dumps(game)
        return any(serialize.dumps(e.game) == text for e in self._entries)

    def _load(self) -> None:
        try:
            raw = read_limited(self.path, MAX_PENDING_BYTES)
        except FileNotFoundError:
            return
        except TooLarge as big:
            self._set_aside("pending_corrupt", f"{big.size:,} bytes, more than any queue")
            return
        except (OSError, ValueError) as exc:
            self._set_aside("pending_unreadable", f"cannot read it: {exc}")
            return
        good, bad = self._parse(raw)
        if bad is None:
            self._entries = tuple(good)
            return
        self._set_aside("pending_corrupt", bad)
        if good and not self.blocked:
            try:
                self._write(good)
            except StorageError as exc:  # kept in memory; the moved file holds them too
                log.warning("pending queue: the readable entries not rewritten: %s", exc)
            self._entries = tuple(good)

    def _parse(self, raw: bytes) -> tuple[list[PendingEntry], str | None]:
        """The entries that read, and why the file is not wholly a queue (``None``: it
        is)."""
        try:
            data = json.loads(raw.decode("utf-8"))
        except (ValueError, RecursionError) as exc:
            return [], f"not JSON: {exc}"
        if not isinstance(data, dict) or data.get("format") != PENDING_FORMAT:
            return [], "not a queue of statistics"
        version = int_or_none(data.get("version"))
        if version is None or not 1 <= version <= PENDING_VERSION:
            return [], f"version {data.get('version')!r} is not one this app reads"
        items = data.get("entries")
        if not isinstance(items, list):
            return [], "no entry list"
        good: list[PendingEntry] = []
        bad: str | None = None
        seen: set[str] = set()
        for n, item in enumerate(items):
            try:
                entry = self._entry(item)
                if entry.id in seen:
                    raise _Unreadable("the same entry twice")
            except _Unreadable as exc:
                bad = bad or f"entry {n}: {exc}"
                continue
            seen.add(entry.id)
            good.append(entry)
        return good, bad

    def _entry(self, item: Any) -> PendingEntry:
        if not isinstance(item, dict):
            raise _Unreadable("not an object")
        entry_id = item.get("id")
        if not isinstance(entry_id, str) or _ID.fullmatch(entry_id) is None:
            raise _Unreadable("no id")
        text = item.get("save")
        if not isinstance(text, str) or len(text) > serialize.MAX_SAVE_CHARS:
            raise _Unreadable("no save")
        try:
            game = serialize.loads(encode_text(text))
        except SaveError as exc:
            raise _Unreadable(f"the save does not load ({exc.code})") from exc
        except Exception as exc:  # an engine bug must not stop the app either
            raise _Unreadable(f"the save does not load ({exc!r})") from exc
        if game_of(game) not in self._parts:
            raise _Unreadable("a game this app does not play")
        seats = self._parts[game_of(game)].describe(game).players
        meta, _repaired = SaveMeta.checked(_meta_of(text), seats)
        match_id = _row_id(item.get("match_id"))
        if item.get("match_id") is not None and match_id is None:
            raise _Unreadable("a bad match id")
        resigned = item.get("resigned")
        hands = int_or_none(item.get("hands"))
        duration = item.get("duration")
        queued = item.get("queued")
        if (
            not isinstance(resigned, bool)
            or hands is None
            or not 0 <= hands <= 100_000
            or isinstance(duration, bool)
            or not isinstance(duration, int | float)
            or not 0 <= duration < 1e9
            or not isinstance(queued, str)
            or len(queued) > 40
        ):
            raise _Unreadable("a bad field")
        return PendingEntry(
            id=entry_id,
            game=game,
            meta=meta,
            resigned=resigned,
            duration=float(duration),
            hands=hands,
            match_id=match_id,
            mark=_mark(item.get("mark")),
            queued=queued,
        )

    def _set_aside(self, code: str, why: str) -> None:
        moved = move_aside(self.path, self._clock())
        log.warning("pending queue %s not read (%s); moved to %s", self.path, why, moved)
        self.warning, self.moved_to = code, moved
        self.blocked = moved is None and self.path.exists()

    # -- writing -------------------------------------------------------------------------
    def _write(self, entries: Iterable[PendingEntry]) -> None:
        """Replace the file by ``entries`` (removed when there are none)."""
        if self.blocked:
            raise StorageError(
                f"{self.path.name} can be neither read nor moved aside",
                "pending_blocked",
                path=str(self.path),
            )
        items = [e.to_dict() for e in entries]
        if not items:
            try:
                self.path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise StorageError(
                    f"cannot remove {self.path.name}: {exc}", code_for_oserror(exc)
                ) from exc
            return
        doc = {"format": PENDING_FORMAT, "version": PENDING_VERSION, "entries": items}
        atomic_write(self.path, encode_text(json.dumps(doc, ensure_ascii=False)))

    def add(self, entry: PendingEntry) -> None:
        """Keep ``entry`` (durably, before this returns); raises :class:`StorageError`
        (``disk_full`` …, ``pending_full``) with the queue unchanged."""
        if len(self._entries) >= MAX_ENTRIES:
            raise StorageError("too many games wait for the statistics", "pending_full")
        entries = (*self._entries, entry)
        self._write(entries)
        self._entries = entries

    def update(self, entry: PendingEntry) -> None:
        """Replace the entry of the same id (raises as :meth:`add`)."""
        entries = tuple(entry if e.id == entry.id else e for e in self._entries)
        self._write(entries)
        self._entries = entries

    def remove(self, entry_id: str) -> None:
        """Drop a recorded entry (raises as :meth:`add`; it then stays, and recording it
        again records nothing twice)."""
        entries = tuple(e for e in self._entries if e.id != entry_id)
        if len(entries) != len(self._entries):
            self._write(entries)
            self._entries = entries

    def with_mark(self, entry: PendingEntry, after: int, started: datetime) -> PendingEntry:
        """``entry`` with a row about to be started, kept (raises as :meth:`add`)."""
        marked = replace(entry, mark=RowMark(after, started))
        self.update(marked)
        return marked

    def now(self) -> datetime:
        return self._clock()

    # -- housekeeping --------------------------------------------------------------------
    def _cleanup_temp_files(self, max_age: float = STALE_TEMP_SECONDS) -> None:
        """Remove temp files of this queue a killed writer left behind."""
        prefix = f".{self.path.name}."
        now = time.time()
        try:
            found = list(self.path.parent.iterdir())
        except OSError:
            return
        for p in found:
            if p.name.startswith(prefix) and p.name.endswith(TEMP_SUFFIX):
                with contextlib.suppress(OSError):
                    if now - p.stat().st_mtime >= max_age:
                        os.unlink(p)


def _row_id(value: Any) -> int | None:
    n = int_or_none(value)
    return n if n is not None and 1 <= n <= STATS_ID_MAX else None


def _mark(value: Any) -> RowMark | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise _Unreadable("a bad mark")
    after = int_or_none(value.get("after"))
    started = value.get("started")
    if after is None or not 0 <= after <= STATS_ID_MAX or not isinstance(started, str):
        raise _Unreadable("a bad mark")
    try:
        when = datetime.fromisoformat(started)
    except ValueError:
        raise _Unreadable("a bad mark") from None
    return RowMark(after, when if when.tzinfo is not None else when.replace(tzinfo=UTC))


def _meta_of(text: str) -> Mapping[str, Any] | None:
    """The ``meta`` object of a save that already loaded."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    meta = data.get("meta") if isinstance(data, dict) else None
    return meta if isinstance(meta, dict) else None
