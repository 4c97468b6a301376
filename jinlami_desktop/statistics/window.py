"""Game → Statistics…: the player's record, kept on this machine only.

Why a window of its own (non-modal): players look at it between hands while the table
stays usable, and it refreshes itself when a hand ends.  Every figure comes from
:meth:`~jinlami_desktop.storage.stats.StatsStore.overview` for one scope — ranked play,
or practice (a hint, a take-back or a bot on the player's seat was used) — so the two
never mix.  Abandoned matches are shown as such and never count as losses.  The charts
are QtCharts series, the history is paged from the database, and any recorded hand can
be replayed on the table (``replay_requested``).

Both games have their own figures: the game selector shows 金拉米 or 拉米纸牌 (Rummy),
and everything below it — figures, tables, charts, history, CSV export — is for that
game only.  Rummy shows how hands ended (went out, 一把出完, stalemates) instead of the
gin and knock figures, and its tables are by number of players.  A Rummy hand can be
replayed only when the window is told the table can do it (``rummy_replay``); until
then its Replay button is disabled with a tooltip saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal

from PySide6.QtCharts import (
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPainter
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from engine.games import GAME_IDS

from ..games.jinlami.words import PRESET_NAMES, preset_name, result_name
from ..games.registry import game_name
from ..games.rummy.words import rummy_how_text, rummy_kind_description, rummy_kind_name
from ..storage.errors import StorageError
from ..storage.stats import HandRow, MatchPoint, Overview, StatsStore, Summary
from ..storage.stats.parts import multi_seat
from ..ui.dialog_kit import fitting_combo
from ..ui.widgets import Retranslating, RoomyColumn, read_only_table, set_text_spoken
from ..words.texts import (
    BOT_LEVELS,
    date_text,
    level_name,
    match_result_name,
    opponents_text,
    players_text,
    storage_error_text,
)
from .chart_axes import percent_axis
from .numbers import DASH, decimal_text, number_text, percent_text
from .verify_match import VerifyBox, can_verify, verify_recorded

__all__ = ["StatisticsWindow"]

#: Hands per page of the history list.
PAGE_SIZE = 25
#: Figures that are a sentence (the best hand): shown on a row of their own.
WIDE_VALUES = frozenset({"best_hand"})
#: The least height of a chart (the overview's page is sized so both fit at 1000×620).
CHART_MIN_HEIGHT = 150
#: Colours of the match results on the chart (abandoned in grey: not a loss).
RESULT_COLORS = {
    "won": QColor("#2e8b57"),
    "lost": QColor("#c0392b"),
    "resigned": QColor("#7b241c"),
    "drawn": QColor("#2874a6"),
    "abandoned": QColor("#9e9e9e"),
}


def _opening_size(widget: QWidget) -> QSize:
    """1000×620, or less on a smaller screen: the window opens inside a 1024×640 screen
    and never larger than the screen's free area (tests/desktop/test_text_fits.py);
    the player may enlarge it."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(1000, 620)
    free = screen.availableGeometry()
    return QSize(min(1000, free.width() - 24), min(620, free.height() - 20))


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
        game: str = "jinlami",
        rummy_replay: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.stats = stats
        self.game = game if game in GAME_IDS else GAME_IDS[0]
        #: Set when the table can replay 拉米纸牌 hands (the main window's business).
        self.rummy_replay = rummy_replay
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

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        layout.addWidget(self.tabs, 1)
        self.overview_page = self._build_overview()
        self.tables_page = self._build_tables()
        self.history_page = self._build_history()
        from .accuracy_page import AccuracyPage

        self.accuracy_page = AccuracyPage(self)
        for page in (self.overview_page, self.tables_page, self.history_page, self.accuracy_page):
            self.tabs.addTab(page, "")

        buttons = QHBoxLayout()
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportButton")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetButton")
        self.close_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.resize(_opening_size(self))
        self.retranslate()
        self.refresh()

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
        always seen whole, beside the figures, never cut until scrolled (issue 30)."""
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
        gins = self._group("gins", ("gin3", "gin2", "gin_dragon", "gin"))
        knocks = self._group(
            "knocks", ("knocks", "undercuts_suffered", "undercuts_inflicted", "knock_deadwood")
        )
        points = self._group("points", ("avg_points", "avg_net", "best_hand"))
        endings = self._group(
            "endings",
            (
                "rummy_outs",
                "rummy_rummies",
                "rummy_rummies_against",
                "rummy_stalemates",
                "rummy_stalemate_percent",
            ),
        )
        grid.addWidget(matches, 0, 0)
        grid.addWidget(hands, 1, 0)
        grid.addWidget(points, 2, 0)
        grid.addWidget(streaks, 0, 1)
        grid.addWidget(gins, 1, 1)
        grid.addWidget(knocks, 2, 1)
        grid.addWidget(endings, 1, 1, 2, 1, Qt.AlignmentFlag.AlignTop)
        for col in range(2):
            grid.setColumnStretch(col, 1)
        grid.setRowStretch(3, 1)
        scroll.setWidget(figures)
        row.addWidget(scroll, 3)
        row.addWidget(self._build_charts(page), 2)
        self.overview_scroll = scroll
        return page

    def _table(self, name: str) -> QTableWidget:
        t = read_only_table(self, 8, name, stretch=0, selectable=False)
        t.setAlternatingRowColors(True)
        return t

    def _build_tables(self) -> QWidget:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.rules_title = QLabel(page)
        self.opponent_title = QLabel(page)
        for label in (self.rules_title, self.opponent_title):
            f = label.font()
            f.setBold(True)
            label.setFont(f)
        self.rules_table = self._table("rulesTable")
        self.opponent_table = self._table("opponentTable")
        self.rules_title.setBuddy(self.rules_table)  # the tables are named by their titles
        self.opponent_title.setBuddy(self.opponent_table)
        lay.addWidget(self.rules_title)
        lay.addWidget(self.rules_table)
        lay.addSpacing(12)
        lay.addWidget(self.opponent_title)
        lay.addWidget(self.opponent_table)
        lay.addStretch(1)
        return page

    def _chart_view(self, name: str) -> tuple[QChart, QChartView]:
        chart = QChart()
        chart.setMargins(QMargins(4, 4, 4, 4))
        layout = chart.layout()
        if layout is not None:  # the plot gets the height the frame around it would take
            layout.setContentsMargins(0, 0, 0, 0)
        chart.setBackgroundRoundness(0)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        view = QChartView(chart, self)
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(CHART_MIN_HEIGHT)
        view.setMinimumWidth(320)
        return chart, view

    def _build_charts(self, parent: QWidget) -> QWidget:
        """The results chart above the win-rate chart, sharing the page's height."""
        page = QWidget(parent)
        page.setObjectName("chartsColumn")
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.results_chart, self.results_view = self._chart_view("resultsChart")
        self.rate_chart, self.rate_view = self._chart_view("winRateChart")
        self.no_charts = QLabel(page)
        self.no_charts.setObjectName("noCharts")
        self.no_charts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.no_charts)
        lay.addWidget(self.results_view, 1)
        lay.addWidget(self.rate_view, 1)
        self.result_series: dict[str, QScatterSeries] = {}
        self._series_points: dict[str, list[MatchPoint]] = {}
        self.rate_series = QLineSeries()
        self.rate_series.setObjectName("winRateSeries")
        return page

    def _build_history(self) -> QWidget:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.history_title = QLabel(page)
        self.history_title.setObjectName("historyTitle")
        lay.addWidget(self.history_title)
        self.history = read_only_table(page, 10, "historyTable", stretch=9)
        # every column as wide as its text (the accuracy column took the room "How it
        # ended" had): the table scrolls sideways rather than cut a cell's words
        self.history.horizontalHeader().setSectionResizeMode(
            5, QHeaderView.ResizeMode.ResizeToContents
        )
        self.history_fill = RoomyColumn(self.history, 9)  # the accuracy: never cut either
        self.history_title.setBuddy(self.history)
        self.history.itemSelectionChanged.connect(self._history_selection)
        self.history.itemDoubleClicked.connect(self._history_double_clicked)
        lay.addWidget(self.history, 1)
        nav = QHBoxLayout()
        self.prev_page_button = QPushButton(page)
        self.prev_page_button.setObjectName("previousPage")
        self.next_page_button = QPushButton(page)
        self.next_page_button.setObjectName("nextPage")
        self.page_label = QLabel(page)
        self.page_label.setObjectName("pageLabel")
        self.replay_button = QPushButton(page)
        self.replay_button.setObjectName("replayButton")
        self.review_button = QPushButton(page)
        self.review_button.setObjectName("reviewHandButton")
        self.review_match_button = QPushButton(page)
        self.review_match_button.setObjectName("reviewMatchButton")
        self.review_button.clicked.connect(self.review_selected)
        self.review_match_button.clicked.connect(self.review_selected_match)
        self.prev_page_button.clicked.connect(self.previous_page)
        self.next_page_button.clicked.connect(self.next_page)
        self.replay_button.clicked.connect(self.replay_selected)
        self.verify_button = QPushButton(page)  # provably fair deals (verify_match.py)
        self.verify_button.setObjectName("verifyMatchButton")
        self.verify_button.clicked.connect(self.verify_selected)
        self.verify_box: VerifyBox | None = None
        nav.addWidget(self.prev_page_button)
        nav.addWidget(self.page_label)
        nav.addWidget(self.next_page_button)
        nav.addStretch(1)
        nav.addWidget(self.review_button)
        nav.addWidget(self.review_match_button)
        nav.addWidget(self.verify_button)
        nav.addWidget(self.replay_button)
        lay.addLayout(nav)
        return page

    # -- filling -------------------------------------------------------------------------------
    @property
    def is_rummy(self) -> bool:
        """The chosen game seats 2–4 and keeps every seat's score (拉米纸牌): its figures
        are how hands ended and by number of players (its storage part says so)."""
        return multi_seat(self.game)

    @Slot()
    def refresh(self) -> None:
        """Read the figures of the chosen game and scope again (a few SQL queries)."""
        self.overview = self.stats.overview(practice=self.practice, game=self.game)
        rummy = self.is_rummy
        for name in ("gins", "knocks"):
            self.boxes[name].setVisible(not rummy)
        self.boxes["endings"].setVisible(rummy)
        self._retranslate_game()
        self._fill_overview(self.overview)
        if rummy:
            by_players = {str(k): v for k, v in self.overview.by_players.items()}
            self._fill_table(self.rules_table, by_players, _players_name, ("2", "3", "4"))
        else:
            self._fill_table(self.rules_table, self.overview.by_rules, preset_name, PRESET_NAMES)
        self._fill_table(self.opponent_table, self.overview.by_opponent, _opponent_name, BOT_LEVELS)
        self._fill_charts(list(self.overview.results))
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
        self._set("gin3", number_text(o.gins.gin3))
        self._set("gin2", number_text(o.gins.gin2))
        self._set("gin_dragon", number_text(o.gins.gin_dragon))
        self._set("gin", number_text(o.gins.gin))
        self._set("knocks", number_text(o.knocks.knocks))
        self._set("undercuts_suffered", number_text(o.knocks.undercuts_suffered))
        self._set("undercuts_inflicted", number_text(o.knocks.undercuts_inflicted))
        self._set("knock_deadwood", decimal_text(o.knocks.avg_knock_deadwood))
        self._set("avg_points", decimal_text(o.points.avg_points))
        self._set("avg_net", decimal_text(o.points.avg_net))
        r = o.rummy
        self._set("rummy_outs", number_text(r.outs))
        self._set("rummy_rummies", number_text(r.rummies))
        self._set("rummy_rummies_against", number_text(r.rummies_against))
        self._set("rummy_stalemates", number_text(r.stalemates))
        self._set("rummy_stalemate_percent", percent_text(r.stalemate_percent))
        best = o.best_hand
        if best is None:
            self._set("best_hand", DASH)
        else:
            self._set(
                "best_hand",
                self.tr(
                    "%n point(s) — {kind}, against {opponent}, {date}", "", best.points_for
                ).format(
                    kind=_kind_name(best),
                    opponent=_opponent_name(best.opponent_level),
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
        first = self.tr("Rules") if table is self.rules_table else self.tr("Opponent")
        if table is self.rules_table and self.is_rummy:
            first = self.tr("Players")
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

    def _fill_charts(self, results: list[MatchPoint]) -> None:
        """Results over time (score difference per match, by result) and the running win
        rate — QtCharts series rebuilt from the database's points."""
        self.results_chart.removeAllSeries()
        for axis in self.results_chart.axes():
            self.results_chart.removeAxis(axis)
        self.rate_chart.removeAllSeries()
        for axis in self.rate_chart.axes():
            self.rate_chart.removeAxis(axis)
        self.result_series = {}
        self._series_points = {}
        empty = not results
        self.no_charts.setVisible(empty)
        self.results_view.setVisible(not empty)
        self.rate_view.setVisible(not empty)
        if empty:
            return
        n = len(results)
        x_axis = self._match_axis(n)
        y_axis = QValueAxis()
        widest = max(abs(p.score_player - p.score_opponent) for p in results)
        step = next(s for s in (5, 10, 20, 25, 50, 75, 100, 150, 250, 500, 10**9) if 2 * s > widest)
        y_axis.setRange(-2 * step, 2 * step)
        y_axis.setTickCount(5)
        y_axis.setLabelFormat("%d")
        _plain_title(y_axis)
        y_axis.setTitleText(self.tr("Points: you − them"))
        self.results_chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self.results_chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for result in ("won", "lost", "drawn", "resigned", "abandoned"):
            pts = [(i, p) for i, p in enumerate(results, 1) if p.result == result]
            if not pts:
                continue
            series = QScatterSeries()
            series.setObjectName(f"results_{result}")
            series.setName(match_result_name(result))
            series.setMarkerSize(11.0)
            series.setColor(RESULT_COLORS[result])
            series.setBorderColor(RESULT_COLORS[result].darker(130))
            if result == "abandoned":
                series.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeRectangle)
            for i, p in pts:
                series.append(QPointF(i, p.score_player - p.score_opponent))
            self.results_chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
            series.hovered.connect(self._point_hovered)
            self.result_series[result] = series
            self._series_points[result] = [p for _i, p in pts]
        self.results_chart.setTitle(self.tr("Match results over time"))
        self.results_view.setAccessibleName(self.results_chart.title())

        rate = QLineSeries()
        rate.setObjectName("winRateSeries")
        rate.setName(self.tr("Running win rate"))
        rate.setPointsVisible(True)
        for i, p in enumerate(results, 1):
            if p.win_rate is not None:
                rate.append(QPointF(i, 100.0 * p.win_rate))
        self.rate_series = rate
        rx = self._match_axis(n)
        ry = percent_axis(self.tr("Match win rate"))  # a share in %, not a count
        _plain_title(ry)
        self.rate_chart.addAxis(rx, Qt.AlignmentFlag.AlignBottom)
        self.rate_chart.addAxis(ry, Qt.AlignmentFlag.AlignLeft)
        self.rate_chart.addSeries(rate)
        rate.attachAxis(rx)
        rate.attachAxis(ry)
        self.rate_chart.setTitle(self.tr("Running win rate (abandoned matches leave it as is)"))
        self.rate_view.setAccessibleName(self.rate_chart.title())

    def _match_axis(self, n: int) -> QValueAxis:
        """Matches 1..n on whole-number ticks (1, 2, 5, 10 … apart)."""
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 10**9) if n / s <= 10)
        axis = QValueAxis()
        axis.setRange(0, n + 1)
        axis.setTickType(QValueAxis.TickType.TicksDynamic)
        axis.setTickAnchor(0)
        axis.setTickInterval(step)
        axis.setLabelFormat("%d")
        axis.setTitleText(self.tr("Match (oldest first)"))
        _plain_title(axis)
        return axis

    @Slot(QPointF, bool)
    def _point_hovered(self, point: QPointF, state: bool) -> None:
        if not state:
            QToolTip.hideText()
            return
        series = self.sender()
        for result, s in self.result_series.items():
            if s is series:
                idx = next(
                    (k for k in range(s.count()) if s.at(k) == point),
                    None,
                )
                if idx is None:
                    return
                p = self._series_points[result][idx]
                QToolTip.showText(
                    self.cursor().pos(),
                    self.tr("{result} {mine} : {theirs} against {opponent}, {date}").format(
                        result=match_result_name(p.result),
                        mine=p.score_player,
                        theirs=p.score_opponent,
                        opponent=_opponent_name(p.opponent_level),
                        date=date_text(p.ended),
                    ),
                )
                return

    def _fill_history(self) -> None:
        total = self.stats.hand_count(practice=self.practice, game=self.game)
        pages = max(1, -(-total // PAGE_SIZE))
        self.page = max(0, min(self.page, pages - 1))
        self.rows = self.stats.hand_history(
            limit=PAGE_SIZE, offset=self.page * PAGE_SIZE, practice=self.practice, game=self.game
        )
        results: dict[int, str | None] = {}
        opponents: dict[int, tuple[str, ...]] = {}
        self.verifiable.clear()
        self.history.setRowCount(len(self.rows))
        for r, h in enumerate(self.rows):
            if h.match_id not in results:
                match = self.stats.get_match(h.match_id)
                results[h.match_id] = match.result if match is not None else None
                opponents[h.match_id] = match.opponents if match is not None else ()
                self.verifiable[h.match_id] = can_verify(self.stats.fairness(h.match_id))
            rummy = h.is_rummy
            if rummy:
                ended = self.tr("{kind}, {how}").format(
                    kind=rummy_kind_name(h.kind), how=rummy_how_text(h.how)
                )
            else:
                ended = result_name(h.kind)
            cells = [
                date_text(h.played),
                self.tr("{number}").format(number=h.number),
                players_text(h.players) if rummy else preset_name(h.rules),
                opponents_text(opponents[h.match_id])
                if rummy and opponents[h.match_id]
                else _opponent_name(h.opponent_level),
                match_result_name(h.result),
                ended,
                self.tr("{mine} : {theirs}").format(mine=h.points_for, theirs=h.points_against),
                DASH if h.deadwood is None else str(h.deadwood),
                match_result_name(results[h.match_id]),
                DASH if h.accuracy is None else percent_text(100 * h.accuracy),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if results[h.match_id] == "abandoned" and c == 8:
                    item.setForeground(RESULT_COLORS["abandoned"])
                if rummy and c == 5:
                    item.setToolTip(rummy_kind_description(h.kind))
                    if h.kind in ("rummy", "stalemate"):
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                self.history.setItem(r, c, item)
        self.history_title.setText(self.tr("%n hand(s) recorded", "", total))
        self.page_label.setText(
            self.tr("Page {page} of {pages}").format(page=self.page + 1, pages=pages)
        )
        self.prev_page_button.setEnabled(self.page > 0)
        self.next_page_button.setEnabled(self.page + 1 < pages)
        self._history_selection()

    # -- actions -------------------------------------------------------------------------------
    def _game_chosen(self, index: int) -> None:
        game = self.game_box.itemData(index)
        if isinstance(game, str) and game != self.game:
            self.set_game(game)

    def set_game(self, game: str) -> None:
        """Show the figures of ``game``: ``"jinlami"`` (金拉米) or ``"rummy"`` (拉米纸牌)."""
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
        self._fill_history()

    @Slot()
    def previous_page(self) -> None:
        self.page = max(0, self.page - 1)
        self._fill_history()

    def selected_hand(self) -> HandRow | None:
        rows = self.history.selectionModel().selectedRows()
        if not rows:
            return None
        i = rows[0].row()
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def can_replay(self, hand: HandRow | None) -> bool:
        """A 金拉米 hand always; a 拉米纸牌 hand once the table can replay one."""
        return hand is not None and (not hand.is_rummy or self.rummy_replay)

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
        if self.is_rummy and not self.rummy_replay:
            self.replay_button.setToolTip(
                self.tr("Rummy hands cannot be replayed on the table yet.")
            )
        else:
            self.replay_button.setToolTip("")

    def _history_double_clicked(self, item: QTableWidgetItem) -> None:
        self.replay_selected()

    @Slot()
    def verify_selected(self) -> VerifyBox | None:
        """Check the deals of the selected hand's match (its kept save) and say what the
        check found; ``None`` if that match cannot be verified."""
        hand = self.selected_hand()
        found = verify_recorded(self.stats, hand.match_id) if hand is not None else None
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
        """The words that differ between the two games."""
        rummy = self.is_rummy
        self.tabs.setTabText(
            1, self.tr("By players and opponents") if rummy else self.tr("By rules and opponent")
        )
        self.captions["hands_drawn"].setText(
            self.tr("Drawn (stalemates):") if rummy else self.tr("Drawn (stock ran out):")
        )
        self.rules_title.setText(self.tr("By number of players") if rummy else self.tr("By rules"))
        self._table_headers(self.rules_table)
        self.history.setHorizontalHeaderItem(
            2, QTableWidgetItem(self.tr("Table") if rummy else self.tr("Rules"))
        )
        self.history.setHorizontalHeaderItem(
            7,
            QTableWidgetItem(
                self.tr("Points left in your hand") if rummy else self.tr("Your deadwood")
            ),
        )
        self.no_charts.setText(
            self.tr("No finished Rummy matches yet: the charts start after one.")
            if rummy
            else self.tr("No finished matches yet: the charts start after one.")
        )

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
        self.tabs.setTabText(0, self.tr("Overview"))
        self.overview_scroll.setAccessibleName(self.tr("Overview"))
        self.tabs.setTabText(1, self.tr("By rules and opponent"))
        self.tabs.setTabText(2, self.tr("Hand history"))
        self.tabs.setTabText(3, self.tr("Accuracy"))
        titles = {
            "matches": self.tr("Matches"),
            "hands": self.tr("Hands"),
            "streaks": self.tr("Winning streaks"),
            "gins": self.tr("Gin hands you knocked"),
            "knocks": self.tr("Knocks"),
            "points": self.tr("Points"),
            "endings": self.tr("How your hands ended"),
        }
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
            "hands_drawn": self.tr("Drawn (stock ran out):"),
            "hands_percent": self.tr("Won, % of played:"),
            "match_streak": self.tr("Current, in matches:"),
            "match_streak_longest": self.tr("Longest, in matches:"),
            "hand_streak": self.tr("Current, in hands:"),
            "hand_streak_longest": self.tr("Longest, in hands:"),
            "gin3": self.tr("Gin (three melds):"),
            "gin2": self.tr("Double Gin (two melds):"),
            "gin_dragon": self.tr("Gin Dragon (one ten-card run):"),
            "gin": self.tr("Gin (International rules):"),
            "knocks": self.tr("Hands you knocked:"),
            "undercuts_suffered": self.tr("Undercuts suffered:"),
            "undercuts_inflicted": self.tr("Undercuts inflicted:"),
            "knock_deadwood": self.tr("Average deadwood when knocking:"),
            "avg_points": self.tr("Average points won per hand:"),
            "avg_net": self.tr("Average net points per hand:"),
            "best_hand": self.tr("Best hand:"),
            "rummy_outs": self.tr("You went out:"),
            "rummy_rummies": self.tr("You went out in one turn (doubled):"),
            "rummy_rummies_against": self.tr("An opponent went out in one turn:"),
            "rummy_stalemates": self.tr("Stalemates (nobody went out):"),
            "rummy_stalemate_percent": self.tr("Stalemates, % of hands:"),
        }
        for key, label in self.captions.items():
            label.setText(captions[key])
        self.rules_title.setText(self.tr("By rules"))
        self.opponent_title.setText(self.tr("By opponent level"))
        self._table_headers(self.rules_table)
        self._table_headers(self.opponent_table)
        self.no_charts.setText(self.tr("No finished matches yet: the charts start after one."))
        self.history.setHorizontalHeaderLabels(
            [
                self.tr("Played"),
                self.tr("Hand"),
                self.tr("Rules"),
                self.tr("Opponent"),
                self.tr("Result"),
                self.tr("How it ended"),
                self.tr("Points (you : them)"),
                self.tr("Your deadwood"),
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
        self.reset_button.setText(self.tr("Rese&t…"))
        self.close_button.setText(self.tr("Close"))
        self._retranslate_game()
        self._history_selection()
        if self.overview is not None and self.isVisible():
            self.refresh()  # figures, dates and names in the new language (a hidden
            # window is refreshed when it is shown again)


def _plain_title(axis: QValueAxis) -> None:
    """An axis title in the labels' font (not bold, a point smaller): the vertical title
    then fits beside a chart sized to the window's height instead of being elided."""
    font = axis.titleFont()
    font.setBold(False)
    if font.pointSizeF() > 8:
        font.setPointSizeF(font.pointSizeF() - 1)
    axis.setTitleFont(font)


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows (a few rules or levels), so no empty grid is drawn."""
    header = table.horizontalHeader().sizeHint().height()
    rows = table.verticalHeader().defaultSectionSize() * max(1, table.rowCount())
    table.setFixedHeight(header + rows + 2 * table.frameWidth())


def _players_name(players: str) -> str:
    return players_text(int(players)) if players.isdigit() else players


def _kind_name(hand: HandRow) -> str:
    return rummy_kind_name(hand.kind) if hand.is_rummy else result_name(hand.kind)


def _opponent_name(level: str) -> str:
    if level == "mixed":
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("StatisticsWindow", "Several levels")
    return level_name(level) if level else DASH
