"""拉米纸牌 ``expert``: ``hard`` that also looks one draw ahead when the discard top is on
offer; the level is the place for a search bot later."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ...actions import Action
from ...bot_options import check_option
from ..state import RummyPhase
from ..view import RummyView
from .base import Table, _bits, _value, residual
from .hard import HardRummyBot, HardRummyParams, _Context
from .options import EXPERT_OWN

__all__ = ["ExpertRummyBot"]


class ExpertRummyBot(HardRummyBot):
    """``hard`` that looks one draw ahead when the discard top is on offer.

    It takes the top when the best turn that card leaves (going out, or the best
    discard by the ``hard`` score) beats the mean best turn after a stock draw, over
    the unseen cards (sampled, within ``budget_ms``; a public turned-over stock gives
    the very card).  Outs weigh less here (``draw_outs_weight``) than in the discard
    choice: a card placed for sure is worth more than chances.  ``clock`` (seconds) is
    read against the budget; tests inject one to spend it without waiting.  Measured, it
    is only as strong as ``hard`` (``docs/BOTS.md``).
    """

    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        params: HardRummyParams | None = None,
        budget_ms: float = 150.0,
        draw_samples: int = 16,
        draw_outs_weight: float = 0.75,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(seed, params)
        for name, value in (
            ("budget_ms", budget_ms),
            ("draw_samples", draw_samples),
            ("draw_outs_weight", draw_outs_weight),
            ("clock", clock),
        ):
            check_option("bot 'expert'", name, value, EXPERT_OWN[name])
        self.clock = clock
        self.budget_ms = budget_ms
        self.draw_samples = draw_samples
        self.draw_outs_weight = draw_outs_weight

    def decide(self, view: RummyView, rng: random.Random) -> Action:
        take = Action.draw_discard()
        top = view.discard_top
        if view.phase is RummyPhase.DRAW and top is not None and take in view.legal_actions:
            return self.choose_draw(view, rng, top.mask)
        return super().decide(view, rng)

    def choose_draw(self, view: RummyView, rng: random.Random, top: int) -> Action:
        """The discard top or the stock, whichever leaves the better turn (see above)."""
        deadline = self.clock() + self.budget_ms / 1000.0
        ctx = _Context(view, Table.of(view))
        hand = ctx.hand
        take_value = self._after_draw(ctx, hand | top, top, ctx.unseen)
        if view.stock_cards is not None:
            draws = [c.mask for c in view.stock_cards[:1]]
        else:
            pool = _bits(ctx.unseen)
            draws = pool if len(pool) <= self.draw_samples else rng.sample(pool, self.draw_samples)
        total = 0.0
        done = 0
        for y in draws:
            total += self._after_draw(ctx, hand | y, 0, ctx.unseen & ~y)
            done += 1
            if self.clock() > deadline:
                break
        if not done:
            return Action.draw_discard()
        return Action.draw_discard() if take_value > total / done else Action.draw_stock()

    def _after_draw(self, ctx: _Context, hand: int, taken: int, unseen: int) -> float:
        """The value of the best turn with ``hand`` after drawing: going out is worth the
        most, otherwise the best discard of an unplaced card."""
        left = residual(hand, ctx.table)
        if left.bit_count() == 0 or (left.bit_count() == 1 and left != taken):
            return 1000.0
        saved = ctx.hand, ctx.unseen, ctx.unseen_count
        ctx.hand, ctx.unseen, ctx.unseen_count = hand, unseen, unseen.bit_count()
        try:
            best = -1e9
            m = left & ~taken
            while m:
                c = m & -m
                m ^= c
                kept = hand ^ c
                value = (
                    -4.0 * residual(kept, ctx.table).bit_count()
                    + self.draw_outs_weight * ctx.outs(kept)
                    + self.p.value_weight * _value(c) * ctx.exposure
                    - self.p.danger_weight * ctx.danger(c)
                )
                best = max(best, value)
            return best
        finally:
            ctx.hand, ctx.unseen, ctx.unseen_count = saved
