"""Brute-force reference implementations of the rules, written from docs/RULES.md only.

Nothing here uses the engine's meld, layoff or scoring code: a card is read only
through its ``rank`` (0 = ace … 12 = king) and ``suit`` attributes.  The functions are
slow and obvious on purpose; the tests compare the engine's fast answers with them.

Import from tests as ``from tests.engine.reference import ...`` (the repository root
is on ``sys.path`` through ``pythonpath`` in pyproject.toml).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

import engine
from engine import Card

Hand = frozenset[Card]


# --- §0: values and melds ------------------------------------------------------------------


def value(card: Card) -> int:
    """A = 1, 2–10 face value, J Q K = 10."""
    return min(card.rank + 1, 10)


def points(cards: Iterable[Card]) -> int:
    return sum(value(c) for c in cards)


def is_set(cards: Iterable[Card]) -> bool:
    cs = list(cards)
    return len(cs) in (3, 4) and len({c.rank for c in cs}) == 1 and len(set(cs)) == len(cs)


def is_run(cards: Iterable[Card]) -> bool:
    """3+ cards of one suit in consecutive ranks; ace low only, nothing above the king."""
    cs = list(cards)
    if len(cs) < 3 or len({c.suit for c in cs}) != 1:
        return False
    ranks = sorted(c.rank for c in cs)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_meld(cards: Iterable[Card]) -> bool:
    cs = list(cards)
    return is_set(cs) or is_run(cs)


def all_melds(hand: Iterable[Card]) -> list[Hand]:
    """Every meld whose cards all lie in ``hand`` (sets of 3 and 4, every run of length ≥ 3)."""
    cards = sorted(set(hand), key=lambda c: (c.suit, c.rank))
    out: list[Hand] = []
    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    for group in by_rank.values():
        for size in (3, 4):
            out.extend(frozenset(g) for g in combinations(group, size))
    by_suit: dict[int, dict[int, Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, {})[c.rank] = c
    for ranks in by_suit.values():
        for lo in ranks:
            hi = lo
            while hi + 1 in ranks:  # every longer stretch of consecutive ranks from lo
                hi += 1
                if hi - lo >= 2:
                    out.append(frozenset(ranks[r] for r in range(lo, hi + 1)))
    return out


_SCORES: dict[Hand, tuple[int, int]] = {}


def best_score(hand: Iterable[Card]) -> tuple[int, int]:
    """(minimum deadwood points, fewest melds among those) by exhaustive search.

    The lowest card is either deadwood or belongs to one of the melds that contain it;
    every disjoint choice of melds is reached this way.
    """
    hand = frozenset(hand)
    if hand in _SCORES:
        return _SCORES[hand]
    if len(_SCORES) > 1_000_000:
        _SCORES.clear()
    return _best(hand, all_melds(hand))


def _best(hand: Hand, melds: list[Hand]) -> tuple[int, int]:
    """``melds`` holds every meld inside ``hand`` (and maybe more)."""
    if not hand:
        return (0, 0)
    cached = _SCORES.get(hand)
    if cached is not None:
        return cached
    melds = [m for m in melds if m <= hand]
    low = min(hand, key=lambda c: (c.suit, c.rank))
    dw, n = _best(hand - {low}, melds)
    best = (dw + value(low), n)
    for meld in melds:
        if low in meld:
            dw, n = _best(hand - meld, melds)
            best = min(best, (dw, n + 1))
    _SCORES[hand] = best
    return best


def min_deadwood(hand: Iterable[Card]) -> int:
    return best_score(frozenset(hand))[0]


def arrangements(hand: Iterable[Card]) -> Iterator[tuple[list[Hand], Hand]]:
    """Every way to pick disjoint melds from ``hand``: (melds, deadwood)."""
    cards = frozenset(hand)
    melds = all_melds(cards)

    def rec(i: int, used: Hand, chosen: list[Hand]) -> Iterator[tuple[list[Hand], Hand]]:
        if i == len(melds):
            yield list(chosen), cards - used
            return
        yield from rec(i + 1, used, chosen)
        if not melds[i] & used:
            chosen.append(melds[i])
            yield from rec(i + 1, used | melds[i], chosen)
            chosen.pop()

    yield from rec(0, frozenset(), [])


def knock_declarations(hand: Iterable[Card], limit: int) -> list[tuple[list[Hand], Hand]]:
    """Every declaration (melds, deadwood) of a knocking hand with deadwood ≤ ``limit``."""
    return [(m, dw) for m, dw in arrangements(hand) if points(dw) <= limit]


# --- A5: laying off ------------------------------------------------------------------------


def fits(meld: Hand, card: Card) -> bool:
    """Can ``card`` be laid off on ``meld`` right now?"""
    if card in meld:
        return False
    if is_set(meld):
        return len(meld) == 3 and card.rank == next(iter(meld)).rank
    if next(iter(meld)).suit != card.suit:
        return False
    ranks = [c.rank for c in meld]
    return card.rank in (min(ranks) - 1, max(ranks) + 1)


def legal_layoffs(melds: Sequence[Iterable[Card]], defender: Iterable[Card]) -> set[Hand]:
    """Every set of defender cards that can be laid off, found by trying every sequence of
    single attachments (a laid-off card may be extended by the next one)."""
    hand = frozenset(defender)
    start: tuple[Hand, tuple[Hand, ...]] = (frozenset(), tuple(frozenset(m) for m in melds))
    seen = {start}
    stack = [start]
    found: set[Hand] = set()
    while stack:
        laid, table = stack.pop()
        found.add(laid)
        for card in hand - laid:
            for i, meld in enumerate(table):
                if fits(meld, card):
                    state = (laid | {card}, (*table[:i], meld | {card}, *table[i + 1 :]))
                    if state not in seen:
                        seen.add(state)
                        stack.append(state)
    return found


def exposure(melds: Sequence[Iterable[Card]], knocker: Iterable[Card]) -> int:
    """How many cards outside the knocker's hand could ever be laid off on ``melds`` (A4)."""
    outside = frozenset(engine.DECK) - frozenset(knocker)
    reachable = legal_layoffs(melds, outside)
    return len(frozenset().union(*reachable))


# --- A5 / C: settling ----------------------------------------------------------------------

GIN_BASE = {3: 50, 2: 100, 1: 400}  # 三金, 二金, 金龙 by the number of melds


def undercut_penalty(cards_left: int, deadwood: int, meld_count: int) -> int:
    """The 诈胡 table of docs/RULES.md A5."""
    if deadwood > 0 or cards_left <= 6:
        return 50
    if cards_left >= 8:
        return {1: 400, 2: 100}.get(meld_count, 50)
    return {1: 100}.get(meld_count, 50)  # 7 cards left: one tier lower


@dataclass(frozen=True)
class Result:
    winner: str  # "knocker" | "defender"
    points: int
    defender_deadwood: int

    @property
    def signed(self) -> int:
        """The defender's result: positive when the defender wins."""
        return self.points if self.winner == "defender" else -self.points


def knock_result(k: int, left: Iterable[Card], scoring: str) -> Result:
    """Settle a 米胡 with knocker deadwood ``k`` and the defender's cards ``left``."""
    left = frozenset(left)
    d, n = best_score(left)
    if scoring == "international":
        if d > k:
            return Result("knocker", d - k, d)
        return Result("defender", 25 + k - d, d)
    if d > k:
        return Result("knocker", 10 + d - k, d)
    return Result("defender", undercut_penalty(len(left), d, n) + k - d, d)


def settle(
    knocker: Iterable[Card],
    melds: Sequence[Iterable[Card]],
    defender: Iterable[Card],
    scoring: str,
) -> Result:
    """The hand's result when the knocker declares ``melds`` and the defender lays off best."""
    knocker = frozenset(knocker)
    defender = frozenset(defender)
    melded = frozenset().union(*map(frozenset, melds)) if melds else frozenset()
    k = points(knocker - melded)
    if k == 0:
        d = min_deadwood(defender)
        if scoring == "international":
            return Result("knocker", 25 + d, d)
        return Result("knocker", GIN_BASE[min(best_score(knocker)[1], 3)] + d, d)
    results = [knock_result(k, defender - lay, scoring) for lay in legal_layoffs(melds, defender)]
    return max(results, key=lambda r: r.signed)


def cards(text: str) -> list[Card]:
    """Shorthand for tests."""
    return engine.parse_cards(text)
