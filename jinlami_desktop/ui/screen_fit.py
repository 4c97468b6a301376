"""Windows whose whole frame is on screen: the frame the window manager gives a window,
the screen's free area, and a window's rectangle fitted inside it.

Why: Qt's ``geometry()`` of a window is its client area; the window manager adds a title
bar and borders round it (``frameGeometry()``), and only once it has framed the window —
before, the two are equal.  A window sized to the free area by its client area runs off
the bottom of a 1024×640 screen, status line and all.  So a window not framed yet is
fitted with a generous guess of the frame (:data:`GUESSED_FRAME`), a framed one with
its own.  The main window (``window/placement``) and the tutorial's use these.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "GUESSED_FRAME",
    "centred",
    "fit_on_screen",
    "fitted",
    "frame_margins",
    "free_area",
    "known_or_guessed",
    "place_over",
    "room_for",
]

#: The frame assumed round a window before the window manager has framed it: larger
#: than the usual title bar and borders, so that the first frame is on screen too.
GUESSED_FRAME: Final = QMargins(8, 40, 8, 8)


def frame_margins(window: QWidget) -> QMargins:
    """The frame the window manager gives ``window`` round its client area (title bar,
    borders): ``frameGeometry`` less ``geometry``; none before the window is framed."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def free_area(window: QWidget) -> QRect:
    """The free area (less panels and docks) of the screen ``window`` is on, else of the
    primary screen; an empty rectangle without any screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def fitted(client: QRect, margins: QMargins, free: QRect, wanted: QSize | None = None) -> QRect:
    """The client rectangle whose frame (``client`` plus ``margins``) lies inside
    ``free``: ``wanted`` large (``client``'s size if not given) or as large as the free
    area allows, then moved the least way inside it."""
    size = wanted if wanted is not None else client.size()
    across = margins.left() + margins.right()
    down = margins.top() + margins.bottom()
    width = max(1, min(size.width(), free.width() - across))
    height = max(1, min(size.height(), free.height() - down))
    left = client.left() - margins.left()
    top = client.top() - margins.top()
    left = max(free.left(), min(left, free.left() + free.width() - (width + across)))
    top = max(free.top(), min(top, free.top() + free.height() - (height + down)))
    return QRect(left + margins.left(), top + margins.top(), width, height)


def known_or_guessed(window: QWidget) -> QMargins:
    """``window``'s frame margins once it is framed, else :data:`GUESSED_FRAME`."""
    margins = frame_margins(window)
    return margins if not margins.isNull() else GUESSED_FRAME


def fit_on_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Shrink and move ``window`` (shown or not) so that its whole frame — the one the
    window manager gave it, else :data:`GUESSED_FRAME` — lies inside the free area; a
    window that fits is left where it is.  A maximised or full-screen window is the
    window manager's to place."""
    free = free_area(window)
    # isMaximized()/isFullScreen(), not windowState(): that would create every enum of
    # Qt's namespace (~40 ms), and this runs before the first frame
    if free.isEmpty() or window.isMaximized() or window.isFullScreen():
        return
    place = fitted(window.geometry(), known_or_guessed(window), free, wanted)
    if place != window.geometry():
        window.setGeometry(place)


def centred(size: QSize, margins: QMargins, free: QRect) -> QRect:
    """A client rectangle of ``size`` (shrunk to fit) whose frame is centred in ``free``."""
    place = QRect(0, 0, size.width(), size.height())
    place.moveCenter(free.center())
    return fitted(place, margins, free)


def place_over(window: QWidget, over: QWidget) -> None:
    """Give ``window`` (not shown yet) the place of ``over`` (a shown window): its client
    rectangle, fitted to the screen with ``over``'s frame (the same window manager frames
    both), and its maximised or full-screen state."""
    free = free_area(over)
    place = over.geometry()
    if not free.isEmpty():
        place = fitted(place, known_or_guessed(over), free)
    window.setGeometry(place)
    if over.isMaximized() or over.isFullScreen():
        from PySide6.QtCore import Qt  # lazy: see fit_on_screen

        state = over.windowState() & (
            Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
        )
        window.setWindowState(state)


def room_for(window: QWidget, wanted: QSize, share: float = 1.0) -> QSize:
    """``wanted``, or less: no more than ``share`` of the window ``window``'s parent
    shows (its whole frame), and with its own frame (guessed, not shown yet) inside the
    screen's free area."""
    width, height = wanted.width(), wanted.height()
    parent = window.parentWidget()
    if parent is not None and share < 1.0:
        over = parent.window().frameGeometry()
        width = min(width, round(over.width() * share))
        height = min(height, round(over.height() * share))
    free = free_area(window)
    if not free.isEmpty():
        margins = known_or_guessed(window)
        width = min(width, free.width() - margins.left() - margins.right())
        height = min(height, free.height() - margins.top() - margins.bottom())
    return QSize(max(1, width), max(1, height))
