"""The move log of the hand: one read-only, word-wrapping line per move of every seat,
kept for the whole hand and scrolled to the newest line.

Why: the panel's "last move" line is replaced as soon as the next seat plays (three
bots finish a 拉米纸牌 round in about a second), too soon to follow what the others took
and threw; the log keeps every move of the hand in sight.  It holds the words only; each
game's panel words its snapshot's events (already redacted for the viewer, so a stock
draw by another seat never names the card) and hands them over with
:meth:`MoveLog.show_lines`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..words.line_breaks import keep_move_line

__all__ = ["MoveLog"]

#: Where an item keeps its line as given (its shown text binds the last card).
_GIVEN = Qt.ItemDataRole.UserRole

#: Enough height for two wrapped lines: the log takes what the panel has left, and must
#: never make the window taller than 640 pixels.
MIN_HEIGHT = 48


class _WrappedRows(QStyledItemDelegate):
    """Rows as tall as their text wrapped at the width it is painted at.

    Why: Qt measures a wrapped row at the item's own width but paints it inside the
    text margins, so a line that just fits when measured would be cut when painted
    (a long "West (Medium) discarded …" at 1024×640)."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def text_width(self) -> int:
        """Where the painted text wraps: the row's width inside the text margins."""
        view = self.view
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        return max(20, view.viewport().width() - 2 * view.spacing() - 2 * margin)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        width = self.text_width()
        fm = QFontMetrics(option.font)
        box = fm.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap), text)
        margin = self.view.style().pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view
        )
        return QSize(width + 2 * margin + 2, box.height() + 2)


class MoveLog(QListWidget):
    """A list of move sentences: ``add`` one, ``clear`` all, or ``show_lines`` to make it
    hold exactly the given lines (appending when the old ones are their beginning, so
    the view does not flicker; rebuilding otherwise: a new hand or a new language)."""

    def __init__(self, parent: QWidget | None = None, name: str = "moveLog") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        # A little room around each line: CJK glyphs rise above the row a font's metrics
        # give, and the first line would be clipped at the top.
        self.setSpacing(1)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The panel's width is the window's choice: the log wraps, never widens it.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(MIN_HEIGHT)
        self.setItemDelegate(_WrappedRows(self))

    def lines(self) -> list[str]:
        """The lines shown, oldest first, as they were given."""
        return [str(self.item(i).data(_GIVEN)) for i in range(self.count())]

    def add(self, line: str) -> None:
        """Append one move and show it (the newest line is always in view); its last
        card wraps with the word before it (``line_breaks.keep_tail``), never alone on
        the row's next line, and a Chinese term stays whole (``keep_words_whole``:
        never 「同」 / 「花顺」)."""
        item = QListWidgetItem(keep_move_line(line))
        item.setData(_GIVEN, line)
        self.addItem(item)
        self.show_newest()

    def show_newest(self) -> None:
        """Scroll to the last line.  Why lay out first: wrapped rows are measured lazily,
        and scrolling before that stops short of the newest move."""
        self.doItemsLayout()
        self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Rows re-wrap at the new width; the newest move stays in view."""
        super().resizeEvent(event)
        self.show_newest()

    def show_lines(self, lines: Sequence[str]) -> None:
        """Hold exactly ``lines``: new moves are appended, anything else is rebuilt."""
        old = self.lines()
        if old != list(lines[: len(old)]):
            self.clear()
            old = []
        for line in lines[len(old) :]:
            self.add(line)
