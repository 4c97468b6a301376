"""Solve the knock table (``engine/jinlami/bots/knock_table.json``) by simulation.

::

    python -m engine.tools.knock_solve --rules classic,international,oklahoma \\
        --hands 600 --seed 1 --out engine/jinlami/bots/knock_table.json

Hands are played by two ``hard`` bots with small sizes (the play-out policy, fast).
Wherever the player to move holds a knock with deadwood (gin is always taken), the
position is played out once for each choice of :mod:`engine.jinlami.bots.knock_policy`
— knock now, play for gin, hold out — from the true cards, with the same generators for
every choice, so the three results of a position are paired and the luck of the stock
cancels in their differences.  After the choice the play-out bots decide as they
always do (a declined knock may be taken a turn later).  The hand's net points (the
mover's minus the opponent's) are folded by cell: for each choice their mean and
spread, for each decline its paired difference from knocking and that difference's
standard error.  The hand then goes on as the play-out bot plays it, so a hand can
give several positions.

The same seed gives the same table (``--jobs`` spreads the hands over processes and
folds them in hand order).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from ..actions import Action
from ..jinlami.bots.hard import HardBot
from ..jinlami.bots.knock_policy import CHOICES, KnockChoice, cell_of
from ..jinlami.rules import Rules
from ..jinlami.state import HandState, Phase
from ..melds import min_deadwood
from .common import add_jobs_option, play_out, run_deals
from .inputs import bounded_int, seed_int

__all__ = ["Sample", "main", "solve", "solve_hand"]

#: The play-out policy: ``hard`` at small sizes (its decisions, a few times faster).
PLAYOUT_PARAMS: dict[str, Any] = {
    "samples": 24,
    "samples_low": 24,
    "knock_samples": 12,
    "halving_rounds": 2,
}


@dataclass(frozen=True, slots=True)
class Sample:
    """One position: its cell and the net points of each choice played out."""

    key: str
    net: tuple[float, ...]  # by choice, in the order of ``CHOICES``


@dataclass(frozen=True, slots=True)
class _Context:
    rules: tuple[Rules, ...]
    seeds: tuple[int, ...]
    seed: int


def _context(rules: tuple[Rules, ...], seed: int, hands: int) -> _Context:
    master = random.Random(seed)
    return _Context(rules, tuple(master.getrandbits(63) for _ in range(hands)), seed)


def _bots(seed: int) -> list[HardBot]:
    return [HardBot(seed, **PLAYOUT_PARAMS), HardBot(seed + 1, **PLAYOUT_PARAMS)]


def _knock_deadwood(state: HandState) -> int | None:
    """The least deadwood a knock on offer leaves the player to move (None: no knock)."""
    p = state.to_act
    hand = state.hands[p]
    knocks = [a for a in state.legal_actions() if a.kind == "knock" and a.card is not None]
    if not knocks:
        return None
    return min(min_deadwood(hand & ~a.card.mask) for a in knocks if a.card is not None)


def _branch(state: HandState, choice: KnockChoice, tag: str) -> float:
    """The mover's net points when it settles the knock on offer by ``choice`` and both
    seats then play the hand out with the play-out bots (generators named by ``tag``)."""
    s = state.copy()
    me = s.to_act
    bots = _bots(1)
    view = s.view(me)
    pol = bots[me].policy
    rng = random.Random(f"{tag}/first")
    action: Action = pol.decide_k(view, pol.knowledge(view), rng, knock_choice=choice)[0]
    s.apply(action)
    play_out(s, bots, [random.Random(f"{tag}/{seat}") for seat in (0, 1)])
    pts = s.points()
    return float(pts[me] - pts[1 - me])


def solve_hand(ctx: _Context, n: int) -> list[Sample]:
    """Hand ``n``: played by the play-out bots, every knock with deadwood measured."""
    rules = ctx.rules[n % len(ctx.rules)]
    state = HandState.new(rules, seed=ctx.seeds[n], dealer=n % 2)
    bots = _bots(ctx.seed)
    rngs = [random.Random(f"knock/{ctx.seed}/{n}/{seat}") for seat in (0, 1)]
    out: list[Sample] = []
    step = 0
    while not state.is_over:
        p = state.to_act
        if state.phase is Phase.DISCARD:
            dw = _knock_deadwood(state)
            if dw is not None and dw > 0 and state.knock_limit > 0:
                key = cell_of(state.view(p), dw).key
                tag = f"knock/{ctx.seed}/{n}/{step}"
                out.append(Sample(key, tuple(_branch(state, c, tag) for c in CHOICES)))
        state.apply(bots[p].choose(state.view(p), rngs[p]))
        step += 1
    return out


def _fold(samples: Sequence[Sample]) -> dict[str, Any]:
    """The cells' figures (the knock table's ``cells``)."""
    by: dict[str, list[tuple[float, ...]]] = {}
    for s in samples:
        by.setdefault(s.key, []).append(s.net)
    cells: dict[str, Any] = {}
    for key in sorted(by):
        rows = by[key]
        n = len(rows)

        def mean_sd(xs: list[float]) -> tuple[float, float]:
            m = sum(xs) / len(xs)
            var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1) if len(xs) > 1 else 0.0
            return m, math.sqrt(var)

        mean: dict[str, float] = {}
        sd: dict[str, float] = {}
        for i, c in enumerate(CHOICES):
            mean[c], sd[c] = mean_sd([r[i] for r in rows])
        diff: dict[str, float] = {}
        se: dict[str, float] = {}
        for i, c in enumerate(CHOICES[1:], 1):
            d, dsd = mean_sd([r[i] - r[0] for r in rows])
            diff[c], se[c] = d, dsd / math.sqrt(n)
        cells[key] = {
            "n": n,
            "mean": {c: round(v, 3) for c, v in mean.items()},
            "sd": {c: round(v, 3) for c, v in sd.items()},
            "diff": {c: round(v, 3) for c, v in diff.items()},
            "se": {c: round(v, 3) for c, v in se.items()},
        }
    return cells


def solve(rules: Sequence[Rules], hands: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    """The knock table of ``hands`` hands (the presets in turn), as JSON data."""
    setup = partial(_context, tuple(rules), seed, hands)
    samples = [s for hand in run_deals(setup, solve_hand, hands, jobs) for s in hand]
    return {
        "what": "knock, play for gin or hold out: paired play-outs by cell "
        "(python -m engine.tools.knock_solve; engine/jinlami/bots/knock_policy.py)",
        "rules": [r.name for r in rules],
        "hands": hands,
        "seed": seed,
        "positions": len(samples),
        "playout": dict(PLAYOUT_PARAMS),
        "cells": _fold(samples),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.tools.knock_solve",
        description="Solve the knock table by paired play-outs of the whole hand.",
    )
    ap.add_argument("--rules", default="classic,international,oklahoma", help="presets, in turn")
    ap.add_argument("--hands", type=bounded_int(1, 1_000_000), default=300)
    ap.add_argument("--seed", type=seed_int, default=1)
    ap.add_argument("--out", type=Path, help="write the table here (default: print it)")
    add_jobs_option(ap)
    args = ap.parse_args(argv)
    try:
        rules = [Rules.preset(r) for r in args.rules.split(",") if r.strip()]
    except ValueError as exc:
        ap.error(str(exc))
    if not rules:
        ap.error("--rules needs at least one preset")
    table = solve(rules, args.hands, args.seed, args.jobs)
    text = json.dumps(table, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
