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

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QMessageBox

from ..storage.errors import StorageError
from ..words.texts import storage_error_text

if TYPE_CHECKING:
    from ..review.dialog import ReviewWindow
    from ..statistics.window import StatisticsWindow
    from ..storage.stats import HandRow
    from .storage_commands import StorageCommands, StorageHost

__all__ = ["ReviewCommands"]

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
        #: The evaluation's effort (``review_model.EFFORT``; tests use ``quick``).
        self.effort: str | None = None

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

        win = ReviewWindow(
            st.stats,
            hands,
            self.host.dialog_parent(),
            whole_match=whole_match,
            effort=self.effort or EFFORT,
        )
        win.position_requested.connect(self.show_position)
        stats_window = self.commands.stats_window
        if stats_window is not None:
            win.stored.connect(stats_window.refresh_if_visible)
        self.window = win
        win.show()
        win.raise_()
        win.start()
        return True

    @Slot(object, int)
    def show_position(self, row: HandRow, step: int) -> bool:
        """The hand of ``row`` on the table, at the position before its move ``step``."""
        if not self.commands.replay_hand(row):
            return False
        ui = self.host.ui(row.game)
        ui.controller.replay_seek(step)
        win = self.window
        if win is not None:
            text = win.selected_explanation()
            if text:
                line = QCoreApplication.translate(
                    "MainWindow", "Before your move {i}: {why}"
                ).format(i=step + 1, why=text)
                self.host.show_status(line, _STATUS_MS)
            # the review stays in front unless it would hide the position it points at
            # (a small screen): then the table is in front, the words on the status line
            centre = ui.view.mapToGlobal(ui.view.rect().center())
            if not win.frameGeometry().contains(centre):
                win.raise_()
        return True

    def close(self) -> None:
        """Close the review window and stop its thread (the app quits, or another opens)."""
        win = self.window
        self.window = None
        if win is not None:
            win.close()
            win.shutdown()
            win.deleteLater()
