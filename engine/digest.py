"""SHA-256, from the interpreter's own implementation when it has one.

Why not :mod:`hashlib`: importing it loads OpenSSL (``_hashlib``) and builds its table
of algorithms, a noticeable part of the app's start-up, for the one hash the engine
uses (a deal's commitment, the seed of the player's words).  CPython carries its own
SHA-256 (``_sha2`` from 3.12, ``_sha256`` before); a Python built without it falls back
to :mod:`hashlib`.  The digests are the same bytes either way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Protocol, cast

__all__ = ["sha256_digest", "sha256_hex"]


class _Hash(Protocol):
    def digest(self) -> bytes: ...

    def hexdigest(self) -> str: ...


def _sha256() -> Callable[[bytes], _Hash]:
    try:
        if sys.version_info >= (3, 12):
            import _sha2 as own
        else:
            import _sha256 as own  # type: ignore[import-not-found]  # no stub: C module
    except ImportError:  # pragma: no cover - a Python built without its own hashes
        import hashlib

        return hashlib.sha256
    return cast("Callable[[bytes], _Hash]", own.sha256)


_NEW: Callable[[bytes], _Hash] = _sha256()


def sha256_digest(data: bytes) -> bytes:
    """The 32 bytes of the SHA-256 of ``data``."""
    return _NEW(data).digest()


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of ``data`` in 64 lowercase hex digits."""
    return _NEW(data).hexdigest()
