"""``--screenshot-at welcome`` and ``--screenshot-at tutorial``: open the screen, and
take its picture the way a player sees it.

The welcome screen is a dialog over the window: the picture is the window with the
dialog drawn over its middle (where Qt opens a dialog over its parent).  The tutorial
is a window of its own, as large as the main window: the picture is that window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter, QPixmap

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

__all__ = ["open_screen", "picture"]


def open_screen(window: MainWindow, which: str, game: str) -> QWidget:
    """Show ``which`` (``welcome`` or ``tutorial``, the app's ``SCREENS``) for ``game``
    over ``window``."""
    if which == "welcome":
        from .welcome import WelcomeDialog

        dlg = WelcomeDialog(window, game=game)
        dlg.show()
        return dlg
    return window.tutorials.open(game)


def picture(window: QWidget, screen: QWidget) -> QPixmap:
    """What the player sees of ``screen``: a dialog over the window's middle, or a
    window of its own."""
    if screen.size().width() >= window.size().width():
        return screen.grab()
    shot = window.grab()
    painter = QPainter(shot)
    at = QPoint((shot.width() - screen.width()) // 2, (shot.height() - screen.height()) // 2)
    painter.drawPixmap(at, screen.grab())
    painter.end()
    return shot
