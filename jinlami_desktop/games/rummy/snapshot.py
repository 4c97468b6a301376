"""What the Rummy controller broadcasts: its setup, snapshots and hand summaries.

The contract between :mod:`.controller` (engine side) and :mod:`.scene` (pixels): the
scene never sees a :class:`~engine.rummy.state.RummyState`, only the human seat's
:class:`~engine.rummy.view.RummyView` inside a :class:`RummySnapshot`, so nothing hidden
can be drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.cards import Card
from engine.rummy.state import RummyEvent, RummyResult
from engine.rummy.view import RummyView

from ...model.fairness import DealWords

__all__ = [
    "RummyHandSummary",
    "RummySetup",
    "RummySnapshot",
]


@dataclass(frozen=True)
class RummySetup:
    """What the new-match dialog chooses for 拉米纸牌: seats and the target score.

    ``opponents`` are the bot levels of seats 1 … players-1 (the human is seat 0), so
    ``players == len(opponents) + 1``.
    """

    #: The registry id of the game this setup starts (not a field: never compared).
    game_id: ClassVar[str] = "rummy"

    opponents: tuple[str, ...] = ("medium",)
    target: int = 100
    seed: int | None = None
    #: the player's words the new match is dealt from (docs/RULES.md D3); None: none
    deal_words: DealWords | None = None

    @property
    def players(self) -> int:
        return len(self.opponents) + 1


@dataclass(frozen=True)
class RummySnapshot:
    """Everything the Rummy table and its score panel draw, as of now.

    ``view`` is the human seat's view (``view.player == human_seat``); ``events`` are
    the events since the last snapshot, already redacted for that seat (what moved, for
    animations); ``redraw`` asks the table to rebuild without animation (a new hand,
    a loaded game).
    """

    view: RummyView | None
    events: tuple[RummyEvent, ...]
    names: tuple[str, ...]  # per seat: "" for the human, else the bot level
    scores: tuple[int, ...]  # match totals per seat
    target: int
    hand_number: int
    match_over: bool
    human_seat: int
    thinking: int | None  # the seat whose bot is deciding now, if any
    instant: bool = False  # no animations (tests, --smoke)
    redraw: bool = False
    setup: RummySetup = field(default_factory=RummySetup)


@dataclass(frozen=True)
class RummyHandSummary:
    """A finished hand, for the end-of-hand dialog: the result (who went out, how, 一把出完,
    points left per seat), every hand shown, and the match totals after it."""

    number: int
    result: RummyResult
    hands_shown: tuple[tuple[Card, ...], ...]
    names: tuple[str, ...]
    scores: tuple[int, ...]
    match_over: bool
    match_winner: int | None
