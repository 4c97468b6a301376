"""The hand review's values: a reviewer's verdict on one move (:class:`Evaluation`), the
reviewed decisions (:class:`Decision`) and their figures (:class:`Review`,
:class:`HandSummary`, :func:`summary`), and what a game's reviewer supplies
(:class:`Reviewer`).

A decision is *accurate* when its loss is at most :data:`WIN_TOLERANCE` of win chance
(and, where points are valued, at most :data:`POINTS_TOLERANCE` points); a review's
accuracy is the share of its decisions that are.  Nothing here knows a game or replays
one: each game's reviewer builds on these types, and the driver
(:mod:`engine.review.driver`) asks the registry for the reviewer of a saved game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from ..actions import Action
from ..errors import RulesError, shown

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
    "summary",
]

#: A decision within this much win chance of the best counts as accurate.
WIN_TOLERANCE: Final = 0.02
#: ... and, where the evaluation values points, within this many points.
POINTS_TOLERANCE: Final = 2.0
#: How much each decision's evaluation may cost: ``quick`` (the ``hard`` bot's own
#: sizes) or ``deep`` (the ``expert``'s); docs/REVIEW.md gives the time of each.
EFFORTS: Final = ("quick", "deep")


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A reviewer's verdict on one move: what it is worth, what the best move is worth,
    and why the difference (``code`` and ``params``; ``"ok"`` when within tolerance)."""

    kind: str  # the kind of decision, the game's own: draw, discard, meld, knock …
    move: Action
    best: Action
    win: float  # estimated chance that the seat wins the hand after the move
    best_win: float
    points: float | None = None  # expected points of the hand for the seat, where valued
    best_points: float | None = None
    code: str = "ok"
    params: Mapping[str, Any] = field(default_factory=dict)
    #: whether the points loss counts for accuracy: True where points are valued
    #: exactly or closely (declarations, layoffs), False for roll-out means
    points_count: bool = True
    #: every move valued that is as good as the best within tolerance (the best among
    #: them): the answers a drill of this position accepts (:func:`accepted_moves`)
    accepted: tuple[Action, ...] = ()

    @property
    def loss(self) -> float:
        """Win chance given away against the best move (never negative)."""
        return max(0.0, self.best_win - self.win)

    @property
    def points_loss(self) -> float | None:
        if self.points is None or self.best_points is None:
            return None
        return max(0.0, self.best_points - self.points)

    @property
    def ok(self) -> bool:
        pl = self.points_loss if self.points_count else None
        return self.loss <= WIN_TOLERANCE and (pl is None or pl <= POINTS_TOLERANCE)


def accepted_moves(
    values: Mapping[Action, tuple[float, float | None]], best: Action, points_count: bool = True
) -> tuple[Action, ...]:
    """The moves of ``values`` (each move's win chance and points, ``None`` where not
    valued) that an :class:`Evaluation` against ``best`` would find accurate, ``best``
    first, the others in the order given."""
    bw, bp = values[best]
    out = [best]
    for move, (w, p) in values.items():
        if move == best or bw - w > WIN_TOLERANCE:
            continue
        if points_count and p is not None and bp is not None and bp - p > POINTS_TOLERANCE:
            continue
        out.append(move)
    return tuple(out)


class Reviewer(Protocol):
    """What a game supplies to the review: the evaluation of one decision of the seat of
    ``view`` (``None`` when the move had no real alternative)."""

    def evaluate(self, view: Any, move: Action, rng: random.Random) -> Evaluation | None: ...


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision: where it was taken and its :class:`Evaluation`."""

    hand: int  # the hand's number in the save (1-based)
    step: int  # the move's index in the hand's actions (0-based: the replay position)
    evaluation: Evaluation

    @property
    def ok(self) -> bool:
        return self.evaluation.ok

    @property
    def code(self) -> str:
        return "ok" if self.ok else self.evaluation.code

    def to_dict(self) -> dict[str, Any]:
        e = self.evaluation
        return {
            "hand": self.hand,
            "step": self.step,
            "kind": e.kind,
            "move": str(e.move),
            "best": str(e.best),
            "win": round(e.win, 4),
            "best_win": round(e.best_win, 4),
            "loss": round(e.loss, 4),
            "points": None if e.points is None else round(e.points, 2),
            "best_points": None if e.best_points is None else round(e.best_points, 2),
            "points_loss": None if e.points_loss is None else round(e.points_loss, 2),
            "ok": self.ok,
            "code": self.code,
            "params": dict(e.params) if not self.ok else {},
        }


@dataclass(frozen=True, slots=True)
class HandSummary:
    """The figures of one hand's decisions."""

    hand: int
    decisions: int
    accurate: int
    total_loss: float

    @property
    def accuracy(self) -> float:
        return self.accurate / self.decisions if self.decisions else 1.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "decisions": self.decisions,
            "accuracy": round(self.accuracy, 4),
            "total_loss": round(self.total_loss, 4),
        }


def _summaries(decisions: tuple[Decision, ...]) -> list[HandSummary]:
    by_hand: dict[int, list[Decision]] = {}
    for d in decisions:
        by_hand.setdefault(d.hand, []).append(d)
    return [
        HandSummary(n, len(ds), sum(d.ok for d in ds), sum(d.evaluation.loss for d in ds))
        for n, ds in sorted(by_hand.items())
    ]


@dataclass(frozen=True, slots=True)
class Review:
    """Every reviewed decision of one seat, and their summary figures."""

    game: str
    seat: int
    effort: str
    hands: int  # hands replayed
    decisions: tuple[Decision, ...]

    @property
    def accuracy(self) -> float:
        """Share of the decisions within tolerance of the best (1.0 with none)."""
        n = len(self.decisions)
        return sum(d.ok for d in self.decisions) / n if n else 1.0

    @property
    def total_loss(self) -> float:
        return sum(d.evaluation.loss for d in self.decisions)

    @property
    def mean_loss(self) -> float:
        return self.total_loss / len(self.decisions) if self.decisions else 0.0

    def costliest(self) -> list[Decision]:
        """The decisions that were not accurate, the costliest first."""
        return sorted(
            (d for d in self.decisions if not d.ok),
            key=lambda d: (-d.evaluation.loss, -(d.evaluation.points_loss or 0.0), d.hand),
        )

    def per_hand(self) -> list[HandSummary]:
        return _summaries(self.decisions)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "effort": self.effort,
            "hands": self.hands,
            "summary": summary(self.decisions),
            "per_hand": [h.to_dict() for h in self.per_hand()],
            "decisions": [d.to_dict() for d in self.decisions],
        }


def summary(decisions: Sequence[Decision]) -> dict[str, Any]:
    """The summary figures of any decisions (one review's, or many pooled): how many,
    how many accurate, the accuracy, the total and mean loss of win chance, the total
    loss of points where valued, how many decisions had each explanation code, and the
    tolerances."""
    n = len(decisions)
    total = sum(d.evaluation.loss for d in decisions)
    return {
        "decisions": n,
        "accurate": sum(d.ok for d in decisions),
        "accuracy": round(sum(d.ok for d in decisions) / n if n else 1.0, 4),
        "total_loss": round(total, 4),
        "mean_loss": round(total / n if n else 0.0, 5),
        "total_points_loss": round(sum(d.evaluation.points_loss or 0.0 for d in decisions), 2),
        "codes": dict(sorted(Counter(d.code for d in decisions).items())),
        "win_tolerance": WIN_TOLERANCE,
        "points_tolerance": POINTS_TOLERANCE,
    }


def check_effort(effort: object) -> str:
    """``effort`` if it is one of :data:`EFFORTS`, else a :class:`RulesError`."""
    if type(effort) is not str or effort not in EFFORTS:
        raise RulesError(f"the review's effort is one of {EFFORTS}, got {shown(effort)}")
    return effort
