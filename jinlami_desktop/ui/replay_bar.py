"""The strip above the table while a recorded hand is replayed: where we are, what was
just played, and Previous / Next / Close.

Why a strip and not a dialog: the table must stay fully visible and the buttons must
sit where the eye already is; the strip is hidden outside a replay.  The step's words
(a lay-off and the hand's result run long) wrap onto more lines beside the buttons
rather than be cut in a narrow window; the strip grows taller for them.  Where one row
cannot hold the position, some words and the three buttons (1024×640, the table beside
the review), the strip lays itself out in rows (:meth:`ReplayBar.arrange`): the position
and the buttons above the step's words, or each on a row of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from ..model.replay import ReplayStatus
from .widgets import Retranslating, push_button, set_bold, set_text_spoken

__all__ = ["ReplayBar"]

#: The least width the step's words keep beside the buttons on one row (pixels).
_WORDS_MIN: Final = 160


class ReplayBar(Retranslating, QFrame):
    """Shows a :class:`~jinlami_desktop.model.replay.ReplayStatus`; the buttons are wired by
    each game's UI to its controller's ``replay_previous`` / ``replay_next`` /
    ``end_replay``, and the game words the step (:meth:`show_position`).

    ``name``: the object name (a game whose strip looks different gives it its own);
    the style sheet follows it.  ``reword``: called after a language switch, so the game
    words the step shown again."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "replayBar") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#{name} {{ background: #f3ead2; }} #{name} QLabel {{ color: #222; }}")
        #: The strip's grid: one row, or rows when narrow (:meth:`arrange`).
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 4, 10, 4)
        self.where = QLabel(self)
        self.where.setObjectName("replayWhere")
        set_bold(self.where)
        self.what = QLabel(self)
        self.what.setObjectName("replayMove")
        self.what.setWordWrap(True)  # a long step takes two lines, never cut
        self.previous_button = push_button(self, "replayPrevious")
        self.next_button = push_button(self, "replayNext")
        self.close_button = push_button(self, "replayClose")
        self.buttons = QHBoxLayout()
        for b in (self.previous_button, self.next_button, self.close_button):
            self.buttons.addWidget(b)
        #: How many rows the strip has now: 1, 2 (position and buttons, then the step's
        #: words) or 3 (each on a row of its own).
        self.rows = 0
        self.reword: Callable[[], None] | None = None
        self.hide()
        self.retranslate()

    def show_position(self, status: ReplayStatus, move: str, result: str | None = None) -> None:
        """Show where the replay is, the step's ``move`` and (at the end) the hand's
        ``result``; Previous / Next follow the position.  Both games' strips use it."""
        self.where.setText(
            self.tr("Replay of hand {n}: move {i} of {total}").format(
                n=status.number, i=status.index, total=status.total
            )
        )
        if result is not None:
            move = self.tr("{move} — {result}").format(move=move, result=result)
        self.what.setText(move)
        self.previous_button.setEnabled(not status.at_start)
        self.next_button.setEnabled(not status.at_end)
        self.show()
        self.rows = 0  # the position's words may have grown: laid out again
        self.arrange()

    def rows_for(self, width: int) -> int:
        """The rows a strip ``width`` pixels wide needs so that nothing is cut."""
        margins = self.grid.contentsMargins()
        room = width - margins.left() - margins.right()
        gap = max(0, self.grid.horizontalSpacing())
        # its words on one line (its size hint is another once it wraps)
        label = self.where
        where = label.fontMetrics().horizontalAdvance(label.text()) + 2 * label.margin() + 2
        buttons = self.buttons.sizeHint().width()
        if where + buttons + _WORDS_MIN + 2 * gap <= room:
            return 1
        return 2 if where + buttons + gap <= room else 3

    def arrange(self) -> None:
        """Lay the strip out in the rows its width needs (:meth:`rows_for`)."""
        rows = self.rows_for(self.width())
        if rows == self.rows:
            return
        self.rows = rows
        g = self.grid
        while g.count():
            g.takeAt(0)
        for column in range(3):
            g.setColumnStretch(column, 0)
        right = Qt.AlignmentFlag.AlignRight
        self.where.setWordWrap(rows == 3)
        if rows == 1:
            g.addWidget(self.where, 0, 0)
            g.addWidget(self.what, 0, 1)
            g.addLayout(self.buttons, 0, 2)
            g.setColumnStretch(1, 1)
        elif rows == 2:
            g.addWidget(self.where, 0, 0)
            g.addLayout(self.buttons, 0, 1, right)
            g.addWidget(self.what, 1, 0, 1, 2)
            g.setColumnStretch(0, 1)
        else:
            g.addWidget(self.where, 0, 0)
            g.addWidget(self.what, 1, 0)
            g.addLayout(self.buttons, 2, 0, right)
            g.setColumnStretch(0, 1)
        self.updateGeometry()
        g.activate()  # the new places at once, not at the next event

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def event(self, event: QEvent) -> bool:
        """A child's words or font changed (a new step, the style's polish): the rows
        they need are counted again before the strip is laid out."""
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.arrange()
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords the step shown, but never shows a closed replay's
        strip again over the live hand (a game's reword shows its last step)."""
        hidden = self.isHidden()
        super().changeEvent(event)
        if hidden and event.type() == QEvent.Type.LanguageChange:
            self.hide()

    def retranslate(self) -> None:
        set_text_spoken(self.previous_button, self.tr("◀ &Previous"))
        set_text_spoken(self.next_button, self.tr("&Next ▶"))
        self.close_button.setText(self.tr("&Close replay"))
        self.previous_button.setToolTip(self.tr("One move back"))
        self.next_button.setToolTip(self.tr("One move forward"))
        if self.reword is not None:
            self.reword()
        self.rows = 0  # the words' widths changed
        self.arrange()
