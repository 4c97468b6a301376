"""The view onto the table: fills the window, keeps the scene at its own pixel size.

Why not ``fitInView``: scaling a fixed scene would blur text and cards and waste the
space of wide windows.  Instead every resize hands the new size to the scene, which
lays itself out again (see :mod:`.layout`), so 1024×640 and 4K are both drawn at 1:1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QRect, QRectF, Qt, Slot
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QGraphicsView,
    QWidget,
)

from .accessible import TableVoice
from .card_scene import CardTableScene
from .felt import felt_brush

__all__ = ["TableView"]

#: Keys that say nothing on their own (held for a shortcut or a drag): they skip no wait.
_MODIFIER_KEYS: Final = frozenset(
    {
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_Meta,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_CapsLock,
    }
)


def _nothing_to_skip() -> bool:
    return False


class TableView(QGraphicsView):
    """Shows a game's :class:`~.card_scene.CardTableScene`; keys go to the scene's
    keyboard handler.

    A click on the felt or a key first goes to :attr:`skip_wait` (the game's: a bot's
    pause or a moment on the felt cut short, so the player never waits on the table);
    when it skipped something the click or key is used up (the bot was to move, the
    moment's dialog opens), else it goes on to the scene."""

    #: The table draws its focus on the focused card (no focus ring around the view).
    draws_own_focus = True

    def __init__(self, scene: CardTableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
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
        #: Speaks for the scene: the focused card and the table, for screen readers.
        self.voice = TableVoice(self, self.table)
        self.table.settled.connect(self.voice.refresh)
        self.table.dealt.connect(self._dealt, Qt.ConnectionType.QueuedConnection)
        #: Cuts a wait on the table short; whether there was one (the game sets it).
        self.skip_wait: Callable[[], bool] = _nothing_to_skip

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, felt_brush(self.sceneRect()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        vp = self.viewport()
        self.table.resize_to(vp.width(), vp.height())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() not in _MODIFIER_KEYS and self.skip_wait():
            event.accept()
            return
        if not self.table.handle_key(event):
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.skip_wait():
            event.accept()
            return
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Whenever the table has the focus, however it came (Tab, a click, a closed
        dialog, a new deal), the focused card is drawn."""
        super().focusInEvent(event)
        self.table.set_keyboard_focus(True)
        self.voice.refresh()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.table.set_keyboard_focus(False)

    @Slot()
    def _dealt(self) -> None:
        """A new hand: the keyboard focus comes back to the table from a button of the
        window (Next hand hides itself), so the focused card is drawn at once."""
        focus = QApplication.focusWidget()
        if not self.isVisible() or not self.window().isActiveWindow():
            return
        ours = isinstance(focus, QAbstractButton) and focus.window() is self.window()
        if focus is None or ours:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
