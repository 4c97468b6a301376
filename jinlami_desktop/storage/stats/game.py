"""What each game supplies to storage: :class:`GameStats`, its game-specific part.

The store, the session and the save list hold matches and hands of any game; whatever
differs between games (how a match is described in a row, how a finished hand is
scored from the player's seat, which figures the overview has, how a save's header
reads) is asked of the game's part, picked with ``engine.games.game_of(match).id``
(see :mod:`.parts`).  The parts live with their games:
``jinlami_desktop/games/<id>/stats.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from engine import serialize

from .figures import Summary
from .rows import HandEntry

if TYPE_CHECKING:
    from engine.protocol import GameRules

    from ..save_meta import SaveFacts
    from .queries import Queries
    from .replay import RecordedHand

__all__ = [
    "GameFigures",
    "GameStats",
    "HandOutcome",
    "MatchDescription",
    "Recordable",
]

#: What the statistics record: a match or a single hand of any game (what the engine
#: saves, :data:`engine.serialize.Game`).
Recordable = serialize.Game

_Game = TypeVar("_Game", contravariant=True)
_Hand = TypeVar("_Hand", contravariant=True)


@dataclass(frozen=True, slots=True)
class MatchDescription:
    """How a match (or a single hand) of a game is described in its ``matches`` row."""

    rules: GameRules
    mode: str  # a match's mode (its game's: "fixed", "team", "target" …) or "hand"
    config: Mapping[str, Any]
    seed: int | None
    players: int = 2


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """A finished hand's own fields from the player's seat (the rest of a
    :class:`~.rows.HandEntry` is the same for every game)."""

    kind: str
    result: str  # "won" | "lost" | "drawn"
    winner: int | None = None
    knocker: int | None = None
    points_for: int = 0
    points_against: int = 0
    deadwood: int | None = None
    knocker_deadwood: int | None = None
    undercut_tier: str | None = None
    players: int = 2
    points: tuple[int, ...] = ()  # every seat's points (a multi-seat game)
    how: str = ""


@dataclass(frozen=True, slots=True)
class GameFigures:
    """The overview figures of one game beyond those every game has: ``own`` the
    game's own (its part's type, read by its statistics view; ``None`` for a game
    without any), ``by_players`` a multi-seat game's summary by number of players."""

    own: object = None
    by_players: Mapping[int, Summary] = field(default_factory=dict)


class GameStats(Protocol[_Game, _Hand]):
    """A game's part of storage.  ``_Game`` is what the game records (its matches and
    single hands), ``_Hand`` its hand state."""

    @property
    def id(self) -> str:
        """The game's id, as in ``engine.games`` and the rows' ``game`` column."""
        ...

    @property
    def multi_seat(self) -> bool:
        """Tables of 2–4 seats: every seat's score is kept (``scores_json``,
        ``points_json``) and the figures are by number of players."""
        ...

    @property
    def replay(self) -> type[RecordedHand[Any, Any]]:
        """The game's replay of a recorded hand (:meth:`StatsStore.recorded_hand`)."""
        ...

    def describe(self, game: _Game) -> MatchDescription:
        """Rules, mode, config, seed and seats of a match's row."""
        ...

    def hand_outcome(self, state: _Hand, seat: int) -> HandOutcome:
        """A finished hand's kind, result and points from ``seat``; ``hand_not_over``
        (a :class:`~jinlami_desktop.storage.errors.StorageError`) before its end."""
        ...

    def missing_hands(
        self, game: _Game, seat: int, have: Set[int], duration: float
    ) -> list[HandEntry]:
        """The finished hands of ``game`` whose numbers are not in ``have``, in order."""
        ...

    def scores(self, game: _Game) -> tuple[int, ...]:
        """Every seat's (or team's) score now: a match's totals, a single hand's points."""
        ...

    def seat_scores(self, game: _Game) -> Sequence[int] | None:
        """Every seat's final score to keep when the match closes (``None``: not kept)."""
        ...

    def hands_played(self, game: _Game) -> int:
        """Finished hands of the player's (a single hand: 1 once it is over)."""
        ...

    def hand_just_ended(self, game: _Game) -> bool:
        """Is the hand being played over (so it is recorded now)?"""
        ...

    def figures(self, queries: Queries, practice: bool | None) -> GameFigures:
        """The overview figures of this game only (``own``: its own type, which its
        statistics view reads)."""
        ...

    def save_facts(
        self, kind: str, match: Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> SaveFacts:
        """What a save's header says of this game: the mode when the meta lacks it, the
        seats, the target and the rules name when the rules have none."""
        ...
