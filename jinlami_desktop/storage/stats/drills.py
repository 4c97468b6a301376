"""Drills in the statistics (schema v6, :mod:`.schema`): the drills kept, when each is due,
and every answer, for the drills screen and the Statistics figures.

Why in the statistics database: a drill comes from a recorded hand's review and its
answers are figures of the player's progress, like the review's accuracy; the database
keeps both through upgrades, backups and the guarded reads of every other row.

A drill is kept as the engine's JSON (:meth:`engine.drills.Drill.to_dict`: the position
as the player saw it, never a hidden card) and read back through
:meth:`~engine.drills.Drill.from_dict`, which checks it; a row that does not read is set
aside like any damaged row (:mod:`.quarantine`).  When it is due follows
:mod:`engine.drills.schedule` (1, 3, 7 and 21 days after right answers, tomorrow after a
wrong one); the caller says what day it is (the player's own calendar day), so nothing
here guesses a time zone.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from engine.drills.drill import Drill
from engine.drills.schedule import answer, first_due
from engine.errors import EngineError

from ..errors import StorageError
from .database import Database
from .quarantine import set_aside
from .row_check import DamagedRow
from .rows import from_text, to_text

__all__ = ["DrillCounts", "DrillDay", "Drills", "StoredDrill"]

#: The most drills one due list returns (a long absence leaves many due).
MAX_DUE: Final = 500


@dataclass(frozen=True, slots=True)
class StoredDrill:
    """A drill as kept: the engine's :class:`Drill`, when it was made, the day it is due
    next (``None``: learnt) and its step in the schedule."""

    drill: Drill
    created: dt.datetime
    due: dt.date | None
    step: int

    @property
    def key(self) -> str:
        return self.drill.key


@dataclass(frozen=True, slots=True)
class DrillCounts:
    """One game's drills: how many are kept, due on the day asked, learnt, and the
    answers given (how many, how many right)."""

    kept: int
    due: int
    learnt: int
    answered: int
    right: int

    @property
    def accuracy(self) -> float | None:
        """Share of right answers (``None`` before the first answer)."""
        return self.right / self.answered if self.answered else None


@dataclass(frozen=True, slots=True)
class DrillDay:
    """The answers of one day (UTC), for the chart of accuracy on drills over time."""

    day: dt.date
    answered: int
    right: int

    @property
    def accuracy(self) -> float:
        return self.right / self.answered


def _check_day(day: object) -> dt.date:
    if type(day) is not dt.date:
        raise StorageError(f"not a day: {day!r}", "bad_field", field="day")
    return day


def _game_clause(game: str | None) -> tuple[str, list[object]]:
    return ("1", []) if game is None else ("game = ?", [game])


class Drills:
    """Reads and writes the drill tables of the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # -- writing ------------------------------------------------------------------------------
    def add(self, drills: Iterable[Drill], today: dt.date) -> int:
        """Keep ``drills``, each due ``today`` (step 0); one already kept (the same key:
        the same position and question) is left as it is.  Returns how many were new."""
        _check_day(today)
        step, due = first_due(today)
        rows = []
        for d in drills:
            if not isinstance(d, Drill):
                raise StorageError(f"not a drill: {d!r}", "bad_field", field="drill")
            text = json.dumps(d.to_dict(), ensure_ascii=False, sort_keys=True)
            rows.append((d.key, d.game, d.kind, text, d.source))
        created = to_text(self.db.clock())
        added = 0
        with self.db.write() as conn:
            for key, game, kind, text, source in rows:
                cur = conn.execute(
                    "INSERT OR IGNORE INTO drills"
                    " (key, game, kind, doc_json, created, due, step, source)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        key,
                        game,
                        kind,
                        text,
                        created,
                        due.isoformat() if due else None,
                        step,
                        source,
                    ),
                )
                added += cur.rowcount
        return added

    def record_answer(
        self, key: str, right: bool, today: dt.date, answered: dt.datetime | None = None
    ) -> StoredDrill:
        """Keep an answer to drill ``key`` given ``today`` and move the drill in the
        schedule (right: further out; wrong: due tomorrow, from the start).  Returns the
        drill as now kept; ``no_such_drill`` when there is none (or it was set aside)."""
        _check_day(today)
        if type(right) is not bool:
            raise StorageError(f"an answer is right or wrong: {right!r}", "bad_field")
        stored = self.get(key)
        if stored is None:
            raise StorageError(f"no drill {key!r}", "no_such_drill", key=key)
        step, due = answer(stored.step, right, today)
        when = to_text(answered or self.db.clock())
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO drill_answers (drill_key, game, answered, correct)"
                " VALUES (?, ?, ?, ?)",
                (key, stored.drill.game, when, int(right)),
            )
            conn.execute(
                "UPDATE drills SET due = ?, step = ? WHERE key = ?",
                (due.isoformat() if due else None, step, key),
            )
        return StoredDrill(stored.drill, stored.created, due, step)

    # -- reading ------------------------------------------------------------------------------
    def get(self, key: str) -> StoredDrill | None:
        """Drill ``key`` as kept, or ``None``."""
        rows = self.db.execute("SELECT * FROM ok_drills WHERE key = ?", (key,))
        found = self._read(rows)
        return found[0] if found else None

    def due(
        self, today: dt.date, game: str | None = None, limit: int = MAX_DUE
    ) -> list[StoredDrill]:
        """The drills due ``today`` or earlier (of ``game``; every game for ``None``),
        the longest overdue first, then the oldest."""
        _check_day(today)
        where, params = _game_clause(game)
        rows = self.db.execute(
            f"SELECT * FROM ok_drills WHERE {where} AND due IS NOT NULL AND due <= ?"
            " ORDER BY due, created, id LIMIT ?",
            (*params, today.isoformat(), max(0, int(limit))),
        )
        return self._read(rows)

    def counts(self, today: dt.date, game: str | None = None) -> DrillCounts:
        """How many drills are kept, due ``today``, learnt, and the answers so far."""
        _check_day(today)
        where, params = _game_clause(game)
        drills = self.db.decoded(
            "drills",
            self.db.execute(f"SELECT * FROM ok_drills WHERE {where}", params),
            lambda r: (r["due"], r["step"]),
        )
        answers = self.db.decoded(
            "drill_answers",
            self.db.execute(f"SELECT * FROM ok_drill_answers WHERE {where}", params),
            lambda r: int(r["correct"]),
        )
        day = today.isoformat()
        return DrillCounts(
            kept=len(drills),
            due=sum(1 for due, _s in drills if due is not None and due <= day),
            learnt=sum(1 for due, _s in drills if due is None),
            answered=len(answers),
            right=sum(answers),
        )

    def days(self, game: str | None = None) -> list[DrillDay]:
        """Each day with answers (of ``game``), oldest first: answered, right."""
        where, params = _game_clause(game)
        rows = self.db.execute(
            f"SELECT * FROM ok_drill_answers WHERE {where} ORDER BY answered, id", params
        )
        out: dict[dt.date, list[int]] = {}
        for when, right in self.db.decoded(
            "drill_answers", rows, lambda r: (from_text(r["answered"]), int(r["correct"]))
        ):
            assert when is not None
            tally = out.setdefault(when.date(), [0, 0])
            tally[0] += 1
            tally[1] += right
        return [DrillDay(day, n, r) for day, (n, r) in out.items()]

    def _read(self, rows: sqlite3.Cursor) -> list[StoredDrill]:
        """The drills of ``rows``: a row whose drill does not read is set aside."""
        out = []
        for r in self.db.decoded("drills", rows, lambda r: r):
            try:
                drill = Drill.from_dict(json.loads(r["doc_json"]))
                if drill.key != r["key"] or drill.game != r["game"]:
                    raise EngineError("the drill is not the row's")
            except (EngineError, ValueError, RecursionError):
                damaged = DamagedRow("drills", r["id"], "doc_json", "row_bad_json")
                set_aside(self.db.conn, damaged, r)
                continue
            created = from_text(r["created"])
            assert created is not None
            due = dt.datetime.fromisoformat(r["due"]).date() if r["due"] is not None else None
            out.append(StoredDrill(drill, created, due, int(r["step"])))
        return out
