"""What the command-line tools read, and the numbers they take, checked before use.

Why: a tool given a named pipe (FIFO) waited for ever for a writer; given a folder, a
device or an unreadable file, or JSON that is not a save's shape, it printed a
traceback.  Every input here is refused with a short coded line instead
(:class:`ToolInputError`: ``not_a_file``, ``not_found``, ``read_failed``,
``too_large``), and the numbers of the command lines are checked by ``argparse``
(:func:`positive_int`, :func:`bounded_int`, :func:`fraction`, :func:`positive_float`),
so a usage error is a usage error (status 2), never a run that quietly does something
else.

A file is opened only if it is a regular file: looked at first (``os.stat``), opened with
``O_NONBLOCK`` where the system has it (a FIFO put there meanwhile cannot make ``open``
wait), and looked at again through the opened descriptor (``os.fstat``) before any read.
"""

from __future__ import annotations

import argparse
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Final

__all__ = [
    "SEED_RANGE",
    "ToolInputError",
    "bounded_int",
    "fraction",
    "input_file",
    "positive_float",
    "positive_int",
    "read_input",
    "save_folder",
    "seed_int",
]

_O_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)
_O_BINARY: Final = getattr(os, "O_BINARY", 0)


class ToolInputError(Exception):
    """An input file the tool refuses: ``code`` says why (for the one-line message)."""

    def __init__(self, code: str, path: Path, detail: str) -> None:
        super().__init__(f"{code}: {path}: {detail}")
        self.code = code
        self.path = path


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_input(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``; :class:`ToolInputError` when it is
    missing, not a regular file, unreadable, or over ``limit`` bytes."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise ToolInputError("not_a_file", path, f"{_kind(st.st_mode)}, not a file")
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except FileNotFoundError:
        raise ToolInputError("not_found", path, "no such file") from None
    except IsADirectoryError:
        raise ToolInputError("not_a_file", path, "a folder, not a file") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise ToolInputError("read_failed", path, str(exc)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # changed between the look and the open
            raise ToolInputError("not_a_file", path, f"{_kind(st.st_mode)}, not a file")
        if st.st_size > limit:
            raise ToolInputError("too_large", path, f"{st.st_size:,} bytes, at most {limit:,}")
        if _O_NONBLOCK:
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise ToolInputError("read_failed", path, str(exc)) from None
    finally:
        os.close(fd)
    if len(data) > limit:  # grew while we read
        raise ToolInputError("too_large", path, f"more than {limit:,} bytes")
    return data


def bounded_int(low: int, high: int | None = None) -> Callable[[str], int]:
    """An ``argparse`` type: a whole number from ``low`` to ``high`` (no upper bound if
    ``None``)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < low or (high is not None and value > high):
            span = f"at least {low}" if high is None else f"from {low} to {high}"
            raise argparse.ArgumentTypeError(f"must be {span}, not {value}")
        return value

    parse.__name__ = "whole number"  # argparse names the type in its message
    return parse


#: A count of at least 1 (hands, games, mistakes listed …).
positive_int: Final = bounded_int(1)


def fraction(text: str) -> float:
    """An ``argparse`` type: a number from 0 to 1 (a sample, a hold-out share)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= value <= 1.0:  # NaN fails this too
        raise argparse.ArgumentTypeError(f"must be from 0 to 1, not {value}")
    return value


def positive_float(text: str) -> float:
    """An ``argparse`` type: a finite number above 0 (a time budget in ms)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 < value < float("inf"):  # NaN fails this too
        raise argparse.ArgumentTypeError(f"must be a number above 0, not {value}")
    return value


#: The seeds the tools take: every seed they derive from one (a bot's ``seed * 8 + i``)
#: stays a seed a save can name (``engine.checks.SEED_LIMIT``, 2**64).
SEED_RANGE: Final = 2**60


def seed_int(text: str) -> int:
    """An ``argparse`` type: a seed, a whole number of magnitude at most
    :data:`SEED_RANGE`."""
    return bounded_int(-SEED_RANGE, SEED_RANGE)(text)


def save_folder(text: str) -> Path:
    """An ``argparse`` type: the folder ``--save-dir`` writes to, made if missing; a
    file in its place, or a folder that cannot be made, is a usage error (status 2)."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot make the folder {path}: {exc.strerror}") from None
    return path


def input_file(text: str) -> Path:
    """An ``argparse`` type: a file the tool will read, which must be a regular file
    (a FIFO would make the read wait for ever, a folder cannot be read)."""
    path = Path(text)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise argparse.ArgumentTypeError(f"{path}: no such file") from None
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{path}: {exc.strerror}") from None
    if not stat.S_ISREG(mode):
        raise argparse.ArgumentTypeError(f"{path} is {_kind(mode)}, not a file")
    return path
