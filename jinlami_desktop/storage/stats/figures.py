"""The figures of the statistics window: plain frozen dataclasses, computed by
:mod:`.queries`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from .rows import HandRow

__all__ = [
    "MatchPoint",
    "Overview",
    "PointStats",
    "Streaks",
    "Summary",
    "Tally",
    "percent",
    "share",
]


def share(part: int, whole: int) -> float | None:
    """``part / whole`` in 0..1, ``None`` when ``whole`` is 0 (nothing to count yet)."""
    return part / whole if whole else None


def percent(rate: float | None) -> float | None:
    """A share in 0..1 as a percentage (``None`` stays ``None``)."""
    return None if rate is None else 100.0 * rate


@dataclass(frozen=True, slots=True)
class Tally:
    """Counts of one kind of game.  ``lost`` includes ``resigned``; ``abandoned`` and
    ``in_progress`` are not in ``played`` and never count as losses."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    resigned: int = 0
    abandoned: int = 0
    in_progress: int = 0

    @property
    def win_rate(self) -> float | None:
        """Won / played in 0..1, ``None`` before anything was played."""
        return share(self.won, self.played)

    @property
    def win_percent(self) -> float | None:
        return percent(self.win_rate)


@dataclass(frozen=True, slots=True)
class Summary:
    matches: Tally
    hands: Tally


@dataclass(frozen=True, slots=True)
class Streaks:
    """Winning streaks; any other decided result breaks one (abandoned matches do not)."""

    current: int = 0
    longest: int = 0


@dataclass(frozen=True, slots=True)
class PointStats:
    hands: int = 0
    points_for: int = 0
    points_against: int = 0

    @property
    def avg_points(self) -> float | None:
        """Points won per hand played (draws included)."""
        return self.points_for / self.hands if self.hands else None

    @property
    def avg_net(self) -> float | None:
        """Points won minus lost, per hand."""
        return (self.points_for - self.points_against) / self.hands if self.hands else None


@dataclass(frozen=True, slots=True)
class MatchPoint:
    """One finished match on the results chart, oldest first."""

    match_id: int
    ended: datetime
    result: str
    score_player: int
    score_opponent: int
    rules: str
    opponent_level: str
    win_rate: float | None  # running won / decided up to and including this match


@dataclass(frozen=True, slots=True)
class Overview:
    """Every figure of the statistics window for one scope (ranked or practice)."""

    practice: bool | None
    summary: Summary
    by_rules: Mapping[str, Summary]
    by_opponent: Mapping[str, Summary]
    match_streaks: Streaks
    hand_streaks: Streaks
    points: PointStats
    best_hand: HandRow | None
    results: Sequence[MatchPoint] = field(default_factory=tuple)
    game: str = ""
    #: The figures only this game has (its part's type, :class:`~.game.GameFigures`).
    own: object = None
    by_players: Mapping[int, Summary] = field(default_factory=dict)  # a multi-seat game's
    #: per match mode (a hand under its match's mode)
    by_mode: Mapping[str, Summary] = field(default_factory=dict)
