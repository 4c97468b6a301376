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
import json
import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from engine import games as engine_games
from engine import serialize
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
def _str(value: Any, default: str = "") -> str:
    return value if isinstance(value, str) else default


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


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
    )

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = dict(self.extra)
        d.update(
            player_name=self.player_name,
            opponents=list(self.opponents),
            mode=self.mode,
            practice=self.practice,
            seat=self.seat,
            stats_match_id=self.stats_match_id,
            slot_name=self.slot_name,
            created=self.created,
            updated=self.updated,
            finished=self.finished,
        )
        return d

    @classmethod
    def from_dict(cls, data: Any) -> SaveMeta:
        if not isinstance(data, dict):
            return cls()
        opponents = data.get("opponents")
        opp = (
            tuple(o for o in opponents if isinstance(o, str)) if isinstance(opponents, list) else ()
        )
        seat = _int_or_none(data.get("seat"))
        return cls(
            player_name=_str(data.get("player_name")),
            opponents=opp,
            mode=_str(data.get("mode")),
            practice=data.get("practice") is True,
            seat=seat if seat in (0, 1, 2, 3) else 0,
            stats_match_id=_int_or_none(data.get("stats_match_id")),
            slot_name=_str(data.get("slot_name")),
            created=_str(data.get("created")),
            updated=_str(data.get("updated")),
            finished=data.get("finished") is True,
            extra={k: v for k, v in data.items() if k not in cls._KEYS},
        )

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

    @property
    def ok(self) -> bool:
        return self.game is not None and self.error_code is None


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
    """A portable file name (with ``.json``) for a slot name the player typed.

    Letters of any script are kept; characters Windows forbids, control characters,
    leading dots and trailing dots/spaces are replaced or dropped.
    """
    cleaned = "".join(
        "_" if (ch in _BAD_FILENAME_CHARS or ord(ch) < 32 or ch == "\x7f") else ch
        for ch in name.strip()
    )
    cleaned = " ".join(cleaned.split()).lstrip(".").rstrip(". ")[:_MAX_SLOT_STEM].rstrip(". ")
    if not cleaned:
        cleaned = "save"
    if cleaned.split(".")[0].upper() in _WINDOWS_RESERVED:
        cleaned = "_" + cleaned
    return cleaned + SAVE_SUFFIX


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
    def _stamp(self, game: Game, meta: SaveMeta | None, slot_name: str | None) -> SaveMeta:
        meta = meta or SaveMeta()
        now = self._clock().astimezone().isoformat(timespec="seconds")
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
        atomic_write(path, text.encode("utf-8"))

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
        return self.slots_dir / slot_filename(name)

    def slot_exists(self, name: str) -> bool:
        """Would :meth:`save_slot` with this name replace an existing slot?"""
        return self.slot_path(name).exists()

    def save_slot(self, name: str, game: Game, meta: SaveMeta | None = None) -> SaveInfo:
        """Save ``game`` under the player's ``name`` (replacing a slot of that name)."""
        path = self.slot_path(name)
        stamped = self._stamp(game, meta, name.strip() or path.stem)
        self._write(path, game, stamped)
        return self.read_info(path)

    def delete_slot(self, slot: str) -> None:
        """Remove a slot the player chose to delete (damaged files are never deleted)."""
        path = self._slot_file(slot)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(
                f"cannot delete {path.name}: {exc}", code_for_oserror(exc), path=str(path)
            ) from exc

    # -- reading -------------------------------------------------------------------------
    def _slot_file(self, slot: str) -> Path:
        name = Path(slot).name  # never escape the slots folder
        if not name.endswith(SAVE_SUFFIX):
            name += SAVE_SUFFIX
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
        mtime: datetime | None
        try:
            mtime = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            data = json.loads(path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return SaveInfo(path, slot, slot, error="not_found")
        except OSError:
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

        Never raises for a bad file: the result carries the error code instead.
        """
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return LoadResult(path, error_code="not_found", message=f"{path} does not exist")
        except OSError as exc:  # unreadable is not damaged: leave it where it is
            return LoadResult(
                path,
                error_code=code_for_oserror(exc, "read_failed"),
                message=f"cannot read {path}: {exc}",
            )
        code: str
        params: dict[str, Any] = {}
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
            meta = SaveMeta.from_dict(_meta_of(raw))
            return LoadResult(path, game=game, meta=meta)
        moved = move_aside(path, self._clock()) if quarantine else None
        log.warning("save %s not loaded (%s): %s; moved to %s", path, code, message, moved)
        return LoadResult(
            path, error_code=code, error_params=params, message=message, moved_to=moved
        )

    def load_slot(self, slot: str) -> LoadResult:
        """Load a named slot (``SaveInfo.slot``); a damaged one is moved aside."""
        return self.load_file(self._slot_file(slot))

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


def _meta_of(raw: bytes) -> Any:
    """The ``meta`` object of a save that already loaded (so the JSON is valid)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    return data.get("meta") if isinstance(data, dict) else None
