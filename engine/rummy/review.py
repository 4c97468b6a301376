"""拉米纸牌's part of the hand review (:mod:`engine.review`): each decision valued by
determinized roll-outs from the seat's view.

The ``hard`` bots have no win-chance estimate of their own, but a whole hand of ``hard``
bots plays out in a few milliseconds.  So the move played and its alternatives — the
draw not taken; the ``hard`` bot's own choice; for a discard the next best discards by
``hard``'s score; for a meld or a lay-off, holding instead (the best discard now) — are
each applied to the same hidden deals sampled from the view (``view.determinize``: the
other hands and the stock drawn from the unseen cards, the cards known to be held kept)
and played to the end by ``hard`` bots at every seat, with the same random numbers for
every option.  The share of roll-outs the seat wins is the option's win chance, its
mean net points (its own points, less the others' averaged over the other seats) its
points.  Nothing but the view goes into the samples.
"""

from __future__ import annotations

import random
from typing import Final

from ..actions import Action
from ..cards import mask_of
from ..melds import arrange_mask, makes_meld
from ..review.evaluation import Evaluation, accepted_moves
from .bots.base import Table, _discards, go_out_step
from .bots.hard import HardRummyBot, _Context
from .state import RummyPhase, RummyState
from .view import RummyView

__all__ = ["RummyReviewer"]

#: (roll-outs per option, extra discards compared besides the move and hard's) by effort.
_EFFORT: Final[dict[str, tuple[int, int]]] = {"quick": (12, 1), "deep": (32, 2)}
#: A roll-out stops here and counts as a stalemate (a hand has a turn limit anyway).
_MAX_STEPS: Final = 2_000


class RummyReviewer:
    """Values 拉米纸牌 decisions from a :class:`RummyView` (see the module docstring)."""

    def __init__(self, effort: str = "deep") -> None:
        self.samples, self.extra = _EFFORT[effort]
        self.bot = HardRummyBot()

    def evaluate(self, view: RummyView, move: Action, rng: random.Random) -> Evaluation | None:
        legal = view.legal_actions
        if len(legal) < 2 or move not in legal:
            return None
        options = self._options(view, move, rng)
        values = self._rollouts(view, options, rng)
        best = max(options, key=lambda a: (values[a][0], values[a][1], a == move))
        (wm, pm), (wb, pb) = values[move], values[best]
        code, params = self._why(view, move, best)
        if view.phase is RummyPhase.DRAW:
            kind = "draw"
        else:
            kind = "discard" if move.kind == "discard" else "meld"
        # points are reported, but noisy means of a few roll-outs: accuracy is on the win
        accepted = accepted_moves(values, best, points_count=False)
        return Evaluation(
            kind,
            move,
            best,
            wm,
            wb,
            pm,
            pb,
            code=code,
            params=params,
            points_count=False,
            accepted=accepted,
        )

    # -- the options ------------------------------------------------------------------------
    def _options(self, view: RummyView, move: Action, rng: random.Random) -> list[Action]:
        legal = view.legal_actions
        if view.phase is RummyPhase.DRAW:
            return [move, *(a for a in legal if a != move)]
        out = [move]

        def add(a: Action | None) -> None:
            if a is not None and a in legal and a not in out:
                out.append(a)

        add(self.bot.choose(view, random.Random(rng.getrandbits(64))))
        discards = _discards(view)
        if discards:
            ranked = self._ranked_discards(view, discards)
            for a in ranked[: self.extra + (move.kind != "discard")]:
                add(a)
        return out

    def _ranked_discards(self, view: RummyView, discards: list[Action]) -> list[Action]:
        """The legal discards, best first by ``hard``'s score (cards left unplaced, outs,
        value, danger)."""
        table = Table.of(view)
        ctx = _Context(view, table)
        scored = []
        for k, c in self.bot.candidates(view, table):
            scored.append((self.bot.score(ctx, k, c), c))
        by_mask = {a.card.mask: a for a in discards if a.card is not None}
        ranked = [by_mask[c] for _s, c in sorted(scored, key=lambda t: -t[0]) if c in by_mask]
        return ranked + [a for a in discards if a not in ranked]

    # -- the roll-outs ------------------------------------------------------------------------
    def _rollouts(
        self, view: RummyView, options: list[Action], rng: random.Random
    ) -> dict[Action, tuple[float, float]]:
        me = view.player
        n = view.players
        sums = {a: [0.0, 0.0] for a in options}
        for _ in range(self.samples):
            deal = view.determinize(random.Random(rng.getrandbits(64)))
            seed = rng.getrandbits(64)
            for a in options:
                s = deal.copy()
                s.apply(a)
                self._play_out(s, seed)
                r = s.result
                if r is None or r.winner is None:
                    continue
                pts = r.points
                sums[a][0] += r.winner == me
                sums[a][1] += pts[me] - (sum(pts) - pts[me]) / (n - 1)
        k = float(self.samples)
        return {a: (w / k, p / k) for a, (w, p) in sums.items()}

    def _play_out(self, s: RummyState, seed: int) -> None:
        rngs = [random.Random(seed + q) for q in range(s.players)]
        steps = 0
        while not s.is_over and steps < _MAX_STEPS:
            p = s.to_act
            s.apply(self.bot.choose(s.view(p), rngs[p]))
            steps += 1

    # -- explanations -------------------------------------------------------------------------
    def _why(self, view: RummyView, move: Action, best: Action) -> tuple[str, dict[str, str]]:
        hand = mask_of(view.hand)
        table = Table.of(view)
        if view.phase is RummyPhase.DRAW:
            top = view.discard_top
            card = top.mask if top is not None else 0
            params = {"card": str(top)}
            useful = bool(card) and (makes_meld(hand, card) or table.fits(card))
            if move.kind == "draw_discard":
                return ("stock_better" if useful else "pile_card_useless"), params
            return ("missed_meld" if useful else "missed_pile_card"), params
        params = {"move": str(move), "best": str(best)}
        if move.kind != "discard" and best.kind == "discard":
            return "melds_too_early", params
        if move.kind == "discard" and best.kind != "discard":
            out = go_out_step(view) is not None
            return ("missed_going_out" if out else "holds_too_long"), params
        if move.kind == "discard" and best.kind == "discard":
            assert move.card is not None and best.card is not None
            c, b = move.card.mask, best.card.mask
            melded = hand & ~arrange_mask(hand).deadwood_mask
            if c & melded and not b & melded:
                return "breaks_meld", params
            if table.fits(c) and not table.fits(b):
                return "feeds_table_meld", params
            nxt = (view.player + 1) % view.players
            known = mask_of(view.known[nxt])
            if known and makes_meld(known, c) and not makes_meld(known, b):
                return "feeds_next_player", params
            if move.card.value < best.card.value:
                return "keeps_deadwood", params
            return "slower_race", params
        return "worse_play", params
