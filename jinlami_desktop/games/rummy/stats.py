"""拉米纸牌's part of storage (:class:`~jinlami_desktop.storage.stats.GameStats`).

A Rummy match is mode ``target`` (first to 50, 100 or 200) at a table of 2–4 seats;
every seat's score is kept.  A finished hand is ``out``, ``rummy`` (一把出完, doubled)
or ``stalemate`` (drawn), with every seat's points and how it ended; ``deadwood``
holds the card points left in the player's hand.  Qt-free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from typing import Any, Final

from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyState
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.saves import SaveFacts
from jinlami_desktop.storage.stats import (
    GameFigures,
    HandEntry,
    HandOutcome,
    MatchDescription,
)
from jinlami_desktop.storage.stats.queries import Queries

__all__ = ["RUMMY_STATS", "RummyStats"]

#: What 拉米纸牌 records: a match or a single hand.
RummyGame = RummyMatch | RummyState


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class RummyStats:
    """拉米纸牌 in the statistics and the save list."""

    id: Final = "rummy"
    multi_seat: Final = True

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
            return [HandEntry.from_rummy_state(game, seat, duration=duration, number=1)]
        return [
            HandEntry.from_record(record, game.rules, seat, duration=duration)
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
            rummy=queries.rummy_counts(practice, self.id),
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
