"""The Accuracy tab's drills section: drills answered, how many right, and the accuracy
on drills over time.

Why beside the review's accuracy: a drill is a reviewed mistake asked again, so its
accuracy says whether the review's lessons stick; the two figures side by side show it.
One game, like the rest of the window (the scope of practice matches does not apply:
a drill is answered outside any match).  The figures come from the statistics' drills
(``StatsStore.drill_counts`` and ``drill_days``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from PySide6.QtCharts import QDateTimeAxis, QLineSeries, QScatterSeries
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QPointF, Qt, QTime
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from ..storage.stats import DrillCounts, DrillDay, StatsStore
from ..ui.widgets import set_bold
from .chart_axes import chart_view, clear_chart, percent_axis
from .numbers import number_text, percent_text

__all__ = ["DrillsSection", "pooled_by_week"]

#: The keys of the section's figures, in their order.
FIGURES = ("answered", "right", "recent", "due", "learnt")
#: The "recent" figure's span, in days.
RECENT_DAYS = 7


def _midnight(day: dt.date) -> QDateTime:
    return QDateTime(QDate(day.year, day.month, day.day), QTime(0, 0))


def pooled_by_week(days: Sequence[DrillDay]) -> list[tuple[dt.date, float]]:
    """Each week's accuracy on drills (its Monday, the share answered right), pooled
    over the days it had answers, oldest first."""
    weeks: dict[dt.date, list[int]] = {}
    for d in days:
        monday = d.day - dt.timedelta(days=d.day.weekday())
        tally = weeks.setdefault(monday, [0, 0])
        tally[0] += d.answered
        tally[1] += d.right
    return [(w, right / answered) for w, (answered, right) in sorted(weeks.items()) if answered]


class DrillsSection:
    """The figures (a form for the page's left column) and the chart (for its right
    column) of the drills of one game; :meth:`fill` reads them again, the page's
    ``retranslate`` calls :meth:`retranslate`."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)

    def __init__(self, parent: QWidget) -> None:
        self.heading = QLabel(parent)
        self.heading.setObjectName("drillsHeading")
        set_bold(self.heading)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.captions: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in FIGURES:
            caption, value = QLabel(parent), QLabel(parent)
            value.setObjectName(f"drills_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.captions[key], self.values[key] = caption, value
            self.form.addRow(caption, value)
        self.chart, self.view = chart_view(parent, "drillsChart", 320, 130)
        self.chart.legend().hide()
        self.empty = QLabel(parent)
        self.empty.setObjectName("noDrills")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counts = DrillCounts(kept=0, due=0, learnt=0, answered=0, right=0)
        self.days: list[DrillDay] = []
        self.weeks: list[tuple[dt.date, float]] = []
        self.retranslate()

    def fill(self, stats: StatsStore, game: str, today: dt.date | None = None) -> None:
        """Read the drills of ``game`` again (``today``: the day "due" counts to)."""
        day = today or dt.date.today()
        self.counts = stats.drill_counts(day, game)
        self.days = stats.drill_days(game)
        self.weeks = pooled_by_week(self.days)
        self._figures(day)
        self._chart()

    def _figures(self, today: dt.date) -> None:
        c = self.counts
        since = today - dt.timedelta(days=RECENT_DAYS - 1)
        recent = [d for d in self.days if d.day >= since]
        answered = sum(d.answered for d in recent)
        right = sum(d.right for d in recent)
        self.values["answered"].setText(number_text(c.answered))
        self.values["right"].setText(
            percent_text(100 * c.right / c.answered if c.answered else None)
        )
        self.values["recent"].setText(percent_text(100 * right / answered if answered else None))
        self.values["due"].setText(number_text(c.due))
        self.values["learnt"].setText(
            self.tr("{learnt} of {drills}").format(
                learnt=number_text(c.learnt), drills=number_text(c.kept)
            )
        )

    def _chart(self) -> None:
        clear_chart(self.chart)
        empty = not self.weeks
        self.empty.setVisible(empty)
        self.view.setVisible(not empty)
        if empty:
            return
        first, last = self.weeks[0][0], self.weeks[-1][0]
        x = QDateTimeAxis()
        x.setFormat("yyyy-MM-dd")
        x.setTickCount(min(5, max(2, len(self.weeks))))
        start = _midnight(first - dt.timedelta(days=3))
        end = _midnight(max(last, first + dt.timedelta(days=7)) + dt.timedelta(days=3))
        x.setRange(start, end)
        x.setTitleText(self.tr("Week of drills"))
        y = percent_axis(self.tr("Right"))
        for axis in (x, y):
            font = axis.titleFont()
            font.setBold(False)
            axis.setTitleFont(font)
        self.chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        # each week a marker (one week alone is a point a line cannot show), joined
        line, marks = QLineSeries(), QScatterSeries()
        line.setObjectName("drillsSeries")
        marks.setMarkerSize(9.0)
        for series in (line, marks):
            series.setColor(QColor("#1d6b2a"))
            for week, share in self.weeks:
                at = _midnight(week).toMSecsSinceEpoch()
                series.append(QPointF(float(at), 100 * share))
            self.chart.addSeries(series)
            series.attachAxis(x)
            series.attachAxis(y)
        self.chart.setTitle(self.tr("Accuracy on drills, week by week"))

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Drills"))
        captions = {
            "answered": self.tr("Drills answered:"),
            "right": self.tr("Answered right:"),
            "recent": self.tr("Right in the last %n day(s):", "", RECENT_DAYS),
            "due": self.tr("Due today:"),
            "learnt": self.tr("Learnt:"),
        }
        for key, label in self.captions.items():
            label.setText(captions[key])
        self.empty.setText(
            self.tr("No drill answered yet: Help → Drills asks your costly moves again.")
        )
        if self.weeks:
            self._chart()
