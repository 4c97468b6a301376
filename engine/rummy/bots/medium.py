"""拉米纸牌 ``medium``: the simple reference player — takes the discard when it would sit
in a meld or fits a table meld, melds and lays off everything it can at once, throws the
loose card with the fewest live partners (throwing the card that leaves the least
deadwood instead stalled the table: see ``docs/BOTS.md``)."""

from __future__ import annotations

import random

from ...actions import Action
from ...cards import mask_of
from ...melds import makes_meld
from ..state import RummyPhase
from ..view import RummyView
from .base import (
    _NEIGHBOURS,
    RummyBot,
    Table,
    _discards,
    _draw_stock_or_any,
    _plan,
    _value,
    dispose_step,
    residual,
)

__all__ = ["MediumRummyBot"]


class MediumRummyBot(RummyBot):
    """The simple reference player: everything out at once, the least useful card thrown.

    Its discard keeps whatever still places the most cards, then throws the loose card
    with the fewest live partners (cards in hand or unseen that could still make a meld
    with it; partners in hand count four times), the higher card on ties.
    """

    name = "medium"

    def decide(self, view: RummyView, rng: random.Random) -> Action:
        hand = mask_of(view.hand)
        if view.phase is RummyPhase.DRAW:
            top = view.discard_top
            take = Action.draw_discard()
            if (
                top is not None
                and take in view.legal_actions
                and (makes_meld(hand, top.mask) or Table.of(view).fits(top.mask))
            ):
                return take
            return _draw_stock_or_any(view)
        step = dispose_step(view, _plan(hand, [m.mask for m in view.table_melds]))
        if step is not None:
            return step
        table = Table.of(view)
        unseen = view.unseen_mask()
        best: tuple[tuple[int, int, int, float], Action] | None = None
        for a in _discards(view):
            if a.card is None:
                continue
            c = a.card.mask
            rest = hand ^ c
            near = _NEIGHBOURS[c]
            live = (near & (rest | unseen)).bit_count() + 3 * (near & rest).bit_count()
            key = (residual(rest, table).bit_count(), live, -_value(c), rng.random())
            if best is None or key < best[0]:
                best = (key, a)
        return best[1] if best is not None else view.legal_actions[-1]
