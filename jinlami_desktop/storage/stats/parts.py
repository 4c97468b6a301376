"""Each game's part (:class:`~.game.GameStats`), as the caller hands them to storage.

Storage knows no game: the app (and a test, a tool) passes the games' parts in when it
opens the stores (``Storage.open(..., parts=...)``, ``StatsStore(..., parts=...)``,
``SaveStore(..., parts=...)``); the app's game registry builds them
(:func:`jinlami_desktop.games.registry.stats_parts`).  A part is found by the game's id
(the ids of ``engine.games``), or by the game a match or a hand belongs to.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games import game_of

from .game import GameStats

__all__ = ["Parts", "part", "part_of"]

#: Each game's part by game id.
Parts = Mapping[str, GameStats[Any, Any]]


def part(game_id: str, parts: Parts) -> GameStats[Any, Any] | None:
    """The part of the game with this id, ``None`` for an unknown id."""
    return parts.get(game_id)


def part_of(obj: object, parts: Parts) -> GameStats[Any, Any]:
    """The part of the game a match or a hand belongs to (``RulesError`` for neither)."""
    return parts[game_of(obj).id]
