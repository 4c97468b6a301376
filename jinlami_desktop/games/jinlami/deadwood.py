"""The deadwood facts the 金拉米 table shows: what the hand's deadwood is, and whether
(and how low) the player could knock now.

Why a module of its own: the table's words under the hand, the knock area's invitation
and the panel's knock sign all say these numbers; the controller computes them once per
snapshot (:class:`~.controller.JinlamiSnapshot`) from the shown seat's view, so what is
drawn never asks the engine itself.
"""

from __future__ import annotations

from engine import Card, Phase, PlayerView, mask_of, min_deadwood
from engine.melds import min_deadwood_after_discard

__all__ = ["hand_deadwood", "held_cards", "knock_points"]


def held_cards(view: PlayerView) -> list[Card]:
    """The seat's hand without the cards it has laid on the table (its declared melds)."""
    on_table = {c for meld in view.table_melds for c in meld}
    return [c for c in view.hand if c not in on_table]


def hand_deadwood(view: PlayerView) -> int:
    """The deadwood of the held cards: after the best discard while they are 11."""
    cards = held_cards(view)
    if len(cards) == 11:
        return min_deadwood_after_discard(cards)
    return min_deadwood(mask_of(cards))


def knock_points(view: PlayerView | None) -> int | None:
    """Lowest deadwood a knock would leave (0 = gin), when the seat may knock now."""
    if view is None or not view.my_turn or view.phase is not Phase.DISCARD:
        return None
    if not any(a.kind == "knock" for a in view.legal_actions):
        return None
    return min_deadwood_after_discard(list(view.hand))
