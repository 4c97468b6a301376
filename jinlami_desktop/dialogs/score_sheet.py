"""Game → Score sheet… (or a click on the scoreboard): every finished hand of the match so
far, hand by hand — what happened, and each seat's running total with the points it won.

Why a dialog of its own and a table widget apart: the same table is the "hands" part of
the match-end screen (:mod:`.match_end`).  Both show a game's
:class:`~jinlami_desktop.model.match_report.Sheet`, worded by the game from its match's hand
records; a language switch asks the game again (``source``) and refills.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..model.match_report import Sheet
from ..ui.dialog_scale import TableScale
from ..ui.widgets import Retranslating, button_box, read_only_table, set_bold

__all__ = ["ScoreSheetDialog", "SheetTable", "cell_text", "compact_rows"]


def compact_rows(table: QTableWidget) -> None:
    """Rows one line of text high, and no focus frame on a table only to be read."""
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def cell_text(total: int, points: int) -> str:
    """A seat's cell: its total after the hand, and the points it won in it, if any."""
    return f"{total}  (+{points})" if points else str(total)


class SheetTable(Retranslating, QWidget):
    """A :class:`Sheet` as a table (hand, result, one column per seat, then the sheet's
    extra columns) with its notes."""

    def __init__(self, parent: QWidget | None = None, name: str = "scoreSheetTable") -> None:
        super().__init__(parent)
        self.sheet: Sheet | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.table: QTableWidget = read_only_table(self, 2, name, stretch=1, selectable=False)
        compact_rows(self.table)
        lay.addWidget(self.table, 1)
        self.key = QLabel(self)
        self.key.setObjectName(name + "Key")
        self.key.setWordWrap(True)
        lay.addWidget(self.key)
        self.notes = QLabel(self)
        self.notes.setObjectName(name + "Notes")
        self.notes.setWordWrap(True)
        lay.addWidget(self.notes)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Hand by hand"))
        self._word_key()
        if self.sheet is not None:
            self.show_sheet(self.sheet)

    def _word_key(self) -> None:
        key = self.tr("Each seat: the total after the hand (the points it won in it).")
        if self.sheet is not None and self.sheet.key:
            key = f"{key}\n{self.sheet.key}"
        self.key.setText(key)

    def show_sheet(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self._word_key()
        t = self.table
        t.setColumnCount(2 + len(sheet.columns) + len(sheet.extra_columns))
        t.setHorizontalHeaderLabels(
            [self.tr("Hand"), self.tr("Result"), *sheet.columns, *sheet.extra_columns]
        )
        t.setRowCount(len(sheet.rows))
        for r, row in enumerate(sheet.rows):
            cells = [row.hand, row.result]
            cells += [cell_text(tot, pts) for tot, pts in zip(row.totals, row.points, strict=True)]
            cells += list(row.extra)
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        if not sheet.rows:
            t.setRowCount(1)
            t.setItem(0, 1, QTableWidgetItem(self.tr("No hand has been finished yet.")))
        t.resizeColumnsToContents()
        if sheet.rows:
            t.scrollToBottom()
        self.notes.setText("\n".join(sheet.notes))
        self.notes.setVisible(bool(sheet.notes))

    def wanted_width(self) -> int:
        """The width that shows every column whole (the dialog opens at it)."""
        t = self.table
        cols = sum(t.horizontalHeader().sectionSize(i) for i in range(t.columnCount()))
        return cols + t.frameWidth() * 2 + 24


class ScoreSheetDialog(Retranslating, QDialog):
    """The score sheet of the match on the table (non-modal: play can go on behind it);
    :meth:`show_sheet` fills it from ``source`` (the game's ``score_sheet``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.source: Callable[[], Sheet | None] | None = None
        lay = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("scoreSheetTitle")
        self.title.setWordWrap(True)
        set_bold(self.title, 1.15)
        lay.addWidget(self.title)
        self.sheet = SheetTable(self)
        lay.addWidget(self.sheet, 1)
        role = QDialogButtonBox.ButtonRole
        self.buttons, (self.close_button,) = button_box(
            self, ("scoreSheetClose", role.RejectRole, self.reject)
        )
        lay.addWidget(self.buttons)
        self.retranslate()
        self.table_scale = TableScale(self, refit=self._fit)  # words as large as the table's

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.close_button.setText(self.tr("Close"))
        self.refill()

    def show_sheet(self, source: Callable[[], Sheet | None]) -> None:
        """Show the sheet ``source`` gives now (again after a hand or a language switch)."""
        self.source = source
        self.refill()
        self._fit()

    def _fit(self) -> None:
        """Open wide enough for every column (and, with larger words, taller), no larger
        than the screen."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width = max(460, self.sheet.wanted_width() + 24)
        height = round(420 * self.table_scale.scale)
        if screen is not None:
            width = min(width, screen.width() - 40)
            height = min(height, screen.height() - 80)
        self.resize(width, height)

    def refill(self) -> None:
        sheet = self.source() if self.source is not None else None
        if sheet is None:
            return
        self.title.setText(sheet.title)
        self.sheet.show_sheet(sheet)
