"""The built-in puzzles: positions from expert self-play where the best move is clearly
better than the usual one, so a new player has drills before their first review.

The set is package data (``puzzles.json`` next to this module, made offline by
``python -m engine.tools.puzzle_gen``), read once on first use through
:mod:`importlib.resources` and checked drill by drill (:meth:`Drill.from_dict`).  The
puzzle of a day is the same for everyone on that day and goes through the whole set
before one comes back.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
from importlib import resources
from typing import Any, Final

from ..errors import RulesError, SaveError, shown
from ..games import GAME_IDS
from .drill import Drill

__all__ = ["PUZZLES_FORMAT", "daily_puzzle", "puzzle_set", "puzzles_document"]

PUZZLES_FORMAT: Final = "jinlami-drill-puzzles"
_FILE: Final = "puzzles.json"


def puzzles_document(sets: dict[str, list[Drill]]) -> dict[str, Any]:
    """The JSON document of puzzle sets by game (what :func:`puzzle_set` reads)."""
    return {
        "format": PUZZLES_FORMAT,
        "version": 1,
        "puzzles": {gid: [d.to_dict() for d in sets.get(gid, [])] for gid in GAME_IDS},
    }


@functools.cache
def _sets() -> dict[str, tuple[Drill, ...]]:
    text = resources.files(__package__).joinpath(_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    if type(data) is not dict or data.get("format") != PUZZLES_FORMAT:
        raise SaveError("the built-in puzzles are damaged", code="not_a_save")
    out: dict[str, tuple[Drill, ...]] = {}
    for gid in GAME_IDS:
        drills = tuple(Drill.from_dict(d) for d in data["puzzles"].get(gid, []))
        if any(d.game != gid or d.source != "puzzle" for d in drills):
            raise SaveError("the built-in puzzles are damaged", code="bad_field")
        out[gid] = drills
    return out


def puzzle_set(game: str) -> tuple[Drill, ...]:
    """Every built-in puzzle of ``game`` (a registry id: ``"jinlami"`` or ``"rummy"``)."""
    if game not in GAME_IDS:
        raise RulesError(f"no such game: {shown(game)}")
    return _sets()[game]


def daily_puzzle(day: dt.date, game: str) -> Drill:
    """The puzzle of ``day``: the same for everyone, a different one each day until the
    set has gone round."""
    if type(day) is not dt.date:
        raise RulesError(f"a day is a date, got {shown(day)}")
    puzzles = puzzle_set(game)
    if not puzzles:
        raise RulesError(f"there are no built-in puzzles of {game}")
    return puzzles[day.toordinal() % len(puzzles)]
