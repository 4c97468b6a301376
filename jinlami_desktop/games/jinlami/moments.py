"""Which 金拉米 hands get a moment on the felt (:mod:`~jinlami_desktop.table.moment`), and
what it says.

A match won by the player (or the player's team) says so, with the final score; else a
gin of any tier (三金, 二金, 金龙, international gin) or an undercut, by whoever made it,
shows the winner's cards and the hand's points.  A plain knock, a draw or a resignation
gets none: the result dialog tells those.
"""

from __future__ import annotations

from typing import Final

from engine import Card

from ...table.moment import Moment, MomentWords
from .controller import HUMAN, HandSummary
from .stats import GIN_KINDS
from .words import result_name

__all__ = ["MOMENT_KINDS", "moment_of"]

#: The results that get a moment of their own.
MOMENT_KINDS: Final = (*GIN_KINDS, "undercut")


def moment_of(summary: HandSummary) -> Moment | None:
    """The moment of a finished hand (``None``: none)."""
    s = summary
    won = _match_won(s)
    if won is not None:
        return Moment(won[0], won[1], _winner_cards(s))
    if s.winner is None or s.kind not in MOMENT_KINDS:
        return None
    title = MomentWords.tr("{result}!").format(result=result_name(s.kind))
    return Moment(title, s.points[s.winner], _winner_cards(s))


def _match_won(s: HandSummary) -> tuple[str, int] | None:
    """The title and points of a match the player won with this hand."""
    if not s.match_over or s.match_winner is None:
        return None
    if s.team_scores is not None:
        if s.match_winner != 0:
            return None
        title = MomentWords.tr("Your team wins the match!")
        return title, s.team_scores[0]
    if s.players[s.match_winner] != HUMAN:
        return None
    title = MomentWords.tr("You win the match!")
    return title, s.final_scores[s.match_winner]


def _winner_cards(s: HandSummary) -> tuple[Card, ...]:
    """The hand winner's cards, melds first (none when the settlement does not show them)."""
    st, view = s.view.settlement, s.view
    if st is None or s.winner is None or view.knocker < 0:
        return ()
    if s.winner == view.knocker:
        melds, deadwood = st.knocker_melds, st.knocker_deadwood_cards
    else:
        melds, deadwood = st.defender_melds, st.defender_deadwood_cards
    return (*(c for meld in melds for c in meld), *deadwood)
