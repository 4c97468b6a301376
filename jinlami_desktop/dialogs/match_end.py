"""The match-end screen: who won, the final standings (the winner first and lit: place,
name, score, hands won), the match's figures, every hand, and Rematch (the same setup,
a new deal) or New match… (the New match dialog).

Why a screen of its own: a match of many hands deserves more than one line at the foot
of its last hand's result.  The words come from the game
(:class:`~jinlami_desktop.model.match_report.MatchReport`, built from its engine match's
records and totals); a language switch asks the game again (``source``).  Non-modal like
the result dialogs, so the table stays visible behind it and nothing waits on it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..model.match_report import MatchReport, Standing
from ..ui.dialog_scale import TableScale
from ..ui.widgets import Retranslating, button_box, read_only_table, set_bold
from .score_sheet import SheetTable, compact_rows

__all__ = ["MatchEndDialog"]

#: The fewest figure rows kept in view when the screen is short (the rest scroll).
MIN_FIGURE_ROWS = 4
#: The winner's row of the standings: gold, with dark words (readable in a dark theme).
WINNER_BACK = QColor("#ffd54a")
WINNER_INK = QColor("#2b2000")


class _FigureTable(QTableWidget):
    """The figures: as tall as all their rows when there is room, down to
    :data:`MIN_FIGURE_ROWS` rows (scrolling) when there is not."""

    def _height(self, rows: int) -> int:
        shown = sum(self.rowHeight(r) for r in range(min(rows, self.rowCount())))
        return shown + self.horizontalHeader().height() + self.frameWidth() * 2 + 2

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height(self.rowCount()))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._height(MIN_FIGURE_ROWS))


class _StandingsTable(QTableWidget):
    """The standings: every row in view (a table has four seats at most)."""

    def sizeHint(self) -> QSize:
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        height = rows + self.horizontalHeader().height() + self.frameWidth() * 2 + 2
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())


class MatchEndDialog(Retranslating, QDialog):
    """Shows a :class:`MatchReport`; ``rematch`` and ``new_match`` say what comes next."""

    rematch = Signal()
    new_match = Signal()

    def __init__(
        self, source: Callable[[], MatchReport | None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchEndDialog")
        self.source = source
        self.report: MatchReport | None = None
        lay = QVBoxLayout(self)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("matchEndVerdict")
        self.verdict.setWordWrap(True)
        set_bold(self.verdict, 1.5)
        lay.addWidget(self.verdict)
        #: The final standings, the winner first (place, name, score, hands won).
        self.standings = read_only_table(
            self, 4, "matchEndStandings", stretch=1, selectable=False, kind=_StandingsTable
        )
        self.standings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.standings.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        compact_rows(self.standings)
        lay.addWidget(self.standings)
        self.final = QLabel(self)
        self.final.setObjectName("matchEndFinal")
        self.final.setWordWrap(True)
        set_bold(self.final)
        lay.addWidget(self.final)
        self.figures_title = QLabel(self)
        set_bold(self.figures_title)
        lay.addWidget(self.figures_title)
        self.figures = read_only_table(
            self, 1, "matchEndFigures", selectable=False, kind=_FigureTable
        )
        self.figures.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        compact_rows(self.figures)
        lay.addWidget(self.figures)
        self.hands_title = QLabel(self)
        set_bold(self.hands_title)
        lay.addWidget(self.hands_title)
        self.sheet = SheetTable(self, "matchEndHands")
        lay.addWidget(self.sheet, 1)
        role = QDialogButtonBox.ButtonRole
        self.buttons, (self.rematch_button, self.new_button, self.close_button) = button_box(
            self,
            ("rematchButton", role.AcceptRole, self._on_rematch),
            ("matchEndNewButton", role.ActionRole, self._on_new),
            ("matchEndClose", role.RejectRole, self.reject),
        )
        self.rematch_button.setDefault(True)
        lay.addWidget(self.buttons)
        self.retranslate()
        self.table_scale = TableScale(self, refit=self._fit)  # words as large as the table's
        self._fit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match over"))
        self.figures_title.setText(self.tr("The match in figures"))
        self.figures.setAccessibleName(self.tr("The match in figures"))
        self.standings.setAccessibleName(self.tr("Final standings"))
        self.standings.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Score"), self.tr("Hands won")]
        )
        self.hands_title.setText(self.tr("Hand by hand"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.tr("The same match again, with a new deal"))
        self.new_button.setText(self.tr("New match…"))
        self.close_button.setText(self.tr("Close"))
        report = self.source()
        if report is not None:
            self.show_report(report)

    def show_report(self, report: MatchReport) -> None:
        self.report = report
        self.verdict.setText(report.verdict)
        color = {True: "#1b7f3b", False: "#8a2d2d", None: ""}[report.you_won]
        self.verdict.setStyleSheet(f"color: {color};" if color else "")
        self.final.setText(report.final)
        # the standings say the final score, the winner first; the line only without them
        self.final.setVisible(not report.ranking)
        self.standings.setVisible(bool(report.ranking))
        self._show_standings(report.ranking)
        t = self.figures
        columns = report.sheet.columns
        t.setColumnCount(1 + len(columns))
        t.setHorizontalHeaderLabels(["", *columns])
        t.setRowCount(len(report.figures))
        for r, figure in enumerate(report.figures):
            t.setItem(r, 0, QTableWidgetItem(figure.label))
            if len(figure.values) == 1 and len(columns) > 1:
                t.setSpan(r, 1, 1, len(columns))
            for c, value in enumerate(figure.values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, 1 + c, item)
        t.resizeColumnsToContents()
        t.updateGeometry()
        self.sheet.show_sheet(report.sheet)

    def _show_standings(self, ranking: tuple[Standing, ...]) -> None:
        t = self.standings
        t.setRowCount(len(ranking))
        for r, row in enumerate(ranking):
            place = self.tr("{place}.", "a place in the final standings").format(place=row.place)
            name = row.name
            if row.winner:
                name = self.tr("{name} — winner", "the winner's row of the standings").format(
                    name=row.name
                )
            cells = (place, name, str(row.score), str(row.hands_won))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row.winner:
                    font = QFont(t.font())  # the table's (scaled) size, bold
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(WINNER_BACK))
                    item.setForeground(QBrush(WINNER_INK))
                t.setItem(r, c, item)
        t.resizeColumnsToContents()
        t.updateGeometry()

    def _fit(self) -> None:
        """Open wide enough for every column, no larger than the screen or the window."""
        t = self.figures
        fig_w = sum(t.horizontalHeader().sectionSize(i) for i in range(t.columnCount()))
        scale = self.table_scale.scale
        width = max(round(520 * scale), self.sheet.wanted_width() + 24, fig_w + 40)
        height = max(self.sizeHint().height() + 60, round(440 * scale))
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width = min(width, room.width() - 40)
            height = min(height, room.height() - 80)
        parent = self.parentWidget()
        if parent is not None:  # no taller than the window whose match it tells
            height = min(height, parent.window().height() - 40)
        self.resize(width, height)

    def _on_rematch(self) -> None:
        self.accept()
        self.rematch.emit()

    def _on_new(self) -> None:
        self.accept()
        self.new_match.emit()
