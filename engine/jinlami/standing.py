"""Where a match stands, as one seat sees it: the scores, the target, the hands played.

Why: how much risk a knock is worth depends on the match, not only on the hand (a knock
that ends a game to 100 is worth taking at a risk that would be reckless at 0 – 0;
behind late in an eight-hand match a bot must play for big hands).  Scores are public
(both players see the score sheet), so the standing is part of a seat's view without
telling it anything hidden: the match driver fills it in when it deals a hand
(:meth:`engine.jinlami.match.Match.start_hand`), and every view of that hand carries it,
turned to the viewing seat.  A hand played alone (a puzzle, a test, the arena's
``--hands``) has none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["STANDING_MODES", "MatchStanding"]

#: The match modes of :class:`engine.jinlami.match.MatchConfig`.
STANDING_MODES: Final = ("fixed", "target", "game", "hollywood")


@dataclass(frozen=True, slots=True)
class MatchStanding:
    """The match score as seat ``own``'s player sees it, at the start of the hand.

    ``own`` and ``opponent``: the match totals so far (hand points; a Hollywood match's
    are its hand points counted once).  ``target``: the score that ends a ``target``,
    ``game`` or ``hollywood`` match (0 for a ``fixed`` one).  ``hands``: a ``fixed``
    match's length (0 otherwise).  ``games``: a Hollywood match's three games, each
    ``(own points, opponent points, decided)`` (empty for other modes).
    """

    own: int
    opponent: int
    target: int
    hands_played: int
    mode: str
    hands: int = 0
    games: tuple[tuple[int, int, bool], ...] = ()

    def turned(self) -> MatchStanding:
        """The same standing as the other seat sees it."""
        return MatchStanding(
            self.opponent,
            self.own,
            self.target,
            self.hands_played,
            self.mode,
            self.hands,
            tuple((b, a, d) for a, b, d in self.games),
        )

    @property
    def lead(self) -> int:
        """Own total minus the opponent's."""
        return self.own - self.opponent

    @property
    def hands_left(self) -> int | None:
        """Hands still to play after this one's start (``fixed`` matches; else ``None``)."""
        return self.hands - self.hands_played if self.mode == "fixed" else None

    def stakes(self) -> tuple[int, int]:
        """In how many games the next hand won counts, for this seat and the opponent.

        Hollywood (docs/RULES.md Part C): a player's n-th hand won scores in the first
        ``min(n, 3)`` games still open, so a win is worth its points once per open game
        its winner has already scored in, plus the next open game they have not entered
        (at most one a win).  Every other mode counts a hand once: ``(1, 1)``."""
        if self.mode != "hollywood":
            return (1, 1)

        def count(side: int) -> int:
            open_points = [(a, b)[side] for a, b, d in self.games if not d]
            entered = sum(1 for pts in open_points if pts > 0)
            return entered + (1 if entered < len(open_points) else 0)

        return (count(0), count(1))

    def open_games(self) -> tuple[tuple[int, int], ...]:
        """The points of the games still to decide: a Hollywood match's open games, or the
        one game of any other mode with a target (none for ``fixed``)."""
        if self.mode == "hollywood":
            return tuple((a, b) for a, b, d in self.games if not d)
        if self.target:
            return ((self.own, self.opponent),)
        return ()
