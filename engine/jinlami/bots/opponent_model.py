"""Which unseen cards the opponent holds: a logistic model learned offline.

:mod:`engine.jinlami.bots.knowledge` estimates, for every card this seat has not seen,
the chance that the opponent holds it, with a few hand-set multiplicative weights.  This
module gives the same estimate from a logistic regression fitted to self-play where the
hidden hands are known (``python -m engine.tools.opp_model_fit``): for each unseen card
a handful of small-integer features read from the public history only (the
opponent's pick-ups, discards and declined cards next to it, which of its meld partners
are still possible, its value against the opponent's last discard, how far the hand
has gone, and the marginal model's own estimate), and the fitted weights turn them into
a log-odds.  The log-odds of all unseen cards are then shifted together so that the
chances sum to the number of the opponent's unknown cards, as the marginal model's do.

The weights are package data (``opponent_model.json`` next to this module), read once,
on first use, through :mod:`importlib.resources`.  Everything comes from the view and
its :class:`~engine.jinlami.bots.knowledge.Knowledge`, so nothing can depend on a hidden
card.  It is used by ``hard`` and ``expert`` behind the ``opp_model`` switch of
:class:`~engine.jinlami.bots.variants.HardVariant`; figures are in ``docs/BOTS.md``.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from typing import Any, Final

from ..view import PlayerView
from .knowledge import BITS, Knowledge, bits_of, card_value

__all__ = ["FEATURE_NAMES", "OpponentModel", "apply_model", "features"]

#: The features of one unseen card, in the order of the weights (after the intercept).
FEATURE_NAMES: Final = (
    "marginal_logit",  # 10 x log-odds of knowledge.py's estimate, rounded
    "base_logit",  # 10 x log-odds of the base rate (unknown opponent cards / unseen)
    "pick_rank",  # opponent pick-ups of the same rank
    "pick_adj1",  # ... of the same suit, one rank apart
    "pick_adj2",  # ... two ranks apart
    "disc_rank",  # opponent discards of the same rank
    "disc_adj1",
    "disc_adj2",
    "decl_rank",  # discard tops the opponent declined (and did not throw), same rank
    "decl_adj1",
    "decl_adj2",
    "live_pairs",  # meld partner pairs still possible in their hand (0 to 5)
    "dead_card",  # no such pair left: the card can only be deadwood to them
    "dead_value",  # dead_card times the card's value
    "value",  # the card's value
    "value_turns",  # value times their draws so far (at most 12), / 4
    "above_last",  # value above their last discard's
    "above_turns",  # above_last times their draws so far (at most 12)
    "opp_turns",  # their draws so far (at most 12)
    "known_pair",  # a pair of their known cards melds with it
    "recent_disc",  # a neighbour among their last two discards
    "recent_pick",  # a neighbour of their last pick-up, picked within their last 3 draws
    "partners",  # cards of the same rank or one apart in the suit they may hold (0 to 5)
    "dead_above",  # dead_card and above_last: a loose card they would have thrown
    "dead_turns",  # dead_card times their draws so far (at most 12)
    "hinted_turns",  # a pick-up of the same rank or one apart, times their draws / 4
)

_FILE: Final = "opponent_model.json"
_Q_MIN: Final = 0.01
_Q_MAX: Final = 0.97


def _tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per bit: same rank in the other suits; same suit one apart; same suit two apart."""
    rank = [0] * 64
    adj1 = [0] * 64
    adj2 = [0] * 64
    for b in BITS:
        s, r = divmod(b, 16)
        for s2 in range(4):
            if s2 != s:
                rank[b] |= 1 << (s2 * 16 + r)
        for d in (-1, 1):
            if 0 <= r + d < 13:
                adj1[b] |= 1 << (s * 16 + r + d)
        for d in (-2, 2):
            if 0 <= r + d < 13:
                adj2[b] |= 1 << (s * 16 + r + d)
    return tuple(rank), tuple(adj1), tuple(adj2)


_RANK, _ADJ1, _ADJ2 = _tables()


def _pairs() -> tuple[tuple[int, ...], ...]:
    """Per bit: the masks of the card pairs that make a 3-card meld with it."""
    out: list[tuple[int, ...]] = [() for _ in range(64)]
    for b in BITS:
        s, r = divmod(b, 16)
        others = [s2 * 16 + r for s2 in range(4) if s2 != s]
        pairs = [(1 << others[i]) | (1 << others[j]) for i in range(3) for j in range(i + 1, 3)]
        for lo, hi in ((-2, -1), (-1, 1), (1, 2)):
            if r + lo >= 0 and r + hi < 13:
                pairs.append((1 << (s * 16 + r + lo)) | (1 << (s * 16 + r + hi)))
        out[b] = tuple(pairs)
    return tuple(out)


_PAIR_MASKS: Final = _pairs()


def _logit10(p: float) -> int:
    p = min(0.99, max(0.01, p))
    return round(10.0 * math.log(p / (1.0 - p)))


def _history(view: PlayerView) -> tuple[list[int], list[int]]:
    """(the opponent's discards, its pick-ups), each as card bits in the order played."""
    opp = 1 - view.player
    discards: list[int] = []
    picks: list[int] = []
    for e in view.events:
        if e.player != opp or e.card is None:
            continue
        if e.kind == "discard":
            discards.append(e.card.bit)
        elif e.kind == "draw" and e.source == "discard":
            picks.append(e.card.bit)
    return discards, picks


def features(view: PlayerView, k: Knowledge) -> dict[int, tuple[int, ...]]:
    """The features (:data:`FEATURE_NAMES`) of every unseen card of ``k``, by bit."""
    discards, picks = _history(view)
    picked = k.opp_picked
    disc = k.opp_discards
    decl = k.opp_declined & ~disc
    possible = k.unseen | k.opp_known
    known = k.opp_known
    turns = min(12, k.opp_turns)
    last = k.opp_last_value if discards else 11
    recent_d = 0
    for b in discards[-2:]:
        recent_d |= 1 << b
    recent_p = 0
    if picks and k.opp_turns - _pick_turn(view) < 3:
        recent_p = 1 << picks[-1]
    base = _logit10(k.base_rate)
    out: dict[int, tuple[int, ...]] = {}
    for b in bits_of(k.unseen):
        rank, a1, a2 = _RANK[b], _ADJ1[b], _ADJ2[b]
        nb = rank | a1 | a2
        live = 0
        known_pair = 0
        for pm in _PAIR_MASKS[b]:
            if pm & possible == pm:
                live += 1
                if pm & known == pm:
                    known_pair = 1
        v = card_value(b)
        above = 1 if v > last else 0
        dead = 1 if live == 0 else 0
        hinted = 1 if (rank | a1) & picked else 0
        out[b] = (
            _logit10(k.q[b]),
            base,
            (rank & picked).bit_count(),
            (a1 & picked).bit_count(),
            (a2 & picked).bit_count(),
            (rank & disc).bit_count(),
            (a1 & disc).bit_count(),
            (a2 & disc).bit_count(),
            (rank & decl).bit_count(),
            (a1 & decl).bit_count(),
            (a2 & decl).bit_count(),
            min(live, 5),
            dead,
            dead * v,
            v,
            v * turns // 4,
            above,
            above * turns,
            turns,
            known_pair,
            1 if nb & recent_d else 0,
            1 if nb & recent_p else 0,
            min(5, ((rank | a1) & possible).bit_count()),
            dead * above,
            dead * turns,
            hinted * turns // 4,
        )
    return out


def _pick_turn(view: PlayerView) -> int:
    """The opponent's draw count at its last pick-up from the pile."""
    opp = 1 - view.player
    n = 0
    at = -100
    for e in view.events:
        if e.kind == "draw" and e.player == opp:
            n += 1
            if e.source == "discard":
                at = n
    return at


class OpponentModel:
    """Fitted weights (intercept first, then one per :data:`FEATURE_NAMES`)."""

    __slots__ = ("weights",)

    def __init__(self, weights: list[float]) -> None:
        if len(weights) != len(FEATURE_NAMES) + 1:
            raise ValueError(f"expected {len(FEATURE_NAMES) + 1} weights, got {len(weights)}")
        self.weights = list(weights)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> OpponentModel:
        names = data["features"]
        if list(names) != list(FEATURE_NAMES):
            raise ValueError("the weights were fitted to other features")
        return cls([float(x) for x in data["weights"]])

    def to_json(self) -> dict[str, Any]:
        return {"features": list(FEATURE_NAMES), "weights": [round(w, 5) for w in self.weights]}

    @staticmethod
    def shipped() -> OpponentModel:
        """The weights shipped with the package (read once)."""
        return _shipped()

    def probabilities(self, view: PlayerView, k: Knowledge) -> list[float]:
        """``k.q`` with every unseen card's chance replaced by the model's."""
        q = list(k.q)
        need = k.opp_unknown
        feats = features(view, k)
        if not feats or need <= 0:
            return q
        w0, *w = self.weights
        z = {b: w0 + sum(wi * xi for wi, xi in zip(w, x, strict=True)) for b, x in feats.items()}
        shift = _shift(list(z.values()), float(need))
        for b, zb in z.items():
            q[b] = min(_Q_MAX, max(_Q_MIN, 1.0 / (1.0 + math.exp(-(zb + shift)))))
        return q


def _shift(z: list[float], target: float) -> float:
    """The common shift of the log-odds ``z`` that makes their chances sum to ``target``."""
    if target >= len(z):
        return 50.0
    c = 0.0
    for _ in range(30):
        ps = [1.0 / (1.0 + math.exp(-(x + c))) for x in z]
        f = sum(ps) - target
        if abs(f) < 1e-6:
            break
        g = sum(p * (1.0 - p) for p in ps)
        if g <= 1e-12:
            break
        c -= max(-5.0, min(5.0, f / g))
    return c


@cache
def _shipped() -> OpponentModel:
    text = resources.files(__package__).joinpath(_FILE).read_text(encoding="utf-8")
    return OpponentModel.from_json(json.loads(text))


def apply_model(view: PlayerView, k: Knowledge) -> Knowledge:
    """``k`` with its opponent chances (``k.q``) from the shipped model (in place)."""
    k.q = OpponentModel.shipped().probabilities(view, k)
    return k
