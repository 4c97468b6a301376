"""The main window's 拉米纸牌 routing: the Rummy table's snapshots, refusals, aids,
sounds, replay strip and end-of-hand dialog.

:class:`RummyWindowMixin` is one of :class:`~jinlami_desktop.main_window.MainWindow`'s
bases and is never used alone: its methods run with ``self`` the window, which builds
the Rummy controller, table and panel and connects their signals to these slots.  The
status-line words are translated in the ``MainWindow`` context, like the window's own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot

from engine.rummy.state import RummyPhase

from ...texts import rummy_refusal_text, signal_params
from .result_dialog import RummyResultDialog
from .snapshot import RummyHandSummary, RummyRequest, RummySnapshot

__all__ = ["RummyWindowMixin"]


class RummyWindowMixin:
    """The window's slots for the 拉米纸牌 table (a base of ``MainWindow``)."""

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
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Back to the match in play"), 4000
            )
            if self.rummy.match is None and self.controller.match is not None:
                self.show_game("jinlami")

    @Slot(str, object)
    def on_rummy_refused(self, code: str, params: object) -> None:
        """A refused gesture in plain words; the Rummy table puts the cards back."""
        self._refused(rummy_refusal_text(code, signal_params(params)), self.rummy_scene)

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
