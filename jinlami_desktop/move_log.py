"""The move log of the hand: one read-only, word-wrapping line per move of every seat,
kept for the whole hand and scrolled to the newest line.

Why: the panel's "last move" line is replaced as soon as the next seat plays (three
bots finish a 拉米纸牌 round in about a second), so a player could not follow what the
others took and threw (issue 30).  The log holds the words only; each game's panel
words its snapshot's events (already redacted for the viewer, so a stock draw by
another seat never names the card) and hands them over with :meth:`MoveLog.show_lines`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QSizePolicy, QWidget

__all__ = ["MoveLog"]

#: Enough height for two wrapped lines: the log takes what the panel has left, and must
#: never make the window taller than 640 pixels.
MIN_HEIGHT = 48


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
        # give, and the first line was clipped at the top (seen at 1024x640, zh_CN).
        self.setSpacing(1)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The panel's width is the window's choice: the log wraps, never widens it.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(MIN_HEIGHT)

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return [self.item(i).text() for i in range(self.count())]

    def add(self, line: str) -> None:
        """Append one move and show it (the newest line is always in view)."""
        self.addItem(line)
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
