"""The main window's 金拉米 routing: the table's snapshots, sounds, refusals, hints,
replay strip and end-of-hand dialog, the table's requests to the controller, and the
knock flow — a knock (or the declaration a gin or Big Gin asks for) is confirmed in the
:class:`~jinlami_desktop.games.jinlami.knock_dialog.KnockDialog`, which shows the arrangement.

:class:`JinlamiWindowMixin` is one of :class:`~jinlami_desktop.main_window.MainWindow`'s
bases and is never used alone: its methods run with ``self`` the window, which builds
the 金拉米 controller, table, side panel and replay bar and connects their signals to
these slots.  The status-line words are translated in the ``MainWindow`` context, like
the window's own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot

from engine import Action, Card, Phase, knock_arrangements, mask_of
from engine.cards import cards_from_mask

from ...texts import error_text, hint_text, signal_params
from .controller import HandSummary, Snapshot
from .knock_dialog import KnockDialog, KnockOption
from .result_dialog import HandResultDialog

__all__ = ["JinlamiWindowMixin"]


class JinlamiWindowMixin:
    """The window's slots for the 金拉米 table (a base of ``MainWindow``)."""

    # -- controller → table --------------------------------------------------------------
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
        return self.scene.can_knock(view)

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
        self._refused(error_text(code, signal_params(params)), self.scene)

    @Slot(str)
    def on_local_refusal(self, code: str) -> None:
        self.statusBar().showMessage(error_text(code), 6000)

    @Slot(object)
    def on_hint(self, action: object) -> None:
        if isinstance(action, Action):
            self.scene.show_hint(action)
            self.statusBar().showMessage(hint_text(action), 10000)

    @Slot(object)
    def on_replay_changed(self, status: object) -> None:
        if status is None:
            self.replay_bar.hide()
            if self.rummy.match is not None and self.controller.match is None:
                self.show_game("rummy")
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Back to the match in play"), 4000
            )

    @Slot(object)
    def on_hand_finished(self, summary: HandSummary) -> None:
        self.last_summary = summary
        if self.controller.human_seat is None and not summary.match_over:
            return  # watched bot-vs-bot duels continue by themselves
        dlg = HandResultDialog(summary, self.deck_style(), self)
        self.result_dialog = self._show_result(dlg, self.result_dialog, self.controller.next_hand)

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
