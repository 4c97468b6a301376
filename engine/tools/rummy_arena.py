"""拉米纸牌 bots against each other: ``python -m engine.rummy_arena`` (and, through
:func:`main`, ``python -m engine.arena --game rummy``).

::

    python -m engine.rummy_arena --players 4 --bots hard,medium,medium,easy \\
        --hands 1200 --seed 1 --json

``--hands N`` deals N hands and plays each deal once per seat rotation (bot *i* sits
in seat ``(i + leg) % players`` in leg ``leg``), so every bot plays every deal from
every seat and the luck of the deal cancels: ``hands`` and ``deals`` are N,
``hands_played`` is N × players.  The dealer of deal *k* is seat ``k % players``.

``--jobs N`` spreads the deals over N processes (default: one per core) with the
result of ``--jobs 1``, as in the 金拉米 arena (:func:`play_rummy_deal` plays one deal).

Every decision goes through the fair interface: a fresh ``state.view(seat)`` and the
bot's own ``random.Random``.  Reported per bot (labels are the specs, numbered when a
spec repeats: ``medium#1``): ``wins``, ``win_rate`` among decided hands with a 95 %
interval (``fair_share`` is 1 / players), ``points_per_hand`` (points won per hand
played) with its interval, ``rummies`` (一把出完 wins), thinking time; for the table:
``stalemates``, ``stalemate_rate`` with its interval and ``stalemate_reasons``
(``stock`` / ``turns``), ``turns_per_hand``, and ``match_hands``: for every target
score a match may have, how many hands the matches to it lasted (``mean``, the share
that ended in their first hand ``one_hand``, ``matches`` counted) when the deals' first
rotations are played in order as matches, one after the other.  Intervals treat each
deal (all its rotations) as one sample.  ``--save-dir DIR`` writes every played deal (each rotation)
as a save file (:mod:`engine.tools.save_dir`).

``--deal-words TEXT`` deals from the player's words (docs/RULES.md Part D3), as in the
金拉米 arena: each deal's seed is the hash of the seed the run would have dealt it from,
standing for the app's secret, and the words; the run stays reproducible from ``--seed``
and the words, and other words deal other cards.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..bot_spec import parse_spec
from ..commitment import check_words, seed_from_words
from ..errors import RulesError
from ..rummy.bots import RummyBot, make_rummy_bot
from ..rummy.match import TARGETS
from ..rummy.state import RummyRules, RummyState
from .common import (
    Progress,
    add_jobs_option,
    labels,
    mean,
    percentile,
    play_out,
    ratio_ci,
    run_deals,
)
from .inputs import bounded_int, positive_float, save_folder, seed_int
from .save_dir import SaveDir

__all__ = ["RummyDealResult", "main", "play_rummy_deal", "play_rummy_hand", "run"]


play_rummy_hand = play_out  # a 拉米纸牌 hand played out by 2–4 bots


def _clamp(ci: tuple[float, float]) -> list[float]:
    return [max(0.0, ci[0]), min(1.0, ci[1])]


@dataclass(frozen=True, slots=True)
class RummyHandResult:
    """One rotation of a deal, by bot (bot ``i`` is the ``i``-th spec of ``--bots``)."""

    winner: int | None  # the bot that went out; None: a stalemate
    how: str  # how the hand ended (``meld`` … or ``stock`` / ``turns``)
    rummy: bool
    points: tuple[int, ...]  # points each bot won
    turns: int
    times_ms: tuple[list[float], ...]  # thinking time of each bot's decisions


@dataclass(frozen=True, slots=True)
class RummyDealResult:
    """What one deal gave over its rotations, picklable so that a worker process can hand
    it back; one deal is one call of :func:`play_rummy_deal`."""

    k: int
    hands: tuple[RummyHandResult, ...]


@dataclass(frozen=True, slots=True)
class RummyContext:
    """Everything a deal needs besides its number, built once per process."""

    rules: RummyRules
    seed: int
    legs: int
    seeds: tuple[int, ...]
    bots: tuple[RummyBot, ...]
    specs: tuple[str, ...]
    saves: SaveDir | None = None  # where each deal is written, when asked


def _context(
    players: int,
    specs: Sequence[str],
    seed: int,
    hands: int,
    legs: int,
    budget_ms: float | None,
    saves: SaveDir | None = None,
    words: str | None = None,
) -> RummyContext:
    made: list[RummyBot] = []
    for i, spec in enumerate(specs):
        name, opts = parse_spec(spec, styles=())
        if name == "expert" and budget_ms is not None and "budget_ms" not in opts:
            opts["budget_ms"] = budget_ms
        made.append(make_rummy_bot(name, seed=seed * 8 + i, **opts))
    master = random.Random(seed)
    seeds = tuple(master.getrandbits(63) for _ in range(hands))
    if words is not None:  # the run's own seeds stand for the app's secrets
        seeds = tuple(seed_from_words(s, words) for s in seeds)
    return RummyContext(RummyRules(players), seed, legs, seeds, tuple(made), tuple(specs), saves)


def play_rummy_deal(ctx: RummyContext, k: int) -> RummyDealResult:
    """Deal ``k``: the dealt hand played once per seat rotation (bot ``i`` in seat
    ``(i + leg) % players``)."""
    players = ctx.rules.players
    made = ctx.bots
    out = []
    for leg in range(ctx.legs):
        seat_of = [(i + leg) % players for i in range(players)]  # bot i sits here
        seated: list[RummyBot] = [made[0]] * players
        for i, seat in enumerate(seat_of):
            seated[seat] = made[i]
        seat_times: list[list[float]] = [[] for _ in range(players)]
        rngs = [random.Random(f"rummy-arena/{ctx.seed}/{k}/{leg}/{s}") for s in range(players)]
        state = RummyState.new(ctx.rules, seed=ctx.seeds[k], dealer=k % players)
        play_rummy_hand(state, seated, rngs, seat_times)
        if ctx.saves is not None:
            ctx.saves.hand(state, k, leg, [ctx.specs[seat_of.index(q)] for q in range(players)])
        r = state.result
        assert r is not None
        bot_at = {seat: i for i, seat in enumerate(seat_of)}
        out.append(
            RummyHandResult(
                None if r.winner is None else bot_at[r.winner],
                r.how,
                r.rummy,
                tuple(r.points[seat] for seat in seat_of),
                state.turn,
                tuple(seat_times[seat] for seat in seat_of),
            )
        )
    return RummyDealResult(k, tuple(out))


def match_hands(hands: Sequence[Sequence[int]], target: int) -> list[int]:
    """The lengths, in hands, of the matches to ``target`` that ``hands`` (each hand's
    points by seat, in the order played) make one after the other: a match ends with
    the hand in which a total reaches the target; hands left over make no match."""
    lengths = []
    totals = [0] * (len(hands[0]) if hands else 0)
    count = 0
    for points in hands:
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        count += 1
        if max(totals) >= target:
            lengths.append(count)
            totals = [0] * len(totals)
            count = 0
    return lengths


def _lengths(hands: Sequence[Sequence[int]]) -> dict[str, dict[str, float]]:
    out = {}
    for target in TARGETS:
        lengths = match_hands(hands, target)
        out[str(target)] = {
            "matches": len(lengths),
            "mean": mean([float(n) for n in lengths]),
            "one_hand": (sum(1 for n in lengths if n == 1) / len(lengths)) if lengths else 0.0,
        }
    return out


def run(
    players: int,
    bots: Sequence[str],
    hands: int,
    seed: int,
    *,
    rotate: bool = True,
    budget_ms: float | None = None,
    progress: Any = None,
    jobs: int = 1,
    saves: SaveDir | None = None,
    words: str | None = None,
) -> dict[str, Any]:
    """Play ``hands`` deals (each once per seat rotation unless ``rotate`` is False) over
    ``jobs`` processes (the same result as one) and return the summary that ``--json``
    prints; ``words``: dealt from the player's words (already checked by
    :func:`engine.commitment.check_words`)."""
    specs = list(bots)
    if len(specs) != players:
        raise ValueError(f"--bots needs {players} bot specs (one per seat), got {len(specs)}")
    names = labels(specs)
    legs = players if rotate else 1
    setup = partial(_context, players, specs, seed, hands, legs, budget_ms, saves, words)
    setup()  # every spec valid before any process starts
    wins = [0] * players
    points = [0] * players
    rummies = [0] * players
    times: list[list[float]] = [[] for _ in range(players)]
    win_pairs: list[list[tuple[float, int]]] = [[] for _ in range(players)]
    point_pairs: list[list[tuple[float, int]]] = [[] for _ in range(players)]
    stale_pairs: list[tuple[float, int]] = []
    reasons = {"stock": 0, "turns": 0}
    turns = 0
    played = 0
    bar = Progress(hands, progress)
    finished = [0]
    first_legs: dict[int, tuple[int, ...]] = {}

    def done(_deal: RummyDealResult) -> None:
        finished[0] += 1
        bar.update(finished[0], "deals")

    t0 = time.perf_counter()
    for deal in run_deals(setup, play_rummy_deal, hands, jobs, done):
        first_legs[deal.k] = deal.hands[0].points
        deal_wins = [0] * players
        deal_points = [0] * players
        deal_decided = 0
        deal_stale = 0
        for hand in deal.hands:
            played += 1
            turns += hand.turns
            for i in range(players):
                times[i].extend(hand.times_ms[i])
            if hand.winner is None:
                deal_stale += 1
                reasons[hand.how] = reasons.get(hand.how, 0) + 1
                continue
            deal_decided += 1
            for i in range(players):
                deal_points[i] += hand.points[i]
            deal_wins[hand.winner] += 1
            if hand.rummy:
                rummies[hand.winner] += 1
        for i in range(players):
            wins[i] += deal_wins[i]
            points[i] += deal_points[i]
            win_pairs[i].append((deal_wins[i], deal_decided))
            point_pairs[i].append((deal_points[i], legs))
        stale_pairs.append((deal_stale, legs))
    seconds = time.perf_counter() - t0
    decided = sum(wins)
    stalemates = played - decided
    return {
        "game": "rummy",
        "players": players,
        "bots": specs,
        "seats": names,
        "seed": seed,
        "hands": hands,
        "deals": hands,
        "rotated": rotate,
        "hands_played": played,
        "decided": decided,
        "fair_share": 1.0 / players,
        "wins": dict(zip(names, wins, strict=True)),
        "win_rate": {
            lb: (w / decided if decided else 0.0) for lb, w in zip(names, wins, strict=True)
        },
        "win_rate_ci95": {lb: _clamp(ratio_ci(win_pairs[i])) for i, lb in enumerate(names)},
        "points": dict(zip(names, points, strict=True)),
        "points_per_hand": {
            lb: (p / played if played else 0.0) for lb, p in zip(names, points, strict=True)
        },
        # points are not a proportion: their interval is not clamped to [0, 1]
        "points_per_hand_ci95": {
            lb: list(ratio_ci(point_pairs[i], clamp=False)) for i, lb in enumerate(names)
        },
        "rummies": dict(zip(names, rummies, strict=True)),
        "stalemates": stalemates,
        "stalemate_rate": stalemates / played if played else 0.0,
        "stalemate_rate_ci95": _clamp(ratio_ci(stale_pairs)),
        "stalemate_reasons": reasons,
        "turns_per_hand": turns / played if played else 0.0,
        "match_hands": _lengths([first_legs[k] for k in sorted(first_legs)]),
        "decision_ms_mean": {lb: mean(times[i]) for i, lb in enumerate(names)},
        "decision_ms_p95": {lb: percentile(times[i], 0.95) for i, lb in enumerate(names)},
        "seconds": seconds,
    }


def _table(r: dict[str, Any]) -> str:
    rows = [
        f"rummy, {r['players']} players, seed {r['seed']}: {r['hands']} deals, "
        f"{r['hands_played']} hands played, stalemates {r['stalemates']} "
        f"({r['stalemate_rate']:.3f}, 95% CI {r['stalemate_rate_ci95'][0]:.3f}–"
        f"{r['stalemate_rate_ci95'][1]:.3f}; stock {r['stalemate_reasons'].get('stock', 0)}, "
        f"turns {r['stalemate_reasons'].get('turns', 0)})",
        f"{'bot':<12}{'wins':>7}{'win rate':>10}{'95% CI':>18}{'pts/hand':>10}{'rummies':>9}"
        f"{'ms mean':>9}",
    ]
    for lb in r["seats"]:
        lo, hi = r["win_rate_ci95"][lb]
        rows.append(
            f"{lb:<12}{r['wins'][lb]:>7}{r['win_rate'][lb]:>10.3f}"
            f"{f'[{lo:.3f}, {hi:.3f}]':>18}{r['points_per_hand'][lb]:>10.2f}"
            f"{r['rummies'][lb]:>9}{r['decision_ms_mean'][lb]:>9.2f}"
        )
    lasts = ", ".join(
        f"{target}: {m['mean']:.1f} hands ({m['one_hand']:.0%} in one)"
        for target, m in r["match_hands"].items()
        if m["matches"]
    )
    rows.append(f"matches to each target last {lasts}")
    rows.append(f"fair share {r['fair_share']:.3f}; {r['seconds']:.1f} s")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.rummy_arena",
        description="拉米纸牌 bots against each other, every deal played from every seat.",
    )
    ap.add_argument("--game", default="rummy", choices=["rummy"], help=argparse.SUPPRESS)
    ap.add_argument(
        "--players", type=bounded_int(2, 4), default=None, help="2, 3 or 4 (default: one per bot)"
    )
    ap.add_argument("--bots", default="hard,medium", help="one bot spec per seat")
    ap.add_argument(
        "--hands",
        type=bounded_int(1, 1_000_000),
        default=200,
        help="deals (each played per rotation; 1 to 1,000,000)",
    )
    ap.add_argument("--seed", type=seed_int, default=1)
    ap.add_argument(
        "--budget-ms", type=positive_float, default=None, help="expert's time budget (> 0)"
    )
    ap.add_argument(
        "--deal-words",
        metavar="TEXT",
        help="deal from these words mixed with each deal's seed (docs/RULES.md Part D3)",
    )
    ap.add_argument("--no-rotate", action="store_true", help="play each deal once")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    add_jobs_option(ap)
    ap.add_argument(
        "--save-dir", type=save_folder, help="write every played deal as a save file here"
    )
    args = ap.parse_args(argv)
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    players = len(specs) if args.players is None else args.players
    try:
        RummyRules(players)
        for s in specs:
            parse_spec(s, styles=())
        if len(specs) != players:
            raise ValueError(f"--bots needs {players} bot specs (one per seat), got {len(specs)}")
    except ValueError as exc:
        ap.error(str(exc))
    if args.hands < 1:
        ap.error("--hands must be at least 1")
    try:
        words = None if args.deal_words is None else check_words(args.deal_words)
    except RulesError as exc:
        ap.error(f"--deal-words: {exc} ({exc.code})")
    progress = sys.stderr if (not args.json and sys.stderr.isatty()) else None
    res = run(
        players,
        specs,
        args.hands,
        args.seed,
        rotate=not args.no_rotate,
        budget_ms=args.budget_ms,
        progress=progress,
        jobs=args.jobs,
        saves=SaveDir(args.save_dir, "rummy", args.seed) if args.save_dir else None,
        words=words,
    )
    print(json.dumps(res, ensure_ascii=False) if args.json else _table(res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
