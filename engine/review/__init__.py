"""The hand review (coach): every decision of one seat, valued again from that seat's view.

Why: a player who loses wants to know which of their moves cost them, and a number that
shows whether they improve.  Each decision of the seat (a move with more than one legal
choice) is replayed to the position it was taken in, and the game's reviewer
(:meth:`engine.games.EngineGame.reviewer`: each game's own ``review`` module) values the
move and its alternatives from ``state.view(seat)`` alone — never from a hidden card —
with the strongest evaluation that stays affordable (docs/REVIEW.md).  Each
:class:`Decision` carries the move, the best move, the estimated win chance of both (and
points where the evaluation has them), the loss, and an explanation code with its
parameters (``feeds_opponent_run`` with the suit, ``undercut_risk`` with the risk …) that
the UI words.

A decision is *accurate* when its loss is at most :data:`WIN_TOLERANCE` of win chance
(and, where points are valued, at most :data:`POINTS_TOLERANCE` points); a review's
accuracy is the share of its decisions that are.

Everything is deterministic: each decision's evaluation draws from its own
``random.Random`` seeded by the hand's seed and the move's index, so the same save gives
the same review on any machine.  Long reviews run off the UI thread: :func:`iter_review`
yields one decision at a time, and :func:`review_game` reports ``progress(done, total)``
after each (``total`` from :func:`count_decisions`, which only replays).  Nothing here
reads or writes files; ``python -m engine.review`` does.

Two modules, on either side of the registry: :mod:`~engine.review.evaluation` (the
values above, below the games, which build their reviewers on them) and
:mod:`~engine.review.driver` (the replay, above the registry it asks); this package
re-exports both, each loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..lazy_exports import LazyExports

if TYPE_CHECKING:
    from .driver import count_decisions, iter_review, review_game, review_save
    from .evaluation import (
        EFFORTS,
        POINTS_TOLERANCE,
        WIN_TOLERANCE,
        Decision,
        Evaluation,
        HandSummary,
        Review,
        Reviewer,
        accepted_moves,
        check_effort,
        summary,
    )

_EXPORTS: Final = {
    **dict.fromkeys(
        (
            "EFFORTS",
            "POINTS_TOLERANCE",
            "WIN_TOLERANCE",
            "Decision",
            "Evaluation",
            "HandSummary",
            "Review",
            "Reviewer",
            "accepted_moves",
            "check_effort",
            "summary",
        ),
        ".evaluation",
    ),
    **dict.fromkeys(("count_decisions", "iter_review", "review_game", "review_save"), ".driver"),
}

__all__ = [
    "EFFORTS",
    "POINTS_TOLERANCE",
    "WIN_TOLERANCE",
    "Decision",
    "Evaluation",
    "HandSummary",
    "Review",
    "Reviewer",
    "accepted_moves",
    "check_effort",
    "count_decisions",
    "iter_review",
    "review_game",
    "review_save",
    "summary",
]

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
