"""Help → Tutorial: one entry per game of the registry, each opening that game's
tutorial hand over the main window (:class:`~.tutorial.TutorialWindow`, imported when
first opened, so start-up does not pay for it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction

from ..games.registry import GAMES
from ..ui.screen_fit import place_over

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QWidget

    from .tutorial import TutorialHost, TutorialWindow

__all__ = ["TutorialMenu"]


class TutorialMenu(QObject):
    """The tutorial entries of a menu and the tutorial window they open."""

    def __init__(
        self, host: TutorialHost, window: QWidget, menu: QMenu, before: QAction | None = None
    ) -> None:
        """One entry per game in ``menu``, above ``before`` (at its end without)."""
        super().__init__(window)
        self.host = host
        self.window = window
        #: The tutorial on show (``None`` when none is open).
        self.tutorial: TutorialWindow | None = None
        self.actions: dict[str, QAction] = {}
        for game in GAMES:
            action = QAction(window)
            action.setData(game.id)
            action.setObjectName(f"tutorialAction_{game.id}")
            action.triggered.connect(self._triggered)
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
            self.actions[game.id] = action
        self.retranslate()

    def retranslate(self) -> None:
        for game in GAMES:
            self.actions[game.id].setText(
                QCoreApplication.translate("MainWindow", "Tutorial: {game}").format(
                    game=game.name()
                )
            )

    @Slot()
    def _triggered(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.open(str(action.data()))

    def open(self, game_id: str) -> TutorialWindow:
        """Open ``game_id``'s tutorial over the window (the match in play waits)."""
        # lazy: imported on first use, not at start-up
        from .tutorial import TutorialWindow

        if self.tutorial is not None:
            self.tutorial.close()
        tutorial = TutorialWindow(self.host, game_id, self.window)
        tutorial.closed.connect(self._closed)
        tutorial.hold_host()
        place_over(tutorial, self.window)  # its whole frame on screen, as the window's
        self.tutorial = tutorial
        tutorial.show()
        tutorial.raise_()
        tutorial.activateWindow()
        return tutorial

    @Slot()
    def _closed(self) -> None:
        self.tutorial = None
