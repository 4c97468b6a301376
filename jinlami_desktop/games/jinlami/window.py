"""金拉米 in the window: :class:`JinlamiUi` bundles the game's controller, table scene
and view, side panel, replay strip and dialogs, and routes between them — the table's
snapshots, sounds, refusals, hints, replay strip and end-of-hand dialog, the table's
requests to the controller, and the knock flow: a knock (or the declaration a gin or
Big Gin asks for) is confirmed in the
:class:`~jinlami_desktop.games.jinlami.knock_dialog.KnockDialog`, which shows the
arrangement.  That decision is modal: while the dialog is open the table takes no move
(the dialog is window-modal and the table's and panel's requests are dropped), and a
dialog whose position has changed anyway is closed, never offering a stale arrangement.

It implements :class:`~jinlami_desktop.games.protocol.GameUi`; what it needs of the
window (the status line, sounds, the end-of-hand dialog's parenting …) comes through
the :class:`~jinlami_desktop.games.protocol.WindowServices` it is given.  The
status-line words are translated in the ``MainWindow`` context, like the window's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Slot
from PySide6.QtWidgets import QWidget

from engine import Action, Card, Phase, PlayerView, knock_arrangements, mask_of
from engine.cards import cards_from_mask

from ...play.request import HAND, Request
from ...table.callout import Spot
from ...table.card_art import CARD_ASPECT
from ...table.layout import compute_geometry
from ...ui.replay_bar import ReplayBar
from ...ui.scoreboard import BoardPlace
from ...words.texts import error_text
from ..base import GameUiBase
from .controller import HUMAN, HandSummary, JinlamiController, JinlamiSnapshot, MatchSetup
from .panel import JinlamiPanel
from .replay_text import replay_step_words
from .scene import JinlamiScene, origin_of
from .score import board_of, report_of, sheet_of

if TYPE_CHECKING:
    from engine.advice import Advice

    from ...model.match_report import MatchReport, Sheet
    from ...model.preferences import Preferences
    from ...storage.saves import LoadResult, SaveMeta
    from ...storage.stats import HandRow
    from ...table.moment import Moment
    from ..protocol import WindowServices
    from .knock_dialog import KnockDialog, KnockOption
    from .result_dialog import HandResultDialog

__all__ = ["JinlamiUi"]

#: Sounds of the table's events (a finished hand sounds as won or lost).
_SOUNDS = {"draw": "draw", "discard": "discard", "knock": "knock", "deal": "shuffle"}


class JinlamiUi(
    GameUiBase[
        JinlamiController, JinlamiScene, JinlamiPanel, ReplayBar, JinlamiSnapshot, HandSummary
    ]
):
    """金拉米's controller, table, panel and dialogs in one window."""

    game_id = MatchSetup.game_id
    has_hints = True
    has_layoff = True
    result_dialog: HandResultDialog | None

    def __init__(self, services: WindowServices, parent: QWidget) -> None:
        super().__init__(
            services,
            parent,
            controller=JinlamiController,
            scene=JinlamiScene,
            panel=JinlamiPanel,
            replay_bar=ReplayBar,
        )
        self.replay_bar.reword = self._reword_replay
        self._replay_snap: JinlamiSnapshot | None = None
        self.knock_dialog: KnockDialog | None = None
        self._knock_card: Card | None = None
        #: The position the open knock dialog was made for (:func:`_position`).
        self._knock_position: _Position | None = None
        self._declaring = False
        self._connect()

    def _connect(self) -> None:
        c, p = self.controller, self.panel
        self.scene.requested.connect(self.on_table_request)
        self.scene.refused_here.connect(self.on_local_refusal)
        self.scene.order_changed.connect(p.set_arrangement)
        p.arrange_requested.connect(self.arrange)
        p.pass_button.clicked.connect(self.pass_turn)
        p.best_layoff_button.clicked.connect(self.best_layoff)
        p.done_button.clicked.connect(self.end_layoff)
        p.hint_button.clicked.connect(self.hint)
        p.next_button.clicked.connect(c.next_hand)

    # -- the window's commands ------------------------------------------------------------
    def retranslate(self) -> None:
        self.view.setAccessibleName(QCoreApplication.translate("MainWindow", "Card table"))
        self.panel.setAccessibleName(QCoreApplication.translate("MainWindow", "Score and turn"))
        self.scene.retranslate()  # a QGraphicsScene gets no LanguageChange of its own
        if self.scene.snap is not None:
            self._show_board(self.scene.snap)

    def apply_prefs(self, prefs: Preferences) -> None:
        self._apply_pace(prefs)
        self.controller.auto_layoff = prefs.auto_layoff
        self.panel.hints_enabled = prefs.hints
        if self.panel.snap is not None:
            self.panel.update_from(self.panel.snap)

    @Slot(str)
    def arrange(self, mode: str) -> None:
        self.scene.set_arrangement(mode)
        self.panel.set_arrangement(mode)

    def deciding(self) -> bool:
        """A knock or declaration is being decided in the dialog: the table waits."""
        return self.knock_dialog is not None

    @Slot()
    def hint(self) -> None:
        if not self.deciding():
            self.controller.request_hint()

    @Slot()
    def pass_turn(self) -> None:
        if not self.deciding():
            self.controller.pass_turn()

    @Slot()
    def best_layoff(self) -> None:
        if not self.deciding():
            self.controller.best_layoff()

    @Slot()
    def end_layoff(self) -> None:
        if not self.deciding():
            self.controller.end_layoff()

    def show_offered(self, offer: LoadResult) -> None:
        """The empty table as the offered save has it (its opponent, mode, hand and
        scores), while no match is on this table; otherwise the table as it is."""
        c = self.controller
        if c.match is not None or c.team is not None or c.replaying:
            self.show_current()
            return
        # lazy: imported on first use, not at start-up
        from .offered import offered_snapshot

        self.on_snapshot(offered_snapshot(c, offer.game, offer.meta.opponents))

    def show_setup(self, setup: object) -> None:
        """金拉米 always seats two: the empty table with ``setup``'s opponent, while no
        match is on this table; otherwise the table as it is."""
        c = self.controller
        if c.match is None and c.team is None and not c.replaying and isinstance(setup, MatchSetup):
            self.on_snapshot(replace(c.snapshot(), setup=setup, players=(HUMAN, setup.opponent)))
        else:
            self.show_current()

    # -- matches ---------------------------------------------------------------------------
    def current_setup(self) -> MatchSetup:
        return self.controller.setup

    def start(self, setup: object) -> int:
        assert isinstance(setup, MatchSetup)
        c = self.controller
        c.setup = replace(setup, watch_duels=setup.watch_duels)
        c.new_match(setup)
        seed = c.setup.seed
        assert seed is not None
        return seed

    def resign_question(self) -> str:
        return QCoreApplication.translate("MainWindow", "Resign this match? Your opponent wins it.")

    def save_meta(self) -> SaveMeta:
        # lazy: imported on first use, not at start-up
        from ...storage.saves import SaveMeta

        c = self.controller
        return c.meta or SaveMeta(opponents=(c.setup.opponent,))

    def _show_replay(self, recorded: object, row: HandRow) -> None:
        # lazy: imported on first use, not at start-up
        from .stats import HandReplay

        assert isinstance(recorded, HandReplay)
        self.controller.start_replay(recorded, opponent=row.opponent_level, number=row.number)

    def score_sheet(self) -> Sheet | None:
        return sheet_of(self.controller)

    def match_report(self) -> MatchReport | None:
        return report_of(self.controller)

    def _board_place(self, width: int, height: int) -> BoardPlace:
        """The scoreboard's corner: the pile row right of the knock area (kept free by
        the layout at every size)."""
        g = compute_geometry(width, height, CARD_ASPECT, self.scene.card_scale)
        left = g.knock.right() + g.gap
        room = QRectF(left, g.stock.top(), width - g.margin - left, g.card_h + g.gap * 0.8)
        return BoardPlace(room, g.label_font_px)

    def _show_board(self, snap: JinlamiSnapshot) -> None:
        board = None if snap.replay is not None else board_of(snap, snap.final_scores)
        self.scoreboard.show_board(board)

    def mid_hand_moment(self, snap: object) -> bool:
        """The player's discard after three rounds (a full table, the seat handed back)."""
        if not isinstance(snap, JinlamiSnapshot):
            return False
        v = snap.view
        return v is not None and v.phase is Phase.DISCARD and v.to_act == v.player and v.turn >= 6

    # -- controller → table ----------------------------------------------------------------
    @Slot(object)
    def on_snapshot(self, snap: JinlamiSnapshot) -> None:
        if snap.events or snap.view is None:
            self.move_status.moved()  # as the scene's callout goes
        self.scene.apply_snapshot(snap)
        self.panel.update_from(snap)
        self._show_board(snap)
        self._play_sounds(snap)
        view = snap.view
        if self.knock_dialog is not None and (
            view is None or _position(view, snap.hand_number) != self._knock_position
        ):
            self._drop_knock_dialog()  # the position moved on: its arrangements are stale
        self.services.set_resign_enabled(not snap.match_over and snap.view is not None)
        if snap.replay is not None:
            self._show_replay_step(snap)
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

    def _show_replay_step(self, snap: JinlamiSnapshot) -> None:
        """The replay strip: where the replay is, what the step did, the result at the
        end (again after a language switch: :meth:`_reword_replay`)."""
        self._replay_snap = snap
        status = snap.replay
        if status is None:
            return
        move, result = replay_step_words(status, snap)
        self.replay_bar.show_position(status, move, result)

    def _reword_replay(self) -> None:
        if self._replay_snap is not None:
            self._show_replay_step(self._replay_snap)

    def _play_sounds(self, snap: JinlamiSnapshot) -> None:
        for e in snap.events:
            name = _SOUNDS.get(e.kind)
            if e.kind == "hand_over" and snap.view is not None and e.settlement is not None:
                winner = (
                    snap.view.knocker if e.settlement.winner == "knocker" else 1 - snap.view.knocker
                )
                name = "win" if winner == snap.view.player else "lose"
            if name:
                self.services.play_sound(name)

    def _refusal_text(self, code: str, params: Mapping[str, Any]) -> str:
        return error_text(code, params)

    @Slot(str, object)
    def on_local_refusal(self, code: str, spot: object) -> None:
        card = spot.card if isinstance(spot, Spot) else None
        text = error_text(code, {"card": str(card)} if card is not None else None)
        self.move_status.say(text, 6000)
        self.scene.show_callout(text, spot if isinstance(spot, Spot) else Spot("hand"))

    def _mark_hint(self, action: Action) -> tuple[Spot, Card | None]:
        self.scene.show_hint(action)
        return action_spot(action), action.card

    def _hint_text(self, action: Action) -> str:
        return _hint_words(self.controller.view(), action)

    def _after_hint(self) -> None:
        self.panel.update_from(self.controller.snapshot())  # practice

    def _replay_closed(self) -> None:
        self._replay_snap = None  # a language switch must not bring the strip back

    def _shows_result(self, summary: HandSummary) -> bool:
        # watched bot-vs-bot duels continue by themselves
        return self.controller.human_seat is not None or summary.match_over

    def _moment(self, summary: HandSummary) -> Moment | None:
        from .moments import moment_of  # on first use, not at start-up

        return moment_of(summary)

    def _result_dialog(self, summary: HandSummary) -> HandResultDialog:
        from .result_dialog import HandResultDialog  # on first use, not at start-up

        return HandResultDialog(summary, self.services.deck_style(), self.services.dialog_parent())

    # -- table → controller ----------------------------------------------------------------
    @Slot(object)
    def on_table_request(self, req: Request) -> None:
        """A move asked on the table goes to the controller (a refusal says itself:
        :meth:`on_refused`); a knock is first confirmed in the knock dialog."""
        if self.deciding():
            self.scene.settle()  # the knock dialog decides first; the card goes back
            return
        card = req.action.card
        if req.action.kind == "knock" and card is not None:
            self.start_knock(card, req.origin)
        else:
            self.controller.request(req)

    def start_knock(self, card: Card, origin: Spot = HAND) -> None:
        """Knocking is confirmed in a dialog that shows the arrangement (never automatic);
        a knock the rules refuse is refused at ``origin``."""
        view = self.controller.view()
        knock = Action.knock(card)
        if view is None or knock not in view.legal_actions:
            self.controller.request(Request(knock, origin))  # the controller says why
            return
        from .knock_dialog import KnockOption  # the dialog's module, on first use

        hand = mask_of(view.hand) & ~card.mask
        options = [
            KnockOption(a.meld_masks, tuple(a.deadwood), a.deadwood_points)
            for a in knock_arrangements(hand, view.rules, view.knock_limit)
        ]
        self._open_knock_dialog(options, card)

    def _open_declare_dialog(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        from .knock_dialog import KnockOption  # the dialog's module, on first use

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
        view = self.controller.view()
        self._knock_position = None if view is None else _position(view, self._hand_number())
        # lazy: imported on first use, not at start-up
        from .knock_dialog import KnockDialog

        dlg = KnockDialog(options, card, self.services.deck_style(), self.services.dialog_parent())
        dlg.accepted.connect(self._knock_confirmed)
        dlg.rejected.connect(self._knock_cancelled)
        self.knock_dialog = dlg
        # Window-modal: a click or double-click on the table behind it must not play.
        dlg.setWindowModality(Qt.WindowModality.WindowModal)
        dlg.show()

    def _hand_number(self) -> int:
        match = self.controller.match
        return match.hand_number if match is not None else 0

    def _drop_knock_dialog(self) -> None:
        """Close the knock dialog without deciding (its position is gone)."""
        dlg = self.knock_dialog
        self.knock_dialog = None
        self._knock_position = None
        if dlg is None:
            return
        dlg.accepted.disconnect(self._knock_confirmed)
        dlg.rejected.disconnect(self._knock_cancelled)
        dlg.close()
        dlg.deleteLater()

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
            if card is not None and c.request(Action.knock(card)) is not None:
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


def action_spot(action: Action) -> Spot:
    """What a hinted move points at: its card, or the pile it draws from."""
    if action.card is not None:
        return Spot("card", action.card)
    return origin_of(action)


def _hint_words(view: PlayerView | None, action: Action) -> str:
    """The hint with its reasons (:mod:`engine.jinlami.advice`); the move alone when the
    view is gone or the engine cannot explain it."""
    # lazy: imported on first use, not at start-up
    from engine.jinlami.advice import explain

    from ...words.hint_words import explained_hint
    from .deadwood import with_table_deadwood
    from .words import no_gain_words

    def explain_as_the_felt(v: PlayerView, a: Action) -> Advice:
        """The engine's reasons, their deadwood figure the felt's own."""
        return with_table_deadwood(explain(v, a), v)

    return explained_hint(view, action, explain_as_the_felt, no_gain_words)


#: What a knock dialog's arrangements were made for: hand, turn, phase, seat, cards.
_Position = tuple[int, int, Phase, int, tuple[Card, ...]]


def _position(view: PlayerView, hand_number: int) -> _Position:
    """The position a knock dialog belongs to; any move changes it."""
    return (hand_number, view.turn, view.phase, view.to_act, view.hand)
