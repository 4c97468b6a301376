"""Game → Statistics…: the player's record, kept on this machine only.

Why a window of its own (non-modal): players look at it between hands while the table
stays usable, and it refreshes itself when a hand ends.  Every figure comes from
:meth:`~jinlami_desktop.storage.stats.StatsStore.overview` for one scope — ranked play,
or practice (a hint, a take-back or a bot on the player's seat was used) — so the two
never mix.  Abandoned matches are shown as such and never count as losses.  The charts
are QtCharts series, the history is paged from the database, and any recorded hand can
be replayed on the table (``replay_requested``).

Every game has its own figures: the game selector shows one, and everything below it
— figures, tables, charts, history, CSV export — is for that game only.  What differs
between games (its own overview boxes, its first table, its words and history cells)
is its statistics view's (:class:`~jinlami_desktop.games.protocol.StatsView`, from the
game's registry entry).  A hand of a game whose view does not always replay can be
replayed only when the window is told the table can do it (``table_replays``); until
then its Replay button is disabled with a tooltip saying so.  The charts are
:mod:`.charts`, the history page :mod:`.history`.

The statistics' own state is told above the figures (:mod:`.health`): rows found
damaged and set aside (kept, never deleted), a session that is not recorded, a read
that failed — a failed read leaves the window open with what it could show.  Back up…
writes a consistent copy of the database where the player chooses
(:meth:`~jinlami_desktop.storage.stats.StatsStore.backup`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries
from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.games import GAME_IDS

from ..games.protocol import StatsFigure, StatsView
from ..games.registry import GAMES, game_name
from ..storage.errors import StorageError
from ..storage.stats import HandRow, Overview, StatsStore, Summary
from ..ui.dialog_kit import fitting_combo
from ..ui.dialog_scale import TableScale
from ..ui.screen_fit import room_for
from ..ui.widgets import Retranslating, read_only_table, set_text_spoken
from ..words.texts import BOT_LEVELS, date_text, mode_name, storage_error_text
from .charts import CHART_MIN_HEIGHT, MatchCharts
from .health import health_text
from .history import PAGE_SIZE, HistoryPage
from .names import opponent_name
from .numbers import DASH, decimal_text, number_text, percent_text
from .verify_match import VerifyBox, verify_recorded

__all__ = ["CHART_MIN_HEIGHT", "PAGE_SIZE", "StatisticsWindow"]

#: The match modes' rows in the menus' order (any other mode after them).
MODE_ORDER = ("fixed", "target", "game", "hollywood", "team", "hand")

#: Figures that are a sentence (the best hand): shown on a row of their own.
WIDE_VALUES = frozenset({"best_hand"})


def _figure_text(figure: StatsFigure) -> str:
    style, value = figure
    if style == "number":
        return number_text(int(value or 0))
    return decimal_text(value) if style == "decimal" else percent_text(value)


#: The most of the main window the statistics cover when they open: the table stays in
#: sight round them (the player may enlarge the window).
_WINDOW_SHARE = 0.9


def _opening_size(widget: QWidget) -> QSize:
    """1000×620, or less: no more than :data:`_WINDOW_SHARE` of the main window, and its
    whole frame inside the screen's free area (tests/desktop/dialogs/test_text_fits.py)."""
    return room_for(widget, QSize(1000, 620), _WINDOW_SHARE)


class StatisticsWindow(Retranslating, QDialog):
    """Figures, tables, charts and the hand history of one scope (ranked or practice)."""

    replay_requested = Signal(object)  # HandRow
    reset_done = Signal()
    review_requested = Signal(object)  # HandRow: review that hand
    match_review_requested = Signal(int)  # a match id: review its every hand

    def __init__(
        self,
        stats: StatsStore,
        parent: QWidget | None = None,
        game: str = GAME_IDS[0],
        table_replays: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.stats = stats
        self.game = game if game in GAME_IDS else GAME_IDS[0]
        #: Set when the table can replay every game's hands (the main window's business).
        self.table_replays = table_replays
        #: Each game's statistics view (its boxes, words and history cells).
        self.views: dict[str, StatsView] = {g.id: g.stats_view() for g in GAMES}
        self.practice = False
        self.page = 0
        self.overview: Overview | None = None
        self.rows: list[HandRow] = []
        #: Whether each listed match's deals can be verified (its reveal is kept).
        self.verifiable: dict[int, bool] = {}
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        self.boxes: dict[str, QGroupBox] = {}
        layout = QVBoxLayout(self)

        scope = QHBoxLayout()
        self.game_label = QLabel(self)
        self.game_box = fitting_combo(self)
        self.game_box.setObjectName("gameSelector")
        for g in GAME_IDS:
            self.game_box.addItem("", g)
        self.game_box.setCurrentIndex(GAME_IDS.index(self.game))
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.game_label.setBuddy(self.game_box)
        scope.addWidget(self.game_label)
        scope.addWidget(self.game_box)
        scope.addSpacing(16)
        self.scope_label = QLabel(self)
        self.ranked_button = QRadioButton(self)
        self.ranked_button.setObjectName("rankedScope")
        self.practice_button = QRadioButton(self)
        self.practice_button.setObjectName("practiceScope")
        self.ranked_button.setChecked(True)
        self.scope_group = QButtonGroup(self)
        self.scope_group.addButton(self.ranked_button, 0)
        self.scope_group.addButton(self.practice_button, 1)
        self.scope_group.idClicked.connect(self._scope_clicked)
        self.scope_note = QLabel(self)
        self.scope_note.setWordWrap(True)
        self.scope_note.setObjectName("scopeNote")
        scope.addWidget(self.scope_label)
        scope.addWidget(self.ranked_button)
        scope.addWidget(self.practice_button)
        scope.addSpacing(16)
        scope.addWidget(self.scope_note, 1)
        layout.addLayout(scope)
        self.health_note = QLabel(self)
        self.health_note.setObjectName("statsHealthNote")
        self.health_note.setWordWrap(True)
        self.health_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.health_note.hide()
        layout.addWidget(self.health_note)
        #: The code of the last read that failed (``None``: the last refresh read all).
        self.read_failed: str | None = None

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        layout.addWidget(self.tabs, 1)
        self.overview_page = self._build_overview()
        self.tables_page = self._build_tables()
        self.history_page = self._build_history()
        # lazy: imported on first use, not at start-up
        from .accuracy_page import AccuracyPage

        self.accuracy_page = AccuracyPage(self)
        for page in (self.overview_page, self.tables_page, self.history_page, self.accuracy_page):
            self.tabs.addTab(page, "")

        buttons = QHBoxLayout()
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportButton")
        self.backup_button = QPushButton(self)
        self.backup_button.setObjectName("backupButton")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetButton")
        self.close_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_csv)
        self.backup_button.clicked.connect(self.back_up)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.backup_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(_opening_size(self))
        self.retranslate()
        self.refresh()
        #: Words, table rows and the opening size as large as the side panel's beside
        #: the table (the same scale, following the main window's size); centred over
        #: the main window when opened and as it changes size.
        self.table_scale = TableScale(self, opening=_opening_size(self))

    # -- building ------------------------------------------------------------------------------
    def _value(self, box: QGroupBox, form: QFormLayout, key: str) -> None:
        caption = QLabel(box)
        value = QLabel(box)
        value.setObjectName(f"value_{key}")
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.captions[key] = caption
        self.values[key] = value
        if key in WIDE_VALUES:  # a sentence: below its caption, the box's full width
            value.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            value.setWordWrap(True)
            form.addRow(caption)
            form.addRow(value)
        else:
            form.addRow(caption, value)

    def _group(self, name: str, keys: tuple[str, ...]) -> QGroupBox:
        box = QGroupBox(self)
        box.setObjectName(f"group_{name}")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        for key in keys:
            self._value(box, form, key)
        self.boxes[name] = box
        return box

    def _build_overview(self) -> QWidget:
        """The figures on the left (two columns, scrolling on their own when the window is
        small), the two charts stacked on the right, sized to the page: the charts are
        always seen whole, beside the figures, never cut until scrolled."""
        page = QWidget(self)
        page.setObjectName("overviewPage")
        row = QHBoxLayout(page)
        scroll = QScrollArea(page)
        scroll.setObjectName("overviewScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        figures = QWidget(scroll)
        grid = QGridLayout(figures)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(12)
        matches = self._group(
            "matches",
            (
                "matches_played",
                "matches_won",
                "matches_lost",
                "matches_drawn",
                "matches_percent",
                "matches_resigned",
                "matches_abandoned",
            ),
        )
        hands = self._group(
            "hands", ("hands_played", "hands_won", "hands_lost", "hands_drawn", "hands_percent")
        )
        streaks = self._group(
            "streaks",
            ("match_streak", "match_streak_longest", "hand_streak", "hand_streak_longest"),
        )
        points = self._group("points", ("avg_points", "avg_net", "best_hand"))
        own = [
            (box, self._group(box.name, box.keys))
            for view in self.views.values()
            for box in view.boxes
        ]
        grid.addWidget(matches, 0, 0)
        grid.addWidget(hands, 1, 0)
        grid.addWidget(points, 2, 0)
        grid.addWidget(streaks, 0, 1)
        for box, group in own:
            if box.top:
                top = Qt.AlignmentFlag.AlignTop
                grid.addWidget(group, box.row, box.column, box.rows, 1, top)
            else:
                grid.addWidget(group, box.row, box.column, box.rows, 1)
        for col in range(2):
            grid.setColumnStretch(col, 1)
        grid.setRowStretch(3, 1)
        scroll.setWidget(figures)
        row.addWidget(scroll, 3)
        self.charts = MatchCharts(page)
        row.addWidget(self.charts, 2)
        self.overview_scroll = scroll
        return page

    def _table(self, name: str) -> QTableWidget:
        t = read_only_table(self, 8, name, stretch=0, selectable=False)
        t.setAlternatingRowColors(True)
        return t

    def _build_tables(self) -> QWidget:
        """By rules (or players), by match mode, by opponent level: one under the other,
        scrolling together when the window is short."""
        scroll = self.tables_scroll = QScrollArea(self)
        scroll.setObjectName("tablesScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        page = QWidget(scroll)
        lay = QVBoxLayout(page)
        self.rules_title = QLabel(page)
        self.mode_title = QLabel(page)
        self.opponent_title = QLabel(page)
        for label in (self.rules_title, self.mode_title, self.opponent_title):
            f = label.font()
            f.setBold(True)
            label.setFont(f)
        self.rules_table = self._table("rulesTable")
        self.mode_table = self._table("modeTable")
        self.opponent_table = self._table("opponentTable")
        self.rules_title.setBuddy(self.rules_table)  # the tables are named by their titles
        self.mode_title.setBuddy(self.mode_table)
        self.opponent_title.setBuddy(self.opponent_table)
        for i, (title, table) in enumerate(
            (
                (self.rules_title, self.rules_table),
                (self.mode_title, self.mode_table),
                (self.opponent_title, self.opponent_table),
            )
        ):
            if i:
                lay.addSpacing(12)
            lay.addWidget(title)
            lay.addWidget(table)
        lay.addStretch(1)
        scroll.setWidget(page)
        return scroll

    def _build_history(self) -> QWidget:
        page = HistoryPage(self)
        self.history_title = page.title
        self.history = page.table
        self.history_fill = page.fill_column
        self.prev_page_button = page.prev_page_button
        self.next_page_button = page.next_page_button
        self.page_label = page.page_label
        self.replay_button = page.replay_button
        self.review_button = page.review_button
        self.review_match_button = page.review_match_button
        self.verify_button = page.verify_button
        self.verify_box: VerifyBox | None = None
        self.history.itemSelectionChanged.connect(self._history_selection)
        self.history.itemDoubleClicked.connect(self._history_double_clicked)
        self.review_button.clicked.connect(self.review_selected)
        self.review_match_button.clicked.connect(self.review_selected_match)
        self.prev_page_button.clicked.connect(self.previous_page)
        self.next_page_button.clicked.connect(self.next_page)
        self.replay_button.clicked.connect(self.replay_selected)
        self.verify_button.clicked.connect(self.verify_selected)
        return page

    # -- the charts (:mod:`.charts`) ------------------------------------------------------------
    @property
    def results_chart(self) -> QChart:
        return self.charts.results_chart

    @property
    def results_view(self) -> QChartView:
        return self.charts.results_view

    @property
    def rate_chart(self) -> QChart:
        return self.charts.rate_chart

    @property
    def rate_view(self) -> QChartView:
        return self.charts.rate_view

    @property
    def no_charts(self) -> QLabel:
        return self.charts.no_charts

    @property
    def result_series(self) -> dict[str, QScatterSeries]:
        return self.charts.result_series

    @property
    def rate_series(self) -> QLineSeries:
        return self.charts.rate_series

    # -- filling -------------------------------------------------------------------------------
    @property
    def view(self) -> StatsView:
        """The chosen game's statistics view."""
        return self.views[self.game]

    def view_of(self, game: str) -> StatsView:
        """The statistics view of ``game`` (the chosen game's for a game the app does
        not know)."""
        return self.views.get(game, self.view)

    @Slot()
    def refresh(self) -> None:
        """Read the figures of the chosen game and scope again (a few SQL queries); a
        read that fails is told above the figures, and the window stays as it was."""
        self.read_failed = None
        try:
            self._refresh()
        except StorageError as exc:
            self.read_failed = exc.code
        self._show_health()

    def _show_health(self) -> None:
        """The statistics' own state above the figures, hidden when all is well."""
        try:
            aside = self.stats.set_aside()
        except StorageError as exc:
            aside, self.read_failed = [], self.read_failed or exc.code
        text = health_text(self.stats.warning, aside, self.read_failed)
        self.health_note.setText(text)
        self.health_note.setVisible(bool(text))

    def _refresh(self) -> None:
        self.overview = self.stats.overview(practice=self.practice, game=self.game)
        for game, view in self.views.items():
            for box in view.boxes:
                self.boxes[box.name].setVisible(game == self.game)
        self._retranslate_game()
        self._fill_overview(self.overview)
        groups, name_of, order = self.view.first_table(self.overview)
        self._fill_table(self.rules_table, groups, name_of, order)
        self._fill_table(self.mode_table, self.overview.by_mode, mode_name, MODE_ORDER)
        self._fill_table(self.opponent_table, self.overview.by_opponent, opponent_name, BOT_LEVELS)
        self.charts.fill(list(self.overview.results))
        self._fill_history()
        self.accuracy_page.fill(self.stats, self.practice, self.game)

    @Slot(object)
    def refresh_if_visible(self, summary: object = None) -> None:
        """After a hand ends (connected to the controller): only when on screen."""
        if self.isVisible():
            self.refresh()

    def _set(self, key: str, text: str) -> None:
        self.values[key].setText(text)

    def _fill_overview(self, o: Overview) -> None:
        m, h = o.summary.matches, o.summary.hands
        for prefix, tally in (("matches", m), ("hands", h)):
            self._set(f"{prefix}_played", number_text(tally.played))
            self._set(f"{prefix}_won", number_text(tally.won))
            self._set(f"{prefix}_lost", number_text(tally.lost))
            self._set(f"{prefix}_drawn", number_text(tally.drawn))
            self._set(f"{prefix}_percent", percent_text(tally.win_percent))
        self._set("matches_resigned", number_text(m.resigned))
        self._set("matches_abandoned", number_text(m.abandoned))
        self._set("match_streak", number_text(o.match_streaks.current))
        self._set("match_streak_longest", number_text(o.match_streaks.longest))
        self._set("hand_streak", number_text(o.hand_streaks.current))
        self._set("hand_streak_longest", number_text(o.hand_streaks.longest))
        self._set("avg_points", decimal_text(o.points.avg_points))
        self._set("avg_net", decimal_text(o.points.avg_net))
        for game, view in self.views.items():
            own = o.own if game == o.game else None
            for key, figure in view.figures(own).items():
                self._set(key, _figure_text(figure))
        best = o.best_hand
        if best is None:
            self._set("best_hand", DASH)
        else:
            self._set(
                "best_hand",
                self.tr(
                    "%n point(s) — {kind}, against {opponent}, {date}", "", best.points_for
                ).format(
                    kind=self.view_of(best.game).kind_name(best.kind),
                    opponent=opponent_name(best.opponent_level),
                    date=date_text(best.played),
                ),
            )
        in_progress = m.in_progress
        self.captions["matches_played"].setToolTip(
            self.tr("%n match(es) still in play are not counted yet.", "", in_progress)
        )

    def _fill_table(
        self,
        table: QTableWidget,
        groups: Mapping[str, Summary],
        name_of: Callable[[str], str],
        order: tuple[str, ...],
    ) -> None:
        """One row per rules preset (or level) in the menus' order, then any others."""
        table.setRowCount(len(groups))

        def rank(key: str) -> tuple[int, str]:
            return (order.index(key) if key in order else len(order), key)

        for row, key in enumerate(sorted(groups, key=rank)):
            s = groups[key]
            cells = [
                name_of(key),
                number_text(s.matches.played),
                number_text(s.matches.won),
                percent_text(s.matches.win_percent),
                number_text(s.matches.abandoned),
                number_text(s.hands.played),
                number_text(s.hands.won),
                percent_text(s.hands.win_percent),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, col, item)
        _fit_height(table)

    def _table_headers(self, table: QTableWidget) -> None:
        if table is self.rules_table:
            first = self.view.words()["rules_header"]
        elif table is self.mode_table:
            first = self.tr("Match mode")
        else:
            first = self.tr("Opponent")
        table.setHorizontalHeaderLabels(
            [
                first,
                self.tr("Matches played"),
                self.tr("Matches won"),
                self.tr("Match win rate"),
                self.tr("Abandoned"),
                self.tr("Hands played"),
                self.tr("Hands won"),
                self.tr("Hand win rate"),
            ]
        )

    def _fill_history(self) -> None:
        page = self.history_page
        assert isinstance(page, HistoryPage)
        total, self.page, self.rows, found = page.fill(
            self.stats, self.practice, self.game, self.page, self.view_of
        )
        pages = max(1, -(-total // PAGE_SIZE))
        self.history_title.setText(self.tr("%n hand(s) recorded", "", total))
        self.page_label.setText(
            self.tr("Page {page} of {pages}").format(page=self.page + 1, pages=pages)
        )
        self.verifiable.clear()
        self.verifiable.update(found)
        self._history_selection()

    # -- actions -------------------------------------------------------------------------------
    def _game_chosen(self, index: int) -> None:
        game = self.game_box.itemData(index)
        if isinstance(game, str) and game != self.game:
            self.set_game(game)

    def set_game(self, game: str) -> None:
        """Show the figures of ``game`` (an ``engine.games`` id)."""
        if game not in GAME_IDS:
            return
        self.game = game
        if self.game_box.currentIndex() != GAME_IDS.index(game):
            self.game_box.setCurrentIndex(GAME_IDS.index(game))  # comes back here, no-op
        self.page = 0
        self.refresh()

    def _scope_clicked(self, index: int) -> None:
        self.set_practice(index == 1)

    def set_practice(self, practice: bool) -> None:
        """Switch between ranked and practice figures."""
        self.practice = practice
        (self.practice_button if practice else self.ranked_button).setChecked(True)
        self.page = 0
        self.refresh()

    @Slot()
    def next_page(self) -> None:
        self.page += 1
        self._fill_history_told()

    @Slot()
    def previous_page(self) -> None:
        self.page = max(0, self.page - 1)
        self._fill_history_told()

    def _fill_history_told(self) -> None:
        """Another page of the history; a read that fails is told above the figures."""
        try:
            self._fill_history()
        except StorageError as exc:
            self.read_failed = exc.code
        self._show_health()

    def selected_hand(self) -> HandRow | None:
        rows = self.history.selectionModel().selectedRows()
        if not rows:
            return None
        i = rows[0].row()
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def can_replay(self, hand: HandRow | None) -> bool:
        """A hand of a game whose view always replays; any other once the table can
        replay every game's (``table_replays``)."""
        return hand is not None and (self.view_of(hand.game).always_replays or self.table_replays)

    def _history_selection(self) -> None:
        hand = self.selected_hand()
        self.replay_button.setEnabled(self.can_replay(hand))
        self.review_button.setEnabled(hand is not None)
        self.review_match_button.setEnabled(hand is not None)
        verifiable = hand is not None and self.verifiable.get(hand.match_id, False)
        self.verify_button.setEnabled(verifiable)
        self.verify_button.setToolTip(
            self.tr("Check that this hand's match was dealt from the seed it committed to")
            if verifiable
            else self.tr("Only a match with a commitment can be verified, once it has ended")
        )
        if not self.view.always_replays and not self.table_replays:
            self.replay_button.setToolTip(self.view.replay_refused())
        else:
            self.replay_button.setToolTip("")

    def _history_double_clicked(self, item: QTableWidgetItem) -> None:
        self.replay_selected()

    @Slot()
    def verify_selected(self) -> VerifyBox | None:
        """Check the deals of the selected hand's match (its kept save) and say what the
        check found; ``None`` if that match cannot be verified."""
        hand = self.selected_hand()
        try:
            found = verify_recorded(self.stats, hand.match_id) if hand is not None else None
        except StorageError as exc:
            self.read_failed = exc.code
            self._show_health()
            return None
        if found is None:
            return None
        if self.verify_box is not None:
            self.verify_box.deleteLater()
        self.verify_box = VerifyBox(self, *found)
        self.verify_box.open()
        return self.verify_box

    @Slot()
    def replay_selected(self) -> None:
        hand = self.selected_hand()
        if hand is not None and self.can_replay(hand):
            self.replay_requested.emit(hand)

    @Slot()
    def review_selected(self) -> None:
        """Review the selected hand (the main window opens the review)."""
        hand = self.selected_hand()
        if hand is not None:
            self.review_requested.emit(hand)

    @Slot()
    def review_selected_match(self) -> None:
        """Review every hand of the selected hand's match."""
        hand = self.selected_hand()
        if hand is not None:
            self.match_review_requested.emit(hand.match_id)

    @Slot()
    def export_csv(self) -> int:
        """Export hands (or matches) as CSV to a file the player picks; returns rows."""
        hands_filter = self.tr("Hands, one per row (*.csv)")
        matches_filter = self.tr("Matches, one per row (*.csv)")
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export statistics: {game}").format(game=game_name(self.game)),
            f"{self.game}-statistics.csv",
            ";;".join((hands_filter, matches_filter)),
        )
        if not path:
            return 0
        table: Literal["hands", "matches"] = "matches" if chosen == matches_filter else "hands"
        try:
            n = self.stats.export_csv(path, table=table, game=self.game)
        except StorageError as exc:
            QMessageBox.warning(
                self, self.tr("Export statistics"), storage_error_text(exc.code, exc.params)
            )
            return 0
        QMessageBox.information(
            self,
            self.tr("Export statistics"),
            self.tr("%n row(s) written.", "", n),
        )
        return n

    @Slot()
    def back_up(self) -> bool:
        """Write a consistent copy of the statistics to a file the player picks, and say
        where it went (or, in words, why it could not be written)."""
        path, _chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Back up statistics"),
            "statistics-backup.sqlite3",
            self.tr("Statistics database (*.sqlite3)"),
        )
        if not path:
            return False
        try:
            written = self.stats.backup(path)
        except StorageError as exc:
            why = (
                self.tr("The disk is full: the backup was not written")
                if exc.code == "disk_full"
                else storage_error_text(exc.code, exc.params)
            )
            QMessageBox.warning(self, self.tr("Back up statistics"), why)
            return False
        QMessageBox.information(
            self,
            self.tr("Back up statistics"),
            self.tr("The statistics were backed up to {path}.").format(path=str(written)),
        )
        return True

    @Slot()
    def ask_reset(self) -> bool:
        """Delete every recorded match and hand, after a clear question."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Delete all statistics and the hand history, ranked and practice? "
                "This cannot be undone. The match in play will not be counted."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.stats.reset()
        except StorageError as exc:
            QMessageBox.warning(
                self, self.tr("Reset statistics"), storage_error_text(exc.code, exc.params)
            )
            return False
        self.reset_done.emit()
        self.refresh()
        return True

    # -- words ---------------------------------------------------------------------------------
    def _retranslate_game(self) -> None:
        """The words that differ between games (the chosen game's view's)."""
        words = self.view.words()
        self.tabs.setTabText(1, words["tables_tab"])
        self.tables_scroll.setAccessibleName(words["tables_tab"])
        self.captions["hands_drawn"].setText(words["hands_drawn"])
        self.rules_title.setText(words["rules_title"])
        self._table_headers(self.rules_table)
        self.history.setHorizontalHeaderItem(2, QTableWidgetItem(words["history_rules"]))
        self.history.setHorizontalHeaderItem(7, QTableWidgetItem(words["history_deadwood"]))
        self.no_charts.setText(words["no_charts"])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, game_name(self.game_box.itemData(i)))
        self.scope_label.setText(self.tr("Show:"))
        self.ranked_button.setText(self.tr("&Ranked"))
        self.practice_button.setText(self.tr("&Practice"))
        self.scope_note.setText(
            self.tr(
                "Practice: matches in which a hint, a take-back or a bot on your seat was "
                "used. Abandoned matches never count as losses."
            )
        )
        words = self.view.words()
        self.tabs.setTabText(0, self.tr("Overview"))
        self.overview_scroll.setAccessibleName(self.tr("Overview"))
        self.tabs.setTabText(1, words["tables_tab"])
        self.tables_scroll.setAccessibleName(words["tables_tab"])
        self.tabs.setTabText(2, self.tr("Hand history"))
        self.tabs.setTabText(3, self.tr("Accuracy"))
        titles = {
            "matches": self.tr("Matches"),
            "hands": self.tr("Hands"),
            "streaks": self.tr("Winning streaks"),
            "points": self.tr("Points"),
        }
        for view in self.views.values():
            titles.update(view.box_titles())
        for name, box in self.boxes.items():
            box.setTitle(titles[name])
        captions = {
            "matches_played": self.tr("Played (finished or resigned):"),
            "matches_won": self.tr("Won:"),
            "matches_lost": self.tr("Lost (resigned included):"),
            "matches_drawn": self.tr("Drawn:"),
            "matches_percent": self.tr("Won, % of played:"),
            "matches_resigned": self.tr("Resigned:"),
            "matches_abandoned": self.tr("Abandoned (not counted as lost):"),
            "hands_played": self.tr("Played:"),
            "hands_won": self.tr("Won:"),
            "hands_lost": self.tr("Lost:"),
            "hands_drawn": words["hands_drawn"],
            "hands_percent": self.tr("Won, % of played:"),
            "match_streak": self.tr("Current, in matches:"),
            "match_streak_longest": self.tr("Longest, in matches:"),
            "hand_streak": self.tr("Current, in hands:"),
            "hand_streak_longest": self.tr("Longest, in hands:"),
            "avg_points": self.tr("Average points won per hand:"),
            "avg_net": self.tr("Average net points per hand:"),
            "best_hand": self.tr("Best hand:"),
        }
        for view in self.views.values():
            captions.update(view.captions())
        for key, label in self.captions.items():
            label.setText(captions[key])
        self.rules_title.setText(words["rules_title"])
        self.opponent_title.setText(self.tr("By opponent level"))
        self.mode_title.setText(self.tr("By match mode"))
        self._table_headers(self.rules_table)
        self._table_headers(self.mode_table)
        self._table_headers(self.opponent_table)
        self.no_charts.setText(words["no_charts"])
        self.history.setHorizontalHeaderLabels(
            [
                self.tr("Played"),
                self.tr("Hand"),
                words["history_rules"],
                self.tr("Opponent"),
                self.tr("Result"),
                self.tr("How it ended"),
                self.tr("Points (you : them)"),
                words["history_deadwood"],
                self.tr("Match"),
                self.tr("Accuracy"),
            ]
        )
        set_text_spoken(self.prev_page_button, self.tr("◀ Newer"))
        set_text_spoken(self.next_page_button, self.tr("Older ▶"))
        self.replay_button.setText(self.tr("Replay on the table"))
        self.review_button.setText(self.tr("Re&view hand…"))
        self.review_match_button.setText(self.tr("Review &match…"))
        self.review_button.setToolTip(
            self.tr("Every decision of yours in this hand valued again, the costliest first")
        )
        self.verify_button.setText(self.tr("&Verify the deals"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.backup_button.setText(self.tr("&Back up statistics…"))
        self.backup_button.setToolTip(
            self.tr("A copy of every recorded match and hand, in one file you choose")
        )
        self.reset_button.setText(self.tr("Rese&t…"))
        self.close_button.setText(self.tr("Close"))
        self._retranslate_game()
        self._history_selection()
        if self.overview is not None and self.isVisible():
            self.refresh()  # figures, dates and names in the new language (a hidden
            # window is refreshed when it is shown again)


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows (a few rules or levels), so no empty grid is drawn."""
    header = table.horizontalHeader().sizeHint().height()
    rows = table.verticalHeader().defaultSectionSize() * max(1, table.rowCount())
    table.setFixedHeight(header + rows + 2 * table.frameWidth())
