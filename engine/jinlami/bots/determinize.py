"""Determinized positions: the hidden cards dealt out consistently with one seat's view.

A search that plays the hand out needs the opponent's hand and the stock's order.  Each
sample here fixes both from a :class:`~engine.jinlami.bots.knowledge.Knowledge` (so from
the view alone):

* the cards this seat has seen are never dealt (its hand, the discard pile, the melds);
* the cards the opponent picked up from the pile and still holds are in their hand;
* the rest of their hand is drawn from the unseen cards by the chance that they hold
  each one (cards next to what they took are likelier, next to what they threw or let
  pass less likely), and **developed like a real hand**: a few extra cards are drawn and
  the best ten kept, one extra per two turns they have played (a hand that has been
  worked on holds more melds than a random one);
* among ``tries`` such hands one is chosen by **how likely it makes the opponent's
  observed play**: a discard top they let pass that would have melded in the hand, a
  hand that could already knock although they discarded without knocking, and loose
  cards worth more than their last discard (a player throws the highest loose card
  first) each make a hand less likely;
* the stock is the other unseen cards, shuffled.

Every sample draws from its own ``random.Random`` seeded by (decision seed, sample
index), so sample ``i`` is the same whichever process computes it and whichever samples
are computed with it.
"""

from __future__ import annotations

import random
from typing import Final

from ...melds import _arrange
from .knowledge import Knowledge, _sample_hand, bits_of, card_value
from .rollout import makes_meld_bit

__all__ = ["hand_weight", "sample_rng", "sample_world"]

_PASSED_MELD: Final = 0.3  # a hand that would have melded a card they let pass
_COULD_KNOCK: Final = 0.05  # a hand within the limit although they discarded instead
_HIGH_LOOSE: Final = 0.75  # each loose card above their last discard (at most three)
_IMPROVE_MAX: Final = 4


def sample_rng(seed: int, index: int) -> random.Random:
    """The generator of sample ``index`` of the decision seeded ``seed``."""
    return random.Random(seed * 1_000_003 + index)


def hand_weight(k: Knowledge, hand: int, limit: int) -> float:
    """How likely the opponent's observed play makes ``hand`` as their hand (relative)."""
    pts, _n, sets, runs = _arrange(hand)
    w = 1.0
    if k.opp_discards and pts <= limit:
        w *= _COULD_KNOCK
    passed = k.opp_declined & ~k.opp_discards
    for b in bits_of(passed):
        if makes_meld_bit(hand, b):
            w *= _PASSED_MELD
    if k.opp_discards:
        loose = hand & ~(sets | runs)
        high = sum(1 for b in bits_of(loose) if card_value(b) > k.opp_last_value)
        w *= _HIGH_LOOSE ** min(3, high)
    return w


def sample_world(
    k: Knowledge, rng: random.Random, limit: int, tries: int = 4
) -> tuple[int, list[int]]:
    """(opponent hand, stock with the next card drawn last) consistent with ``k``."""
    improve = min(_IMPROVE_MAX, k.opp_turns // 2)
    hands = [_sample_hand(k, rng, improve) for _ in range(max(1, tries))]
    if len(hands) > 1:
        weights = [hand_weight(k, h, limit) for h in hands]
        total = sum(weights)
        x = rng.random() * total
        opp = hands[-1]
        for h, w in zip(hands, weights, strict=True):
            x -= w
            if x < 0:
                opp = h
                break
    else:
        opp = hands[0]
    stock = bits_of(k.unseen & ~opp)
    rng.shuffle(stock)
    return opp, stock[: k.stock]
