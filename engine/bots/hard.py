"""``hard``: what a strong human does (RULES A8), from the view alone.

* **Memory and inference** (:mod:`engine.bots.knowledge`): every card seen is out of the
  unseen pool; the opponent's pick-ups, discards and declined cards shift the chance
  that each unseen card sits in their hand.
* **Card values by meld chances**: a discard is judged by the deadwood it leaves *and*
  by the expected deadwood after the next stock draw, where each unseen card counts by
  its chance to be in the stock (one-ply look-ahead, exact deadwood at every leaf).
  As the hand goes on, the weight moves from potential to points in hand ("dump high
  deadwood when the opponent looks close to knocking").
* **Avoid feeding**: each discard pays for the chance that the opponent can meld it.
* **Knocking from the score table**: with a knock available the bot samples plausible
  opponent hands and settles the knock against each with the engine's own scoring
  (best layoff included), and declines a knock when the sampled undercut risk is above
  the limit for the scoring in force (``uc_max_jinlami`` / ``uc_max_international``).
  Holding a near-gin hand early for the 金 bonus is a knob (``gin_chase_deadwood``),
  off by default: it has not been measured yet.

Measured against ``medium``, knocking early wins the most hands under both scorings;
a more cautious knock (``uc_max_jinlami`` 0.18–0.6) wins more points but fewer hands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..actions import Action
from ..jinlami import Phase
from ..melds import arrange_mask, min_deadwood
from ..rules import Rules
from ..scoring import default_knock_arrangement, settle_masks
from ..view import PlayerView
from .base import Bot
from .knowledge import (
    Knowledge,
    bits_of,
    card_value,
    danger,
    neighbours,
    read_view,
    sample_opponent_hand,
)
from .medium import makes_meld

__all__ = ["HardBot", "HardParams", "HardPolicy"]


@dataclass(frozen=True, slots=True)
class HardParams:
    """Tuning knobs of the ``hard`` policy (defaults are the measured ones)."""

    alpha: float = 1.0  # weight of the one-draw look-ahead against deadwood in hand
    alpha_floor: float = 1.0  # share of alpha kept when the stock runs low
    alpha_turns: int = 0  # > 0: alpha fades over this many opponent turns (else by stock)
    kappa: float = 6.0  # deadwood points a discard the opponent can meld is worth
    prune: int = 12  # discards considered: within this many points of the best
    meld_bonus: float = 1.5  # taking a discard that makes a meld: extra allowance
    take_margin: float = 0.5  # taking shows a card to the opponent: required gain
    knock_samples: int = 32  # sampled opponent hands for the knock decision
    uc_max_jinlami: float = 0.8  # highest undercut risk accepted under jinlami scoring
    uc_max_international: float = 0.45
    knock_bonus: float = 0.0  # look-ahead leaves within the knock limit count this much less
    gin_chase_deadwood: int = 0  # jinlami: hold a knock this small early to go for 金
    gin_chase_stock: int = 20  # ... while the stock has at least this many cards


class HardPolicy:
    """The ``hard`` decisions on a :class:`Knowledge`; reused by ``expert`` for play-outs."""

    def __init__(self, params: HardParams | None = None) -> None:
        self.p = params or HardParams()
        self.limit = 10  # knock limit of the rules in force (set from each view)

    # -- evaluation -----------------------------------------------------------------------
    def alpha(self, k: Knowledge) -> float:
        p = self.p
        if p.alpha_turns > 0:
            frac = max(0.0, 1.0 - k.opp_turns / p.alpha_turns)
        else:
            frac = min(1.0, k.stock / 31.0)
        return p.alpha * (p.alpha_floor + (1.0 - p.alpha_floor) * frac)

    def discard_scores(
        self, k: Knowledge, hand11: int, candidates: list[int]
    ) -> list[tuple[float, int]]:
        """(score, bit) for each candidate discard, lower is better, sorted."""
        p = self.p
        cache: dict[int, int] = {}
        d0: dict[int, int] = {}
        for c in candidates:
            m = hand11 ^ (1 << c)
            d = cache.get(m)
            if d is None:
                d = min_deadwood(m)
                cache[m] = d
            d0[c] = d
        if not d0:
            return []
        best = min(d0.values())
        kept = [c for c in candidates if d0[c] <= best + p.prune]
        draws = k.draw_weights()
        a = self.alpha(k)
        limit = self.limit
        kb = p.knock_bonus
        out: list[tuple[float, int]] = []
        for c in kept:
            h10 = hand11 ^ (1 << c)
            base = d0[c]
            e1 = 0.0
            if a > 0 and draws:
                dead = arrange_mask(h10).deadwood_mask
                maxdead = max((card_value(b) for b in bits_of(dead)), default=0)
                h_bits = bits_of(h10)
                for x, px in draws:
                    if not neighbours(x) & h10:
                        v = card_value(x)
                        bx = base - (maxdead - v if maxdead > v else 0)
                    else:
                        hx = h10 | (1 << x)
                        bx = base
                        for d in h_bits:
                            m = hx ^ (1 << d)
                            r = cache.get(m)
                            if r is None:
                                r = min_deadwood(m)
                                cache[m] = r
                            if r < bx:
                                bx = r
                    e1 += px * (bx - kb if bx <= limit else bx)
            b0 = base - kb if base <= limit else base
            score = a * e1 + (1.0 - a) * b0 + p.kappa * danger(k, c)
            score -= 0.01 * card_value(c)  # ties: dump the higher card
            out.append((score, c))
        out.sort()
        return out

    def draw_values(self, k: Knowledge, hand10: int, top: int) -> tuple[float, float]:
        """(deadwood after taking ``top``, expected deadwood after a stock draw), each with
        the best discard that follows."""
        tb = 1 << top
        ht = hand10 | tb
        take = min(min_deadwood(ht ^ (1 << c)) for c in bits_of(hand10))
        base = min_deadwood(hand10)
        dead = arrange_mask(hand10).deadwood_mask
        maxdead = max((card_value(b) for b in bits_of(dead)), default=0)
        h_bits = bits_of(hand10)
        limit = self.limit
        kb = self.p.knock_bonus
        stock = 0.0
        for x, px in k.draw_weights():
            if not neighbours(x) & hand10:
                v = card_value(x)
                bx = base - (maxdead - v if maxdead > v else 0)
            else:
                hx = hand10 | (1 << x)
                bx = base
                for d in h_bits:
                    r = min_deadwood(hx ^ (1 << d))
                    if r < bx:
                        bx = r
            stock += px * (bx - kb if bx <= limit else bx)
        return (take - kb if take <= limit else float(take)), stock

    def want_top(self, k: Knowledge, hand10: int, top: int) -> bool:
        take, stock = self.draw_values(k, hand10, top)
        bonus = self.p.meld_bonus if makes_meld(hand10, 1 << top) else 0.0
        return take - bonus < stock - self.p.take_margin

    def knock_ok(self, k: Knowledge, hand10: int, rules: Rules, rng: random.Random) -> bool:
        """Whether to knock holding ``hand10`` (already within the knock limit)."""
        p = self.p
        dw = min_deadwood(hand10)
        if dw == 0:
            return True
        jin = rules.scoring == "jinlami"
        if jin and dw <= p.gin_chase_deadwood and k.stock >= p.gin_chase_stock:
            return False
        uc_max = p.uc_max_jinlami if jin else p.uc_max_international
        if uc_max >= 1.0:
            return True
        melds = list(default_knock_arrangement(hand10, rules).meld_masks)
        n = p.knock_samples
        improve = min(4, k.opp_turns // 2)
        undercuts = 0
        for _ in range(n):
            opp = sample_opponent_hand(k, rng, improve)
            s = settle_masks(melds, hand10, opp, rules)
            if s.winner != "knocker":
                undercuts += 1
        return undercuts <= uc_max * n

    # -- decisions on a view --------------------------------------------------------------
    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        self.limit = view.rules.knock_limit
        k = read_view(view)
        hand = k.hand
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            take = Action.draw_discard()
            top = view.discard_top
            if top is not None and take in legal and self.want_top(k, hand, top.bit):
                return take
            stock = Action.draw_stock()
            return stock if stock in legal else Action.pass_()
        knock_cards = {a.card.bit: a for a in legal if a.kind == "knock" and a.card is not None}
        discards = {a.card.bit: a for a in legal if a.kind == "discard" and a.card is not None}
        if knock_cards:
            kb = min(knock_cards, key=lambda b: (min_deadwood(hand ^ (1 << b)), -card_value(b)))
            if self.knock_ok(k, hand ^ (1 << kb), view.rules, rng):
                return knock_cards[kb]
        scores = self.discard_scores(k, hand, list(discards))
        return discards[scores[0][1]]


class HardBot(Bot):
    name = "hard"

    def __init__(self, seed: int | None = None, **params: Any) -> None:
        super().__init__(seed)
        self.policy = HardPolicy(replace(HardParams(), **params))

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return self.policy.decide(view, rng)
