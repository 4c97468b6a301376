"""The main window: table, side panel, menus, status line, and the dialogs they open.

Two games share the window: a :class:`~PySide6.QtWidgets.QStackedWidget` shows the
金拉米 table with its side panel, or the 拉米纸牌 table (:mod:`.rummy`) with its score
panel.  Each game has its own controller; the menus (new match, resign, save/load,
statistics, settings, language) act on the game on the table, and a save or the resumable
autosave is routed to the controller of its own game.

The window's own code builds the widgets, menus and connections, rewords them, applies
the preferences and starts matches; three mixins of its own carry the rest:
:mod:`.window_jinlami` (the 金拉米 table's slots, its requests and the knock dialog),
:mod:`.rummy.window` (the 拉米纸牌 table's slots) and :mod:`.window_storage` (start-up,
Save/Load, resume, Statistics and replay).

Why it is thin: the window wires signals between the controller (the game), the table
scene (the pixels) and the dialogs; it holds no game state of its own.  With a
:class:`~jinlami_desktop.storage.session.Storage` it also runs the start-up protocol
(:meth:`MainWindow.start_session`: warnings, the resume offer) and the Save/Load,
Statistics and replay commands (:mod:`.window_storage`); the controller keeps the
autosave and statistics in step with every move.  Signals are connected to bound
methods only, never to lambdas capturing ``self`` (TOOLCHAIN.md: that keeps the window
alive past QApplication and crashes the interpreter at exit).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine import Card

from .dialogs.about import about_text
from .dialogs.common import ResultDialog
from .dialogs.new_match import NewMatchDialog
from .dialogs.rules_help import RulesDialog
from .dialogs.saves import ResumeDialog, SavesDialog
from .dialogs.settings import SettingsDialog
from .games.jinlami.controller import GameController, HandSummary, MatchSetup
from .games.jinlami.knock_dialog import KnockDialog
from .games.jinlami.panel import SidePanel
from .games.jinlami.result_dialog import HandResultDialog
from .games.jinlami.scene import TableScene
from .games.jinlami.window import JinlamiWindowMixin
from .games.rummy.controller import RummyController
from .games.rummy.panel import RummyPanel, RummyReplayBar
from .games.rummy.result_dialog import RummyResultDialog
from .games.rummy.scene import RummyTableScene
from .games.rummy.snapshot import RummyHandSummary, RummySetup
from .games.rummy.window import RummyWindowMixin
from .i18n import install_language
from .preferences import Preferences
from .replay_bar import ReplayBar
from .table.animations import bot_delay_ms
from .table.card_art import DeckStyle, app_icon
from .table.view import TableView
from .texts import signal_params, storage_error_text
from .window_storage import WindowStorageMixin

if TYPE_CHECKING:
    from .dialogs.statistics import StatisticsWindow
    from .storage.saves import LoadResult
    from .storage.session import Storage

__all__ = ["GAMES", "MainWindow"]

#: The games the window can put on the table (stack page order).
GAMES = ("jinlami", "rummy")

AnySetup = MatchSetup | RummySetup
_Result = TypeVar("_Result", HandResultDialog, RummyResultDialog)


class MainWindow(JinlamiWindowMixin, RummyWindowMixin, WindowStorageMixin, QMainWindow):
    """One window; a controller and a table per game, one of them on show.

    The mixins hold the 金拉米 table's slots and knock flow (:mod:`.window_jinlami`), the
    拉米纸牌 table's slots (:mod:`.rummy.window`) and the storage commands
    (:mod:`.window_storage`); their methods are the window's own.
    """

    def __init__(
        self,
        prefs: Preferences | None = None,
        sound_dir: Path | None = None,
        parent: QWidget | None = None,
        *,
        storage: Storage | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.prefs = prefs or Preferences()
        #: Saves and statistics (``None``: nothing is kept, e.g. most widget tests).
        self.storage = storage
        self.controller = GameController(self)
        self.controller.attach_storage(storage)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        self.replay_bar = ReplayBar(self)
        #: 拉米纸牌: its controller, table and score panel (page 1 of the stack).
        self.rummy = RummyController(self)
        self.rummy.attach_storage(storage)
        self.rummy_scene = RummyTableScene(self)
        self.rummy_view = TableView(self.rummy_scene, self)
        self.rummy_view.setObjectName("rummyTableView")
        self.rummy_panel = RummyPanel(self)
        self.rummy_replay_bar = RummyReplayBar(self)
        self.stack = QStackedWidget(self)
        self.stack.setObjectName("gameStack")
        self.stack.addWidget(self._table_page(self.replay_bar, self.view, self.panel))
        self.stack.addWidget(
            self._table_page(self.rummy_replay_bar, self.rummy_view, self.rummy_panel)
        )
        self.setCentralWidget(self.stack)
        self.statusBar().setObjectName("statusLine")  # created now: the table must not jump
        self.sound = None
        if sound_dir is not None:
            try:
                from .sound import SoundPlayer

                self.sound = SoundPlayer(sound_dir, enabled=self.prefs.sound, parent=self)
            except ImportError:
                self.sound = None
        self.knock_dialog: KnockDialog | None = None
        self.result_dialog: HandResultDialog | None = None
        self.rummy_result_dialog: RummyResultDialog | None = None
        self.last_rummy_summary: RummyHandSummary | None = None
        self.new_match_dialog: NewMatchDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.resume_dialog: ResumeDialog | None = None
        self.saves_dialog: SavesDialog | None = None
        self.stats_window: StatisticsWindow | None = None
        self.warning_box: QMessageBox | None = None
        self.about_box: QMessageBox | None = None
        self._warning_notes: list[tuple[str, Mapping[str, Any], Path | None]] = []
        #: The resume offer the player put off ("Later"); a new match declines it.
        self.pending_offer: LoadResult | None = None
        self._deferred: tuple[LoadResult, AnySetup] | None = None
        self._knock_card: Card | None = None
        self._declaring = False
        self.last_summary: HandSummary | None = None
        #: Set by the app to persist preferences (a callable taking Preferences).
        self.on_prefs_changed: Callable[[Preferences], object] | None = None
        #: Set by the app to remember the new-match choices (a callable taking a
        #: MatchSetup or a RummySetup).
        self.on_setup_chosen: Callable[[AnySetup], object] | None = None
        self._build_actions()
        self._connect()
        self.apply_prefs(self.prefs)
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.setMinimumSize(800, 520)
        self.retranslate_ui()

    # -- building ------------------------------------------------------------------------
    def _table_page(self, replay_bar: QWidget, view: QWidget, panel: QWidget) -> QWidget:
        """A page of the stack: the replay strip over the table, the panel beside them."""
        page = QWidget(self)
        lay = QHBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        table_side = QVBoxLayout()
        table_side.setContentsMargins(0, 0, 0, 0)
        table_side.setSpacing(0)
        table_side.addWidget(replay_bar)
        table_side.addWidget(view, 1)
        lay.addLayout(table_side, 1)
        lay.addWidget(panel)
        return page

    def _action(
        self,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        return a

    def _build_actions(self) -> None:
        c = self.controller
        self.new_action = self._action(self.ask_new_match, QKeySequence.StandardKey.New)
        self.next_action = self._action(self.deal_next_hand, "Ctrl+Return")
        self.resign_action = self._action(self.ask_resign)
        self.hint_action = self._action(c.request_hint, "H")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.save_action = self._action(self.ask_save, QKeySequence.StandardKey.SaveAs)
        self.load_action = self._action(self.ask_load, QKeySequence.StandardKey.Open)
        self.resume_action = self._action(self.ask_resume_pending)
        self.stats_action = self._action(self.show_statistics, "Ctrl+T")
        self.arrange_melds_action = self._action(self.arrange_melds, "Ctrl+1")
        self.arrange_suit_action = self._action(self.arrange_suit, "Ctrl+2")
        self.arrange_rank_action = self._action(self.arrange_rank, "Ctrl+3")
        self.best_layoff_action = self._action(c.best_layoff, "B")
        self.done_action = self._action(c.end_layoff)
        self.settings_action = self._action(
            self.show_settings, QKeySequence.StandardKey.Preferences
        )
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.show_about)
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        for a in (self.new_action, self.next_action, self.resign_action, self.hint_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.save_action, self.load_action, self.resume_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        kept = self.storage is not None
        for a in (self.save_action, self.load_action, self.stats_action):
            a.setEnabled(kept)
        self.resume_action.setEnabled(False)
        self.hand_menu = mb.addMenu("")
        for a in (
            self.arrange_melds_action,
            self.arrange_suit_action,
            self.arrange_rank_action,
        ):
            self.hand_menu.addAction(a)
        self.hand_menu.addSeparator()
        self.hand_menu.addAction(self.best_layoff_action)
        self.hand_menu.addAction(self.done_action)
        self.settings_menu = mb.addMenu("")
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        c, r = self.controller, self.rummy
        per_game = (
            (c, self.on_snapshot, self.on_refused, self.on_hand_finished),
            (r, self.on_rummy_snapshot, self.on_rummy_refused, self.on_rummy_hand_finished),
        )
        for ctl, on_snapshot, on_refused, on_hand_finished in per_game:
            ctl.updated.connect(on_snapshot)
            ctl.refused.connect(on_refused)
            ctl.hand_finished.connect(on_hand_finished)
            ctl.match_finished.connect(self.on_match_finished)
            ctl.bot_error.connect(self.on_bot_error)
            ctl.storage_error.connect(self.on_storage_error)
        c.hint_ready.connect(self.on_hint)
        c.replay_changed.connect(self.on_replay_changed)
        r.replay_changed.connect(self.on_rummy_replay_changed)
        for bar, ctl in ((self.replay_bar, c), (self.rummy_replay_bar, r)):
            bar.previous_button.clicked.connect(ctl.replay_previous)
            bar.next_button.clicked.connect(ctl.replay_next)
            bar.close_button.clicked.connect(ctl.end_replay)
        self.rummy_scene.requested.connect(r.request)
        self.rummy_scene.status.connect(self.on_rummy_status)
        self.rummy_panel.undo_button.clicked.connect(self.rummy_undo)
        self.rummy_panel.next_button.clicked.connect(r.next_hand)
        self.scene.requested.connect(self.on_table_request)
        self.scene.refused_here.connect(self.on_local_refusal)
        self.scene.order_changed.connect(self.panel.set_arrangement)
        p = self.panel
        p.arrange_requested.connect(self.arrange)
        p.pass_button.clicked.connect(c.pass_turn)
        p.best_layoff_button.clicked.connect(c.best_layoff)
        p.done_button.clicked.connect(c.end_layoff)
        p.hint_button.clicked.connect(c.request_hint)
        p.next_button.clicked.connect(c.next_hand)

    # -- language ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("金拉米 Desktop"))
        self.view.setAccessibleName(self.tr("Card table"))
        self.panel.setAccessibleName(self.tr("Score and turn"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match…"))
        self.next_action.setText(self.tr("Ne&xt hand"))
        self.resign_action.setText(self.tr("&Resign match…"))
        self.hint_action.setText(self.tr("&Hint"))
        self.quit_action.setText(self.tr("&Quit"))
        self.save_action.setText(self.tr("&Save as…"))
        self.load_action.setText(self.tr("&Load…"))
        self.resume_action.setText(self.tr("Res&ume unfinished match…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.hand_menu.setTitle(self.tr("H&and"))
        self.arrange_melds_action.setText(self.tr("Arrange by &melds"))
        self.arrange_suit_action.setText(self.tr("Arrange by &suit"))
        self.arrange_rank_action.setText(self.tr("Arrange by &rank"))
        self.best_layoff_action.setText(self.tr("&Best layoff"))
        self.done_action.setText(self.tr("&Done laying off"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About"))
        self.scene.retranslate()  # a QGraphicsScene gets no LanguageChange of its own
        self.rummy_scene.retranslate()
        self.rummy_view.setAccessibleName(self.tr("Rummy table"))
        self.rummy_panel.setAccessibleName(self.tr("Scores and turn"))
        if self.warning_box is not None and self.warning_box.isVisible():
            self._word_warning_box()
        self._word_about_box()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch: Qt sends ``LanguageChange`` to every widget; the window
        rewords its menus and the table here, and the side panel, the replay bar and
        every dialog reword themselves in their own ``changeEvent``."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.statusBar().clearMessage()  # a message in the old language would linger
        super().changeEvent(event)

    # -- preferences ---------------------------------------------------------------------
    def deck_style(self) -> DeckStyle:
        p = self.prefs
        return DeckStyle(four_color=p.four_color, large_indices=p.large_indices, back=p.card_back)

    @Slot(object)
    def apply_prefs(self, prefs: Preferences) -> None:
        """Apply every preference at once (the settings dialog calls this on each change)."""
        old_lang = self.prefs.language
        self.prefs = prefs
        self.scene.speed = prefs.animation_speed
        self.scene.set_style(self.deck_style())
        self.rummy_scene.speed = prefs.animation_speed
        self.rummy_scene.set_style(self.deck_style())
        self.controller.move_delay_ms = bot_delay_ms(prefs.animation_speed)
        self.rummy.move_delay_ms = bot_delay_ms(prefs.animation_speed)
        self.controller.auto_layoff = prefs.auto_layoff
        self.panel.hints_enabled = prefs.hints
        self.hint_action.setEnabled(prefs.hints and self.game_kind == "jinlami")
        if self.sound is not None:
            self.sound.set_enabled(prefs.sound)
        if self.panel.snap is not None:
            self.panel.update_from(self.panel.snap, self._knock_points())
        app = QApplication.instance()
        if prefs.language != old_lang and app is not None:
            install_language(app, prefs.language)
        if self.on_prefs_changed is not None:
            self.on_prefs_changed(prefs)

    # -- controller → widgets ------------------------------------------------------------
    def _refused(self, text: str, scene: TableScene | RummyTableScene) -> None:
        """A refused move of either game: why, in the status line; ``scene`` settles."""
        self.statusBar().showMessage(text, 8000)
        scene.settle()

    def _confirm(self, title: str, question: str) -> bool:
        """Ask a Yes/No question (modal); True for Yes."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    @Slot(str)
    def on_bot_error(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("A bot made an error and played a safe move"), 8000)

    @Slot(str, object)
    def on_storage_error(self, code: str, params: object) -> None:
        """Saving or recording failed (a full disk …): say so; the game goes on."""
        self.statusBar().showMessage(storage_error_text(code, signal_params(params)), 12000)

    @Slot(object)
    def on_match_finished(self, summary: object) -> None:
        if summary is None:
            self.statusBar().showMessage(self.tr("You resigned the match."), 10000)

    # -- 拉米纸牌 ---------------------------------------------------------------------------
    @property
    def game_kind(self) -> str:
        """The game on the table: ``"jinlami"`` or ``"rummy"``."""
        return GAMES[self.stack.currentIndex()]

    def show_game(self, game: str) -> None:
        """Put ``game``'s table and panel on show; menus that only 金拉米 has follow."""
        self.stack.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        jinlami = self.game_kind == "jinlami"
        for a in (self.best_layoff_action, self.done_action):
            a.setEnabled(jinlami)
            a.setVisible(jinlami)  # laying off on a knock is 金拉米's
        self.hint_action.setEnabled(jinlami and self.prefs.hints)
        (self.view if jinlami else self.rummy_view).setFocus()

    def _take_table(self, game: str) -> str:
        """Set the other game's match aside (abandoned) and put ``game`` on show."""
        (self.controller if game == "rummy" else self.rummy).set_aside()
        self.show_game(game)
        return game

    def active_game(self) -> object | None:
        """What Save as… keeps: the game on the table."""
        return self.rummy.game if self.game_kind == "rummy" else self.controller.game

    def _show_result(
        self, dlg: _Result, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> _Result:
        """Show an end-of-hand dialog in place of ``old``; Next hand goes to ``next_hand``."""
        if old is not None:
            old.close()
            old.deleteLater()
        dlg.next_hand.connect(next_hand)
        dlg.new_match.connect(self.ask_new_match)
        dlg.show()
        return dlg

    @Slot()
    def deal_next_hand(self) -> None:
        """Game → Next hand, for the game on the table."""
        if self.game_kind == "rummy":
            self.rummy.next_hand()
        else:
            self.controller.next_hand()

    def _close_result_dialogs(self) -> None:
        for dlg in (self.result_dialog, self.rummy_result_dialog):
            if dlg is not None:
                dlg.close()

    # -- menu commands -------------------------------------------------------------------
    @Slot()
    def arrange_melds(self) -> None:
        self.arrange("melds")

    @Slot()
    def arrange_suit(self) -> None:
        self.arrange("suit")

    @Slot()
    def arrange_rank(self) -> None:
        self.arrange("rank")

    @Slot(str)
    def arrange(self, mode: str) -> None:
        """Hand → Arrange by …, for the table on show."""
        if self.game_kind == "rummy":
            self.rummy_scene.set_arrangement(mode)
            return
        self.scene.set_arrangement(mode)
        self.panel.set_arrangement(mode)

    def match_running(self) -> bool:
        """A match of the game on the table is in play."""
        if self.game_kind == "rummy":
            r = self.rummy
            return r.match is not None and not r.match_over
        c = self.controller
        return c.match is not None and not c.match_over

    @Slot()
    def ask_new_match(self) -> None:
        """Game → New match: asks first when a match is running (or one is put off)."""
        if (self.match_running() or self.pending_offer is not None) and not self._confirm(
            self.tr("New match"),
            self.tr(
                "A match is unfinished. Abandon it and start a new one? "
                "It counts as abandoned, not as a loss."
            ),
        ):
            return
        dlg = NewMatchDialog(
            replace(self.controller.setup, seed=None),
            self,
            rummy=replace(self.rummy.setup, seed=None),
            game=self.game_kind,
        )
        dlg.accepted.connect(self._new_match_accepted)
        self.new_match_dialog = dlg
        dlg.show()

    @Slot()
    def _new_match_accepted(self) -> None:
        dlg = self.new_match_dialog
        self.new_match_dialog = None
        if dlg is None:
            return
        setup = dlg.chosen()
        dlg.deleteLater()
        if self.on_setup_chosen is not None:
            self.on_setup_chosen(setup)
        self.start_match(setup)

    def start_match(self, setup: AnySetup) -> None:
        """Start a match of the setup's game (the other game's match, if any, is left as
        abandoned) and put its table on show."""
        self._drop_pending_offer()
        self._close_result_dialogs()
        if isinstance(setup, RummySetup):
            self._take_table("rummy")
            self.rummy.new_match(setup)
            seed = self.rummy.setup.seed
        else:
            self._take_table("jinlami")
            self.controller.setup = replace(setup, watch_duels=setup.watch_duels)
            self.controller.new_match(setup)
            seed = self.controller.setup.seed
        self.statusBar().showMessage(self.tr("New match, seed {seed}").format(seed=seed), 8000)

    @Slot()
    def ask_resign(self) -> None:
        if not self.match_running():
            return
        question = (
            self.tr("Resign this match? It counts as a loss.")
            if self.game_kind == "rummy"
            else self.tr("Resign this match? Your opponent wins it.")
        )
        if self._confirm(self.tr("Resign"), question):
            if self.game_kind == "rummy":
                self.rummy.resign()
            else:
                self.controller.resign()

    @Slot()
    def show_settings(self) -> None:
        dlg = SettingsDialog(self.prefs, self)
        dlg.changed.connect(self.apply_prefs)
        self.settings_dialog = dlg
        dlg.show()

    @Slot()
    def show_rules(self) -> None:
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self, game=self.game_kind)
        else:
            self.rules_dialog.show_game(self.game_kind)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    @Slot()
    def show_about(self) -> None:
        """Help → About (window-modal, so the table stays drawn behind it)."""
        if self.about_box is None:
            box = QMessageBox(self)
            box.setObjectName("aboutBox")
            box.setIconPixmap(app_icon().pixmap(64, 64))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            self.about_box = box
        self._word_about_box()
        self.about_box.open()

    def _word_about_box(self) -> None:
        box = self.about_box
        if box is not None:
            box.setWindowTitle(self.tr("About 金拉米 Desktop"))
            box.setText(about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the bots before the window goes (a thread must not outlive the app).
        The match in play stays in the autosave: the next start offers to resume it."""
        self.controller.shutdown()
        self.rummy.shutdown()
        if self.stats_window is not None:
            self.stats_window.close()
        super().closeEvent(event)
