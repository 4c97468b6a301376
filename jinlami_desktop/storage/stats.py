"""Statistics in SQLite: every match and every hand the player plays, replayable.

Why SQLite: one file, transactional, queried with plain SQL, in the standard library.
The database runs in WAL mode with ``synchronous=FULL``; ``PRAGMA integrity_check``
runs at open.  A damaged database (or a file that is not one) is moved aside as
``stats.sqlite3.corrupt-<YYYYmmdd-HHMMSS>`` together with a leftover ``-wal`` (or
rollback journal, copied before SQLite could touch it), a fresh one is started, and
:attr:`StatsStore.warning` is set to ``stats_corrupt`` so the UI can tell the player.
A database from a *newer* app is left untouched and this session records into memory
(``stats_newer_version``); a locked or unopenable one likewise (``stats_unavailable``).
Nothing here ever stops the app.

Schema history (``PRAGMA user_version``):

* **v1** — ``matches`` and ``hands`` (rules, opponent level, seat, result kind,
  points, deadwood, turns, seed, dealer and the action list of every hand).
* **v2** — practice play kept apart (``practice`` on matches and hands: hints or
  take-backs were used) and the hand's ``duration`` in seconds.
* **v3** — 拉米纸牌 (Rummy, 2–4 seats, ``game = 'rummy'``): ``players`` on matches and
  hands, every seat's score (``scores_json`` on matches: the running totals, then the
  final ones) and every seat's points of a hand (``points_json``), and how a hand ended
  (``how``: ``meld`` / ``layoff`` / ``discard`` going out, ``stock`` / ``turns`` for a
  stalemate).  Rummy hands have the kinds ``out``, ``rummy`` (一把出完, doubled) and
  ``stalemate`` (drawn); ``deadwood`` holds the card points left in the player's hand.
  Old rows read as two-seat 金拉米 with empty lists.

Both games share the tables (the ``game`` column); every figure is for one game
(``game="jinlami"`` by default, or ``"rummy"``).  In a Rummy row ``score_opponent`` /
``points_against`` are the best opponent's total and the points the other seats won.

API for recording (the controller normally goes through
:class:`~jinlami_desktop.storage.session.Storage`, which calls these in step with the
autosave)::

    stats = StatsStore(paths.stats_db)            # check stats.warning once, show it
    stats.abandon_unfinished(keep=[resumed_id])   # at start-up, after the resume prompt
    mid = stats.start_match_for(match, opponents=["medium"], seat=0)
    stats.record_hand_state(mid, hand_state, duration=73.5)   # when a hand ends
    stats.record_missing_hands(mid, match)        # on resume: hands a crash left out
    stats.mark_practice(mid)                      # a hint or take-back was used
    stats.finish_match_from(mid, match)           # won / lost / drawn, final scores
    stats.finish_match(mid, "resigned")           # or "abandoned"

API for the statistics window (all return plain frozen dataclasses; ``practice=False``
gives ranked figures, ``True`` practice figures, ``None`` everything)::

    stats.overview(practice=False, game="jinlami") -> Overview  # every figure below
    stats.rummy_counts(game="rummy") -> RummyCounts  # stalemates, 一把出完, goings out
    stats.by_players(game="rummy") -> dict[int, Summary]
    stats.summary() -> Summary                    # matches / hands: played, won, %
    stats.by_rules() / stats.by_opponent() -> dict[str, Summary]
    stats.match_streaks() / stats.hand_streaks() -> Streaks(current, longest)
    stats.gin_counts() -> GinCounts               # 三金 / 二金 / 金龙 (and Intl. gin)
    stats.knock_stats() -> KnockStats             # knocks, undercuts, deadwood at knock
    stats.point_stats() -> PointStats             # average points per hand
    stats.best_hand() -> HandRow | None
    stats.match_results() -> list[MatchPoint]     # chart: results + running win rate
    stats.hand_history(limit, offset, game=None) -> list[HandRow]; stats.hand_count()
    stats.hand_actions(hand_id) -> HandReplay     # .new_state(), then apply .actions
    stats.rummy_hand_actions(hand_id) -> RummyHandReplay   # the same for 拉米纸牌
    stats.export_csv(path_or_file, table="hands" | "matches", game=None) -> rows written
    stats.reset()                                 # after the UI's confirmation

Match results: ``won``, ``lost``, ``drawn``, ``resigned`` (the player gave up: counted
as a loss) and ``abandoned`` (left unfinished: counted as such, never as a loss).
Hand results are ``won``, ``lost``, ``drawn`` from the player's seat.  Timestamps are
stored as UTC ISO 8601 text and returned as aware datetimes.
"""

from __future__ import annotations

import contextlib
import csv
import json
import logging
import os
import shutil
import sqlite3
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, Final, Generic, Literal, TypeVar

from engine.actions import Action
from engine.jinlami.match import HandRecord, Match, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.melds import min_deadwood
from engine.rummy.match import RummyHandRecord, RummyMatch
from engine.rummy.state import RummyRules, RummyState

from .errors import StorageError, code_for_oserror
from .saves import move_aside

__all__ = [
    "HAND_RESULTS",
    "MATCH_RESULTS",
    "SCHEMA_VERSION",
    "GinCounts",
    "HandEntry",
    "HandReplay",
    "HandRow",
    "KnockStats",
    "MatchPoint",
    "MatchRow",
    "Overview",
    "PointStats",
    "RummyCounts",
    "RummyHandReplay",
    "StatsStore",
    "Streaks",
    "Summary",
    "Tally",
    "match_outcome",
]

log = logging.getLogger(__name__)

SCHEMA_VERSION: Final = 3
GAMES: Final = ("jinlami", "rummy")
RUMMY_KINDS: Final = ("out", "rummy", "stalemate")
MATCH_RESULTS: Final = ("won", "lost", "drawn", "resigned", "abandoned")
HAND_RESULTS: Final = ("won", "lost", "drawn")
GIN_KINDS: Final = ("gin3", "gin2", "gin_dragon", "gin")
_DECIDED: Final = ("won", "lost", "drawn", "resigned")

MatchResult = Literal["won", "lost", "drawn", "resigned", "abandoned"]
#: What the statistics record: a 金拉米 match or hand, a 拉米纸牌 match or hand.
Recordable = Match | TeamMatch | HandState | RummyMatch | RummyState

#: The player's member name in a team match (the controller seats ``"you"``); the other
#: members are bot levels, numbered ``level#2`` … when a level appears twice in a team.
TEAM_PLAYER = "you"


def team_duels(game: TeamMatch, team: int) -> list[tuple[int, Match, str]]:
    """(hands before it, duel, opponent level) of each duel the player plays in a team
    match, in order: the player's hands are numbered on across their duels (1 … n of
    the first duel, n+1 … of the second), so each keeps one number for good."""
    out: list[tuple[int, Match, str]] = []
    before = 0
    for a, b, duel in game.duels:
        mine, theirs = (a, b) if team == 0 else (b, a)
        if mine == TEAM_PLAYER:
            out.append((before, duel, theirs.partition("#")[0]))
            before += game.hands_per_duel
    return out


Clock = Callable[[], datetime]

# SQLite primary result codes (the low byte of an extended code).
_SQLITE_CORRUPT: Final = 11
_SQLITE_FULL: Final = 13
_SQLITE_NOTADB: Final = 26


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _ts(t: datetime) -> str:
    """UTC text that sorts in time order."""
    if t.tzinfo is None:
        t = t.astimezone()
    return t.astimezone(UTC).isoformat(timespec="seconds")


def _dt(text: str | None) -> datetime | None:
    if not text:
        return None
    t = datetime.fromisoformat(text)
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


# -- schema ----------------------------------------------------------------------------------
#: The first schema, kept verbatim: fresh databases are built by running every migration
#: from here, so a new database and a migrated old one are the same by construction.
SCHEMA_V1: Final = """
CREATE TABLE matches (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    started        TEXT    NOT NULL,
    ended          TEXT,
    game           TEXT    NOT NULL,
    rules          TEXT    NOT NULL,
    rules_json     TEXT    NOT NULL,
    mode           TEXT    NOT NULL,
    config_json    TEXT    NOT NULL DEFAULT '{}',
    opponents_json TEXT    NOT NULL DEFAULT '[]',
    opponent_level TEXT    NOT NULL DEFAULT '',
    seat           INTEGER NOT NULL DEFAULT 0,
    seed           INTEGER,
    result         TEXT CHECK (result IN ('won', 'lost', 'drawn', 'resigned', 'abandoned')),
    score_player   INTEGER NOT NULL DEFAULT 0,
    score_opponent INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id         INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number           INTEGER NOT NULL,
    played           TEXT    NOT NULL,
    game             TEXT    NOT NULL,
    rules            TEXT    NOT NULL,
    rules_json       TEXT    NOT NULL,
    opponent_level   TEXT    NOT NULL DEFAULT '',
    seat             INTEGER NOT NULL,
    dealer           INTEGER NOT NULL,
    seed             INTEGER NOT NULL,
    kind             TEXT    NOT NULL,
    result           TEXT    NOT NULL CHECK (result IN ('won', 'lost', 'drawn')),
    winner           INTEGER,
    knocker          INTEGER,
    points_for       INTEGER NOT NULL DEFAULT 0,
    points_against   INTEGER NOT NULL DEFAULT 0,
    deadwood         INTEGER,
    knocker_deadwood INTEGER,
    undercut_tier    TEXT,
    turns            INTEGER NOT NULL DEFAULT 0,
    actions_json     TEXT    NOT NULL
);
CREATE INDEX hands_by_match ON hands(match_id, number);
CREATE INDEX matches_by_end ON matches(ended);
"""

_V1_TO_V2: Final = """
ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN duration REAL NOT NULL DEFAULT 0;
CREATE INDEX hands_by_practice ON hands(practice, played);
"""

_V2_TO_V3: Final = """
ALTER TABLE matches ADD COLUMN players INTEGER NOT NULL DEFAULT 2;
ALTER TABLE matches ADD COLUMN scores_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE hands ADD COLUMN players INTEGER NOT NULL DEFAULT 2;
ALTER TABLE hands ADD COLUMN points_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE hands ADD COLUMN how TEXT NOT NULL DEFAULT '';
CREATE INDEX hands_by_game ON hands(game, practice, played);
CREATE INDEX matches_by_game ON matches(game, practice, ended);
"""

#: version N → SQL that turns a version-N database into version N+1 (0 = empty file).
MIGRATIONS: Final[dict[int, str]] = {0: SCHEMA_V1, 1: _V1_TO_V2, 2: _V2_TO_V3}

_EXPECTED_COLUMNS: Final = {
    "matches": {
        "id", "started", "ended", "game", "rules", "rules_json", "mode", "config_json",
        "opponents_json", "opponent_level", "seat", "seed", "result", "score_player",
        "score_opponent", "practice", "players", "scores_json",
    },
    "hands": {
        "id", "match_id", "number", "played", "game", "rules", "rules_json",
        "opponent_level", "seat", "dealer", "seed", "kind", "result", "winner", "knocker",
        "points_for", "points_against", "deadwood", "knocker_deadwood", "undercut_tier",
        "turns", "actions_json", "practice", "duration", "players", "points_json", "how",
    },
}  # fmt: skip


class _Corrupt(Exception):
    """The file is not a usable statistics database."""


class _Newer(Exception):
    """The database was written by a newer version of the app."""


def _sqlite_code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _is_corruption(exc: sqlite3.Error) -> bool:
    code = _sqlite_code(exc)
    if code is not None:
        return code in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


# -- input and output values -----------------------------------------------------------------
_State = TypeVar("_State", HandState, RummyState)


def _played_out(state: _State, actions: Iterable[Action]) -> _State:
    """``state`` after applying ``actions`` in order (a recorded hand to its end)."""
    for a in actions:
        state.apply(a)
    return state


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
        return cls._from(state, seat, duration, number, opponent_level, practice, played)

    @classmethod
    def from_rummy_record(
        cls,
        record: RummyHandRecord,
        rules: RummyRules,
        seat: int = 0,
        *,
        duration: float = 0.0,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive the fields from a 拉米纸牌 match's :class:`RummyHandRecord` (replays it)."""
        state = _played_out(RummyState.new(rules, record.seed, record.dealer), record.actions)
        return cls._from(state, seat, duration, record.number, opponent_level, practice, played)

    @classmethod
    def from_state(
        cls,
        state: HandState,
        seat: int,
        *,
        duration: float = 0.0,
        number: int | None = None,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive every field from a finished :class:`HandState`."""
        return cls._from(state, seat, duration, number, opponent_level, practice, played)

    @classmethod
    def from_record(
        cls,
        record: HandRecord,
        rules: Rules,
        seat: int,
        *,
        duration: float = 0.0,
        opponent_level: str | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> HandEntry:
        """Derive the fields from a match's :class:`HandRecord` (replays the hand)."""
        state = _played_out(HandState.new(rules, record.seed, record.dealer), record.actions)
        return cls._from(state, seat, duration, record.number, opponent_level, practice, played)

    @classmethod
    def _from(
        cls,
        state: HandState | RummyState,
        seat: int,
        duration: float,
        number: int | None,
        opponent_level: str | None,
        practice: bool,
        played: datetime | None,
    ) -> HandEntry:
        """The entry of a finished hand of either game: what every hand has, taken from
        ``state``, and the game's own fields (kind, result, points …)."""
        if isinstance(state, RummyState):
            fields = _rummy_fields(state, seat)
        else:
            fields = _jinlami_fields(state, seat)
        return cls(
            seat=seat,
            dealer=state.dealer,
            seed=state.seed,
            actions=tuple(str(a) for a in state.actions),
            turns=state.turn,
            duration=duration,
            number=number,
            opponent_level=opponent_level,
            practice=practice,
            played=played,
            **fields,
        )


def _rummy_fields(state: RummyState, seat: int) -> dict[str, Any]:
    """The 拉米纸牌 fields of a :class:`HandEntry` (see :meth:`HandEntry.from_rummy_state`)."""
    r = state.result
    if r is None or not state.is_over:
        raise StorageError("only a finished hand can be recorded", code="hand_not_over")
    if r.kind == "stalemate":
        kind, result = "stalemate", "drawn"
    else:
        kind = "rummy" if r.rummy else "out"
        result = "won" if r.winner == seat else "lost"
    points = tuple(r.points)
    return {
        "kind": kind,
        "result": result,
        "winner": r.winner,
        "points_for": points[seat],
        "points_against": sum(points) - points[seat],
        "deadwood": r.left[seat],
        "players": state.rules.players,
        "points": points,
        "how": r.how,
    }


def _jinlami_fields(state: HandState, seat: int) -> dict[str, Any]:
    """The 金拉米 fields of a :class:`HandEntry` (see :meth:`HandEntry.from_state`)."""
    if not state.is_over:
        raise StorageError("only a finished hand can be recorded", code="hand_not_over")
    s = state.settlement
    winner = state.winner
    points = state.points()
    if s is None:
        kind, result, knocker = "draw", "drawn", None
        deadwood: int | None = min_deadwood(state.hands[seat])
        knocker_dw = None
    else:
        kind = s.kind
        result = "won" if winner == seat else "lost"
        knocker = state.knocker
        deadwood = s.knocker_deadwood if knocker == seat else s.defender_deadwood
        knocker_dw = s.knocker_deadwood
    return {
        "kind": kind,
        "result": result,
        "winner": winner,
        "knocker": knocker,
        "points_for": points[seat],
        "points_against": points[1 - seat],
        "deadwood": deadwood,
        "knocker_deadwood": knocker_dw,
        "undercut_tier": s.undercut_tier if s is not None else None,
    }


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

    @property
    def is_rummy(self) -> bool:
        return self.game == "rummy"


_Rules = TypeVar("_Rules", Rules, RummyRules)


@dataclass(frozen=True, slots=True)
class _RecordedHand(Generic[_Rules]):
    """A recorded hand of either game as a replay needs it: the deal and the moves."""

    hand_id: int
    rules: _Rules
    seed: int
    dealer: int
    seat: int
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class HandReplay(_RecordedHand[Rules]):
    """Everything needed to replay a recorded hand step by step on the table."""

    def new_state(self) -> HandState:
        """The hand as dealt; apply ``actions`` one by one to step through it."""
        return HandState.new(self.rules, seed=self.seed, dealer=self.dealer)

    def final_state(self) -> HandState:
        return _played_out(self.new_state(), self.actions)


@dataclass(frozen=True, slots=True)
class RummyHandReplay(_RecordedHand[RummyRules]):
    """A recorded 拉米纸牌 hand, to step through like :class:`HandReplay`."""

    def new_state(self) -> RummyState:
        """The hand as dealt; apply ``actions`` one by one to step through it."""
        return RummyState.new(self.rules, seed=self.seed, dealer=self.dealer)

    def final_state(self) -> RummyState:
        return _played_out(self.new_state(), self.actions)


_Replay = TypeVar("_Replay", HandReplay, RummyHandReplay)


def _share(part: int, whole: int) -> float | None:
    """``part / whole`` in 0..1, ``None`` when ``whole`` is 0 (nothing to count yet)."""
    return part / whole if whole else None


def _percent(rate: float | None) -> float | None:
    return None if rate is None else 100.0 * rate


@dataclass(frozen=True, slots=True)
class Tally:
    """Counts of one kind of game.  ``lost`` includes ``resigned``; ``abandoned`` and
    ``in_progress`` are not in ``played`` and never count as losses."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    resigned: int = 0
    abandoned: int = 0
    in_progress: int = 0

    @property
    def win_rate(self) -> float | None:
        """Won / played in 0..1, ``None`` before anything was played."""
        return _share(self.won, self.played)

    @property
    def win_percent(self) -> float | None:
        return _percent(self.win_rate)


@dataclass(frozen=True, slots=True)
class Summary:
    matches: Tally
    hands: Tally


@dataclass(frozen=True, slots=True)
class Streaks:
    """Winning streaks; any other decided result breaks one (abandoned matches do not)."""

    current: int = 0
    longest: int = 0


@dataclass(frozen=True, slots=True)
class GinCounts:
    """Hands the player won by going 金 as knocker, by tier (``gin``: International)."""

    gin3: int = 0  # 三金
    gin2: int = 0  # 二金
    gin_dragon: int = 0  # 金龙
    gin: int = 0  # International gin

    @property
    def total(self) -> int:
        return self.gin3 + self.gin2 + self.gin_dragon + self.gin


@dataclass(frozen=True, slots=True)
class KnockStats:
    knocks: int = 0  # hands the player knocked (金 included)
    undercuts_suffered: int = 0  # the player knocked and was undercut (诈胡)
    undercuts_inflicted: int = 0  # the opponent knocked and the player undercut
    avg_knock_deadwood: float | None = None  # mean deadwood the player knocked with


@dataclass(frozen=True, slots=True)
class PointStats:
    hands: int = 0
    points_for: int = 0
    points_against: int = 0

    @property
    def avg_points(self) -> float | None:
        """Points won per hand played (draws included)."""
        return self.points_for / self.hands if self.hands else None

    @property
    def avg_net(self) -> float | None:
        """Points won minus lost, per hand."""
        return (self.points_for - self.points_against) / self.hands if self.hands else None


@dataclass(frozen=True, slots=True)
class RummyCounts:
    """How 拉米纸牌 hands ended, from the player's seat."""

    hands: int = 0
    outs: int = 0  # hands the player went out (一把出完 included)
    rummies: int = 0  # the player went out all at once (一把出完, points doubled)
    rummies_against: int = 0  # an opponent went out all at once
    stalemates: int = 0  # nobody went out (僵局): a drawn hand

    @property
    def stalemate_rate(self) -> float | None:
        """Stalemates / hands in 0..1, ``None`` before any hand."""
        return _share(self.stalemates, self.hands)

    @property
    def stalemate_percent(self) -> float | None:
        return _percent(self.stalemate_rate)


@dataclass(frozen=True, slots=True)
class MatchPoint:
    """One finished match on the results chart, oldest first."""

    match_id: int
    ended: datetime
    result: str
    score_player: int
    score_opponent: int
    rules: str
    opponent_level: str
    win_rate: float | None  # running won / decided up to and including this match


@dataclass(frozen=True, slots=True)
class Overview:
    """Every figure of the statistics window for one scope (ranked or practice)."""

    practice: bool | None
    summary: Summary
    by_rules: Mapping[str, Summary]
    by_opponent: Mapping[str, Summary]
    match_streaks: Streaks
    hand_streaks: Streaks
    gins: GinCounts
    knocks: KnockStats
    points: PointStats
    best_hand: HandRow | None
    results: Sequence[MatchPoint] = field(default_factory=tuple)
    game: str = "jinlami"
    rummy: RummyCounts = field(default_factory=RummyCounts)  # 拉米纸牌 only
    by_players: Mapping[int, Summary] = field(default_factory=dict)  # 拉米纸牌 only


def all_scores(game: Match | TeamMatch | Recordable) -> tuple[int, ...]:
    """Every seat's (or team's) score now: a match's totals, a single hand's points."""
    if isinstance(game, Match):
        return tuple(game.final_scores())
    if isinstance(game, TeamMatch):
        return tuple(game.team_scores())
    if isinstance(game, RummyMatch):
        return tuple(game.scores)
    return tuple(game.points())


def match_outcome(
    game: Match | TeamMatch | Recordable, seat: int = 0
) -> tuple[MatchResult | None, tuple[int, int]]:
    """The player's result (``None`` while in play) and (player, best opponent) scores.

    For a team match ``seat`` is the player's team index.  A 拉米纸牌 match is won by
    the seat that reached the target; a single Rummy hand by the seat that went out
    (a stalemate is drawn).
    """
    scores = all_scores(game)
    mine = scores[seat]
    theirs = max((s for i, s in enumerate(scores) if i != seat), default=0)
    if not game.is_over:
        return None, (mine, theirs)
    winner = game.winner
    if winner is None:
        return "drawn", (mine, theirs)
    return ("won" if winner == seat else "lost"), (mine, theirs)


def _practice_clause(
    practice: bool | None, alias: str = "", game: str | None = None
) -> tuple[str, list[Any]]:
    """A WHERE clause for one scope (``None``: both) and one game (``None``: both)."""
    prefix = f"{alias}." if alias else ""
    clauses: list[str] = []
    params: list[Any] = []
    if practice is not None:
        clauses.append(f"{prefix}practice = ?")
        params.append(int(practice))
    if game is not None:
        clauses.append(f"{prefix}game = ?")
        params.append(game)
    return (" AND ".join(clauses) or "1"), params


def _streaks(results: Sequence[str]) -> Streaks:
    longest = run = 0
    for r in results:
        run = run + 1 if r == "won" else 0
        longest = max(longest, run)
    return Streaks(current=run, longest=longest)


# -- the store -------------------------------------------------------------------------------
class StatsStore:
    """The statistics database.  One instance per thread (the UI thread)."""

    def __init__(self, path: Path | str, clock: Clock = _utc_now) -> None:
        self.path = Path(path) if str(path) != ":memory:" else None
        self._clock = clock
        #: Set when the UI should warn: ``stats_corrupt``, ``stats_newer_version``,
        #: ``stats_unavailable``.  ``moved_to`` is the damaged file's new name.
        self.warning: str | None = None
        self.moved_to: Path | None = None
        self._conn = self._open()

    # -- opening -------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._connect(":memory:")
        snapshots: dict[str, Path] = {}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            snapshots = self._snapshot_journals()
            return self._connect(str(self.path))
        except _Newer:
            log.warning("statistics database %s is from a newer version", self.path)
            self.warning = "stats_newer_version"
        except (_Corrupt, sqlite3.DatabaseError) as exc:
            if isinstance(exc, _Corrupt) or _is_corruption(exc):
                return self._recover(exc, snapshots)
            log.warning("statistics database %s unavailable: %s", self.path, exc)
            self.warning = "stats_unavailable"
        except (sqlite3.Error, OSError) as exc:
            log.warning("statistics database %s unavailable: %s", self.path, exc)
            self.warning = "stats_unavailable"
        finally:
            for snapshot in snapshots.values():  # not needed: the database was fine
                with contextlib.suppress(OSError):
                    snapshot.unlink()
        return self._connect(":memory:")  # this session still works, in memory

    def _side(self, suffix: str) -> Path:
        assert self.path is not None
        return self.path.with_name(self.path.name + suffix)

    def _snapshot_journals(self) -> dict[str, Path]:
        """Copy a leftover WAL or rollback journal before SQLite opens (and maybe
        deletes) it, so a damaged database can be moved aside complete."""
        snapshots: dict[str, Path] = {}
        for suffix in ("-wal", "-journal"):
            side = self._side(suffix)
            if side.exists():
                snapshot = side.with_name(f".{side.name}.snapshot")
                try:
                    shutil.copy2(side, snapshot)
                except OSError:
                    continue
                snapshots[suffix] = snapshot
        return snapshots

    def _recover(self, exc: BaseException, snapshots: Mapping[str, Path]) -> sqlite3.Connection:
        assert self.path is not None
        log.warning("statistics database %s is damaged (%s); starting afresh", self.path, exc)
        self.warning = "stats_corrupt"
        now = self._clock()
        self.moved_to = move_aside(self.path, now)
        if self.moved_to is None and self.path.exists():
            self.warning = "stats_unavailable"  # cannot move it: do not touch it
            return self._connect(":memory:")
        for suffix in ("-wal", "-journal", "-shm"):
            side = self._side(suffix)
            if suffix in snapshots:  # the journal as it was before SQLite touched it
                move_aside(snapshots[suffix], now, name=side.name)
            # whatever is left belongs to the damaged file and must not meet the new one
            with contextlib.suppress(OSError):
                side.unlink()
        try:
            return self._connect(str(self.path))
        except (_Corrupt, _Newer, sqlite3.Error, OSError) as again:
            log.warning("fresh statistics database failed too: %s", again)
            self.warning = "stats_unavailable"
            return self._connect(":memory:")

    def _connect(self, target: str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, isolation_level=None, timeout=5.0)
        try:
            conn.row_factory = sqlite3.Row
            rows = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
            if rows != ["ok"]:
                raise _Corrupt("; ".join(str(r) for r in rows[:5]))
            # every check before the first write, so a rejected file is left as found
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise _Newer(str(version))
            if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise _Corrupt("a foreign SQLite database")
            conn.execute("PRAGMA foreign_keys = ON")
            if target != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
            self._migrate(conn, version)
            self._check_schema(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
        """Run every migration from ``version`` in one transaction each."""
        while version < SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            try:
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                version += 1
                conn.execute(f"PRAGMA user_version = {version}")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    @staticmethod
    def _check_schema(conn: sqlite3.Connection) -> None:
        for table, expected in _EXPECTED_COLUMNS.items():
            have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            if not expected <= have:
                raise _Corrupt(f"table {table} lacks {sorted(expected - have)}")

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    @property
    def in_memory(self) -> bool:
        """True when this session's figures will not be kept (see :attr:`warning`)."""
        return not self._conn.execute("PRAGMA database_list").fetchone()[2]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; SQLite errors become :class:`StorageError`."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._error(exc) from exc
        try:
            yield self._conn
        except BaseException as exc:
            self._conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc) from exc
            raise
        try:
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._conn.execute("ROLLBACK")
            raise self._error(exc) from exc

    @staticmethod
    def _error(exc: sqlite3.Error) -> StorageError:
        code = "disk_full" if _sqlite_code(exc) == _SQLITE_FULL else "stats_write_failed"
        return StorageError(f"statistics not saved: {exc}", code)

    # -- recording -----------------------------------------------------------------------
    def start_match(
        self,
        *,
        rules: Rules | RummyRules,
        mode: str,
        opponents: Sequence[str],
        seat: int = 0,
        game: str = "jinlami",
        config: Mapping[str, Any] | None = None,
        seed: int | None = None,
        practice: bool = False,
        started: datetime | None = None,
        players: int = 2,
    ) -> int:
        """Open a match row (result unset) and return its id for the save's meta."""
        levels = sorted(set(opponents))
        level = levels[0] if len(levels) == 1 else ("mixed" if levels else "")
        with self._write() as db:
            cur = db.execute(
                "INSERT INTO matches (started, game, rules, rules_json, mode, config_json,"
                " opponents_json, opponent_level, seat, seed, practice, players, scores_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    _ts(started or self._clock()),
                    game,
                    rules.name,
                    json.dumps(rules.to_dict(), sort_keys=True),
                    mode,
                    json.dumps(dict(config or {}), sort_keys=True),
                    json.dumps(list(opponents), ensure_ascii=False),
                    level,
                    seat,
                    seed,
                    int(practice),
                    players,
                    json.dumps([0] * players if game == "rummy" else []),
                ),
            )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def start_match_for(
        self,
        game: Match | TeamMatch | Recordable,
        *,
        opponents: Sequence[str],
        seat: int = 0,
        practice: bool = False,
        started: datetime | None = None,
    ) -> int:
        """:meth:`start_match` with rules, mode, config and seed taken from the engine.

        A 拉米纸牌 match is mode ``target`` with ``{"target": …}``; ``opponents`` lists
        the level of seats 1 … n-1."""
        mode: str
        if isinstance(game, (RummyMatch, RummyState)):
            rummy_config: dict[str, Any] = (
                {"target": game.target} if isinstance(game, RummyMatch) else {"dealer": game.dealer}
            )
            return self.start_match(
                rules=game.rules,
                mode="target" if isinstance(game, RummyMatch) else "hand",
                opponents=opponents,
                seat=seat,
                game="rummy",
                config=rummy_config,
                seed=game.seed,
                practice=practice,
                started=started,
                players=game.rules.players,
            )
        if isinstance(game, Match):
            mode, config = game.config.mode, game.config.to_dict()
        elif isinstance(game, TeamMatch):
            mode = "team"
            config = {"teams": [list(t) for t in game.teams], "hands": game.hands_per_duel}
        else:
            mode, config = "hand", {"dealer": game.dealer}
        return self.start_match(
            rules=game.rules,
            mode=mode,
            opponents=opponents,
            seat=seat,
            config=config,
            seed=game.seed,
            practice=practice,
            started=started,
        )

    def _match_row(self, match_id: int) -> sqlite3.Row:
        row: sqlite3.Row | None = self._conn.execute(
            "SELECT * FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        if row is None:
            raise StorageError(f"no match {match_id}", "no_such_match", match_id=match_id)
        return row

    def match_exists(self, match_id: int) -> bool:
        """Does the row a resumed save points at still exist (not reset, not moved)?"""
        return (
            self._conn.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone()
            is not None
        )

    def get_match(self, match_id: int) -> MatchRow | None:
        row = self._conn.execute("SELECT * FROM matches WHERE id = ?", (match_id,)).fetchone()
        return None if row is None else self._to_match(row)

    def record_hand(self, match_id: int, entry: HandEntry) -> int:
        """Store a finished hand of ``match_id``; adds its points to the match's running
        score and makes the match practice if the hand was.  Returns the hand id."""
        if entry.result not in HAND_RESULTS:
            raise StorageError(f"bad hand result {entry.result!r}", "bad_result")
        with self._write() as db:
            m = self._match_row(match_id)
            number = entry.number
            if number is None:
                number = 1 + int(
                    db.execute(
                        "SELECT count(*) FROM hands WHERE match_id = ?", (match_id,)
                    ).fetchone()[0]
                )
            practice = entry.practice or bool(m["practice"])
            cur = db.execute(
                "INSERT INTO hands (match_id, number, played, game, rules, rules_json,"
                " opponent_level, seat, dealer, seed, kind, result, winner, knocker,"
                " points_for, points_against, deadwood, knocker_deadwood, undercut_tier,"
                " turns, actions_json, practice, duration, players, points_json, how)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                " ?, ?, ?)",
                (
                    match_id,
                    number,
                    _ts(entry.played or self._clock()),
                    m["game"],
                    m["rules"],
                    m["rules_json"],
                    m["opponent_level"] if entry.opponent_level is None else entry.opponent_level,
                    entry.seat,
                    entry.dealer,
                    entry.seed,
                    entry.kind,
                    entry.result,
                    entry.winner,
                    entry.knocker,
                    entry.points_for,
                    entry.points_against,
                    entry.deadwood,
                    entry.knocker_deadwood,
                    entry.undercut_tier,
                    entry.turns,
                    json.dumps(list(entry.actions), ensure_ascii=False),
                    int(practice),
                    float(entry.duration),
                    entry.players,
                    json.dumps(list(entry.points)),
                    entry.how,
                ),
            )
            totals = _int_list(m["scores_json"])
            if entry.points and len(totals) == len(entry.points):
                # 拉米纸牌: every seat's running total; the best opponent's is the score
                totals = [a + b for a, b in zip(totals, entry.points, strict=True)]
                others = [t for i, t in enumerate(totals) if i != entry.seat]
                db.execute(
                    "UPDATE matches SET score_player = ?, score_opponent = ?, scores_json = ?,"
                    " practice = max(practice, ?) WHERE id = ?",
                    (
                        totals[entry.seat],
                        max(others, default=0),
                        json.dumps(totals),
                        int(entry.practice),
                        match_id,
                    ),
                )
            else:
                db.execute(
                    "UPDATE matches SET score_player = score_player + ?,"
                    " score_opponent = score_opponent + ?, practice = max(practice, ?)"
                    " WHERE id = ?",
                    (entry.points_for, entry.points_against, int(entry.practice), match_id),
                )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def record_hand_state(
        self,
        match_id: int,
        state: HandState | RummyState,
        *,
        duration: float = 0.0,
        number: int | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> int:
        """Record a finished engine hand (either game) from the player's seat stored with
        the match."""
        seat = int(self._match_row(match_id)["seat"])
        if isinstance(state, RummyState):
            entry = HandEntry.from_rummy_state(
                state, seat, duration=duration, number=number, practice=practice, played=played
            )
        else:
            entry = HandEntry.from_state(
                state, seat, duration=duration, number=number, practice=practice, played=played
            )
        return self.record_hand(match_id, entry)

    def record_missing_hands(self, match_id: int, game: Recordable, duration: float = 0.0) -> int:
        """Record the finished hands of ``game`` that the database lacks: the hand that
        has just ended, or hands a crash between autosave and recording left out (on
        resume).  Idempotent.  ``duration`` goes to the hands recorded now."""
        seat = int(self._match_row(match_id)["seat"])
        have = self.hand_numbers(match_id)
        if isinstance(game, TeamMatch):  # the player's own duels (``seat``: their team)
            recorded = 0
            for before, duel, level in team_duels(game, seat):
                for hand in duel.records:
                    if before + hand.number in have:
                        continue
                    entry = HandEntry.from_record(
                        hand, game.rules, seat, duration=duration, opponent_level=level
                    )
                    self.record_hand(match_id, replace(entry, number=before + hand.number))
                    recorded += 1
            return recorded
        if isinstance(game, RummyState):
            if not game.is_over or 1 in have:
                return 0
            entry = HandEntry.from_rummy_state(game, seat, duration=duration, number=1)
            self.record_hand(match_id, entry)
            return 1
        if isinstance(game, RummyMatch):
            missing_rummy = [r for r in game.records if r.number not in have]
            for rec in missing_rummy:
                entry = HandEntry.from_rummy_record(rec, game.rules, seat, duration=duration)
                self.record_hand(match_id, entry)
            return len(missing_rummy)
        if isinstance(game, HandState):
            if not game.is_over or 1 in have:
                return 0
            self.record_hand(
                match_id, HandEntry.from_state(game, seat, duration=duration, number=1)
            )
            return 1
        missing = [r for r in game.records if r.number not in have]
        for record in missing:
            entry = HandEntry.from_record(record, game.rules, seat, duration=duration)
            self.record_hand(match_id, entry)
        return len(missing)

    def reopen_match(self, match_id: int) -> None:
        """Clear a match's result: a loaded save continues a match that was closed as
        abandoned (the running scores stay; finishing sets the final ones)."""
        with self._write() as db:
            self._match_row(match_id)
            db.execute("UPDATE matches SET result = NULL, ended = NULL WHERE id = ?", (match_id,))

    def hand_numbers(self, match_id: int) -> set[int]:
        """Numbers of the hands recorded for a match."""
        rows = self._conn.execute("SELECT number FROM hands WHERE match_id = ?", (match_id,))
        return {int(r[0]) for r in rows}

    def match_is_open(self, match_id: int) -> bool:
        """Does the match exist without a result yet (so it may still be recorded into)?"""
        row = self._conn.execute("SELECT result FROM matches WHERE id = ?", (match_id,)).fetchone()
        return row is not None and row[0] is None

    def mark_practice(self, match_id: int) -> None:
        """A hint or take-back was used: the match leaves the ranked figures."""
        with self._write() as db:
            self._match_row(match_id)
            db.execute("UPDATE matches SET practice = 1 WHERE id = ?", (match_id,))

    def finish_match(
        self,
        match_id: int,
        result: MatchResult | str,
        scores: tuple[int, int] | None = None,
        ended: datetime | None = None,
        seat_scores: Sequence[int] | None = None,
    ) -> None:
        """Close a match with its result; ``scores`` (player, opponent) replace the
        running sum (e.g. International bonuses); ``seat_scores`` every seat's final
        score (拉米纸牌)."""
        if result not in MATCH_RESULTS:
            raise StorageError(f"bad match result {result!r}", "bad_result", result=result)
        with self._write() as db:
            self._match_row(match_id)
            db.execute(
                "UPDATE matches SET result = ?, ended = ? WHERE id = ?",
                (result, _ts(ended or self._clock()), match_id),
            )
            if scores is not None:
                db.execute(
                    "UPDATE matches SET score_player = ?, score_opponent = ? WHERE id = ?",
                    (scores[0], scores[1], match_id),
                )
            if seat_scores is not None:
                db.execute(
                    "UPDATE matches SET scores_json = ? WHERE id = ?",
                    (json.dumps(list(seat_scores)), match_id),
                )

    def finish_match_from(
        self,
        match_id: int,
        game: Match | TeamMatch | Recordable,
        *,
        resigned: bool = False,
        ended: datetime | None = None,
    ) -> MatchResult:
        """Close a match from the engine's final position (``resigned`` if the player gave
        up an unfinished one; an unfinished one otherwise counts as abandoned)."""
        seat = int(self._match_row(match_id)["seat"])
        outcome, scores = match_outcome(game, seat)
        unfinished: MatchResult = "resigned" if resigned else "abandoned"
        result = outcome if outcome is not None else unfinished
        seat_scores = all_scores(game) if isinstance(game, (RummyMatch, RummyState)) else None
        self.finish_match(match_id, result, scores, ended, seat_scores=seat_scores)
        return result

    def abandon_unfinished(self, keep: Collection[int] = ()) -> int:
        """Mark every match still open as abandoned, except those being resumed.
        Returns how many were closed."""
        keep_ids = sorted(set(keep))
        marks = ", ".join("?" * len(keep_ids))
        skip = f" AND id NOT IN ({marks})" if keep_ids else ""
        with self._write() as db:
            cur = db.execute(
                "UPDATE matches SET result = 'abandoned', ended = ? WHERE result IS NULL" + skip,
                (_ts(self._clock()), *keep_ids),
            )
        return cur.rowcount

    def reset(self) -> None:
        """Delete every match and hand (the UI asks for confirmation first).  Ids are
        never reused, so a stale save cannot point at a new match."""
        with self._write() as db:
            db.execute("DELETE FROM hands")
            db.execute("DELETE FROM matches")
        try:
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self._conn.execute("VACUUM")
        except sqlite3.Error as exc:  # space reclaim is optional
            log.info("vacuum after reset failed: %s", exc)

    # -- queries -------------------------------------------------------------------------
    def _match_tally(self, where: str, params: Sequence[Any]) -> Tally:
        counts = dict.fromkeys((*MATCH_RESULTS, None), 0)
        for row in self._conn.execute(
            f"SELECT result, count(*) FROM matches WHERE {where} GROUP BY result", params
        ):
            counts[row[0]] = row[1]
        return Tally(
            played=sum(counts[r] for r in _DECIDED),
            won=counts["won"],
            lost=counts["lost"] + counts["resigned"],
            drawn=counts["drawn"],
            resigned=counts["resigned"],
            abandoned=counts["abandoned"],
            in_progress=counts[None],
        )

    def _hand_tally(self, where: str, params: Sequence[Any]) -> Tally:
        counts = dict.fromkeys(HAND_RESULTS, 0)
        for row in self._conn.execute(
            f"SELECT result, count(*) FROM hands WHERE {where} GROUP BY result", params
        ):
            counts[row[0]] = row[1]
        return Tally(
            played=sum(counts.values()),
            won=counts["won"],
            lost=counts["lost"],
            drawn=counts["drawn"],
        )

    def summary(self, practice: bool | None = False, game: str | None = "jinlami") -> Summary:
        """Matches and hands played and won (ranked only by default)."""
        where, params = _practice_clause(practice, game=game)
        return Summary(self._match_tally(where, params), self._hand_tally(where, params))

    def _grouped(
        self, column: str, practice: bool | None, game: str | None = "jinlami"
    ) -> dict[Any, Summary]:
        where, params = _practice_clause(practice, game=game)
        keys = sorted(
            {
                r[0]
                for table in ("matches", "hands")
                for r in self._conn.execute(
                    f"SELECT DISTINCT {column} FROM {table} WHERE {where}", params
                )
            }
        )
        out: dict[str, Summary] = {}
        for key in keys:
            w, p = f"{where} AND {column} = ?", [*params, key]
            out[key] = Summary(self._match_tally(w, p), self._hand_tally(w, p))
        return out

    def by_rules(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> dict[str, Summary]:
        """Summary per rules preset name (``custom`` for changed options)."""
        return self._grouped("rules", practice, game)

    def by_opponent(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> dict[str, Summary]:
        """Summary per opponent level (``mixed`` for a match against several levels)."""
        return self._grouped("opponent_level", practice, game)

    def by_players(
        self, practice: bool | None = False, game: str | None = "rummy"
    ) -> dict[int, Summary]:
        """Summary per number of players at the table (拉米纸牌: 2, 3 or 4)."""
        return self._grouped("players", practice, game)

    def _hand_figures(self, columns: str, practice: bool | None, game: str | None) -> sqlite3.Row:
        """One row of aggregates (``columns``) over the hands of one scope and game."""
        where, params = _practice_clause(practice, game=game)
        row: sqlite3.Row = self._conn.execute(
            f"SELECT {columns} FROM hands WHERE {where}", params
        ).fetchone()
        return row

    def rummy_counts(
        self, practice: bool | None = False, game: str | None = "rummy"
    ) -> RummyCounts:
        """How the player's 拉米纸牌 hands ended: out, 一把出完, stalemate."""
        row = self._hand_figures(
            "count(*),"
            " coalesce(sum(kind IN ('out', 'rummy') AND winner = seat), 0),"
            " coalesce(sum(kind = 'rummy' AND winner = seat), 0),"
            " coalesce(sum(kind = 'rummy' AND winner <> seat), 0),"
            " coalesce(sum(kind = 'stalemate'), 0)",
            practice,
            game,
        )
        return RummyCounts(
            hands=row[0], outs=row[1], rummies=row[2], rummies_against=row[3], stalemates=row[4]
        )

    def match_streaks(self, practice: bool | None = False, game: str | None = "jinlami") -> Streaks:
        """Winning streaks of matches in the order they ended; abandoned ones are skipped."""
        where, params = _practice_clause(practice, game=game)
        rows = self._conn.execute(
            f"SELECT result FROM matches WHERE {where} AND result IN"
            " ('won', 'lost', 'drawn', 'resigned') ORDER BY ended, id",
            params,
        )
        return _streaks([r[0] for r in rows])

    def hand_streaks(self, practice: bool | None = False, game: str | None = "jinlami") -> Streaks:
        """Winning streaks of hands; a lost or drawn hand breaks one."""
        where, params = _practice_clause(practice, game=game)
        rows = self._conn.execute(
            f"SELECT result FROM hands WHERE {where} ORDER BY played, id", params
        )
        return _streaks([r[0] for r in rows])

    def gin_counts(self, practice: bool | None = False, game: str | None = "jinlami") -> GinCounts:
        where, params = _practice_clause(practice, game=game)
        counts = dict.fromkeys(GIN_KINDS, 0)
        for kind, n in self._conn.execute(
            f"SELECT kind, count(*) FROM hands WHERE {where} AND knocker = seat"
            " AND kind IN ('gin3', 'gin2', 'gin_dragon', 'gin') GROUP BY kind",
            params,
        ):
            counts[kind] = n
        return GinCounts(**counts)

    def knock_stats(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> KnockStats:
        row = self._hand_figures(
            "coalesce(sum(knocker = seat), 0),"
            " coalesce(sum(knocker = seat AND kind = 'undercut'), 0),"
            " coalesce(sum(knocker <> seat AND kind = 'undercut'), 0),"
            " avg(CASE WHEN knocker = seat THEN knocker_deadwood END)",
            practice,
            game,
        )
        return KnockStats(
            knocks=row[0],
            undercuts_suffered=row[1],
            undercuts_inflicted=row[2],
            avg_knock_deadwood=None if row[3] is None else float(row[3]),
        )

    def point_stats(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> PointStats:
        row = self._hand_figures(
            "count(*), coalesce(sum(points_for), 0), coalesce(sum(points_against), 0)",
            practice,
            game,
        )
        return PointStats(hands=row[0], points_for=row[1], points_against=row[2])

    def best_hand(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> HandRow | None:
        """The hand with the most points won (the earliest of equals)."""
        where, params = _practice_clause(practice, game=game)
        row = self._conn.execute(
            f"SELECT * FROM hands WHERE {where} AND points_for > 0"
            " ORDER BY points_for DESC, played, id LIMIT 1",
            params,
        ).fetchone()
        return None if row is None else self._to_hand(row)

    def match_results(
        self, practice: bool | None = False, game: str | None = "jinlami"
    ) -> list[MatchPoint]:
        """Finished matches oldest first, with the running win rate, for the charts.
        Abandoned matches appear (as such) and leave the running rate unchanged."""
        where, params = _practice_clause(practice, game=game)
        out: list[MatchPoint] = []
        won = decided = 0
        for r in self._conn.execute(
            f"SELECT * FROM matches WHERE {where} AND result IS NOT NULL ORDER BY ended, id",
            params,
        ):
            if r["result"] in _DECIDED:
                decided += 1
                won += r["result"] == "won"
            ended = _dt(r["ended"])
            assert ended is not None
            out.append(
                MatchPoint(
                    match_id=r["id"],
                    ended=ended,
                    result=r["result"],
                    score_player=r["score_player"],
                    score_opponent=r["score_opponent"],
                    rules=r["rules"],
                    opponent_level=r["opponent_level"],
                    win_rate=won / decided if decided else None,
                )
            )
        return out

    def hand_count(self, practice: bool | None = None, game: str | None = None) -> int:
        return int(self._hand_figures("count(*)", practice, game)[0])

    def hand_history(
        self,
        limit: int = 50,
        offset: int = 0,
        practice: bool | None = None,
        game: str | None = None,
    ) -> list[HandRow]:
        """Recorded hands, newest first, one page at a time (all scopes and games by
        default)."""
        where, params = _practice_clause(practice, game=game)
        rows = self._conn.execute(
            f"SELECT * FROM hands WHERE {where} ORDER BY played DESC, id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        return [self._to_hand(r) for r in rows]

    def match_hands(self, match_id: int) -> list[HandRow]:
        rows = self._conn.execute(
            "SELECT * FROM hands WHERE match_id = ? ORDER BY number, id", (match_id,)
        )
        return [self._to_hand(r) for r in rows]

    def hand_actions(self, hand_id: int) -> HandReplay:
        """What the table needs to replay hand ``hand_id`` step by step."""
        return self._replay(hand_id, "jinlami", Rules.from_dict, HandReplay)

    def rummy_hand_actions(self, hand_id: int) -> RummyHandReplay:
        """What a replay needs to step through the 拉米纸牌 hand ``hand_id``."""
        return self._replay(hand_id, "rummy", RummyRules.from_dict, RummyHandReplay)

    def _replay(
        self,
        hand_id: int,
        game: str,
        read_rules: Callable[[Mapping[str, Any]], _Rules],
        make: Callable[[int, _Rules, int, int, int, tuple[Action, ...]], _Replay],
    ) -> _Replay:
        """Hand ``hand_id`` of ``game`` read back for a replay: ``no_such_hand``, or
        ``hand_unreadable`` for another game's hand or a damaged record."""
        row = self._conn.execute(
            "SELECT rules_json, seed, dealer, seat, actions_json, game FROM hands WHERE id = ?",
            (hand_id,),
        ).fetchone()
        if row is None:
            raise StorageError(f"no hand {hand_id}", "no_such_hand", hand_id=hand_id)
        try:
            if row["game"] != game:
                raise ValueError(f"a {row['game']} hand")
            rules = read_rules(json.loads(row["rules_json"]))
            actions = tuple(Action.parse(a) for a in json.loads(row["actions_json"]))
        except (ValueError, TypeError) as exc:
            raise StorageError(
                f"hand {hand_id} cannot be replayed: {exc}", "hand_unreadable", hand_id=hand_id
            ) from exc
        return make(hand_id, rules, row["seed"], row["dealer"], row["seat"], actions)

    def overview(self, practice: bool | None = False, game: str = "jinlami") -> Overview:
        """Every figure of the statistics window for one scope and one game
        (``"jinlami"`` or ``"rummy"``) in one call.  The 金拉米 figures of a Rummy
        overview (gins, knocks) are zero; ``rummy`` and ``by_players`` are filled only
        for Rummy."""
        rummy = game == "rummy"
        return Overview(
            practice=practice,
            summary=self.summary(practice, game),
            by_rules=self.by_rules(practice, game),
            by_opponent=self.by_opponent(practice, game),
            match_streaks=self.match_streaks(practice, game),
            hand_streaks=self.hand_streaks(practice, game),
            gins=GinCounts() if rummy else self.gin_counts(practice, game),
            knocks=KnockStats() if rummy else self.knock_stats(practice, game),
            points=self.point_stats(practice, game),
            best_hand=self.best_hand(practice, game),
            results=tuple(self.match_results(practice, game)),
            game=game,
            rummy=self.rummy_counts(practice, game) if rummy else RummyCounts(),
            by_players=self.by_players(practice, game) if rummy else {},
        )

    # -- export --------------------------------------------------------------------------
    def export_csv(
        self,
        dest: Path | str | IO[str],
        table: Literal["hands", "matches"] = "hands",
        practice: bool | None = None,
        game: str | None = None,
    ) -> int:
        """Write hands (with their match's mode and result) or matches as CSV; returns the
        number of rows.  A path is written as UTF-8 with a BOM so spreadsheets read 中文."""
        if isinstance(dest, (str, os.PathLike)):
            try:
                with open(dest, "w", encoding="utf-8-sig", newline="") as f:
                    return self._export(f, table, practice, game)
            except OSError as exc:
                raise StorageError(f"cannot write {dest}: {exc}", code_for_oserror(exc)) from exc
        return self._export(dest, table, practice, game)

    def _export(self, f: IO[str], table: str, practice: bool | None, game: str | None) -> int:
        writer = csv.writer(f)
        where, params = _practice_clause(practice, "t", game)
        n = 0
        if table == "matches":
            cols = [fl.name for fl in fields(MatchRow)]
            writer.writerow(cols)
            for r in self._conn.execute(
                f"SELECT * FROM matches AS t WHERE {where} ORDER BY id", params
            ):
                d = asdict(self._to_match(r))
                d["rules_options"] = json.dumps(d["rules_options"], sort_keys=True)
                d["config"] = json.dumps(d["config"], sort_keys=True)
                d["opponents"] = " ".join(d["opponents"])
                d["scores"] = " ".join(str(x) for x in d["scores"])
                writer.writerow([_cell(d[c]) for c in cols])
                n += 1
            return n
        if table != "hands":
            raise StorageError(f"unknown table {table!r}", "bad_export")
        cols = [fl.name for fl in fields(HandRow)]
        writer.writerow([*cols, "mode", "match_result", "actions"])
        for r in self._conn.execute(
            "SELECT t.*, m.mode AS m_mode, m.result AS m_result FROM hands AS t"
            f" JOIN matches AS m ON m.id = t.match_id WHERE {where} ORDER BY t.id",
            params,
        ):
            d = asdict(self._to_hand(r))
            d["points"] = " ".join(str(x) for x in d["points"])
            actions = "; ".join(json.loads(r["actions_json"]))
            writer.writerow(
                [*(_cell(d[c]) for c in cols), r["m_mode"], r["m_result"] or "", actions]
            )
            n += 1
        return n

    # -- row conversion ------------------------------------------------------------------
    @staticmethod
    def _to_hand(r: sqlite3.Row) -> HandRow:
        played = _dt(r["played"])
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
            points=tuple(_int_list(r["points_json"])),
            how=r["how"],
        )

    @staticmethod
    def _to_match(r: sqlite3.Row) -> MatchRow:
        started = _dt(r["started"])
        assert started is not None
        return MatchRow(
            id=r["id"],
            started=started,
            ended=_dt(r["ended"]),
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
            scores=tuple(_int_list(r["scores_json"])),
        )


def _int_list(text: str | None) -> list[int]:
    """A JSON list of whole numbers (``[]`` for anything else: old or odd rows)."""
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    if not isinstance(value, list):
        return []
    return [v for v in value if isinstance(v, int) and not isinstance(v, bool)]


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return _ts(value)
    if isinstance(value, bool):
        return int(value)
    return value
