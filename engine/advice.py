"""Why a move is good, as codes and cards: what a hint says besides the move itself.

Every game's hints come from a bot (it picks the move); this module and each game's own
``advice`` module built on it say *why*, from the cards alone: which meld the move
completes or keeps, which two cards it keeps together for a meld, what deadwood is left.
Like every engine answer it is codes and cards, never words — the UI words each
:class:`Reason` in either language.

Reason codes (``cards`` and ``points`` as each code uses them):

============== ==================================================================
``completes``  the move's card makes the meld ``cards`` (a taken card, a meld laid)
``builds``     the taken card goes with ``cards[1:]`` towards a ``kind`` meld
``keeps``      after the move ``cards`` (two cards) still wait for a ``kind`` meld
``unconnected`` ``cards[0]`` goes with no other card of the hand
``no_gain``    taking ``cards[0]`` would not lower the deadwood
``deadwood``   the deadwood left after the move: ``points``
``knock``      knocking now leaves ``points`` of deadwood (0: gin)
``fits``       a lay-off: the card goes on the meld ``cards``
``nothing_fits`` no card of the hand can be laid off
``goes_out``   the move empties the hand
``cards_left`` ``points`` cards stay in the hand after the move
``sheds``      the discard takes ``points`` card points out of the hand
``more_draws`` a discard that leaves more deadwood than ``cards[0]`` would: ``points``
               unseen cards would make a meld after it, ``other`` after ``cards[0]``
============== ==================================================================
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from .actions import Action
from .cards import Card, cards_from_mask
from .melds import VALUES13, arrange_mask

__all__ = [
    "Advice",
    "Reason",
    "builds_reason",
    "card_value",
    "discard_reasons",
    "keeps_reasons",
    "low_to_high",
    "meld_holding",
    "meld_kind",
    "partners",
    "waiting_pairs",
]

#: How many two-card waits a reason names at most (more would not read at a glance).
MAX_PAIRS: Final = 2


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason for a move: a code (see the module table), its cards, a number (a
    second one for a comparison) and, for a meld, its ``kind`` (``"set"`` or ``"run"``)."""

    code: str
    cards: tuple[Card, ...] = ()
    points: int = -1
    kind: str = ""
    other: int = -1


@dataclass(frozen=True, slots=True)
class Advice:
    """A move and why, most telling reason first."""

    action: Action
    reasons: tuple[Reason, ...]

    def codes(self) -> tuple[str, ...]:
        """The reasons' codes in order (what tests and the UI check first)."""
        return tuple(r.code for r in self.reasons)


def card_value(card: Card) -> int:
    """The card's points (A 1, 2–10 face value, J Q K 10), in both games."""
    return VALUES13[1 << card.rank]


def _kind_of(a: Card, b: Card) -> str:
    return "set" if a.rank == b.rank else "run"


def _waits(a: Card, b: Card) -> int:
    """How close two cards are to a meld: 2 a pair or touching run cards, 1 a run with
    a gap, 0 none."""
    if a.rank == b.rank:
        return 2
    if a.suit != b.suit:
        return 0
    gap = abs(a.rank - b.rank)
    return 2 if gap == 1 else 1 if gap == 2 else 0


def waiting_pairs(mask: int, limit: int = MAX_PAIRS) -> list[tuple[Card, Card]]:
    """Up to ``limit`` disjoint two-card waits among the cards of ``mask`` (a pair of one
    rank, or two cards of a suit at most two ranks apart), the closest and the lowest
    cards first: the "keeps ♥8 ♥9 for a run" of a hint."""
    cards = cards_from_mask(mask)
    found = [
        (_waits(a, b), a, b) for i, a in enumerate(cards) for b in cards[i + 1 :] if _waits(a, b)
    ]
    found.sort(key=lambda t: (-t[0], t[1].rank + t[2].rank, t[1].suit))
    out: list[tuple[Card, Card]] = []
    used = 0
    for _w, a, b in found:
        if len(out) >= limit:
            break
        if (a.mask | b.mask) & used:
            continue
        used |= a.mask | b.mask
        out.append((a, b) if (a.rank, a.suit) <= (b.rank, b.suit) else (b, a))
    return out


def low_to_high(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as a reason names a meld: by rank, then suit."""
    return tuple(sorted(cards, key=lambda c: (c.rank, c.suit)))


def meld_holding(mask: int, card: Card) -> tuple[Card, ...] | None:
    """The meld of the best arrangement of ``mask`` that holds ``card``, low to high,
    or ``None`` when the card stays deadwood there."""
    for m in arrange_mask(mask).meld_masks:
        if m & card.mask:
            return low_to_high(cards_from_mask(m))
    return None


def partners(mask: int, card: Card) -> tuple[Card, ...]:
    """The cards of ``mask`` that ``card`` waits with for a meld, closest first."""
    others = [c for c in cards_from_mask(mask & ~card.mask) if _waits(card, c)]
    others.sort(key=lambda c: (-_waits(card, c), abs(c.rank - card.rank), c.suit))
    return tuple(others)


def keeps_reasons(deadwood_mask: int, limit: int = MAX_PAIRS) -> list[Reason]:
    """A ``keeps`` reason for each two-card wait left among the deadwood (at most
    ``limit``)."""
    pairs = waiting_pairs(deadwood_mask, limit)
    return [Reason("keeps", (a, b), kind=_kind_of(a, b)) for a, b in pairs]


def discard_reasons(hand: int, card: Card, deadwood_mask: int) -> list[Reason]:
    """What a discard of ``card`` from ``hand`` keeps: ``unconnected`` when the card goes
    with no other card, then the waits left among ``deadwood_mask`` (one fewer when the
    card's own reason already speaks)."""
    out: list[Reason] = []
    if not partners(hand, card):
        out.append(Reason("unconnected", (card,)))
    out.extend(keeps_reasons(deadwood_mask, MAX_PAIRS - len(out)))
    return out


def builds_reason(mask: int, card: Card) -> Reason | None:
    """``card`` (just taken) waits with a card of ``mask`` for a meld: ``builds``."""
    near = partners(mask, card)
    if not near:
        return None
    return Reason("builds", (card, near[0]), kind=_kind_of(card, near[0]))


def meld_kind(cards: tuple[Card, ...]) -> str:
    """``"set"`` when the cards share a rank, else ``"run"``."""
    return "set" if len({c.rank for c in cards}) == 1 else "run"
