"""The main window: table, side panel, menus, status line, and the dialogs they open.

Why it is thin: the window wires signals between the controller (the game), the table
scene (the pixels) and the dialogs; it holds no game state of its own.  Signals are
connected to bound methods only, never to lambdas capturing ``self`` (TOOLCHAIN.md:
that keeps the window alive past QApplication and crashes the interpreter at exit).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMainWindow, QMessageBox, QWidget

from engine import Action, Card, Phase, knock_arrangements, mask_of
from engine.cards import cards_from_mask

from .controller import GameController, HandSummary, MatchSetup, Snapshot
from .dialogs.about import about_text
from .dialogs.hand_result import HandResultDialog
from .dialogs.knock import KnockDialog, KnockOption
from .dialogs.new_match import NewMatchDialog
from .dialogs.rules_help import RulesDialog
from .dialogs.settings import SettingsDialog
from .i18n import install_language
from .preferences import Preferences
from .side_panel import SidePanel
from .table.animations import bot_delay_ms
from .table.card_art import DeckStyle, app_icon
from .table.scene import TableScene
from .table.view import TableView
from .texts import error_text, hint_text

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """One window, one controller, one table."""

    def __init__(
        self,
        prefs: Preferences | None = None,
        sound_dir: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.prefs = prefs or Preferences()
        self.controller = GameController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        central = QWidget(self)
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.panel)
        self.setCentralWidget(central)
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
        self.new_match_dialog: NewMatchDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self._knock_card: Card | None = None
        self._declaring = False
        self.last_summary: HandSummary | None = None
        #: Set by the app to persist preferences (a callable taking Preferences).
        self.on_prefs_changed: Callable[[Preferences], object] | None = None
        #: Set by the app to remember the new-match choices (a callable taking MatchSetup).
        self.on_setup_chosen: Callable[[MatchSetup], object] | None = None
        self._build_actions()
        self._connect()
        self.apply_prefs(self.prefs)
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.setMinimumSize(800, 520)
        self.retranslate_ui()

    # -- building ------------------------------------------------------------------------
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
        self.next_action = self._action(c.next_hand, "Ctrl+Return")
        self.resign_action = self._action(self.ask_resign)
        self.hint_action = self._action(c.request_hint, "H")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
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
        self.settings_menu = mb.addMenu("")
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = mb.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        c = self.controller
        c.updated.connect(self.on_snapshot)
        c.refused.connect(self.on_refused)
        c.hand_finished.connect(self.on_hand_finished)
        c.match_finished.connect(self.on_match_finished)
        c.hint_ready.connect(self.on_hint)
        c.bot_error.connect(self.on_bot_error)
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
        self.panel.retranslate()
        self.scene.retranslate()
        for dlg in (
            self.knock_dialog,
            self.result_dialog,
            self.new_match_dialog,
            self.settings_dialog,
            self.rules_dialog,
        ):
            if dlg is not None:
                dlg.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
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
        self.controller.move_delay_ms = bot_delay_ms(prefs.animation_speed)
        self.controller.auto_layoff = prefs.auto_layoff
        self.panel.hints_enabled = prefs.hints
        self.hint_action.setEnabled(prefs.hints)
        if self.sound is not None:
            self.sound.set_enabled(prefs.sound)
        if self.panel.snap is not None:
            self.panel.update_from(self.panel.snap, self._knock_sign())
        app = QApplication.instance()
        if prefs.language != old_lang and app is not None:
            install_language(app, prefs.language)
        if self.on_prefs_changed is not None:
            self.on_prefs_changed(prefs)

    # -- controller → widgets ------------------------------------------------------------
    @Slot(object)
    def on_snapshot(self, snap: Snapshot) -> None:
        self.scene.apply_snapshot(snap)
        self.panel.update_from(snap, self._knock_sign())
        self._play_sounds(snap)
        view = snap.view
        self.resign_action.setEnabled(not snap.match_over and snap.view is not None)
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

    def _knock_sign(self) -> str:
        view = self.scene.view_
        if view is None or not view.my_turn or self.controller.human_seat is None:
            return ""
        knock = self.scene._can_knock(view)
        if knock is None:
            return ""
        if knock == 0:
            return self.tr("金 is possible: drop a card on the knock area")
        return self.tr("You can knock with {points} deadwood").format(points=knock)

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
        self.statusBar().showMessage(
            error_text(code, params if isinstance(params, dict) else {}), 8000
        )
        self.scene.settle()

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

    @Slot(object)
    def on_hand_finished(self, summary: HandSummary) -> None:
        self.last_summary = summary
        if self.controller.human_seat is None and not summary.match_over:
            return  # watched bot-vs-bot duels continue by themselves
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog.deleteLater()
        dlg = HandResultDialog(summary, self.deck_style(), self)
        dlg.next_hand.connect(self.controller.next_hand)
        dlg.new_match.connect(self.ask_new_match)
        self.result_dialog = dlg
        dlg.show()

    @Slot(object)
    def on_match_finished(self, summary: object) -> None:
        if summary is None:
            self.statusBar().showMessage(self.tr("You resigned the match."), 10000)

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
        self.scene.set_arrangement(mode)
        self.panel.set_arrangement(mode)

    def match_running(self) -> bool:
        c = self.controller
        return c.match is not None and not c.match_over

    @Slot()
    def ask_new_match(self) -> None:
        """Game → New match: asks first when a match is running."""
        if self.match_running():
            answer = QMessageBox.question(
                self,
                self.tr("New match"),
                self.tr("A match is running. Abandon it and start a new one?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        dlg = NewMatchDialog(replace(self.controller.setup, seed=None), self)
        dlg.accepted.connect(self._new_match_accepted)
        self.new_match_dialog = dlg
        dlg.show()

    @Slot()
    def _new_match_accepted(self) -> None:
        dlg = self.new_match_dialog
        self.new_match_dialog = None
        if dlg is None:
            return
        setup = dlg.setup()
        dlg.deleteLater()
        if self.on_setup_chosen is not None:
            self.on_setup_chosen(setup)
        self.start_match(setup)

    def start_match(self, setup: MatchSetup) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()
        self.controller.setup = replace(setup, watch_duels=setup.watch_duels)
        self.controller.new_match(setup)
        self.statusBar().showMessage(
            self.tr("New match, seed {seed}").format(seed=self.controller.setup.seed), 8000
        )

    @Slot()
    def ask_resign(self) -> None:
        if not self.match_running():
            return
        answer = QMessageBox.question(
            self,
            self.tr("Resign"),
            self.tr("Resign this match? Your opponent wins it."),
        )
        if answer == QMessageBox.StandardButton.Yes:
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
            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About 金拉米 Desktop"), about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the bots before the window goes (a thread must not outlive the app)."""
        self.controller.shutdown()
        super().closeEvent(event)
