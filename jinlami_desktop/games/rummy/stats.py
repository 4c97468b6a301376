"""拉米纸牌's part of storage (:class:`~jinlami_desktop.storage.stats.GameStats`).

A Rummy match is mode ``target`` (first to 50 … 500 points) at a table of 2–4 seats;
every seat's score is kept.  A finished hand is ``out``, ``rummy`` (一把出完, doubled)
or ``stalemate`` (drawn), with every seat's points and how it ended; ``deadwood``
holds the card points left in the player's hand.  Its overview figures are how the
player's hands ended (:class:`RummyCounts`); a recorded hand is read back to replay it
as a :class:`RummyHandReplay`.  Qt-free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules, RummyState
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.save_meta import SaveFacts
from jinlami_desktop.storage.stats import (
    GameFigures,
    HandEntry,
    HandOutcome,
    MatchDescription,
    RecordedHand,
)
from jinlami_desktop.storage.stats.figures import percent, share
from jinlami_desktop.storage.stats.queries import Queries

__all__ = ["RUMMY_STATS", "RummyCounts", "RummyHandReplay", "RummyStats", "rummy_counts"]

#: What 拉米纸牌 records: a match or a single hand.
RummyGame = RummyMatch | RummyState


@dataclass(frozen=True, slots=True)
class RummyCounts:
    """How 拉米纸牌 hands ended, from the player's seat (:attr:`Overview.own`)."""

    hands: int = 0
    outs: int = 0  # hands the player went out (一把出完 included)
    rummies: int = 0  # the player went out all at once (一把出完, points doubled)
    rummies_against: int = 0  # an opponent went out all at once
    stalemates: int = 0  # nobody went out (僵局): a drawn hand

    @property
    def stalemate_rate(self) -> float | None:
        """Stalemates / hands in 0..1, ``None`` before any hand."""
        return share(self.stalemates, self.hands)

    @property
    def stalemate_percent(self) -> float | None:
        return percent(self.stalemate_rate)


def rummy_counts(queries: Queries, practice: bool | None, game: str | None) -> RummyCounts:
    """How the player's 拉米纸牌 hands ended: out, 一把出完, stalemate."""
    row = queries.hand_figures(
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


@dataclass(frozen=True, slots=True)
class RummyHandReplay(RecordedHand[RummyRules, RummyState]):
    """A recorded 拉米纸牌 hand, to step through on the table."""

    game: ClassVar[str] = "rummy"

    @classmethod
    def read_rules(cls, data: Mapping[str, Any]) -> RummyRules:
        return RummyRules.from_dict(data)

    def new_state(self) -> RummyState:
        return RummyState.new(self.rules, seed=self.seed, dealer=self.dealer)


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class RummyStats:
    """拉米纸牌 in the statistics and the save list."""

    id: Final = "rummy"
    multi_seat: Final = True
    replay: Final = RummyHandReplay

    def describe(self, game: RummyGame) -> MatchDescription:
        """A match is mode ``target`` with ``{"target": …}``, a single hand ``hand``."""
        if isinstance(game, RummyMatch):
            mode, config = "target", {"target": game.target}
        else:
            mode, config = "hand", {"dealer": game.dealer}
        return MatchDescription(
            rules=game.rules, mode=mode, config=config, seed=game.seed, players=game.rules.players
        )

    def hand_outcome(self, state: RummyState, seat: int) -> HandOutcome:
        """``out``, ``rummy`` (一把出完) or ``stalemate``: ``won`` when ``seat`` went
        out, ``drawn`` for a stalemate, else ``lost``."""
        r = state.result
        if r is None or not state.is_over:
            raise StorageError("only a finished hand can be recorded", code="hand_not_over")
        if r.kind == "stalemate":
            kind, result = "stalemate", "drawn"
        else:
            kind = "rummy" if r.rummy else "out"
            result = "won" if r.winner == seat else "lost"
        points = tuple(r.points)
        return HandOutcome(
            kind=kind,
            result=result,
            winner=r.winner,
            points_for=points[seat],
            points_against=sum(points) - points[seat],
            deadwood=r.left[seat],
            players=state.rules.players,
            points=points,
            how=r.how,
        )

    def missing_hands(
        self, game: RummyGame, seat: int, have: Set[int], duration: float
    ) -> list[HandEntry]:
        """Finished hands not in ``have`` (replayed from the match's records)."""
        if isinstance(game, RummyState):
            if not game.is_over or 1 in have:
                return []
            return [HandEntry.from_state(game, seat, self, duration=duration, number=1)]
        return [
            HandEntry.from_record(record, game.rules, seat, self, duration=duration)
            for record in game.records
            if record.number not in have
        ]

    def scores(self, game: RummyGame) -> tuple[int, ...]:
        """Every seat's total (a single hand: its points)."""
        if isinstance(game, RummyMatch):
            return tuple(game.scores)
        return tuple(game.points())

    def seat_scores(self, game: RummyGame) -> Sequence[int] | None:
        """Every seat's final score is kept with the match."""
        return self.scores(game)

    def hands_played(self, game: RummyGame) -> int:
        if isinstance(game, RummyMatch):
            return game.hands_played
        return 1 if game.is_over else 0

    def hand_just_ended(self, game: RummyGame) -> bool:
        if isinstance(game, RummyState):
            return game.is_over
        return game.state is not None and game.state.is_over

    def figures(self, queries: Queries, practice: bool | None) -> GameFigures:
        """How hands ended (out, 一把出完, stalemates) and tables by number of players."""
        return GameFigures(
            own=rummy_counts(queries, practice, self.id),
            by_players=queries.by_players(practice, self.id),
        )

    def save_facts(
        self, kind: str, match: Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> SaveFacts:
        """A match save is mode ``target``; its seats are in the rules, its target in the
        match config; the rules' name defaults to ``rummy``."""
        return SaveFacts(
            mode="target" if kind == "match" else kind,
            players=_int_or_none(rules.get("players")),
            target=_int_or_none(match.get("target")) if match is not None else None,
            rules_name="rummy",
        )


#: The one 拉米纸牌 part.
RUMMY_STATS: Final = RummyStats()
