"""``expert``: determinized search (perfect-information Monte Carlo) over ``hard`` play-outs.

For a decision with more than one sensible option (take the discard or draw; the few
best discards by the ``hard`` evaluation; knock or play on) the bot repeatedly

1. samples a full hand state consistent with its view (:meth:`PlayerView.determinize`,
   with the opponent's unknown cards re-drawn by the ``hard`` inference weights), then
2. plays every candidate out to the end of the hand on that same sample with the same
   random numbers (common random numbers), both seats following the ``hard`` policy's
   fast core (least deadwood discards, take a discard that melds, score-aware knocks),
3. and keeps the candidate with the best average result for itself.

Which decisions are searched is ``search`` (default ``"draw"``: take the discard or
draw; ``"draw,discard,knock"`` searches all three).  A search result replaces ``hard``'s
own choice only when its lead is larger than ``confidence`` standard errors.  Measured so
far, searching discards and knocks with the fast play-out policy made the bot weaker
than ``hard``; the draw search was about even.

It stops at its time budget (default 1 s; ``budget_ms``), or after ``samples`` samples
when that is given — then the decision depends on the seed only, not on the machine.
The search never sees the real hidden cards: every sample is built from the view.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..actions import Action
from ..cards import Card
from ..jinlami import HandState, Phase
from ..melds import arrange_mask, min_deadwood
from ..rules import Rules
from ..scoring import default_knock_arrangement, settle_masks
from ..view import PlayerView
from .base import Bot
from .hard import HardParams, HardPolicy
from .knowledge import Knowledge, best_discard, bits_of, read_view, sample_opponent_hand
from .medium import makes_meld

__all__ = ["ExpertBot", "playout"]

_SAFETY = 0.88  # share of the budget spent searching (the rest covers set-up and overheads)


def _want(hand: int, top: int) -> bool:
    """Play-out rule for the discard top: take it when it melds and lowers deadwood."""
    if not makes_meld(hand, top):
        return False
    ht = hand | top
    after = min(min_deadwood(ht ^ (1 << c)) for c in bits_of(hand))
    return after < min_deadwood(hand)


def _knock_now(dw: int, stock: int, rules: Rules) -> bool:
    """Play-out knocking: as soon as the rules allow (what ``hard`` does at its defaults)."""
    return True


def _settle(state_hands: list[int], knocker: int, hand10: int, rules: Rules) -> tuple[int, int]:
    melds = list(arrange_mask(hand10).meld_masks)
    s = settle_masks(melds, hand10, state_hands[1 - knocker], rules)
    winner = knocker if s.winner == "knocker" else 1 - knocker
    return winner, s.points


def playout(state: HandState, me: int, rng: random.Random) -> tuple[int, int]:
    """Play ``state`` to the end with the fast policy for both seats.

    Returns (winner seat or -1 for a drawn hand, points).  ``state`` is consumed.
    """
    rules = state.rules
    hands = state.hands
    stock = state.stock
    discards = state.discards
    limit = rules.knock_limit
    floor = rules.stock_floor
    p = state.to_act
    phase = state.phase
    taken = state.taken
    stock_only = state.stock_only
    if phase is Phase.DECLARE or phase is Phase.LAYOFF:
        k = state.knocker
        melds = list(default_knock_arrangement(hands[k], rules).meld_masks)
        s = settle_masks(melds, hands[k], hands[1 - k] | state.laid_off, rules)
        return (k if s.winner == "knocker" else 1 - k), s.points
    if phase is Phase.OVER:
        st = state.settlement
        w = state.winner
        return (-1, 0) if st is None or w is None else (w, st.points)
    if phase is Phase.OFFER:
        stage = state.offer_stage
        while True:
            top = discards[-1]
            if _want(hands[p], top):
                hands[p] |= discards.pop()
                taken = top
                phase = Phase.DISCARD
                break
            if stage == 0:
                stage = 1
                p = 1 - p
                continue
            p = 1 - p
            stock_only = True
            phase = Phase.DRAW
            break
    for _ in range(200):
        h = hands[p]
        if phase is Phase.DRAW:
            top = discards[-1] if discards and not stock_only else 0
            if top and _want(h, top):
                discards.pop()
                taken = top
            else:
                top = stock.pop()
                taken = 0
            h |= top
            stock_only = False
        phase = Phase.DRAW
        c, dw = best_discard(h, taken)
        if dw <= limit and _knock_now(dw, len(stock), rules):
            hands[p] = h ^ c
            return _settle(hands, p, h ^ c, rules)
        h ^= c
        hands[p] = h
        discards.append(c)
        if len(stock) <= floor:
            return -1, 0
        p = 1 - p
    return -1, 0


class ExpertBot(Bot):
    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 1000.0,
        samples: int | None = None,
        candidates: int = 3,
        point_weight: float = 0.0,
        confidence: float = 1.0,
        score_window: float = 6.0,
        search: str = "draw",
        **hard_params: Any,
    ) -> None:
        super().__init__(seed)
        if budget_ms <= 0:
            raise ValueError(f"budget_ms must be positive, got {budget_ms!r}")
        self.budget_ms = float(budget_ms)
        self.samples = samples
        self.candidates = candidates
        self.point_weight = point_weight
        self.confidence = confidence
        self.score_window = score_window
        self.search = frozenset(x.strip() for x in search.split(",") if x.strip())
        self.hard = HardPolicy(HardParams(**hard_params))
        self.last_samples = 0

    def _candidates(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[Action]:
        """``hard``'s own choice first, then the alternatives worth searching."""
        legal = view.legal_actions
        first = self.hard.decide(view, rng)
        out = [first]
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            if "draw" in self.search:
                out.extend(a for a in legal if a != first)
            return out
        hand = k.hand
        knocks = [a for a in legal if a.kind == "knock" and a.card is not None]
        if "discard" not in self.search:
            if "knock" in self.search and knocks:
                scores = self.hard.discard_scores(
                    k,
                    hand,
                    [a.card.bit for a in legal if a.kind == "discard" and a.card is not None],
                )
                if first.kind == "knock" and scores:
                    out.append(Action.discard(_card(scores[0][1])))
                elif first.kind != "knock":
                    out.append(
                        min(
                            knocks,
                            key=lambda a: (
                                (min_deadwood(hand ^ a.card.mask), -a.card.value)
                                if a.card
                                else (0, 0)
                            ),
                        )
                    )
            return out
        discards = {a.card.bit: a for a in legal if a.kind == "discard" and a.card is not None}
        scores = self.hard.discard_scores(k, hand, list(discards))
        if scores:
            best = scores[0][0]
            for s, b in scores[: self.candidates]:
                if s <= best + self.score_window and discards[b] not in out:
                    out.append(discards[b])
        if knocks and "knock" in self.search:
            kb = min(
                knocks,
                key=lambda a: (
                    (min_deadwood(hand ^ a.card.mask), -a.card.value) if a.card else (0, 0)
                ),
            )
            if kb not in out:
                out.append(kb)
        return out

    def _sample(self, view: PlayerView, k: Knowledge, rng: random.Random) -> HandState:
        s = view.determinize(rng)
        if view.opponent_hand is None and k.opp_unknown > 0:
            opp = 1 - view.player
            improve = min(4, k.opp_turns // 2)
            hand = sample_opponent_hand(k, rng, improve)
            rest = bits_of(k.unseen & ~hand)
            rng.shuffle(rest)
            s.hands[opp] = hand
            s.stock = [1 << b for b in rest[: view.stock_count]]
        return s

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        t0 = time.perf_counter()
        deadline = t0 + self.budget_ms * _SAFETY / 1000.0
        k = read_view(view)
        cands = self._candidates(view, k, rng)
        if len(cands) <= 1:
            self.last_samples = 0
            return cands[0] if cands else self.hard.decide(view, rng)
        me = view.player
        m = len(cands)
        diff_sum = [0.0] * m  # candidate minus hard's choice, per sample
        diff_sq = [0.0] * m
        n = 0
        limit = self.samples
        pw = self.point_weight
        while True:
            if limit is not None:
                if n >= limit:
                    break
            elif n >= 2 and time.perf_counter() >= deadline:
                break
            base = self._sample(view, k, rng)
            seed = rng.getrandbits(32)
            vals = [0.0] * m
            for i, a in enumerate(cands):
                st = base.copy()
                st.apply(a)
                winner, pts = playout(st, me, random.Random(seed))
                if winner == me:
                    vals[i] = 1.0 + pw * pts
                elif winner >= 0:
                    vals[i] = -1.0 - pw * pts
            for i in range(1, m):
                d = vals[i] - vals[0]
                diff_sum[i] += d
                diff_sq[i] += d * d
            n += 1
        self.last_samples = n
        best = 0
        best_lead = 0.0
        for i in range(1, m):
            mean = diff_sum[i] / n
            var = max(0.0, diff_sq[i] / n - mean * mean)
            se = (var / max(1, n - 1)) ** 0.5
            if mean > self.confidence * se and mean > best_lead:
                best, best_lead = i, mean
        return cands[best]


def _card(bit: int) -> Card:
    return Card(bit // 16, bit % 16)
