"""The table a hand of 拉米纸牌 is played at (docs/RULES.md Part B): 2–4 players, and
the turn limit after which a hand is a stalemate."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from ..errors import RulesError, shown

__all__ = ["GAME_ID", "MOVE_LIMIT", "PLAYERS", "TURN_LIMIT", "RummyRules"]

#: The id 拉米纸牌's saves and statistics carry (the registry's key, :mod:`engine.games`).
GAME_ID: Final = "rummy"
PLAYERS: Final = (2, 3, 4)
TURN_LIMIT: Final = 120
#: The moves after which a hand is a stalemate (docs/RULES.md Part B): 120 turns of a
#: draw, a discard and every card melded or laid off once are fewer than 300 moves, so
#: only melds and lay-offs taken back and made again, over and over, reach it.
MOVE_LIMIT: Final = 500


@dataclass(frozen=True, slots=True)
class RummyRules:
    """The table a hand of 拉米纸牌 is played at: 2–4 players (Part B fixes the rest).

    ``turn_limit`` is the 120 table turns after which a hand is a stalemate; it is an
    option only so that tests and puzzles can shorten it.
    """

    players: int = 2
    turn_limit: int = TURN_LIMIT

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in PLAYERS:
            raise RulesError(f"rummy is for 2 to 4 players, got {shown(self.players)}")
        if type(self.turn_limit) is not int or not 1 <= self.turn_limit <= TURN_LIMIT:
            raise RulesError(
                f"turn limit must be a whole number 1..{TURN_LIMIT}, got {shown(self.turn_limit)}"
            )

    @property
    def name(self) -> str:
        return "rummy"

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: 10 with two players, 7 with three or four."""
        return 10 if self.players == 2 else 7

    @property
    def stock_size(self) -> int:
        """The stock after the deal and the up-card: 31 / 30 / 23 cards."""
        return 52 - self.players * self.hand_size - 1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> RummyRules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        unknown = set(data) - {"players", "turn_limit"}
        if unknown:
            raise RulesError(f"unknown rule options: {shown(sorted(map(str, unknown)))}")
        return cls(**data)
