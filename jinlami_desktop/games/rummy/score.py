"""拉米纸牌's match in words for the scoreboard, the score sheet and the match-end screen.

Everything is read from what the engine already keeps — the snapshot's totals and view,
:class:`~engine.rummy.match.RummyMatch`'s hand records (who went out, how, 一把出完, the
points), ``hands_won`` and ``winner`` — and only counted or summed here, never scored
again.  The board names the seats by where they sit (its corner is narrow); the sheet and
the match-end screen add their levels.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.rummy.match import RummyHandRecord
from engine.rummy.state import RummyPhase

from ...model.match_report import (
    Board,
    BoardRow,
    Figure,
    MatchReport,
    Sheet,
    SheetRow,
    standings,
)
from ...words.texts import players_text
from .controller import HUMAN_SEAT
from .layout import seat_sides
from .snapshot import RummySetup, RummySnapshot
from .words import game_name, rummy_bot_name, rummy_how_text, rummy_kind_name, rummy_seat_name

if TYPE_CHECKING:
    from .controller import RummyController

__all__ = ["RummyScore", "board_of", "report_of", "sheet_of"]


class RummyScore:
    """The translation context of this module's words (never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def board_of(snap: RummySnapshot) -> Board | None:
    """The scoreboard for a snapshot of the match (``None``: no hand on the table)."""
    view = snap.view
    if view is None:
        return None
    sides = seat_sides(len(snap.names))
    short = tuple(
        rummy_bot_name(side, level) for side, level in zip(sides, snap.names, strict=True)
    )
    playing = view.phase is not RummyPhase.OVER
    rows = tuple(
        BoardRow(short[i], snap.scores[i], to_act=playing and view.to_act == i)
        for i in range(len(snap.names))
    )
    if snap.match_over:
        heading = RummyScore.tr("Match over")
    else:
        # Two short lines: the board's corner beside the hand is narrow.
        hand = RummyScore.tr("Hand {k}").format(k=snap.hand_number)
        target = RummyScore.tr("First to {target}").format(target=snap.target)
        heading = f"{hand}\n{target}"
    dealer = RummyScore.tr("Dealer: {name}").format(name=short[view.dealer])
    return Board(heading, rows, (dealer,))


def _result(record: RummyHandRecord, names: Sequence[str]) -> str:
    if record.winner is None:
        return RummyScore.tr("{kind}: {how}").format(
            kind=rummy_kind_name(record.kind), how=rummy_how_text(record.how)
        )
    return RummyScore.tr("{name}: {kind}, {how}").format(
        name=names[record.winner], kind=rummy_kind_name(record.kind), how=rummy_how_text(record.how)
    )


def _names(controller: RummyController) -> tuple[str, ...]:
    """Every seat with its level, as the panel names them ("Grace (Hard)")."""
    sides = seat_sides(len(controller.names))
    return tuple(rummy_seat_name(sides[i], level) for i, level in enumerate(controller.names))


def _title(setup: RummySetup) -> str:
    return RummyScore.tr("{game} · {players} · first to {target}").format(
        game=game_name(), players=players_text(setup.players), target=setup.target
    )


def sheet_of(controller: RummyController) -> Sheet | None:
    """Every finished hand of the match, with every seat's running total."""
    match = controller.match
    if match is None or controller.replayer is not None:
        return None
    names = _names(controller)
    totals = [0] * match.players
    rows = []
    for r in match.records:
        totals = [t + p for t, p in zip(totals, r.points, strict=True)]
        rows.append(SheetRow(str(r.number), _result(r, names), r.points, tuple(totals)))
    notes: tuple[str, ...] = ()
    if match.state is not None and not match.state.is_over:
        notes = (RummyScore.tr("Hand {k} is in play.").format(k=match.hand_number),)
    return Sheet(_title(controller.setup), names, tuple(rows), notes)


def report_of(controller: RummyController) -> MatchReport | None:
    """The match-end screen of a finished match (``None`` while it goes on, or resigned)."""
    match = controller.match
    sheet = sheet_of(controller)
    if match is None or sheet is None or controller.resigned or not match.is_over:
        return None
    names = sheet.columns
    winner = match.winner
    if winner == HUMAN_SEAT:
        verdict = RummyScore.tr("You reach {target} and win the match!").format(target=match.target)
    elif winner is not None:
        verdict = RummyScore.tr("{name} reaches {target} and wins the match.").format(
            name=names[winner], target=match.target
        )
    else:
        verdict = RummyScore.tr("The match is over.")
    you_won = None if winner is None else winner == HUMAN_SEAT
    separator = RummyScore.tr(", ", "between the seats of the final score")
    final = RummyScore.tr("Final score: {scores}").format(
        scores=separator.join(f"{n} {s}" for n, s in zip(names, match.scores, strict=True))
    )
    n = match.players
    rummies = [0] * n
    best: list[tuple[int, str]] = [(0, "—")] * n
    for r in match.records:
        if r.winner is None:
            continue
        if r.kind == "rummy":
            rummies[r.winner] += 1
        pts = r.points[r.winner]
        if pts > best[r.winner][0]:
            best[r.winner] = (
                pts,
                RummyScore.tr("{points} (hand {k})").format(points=pts, k=r.number),
            )
    stalemates = sum(1 for r in match.records if r.kind == "stalemate")
    figures = (
        Figure(RummyScore.tr("Hands played"), (str(match.hands_played),)),
        Figure(RummyScore.tr("Final score"), tuple(str(s) for s in match.scores)),
        Figure(RummyScore.tr("Hands won"), tuple(str(w) for w in match.hands_won())),
        Figure(RummyScore.tr("Rummies (out in one turn)"), tuple(str(x) for x in rummies)),
        Figure(RummyScore.tr("Best hand"), tuple(b for _p, b in best)),
        Figure(RummyScore.tr("Stalemates"), (str(stalemates),)),
    )
    ranking = standings(names, match.scores, match.hands_won(), winner)
    return MatchReport(verdict, final, you_won, figures, sheet, ranking)
