"""The hand review runs off the UI thread; progress and results come back by signal.

Why a thread of its own: each decision is valued by the strongest evaluation (the
``expert``'s roll-outs, :mod:`engine.review`), a whole hand takes seconds, and the table
and the review window must keep painting and answering clicks meanwhile. The job gets
only immutable values (:class:`~jinlami_desktop.review.model.ReviewHand`: the recorded
deal and moves) and builds its own engine states; it never touches the statistics or a
widget. Each hand's costly decisions are made into drills here too (the position as the
player saw it, replayed: :func:`engine.drills.drills_from_review`), handed back with the
hand's review for the UI thread to store. Its signals are emitted on the pool's thread
and arrive queued on the thread the :class:`ReviewRunner` lives in (the UI thread),
which stores each reviewed hand.

Like :class:`~jinlami_desktop.play.bot_pool.BotPool`, the pool is a Python thread pool
(``concurrent.futures``) and CPython's switch interval is lowered, so a review
competing for the GIL does not hold the event loop up.  Cancel sets a flag the job
reads between decisions; each run carries a token, so a late signal of a cancelled run
is dropped.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal, Slot

from ..play.bot_pool import BotPool
from .model import EFFORT, HandReview, ReviewedDecision, ReviewHand

__all__ = ["ReviewRunner"]


class _Run:
    """One review run on the pool: the hands, the effort, the token and the stop flag."""

    def __init__(
        self, runner: ReviewRunner, token: int, hands: Sequence[ReviewHand], effort: str
    ) -> None:
        self._runner = runner
        self._token = token
        self._hands = tuple(hands)
        self._effort = effort
        self.stop = threading.Event()

    def run(self) -> None:
        # lazy: imported on first use, not at start-up
        from engine.drills import drills_from_review
        from engine.review import Decision, Review, count_decisions, iter_review

        r, token = self._runner, self._token
        try:
            states = [h.final_state() for h in self._hands]
            counts = [count_decisions(s, h.seat) for s, h in zip(states, self._hands, strict=True)]
            total = sum(counts)
            r.progressed.emit(token, 0, total)
            done = 0
            for hand, state, count in zip(self._hands, states, counts, strict=True):
                out: list[ReviewedDecision] = []
                graded: list[Decision] = []
                for d in iter_review(state, hand.seat, self._effort):
                    if self.stop.is_set():
                        r.finished.emit(token, True)
                        return
                    decision = ReviewedDecision.of(d, hand.number)
                    out.append(decision)
                    graded.append(d)
                    r.decision_reviewed.emit(token, hand.hand_id, decision)
                    r.progressed.emit(token, min(done + len(out), total), total)
                done += count  # decisions the reviewer found forced count as done
                r.progressed.emit(token, done, total)
                review = Review(hand.game, hand.seat, self._effort, 1, tuple(graded))
                drills = tuple(drills_from_review(review, state))
                r.hand_reviewed.emit(token, HandReview(hand, self._effort, tuple(out), drills))
        except Exception as exc:  # reported on the UI thread, never swallowed
            r.failed.emit(token, repr(exc))
            return
        r.finished.emit(token, False)


class ReviewRunner(QObject):
    """Reviews recorded hands on one private Python thread.

    ``decision_reviewed(token, hand_id, ReviewedDecision)`` and ``progressed(token,
    done, total)`` after each decision, ``hand_reviewed(token, HandReview)`` after each
    hand, then ``finished(token, cancelled)`` — or
    ``failed(token, message)``; all queued to this object's thread.  :meth:`start`
    returns the run's token; :meth:`cancel` stops the run at the next decision."""

    progressed = Signal(int, int, int)
    decision_reviewed = Signal(int, int, object)
    hand_reviewed = Signal(int, object)
    finished = Signal(int, bool)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > BotPool.SWITCH_INTERVAL_S:
            sys.setswitchinterval(BotPool.SWITCH_INTERVAL_S)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._run: _Run | None = None
        self._future: Future[None] | None = None
        self._token = 0

    @property
    def token(self) -> int:
        """The current run's token (a signal with another one is stale)."""
        return self._token

    def start(self, hands: Sequence[ReviewHand], effort: str = EFFORT) -> int:
        """Review ``hands`` (any earlier run is cancelled first)."""
        self.cancel()
        self._token += 1
        self._run = _Run(self, self._token, hands, effort)
        self._future = self._executor.submit(self._run.run)
        return self._token

    @Slot()
    def cancel(self) -> None:
        """Stop the run in progress at its next decision (its later signals are stale)."""
        if self._run is not None:
            self._run.stop.set()
            self._run = None
            self._token += 1

    def running(self) -> bool:
        return self._future is not None and not self._future.done()

    def shutdown(self, timeout_s: float = 5.0) -> bool:
        """Cancel and wait for the thread to stop (it stops within one decision)."""
        self.cancel()
        future = self._future
        self._executor.shutdown(wait=False, cancel_futures=True)
        if future is None:
            return True
        try:
            future.result(timeout=timeout_s)
        except Exception:  # a timeout or the job's own failure (reported already)
            return future.done()
        return True
