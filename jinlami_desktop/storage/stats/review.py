"""The hand review's figures in the statistics: a reviewed hand's accuracy and its
decisions, kept so a review is computed once, and the accuracy series the statistics
window charts (schema v4, :mod:`.schema`).

Why here and not in a file of its own: the accuracy belongs to the hand it measures —
a reset deletes both, a CSV export carries both, and the chart reads it in one query.
The decisions are stored as the JSON the app's review window reads back
(``jinlami_desktop/review/model.py``); this module never looks inside them.

A match's accuracy is pooled over all its decisions (each hand weighted by its number
of decisions) and set once the match is reviewed whole: played to its end (won, lost
or drawn) and every hand of it reviewed.  A resigned, abandoned or still running match
is never whole, however many of its hands are reviewed: the hands it did not play are
missing from it.  :meth:`Reviews.settle` keeps the figure right when a hand's review is
stored and when a match is closed or reopened.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..errors import StorageError
from .database import Database, scope
from .rows import FINISHED, from_text

__all__ = ["AccuracyPoint", "Reviews", "StoredReview"]


@dataclass(frozen=True, slots=True)
class StoredReview:
    """A hand's review as stored: the evaluation effort, the accuracy and the decisions
    (plain JSON objects, in the order they were played)."""

    hand_id: int
    effort: str
    accuracy: float
    decisions: tuple[Mapping[str, Any], ...]


@dataclass(frozen=True, slots=True)
class AccuracyPoint:
    """One reviewed hand (or match) on the accuracy chart, oldest first."""

    id: int  # the hand's id (the match's for a match point)
    match_id: int
    number: int  # the hand's number in its match (0 for a match point)
    when: datetime
    accuracy: float
    decisions: int


def _check_accuracy(accuracy: object) -> float:
    if (
        not isinstance(accuracy, int | float)
        or isinstance(accuracy, bool)
        or not math.isfinite(accuracy)
        or not 0.0 <= accuracy <= 1.0
    ):
        raise StorageError(f"not an accuracy: {accuracy!r}", "bad_field", field="accuracy")
    return float(accuracy)


class Reviews:
    """Reads and writes the review columns of the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def save(
        self,
        hand_id: int,
        effort: str,
        accuracy: float,
        decisions: Sequence[Mapping[str, Any]],
    ) -> float | None:
        """Store hand ``hand_id``'s review; returns its match's accuracy when the match is
        reviewed whole (else ``None``)."""
        accuracy = _check_accuracy(accuracy)
        text = json.dumps({"effort": effort, "decisions": [dict(d) for d in decisions]})
        with self.db.write() as conn:
            row = conn.execute("SELECT match_id FROM hands WHERE id = ?", (hand_id,)).fetchone()
            if row is None:
                raise StorageError(f"no hand {hand_id}", "no_such_hand", hand_id=hand_id)
            match_id = int(row[0])
            conn.execute(
                "UPDATE hands SET accuracy = ?, review_json = ? WHERE id = ?",
                (accuracy, text, hand_id),
            )
            pooled = self.settle(match_id)
        return pooled

    def settle(self, match_id: int) -> float | None:
        """Set (or clear) match ``match_id``'s pooled accuracy from its result and its
        hands' reviews, and return it; inside a write transaction."""
        pooled = self._pooled(match_id)
        self.db.execute("UPDATE matches SET accuracy = ? WHERE id = ?", (pooled, match_id))
        return pooled

    def _pooled(self, match_id: int) -> float | None:
        """The match's accuracy over every decision, or ``None`` while it is not reviewed
        whole: not played to its end, or a hand not reviewed."""
        row = self.db.execute("SELECT result FROM ok_matches WHERE id = ?", (match_id,)).fetchone()
        if row is None or row["result"] not in FINISHED:
            return None
        accurate = total = 0.0
        hands = self.db.decoded(
            "hands",
            self.db.execute("SELECT * FROM ok_hands WHERE match_id = ?", (match_id,)),
            lambda r: r,
        )
        if not hands:
            return None
        for r in hands:
            if r["accuracy"] is None:
                return None
            n = len(_decisions(r["review_json"]))
            accurate += r["accuracy"] * n
            total += n
        return accurate / total if total else 1.0

    def stored(self, hand_id: int) -> StoredReview | None:
        """Hand ``hand_id``'s stored review (``None``: not reviewed, or unreadable)."""
        rows = self.db.execute("SELECT * FROM ok_hands WHERE id = ?", (hand_id,))
        found = self.db.decoded("hands", rows, lambda r: r)
        row = found[0] if found else None
        if row is None or row["accuracy"] is None or row["review_json"] is None:
            return None
        try:
            data = json.loads(row["review_json"])
        except ValueError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("effort"), str):
            return None
        return StoredReview(
            hand_id, data["effort"], float(row["accuracy"]), _decision_objects(data)
        )

    def hand_points(self, practice: bool | None, game: str | None) -> list[AccuracyPoint]:
        """Every reviewed hand of one scope and game, oldest first."""
        where, params = scope(practice, game=game)
        out = []
        rows = self.db.execute(
            f"SELECT * FROM ok_hands WHERE {where} AND accuracy IS NOT NULL ORDER BY played, id",
            params,
        )
        for r in self.db.decoded("hands", rows, lambda r: r):
            when = from_text(r["played"])
            assert when is not None
            n = len(_decisions(r["review_json"]))
            out.append(AccuracyPoint(r["id"], r["match_id"], r["number"], when, r["accuracy"], n))
        return out

    def match_points(self, practice: bool | None, game: str | None) -> list[AccuracyPoint]:
        """Every match reviewed whole, by when it ended (or started); a figure an earlier
        version stored for a match not played to its end stays out."""
        where, params = scope(practice, game=game)
        finished = ", ".join("?" * len(FINISHED))
        out = []
        rows = self.db.execute(
            f"SELECT * FROM ok_matches"
            f" WHERE {where} AND accuracy IS NOT NULL AND result IN ({finished})"
            f" ORDER BY coalesce(ended, started), id",
            (*params, *FINISHED),
        )
        for r in self.db.decoded("matches", rows, lambda r: r):
            when = from_text(r["ended"] or r["started"])
            assert when is not None
            out.append(AccuracyPoint(r["id"], r["id"], 0, when, r["accuracy"], 0))
        return out


def _decisions(text: str | None) -> tuple[Mapping[str, Any], ...]:
    """The decision objects of a stored review (none for anything unreadable)."""
    try:
        data = json.loads(text or "{}")
    except ValueError:
        return ()
    return _decision_objects(data)


def _decision_objects(data: object) -> tuple[Mapping[str, Any], ...]:
    """The decision objects of a parsed stored review (none for anything malformed)."""
    decisions = data.get("decisions") if isinstance(data, dict) else None
    if not isinstance(decisions, list):
        return ()
    return tuple(d for d in decisions if isinstance(d, dict))
