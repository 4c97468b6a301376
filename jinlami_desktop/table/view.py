"""The view onto the table: fills the window, keeps the scene at its own pixel size.

Why not ``fitInView``: scaling a fixed scene would blur text and cards and waste the
space of wide windows.  Instead every resize hands the new size to the scene, which
lays itself out again (see :mod:`.layout`), so 1024×640 and 4K are both drawn at 1:1.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from engine import Card

from ..games.jinlami.scene import TableScene

__all__ = ["TableLike", "TableView"]


class TableLike(Protocol):
    """What the view needs of a table scene (金拉米's :class:`TableScene`, the Rummy one)."""

    focus_index: int

    def resize_to(self, width: float, height: float) -> None: ...
    def handle_key(self, event: QKeyEvent) -> bool: ...
    def hand_cards(self) -> list[Card]: ...
    def set_keyboard_focus(self, on: bool) -> None: ...
    def sceneRect(self) -> QRectF: ...


FELT_CENTER = QColor("#2f7d4f")
FELT_EDGE = QColor("#174a2e")


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` (or any :class:`TableLike` scene); keys go to the
    scene's keyboard handler."""

    def __init__(self, scene: TableScene | QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table: TableLike = scene  # type: ignore[assignment]
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setObjectName("tableView")

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, FELT_CENTER)
        grad.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, QBrush(grad))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        vp = self.viewport()
        self.table.resize_to(vp.width(), vp.height())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.table.handle_key(event):
            super().keyPressEvent(event)
            return
        # Screen readers: the focused card is the view's description.
        hand = self.table.hand_cards()
        i = self.table.focus_index
        if hand and 0 <= i < len(hand):
            from ..texts import card_name

            self.setAccessibleDescription(card_name(hand[i]))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.table.set_keyboard_focus(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.table.set_keyboard_focus(False)
