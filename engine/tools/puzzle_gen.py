"""``python -m engine.tools.puzzle_gen [--jinlami N] [--rummy N] [--out FILE]``: the
built-in puzzles (``engine/drills/puzzles.json``), made offline from expert self-play.

Why: a new player has no reviewed hands yet, so the drills screen needs positions of
its own, and good ones: where the best move is clearly better than the move a usual
player makes.  ``expert`` bots play every seat; at each decision with a choice, the
``medium`` bot's move (the usual one) is valued against its alternatives by the hand
review's reviewer (:mod:`engine.review`, ``deep`` effort) from the seat's view alone; a
position where ``medium``'s move gave away more than the drill threshold
(:data:`engine.drills.THRESHOLDS`) is kept as a puzzle: the question, ``medium``'s move as
the one played, the reviewer's best and every move as good.  At most
:data:`PER_HAND` positions are taken from one hand, so the set spans many deals, and
each kind of question is sought in turn so the set is not all discards.

Deterministic: the deals and the bots' random numbers come from ``--seed`` (default 1),
so the same command writes the same file.  Slow (the expert plays every seat): run it
with ``nice``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..drills import Drill, drill_of, is_drill_worthy, kind_of_review, puzzles_document
from ..games import GAMES
from .inputs import positive_int

__all__ = ["PER_HAND", "main", "puzzles_of_game"]

#: The most puzzles taken from one hand.
PER_HAND = 2
#: No more than this share of a game's set asks one kind of question.
_KIND_SHARE = 0.5
_OUT = Path(__file__).resolve().parent.parent / "drills" / "puzzles.json"


def _hand_puzzles(gid: str, players: int, seed: int, want: Counter[str], cap: int) -> list[Drill]:
    entry = GAMES[gid]
    rules = entry.default_rules(players)
    state = entry.new_state(rules, seed, seed % players)
    bots: list[Any] = [entry.make_bot("expert", seed * 10 + q) for q in range(players)]
    usual = entry.make_bot("medium", seed)
    reviewer = entry.reviewer("deep")
    rngs = [random.Random(seed * 10 + q) for q in range(players)]
    out: list[Drill] = []
    steps = 0
    while not state.is_over and steps < 2_000:
        steps += 1
        p = state.to_act
        view = state.view(p)
        action = bots[p].choose(view, rngs[p])
        if len(view.legal_actions) > 1 and len(out) < PER_HAND:
            guess = usual.choose(view, random.Random(seed * 1_000 + steps))
            if guess != action:
                ev = reviewer.evaluate(view, guess, random.Random(f"puzzle/{seed}/{steps}"))
                if ev is not None and is_drill_worthy(ev, gid) and ev.best != guess:
                    kind = kind_of_review(ev.kind)
                    if want[kind] < cap:
                        want[kind] += 1
                        out.append(
                            drill_of(
                                view,
                                kind,
                                guess,
                                ev.best,
                                ev.accepted,
                                ev.code,
                                ev.params,
                                ev.loss,
                                ev.points_loss,
                                "puzzle",
                            )
                        )
        for e in state.apply(action):
            for q in range(players):
                bots[q].observe(e.for_viewer(q))
    return out


def puzzles_of_game(gid: str, count: int, seed: int, log: Any = None) -> list[Drill]:
    """``count`` puzzles of game ``gid`` (every table size it plays in turn), from deals
    ``seed``, ``seed + 1`` … (see the module docstring)."""
    sizes = GAMES[gid].seat_counts
    out: list[Drill] = []
    keys: set[str] = set()
    want: Counter[str] = Counter()
    cap = max(1, int(count * _KIND_SHARE))
    deal = seed
    while len(out) < count and deal < seed + 50 * count:
        players = sizes[deal % len(sizes)]
        for d in _hand_puzzles(gid, players, deal, want, cap):
            if d.key not in keys and len(out) < count:
                keys.add(d.key)
                out.append(d)
        if log is not None:
            print(f"{gid}: deal {deal}, {len(out)}/{count} puzzles", file=log, flush=True)
        deal += 1
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.tools.puzzle_gen", description=__doc__)
    ap.add_argument("--jinlami", type=positive_int, default=40, help="puzzles of 金拉米")
    ap.add_argument("--rummy", type=positive_int, default=24, help="puzzles of 拉米纸牌")
    ap.add_argument("--seed", type=positive_int, default=1, help="the first deal's seed")
    ap.add_argument("--out", type=Path, default=_OUT, help="the file written")
    args = ap.parse_args(argv)
    sets = {
        "jinlami": puzzles_of_game("jinlami", args.jinlami, args.seed, sys.stderr),
        "rummy": puzzles_of_game("rummy", args.rummy, args.seed, sys.stderr),
    }
    text = json.dumps(puzzles_document(sets), ensure_ascii=False, sort_keys=True)
    args.out.write_text(text + "\n", encoding="utf-8")
    for gid, drills in sets.items():
        kinds = Counter(d.kind for d in drills)
        print(f"{gid}: {len(drills)} puzzles {dict(sorted(kinds.items()))}")
    print(f"written {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
