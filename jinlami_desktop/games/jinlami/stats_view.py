"""金拉米 in the statistics window: its gin and knock boxes, its words (rules, deadwood,
a drawn hand when the stock ran out), its table by rules preset and its history cells.

The words keep the window's translation context (``StatisticsWindow``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication

from ..protocol import HistoryCells, StatsBox, StatsFigure
from .stats import JinlamiFigures
from .words import PRESET_NAMES, preset_name, result_name

if TYPE_CHECKING:
    from ...storage.stats import HandRow, Overview, Summary

__all__ = ["JINLAMI_STATS_VIEW", "JinlamiStatsView"]


class JinlamiStatsView:
    """金拉米's part of the statistics window."""

    boxes: Final = (
        StatsBox("gins", ("gin3", "gin2", "gin_dragon", "gin"), row=1, column=1),
        StatsBox(
            "knocks",
            ("knocks", "undercuts_suffered", "undercuts_inflicted", "knock_deadwood"),
            row=2,
            column=1,
        ),
    )
    always_replays: Final = True

    def box_titles(self) -> Mapping[str, str]:
        return {
            "gins": QCoreApplication.translate("StatisticsWindow", "Gin hands you knocked"),
            "knocks": QCoreApplication.translate("StatisticsWindow", "Knocks"),
        }

    def captions(self) -> Mapping[str, str]:
        return {
            "gin3": QCoreApplication.translate("StatisticsWindow", "Gin (three melds):"),
            "gin2": QCoreApplication.translate("StatisticsWindow", "Double Gin (two melds):"),
            "gin_dragon": QCoreApplication.translate(
                "StatisticsWindow", "Gin Dragon (one ten-card run):"
            ),
            "gin": QCoreApplication.translate("StatisticsWindow", "Gin (International rules):"),
            "knocks": QCoreApplication.translate("StatisticsWindow", "Hands you knocked:"),
            "undercuts_suffered": QCoreApplication.translate(
                "StatisticsWindow", "Undercuts suffered:"
            ),
            "undercuts_inflicted": QCoreApplication.translate(
                "StatisticsWindow", "Undercuts inflicted:"
            ),
            "knock_deadwood": QCoreApplication.translate(
                "StatisticsWindow", "Average deadwood when knocking:"
            ),
        }

    def figures(self, own: object) -> Mapping[str, StatsFigure]:
        f = own if isinstance(own, JinlamiFigures) else JinlamiFigures()
        g, k = f.gins, f.knocks
        return {
            "gin3": ("number", g.gin3),
            "gin2": ("number", g.gin2),
            "gin_dragon": ("number", g.gin_dragon),
            "gin": ("number", g.gin),
            "knocks": ("number", k.knocks),
            "undercuts_suffered": ("number", k.undercuts_suffered),
            "undercuts_inflicted": ("number", k.undercuts_inflicted),
            "knock_deadwood": ("decimal", k.avg_knock_deadwood),
        }

    def words(self) -> Mapping[str, str]:
        return {
            "tables_tab": QCoreApplication.translate(
                "StatisticsWindow", "By rules, mode and opponent"
            ),
            "hands_drawn": QCoreApplication.translate("StatisticsWindow", "Drawn (stock ran out):"),
            "rules_title": QCoreApplication.translate("StatisticsWindow", "By rules"),
            "rules_header": QCoreApplication.translate("StatisticsWindow", "Rules"),
            "history_rules": QCoreApplication.translate("StatisticsWindow", "Rules"),
            "history_deadwood": QCoreApplication.translate("StatisticsWindow", "Your deadwood"),
            "no_charts": QCoreApplication.translate(
                "StatisticsWindow", "No finished matches yet: the charts start after one."
            ),
        }

    def first_table(
        self, overview: Overview
    ) -> tuple[Mapping[str, Summary], Callable[[str], str], tuple[str, ...]]:
        """By rules preset, in the menus' order."""
        return overview.by_rules, preset_name, PRESET_NAMES

    def kind_name(self, kind: str) -> str:
        return result_name(kind)

    def history_cells(self, hand: HandRow, opponents: tuple[str, ...]) -> HistoryCells:
        """The settlement, the rules preset; the opponent is the row's level."""
        return HistoryCells(ended=result_name(hand.kind), table=preset_name(hand.rules))

    def replay_refused(self) -> str:
        return ""


#: The one 金拉米 statistics view.
JINLAMI_STATS_VIEW: Final = JinlamiStatsView()
