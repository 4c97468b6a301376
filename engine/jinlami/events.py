"""What happens in a hand of 金拉米: its events, as small immutable values a seat may be
shown (:meth:`Event.for_viewer` redacts what it may not see)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Card

if TYPE_CHECKING:
    from .scoring import Settlement

__all__ = ["Event"]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, as one player may see it (see :meth:`for_viewer`).

    Kinds: ``deal`` (player = dealer), ``draw`` (source ``stock``/``discard``),
    ``pass``, ``discard``, ``knock`` (the face-down card), ``declare`` (melds and
    deadwood), ``layoff`` (card, target meld), ``end_layoff``, ``hand_over``
    (``settlement``, or none for a drawn hand: then ``source`` says why, ``stock`` or
    ``turns``).
    """

    kind: str
    player: int
    card: Card | None = None
    source: str = ""
    melds: tuple[int, ...] = ()
    target: int = -1
    settlement: Settlement | None = None
    deadwood: int = 0

    def for_viewer(self, viewer: int) -> Event:
        """The event with what ``viewer`` may not see removed (a stock draw, a knock card)."""
        if viewer == self.player or self.card is None:
            return self
        if (self.kind == "draw" and self.source == "stock") or self.kind == "knock":
            return Event(self.kind, self.player, None, self.source, self.melds, self.target)
        return self
