"""The scoreboard on the felt: every seat's total, the hand and the target or hand count,
whose turn it is and the dealer, in a corner of the table; a click opens the score sheet.

Why an overlay widget on the view and not a scene item: labels in a layout translate,
measure and are read by screen readers, and the scene's geometry (which must depend on
the window's size alone) is left untouched — the board only sits in a corner the game's
layout keeps free (:class:`BoardPlace`, from the game's own geometry of the view size),
shrinking its font rather than growing out of it.  Its words come from the game
(:class:`~jinlami_desktop.model.match_report.Board`); the board says only "Score sheet…".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from ..model.match_report import Board
from ..table.card_scene import SCOREBOARD_NAME
from .widgets import Retranslating

__all__ = ["MAX_ROWS", "BoardPlace", "Scoreboard"]

#: The most seats a board shows (拉米纸牌's four).
MAX_ROWS = 4
#: The smallest font the board shrinks to, in pixels, before it would leave its room.
MIN_FONT_PX = 10.0
_TEXT = "rgba(255, 255, 255, 235)"
_DIM = "rgba(255, 255, 255, 175)"
_TURN = "#ffd166"
#: The grid row of "Score sheet…", below the seats and any lines.
_LINK_ROW = 32


@dataclass(frozen=True, slots=True)
class BoardPlace:
    """Where the board may sit on a view: inside ``room`` (view pixels), against its
    right edge and its top (``top``) or bottom, at ``font_px`` when that fits."""

    room: QRectF
    font_px: float
    top: bool = True


class Scoreboard(Retranslating, QFrame):
    """The board over a table view; ``clicked`` asks for the score sheet.

    ``place`` gives the corner for a view size (the game's layout); :meth:`show_board`
    fills it, ``None`` hides it (no match on the table)."""

    clicked = Signal()

    def __init__(self, view: QWidget, place: Callable[[int, int], BoardPlace]) -> None:
        super().__init__(view)
        self.setObjectName(SCOREBOARD_NAME)
        self._view = view
        self._place = place
        self.board: Board | None = None
        self._font_px = 0.0
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        self.grid = grid
        self.heading = self._make_label("scoreboardHeading", _DIM)
        grid.addWidget(self.heading, 0, 0, 1, 3)
        self.markers: list[QLabel] = []
        self.names: list[QLabel] = []
        self.scores: list[QLabel] = []
        for i in range(MAX_ROWS):
            marker = self._make_label(f"scoreboardTurn{i}", _TURN)
            name = self._make_label(f"scoreboardName{i}", _TEXT)
            score = self._make_label(f"scoreboardScore{i}", _TEXT)
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(marker, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(score, i + 1, 2)
            self.markers.append(marker)
            self.names.append(name)
            self.scores.append(score)
        grid.setColumnStretch(1, 1)
        self.lines: list[QLabel] = []
        self.link = self._make_label("scoreboardLink", _DIM)
        grid.addWidget(self.link, _LINK_ROW, 0, 1, 3)
        view.installEventFilter(self)
        self.hide()
        self.retranslate()

    def _make_label(self, name: str, color: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setStyleSheet(f"color: {color}; background: transparent;")
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    # -- content ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.link.setText(self.tr("Score sheet…"))
        self.setToolTip(self.tr("Click for the score sheet: every hand of the match"))
        self.setAccessibleName(self.tr("Scoreboard"))

    def show_board(self, board: Board | None) -> None:
        """Show ``board`` (``None``: nothing on the table, the board hides)."""
        self.board = board
        if board is None:
            self.hide()
            return
        self.heading.setText(board.heading)
        for i in range(MAX_ROWS):
            shown = i < len(board.rows)
            for label in (self.markers[i], self.names[i], self.scores[i]):
                label.setVisible(shown)
            if not shown:
                continue
            row = board.rows[i]
            self.markers[i].setText("▶" if row.to_act else "")
            self.names[i].setText(row.name)
            self.scores[i].setText(str(row.score))
            color = _TURN if row.to_act else _TEXT
            for label in (self.names[i], self.scores[i]):
                label.setStyleSheet(f"color: {color}; background: transparent;")
        while len(self.lines) < len(board.lines):
            label = self._make_label(f"scoreboardLine{len(self.lines)}", _DIM)
            self.grid.addWidget(label, MAX_ROWS + 1 + len(self.lines), 0, 1, 3)
            self.lines.append(label)
            self._font_px = 0.0  # the new line takes the board's font at the relayout
        for i, label in enumerate(self.lines):
            label.setVisible(i < len(board.lines))
            label.setText(board.lines[i] if i < len(board.lines) else "")
        self.setAccessibleDescription(board.spoken())
        self.show()
        self.raise_()
        self.relayout()

    # -- where it sits ---------------------------------------------------------------------
    def relayout(self) -> None:
        """Fit the board into its corner of the view: the game's font when it fits,
        smaller (down to :data:`MIN_FONT_PX`) when it does not."""
        if self.board is None:
            return
        place = self._place(self._view.width(), self._view.height())
        room = place.room
        px = max(place.font_px, MIN_FONT_PX)
        self._set_font_px(px)
        size = self.sizeHint()
        while (size.width() > room.width() or size.height() > room.height()) and px > MIN_FONT_PX:
            px = max(MIN_FONT_PX, px * 0.92)
            self._set_font_px(px)
            size = self.sizeHint()
        x = round(room.right() - size.width())
        y = round(room.top() if place.top else room.bottom() - size.height())
        self.setGeometry(QRect(x, y, size.width(), size.height()))
        self.grid.activate()  # new words at the same size: lay the labels out now

    def _set_font_px(self, px: float) -> None:
        if abs(px - self._font_px) < 0.01:
            return
        self._font_px = px
        margin = round(px * 0.5)
        self.grid.setContentsMargins(margin, round(px * 0.4), margin, round(px * 0.4))
        self.grid.setHorizontalSpacing(round(px * 0.35))
        for label in self.findChildren(QLabel):
            f = QFont(label.font())
            small = label is self.link or label is self.heading or label in self.lines
            f.setPixelSize(max(9, round(px * (0.85 if small else 1.0))))
            f.setBold(label in self.scores or label is self.heading)
            f.setUnderline(label is self.link)
            label.setFont(f)
        self.grid.invalidate()
        self.grid.activate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.Resize:
            self.relayout()
        return False

    # -- looks and clicks ------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = max(4.0, self._font_px * 0.5)
        p.setPen(QPen(QColor(255, 255, 255, 150 if self.underMouse() else 70), 1.0))
        p.setBrush(QColor(8, 28, 18, 200))
        p.drawRoundedRect(r, radius, radius)
        p.end()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit()
            return
        super().mousePressEvent(event)
