"""Why a 金拉米 move is good: the reasons of a hint, as codes and cards.

:func:`explain` takes the player's :class:`~engine.jinlami.view.PlayerView` and the move
a bot chose for it (the hint's ``hard`` bot) and says why from the cards alone — the
meld a taken card completes, the two-card waits a discard keeps, the deadwood left, the
meld a card is laid off on.  The codes are :mod:`engine.advice`'s; the UI words them.
"""

from __future__ import annotations

from ..actions import Action
from ..advice import (
    Advice,
    Reason,
    builds_reason,
    discard_reasons,
    low_to_high,
    meld_holding,
    meld_kind,
)
from ..cards import Card, cards_from_mask, mask_of
from ..errors import IllegalActionError, shown
from ..melds import arrange_mask, makes_meld, min_deadwood, points_of_mask
from .view import PlayerView

__all__ = ["explain"]


def explain(view: PlayerView, action: Action) -> Advice:
    """The reasons for playing ``action`` (one of ``view.legal_actions``) now.

    Raises :class:`~engine.errors.IllegalActionError` (``illegal_action``) for a move
    the view does not allow: a hint explains only what may be played.
    """
    if not isinstance(view, PlayerView) or action not in view.legal_actions:
        raise IllegalActionError(f"not a legal move here: {shown(action)}", code="illegal_action")
    hand = mask_of(view.hand)
    kind = action.kind
    card = action.card
    if kind == "knock" and card is not None:
        return Advice(action, (Reason("knock", points=min_deadwood(hand & ~card.mask)),))
    if kind == "discard" and card is not None:
        return Advice(action, _discard_reasons(view, hand, card))
    if kind == "draw_discard" and view.discard_top is not None:
        return Advice(action, _take_reasons(hand, view.discard_top))
    if kind in ("draw_stock", "pass") and view.discard_top is not None:
        return Advice(action, _leave_reasons(hand, view.discard_top))
    if kind == "layoff" and card is not None:
        meld = low_to_high(view.table_melds[action.target])
        left = hand & ~card.mask
        return Advice(
            action,
            (
                Reason("fits", meld, kind=meld_kind(meld)),
                Reason("deadwood", points=min_deadwood(left)),
            ),
        )
    if kind == "end_layoff":
        return Advice(
            action, (Reason("nothing_fits"), Reason("deadwood", points=min_deadwood(hand)))
        )
    if kind == "declare":
        used = 0
        for m in action.melds:
            used |= m
        return Advice(action, (Reason("knock", points=points_of_mask(hand & ~used)),))
    return Advice(action, ())


def _discard_reasons(view: PlayerView, hand: int, card: Card) -> tuple[Reason, ...]:
    """Discarding ``card`` from an 11-card hand: what it keeps, and — when another
    discard would leave less deadwood — how many more unseen cards would make a meld."""
    rest = arrange_mask(hand & ~card.mask)
    out = discard_reasons(hand, card, rest.deadwood_mask)
    allowed = [a.card for a in view.legal_actions if a.kind == "discard" and a.card is not None]
    least = min(min_deadwood(hand & ~c.mask) for c in allowed)
    if least < rest.deadwood_points:
        unseen = mask_of(view.unseen_cards())
        mine = _melding_draws(hand & ~card.mask, unseen)
        # the best of the discards that leave least deadwood (the highest card on a tie)
        draws, _rank, other = max(
            (_melding_draws(hand & ~c.mask, unseen), c.rank, c)
            for c in allowed
            if min_deadwood(hand & ~c.mask) == least
        )
        if mine > draws:
            out.append(Reason("more_draws", (other,), points=mine, other=draws))
    out.append(Reason("deadwood", points=rest.deadwood_points))
    return tuple(out)


def _melding_draws(hand: int, unseen: int) -> int:
    """How many of the ``unseen`` cards, drawn into the 10-card ``hand``, would sit in a
    meld of its best arrangement (a new meld or a longer one)."""
    return sum(
        makes_meld(hand, c.mask) and meld_holding(hand | c.mask, c) is not None
        for c in cards_from_mask(unseen)
    )


def _after_best_discard(hand: int, keep: Card) -> tuple[int, int]:
    """The least deadwood of ``hand`` (11 cards) after a discard that is not ``keep``,
    and the hand left (the lowest such discard when several tie)."""
    best: tuple[int, int] | None = None
    m = hand & ~keep.mask
    while m:
        low = m & -m
        m ^= low
        left = hand & ~low
        points = min_deadwood(left)
        if best is None or points < best[0]:
            best = (points, left)
    assert best is not None
    return best


def _take_reasons(hand: int, top: Card) -> tuple[Reason, ...]:
    """Taking ``top`` from the pile: the meld it completes or the card it waits with,
    and the deadwood after the best discard (the taken card may not go back)."""
    points, left = _after_best_discard(hand | top.mask, top)
    out: list[Reason] = []
    meld = meld_holding(left, top)
    if meld is not None:
        out.append(Reason("completes", meld, kind=meld_kind(meld)))
    else:
        built = builds_reason(arrange_mask(left).deadwood_mask, top)
        if built is not None:
            out.append(built)
    out.append(Reason("deadwood", points=points))
    return tuple(out)


def _leave_reasons(hand: int, top: Card) -> tuple[Reason, ...]:
    """Drawing from the stock (or passing the up-card) instead of taking ``top`` from a
    10-card hand: ``no_gain`` when taking it would leave no less deadwood."""
    with_top, _left = _after_best_discard(hand | top.mask, top)
    if with_top >= min_deadwood(hand):
        return (Reason("no_gain", (top,)),)
    return ()
