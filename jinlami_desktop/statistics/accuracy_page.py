"""The statistics window's Accuracy tab: the hand review's accuracy over time.

Why a tab of its own: the overview's two charts already share its height; the accuracy
fills as the player reviews hands (each review is stored, ``StatsStore.save_review``),
so it has its own figures — hands reviewed, the mean, the last ten against the first ten
— and one chart: each reviewed hand's accuracy, oldest first, with each fully reviewed
match's pooled accuracy as a line. Below them, the drills made of the reviews
(:mod:`.drills_section`): how many were answered, how many right, week by week. One
scope and one game, like the rest of the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..storage.stats import AccuracyPoint, StatsStore
from ..ui.widgets import Retranslating
from .chart_axes import chart_view, clear_chart, percent_axis
from .drills_section import DrillsSection
from .numbers import number_text, percent_text

__all__ = ["AccuracyPage"]

#: How many reviewed hands the "recent" and "first" figures take.
RECENT = 10


def _mean(points: Sequence[AccuracyPoint]) -> float | None:
    return sum(p.accuracy for p in points) / len(points) if points else None


class AccuracyPage(Retranslating, QWidget):
    """Figures and a chart of the reviewed hands' accuracy (:meth:`fill` after a change)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyPage")
        self.hands: list[AccuracyPoint] = []
        self.matches: list[AccuracyPoint] = []
        row = QHBoxLayout(self)
        figures = QWidget(self)
        column = QVBoxLayout(figures)
        column.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.captions: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in ("reviewed", "mean", "recent", "first", "matches"):
            caption, value = QLabel(figures), QLabel(figures)
            value.setObjectName(f"accuracy_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.captions[key], self.values[key] = caption, value
            form.addRow(caption, value)
        column.addLayout(form)
        self.note = QLabel(figures)
        self.note.setObjectName("accuracyNote")
        self.note.setWordWrap(True)
        column.addWidget(self.note)
        self.drills = DrillsSection(figures)
        column.addSpacing(8)
        column.addWidget(self.drills.heading)
        column.addLayout(self.drills.form)
        column.addStretch(1)
        row.addWidget(figures, 2)
        self.chart, self.view = chart_view(self, "accuracyChart", 320, 150)
        self.empty = QLabel(self)
        self.empty.setObjectName("noAccuracy")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        charts = QVBoxLayout()
        charts.addWidget(self.empty)
        charts.addWidget(self.view, 3)
        self.drills.view.setParent(self)
        self.drills.empty.setParent(self)
        charts.addWidget(self.drills.empty)
        charts.addWidget(self.drills.view, 2)
        row.addLayout(charts, 3)
        self.hand_series = QScatterSeries()
        self.retranslate()

    def fill(self, stats: StatsStore, practice: bool | None, game: str) -> None:
        """Read the reviewed hands and matches of one scope and game again."""
        self.hands = stats.accuracy_points(practice, game)
        self.matches = stats.match_accuracy_points(practice, game)
        self._figures()
        self._chart()
        self.drills.fill(stats, game)

    def _figures(self) -> None:
        def pct(x: float | None) -> str:
            return percent_text(None if x is None else 100 * x)

        h = self.hands
        self.values["reviewed"].setText(number_text(len(h)))
        self.values["mean"].setText(pct(_mean(h)))
        self.values["recent"].setText(pct(_mean(h[-RECENT:])))
        self.values["first"].setText(pct(_mean(h[:RECENT])))
        self.values["matches"].setText(number_text(len(self.matches)))

    def _chart(self) -> None:
        clear_chart(self.chart)
        empty = not self.hands
        self.empty.setVisible(empty)
        self.view.setVisible(not empty)
        if empty:
            return
        n = len(self.hands)
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 10**9) if n / s <= 10)
        x = QValueAxis()
        x.setRange(0, n + 1)
        x.setTickType(QValueAxis.TickType.TicksDynamic)
        x.setTickAnchor(0)
        x.setTickInterval(step)
        x.setLabelFormat("%d")
        x.setTitleText(self.tr("Reviewed hand (oldest first)"))
        y = percent_axis(self.tr("Accuracy"))
        for axis in (x, y):
            font = axis.titleFont()
            font.setBold(False)
            axis.setTitleFont(font)
        self.chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        hands = QScatterSeries()
        hands.setObjectName("accuracySeries")
        hands.setName(self.tr("Each reviewed hand"))
        hands.setMarkerSize(9.0)
        hands.setColor(QColor("#2874a6"))
        index: dict[int, list[int]] = {}
        for i, p in enumerate(self.hands, 1):
            hands.append(QPointF(i, 100 * p.accuracy))
            index.setdefault(p.match_id, []).append(i)
        self.chart.addSeries(hands)
        hands.attachAxis(x)
        hands.attachAxis(y)
        self.hand_series = hands
        if self.matches:
            line = QLineSeries()
            line.setObjectName("matchAccuracySeries")
            line.setName(self.tr("Whole match reviewed"))
            line.setPointsVisible(True)
            for m in self.matches:
                xs = index.get(m.match_id)
                if xs:
                    line.append(QPointF(max(xs), 100 * m.accuracy))
            self.chart.addSeries(line)
            line.attachAxis(x)
            line.attachAxis(y)
        self.chart.setTitle(self.tr("Accuracy over time"))

    def retranslate(self) -> None:
        captions = {
            "reviewed": self.tr("Hands reviewed:"),
            "mean": self.tr("Mean accuracy:"),
            "recent": self.tr("Last %n reviewed hand(s):", "", RECENT),
            "first": self.tr("First %n reviewed hand(s):", "", RECENT),
            "matches": self.tr("Matches reviewed whole:"),
        }
        for key, label in self.captions.items():
            label.setText(captions[key])
        self.note.setText(
            self.tr(
                "Accuracy is the share of your decisions within 2 % win chance of the best "
                "move, valued from what you could see at the time. Review a hand from its "
                "result or from the hand history; each review is kept."
            )
        )
        self.empty.setText(self.tr("No hand reviewed yet: the chart starts after one."))
        self.drills.retranslate()
        if self.hands:
            self._chart()
