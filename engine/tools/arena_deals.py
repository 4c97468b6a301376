"""What one duplicate deal of the 金拉米 arena gave, by side: its hands and, with
``--games``, its two matches.

Why a module of its own: the arena (:mod:`engine.tools.arena`) plays and folds these,
and its results file (:mod:`engine.tools.arena_results`) writes and reads them back, so
a resumed run folds exactly what a run in one piece would have.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DealResult", "GameResult", "HandResult"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """One played hand, as the tallies need it: figures by side (side 0 is the first bot
    of ``--bots``, whichever seat it had)."""

    points: tuple[int, int]
    winner: int | None  # the side that won; None: a draw (the stock ran out)
    kind: str | None  # the settlement's kind (``knock``, ``undercut``, ``gin3`` …)
    knocker: int | None  # the side that knocked (None: a draw)
    knock_deadwood: int  # the knocker's deadwood (0 for a draw)
    turns: int  # the hand's length in turns
    times_ms: tuple[list[float], list[float]]  # thinking time of each side's decisions


@dataclass(frozen=True, slots=True)
class GameResult:
    """One whole match of ``--games``, by side."""

    points: tuple[int, int]
    winner: int | None  # the side that won; None: a drawn game
    #: Hollywood: the totals of games 1, 2, 3, by side
    sheets: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class DealResult:
    """What one duplicate deal (or match seed) gave, picklable so that a worker process
    can hand it back: its hands in play order (both seatings) and, in games mode, the
    two matches.  Each deal is played by one call (``engine.tools.arena.play_deal``,
    ``play_match``), so anything else worth keeping of a deal belongs here."""

    n: int
    hands: tuple[HandResult, ...]
    games: tuple[GameResult, ...] = ()
