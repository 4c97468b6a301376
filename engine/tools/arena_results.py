"""The arena's results file (``--results FILE``): one JSON line per finished deal.

Why: a floor measured over thousands of games takes many hours on two cores, more than
one sitting.  A run that appends each deal (or match seed) as it finishes can be
stopped at any time and started again with the same command: the deals already in the
file are read back instead of played, and the report says how many of the asked deals
are finished.  A deal depends on its number alone (its seed is the ``n``-th draw of the
run's master generator, whatever the number asked), so a finished run can also be
extended by asking for more.

Each line is ``{"run": RUN, "n": N, "deal": DEAL}``: ``RUN`` names everything that
decides the deals' results (game, rules, bots and their options, seed, match mode,
budget, deal words), so that a file is never folded into a run it was not played for;
a line of another run is refused with a :class:`ResultsError` naming the difference.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from .arena_deals import DealResult, GameResult, HandResult

__all__ = ["ResultsError", "ResultsFile", "deal_from_json", "deal_to_json"]


class ResultsError(ValueError):
    """A results file that cannot be read back into this run."""


def _hand_json(h: HandResult) -> dict[str, Any]:
    return {
        "points": list(h.points),
        "winner": h.winner,
        "kind": h.kind,
        "knocker": h.knocker,
        "knock_deadwood": h.knock_deadwood,
        "turns": h.turns,
        "ms": [[round(t, 3) for t in side] for side in h.times_ms],
    }


def _pair(xs: Any) -> tuple[int, int]:
    a, b = xs
    return (int(a), int(b))


def _hand_of(d: Mapping[str, Any]) -> HandResult:
    ms = d["ms"]
    return HandResult(
        _pair(d["points"]),
        d["winner"],
        d["kind"],
        d["knocker"],
        int(d["knock_deadwood"]),
        int(d["turns"]),
        ([float(t) for t in ms[0]], [float(t) for t in ms[1]]),
    )


def deal_to_json(deal: DealResult) -> dict[str, Any]:
    """A deal's result as plain JSON (:func:`deal_from_json` reads it back equal)."""
    return {
        "hands": [_hand_json(h) for h in deal.hands],
        "games": [
            {"points": list(g.points), "winner": g.winner, "sheets": [list(s) for s in g.sheets]}
            for g in deal.games
        ],
    }


def deal_from_json(n: int, data: Mapping[str, Any]) -> DealResult:
    """Deal ``n`` from what :func:`deal_to_json` wrote."""
    games = tuple(
        GameResult(_pair(g["points"]), g["winner"], tuple(_pair(s) for s in g["sheets"]))
        for g in data["games"]
    )
    return DealResult(n, tuple(_hand_of(h) for h in data["hands"]), games)


class ResultsFile:
    """The deals of one run kept in ``path``: read at start, appended as deals finish."""

    def __init__(self, path: Path, run: Mapping[str, Any]) -> None:
        self.path = path
        self.run = dict(run)
        self.found: dict[int, DealResult] = {}
        self._out: TextIO | None = None
        if path.exists():
            self._read()

    def _read(self) -> None:
        with self.path.open(encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                    run, n, deal = row["run"], int(row["n"]), row["deal"]
                except (ValueError, KeyError, TypeError) as exc:
                    if not line.endswith("\n"):
                        continue  # the last line of a run that was stopped mid-write
                    raise ResultsError(f"{self.path}, line {number}: not a results line") from exc
                if run != self.run:
                    keys = set(run) | set(self.run)
                    diff = sorted(k for k in keys if run.get(k) != self.run.get(k))
                    raise ResultsError(
                        f"{self.path}, line {number}: results of another run (differs in "
                        f"{', '.join(diff)}); use another file"
                    )
                self.found[n] = deal_from_json(n, deal)

    def add(self, deal: DealResult) -> None:
        """Append one finished deal (flushed at once: a stopped run keeps it)."""
        if self._out is None:
            self._out = self.path.open("a", encoding="utf-8")
        row = {"run": self.run, "n": deal.n, "deal": deal_to_json(deal)}
        self._out.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._out.flush()

    def close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None
