"""Why a 拉米纸牌 move is good: the reasons of a hint, as codes and cards.

:func:`explain` takes the player's :class:`~engine.rummy.view.RummyView` and the step a
bot chose for it (the hint's ``hard`` bot: a draw, one meld, one lay-off or the discard)
and says why from the cards alone — the meld laid or completed by the taken card, the
table meld a card goes on, the two-card waits a discard keeps, the cards left, going
out.  The codes are :mod:`engine.advice`'s; the UI words them.
"""

from __future__ import annotations

from ..actions import Action
from ..advice import (
    Advice,
    Reason,
    builds_reason,
    card_value,
    discard_reasons,
    low_to_high,
    meld_holding,
    meld_kind,
)
from ..cards import Card, cards_from_mask
from ..errors import IllegalActionError, shown
from ..melds import arrange_mask
from .melds import fits_meld
from .view import RummyView

__all__ = ["explain"]


def explain(view: RummyView, action: Action) -> Advice:
    """The reasons for playing ``action`` (one of ``view.legal_actions``) now.

    Raises :class:`~engine.errors.IllegalActionError` (``illegal_action``) for a move
    the view does not allow: a hint explains only what may be played.
    """
    if not isinstance(view, RummyView) or action not in view.legal_actions:
        raise IllegalActionError(f"not a legal move here: {shown(action)}", code="illegal_action")
    hand = view.hand_mask
    kind, card = action.kind, action.card
    if kind == "draw_discard" and view.discard_top is not None:
        return Advice(action, _take_reasons(view, hand, view.discard_top))
    if kind == "draw_stock":
        top = view.discard_top
        if top is not None and not _take_reasons(view, hand, top):
            return Advice(action, (Reason("no_gain", (top,)),))
        return Advice(action, ())
    if kind == "meld" and action.melds:
        meld = low_to_high(cards_from_mask(action.melds[0]))
        left = hand & ~action.melds[0]
        return Advice(action, (Reason("completes", meld, kind=meld_kind(meld)), _left(left)))
    if kind == "layoff" and card is not None:
        meld = low_to_high(cards_from_mask(view.table_melds[action.target].mask))
        left = hand & ~card.mask
        return Advice(action, (Reason("fits", meld, kind=meld_kind(meld)), _left(left)))
    if kind == "discard" and card is not None:
        left = hand & ~card.mask
        if not left:
            return Advice(action, (Reason("goes_out"),))
        out = discard_reasons(hand, card, arrange_mask(left).deadwood_mask)
        if any(fits_meld(m.mask, card.mask) for m in view.table_melds):
            out = [r for r in out if r.code != "unconnected"]  # it goes on the table
        out.append(Reason("sheds", (card,), points=card_value(card)))
        return Advice(action, tuple(out))
    return Advice(action, ())


def _left(mask: int) -> Reason:
    """``goes_out`` for an empty hand, else how many cards stay."""
    return Reason("goes_out") if not mask else Reason("cards_left", points=mask.bit_count())


def _take_reasons(view: RummyView, hand: int, top: Card) -> tuple[Reason, ...]:
    """Taking ``top``: the meld it completes with the hand, the table meld it goes on,
    or the hand card it waits with; nothing when it helps in none of these ways."""
    with_top = hand | top.mask
    meld = meld_holding(with_top, top)
    if meld is not None:
        return (Reason("completes", meld, kind=meld_kind(meld)),)
    for table_meld in view.table_melds:
        if fits_meld(table_meld.mask, top.mask):
            cards = low_to_high(cards_from_mask(table_meld.mask))
            return (Reason("fits", cards, kind=meld_kind(cards)),)
    built = builds_reason(arrange_mask(hand).deadwood_mask, top)
    return (built,) if built is not None else ()
