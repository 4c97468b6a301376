"""``easy``: a beginner — reasonable but short-sighted.

It looks only at its hand and the top discard (it forgets everything that was
discarded before): it takes the top discard when that lowers its deadwood at once,
throws away a high card that is not in a meld (not always the best one: it weighs the
card's points, it does not think about pairs or runs in the making), and knocks at the
first chance.
"""

from __future__ import annotations

import random

from ...actions import Action
from ...cards import mask_of
from ...melds import arrange_mask, min_deadwood
from ..state import Phase
from ..view import PlayerView
from .base import Bot

__all__ = ["EasyBot"]


class EasyBot(Bot):
    name = "easy"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        hand = mask_of(view.hand)
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            take = Action.draw_discard()
            top = view.discard_top
            if top is not None and take in legal:
                now = min_deadwood(hand)
                after = min(min_deadwood((hand | top.mask) ^ c.mask) for c in view.hand)
                if after < now:
                    return take
            stock = Action.draw_stock()
            return stock if stock in legal else Action.pass_()
        knocks = [a for a in legal if a.kind == "knock" and a.card is not None]
        if knocks:  # knock at the first chance, with the first card that allows it
            return min(knocks, key=lambda a: min_deadwood(hand ^ a.card.mask if a.card else 0))
        discards = [a for a in legal if a.kind == "discard" and a.card is not None]
        dead = arrange_mask(hand).deadwood_mask
        loose = [a for a in discards if a.card is not None and a.card.mask & dead]
        pool = loose or discards
        weights = [float(a.card.value if a.card else 1) ** 1.5 for a in pool]
        return rng.choices(pool, weights=weights)[0]
