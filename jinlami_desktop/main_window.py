"""The main window: table, side panel, menus, status line, and the dialogs they open.

Two games share the window: a :class:`~PySide6.QtWidgets.QStackedWidget` shows the
金拉米 table with its side panel, or the 拉米纸牌 table (:mod:`.rummy`) with its score
panel.  Each game has its own controller; the menus (new match, resign, save/load,
statistics, settings, language) act on the game on the table, and a save or the resumable
autosave is routed to the controller of its own game.

Why it is thin: the window wires signals between the controller (the game), the table
scene (the pixels) and the dialogs; it holds no game state of its own.  With a
:class:`~jinlami_desktop.storage.session.Storage` it also runs the start-up protocol
(:meth:`MainWindow.start_session`: warnings, the resume offer) and the Save/Load,
Statistics and replay commands; the controller keeps the autosave and statistics in
step with every move.  Signals are connected to bound methods only, never to lambdas
capturing ``self`` (TOOLCHAIN.md: that keeps the window alive past QApplication and
crashes the interpreter at exit).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent, Qt, QTimer, Slot
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

from engine import Action, Card, Phase, knock_arrangements, mask_of
from engine.cards import cards_from_mask
from engine.rummy import RummyPhase, RummyState
from engine.rummy_match import RummyMatch

from .controller import GameController, HandSummary, MatchSetup, Snapshot
from .dialogs.about import about_text
from .dialogs.common import ResultDialog
from .dialogs.hand_result import HandResultDialog
from .dialogs.knock import KnockDialog, KnockOption
from .dialogs.new_match import NewMatchDialog
from .dialogs.rules_help import RulesDialog
from .dialogs.saves import ResumeDialog, SavesDialog
from .dialogs.settings import SettingsDialog
from .i18n import install_language
from .preferences import Preferences
from .replay_bar import ReplayBar
from .rummy.controller import RummyController
from .rummy.panel import RummyPanel, RummyReplayBar
from .rummy.result_dialog import RummyResultDialog
from .rummy.scene import RummyTableScene
from .rummy.snapshot import RummyHandSummary, RummyRequest, RummySetup, RummySnapshot
from .side_panel import SidePanel
from .storage.errors import StorageError
from .table.animations import bot_delay_ms
from .table.card_art import DeckStyle, app_icon
from .table.scene import TableScene
from .table.view import TableView
from .texts import (
    error_text,
    hint_text,
    moved_aside_text,
    rummy_refusal_text,
    storage_error_text,
)

if TYPE_CHECKING:
    from .dialogs.statistics import StatisticsWindow
    from .storage.saves import LoadResult
    from .storage.session import Storage
    from .storage.stats import HandRow

__all__ = ["GAMES", "MainWindow"]

#: The games the window can put on the table (stack page order).
GAMES = ("jinlami", "rummy")

AnySetup = MatchSetup | RummySetup
_Result = TypeVar("_Result", HandResultDialog, RummyResultDialog)


def _params(params: object) -> dict[str, Any]:
    """A signal's ``params`` as the mapping the texts expect (anything else: none)."""
    return params if isinstance(params, dict) else {}


def _game_of(loaded: LoadResult) -> str:
    """The game a loaded save or autosave holds: ``"jinlami"`` or ``"rummy"``."""
    return "rummy" if isinstance(loaded.game, (RummyMatch, RummyState)) else "jinlami"


class MainWindow(QMainWindow):
    """One window; a controller and a table per game, one of them on show."""

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
    @Slot(object)
    def on_snapshot(self, snap: Snapshot) -> None:
        self.scene.apply_snapshot(snap)
        self.panel.update_from(snap, self._knock_points())
        self._play_sounds(snap)
        view = snap.view
        self.resign_action.setEnabled(not snap.match_over and snap.view is not None)
        if snap.replay is not None:
            self.replay_bar.show_step(snap)
            return
        dlg = self.result_dialog
        if dlg is not None and view is not None and view.phase is not Phase.OVER:
            dlg.close()  # the next hand has begun (e.g. from the panel's button)
        if (
            view is not None
            and view.phase is Phase.DECLARE
            and view.my_turn
            and snap.human_seat is not None
            and not self._declaring
            and self.knock_dialog is None
        ):
            self._open_declare_dialog()

    def _knock_points(self) -> int | None:
        """Lowest deadwood the player could knock with now (0 = gin), or None."""
        view = self.scene.view_
        if view is None or not view.my_turn or self.controller.human_seat is None:
            return None
        return self.scene._can_knock(view)

    def _play_sounds(self, snap: Snapshot) -> None:
        if self.sound is None or not self.prefs.sound:
            return
        for e in snap.events:
            name = {"draw": "draw", "discard": "discard", "knock": "knock", "deal": "shuffle"}.get(
                e.kind
            )
            if e.kind == "hand_over" and snap.view is not None and e.settlement is not None:
                winner = (
                    snap.view.knocker if e.settlement.winner == "knocker" else 1 - snap.view.knocker
                )
                name = "win" if winner == snap.view.player else "lose"
            if name:
                self.sound.play(name)

    @Slot(str, object)
    def on_refused(self, code: str, params: object) -> None:
        """Say why in plain words; the table puts the card back where it was."""
        self._refused(error_text(code, _params(params)), self.scene)

    def _refused(self, text: str, scene: TableScene | RummyTableScene) -> None:
        """A refused move of either game: why, in the status line; ``scene`` settles."""
        self.statusBar().showMessage(text, 8000)
        scene.settle()

    def _confirm(self, title: str, question: str) -> bool:
        """Ask a Yes/No question (modal); True for Yes."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    @Slot(str)
    def on_local_refusal(self, code: str) -> None:
        self.statusBar().showMessage(error_text(code), 6000)

    @Slot(object)
    def on_hint(self, action: object) -> None:
        if isinstance(action, Action):
            self.scene.show_hint(action)
            self.statusBar().showMessage(hint_text(action), 10000)

    @Slot(str)
    def on_bot_error(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("A bot made an error and played a safe move"), 8000)

    @Slot(str, object)
    def on_storage_error(self, code: str, params: object) -> None:
        """Saving or recording failed (a full disk …): say so; the game goes on."""
        self.statusBar().showMessage(storage_error_text(code, _params(params)), 12000)

    @Slot(object)
    def on_replay_changed(self, status: object) -> None:
        if status is None:
            self.replay_bar.hide()
            if self.rummy.match is not None and self.controller.match is None:
                self.show_game("rummy")
            self.statusBar().showMessage(self.tr("Back to the match in play"), 4000)

    @Slot(object)
    def on_hand_finished(self, summary: HandSummary) -> None:
        self.last_summary = summary
        if self.controller.human_seat is None and not summary.match_over:
            return  # watched bot-vs-bot duels continue by themselves
        dlg = HandResultDialog(summary, self.deck_style(), self)
        self.result_dialog = self._show_result(dlg, self.result_dialog, self.controller.next_hand)

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

    @Slot(object)
    def on_rummy_snapshot(self, snap: RummySnapshot) -> None:
        self.rummy_scene.apply_snapshot(snap)
        status = self.rummy.replay_status()
        self.rummy_panel.update_from(snap, replay=status is not None)
        if status is not None:
            self.rummy_replay_bar.show_rummy_step(snap, status)
            return
        self._play_rummy_sounds(snap)
        if self.game_kind == "rummy":
            self.resign_action.setEnabled(not snap.match_over and snap.view is not None)
        dlg = self.rummy_result_dialog
        view = snap.view
        if dlg is not None and view is not None and view.phase is not RummyPhase.OVER:
            dlg.close()  # the next hand has begun

    def _play_rummy_sounds(self, snap: RummySnapshot) -> None:
        if self.sound is None or not self.prefs.sound:
            return
        names = {"draw": "draw", "discard": "discard", "meld": "knock", "deal": "shuffle"}
        for e in snap.events:
            name = names.get(e.kind, "")
            if e.kind == "hand_over" and e.result is not None and e.result.winner is not None:
                name = "win" if e.result.winner == snap.human_seat else "lose"
            if name:
                self.sound.play(name)

    @Slot(object)
    def on_rummy_replay_changed(self, status: object) -> None:
        if status is None:
            self.rummy_replay_bar.hide()
            self.statusBar().showMessage(self.tr("Back to the match in play"), 4000)
            if self.rummy.match is None and self.controller.match is not None:
                self.show_game("jinlami")

    @Slot(str, object)
    def on_rummy_refused(self, code: str, params: object) -> None:
        """A refused gesture in plain words; the Rummy table puts the cards back."""
        self._refused(rummy_refusal_text(code, _params(params)), self.rummy_scene)

    @Slot(str)
    def on_rummy_status(self, text: str) -> None:
        """The table's aids (why a selection is not a meld …) in the status line."""
        if text:
            self.statusBar().showMessage(text, 10000)
        else:
            self.statusBar().clearMessage()

    @Slot()
    def rummy_undo(self) -> None:
        self.rummy.request(RummyRequest("undo"))

    @Slot(object)
    def on_rummy_hand_finished(self, summary: RummyHandSummary) -> None:
        self.last_rummy_summary = summary
        dlg = RummyResultDialog(summary, self.deck_style(), self)
        self.rummy_result_dialog = self._show_result(
            dlg, self.rummy_result_dialog, self.rummy.next_hand
        )

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

    # -- table → controller --------------------------------------------------------------
    @Slot(str, object, int)
    def on_table_request(self, kind: str, card: object, target: int) -> None:
        c = self.controller
        if kind == "draw_stock":
            c.draw_stock()
        elif kind == "draw_discard":
            c.draw_discard()
        elif kind == "pass":
            c.pass_turn()
        elif kind == "discard" and isinstance(card, Card):
            c.discard(card)
        elif kind == "knock" and isinstance(card, Card):
            self.start_knock(card)
        elif kind == "layoff" and isinstance(card, Card):
            c.layoff(card, target)

    def start_knock(self, card: Card) -> None:
        """Knocking is confirmed in a dialog that shows the arrangement (never automatic)."""
        view = self.controller.view()
        if view is None or Action.knock(card) not in view.legal_actions:
            self.controller.knock(card)  # refused: the controller says why
            return
        hand = mask_of(view.hand) & ~card.mask
        options = [
            KnockOption(a.meld_masks, tuple(a.deadwood), a.deadwood_points)
            for a in knock_arrangements(hand, view.rules)
        ]
        self._open_knock_dialog(options, card)

    def _open_declare_dialog(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        hand = mask_of(view.hand)
        options = []
        for a in view.legal_actions:
            if a.kind != "declare":
                continue
            used = 0
            for m in a.melds:
                used |= m
            dead = cards_from_mask(hand & ~used)
            options.append(KnockOption(a.melds, tuple(dead), sum(c.value for c in dead)))
        self._open_knock_dialog(options, None)

    def _open_knock_dialog(self, options: list[KnockOption], card: Card | None) -> None:
        if self.knock_dialog is not None:
            self.knock_dialog.deleteLater()
        self._knock_card = card
        dlg = KnockDialog(options, card, self.deck_style(), self)
        dlg.accepted.connect(self._knock_confirmed)
        dlg.rejected.connect(self._knock_cancelled)
        self.knock_dialog = dlg
        dlg.setWindowModality(Qt.WindowModality.NonModal)
        dlg.show()

    @Slot()
    def _knock_confirmed(self) -> None:
        dlg = self.knock_dialog
        self.knock_dialog = None
        if dlg is None:
            return
        option = dlg.chosen()
        dlg.deleteLater()
        if option is None:
            return
        c = self.controller
        self._declaring = True
        try:
            card = self._knock_card
            if card is not None and not c.request(Action.knock(card)):
                return
            c.declare(option.melds)
        finally:
            self._declaring = False

    @Slot()
    def _knock_cancelled(self) -> None:
        dlg = self.knock_dialog
        self.knock_dialog = None
        if dlg is not None:
            dlg.deleteLater()
        self.scene.settle()

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

    def _drop_pending_offer(self) -> None:
        """A new game replaces the match put off at start-up: it counts as abandoned."""
        offer, self.pending_offer = self.pending_offer, None
        self.resume_action.setEnabled(False)
        if offer is None or self.storage is None:
            return
        try:
            self.storage.decline_resume(offer)
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)

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

    # -- start-up: warnings and the resume offer -----------------------------------------
    def start_session(self, setup: AnySetup, unattended: bool = False, defer: bool = False) -> None:
        """What the app does once the window is shown: tell the storage warnings, offer
        to resume an unfinished match, otherwise start ``setup``.

        ``unattended`` (``--smoke``/``--screenshot``) never asks: an unfinished match is
        declined (counted as abandoned; its finished hands stay recorded) and a new
        match starts, so every ``--smoke`` run records exactly one more hand.
        ``defer``: ask from inside the event loop (the app), so that quitting while the
        modal prompt is up ends the application instead of only the prompt.
        """
        st = self.storage
        notes: list[tuple[str, Mapping[str, Any], Path | None]] = []
        offer: LoadResult | None = None
        if st is not None:
            for code in st.warnings():
                notes.append((code, {}, st.stats.moved_to if code == "stats_corrupt" else None))
            try:
                offer = st.resume_offer()
            except StorageError as exc:
                notes.append((exc.code, exc.params, None))
            if offer is not None and not offer.ok:
                code = offer.error_code or "load_failed"
                notes.append((code, offer.error_params, offer.moved_to))
                offer = None
        if offer is None:
            self.start_match(setup)
        elif unattended:
            self.pending_offer = offer
            self.start_match(setup)  # declines the offer first
        elif defer:
            self._deferred = (offer, setup)
            QTimer.singleShot(0, self._answer_deferred_offer)
        else:
            self._answer_offer(offer, setup)
        # Last, so that the warning stays in the status line.
        self.tell_problems(notes, dialog=not unattended)

    @Slot()
    def _answer_deferred_offer(self) -> None:
        deferred, self._deferred = self._deferred, None
        if deferred is not None:
            self._answer_offer(*deferred)

    def _answer_offer(self, offer: LoadResult, setup: AnySetup) -> None:
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.resume(offer)
            self.statusBar().showMessage(self.tr("Welcome back: the match goes on"), 8000)
        elif choice == "new":
            self.pending_offer = offer
            self.start_match(setup)
        else:
            self.pending_offer = offer
            self.resume_action.setEnabled(True)
            self.statusBar().showMessage(
                self.tr("The unfinished match is kept: Game → Resume unfinished match"), 12000
            )
            if _game_of(offer) == "rummy":
                self.show_game("rummy")
                self.on_rummy_snapshot(self.rummy.snapshot())
            else:
                self.on_snapshot(self.controller.snapshot())  # an empty table, panel says why

    def resume(self, offer: LoadResult) -> None:
        """Resume the offered autosave with the controller of its game."""
        if self._take_table(_game_of(offer)) == "rummy":
            self.rummy.resume(offer)
        else:
            self.controller.resume(offer)

    def ask_resume(self, offer: LoadResult) -> str:
        """The resume prompt (modal): ``"resume"``, ``"new"`` or ``"later"``."""
        assert self.storage is not None
        info = self.storage.saves.read_info(offer.path)
        dlg = ResumeDialog(info, self)
        self.resume_dialog = dlg
        dlg.exec()
        self.resume_dialog = None
        choice = dlg.choice
        dlg.deleteLater()
        return choice

    @Slot()
    def ask_resume_pending(self) -> None:
        """Game → Resume unfinished match: the offer put off at start-up, asked again."""
        offer = self.pending_offer
        if offer is None:
            return
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.pending_offer = None
            self.resume_action.setEnabled(False)
            self.resume(offer)
        elif choice == "new":
            self.ask_new_match()

    def tell_problems(
        self, notes: list[tuple[str, Mapping[str, Any], Path | None]], dialog: bool = True
    ) -> None:
        """Storage warnings, once: in the status line, and (attended) in a non-modal box."""
        if not notes:
            return
        self.statusBar().showMessage(storage_error_text(notes[0][0], notes[0][1]), 15000)
        if not dialog:
            return
        box = QMessageBox(self)
        box.setObjectName("storageWarning")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        self.warning_box = box
        self._warning_notes = list(notes)
        self._word_warning_box()
        box.show()

    def _word_warning_box(self) -> None:
        """The storage warning's words (again after a language switch)."""
        box = self.warning_box
        if box is None:
            return
        lines = []
        for code, params, moved in self._warning_notes:
            lines.append(storage_error_text(code, params))
            if moved is not None:
                lines.append(moved_aside_text(moved.name))
        box.setWindowTitle(self.tr("Saved files"))
        box.setText(self.tr("Some saved files needed attention. The app carries on."))
        box.setInformativeText("\n".join(lines))

    # -- Save as / Load ----------------------------------------------------------------------
    @Slot()
    def ask_save(self) -> None:
        """Game → Save as…: a named slot for the game in play."""
        if self.storage is None:
            return
        if self.active_game() is None:
            self.statusBar().showMessage(error_text("no_match"), 6000)
            return
        self._open_saves_dialog("save")

    @Slot()
    def ask_load(self) -> None:
        """Game → Load…: play on from a named slot."""
        if self.storage is not None:
            self._open_saves_dialog("load")

    def _open_saves_dialog(self, mode: str) -> None:
        assert self.storage is not None
        if self.saves_dialog is not None:
            self.saves_dialog.close()
            self.saves_dialog.deleteLater()
        dlg = SavesDialog(self.storage.saves, mode, self)
        dlg.save_requested.connect(self.save_to_slot)
        dlg.load_requested.connect(self.load_slot)
        self.saves_dialog = dlg
        dlg.open()

    @Slot(str)
    def save_to_slot(self, name: str) -> bool:
        """Save the game in play as ``name`` (asking before replacing a slot)."""
        st, game = self.storage, self.active_game()
        if st is None or game is None:
            return False
        if st.saves.slot_exists(name) and not self._confirm(
            self.tr("Save match as"),
            self.tr("A saved match named “{name}” exists. Replace it?").format(name=name),
        ):
            return False
        from .storage.saves import SaveMeta

        if self.game_kind == "rummy":
            meta = self.rummy.meta or SaveMeta(opponents=self.rummy.setup.opponents)
        else:
            meta = self.controller.meta or SaveMeta(opponents=(self.controller.setup.opponent,))
        try:
            info = st.saves.save_slot(name, game, meta)  # type: ignore[arg-type]
        except StorageError as exc:
            QMessageBox.warning(
                self, self.tr("Save match as"), storage_error_text(exc.code, exc.params)
            )
            return False
        self.statusBar().showMessage(self.tr("Saved as “{name}”").format(name=info.name), 8000)
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        return True

    @Slot(str)
    def load_slot(self, slot: str) -> bool:
        """Play on from a named slot.  A damaged file is moved aside (by the store) and
        explained; the app and the match in play carry on."""
        st = self.storage
        if st is None:
            return False
        if self.match_running() and not self._confirm(
            self.tr("Load a saved match"),
            self.tr(
                "A match is in play. Load the saved one instead? "
                "The match in play counts as abandoned."
            ),
        ):
            return False
        result = st.saves.load_slot(slot)
        if not result.ok:
            self.show_load_problem(result)
            if self.saves_dialog is not None:
                self.saves_dialog.refresh()
            return False
        self._drop_pending_offer()
        self._close_result_dialogs()
        if self._take_table(_game_of(result)) == "rummy":
            self.rummy.play_loaded(result)
        else:
            self.controller.play_loaded(result)
        name = result.meta.slot_name or slot
        self.statusBar().showMessage(self.tr("Loaded “{name}”").format(name=name), 8000)
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        return True

    def show_load_problem(self, result: LoadResult) -> None:
        """Why a save did not load, in the player's language, and where the file went."""
        text = storage_error_text(result.error_code or "load_failed", result.error_params)
        info = moved_aside_text(result.moved_to.name) if result.moved_to is not None else ""
        self.statusBar().showMessage(text, 12000)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Load a saved match"), text, parent=self
        )
        box.setObjectName("loadProblem")
        if info:
            box.setInformativeText(info)
        box.exec()

    # -- statistics and replay --------------------------------------------------------------
    @Slot()
    def show_statistics(self) -> None:
        """Game → Statistics…: a window of its own (non-modal), refreshed after each hand."""
        if self.storage is None:
            return
        from .dialogs.statistics import StatisticsWindow

        if self.stats_window is None:
            win = StatisticsWindow(self.storage.stats, self, game=self.game_kind, rummy_replay=True)
            win.replay_requested.connect(self.replay_hand)
            win.reset_done.connect(self.controller.forget_statistics_row)
            win.reset_done.connect(self.rummy.forget_statistics_row)
            self.controller.hand_finished.connect(win.refresh_if_visible)
            self.rummy.hand_finished.connect(win.refresh_if_visible)
            self.stats_window = win
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    @Slot(object)
    def replay_hand(self, row: HandRow) -> bool:
        """Show a recorded hand on the table, step by step (the match in play waits)."""
        st = self.storage
        if st is None:
            return False
        rummy = getattr(row, "is_rummy", False)
        try:
            if rummy:
                rummy_replay = st.stats.rummy_hand_actions(row.id)
            else:
                replay = st.stats.hand_actions(row.id)
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Replay"), storage_error_text(exc.code, exc.params))
            return False
        self._close_result_dialogs()
        if rummy:
            self.show_game("rummy")  # the 金拉米 table comes back after, if it has a match
            self.controller.end_replay()
            levels = (row.opponent_level,) * (row.players - 1)
            self.rummy.start_replay(rummy_replay, levels, number=row.number)
        else:
            self.show_game("jinlami")  # the Rummy table comes back after, if it has a match
            self.rummy.end_replay()
            self.controller.start_replay(replay, opponent=row.opponent_level, number=row.number)
        self.raise_()
        self.activateWindow()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the bots before the window goes (a thread must not outlive the app).
        The match in play stays in the autosave: the next start offers to resume it."""
        self.controller.shutdown()
        self.rummy.shutdown()
        if self.stats_window is not None:
            self.stats_window.close()
        super().closeEvent(event)
