"""Bots think off the UI thread; answers come back by signal, tagged with a turn token.

Why: the ``expert`` bot searches for about a second, and the window must keep painting
and answering clicks meanwhile.  A job gets only a frozen view of one seat (an
:class:`~engine.protocol.GameView`) and its own ``random.Random`` — it never touches the
hand state or a widget.  The controller drops an answer whose token is no longer current
(a new match, a resign, a move made meanwhile), so a late answer can never play into the
wrong position.
"""

from __future__ import annotations

import random
import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from engine import Action
from engine.games import GAME_IDS
from engine.games import game as engine_game
from engine.protocol import GameView

__all__ = ["BotPool", "Chooser", "choose_action", "make_bot"]


class Chooser(Protocol):
    def choose(self, view: Any, rng: random.Random) -> Action: ...


def make_bot(level: str, seed: int | None = None, game: str = GAME_IDS[0]) -> Chooser:
    """A bot of ``game`` (default the engine's first game) at that level name: the
    engine's registry builds it (:meth:`engine.games.EngineGame.make_bot`)."""
    return engine_game(game).make_bot(level, seed=seed)


def choose_action(bot: Chooser, view: GameView, rng: random.Random) -> Action:
    """Ask a bot, and never return an illegal move (fall back to the first legal one)."""
    action = bot.choose(view, rng)
    if action not in view.legal_actions and view.legal_actions:
        return view.legal_actions[0]
    return action


class _Job:
    """One bot question, run on the pool as a plain callable (:meth:`run`).

    Why not a ``QRunnable`` on a ``QThreadPool``: PySide keeps the Python wrapper of a
    runnable alive after Qt deletes it, so every finished job (and the view it holds)
    lingered for the whole session; and a Python callable handed to ``QThreadPool.start``
    is released on a Qt thread, outside Python's own bookkeeping.  A job on a Python
    thread pool is an ordinary object: dropped once it has run, with no signal
    connections of its own."""

    def __init__(
        self,
        pool: BotPool,
        token: int,
        bot: Chooser,
        view: GameView,
        seed: int,
        tag: str,
    ) -> None:
        self._pool = pool
        self._token = token
        self._bot = bot
        self._view = view
        self._seed = seed
        self._tag = tag

    def run(self) -> None:
        start = time.perf_counter()
        self._pool.thinking.emit(self._token, self._tag, True)
        try:
            action: Any = choose_action(self._bot, self._view, random.Random(self._seed))
        except Exception as exc:  # reported on the UI thread, never swallowed
            self._pool.thinking.emit(self._token, self._tag, False)
            self._pool.failed.emit(self._token, self._tag, repr(exc))
            return
        self._pool.last_think_seconds = time.perf_counter() - start
        self._pool.thinking.emit(self._token, self._tag, False)
        self._pool.answered.emit(self._token, self._tag, action)


class BotPool(QObject):
    """Runs bot decisions on a private pool of two Python threads.

    ``answered(token, tag, action)`` and ``failed(token, tag, message)`` arrive on the
    thread this object lives in, each after ``thinking(token, tag, False)``, which
    follows ``thinking(token, tag, True)`` sent when the job starts to run (the table's
    "thinking…" note) (queued connections: they are emitted from a pool
    thread), with the token given to :meth:`submit`.  Call :meth:`shutdown` before the
    application quits.
    """

    answered = Signal(int, str, object)
    failed = Signal(int, str, str)
    thinking = Signal(int, str, bool)

    #: Bots are pure Python, so a thinking bot competes with the UI thread for the GIL.
    #: With CPython's default 5 ms switch interval the UI waited up to 50 ms for it
    #: (measured with the expert bot); 1 ms keeps the event loop within ~15 ms.
    SWITCH_INTERVAL_S = 0.001
    THREADS = 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > self.SWITCH_INTERVAL_S:
            sys.setswitchinterval(self.SWITCH_INTERVAL_S)
        self._executor = self._new_executor()
        self._lock = threading.Lock()
        self._pending: set[Future[None]] = set()
        self.last_think_seconds = 0.0

    def _new_executor(self) -> ThreadPoolExecutor:
        return ThreadPoolExecutor(max_workers=self.THREADS, thread_name_prefix="bot")

    def submit(
        self, token: int, bot: Chooser, view: GameView, seed: int, tag: str = "move"
    ) -> None:
        future = self._executor.submit(_Job(self, token, bot, view, seed, tag).run)
        with self._lock:
            self._pending.add(future)
        future.add_done_callback(self._forget)

    def _forget(self, future: Future[None]) -> None:
        with self._lock:
            self._pending.discard(future)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Forget queued jobs and wait for running ones (a bot cannot be interrupted);
        the pool takes new jobs afterwards."""
        old, self._executor = self._executor, self._new_executor()
        with self._lock:
            pending = list(self._pending)
        for future in pending:
            future.cancel()
        _done, running = wait(pending, timeout=timeout_ms / 1000)
        old.shutdown(wait=False)
        return not running

    def idle(self) -> bool:
        with self._lock:
            return not self._pending
