"""A recorded 拉米纸牌 hand on the table: the shared
:class:`~jinlami_desktop.model.replay.Replayer` with the view the table draws.

The view is the player's seat with every other hand shown (``known`` holds each seat's
whole hand) and nothing to play.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards import cards_from_mask
from engine.rummy.state import RummyEvent, RummyState
from engine.rummy.view import RummyView

from ...model.replay import Replayer

if TYPE_CHECKING:
    from .stats import RummyHandReplay

__all__ = ["RummyHandReplayer"]


class RummyHandReplayer(Replayer[RummyState, RummyEvent]):
    """A recorded 拉米纸牌 hand and a position in it (the API of 金拉米's replayer)."""

    def __init__(self, replay: RummyHandReplay, number: int = 1) -> None:
        super().__init__(replay, number)

    def view(self) -> RummyView:
        """The player's view with every hand shown and nothing to play."""
        v = self.state.view(self.seat)
        known = tuple(tuple(cards_from_mask(h)) for h in self.state.hands)
        return replace(v, known=known, legal_actions=())
