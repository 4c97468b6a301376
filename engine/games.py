"""The registry of the games the engine plays, declared once.

Each entry names a game by the id its saves and statistics carry (``"jinlami"``,
``"rummy"``) and the engine types that belong to it, so code that holds a state or a
match asks :func:`game_of` instead of testing types or comparing names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .errors import RulesError
from .jinlami.match import Match, TeamMatch
from .jinlami.state import HandState
from .rummy.match import RummyMatch
from .rummy.state import RummyState

__all__ = ["GAMES", "GAME_IDS", "EngineGame", "game", "game_of"]


@dataclass(frozen=True, slots=True)
class EngineGame:
    """One game of the engine: its id and the types of its hands and matches."""

    id: str
    state_type: type
    match_types: tuple[type, ...]

    def owns(self, obj: object) -> bool:
        """True when ``obj`` is a hand state or a match of this game."""
        return isinstance(obj, (self.state_type, *self.match_types))


GAMES: Final[dict[str, EngineGame]] = {
    "jinlami": EngineGame("jinlami", HandState, (Match, TeamMatch)),
    "rummy": EngineGame("rummy", RummyState, (RummyMatch,)),
}

#: The ids in their order of presentation (金拉米 first).
GAME_IDS: Final[tuple[str, ...]] = tuple(GAMES)


def game(game_id: str) -> EngineGame:
    """The game with this id; an unknown id is a :class:`RulesError` (code ``unknown_game``)."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise RulesError(
            f"unknown game {str(game_id)[:80]!r}", code="unknown_game", game=str(game_id)[:80]
        ) from None


def game_of(obj: object) -> EngineGame:
    """The game a hand state or a match belongs to."""
    for entry in GAMES.values():
        if entry.owns(obj):
            return entry
    raise RulesError(
        f"{type(obj).__name__} is not a state or a match of any game",
        code="unknown_game",
        game=type(obj).__name__,
    )
