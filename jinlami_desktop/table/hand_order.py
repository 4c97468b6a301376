"""How the player's hand is arranged on screen: by melds, suit, rank, or by hand.

Why it lives in the UI: the order of cards in a hand is not part of the game (the
engine holds a hand as a set), but players care about it a great deal, and a manual
order must survive draws and discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine import Card, arrange_mask, mask_of

__all__ = ["MODES", "HandGroup", "HandOrder", "meld_runs"]

MODES = ("melds", "suit", "rank", "custom")


@dataclass(frozen=True)
class HandGroup:
    cards: tuple[Card, ...]
    is_meld: bool


def _by_suit(c: Card) -> tuple[int, int]:
    return (c.suit, c.rank)


def _by_rank(c: Card) -> tuple[int, int]:
    return (c.rank, c.suit)


def meld_runs(cards: Sequence[Card]) -> list[tuple[int, int]]:
    """Where the hand's melds lie in ``cards`` (the hand in screen order): the first and
    last index of each stretch of adjacent cards of one meld, left to right.

    Why stretches: arranged by melds a meld is one stretch, but sorted by rank or suit
    (or by hand) its cards may lie apart, and the bar under them must not cover the
    cards between; each stretch gets its own bar.
    """
    meld_of: dict[Card, int] = {}
    for index, found in enumerate(arrange_mask(mask_of(list(cards))).melds):
        for card in found:
            meld_of[card] = index
    runs: list[tuple[int, int]] = []
    for i, card in enumerate(cards):
        meld = meld_of.get(card)
        if meld is None:
            continue
        if runs and runs[-1][1] == i - 1 and meld_of.get(cards[i - 1]) == meld:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


@dataclass
class HandOrder:
    """The arrangement mode and, for ``custom``, the player's own order."""

    mode: str = "melds"
    custom: list[Card] = field(default_factory=list)

    def groups(self, cards: Sequence[Card]) -> list[HandGroup]:
        """The hand as groups of cards, left to right."""
        cards = list(cards)
        if not cards:
            return []
        if self.mode == "melds":
            arr = arrange_mask(mask_of(cards))
            melds = sorted(
                (sorted(m, key=_by_suit) for m in arr.melds), key=lambda m: _by_suit(m[0])
            )
            out = [HandGroup(tuple(m), True) for m in melds]
            dead = sorted(arr.deadwood, key=_by_suit)
            if dead:
                out.append(HandGroup(tuple(dead), False))
            return out
        if self.mode == "suit":
            out = []
            for suit in range(4):
                group = sorted((c for c in cards if c.suit == suit), key=_by_suit)
                if group:
                    out.append(HandGroup(tuple(group), False))
            return out
        if self.mode == "rank":
            return [HandGroup(tuple(sorted(cards, key=_by_rank)), False)]
        return [HandGroup(tuple(self.custom_order(cards)), False)]

    def order(self, cards: Sequence[Card]) -> list[Card]:
        return [c for g in self.groups(cards) for c in g.cards]

    def custom_order(self, cards: Sequence[Card]) -> list[Card]:
        """The kept order, cards gone removed, new cards appended (so a draw lands last)."""
        present = set(cards)
        kept = [c for c in self.custom if c in present]
        seen = set(kept)
        kept.extend(c for c in sorted(cards, key=_by_suit) if c not in seen)
        self.custom = kept
        return kept

    def move(self, cards: Sequence[Card], card: Card, index: int) -> None:
        """Put ``card`` at ``index`` of the shown order; the mode becomes ``custom``."""
        order = self.order(cards)
        if card not in order:
            return
        order.remove(card)
        index = max(0, min(index, len(order)))
        order.insert(index, card)
        self.custom = order
        self.mode = "custom"
