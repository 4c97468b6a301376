"""Save files: the autosave of the running match and named save slots.

A save is the engine's versioned JSON (:mod:`engine.serialize`): rules, seed and the
action list, replayed on load, so a resumed match is restored exactly (hands, stock
order, scores).  Older formats are migrated by the engine.  This module adds the file
handling around it:

* **Atomic writes** (:func:`atomic_write`): a temp file in the same folder, written,
  fsynced, then ``os.replace``d over the old file, and the folder fsynced.  A kill, a
  crash or a power cut leaves either the old or the new file, never a mix; a full disk
  leaves the old file and raises :class:`StorageError` with code ``disk_full``.
* **Damaged files are moved aside, never deleted or overwritten**: a file that cannot
  be loaded is renamed ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3`` … if that
  exists) and the load returns a :class:`LoadResult` carrying the error code.
* **Hostile files are bounded before they are read**: a file over
  :data:`MAX_SAVE_BYTES` is moved aside as ``too_large`` from its size alone; a BOM
  an editor added is skipped; the ``meta`` is checked field by field
  (:meth:`SaveMeta.checked`: a wrong field is reset and ``LoadResult.repaired`` names
  it); lone surrogates are replaced on load and can never break a write
  (:func:`encode_text`).
* **Slot files** (:meth:`SaveStore.slot_path`): any name the dialog allows (any
  language, emoji, NUL, dots, ``game.json``, names differing only by case) maps to
  its own file, ``<readable part>.json`` or ``<readable part>~<hash>.json`` when that
  is taken, never over 150 bytes of readable name; the slot id is the file's stem,
  and old slot files keep loading under their own names.

API for the UI (controller, resume prompt, Save/Load dialog)::

    store = SaveStore(paths.saves_dir)

    # after every applied action (cheap: a few kB); on StorageError show e.code
    meta = store.write_autosave(match, meta)          # -> SaveMeta stamped with times
    store.clear_autosave()                             # match finished or abandoned

    # at start-up
    res = store.find_resumable()     # None | LoadResult (ok → offer resume; else show
                                     # res.error_code: the file was moved aside)

    # Save / Load dialog
    store.list_slots() -> list[SaveInfo]   # newest first; read without replaying
    store.slot_exists(name) -> bool        # ask before overwriting
    store.save_slot(name, match, meta) -> SaveInfo
    store.load_slot(slot) -> LoadResult    # slot = SaveInfo.slot (the file stem)
    store.delete_slot(slot)                # the player's explicit choice only
    store.load_file(path, quarantine=False) -> LoadResult   # "open file…"

:class:`SaveMeta` travels inside the save (``meta``): player name, opponent level(s),
mode, practice flag, the player's seat, the statistics match id (so a resumed match
keeps recording into the same statistics row), slot name and timestamps.

Error codes (``LoadResult.error_code`` / ``StorageError.code``) are listed in
:mod:`jinlami_desktop.storage.errors`; the UI words them in both languages.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from engine import games as engine_games
from engine import serialize
from engine.bot_spec import LEVELS, parse_spec
from engine.errors import SaveError
from engine.jinlami.match import Match, TeamMatch
from engine.jinlami.state import HandState
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyState

from .errors import StorageError, code_for_oserror

__all__ = [
    "AUTOSAVE_NAME",
    "Game",
    "LoadResult",
    "SaveFacts",
    "SaveInfo",
    "SaveMeta",
    "SaveStore",
    "atomic_write",
    "game_of",
    "mode_of",
    "move_aside",
    "slot_filename",
]

log = logging.getLogger(__name__)

#: Everything the app saves: a 金拉米 match, team match or single hand, or a 拉米纸牌
#: (Rummy) match or single hand.
Game = Match | TeamMatch | HandState | RummyMatch | RummyState

#: The games a save or a statistics row belongs to (the engine's ``"game"`` field).
GAMES: Final = engine_games.GAME_IDS

AUTOSAVE_NAME: Final = "autosave.json"
SAVE_SUFFIX: Final = ".json"
CORRUPT_TAG: Final = ".corrupt-"
TEMP_SUFFIX: Final = ".tmp"
#: A temp file older than this is left over from a killed writer and is removed.
STALE_TEMP_SECONDS: Final = 60.0
_MAX_SLOT_STEM: Final = 80
#: The readable part of a slot's file name is at most this many bytes of UTF-8.
_MAX_SLOT_BYTES: Final = 150
#: Hex digits of the hash that tells apart slots whose readable names meet.
_HASH_CHARS: Final = 10
#: How many hashed names a slot name may try (a hash collision needs the next).
_SLOT_TRIES: Final = 8
#: A save's file is at most this many bytes: the engine refuses more than
#: ``MAX_SAVE_CHARS`` bytes (or characters), and an editor's BOM adds three.
MAX_SAVE_BYTES: Final = serialize.MAX_SAVE_CHARS + 3
_BOM: Final = b"\xef\xbb\xbf"
_BAD_FILENAME_CHARS: Final = set('<>:"/\\|?*')
_WINDOWS_RESERVED: Final = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    *(f"COM{i}" for i in range(1, 10)),
    *(f"LPT{i}" for i in range(1, 10)),
}

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


# -- metadata ------------------------------------------------------------------------------
#: Statistics row ids are SQLite integers: 1 … 2**63 - 1.
STATS_ID_MAX: Final = 2**63 - 1
#: The longest player or slot name kept from a save (the dialogs allow 80 characters).
MAX_NAME_CHARS: Final = 80
#: The longest time stamp kept from a save (ISO 8601 with offset is 25 characters).
MAX_STAMP_CHARS: Final = 40
#: At most this many opponents are kept from a save (three seats, or a team's members).
MAX_OPPONENTS: Final = 8
#: The modes a save's meta may name (anything else is filled from the game).
MODES: Final = frozenset({"fixed", "target", "game", "team", "hand"})
_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """``text`` with every lone surrogate (``\\ud800`` from a hostile JSON escape) replaced
    by U+FFFD, so it can always be encoded again as UTF-8."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def clean_json(value: Any) -> Any:
    """``value`` (parsed JSON) with :func:`clean_text` applied to every string and key."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [clean_json(v) for v in value]
    if isinstance(value, dict):
        return {clean_text(k) if isinstance(k, str) else k: clean_json(v) for k, v in value.items()}
    return value


def encode_text(text: str) -> bytes:
    """UTF-8 that cannot fail: a lone surrogate (it can only sit inside a JSON string)
    is written as U+FFFD instead of raising ``UnicodeEncodeError``."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return clean_text(text).encode("utf-8")


def _str(value: Any, default: str = "") -> str:
    return clean_text(value) if isinstance(value, str) else default


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _known_level(value: Any) -> bool:
    """A bot level the app can play (``"medium"``, ``"expert:200"``, ``"hard#name"``)."""
    if not isinstance(value, str) or len(value) > 40:
        return False
    base = value.split("#", 1)[0]
    if base.partition(":")[0] not in LEVELS:  # exactly as the app writes it
        return False
    try:
        parse_spec(base)
    except ValueError:
        return False
    return True


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        t = datetime.fromisoformat(value)
    except ValueError:
        return None
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class SaveMeta:
    """What the app stores beside the engine's data in a save's ``meta`` object.

    Read tolerantly: a missing or wrongly typed field becomes its default, so an odd
    ``meta`` never makes a good game unloadable.  ``extra`` keeps unknown keys.
    """

    player_name: str = ""
    opponents: tuple[str, ...] = ()  # bot level per opponent ("medium"), or member names
    mode: str = ""  # "fixed" | "target" | "game" | "team" | "hand"; filled from the game
    practice: bool = False  # hints or take-backs used: kept apart from ranked figures
    seat: int = 0  # the human's seat (0 in 拉米纸牌, where the opponents are seats 1..n-1)
    stats_match_id: int | None = None  # row in the statistics database
    slot_name: str = ""  # the name the player gave the slot
    created: str = ""  # ISO 8601 with offset; stamped on first write
    updated: str = ""  # ISO 8601 with offset; stamped on every write
    finished: bool = False  # the game was over when saved
    extra: Mapping[str, Any] = field(default_factory=dict)
    #: False when ``stats_match_id`` names a row of statistics kept in memory only (the
    #: database could not be opened): such an id is never written into a save, or a
    #: restart would file the match under another, real match of that number.
    stats_persistent: bool = True
    #: The id written in its place while ``stats_persistent`` is False: the save's own
    #: row in the real database (a resumed or loaded save keeps it for the next run).
    stats_file_id: int | None = None
    #: True while the match's statistics row could not be started (the database was
    #: busy or full): it is started, with every finished hand, at the next hand's end
    #: (or, for a match that ended meanwhile, at the next start).
    stats_pending: bool = False

    _KEYS = (
        "player_name",
        "opponents",
        "mode",
        "practice",
        "seat",
        "stats_match_id",
        "slot_name",
        "created",
        "updated",
        "finished",
        "stats_pending",
    )

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = dict(self.extra)
        d.update(
            player_name=self.player_name,
            opponents=list(self.opponents),
            mode=self.mode,
            practice=self.practice,
            seat=self.seat,
            stats_match_id=self.stats_match_id if self.stats_persistent else self.stats_file_id,
            slot_name=self.slot_name,
            created=self.created,
            updated=self.updated,
            finished=self.finished,
        )
        if self.stats_pending:  # written only when set: older saves stay the same
            d["stats_pending"] = True
        return d

    @classmethod
    def from_dict(cls, data: Any) -> SaveMeta:
        """The meta of a save, read tolerantly (see :meth:`checked`)."""
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data: Any, seats: int = 4) -> tuple[SaveMeta, tuple[str, ...]]:
        """The meta of a save with every field checked, and the names of the fields
        that were wrong (reset to their default or, for names, shortened).

        A wrong field is *ignored*, never a reason to move the save aside: the meta is
        the app's bookkeeping beside the game, and the game (rules, seed, moves) is
        intact and already checked by the engine, so dropping one field keeps the
        whole match while moving the file aside would lose it.  What a reset costs is
        small and safe: a statistics id out of SQLite's range (1 … 2**63 - 1) means the
        match opens a new statistics row; a seat outside the game's ``seats`` becomes
        seat 0; an unknown opponent level becomes ``medium``; an overlong name is cut
        to :data:`MAX_NAME_CHARS` characters; a lone surrogate becomes U+FFFD.  The
        caller tells the player that the save's details were repaired.
        """
        if not isinstance(data, dict):
            return cls(), (() if data is None else ("meta",))
        bad: list[str] = []

        def text(key: str, limit: int, cut: bool = True) -> str:
            raw = data.get(key)
            value = _str(raw)
            if raw is not None and value != raw:  # not text, or a lone surrogate
                bad.append(key)
            if len(value) > limit:
                bad.append(key)
                value = value[:limit] if cut else ""
            return value

        raw_opponents = data.get("opponents")
        opponents: tuple[str, ...] = ()
        if isinstance(raw_opponents, list):
            kept = [o for o in raw_opponents[:MAX_OPPONENTS] if isinstance(o, str)]
            if len(kept) != len(raw_opponents):
                bad.append("opponents")
            known = tuple(o if _known_level(o) else "medium" for o in kept)
            if known != tuple(kept):
                bad.append("opponents")
            opponents = known
        elif raw_opponents is not None:
            bad.append("opponents")
        seat = _int_or_none(data.get("seat"))
        if seat is None or not 0 <= seat < min(seats, 4):
            if "seat" in data:
                bad.append("seat")
            seat = 0
        mid = _int_or_none(data.get("stats_match_id"))
        if mid is not None and not 1 <= mid <= STATS_ID_MAX:
            mid = None
        if mid is None and data.get("stats_match_id") is not None:
            bad.append("stats_match_id")
        mode = text("mode", MAX_STAMP_CHARS, cut=False)
        if mode and mode not in MODES:
            bad.append("mode")
            mode = ""
        meta = cls(
            player_name=text("player_name", MAX_NAME_CHARS),
            opponents=opponents,
            mode=mode,
            practice=data.get("practice") is True,
            seat=seat,
            stats_match_id=mid,
            slot_name=text("slot_name", MAX_NAME_CHARS),
            created=text("created", MAX_STAMP_CHARS, cut=False),
            updated=text("updated", MAX_STAMP_CHARS, cut=False),
            finished=data.get("finished") is True,
            stats_pending=data.get("stats_pending") is True and mid is None,
            extra={clean_text(k): clean_json(v) for k, v in data.items() if k not in cls._KEYS},
        )
        return meta, tuple(dict.fromkeys(bad))

    @property
    def created_at(self) -> datetime | None:
        return _parse_time(self.created)

    @property
    def updated_at(self) -> datetime | None:
        return _parse_time(self.updated)


def mode_of(game: Game) -> str:
    """The match mode shown in the Save/Load dialog: a match's mode, ``team`` or ``hand``.

    A 拉米纸牌 match is ``target`` (first to 50, 100 or 200); :func:`game_of` tells the
    two games apart.  The game's storage part says (``GameStats.describe``).
    """
    from .stats.parts import part_of

    return part_of(game).describe(game).mode


def game_of(game: Game) -> str:
    """The id of the game (``"jinlami"``, ``"rummy"``), as in the save's ``game`` field."""
    return engine_games.game_of(game).id


@dataclass(frozen=True, slots=True)
class SaveFacts:
    """What a save's header says that depends on its game (from the game's part):
    the mode when the meta has none, the seats (``None``: unreadable), a target and the
    rules' name when the rules have none."""

    mode: str
    players: int | None = 2
    target: int | None = None
    rules_name: str = ""


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """A save as listed in the Save/Load dialog, read from its JSON without replaying.

    ``error`` is set (a code) when even the header cannot be read; such a row can be
    shown greyed out, and loading it moves the file aside with a message.
    """

    path: Path
    slot: str  # file stem: pass to load_slot / delete_slot
    name: str  # display name (the player's slot name, else the stem)
    kind: str = ""  # "match" | "team" | "hand"
    version: int | None = None
    rules: str = ""  # preset name, or "custom"
    rules_options: Mapping[str, Any] = field(default_factory=dict)
    mode: str = ""
    opponents: tuple[str, ...] = ()
    player_name: str = ""
    practice: bool = False
    created: datetime | None = None
    updated: datetime | None = None  # falls back to the file's modification time
    scores: tuple[int, ...] = ()
    hands_played: int | None = None
    finished: bool = False
    error: str | None = None
    game: str = "jinlami"  # "jinlami" | "rummy" (拉米纸牌)
    players: int = 2  # seats at the table (2–4 in 拉米纸牌); ``scores`` has one per seat
    target: int | None = None  # a 拉米纸牌 match's target (50, 100 or 200)
    seat: int = 0  # the player's seat: ``scores[seat]`` is the player's

    @property
    def is_rummy(self) -> bool:
        """A save of a game whose tables seat 2–4 and keep every seat's score (拉米纸牌);
        its game's part says so."""
        from .stats.parts import multi_seat

        return multi_seat(self.game)


@dataclass(frozen=True, slots=True)
class LoadResult:
    """Outcome of loading a save.  ``ok`` → ``game`` is the replayed game; otherwise
    ``error_code`` (+ ``error_params``) says why and ``moved_to`` where the file went."""

    path: Path
    game: Game | None = None
    meta: SaveMeta = field(default_factory=SaveMeta)
    error_code: str | None = None
    error_params: Mapping[str, Any] = field(default_factory=dict)
    message: str = ""  # English, for logs only
    moved_to: Path | None = None
    #: Fields of the save's meta that were wrong and were reset (see
    #: :meth:`SaveMeta.checked`); the game loaded and the player is told
    #: (:attr:`notice_code`).
    repaired: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.game is not None and self.error_code is None

    @property
    def notice_code(self) -> str | None:
        """``meta_repaired`` when the game loaded but part of its details were reset."""
        return "meta_repaired" if self.ok and self.repaired else None


# -- file primitives -----------------------------------------------------------------------
def _fsync_dir(folder: Path) -> None:
    """Make a rename durable; not possible (nor needed) on Windows."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(src: Path, dst: Path) -> None:
    """``os.replace``, retried briefly on Windows where a reader may hold the target open."""
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` all at once: temp file, write, fsync, rename, fsync dir.

    On failure the previous file is untouched, the temp file is removed, and a
    :class:`StorageError` is raised (``disk_full``, ``permission_denied``, ``write_failed``).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX
        )
    except OSError as exc:
        raise StorageError(
            f"cannot write {path.name}: {exc}", code_for_oserror(exc), path=str(path)
        ) from exc
    tmp = Path(tmp_name)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        _replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, OSError):
            raise StorageError(
                f"cannot write {path.name}: {exc}", code_for_oserror(exc), path=str(path)
            ) from exc
        raise
    _fsync_dir(path.parent)


def move_aside(path: Path, now: datetime | None = None, name: str | None = None) -> Path | None:
    """Rename a damaged file to ``<name>.corrupt-<YYYYmmdd-HHMMSS>[-N]``, never overwriting.

    ``name`` defaults to the file's own name.  Returns the new path, or ``None`` if the
    file could not be moved (it then stays where it is; nothing is ever deleted).
    """
    stamp = (now or datetime.now()).astimezone().strftime("%Y%m%d-%H%M%S")
    base = f"{name or path.name}{CORRUPT_TAG}{stamp}"
    for n in range(1, 1000):
        target = path.with_name(base if n == 1 else f"{base}-{n}")
        if target.exists():
            continue
        try:
            _rename_no_replace(path, target)
        except FileExistsError:
            continue
        except OSError as exc:
            log.warning("could not move %s aside: %s", path, exc)
            return None
        _fsync_dir(path.parent)
        return target
    return None


def _rename_no_replace(src: Path, dst: Path) -> None:
    """Rename ``src`` to ``dst``; raise FileExistsError rather than replace ``dst``."""
    if os.name == "nt":
        os.rename(src, dst)  # Windows refuses to rename over an existing file
        return
    try:
        os.link(src, dst)  # atomic "create if absent", even against a racing writer
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system (FAT on a USB stick…)
        if dst.exists():
            raise FileExistsError(str(dst)) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def slot_filename(name: str) -> str:
    """A portable file name (with ``.json``) for a slot name the player typed: the
    readable part of a slot's file (:meth:`SaveStore.slot_path` adds a stable
    ``~<hash>`` when another slot already uses it).

    Letters of any script are kept; characters Windows forbids, control characters
    (NUL too), lone surrogates, leading dots and trailing dots/spaces are replaced or
    dropped; the stem is at most 80 characters and :data:`_MAX_SLOT_BYTES` bytes of
    UTF-8, so with the hash, the temp file's and a damaged file's suffixes the name
    stays far below the 255 bytes file systems allow.
    """
    cleaned = "".join(
        "_" if (ch in _BAD_FILENAME_CHARS or ord(ch) < 32 or ch == "\x7f") else ch
        for ch in clean_text(name).strip()
    )
    cleaned = " ".join(cleaned.split()).lstrip(".").rstrip(". ")[:_MAX_SLOT_STEM]
    cleaned = _cut_bytes(cleaned, _MAX_SLOT_BYTES).rstrip(". ")
    if not cleaned:
        cleaned = "save"
    if cleaned.split(".")[0].upper() in _WINDOWS_RESERVED:
        cleaned = "_" + cleaned
    return cleaned + SAVE_SUFFIX


def _cut_bytes(text: str, limit: int) -> str:
    """The longest start of ``text`` whose UTF-8 is at most ``limit`` bytes."""
    data = text.encode("utf-8")
    return text if len(data) <= limit else data[:limit].decode("utf-8", "ignore")


def slot_key(name: str) -> str:
    """The name a slot is known by: what the player typed, trimmed, at most
    :data:`MAX_NAME_CHARS` characters, lone surrogates replaced (``save`` if empty)."""
    return clean_text(name).strip()[:MAX_NAME_CHARS].strip() or "save"


def _slot_hash(key: str, n: int) -> str:
    """A stable short hash of a slot name (``n`` > 0: the n-th fallback)."""
    text = key if n == 0 else f"{key}\x00{n}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:_HASH_CHARS]


def _fold(file_name: str) -> str:
    """A file name as a case-insensitive, normalising file system compares it."""
    return unicodedata.normalize("NFC", file_name).casefold()


# -- the store -----------------------------------------------------------------------------
class SaveStore:
    """The autosave and the named slots under one ``saves`` folder."""

    def __init__(self, saves_dir: Path, clock: Clock = _utc_now) -> None:
        self.saves_dir = Path(saves_dir)
        self.slots_dir = self.saves_dir / "slots"
        self._clock = clock
        self.cleanup_temp_files()

    @property
    def autosave_path(self) -> Path:
        return self.saves_dir / AUTOSAVE_NAME

    # -- writing -------------------------------------------------------------------------
    def _now(self) -> str:
        return self._clock().astimezone().isoformat(timespec="seconds")

    def _stamp(self, game: Game, meta: SaveMeta | None, slot_name: str | None) -> SaveMeta:
        meta = meta or SaveMeta()
        now = self._now()
        return replace(
            meta,
            mode=meta.mode or mode_of(game),
            created=meta.created or now,
            updated=now,
            finished=bool(game.is_over),
            slot_name=meta.slot_name if slot_name is None else slot_name,
        )

    def _write(self, path: Path, game: Game, meta: SaveMeta) -> None:
        text = serialize.dumps(game, meta=meta.to_dict())
        atomic_write(path, encode_text(text))

    def stamp_created(self, meta: SaveMeta) -> SaveMeta:
        """``meta`` with its creation time set (if it has none) to now: for a game whose
        first autosave is written a moment later (the rest is stamped then)."""
        return replace(meta, created=meta.created or self._now())

    def write_autosave(self, game: Game, meta: SaveMeta | None = None) -> SaveMeta:
        """Save the running game over the autosave; returns the stamped meta to reuse.

        Raises :class:`StorageError` (``disk_full`` …) with the previous autosave intact.
        """
        stamped = self._stamp(game, meta, None)
        self._write(self.autosave_path, game, stamped)
        return stamped

    def clear_autosave(self) -> None:
        """Forget the autosave (the match ended or the player declined to resume it)."""
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(
                f"cannot remove the autosave: {exc}", code_for_oserror(exc, "write_failed")
            ) from exc

    def slot_path(self, name: str) -> Path:
        """The file of the slot called ``name``.

        The slot already saved under exactly that name (:func:`slot_key`) if there is
        one; else the first free name among its readable file name
        (:func:`slot_filename`) and ``<readable>~<hash of the name>``: two different
        names never share a file, even when they differ only by case on a
        case-insensitive file system, meet after cleaning or cutting, or when a
        damaged file sits on the readable name (it is never overwritten).
        """
        key = slot_key(name)
        stem = slot_filename(key)[: -len(SAVE_SUFFIX)]
        names = [stem + SAVE_SUFFIX] + [
            f"{stem}~{_slot_hash(key, n)}{SAVE_SUFFIX}" for n in range(_SLOT_TRIES)
        ]
        existing = self._slot_files()
        free: Path | None = None
        for file_name in names:
            found = existing.get(_fold(file_name))
            if found is None:
                free = free or self.slots_dir / file_name
            else:
                info = self.read_info(found)
                if info.error is None and info.name == key:
                    return found
        return free or self.slots_dir / names[-1]

    def _slot_files(self) -> dict[str, Path]:
        """The slot folder's entries by their folded name."""
        try:
            return {_fold(p.name): p for p in self.slots_dir.iterdir()}
        except OSError:
            return {}

    def slot_exists(self, name: str) -> bool:
        """Would :meth:`save_slot` with this name replace an existing slot?"""
        try:
            return self.slot_path(name).exists()
        except (OSError, ValueError):
            return False

    def save_slot(self, name: str, game: Game, meta: SaveMeta | None = None) -> SaveInfo:
        """Save ``game`` under the player's ``name`` (replacing the slot of that name)."""
        path = self.slot_path(name)
        stamped = self._stamp(game, meta, slot_key(name))
        self._write(path, game, stamped)
        return self.read_info(path)

    def delete_slot(self, slot: str) -> None:
        """Remove a slot the player chose to delete (damaged files are never deleted)."""
        path = self._slot_file(slot)
        if path is None:
            return
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(
                f"cannot delete {path.name}: {exc}", code_for_oserror(exc), path=str(path)
            ) from exc

    # -- reading -------------------------------------------------------------------------
    def _slot_file(self, slot: str) -> Path | None:
        """The file of slot id ``slot`` (a :attr:`SaveInfo.slot`, the file's stem);
        ``None`` for an id no slot can have (a NUL, a folder, too long)."""
        name = Path(slot).name  # never escape the slots folder
        if not name or name in (".", "..") or "\x00" in slot:
            return None
        name += SAVE_SUFFIX  # always: the slot "game.json" is the file game.json.json
        if len(name.encode("utf-8", "surrogatepass")) > 255:
            return None
        return self.slots_dir / name

    def list_slots(self) -> list[SaveInfo]:
        """Every named slot, newest first, from the JSON headers (no replay)."""
        try:
            entries = list(self.slots_dir.iterdir())
        except OSError:
            return []
        infos = [
            self.read_info(p)
            for p in entries
            if p.suffix == SAVE_SUFFIX and not p.name.startswith(".") and p.is_file()
        ]
        epoch = datetime.min.replace(tzinfo=UTC)
        infos.sort(key=lambda i: (i.updated or epoch, i.slot), reverse=True)
        return infos

    def autosave_info(self) -> SaveInfo | None:
        """Header of the autosave, or ``None`` if there is none."""
        return self.read_info(self.autosave_path) if self.autosave_path.exists() else None

    def read_info(self, path: Path) -> SaveInfo:
        """Read a save's header (meta, rules, progress) without replaying it."""
        slot = path.stem
        mtime: datetime | None = None
        try:
            mtime = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            data = json.loads(read_limited(path).decode("utf-8"))
        except FileNotFoundError:
            return SaveInfo(path, slot, slot, error="not_found")
        except _TooLarge:
            return SaveInfo(path, slot, slot, updated=mtime, error="too_large")
        except (OSError, OverflowError):
            return SaveInfo(path, slot, slot, error="read_failed")
        except (ValueError, RecursionError):  # UnicodeDecodeError, JSONDecodeError
            return SaveInfo(path, slot, slot, updated=mtime, error="not_json")
        if not isinstance(data, dict) or data.get("format") != serialize.FORMAT:
            return SaveInfo(path, slot, slot, updated=mtime, error="not_a_save")
        version = _int_or_none(data.get("version"))
        meta = SaveMeta.from_dict(data.get("meta"))
        rules = data.get("rules") if isinstance(data.get("rules"), dict) else {}
        assert isinstance(rules, dict)
        progress = data.get("progress") if isinstance(data.get("progress"), dict) else {}
        assert isinstance(progress, dict)
        raw_scores = progress.get("scores")
        scores = (
            tuple(s for s in raw_scores if _int_or_none(s) is not None)
            if isinstance(raw_scores, list)
            else ()
        )
        kind = _str(data.get("kind"))
        game = _str(data.get("game"), GAMES[0]) or GAMES[0]  # no "game": a 金拉米 save
        match_cfg = data.get("match")
        facts = self._facts(game, kind, match_cfg if isinstance(match_cfg, dict) else None, rules)
        mode = meta.mode or facts.mode
        error = None
        if version is not None and version > serialize.VERSION:
            error = "newer_version"
        players = facts.players
        target = facts.target
        if game not in GAMES and error is None:
            error = "bad_field"
        return SaveInfo(
            path=path,
            slot=slot,
            name=meta.slot_name or slot,
            kind=kind,
            version=version,
            rules=_str(rules.get("name")) or facts.rules_name,
            rules_options=rules,
            mode=mode,
            opponents=meta.opponents,
            player_name=meta.player_name,
            practice=meta.practice,
            created=meta.created_at,
            updated=meta.updated_at or mtime,
            scores=scores,
            hands_played=_int_or_none(progress.get("hands_played")),
            finished=meta.finished,
            error=error,
            game=game,
            players=players if players in (2, 3, 4) else 2,
            target=target,
            seat=meta.seat,
        )

    @staticmethod
    def _facts(
        game: str, kind: str, match: Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> SaveFacts:
        """The game-dependent header fields, from the game's storage part (an unknown
        game's save is listed as damaged: plain defaults)."""
        from .stats.parts import part

        found = part(game)
        return SaveFacts(mode=kind) if found is None else found.save_facts(kind, match, rules)

    def load_file(self, path: Path, quarantine: bool = True) -> LoadResult:
        """Load and replay any save file.  A damaged one is moved aside if ``quarantine``.

        Never raises for a bad file: the result carries the error code instead.  A file
        larger than any save can be (:data:`MAX_SAVE_BYTES`) is moved aside as
        ``too_large`` from its size alone, without being read.
        """
        path = Path(path)
        code: str
        params: dict[str, Any] = {}
        try:
            raw = read_limited(path)
        except FileNotFoundError:
            return LoadResult(path, error_code="not_found", message=f"{path} does not exist")
        except _TooLarge as big:
            code, params = "too_large", {"size": big.size}
            message = f"{path} has {big.size:,} bytes, more than any save"
        except (OSError, ValueError) as exc:  # unreadable is not damaged: leave it
            return LoadResult(
                path,
                error_code=code_for_oserror(exc, "read_failed")
                if isinstance(exc, OSError)
                else "read_failed",
                message=f"cannot read {path}: {exc}",
            )
        else:
            try:
                game = serialize.loads(raw)
            except SaveError as exc:
                code, params, message = exc.code, dict(exc.params), str(exc)
            except (UnicodeError, RecursionError, MemoryError) as exc:
                code, message = "not_json", f"the file is not readable JSON: {exc!r}"
            except Exception as exc:  # an engine bug must not stop the app either
                log.exception("unexpected error while loading %s", path)
                code, message = "load_failed", f"unexpected error while loading: {exc!r}"
            else:
                meta, repaired = SaveMeta.checked(_meta_of(raw), _seats(game))
                if repaired:
                    log.warning("save %s: meta fields reset: %s", path, ", ".join(repaired))
                return LoadResult(path, game=game, meta=meta, repaired=repaired)
        moved = move_aside(path, self._clock()) if quarantine else None
        log.warning("save %s not loaded (%s): %s; moved to %s", path, code, message, moved)
        return LoadResult(
            path, error_code=code, error_params=params, message=message, moved_to=moved
        )

    def load_slot(self, slot: str) -> LoadResult:
        """Load a named slot (``SaveInfo.slot``); a damaged one is moved aside."""
        path = self._slot_file(slot)
        if path is None:
            return LoadResult(self.slots_dir, error_code="not_found", message="no such slot")
        return self.load_file(path)

    def load_autosave(self) -> LoadResult | None:
        """Load the autosave; ``None`` if there is none."""
        if not self.autosave_path.exists():
            return None
        return self.load_file(self.autosave_path)

    def find_resumable(self) -> LoadResult | None:
        """The autosave if it holds an unfinished game, for the start-up resume prompt.

        ``None``: nothing to resume.  ``ok``: offer to resume ``result.game``.  Not ok:
        the autosave was damaged and has been moved aside; tell the player
        ``result.error_code`` and start normally.
        """
        result = self.load_autosave()
        if result is None:
            return None
        if result.ok and result.game is not None and result.game.is_over:
            return None
        return result

    # -- housekeeping --------------------------------------------------------------------
    def cleanup_temp_files(self, max_age: float = STALE_TEMP_SECONDS) -> list[Path]:
        """Remove temp files a killed writer left behind (they are never saves)."""
        removed: list[Path] = []
        now = time.time()
        for folder in (self.saves_dir, self.slots_dir):
            try:
                entries = list(folder.iterdir())
            except OSError:
                continue
            for p in entries:
                if not (p.name.startswith(".") and p.name.endswith(TEMP_SUFFIX)):
                    continue
                try:
                    if now - p.stat().st_mtime >= max_age:
                        p.unlink()
                        removed.append(p)
                except OSError:
                    continue
        return removed


class _TooLarge(Exception):
    """A file larger than any save can be."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def read_limited(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a save file, a UTF-8 BOM (an editor's) left out; raises
    :class:`_TooLarge` for a file over ``limit`` bytes (default :data:`MAX_SAVE_BYTES`)
    from its size, before reading anything, and never reads more than ``limit + 1``."""
    limit = MAX_SAVE_BYTES if limit is None else limit
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise _TooLarge(size)
        raw = f.read(limit + 1)
    if len(raw) > limit:  # grew while we looked
        raise _TooLarge(len(raw))
    return raw[len(_BOM) :] if raw.startswith(_BOM) else raw


def _seats(game: Game) -> int:
    """How many seats the loaded game has (the player's seat must be one of them)."""
    from .stats.parts import part_of

    try:
        return part_of(game).describe(game).players
    except Exception:  # a game the parts do not know: any seat of the largest table
        return 4


def _meta_of(raw: bytes) -> Any:
    """The ``meta`` object of a save that already loaded (so the JSON is valid)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    return data.get("meta") if isinstance(data, dict) else None
