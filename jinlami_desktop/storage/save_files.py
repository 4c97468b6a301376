"""The file primitives of the saves: writing all at once, moving a damaged file aside,
reading a bounded file, and the portable file name of a slot.

* **Atomic writes** (:func:`atomic_write`): a temp file in the same folder, written,
  fsynced, then ``os.replace``d over the old file, and the folder fsynced.  A kill, a
  crash or a power cut leaves either the old or the new file, never a mix; a full disk
  leaves the old file and raises :class:`StorageError` with code ``disk_full``.
* **Damaged files are moved aside, never deleted or overwritten** (:func:`move_aside`):
  renamed ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3`` … if that exists).
* **Bounded reads** (:func:`read_limited`): a file over :data:`MAX_SAVE_BYTES` is refused
  from its size alone; only a regular file is read (a FIFO can never make it wait).
* **Text that can always be written** (:func:`clean_text`, :func:`encode_text`): a lone
  surrogate from a hostile JSON escape becomes U+FFFD.
* **Slot file names** (:func:`slot_filename`, :func:`slot_key`): any name the dialog
  allows maps to a portable file name of at most 150 bytes of readable name.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import sys
import tempfile
import time
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from engine import serialize
from engine.digest import sha256_hex

from .errors import StorageError, code_for_oserror
from .regular_file import open_regular

__all__ = [
    "CORRUPT_TAG",
    "MAX_NAME_CHARS",
    "MAX_SAVE_BYTES",
    "SAVE_SUFFIX",
    "TEMP_SUFFIX",
    "TooLarge",
    "atomic_write",
    "clean_json",
    "clean_text",
    "encode_text",
    "fold",
    "move_aside",
    "read_limited",
    "slot_filename",
    "slot_hash",
    "slot_key",
]

log = logging.getLogger(__name__)

SAVE_SUFFIX: Final = ".json"
CORRUPT_TAG: Final = ".corrupt-"
TEMP_SUFFIX: Final = ".tmp"
_MAX_SLOT_STEM: Final = 80
#: The readable part of a slot's file name is at most this many bytes of UTF-8.
_MAX_SLOT_BYTES: Final = 150
#: Hex digits of the hash that tells apart slots whose readable names meet.
_HASH_CHARS: Final = 10
#: A save's file is at most this many bytes: the engine refuses more than
#: ``MAX_SAVE_CHARS`` bytes (or characters), and an editor's BOM adds three.
MAX_SAVE_BYTES: Final = serialize.MAX_SAVE_CHARS + 3
_BAD_FILENAME_CHARS: Final = set('<>:"/\\|?*')
_WINDOWS_RESERVED: Final = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    *(f"COM{i}" for i in range(1, 10)),
    *(f"LPT{i}" for i in range(1, 10)),
}
#: The longest player or slot name kept from a save (the dialogs allow 80 characters).
MAX_NAME_CHARS: Final = 80
_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


# -- text ----------------------------------------------------------------------------------
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


# -- files -------------------------------------------------------------------------------
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


def slot_hash(key: str, n: int) -> str:
    """A stable short hash of a slot name (``n`` > 0: the n-th fallback)."""
    text = key if n == 0 else f"{key}\x00{n}"
    return sha256_hex(text.encode("utf-8"))[:_HASH_CHARS]


def fold(file_name: str) -> str:
    """A file name as a case-insensitive, normalising file system compares it."""
    return unicodedata.normalize("NFC", file_name).casefold()


class TooLarge(Exception):
    """A file larger than any save can be."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def read_limited(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a save file (decode them with :func:`engine.serialize.decode_text`,
    which leaves out the BOMs an editor added); raises :class:`TooLarge` for a file over
    ``limit`` bytes (default :data:`MAX_SAVE_BYTES`) from its size, before reading
    anything, and never reads more than ``limit + 1``.  Only a regular file is read:
    anything else (a FIFO, a device, a folder) is refused without blocking
    (:class:`~.regular_file.NotRegularFile`, an ``OSError``)."""
    limit = MAX_SAVE_BYTES if limit is None else limit
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise TooLarge(size)
        raw = f.read(limit + 1)
    if len(raw) > limit:  # grew while we looked
        raise TooLarge(len(raw))
    return raw
