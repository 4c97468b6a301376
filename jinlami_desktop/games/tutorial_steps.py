"""What a tutorial lesson is made of, without Qt: :class:`Step`, :class:`Lesson`, the
:class:`Progress` a step is checked against, and :class:`ScriptedBot`.

Why a script: a tutorial hand must always go the same way, so every card is placed
(each engine state's ``setup``), the bots play moves written down in
advance, and each step names the moves it takes (:attr:`Step.allows`) — any other
move is refused with the step's instruction — and when it is done
(:attr:`Step.done`, checked on every snapshot the controller sends).  Each game writes
its lesson in ``games/<id>/tutorial.py``; the registry finds it
(``GameEntry.lesson()``).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.cards import parse_cards

from ..words.texts import cards_text

__all__ = [
    "Lesson",
    "Progress",
    "ScriptedBot",
    "Step",
    "draws_discard",
    "draws_stock",
    "never",
    "no_move",
]


def no_move(action: Action) -> bool:
    """A step that takes no move on the table (read, then Next)."""
    return False


def draws_stock(action: Action) -> bool:
    """A step that takes a draw from the stock (every game's lesson has one)."""
    return action == Action.draw_stock()


def draws_discard(action: Action) -> bool:
    """A step that takes the discard pile's top card."""
    return action == Action.draw_discard()


def never(progress: Progress) -> bool:
    """A step only the Next button ends (a ``read`` step)."""
    return False


@dataclass
class Progress:
    """What a step is checked against: the game's UI (its table and panel), the last
    snapshot the controller sent and the seat-0 events since the step began."""

    ui: Any
    snapshot: Any = None
    events: list[Any] = field(default_factory=list)

    @property
    def view(self) -> Any:
        """The player's view of the position (``None`` before the deal)."""
        return None if self.snapshot is None else self.snapshot.view

    def did(self, kind: str, card: str | None = None, player: int = 0) -> bool:
        """Whether ``player`` made a move of ``kind`` (with ``card``, in card notation)
        since the step began."""
        for e in self.events:
            if e.kind != kind or e.player != player:
                continue
            if card is None or str(e.card) == card or card in {str(c) for c in _cards(e)}:
                return True
        return False


def _cards(event: Any) -> Sequence[Any]:
    cards = getattr(event, "cards", ())
    return tuple(cards or ())


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``title`` and ``text`` are the instruction (translated when called); ``allows``
    says which of the player's moves the step takes (others are refused with the
    instruction); ``done`` is checked after every snapshot (and when the hand's order
    changes); ``deal`` places a new position as the step begins, with the bots'
    scripted moves ``bots`` (seat → moves in action notation, ``"draw stock"`` …);
    ``arrange`` orders the dealt hand (``suit`` …, :meth:`GameUi.arrange`); ``read``
    steps take no move: the player reads and clicks Next (enabled once ``done``)."""

    title: Callable[[], str]
    text: Callable[[], str]
    done: Callable[[Progress], bool] = never
    allows: Callable[[Action], bool] = no_move
    deal: Callable[[], Any] | None = None
    bots: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    arrange: str | None = None
    read: bool = False


@dataclass(frozen=True)
class Lesson:
    """A game's tutorial: its steps, in order (the first one deals)."""

    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        if not self.steps or self.steps[0].deal is None:
            raise ValueError("a lesson's first step deals its position")


class ScriptedBot:
    """A bot that plays the moves written down for it, in order; a move that is not
    legal when asked (or none left) is replaced by the first legal move, so the table
    never stops.  Asked on a worker thread, one question at a time."""

    def __init__(self, moves: Sequence[str]) -> None:
        self._moves = [Action.parse(m) for m in moves]
        self._lock = threading.Lock()

    def choose(self, view: Any, rng: random.Random) -> Action:
        legal = list(view.legal_actions)
        with self._lock:
            while self._moves:
                action = self._moves.pop(0)
                if action in legal:
                    return action
        first: Action = legal[0]
        return first


def symbols(text: str) -> str:
    """Cards written as text ("3C 4C 5C") as their symbols, for a lesson's sentences."""
    return cards_text(parse_cards(text))
