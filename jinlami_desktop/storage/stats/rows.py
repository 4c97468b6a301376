"""The rows the statistics store takes and gives: plain frozen dataclasses.

A :class:`HandEntry` is a finished hand to record; :class:`MatchRow` and :class:`HandRow`
are rows read back.  Timestamps are stored as UTC ISO 8601 text (:func:`to_text`) and
returned as aware datetimes (:func:`from_text`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, Literal, Protocol, TypeVar

from engine.actions import Action
from engine.games import GAMES

if TYPE_CHECKING:
    from engine.protocol import GameRules, GameState

    from .game import HandOutcome

__all__ = [
    "DECIDED",
    "HAND_RESULTS",
    "MATCH_RESULTS",
    "HandEntry",
    "HandRecord",
    "HandRow",
    "HandScoring",
    "MatchResult",
    "MatchRow",
    "from_text",
    "hand_row",
    "int_list",
    "match_row",
    "played_out",
    "to_text",
]

MATCH_RESULTS: Final = ("won", "lost", "drawn", "resigned", "abandoned")
HAND_RESULTS: Final = ("won", "lost", "drawn")
#: Match results that count as played (an abandoned match does not).
DECIDED: Final = ("won", "lost", "drawn", "resigned")
#: Match results of a match played to its end: only such a match can be reviewed whole
#: (a resigned or abandoned one lacks the hands it never played).
FINISHED: Final = ("won", "lost", "drawn")

MatchResult = Literal["won", "lost", "drawn", "resigned", "abandoned"]


def to_text(t: datetime) -> str:
    """UTC text that sorts in time order."""
    if t.tzinfo is None:
        t = t.astimezone()
    return t.astimezone(UTC).isoformat(timespec="seconds")


def from_text(text: str | None) -> datetime | None:
    """The aware datetime of a stored timestamp (``None`` for none)."""
    if not text:
        return None
    t = datetime.fromisoformat(text)
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


def int_list(text: str | None) -> list[int]:
    """A JSON list of whole numbers (``[]`` for anything else: old or odd rows)."""
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    if not isinstance(value, list):
        return []
    return [v for v in value if isinstance(v, int) and not isinstance(v, bool)]


_State = TypeVar("_State", bound="GameState[Any]")


def played_out(state: _State, actions: Iterable[Action]) -> _State:
    """``state`` after applying ``actions`` in order (a recorded hand to its end)."""
    for a in actions:
        state.apply(a)
    return state


class HandRecord(Protocol):
    """A match's record of one hand, of any game: its deal and its moves."""

    @property
    def number(self) -> int: ...

    @property
    def seed(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def actions(self) -> Sequence[Action]: ...


class HandScoring(Protocol):
    """What scores a finished hand from a seat: a game's part (:class:`~.game.GameStats`)."""

    def hand_outcome(self, state: Any, seat: int) -> HandOutcome: ...


# -- recording -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HandEntry:
    """One finished hand to record, from the player's seat.  Build it from the engine
    with :meth:`from_state` / :meth:`from_record` rather than by hand."""

    kind: str  # how the hand was settled, in its game's terms
    result: str  # "won" | "lost" | "drawn" for the player
    seat: int
    dealer: int
    seed: int
    actions: tuple[str, ...]
    winner: int | None = None
    knocker: int | None = None
    points_for: int = 0
    points_against: int = 0
    deadwood: int | None = None  # the player's deadwood at the end (after layoff)
    knocker_deadwood: int | None = None
    undercut_tier: str | None = None
    turns: int = 0
    duration: float = 0.0  # seconds from the deal to the end
    number: int | None = None  # None: the match's next number
    opponent_level: str | None = None  # None: the match's
    practice: bool = False
    played: datetime | None = None  # None: now
    players: int = 2  # seats at the table
    points: tuple[int, ...] = ()  # every seat's points of the hand (a multi-seat game)
    how: str = ""  # how a hand ended, in its game's words (a multi-seat game)

    @classmethod
    def of(
        cls,
        state: GameState[Any],
        outcome: HandOutcome,
        seat: int,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """The entry of a finished hand of any game: what every hand has, taken from
        ``state``, and the game's own fields (``outcome``, from the game's part)."""
        return cls(
            kind=outcome.kind,
            result=outcome.result,
            seat=seat,
            dealer=state.dealer,
            seed=state.seed,
            actions=tuple(str(a) for a in state.actions),
            winner=outcome.winner,
            knocker=outcome.knocker,
            points_for=outcome.points_for,
            points_against=outcome.points_against,
            deadwood=outcome.deadwood,
            knocker_deadwood=outcome.knocker_deadwood,
            undercut_tier=outcome.undercut_tier,
            turns=state.turn,
            duration=duration,
            number=number,
            opponent_level=opponent_level,
            practice=practice,
            played=played,
            players=outcome.players,
            points=outcome.points,
            how=outcome.how,
        )

    @classmethod
    def from_state(
        cls,
        state: GameState[Any],
        seat: int,
        scoring: HandScoring,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive every field from a finished hand (``scoring``, its game's part, says
        the kind, the result and the points)."""
        return cls.of(
            state,
            scoring.hand_outcome(state, seat),
            seat,
            duration=duration,
            number=number,
            opponent_level=opponent_level,
            practice=practice,
            played=played,
        )

    @classmethod
    def from_record(
        cls,
        record: HandRecord,
        rules: GameRules,
        seat: int,
        scoring: HandScoring,
        *,
        duration: float = 0.0,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive the fields from a match's record of a hand: the hand is replayed on a
        fresh deal of the game whose rules ``rules`` are (``engine.games``)."""
        (game,) = (g for g in GAMES.values() if isinstance(rules, g.rules_type))
        deal = game.new_state(rules, record.seed, record.dealer)
        return cls.from_state(
            played_out(deal, record.actions),
            seat,
            scoring,
            duration=duration,
            number=record.number,
            opponent_level=opponent_level,
            practice=practice,
            played=played,
        )


# -- rows ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MatchRow:
    id: int
    started: datetime
    ended: datetime | None
    game: str
    rules: str
    rules_options: Mapping[str, Any]
    mode: str
    config: Mapping[str, Any]
    opponents: tuple[str, ...]
    opponent_level: str
    seat: int
    seed: int | None
    result: str | None  # None while in play
    score_player: int
    score_opponent: int  # the best opponent's score
    practice: bool
    players: int = 2
    scores: tuple[int, ...] = ()  # every seat's score (a multi-seat game's; else empty)
    accuracy: float | None = None  # the player's review accuracy, once every hand is reviewed

    @property
    def target(self) -> int | None:
        """The match's target score, if its game plays to one."""
        value = self.config.get("target")
        return value if isinstance(value, int) else None


@dataclass(frozen=True, slots=True)
class HandRow:
    """A recorded hand as the history list shows it (without the action list)."""

    id: int
    match_id: int
    number: int
    played: datetime
    game: str
    rules: str
    opponent_level: str
    seat: int
    dealer: int
    seed: int
    kind: str
    result: str
    winner: int | None
    knocker: int | None
    points_for: int
    points_against: int
    deadwood: int | None
    knocker_deadwood: int | None
    undercut_tier: str | None
    turns: int
    duration: float
    practice: bool
    players: int = 2
    points: tuple[int, ...] = ()  # every seat's points (a multi-seat game's)
    how: str = ""
    accuracy: float | None = None  # the player's review accuracy (None: not reviewed)


def hand_row(r: sqlite3.Row) -> HandRow:
    """A ``hands`` row as a :class:`HandRow`."""
    played = from_text(r["played"])
    assert played is not None
    return HandRow(
        id=r["id"],
        match_id=r["match_id"],
        number=r["number"],
        played=played,
        game=r["game"],
        rules=r["rules"],
        opponent_level=r["opponent_level"],
        seat=r["seat"],
        dealer=r["dealer"],
        seed=r["seed"],
        kind=r["kind"],
        result=r["result"],
        winner=r["winner"],
        knocker=r["knocker"],
        points_for=r["points_for"],
        points_against=r["points_against"],
        deadwood=r["deadwood"],
        knocker_deadwood=r["knocker_deadwood"],
        undercut_tier=r["undercut_tier"],
        turns=r["turns"],
        duration=float(r["duration"]),
        practice=bool(r["practice"]),
        players=int(r["players"]),
        points=tuple(int_list(r["points_json"])),
        how=r["how"],
        accuracy=r["accuracy"],
    )


def match_row(r: sqlite3.Row) -> MatchRow:
    """A ``matches`` row as a :class:`MatchRow`."""
    started = from_text(r["started"])
    assert started is not None
    return MatchRow(
        id=r["id"],
        started=started,
        ended=from_text(r["ended"]),
        game=r["game"],
        rules=r["rules"],
        rules_options=json.loads(r["rules_json"]),
        mode=r["mode"],
        config=json.loads(r["config_json"]),
        opponents=tuple(json.loads(r["opponents_json"])),
        opponent_level=r["opponent_level"],
        seat=r["seat"],
        seed=r["seed"],
        result=r["result"],
        score_player=r["score_player"],
        score_opponent=r["score_opponent"],
        practice=bool(r["practice"]),
        players=int(r["players"]),
        scores=tuple(int_list(r["scores_json"])),
        accuracy=r["accuracy"],
    )
