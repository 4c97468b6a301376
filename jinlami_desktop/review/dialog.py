"""The hand review window (coach): every decision of the player in one hand or a whole
match, valued again, the costliest mistakes first.

Why a window of its own (non-modal): the player clicks a decision and looks at that
position on the table (``position_requested``: the main window opens the hand's replay
at the move), with the explanation in words here beside it.  The review itself runs on
:class:`~jinlami_desktop.review.worker.ReviewRunner`'s thread with a progress bar and
Cancel; a hand reviewed once is kept in the statistics (its accuracy and decisions,
``StatsStore.save_review``) and read back the next time instead of computed again.

Imported only when a review is opened (Game → Review match…, the result dialog's
Review button, the statistics' hand history).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import game_name
from ..storage.errors import StorageError
from ..storage.stats import StatsStore
from ..ui.dialog_scale import TableScale
from ..ui.screen_fit import room_for
from ..ui.widgets import Retranslating, push_button, read_only_table, set_bold
from ..words.line_breaks import keep_move_line
from ..words.texts import storage_error_text
from .model import (
    EFFORT,
    HandReview,
    ReviewedDecision,
    ReviewHand,
    costliest_first,
)
from .words import (
    accuracy_text,
    explanation_text,
    loss_text,
    move_words,
    percent,
    points_loss_text,
)
from .worker import ReviewRunner

if TYPE_CHECKING:
    from engine.drills import Drill

__all__ = ["DOCKED_MIN_WIDTH", "DOCKED_WHY_WIDTH", "ReviewWindow"]

#: The narrowest the review is beside the table (its table's columns wrap their words).
DOCKED_MIN_WIDTH: Final = 300
#: Docked at least this wide, the rows say their why too (and wide enough for the
#: columns' words: :data:`WHY_ROOM_CHARS`).
DOCKED_WHY_WIDTH: Final = 560
#: The width, in average characters of the table's font, that the moves' columns and a
#: readable why beside them take: a dock narrower than that says the why below the
#: rows (at 1920×1080 the why column was left a few pixels, a word a line).
WHY_ROOM_CHARS: Final = 115

#: The table's columns: hand, move, your move, best move, win chance lost, points, why.
_COLUMNS = 7
_WHY = 6


def _opening_size(widget: QWidget) -> QSize:
    """960×600, or less on a smaller screen: its whole frame inside the screen's free
    area (a window of its own, undocked)."""
    return room_for(widget, QSize(960, 600))


class ReviewWindow(Retranslating, QDialog):
    """The review of ``hands`` (one hand, or every hand of a match) of one game."""

    #: (HandRow, step): show that hand on the table at the position before move ``step``.
    position_requested = Signal(object, int)
    #: A hand's review was stored (the statistics window refreshes its chart).
    stored = Signal()
    #: The Drills button: the drills screen (the main window opens it).
    drills_requested = Signal()

    def __init__(
        self,
        stats: StatsStore,
        hands: Sequence[ReviewHand],
        parent: QWidget | None = None,
        *,
        whole_match: bool = False,
        effort: str = EFFORT,
        docked: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        #: Shown in a dock beside the table (the main window's), not a window of its own.
        self.docked = docked
        if docked:
            self.setWindowFlags(Qt.WindowType.Widget)
        else:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.stats = stats
        self.hands = list(hands)
        self.whole_match = whole_match
        self.effort = effort
        self.reviews: dict[int, HandReview] = {}  # by hand id
        #: Decisions of the hand being reviewed, shown as they come (by hand id).
        self.partial: dict[int, list[ReviewedDecision]] = {}
        self.rows: list[ReviewedDecision] = []  # the table's rows, costliest first
        self.reviewed_count = 0
        self.total = 0
        self.cancelled = False
        self.error = ""
        #: What the statistics could not keep, in words (the review itself goes on).
        self.storage_problem = ""
        #: Reviews and drills not stored yet (the statistics failed): tried again at the
        #: next hand reviewed and when the window closes, so none is lost meanwhile.
        self.unstored: list[HandReview] = []
        self.unstored_drills: list[Drill] = []
        #: New drills made of this window's hands and kept in the statistics.
        self.drills_added = 0
        self.runner = ReviewRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.hand_reviewed.connect(self._hand_reviewed)
        self.runner.decision_reviewed.connect(self._decision_reviewed)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)

        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("reviewTitle")
        self.title.setWordWrap(True)
        set_bold(self.title, 1.2)
        layout.addWidget(self.title)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

        #: The progress's and the chosen decision's rows: side by side, or in rows in a
        #: narrow dock (:meth:`_arrange`).
        self.progress_grid = QGridLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress_label = QLabel(self)
        self.progress_label.setObjectName("reviewProgressLabel")
        self.progress_label.setWordWrap(True)
        self.cancel_button = push_button(self, "reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        layout.addLayout(self.progress_grid)

        self.table = read_only_table(self, _COLUMNS, "reviewTable", stretch=_WHY)
        # the explanation wraps in its column (never elided): rows grow to fit it
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selection)
        self.table.cellClicked.connect(self._clicked)
        self.table.cellActivated.connect(self._clicked)
        layout.addWidget(self.table, 1)

        self.detail_grid = QGridLayout()
        self.explanation = QLabel(self)
        self.explanation.setObjectName("reviewExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.show_button = push_button(self, "reviewShow")
        self.show_button.clicked.connect(self.show_selected)
        layout.addLayout(self.detail_grid)
        #: Laid out in rows (a narrow dock beside the table), or side by side.
        self.narrow: bool | None = None
        self._arrange()

        buttons = QHBoxLayout()
        self.drills_label = QLabel(self)
        self.drills_label.setObjectName("reviewDrills")
        self.drills_label.setWordWrap(True)
        buttons.addWidget(self.drills_label, 1)
        self.drills_button = push_button(self, "reviewDrillsButton")
        self.drills_button.clicked.connect(self.drills_requested)
        buttons.addWidget(self.drills_button)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("reviewClose")
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.retranslate()
        if docked:  # the dock sizes it; its words as large as the table's
            self.setMinimumWidth(DOCKED_MIN_WIDTH)
            self.table_scale = TableScale(self, refit=self.updateGeometry)
        else:
            self.resize(_opening_size(self))
            # words and the opening size as large as the table's
            self.table_scale = TableScale(self, opening=_opening_size(self))

    # -- the run ---------------------------------------------------------------------------
    def start(self) -> None:
        """Read the hands reviewed before; review the others off the UI thread."""
        pending = []
        for hand in self.hands:
            stored = self.stats.stored_review(hand.hand_id)
            decisions = (
                None
                if stored is None
                else [ReviewedDecision.from_dict(d) for d in stored.decisions]
            )
            if stored is None or decisions is None or None in decisions:
                pending.append(hand)
                continue
            self.reviews[hand.hand_id] = HandReview(
                hand, stored.effort, tuple(d for d in decisions if d is not None)
            )
        self.cancelled = False
        self.error = ""
        self.partial = {}
        if pending:
            self.reviewed_count, self.total = 0, 0
            self.runner.start(pending, self.effort)
        self._fill()

    @Slot()
    def cancel(self) -> None:
        """Stop the review; the hands reviewed so far stay shown (and stored)."""
        if self.runner.running() or not self.complete:
            self.runner.cancel()
            self.cancelled = True
            self._fill()

    @property
    def complete(self) -> bool:
        return all(h.hand_id in self.reviews for h in self.hands)

    @property
    def busy(self) -> bool:
        return not self.complete and not self.cancelled and not self.error

    @Slot(int, int, int)
    def _progressed(self, token: int, done: int, total: int) -> None:
        if token != self.runner.token:
            return
        self.reviewed_count, self.total = done, total
        self._show_progress()

    @Slot(int, int, object)
    def _decision_reviewed(self, token: int, hand_id: int, decision: ReviewedDecision) -> None:
        if token != self.runner.token:
            return
        self.partial.setdefault(hand_id, []).append(decision)
        self._fill()

    @Slot(int, object)
    def _hand_reviewed(self, token: int, review: HandReview) -> None:
        if token != self.runner.token:
            return
        self.reviews[review.hand.hand_id] = review
        self.partial.pop(review.hand.hand_id, None)
        self.unstored.append(review)
        self.store_pending()
        self._fill()

    def store_pending(self) -> bool:
        """Keep the reviews and drills not stored yet; a storage problem is said as one
        (the review goes on, and they are tried again later).  True when all are kept."""
        try:
            while self.unstored:
                review = self.unstored[0]
                self.stats.save_review(
                    review.hand.hand_id,
                    review.effort,
                    review.accuracy,
                    [d.to_dict() for d in review.decisions],
                )
                self.unstored.pop(0)
                self.unstored_drills.extend(review.drills)
                self.stored.emit()
            if self.unstored_drills:
                self.drills_added += self.stats.add_drills(list(self.unstored_drills), date.today())
                self.unstored_drills.clear()
        except StorageError as exc:
            self.storage_problem = storage_error_text(exc.code, exc.params)
            self._show_progress()
            return False
        self.storage_problem = ""
        return True

    @Slot(int, bool)
    def _finished(self, token: int, cancelled: bool) -> None:
        if token == self.runner.token:
            self.cancelled = self.cancelled or cancelled
            self._fill()

    @Slot(int, str)
    def _failed(self, token: int, message: str) -> None:
        if token == self.runner.token:
            self.error = message
            self._fill()

    # -- showing -----------------------------------------------------------------------------
    def _show_progress(self) -> None:
        busy = self.busy
        self.progress.setVisible(busy)
        told = self.cancelled or bool(self.error) or bool(self.storage_problem)
        self.progress_label.setVisible(busy or told)
        self.cancel_button.setVisible(busy)
        self.progress.setRange(0, max(1, self.total))
        self.progress.setValue(min(self.reviewed_count, self.total) if self.total else 0)
        if self.error:
            self.progress_label.setText(
                self.tr("The review stopped: {error}").format(error=self.error)
            )
        elif self.storage_problem:
            self.progress_label.setText(
                self.tr(
                    "The statistics could not keep this review and its drills: {problem} "
                    "They are kept here and stored again after the next hand or on Close."
                ).format(problem=self.storage_problem)
            )
        elif self.cancelled:
            self.progress_label.setText(
                self.tr("Review cancelled: %n hand(s) reviewed.", "", len(self.reviews))
            )
        elif self.total:
            self.progress_label.setText(
                self.tr("Reviewing decision {done} of {total}…").format(
                    done=self.reviewed_count, total=self.total
                )
            )
        else:
            self.progress_label.setText(self.tr("Reviewing…"))

    def _fill(self) -> None:
        """The summary, the progress and the table from the reviews so far."""
        self._show_progress()
        self.drills_label.setText(
            self.tr("%n drill(s) made of your costly moves.", "", self.drills_added)
            if self.drills_added
            else ""
        )
        reviews = [self.reviews[h.hand_id] for h in self.hands if h.hand_id in self.reviews]
        decisions = [d for r in reviews for d in r.decisions]
        decisions += [d for ds in self.partial.values() for d in ds]
        if decisions:
            ok = sum(d.ok for d in decisions)
            lines = [accuracy_text(ok / len(decisions), len(decisions))]
            mean = sum(d.loss for d in decisions) / len(decisions) if decisions else 0.0
            mistakes = sum(not d.ok for d in decisions)
            costly = self.tr(
                "%n costly decision(s); {mean} win chance given away per decision on average.",
                "",
                mistakes,
            )
            lines.append(costly.format(mean=percent(mean)))
            if self.whole_match and reviews:
                lines.append(
                    self.tr("Per hand: {hands}").format(
                        hands=self.tr(", ").join(
                            self.tr("hand {n} {accuracy}").format(
                                n=r.hand.number, accuracy=percent(r.accuracy)
                            )
                            for r in reviews
                        )
                    )
                )
            self.summary.setText("\n".join(lines))
        else:
            self.summary.setText(self.tr("No decision reviewed yet."))
        selected = self.selected()
        self.rows = costliest_first(decisions)
        # the hand's number only in a match's review; points only where they are valued
        self.table.setColumnHidden(0, not self.whole_match)
        narrow = bool(self.narrow)
        # in a narrow dock the best move is said under the player's own (one column
        # fewer), the points lost below the rows with the chosen decision's why
        no_points = all(d.points_loss is None for d in self.rows)
        self.table.setColumnHidden(5, no_points or narrow)
        self.table.setColumnHidden(3, narrow)
        self._fit_why()
        # Rows fit their text once the table is full: fitting them while it fills
        # measures every row again at every cell.
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.setRowCount(len(self.rows))
        for r, d in enumerate(self.rows):
            why = explanation_text(d)
            cells = [
                self.tr("{n}").format(n=d.number),
                self.tr("{n}").format(n=d.step + 1),
                self._your_move_cell(d, narrow),
                self.tr("the same") if d.best == d.move else move_words(d.best, d.params),
                loss_text(d.loss),
                points_loss_text(d.points_loss),
                why,
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == _WHY:
                    item.setToolTip(why)
                if not d.ok and c in (2, 4):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if selected is not None and selected in self.rows:
            self.table.selectRow(self.rows.index(selected))
        self._selection()

    def _your_move_cell(self, d: ReviewedDecision, narrow: bool) -> str:
        """The player's move; in a narrow dock the best one under it (its column hidden)."""
        move = move_words(d.move, d.params)
        if not narrow:
            return move
        best = self.tr("the same") if d.best == d.move else move_words(d.best, d.params)
        cell = self.tr("{move}\nbest: {best}", "a narrow review's move cell")
        # each move's card kept with its word as the column wraps ("Discard ♥K")
        return cell.format(move=keep_move_line(move), best=keep_move_line(best))

    def _fit_why(self) -> None:
        """In a narrow dock beside the table the why of the chosen decision is said
        below the rows only: a column of it there would make every row tall."""
        self.table.setColumnHidden(_WHY, self._is_narrow())

    def _is_narrow(self) -> bool:
        room = WHY_ROOM_CHARS * self.table.fontMetrics().averageCharWidth()
        return self.docked and self.width() < max(DOCKED_WHY_WIDTH, room)

    def _arrange(self) -> None:
        """Side by side when there is room; in a narrow dock (1024×640: beside the table
        and its panel) in rows instead, so nothing is cut: the progress's words above its
        bar and Cancel, Show on the table under the chosen decision's words, and the
        moves' columns sharing the width (their words wrap) instead of running off it."""
        narrow = self._is_narrow()
        self._fit_why()
        if narrow == self.narrow:
            return
        self.narrow = narrow
        top = Qt.AlignmentFlag.AlignTop
        right = Qt.AlignmentFlag.AlignRight
        p, d = self.progress_grid, self.detail_grid
        for grid in (p, d):
            while grid.count():
                grid.takeAt(0)
            for i in range(3):
                grid.setColumnStretch(i, 0)
        if narrow:
            p.addWidget(self.progress_label, 0, 0, 1, 2)
            p.addWidget(self.progress, 1, 0)
            p.addWidget(self.cancel_button, 1, 1)
            d.addWidget(self.explanation, 0, 0)
            d.addWidget(self.show_button, 1, 0, right)
        else:
            p.addWidget(self.progress_label, 0, 0)
            p.addWidget(self.progress, 0, 1)
            p.addWidget(self.cancel_button, 0, 2)
            d.addWidget(self.explanation, 0, 0)
            d.addWidget(self.show_button, 0, 1, top)
        p.setColumnStretch(1 if not narrow else 0, 1)
        d.setColumnStretch(0, 1)
        header = self.table.horizontalHeader()
        fits = QHeaderView.ResizeMode.ResizeToContents
        shares = QHeaderView.ResizeMode.Stretch
        header.setSectionResizeMode(2, shares if narrow else fits)  # your move (and best)
        header.setSectionResizeMode(_WHY, fits if narrow else shares)
        self._head_your_move()
        if self.rows:
            self._fill()  # the cells for the new arrangement

    def _head_your_move(self) -> None:
        """The player's move's heading: with the best move under it when narrow."""
        text = self.tr("Your move / best") if self.narrow else self.tr("Your move")
        item = self.table.horizontalHeaderItem(2)
        if item is not None:
            item.setText(text)

    def _fit_explanation(self) -> None:
        """The chosen decision's words as tall as their wrapped lines (the table takes
        the height left): beside Show on the table they were cut to a line and a half."""
        label = self.explanation
        width = label.width() if label.width() > 0 else label.sizeHint().width()
        label.setMinimumHeight(max(0, label.heightForWidth(width)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.docked:
            self._arrange()
        self._fit_explanation()

    def selected(self) -> ReviewedDecision | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        i = rows[0].row()
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def _hand_of(self, d: ReviewedDecision) -> ReviewHand | None:
        return next((h for h in self.hands if h.number == d.number), None)

    def _selection(self) -> None:
        d = self.selected()
        self.show_button.setEnabled(d is not None)
        if d is None:
            self.explanation.setText(
                self.tr("Click a decision to see that position on the table.") if self.rows else ""
            )
            self._fit_explanation()
            return
        text = self.tr("Hand {n}, move {i}: you chose “{move}”; best was “{best}” ({loss}).")
        line = text.format(
            n=d.number,
            i=d.step + 1,
            move=move_words(d.move, d.params),
            best=move_words(d.best, d.params),
            loss=loss_text(d.loss),
        )
        lines = [line, explanation_text(d)]
        if self.narrow and d.points_loss is not None:  # its column hidden
            lines.insert(
                1, self.tr("Points lost: {points}").format(points=points_loss_text(d.points_loss))
            )
        self.explanation.setText("\n".join(lines))
        self._fit_explanation()

    @Slot(int, int)
    def _clicked(self, row: int, column: int) -> None:
        self.table.selectRow(row)
        self.show_selected()

    @Slot()
    def show_selected(self) -> None:
        """Show the selected decision's position on the table (before the move)."""
        d = self.selected()
        hand = self._hand_of(d) if d is not None else None
        if d is not None and hand is not None:
            self.position_requested.emit(hand.row, d.step)

    def selected_explanation(self) -> str:
        """The words of the selected decision (the status line repeats them)."""
        d = self.selected()
        return "" if d is None else explanation_text(d)

    # -- words -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        game = game_name(self.hands[0].game) if self.hands else ""
        if self.whole_match:
            self.setWindowTitle(self.tr("Review of the match"))
            self.title.setText(
                self.tr("{game}: review of the match, %n hand(s)", "", len(self.hands)).format(
                    game=game
                )
            )
        else:
            number = self.hands[0].number if self.hands else 0
            self.setWindowTitle(self.tr("Review of hand {n}").format(n=number))
            self.title.setText(self.tr("{game}: review of hand {n}").format(game=game, n=number))
        self.table.setAccessibleName(self.tr("Your decisions, the costliest first"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Hand"),
                self.tr("Move"),
                self.tr("Your move"),
                self.tr("Best move"),
                self.tr("Win chance lost"),
                self.tr("Points lost"),
                self.tr("Why"),
            ]
        )
        self._head_your_move()
        self.cancel_button.setText(self.tr("Cancel"))
        self.drills_button.setText(self.tr("&Drills…"))
        self.drills_button.setToolTip(
            self.tr("Answer your costly moves again on the table, spaced out over days")
        )
        self.show_button.setText(self.tr("Show on the table"))
        self.close_button.setText(self.tr("Close"))
        self.progress.setToolTip(
            self.tr("Each decision is valued again from what you could see at that moment.")
        )
        self._fill()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops the review (the hands reviewed so far are kept: those the
        statistics could not take yet are tried once more)."""
        self.runner.cancel()
        self.store_pending()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the review thread (the application quits)."""
        self.runner.shutdown()
