"""金拉米's part of storage (:class:`~jinlami_desktop.storage.stats.GameStats`).

How a 金拉米 match, team match or single hand is described in a statistics row, how a
finished hand is scored from the player's seat (settlement kind, knocker, deadwood),
which hands a match holds (a team match: the player's own duels, numbered on), its
overview figures (gins and knocks), how a recorded hand is read back to replay it
(:class:`HandReplay`) and how its save headers read.  Qt-free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Final

from engine.jinlami.match import Match, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.melds import min_deadwood
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.save_meta import SaveFacts
from jinlami_desktop.storage.stats import (
    GameFigures,
    HandEntry,
    HandOutcome,
    MatchDescription,
    RecordedHand,
)
from jinlami_desktop.storage.stats.queries import Queries

__all__ = [
    "GIN_KINDS",
    "JINLAMI_STATS",
    "TEAM_PLAYER",
    "GinCounts",
    "HandReplay",
    "JinlamiFigures",
    "JinlamiStats",
    "KnockStats",
    "team_duels",
]

#: What 金拉米 records: a match, a team match or a single hand.
JinlamiGame = Match | TeamMatch | HandState

#: The player's member name in a team match (the controller seats ``"you"``); the other
#: members are bot levels, numbered ``level#2`` … when a level appears twice in a team.
TEAM_PLAYER: Final = "you"


#: The settlement kinds of a gin the knocker went (三金, 二金, 金龙, International gin).
GIN_KINDS: Final = ("gin3", "gin2", "gin_dragon", "gin")


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
class JinlamiFigures:
    """金拉米's own overview figures (:attr:`Overview.own`)."""

    gins: GinCounts = GinCounts()
    knocks: KnockStats = KnockStats()


def gin_counts(queries: Queries, practice: bool | None, game: str | None) -> GinCounts:
    """The player's gins as knocker, by tier."""
    counts = dict.fromkeys(GIN_KINDS, 0)
    kinds = ", ".join(f"'{k}'" for k in GIN_KINDS)
    counts.update(queries.kind_counts(f"knocker = seat AND kind IN ({kinds})", practice, game))
    return GinCounts(**counts)


def knock_stats(queries: Queries, practice: bool | None, game: str | None) -> KnockStats:
    """Knocks, undercuts suffered and inflicted, the mean deadwood knocked with."""
    row = queries.hand_figures(
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


@dataclass(frozen=True, slots=True)
class HandReplay(RecordedHand[Rules, HandState]):
    """Everything needed to replay a recorded 金拉米 hand step by step on the table."""

    game: ClassVar[str] = "jinlami"

    @classmethod
    def read_rules(cls, data: Mapping[str, Any]) -> Rules:
        return Rules.from_dict(data)

    def new_state(self) -> HandState:
        return HandState.new(self.rules, seed=self.seed, dealer=self.dealer)


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


class JinlamiStats:
    """金拉米 in the statistics and the save list."""

    id: Final = "jinlami"
    multi_seat: Final = False
    replay: Final = HandReplay

    def describe(self, game: JinlamiGame) -> MatchDescription:
        """A match's own mode and config, ``team`` with its teams, or a single ``hand``."""
        mode: str
        config: dict[str, Any]
        if isinstance(game, Match):
            mode, config = game.config.mode, game.config.to_dict()
        elif isinstance(game, TeamMatch):
            mode = "team"
            config = {"teams": [list(t) for t in game.teams], "hands": game.hands_per_duel}
        else:
            mode, config = "hand", {"dealer": game.dealer}
        return MatchDescription(rules=game.rules, mode=mode, config=config, seed=game.seed)

    def hand_outcome(self, state: HandState, seat: int) -> HandOutcome:
        """The settlement kind (or ``draw``), the result and points from ``seat``, the
        knocker and the deadwood (the player's after layoff, the knocker's)."""
        if not state.is_over:
            raise StorageError("only a finished hand can be recorded", code="hand_not_over")
        s = state.settlement
        winner = state.winner
        points = state.points()
        if s is None:
            return HandOutcome(
                kind="draw",
                result="drawn",
                winner=winner,
                points_for=points[seat],
                points_against=points[1 - seat],
                deadwood=min_deadwood(state.hands[seat]),
            )
        knocker = state.knocker
        return HandOutcome(
            kind=s.kind,
            result="won" if winner == seat else "lost",
            winner=winner,
            knocker=knocker,
            points_for=points[seat],
            points_against=points[1 - seat],
            deadwood=s.knocker_deadwood if knocker == seat else s.defender_deadwood,
            knocker_deadwood=s.knocker_deadwood,
            undercut_tier=s.undercut_tier,
        )

    def missing_hands(
        self, game: JinlamiGame, seat: int, have: Set[int], duration: float
    ) -> list[HandEntry]:
        """Finished hands not in ``have``; a team match's are the player's own duels
        (``seat``: their team), numbered on across them."""
        if isinstance(game, TeamMatch):
            out: list[HandEntry] = []
            for before, duel, level in team_duels(game, seat):
                for hand in duel.records:
                    if before + hand.number in have:
                        continue
                    entry = HandEntry.from_record(
                        hand, game.rules, seat, self, duration=duration, opponent_level=level
                    )
                    out.append(replace(entry, number=before + hand.number))
            return out
        if isinstance(game, HandState):
            if not game.is_over or 1 in have:
                return []
            return [HandEntry.from_state(game, seat, self, duration=duration, number=1)]
        return [
            HandEntry.from_record(record, game.rules, seat, self, duration=duration)
            for record in game.records
            if record.number not in have
        ]

    def scores(self, game: JinlamiGame) -> tuple[int, ...]:
        """A match's totals (with International bonuses), the teams', a hand's points."""
        if isinstance(game, Match):
            return tuple(game.final_scores())
        if isinstance(game, TeamMatch):
            return tuple(game.team_scores())
        return tuple(game.points())

    def seat_scores(self, game: JinlamiGame) -> Sequence[int] | None:
        """Not kept: a 金拉米 row has the player's and the opponent's score only."""
        return None

    def hands_played(self, game: JinlamiGame) -> int:
        """Finished hands (a team match: the player's own, across their duels)."""
        if isinstance(game, TeamMatch):
            return sum(duel.hands_played for _b, duel, _l in team_duels(game, 0))
        if isinstance(game, Match):
            return game.hands_played
        return 1 if game.is_over else 0

    def hand_just_ended(self, game: JinlamiGame) -> bool:
        """Is the hand in play over (a team match: the latest duel dealt)?"""
        if isinstance(game, HandState):
            return game.is_over
        if isinstance(game, TeamMatch):  # the latest duel dealt (the next may not be yet)
            dealt = [duel for _a, _b, duel in game.duels if duel.state is not None]
            return bool(dealt) and dealt[-1].state is not None and dealt[-1].state.is_over
        return game.state is not None and game.state.is_over

    def figures(self, queries: Queries, practice: bool | None) -> GameFigures:
        """Gins by tier and knocks (undercuts suffered and inflicted)."""
        return GameFigures(
            own=JinlamiFigures(
                gins=gin_counts(queries, practice, self.id),
                knocks=knock_stats(queries, practice, self.id),
            )
        )

    def save_facts(
        self, kind: str, match: Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> SaveFacts:
        """A match save's mode is its config's; two seats; no target of its own."""
        mode = match.get("mode") if kind == "match" and match is not None else kind
        return SaveFacts(mode=mode if isinstance(mode, str) else "", players=2)


#: The one 金拉米 part.
JINLAMI_STATS: Final = JinlamiStats()
