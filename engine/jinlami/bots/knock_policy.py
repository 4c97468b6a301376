"""When to knock: a table solved offline, read in pure Python (``knock_table.json``).

With a knock in hand a player has three choices: **knock** now, **play for gin** (decline
and keep the cards that lead to gin, for the gin bonus and no undercut), or **hold out**
(decline and keep the least deadwood, waiting to undercut the opponent's knock or to
knock safer later).  Which pays depends on a few public facts, the cell of the table:

* the turn: how many discards this seat has made (``0–4``, ``5+``);
* its deadwood after the knock's discard (``1–5``, ``6–10``; gin is always taken);
* what the opponent showed: ``quiet`` (nothing taken from the pile and a last discard
  of 8 or more: far from a knock) or not;
* the hand's knock limit (10, or lower: Oklahoma's comes from the up-card; Straight's
  is 0, gin only, so there is nothing to decide);
* the scoring (金拉米 or International: their undercut and gin bonuses differ).

Each cell holds, for each choice, the mean and spread of the hand's net points (own
minus opponent's) measured by ``python -m engine.tools.knock_solve`` (paired play-outs
of the whole hand from real positions, the same cards and generators for every
choice), and the paired difference of each decline against knocking with its standard
error.  A decline is chosen only when it is ahead of knocking by more than two standard
errors (search on a base policy gains only with such a gate); a cell with too few
positions knocks, as plain ``hard`` would.

The match standing (:class:`~engine.jinlami.standing.MatchStanding`) tilts the
comparison toward risk or safety: late in a match (few hands left, or a total near the
target; for Hollywood the open games), behind a player prefers the choice with the
wider spread of points (a gin's bonus), ahead the narrower one.  ``knock_decision`` is
what ``hard:patient`` and ``expert`` call.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final, Literal

from ...cards import Card
from ..standing import MatchStanding
from ..view import PlayerView

__all__ = [
    "CHOICES",
    "Cell",
    "KnockChoice",
    "KnockTable",
    "cell_of",
    "knock_decision",
    "load_table",
    "risk_tilt",
]

KnockChoice = Literal["knock", "gin", "hold"]
#: The choices, knocking first (the default of every cell).
CHOICES: Final[tuple[KnockChoice, ...]] = ("knock", "gin", "hold")
_FILE: Final = "knock_table.json"
#: Fewest positions a cell needs before its measured choice is trusted.
MIN_POSITIONS: Final = 30
#: A decline must beat knocking by this many standard errors of the paired difference.
GATE_SE: Final = 2.0
#: Points of lead that count as clearly ahead (the tilt's scale).
LEAD_SCALE: Final = 50.0
#: The largest tilt: points of spread per point of spread's difference, late and far behind.
MAX_TILT: Final = 0.5


@dataclass(frozen=True, slots=True)
class Cell:
    """The abstraction of a knock decision (see the module docstring)."""

    scoring: str  # "jinlami" | "international"
    limit: int  # 0: 10; 1: below
    turn: int  # 0: 0–4 own discards; 1: 5 or more
    deadwood: int  # 0: 1–5; 1: 6–10
    signal: int  # 0: quiet; 1: not

    @property
    def key(self) -> str:
        return f"{self.scoring[0]}{self.limit}{self.turn}{self.deadwood}{self.signal}"


def _bucket(x: int, edges: tuple[int, ...]) -> int:
    """The index of the first edge ``x`` is at most (the last bucket past them all)."""
    for i, e in enumerate(edges):
        if x <= e:
            return i
    return len(edges)


def cell_of(view: PlayerView, deadwood: int) -> Cell:
    """The cell of a knock decision on ``view`` with ``deadwood`` after the discard."""
    me = view.player
    own_discards = sum(1 for p, _c in view.discard_history if p == me)
    theirs = [c for p, c in view.discard_history if p == 1 - me]
    last: Card | None = theirs[-1] if theirs else None
    value = 10 if last is None else last.value
    taken = sum(1 for p, _c in view.pickups if p == 1 - me)
    return Cell(
        "jinlami" if view.rules.scoring == "jinlami" else "international",
        0 if view.knock_limit >= 10 else 1,
        _bucket(own_discards, (4,)),
        _bucket(deadwood, (5,)),
        0 if taken == 0 and value >= 8 else 1,
    )


@dataclass(frozen=True, slots=True)
class _Figures:
    n: int
    mean: dict[str, float]  # by choice
    sd: dict[str, float]  # by choice
    diff: dict[str, float]  # decline minus knock, by declining choice
    se: dict[str, float]  # ... its standard error


class KnockTable:
    """The solved cells (``cells``: key → figures, as ``knock_solve`` writes them)."""

    def __init__(self, data: dict[str, Any]) -> None:
        if not isinstance(data, dict) or not isinstance(data.get("cells"), dict):
            raise ValueError("a knock table is an object with its cells")
        self.meta = {k: v for k, v in data.items() if k != "cells"}
        self.cells: dict[str, _Figures] = {}
        for key, c in data["cells"].items():
            self.cells[key] = _Figures(
                int(c["n"]),
                {a: float(c["mean"][a]) for a in CHOICES},
                {a: float(c["sd"][a]) for a in CHOICES},
                {a: float(c["diff"][a]) for a in CHOICES[1:]},
                {a: float(c["se"][a]) for a in CHOICES[1:]},
            )

    def choose(self, cell: Cell, tilt: float = 0.0) -> KnockChoice:
        """The cell's choice: a decline only when its paired advantage over knocking,
        tilted by ``tilt`` points per point of spread, clears the gate."""
        f = self.cells.get(cell.key)
        if f is None or f.n < MIN_POSITIONS:
            return "knock"
        best: KnockChoice = "knock"
        best_edge = 0.0
        for a in CHOICES[1:]:
            edge = f.diff[a] + tilt * (f.sd[a] - f.sd["knock"])
            if edge > GATE_SE * f.se[a] and edge > best_edge:
                best, best_edge = a, edge
        return best


@cache
def load_table() -> KnockTable:
    """The shipped table (package data, read once)."""
    text = resources.files(__package__).joinpath(_FILE).read_text(encoding="utf-8")
    return KnockTable(json.loads(text))


def _urgency_and_lead(st: MatchStanding) -> tuple[float, float]:
    """How near the match is to its end (0 to 1) and the lead that matters there."""
    if st.mode == "fixed":
        return (min(1.0, (st.hands_played + 1) / st.hands) if st.hands else 0.0, st.lead)
    games = st.open_games()
    if not games or st.target <= 0:
        return (0.0, st.lead)
    urgency = max(max(a, b) for a, b in games) / st.target
    lead = sum(a - b for a, b in games) / len(games)
    return (min(1.0, urgency), lead)


def risk_tilt(standing: MatchStanding | None) -> float:
    """Points of spread worth one point of mean: positive (seek spread) when behind late
    in the match, negative (shun it) when ahead late, 0 outside a match."""
    if standing is None:
        return 0.0
    urgency, lead = _urgency_and_lead(standing)
    return -MAX_TILT * urgency * math.tanh(lead / LEAD_SCALE)


def knock_decision(view: PlayerView, deadwood: int, table: KnockTable | None = None) -> KnockChoice:
    """Knock now, play for gin or hold out, holding a knock of ``deadwood`` on ``view``
    (the standing of its match, when it has one, tilts the risk)."""
    if deadwood <= 0 or view.knock_limit <= 0:
        return "knock"  # gin is always taken; Straight Gin has only gin
    t = load_table() if table is None else table
    return t.choose(cell_of(view, deadwood), risk_tilt(view.standing))
