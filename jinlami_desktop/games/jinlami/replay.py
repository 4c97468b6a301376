"""A recorded 金拉米 hand on the table: the shared
:class:`~jinlami_desktop.model.replay.Replayer` with the view the table draws."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine import Event, HandState, PlayerView
from engine.cards import cards_from_mask

from ...model.replay import Replayer

if TYPE_CHECKING:
    from .stats import HandReplay

__all__ = ["HandReplayer"]


class HandReplayer(Replayer[HandState, Event]):
    """A recorded hand and a position in it."""

    def __init__(self, replay: HandReplay, number: int = 1) -> None:
        super().__init__(replay, number)

    def view(self) -> PlayerView:
        """The player's view with the opponent's hand revealed and nothing to play."""
        seat = self.seat
        v = self.state.view(seat)
        opponent = tuple(cards_from_mask(self.state.hands[1 - seat]))
        return replace(v, opponent_hand=opponent, legal_actions=())
