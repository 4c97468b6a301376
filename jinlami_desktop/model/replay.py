"""Stepping through a recorded hand on the table (statistics → hand history → Replay):
what both games' replayers share.

Why a separate object: a replay must never touch the running match, the autosave or the
statistics.  A :class:`Replayer` owns its own engine state, rebuilt from the recorded
deal (``new_state``) and moved forward or back by re-applying the recorded actions.  It
is the player's own history, so every hand is shown face up; the views a game's replayer
hands out (its ``view``) have no legal actions, so the table cannot play.

Each game's replayer lives in its folder (``games/<id>/replay.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

from engine.actions import Action
from engine.protocol import GameState

__all__ = ["ReplayStatus", "Replayable", "Replayer"]

S = TypeVar("S", bound=GameState[Any])  # the engine state a replay steps
S_co = TypeVar("S_co", bound=GameState[Any], covariant=True)
E = TypeVar("E")  # what one step of it returns: the game's event type


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


class Replayable(Protocol[S_co]):
    """What a replayer steps through: a recorded hand of a game (each game's recorded
    hand in the statistics store)."""

    @property
    def hand_id(self) -> int: ...
    @property
    def seat(self) -> int: ...
    @property
    def actions(self) -> tuple[Action, ...]: ...
    def new_state(self) -> S_co: ...
    def final_state(self) -> S_co: ...


class Replayer(Generic[S, E]):
    """A recorded hand of a game and a position in it; a game's subclass adds ``view``."""

    replay: Replayable[S]

    def __init__(self, replay: Replayable[S], number: int = 1) -> None:
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
