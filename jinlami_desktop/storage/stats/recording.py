"""Recording: open a match row, add each finished hand, close the match.

Whatever differs between games (the match's mode and config, a hand's kind and
points, which hands a match holds) comes from the game's part (:mod:`.game`).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Collection, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..errors import StorageError
from .database import Database
from .fairness import FairnessLedger, commitment_for, insert_commitment
from .game import Recordable
from .parts import Parts, part_of
from .queries import FIRST_GAME
from .review import Reviews
from .rows import HAND_RESULTS, MATCH_RESULTS, HandEntry, MatchResult, int_list, to_text

if TYPE_CHECKING:
    from engine.protocol import GameRules, GameState

__all__ = ["Recorder", "match_outcome"]

log = logging.getLogger(__name__)


def match_outcome(
    game: Recordable, parts: Parts, seat: int = 0
) -> tuple[MatchResult | None, tuple[int, int]]:
    """The player's result (``None`` while in play) and (player, best opponent) scores.

    ``seat`` is the player's seat (or team) among the scores the game's part gives;
    the winner is the engine's (``None`` when the game ended drawn).
    """
    scores = part_of(game, parts).scores(game)
    mine = scores[seat]
    theirs = max((s for i, s in enumerate(scores) if i != seat), default=0)
    if not game.is_over:
        return None, (mine, theirs)
    winner = game.winner
    if winner is None:
        return "drawn", (mine, theirs)
    return ("won" if winner == seat else "lost"), (mine, theirs)


class Recorder:
    """Writes matches and hands into the shared :class:`Database`."""

    def __init__(self, db: Database, parts: Parts) -> None:
        self.db = db
        self.parts = parts
        self._reviews = Reviews(db)  # a match's pooled accuracy follows its result

    def start_match(
        self,
        *,
        rules: GameRules,
        mode: str,
        opponents: Sequence[str],
        seat: int = 0,
        game: str = FIRST_GAME,
        config: Mapping[str, Any] | None = None,
        seed: int | None = None,
        practice: bool = False,
        started: datetime | None = None,
        players: int = 2,
        commitment: str | None = None,
    ) -> int:
        """Open a match row (result unset) and return its id for the save's meta; with
        its ``commitment`` (provably fair deals) in the same write."""
        levels = sorted(set(opponents))
        level = levels[0] if len(levels) == 1 else ("mixed" if levels else "")
        part = self.parts.get(game)
        seat_scores = [0] * players if part is not None and part.multi_seat else []
        with self.db.write() as db:
            cur = db.execute(
                "INSERT INTO matches (started, game, rules, rules_json, mode, config_json,"
                " opponents_json, opponent_level, seat, seed, practice, players, scores_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    to_text(started or self.db.clock()),
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
                    json.dumps(seat_scores),
                ),
            )
            assert cur.lastrowid is not None
            insert_commitment(db, cur.lastrowid, commitment)
        return cur.lastrowid

    def start_match_for(
        self,
        game: Recordable,
        *,
        opponents: Sequence[str],
        seat: int = 0,
        practice: bool = False,
        started: datetime | None = None,
    ) -> int:
        """:meth:`start_match` with rules, mode, config and seed taken from the engine
        (as the game's part describes them)."""
        part = part_of(game, self.parts)
        d = part.describe(game)
        return self.start_match(
            rules=d.rules,
            mode=d.mode,
            opponents=opponents,
            seat=seat,
            game=part.id,
            config=d.config,
            seed=d.seed,
            practice=practice,
            started=started,
            players=d.players,
            commitment=commitment_for(game),
        )

    def record_hand(self, match_id: int, entry: HandEntry) -> int:
        """Store a finished hand of ``match_id``; adds its points to the match's running
        score and makes the match practice if the hand was.  Returns the hand id."""
        if entry.result not in HAND_RESULTS:
            raise StorageError(f"bad hand result {entry.result!r}", "bad_result")
        with self.db.write() as db:
            m = self.db.match_row(match_id)
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
                    to_text(entry.played or self.db.clock()),
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
            self._add_to_scores(db, m, entry)
        assert cur.lastrowid is not None
        return cur.lastrowid

    @staticmethod
    def _add_to_scores(db: sqlite3.Connection, m: sqlite3.Row, entry: HandEntry) -> None:
        """Add a hand's points to its match's running scores (inside the write)."""
        totals = int_list(m["scores_json"])
        if entry.points and len(totals) == len(entry.points):
            # every seat's running total; the best opponent's is the score
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
                    m["id"],
                ),
            )
        else:
            db.execute(
                "UPDATE matches SET score_player = score_player + ?,"
                " score_opponent = score_opponent + ?, practice = max(practice, ?)"
                " WHERE id = ?",
                (entry.points_for, entry.points_against, int(entry.practice), m["id"]),
            )

    def record_hand_state(
        self,
        match_id: int,
        state: GameState[Any],
        *,
        duration: float = 0.0,
        number: int | None = None,
        practice: bool = False,
        played: datetime | None = None,
    ) -> int:
        """Record a finished engine hand (any game) from the player's seat stored with
        the match."""
        seat = int(self.db.match_row(match_id)["seat"])
        entry = HandEntry.of(
            state,
            part_of(state, self.parts).hand_outcome(state, seat),
            seat,
            duration=duration,
            number=number,
            practice=practice,
            played=played,
        )
        return self.record_hand(match_id, entry)

    def record_missing_hands(self, match_id: int, game: Recordable, duration: float = 0.0) -> int:
        """Record the finished hands of ``game`` that the database lacks: the hand that
        has just ended, or hands a crash between autosave and recording left out (on
        resume).  Idempotent.  ``duration`` goes to the hands recorded now."""
        seat = int(self.db.match_row(match_id)["seat"])
        have = self.hand_numbers(match_id)
        missing = part_of(game, self.parts).missing_hands(game, seat, have, duration)
        for entry in missing:
            self.record_hand(match_id, entry)
        return len(missing)

    def hand_numbers(self, match_id: int) -> set[int]:
        """Numbers of the hands recorded for a match."""
        rows = self.db.execute("SELECT number FROM hands WHERE match_id = ?", (match_id,))
        return {int(r[0]) for r in rows}

    def reopen_match(self, match_id: int) -> None:
        """Clear a match's result: a loaded save continues a match that was closed as
        abandoned (the running scores stay; finishing sets the final ones)."""
        with self.db.write() as db:
            self.db.match_row(match_id)
            db.execute("UPDATE matches SET result = NULL, ended = NULL WHERE id = ?", (match_id,))
            self._reviews.settle(match_id)  # running again: not reviewed whole

    def mark_practice(self, match_id: int) -> None:
        """A hint or take-back was used: the match leaves the ranked figures."""
        with self.db.write() as db:
            self.db.match_row(match_id)
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
        score (a multi-seat game)."""
        if result not in MATCH_RESULTS:
            raise StorageError(f"bad match result {result!r}", "bad_result", result=result)
        with self.db.write() as db:
            self.db.match_row(match_id)
            db.execute(
                "UPDATE matches SET result = ?, ended = ? WHERE id = ?",
                (result, to_text(ended or self.db.clock()), match_id),
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
            self._reviews.settle(match_id)  # its hands may all be reviewed already
        self.db.checkpoint()  # a finished match is in the main file, whatever the WAL

    def finish_match_from(
        self,
        match_id: int,
        game: Recordable,
        *,
        resigned: bool = False,
        ended: datetime | None = None,
    ) -> MatchResult:
        """Close a match from the engine's final position (``resigned`` if the player gave
        up an unfinished one; an unfinished one otherwise counts as abandoned)."""
        seat = int(self.db.match_row(match_id)["seat"])
        FairnessLedger(self.db).reveal(match_id, game, ended)  # first: a failure keeps it open
        outcome, scores = match_outcome(game, self.parts, seat)
        unfinished: MatchResult = "resigned" if resigned else "abandoned"
        result = outcome if outcome is not None else unfinished
        seat_scores = part_of(game, self.parts).seat_scores(game)
        self.finish_match(match_id, result, scores, ended, seat_scores=seat_scores)
        return result

    def abandon_unfinished(self, keep: Collection[int] = ()) -> int:
        """Mark every match still open as abandoned, except those being resumed.
        Returns how many were closed."""
        keep_ids = sorted(set(keep))
        marks = ", ".join("?" * len(keep_ids))
        skip = f" AND id NOT IN ({marks})" if keep_ids else ""
        with self.db.write() as db:
            cur = db.execute(
                "UPDATE matches SET result = 'abandoned', ended = ? WHERE result IS NULL" + skip,
                (to_text(self.db.clock()), *keep_ids),
            )
        if cur.rowcount:
            self.db.checkpoint()
        return cur.rowcount

    def reset(self) -> None:
        """Delete every match and hand, and the drills made of them (the UI asks for
        confirmation first).  Ids are never reused, so a stale save cannot point at a
        new match."""
        with self.db.write() as db:
            db.execute("DELETE FROM drill_answers")
            db.execute("DELETE FROM drills")
            db.execute("DELETE FROM hands")
            db.execute("DELETE FROM matches")
            db.execute("DELETE FROM quarantine")  # the damaged rows went with the rest
            db.execute("DELETE FROM temp.set_aside")
        try:
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self.db.execute("VACUUM")
        except sqlite3.Error as exc:  # space reclaim is optional
            log.info("vacuum after reset failed: %s", exc)
