"""What every game's :class:`~jinlami_desktop.games.protocol.GameUi` repeats: the window's
services, the parts of a table (controller, scene, view, panel, replay strip, scoreboard)
and their wiring, the status line's words about the move in hand, and the glue between
the window's commands and the game's controller that does not depend on the game.

Why a base class (and not a mixin): it declares every attribute it uses; a game's UI
names its parts (their order of making is the window's tab order) and answers the few
hooks where the games differ — its snapshot on the table, its refusal and hint words,
the place of a hint and of the scoreboard, its end-of-hand dialog, its replays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtWidgets import QWidget

from engine.actions import Action

from ..play.match_controller import MatchControllerBase
from ..play.request import Refusal
from ..table.card_scene import CardTableScene
from ..table.moment import Moment, MomentPlayer
from ..table.view import TableView
from ..ui.move_status import MoveStatus
from ..ui.replay_bar import ReplayBar
from ..ui.scoreboard import BoardPlace, Scoreboard
from ..ui.thinking_note import ThinkingNote
from ..ui.widgets import PanelFrame
from ..words.texts import signal_params

if TYPE_CHECKING:
    from engine.cards import Card

    from ..model.preferences import Preferences
    from ..storage.stats import HandRow, StatsStore
    from ..table.callout import Spot
    from ..ui.dialog_kit import ResultDialog
    from .protocol import WindowServices

__all__ = ["GameUiBase"]

ControllerT = TypeVar("ControllerT", bound=MatchControllerBase[Any, Any, Any, Any, Any, Any])
SceneT = TypeVar("SceneT", bound=CardTableScene)
PanelT = TypeVar("PanelT", bound=PanelFrame)
BarT = TypeVar("BarT", bound=ReplayBar)
SnapT = TypeVar("SnapT")
SummaryT = TypeVar("SummaryT")


class GameUiBase(QObject, Generic[ControllerT, SceneT, PanelT, BarT, SnapT, SummaryT]):
    """The shared part of a game's UI: ``services`` (what it needs of the window),
    ``move_status`` (a refusal's or a hint's words go at the next move), the table's
    parts made from the game's factories, and the commands and controller signals every
    game answers the same way."""

    game_id: str
    services: WindowServices
    move_status: MoveStatus
    controller: ControllerT
    scene: SceneT
    view: TableView
    panel: PanelT
    replay_bar: BarT
    #: The scoreboard on the felt, at the game's :meth:`_board_place` (a click: the
    #: score sheet).
    scoreboard: Scoreboard
    result_dialog: ResultDialog | None
    last_summary: SummaryT | None

    def __init__(
        self,
        services: WindowServices,
        parent: QWidget,
        *,
        controller: Callable[[QWidget], ControllerT],
        scene: Callable[[QWidget], SceneT],
        panel: Callable[[QWidget], PanelT],
        replay_bar: Callable[[QWidget], BarT],
    ) -> None:
        super().__init__(parent)
        self.services = services
        #: A refusal's or a hint's words on the status line go at the next move.
        self.move_status = MoveStatus(services)
        self.controller = controller(parent)
        self.scene = scene(parent)
        # no word on the felt smaller than the side panel's beside it
        self.scene.text_floor = _panel_text_px
        self.view = TableView(self.scene, parent)
        self.panel = panel(parent)
        self.replay_bar = replay_bar(parent)
        self.result_dialog = None
        self.last_summary = None
        self.scoreboard = Scoreboard(self.view, self._board_place)
        # "thinking…" on the felt while a bot's move takes long (the expert's search)
        self.thinking_note = ThinkingNote(self.view)
        #: A gin, an undercut, a rummy or a match won on the felt before its dialog.
        self.moments = MomentPlayer(self.scene, self)
        self.view.skip_wait = self.skip_wait
        self._connect_parts()

    def _connect_parts(self) -> None:
        """The controller's signals to this UI, the replay strip and the panel's Next
        hand to the controller, the scoreboard's click to the score sheet."""
        c, bar = self.controller, self.replay_bar
        c.updated.connect(self.on_snapshot)
        c.refusal.connect(self.on_refused)
        c.hand_finished.connect(self.on_hand_finished)
        c.hint_ready.connect(self.on_hint)
        c.bot_thinking.connect(self.thinking_note.set_thinking)
        c.replay_changed.connect(self.on_replay_changed)
        bar.previous_button.clicked.connect(c.replay_previous)
        bar.next_button.clicked.connect(c.replay_next)
        bar.close_button.clicked.connect(c.end_replay)
        self.scoreboard.clicked.connect(self.services.show_score_sheet)

    # -- what a game answers itself -----------------------------------------------------
    def on_snapshot(self, snap: SnapT) -> None:
        """The controller's ``snap`` on the table, the panel and the scoreboard."""
        raise NotImplementedError

    def _board_place(self, width: int, height: int) -> BoardPlace:
        """The scoreboard's corner on a table of ``width`` × ``height``."""
        raise NotImplementedError

    def _refusal_text(self, code: str, params: Mapping[str, Any]) -> str:
        """A refusal's ``code`` in plain words."""
        raise NotImplementedError

    def _hint_text(self, action: Action) -> str:
        """The hinted ``action`` with its reasons."""
        raise NotImplementedError

    def _mark_hint(self, action: Action) -> tuple[Spot, Card | None]:
        """Mark the hinted ``action`` on the table; the spot its callout points at and
        the card that takes the keyboard focus (``None``: none)."""
        raise NotImplementedError

    def _after_hint(self) -> None:
        """What follows a hint on the table (nothing, unless the game says so)."""

    def _shows_result(self, summary: SummaryT) -> bool:
        """A finished hand is shown in the end-of-hand dialog (unless the game says no)."""
        return True

    def _result_dialog(self, summary: SummaryT) -> ResultDialog:
        """The end-of-hand dialog of ``summary``."""
        raise NotImplementedError

    def _moment(self, summary: SummaryT) -> Moment | None:
        """The moment on the felt before ``summary``'s dialog (none, unless the game
        says so: :mod:`~..table.moment`)."""
        return None

    def _replay_closed(self) -> None:
        """The replay strip closes (the game forgets what it kept of the replay)."""

    def _show_replay(self, recorded: object, row: HandRow) -> None:
        """Show the hand ``recorded`` for ``row`` on the table."""
        raise NotImplementedError

    # -- the window's commands ------------------------------------------------------------
    def _apply_pace(self, prefs: Preferences) -> None:
        """The table's animation speed, deck and card size, the bots' pace
        (:mod:`~..model.pacing`)."""
        # lazy: imported on first use, not at start-up
        from ..model.pacing import bot_pace
        from ..model.preferences import card_scale

        self.scene.speed = prefs.animation_speed
        self.scene.set_card_scale(card_scale(prefs.card_size))
        self.scoreboard.relayout()  # its corner follows the cards' size
        self.scene.set_style(self.services.deck_style())
        pace = bot_pace(prefs.bot_speed, prefs.animation_speed)
        self.controller.move_delay_ms = pace.step_ms
        self.controller.turn_pause_ms = pace.turn_ms

    def skip_wait(self) -> bool:
        """A click on the felt or a key: a moment under way ends (its dialog opens) or a
        bot's pause before its move is cut short; whether either was under way."""
        if self.moments.playing:
            self.moments.finish()
            return True
        return self.controller.hurry()

    def close_result_dialog(self) -> None:
        self.moments.cancel()  # a moment under way opens no dialog afterwards
        if self.result_dialog is not None:
            self.result_dialog.close()

    @Slot()
    def hint(self) -> None:
        """Ask what the ``hard`` bot would play now (the answer: :meth:`on_hint`)."""
        self.controller.request_hint()

    def show_current(self) -> None:
        """The position as it is (an empty table: the panel says why)."""
        self.on_snapshot(self.controller.snapshot())

    def match_running(self) -> bool:
        c = self.controller
        return c.match is not None and not c.match_over

    def current_setup(self) -> object:
        """The setup of the match in play (or last chosen)."""
        return self.controller.setup

    def prepare_replay(self, stats: StatsStore, row: HandRow) -> Callable[[], None]:
        """Read ``row``'s recorded hand now; the callable shows it."""
        return partial(self._show_replay, stats.replay_of(row.id, row.game), row)

    # -- controller → table ----------------------------------------------------------------
    @Slot(object)
    def on_refused(self, refusal: Refusal) -> None:
        """Say why in plain words, next to the card or target concerned (the status line
        too); the table puts the cards back where they were."""
        text = self._refusal_text(refusal.code, signal_params(refusal.params))
        self.move_status.say(text, 8000)
        self.scene.settle()
        self.scene.show_callout(text, refusal.origin)

    @Slot(object)
    def on_hint(self, action: object) -> None:
        """The hint on the table: the move marked, why in a callout next to it, and the
        keyboard focus on its card."""
        if not isinstance(action, Action):
            return
        spot, card = self._mark_hint(action)
        text = self._hint_text(action)
        self.move_status.say(text, 10000)
        self.scene.show_callout(text, spot, "hint")
        if card is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.scene.show_focus_on(card)
        self._after_hint()

    @Slot(object)
    def on_replay_changed(self, status: object) -> None:
        if status is None:
            self._replay_closed()
            self.replay_bar.hide()
            self.services.replay_closed(self.game_id)
            self.services.show_status(
                QCoreApplication.translate("MainWindow", "Back to the match in play"), 4000
            )

    @Slot(object)
    def on_hand_finished(self, summary: SummaryT) -> None:
        self.last_summary = summary
        if not self._shows_result(summary):
            return
        g = self.scene.geo
        self.moments.play(
            self._moment(summary),
            self.scene.speed,
            partial(self._open_result, summary, self.controller.match),
            card_size=(g.card_w, g.card_h),
            style=self.scene.deck_style,
            font_px=self.scene.felt_px(max(22.0, min(g.card_h * 0.32, 48.0))),
        )

    def _open_result(self, summary: SummaryT, match: Any) -> None:
        """The end-of-hand dialog of ``summary``, unless the table went on meanwhile
        (another match, or the next hand asked for during the moment)."""
        m = self.controller.match
        if m is not match or (m is not None and m.state is not None and not m.state.is_over):
            return
        dlg = self._result_dialog(summary)
        self.services.open_result(dlg, self.result_dialog, self.controller.next_hand)
        self.result_dialog = dlg


def _panel_text_px(width: float, height: float) -> float:
    """The side panel's text size beside a table of ``width`` × ``height``."""
    # lazy: imported on first use, not at start-up
    from ..ui.text_scale import felt_text_px

    return felt_text_px(width, height)
