"""Random hands for property tests, built from a seed with ``random.Random``.

Drawing every small choice through hypothesis is slow; these builders take one seed
(drawn by hypothesis, so runs stay reproducible with ``derandomize=True``) and make
the structured hands the tests need.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import strategies as st

import engine
from engine import Card
from tests.engine.reference import min_deadwood, value


def random_meld(rng: random.Random, size: int, used: set[Card]) -> list[Card] | None:
    """A run or set of exactly ``size`` cards avoiding ``used``, or None."""
    for _ in range(40):
        if size <= 4 and rng.random() < 0.4:
            rank = rng.randrange(13)
            meld = [Card(s, rank) for s in rng.sample(range(4), size)]
        else:
            suit = rng.randrange(4)
            start = rng.randint(0, 13 - size)
            meld = [Card(suit, r) for r in range(start, start + size)]
        if not used & set(meld):
            return meld
    return None


def random_melds(rng: random.Random, n_cards: int, used: set[Card]) -> list[list[Card]] | None:
    """Disjoint melds covering exactly ``n_cards`` cards (0 or ≥ 3)."""
    melds: list[list[Card]] = []
    taken = set(used)
    left = n_cards
    while left:
        sizes = [k for k in range(3, min(left, 10) + 1) if left - k == 0 or left - k >= 3]
        meld = random_meld(rng, rng.choice(sizes), taken)
        if meld is None:
            return None
        melds.append(meld)
        taken.update(meld)
        left -= len(meld)
    return melds


def layoff_targets(melds: list[list[Card]]) -> list[Card]:
    """Cards near the melds: up to three beyond each end of a run, the rest of a set's rank."""
    out: list[Card] = []
    for meld in melds:
        ranks = sorted(c.rank for c in meld)
        if len({c.rank for c in meld}) == 1:
            out.extend(Card(s, ranks[0]) for s in range(4))
        else:
            suit = meld[0].suit
            out.extend(Card(suit, r) for r in range(ranks[0] - 3, ranks[0]) if r >= 0)
            out.extend(Card(suit, r) for r in range(ranks[-1] + 1, ranks[-1] + 4) if r < 13)
    return out


def knocking_hand(rng: random.Random, limit: int) -> list[Card]:
    """10 cards whose deadwood is at most ``limit``: melds plus a little deadwood."""
    while True:
        n_dw = rng.choice([0, 0, 1, 1, 2, 2, 3, 4]) if limit else 0
        melds = random_melds(rng, 10 - n_dw, set())
        if melds is None:
            continue
        hand = [c for m in melds for c in m]
        budget = limit
        for _ in range(n_dw):
            choices = [c for c in engine.DECK if c not in hand and value(c) <= budget]
            if not choices:
                break
            card = rng.choice(choices)
            hand.append(card)
            budget -= value(card)
        if len(hand) == 10 and min_deadwood(hand) <= limit:
            rng.shuffle(hand)
            return hand


def defender_hand(rng: random.Random, knocker: list[Card]) -> list[Card]:
    """10 cards of the rest of the deck, often with cards that lay off and melds of its own."""
    arr = engine.best_arrangement(knocker)
    used = set(knocker)
    hand: list[Card] = []
    own = rng.choice([0, 3, 3, 4, 5, 6, 7, 8])
    if own:
        melds = random_melds(rng, own, used)
        if melds:
            hand.extend(c for m in melds for c in m)
    near = [c for c in dict.fromkeys(layoff_targets(arr.melds)) if c not in used and c not in hand]
    hand.extend(rng.sample(near, min(len(near), rng.randint(0, 6), 10 - len(hand))))
    rest = [c for c in engine.DECK if c not in used and c not in hand]
    hand.extend(rng.sample(rest, 10 - len(hand)))
    rng.shuffle(hand)
    return hand


def knock_situation(rng: random.Random, limit: int) -> tuple[list[Card], list[Card]]:
    knocker = knocking_hand(rng, limit)
    return knocker, defender_hand(rng, knocker)


seeds = st.integers(0, 2**64)


# --- playing hands -----------------------------------------------------------------------


def _card(action: engine.Action) -> Card:
    """The card a discard (or knock, lay-off) names."""
    assert action.card is not None
    return action.card


def random_action(
    state: engine.HandState,
    rng: random.Random,
    knock_bias: float = 0.7,
    best_layoff: float = 0.5,
    greedy: float = 0.5,
) -> engine.Action:
    """A random legal action, knocking often so that declarations and layoffs happen.

    With probability ``greedy`` a draw or discard is chosen to keep deadwood low (so
    hands reach a knock).  In the layoff phase the defender follows the best layoff
    with probability ``best_layoff`` (decided per step), else lays off at random and
    stops at random.
    """
    legal = state.legal_actions()
    phase = state.phase
    if phase is engine.Phase.DISCARD:
        knocks = [a for a in legal if a.kind == "knock"]
        if knocks and rng.random() < knock_bias:
            return rng.choice(knocks)
        discards = [a for a in legal if a.kind == "discard"]
        if rng.random() < greedy:
            hand = state.hands[state.to_act]
            return min(discards, key=lambda a: engine.min_deadwood(hand & ~_card(a).mask))
        return rng.choice(discards)
    if phase is engine.Phase.DRAW and len(legal) == 2 and rng.random() < greedy:
        hand = state.hands[state.to_act]
        top = state.discards[-1]
        if engine.min_deadwood(hand | top) < engine.min_deadwood(hand):
            return engine.Action.draw_discard()
        return engine.Action.draw_stock()
    if phase is engine.Phase.LAYOFF:
        if rng.random() < best_layoff:
            return state.best_layoff_actions()[0]
        if len(legal) == 1 or rng.random() < 0.25:
            return engine.Action.end_layoff()
        return rng.choice(legal[:-1])
    return rng.choice(legal)


def play_until(
    state: engine.HandState,
    rng: random.Random,
    stop: Callable[[engine.HandState], bool] = lambda s: s.is_over,
    **policy: float,
) -> engine.HandState:
    """Play random actions on ``state`` until ``stop(state)`` or the hand is over."""
    while not state.is_over and not stop(state):
        state.apply(random_action(state, rng, **policy))
    return state
