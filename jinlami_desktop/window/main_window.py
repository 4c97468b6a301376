"""The main window: the games' tables, the menus, the status line, and the dialogs they
open.

Every game of the registry (:mod:`.games.registry`) gets one
:class:`~jinlami_desktop.games.protocol.GameUi` — its controller, table, panel, replay
strip and dialogs — built with the window as its
:class:`~jinlami_desktop.games.protocol.WindowServices` when first needed
(:mod:`.game_tables`: the game on show at once, another when it is shown or a match or
replay of it starts); a :class:`~PySide6.QtWidgets.QStackedWidget` shows one game's
table at a time.  The menus
(new match, resign, save/load, statistics, settings, language) act on the game on the
table; the storage commands are one object of their own
(:class:`~jinlami_desktop.window.storage_commands.StorageCommands`, with the window as its
:class:`~jinlami_desktop.window.storage_commands.StorageHost`).

Why it is thin: the window wires the games' controllers to the menus and the status
line; it holds no game state of its own and never tells the games apart by name (the
registry and each game's UI do).  Signals are connected to bound methods only, never to
lambdas capturing ``self`` (TOOLCHAIN.md: that keeps the window alive past QApplication
and crashes the interpreter at exit).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from engine.game_ids import GAME_IDS

from ..model.preferences import Preferences
from ..words.i18n import current_language, install_language, resolve_language
from .game_tables import GamePage, GameTables

if TYPE_CHECKING:
    # The dialogs are imported when first opened, the window's services and the tables
    # once the window is on screen (:meth:`MainWindow.complete`), not before it is
    # shown (packaging/README.md, start-up; tests/desktop/app/test_startup_imports.py).
    from ..dialogs.match_info import MatchFacts, MatchInfoDialog
    from ..dialogs.new_match import NewMatchDialog
    from ..dialogs.rules_help import RulesDialog
    from ..dialogs.settings import SettingsDialog
    from ..games.protocol import GameUi
    from ..storage.session import Storage
    from ..table.card_art import DeckStyle
    from ..ui.dialog_kit import ResultDialog
    from ..ui.sound import SoundPlayer

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """One window; a :class:`~jinlami_desktop.games.protocol.GameUi` per game
    (``games``, by registry id, each built on first use), one of them on show.

    ``staged``: only the window's frame is built — its menus (their commands waiting),
    the status line and the empty game pages, which paint the felt — so that it can be
    shown at once; :meth:`complete` builds the rest (the storage commands, score sheet,
    review, fairness badge, sound, tutorials, the icon) once it is on screen, and the
    table on show with it.  The app starts so (``app.py``); otherwise the window is
    complete when constructed."""

    def __init__(
        self,
        prefs: Preferences | None = None,
        sound_dir: Path | None = None,
        parent: QWidget | None = None,
        *,
        storage: Storage | None = None,
        staged: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._prefs = prefs or Preferences()
        #: Saves and statistics (``None``: nothing is kept, e.g. most widget tests).
        self._storage = storage
        #: Another instance holds the data folder: this one keeps nothing (title says so).
        self.read_only = False
        #: Each game's controller, table, panel and dialogs, by registry id (in order),
        #: built the first time it is looked up (:meth:`_build_game`).
        self.games = GameTables(GAME_IDS, self._build_game)
        self.stack = QStackedWidget(self)
        self.stack.setObjectName("gameStack")
        self._pages: dict[str, GamePage] = {}
        for game_id in GAME_IDS:  # a holder per game: the stack's index is the registry's
            self._pages[game_id] = GamePage(self.stack)
            self.stack.addWidget(self._pages[game_id])
        self.setCentralWidget(self.stack)
        self.statusBar().setObjectName("statusLine")  # created now: the table must not jump
        self.sound: SoundPlayer | None = None
        #: Is the window whole (:meth:`complete`)?  Until then it has only its frame.
        self.completed = False
        self._sound_dir: Path | None = None
        self.new_match_dialog: NewMatchDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about_box: QMessageBox | None = None
        self.licences_dialog: QDialog | None = None
        self.match_info_dialog: MatchInfoDialog | None = None
        #: Set by the app to persist preferences (a callable taking Preferences).
        self.on_prefs_changed: Callable[[Preferences], object] | None = None
        #: Set by the app to remember the new-match choices (a callable taking the
        #: chosen game's setup).
        self.on_setup_chosen: Callable[[object], object] | None = None
        self._build_actions()
        self.resize(1280, 800)
        self.setMinimumSize(800, 520)
        if staged:
            self.retranslate_ui()
            self._pages[self.game_kind].lay_felt()
        else:
            self.complete(storage, sound_dir)

    def complete(
        self, storage: Storage | None = None, sound_dir: Path | None = None, game: str = ""
    ) -> None:
        """Build what the frame of a ``staged`` window left out: ``storage`` and the
        commands on it, the score sheet, the review, the fairness badge, the sound (its
        cache in ``sound_dir``), Help → Tutorial, the icon, and the table on show if the
        window is shown (``game``'s, a registry id, when given: only that one is built).
        Called once; the menu commands work from here on."""
        # lazy: imported on first use, not at start-up
        from ..drills.menu import DrillsMenu
        from ..onboarding.menu import TutorialMenu
        from ..table.card_art import app_icon
        from .fair_badge import FairnessWatch
        from .pending_badge import PendingWatch
        from .review_commands import ReviewCommands
        from .score_commands import ScoreCommands
        from .storage_commands import StorageCommands

        self._storage = storage
        self._sound_dir = sound_dir  # the player is made once sound is first turned on
        #: Save as…, Load…, Resume, Statistics… and replay, with their dialogs.
        self.commands = StorageCommands(self, self)
        #: Game → Score sheet… and the match-end screen.
        self.scores = ScoreCommands(self, self)
        #: The hand review (coach): its window, opened from the menu, results, statistics.
        self.reviews = ReviewCommands(self, self.commands, self)
        self.commands.statistics_opened.connect(self.reviews.attach_statistics)
        #: The commitment's fingerprint in the status line (provably fair deals).
        self.fairness = FairnessWatch(self)
        #: How many hands wait to be recorded in the statistics, in the status line.
        self.pending_badge = PendingWatch(self)
        #: Help → Tutorial: one entry per game.
        self.tutorials = TutorialMenu(self, self, self.help_menu, before=self._help_rule)
        #: Help → Drills (and the review's Drills button).
        self.drills = DrillsMenu(self, self, self.help_menu, before=self._help_rule)
        self.reviews.open_drills = self.drills.open
        self._connect_commands()
        self.completed = True
        self._use_prefs(self._prefs)
        self.setWindowIcon(app_icon())
        self.retranslate_ui()
        self._scale_frame_words()  # the fingerprint is new in the status line
        if self.isVisible():
            self.show_game(game or self.game_kind)  # else showEvent builds it

    def when_first_painted(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` (a bound method) from the event loop once the page on show
        has painted its first frame (the app completes a staged window then)."""
        self._pages[self.game_kind].on_first_paint = callback

    # -- the games ------------------------------------------------------------------------
    @property
    def prefs(self) -> Preferences:
        return self._prefs

    @property
    def storage(self) -> Storage | None:
        return self._storage

    def ui(self, game_id: str) -> GameUi:
        """The game ``game_id`` (a registry id) in this window (built if it was not)."""
        return self.games[game_id]

    def uis(self) -> Iterable[GameUi]:
        """The games built so far (a game built later needs nothing done to it before)."""
        return self.games.built()

    @property
    def game_kind(self) -> str:
        """The registry id of the game on the table."""
        return GAME_IDS[self.stack.currentIndex()]

    def current_ui(self) -> GameUi:
        """The game on the table."""
        return self.games[self.game_kind]

    # -- building ------------------------------------------------------------------------
    def _build_game(self, game_id: str) -> GameUi:
        """Build ``game_id``'s UI into its page of the stack (:class:`GameTables` calls
        this once per game): its storage, the window's connections, and the current
        preferences and language, so a game built late is like one built at start-up."""
        from ..games.registry import entry

        ui = entry(game_id).make_ui(self, self)
        ui.controller.attach_storage(self._storage)
        self._pages[game_id].hold(self._table_page(ui.replay_bar, ui.view, ui.panel))
        c = ui.controller
        c.match_finished.connect(self.on_match_finished)
        c.hand_finished.connect(self.scores.refresh)
        c.updated.connect(self._follow_hand)
        c.bot_error.connect(self.on_bot_error)
        c.storage_error.connect(self.commands.on_storage_error)
        ui.apply_prefs(self._prefs)
        ui.retranslate()
        self.commands.game_built(ui)
        self.fairness.game_built(ui)
        self.pending_badge.game_built(ui)
        if self.is_on_show(game_id):
            self._fit_menus(ui)
        return ui

    def showEvent(self, event: QShowEvent) -> None:
        """The table on show is always built (a window shown before any match), once the
        window is complete (a staged frame shows the felt until then)."""
        if self.completed:
            self.current_ui()  # builds it if it is not yet
        super().showEvent(event)

    def _table_page(self, replay_bar: QWidget, view: QWidget, panel: QWidget) -> QWidget:
        """A page of the stack: the replay strip over the table, the panel beside them
        at a width from the window's alone (the table never jumps with the panel's text)."""
        # lazy: imported on first use, not at start-up
        from ..ui.widgets import TablePage

        return TablePage(replay_bar, view, panel, self)

    def _action(
        self,
        slot: Callable[[], object] | None,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        """A menu command, disabled until the window is complete: :meth:`complete`
        connects those of the storage and the review (``slot`` ``None`` here) and gives
        every command its ``shortcut`` (Qt's key tables load with the first one, a good
        part of the frame's cost, and a disabled command takes no key anyway)."""
        a = QAction(self)
        if shortcut is not None:
            self._shortcuts.append((a, shortcut))
        if slot is not None:
            a.triggered.connect(slot)
        a.setEnabled(False)
        self._menu_actions.append(a)
        return a

    def _build_actions(self) -> None:
        self._menu_actions: list[QAction] = []
        self._shortcuts: list[tuple[QAction, QKeySequence | QKeySequence.StandardKey | str]] = []
        self.new_action = self._action(self.ask_new_match, QKeySequence.StandardKey.New)
        self.next_action = self._action(self.deal_next_hand, "Ctrl+Return")
        self.resign_action = self._action(self.ask_resign)
        self.hint_action = self._action(self.hint, "H")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setEnabled(True)  # a window still being completed can be closed
        self.save_action = self._action(None, QKeySequence.StandardKey.SaveAs)
        self.load_action = self._action(None, QKeySequence.StandardKey.Open)
        self.resume_action = self._action(None)
        self.stats_action = self._action(None, "Ctrl+T")
        self.match_info_action = self._action(self.show_match_info)
        self.score_sheet_action = self._action(self.show_score_sheet, "Ctrl+G")
        self.review_action = self._action(None)
        self.arrange_melds_action = self._action(self.arrange_melds, "Ctrl+1")
        self.arrange_suit_action = self._action(self.arrange_suit, "Ctrl+2")
        self.arrange_rank_action = self._action(self.arrange_rank, "Ctrl+3")
        self.best_layoff_action = self._action(self.best_layoff, "B")
        self.done_action = self._action(self.end_layoff, "F")
        self.settings_action = self._action(
            self.show_settings, QKeySequence.StandardKey.Preferences
        )
        self.rules_action = self._action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.show_about)
        #: View → Full screen (F11): the window over the whole screen, and back.
        self.full_screen_action = QAction(self)
        self.full_screen_action.setObjectName("fullScreenAction")
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.triggered.connect(self.set_full_screen)
        self._shortcuts.append((self.full_screen_action, "F11"))
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        for a in (self.new_action, self.next_action, self.resign_action, self.hint_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.save_action, self.load_action, self.resume_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addAction(self.review_action)
        self.game_menu.addAction(self.match_info_action)
        self.game_menu.addAction(self.score_sheet_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
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
        self.view_menu = mb.addMenu("")
        self.view_menu.addAction(self.full_screen_action)
        self.settings_menu = mb.addMenu("")
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(self.rules_action)
        #: Help → Tutorial goes above this rule (:meth:`complete`).
        self._help_rule = self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _connect_commands(self) -> None:
        """The window is complete: the storage's and the review's commands are wired and
        the menu enabled (saving, loading, statistics and review only with storage; the
        resume command once a match is put off; the rest follow the table on show)."""
        cmd = self.commands
        self.save_action.triggered.connect(cmd.ask_save)
        self.load_action.triggered.connect(cmd.ask_load)
        self.resume_action.triggered.connect(cmd.ask_resume_pending)
        self.stats_action.triggered.connect(cmd.show_statistics)
        self.review_action.triggered.connect(self.reviews.review_match)
        kept = self.storage is not None
        for a, shortcut in self._shortcuts:
            a.setShortcut(QKeySequence(shortcut))
        for a in self._menu_actions:
            a.setEnabled(True)
        for a in (self.save_action, self.load_action, self.stats_action, self.review_action):
            a.setEnabled(kept)
        self.resume_action.setEnabled(False)
        self._follow_hand()

    # -- language ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        if self.read_only:
            self.setWindowTitle(self.tr("金拉米 Desktop (read-only)"))
        else:
            self.setWindowTitle(self.tr("金拉米 Desktop"))
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
        self.match_info_action.setText(self.tr("Match &info…"))
        self.score_sheet_action.setText(self.tr("S&core sheet…"))
        self.review_action.setText(self.tr("Re&view match…"))
        self.hand_menu.setTitle(self.tr("H&and"))
        self.arrange_melds_action.setText(self.tr("Arrange by &melds"))
        self.arrange_suit_action.setText(self.tr("Arrange by &suit"))
        self.arrange_rank_action.setText(self.tr("Arrange by &rank"))
        self.best_layoff_action.setText(self.tr("&Best layoff"))
        self.done_action.setText(self.tr("&Done laying off"))
        self.view_menu.setTitle(self.tr("&View"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About"))
        for ui in self.uis():  # a game built later is worded when built
            ui.retranslate()
        if self.completed:
            self.tutorials.retranslate()
            self.drills.retranslate()
            self.commands.retranslate()
        self._word_about_box()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch: Qt sends ``LanguageChange`` to every widget; the window
        rewords its menus and the tables here, and the panels, the replay strips and
        every dialog reword themselves in their own ``changeEvent``."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.statusBar().clearMessage()  # a message in the old language would linger
        elif event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    @Slot(bool)
    def set_full_screen(self, on: bool) -> None:
        """View → Full screen (F11): over the whole screen, or back as it was before
        (maximised or not: Qt keeps that state under the full screen)."""
        from PySide6.QtCore import Qt  # lazy: Qt's namespace costs the first frame ~40 ms

        state = self.windowState()
        if on:
            self.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:
            self.setWindowState(state & ~Qt.WindowState.WindowFullScreen)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The menus' and the status line's words grow with the window, as the side
        panel's do (the same scale, :func:`~jinlami_desktop.ui.text_scale.panel_text_scale`
        of the page the tables are shown in).  Not before the window is completed (its
        first frame is shown first; :meth:`complete` scales them then): the scaling asks
        Qt's namespace, whose enums cost the first frame ~40 ms to create."""
        super().resizeEvent(event)
        if self.completed:
            self._scale_frame_words()

    def _scale_frame_words(self) -> None:
        """The menu bar, its menus, the status line and what sits in it (the deals'
        fingerprint) at the panel's scale."""
        # lazy: imported on first use, not at start-up
        from ..ui.text_scale import panel_text_scale, scale_fonts

        page = self.stack.size()
        bar, status = self.menuBar(), self.statusBar()
        words = [bar, *bar.findChildren(QMenu), status, *status.findChildren(QWidget)]
        scale_fonts(words, panel_text_scale(page.width(), page.height()))

    # -- preferences ---------------------------------------------------------------------
    def deck_style(self) -> DeckStyle:
        # lazy: imported on first use, not at start-up
        from ..table.card_art import DeckStyle

        p = self.prefs
        return DeckStyle(four_color=p.four_color, large_indices=p.large_indices, back=p.card_back)

    @Slot(object)
    def apply_prefs(self, prefs: Preferences) -> None:
        """Apply every preference at once (the settings dialog calls this on each change)."""
        self._use_prefs(prefs)
        app = QApplication.instance()
        if app is not None and resolve_language(prefs.language) != current_language():
            # the same choice as stored, but the window speaks another language (--lang)
            install_language(app, prefs.language)
        if self.on_prefs_changed is not None:
            self.on_prefs_changed(prefs)

    def _use_prefs(self, prefs: Preferences) -> None:
        """Apply ``prefs`` to the tables, the hint command, the sound and the language."""
        old_lang = self._prefs.language
        self._prefs = prefs
        for ui in self.uis():  # a game built later reads them when built
            ui.apply_prefs(prefs)
        on_show = self.games.built_ui(self.game_kind)
        if on_show is not None:  # else show_game sets it once the table is built
            self._follow_hand()
        if prefs.sound and self.sound is None:
            self.sound = self._sound_player()
        if self.sound is not None:
            self.sound.set_enabled(prefs.sound)
        app = QApplication.instance()
        if prefs.language != old_lang and app is not None:
            install_language(app, prefs.language)

    def _sound_player(self) -> SoundPlayer | None:
        """The sound effects, their cache in the sound folder (``None`` without one, or
        without QtMultimedia).  Made when sound is first on: it is off by default, and
        loading the player is a good part of what a complete window costs."""
        if self._sound_dir is None:
            return None
        try:
            from ..ui.sound import SoundPlayer

            return SoundPlayer(self._sound_dir, enabled=True, parent=self)
        except ImportError:
            return None

    # -- services for the games (WindowServices) and the storage commands (StorageHost) -
    def dialog_parent(self) -> QWidget:
        return self

    def show_status(self, text: str, timeout_ms: int) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def clear_status(self) -> None:
        self.statusBar().clearMessage()

    def play_sound(self, name: str) -> None:
        if self.sound is not None and self.prefs.sound:
            self.sound.play(name)

    def is_on_show(self, game_id: str) -> bool:
        return self.game_kind == game_id

    def set_resign_enabled(self, enabled: bool) -> None:
        self.resign_action.setEnabled(enabled)

    def set_resume_enabled(self, enabled: bool) -> None:
        self.resume_action.setEnabled(enabled)

    def confirm(self, title: str, question: str) -> bool:
        """Ask a Yes/No question (modal); True for Yes."""
        answer = QMessageBox.question(self, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def open_result(
        self, dlg: ResultDialog, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> None:
        """Show an end-of-hand dialog in place of ``old``; Next hand goes to ``next_hand``."""
        if old is not None:
            old.close()
            old.deleteLater()
        dlg.next_hand.connect(next_hand)
        dlg.new_match.connect(self.ask_new_match)
        dlg.match_end.connect(self.scores.show_match_end)
        dlg.review_hand.connect(self.reviews.review_last_hand)
        dlg.review_match.connect(self.reviews.review_match)
        dlg.show()

    def replay_closed(self, game_id: str) -> None:
        """Back from a replay on a table without a match: show a table with one."""
        if self.games[game_id].controller.match is not None:
            return
        for other_id, ui in self.games.built_items():
            if other_id != game_id and ui.controller.match is not None:
                self.show_game(other_id)
                return

    def bring_to_front(self) -> None:
        self.raise_()
        self.activateWindow()

    @Slot(str)
    def on_bot_error(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("A bot made an error and played a safe move"), 8000)

    @Slot(object)
    def on_match_finished(self, summary: object) -> None:
        if summary is None:
            self.statusBar().showMessage(self.tr("You resigned the match."), 10000)

    # -- which table -----------------------------------------------------------------------
    def show_game(self, game: str) -> None:
        """Put ``game``'s table and panel on show; menus that only some games have
        follow (an unknown id shows the first game)."""
        self.stack.setCurrentIndex(GAME_IDS.index(game) if game in GAME_IDS else 0)
        ui = self.current_ui()
        self._fit_menus(ui)
        ui.view.setFocus()

    def _fit_menus(self, ui: GameUi) -> None:
        """The menus follow the game on show (``ui``)."""
        for a in (self.best_layoff_action, self.done_action):
            a.setVisible(ui.has_layoff)  # laying off on a knock is 金拉米's
        self._fit_hand_commands(ui)

    def _follow_hand(self) -> None:
        """The commands of the hand follow the table on show (see
        :meth:`_fit_hand_commands`)."""
        ui = self.games.built_ui(self.game_kind)
        if ui is not None:
            self._fit_hand_commands(ui)

    def _fit_hand_commands(self, ui: GameUi) -> None:
        """Game → Next hand only while it would deal (a hand over, the match going on);
        Game → Hint only while the player is to move (and hints are on); Hand → Best
        layoff and Done only while the player lays off."""
        self.next_action.setEnabled(ui.controller.can_deal_next())
        for a in (self.best_layoff_action, self.done_action):
            a.setEnabled(ui.has_layoff and ui.controller.can_lay_off())
        self.hint_action.setEnabled(ui.has_hints and self.prefs.hints and ui.controller.can_hint())

    def take_table(self, game_id: str) -> GameUi:
        """Set the other games' matches aside (abandoned) and put ``game_id`` on show."""
        for other_id, ui in self.games.built_items():  # an unbuilt game has no match
            if other_id != game_id:
                ui.controller.set_aside()
        self.show_game(game_id)
        return self.games[game_id]

    def close_result_dialogs(self) -> None:
        for ui in self.uis():
            ui.close_result_dialog()

    def match_running(self) -> bool:
        """A match of the game on the table is in play."""
        return self.current_ui().match_running()

    # -- menu commands -------------------------------------------------------------------
    @Slot()
    def deal_next_hand(self) -> None:
        """Game → Next hand, for the game on the table."""
        self.current_ui().controller.next_hand()

    @Slot()
    def hint(self) -> None:
        self.current_ui().hint()

    @Slot()
    def best_layoff(self) -> None:
        self.current_ui().best_layoff()

    @Slot()
    def end_layoff(self) -> None:
        self.current_ui().end_layoff()

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
        self.current_ui().arrange(mode)

    @Slot()
    def ask_new_match(self) -> None:
        """Game → New match: asks first when a match is running (or one is put off)."""
        self.choose_match()

    def choose_match(self, setup: object | None = None) -> None:
        """:meth:`ask_new_match`, the dialog starting from ``setup`` for its game (the
        welcome's choice, after a first run's tutorial); else from each table's own.
        Apart from the slot: a menu's ``triggered(bool)`` is no setup."""
        if (self.match_running() or self.commands.pending_offer is not None) and not self.confirm(
            self.tr("New match"),
            self.tr(
                "A match is unfinished. Abandon it and start a new one? "
                "It counts as abandoned, not as a loss."
            ),
        ):
            return
        # lazy: imported on first use, not at start-up
        from ..dialogs.new_match import NewMatchDialog
        from ..games.registry import entry_of_setup

        chosen = entry_of_setup(setup).id if setup is not None else None
        setups = [  # the welcome's choice keeps its --seed
            setup if game_id == chosen else _unseeded(self._setup_of(game_id))
            for game_id in GAME_IDS
        ]
        dlg = NewMatchDialog(setups, self, game=chosen or self.game_kind)
        dlg.accepted.connect(self._new_match_accepted)
        self.new_match_dialog = dlg
        dlg.show()

    def _setup_of(self, game_id: str) -> object:
        """The setup the New match dialog starts from for ``game_id``: its table's, or
        for a game not built yet the one its table would hold (its first setup)."""
        ui = self.games.built_ui(game_id)
        if ui is not None:
            return ui.current_setup()
        # lazy: imported on first use, not at start-up
        from ..games.registry import entry

        return entry(game_id).setup_choices().first_setup(None, None)

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

    def start_match(self, setup: object) -> None:
        """Start a match of the setup's game (the other games' matches, if any, are left
        as abandoned) and put its table on show."""
        self.commands.drop_pending_offer()
        self.close_result_dialogs()
        self.scores.close()
        # lazy: imported on first use, not at start-up
        from ..games.registry import entry_of_setup

        self.take_table(entry_of_setup(setup).id).start(setup)
        # The seed is in Game → Match info…, not in the status line.
        self.statusBar().showMessage(self.tr("New match"), 8000)

    def match_facts(self) -> MatchFacts | None:
        """What Game → Match info… shows of the game on the table."""
        # lazy: imported on first use, not at start-up
        from ..dialogs.match_info import facts_of

        ui = self.current_ui()
        return facts_of(ui.controller.game, ui.save_meta().opponents)

    @Slot()
    def show_match_info(self) -> None:
        """Game → Match info…: the facts of the match on the table, its seed to copy."""
        # lazy: imported on first use, not at start-up
        from ..dialogs.match_info import MatchInfoDialog

        if self.match_info_dialog is None:
            self.match_info_dialog = MatchInfoDialog(self)
        self.match_info_dialog.show_facts(self.match_facts())
        self.match_info_dialog.show()
        self.match_info_dialog.raise_()

    @Slot()
    def show_score_sheet(self) -> None:
        """Game → Score sheet… (or a click on the scoreboard): every hand of the match on
        the table; the match-end screen once it is over."""
        self.scores.show_score_sheet()

    def start_session(
        self,
        setup: object,
        unattended: bool = False,
        defer: bool = False,
        resume: bool = False,
        deal: bool = True,
    ) -> None:
        """Start-up: storage warnings, the resume offer, else ``setup`` (see
        :meth:`StorageCommands.start_session`)."""
        self.commands.start_session(
            setup, unattended=unattended, defer=defer, resume=resume, deal=deal
        )

    def set_read_only(self, read_only: bool) -> None:
        """Another instance uses the data folder: this window plays without keeping
        anything (it has no storage); the title and the status line say so."""
        # lazy: imported on first use, not at start-up
        from ..storage.instance_lock import read_only_text

        self.read_only = read_only
        self.retranslate_ui()
        if read_only:
            self.show_status(read_only_text(), 0)

    @Slot()
    def ask_resign(self) -> None:
        if not self.match_running():
            return
        ui = self.current_ui()
        if self.confirm(self.tr("Resign"), ui.resign_question()):
            ui.controller.resign()

    @Slot()
    def show_settings(self) -> None:
        # lazy: imported on first use, not at start-up
        from ..dialogs.settings import SettingsDialog

        dlg = SettingsDialog(self.prefs, self)
        dlg.changed.connect(self.apply_prefs)
        self.settings_dialog = dlg
        dlg.show()

    @Slot()
    def show_rules(self) -> None:
        if self.rules_dialog is None:
            from ..dialogs.rules_help import RulesDialog

            self.rules_dialog = RulesDialog(self, game=self.game_kind)
        else:
            self.rules_dialog.show_game(self.game_kind)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    @Slot()
    def show_about(self) -> None:
        """Help → About (window-modal, so the table stays drawn behind it)."""
        if self.about_box is None:
            from ..table.card_art import app_icon
            from ..ui.dialog_centre import KeepCentred

            box = QMessageBox(self)
            box.setObjectName("aboutBox")
            KeepCentred(box)  # over the window, also once framed (xcb)
            box.setIconPixmap(app_icon().pixmap(64, 64))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            licences = box.addButton(self.tr("&Licences…"), QMessageBox.ButtonRole.ActionRole)
            licences.setObjectName("licencesButton")
            licences.clicked.connect(self.show_licences)
            self.about_box = box
        self._word_about_box()
        self.about_box.open()

    @Slot()
    def show_licences(self) -> None:
        """Help → About → Licences: every bundled component's licence."""
        if self.licences_dialog is None:
            from ..dialogs.licences import LicencesDialog  # lazy: only when asked

            self.licences_dialog = LicencesDialog(self)
        self.licences_dialog.show()
        self.licences_dialog.raise_()

    def _word_about_box(self) -> None:
        box = self.about_box
        if box is not None:
            from ..dialogs.about import about_text

            box.setWindowTitle(self.tr("About 金拉米 Desktop"))
            box.setText(about_text())
            for button in box.buttons():
                if button.objectName() == "licencesButton":
                    button.setText(self.tr("&Licences…"))

    def shutdown(self) -> None:
        """Stop every game's bots (a thread must not outlive the app)."""
        for ui in self.uis():
            ui.controller.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the bots before the window goes (a thread must not outlive the app).
        The match in play stays in the autosave: the next start offers to resume it."""
        self.shutdown()
        if self.completed:
            self.commands.close()
            self.reviews.close()
            if self.drills.drills is not None:  # its tables' threads stop with it
                self.drills.drills.close()
        # Every dialog of the window goes with it: none is left on screen, nor painted
        # once the window is gone (a dialog left open would be painted after it).
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.close()
        super().closeEvent(event)


def _unseeded(setup: object) -> object:
    """``setup`` (a frozen dataclass with a ``seed``) with its seed cleared: the New
    match dialog offers a random deal unless one is typed."""
    typed: Any = setup
    return replace(typed, seed=None)
