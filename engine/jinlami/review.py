"""金拉米's part of the hand review (:mod:`engine.review`): each decision valued from the
seat's view with the ``hard`` bot's own evaluation (:class:`~.bots.hard.HardPolicy`).

* **Up-card and draw**: taking the discard top (followed by its best discard) against
  drawing blind, both by ``hard``'s race roll-outs (``draw_values``).
* **Discard or knock**: every discard ``hard`` would compare (the least-deadwood ones)
  and the one played, on one set of draw sequences, each scored by its race win chance
  less the feeding danger (the chance the opponent melds it, times ``danger_weight``);
  a knock is worth one minus its undercut risk, from sampled opponent hands settled by
  the engine's own scoring.  With the ``deep`` effort the sizes are the ``expert``'s
  (``DEEP``: four times the samples, every sensible discard, a longer horizon).
  Successive halving is off, so every option gets its full estimate.
* **Declaration**: each legal arrangement settled against the same sampled opponent
  hands (their best layoff included): expected points and win chance.
* **Layoffs**: exact — the knocker's hand is shown, so each step is followed by the
  best layoff of what is left and settled.

The sampled opponent hands and draw sequences come from the view's
:class:`~.bots.knowledge.Knowledge` only, as the bots' do.
"""

from __future__ import annotations

import random
from typing import Any, Final

from ..actions import Action
from ..cards import mask_of
from ..melds import _arrange, min_deadwood
from ..review.evaluation import Evaluation, accepted_moves
from .bots.expert import DEEP
from .bots.hard import HardPolicy, settings
from .bots.knowledge import Knowledge, bits_of, card_value, danger, read_view, sample_opponent_hand
from .bots.rollout import makes_meld_bit, neighbours_mask
from .scoring import settle_masks
from .state import Phase
from .view import PlayerView

__all__ = ["JinlamiReviewer"]

#: (evaluation sizes, sampled opponent hands for a knock or a declaration) by effort.
_EFFORT: Final[dict[str, tuple[dict[str, Any], int]]] = {
    "quick": ({"halving_rounds": 1}, 64),
    "deep": ({**DEEP, "halving_rounds": 1}, 160),
}
#: A discard "feeds" the opponent when its feeding danger is this much above the best's.
_FEEDS: Final = 0.2
_SUITS: Final = "SHDC"
_RANKS: Final = "A23456789TJQK"


class JinlamiReviewer:
    """Values 金拉米 decisions from a :class:`PlayerView` (see the module docstring)."""

    def __init__(self, effort: str = "deep") -> None:
        params, self.opp_samples = _EFFORT[effort]
        self.policy = HardPolicy(*settings({**params, "knock_samples": self.opp_samples}, {}))

    def evaluate(self, view: PlayerView, move: Action, rng: random.Random) -> Evaluation | None:
        if len(view.legal_actions) < 2 or move not in view.legal_actions:
            return None
        self.policy.use_rules(view.rules, view.knock_limit)
        phase = view.phase
        if phase is Phase.OFFER or phase is Phase.DRAW:
            return self._draw(view, read_view(view), move, rng)
        if phase is Phase.DISCARD:
            return self._discard(view, read_view(view), move, rng)
        if phase is Phase.DECLARE:
            return self._declare(view, read_view(view), move, rng)
        if phase is Phase.LAYOFF:
            return self._layoff(view, move, rng)
        return None

    # -- drawing --------------------------------------------------------------------------
    def _draw(
        self, view: PlayerView, k: Knowledge, move: Action, rng: random.Random
    ) -> Evaluation | None:
        top = view.discard_top
        take = Action.draw_discard()
        blind = Action.draw_stock() if Action.draw_stock() in view.legal_actions else Action.pass_()
        if top is None or take not in view.legal_actions:
            return None
        cost_take, cost_blind = self.policy.draw_values(k, k.hand, top.bit, rng)
        values = {take: -cost_take, blind: -cost_blind}
        best = max(values, key=lambda a: (values[a], a == move))
        hand = k.hand
        if move == take:
            useless = not makes_meld_bit(hand, top.bit) and not neighbours_mask(top.bit) & hand
            code = "pile_card_useless" if useless else "stock_better"
        else:
            ht = hand | top.mask
            knock = any(min_deadwood(ht ^ (1 << b)) <= self.policy.limit for b in bits_of(hand))
            code = (
                "missed_knock"
                if knock
                else "missed_meld"
                if makes_meld_bit(hand, top.bit)
                else "missed_pile_card"
            )
        kind = "up_card" if view.phase is Phase.OFFER else "draw"
        return Evaluation(
            kind,
            move,
            best,
            values[move],
            values[best],
            code=code,
            params={"card": str(top)},
            accepted=accepted_moves({a: (v, None) for a, v in values.items()}, best),
        )

    # -- discarding and knocking ------------------------------------------------------------
    def _discard(
        self, view: PlayerView, k: Knowledge, move: Action, rng: random.Random
    ) -> Evaluation:
        pol = self.policy
        hand = k.hand
        legal = view.legal_actions
        discards = {a.card.bit: a for a in legal if a.kind == "discard" and a.card is not None}
        knocks = {a.card.bit: a for a in legal if a.kind == "knock" and a.card is not None}
        cands = [b for _d, b in pol.discard_candidates(hand, list(discards))]
        if move.kind == "discard" and move.card is not None and move.card.bit not in cands:
            cands.append(move.card.bit)
        values: dict[Action, float] = {}
        if cands:
            h = pol.horizon(k)
            seqs = pol._sequences(k, rng, h)
            table = pol._table()
            models = pol._models(k, h)
            dwt = pol._danger_weight(models)
            for b in cands:
                cost = pol._cost(k, hand ^ (1 << b), seqs, table, models)
                values[discards[b]] = -(cost + dwt * danger(k, b))
        risks: dict[int, float] = {}
        if knocks:
            kbs = {min(knocks, key=lambda b: (min_deadwood(hand ^ (1 << b)), -card_value(b)))}
            if move.kind == "knock" and move.card is not None:
                kbs.add(move.card.bit)
            for b in sorted(kbs):
                risks[b] = pol.undercut_risk(k, hand ^ (1 << b), pol.rules or view.rules, rng)
                values[knocks[b]] = 1.0 - risks[b]
        best = max(values, key=lambda a: (values[a], a == move))
        kind = "knock" if knocks else "discard"
        params: dict[str, Any] = {"card": str(move.card), "best": str(best.card)}
        if move.kind == "knock" and move.card is not None:
            code = "undercut_risk"
            params["risk"] = round(risks[move.card.bit], 3)
        elif best.kind == "knock":
            code = "missed_knock"
        else:
            code = self._discard_code(k, move, best, params)
        accepted = accepted_moves({a: (v, None) for a, v in values.items()}, best)
        return Evaluation(
            kind,
            move,
            best,
            values[move],
            values[best],
            code=code,
            params=params,
            accepted=accepted,
        )

    def _discard_code(
        self, k: Knowledge, move: Action, best: Action, params: dict[str, Any]
    ) -> str:
        """Why ``move`` is worse than ``best`` (two discards)."""
        assert move.card is not None and best.card is not None
        hand = k.hand
        c, b = move.card.bit, best.card.bit
        _pts, _n, sets, runs = _arrange(hand)
        melded = sets | runs
        if melded >> c & 1 and not melded >> b & 1:
            return "breaks_meld"
        if danger(k, c) - danger(k, b) >= _FEEDS:
            theirs = k.opp_known | k.opp_picked
            suit, rank = divmod(c, 16)
            same_suit = sum(1 << (suit * 16 + r) for r in range(max(0, rank - 2), rank + 3))
            if theirs & same_suit & ~(1 << c):
                params["suit"] = _SUITS[suit]
                return "feeds_opponent_run"
            if any(theirs >> (s * 16 + rank) & 1 for s in range(4)):
                params["rank"] = _RANKS[rank]
                return "feeds_opponent_set"
            params["danger"] = round(danger(k, c), 3)
            return "feeds_opponent"
        more = min_deadwood(hand ^ (1 << c)) - min_deadwood(hand ^ (1 << b))
        if more > 0:
            params["points"] = more
            return "keeps_deadwood"
        return "slower_race"

    # -- the knocker's declaration ------------------------------------------------------------
    def _declare(
        self, view: PlayerView, k: Knowledge, move: Action, rng: random.Random
    ) -> Evaluation:
        hand10 = mask_of(view.hand)
        above = self.policy.limit if k.opp_discards else None
        improve = min(4, k.opp_turns // 2)
        opponents = [sample_opponent_hand(k, rng, improve, above) for _ in range(self.opp_samples)]
        values: dict[Action, tuple[float, float, float]] = {}
        for a in view.legal_actions:
            wins = points = laid = 0
            for opp in opponents:
                s = settle_masks(list(a.melds), hand10, opp, view.rules)
                wins += s.winner == "knocker"
                points += s.knocker_points - s.defender_points
                laid += len(s.layoff)
            n = len(opponents)
            values[a] = (points / n, wins / n, laid / n)
        best = max(values, key=lambda a: (values[a][0], values[a][1], a == move))
        pm, wm, lm = values[move]
        pb, wb, lb = values[best]
        code = "gives_layoffs" if lm > lb else "worse_arrangement"
        params = {"layoffs": round(lm - lb, 2)} if lm > lb else {}
        accepted = accepted_moves({a: (w, p) for a, (p, w, _l) in values.items()}, best)
        return Evaluation(
            "declare",
            move,
            best,
            wm,
            max(wm, wb),
            pm,
            pb,
            code=code,
            params=params,
            accepted=accepted,
        )

    # -- the defender's layoffs ---------------------------------------------------------------
    def _layoff(self, view: PlayerView, move: Action, rng: random.Random) -> Evaluation:
        """Exact: both hands are shown, so each step is followed by the best layoff of
        what is left (the stock, still hidden, plays no part)."""
        state = view.determinize(rng)
        me = view.player
        values: dict[Action, tuple[float, float]] = {}
        for a in view.legal_actions:
            s = state.copy()
            s.apply(a)
            while not s.is_over:
                s.apply(s.best_layoff_actions()[0])
            pts = s.points()
            values[a] = (float(pts[me] - pts[1 - me]), 1.0 if s.winner == me else 0.0)
        best = max(values, key=lambda a: (values[a], a == move))
        code = "missed_layoff" if move.kind == "end_layoff" else "wrong_layoff"
        params = {"card": str(best.card)} if best.card is not None else {}
        (pm, wm), (pb, wb) = values[move], values[best]
        accepted = accepted_moves({a: (w, p) for a, (p, w) in values.items()}, best)
        return Evaluation(
            "layoff",
            move,
            best,
            wm,
            max(wm, wb),
            pm,
            pb,
            code=code,
            params=params,
            accepted=accepted,
        )
