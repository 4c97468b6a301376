"""Where the main window opens, how large, and what of it is kept for next time.

Why a module of its own: the window is sized before it is shown, when the window
manager has not yet said how thick its frame is (Qt's ``frameGeometry()`` equals
``geometry()`` until then).  A window sized to the screen's free area without its
title bar runs off the bottom of a 1024×640 screen, taking the status line with it.
So the first size leaves room for a generous guess of the frame
(:data:`~jinlami_desktop.ui.screen_fit.GUESSED_FRAME`), and once the window manager
has framed the window (``frameGeometry`` versus ``geometry`` on its first move or
resize) the window is fitted once more with the real margins: as large as asked (or
as the screen allows), the whole frame inside the free area.

On a large screen (:data:`LARGE_FREE` or more of free area) a first start opens
maximised; a later start opens as the window was last closed — its normal geometry
(Qt's ``saveGeometry``, in ``Settings.window_geometry``) clamped to the screen it
opens on, maximised if it was (``Settings.window_maximized``).  Full screen (F11) is
for the session only: a window closed in full screen reopens as it was before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, QTimer, Slot
from PySide6.QtWidgets import QWidget

from ..ui.screen_fit import GUESSED_FRAME, centred, fit_on_screen, fitted, frame_margins, free_area

if TYPE_CHECKING:
    from ..storage.settings import Settings

__all__ = ["LARGE_FREE", "WindowPlacement"]

#: A free area at least this large opens a first window maximised (1920×1080 does;
#: 1280×800 and 1024×640 open at a size of their own).
LARGE_FREE: Final = QSize(1600, 960)
#: How often, and how many times, the shown window looks for its frame.
_POLL_MS: Final = 50
_POLLS: Final = 60


class WindowPlacement(QObject):
    """Opens ``window`` (:meth:`open`) inside the screen, maximised on a large one or as
    it was last closed, fits it again once its frame is known, and keeps its geometry
    (:meth:`remember`).  Owned by the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        #: The client size asked for: the window is fitted to it once it is framed.
        self.wanted: QSize | None = None
        self._fitting = False
        #: Asks again while the frame is not known: a window manager that puts the
        #: window where it was asked sends it neither a move nor a resize.
        self._poll = QTimer(self)
        self._poll.setInterval(_POLL_MS)
        self._poll.timeout.connect(self._poll_frame)
        self._polls_left = 0
        window.installEventFilter(self)  # removed with this object

    def open(self, size: QSize, geometry: bytes = b"", maximised: bool = False) -> None:
        """Show the window: at ``geometry`` (Qt's ``saveGeometry``, from the last close)
        clamped to the screen and maximised if ``maximised``, or with none kept at
        ``size`` centred on the screen — maximised on a large one."""
        w = self.window
        free = free_area(w)
        w.resize(size)
        restored = bool(geometry) and w.restoreGeometry(QByteArray(geometry))
        # the state is the settings' to say (a window closed in full screen reopens
        # as it was before): the geometry restored is the normal one.  Asked through
        # isMaximized()/isFullScreen(): windowState() and the Qt namespace would create
        # every enum of Qt's namespace (~40 ms) before the first frame.
        if w.isMaximized() or w.isFullScreen():
            from PySide6.QtCore import Qt  # lazy: only a geometry restored maximised

            w.setWindowState(Qt.WindowState.WindowNoState)
        if free.isEmpty():
            w.show()
            return
        if restored:
            self.wanted = w.size()
            w.setGeometry(fitted(w.geometry(), GUESSED_FRAME, free))
        else:
            self.wanted = size
            w.setGeometry(centred(size, GUESSED_FRAME, free))
            maximised = free.width() >= LARGE_FREE.width() and free.height() >= LARGE_FREE.height()
        self._fitting = True
        self._polls_left = _POLLS
        self._poll.start()
        if maximised:
            w.showMaximized()
        else:
            w.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window framed (its frame margins known, on a move or resize after it is
        shown): fitted once more, with the real margins, to the size asked for."""
        if (
            self._fitting
            and watched is self.window
            and event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show)
            and self.window.isVisible()
        ):
            self.refit()
        return False

    def refit(self) -> bool:
        """Fit the shown window with the margins its frame now has (once: later the
        player's size and place are kept); False while it is not framed yet."""
        w = self.window
        if frame_margins(w).isNull():
            return False
        self._fitting = False
        self._poll.stop()
        if not (w.isMaximized() or w.isFullScreen()):
            fit_on_screen(w, self.wanted)
        return True

    @Slot()
    def _poll_frame(self) -> None:
        self._polls_left -= 1
        if not self._fitting or self._polls_left <= 0:
            self._poll.stop()  # no frame (no window manager): the guess stands
            return
        if self.window.isVisible():
            self.refit()

    def remember(self, settings: Settings) -> None:
        """Keep the window's normal geometry and whether it is maximised (in full
        screen: whether it was before) in ``settings``."""
        w = self.window
        settings.window_geometry = bytes(w.saveGeometry().data())
        # isMaximized() is the window state's Maximized flag, which Qt keeps under a
        # full screen: in full screen, whether it was maximised before
        settings.window_maximized = w.isMaximized()
