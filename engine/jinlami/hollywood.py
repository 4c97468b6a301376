"""International games to 100 (docs/RULES.md Part C): one game's bonuses, and Hollywood
Gin's three games scored at once.

:func:`game_totals` is how one game to 100 ends (box, game and shut-out bonuses); a
``game`` match is one such game, a ``hollywood`` match three of them, each fed by
:func:`hollywood_games` from the match's hands in play order.  The games are computed
from the hands, never stored, so a replayed save rebuilds them exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

__all__ = [
    "BOX_BONUS",
    "GAME_BONUS",
    "HOLLYWOOD_GAMES",
    "GameSheet",
    "game_totals",
    "hollywood_games",
]

GAME_BONUS: Final = 100
BOX_BONUS: Final = 25
#: Hollywood Gin plays three games at once.
HOLLYWOOD_GAMES: Final = 3


def game_totals(
    points: Sequence[int], boxes: Sequence[int], target: int, ended: bool
) -> tuple[int, int]:
    """The totals of one game to ``target`` with its bonuses.

    ``points`` are the hand points each player scored in the game, ``boxes`` the hands
    each won in it.  Without ``ended`` (the game is still open) the totals are the
    points alone.  Once ended, each player adds :data:`BOX_BONUS` per box; when a total
    reached ``target`` its player adds :data:`GAME_BONUS`, doubled (bonuses included)
    when the other scored no points (a shut-out).  A game ended by the hand limit
    without reaching the target gives the boxes only.
    """
    if not ended:
        return (points[0], points[1])
    totals = [points[i] + BOX_BONUS * boxes[i] for i in (0, 1)]
    if max(points[0], points[1]) < target:
        return (totals[0], totals[1])
    winner = 0 if points[0] >= target else 1
    totals[winner] += GAME_BONUS
    if points[1 - winner] == 0:
        totals[winner] *= 2
    return (totals[0], totals[1])


@dataclass(frozen=True, slots=True)
class GameSheet:
    """One game of a Hollywood match: the points and boxes scored in it so far."""

    points: tuple[int, int]
    boxes: tuple[int, int]
    #: the 1-based number of the hand that decided the game (a total reached the target);
    #: ``None`` while the game is open
    decided_at: int | None

    @property
    def decided(self) -> bool:
        return self.decided_at is not None

    def totals(self, target: int, ended: bool) -> tuple[int, int]:
        """The game's totals (:func:`game_totals`); ``ended``: the match is over, so an
        open game is closed by the hand limit."""
        return game_totals(self.points, self.boxes, target, ended or self.decided)


def hollywood_games(
    hands: Iterable[tuple[int | None, tuple[int, int]]], target: int
) -> tuple[GameSheet, ...]:
    """The three games of a Hollywood match after ``hands`` ((winner, points) of each
    hand in play order; winner ``None``: a drawn hand, which scores nowhere).

    A player's n-th hand won scores (points and a box) in the first ``min(n, 3)`` games,
    each player counting their own wins, but only in those games still open; a game is
    decided at the end of the hand in which a total in it reaches ``target``.
    """
    points = [[0, 0] for _ in range(HOLLYWOOD_GAMES)]
    boxes = [[0, 0] for _ in range(HOLLYWOOD_GAMES)]
    decided: list[int | None] = [None] * HOLLYWOOD_GAMES
    wins = [0, 0]
    for number, (winner, pts) in enumerate(hands, start=1):
        if winner is None:
            continue
        wins[winner] += 1
        for g in range(min(wins[winner], HOLLYWOOD_GAMES)):
            if decided[g] is not None:
                continue
            points[g][winner] += pts[winner]
            boxes[g][winner] += 1
            if points[g][winner] >= target:
                decided[g] = number
    return tuple(
        GameSheet((p[0], p[1]), (b[0], b[1]), d)
        for p, b, d in zip(points, boxes, decided, strict=True)
    )
