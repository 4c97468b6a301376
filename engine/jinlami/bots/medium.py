"""``medium``: the reference "simple" player of the Gin Rummy research community.

As in the EAAI Gin Rummy challenge's ``SimpleGinRummyPlayer``: take the top discard (the
first up-card included) only if it would be part of a meld with the hand, otherwise draw
from the stock; discard, among the cards that leave the least deadwood, one at random
(never the card just taken); knock as soon as the rules allow; lay off with the engine's
best layoff (shared, see :mod:`engine.jinlami.bots.base`).
"""

from __future__ import annotations

import random

from ...actions import Action
from ...cards import mask_of
from ...melds import makes_meld
from ..state import Phase
from ..view import PlayerView
from .base import Bot
from .knowledge import least_deadwood_discards

__all__ = ["MediumBot", "makes_meld"]


class MediumBot(Bot):
    name = "medium"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        hand = mask_of(view.hand)
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            take = Action.draw_discard()
            top = view.discard_top
            if top is not None and take in legal and makes_meld(hand, top.mask):
                return take
            stock = Action.draw_stock()
            return stock if stock in legal else Action.pass_()
        # DISCARD: the least-deadwood discards, one at random; knock with it if allowed
        taken = view.taken.mask if view.taken is not None else 0
        _best, ties = least_deadwood_discards(hand, taken)
        cards = [c for c in view.hand if c.mask & ties]
        pick = rng.choice(cards)
        knock = Action.knock(pick)
        return knock if knock in legal else Action.discard(pick)
