"""The hand review as the app holds it: which recorded hands to review, and each reviewed
decision as plain values (no Qt).

Why an app-side record and not the engine's :class:`engine.review.Decision`: a review is
stored in the statistics (computed once, read back as JSON) and shown later, so the
window works on one kind of value whether the review was just computed or read back;
:class:`ReviewedDecision` keeps every parameter of the explanation (the engine's
``to_dict`` drops them for accurate decisions) and the hand's number and id in its
match.  The evaluation itself is the engine's (:mod:`engine.review`), run off the UI
thread by :mod:`jinlami_desktop.review.worker`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from engine.actions import Action
from engine.games import game as engine_game

if TYPE_CHECKING:
    from engine.drills import Drill
    from engine.protocol import GameState
    from engine.review import Decision

    from ..storage.stats import HandRow, RecordedHand, StatsStore

__all__ = [
    "EFFORT",
    "HandReview",
    "ReviewHand",
    "ReviewedDecision",
    "costliest_first",
    "review_hands",
]

#: The evaluation the app reviews with: the strongest (the ``expert``'s sizes).
EFFORT: Final = "deep"


@dataclass(frozen=True, slots=True)
class ReviewHand:
    """One recorded hand to review: its statistics row and its deal and moves."""

    row: HandRow
    recorded: RecordedHand[Any, Any]

    @property
    def game(self) -> str:
        return self.row.game

    @property
    def number(self) -> int:
        return self.row.number

    @property
    def hand_id(self) -> int:
        return self.row.id

    @property
    def seat(self) -> int:
        return self.recorded.seat

    def final_state(self) -> GameState[Any]:
        """The hand played to its end, on a state of its own (built on the review's
        thread: nothing is shared with the table)."""
        r = self.recorded
        state = engine_game(self.game).new_state(r.rules, r.seed, r.dealer)
        for a in r.actions:
            state.apply(a)
        return state


def review_hands(stats: StatsStore, rows: Iterable[HandRow]) -> list[ReviewHand]:
    """The recorded hands of ``rows`` read back from the statistics (a hand that cannot
    be read raises the store's ``StorageError``)."""
    return [ReviewHand(row, stats.replay_of(row.id, row.game)) for row in rows]


def _num(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision of the player, valued again: where (hand number, move index), what
    was played and what was best, the win chance (and points) given away, and why."""

    number: int  # the hand's number in its match
    step: int  # the move's index in the hand (the replay's position before it)
    kind: str  # up_card draw discard knock declare layoff (金拉米); draw meld discard
    move: Action
    best: Action
    win: float
    best_win: float
    points_loss: float | None
    ok: bool
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def loss(self) -> float:
        """Win chance given away against the best move."""
        return max(0.0, self.best_win - self.win)

    @classmethod
    def of(cls, d: Decision, number: int) -> ReviewedDecision:
        e = d.evaluation
        return cls(
            number,
            d.step,
            e.kind,
            e.move,
            e.best,
            e.win,
            e.best_win,
            e.points_loss,
            d.ok,
            d.code,
            dict(e.params),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "step": self.step,
            "kind": self.kind,
            "move": str(self.move),
            "best": str(self.best),
            "win": self.win,
            "best_win": self.best_win,
            "points_loss": self.points_loss,
            "ok": self.ok,
            "code": self.code,
            "params": dict(self.params),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ReviewedDecision | None:
        """A stored decision read back (``None`` for one that does not read)."""
        try:
            win, best_win = _num(d["win"]), _num(d["best_win"])
            params = d.get("params", {})
            if win is None or best_win is None or not isinstance(params, dict):
                return None
            return cls(
                int(d["number"]),
                int(d["step"]),
                str(d["kind"]),
                Action.parse(d["move"]),
                Action.parse(d["best"]),
                win,
                best_win,
                _num(d.get("points_loss")),
                bool(d["ok"]),
                str(d["code"]),
                params,
            )
        except (KeyError, TypeError, ValueError):
            return None


@dataclass(frozen=True, slots=True)
class HandReview:
    """Every reviewed decision of one hand, its accuracy, and the drills made of its
    costly decisions (:func:`engine.drills.drills_from_review`; none when read back)."""

    hand: ReviewHand
    effort: str
    decisions: tuple[ReviewedDecision, ...]
    drills: tuple[Drill, ...] = ()

    @property
    def accuracy(self) -> float:
        """Share of the decisions within a small loss of the best (1.0 with none)."""
        n = len(self.decisions)
        return sum(d.ok for d in self.decisions) / n if n else 1.0


def costliest_first(decisions: Iterable[ReviewedDecision]) -> list[ReviewedDecision]:
    """Mistakes first, the costliest (win chance, then points) at the top; accurate
    decisions after them in the order they were played."""
    return sorted(
        decisions,
        key=lambda d: (
            d.ok,
            0.0 if d.ok else -d.loss,
            0.0 if d.ok else -(d.points_loss or 0.0),
            d.number,
            d.step,
        ),
    )
