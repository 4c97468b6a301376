"""CSV export of the recorded hands (with their match's mode and result) or matches."""

from __future__ import annotations

import csv
import json
import os
from dataclasses import asdict, fields
from datetime import datetime
from pathlib import Path
from typing import IO, Any, Final, Literal

from ..errors import StorageError, code_for_oserror
from ..save_files import clean_text
from .database import Database, scope
from .rows import HandRow, MatchRow, hand_row, match_row, to_text

__all__ = ["Export"]


#: A text cell starting with one of these is a formula to a spreadsheet (CSV injection).
_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def safe_text(text: str) -> str:
    """A text cell a spreadsheet shows as text: one that a spreadsheet would read as a
    formula (``=HYPERLINK(…)`` from a save's rules name or a player's name) gets a
    leading ``'``; lone surrogates become U+FFFD so the file can always be written."""
    text = clean_text(text)
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def _cell(value: Any) -> Any:
    """A value as a CSV cell: every text column neutralised (:func:`safe_text`);
    numbers stay numbers (a negative score is a number, not a formula)."""
    if value is None:
        return ""
    if isinstance(value, datetime):
        return to_text(value)
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, str):
        return safe_text(value)
    return value


class Export:
    """Writes CSV from the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

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
        if table == "matches":
            return self._matches(f, practice, game)
        if table != "hands":
            raise StorageError(f"unknown table {table!r}", "bad_export")
        return self._hands(f, practice, game)

    def _matches(self, f: IO[str], practice: bool | None, game: str | None) -> int:
        writer = csv.writer(f)
        where, params = scope(practice, "t", game)
        cols = [fl.name for fl in fields(MatchRow)]
        writer.writerow(cols)
        n = 0
        rows = self.db.execute(f"SELECT * FROM ok_matches AS t WHERE {where} ORDER BY id", params)
        for d in self.db.decoded("matches", rows, lambda r: asdict(match_row(r))):
            d["rules_options"] = json.dumps(d["rules_options"], sort_keys=True)
            d["config"] = json.dumps(d["config"], sort_keys=True)
            d["opponents"] = " ".join(d["opponents"])
            d["scores"] = " ".join(str(x) for x in d["scores"])
            if d["result"] is None and self._committed_unrevealed(int(d["id"])):
                d["seed"] = None  # fair deals: a match in play keeps its seed until it ends
            writer.writerow([_cell(d[c]) for c in cols])
            n += 1
        return n

    def _committed_unrevealed(self, match_id: int) -> bool:
        row = self.db.execute(
            "SELECT 1 FROM ok_fairness WHERE match_id = ? AND revealed IS NULL", (match_id,)
        ).fetchone()
        return row is not None

    def _hands(self, f: IO[str], practice: bool | None, game: str | None) -> int:
        writer = csv.writer(f)
        where, params = scope(practice, "t", game)
        cols = [fl.name for fl in fields(HandRow)]
        writer.writerow([*cols, "mode", "match_result", "actions"])
        n = 0
        rows = self.db.execute(
            "SELECT t.*, m.mode AS m_mode, m.result AS m_result FROM ok_hands AS t"
            f" LEFT JOIN ok_matches AS m ON m.id = t.match_id WHERE {where} ORDER BY t.id",
            params,
        )
        for r in self.db.decoded("hands", rows, lambda r: r):
            d = asdict(hand_row(r))
            d["points"] = " ".join(str(x) for x in d["points"])
            actions = "; ".join(json.loads(r["actions_json"]))
            writer.writerow(
                [
                    *(_cell(d[c]) for c in cols),
                    _cell(r["m_mode"]),
                    _cell(r["m_result"] or ""),
                    _cell(actions),
                ]
            )
            n += 1
        return n
