"""Rule options and presets of 金拉米 (docs/RULES.md A1) and International Gin
(docs/RULES.md Part C).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Final, Literal

from ..errors import RulesError, shown, writable

__all__ = [
    "DEALS",
    "GAME_ID",
    "MAX_HAND_MOVES",
    "PRESETS",
    "SCORINGS",
    "TURN_LIMIT",
    "Rules",
    "RulesError",
]

#: The id 金拉米's saves and statistics carry (the registry's key, :mod:`engine.games`).
GAME_ID: Final = "jinlami"

#: The turns (discards, the knock included) after which a hand without a knock is a
#: draw (docs/RULES.md A6): taking the discard never shortens the stock, so only this
#: ends a hand in which both players keep taking it.
TURN_LIMIT: Final = 120
#: The most moves of a hand: two passes on the up-card, a draw and a discard (or the
#: knock) each turn, then the declaration, at most ten lay-offs and ``done``.  The save
#: limits (:mod:`engine.save_codec`) are sized from it.
MAX_HAND_MOVES: Final = 2 + 2 * TURN_LIMIT + 1 + 10 + 1

Deal = Literal["dealer11", "upcard_dealer_first", "upcard_nondealer_first"]
Scoring = Literal["jinlami", "international"]

DEALS: Final = ("dealer11", "upcard_dealer_first", "upcard_nondealer_first")
SCORINGS: Final = ("jinlami", "international")


@dataclass(frozen=True, slots=True)
class Rules:
    """The options a hand of 金拉米 is played under.  Immutable; use :meth:`with_options`."""

    name: str = "classic"
    deal: Deal = "dealer11"
    knock_limit: int = 10
    scoring: Scoring = "jinlami"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or len(self.name) > 40 or not writable(self.name):
            raise RulesError(f"a rules name is a short text, got {shown(self.name)}")
        if not isinstance(self.deal, str) or self.deal not in DEALS:
            raise RulesError(f"unknown deal {shown(self.deal)}; expected one of {', '.join(DEALS)}")
        if not isinstance(self.scoring, str) or self.scoring not in SCORINGS:
            raise RulesError(f"unknown scoring {shown(self.scoring)}; expected one of {SCORINGS}")
        if type(self.knock_limit) is not int or not 0 <= self.knock_limit <= 10:
            limit = shown(self.knock_limit)
            raise RulesError(f"knock limit must be a whole number 0..10, got {limit}")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of ``classic`` (default), ``jj``, ``gin1909``, ``international``."""
        try:
            return PRESETS[name.strip().lower()]
        except (KeyError, AttributeError):
            raise RulesError(
                f"unknown rules preset {shown(name)}; expected one of {', '.join(PRESETS)}",
                code="unknown_preset",
            ) from None

    def with_options(self, **changes: Any) -> Rules:
        """A copy with some options changed; the name becomes ``custom`` unless given."""
        changes.setdefault("name", "custom")
        unknown = set(changes) - {"name", "deal", "knock_limit", "scoring"}
        if unknown:
            raise RulesError(f"unknown rule options: {shown(sorted(unknown))}")
        return replace(self, **changes)

    @property
    def players(self) -> int:
        """金拉米 is for two players (the protocol's number of seats)."""
        return 2

    @property
    def stock_floor(self) -> int:
        """Stock size at which a discard without knocking ends the hand as a draw (A6, C)."""
        return 2 if self.scoring == "international" else 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        unknown = set(data) - {"name", "deal", "knock_limit", "scoring"}
        if unknown:
            raise RulesError(f"unknown rule options: {shown(sorted(map(str, unknown)))}")
        return cls(**data)


PRESETS: Final[dict[str, Rules]] = {
    "classic": Rules("classic", "dealer11", 10, "jinlami"),
    "jj": Rules("jj", "upcard_dealer_first", 5, "jinlami"),
    "gin1909": Rules("gin1909", "upcard_nondealer_first", 10, "jinlami"),
    "international": Rules("international", "upcard_nondealer_first", 10, "international"),
}
