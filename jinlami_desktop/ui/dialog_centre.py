"""A dialog kept centred over its window: when it opens, each time it changes size, and
when the window moves or changes size — until the player moves it.

Why one mechanism for every dialog: Qt centres a dialog once, at the size it has when
shown, and a dialog whose words then grow with the table (``dialog_scale``), or that
changes its page (New match on a game switch), or a window the window manager frames
and refits after the dialog opened, leaves it off centre — as far as its top-left
corner at the window's centre.  :class:`KeepCentred` (an event filter on the dialog and
its window) centres the dialog's whole frame over the window's frame, inside the
screen's free area, each time; a place the player dragged it to is kept, except that a
dialog the window no longer covers is brought back over it.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QElapsedTimer, QEvent, QMargins, QObject, QPoint, QRect, QTimer, Slot
from PySide6.QtWidgets import QWidget

from .screen_fit import frame_margins, free_area

__all__ = ["KeepCentred", "centred_place"]

#: How long after the dialog is shown a move of it is the window manager's placing
#: (some place a new window under the mouse pointer, after Qt asked for the centre).
_SETTLE_MS: Final = 800
#: How far (pixels) the dialog may stray from where it was put and still count as there
#: (a window manager nudges a window by a pixel or two as it frames it).
_SLACK: Final = 3


def centred_place(frame: QRect, over: QRect, free: QRect) -> QPoint:
    """The top-left corner that centres ``frame`` over ``over``, moved the least way so
    that it lies inside ``free`` (its top-left corner inside, if it is larger)."""
    place = QRect(frame)
    place.moveCenter(over.center())
    if not free.isEmpty():
        x = max(free.left(), min(place.left(), free.left() + free.width() - place.width()))
        y = max(free.top(), min(place.top(), free.top() + free.height() - place.height()))
        place.moveTopLeft(QPoint(x, y))
    return place.topLeft()


class KeepCentred(QObject):
    """Keeps ``dialog`` centred over its parent's window (see the module).  Owned by the
    dialog; make it once, before or after the dialog is first shown."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        #: Where the dialog was last put (its frame's top-left corner), once shown.
        self.placed: QPoint | None = None
        #: The player moved the dialog since it was shown: it stays where they put it.
        self.player_moved = False
        self._margins = QMargins()
        self._shown = QElapsedTimer()
        self._window: QWidget | None = None
        self._soon = QTimer(self)  # after the events in hand: the layouts' new sizes
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self.centre)
        dialog.installEventFilter(self)
        if dialog.isVisible():
            self._opened()

    def _opened(self) -> None:
        self.player_moved = False
        self.placed = None
        self._shown.start()
        parent = self.dialog.parentWidget()
        window = parent.window() if parent is not None else None
        if window is not self._window:
            if self._window is not None:
                self._window.removeEventFilter(self)
            self._window = window
            if window is not None:
                window.installEventFilter(self)
        self._soon.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        dlg = self.dialog
        if watched is dlg:
            if kind == QEvent.Type.Show:
                self._opened()
            elif kind == QEvent.Type.Resize and dlg.isVisible():
                self._soon.start()
            elif kind == QEvent.Type.Move and dlg.isVisible() and self.placed is not None:
                self._moved()
        elif (
            watched is self._window
            and kind in (QEvent.Type.Move, QEvent.Type.Resize)
            and dlg.isVisible()
        ):
            self._soon.start()
        return False

    def _moved(self) -> None:
        """A move of the shown dialog: the player's, unless it is where it was put, or
        the window manager is still framing and placing it (just shown, or its frame
        has just come)."""
        assert self.placed is not None
        strayed = (self.dialog.pos() - self.placed).manhattanLength() > _SLACK
        settling = self._shown.isValid() and self._shown.elapsed() < _SETTLE_MS
        if frame_margins(self.dialog) != self._margins or (settling and strayed):
            self._soon.start()  # centred again, with its frame
        elif strayed:
            self.player_moved = True

    @Slot()
    def centre(self) -> None:
        """Centre the shown dialog's frame over its window's, inside the screen; one the
        player moved stays, unless the window no longer covers it."""
        dlg = self.dialog
        window = self._window
        if window is None or not dlg.isVisible() or not dlg.isWindow():
            return
        frame = dlg.frameGeometry()
        if self.player_moved:
            if window.frameGeometry().contains(frame):
                return
            self.player_moved = False  # out from over the window: brought back
        self._margins = frame_margins(dlg)
        over = window.frameGeometry()
        # inside the screen; a window larger than it (a test's) is the room it has
        free = free_area(window)
        place = centred_place(frame, over, free.united(over) if not free.isEmpty() else free)
        self.placed = place
        if place != dlg.pos():
            dlg.move(place)
