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

    from ..window.main_window import MainWindow

__all__ = ["open_screen", "picture"]


def open_screen(window: MainWindow, which: str, game: str, players: int | None = None) -> QWidget:
    """Show ``which`` (``welcome`` or ``tutorial``, :data:`.unattended.SCREENS`) for ``game``
    over ``window``; the welcome over the table its Play would deal (``players``: the
    ``--players`` of a 拉米纸牌 match), as on a first run."""
    if which == "welcome":
        from ..games.registry import entry
        from ..onboarding.welcome import DEFAULT_LEVEL, WelcomeDialog, show_welcome_table

        setup = entry(game).setup_choices().level_setup(DEFAULT_LEVEL, None, players)
        show_welcome_table(window, game, setup)
        dlg = WelcomeDialog(window, game=game, players=players)
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
