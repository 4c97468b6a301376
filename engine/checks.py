"""Argument checks for the engine's public entry points.

Why one module: every public function and method refuses what it cannot use with the
engine's coded errors (never a ``TypeError`` or an ``IndexError`` from deep inside, never
a search that runs for ever), and quotes at most ~80 characters of the bad value
(:func:`engine.errors.shown`).  The checks run once at the entry point, never inside the
engine's loops: bots call the internals, which trust their arguments.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final, TypeVar

from .cards import Card
from .errors import CardError, EngineError, IllegalActionError, RulesError, shown

__all__ = [
    "SEED_LIMIT",
    "check_card",
    "check_int",
    "check_rng",
    "check_rules",
    "check_seat",
    "check_seed",
    "check_sequence",
]

#: Seeds are whole numbers of magnitude below this (``getrandbits(63)``, or ``--seed``).
SEED_LIMIT: Final = 2**64

_T = TypeVar("_T")


def check_int(
    value: object,
    what: str,
    low: int,
    high: int,
    code: str = "illegal_action",
    error: type[EngineError] = IllegalActionError,
) -> int:
    """``value`` if it is a whole number (not a bool) in ``low..high``; a coded error
    naming ``what`` otherwise."""
    if type(value) is not int or not low <= value <= high:
        raise error(f"{what} must be a whole number {low}..{high}, got {shown(value)}", code=code)
    return value


def check_card(value: object) -> Card:
    """``value`` if it is a :class:`~engine.cards.Card` (code ``bad_card``)."""
    if type(value) is not Card:
        raise CardError(f"not a card: {shown(value)}", shown(value))
    return value


def check_seat(value: object, seats: int, what: str = "player") -> int:
    """``value`` if it is a seat ``0 .. seats - 1`` (code ``bad_seat``)."""
    if type(value) is not int or not 0 <= value < seats:
        raise IllegalActionError(
            f"{what} must be a seat 0..{seats - 1}, got {shown(value)}", code="bad_seat"
        )
    return value


def check_seed(value: object, what: str = "the seed") -> int:
    """``value`` if it is a whole number of magnitude below :data:`SEED_LIMIT` (a text,
    a float or a 100-digit number would deal a hand no save can name; code ``bad_seed``)."""
    if type(value) is not int or not -SEED_LIMIT < value < SEED_LIMIT:
        raise RulesError(
            f"{what} must be a whole number below 2**64, got {shown(value)}", code="bad_seed"
        )
    return value


def check_rng(value: object) -> random.Random:
    """``value`` if it is a ``random.Random`` (code ``bad_seed``: the source of a seed)."""
    if not isinstance(value, random.Random):
        raise RulesError(
            f"a seed or a random.Random is needed, got {shown(value)}: the engine never guesses",
            code="bad_seed",
        )
    return value


def check_rules(value: object, kind: type[_T]) -> _T:
    """``value`` if it is rules of type ``kind`` (code ``bad_rules``)."""
    if not isinstance(value, kind):
        raise RulesError(f"rules must be {kind.__name__}, got {shown(value)}")
    return value


def check_sequence(value: object, what: str, most: int, code: str = "bad_card") -> Sequence[Any]:
    """``value`` if it is a list or tuple of at most ``most`` entries (not a text, not a
    mapping, not an iterator that could run for ever)."""
    if (
        isinstance(value, str | bytes | Mapping)
        or not isinstance(value, Sequence)
        or len(value) > most
    ):
        raise CardError(f"{what} must be a list of at most {most}, got {shown(value)}", code=code)
    return value
