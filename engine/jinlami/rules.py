"""Rule options and presets of 金拉米 (docs/RULES.md A1), International Gin
(docs/RULES.md Part C) and its variants Oklahoma, Straight Gin and Big Gin (docs/RULES.md
Part E).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Final, Literal

from ..cards import Card
from ..errors import RulesError, shown, writable

__all__ = [
    "DEALS",
    "GAME_ID",
    "MAX_HAND_MOVES",
    "OPTIONS",
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
#: The on/off options (all off unless a preset turns them on; an older save lacks them).
_SWITCHES: Final = ("big_gin", "oklahoma", "oklahoma_ace_gin", "oklahoma_spade_double")
#: Every field of :class:`Rules`, as :meth:`Rules.with_options` and saves name them.
OPTIONS: Final = ("name", "deal", "knock_limit", "scoring", *_SWITCHES)


@dataclass(frozen=True, slots=True)
class Rules:
    """The options a hand of 金拉米 is played under.  Immutable; use :meth:`with_options`."""

    name: str = "classic"
    deal: Deal = "dealer11"
    knock_limit: int = 10
    scoring: Scoring = "jinlami"
    #: Big Gin (Part E): all 11 cards melded after a draw end the hand at once, for
    #: :data:`~engine.jinlami.scoring.BIG_GIN_BONUS`.  International scoring only.
    big_gin: bool = False
    #: Oklahoma (Part E): the hand's knock limit is the value of the up-card of the deal.
    oklahoma: bool = False
    #: Oklahoma: an ace up-card makes the hand gin only (knock limit 0 instead of 1).
    oklahoma_ace_gin: bool = False
    #: Oklahoma: a spade up-card doubles the hand's score.
    oklahoma_spade_double: bool = False

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
        for option in _SWITCHES:
            value = getattr(self, option)
            if type(value) is not bool:
                raise RulesError(
                    f"the option {option} is true or false, got {shown(value)}", code="bad_option"
                )
        if self.big_gin and self.scoring != "international":
            raise RulesError(
                "Big Gin is scored under international scoring only", code="big_gin_scoring"
            )
        if self.oklahoma and self.deal == "dealer11":
            raise RulesError(
                "Oklahoma takes its knock limit from the up-card: choose a deal with one",
                code="oklahoma_needs_upcard",
            )
        if (self.oklahoma_ace_gin or self.oklahoma_spade_double) and not self.oklahoma:
            raise RulesError(
                "oklahoma_ace_gin and oklahoma_spade_double are options of Oklahoma",
                code="needs_oklahoma",
            )

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of ``classic`` (default), ``jj``, ``gin1909``, ``international``,
        ``oklahoma``, ``straight``."""
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
        unknown = set(changes) - set(OPTIONS)
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

    def upcard_terms(self, up: Card | None) -> tuple[int, bool]:
        """(knock limit, doubled) of a hand whose deal turned ``up`` face up (``None``:
        no up-card): Oklahoma's limit is the up-card's value (A = 1, or 0 with
        ``oklahoma_ace_gin``; J Q K = 10), never above :attr:`knock_limit`, and a spade
        doubles the hand with ``oklahoma_spade_double`` (docs/RULES.md Part E)."""
        if not self.oklahoma or up is None:
            return self.knock_limit, False
        value = 0 if up.rank == 0 and self.oklahoma_ace_gin else up.value
        return min(self.knock_limit, value), self.oklahoma_spade_double and up.suit == 0

    def to_dict(self) -> dict[str, Any]:
        """The rules as a save stores them: an on/off option only when it is on, so the
        rules of the older presets keep the shape older versions wrote and read."""
        data = asdict(self)
        for option in _SWITCHES:
            if not data[option]:
                del data[option]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rules from :meth:`to_dict`'s object; an option it lacks (a save written before
        the option existed) takes its default, which is how such a hand was played."""
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        unknown = set(data) - set(OPTIONS)
        if unknown:
            raise RulesError(f"unknown rule options: {shown(sorted(map(str, unknown)))}")
        return cls(**data)


PRESETS: Final[dict[str, Rules]] = {
    "classic": Rules("classic", "dealer11", 10, "jinlami"),
    "jj": Rules("jj", "upcard_dealer_first", 5, "jinlami"),
    "gin1909": Rules("gin1909", "upcard_nondealer_first", 10, "jinlami"),
    "international": Rules(
        "international", "upcard_nondealer_first", 10, "international", big_gin=True
    ),
    "oklahoma": Rules(
        "oklahoma",
        "upcard_nondealer_first",
        10,
        "international",
        big_gin=True,
        oklahoma=True,
        oklahoma_ace_gin=True,
        oklahoma_spade_double=True,
    ),
    "straight": Rules("straight", "upcard_nondealer_first", 0, "international", big_gin=True),
}
