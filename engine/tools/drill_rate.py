"""``python -m engine.tools.drill_rate [--game G] [--levels easy,medium,hard] [--hands N]``:
how many drills the review of a player's hands makes, per 10 reviewed hands, by level.

Why: a drill is a decision that lost more than the threshold
(:data:`engine.drills.THRESHOLDS`); too many a hand and the drills screen is a chore,
too few and a weak player gets nothing to practise.  Each level plays ``--hands`` hands
against ``hard`` (金拉米 classic, or 拉米纸牌 at ``--players`` seats; the level at seat 0,
then seat 1, in turn, the same deals for every level), each hand is reviewed from the
level's seat (``--effort``, the app's ``deep`` by default) and turned into drills
(:func:`engine.drills.drills_from_review`).  Printed per level: hands, decisions,
drills, drills per 10 hands with its 95 % interval (over hands), and the questions
asked.  Deterministic for ``--seed``.  Slow at ``deep``: run it with ``nice``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..drills import drills_from_review
from ..games import GAMES
from ..review import EFFORTS, review_game
from .common import play_out
from .inputs import positive_int

__all__ = ["level_rate", "main"]


def level_rate(
    gid: str, level: str, hands: int, players: int, effort: str, seed: int
) -> dict[str, Any]:
    """The drills the review makes of ``hands`` hands of ``level`` against ``hard``."""
    entry = GAMES[gid]
    rules = entry.default_rules(players)
    counts: list[int] = []
    decisions = 0
    kinds: Counter[str] = Counter()
    for i in range(hands):
        deal = seed + i // 2 if players == 2 else seed + i
        seat = i % players
        specs = ["hard"] * players
        specs[seat] = level
        state: Any = entry.new_state(rules, deal, deal % players)
        bots = [entry.make_bot(s, deal * 10 + q) for q, s in enumerate(specs)]
        play_out(state, bots, [random.Random(deal * 10 + q) for q in range(players)])
        review = review_game(state, seat, effort)
        drills = drills_from_review(review, state)
        decisions += len(review.decisions)
        counts.append(len(drills))
        kinds.update(d.kind for d in drills)
    n = len(counts)
    mean = sum(counts) / n
    sd = math.sqrt(sum((c - mean) ** 2 for c in counts) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return {
        "game": gid,
        "level": level,
        "players": players,
        "effort": effort,
        "hands": n,
        "decisions": decisions,
        "drills": sum(counts),
        "per_10_hands": round(10 * mean, 2),
        "ci95": [round(10 * (mean - half), 2), round(10 * (mean + half), 2)],
        "kinds": dict(sorted(kinds.items())),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.tools.drill_rate", description=__doc__)
    ap.add_argument("--game", choices=sorted(GAMES), default="jinlami")
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--hands", type=positive_int, default=40)
    ap.add_argument("--players", type=positive_int, default=2)
    ap.add_argument("--effort", choices=EFFORTS, default="deep")
    ap.add_argument("--seed", type=positive_int, default=31)
    args = ap.parse_args(argv)
    if args.players not in GAMES[args.game].seat_counts:
        ap.error(f"{args.game} is played by {GAMES[args.game].seat_counts} players")
    for level in args.levels.split(","):
        row = level_rate(args.game, level, args.hands, args.players, args.effort, args.seed)
        print(json.dumps(row, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
