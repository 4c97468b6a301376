"""The deadwood facts the 金拉米 table shows: what the hand's deadwood is, and whether
(and how low) the player could knock now.

Why a module of its own: the table's words under the hand, the knock area's invitation
and the panel's knock sign all say these numbers; the controller computes them once per
snapshot (:class:`~.controller.JinlamiSnapshot`) from the shown seat's view, so what is
drawn never asks the engine itself.

One function, :func:`least_deadwood`, gives every figure: the line under the hand, the
knock sign and the hint's "deadwood after" (:func:`with_table_deadwood` puts it into the
hint's reasons), so a hint never says another number than the felt for the same cards.
Its best discard is one the rules allow: the card just taken from the pile may not go
back (the felt once counted it and said less than the hint).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine import Action, Card, Phase, PlayerView, mask_of, min_deadwood
from engine.advice import Advice

__all__ = [
    "deadwood_after",
    "hand_deadwood",
    "held_cards",
    "knock_points",
    "least_deadwood",
    "with_table_deadwood",
]


def least_deadwood(cards: Sequence[Card], taken: Card | None = None) -> int:
    """The deadwood of ``cards``; of 11 cards, after the best discard the rules allow
    (never ``taken``, the card just taken from the discard pile)."""
    mask = mask_of(cards)
    if len(cards) != 11:
        return min_deadwood(mask)
    return min(min_deadwood(mask & ~c.mask) for c in cards if c != taken)


def held_cards(view: PlayerView) -> list[Card]:
    """The seat's hand without the cards it has laid on the table (its declared melds)."""
    on_table = {c for meld in view.table_melds for c in meld}
    return [c for c in view.hand if c not in on_table]


def hand_deadwood(view: PlayerView) -> int:
    """The deadwood of the held cards: after the best discard while they are 11."""
    return least_deadwood(held_cards(view), view.taken)


def knock_points(view: PlayerView | None) -> int | None:
    """Lowest deadwood a knock would leave (0 = gin), when the seat may knock now."""
    if view is None or not view.my_turn or view.phase is not Phase.DISCARD:
        return None
    knocks = [a for a in view.legal_actions if a.kind == "knock" and a.card is not None]
    if not knocks:
        return None
    return min(least_deadwood([c for c in view.hand if c != a.card]) for a in knocks)


def deadwood_after(view: PlayerView, action: Action) -> int | None:
    """The deadwood the held cards have once ``action`` is played, as the felt will say
    it then (:func:`least_deadwood`); ``None`` for a move that leaves no such figure."""
    held = held_cards(view)
    card = action.card
    if action.kind in ("discard", "knock", "layoff") and card is not None:
        return least_deadwood([c for c in held if c != card])
    if action.kind == "draw_discard" and view.discard_top is not None:
        return least_deadwood([*held, view.discard_top], view.discard_top)
    if action.kind == "end_layoff":
        return least_deadwood(held)
    return None


def with_table_deadwood(advice: Advice, view: PlayerView) -> Advice:
    """``advice`` with its deadwood figure (a ``deadwood`` reason, a knock's points)
    from :func:`deadwood_after`: the number the felt says for the same cards."""
    points = deadwood_after(view, advice.action)
    if points is None:
        return advice
    reasons = tuple(
        replace(r, points=points) if r.code in ("deadwood", "knock") else r for r in advice.reasons
    )
    return replace(advice, reasons=reasons)
