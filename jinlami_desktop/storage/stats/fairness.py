"""The statistics' ledger of fair deals: each match's commitment, and its reveal.

Why the final save text is kept (deflated, ``save_z``): verifying a match means
replaying it from its seed with its moves and comparing every hand's deal with the one
its seed gives (:func:`engine.fairness.verify_save`).  The hands table keeps only the
player's own hands (a team match's bot duels are not there), and a save file may be
overwritten or deleted long before the player asks; the match's own save at its end is
the one complete record, and deflated it takes a small fraction of its size.  The
commitment is written with the match's row (one transaction, :mod:`.recording`); the
reveal when the match is closed, before its result, so a failed reveal leaves the match
open and it is written again with the next try.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from engine.errors import SaveError

from ...model.fairness import facts_of, fairness_of, pack_save, unpack_save
from .database import Database
from .rows import from_text, to_text

__all__ = ["FairnessLedger", "FairnessRow", "commitment_for", "insert_commitment"]


@dataclass(frozen=True, slots=True)
class FairnessRow:
    """A match's commitment and, once it ended, what was revealed.  The kept save stays
    deflated (``save_z``) until it is asked for (:meth:`saved_text`): listing matches
    never inflates one."""

    match_id: int
    commitment: str
    salt: str | None = None
    seed: int | None = None
    ended: str | None = None  # "finished" | "resigned" | "abandoned"
    revealed: datetime | None = None
    save_z: bytes | None = None

    def saved_text(self) -> str:
        """The match's final save text, inflated now within the loader's size limit;
        a :class:`~engine.errors.SaveError` (``too_large``, ``not_json``) otherwise."""
        return unpack_save(self.save_z)

    @property
    def save_text(self) -> str | None:
        """:meth:`saved_text`, or ``None`` when it cannot be had (nothing kept, damaged,
        too large)."""
        try:
            return self.saved_text()
        except SaveError:
            return None

    @property
    def is_revealed(self) -> bool:
        return self.revealed is not None

    @property
    def fingerprint(self) -> str:
        return self.commitment[:8]


def commitment_for(game: Any) -> str | None:
    """The commitment of ``game`` to keep with its row, ``None`` if it has none."""
    fair = fairness_of(game)
    return None if fair is None else fair.commitment


def insert_commitment(db: sqlite3.Connection, match_id: int, commitment: str | None) -> None:
    """Inside the write that creates match ``match_id``: its commitment, if it has one."""
    if commitment is not None:
        db.execute(
            "INSERT OR REPLACE INTO fairness (match_id, commitment) VALUES (?, ?)",
            (match_id, commitment),
        )


class FairnessLedger:
    """Reads and writes the ``fairness`` table of the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def reveal(self, match_id: int, game: Any, when: datetime | None = None) -> bool:
        """Keep what ``game`` reveals now that it ended: salt, seed, how it ended, when,
        and its save text.  False (nothing written) while it has not ended or has no
        commitment.  Idempotent: the first reveal stays."""
        facts = facts_of(game)
        if facts is None or not facts.revealed or facts.save_text is None:
            return False
        with self.db.write() as db:
            db.execute(
                "INSERT INTO fairness (match_id, commitment) VALUES (?, ?)"
                " ON CONFLICT (match_id) DO NOTHING",
                (match_id, facts.commitment),
            )
            db.execute(
                "UPDATE fairness SET salt = ?, seed = ?, ended = ?, revealed = ?, save_z = ?"
                " WHERE match_id = ? AND revealed IS NULL",
                (
                    facts.salt,
                    facts.seed,
                    facts.ended,
                    to_text(when or self.db.clock()),
                    pack_save(facts.save_text),
                    match_id,
                ),
            )
        return True

    def get(self, match_id: int) -> FairnessRow | None:
        """Match ``match_id``'s commitment and reveal, ``None`` if it had no commitment."""
        rows = self.db.execute("SELECT * FROM ok_fairness WHERE match_id = ?", (match_id,))
        found = self.db.decoded("fairness", rows, lambda r: r)
        if not found:
            return None
        r = found[0]
        return FairnessRow(
            match_id=int(r["match_id"]),
            commitment=str(r["commitment"]),
            salt=r["salt"],
            seed=r["seed"],
            ended=r["ended"],
            revealed=from_text(r["revealed"]),
            save_z=r["save_z"],
        )
