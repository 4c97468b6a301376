"""What every match is: a sequence of seeded hands played one after another.

Why one base: the matches of every game deal, play, record and replay their hands the
same way — one seed per hand drawn from the match's own ``random.Random(seed)``, a hand
started explicitly so that a UI can show the end of the previous one first, a finished
hand recorded at once, saves as one action list per hand.  Only dealing, recording and
when the match ends differ; subclasses supply those.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .actions import Action
from .errors import IllegalActionError, RulesError, shown
from .protocol import GameState

__all__ = ["HandSequence", "PlayedHand", "played_hands"]


E_co = TypeVar("E_co", covariant=True)


class _Hand(Protocol[E_co]):
    @property
    def is_over(self) -> bool: ...

    def apply(self, action: Action) -> Sequence[E_co]: ...

    @property
    def actions(self) -> Sequence[Action]: ...

    def legal_actions(self) -> list[Action]: ...


class _Record(Protocol):
    @property
    def actions(self) -> tuple[Action, ...]: ...

    @property
    def winner(self) -> int | None: ...


E = TypeVar("E")
H = TypeVar("H", bound=_Hand)  # type: ignore[type-arg]
R = TypeVar("R", bound=_Record)


class HandSequence(Generic[H, R, E]):
    """Hand bookkeeping shared by the matches.  Subclasses (dataclasses) provide the
    fields ``state``, ``records``, ``scores`` and ``_rng``, and :meth:`_deal`,
    :meth:`_record`, :attr:`next_dealer` and :attr:`is_over`."""

    state: H | None
    records: list[R]
    scores: list[int]
    _rng: random.Random

    # -- what a subclass supplies ---------------------------------------------------------
    def _deal(self, seed: int, dealer: int) -> H:
        raise NotImplementedError

    def _record(self, state: H) -> None:
        raise NotImplementedError

    @property
    def next_dealer(self) -> int:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    # -- progress -------------------------------------------------------------------------
    @property
    def hands_played(self) -> int:
        return len(self.records)

    @property
    def hand_number(self) -> int:
        """Number of the hand in play, or of the last finished one (0 before the first)."""
        return len(self.records) + (1 if self._in_play() else 0)

    def _in_play(self) -> bool:
        return self.state is not None and not self.state.is_over

    def _wins(self) -> list[int]:
        """Hands won per seat."""
        wins = [0] * len(self.scores)
        for r in self.records:
            if r.winner is not None:
                wins[r.winner] += 1
        return wins

    # -- playing --------------------------------------------------------------------------
    def start_hand(self) -> H:
        """Deal the next hand (its seed comes from the match's random source)."""
        if self._in_play():
            raise IllegalActionError("a hand is still in play", code="hand_in_play")
        if self.is_over:
            raise IllegalActionError("the match is over", code="match_over")
        self.state = self._deal(self._rng.getrandbits(63), self.next_dealer)
        return self.state

    def apply(self, action: Action) -> list[E]:
        """Play an action in the current hand; a finished hand is recorded at once."""
        state = self.state
        if state is None or state.is_over:
            raise IllegalActionError("no hand is in play: deal the next hand", code="no_hand")
        events: list[E] = list(state.apply(action))
        if state.is_over:
            self._record(state)
        return events

    def legal_actions(self) -> list[Action]:
        return [] if self.state is None else self.state.legal_actions()

    def replay(self, hands: Sequence[Sequence[Action]]) -> None:
        """Play recorded hands (each a list of actions) from the current position."""
        if isinstance(hands, str | bytes) or not isinstance(hands, Sequence):
            raise IllegalActionError(
                f"recorded hands are lists of actions, got {shown(hands)}", code="illegal_action"
            )
        for actions in hands:
            if isinstance(actions, str | bytes) or not isinstance(actions, Sequence):
                raise IllegalActionError(
                    f"a recorded hand is a list of actions, got {shown(actions)}",
                    code="illegal_action",
                )
            self.start_hand()
            for a in actions:
                self.apply(a)

    def hand_actions(self) -> list[list[Action]]:
        """Every started hand's actions, the hand in play last (what a save stores)."""
        out = [list(r.actions) for r in self.records]
        if self.state is not None and not self.state.is_over:
            out.append(list(self.state.actions))
        return out


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One started hand of a saved game: its number (1-based, counted across a team
    match's duels), seed, dealer and the actions played so far."""

    number: int
    seed: int
    dealer: int
    actions: tuple[Action, ...]


def played_hands(game: Any) -> list[PlayedHand]:
    """Every started hand of a match, a match of matches (a team match: duel after duel,
    each a ``(name, name, match)`` of its ``duels``) or a single hand state, in the order
    they were dealt: what the review replays and what a commitment's reveal lists
    (:mod:`engine.commitment`).  Anything else is a :class:`RulesError` (``unknown_game``)."""
    if isinstance(game, HandSequence) or hasattr(game, "duels"):
        matches = [m for _a, _b, m in getattr(game, "duels", ())] or [game]
    elif isinstance(game, GameState):
        hand: Any = game
        return [PlayedHand(1, hand.seed, hand.dealer, tuple(hand.actions))]
    else:
        raise RulesError(
            f"{type(game).__name__} is not a state or a match of any game",
            code="unknown_game",
            game=type(game).__name__,
        )
    out: list[PlayedHand] = []
    for m in matches:
        for r in m.records:
            out.append(PlayedHand(len(out) + 1, r.seed, r.dealer, tuple(r.actions)))
        state = m.state
        if state is not None and not state.is_over:
            out.append(PlayedHand(len(out) + 1, state.seed, state.dealer, tuple(state.actions)))
    return out
