"""Hollywood Gin's three games in words: which games a hand scored in, where each game
stands, who won it — for the scoreboard, the score sheet, the hand result and the
match-end screen.

Everything is read from the engine's :class:`~engine.jinlami.hollywood.GameSheet` (the
games are rebuilt from the hand records by :func:`~engine.jinlami.hollywood.hollywood_games`)
and only compared or worded here, never scored again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.jinlami.hollywood import GameSheet

__all__ = [
    "DECIDED_MARK",
    "HollywoodWords",
    "game_cell",
    "game_column",
    "game_line",
    "games_scored",
    "scored_line",
]

#: Marks a decided game in the sheet's and the scoreboard's cells.
DECIDED_MARK = "✓"


class HollywoodWords:
    """The translation context of this module's words (never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def games_scored(before: Sequence[GameSheet], after: Sequence[GameSheet]) -> tuple[int, ...]:
    """The games (0-based) a hand scored in: those whose boxes grew from ``before`` to
    ``after`` (a won hand is a box in every game it counts in)."""
    return tuple(
        g for g, (b, a) in enumerate(zip(before, after, strict=True)) if sum(a.boxes) > sum(b.boxes)
    )


def scored_line(games: Sequence[int], won: bool) -> str:
    """Which games a hand scored in (``games`` 0-based; ``won``: somebody won the hand,
    else it was drawn and scores nowhere)."""
    shown = [g + 1 for g in games]
    if not won:
        return HollywoodWords.tr("A drawn hand scores in no game.")
    if not shown:
        return HollywoodWords.tr("The games this win counts in are decided: it scores in none.")
    if len(shown) == 1:
        return HollywoodWords.tr("Scored in game {a}.").format(a=shown[0])
    if len(shown) == 2:
        return HollywoodWords.tr("Scored in games {a} and {b}.").format(a=shown[0], b=shown[1])
    return HollywoodWords.tr("Scored in games {a}, {b} and {c}.").format(
        a=shown[0], b=shown[1], c=shown[2]
    )


def game_column(game: int) -> str:
    """A game's column heading (``game`` 0-based)."""
    return HollywoodWords.tr("Game {n}").format(n=game + 1)


def game_cell(sheet: GameSheet, number: int) -> str:
    """A game's cell after hand ``number``: its points so far, seat 0's first, marked
    once the game is decided."""
    text = f"{sheet.points[0]} : {sheet.points[1]}"
    decided = sheet.decided_at is not None and sheet.decided_at <= number
    return f"{text} {DECIDED_MARK}" if decided else text


def game_line(
    game: int,
    sheet: GameSheet,
    target: int,
    ended: bool,
    names: Sequence[str],
    you: int | None = None,
) -> str:
    """One game in a line: who won it and its totals with the bonuses once decided (or the
    match ended), else its points so far (``ended``: the match is over; ``you``: the
    player's seat, said "you win" rather than by name)."""
    n = game + 1
    a, b = sheet.totals(target, ended)
    if not (sheet.decided or ended):
        return HollywoodWords.tr("Game {n}: {a} : {b}, still open").format(n=n, a=a, b=b)
    if a == b:
        return HollywoodWords.tr("Game {n}: drawn {a} : {b}").format(n=n, a=a, b=b)
    winner = 0 if a > b else 1
    if winner == you:
        return HollywoodWords.tr("Game {n}: you win {a} : {b}").format(n=n, a=a, b=b)
    return HollywoodWords.tr("Game {n}: {name} wins {a} : {b}").format(
        n=n, name=names[winner], a=a, b=b
    )
