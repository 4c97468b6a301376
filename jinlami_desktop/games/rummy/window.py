"""拉米纸牌 in the window: :class:`RummyUi` bundles the game's controller, table scene
and view, score panel, replay strip and end-of-hand dialog, and routes between them —
the Rummy table's snapshots, refusals, aids, sounds, replay strip and end-of-hand
dialog, and the table's gestures to the controller.

It implements :class:`~jinlami_desktop.games.protocol.GameUi`; what it needs of the
window comes through the :class:`~jinlami_desktop.games.protocol.WindowServices` it is
given.  The status-line words are translated in the ``MainWindow`` context, like the
window's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QWidget

from engine.actions import Action
from engine.rummy.state import RummyPhase
from engine.rummy.view import RummyView

from ...play.request import Refusal, Request
from ...table.callout import Spot
from ...table.card_art import CARD_ASPECT
from ...table.view import TableView
from ...ui.scoreboard import BoardPlace, Scoreboard
from ...words.texts import signal_params
from ..base import GameUiBase
from .controller import RummyController
from .layout import board_rect, compute_geometry
from .panel import RummyPanel, RummyReplayBar
from .scene import RummyTableScene
from .score import board_of, report_of, sheet_of
from .snapshot import RummyHandSummary, RummySetup, RummySnapshot
from .words import rummy_refusal_text

if TYPE_CHECKING:
    from ...model.match_report import MatchReport, Sheet
    from ...model.preferences import Preferences
    from ...storage.saves import LoadResult, SaveMeta
    from ...storage.stats import HandRow, StatsStore
    from ..protocol import WindowServices
    from .result_dialog import RummyResultDialog

__all__ = ["RummyUi"]

#: Sounds of the table's events (a finished hand sounds as won or lost).
_SOUNDS = {"draw": "draw", "discard": "discard", "meld": "knock", "deal": "shuffle"}


class RummyUi(GameUiBase[RummyController, RummyTableScene]):
    """拉米纸牌's controller, table, panel and dialogs in one window."""

    game_id = RummySetup.game_id
    has_hints = True
    has_layoff = False

    def __init__(self, services: WindowServices, parent: QWidget) -> None:
        super().__init__(services, parent)
        self.controller = RummyController(parent)
        self.scene = RummyTableScene(parent)
        self.view = TableView(self.scene, parent)
        self.view.setObjectName("rummyTableView")
        self.panel = RummyPanel(parent)
        self.replay_bar = RummyReplayBar(parent)
        self.result_dialog: RummyResultDialog | None = None
        self.last_summary: RummyHandSummary | None = None
        #: The scoreboard on the felt, right of the hand (a click: the score sheet).
        self.scoreboard = Scoreboard(self.view, self._board_place)
        self._connect()

    def _connect(self) -> None:
        r = self.controller
        r.updated.connect(self.on_snapshot)
        r.refusal.connect(self.on_refused)
        r.hand_finished.connect(self.on_hand_finished)
        r.replay_changed.connect(self.on_replay_changed)
        r.hint_ready.connect(self.on_hint)
        bar = self.replay_bar
        bar.previous_button.clicked.connect(r.replay_previous)
        bar.next_button.clicked.connect(r.replay_next)
        bar.close_button.clicked.connect(r.end_replay)
        self.scene.requested.connect(self.on_table_request)
        self.scene.status.connect(self.on_status)
        self.panel.undo_button.clicked.connect(self.undo)
        self.panel.next_button.clicked.connect(r.next_hand)
        self.scoreboard.clicked.connect(self.services.show_score_sheet)

    # -- the window's commands ------------------------------------------------------------
    def retranslate(self) -> None:
        self.scene.retranslate()  # a QGraphicsScene gets no LanguageChange of its own
        self.view.setAccessibleName(QCoreApplication.translate("MainWindow", "Rummy table"))
        self.panel.setAccessibleName(QCoreApplication.translate("MainWindow", "Scores and turn"))
        if self.panel.snap is not None:
            self._show_board(self.panel.snap, self.panel.replay)

    def apply_prefs(self, prefs: Preferences) -> None:
        self._apply_pace(prefs)

    def arrange(self, mode: str) -> None:
        self.scene.set_arrangement(mode)

    @Slot()
    def hint(self) -> None:
        """Ask what the ``hard`` bot would play now (the answer: :meth:`on_hint`)."""
        self.controller.request_hint()

    def best_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def end_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def show_current(self) -> None:
        self.on_snapshot(self.controller.snapshot())

    def show_offered(self, offer: LoadResult) -> None:
        """The empty table as the offered save has it (its seats, levels and scores),
        while no match is on this table; otherwise the table as it is."""
        c = self.controller
        if c.match is not None or c.replaying:
            self.show_current()
            return
        self._show_empty(c.offered_snapshot(offer.game, offer.meta.opponents))

    def show_setup(self, setup: object) -> None:
        """The empty table a match of ``setup`` starts on (its seats and levels), while no
        match is on this table; otherwise the table as it is."""
        c = self.controller
        if c.match is not None or c.replaying or not isinstance(setup, RummySetup):
            self.show_current()
            return
        self._show_empty(c.setup_snapshot(setup))

    def _show_empty(self, snap: RummySnapshot) -> None:
        """An empty table that is not the controller's own (a save's, a setup's)."""
        self.scene.apply_snapshot(snap)
        self.panel.update_from(snap)
        self._show_board(snap, False)

    # -- matches ---------------------------------------------------------------------------
    def current_setup(self) -> RummySetup:
        return self.controller.setup

    def start(self, setup: object) -> int:
        assert isinstance(setup, RummySetup)
        self.controller.new_match(setup)
        seed = self.controller.setup.seed
        assert seed is not None
        return seed

    def resign_question(self) -> str:
        return QCoreApplication.translate("MainWindow", "Resign this match? It counts as a loss.")

    def save_meta(self) -> SaveMeta:
        from ...storage.saves import SaveMeta

        r = self.controller
        return r.meta or SaveMeta(opponents=r.setup.opponents)

    def prepare_replay(self, stats: StatsStore, row: HandRow) -> Callable[[], None]:
        return _Replay(self.controller, stats.replay_of(row.id, row.game), row)

    def score_sheet(self) -> Sheet | None:
        return sheet_of(self.controller)

    def match_report(self) -> MatchReport | None:
        return report_of(self.controller)

    def _board_place(self, width: int, height: int) -> BoardPlace:
        """The scoreboard's corner: right of the hand, mirroring the player's name plate
        (the column the layout keeps free at every size and seat count)."""
        g = compute_geometry(width, height, self.controller.setup.players, CARD_ASPECT)
        return BoardPlace(board_rect(g), g.font_px)

    def _show_board(self, snap: RummySnapshot, replay: bool) -> None:
        self.scoreboard.show_board(None if replay else board_of(snap))

    def mid_hand_moment(self, snap: object) -> bool:
        """The player's turn after two rounds (melds on the table by then, or after four
        rounds anyway)."""
        if not isinstance(snap, RummySnapshot):
            return False
        v = snap.view
        if v is None or v.phase is not RummyPhase.PLAY or v.to_act != v.player:
            return False
        rounds = v.turn // v.players
        return rounds >= 4 or (rounds >= 2 and bool(v.table_melds))

    # -- controller → table ----------------------------------------------------------------
    @Slot(object)
    def on_snapshot(self, snap: RummySnapshot) -> None:
        if snap.events or snap.view is None:
            self.move_status.moved()  # as the scene's callout goes
        self.scene.apply_snapshot(snap)
        status = self.controller.replay_status()
        self.panel.update_from(snap, replay=status is not None)
        self._show_board(snap, status is not None)
        if status is not None:
            self.replay_bar.show_rummy_step(snap, status)
            return
        self._play_sounds(snap)
        if self.services.is_on_show(self.game_id):
            self.services.set_resign_enabled(not snap.match_over and snap.view is not None)
        dlg = self.result_dialog
        view = snap.view
        if dlg is not None and view is not None and view.phase is not RummyPhase.OVER:
            dlg.close()  # the next hand has begun

    def _play_sounds(self, snap: RummySnapshot) -> None:
        for e in snap.events:
            name = _SOUNDS.get(e.kind, "")
            if e.kind == "hand_over" and e.result is not None and e.result.winner is not None:
                name = "win" if e.result.winner == snap.human_seat else "lose"
            if name:
                self.services.play_sound(name)

    @Slot(object)
    def on_replay_changed(self, status: object) -> None:
        if status is None:
            self.replay_bar.hide()
            self.services.show_status(
                QCoreApplication.translate("MainWindow", "Back to the match in play"), 4000
            )
            self.services.replay_closed(self.game_id)

    @Slot(object)
    def on_table_request(self, req: Request) -> None:
        """A gesture's request to the controller (a refusal says itself: :meth:`on_refused`)."""
        self.controller.request(req)

    @Slot(object)
    def on_refused(self, refusal: Refusal) -> None:
        """A refused gesture in plain words, next to the card or target concerned (the
        status line too); the Rummy table puts the cards back."""
        text = rummy_refusal_text(refusal.code, signal_params(refusal.params))
        self.move_status.say(text, 8000)
        self.scene.settle()
        self.scene.show_callout(text, refusal.origin)

    @Slot(object)
    def on_hint(self, action: object) -> None:
        """The hint on the table: the move's cards marked, why in a callout next to
        them, and the keyboard focus on its (first) card."""
        if not isinstance(action, Action):
            return
        self.scene.show_hint(action)
        text = _hint_words(self.controller.view(), action)
        self.move_status.say(text, 10000)
        hand = self.scene.hand_cards()
        cards = [c for c in hand if c in self.scene.hinted_cards()]
        spot = Spot("card", cards[0]) if cards else _kind_spot(action.kind)
        self.scene.show_callout(text, spot, "hint")
        if cards:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.scene.show_focus_on(cards[0])

    @Slot(str)
    def on_status(self, text: str) -> None:
        """The table's aids (why a selection is not a meld …) in the status line."""
        if text:
            self.services.show_status(text, 10000)
        else:
            self.services.clear_status()

    @Slot()
    def undo(self) -> None:
        self.controller.request(Request(Action.undo()))

    @Slot(object)
    def on_hand_finished(self, summary: RummyHandSummary) -> None:
        self.last_summary = summary
        from .result_dialog import RummyResultDialog  # on first use, not at start-up

        dlg = RummyResultDialog(summary, self.services.deck_style(), self.services.dialog_parent())
        self.services.open_result(dlg, self.result_dialog, self.controller.next_hand)
        self.result_dialog = dlg


def _kind_spot(kind: str) -> Spot:
    """What a hinted move of ``kind`` points at when none of its cards is in the hand:
    the pile drawn from, the free table for a meld, the table's melds for a lay-off."""
    if kind in ("draw_stock", "draw_discard"):
        return Spot(kind[5:])
    if kind == "meld":
        return Spot("table")
    if kind == "layoff":
        return Spot("meld")
    return Spot("hand")


def _hint_words(view: RummyView | None, action: Action) -> str:
    """The hint with its reasons (:mod:`engine.rummy.advice`); the move alone when the
    view is gone or the engine cannot explain it."""
    from engine.rummy.advice import explain

    from ...words.hint_words import explained_hint
    from .words import no_gain_words

    return explained_hint(view, action, explain, no_gain_words)


class _Replay:
    """Shows a recorded 拉米纸牌 hand on the table (a callable, not a lambda)."""

    def __init__(self, controller: RummyController, recorded: object, row: HandRow) -> None:
        self.controller = controller
        self.recorded = recorded
        self.row = row

    def __call__(self) -> None:
        from .stats import RummyHandReplay

        assert isinstance(self.recorded, RummyHandReplay)
        row = self.row
        levels = (row.opponent_level,) * (row.players - 1)
        self.controller.start_replay(self.recorded, levels, number=row.number)
