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

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QWidget

from engine.actions import Action
from engine.cards import Card
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyPhase
from engine.rummy.view import RummyView

from ...play.request import Request
from ...table.callout import Spot
from ...table.card_art import CARD_ASPECT
from ...ui.scoreboard import BoardPlace
from ..base import GameUiBase
from .controller import HUMAN_SEAT, RummyController
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
    from ...storage.stats import HandRow
    from ...table.moment import Moment
    from ..protocol import WindowServices
    from .result_dialog import RummyResultDialog

__all__ = ["RummyUi"]

#: Sounds of the table's events (a finished hand sounds as won or lost).
_SOUNDS = {"draw": "draw", "discard": "discard", "meld": "knock", "deal": "shuffle"}


class RummyUi(
    GameUiBase[
        RummyController,
        RummyTableScene,
        RummyPanel,
        RummyReplayBar,
        RummySnapshot,
        RummyHandSummary,
    ]
):
    """拉米纸牌's controller, table, panel and dialogs in one window."""

    game_id = RummySetup.game_id
    has_hints = True
    has_layoff = False
    result_dialog: RummyResultDialog | None

    def __init__(self, services: WindowServices, parent: QWidget) -> None:
        super().__init__(
            services,
            parent,
            controller=RummyController,
            scene=RummyTableScene,
            panel=RummyPanel,
            replay_bar=RummyReplayBar,
        )
        self.view.setObjectName("rummyTableView")
        self._connect()

    def _connect(self) -> None:
        self.scene.requested.connect(self.on_table_request)
        self.scene.status.connect(self.on_status)
        self.panel.undo_button.clicked.connect(self.undo)
        self.panel.next_button.clicked.connect(self.controller.next_hand)

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

    def best_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def end_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def show_offered(self, offer: LoadResult) -> None:
        """The empty table as the offered save has it (its seats, levels and scores),
        while no match is on this table; otherwise the table as it is."""
        c = self.controller
        if c.match is not None or c.replaying:
            self.show_current()
            return
        snap = c.offered_snapshot(offer.game, offer.meta.opponents)
        game = offer.game  # the hand it stopped in (a one-hand save: its only hand)
        number = game.hand_number if isinstance(game, RummyMatch) else 1
        self._show_empty(replace(snap, hand_number=number))

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
        # lazy: imported on first use, not at start-up
        from ...storage.saves import SaveMeta

        r = self.controller
        return r.meta or SaveMeta(opponents=r.setup.opponents)

    def _show_replay(self, recorded: object, row: HandRow) -> None:
        # lazy: imported on first use, not at start-up
        from .stats import RummyHandReplay

        assert isinstance(recorded, RummyHandReplay)
        levels = (row.opponent_level,) * (row.players - 1)
        self.controller.start_replay(recorded, levels, number=row.number)

    def score_sheet(self) -> Sheet | None:
        return sheet_of(self.controller)

    def match_report(self) -> MatchReport | None:
        return report_of(self.controller)

    def _board_place(self, width: int, height: int) -> BoardPlace:
        """The scoreboard's corner: right of the hand, mirroring the player's name plate
        (the column the layout keeps free at every size and seat count)."""
        g = compute_geometry(
            width, height, self.controller.setup.players, CARD_ASPECT, self.scene.card_scale
        )
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
    def on_table_request(self, req: Request) -> None:
        """A gesture's request to the controller (a refusal says itself: :meth:`on_refused`)."""
        self.controller.request(req)

    def _refusal_text(self, code: str, params: Mapping[str, Any]) -> str:
        return rummy_refusal_text(code, params)

    def _mark_hint(self, action: Action) -> tuple[Spot, Card | None]:
        """The move's cards marked; the callout and the keyboard focus go to its first
        card in the hand."""
        self.scene.show_hint(action)
        hand = self.scene.hand_cards()
        cards = [c for c in hand if c in self.scene.hinted_cards()]
        if cards:
            return Spot("card", cards[0]), cards[0]
        return _kind_spot(action.kind), None

    def _hint_text(self, action: Action) -> str:
        return _hint_words(self.controller.view(), action)

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

    def _moment(self, summary: RummyHandSummary) -> Moment | None:
        from .moments import moment_of  # on first use, not at start-up

        snap = self.scene.snap
        return moment_of(summary, HUMAN_SEAT, snap.view if snap else None)

    def _result_dialog(self, summary: RummyHandSummary) -> RummyResultDialog:
        from .result_dialog import RummyResultDialog  # on first use, not at start-up

        return RummyResultDialog(summary, self.services.deck_style(), self.services.dialog_parent())


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
    # lazy: imported on first use, not at start-up
    from engine.rummy.advice import explain

    from ...words.hint_words import explained_hint
    from .words import no_gain_words

    return explained_hint(view, action, explain, no_gain_words)
