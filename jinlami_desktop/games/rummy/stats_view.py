"""拉米纸牌 in the statistics window: how the player's hands ended (went out, 一把出完,
stalemates) instead of gins and knocks, its tables by number of players, its words
(the table, points left in the hand, a drawn hand a stalemate) and its history cells.

The words keep the window's translation context (``StatisticsWindow``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication

from ...words.texts import opponents_text, players_text
from ..protocol import HistoryCells, StatsBox, StatsFigure
from .stats import RummyCounts
from .words import rummy_how_text, rummy_kind_description, rummy_kind_name

if TYPE_CHECKING:
    from ...storage.stats import HandRow, Overview, Summary

__all__ = ["RUMMY_STATS_VIEW", "RummyStatsView"]


def _players_name(players: str) -> str:
    return players_text(int(players)) if players.isdigit() else players


class RummyStatsView:
    """拉米纸牌's part of the statistics window."""

    boxes: Final = (
        StatsBox(
            "endings",
            (
                "rummy_outs",
                "rummy_rummies",
                "rummy_rummies_against",
                "rummy_stalemates",
                "rummy_stalemate_percent",
            ),
            row=1,
            column=1,
            rows=2,
            top=True,
        ),
    )
    always_replays: Final = False

    def box_titles(self) -> Mapping[str, str]:
        return {"endings": QCoreApplication.translate("StatisticsWindow", "How your hands ended")}

    def captions(self) -> Mapping[str, str]:
        return {
            "rummy_outs": QCoreApplication.translate("StatisticsWindow", "You went out:"),
            "rummy_rummies": QCoreApplication.translate(
                "StatisticsWindow", "You went out in one turn (doubled):"
            ),
            "rummy_rummies_against": QCoreApplication.translate(
                "StatisticsWindow", "An opponent went out in one turn:"
            ),
            "rummy_stalemates": QCoreApplication.translate(
                "StatisticsWindow", "Stalemates (nobody went out):"
            ),
            "rummy_stalemate_percent": QCoreApplication.translate(
                "StatisticsWindow", "Stalemates, % of hands:"
            ),
        }

    def figures(self, own: object) -> Mapping[str, StatsFigure]:
        r = own if isinstance(own, RummyCounts) else RummyCounts()
        return {
            "rummy_outs": ("number", r.outs),
            "rummy_rummies": ("number", r.rummies),
            "rummy_rummies_against": ("number", r.rummies_against),
            "rummy_stalemates": ("number", r.stalemates),
            "rummy_stalemate_percent": ("percent", r.stalemate_percent),
        }

    def words(self) -> Mapping[str, str]:
        return {
            "tables_tab": QCoreApplication.translate(
                "StatisticsWindow", "By players and opponents"
            ),
            "hands_drawn": QCoreApplication.translate("StatisticsWindow", "Drawn (stalemates):"),
            "rules_title": QCoreApplication.translate("StatisticsWindow", "By number of players"),
            "rules_header": QCoreApplication.translate("StatisticsWindow", "Players"),
            "history_rules": QCoreApplication.translate("StatisticsWindow", "Table"),
            "history_deadwood": QCoreApplication.translate(
                "StatisticsWindow", "Points left in your hand"
            ),
            "no_charts": QCoreApplication.translate(
                "StatisticsWindow", "No finished Rummy matches yet: the charts start after one."
            ),
        }

    def first_table(
        self, overview: Overview
    ) -> tuple[Mapping[str, Summary], Callable[[str], str], tuple[str, ...]]:
        """By number of players at the table."""
        by_players = {str(k): v for k, v in overview.by_players.items()}
        return by_players, _players_name, ("2", "3", "4")

    def kind_name(self, kind: str) -> str:
        return rummy_kind_name(kind)

    def history_cells(self, hand: HandRow, opponents: tuple[str, ...]) -> HistoryCells:
        """How it ended and how (bold when rare), the table's seats, every opponent."""
        return HistoryCells(
            ended=QCoreApplication.translate("StatisticsWindow", "{kind}, {how}").format(
                kind=rummy_kind_name(hand.kind), how=rummy_how_text(hand.how)
            ),
            table=players_text(hand.players),
            opponent=opponents_text(opponents) if opponents else None,
            ended_tip=rummy_kind_description(hand.kind),
            ended_bold=hand.kind in ("rummy", "stalemate"),
        )

    def replay_refused(self) -> str:
        return QCoreApplication.translate(
            "StatisticsWindow", "Rummy hands cannot be replayed on the table yet."
        )


#: The one 拉米纸牌 statistics view.
RUMMY_STATS_VIEW: Final = RummyStatsView()
