"""Save files: the autosave of the running match and named save slots.

A save is the engine's versioned JSON (:mod:`engine.serialize`): rules, seed and the
action list, replayed on load, so a resumed match is restored exactly (hands, stock
order, scores).  Older formats are migrated by the engine.  This module is the store
(:class:`SaveStore`); the file primitives are :mod:`.save_files`, the meta and the
header :mod:`.save_meta` (their names are re-exported here).  What the store promises:

* **Atomic writes** (:func:`atomic_write`): a temp file in the same folder, written,
  fsynced, then ``os.replace``d over the old file, and the folder fsynced.  A kill, a
  crash or a power cut leaves either the old or the new file, never a mix; a full disk
  leaves the old file and raises :class:`StorageError` with code ``disk_full``.
* **Damaged files are moved aside, never deleted or overwritten**: a file that cannot
  be loaded is renamed ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3`` … if that
  exists) and the load returns a :class:`LoadResult` carrying the error code.
* **Hostile files are bounded before they are read**: a file over
  :data:`MAX_SAVE_BYTES` is moved aside as ``too_large`` from its size alone, anything
  but a regular file (a FIFO, a folder) as ``not_a_file`` without being opened; the BOMs
  an editor added are skipped; the ``meta`` is checked field by field
  (:meth:`SaveMeta.checked`: a wrong field is reset and ``LoadResult.repaired`` names
  it); lone surrogates are replaced on load and can never break a write
  (:func:`encode_text`).
* **Slot files** (:meth:`SaveStore.slot_path`): any name the dialog allows (any
  language, emoji, NUL, dots, ``game.json``, names differing only by case) maps to
  its own file, ``<readable part>.json`` or ``<readable part>~<hash>.json`` when that
  is taken, never over 150 bytes of readable name; the slot id is the file's stem,
  and old slot files keep loading under their own names.

API for the UI (controller, resume prompt, Save/Load dialog)::

    store = SaveStore(paths.saves_dir, parts=parts)   # each game's part, by game id

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

import json
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from engine import games as engine_games
from engine import serialize
from engine.errors import SaveError

from .errors import StorageError, code_for_oserror
from .regular_file import NOT_A_FILE, NotRegularFile
from .save_files import (
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    TEMP_SUFFIX,
    TooLarge,
    atomic_write,
    clean_text,
    encode_text,
    fold,
    move_aside,
    read_limited,
    slot_filename,
    slot_hash,
    slot_key,
)
from .save_meta import (
    GAMES,
    Game,
    LoadResult,
    SaveFacts,
    SaveInfo,
    SaveMeta,
    int_or_none,
    text_or,
)

if TYPE_CHECKING:
    from .stats.parts import Parts

__all__ = [
    "AUTOSAVE_NAME",
    "MAX_SAVE_BYTES",
    "Game",
    "LoadResult",
    "SaveFacts",
    "SaveInfo",
    "SaveMeta",
    "SaveStore",
    "atomic_write",
    "clean_text",
    "game_of",
    "mode_of",
    "move_aside",
    "slot_filename",
    "slot_key",
]

log = logging.getLogger(__name__)

AUTOSAVE_NAME: Final = "autosave.json"
#: A temp file older than this is left over from a killed writer and is removed.
STALE_TEMP_SECONDS: Final = 60.0
#: How many hashed names a slot name may try (a hash collision needs the next).
_SLOT_TRIES: Final = 8

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(UTC)


def mode_of(game: Game, parts: Parts) -> str:
    """The match mode shown in the Save/Load dialog: a match's mode (its game's),
    ``team`` or ``hand``, as the game's part describes it (``GameStats.describe``)."""
    return parts[game_of(game)].describe(game).mode


def game_of(game: Game) -> str:
    """The id of the game (an ``engine.games`` id), as in the save's ``game`` field."""
    return engine_games.game_of(game).id


# -- the store -----------------------------------------------------------------------------
class SaveStore:
    """The autosave and the named slots under one ``saves`` folder.  ``parts``: each
    game's part (by game id), which says what a save's header says of its game."""

    def __init__(self, saves_dir: Path, clock: Clock = _utc_now, *, parts: Parts) -> None:
        self.saves_dir = Path(saves_dir)
        self.parts = parts
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
            mode=meta.mode or mode_of(game, self.parts),
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
            f"{stem}~{slot_hash(key, n)}{SAVE_SUFFIX}" for n in range(_SLOT_TRIES)
        ]
        existing = self._slot_files()
        free: Path | None = None
        for file_name in names:
            found = existing.get(fold(file_name))
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
            return {fold(p.name): p for p in self.slots_dir.iterdir()}
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
            data = json.loads(serialize.decode_text(read_limited(path)))
        except FileNotFoundError:
            return SaveInfo(path, slot, slot, error="not_found")
        except NotRegularFile:
            return SaveInfo(path, slot, slot, error=NOT_A_FILE)
        except TooLarge:
            return SaveInfo(path, slot, slot, updated=mtime, error="too_large")
        except (OSError, OverflowError):
            return SaveInfo(path, slot, slot, error="read_failed")
        except (ValueError, RecursionError):  # UnicodeDecodeError, JSONDecodeError
            return SaveInfo(path, slot, slot, updated=mtime, error="not_json")
        if not isinstance(data, dict) or data.get("format") != serialize.FORMAT:
            return SaveInfo(path, slot, slot, updated=mtime, error="not_a_save")
        version = int_or_none(data.get("version"))
        meta = SaveMeta.from_dict(data.get("meta"))
        rules = data.get("rules") if isinstance(data.get("rules"), dict) else {}
        assert isinstance(rules, dict)
        progress = data.get("progress") if isinstance(data.get("progress"), dict) else {}
        assert isinstance(progress, dict)
        raw_scores = progress.get("scores")
        scores = (
            tuple(s for s in raw_scores if int_or_none(s) is not None)
            if isinstance(raw_scores, list)
            else ()
        )
        kind = text_or(data.get("kind"))
        game = text_or(data.get("game"), GAMES[0]) or GAMES[0]  # no "game": the first game's
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
            rules=text_or(rules.get("name")) or facts.rules_name,
            rules_options=rules,
            mode=mode,
            opponents=meta.opponents,
            player_name=meta.player_name,
            practice=meta.practice,
            created=meta.created_at,
            updated=meta.updated_at or mtime,
            scores=scores,
            hands_played=int_or_none(progress.get("hands_played")),
            finished=meta.finished,
            error=error,
            game=game,
            multi_seat=self._multi_seat(game),
            players=players if players in (2, 3, 4) else 2,
            target=target,
            seat=meta.seat,
        )

    def _facts(
        self, game: str, kind: str, match: Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> SaveFacts:
        """The game-dependent header fields, from the game's storage part (an unknown
        game's save is listed as damaged: plain defaults)."""
        found = self.parts.get(game)
        return SaveFacts(mode=kind) if found is None else found.save_facts(kind, match, rules)

    def _multi_seat(self, game: str) -> bool:
        found = self.parts.get(game)
        return found is not None and found.multi_seat

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
        except TooLarge as big:
            code, params = "too_large", {"size": big.size}
            message = f"{path} has {big.size:,} bytes, more than any save"
        except NotRegularFile as odd:  # a FIFO, a folder …: moved aside, never opened
            code, params = NOT_A_FILE, {"kind": odd.kind}
            message = str(odd)
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
                meta, repaired = SaveMeta.checked(_meta_of(raw), self._seats(game))
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

    def _seats(self, game: Game) -> int:
        """How many seats the loaded game has (the player's seat must be one of them)."""
        try:
            return self.parts[game_of(game)].describe(game).players
        except Exception:  # a game the parts do not know: any seat of the largest table
            return 4

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
        data = json.loads(serialize.decode_text(raw))
    except (ValueError, RecursionError):
        return None
    return data.get("meta") if isinstance(data, dict) else None
