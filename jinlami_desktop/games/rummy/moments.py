"""Which 拉米纸牌 hands get a moment on the felt (:mod:`~jinlami_desktop.table.moment`), and
what it says.

A match won by the player says so, with the final score; else a rummy (一把出完: the
whole hand melded in one turn, its points doubled), by whoever went out, shows the
winner's melds on the table and the hand's points.  A plain going out or a stalemate
gets none: the result dialog tells those.
"""

from __future__ import annotations

from engine.cards import Card
from engine.rummy.view import RummyView

from ...table.moment import Moment, MomentWords
from .snapshot import RummyHandSummary

__all__ = ["moment_of"]


def moment_of(
    summary: RummyHandSummary, human_seat: int | None, view: RummyView | None
) -> Moment | None:
    """The moment of a finished hand (``None``: none); ``view``: the table as the hand
    ended, whose melds are the winner's cards."""
    s, r = summary, summary.result
    cards = _winner_melds(view, r.winner)
    if s.match_over and s.match_winner is not None and s.match_winner == human_seat:
        title = MomentWords.tr("You win the match!")
        return Moment(title, s.scores[s.match_winner], cards)
    if r.kind != "out" or r.winner is None or not r.rummy:
        return None
    title = MomentWords.tr("Rummy!", "拉米纸牌: out in one turn")
    return Moment(title, r.points[r.winner], cards)


def _winner_melds(view: RummyView | None, winner: int | None) -> tuple[Card, ...]:
    """The cards of the melds ``winner`` laid, as they lie on the table."""
    if view is None or winner is None:
        return ()
    return tuple(c for meld in view.table_melds if meld.owner == winner for c in meld.cards)
