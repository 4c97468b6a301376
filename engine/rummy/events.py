"""What happens in a hand of 拉米纸牌: its events (:class:`RummyEvent`, redacted per
seat), how it ended (:class:`RummyResult`), and what every seat has seen
(:class:`RummyRecord`, kept event by event for the views)."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import (
    Card,
    mask_of,
)

__all__ = ["RummyEvent", "RummyRecord", "RummyResult"]


@dataclass(frozen=True, slots=True)
class RummyResult:
    """How a hand ended.

    ``kind`` is ``"out"`` or ``"stalemate"``; ``how`` says how: going out by ``"meld"``,
    ``"layoff"`` (the hand emptied) or ``"discard"`` (the last card discarded), a
    stalemate by ``"stock"`` (second exhaustion), ``"turns"`` (the turn limit) or
    ``"moves"`` (the move limit).
    ``left`` is the card points left in each seat's hand, ``points`` what each seat won.
    """

    kind: str
    winner: int | None
    how: str
    rummy: bool
    left: tuple[int, ...]
    points: tuple[int, ...]

    @property
    def base(self) -> int:
        """The points before 一把出完 doubling."""
        return sum(self.left) if self.kind == "out" else 0


@dataclass(frozen=True, slots=True)
class RummyEvent:
    """Something that happened, as one seat may see it (see :meth:`for_viewer`).

    Kinds: ``deal`` (player = dealer, card = the up-card), ``draw`` (source ``stock`` or
    ``discard``), ``meld`` (cards, target = the new meld's index), ``layoff`` (card,
    target), ``undo`` (cards back to the hand, target = the meld, source = what was
    undone: ``meld`` or ``layoff``), ``discard`` (card), ``turnover`` (player -1; the
    discard pile became the stock; target = its size), ``hand_over`` (player = the
    winner or -1, ``result``).
    """

    kind: str
    player: int
    card: Card | None = None
    source: str = ""
    cards: tuple[Card, ...] = ()
    target: int = -1
    result: RummyResult | None = None

    def for_viewer(self, viewer: int) -> RummyEvent:
        """The event without what ``viewer`` may not see (another seat's stock draw)."""
        if (
            self.kind == "draw"
            and self.source == "stock"
            and viewer != self.player
            and self.card is not None
        ):
            return RummyEvent("draw", self.player, None, "stock")
        return self


class RummyRecord:
    """What every seat has seen, kept up to date event by event (like
    :class:`engine.jinlami.view.PublicRecord`): redacted event lists per seat, the discard
    history, pick-ups from the pile, and for every seat the cards *everyone* knows it
    holds — taken from the pile, drawn from the public turned-over stock, or taken back
    by an undo — until they are melded, laid off or discarded.
    """

    __slots__ = ("history", "known", "pickups", "public_stock", "seen")

    def __init__(self, players: int) -> None:
        self.seen: list[list[RummyEvent]] = [[] for _ in range(players)]
        self.history: list[tuple[int, Card]] = []
        self.pickups: list[tuple[int, Card]] = []
        self.known = [0] * players
        self.public_stock = False

    def copy(self) -> RummyRecord:
        r = RummyRecord.__new__(RummyRecord)
        r.seen = [s[:] for s in self.seen]
        r.history = self.history[:]
        r.pickups = self.pickups[:]
        r.known = self.known[:]
        r.public_stock = self.public_stock
        return r

    def note(self, events: list[RummyEvent]) -> None:
        seen = self.seen
        for e in events:
            for v, lst in enumerate(seen):
                lst.append(e.for_viewer(v))
            kind = e.kind
            c = e.card
            if kind == "turnover":
                self.public_stock = True
            elif kind == "deal" and c is not None:
                self.history.append((-1, c))
            elif kind == "draw" and c is not None:
                if e.source == "discard":
                    self.pickups.append((e.player, c))
                    self.known[e.player] |= c.mask
                elif self.public_stock:
                    self.known[e.player] |= c.mask
            elif kind == "discard" and c is not None:
                self.history.append((e.player, c))
                self.known[e.player] &= ~c.mask
            elif kind == "layoff" and c is not None:
                self.known[e.player] &= ~c.mask
            elif kind == "meld":
                self.known[e.player] &= ~mask_of(e.cards)
            elif kind == "undo":
                self.known[e.player] |= mask_of(e.cards)
