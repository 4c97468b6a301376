"""What every game's :class:`~jinlami_desktop.games.protocol.GameUi` repeats: the window's
services, the status line's words about the move in hand, and the glue between the
window's commands and the game's controller that does not depend on the game.

Why a base class (and not a mixin): it declares every attribute it uses; a game's UI
builds its controller, table and panel itself (their order is the window's tab order)
and inherits these commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..play.match_controller import MatchControllerBase
from ..table.card_scene import CardTableScene
from ..ui.move_status import MoveStatus

if TYPE_CHECKING:
    from ..model.preferences import Preferences
    from ..ui.dialog_kit import ResultDialog
    from .protocol import WindowServices

__all__ = ["GameUiBase"]

ControllerT = TypeVar("ControllerT", bound=MatchControllerBase[Any, Any, Any, Any, Any])
SceneT = TypeVar("SceneT", bound=CardTableScene)


class GameUiBase(QObject, Generic[ControllerT, SceneT]):
    """The shared part of a game's UI: ``services`` (what it needs of the window),
    ``move_status`` (a refusal's or a hint's words go at the next move), and the
    commands every game answers the same way from its ``controller``."""

    controller: ControllerT
    scene: SceneT
    result_dialog: ResultDialog | None

    def __init__(self, services: WindowServices, parent: QWidget) -> None:
        super().__init__(parent)
        self.services = services
        #: A refusal's or a hint's words on the status line go at the next move.
        self.move_status = MoveStatus(services)

    def _apply_pace(self, prefs: Preferences) -> None:
        """The table's animation speed and deck, the bots' pace (:mod:`~..model.pacing`)."""
        from ..model.pacing import bot_pace

        self.scene.speed = prefs.animation_speed
        self.scene.set_style(self.services.deck_style())
        pace = bot_pace(prefs.bot_speed, prefs.animation_speed)
        self.controller.move_delay_ms = pace.step_ms
        self.controller.turn_pause_ms = pace.turn_ms

    def close_result_dialog(self) -> None:
        if self.result_dialog is not None:
            self.result_dialog.close()

    def match_running(self) -> bool:
        c = self.controller
        return c.match is not None and not c.match_over

    def current_setup(self) -> object:
        """The setup of the match in play (or last chosen)."""
        return self.controller.setup
