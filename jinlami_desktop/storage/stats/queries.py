"""Queries: the figures, series and history pages of the statistics window.

Every figure is for one scope (``practice=False`` ranked, ``True`` practice, ``None``
both) and one game (its id; ``None`` every game where that makes sense; the engine's
first game by default).  The figures only one game has are its part's
(:meth:`~.game.GameStats.figures`), asked over :meth:`Queries.hand_figures` and
:meth:`Queries.kind_counts`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, Final

from engine.games import GAME_IDS

from .database import Database, scope
from .figures import (
    MatchPoint,
    Overview,
    PointStats,
    Streaks,
    Summary,
    Tally,
)
from .game import GameFigures
from .parts import Parts
from .rows import (
    DECIDED,
    HAND_RESULTS,
    MATCH_RESULTS,
    HandRow,
    MatchRow,
    from_text,
    hand_row,
    match_row,
)

__all__ = ["FIRST_GAME", "Queries"]

#: The game a figure is for when the caller names none (the engine's first).
FIRST_GAME: Final = GAME_IDS[0]


def _streaks(results: Sequence[str]) -> Streaks:
    longest = run = 0
    for r in results:
        run = run + 1 if r == "won" else 0
        longest = max(longest, run)
    return Streaks(current=run, longest=longest)


class Queries:
    """Reads figures from the shared :class:`Database`."""

    def __init__(self, db: Database, parts: Parts) -> None:
        self.db = db
        self.parts = parts

    # -- rows ----------------------------------------------------------------------------
    def match_exists(self, match_id: int) -> bool:
        """Does the row a resumed save points at still exist (not reset, not moved)?
        An id outside SQLite's integers (a damaged save's) names no row."""
        if not _row_id(match_id):
            return False
        return (
            self.db.execute("SELECT 1 FROM ok_matches WHERE id = ?", (match_id,)).fetchone()
            is not None
        )

    def match_is_open(self, match_id: int) -> bool:
        """Does the match exist without a result yet (so it may still be recorded into)?"""
        if not _row_id(match_id):
            return False
        row = self.db.execute("SELECT result FROM ok_matches WHERE id = ?", (match_id,)).fetchone()
        return row is not None and row[0] is None

    def get_match(self, match_id: int) -> MatchRow | None:
        """Match ``match_id``; ``None`` when there is none, or it was set aside as damaged."""
        if not _row_id(match_id):
            return None
        rows = self.db.execute("SELECT * FROM ok_matches WHERE id = ?", (match_id,))
        found = self.db.decoded("matches", rows, match_row)
        return found[0] if found else None

    def match_hands(self, match_id: int) -> list[HandRow]:
        rows = self.db.execute(
            "SELECT * FROM ok_hands WHERE match_id = ? ORDER BY number, id", (match_id,)
        )
        return self.db.decoded("hands", rows, hand_row)

    def hand_count(self, practice: bool | None = None, game: str | None = None) -> int:
        return int(self.hand_figures("count(*)", practice, game)[0])

    def hand_history(
        self,
        limit: int = 50,
        offset: int = 0,
        practice: bool | None = None,
        game: str | None = None,
    ) -> list[HandRow]:
        """Recorded hands, newest first, one page at a time (all scopes and games by
        default)."""
        where, params = scope(practice, game=game)
        rows = self.db.execute(
            f"SELECT * FROM ok_hands WHERE {where} ORDER BY played DESC, id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        return self.db.decoded("hands", rows, hand_row)

    # -- tallies -------------------------------------------------------------------------
    def _match_tally(self, where: str, params: Sequence[Any]) -> Tally:
        rows = self.db.execute(
            f"SELECT result, count(*) FROM ok_matches WHERE {where} GROUP BY result", params
        )
        return _match_tally({row[0]: row[1] for row in rows})

    def _hand_tally(self, where: str, params: Sequence[Any]) -> Tally:
        rows = self.db.execute(
            f"SELECT result, count(*) FROM ok_hands WHERE {where} GROUP BY result", params
        )
        return _hand_tally({row[0]: row[1] for row in rows})

    def summary(self, practice: bool | None = False, game: str | None = FIRST_GAME) -> Summary:
        """Matches and hands played and won (ranked only by default)."""
        where, params = scope(practice, game=game)
        return Summary(self._match_tally(where, params), self._hand_tally(where, params))

    def grouped(self, column: str, practice: bool | None, game: str | None) -> dict[Any, Summary]:
        """A :class:`Summary` per value of ``column`` (rules, opponent_level, players)."""
        where, params = scope(practice, game=game)
        keys = sorted(
            {
                r[0]
                for table in ("ok_matches", "ok_hands")
                for r in self.db.execute(
                    f"SELECT DISTINCT {column} FROM {table} WHERE {where}", params
                )
            }
        )
        out: dict[Any, Summary] = {}
        for key in keys:
            w, p = f"{where} AND {column} = ?", [*params, key]
            out[key] = Summary(self._match_tally(w, p), self._hand_tally(w, p))
        return out

    def by_rules(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per rules preset name (``custom`` for changed options)."""
        return self.grouped("rules", practice, game)

    def by_opponent(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per opponent level (``mixed`` for a match against several levels)."""
        return self.grouped("opponent_level", practice, game)

    def by_players(self, practice: bool | None, game: str | None) -> dict[int, Summary]:
        """Summary per number of players at the table (a game of 2–4 seats)."""
        return self.grouped("players", practice, game)

    def by_mode(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> dict[str, Summary]:
        """Summary per match mode (fixed, target, game, hollywood, team, hand …): a hand
        counts under its match's mode (one whose match row was set aside as damaged is
        left out with it).  Two grouped queries, one over the matches and one over the
        hands joined to their match."""
        where, params = scope(practice, game=game)
        matches: dict[str, dict[str | None, int]] = {}
        for mode, result, count in self.db.execute(
            f"SELECT mode, result, count(*) FROM ok_matches WHERE {where} GROUP BY mode, result",
            params,
        ):
            matches.setdefault(mode, {})[result] = count
        hands: dict[str, dict[str | None, int]] = {}
        h_where, h_params = scope(practice, alias="h", game=game)
        for mode, result, count in self.db.execute(
            "SELECT m.mode, h.result, count(*) FROM ok_hands h "
            f"JOIN ok_matches m ON m.id = h.match_id WHERE {h_where} "
            "GROUP BY m.mode, h.result",
            h_params,
        ):
            hands.setdefault(mode, {})[result] = count
        return {
            mode: Summary(_match_tally(matches.get(mode, {})), _hand_tally(hands.get(mode, {})))
            for mode in sorted({*matches, *hands})
        }

    # -- hand figures --------------------------------------------------------------------
    def hand_figures(self, columns: str, practice: bool | None, game: str | None) -> sqlite3.Row:
        """One row of aggregates (``columns``) over the hands of one scope and game."""
        where, params = scope(practice, game=game)
        row: sqlite3.Row = self.db.execute(
            f"SELECT {columns} FROM ok_hands WHERE {where}", params
        ).fetchone()
        return row

    def kind_counts(
        self, condition: str, practice: bool | None, game: str | None
    ) -> dict[str, int]:
        """How many hands of one scope and game, meeting ``condition`` (SQL), ended in
        each ``kind``."""
        where, params = scope(practice, game=game)
        rows = self.db.execute(
            f"SELECT kind, count(*) FROM ok_hands WHERE {where} AND {condition} GROUP BY kind",
            params,
        )
        return {kind: n for kind, n in rows}

    def match_streaks(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> Streaks:
        """Winning streaks of matches in the order they ended; abandoned ones are skipped."""
        where, params = scope(practice, game=game)
        rows = self.db.execute(
            f"SELECT result FROM ok_matches WHERE {where} AND result IN"
            " ('won', 'lost', 'drawn', 'resigned') ORDER BY ended, id",
            params,
        )
        return _streaks([r[0] for r in rows])

    def hand_streaks(self, practice: bool | None = False, game: str | None = FIRST_GAME) -> Streaks:
        """Winning streaks of hands; a lost or drawn hand breaks one."""
        where, params = scope(practice, game=game)
        rows = self.db.execute(
            f"SELECT result FROM ok_hands WHERE {where} ORDER BY played, id", params
        )
        return _streaks([r[0] for r in rows])

    def point_stats(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> PointStats:
        row = self.hand_figures(
            "count(*), coalesce(sum(points_for), 0), coalesce(sum(points_against), 0)",
            practice,
            game,
        )
        return PointStats(hands=row[0], points_for=row[1], points_against=row[2])

    def best_hand(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> HandRow | None:
        """The hand with the most points won (the earliest of equals)."""
        where, params = scope(practice, game=game)
        while True:  # a damaged best is set aside: the next best is asked for
            row = self.db.execute(
                f"SELECT * FROM ok_hands WHERE {where} AND points_for > 0"
                " ORDER BY points_for DESC, played, id LIMIT 1",
                params,
            ).fetchone()
            if row is None:
                return None
            found = self.db.decoded("hands", [row], hand_row)
            if found:
                return found[0]

    # -- series --------------------------------------------------------------------------
    def match_results(
        self, practice: bool | None = False, game: str | None = FIRST_GAME
    ) -> list[MatchPoint]:
        """Finished matches oldest first, with the running win rate, for the charts.
        Abandoned matches appear (as such) and leave the running rate unchanged."""
        where, params = scope(practice, game=game)
        out: list[MatchPoint] = []
        won = decided = 0
        rows = self.db.execute(
            f"SELECT * FROM ok_matches WHERE {where} AND result IS NOT NULL ORDER BY ended, id",
            params,
        )
        for r in self.db.decoded("matches", rows, lambda r: r):
            if r["result"] in DECIDED:
                decided += 1
                won += r["result"] == "won"
            ended = from_text(r["ended"]) or from_text(r["started"])
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

    def overview(self, practice: bool | None = False, game: str = FIRST_GAME) -> Overview:
        """Every figure of the statistics window for one scope and one game in one call;
        the figures only some games have come from the game's part (the others stay
        zero or empty)."""
        part = self.parts.get(game)
        extra = part.figures(self, practice) if part is not None else GameFigures()
        return Overview(
            practice=practice,
            summary=self.summary(practice, game),
            by_rules=self.by_rules(practice, game),
            by_opponent=self.by_opponent(practice, game),
            match_streaks=self.match_streaks(practice, game),
            hand_streaks=self.hand_streaks(practice, game),
            points=self.point_stats(practice, game),
            best_hand=self.best_hand(practice, game),
            results=tuple(self.match_results(practice, game)),
            game=game,
            own=extra.own,
            by_players=extra.by_players,
            by_mode=self.by_mode(practice, game),
        )


def _match_tally(counts: dict[Any, int]) -> Tally:
    """Matches by result (``None``: still in play) as a :class:`Tally`."""
    got = {r: counts.get(r, 0) for r in (*MATCH_RESULTS, None)}
    return Tally(
        played=sum(got[r] for r in DECIDED),
        won=got["won"],
        lost=got["lost"] + got["resigned"],
        drawn=got["drawn"],
        resigned=got["resigned"],
        abandoned=got["abandoned"],
        in_progress=got[None],
    )


def _hand_tally(counts: dict[Any, int]) -> Tally:
    """Hands by result as a :class:`Tally`."""
    got = {r: counts.get(r, 0) for r in HAND_RESULTS}
    return Tally(played=sum(got.values()), won=got["won"], lost=got["lost"], drawn=got["drawn"])


def _row_id(value: object) -> bool:
    """Is ``value`` an integer SQLite can hold as a row id (1 … 2**63 - 1)?"""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value < 2**63
