"""拉米纸牌 ``easy``: a beginner — melds and lays off whatever it can at once, takes the
discard only when it completes a meld in hand, throws a loose card at random (high ones
likelier)."""

from __future__ import annotations

import random

from ...actions import Action
from ...cards import mask_of
from ...melds import arrange_mask, makes_meld
from ..state import RummyPhase
from ..view import RummyView
from .base import RummyBot, _discards, _draw_stock_or_any, _plan, dispose_step

__all__ = ["EasyRummyBot"]


class EasyRummyBot(RummyBot):
    """A beginner: plays out what it sees at once and throws a loose card at random."""

    name = "easy"

    def decide(self, view: RummyView, rng: random.Random) -> Action:
        hand = mask_of(view.hand)
        if view.phase is RummyPhase.DRAW:
            top = view.discard_top
            take = Action.draw_discard()
            if top is not None and take in view.legal_actions and makes_meld(hand, top.mask):
                return take
            return _draw_stock_or_any(view)
        step = dispose_step(view, _plan(hand, [m.mask for m in view.table_melds]))
        if step is not None:
            return step
        discards = _discards(view)
        dead = arrange_mask(hand).deadwood_mask
        pool = [a for a in discards if a.card is not None and a.card.mask & dead] or discards
        weights = [float(a.card.value if a.card else 1) ** 1.5 for a in pool]
        return rng.choices(pool, weights=weights)[0]
