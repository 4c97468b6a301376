"""Play-outs of the whole hand, for both players, on bitmasks: what a move is worth in points.

The expert's search (:mod:`engine.jinlami.bots.search`) judges a move by finishing the
hand from a determinized position (:mod:`engine.jinlami.bots.determinize`: both hands
and the stock's order fixed) with a fast greedy policy for each side, and reading the
points of the result from the engine's own settlement (best layoff included):

* **drawing**: the discard top is taken when it makes a meld in the hand and leaves less
  deadwood after the best discard (the research community's "simple" player); otherwise
  the stock's top is drawn;
* **discarding**: the least-deadwood discard, never the card just taken;
* **knocking**: the opponent knocks at once within the knock limit (what ``hard`` and most
  players do); our own side is patient (:class:`Patience`): it knocks at gin, early in
  the hand, with little deadwood or on a short stock, and otherwise plays on for gin.
  A patient own side inside the play-outs is what made Monte Carlo Gin Rummy players
  strong (a knock-at-once play-out values every hand within the limit alike and so
  cannot see the undercuts a knock invites).

The hand ends as the engine ends it: a knock is settled, and a discard that leaves the
stock at the rules' floor (or the turn limit) draws the hand for no points.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import TURN_LIMIT, Rules
from ..scoring import _knock_arrangements, _settle_masks
from .knowledge import best_discard
from .rollout import makes_meld_bit, neighbours_mask

__all__ = ["POLICY", "STOCK", "TAKE", "Patience", "Position", "knock_points", "play_out"]

#: How a play-out's first draw is made: by the greedy policy, or forced.
POLICY, TAKE, STOCK = 0, 1, 2


@dataclass(frozen=True, slots=True)
class Patience:
    """When our own side knocks inside a play-out (deadwood within the knock limit): at
    gin always; otherwise while it has drawn at most ``early_draws`` cards in the hand,
    with at most ``low`` deadwood, or once the stock is down to ``late_stock`` cards."""

    early_draws: int = 4
    low: int = 3
    late_stock: int = 10

    def knocks(self, deadwood: int, limit: int, draws: int, stock: int) -> bool:
        if deadwood > limit:
            return False
        return (
            deadwood == 0
            or draws <= self.early_draws
            or deadwood <= self.low
            or stock <= self.late_stock
        )


@dataclass(frozen=True, slots=True)
class Position:
    """What a play-out starts from, besides the sampled hidden cards: the rules (with the
    hand's own knock limit), our draws so far and the turn count."""

    rules: Rules
    limit: int
    own_draws: int
    turn: int
    patience: Patience


def knock_points(knocker10: int, defender: int, rules: Rules, limit: int) -> int:
    """Points the knocker scores (negative: the defender's) when knocking with the 10-card
    hand ``knocker10`` (deadwood within ``limit``) against ``defender``, with the
    engine's default declaration and the defender's best layoff."""
    melds = _knock_arrangements(knocker10, rules, limit)[0].meld_masks
    s = _settle_masks(melds, knocker10, defender, rules, None)
    return s.points if s.winner == "knocker" else -s.points


def _wants_top(hand10: int, top: int, dw: int) -> bool:
    """The greedy draw: take ``top`` if it melds and lowers the deadwood."""
    if not neighbours_mask(top) & hand10 or not makes_meld_bit(hand10, top):
        return False
    _m, left = best_discard(hand10 | (1 << top), 1 << top)
    return left < dw


def play_out(
    pos: Position,
    mine: int,
    theirs: int,
    stock: list[int],
    top: int,
    to_act: int,
    own_dw: int,
    opp_dw: int,
    first: int = POLICY,
) -> int:
    """Our points (negative: the opponent's) when the hand is finished greedily from here.

    ``mine`` and ``theirs`` are 10-card hands (side 0 is ours) of deadwood ``own_dw`` and
    ``opp_dw``; ``stock`` lists the stock, next card last (it is consumed); ``top`` is the
    discard top's bit (-1: none); ``to_act`` is the side that draws next, its draw made
    by the policy or forced (``first``: :data:`TAKE` the top or draw from the
    :data:`STOCK`)."""
    rules, limit, patience = pos.rules, pos.limit, pos.patience
    floor = rules.stock_floor
    draws = pos.own_draws
    turn = pos.turn
    hands = [mine, theirs]
    dws = [own_dw, opp_dw]
    side = to_act
    while True:
        h = hands[side]
        taken = 0
        if first:
            take = first == TAKE and top >= 0
            first = POLICY
        else:
            take = top >= 0 and _wants_top(h, top, dws[side])
        if take:
            taken = 1 << top
            h |= taken
        else:
            if not stock:
                return 0
            h |= 1 << stock.pop()
        if side == 0:
            draws += 1
        m, dw = best_discard(h, taken)
        h ^= m
        turn += 1
        if dw <= limit and (side == 1 or patience.knocks(dw, limit, draws, len(stock))):
            pts = knock_points(h, hands[1 - side], rules, limit)
            return pts if side == 0 else -pts
        if len(stock) <= floor or turn >= TURN_LIMIT:
            return 0
        hands[side] = h
        dws[side] = dw
        top = m.bit_length() - 1
        side = 1 - side
