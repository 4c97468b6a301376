"""A named pipe (FIFO) for tests that cannot hang them.

Code that opens a FIFO to read it waits for a writer.  :func:`fifo` makes one and keeps
a thread watching it: whenever something has it open to read, the thread opens and
closes its other end, so that reader gets an empty read instead of waiting for ever —
a test of code that should have refused the FIFO fails on its assertions, never hangs.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["fifo", "needs_fifo"]

#: FIFOs are a Unix thing.
needs_fifo = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(os, "mkfifo"), reason="no named pipes here"
)


@contextlib.contextmanager
def fifo(path: Path) -> Iterator[list[int]]:
    """A FIFO at ``path`` for the ``with`` block; yields a list that counts the readers
    that waited on it (each was freed by an empty write end)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    stop = threading.Event()
    freed: list[int] = []

    def free_readers() -> None:
        while not stop.wait(0.05):
            try:
                fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)  # ENXIO: no reader
            except OSError:
                continue
            os.close(fd)
            freed.append(1)

    watcher = threading.Thread(target=free_readers, daemon=True)
    watcher.start()
    try:
        yield freed
    finally:
        stop.set()
        watcher.join(5)
