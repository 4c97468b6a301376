"""What both arenas share: playing a hand out through the fair interface, labels for
repeated specs, cluster confidence intervals, percentiles, the progress bar and the
spreading of deals over processes (:func:`run_deals`).

Why shared: :mod:`engine.tools.arena` (金拉米, two seats) and :mod:`engine.tools.rummy_arena`
(拉米纸牌, 2–4 seats) must measure the same way, so the figures of the two games can
be read side by side.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import signal
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TextIO, TypeVar

__all__ = [
    "MAX_ACTIONS",
    "Progress",
    "add_jobs_option",
    "default_jobs",
    "labels",
    "mean",
    "percentile",
    "play_out",
    "ratio_ci",
    "run_deals",
]


class _Event(Protocol):
    def for_viewer(self, viewer: int) -> Any: ...


class _State(Protocol):
    @property
    def is_over(self) -> bool: ...

    to_act: int

    def view(self, player: int) -> Any: ...

    def apply(self, action: Any) -> Sequence[_Event]: ...


S = TypeVar("S", bound=_State)


#: Far more actions than any real hand takes (the longest seen: under 130).
MAX_ACTIONS = 10_000


def play_out(
    state: S,
    bots: Sequence[Any],
    rngs: Sequence[random.Random],
    times_ms: Sequence[list[float]] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> S:
    """Play ``state`` to its end; seat ``i`` is ``bots[i]`` choosing from ``state.view(i)``
    with ``rngs[i]``, and every seat observes every event as that seat may see it.

    Thinking time (ms) of decisions with more than one legal action goes to ``times_ms``.
    A hand still going after ``max_actions`` raises instead of running for ever (a 金拉米
    hand has no turn limit: bots that took back their own discards once passed the same
    cards round without end).
    """
    clock = time.perf_counter
    seats = range(len(bots))
    done = 0
    while not state.is_over:
        if done >= max_actions:
            raise RuntimeError(
                f"the hand did not end after {max_actions} actions: the bots keep passing "
                "cards round (a bot must not take back a card it threw)"
            )
        done += 1
        p = state.to_act
        view = state.view(p)
        t0 = clock()
        action = bots[p].choose(view, rngs[p])
        dt = (clock() - t0) * 1000.0
        if times_ms is not None and len(view.legal_actions) > 1:
            times_ms[p].append(dt)
        for e in state.apply(action):
            for seat in seats:
                bots[seat].observe(e.for_viewer(seat))
    return state


def labels(specs: Sequence[str]) -> list[str]:
    """The specs as result keys, numbered where one repeats: ``medium#1``, ``medium#2``."""
    out = []
    for i, s in enumerate(specs):
        out.append(f"{s}#{specs[: i + 1].count(s)}" if specs.count(s) > 1 else s)
    return out


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def percentile(xs: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` percentile (0 for no data)."""
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


#: Student's t two-sided 95 % quantiles for 1..30 degrees of freedom: with few clusters
#: (a handful of match seeds) the normal 1.96 would give an interval far too narrow.
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t975(df: int) -> float:
    """The two-sided 95 % quantile of Student's t with ``df`` degrees of freedom (the
    table to 30, then the 1.96 + 2.4/df approximation, within 0.005 of it)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    return _T975[df - 1] if df <= len(_T975) else 1.96 + 2.4 / df


def ratio_ci(pairs: Sequence[tuple[float, int]], clamp: bool = True) -> tuple[float, float]:
    """95 % interval of sum(w)/sum(n) with each (w, n) pair one cluster (delta method,
    Student's t on clusters − 1 degrees of freedom); ``clamp`` keeps a proportion's
    interval within [0, 1]. One cluster has no spread to measure: its interval is the
    point alone."""
    pairs = [p for p in pairs if p[1] > 0]
    m = len(pairs)
    total_n = sum(n for _w, n in pairs)
    if m == 0 or total_n == 0:
        return (0.0, 1.0) if clamp else (0.0, 0.0)
    r = sum(w for w, _n in pairs) / total_n
    if m < 2:
        return (r, r)
    nbar = total_n / m
    var = sum((w - r * n) ** 2 for w, n in pairs) / (m - 1) / (m * nbar * nbar)
    half = t975(m - 1) * math.sqrt(var)
    if not clamp:
        return (r - half, r + half)
    return (max(0.0, r - half), min(1.0, r + half))


class Progress:
    """A one-line progress bar on ``stream`` (``None``: silent), at most 5 updates/s."""

    def __init__(self, total: int, stream: TextIO | None) -> None:
        self.total = total
        self.stream = stream
        self.t0 = time.perf_counter()
        self.last = 0.0

    def update(self, done: int, note: str = "") -> None:
        if self.stream is None:
            return
        now = time.perf_counter()
        if done < self.total and now - self.last < 0.2:
            return
        self.last = now
        width = 30
        filled = int(width * done / self.total) if self.total else width
        rate = done / (now - self.t0) if now > self.t0 else 0.0
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} {rate:.1f}/s {note}   ")
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()


# -- deals over processes ----------------------------------------------------------------

C = TypeVar("C")
R = TypeVar("R")

#: What :func:`_worker_init` built in a worker process: the context of every deal it plays.
_WORKER: dict[str, Any] = {}


def default_jobs() -> int:
    """Processes an arena uses unless told otherwise: one per core."""
    return os.cpu_count() or 1


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(
            f"must be a whole number of processes, 1 or more: {text!r}"
        )
    return n


def add_jobs_option(ap: argparse.ArgumentParser) -> None:
    """``--jobs N`` of both arenas: deals spread over N processes (default: the cores)."""
    ap.add_argument(
        "--jobs",
        type=_jobs,
        default=default_jobs(),
        metavar="N",
        help="processes the deals are spread over (default: one per core, here "
        f"{default_jobs()}); the results are those of --jobs 1",
    )


def _worker_init(setup: Callable[[], Any]) -> None:
    """Build the deal context once per worker; Ctrl-C is the parent's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER["ctx"] = setup()


def _worker_chunk(task: tuple[Callable[[Any, int], Any], int, int]) -> tuple[int, list[Any]]:
    play, start, stop = task
    ctx = _WORKER["ctx"]
    return start, [play(ctx, n) for n in range(start, stop)]


def _chunk_size(count: int, jobs: int) -> int:
    """Deals per task: small enough to keep every worker busy to the end and the
    progress bar moving, large enough that quick deals are not swamped by messaging."""
    return max(1, min(8, count // (jobs * 4)))


def run_deals(
    setup: Callable[[], C],
    play: Callable[[C, int], R],
    count: int,
    jobs: int = 1,
    done: Callable[[R], None] | None = None,
) -> list[R]:
    """``[play(ctx, n) for n in range(count)]`` with ``ctx = setup()``, over ``jobs``
    processes; ``done`` sees each result as it arrives (in any order: for a progress
    bar), the returned list is in deal order.

    Why this gives the serial result: a deal depends only on its number (its seed and the
    bots' generators are derived from it, and the bots keep no state between deals that
    changes a decision), so each worker builds its own context with ``setup`` and the
    caller folds the results in deal order, exactly as a serial run would.  ``setup`` and
    ``play`` must be picklable (module-level functions, or ``functools.partial`` of them
    with picklable arguments), and so must the results.
    """
    if jobs <= 1 or count <= 1:
        ctx = setup()
        out = []
        for n in range(count):
            r = play(ctx, n)
            out.append(r)
            if done is not None:
                done(r)
        return out
    size = _chunk_size(count, jobs)
    tasks = [(play, a, min(count, a + size)) for a in range(0, count, size)]
    results: list[Any] = [None] * count
    with multiprocessing.Pool(min(jobs, len(tasks)), _worker_init, (setup,)) as pool:
        for start, rs in pool.imap_unordered(_worker_chunk, tasks):
            for i, r in enumerate(rs):
                results[start + i] = r
                if done is not None:
                    done(r)
    return results
