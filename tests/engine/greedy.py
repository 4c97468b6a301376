"""A greedy 金拉米 policy for tests: plays whole hands fast and deterministically.

It sees only a :class:`~engine.jinlami.view.PlayerView`, like every bot.
"""

from __future__ import annotations

import random

from engine.actions import Action
from engine.cards import mask_of
from engine.jinlami.state import Phase
from engine.jinlami.view import PlayerView
from engine.melds import min_deadwood

__all__ = ["greedy_action"]


def greedy_action(view: PlayerView, rng: random.Random) -> Action:
    """Knock as soon as possible, take a discard only if it lowers deadwood, else draw;
    discard to leave the least deadwood; lay off as well as possible."""
    legal = list(view.legal_actions)
    hand = mask_of(view.hand)
    if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
        top = view.discard_top
        take = Action.draw_discard()
        if top is not None and take in legal:
            with_top = hand | top.mask
            # keeping the taken card: it may not be discarded this turn
            if min(min_deadwood(with_top ^ c.mask) for c in view.hand) < min_deadwood(hand):
                return take
        return Action.draw_stock() if Action.draw_stock() in legal else Action.pass_()
    if view.phase is Phase.DISCARD:
        knocks = [a for a in legal if a.kind == "knock"]
        if knocks:
            return min(knocks, key=lambda a: min_deadwood(hand ^ a.card.mask if a.card else 0))
        discards = [a for a in legal if a.kind == "discard" and a.card is not None]
        scored = [(min_deadwood(hand ^ a.card.mask), -a.card.value, a) for a in discards if a.card]
        best = min(s[:2] for s in scored)
        return rng.choice([s[2] for s in scored if s[:2] == best])
    return legal[0]
