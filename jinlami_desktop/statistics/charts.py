"""The overview's two charts: match results over time (score difference per match, by
result) above the running win rate, QtCharts series rebuilt from the database's points.

The words keep the statistics window's translation context (``StatisticsWindow``)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCharts import QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import QLabel, QToolTip, QVBoxLayout, QWidget

from ..storage.stats import MatchPoint
from ..words.texts import date_text, match_result_name
from .chart_axes import chart_view, clear_chart, percent_axis
from .names import opponent_name

__all__ = ["CHART_MIN_HEIGHT", "RESULT_COLORS", "MatchCharts"]

#: The least height of a chart (the overview's page is sized so both fit at 1000×620).
CHART_MIN_HEIGHT = 150
#: Colours of the match results on the chart (abandoned in grey: not a loss).
RESULT_COLORS = {
    "won": QColor("#2e8b57"),
    "lost": QColor("#c0392b"),
    "resigned": QColor("#7b241c"),
    "drawn": QColor("#2874a6"),
    "abandoned": QColor("#9e9e9e"),
}


class MatchCharts(QWidget):
    """The results chart above the win-rate chart, sharing the page's height (or a line
    saying there is nothing to chart yet)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("chartsColumn")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.results_chart, self.results_view = chart_view(
            self, "resultsChart", 320, CHART_MIN_HEIGHT
        )
        self.rate_chart, self.rate_view = chart_view(self, "winRateChart", 320, CHART_MIN_HEIGHT)
        self.no_charts = QLabel(self)
        self.no_charts.setObjectName("noCharts")
        self.no_charts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.no_charts)
        lay.addWidget(self.results_view, 1)
        lay.addWidget(self.rate_view, 1)
        self.result_series: dict[str, QScatterSeries] = {}
        self._series_points: dict[str, list[MatchPoint]] = {}
        self.rate_series = QLineSeries()
        self.rate_series.setObjectName("winRateSeries")

    def fill(self, results: list[MatchPoint]) -> None:
        """Results over time and the running win rate, rebuilt from ``results``."""
        clear_chart(self.results_chart)
        clear_chart(self.rate_chart)
        self.result_series = {}
        self._series_points = {}
        empty = not results
        self.no_charts.setVisible(empty)
        self.results_view.setVisible(not empty)
        self.rate_view.setVisible(not empty)
        if empty:
            return
        n = len(results)
        x_axis = _match_axis(n)
        y_axis = QValueAxis()
        widest = max(abs(p.score_player - p.score_opponent) for p in results)
        step = next(s for s in (5, 10, 20, 25, 50, 75, 100, 150, 250, 500, 10**9) if 2 * s > widest)
        y_axis.setRange(-2 * step, 2 * step)
        y_axis.setTickCount(5)
        y_axis.setLabelFormat("%d")
        _plain_title(y_axis)
        y_axis.setTitleText(QCoreApplication.translate("StatisticsWindow", "Points: you − them"))
        self.results_chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self.results_chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for result in ("won", "lost", "drawn", "resigned", "abandoned"):
            pts = [(i, p) for i, p in enumerate(results, 1) if p.result == result]
            if not pts:
                continue
            series = QScatterSeries()
            series.setObjectName(f"results_{result}")
            series.setName(match_result_name(result))
            series.setMarkerSize(11.0)
            series.setColor(RESULT_COLORS[result])
            series.setBorderColor(RESULT_COLORS[result].darker(130))
            if result == "abandoned":
                series.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeRectangle)
            for i, p in pts:
                series.append(QPointF(i, p.score_player - p.score_opponent))
            self.results_chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
            series.hovered.connect(partial(self._point_hovered, result))
            self.result_series[result] = series
            self._series_points[result] = [p for _i, p in pts]
        self.results_chart.setTitle(
            QCoreApplication.translate("StatisticsWindow", "Match results over time")
        )
        self.results_view.setAccessibleName(self.results_chart.title())

        rate = QLineSeries()
        rate.setObjectName("winRateSeries")
        rate.setName(QCoreApplication.translate("StatisticsWindow", "Running win rate"))
        rate.setPointsVisible(True)
        for i, p in enumerate(results, 1):
            if p.win_rate is not None:
                rate.append(QPointF(i, 100.0 * p.win_rate))
        self.rate_series = rate
        rx = _match_axis(n)
        ry = percent_axis(
            QCoreApplication.translate("StatisticsWindow", "Match win rate")
        )  # a share in %, not a count
        _plain_title(ry)
        self.rate_chart.addAxis(rx, Qt.AlignmentFlag.AlignBottom)
        self.rate_chart.addAxis(ry, Qt.AlignmentFlag.AlignLeft)
        self.rate_chart.addSeries(rate)
        rate.attachAxis(rx)
        rate.attachAxis(ry)
        self.rate_chart.setTitle(
            QCoreApplication.translate(
                "StatisticsWindow", "Running win rate (abandoned matches leave it as is)"
            )
        )
        self.rate_view.setAccessibleName(self.rate_chart.title())

    def _point_hovered(self, result: str, point: QPointF, state: bool) -> None:
        if not state:
            QToolTip.hideText()
            return
        s = self.result_series.get(result)
        if s is None:
            return
        idx = next((k for k in range(s.count()) if s.at(k) == point), None)
        if idx is None:
            return
        p = self._series_points[result][idx]
        QToolTip.showText(
            QCursor.pos(),
            QCoreApplication.translate(
                "StatisticsWindow", "{result} {mine} : {theirs} against {opponent}, {date}"
            ).format(
                result=match_result_name(p.result),
                mine=p.score_player,
                theirs=p.score_opponent,
                opponent=opponent_name(p.opponent_level),
                date=date_text(p.ended),
            ),
        )


def _match_axis(n: int) -> QValueAxis:
    """Matches 1..n on whole-number ticks (1, 2, 5, 10 … apart)."""
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 10**9) if n / s <= 10)
    axis = QValueAxis()
    axis.setRange(0, n + 1)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    axis.setLabelFormat("%d")
    axis.setTitleText(QCoreApplication.translate("StatisticsWindow", "Match (oldest first)"))
    _plain_title(axis)
    return axis


def _plain_title(axis: QValueAxis) -> None:
    """An axis title in the labels' font (not bold, a point smaller): the vertical title
    then fits beside a chart sized to the window's height instead of being elided."""
    font = axis.titleFont()
    font.setBold(False)
    if font.pointSizeF() > 8:
        font.setPointSizeF(font.pointSizeF() - 1)
    axis.setTitleFont(font)
