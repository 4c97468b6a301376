"""The drills screen: the drills due today (or the daily puzzles), then each one asked
on the game's real table.

Why a window of its own over the main window, like the tutorial: a drill is answered on
the game's own table (its :class:`~jinlami_desktop.games.protocol.GameUi`: the same
scene, gestures, panel and dialogs as a match) driven by a controller of its own with no
storage, so a drill's position is never autosaved nor recorded as a hand; the match in
the main window is only held meanwhile (its bots wait).  The position is the player's
view of the moment (:func:`.position.table_state`: their own cards, the discard pile,
what they knew; every card they could not see is a card dealt at random, never shown).

The player's first move on the table is the answer: the controller's ``gate`` takes it
and refuses it (:data:`ANSWERED`: the cards go back, nothing is revealed), the guide
says right or wrong, the best move and why, the table marks the best move as it marks a
hint, and the answer is recorded (the drill's next
date moves: :mod:`.book`).  Next drill, or back to the list.  The words are in the
``DrillsWindow`` context (:mod:`.words` for the questions and verdicts).
"""

from __future__ import annotations

import datetime as dt
from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final, Protocol

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import entry, game_name
from ..storage.errors import StorageError
from ..ui.text_scale import scale_fonts
from ..ui.widgets import TablePage, panel_label, push_button, read_only_table, set_bold
from ..words.texts import storage_error_text
from . import book
from .words import (
    first_time_text,
    how_to_answer,
    next_due_text,
    question_text,
    reason_text,
    source_text,
    verdict_text,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from engine.actions import Action

    from ..games.protocol import GameUi
    from ..model.preferences import Preferences
    from ..storage.session import Storage
    from ..table.card_art import DeckStyle
    from ..ui.dialog_kit import ResultDialog
    from .book import DrillItem

__all__ = ["ANSWERED", "DrillsHost", "DrillsWindow"]

#: The refusal code of the move that answers a drill (and of any move after it).
ANSWERED: Final = "drill_answered"
#: The guide, as the tutorial's: a warm paper tone; a right answer green, a wrong one red.
GUIDE_STYLE: Final = (
    "#drillGuide { background: #fbf1d3; border: none; border-bottom: 1px solid #c9b98a; }"
    " #drillGuide QLabel { color: #2b2414; }"
    ' #drillGuide QLabel#drillVerdict[right="true"] { color: #1d6b2a; }'
    ' #drillGuide QLabel#drillVerdict[right="false"] { color: #9a1f00; }'
)
#: The guide's words grow with a tall window (× window height / this, at most ×MAX_SCALE).
BASE_HEIGHT: Final = 800
MAX_SCALE: Final = 1.35
#: The list's columns: game, question, from, due, right answers in a row.
_COLUMNS: Final = 5


class DrillsHost(Protocol):
    """What the drills screen needs of the main window."""

    @property
    def prefs(self) -> Preferences: ...

    @property
    def storage(self) -> Storage | None: ...

    def deck_style(self) -> DeckStyle: ...
    def play_sound(self, name: str) -> None: ...
    def uis(self) -> Iterable[GameUi]: ...


class DrillsWindow(QWidget):
    """The list of today's drills and, one at a time, each drill on its game's table."""

    #: The window closed (the held match plays on).
    closed = Signal()

    def __init__(self, host: DrillsHost, parent: QWidget, today: dt.date | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("drillsWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.host = host
        self.today = today or dt.date.today()
        #: The drills listed (due today, or the daily puzzles), and the one on the table.
        self.items: list[DrillItem] = []
        self.index = -1
        #: The answer of the drill on the table (``None`` until the player moves).
        self.answer: Action | None = None
        self.right: bool | None = None
        #: Words said after the verdict: when it comes back, or a storage problem.
        self.after = ""
        #: Answers the statistics could not keep yet (tried again: :meth:`keep_answers`).
        self.unsaved: list[tuple[DrillItem, bool]] = []
        #: A storage problem of the list (said over it; the drills still play).
        self.problem = ""
        self.uis: dict[str, GameUi] = {}
        self.pages: dict[str, TablePage] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.stack = QStackedWidget(self)
        layout.addWidget(self.stack)
        self.list_page = self._build_list()
        self.drill_page = self._build_drill()
        self.stack.addWidget(self.list_page)
        self.stack.addWidget(self.drill_page)
        self.retranslate()
        self.reload()

    # -- the pages ---------------------------------------------------------------------------
    def _build_list(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("drillList")
        column = QVBoxLayout(page)
        column.setContentsMargins(16, 12, 16, 12)
        self.title = QLabel(page)
        self.title.setObjectName("drillsTitle")
        self.title.setWordWrap(True)
        set_bold(self.title, 1.3)
        column.addWidget(self.title)
        self.summary = QLabel(page)
        self.summary.setObjectName("drillsSummary")
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.table = read_only_table(page, _COLUMNS, "drillsTable", stretch=1)
        self.table.setWordWrap(True)
        self.table.cellActivated.connect(self._row_activated)
        self.table.cellDoubleClicked.connect(self._row_activated)
        column.addWidget(self.table, 1)
        self.note = QLabel(page)
        self.note.setObjectName("drillsNote")
        self.note.setWordWrap(True)
        column.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.start_button = push_button(page, "drillsStart")
        self.start_button.clicked.connect(self.start)
        self.close_button = push_button(page, "drillsClose")
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.close_button)
        column.addLayout(buttons)
        return page

    def _build_drill(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.guide = QFrame(page)
        self.guide.setObjectName("drillGuide")
        self.guide.setStyleSheet(GUIDE_STYLE)
        row = QHBoxLayout(self.guide)
        row.setContentsMargins(12, 8, 12, 8)
        words = QVBoxLayout()
        self.heading = panel_label(self.guide, small=True, name="drillHeading")
        self.question = QLabel(self.guide)
        self.question.setObjectName("drillQuestion")
        self.question.setWordWrap(True)
        set_bold(self.question, 1.25)
        self.how = panel_label(self.guide, name="drillHow")
        self.verdict = panel_label(self.guide, bold=True, name="drillVerdict")
        self.reason = panel_label(self.guide, name="drillReason")
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for w in (self.heading, self.question, self.how, self.verdict, self.reason):
            words.addWidget(w)
        words.addStretch(1)
        row.addLayout(words, 1)
        buttons = QVBoxLayout()
        self.next_button = push_button(self.guide, "drillNext")
        self.next_button.clicked.connect(self.next_drill)
        self.back_button = push_button(self.guide, "drillBack")
        self.back_button.clicked.connect(self.back_to_list)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        column.addWidget(self.guide)
        self.tables = QStackedWidget(page)
        column.addWidget(self.tables, 1)
        return page

    # -- the list ----------------------------------------------------------------------------
    def reload(self) -> None:
        """Read today's drills again (after answers, they move on)."""
        self.problem = ""
        try:
            self.items = book.today_items(self.host.storage, self.today)
        except StorageError as exc:
            self.problem = storage_error_text(exc.code, exc.params)
            self.items = book.puzzle_items(self.today)
        self._fill_list()

    def _fill_list(self) -> None:
        self.table.setRowCount(len(self.items))
        for r, item in enumerate(self.items):
            cells = [
                game_name(item.drill.game),
                question_text(item.drill.kind),
                source_text(item.drill.source),
                self._due_text(item),
                "—" if item.puzzle else QLocale().toString(item.step),
            ]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if self.items:
            self.table.selectRow(0)
        self.start_button.setEnabled(bool(self.items))
        self._word_summary()

    def _due_text(self, item: DrillItem) -> str:
        """When the drill was due: today, or since a missed day."""
        if item.due is None or item.due >= self.today:
            return self.tr("today")
        day = QDate(item.due.year, item.due.month, item.due.day)
        return self.tr("since {day}").format(
            day=QLocale().toString(day, QLocale.FormatType.ShortFormat)
        )

    def _word_summary(self) -> None:
        due = sum(not i.puzzle for i in self.items)
        puzzles = len(self.items) - due
        if due:
            text = self.tr("%n drill(s) due today, from your own reviewed hands.", "", due)
        elif puzzles:
            text = self.tr(
                "No drill of your own is due today: here is today's puzzle of each game."
            )
        else:
            text = self.tr("Nothing to practise today. Review a hand to make drills of it.")
        lines = [text]
        counts = book.counts(self.host.storage, self.today)
        if counts is not None and counts.answered:
            lines.append(
                self.tr("Answered so far: %n, right {share}.", "", counts.answered).format(
                    share=book.percent_text(counts.right / counts.answered)
                )
            )
        if self.problem:
            lines.append(self.problem)
        self.summary.setText("\n".join(lines))

    @Slot(int, int)
    def _row_activated(self, row: int, column: int) -> None:
        self.show_drill(row)

    @Slot()
    def start(self) -> None:
        """Start with the selected drill (the first by default)."""
        rows = self.table.selectionModel().selectedRows()
        self.show_drill(rows[0].row() if rows else 0)

    # -- one drill on the table ------------------------------------------------------------
    def ui_for(self, game_id: str) -> GameUi:
        """The game's table in this window (built on first use)."""
        ui = self.uis.get(game_id)
        if ui is None:
            services = _Services(self, self.host, game_id)
            ui = entry(game_id).make_ui(services, self)
            page = TablePage(ui.replay_bar, ui.view, ui.panel, self.tables)
            self.tables.addWidget(page)
            ui.controller.gate = self._gate
            ui.controller.move_delay_ms = 0
            ui.apply_prefs(services.prefs)
            ui.retranslate()
            self.uis[game_id] = ui
            self.pages[game_id] = page
        return ui

    def show_drill(self, index: int) -> bool:
        """Put drill ``index`` of the list on its table and ask its question."""
        if not 0 <= index < len(self.items):
            return False
        item = self.items[index]
        drill = item.drill
        ui = self.ui_for(drill.game)
        self.index = index
        self.answer, self.right, self.after = None, None, ""
        ui.close_result_dialog()
        ui.controller.load_hand(book.table_state(drill))
        self.tables.setCurrentWidget(self.pages[drill.game])
        self.stack.setCurrentWidget(self.drill_page)
        self._word_drill()
        ui.view.setFocus()
        return True

    @property
    def item(self) -> DrillItem | None:
        return self.items[self.index] if 0 <= self.index < len(self.items) else None

    def _gate(self, action: Action) -> tuple[str, dict[str, Any]] | None:
        """The controller asks before it applies the player's move: the first one is the
        answer; none is applied (the position stays the question's)."""
        if self.answer is None and self.item is not None:
            self._answered(action)
        return ANSWERED, {}

    def _answered(self, action: Action) -> None:
        item = self.item
        assert item is not None
        self.answer = action
        self.right = book.is_right(item.drill, action)
        self.unsaved.append((item, self.right))
        try:
            days = self.keep_answers().get(item.drill.key)
        except StorageError as exc:
            self.after = self.tr(
                "The answer is not kept yet: {problem} It is tried again with the next "
                "answer and when the drills close."
            ).format(problem=storage_error_text(exc.code, exc.params))
        else:
            self.after = "" if days is None else next_due_text(days)
        self.host.play_sound("win" if self.right else "lose")
        self._word_drill()
        # after the refusal's own callout: the best move marked on the table, with its
        # reasons, the way a hint is shown
        QTimer.singleShot(0, self._show_best)

    def keep_answers(self) -> dict[str, int | None]:
        """Keep the answers not kept yet, oldest first (a storage problem raises and
        leaves them waiting); the days until each drill kept comes back, by key."""
        days: dict[str, int | None] = {}
        while self.unsaved:
            item, right = self.unsaved[0]
            days[item.drill.key] = book.record(self.host.storage, item, right, self.today)
            self.unsaved.pop(0)
        return days

    @Slot()
    def _show_best(self) -> None:
        item = self.item
        if item is not None and self.answer is not None:
            self.uis[item.drill.game].controller.hint_ready.emit(item.drill.best)

    @Slot()
    def next_drill(self) -> None:
        """The next drill of the list (the list again after the last)."""
        if self.index + 1 < len(self.items):
            self.show_drill(self.index + 1)
        else:
            self.back_to_list()

    @Slot()
    def back_to_list(self) -> None:
        self.index = -1
        self.answer = None
        self.reload()
        self.stack.setCurrentWidget(self.list_page)

    # -- words -----------------------------------------------------------------------------
    def _word_drill(self) -> None:
        item = self.item
        if item is None:
            return
        d = item.drill
        self.heading.setText(
            self.tr("Drill {n} of {count} · {game} · {source}").format(
                n=self.index + 1,
                count=len(self.items),
                game=game_name(d.game),
                source=source_text(d.source),
            )
        )
        self.question.setText(question_text(d.kind))
        self.how.setText(how_to_answer(d.kind))
        answered = self.answer is not None
        # before the answer, how to give it stands where the verdict will be: the guide
        # keeps its height and the felt below does not jump
        self.how.setVisible(not answered)
        self.verdict.setVisible(answered)
        self.reason.setMinimumHeight(2 * self.reason.fontMetrics().lineSpacing())
        self.reason.setText("")
        if self.answer is not None:
            params = dict(d.reason_params)
            self.verdict.setText(verdict_text(bool(self.right), self.answer, d.best, params))
            self.verdict.setProperty("right", "true" if self.right else "false")
            self.verdict.style().unpolish(self.verdict)
            self.verdict.style().polish(self.verdict)
            lines: list[str] = [
                first_time_text(d.source, d.played, params, d.loss),
                reason_text(d.kind, d.played, d.best, d.reason, params, d.loss, d.points_loss),
            ]
            if self.after:
                lines.append(self.after)
            self.reason.setText("\n".join(lines))
        last = self.index + 1 >= len(self.items)
        self.next_button.setEnabled(answered)
        self.next_button.setText(self.tr("&Next drill") if not last else self.tr("&Finish"))
        self.back_button.setText(self.tr("&Back to the list"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Drills"))
        self.title.setText(self.tr("Drills: your own mistakes, asked again"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Question"),
                self.tr("From"),
                self.tr("Due"),
                self.tr("Right in a row"),
            ]
        )
        self.table.setAccessibleName(self.tr("Today's drills"))
        self.note.setText(
            self.tr(
                "Each drill is a position as you saw it, never a card you could not see. "
                "A right answer brings the drill back after 1, 3, 7, then 21 days; a wrong "
                "one brings it back tomorrow."
            )
        )
        self.start_button.setText(self.tr("&Start"))
        self.close_button.setText(self.tr("&Close"))
        for ui in self.uis.values():
            ui.retranslate()
        if self.items:
            self._fill_list()
        else:
            self._word_summary()
        self._word_drill()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords the lists, the guide and the tables at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A tall window: the guide's and the list's words grow with it, as the table's
        cards do (the tutorial's rule)."""
        scale = min(MAX_SCALE, max(1.0, event.size().height() / BASE_HEIGHT))
        words = (self.heading, self.question, self.how, self.verdict, self.reason)
        buttons = (self.next_button, self.back_button, self.start_button, self.close_button)
        listed = (self.title, self.summary, self.table, self.note)
        scale_fonts((*words, *buttons, *listed), scale)
        super().resizeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape goes back to the list from a drill, and closes the list."""
        if event.key() == Qt.Key.Key_Escape and self.stack.currentWidget() is self.drill_page:
            self.back_to_list()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    # -- the host's match waits ------------------------------------------------------------
    def hold_host(self) -> None:
        """The main window's matches wait while the drills are open."""
        for ui in self.host.uis():
            ui.controller.hold()

    def closeEvent(self, event: QCloseEvent) -> None:
        """The drills' tables stop and the held match plays on (answers not kept yet are
        tried once more)."""
        with suppress(StorageError):  # said after the answer already: it cannot be kept
            self.keep_answers()
        for ui in self.uis.values():
            ui.controller.gate = None
            ui.controller.shutdown()
            ui.close_result_dialog()
        for ui in self.host.uis():
            ui.controller.release()
        self.closed.emit()
        super().closeEvent(event)


class _Services:
    """What a drill's table gets from around it (the game's ``WindowServices``): the
    player's preferences without the automatic layoff (a layoff drill asks for it) and
    without hints (the answer is the player's own), the guide for the table's words, the
    main window's sounds and cards."""

    def __init__(self, window: DrillsWindow, host: DrillsHost, game_id: str) -> None:
        self.window = window
        self.host = host
        self.game_id = game_id

    @property
    def prefs(self) -> Preferences:
        return replace(self.host.prefs, auto_layoff=False, hints=False)

    def dialog_parent(self) -> QWidget:
        return self.window

    def show_status(self, text: str, timeout_ms: int) -> None:
        """The table's own words go in its callouts; the guide keeps the question."""

    def clear_status(self) -> None:
        """Nothing to clear: the guide says the drill."""

    def play_sound(self, name: str) -> None:
        self.host.play_sound(name)

    def deck_style(self) -> DeckStyle:
        return self.host.deck_style()

    def is_on_show(self, game_id: str) -> bool:
        return game_id == self.game_id

    def set_resign_enabled(self, enabled: bool) -> None:
        """No resigning a drill (it has no menu)."""

    def open_result(
        self, dlg: ResultDialog, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> None:
        """A drill's hand never ends (its answer is never applied)."""
        if old is not None:
            old.close()
            old.deleteLater()
        dlg.deleteLater()

    def replay_closed(self, game_id: str) -> None:
        """No replays in a drill."""

    def show_score_sheet(self) -> None:
        """No score sheet for a drill."""
