"""Stepping through a recorded hand on the table (statistics → hand history → Replay).

Why a separate object: a replay must never touch the running match, the autosave or the
statistics.  It owns its own :class:`~engine.HandState`, rebuilt from the recorded deal
(:meth:`~jinlami_desktop.storage.stats.HandReplay.new_state`) and moved forward or back by
re-applying the recorded actions.  It is the player's own history, so both hands are
shown face up; the views it hands out have no legal actions, so the table cannot play.

:class:`RummyHandReplayer` does the same for a 拉米纸牌 hand
(:meth:`~jinlami_desktop.storage.stats.StatsStore.rummy_hand_actions`): the same
``seek`` / ``status`` / ``final`` calls, and a :class:`~engine.rummy.view.RummyView`
from the player's seat in which every other hand is shown (``known`` holds each seat's
whole hand) and nothing can be played.  The statistics window offers Replay for a Rummy
hand only when told the table can show one (``StatisticsWindow.rummy_replay``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Generic, Protocol, TypeVar, cast

from engine import Action, Event, HandState, PlayerView
from engine.cards import cards_from_mask
from engine.rummy.state import RummyEvent, RummyState
from engine.rummy.view import RummyView

from .storage.stats import HandReplay, RummyHandReplay

__all__ = ["HandReplayer", "ReplayStatus", "RummyHandReplayer"]

S = TypeVar("S", HandState, RummyState)  # the engine state a replay steps
S_co = TypeVar("S_co", HandState, RummyState, covariant=True)
E = TypeVar("E")  # what one step of it returns: Event or RummyEvent


@dataclass(frozen=True)
class ReplayStatus:
    """Where a replay stands, for the replay bar: ``index`` actions of ``total`` applied."""

    hand_id: int
    number: int
    index: int
    total: int
    last: Action | None  # the action applied last (None at the deal)
    last_player: int  # the seat that played it (-1 at the deal)

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index >= self.total


class _Replayable(Protocol[S_co]):
    """What a replayer steps through: :class:`HandReplay` or :class:`RummyHandReplay`."""

    @property
    def hand_id(self) -> int: ...
    @property
    def seat(self) -> int: ...
    @property
    def actions(self) -> tuple[Action, ...]: ...
    def new_state(self) -> S_co: ...
    def final_state(self) -> S_co: ...


class _Replayer(Generic[S, E]):
    """A recorded hand of either game and a position in it; a subclass adds ``view``."""

    replay: _Replayable[S]

    def __init__(self, replay: _Replayable[S], number: int = 1) -> None:
        self.replay = replay
        self.number = number
        self.index = 0
        self.state: S = replay.new_state()
        self._actors: list[int] = []

    @property
    def seat(self) -> int:
        """The player's seat in that hand (drawn at the bottom of the table)."""
        return self.replay.seat

    @property
    def total(self) -> int:
        return len(self.replay.actions)

    def seek(self, index: int) -> tuple[E, ...]:
        """Go to ``index`` applied actions; returns the events of the last step forward
        (empty when going back: the table is redrawn instead)."""
        index = max(0, min(index, self.total))
        if index < self.index:
            self.state = self.replay.new_state()
            self.index = 0
            self._actors = []
            self._forward(index)
            return ()
        return self._forward(index)

    def _forward(self, index: int) -> tuple[E, ...]:
        events: list[E] = []
        while self.index < index:
            self._actors.append(self.state.to_act)
            events = cast("list[E]", self.state.apply(self.replay.actions[self.index]))
            self.index += 1
        return tuple(events)

    def status(self) -> ReplayStatus:
        last = self.replay.actions[self.index - 1] if self.index else None
        return ReplayStatus(
            hand_id=self.replay.hand_id,
            number=self.number,
            index=self.index,
            total=self.total,
            last=last,
            last_player=self._actors[-1] if self._actors else -1,
        )

    def final(self) -> S:
        return self.replay.final_state()


class HandReplayer(_Replayer[HandState, Event]):
    """A recorded hand and a position in it."""

    def __init__(self, replay: HandReplay, number: int = 1) -> None:
        super().__init__(replay, number)

    def view(self) -> PlayerView:
        """The player's view with the opponent's hand revealed and nothing to play."""
        seat = self.seat
        v = self.state.view(seat)
        opponent = tuple(cards_from_mask(self.state.hands[1 - seat]))
        return replace(v, opponent_hand=opponent, legal_actions=())


class RummyHandReplayer(_Replayer[RummyState, RummyEvent]):
    """A recorded 拉米纸牌 hand and a position in it (the API of :class:`HandReplayer`)."""

    def __init__(self, replay: RummyHandReplay, number: int = 1) -> None:
        super().__init__(replay, number)

    def view(self) -> RummyView:
        """The player's view with every hand shown and nothing to play."""
        v = self.state.view(self.seat)
        known = tuple(tuple(cards_from_mask(h)) for h in self.state.hands)
        return replace(v, known=known, legal_actions=())
