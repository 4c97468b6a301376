"""The statistics' charts in one place: a chart and its view as every page frames them,
the percentage axis (win rate, review accuracy), and the clearing of a chart before it
is drawn again.

Why: an axis from exactly 0 to 100 % draws a point at 100 % (every reviewed hand
accurate, every match won) or at 0 % half under the plot's frame, where it can hardly
be seen; the axis reaches a little past both ends and labels only 0, 25 … 100 %."""

from __future__ import annotations

from typing import Final

from PySide6.QtCharts import QChart, QChartView, QValueAxis
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

__all__ = ["PERCENT_ROOM", "chart_view", "clear_chart", "percent_axis"]

#: How far the axis reaches past 0 and 100 %, in percentage points.
PERCENT_ROOM: Final = 4.0


def percent_axis(title: str) -> QValueAxis:
    """A vertical 0–100 % axis titled ``title``, ticks every 25 %."""
    axis = QValueAxis()
    axis.setRange(-PERCENT_ROOM, 100 + PERCENT_ROOM)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(25)
    axis.setLabelFormat("%d%%")
    axis.setTitleText(title)
    return axis


def clear_chart(chart: QChart) -> None:
    """``chart`` without its series and axes, to be drawn again from new figures."""
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)


def chart_view(parent: QWidget, name: str, width: int, height: int) -> tuple[QChart, QChartView]:
    """A chart and its antialiased view named ``name``, at least ``width`` × ``height``:
    small margins, square corners and the legend below the plot."""
    chart = QChart()
    chart.setMargins(QMargins(4, 4, 4, 4))
    layout = chart.layout()
    if layout is not None:  # the plot gets the height the frame around it would take
        layout.setContentsMargins(0, 0, 0, 0)
    chart.setBackgroundRoundness(0)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = QChartView(chart, parent)
    view.setObjectName(name)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(width, height)
    return chart, view
