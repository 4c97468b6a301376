"""Where storage finds each game's part (:class:`~.game.GameStats`).

The parts come from the app's game registry
(:func:`jinlami_desktop.games.registry.stats_parts`), imported on first use: the
games' parts import this package.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from engine.games import game_of

from .game import GameStats

__all__ = ["Parts", "default_parts", "multi_seat", "part", "part_of"]

#: Each game's part by game id.
Parts = Mapping[str, GameStats[Any, Any]]


@cache
def default_parts() -> Parts:
    """The parts of the games the app plays, by id (the ids of ``engine.games``)."""
    from ...games.registry import stats_parts

    return stats_parts()


def part(game_id: str, parts: Parts | None = None) -> GameStats[Any, Any] | None:
    """The part of the game with this id, ``None`` for an unknown id."""
    return (default_parts() if parts is None else parts).get(game_id)


def part_of(obj: object, parts: Parts | None = None) -> GameStats[Any, Any]:
    """The part of the game a match or a hand belongs to (``RulesError`` for neither)."""
    return (default_parts() if parts is None else parts)[game_of(obj).id]


def multi_seat(game_id: str) -> bool:
    """Does the game with this id seat 2–4 and keep every seat's score?"""
    found = part(game_id)
    return found is not None and found.multi_seat
