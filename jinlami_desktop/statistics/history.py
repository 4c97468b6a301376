"""The statistics window's hand history: recorded hands of one game and scope, a page at
a time, newest first, with the buttons that act on the selected hand.

The cells that differ between games (how a hand ended, its table, its opponents) are
its game's statistics view's (:meth:`~jinlami_desktop.games.protocol.StatsView.history_cells`).
The words keep the window's translation context (``StatisticsWindow``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.protocol import StatsView
from ..storage.stats import HandRow, StatsStore
from ..ui.widgets import RoomyColumn, read_only_table
from ..words.texts import date_text, match_result_name
from .charts import RESULT_COLORS
from .names import opponent_name
from .numbers import DASH, percent_text
from .verify_match import can_verify

__all__ = ["PAGE_SIZE", "HistoryPage"]

#: Hands per page of the history list.
PAGE_SIZE = 25


class HistoryPage(QWidget):
    """The history table, its title, the page buttons and the buttons for the selected
    hand (review, review the match, verify the deals, replay)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("historyTitle")
        lay.addWidget(self.title)
        self.table = read_only_table(self, 10, "historyTable", stretch=9)
        # every column as wide as its text (the accuracy column took the room "How it
        # ended" had): the table scrolls sideways rather than cut a cell's words
        self.table.horizontalHeader().setSectionResizeMode(
            5, QHeaderView.ResizeMode.ResizeToContents
        )
        self.fill_column = RoomyColumn(self.table, 9)  # the accuracy: never cut either
        self.title.setBuddy(self.table)
        lay.addWidget(self.table, 1)
        nav = QHBoxLayout()
        self.prev_page_button = QPushButton(self)
        self.prev_page_button.setObjectName("previousPage")
        self.next_page_button = QPushButton(self)
        self.next_page_button.setObjectName("nextPage")
        self.page_label = QLabel(self)
        self.page_label.setObjectName("pageLabel")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replayButton")
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewHandButton")
        self.review_match_button = QPushButton(self)
        self.review_match_button.setObjectName("reviewMatchButton")
        self.verify_button = QPushButton(self)  # provably fair deals (verify_match.py)
        self.verify_button.setObjectName("verifyMatchButton")
        nav.addWidget(self.prev_page_button)
        nav.addWidget(self.page_label)
        nav.addWidget(self.next_page_button)
        nav.addStretch(1)
        nav.addWidget(self.review_button)
        nav.addWidget(self.review_match_button)
        nav.addWidget(self.verify_button)
        nav.addWidget(self.replay_button)
        lay.addLayout(nav)

    def fill(
        self,
        stats: StatsStore,
        practice: bool,
        game: str,
        page: int,
        view_of: Callable[[str], StatsView],
    ) -> tuple[int, int, list[HandRow], dict[int, bool]]:
        """Page ``page`` (kept in range) of ``game``'s hands: the hands recorded, the
        page shown, its rows, and whether each listed match's deals can be verified (its
        reveal is kept).  The window words the title and the page label (its ``%n``
        plural needs its own ``tr``)."""
        total = stats.hand_count(practice=practice, game=game)
        pages = max(1, -(-total // PAGE_SIZE))
        page = max(0, min(page, pages - 1))
        rows = stats.hand_history(
            limit=PAGE_SIZE, offset=page * PAGE_SIZE, practice=practice, game=game
        )
        results: dict[int, str | None] = {}
        opponents: dict[int, tuple[str, ...]] = {}
        verifiable: dict[int, bool] = {}
        self.table.setRowCount(len(rows))
        for r, h in enumerate(rows):
            if h.match_id not in results:
                match = stats.get_match(h.match_id)
                results[h.match_id] = match.result if match is not None else None
                opponents[h.match_id] = match.opponents if match is not None else ()
                verifiable[h.match_id] = can_verify(stats.fairness(h.match_id))
            own = view_of(h.game).history_cells(h, opponents[h.match_id])
            cells = [
                date_text(h.played),
                QCoreApplication.translate("StatisticsWindow", "{number}").format(number=h.number),
                own.table,
                own.opponent if own.opponent is not None else opponent_name(h.opponent_level),
                match_result_name(h.result),
                own.ended,
                QCoreApplication.translate("StatisticsWindow", "{mine} : {theirs}").format(
                    mine=h.points_for, theirs=h.points_against
                ),
                DASH if h.deadwood is None else str(h.deadwood),
                match_result_name(results[h.match_id]),
                DASH if h.accuracy is None else percent_text(100 * h.accuracy),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if results[h.match_id] == "abandoned" and c == 8:
                    item.setForeground(RESULT_COLORS["abandoned"])
                if c == 5 and own.ended_tip:
                    item.setToolTip(own.ended_tip)
                if c == 5 and own.ended_bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self.prev_page_button.setEnabled(page > 0)
        self.next_page_button.setEnabled(page + 1 < pages)
        return total, page, rows, verifiable
