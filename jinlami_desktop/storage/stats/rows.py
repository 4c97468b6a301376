"""The rows the statistics store takes and gives: plain frozen dataclasses.

A :class:`HandEntry` is a finished hand to record; :class:`MatchRow` and :class:`HandRow`
are rows read back.  Timestamps are stored as UTC ISO 8601 text (:func:`to_text`) and
returned as aware datetimes (:func:`from_text`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, Literal, TypeVar, cast

from engine.actions import Action
from engine.games import GAMES
from engine.jinlami.match import HandRecord
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.rummy.match import RummyHandRecord
from engine.rummy.state import RummyRules, RummyState

if TYPE_CHECKING:
    from engine.protocol import GameState

    from .game import HandOutcome

__all__ = [
    "DECIDED",
    "HAND_RESULTS",
    "MATCH_RESULTS",
    "HandEntry",
    "HandRow",
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


# -- recording -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HandEntry:
    """One finished hand to record, from the player's seat.  Build it from the engine
    with :meth:`from_state` / :meth:`from_record` rather than by hand."""

    kind: str  # settlement kind (gin3 gin2 gin_dragon knock undercut gin) or "draw"
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
    points: tuple[int, ...] = ()  # every seat's points of the hand (拉米纸牌)
    how: str = ""  # how a 拉米纸牌 hand ended (meld layoff discard / stock turns)

    @classmethod
    def of(
        cls,
        state: HandState | RummyState,
        outcome: HandOutcome,
        seat: int,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """The entry of a finished hand of either game: what every hand has, taken from
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
        state: HandState | RummyState,
        seat: int,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive every field from a finished hand of either game (its game's part says
        the kind, the result and the points)."""
        from .parts import part_of

        return cls.of(
            state,
            part_of(state).hand_outcome(state, seat),
            seat,
            duration=duration,
            number=number,
            opponent_level=opponent_level,
            practice=practice,
            played=played,
        )

    @classmethod
    def from_rummy_state(
        cls,
        state: RummyState,
        seat: int = 0,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive every field from a finished 拉米纸牌 :class:`RummyState`.

        ``kind``: ``out``, ``rummy`` (一把出完) or ``stalemate``; the result is ``won`` when
        ``seat`` went out, ``drawn`` for a stalemate, else ``lost``.
        """
        return cls.from_state(
            state,
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
        record: HandRecord | RummyHandRecord,
        rules: Rules | RummyRules,
        seat: int,
        *,
        duration: float = 0.0,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive the fields from a match's record of a hand, of either game: the hand is
        replayed on a fresh deal of the game whose rules ``rules`` are (``engine.games``)."""
        (game,) = (g for g in GAMES.values() if isinstance(rules, g.rules_type))
        deal = game.new_state(rules, record.seed, record.dealer)
        state = cast("HandState | RummyState", played_out(deal, record.actions))
        return cls.from_state(
            state,
            seat,
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
    scores: tuple[int, ...] = ()  # every seat's score (拉米纸牌; empty for 金拉米 rows)
    accuracy: float | None = None  # the player's review accuracy, once every hand is reviewed

    @property
    def target(self) -> int | None:
        """A 拉米纸牌 match's target score."""
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
    points: tuple[int, ...] = ()  # every seat's points (拉米纸牌)
    how: str = ""
    accuracy: float | None = None  # the player's review accuracy (None: not reviewed)

    @property
    def is_rummy(self) -> bool:
        """A hand of a game whose tables seat 2–4 and keep every seat's points (拉米纸牌);
        its game's part says so."""
        from .parts import multi_seat

        return multi_seat(self.game)


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
