"""Opening the hand review (coach) from wherever a finished hand is shown: the result
dialog's Review button, Game → Review match…, and the statistics' hand history.

:class:`ReviewCommands` finds the recorded hands (the statistics hold every finished
hand, with its deal and moves), opens one
:class:`~jinlami_desktop.review.dialog.ReviewWindow` at a time, and shows a decision's
position on the table through the statistics' replay
(:meth:`~jinlami_desktop.window.storage_commands.StorageCommands.replay_hand`, then the
controller's ``replay_seek``).  The review modules are imported on first use only.
The words are translated in the ``MainWindow`` context, like the window's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QMessageBox
from shiboken6 import isValid

from ..storage.errors import StorageError
from ..words.texts import storage_error_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..games.protocol import GameUi
    from ..review.dialog import ReviewWindow
    from ..statistics.window import StatisticsWindow
    from ..storage.stats import HandRow
    from .storage_commands import StorageCommands, StorageHost

__all__ = ["ReviewCommands"]

#: The review's share of the window's width, docked beside the table.
DOCK_SHARE: Final = 0.36
#: The width of the handle between the table and the dock, allowed for (pixels).
_SEPARATOR: Final = 8
#: How long the status line shows a decision's explanation, in milliseconds.
_STATUS_MS = 15000


class ReviewCommands(QObject):
    """The review entry points of the window (``host``), through its ``commands``."""

    def __init__(
        self, host: StorageHost, commands: StorageCommands, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.commands = commands
        self.window: ReviewWindow | None = None
        #: The dock the review is shown in beside the table (``None`` when closed).
        self.dock: QDockWidget | None = None
        #: The statistics window, hidden while the review it opened is beside the table.
        self.stats_aside: StatisticsWindow | None = None
        #: The end-of-hand dialogs hidden while the review is beside the table (they
        #: would cover the position "Show on the table" shows), each with its game.
        self.results_aside: list[tuple[GameUi, QDialog]] = []
        #: The game whose table shows a position the review asked for (its replay ends
        #: with the review, so the match in play and its result come back).
        self.replay_ui: GameUi | None = None
        #: The evaluation's effort (``review_model.EFFORT``; tests use ``quick``).
        self.effort: str | None = None
        #: What the review's Drills button opens (the window's drills screen).
        self.open_drills: Callable[[], object] | None = None

    # -- entry points ----------------------------------------------------------------------
    @Slot()
    def review_last_hand(self) -> bool:
        """The result dialog's Review: the hand that has just ended on the table."""
        rows = self._match_rows()
        if not rows:
            return self._nothing()
        return self.open_review([rows[-1]], whole_match=False)

    @Slot()
    def review_match(self) -> bool:
        """Game → Review match…: every finished hand of the match on the table."""
        rows = self._match_rows()
        if not rows:
            return self._nothing()
        return self.open_review(rows, whole_match=True)

    @Slot(object)
    def review_hand(self, row: HandRow) -> bool:
        """The statistics' hand history: one recorded hand."""
        return self.open_review([row], whole_match=False)

    @Slot(int)
    def review_recorded_match(self, match_id: int) -> bool:
        """The statistics' hand history: every recorded hand of a match."""
        st = self.host.storage
        rows = st.stats.match_hands(match_id) if st is not None else []
        if not rows:
            return self._nothing()
        return self.open_review(rows, whole_match=True)

    def attach_statistics(self, win: StatisticsWindow) -> None:
        """The statistics window asks for reviews and refreshes after one is stored."""
        win.review_requested.connect(self.review_hand)
        win.match_review_requested.connect(self.review_recorded_match)

    # -- the window ------------------------------------------------------------------------
    def _match_rows(self) -> list[HandRow]:
        """The recorded hands of the match on the table (none when it is not recorded)."""
        st = self.host.storage
        meta = self.host.current_ui().controller.meta
        if st is None or meta is None or meta.stats_match_id is None:
            return []
        return st.stats.match_hands(meta.stats_match_id)

    def _nothing(self) -> bool:
        self.host.show_status(
            QCoreApplication.translate("MainWindow", "There is no recorded hand to review yet."),
            _STATUS_MS,
        )
        return False

    def open_review(self, rows: list[HandRow], *, whole_match: bool) -> bool:
        """Open the review window for ``rows`` (one game's hands) in place of any other."""
        st = self.host.storage
        if st is None or not rows:
            return False
        # lazy: imported on first use, not at start-up
        from ..review.dialog import ReviewWindow
        from ..review.model import review_hands

        try:
            hands = review_hands(st.stats, rows)
        except StorageError as exc:
            QMessageBox.warning(
                self.host.dialog_parent(),
                QCoreApplication.translate("MainWindow", "Review"),
                storage_error_text(exc.code, exc.params),
            )
            return False
        self.close()
        # lazy: imported on first use, not at start-up
        from ..review.model import EFFORT

        parent = self.host.dialog_parent()
        main = parent if isinstance(parent, QMainWindow) else None
        win = ReviewWindow(
            st.stats,
            hands,
            parent,
            whole_match=whole_match,
            effort=self.effort or EFFORT,
            docked=main is not None,
        )
        win.position_requested.connect(self.show_position)
        if self.open_drills is not None:
            win.drills_requested.connect(self.open_drills)
        win.drills_button.setVisible(self.open_drills is not None)
        win.finished.connect(self._review_closed)
        stats_window = self.commands.stats_window
        # the statistics (a window over the main one) step aside for the review beside
        # the table, kept up to date, and come back when it is closed
        aside = stats_window if main is not None and stats_window is not None else None
        if aside is not None and not aside.isVisible():
            aside = None
        if stats_window is not None:
            win.stored.connect(
                stats_window.refresh if aside is not None else stats_window.refresh_if_visible
            )
        self.window = win
        if main is not None:
            if aside is not None:
                aside.hide()
                self.stats_aside = aside
            self._results_step_aside()
            self._dock_beside_table(main, win)
        else:
            win.show()
            win.raise_()
        win.start()
        return True

    def _dock_beside_table(self, main: QMainWindow, win: ReviewWindow) -> None:
        """``win`` in a dock on the right of the table, at :data:`DOCK_SHARE` of the
        window's width: "Show on the table" changes the table the player sees beside it.
        The player may float it, or move it to the other side; its Close closes it."""
        # lazy: imported on first use, not at start-up
        from ..review.dialog import DOCKED_MIN_WIDTH

        dock = QDockWidget(main)
        dock.setObjectName("reviewDock")
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        dock.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
        )
        dock.setWidget(win)
        dock.setWindowTitle(win.windowTitle())
        win.windowTitleChanged.connect(dock.setWindowTitle)  # in the language shown
        main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # no wider than the table's page leaves (its table and panel at their minimum)
        central = main.centralWidget()
        room = main.width() - (central.minimumSizeHint().width() if central else 0) - _SEPARATOR
        width = max(DOCKED_MIN_WIDTH, min(round(main.width() * DOCK_SHARE), room))
        main.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        self.dock = dock
        dock.show()
        win.show()
        win.setFocus()

    def _results_step_aside(self) -> None:
        """The open end-of-hand dialogs step aside (hidden) for the review beside the
        table: over the table they hid the position its "Show on the table" shows."""
        for ui in self.host.uis():
            dlg = ui.result_dialog
            if dlg is not None and dlg.isVisible():
                dlg.hide()
                self.results_aside.append((ui, dlg))

    def _results_come_back(self) -> None:
        """The dialogs set aside come back when the review closes: each one still its
        game's dialog (no other hand or match since) and its table not in a replay."""
        aside, self.results_aside = self.results_aside, []
        for ui, dlg in aside:
            if isValid(dlg) and ui.result_dialog is dlg and not ui.controller.replaying:
                dlg.show()
                dlg.raise_()

    @Slot()
    def _review_closed(self) -> None:
        """The review's Close (or Escape): the review stops, its dock goes, a position
        it showed on the table gives way to the match in play, and the statistics it was
        opened from and the result it stepped aside from come back."""
        aside = self.stats_aside
        results = self.results_aside
        replayed = self.replay_ui
        self.results_aside = []
        self.close()
        if replayed is not None and replayed.controller.replaying:
            replayed.controller.end_replay()  # back to the match the review was about
        self.results_aside = results
        self._results_come_back()
        if aside is not None:
            aside.show()
            aside.raise_()

    @Slot(object, int)
    def show_position(self, row: HandRow, step: int) -> bool:
        """The hand of ``row`` on the table, at the position before its move ``step``."""
        if not self.commands.replay_hand(row):
            return False
        ui = self.host.ui(row.game)
        ui.controller.replay_seek(step)
        self.replay_ui = ui
        win = self.window
        if win is not None:
            text = win.selected_explanation()
            if text:
                line = QCoreApplication.translate(
                    "MainWindow", "Before your move {i}: {why}"
                ).format(i=step + 1, why=text)
                self.host.show_status(line, _STATUS_MS)
            # a review floated off its dock stays in front unless it would hide the
            # position it points at: then the table is in front, the words on the status
            # line (docked beside the table, it hides nothing)
            top = win.window()
            centre = ui.view.mapToGlobal(ui.view.rect().center())
            if top is not self.host.dialog_parent() and not top.frameGeometry().contains(centre):
                top.raise_()
        return True

    def close(self) -> None:
        """Close the review and stop its thread (the app quits, another opens, or its own
        Close); its dock goes with it."""
        win, self.window = self.window, None
        dock, self.dock = self.dock, None
        self.stats_aside = None
        self.results_aside = []
        self.replay_ui = None
        if win is not None:
            win.close()
            win.shutdown()
        if dock is not None:
            dock.hide()
            dock.deleteLater()  # the review inside it with it
        elif win is not None:
            win.deleteLater()
