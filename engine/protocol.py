"""The game protocol: what every game of the engine offers, typed once.

Every game implements it — its state, its view and its bots — so code that drives a
game (the app's controllers, the arena, the conformance tests in
``tests/test_conformance.py``) can be written once, and the shared engine modules are
typed on these protocols, never on a game's own types.
The registry :mod:`engine.games` hands out states, rules and bots of either game
behind these types.

* :class:`GameState` — one hand as a checked state machine: ``legal_actions()``,
  ``apply(action)`` (an illegal action raises
  :class:`~engine.errors.IllegalActionError` with a ``code`` and changes nothing),
  ``view(seat)``, ``to_act``, ``is_over``, ``result``, ``copy()``, ``seats`` and its
  save (``dumps``; :func:`engine.serialize.loads` reads it back).
* :class:`GameView` — what one seat may know, frozen and comparable: equal knowledge,
  equal views.  ``determinize(rng)`` samples a full state consistent with it.
* :class:`Bot` — ``choose(view, rng)`` answers one legal action; it never sees the
  state, so it cannot peek.
* :class:`GameMatch` — a sequence of hands (:class:`~engine.hand_sequence.HandSequence`).

The protocols are generic in the view type where that keeps mypy precise (a game's
state is a ``GameState`` of its own view, and its bots are ``Bot`` of that view); ``Any``
fits code that holds any game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from .actions import Action
    from .cards import Card

__all__ = [
    "Bot",
    "GameEvent",
    "GameMatch",
    "GameRules",
    "GameState",
    "GameView",
]

V_co = TypeVar("V_co", bound="GameView", covariant=True)
V_contra = TypeVar("V_contra", bound="GameView", contravariant=True)
S_co = TypeVar("S_co", bound="GameState[Any]", covariant=True)


@runtime_checkable
class GameRules(Protocol):
    """The options a hand is played under: immutable, saved as a plain dict."""

    @property
    def name(self) -> str: ...

    @property
    def players(self) -> int:
        """Seats at the table."""
        ...

    def to_dict(self) -> dict[str, Any]: ...


@runtime_checkable
class GameEvent(Protocol):
    """Something that happened, as one seat may see it (``for_viewer`` redacts)."""

    @property
    def kind(self) -> str: ...

    @property
    def player(self) -> int: ...

    @property
    def card(self) -> Card | None: ...

    def for_viewer(self, viewer: int) -> GameEvent: ...


@runtime_checkable
class GameView(Protocol):
    """What one seat knows of a hand, frozen and comparable (equal knowledge, equal views).

    ``legal_actions`` is empty unless this seat is to act, so a bot needs nothing else.
    """

    @property
    def player(self) -> int:
        """The seat this view belongs to."""
        ...

    @property
    def seats(self) -> int: ...

    @property
    def rules(self) -> GameRules: ...

    @property
    def phase(self) -> Enum: ...

    @property
    def to_act(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def turn(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def card_counts(self) -> tuple[int, ...]:
        """Every seat's number of cards in hand."""
        ...

    @property
    def stock_count(self) -> int: ...

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The pile, bottom to top: every card in it was seen face up."""
        ...

    @property
    def discard_top(self) -> Card | None: ...

    @property
    def events(self) -> Sequence[GameEvent]:
        """The hand so far, redacted for this seat."""
        ...

    @property
    def legal_actions(self) -> tuple[Action, ...]: ...

    @property
    def my_turn(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> object | None:
        """How the hand ended (the game's own result type), ``None`` while playing."""
        ...

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place (other hands' unknown cards, the unknown stock)."""
        ...

    def determinize(self, rng: random.Random) -> GameState[Any]:
        """A full state consistent with this view, the hidden cards dealt from ``rng``."""
        ...


@runtime_checkable
class GameState(Protocol[V_co]):
    """One hand in progress, a mutable state machine replayable from (rules, seed, dealer,
    actions).

    ``apply`` plays the action of the seat ``to_act`` and returns the events; an illegal
    action raises :class:`~engine.errors.IllegalActionError` (a stable ``code``) and
    leaves the state exactly as it was.
    """

    @property
    def rules(self) -> GameRules: ...

    @property
    def seed(self) -> int: ...

    @property
    def seeded(self) -> bool:
        """True when the deal is the seed's shuffle (only such a hand can be saved)."""
        ...

    @property
    def dealer(self) -> int: ...

    @property
    def seats(self) -> int:
        """Seats at the table, numbered ``0 .. seats - 1``."""
        ...

    @property
    def phase(self) -> Enum: ...

    @property
    def to_act(self) -> int:
        """The seat whose move it is."""
        ...

    @property
    def turn(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> object | None:
        """How the hand ended (the game's own result type); ``None`` while playing and,
        in a game with drawn hands, after one."""
        ...

    @property
    def winner(self) -> int | None: ...

    @property
    def actions(self) -> Sequence[Action]:
        """Every action applied so far (what a save stores)."""
        ...

    @property
    def stock_count(self) -> int: ...

    @property
    def discard_top(self) -> Card | None: ...

    def hand(self, player: int) -> list[Card]: ...

    def points(self) -> tuple[int, ...]:
        """Points each seat won in this hand (all 0 while playing)."""
        ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> Sequence[GameEvent]: ...

    def view(self, player: int) -> V_co: ...

    def copy(self) -> Self: ...

    def card_places(self) -> list[tuple[str, int]]:
        """Every place a card can be, as ``(place, card mask)``: each card of the deck is
        in exactly one of them (a conservation check)."""
        ...

    def dumps(self, meta: dict[str, Any] | None = None) -> str:
        """The hand as a save (:func:`engine.serialize.dumps`)."""
        ...


@runtime_checkable
class Bot(Protocol[V_contra]):
    """A player: one legal action for a view, drawing any chance from ``rng``."""

    def choose(self, view: V_contra, rng: random.Random) -> Action: ...


@runtime_checkable
class GameMatch(Protocol[S_co]):
    """A match: seeded hands one after another (:class:`~engine.hand_sequence.HandSequence`)."""

    @property
    def rules(self) -> GameRules: ...

    @property
    def seed(self) -> int: ...

    @property
    def state(self) -> S_co | None:
        """The hand in play, or the last one played (``None`` before the first)."""
        ...

    @property
    def scores(self) -> list[int]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def hands_played(self) -> int: ...

    @property
    def hand_number(self) -> int: ...

    def start_hand(self) -> S_co: ...

    def apply(self, action: Action) -> Sequence[GameEvent]: ...

    def legal_actions(self) -> list[Action]: ...

    def replay(self, hands: Sequence[Sequence[Action]]) -> None: ...

    def hand_actions(self) -> list[list[Action]]: ...
