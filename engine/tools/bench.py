"""Micro-benchmarks of the engine, optionally side by side with OpenSpiel's ``gin_rummy``.

Run ``python -m engine.bench`` (a table) or ``python -m engine.bench --json`` (one JSON
object on stdout).  Measured:

* ``engine.best_arrangement`` on distinct random 10-card hands (``Card`` lists), each
  call timed alone with ``time.perf_counter_ns``; all hands are made before timing;
* the same on "meldy" hands: 2–3 random melds plus random filler up to 10 cards;
* random self-play of whole hands under the ``international`` preset, both players
  choosing uniformly among ``legal_actions()`` with a seeded ``random.Random``.

With ``--vs-openspiel`` and the optional ``open-spiel`` package (module ``pyspiel``),
the same hands go through ``GinRummyUtils(13, 4, 10).min_deadwood`` and OpenSpiel's
own ``gin_rummy`` is self-played the same way; the deadwood of every sampled hand is
also checked against ours.  Nothing is written anywhere but stdout (and a notice on
stderr when ``pyspiel`` is missing).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

from ..cards import DECK, SUIT_STRIDE, Card, mask_of
from ..jinlami.bots import medium_selfplay_rate
from ..jinlami.rules import Rules
from ..jinlami.state import HandState
from ..melds import best_arrangement, min_deadwood
from ..rummy.bots import make_rummy_bot
from ..rummy.state import RummyRules, RummyState
from .common import play_out
from .inputs import bounded_int, seed_int

__all__ = ["main", "make_meldy_hands", "make_random_hands", "run"]

HAND_SIZE: Final = 10
PRESET: Final = "international"
MAX_MISMATCH_EXAMPLES: Final = 20
INSTALL_HINT: Final = "pip install open-spiel"
_DESCRIPTION: Final = "Benchmark the engine (optionally against OpenSpiel's gin_rummy)."

Hand = list[Card]


# -- hands ---------------------------------------------------------------------------------


def make_random_hands(rng: random.Random, n: int) -> list[Hand]:
    """``n`` distinct random 10-card hands."""
    seen: set[int] = set()
    out: list[Hand] = []
    while len(out) < n:
        hand = rng.sample(DECK, HAND_SIZE)
        m = mask_of(hand)
        if m not in seen:
            seen.add(m)
            out.append(hand)
    return out


def _random_meld(rng: random.Random, room: int) -> int:
    """A random set (3–4 cards) or run (3–5 cards) of at most ``room`` cards, as a mask."""
    if rng.random() < 0.5:
        rank = rng.randrange(13)
        size = rng.choice([s for s in (3, 4) if s <= room])
        suits = rng.sample(range(4), size)
        return sum(1 << (s * SUIT_STRIDE + rank) for s in suits)
    size = rng.choice([s for s in (3, 4, 5) if s <= room])
    suit = rng.randrange(4)
    start = rng.randrange(13 - size + 1)
    return sum(1 << (suit * SUIT_STRIDE + r) for r in range(start, start + size))


def _meldy_hand(rng: random.Random) -> Hand:
    used = 0
    want = rng.choice((2, 3))
    placed = 0
    while placed < want:
        room = HAND_SIZE - used.bit_count()
        if room < 3:
            break
        meld = _random_meld(rng, room)
        if meld & used:
            continue
        used |= meld
        placed += 1
    hand = [c for c in DECK if c.mask & used]
    free = [c for c in DECK if not c.mask & used]
    hand.extend(rng.sample(free, HAND_SIZE - len(hand)))
    rng.shuffle(hand)
    return hand


def make_meldy_hands(rng: random.Random, n: int) -> list[Hand]:
    """``n`` distinct 10-card hands built from 2–3 random melds plus random filler."""
    seen: set[int] = set()
    out: list[Hand] = []
    while len(out) < n:
        hand = _meldy_hand(rng)
        m = mask_of(hand)
        if m not in seen:
            seen.add(m)
            out.append(hand)
    return out


# -- timing --------------------------------------------------------------------------------


@contextmanager
def _no_gc() -> Iterator[None]:
    """Keep the cyclic GC out of timed regions (as :mod:`timeit` does)."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _time_each(fn: Callable[[Any], object], inputs: Sequence[Any]) -> list[int]:
    """Nanoseconds of each ``fn(x)`` call, one timer pair around every call."""
    clock = time.perf_counter_ns
    out = [0] * len(inputs)
    with _no_gc():
        for i, x in enumerate(inputs):
            t0 = clock()
            fn(x)
            out[i] = clock() - t0
    return out


def _timer_overhead_ns(n: int = 20000) -> float:
    """Median cost of an empty ``perf_counter_ns`` pair (included in every per-call figure)."""
    clock = time.perf_counter_ns
    out = [0] * n
    for i in range(n):
        t0 = clock()
        out[i] = clock() - t0
    return float(statistics.median(out))


def _summary_us(ns: list[int]) -> dict[str, float]:
    """Median, mean and 90th/99th percentiles in µs."""
    s = sorted(ns)
    n = len(s)
    return {
        "median": statistics.median(s) / 1000,
        "mean": statistics.fmean(s) / 1000,
        "p90": s[min(n - 1, (n * 9) // 10)] / 1000,
        "p99": s[min(n - 1, (n * 99) // 100)] / 1000,
    }


# -- our engine ----------------------------------------------------------------------------


def _selfplay(rules: Rules, hands: int, seed: int) -> dict[str, Any]:
    """Uniform-random self-play of ``hands`` whole hands; hands/s and actions/s."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    drawn = 0
    with _no_gc():
        t0 = time.perf_counter_ns()
        for i in range(hands):
            state = HandState.new(rules, seed=seed + i, dealer=i % 2)
            while not state.is_over:
                state.apply(choice(state.legal_actions()))
                actions += 1
            if state.settlement is None:
                drawn += 1
        elapsed = time.perf_counter_ns() - t0
    sec = elapsed / 1e9
    return {
        "hands": hands,
        "actions": actions,
        "seconds": sec,
        "hands_per_s": hands / sec,
        "actions_per_s": actions / sec,
        "actions_per_hand": actions / hands,
        "drawn_hands": drawn,
    }


# -- OpenSpiel -----------------------------------------------------------------------------


def _load_pyspiel() -> Any | None:
    """The ``pyspiel`` module, or ``None`` when open-spiel is not installed."""
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        return None


def _openspiel_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("open-spiel")
    except Exception:
        return None


def _openspiel_index(utils: Any) -> dict[Card, int]:
    """Our cards to OpenSpiel's ints (found through its own parser: ``"Th"`` etc.)."""
    return {c: int(utils.card_int(c.rank_char + c.suit_char.lower())) for c in DECK}


def _openspiel_selfplay(pyspiel: Any, hands: int, seed: int) -> dict[str, Any]:
    """OpenSpiel ``gin_rummy`` random self-play; chance outcomes drawn from the same RNG."""
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    rand = rng.random
    choice = rng.choice
    actions = 0
    chance = 0
    with _no_gc():
        t0 = time.perf_counter_ns()
        for _ in range(hands):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    r = rand()
                    pick = outcomes[-1][0]
                    for action, p in outcomes:
                        r -= p
                        if r < 0:
                            pick = action
                            break
                    state.apply_action(pick)
                    chance += 1
                else:
                    state.apply_action(choice(state.legal_actions()))
                    actions += 1
        elapsed = time.perf_counter_ns() - t0
    sec = elapsed / 1e9
    return {
        "game": str(game),
        "hands": hands,
        "actions": actions,
        "chance_actions": chance,
        "seconds": sec,
        "hands_per_s": hands / sec,
        "actions_per_s": actions / sec,
        "actions_per_hand": actions / hands,
    }


def _agreement(hands: Sequence[Hand], ours: Sequence[int], theirs: Sequence[int]) -> dict[str, Any]:
    """Count hands where our least deadwood differs from OpenSpiel's ``min_deadwood``."""
    bad = [
        {
            "hand": " ".join(str(c) for c in sorted(h, key=lambda c: (c.suit, c.rank))),
            "ours": a,
            "openspiel": b,
        }
        for h, a, b in zip(hands, ours, theirs, strict=True)
        if a != b
    ]
    return {
        "hands_checked": len(hands),
        "mismatches": len(bad),
        "examples": bad[:MAX_MISMATCH_EXAMPLES],
    }


def _openspiel_section(
    pyspiel: Any, random_hands: list[Hand], meldy_hands: list[Hand], hands: int, seed: int
) -> dict[str, Any]:
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    index = _openspiel_index(utils)
    os_random = [[index[c] for c in h] for h in random_hands]
    os_meldy = [[index[c] for c in h] for h in meldy_hands]
    fn = utils.min_deadwood
    _time_each(fn, os_random[: min(200, len(os_random))])  # warm-up, not reported
    t_random = _summary_us(_time_each(fn, os_random))
    t_meldy = _summary_us(_time_each(fn, os_meldy))
    play = _openspiel_selfplay(pyspiel, hands, seed)

    all_hands = random_hands + meldy_hands
    ours = [best_arrangement(h).deadwood_points for h in all_hands]
    theirs = [int(fn(h)) for h in os_random + os_meldy]
    return {
        "version": _openspiel_version(),
        "min_deadwood_us": t_random,
        "min_deadwood_meldy_us": t_meldy,
        "selfplay": play,
        "agreement": _agreement(all_hands, ours, theirs),
    }


def rummy_medium_selfplay(players: int, hands: int, seed: int) -> dict[str, Any]:
    """Four ``medium`` 拉米纸牌 bots (or ``players`` of them) through the fair interface:
    hands per second, and how many hands ended in a stalemate."""
    rules = RummyRules(players=players)
    bots = [make_rummy_bot("medium", seed + i) for i in range(players)]
    rngs = [random.Random(seed * 31 + i) for i in range(players)]
    stalemates = 0
    t0 = time.perf_counter()
    for i in range(hands):
        state = play_out(RummyState.new(rules, seed=seed + i, dealer=i % players), bots, rngs)
        if state.result is not None and state.result.kind == "stalemate":
            stalemates += 1
    sec = time.perf_counter() - t0
    return {
        "players": players,
        "hands": hands,
        "seconds": sec,
        "hands_per_s": hands / sec if sec > 0 else float("inf"),
        "stalemates": stalemates,
    }


# -- driver --------------------------------------------------------------------------------


def run(
    seed: int = 0, hands: int = 2000, samples: int = 20000, vs_openspiel: bool = False
) -> dict[str, Any]:
    """Run every benchmark and return the flat result object (what ``--json`` prints)."""
    if hands < 1 or samples < 1:
        raise ValueError("--hands and --samples must be at least 1")
    rng = random.Random(seed)
    random_hands = make_random_hands(rng, samples)
    meldy_hands = make_meldy_hands(rng, samples)
    warm = make_random_hands(random.Random(seed ^ 0x5EED), min(200, samples))
    random_masks = [mask_of(h) for h in random_hands]

    _time_each(best_arrangement, warm)  # warm-up on other hands, not reported
    t_random = _summary_us(_time_each(best_arrangement, random_hands))
    t_meldy = _summary_us(_time_each(best_arrangement, meldy_hands))
    t_mask = _summary_us(_time_each(min_deadwood, random_masks))
    rules = Rules.preset(PRESET)
    play = _selfplay(rules, hands, seed)
    medium = medium_selfplay_rate(max(1, hands // 4), seed + 1)
    rummy = rummy_medium_selfplay(4, max(1, hands // 8), seed + 2)

    out: dict[str, Any] = {
        "best_arrangement_us_median": t_random["median"],
        "best_arrangement_meldy_us_median": t_meldy["median"],
        "random_selfplay_hands_per_s": play["hands_per_s"],
        "random_selfplay_actions_per_s": play["actions_per_s"],
        "medium_selfplay_hands_per_s": medium["hands_per_s"],
        "medium_selfplay": medium,
        "rummy_medium_selfplay_hands_per_s": rummy["hands_per_s"],
        "rummy_medium_selfplay": rummy,
        "best_arrangement_us": t_random,
        "best_arrangement_meldy_us": t_meldy,
        "min_deadwood_mask_us": t_mask,
        "random_selfplay": play,
        "timer_overhead_ns_median": _timer_overhead_ns(),
        "params": {
            "seed": seed,
            "hands": hands,
            "samples": samples,
            "hand_size": HAND_SIZE,
            "preset": PRESET,
            "deal_seeds": f"{seed}..{seed + hands - 1}",
            "dealer": "i % 2",
            "timing": "perf_counter_ns around every single call, gc disabled",
            "vs_openspiel": vs_openspiel,
        },
        "python": sys.version.split()[0],
        "python_implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpu_count": os.cpu_count(),
        "openspiel": None,
    }
    if vs_openspiel:
        pyspiel = _load_pyspiel()
        if pyspiel is None:
            print(
                "engine.bench: --vs-openspiel needs the optional OpenSpiel package "
                f"(module pyspiel); install it with `{INSTALL_HINT}`. "
                "Reporting our figures only.",
                file=sys.stderr,
            )
        else:
            osr = _openspiel_section(pyspiel, random_hands, meldy_hands, hands, seed)
            out["openspiel"] = osr
            md = osr["min_deadwood_us"]["median"]
            hps = osr["selfplay"]["hands_per_s"]
            out["openspiel_min_deadwood_us_median"] = md
            out["openspiel_min_deadwood_meldy_us_median"] = osr["min_deadwood_meldy_us"]["median"]
            out["openspiel_random_selfplay_hands_per_s"] = hps
            out["openspiel_random_selfplay_actions_per_s"] = osr["selfplay"]["actions_per_s"]
            out["selfplay_speed_ratio_vs_openspiel"] = play["hands_per_s"] / hps
            out["best_arrangement_ratio_vs_openspiel"] = t_random["median"] / md
            out["openspiel_deadwood_mismatches"] = osr["agreement"]["mismatches"]
    return out


def _table(r: dict[str, Any]) -> str:
    """A readable summary of :func:`run`'s result."""
    p = r["params"]
    rows: list[tuple[str, str]] = [
        ("best_arrangement, random hands", _us_row(r["best_arrangement_us"])),
        ("best_arrangement, meldy hands", _us_row(r["best_arrangement_meldy_us"])),
        ("min_deadwood(mask), random hands", _us_row(r["min_deadwood_mask_us"])),
        (
            f"random self-play ({p['preset']})",
            f"{r['random_selfplay_hands_per_s']:,.0f} hands/s, "
            f"{r['random_selfplay_actions_per_s']:,.0f} actions/s",
        ),
        ("medium vs medium (international)", f"{r['medium_selfplay_hands_per_s']:,.0f} hands/s"),
        (
            "拉米纸牌, 4 medium bots",
            f"{r['rummy_medium_selfplay_hands_per_s']:,.0f} hands/s",
        ),
    ]
    osr = r["openspiel"]
    if osr is not None:
        rows += [
            ("OpenSpiel min_deadwood, random", _us_row(osr["min_deadwood_us"])),
            ("OpenSpiel min_deadwood, meldy", _us_row(osr["min_deadwood_meldy_us"])),
            (
                "OpenSpiel random self-play",
                f"{r['openspiel_random_selfplay_hands_per_s']:,.0f} hands/s, "
                f"{r['openspiel_random_selfplay_actions_per_s']:,.0f} actions/s",
            ),
            ("self-play speed, ours / OpenSpiel", f"{r['selfplay_speed_ratio_vs_openspiel']:.3f}"),
            (
                "arrangement time, ours / OpenSpiel",
                f"{r['best_arrangement_ratio_vs_openspiel']:.3f}",
            ),
            (
                "deadwood mismatches",
                f"{osr['agreement']['mismatches']} of {osr['agreement']['hands_checked']}",
            ),
        ]
    width = max(len(k) for k, _ in rows)
    head = (
        f"Python {r['python']} on {r['platform']}, {r['cpu_count']} CPUs; seed {p['seed']}, "
        f"{p['samples']} hands per arrangement set, {p['hands']} self-play hands"
    )
    lines = [head, ""] + [f"{k.ljust(width)}  {v}" for k, v in rows]
    return "\n".join(lines)


def _us_row(s: dict[str, float]) -> str:
    return f"median {s['median']:.2f} µs  (mean {s['mean']:.2f}, p90 {s['p90']:.2f})"


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit status."""
    ap = argparse.ArgumentParser(prog="python -m engine.bench", description=_DESCRIPTION)
    ap.add_argument("--seed", type=seed_int, default=0, help="RNG seed (default 0)")
    ap.add_argument(
        "--hands",
        type=bounded_int(1, 1_000_000),
        default=2000,
        help="self-play hands (default 2000; 1 to 1,000,000)",
    )
    ap.add_argument(
        "--samples",
        type=bounded_int(1, 10_000_000),
        default=20000,
        help="hands per arrangement set (default 20000; 1 to 10,000,000)",
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--vs-openspiel",
        action="store_true",
        help=f"also measure OpenSpiel's gin_rummy (needs `{INSTALL_HINT}`)",
    )
    args = ap.parse_args(argv)
    if args.hands < 1 or args.samples < 1:
        ap.error("--hands and --samples must be at least 1")
    result = run(args.seed, args.hands, args.samples, args.vs_openspiel)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(_table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
