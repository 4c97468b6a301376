"""The statistics' percentage axis (win rate, review accuracy) and the clearing of a
chart before it is drawn again, in one place.

Why: an axis from exactly 0 to 100 % draws a point at 100 % (every reviewed hand
accurate, every match won) or at 0 % half under the plot's frame, where it can hardly
be seen; the axis reaches a little past both ends and labels only 0, 25 … 100 %."""

from __future__ import annotations

from typing import Final

from PySide6.QtCharts import QChart, QValueAxis

__all__ = ["PERCENT_ROOM", "clear_chart", "percent_axis"]

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
