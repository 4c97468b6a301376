"""Fitting the opponent-hand model of ``engine.jinlami.bots.opponent_model`` offline.

Not shipped play: a tool that writes the model's weights (the package data file
``engine/jinlami/bots/opponent_model.json``) from self-play where the hidden hands are
known.  Three steps::

    python -m engine.tools.opp_model_fit play --bots hard,hard --rules classic \\
        --hands 800 --seed 1 --out /tmp/om-hh-classic.pkl
    python -m engine.tools.opp_model_fit fit /tmp/om-*.pkl --holdout 0.25 \\
        --out engine/jinlami/bots/opponent_model.json
    python -m engine.tools.opp_model_fit eval /tmp/om-test.pkl

``play`` samples decision points of both seats (a share ``--sample`` of them, while the
opponent's hand is still hidden) and stores each seat's :class:`PlayerView` with the
opponent's true hand.  ``fit`` turns every unseen card of every stored view into the
model's features (:func:`engine.jinlami.bots.opponent_model.features`, the same code
that runs in play) and its label (held by the opponent or not), fits a logistic
regression by Newton's method on the distinct feature rows (the features are small
integers, so equal rows are merged with their counts), and reports the held-out
log-loss and Brier score of the model against the marginal model of
:mod:`engine.jinlami.bots.knowledge`.  Hands are split between fitting and held out
by their position in the file, whole hands at a time.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..jinlami.bots import make
from ..jinlami.bots.knowledge import bits_of, card_value, danger, read_view
from ..jinlami.bots.opponent_model import FEATURE_NAMES, OpponentModel, features
from ..jinlami.rules import Rules
from ..jinlami.state import HandState, Phase
from ..jinlami.view import PlayerView
from ..melds import min_deadwood
from .inputs import bounded_int, fraction, input_file, positive_float, seed_int

__all__ = ["main"]

Sample = tuple[int, PlayerView, int]  # (hand number, view, opponent's true hand mask)


def play(
    specs: Sequence[str], rules: Rules, hands: int, seed: int, share: float, out: Path
) -> None:
    """Play ``hands`` hands (seats alternating) and append sampled views to ``out``."""
    bots = [make(s, seed=seed * 2 + i) for i, s in enumerate(specs)]
    master = random.Random(f"opp-model/{seed}")
    pick = random.Random(f"opp-model-pick/{seed}")
    with out.open("ab") as fh:
        for n in range(hands):
            state = HandState.new(rules, seed=master.getrandbits(63), dealer=n % 2)
            seated = bots if n % 2 == 0 else bots[::-1]
            rngs = [random.Random(f"opp-model/{seed}/{n}/{s}") for s in (0, 1)]
            batch: list[Sample] = []
            steps = 0
            while not state.is_over and steps < 2000:
                steps += 1
                p = state.to_act
                view = state.view(p)
                if (
                    view.opponent_hand is None
                    and view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD)
                    and pick.random() < share
                ):
                    batch.append((seed * 100_000 + n, view, state.hands[1 - p]))
                action = seated[p].choose(view, rngs[p])
                for e in state.apply(action):
                    for s in (0, 1):
                        seated[s].observe(e.for_viewer(s))
            pickle.dump(batch, fh)
            print(f"\r{n + 1}/{hands}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)


def load(paths: Sequence[Path]) -> Iterator[Sample]:
    """Every stored sample of ``paths`` (each file a sequence of pickled batches)."""
    for path in paths:
        with path.open("rb") as fh:
            while True:
                try:
                    batch = pickle.load(fh)
                except (EOFError, pickle.UnpicklingError):
                    break  # the end, or a batch cut off by a run still writing
                yield from batch


def rows(samples: Sequence[Sample]) -> Iterator[tuple[tuple[int, ...], int, float, float]]:
    """(features, label, marginal q, base rate) of every unseen card of every sample."""
    for _n, view, opp in samples:
        k = read_view(view)
        if not k.opp_unknown:
            continue
        unknown_opp = opp & ~k.opp_known
        base = k.base_rate
        feats = features(view, k)
        for b, f in feats.items():
            yield f, (unknown_opp >> b) & 1, k.q[b], base


def fit(
    data: Sequence[tuple[tuple[int, ...], int, float, float]], l2: float = 1.0, iters: int = 12
) -> list[float]:
    """Logistic regression weights (intercept first) by Newton's method on merged rows."""
    merged: dict[tuple[int, ...], list[int]] = {}
    for f, y, _q, _b in data:
        cell = merged.get(f)
        if cell is None:
            cell = merged[f] = [0, 0]
        cell[0] += 1
        cell[1] += y
    xs = [((1, *f), n, pos) for f, (n, pos) in merged.items()]
    d = len(xs[0][0])
    w = [0.0] * d
    print(f"{len(data)} rows, {len(xs)} distinct, {d} weights", file=sys.stderr)
    for it in range(iters):
        grad = [0.0] * d
        hess = [[0.0] * d for _ in range(d)]
        ll = 0.0
        for x, n, pos in xs:
            z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-z))
            ll -= pos * math.log(max(p, 1e-12)) + (n - pos) * math.log(max(1 - p, 1e-12))
            r = pos - n * p
            s = n * p * (1 - p)
            nz = [(i, xi) for i, xi in enumerate(x) if xi]
            for i, xi in nz:
                grad[i] += r * xi
                row = hess[i]
                sx = s * xi
                for j, xj in nz:
                    row[j] += sx * xj
        for i in range(1, d):
            grad[i] -= l2 * w[i]
            hess[i][i] += l2
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        print(f"iter {it}: log-loss {ll / len(data):.5f}", file=sys.stderr)
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (``a`` is copied)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) < 1e-12:
            continue
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def scores(samples: Sequence[Sample], model: OpponentModel | None) -> dict[str, float]:
    """Mean log-loss and Brier score over every unseen card (held by the opponent or not):
    the marginal model's, the base rate's and (with ``model``) the fitted model's, each
    renormalised as in play; and, as ``*_meld_*``, the same for the feeding danger of
    each card in our hand (:func:`~engine.jinlami.bots.knowledge.danger`: can the
    opponent's hand meld it?) under each model's chances."""
    tot = {"cards": 0.0, "hand_cards": 0.0}
    for name in ("marginal", "base_rate", "model"):
        for kind in ("logloss", "brier", "meld_logloss", "meld_brier"):
            tot[f"{name}_{kind}"] = 0.0
    for _n, view, opp in samples:
        k = read_view(view)
        if not k.opp_unknown:
            continue
        unknown_opp = opp & ~k.opp_known
        flat = list(k.q)
        for b in bits_of(k.unseen):
            flat[b] = k.base_rate
        preds: dict[str, list[float]] = {"marginal": list(k.q), "base_rate": flat}
        if model is not None:
            preds["model"] = model.probabilities(view, k)
        for b in bits_of(k.unseen):
            y = (unknown_opp >> b) & 1
            tot["cards"] += 1
            for name, q in preds.items():
                p = min(1 - 1e-6, max(1e-6, q[b]))
                tot[f"{name}_logloss"] -= math.log(p) if y else math.log(1 - p)
                tot[f"{name}_brier"] += (p - y) ** 2
        for b in bits_of(k.hand):
            y = int(min_deadwood(opp | (1 << b)) < min_deadwood(opp) + card_value(b))
            tot["hand_cards"] += 1
            for name, q in preds.items():
                k.q = q
                p = min(1 - 1e-6, max(1e-6, danger(k, b)))
                tot[f"{name}_meld_logloss"] -= math.log(p) if y else math.log(1 - p)
                tot[f"{name}_meld_brier"] += (p - y) ** 2
    n = tot["cards"] or 1.0
    nh = tot["hand_cards"] or 1.0
    return {
        key: v if key in ("cards", "hand_cards") else v / (nh if "_meld_" in key else n)
        for key, v in tot.items()
    }


def _split(samples: list[Sample], holdout: float) -> tuple[list[Sample], list[Sample]]:
    hands = sorted({n for n, _v, _o in samples})
    rng = random.Random("opp-model-split")
    test = {n for n in hands if rng.random() < holdout}
    return [s for s in samples if s[0] not in test], [s for s in samples if s[0] in test]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.tools.opp_model_fit")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="self-play, storing sampled views and the hidden hands")
    p.add_argument("--bots", default="hard,hard")
    p.add_argument("--rules", default="classic")
    p.add_argument("--hands", type=bounded_int(1, 1_000_000), default=200)
    p.add_argument("--seed", type=seed_int, default=1)
    p.add_argument("--sample", type=fraction, default=0.3)
    p.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit", help="fit the weights, report held-out calibration")
    f.add_argument("data", type=input_file, nargs="+")
    f.add_argument("--holdout", type=fraction, default=0.25)
    f.add_argument("--l2", type=positive_float, default=1.0)
    f.add_argument("--out", type=Path)
    e = sub.add_parser("eval", help="calibration of the shipped weights on stored views")
    e.add_argument("data", type=input_file, nargs="+")
    args = ap.parse_args(argv)
    if args.cmd == "play":
        specs = [s.strip() for s in args.bots.split(",")]
        play(specs, Rules.preset(args.rules), args.hands, args.seed, args.sample, args.out)
        return 0
    samples = list(load(args.data))
    if args.cmd == "eval":
        print(json.dumps(scores(samples, OpponentModel.shipped()), indent=1))
        return 0
    train, test = _split(samples, args.holdout)
    weights = fit(list(rows(train)), l2=args.l2)
    model = OpponentModel(weights)
    report: dict[str, Any] = {
        "train_views": len(train),
        "test_views": len(test),
        "weights": dict(zip(("intercept", *FEATURE_NAMES), weights, strict=True)),
        "test": scores(test, model),
    }
    print(json.dumps(report, indent=1))
    if args.out is not None:
        args.out.write_text(json.dumps(model.to_json(), indent=0) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
