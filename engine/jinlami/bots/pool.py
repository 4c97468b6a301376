"""The expert's play-outs spread over a pool of processes: the player's other cores.

Pure Python runs one thread at a time, so a search uses more than one core only in more
processes.  :func:`play_runner` answers a :data:`~engine.jinlami.bots.search.Runner`
that splits each batch of samples into contiguous shares, plays the first share in this
process and the others in the pool's workers, and joins the results in sample order.
Every sample is a pure function of (position, candidates, decision seed, sample index)
(:func:`~engine.jinlami.bots.search.evaluate`), so the decision is the same for a seed
at a fixed number of samples whatever the pool's size, and with no pool at all.

* The pool uses the ``spawn`` start method on every system: a fork of a program that
  runs threads (the app's bot thread, Qt's) can deadlock, and spawn is what Windows and
  macOS have anyway.  A frozen app must call ``multiprocessing.freeze_support()`` first
  thing (the launcher does).
* Its size is one less than the cores, at most :data:`MAX_WORKERS`; none on one core.
  It is started on first use and kept for the program's life (starting workers takes
  far longer than a decision: until they are ready this process plays alone), and
  stopped at exit.
* A process that is itself a pool worker (a daemon, such as the arena's ``--jobs``
  processes) cannot start children: it plays every sample itself.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from collections.abc import Sequence
from multiprocessing.pool import AsyncResult, Pool

from .options import MAX_WORKERS
from .search import Candidate, Root, Runner, evaluate

__all__ = ["MAX_WORKERS", "default_workers", "play_runner", "runner_width", "shutdown"]

_lock = threading.Lock()
_pools: dict[int, Pool] = {}
_warming: dict[int, list[AsyncResult[bool]]] = {}


def default_workers() -> int:
    """Worker processes for this machine: one less than the cores, at most
    :data:`MAX_WORKERS`, none on a single core or inside a daemon process."""
    if multiprocessing.current_process().daemon:
        return 0
    cores = os.cpu_count() or 1
    return max(0, min(MAX_WORKERS, cores - 1))


def _warm() -> bool:
    """A first job for a new worker: it has imported the search by the time it answers."""
    return True


def _pool(size: int) -> Pool | None:
    """The pool of ``size`` workers once they are ready to play (``None`` until then: the
    first call starts them, and each worker loads the engine before its first job,
    which takes longer than a decision; meanwhile this process plays alone)."""
    with _lock:
        pool = _pools.get(size)
        if pool is None:
            pool = _pools[size] = multiprocessing.get_context("spawn").Pool(size)
            _warming[size] = [pool.apply_async(_warm) for _ in range(size)]
        warming = _warming.get(size)
        if warming is not None:
            if not all(w.ready() for w in warming):
                return None
            del _warming[size]
        return pool


def shutdown() -> None:
    """Stop every pool started here (at exit, or by a test)."""
    with _lock:
        pools = list(_pools.values())
        _pools.clear()
        _warming.clear()
    for pool in pools:
        pool.terminate()
        pool.join()


atexit.register(shutdown)


class _PoolRunner:
    """A :data:`Runner` over ``size`` workers and this process."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __call__(
        self, root: Root, cands: Sequence[Candidate], seed: int, start: int, stop: int
    ) -> list[list[int]]:
        n = stop - start
        shares = min(self.size + 1, n)
        if shares <= 1:
            return evaluate(root, cands, seed, start, stop)
        pool = _pool(self.size)
        if pool is None:
            return evaluate(root, cands, seed, start, stop)
        cuts = [start + n * i // shares for i in range(shares + 1)]
        cand_list = list(cands)
        pending = [
            pool.apply_async(evaluate, (root, cand_list, seed, cuts[i], cuts[i + 1]))
            for i in range(1, shares)
        ]
        parts = [evaluate(root, cand_list, seed, cuts[0], cuts[1])]
        parts += [p.get() for p in pending]
        return [[v for part in parts for v in part[j]] for j in range(len(cand_list))]


def play_runner(workers: int | None = None) -> Runner:
    """The runner of a search with ``workers`` processes besides this one (``None``: the
    machine's :func:`default_workers`; 0: this process alone)."""
    size = default_workers() if workers is None else workers
    if size <= 0 or multiprocessing.current_process().daemon:
        return evaluate
    return _PoolRunner(size)


def runner_width(runner: Runner) -> int:
    """How many processes ``runner`` plays on."""
    return runner.size + 1 if isinstance(runner, _PoolRunner) else 1
