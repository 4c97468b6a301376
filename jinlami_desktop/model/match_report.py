"""What the scoreboard on the felt, the score sheet and the match-end screen show — in
words already, one neutral shape for both games.

Why one shape: the three widgets (:mod:`.table.scoreboard`, :mod:`.dialogs.score_sheet`,
:mod:`.dialogs.match_end`) are shared by the games and never tell them apart; each game
words its own match (``games/<id>/score.py``) from what its engine match and snapshots
already record — the hand records, the totals, the winner — and never scores anything
again.  No widgets here, so the words can be checked without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "Board",
    "BoardRow",
    "Figure",
    "MatchReport",
    "Sheet",
    "SheetRow",
    "Standing",
    "standings",
]


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One seat on the scoreboard: its name, its total, and whether it is to play."""

    name: str
    score: int
    to_act: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    """The scoreboard on the felt: where the match stands (``heading``: the hand and
    the target or hand count), every seat's total, and the ``lines`` below (the dealer,
    a team score)."""

    heading: str
    rows: tuple[BoardRow, ...]
    lines: tuple[str, ...] = ()

    def spoken(self) -> str:
        """The board as one sentence list, for screen readers (its accessible name)."""
        seats = ", ".join(f"{r.name} {r.score}" for r in self.rows)
        return "; ".join((self.heading, seats, *self.lines))


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One finished hand: its number (as shown, e.g. "3" or "2·3" in a team match), what
    happened, the points each column won, and the columns' running totals after it;
    ``extra``: the cells of the sheet's ``extra_columns`` (a Hollywood match's games)."""

    hand: str
    result: str
    points: tuple[int, ...]
    totals: tuple[int, ...]
    extra: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet: one column per seat (or team), one row per finished hand, and
    ``notes`` under it (bonuses the totals do not show, the hand in play).
    ``extra_columns`` follow the seats' (a Hollywood match's three games, worded cells),
    with ``key`` saying how to read them."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    notes: tuple[str, ...] = ()
    extra_columns: tuple[str, ...] = ()
    key: str = ""


@dataclass(frozen=True, slots=True)
class Figure:
    """One line of the match's figures: what it counts and its value per column (or one
    text across them, ``values`` of one item)."""

    label: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of the final standings: its ``place`` (1 first; seats level on score and
    hands won share one), the seat's (or team's) ``name``, its final ``score``, the hands
    it won, and whether it won the match."""

    place: int
    name: str
    score: int
    hands_won: int
    winner: bool


def standings(
    names: Sequence[str],
    scores: Sequence[int],
    hands_won: Sequence[int],
    winner: int | None,
) -> tuple[Standing, ...]:
    """The seats ranked, the match's ``winner`` (its index; ``None``: drawn) first, then
    by score and hands won, highest first, and in seat order when level.  Ranked by the
    engine's winner, not re-scored here: the winner is first even if a rule other than
    the score decided it."""
    if not len(names) == len(scores) == len(hands_won):
        raise ValueError("standings need a name, a score and a hand count for every seat")
    order = sorted(range(len(names)), key=lambda i: (i != winner, -scores[i], -hands_won[i], i))
    rows: list[Standing] = []
    for rank, seat in enumerate(order):
        level = (
            rows
            and seat != winner
            and order[rank - 1] != winner
            and (scores[seat], hands_won[seat]) == (rows[-1].score, rows[-1].hands_won)
        )
        place = rows[-1].place if level else rank + 1
        rows.append(Standing(place, names[seat], scores[seat], hands_won[seat], seat == winner))
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class MatchReport:
    """The match-end screen: who won (``verdict``), the final score in one line, the
    figures (columns as in ``sheet``) and the hands; ``ranking``: the final standings,
    the winner first (:func:`standings`)."""

    verdict: str
    final: str
    you_won: bool | None  # None: a drawn match, or a match the player watched
    figures: tuple[Figure, ...]
    sheet: Sheet
    ranking: tuple[Standing, ...] = ()
