"""Melds and exact best arrangements on bitmasks.

Why this is fast and exact: with bits laid out ``suit * 16 + rank`` all runs of a
hand are found at once with ``m & m >> 1 & m >> 2`` (no wrap between suits).  With
runs only, every card of a maximal same-suit segment of length ≥ 3 is melded, so the
run-only deadwood is a few shifts and four table look-ups.  Sets are the only source
of choice, and only where a set card could also sit in a run ("contested"); we
enumerate just those options (no set / the full set / a 3-set leaving out one
contested card).  This is exact for every tie — the case a widely used engine gets
wrong is in the tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from typing import Final

from .cards import (
    FULL_DECK_MASK,
    SUIT_STRIDE,
    Card,
    card_list,
    cards_from_mask,
    check_mask,
    mask_of,
)
from .errors import CardError, MeldError, RulesError, shown

__all__ = [
    "MAX_ARRANGE_CARDS",
    "Arrangement",
    "Meld",
    "MeldError",
    "all_arrangements",
    "arrange_mask",
    "best_arrangement",
    "discard_options",
    "is_meld_mask",
    "makes_meld",
    "meld_of",
    "min_deadwood",
]

_CHUNK: Final = 0x1FFF
#: The most cards :func:`min_deadwood` and :func:`arrange_mask` take.  The search grows
#: with every rank held three or four times that could also sit in a run; at 16 cards
#: it stays within milliseconds, while a full deck would never finish.  No hand of
#: any game comes near it (a hand holds at most 11 cards).
MAX_ARRANGE_CARDS: Final = 16
_NOT_IN_DECK: Final = ~FULL_DECK_MASK  # also every bit of a negative number
_RANK_VALUES: Final = tuple(min(r + 1, 10) for r in range(13))


def _build_value_table() -> list[int]:
    table = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        table[m] = table[m ^ low] + _RANK_VALUES[low.bit_length() - 1]
    return table


VALUES13: Final[list[int]] = _build_value_table()


def points_of_mask(mask: int) -> int:
    """Deadwood points (A=1 … 10, J Q K = 10) of the cards in ``mask``."""
    v = VALUES13
    return v[mask & _CHUNK] + v[(mask >> 16) & _CHUNK] + v[(mask >> 32) & _CHUNK] + v[mask >> 48]


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (same rank) or a run (one suit, consecutive, ace low) of ≥ 3 cards."""

    mask: int
    kind: str  # "set" | "run"

    @property
    def cards(self) -> list[Card]:
        return cards_from_mask(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)


def _rank_mask_of_set(mask: int) -> int:
    """Ranks present (13-bit) after folding the four suits together."""
    return (mask | mask >> 16 | mask >> 32 | mask >> 48) & _CHUNK


def is_meld_mask(mask: int) -> str | None:
    """``"set"``/``"run"`` if the cards of ``mask`` form one meld, else ``None``."""
    n = mask.bit_count()
    if n < 3:
        return None
    folded = _rank_mask_of_set(mask)
    if folded.bit_count() == 1 and n <= 4:
        return "set"
    for shift in (0, 16, 32, 48):
        chunk = (mask >> shift) & _CHUNK
        if chunk:
            if chunk << shift != mask:
                return None
            low = chunk & -chunk
            # consecutive: chunk + low is a single bit above the block
            return "run" if (chunk + low) & chunk == 0 else None
    return None


def meld_of(cards: Iterable[Card]) -> Meld:
    """The meld formed by ``cards``; raise :class:`MeldError` saying why it is not one."""
    cs = card_list(cards)
    mask = mask_of(cs)
    if len(cs) != mask.bit_count():
        raise MeldError("a card appears twice in the meld", code="duplicate_card")
    kind = is_meld_mask(mask)
    if kind is None:
        text = " ".join(str(c) for c in cs)
        if len(cs) < 3:
            raise MeldError(f"a meld needs at least 3 cards: {text}", code="meld_too_short")
        raise MeldError(f"not a set or a run (ace is low only): {text}", code="not_a_meld")
    return Meld(mask, kind)


def _run_cover(mask: int) -> int:
    """Cards of ``mask`` lying in some same-suit run of length ≥ 3."""
    t = mask & (mask >> 1) & (mask >> 2)
    return t | (t << 1) | (t << 2)


def _set_ranks(mask: int) -> int:
    """13-bit mask of ranks held at least three times."""
    a = mask & _CHUNK
    b = (mask >> 16) & _CHUNK
    c = (mask >> 32) & _CHUNK
    d = mask >> 48
    return (a & b & (c | d)) | (c & d & (a | b))


_RANK_COLUMN: Final = tuple(sum(1 << (s * SUIT_STRIDE + r) for s in range(4)) for r in range(13))


def makes_meld(hand: int, card: int) -> bool:
    """True if the single-card mask ``card`` lies in some meld of ``hand | card``: two
    more of its rank, or a run of three through it (the bots' "does it fit" test)."""
    rank = (card.bit_length() - 1) & 15
    if (hand & _RANK_COLUMN[rank]).bit_count() >= 2:
        return True
    m = hand | card
    t = m & (m >> 1) & (m >> 2)
    return bool((t | t << 1 | t << 2) & card)


def _set_options(mask: int, cover: int) -> tuple[int, list[list[int]]]:
    """Sets always worth taking, and the options (set masks, 0 = none) of contested ranks."""
    forced = 0
    options: list[list[int]] = []
    ranks = _set_ranks(mask)
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        col = mask & _RANK_COLUMN[low.bit_length() - 1]
        contested = col & cover
        if not contested:
            forced |= col
            continue
        opts = [0, col]
        if col.bit_count() == 4:
            c = contested
            while c:
                lc = c & -c
                c ^= lc
                opts.append(col ^ lc)
        options.append(opts)
    return forced, options


def _segments(cover: int) -> list[int]:
    """Split a run cover into its maximal consecutive segments (one run meld each)."""
    out = []
    while cover:
        low = cover & -cover
        seg = ((cover + low) ^ cover) & cover  # the block starting at the lowest bit
        out.append(seg)
        cover ^= seg
    return out


def min_deadwood(mask: int) -> int:
    """Minimum deadwood points of the hand ``mask`` (at most :data:`MAX_ARRANGE_CARDS`
    cards; a :class:`CardError` otherwise)."""
    if type(mask) is not int or mask & _NOT_IN_DECK or mask.bit_count() > MAX_ARRANGE_CARDS:
        check_mask(mask, MAX_ARRANGE_CARDS)  # says what is wrong
    return _min_deadwood(mask)


def _min_deadwood(mask: int) -> int:
    """:func:`min_deadwood` without the input check, for callers holding a valid hand."""
    cover = _run_cover(mask)
    if not _set_ranks(mask):
        return points_of_mask(mask & ~cover)
    forced, options = _set_options(mask, cover)
    if not options:
        rest = mask & ~forced
        return points_of_mask(rest & ~_run_cover(rest))
    rest0 = mask & ~forced
    best = 1 << 30
    for combo in product(*options):
        rest = rest0
        for s in combo:
            rest &= ~s
        p = points_of_mask(rest & ~_run_cover(rest))
        if p < best:
            best = p
    return best


def _arrange(mask: int) -> tuple[int, int, int, int]:
    """(deadwood points, meld count, set-cards mask, run-cards mask) of the best arrangement."""
    cover = _run_cover(mask)
    if not _set_ranks(mask):
        return (
            points_of_mask(mask & ~cover),
            (cover & ~(cover << 1)).bit_count(),
            0,
            cover,
        )
    forced, options = _set_options(mask, cover)
    nforced = _rank_mask_of_set(forced).bit_count()
    best: tuple[int, int, int, int] | None = None
    for combo in product(*options) if options else [()]:
        sets = forced
        nsets = nforced
        for s in combo:
            if s:
                sets |= s
                nsets += 1
        rest = mask & ~sets
        rc = _run_cover(rest)
        key = (points_of_mask(rest & ~rc), nsets + (rc & ~(rc << 1)).bit_count(), sets, rc)
        if best is None or key[:2] < best[:2]:
            best = key
    assert best is not None
    return best


class Arrangement:
    """A hand split into melds and deadwood.  Lists are built on first access."""

    __slots__ = ("_deadwood", "_melds", "deadwood_mask", "deadwood_points", "meld_masks")

    def __init__(self, meld_masks: tuple[int, ...], deadwood_mask: int, points: int) -> None:
        self.meld_masks = meld_masks
        self.deadwood_mask = deadwood_mask
        self.deadwood_points = points
        self._melds: list[list[Card]] | None = None
        self._deadwood: list[Card] | None = None

    @property
    def melds(self) -> list[list[Card]]:
        if self._melds is None:
            self._melds = [cards_from_mask(m) for m in self.meld_masks]
        return self._melds

    @property
    def deadwood(self) -> list[Card]:
        if self._deadwood is None:
            self._deadwood = cards_from_mask(self.deadwood_mask)
        return self._deadwood

    @property
    def meld_objects(self) -> list[Meld]:
        return [Meld(m, is_meld_mask(m) or "run") for m in self.meld_masks]

    @property
    def meld_count(self) -> int:
        return len(self.meld_masks)

    @property
    def is_gin(self) -> bool:
        return self.deadwood_mask == 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arrangement):
            return NotImplemented
        return (
            sorted(self.meld_masks) == sorted(other.meld_masks)
            and self.deadwood_mask == other.deadwood_mask
        )

    def __hash__(self) -> int:
        return hash((tuple(sorted(self.meld_masks)), self.deadwood_mask))

    def __repr__(self) -> str:
        melds = " | ".join(" ".join(str(c) for c in m) for m in self.melds)
        dw = " ".join(str(c) for c in self.deadwood)
        return f"<Arrangement [{melds}] deadwood [{dw}] = {self.deadwood_points}>"


def _split_sets(sets: int) -> list[int]:
    out = []
    folded = _rank_mask_of_set(sets)
    while folded:
        low = folded & -folded
        folded ^= low
        out.append(sets & _RANK_COLUMN[low.bit_length() - 1])
    return out


def arrange_mask(mask: int) -> Arrangement:
    """Best arrangement of a bitmask hand (at most :data:`MAX_ARRANGE_CARDS` cards):
    minimum deadwood, then fewest melds."""
    if type(mask) is not int or mask & _NOT_IN_DECK or mask.bit_count() > MAX_ARRANGE_CARDS:
        check_mask(mask, MAX_ARRANGE_CARDS)  # says what is wrong
    return _arrangement(mask)


def _arrangement(mask: int) -> Arrangement:
    """:func:`arrange_mask` without the input check, for callers holding a valid hand."""
    points, _n, sets, runs = _arrange(mask)
    melds = tuple(_split_sets(sets) + _segments(runs)) if (sets or runs) else ()
    return Arrangement(melds, mask & ~(sets | runs), points)


def _hand_mask(cards: Iterable[Card], max_cards: int = 11) -> int:
    """The mask of ``cards``; a :class:`CardError` for what is not distinct cards or for
    more than ``max_cards`` of them."""
    if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
        card_list(cards)  # says what is wrong
    mask = 0
    n = 0
    for c in cards:
        if type(c) is not Card:
            card_list([c])  # says what is wrong
        if mask & c.mask:
            raise CardError(f"duplicate card: {c}", str(c), code="duplicate_card")
        mask |= c.mask
        n += 1
    if n > max_cards:
        raise CardError(f"too many cards: {n} (at most {max_cards})", str(n), code="hand_size")
    return mask


def best_arrangement(cards: Iterable[Card]) -> Arrangement:
    """Exact best arrangement of up to 11 cards (docs/RULES.md §0): least deadwood,
    then fewest melds."""
    return _arrangement(_hand_mask(cards))


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """What discarding ``card`` from an 11-card hand leaves."""

    card: Card
    deadwood_points: int
    can_knock: bool
    is_gin: bool


def discard_options(cards: Sequence[Card], knock_limit: int = 10) -> list[DiscardOption]:
    """For an 11-card hand: each discard with the deadwood it leaves and whether it knocks."""
    if type(knock_limit) is not int or not 0 <= knock_limit <= 10:
        raise RulesError(f"a knock limit is a whole number 0..10, got {shown(knock_limit)}")
    mask = _hand_mask(cards)
    if mask.bit_count() != 11:
        raise CardError(f"an 11-card hand is needed, got {mask.bit_count()}", "", code="hand_size")
    out = []
    for c in cards:
        p = _min_deadwood(mask ^ c.mask)
        out.append(DiscardOption(c, p, p <= knock_limit, p == 0))
    return out


def knock_discards_mask(mask: int, knock_limit: int) -> int:
    """Bitmask of the cards of ``mask`` whose discard leaves deadwood ≤ ``knock_limit``.

    A cheap bound first: discarding card c leaves at least ``min_deadwood(mask) - value(c)``.
    """
    lower = _min_deadwood(mask)
    if lower - 10 > knock_limit:
        return 0
    out = 0
    m = mask
    while m:
        low = m & -m
        m ^= low
        if lower - _RANK_VALUES[(low.bit_length() - 1) & 15] > knock_limit:
            continue
        if _min_deadwood(mask ^ low) <= knock_limit:
            out |= low
    return out


def min_deadwood_after_discard(cards: Sequence[Card]) -> int:
    """The least deadwood an 11-card hand can reach by one discard."""
    mask = _hand_mask(cards)
    if mask.bit_count() != 11:
        raise CardError(f"an 11-card hand is needed, got {mask.bit_count()}", "", code="hand_size")
    return min(_min_deadwood(mask ^ c.mask) for c in cards)


# --- every arrangement (for the knock dialog) ---------------------------------------------


def _run_choices(seg: int) -> list[int]:
    """Every union of non-adjacent sub-blocks (each ≥ 3 cards) of one consecutive segment."""
    bits = []
    m = seg
    while m:
        low = m & -m
        bits.append(low)
        m ^= low
    n = len(bits)
    results: list[int] = []

    def rec(i: int, acc: int) -> None:
        if i >= n:
            results.append(acc)
            return
        rec(i + 1, acc)  # card i unused
        for j in range(i + 3, n + 1):  # block bits[i:j], then a gap
            block = 0
            for b in bits[i:j]:
                block |= b
            rec(j + 1, acc | block)

    rec(0, 0)
    return results


def _set_choices(col: int) -> list[int]:
    out = [0]
    if col.bit_count() >= 3:
        out.append(col)
    if col.bit_count() == 4:
        out.extend(mask_of(c) for c in combinations(cards_from_mask(col), 3))
    return out


def all_arrangements(mask: int, max_deadwood: int) -> list[Arrangement]:
    """Every arrangement with deadwood ≤ ``max_deadwood`` (runs kept as maximal blocks).

    Two runs that touch would be one run, so runs are listed merged; a split run
    changes neither deadwood nor what can be laid off.  ``mask`` holds at most 11 cards
    (a knocker's hand), ``max_deadwood`` is a whole number of points.
    """
    check_mask(mask, 11)
    if type(max_deadwood) is not int or max_deadwood < 0:
        raise CardError(f"not a deadwood limit: {shown(max_deadwood)}", shown(max_deadwood))
    cols = [mask & _RANK_COLUMN[r] for r in range(13)]
    set_opts = [_set_choices(c) for c in cols if c.bit_count() >= 3]
    found: dict[tuple[tuple[int, ...], int], Arrangement] = {}
    for combo in product(*set_opts):
        sets = 0
        for s in combo:
            sets |= s
        rest = mask & ~sets
        cover = _run_cover(rest)
        seg_choices = [_run_choices(seg) for seg in _segments(cover)]
        for runs_combo in product(*seg_choices):
            runs = 0
            for r in runs_combo:
                runs |= r
            dw = rest & ~runs
            pts = points_of_mask(dw)
            if pts > max_deadwood:
                continue
            melds = tuple(sorted([s for s in combo if s] + _segments(runs)))
            key = (melds, dw)
            if key not in found:
                found[key] = Arrangement(melds, dw, pts)
    return list(found.values())
