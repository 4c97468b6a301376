"""Help → Drills (and the review's Drills button): the drills screen over the main window
(:class:`~.window.DrillsWindow`, imported when first opened, so start-up does not pay for
it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction

from ..ui.screen_fit import place_over

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QWidget

    from .window import DrillsHost, DrillsWindow

__all__ = ["DrillsMenu"]


class DrillsMenu(QObject):
    """The Drills entry of a menu and the drills window it opens."""

    def __init__(
        self, host: DrillsHost, window: QWidget, menu: QMenu, before: QAction | None = None
    ) -> None:
        """The entry in ``menu``, above ``before`` (at its end without)."""
        super().__init__(window)
        self.host = host
        self.window = window
        #: The drills on show (``None`` when closed).
        self.drills: DrillsWindow | None = None
        self.action = QAction(window)
        self.action.setObjectName("drillsAction")
        self.action.triggered.connect(self.open)
        if before is not None:
            menu.insertAction(before, self.action)
        else:
            menu.addAction(self.action)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("MainWindow", "&Drills…"))
        self.action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow", "Your costly moves from reviewed hands, asked again on the table"
            )
        )

    @Slot()
    def open(self) -> DrillsWindow:
        """Open the drills over the window (the match in play waits)."""
        # lazy: imported on first use, not at start-up
        from .window import DrillsWindow

        if self.drills is not None:
            self.drills.close()
        drills = DrillsWindow(self.host, self.window)
        drills.closed.connect(self._closed)
        drills.hold_host()
        place_over(drills, self.window)  # its whole frame on screen, as the window's
        self.drills = drills
        drills.show()
        drills.raise_()
        drills.activateWindow()
        return drills

    @Slot()
    def _closed(self) -> None:
        self.drills = None
