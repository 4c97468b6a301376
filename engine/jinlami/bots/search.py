"""The expert's search: ``hard``'s move, overridden only where play-outs clearly beat it.

The candidates are ``hard``'s own choice and its best few alternatives (its next-ranked
discards, a knock or playing on, taking the discard top or drawing blind).  Each
candidate is judged by the points of whole-hand play-outs (:mod:`.playout`) from
determinized positions (:mod:`.determinize`), and:

* **paired**: sample ``i`` is the same hidden deal for every candidate, so the
  difference between two candidates is much less noisy than either value;
* **successive halving**: all candidates are played out on the first share of the
  samples, and only the better half (``hard``'s choice always among them) goes on to the
  next share, ``rounds`` times;
* **gated**: ``hard``'s move stands unless the best other survivor is ahead by at least
  ``gate`` standard errors of the paired difference over the samples both played.
  Search on top of a fixed base policy improves it reliably only with such a gate; a
  looser one lets sampling noise replace good moves.

The work is a pure function of (position, candidates, decision seed, sample range)
(:func:`evaluate`), so it can be spread over processes (:mod:`.pool`) and the decision
is the same whichever process played which sample.  A ``deadline`` (read from
``clock`` between chunks of samples only) stops the search early on a slow machine,
before a chunk that would not end in time; the samples played by then decide.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ...melds import min_deadwood
from .determinize import sample_rng, sample_world
from .knowledge import Knowledge
from .playout import STOCK, TAKE, Position, knock_points, play_out

__all__ = [
    "CHUNK",
    "DISCARD",
    "DRAW_STOCK",
    "DRAW_TOP",
    "KNOCK",
    "Candidate",
    "Root",
    "Runner",
    "SearchParams",
    "evaluate",
    "paired_gate",
    "search",
]

#: Candidate kinds: (kind, card bit).
DISCARD, KNOCK, DRAW_TOP, DRAW_STOCK = "discard", "knock", "take", "stock"
Candidate = tuple[str, int]


@dataclass(frozen=True, slots=True)
class SearchParams:
    """The search's sizes: ``playouts`` samples per decision (shared by all candidates),
    ``alternatives`` candidates besides ``hard``'s, ``gate`` standard errors a candidate
    must be ahead by, ``rounds`` of successive halving, ``tries`` sampled hands weighed
    for each determinization."""

    playouts: int = 96
    alternatives: int = 3
    gate: float = 2.0
    rounds: int = 3
    tries: int = 4


@dataclass(frozen=True, slots=True)
class Root:
    """The position searched: what this seat knows, our hand (11 cards at a discard, 10 at
    a draw), the discard top at a draw (-1: none) and where the play-outs start.
    ``stakes``: in how many games a hand won counts for us and for the opponent
    (:meth:`engine.jinlami.standing.MatchStanding.stakes`: Hollywood's open games; one
    each otherwise), so a play-out's points are weighed by what they do to the match."""

    knowledge: Knowledge
    hand: int
    top: int
    pos: Position
    tries: int
    stakes: tuple[int, int] = (1, 1)


#: ``runner(root, candidates, seed, start, stop)``: each candidate's points on samples
#: ``start`` to ``stop`` (:func:`evaluate`, or the same spread over processes).
Runner = Callable[[Root, Sequence[Candidate], int, int, int], list[list[int]]]

#: Samples each process plays between two looks at the clock.
CHUNK: Final = 8


def _value(root: Root, cand: Candidate, opp: int, stock: list[int], opp_dw: int) -> int:
    kind, b = cand
    pos = root.pos
    if kind == KNOCK:
        return knock_points(root.hand ^ (1 << b), opp, pos.rules, pos.limit)
    if kind == DISCARD:
        h10 = root.hand ^ (1 << b)
        return play_out(pos, h10, opp, stock, b, 1, min_deadwood(h10), opp_dw)
    first = TAKE if kind == DRAW_TOP else STOCK
    h = root.hand
    return play_out(pos, h, opp, stock, root.top, 0, min_deadwood(h), opp_dw, first)


def evaluate(
    root: Root, cands: Sequence[Candidate], seed: int, start: int, stop: int
) -> list[list[int]]:
    """Each candidate's points (ours positive) on samples ``start`` to ``stop`` of the
    decision seeded ``seed``: the same hidden deal for every candidate of a sample."""
    k = root.knowledge
    out: list[list[int]] = [[] for _ in cands]
    for i in range(start, stop):
        opp, stock = sample_world(k, sample_rng(seed, i), root.pos.limit, root.tries)
        opp_dw = min_deadwood(opp)
        for j, c in enumerate(cands):
            out[j].append(_staked(root.stakes, _value(root, c, opp, stock[:], opp_dw)))
    return out


def _staked(stakes: tuple[int, int], points: int) -> int:
    """A play-out's points (ours positive) counted once per game they go into."""
    return points * stakes[0] if points > 0 else points * stakes[1]


def paired_gate(base: Sequence[int], other: Sequence[int], gate: float) -> bool:
    """Whether ``other`` is ahead of ``base`` (paired samples) by at least ``gate``
    standard errors of the mean difference (and ahead at all)."""
    n = min(len(base), len(other))
    if n < 2:
        return False
    d = [other[i] - base[i] for i in range(n)]
    mean = sum(d) / n
    if mean <= 0:
        return False
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    se = math.sqrt(var / n)
    return mean >= gate * se


def _cuts(n: int, rounds: int) -> list[int]:
    """Cumulative sample counts at the end of each round: halves of what is left."""
    cuts = [n]
    for _ in range(rounds - 1):
        cuts.insert(0, cuts[0] // 2)
    return [c for i, c in enumerate(cuts) if c > 0 and (i == 0 or c > cuts[i - 1])]


def search(
    root: Root,
    cands: Sequence[Candidate],
    seed: int,
    params: SearchParams,
    runner: Runner = evaluate,
    clock: Callable[[], float] | None = None,
    deadline: float = math.inf,
    chunk: int = CHUNK,
) -> int:
    """The index of the candidate to play (0 is ``hard``'s choice, kept unless another is
    clearly ahead, see the module docstring)."""
    if len(cands) < 2 or params.playouts < 2:
        return 0
    values: list[list[int]] = [[] for _ in cands]
    alive = list(range(len(cands)))
    done = 0
    cuts = _cuts(params.playouts, params.rounds)
    late = False
    for r, cut in enumerate(cuts):
        while done < cut:
            stop = min(cut, done + chunk) if clock is not None else cut
            began = clock() if clock is not None else 0.0
            got = runner(root, [cands[j] for j in alive], seed, done, stop)
            for j, v in zip(alive, got, strict=True):
                values[j].extend(v)
            done = stop
            if clock is not None:
                now = clock()
                # stop before a chunk that would end after the deadline
                if now + (now - began) > deadline:
                    late = True
                    break
        if late or r == len(cuts) - 1:
            break
        keep = max(2, (len(alive) + 1) // 2)
        ranked = sorted(alive, key=lambda j: (-sum(values[j]) / len(values[j]), j))
        alive = sorted({0, *ranked[:keep]})
    others = [j for j in alive if j != 0 and len(values[j]) == len(values[0])]
    if not others:
        return 0
    best = max(others, key=lambda j: (sum(values[j]), -j))
    return best if paired_gate(values[0], values[best], params.gate) else 0
