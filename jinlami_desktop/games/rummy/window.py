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

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QWidget

from engine.rummy.state import RummyPhase

from ...table.view import TableView
from ...texts import rummy_refusal_text, signal_params
from ..registry import entry
from .controller import RummyController
from .panel import RummyPanel, RummyReplayBar
from .scene import RummyTableScene
from .snapshot import RummyHandSummary, RummyRequest, RummySetup, RummySnapshot

if TYPE_CHECKING:
    from ...preferences import Preferences
    from ...storage.saves import SaveMeta
    from ...storage.stats import HandRow, StatsStore
    from ..protocol import NewMatchPage, RulesHelp, WindowServices
    from .result_dialog import RummyResultDialog

__all__ = ["RummyUi"]

#: Sounds of the table's events (a finished hand sounds as won or lost).
_SOUNDS = {"draw": "draw", "discard": "discard", "meld": "knock", "deal": "shuffle"}


class RummyUi(QObject):
    """拉米纸牌's controller, table, panel and dialogs in one window."""

    game_id = RummySetup.game_id
    has_hints = False
    has_layoff = False

    def __init__(self, services: WindowServices, parent: QWidget) -> None:
        super().__init__(parent)
        self.services = services
        self.controller = RummyController(parent)
        self.scene = RummyTableScene(parent)
        self.view = TableView(self.scene, parent)
        self.view.setObjectName("rummyTableView")
        self.panel = RummyPanel(parent)
        self.replay_bar = RummyReplayBar(parent)
        self.result_dialog: RummyResultDialog | None = None
        self.last_summary: RummyHandSummary | None = None
        self._connect()

    def _connect(self) -> None:
        r = self.controller
        r.updated.connect(self.on_snapshot)
        r.refused.connect(self.on_refused)
        r.hand_finished.connect(self.on_hand_finished)
        r.replay_changed.connect(self.on_replay_changed)
        bar = self.replay_bar
        bar.previous_button.clicked.connect(r.replay_previous)
        bar.next_button.clicked.connect(r.replay_next)
        bar.close_button.clicked.connect(r.end_replay)
        self.scene.requested.connect(r.request)
        self.scene.status.connect(self.on_status)
        self.panel.undo_button.clicked.connect(self.undo)
        self.panel.next_button.clicked.connect(r.next_hand)

    # -- the window's commands ------------------------------------------------------------
    def retranslate(self) -> None:
        self.scene.retranslate()  # a QGraphicsScene gets no LanguageChange of its own
        self.view.setAccessibleName(QCoreApplication.translate("MainWindow", "Rummy table"))
        self.panel.setAccessibleName(QCoreApplication.translate("MainWindow", "Scores and turn"))

    def apply_prefs(self, prefs: Preferences) -> None:
        from ...table.animations import bot_delay_ms

        self.scene.speed = prefs.animation_speed
        self.scene.set_style(self.services.deck_style())
        self.controller.move_delay_ms = bot_delay_ms(prefs.animation_speed)

    def arrange(self, mode: str) -> None:
        self.scene.set_arrangement(mode)

    def hint(self) -> None:
        """No hints in 拉米纸牌 (Game → Hint is off while its table is on show)."""

    def best_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def end_layoff(self) -> None:
        """Nothing to do: laying off on a knock is 金拉米's."""

    def close_result_dialog(self) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()

    def show_current(self) -> None:
        self.on_snapshot(self.controller.snapshot())

    # -- matches ---------------------------------------------------------------------------
    def current_setup(self) -> RummySetup:
        return self.controller.setup

    def start(self, setup: object) -> int:
        assert isinstance(setup, RummySetup)
        self.controller.new_match(setup)
        seed = self.controller.setup.seed
        assert seed is not None
        return seed

    def match_running(self) -> bool:
        r = self.controller
        return r.match is not None and not r.match_over

    def resign_question(self) -> str:
        return QCoreApplication.translate("MainWindow", "Resign this match? It counts as a loss.")

    def save_meta(self) -> SaveMeta:
        from ...storage.saves import SaveMeta

        r = self.controller
        return r.meta or SaveMeta(opponents=r.setup.opponents)

    def prepare_replay(self, stats: StatsStore, row: HandRow) -> Callable[[], None]:
        return _Replay(self.controller, stats.rummy_hand_actions(row.id), row)

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

    def new_match_page(self, parent: QWidget) -> NewMatchPage:
        return entry(self.game_id).new_match_page(parent)

    def rules_help(self) -> RulesHelp:
        return entry(self.game_id).rules_help()

    # -- controller → table ----------------------------------------------------------------
    @Slot(object)
    def on_snapshot(self, snap: RummySnapshot) -> None:
        self.scene.apply_snapshot(snap)
        status = self.controller.replay_status()
        self.panel.update_from(snap, replay=status is not None)
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

    @Slot(str, object)
    def on_refused(self, code: str, params: object) -> None:
        """A refused gesture in plain words; the Rummy table puts the cards back."""
        self.services.show_status(rummy_refusal_text(code, signal_params(params)), 8000)
        self.scene.settle()

    @Slot(str)
    def on_status(self, text: str) -> None:
        """The table's aids (why a selection is not a meld …) in the status line."""
        if text:
            self.services.show_status(text, 10000)
        else:
            self.services.clear_status()

    @Slot()
    def undo(self) -> None:
        self.controller.request(RummyRequest("undo"))

    @Slot(object)
    def on_hand_finished(self, summary: RummyHandSummary) -> None:
        self.last_summary = summary
        from .result_dialog import RummyResultDialog  # on first use, not at start-up

        dlg = RummyResultDialog(summary, self.services.deck_style(), self.services.dialog_parent())
        self.services.open_result(dlg, self.result_dialog, self.controller.next_hand)
        self.result_dialog = dlg


class _Replay:
    """Shows a recorded 拉米纸牌 hand on the table (a callable, not a lambda)."""

    def __init__(self, controller: RummyController, recorded: object, row: HandRow) -> None:
        self.controller = controller
        self.recorded = recorded
        self.row = row

    def __call__(self) -> None:
        from ...storage.stats import RummyHandReplay

        assert isinstance(self.recorded, RummyHandReplay)
        row = self.row
        levels = (row.opponent_level,) * (row.players - 1)
        self.controller.start_replay(self.recorded, levels, number=row.number)
