"""拉米纸牌's meld theory on card bitmasks (docs/RULES.md Part B): which melds a hand
holds, which card fits a table meld, and why a group is not a meld or a card does not
fit (:class:`Refusal`, a code the UI words)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Final

from ..cards import (
    DECK,
    FULL_DECK_MASK,
    SUIT_STRIDE,
    Card,
    card_list,
    cards_from_mask,
    check_mask,
)
from ..errors import IllegalActionError

__all__ = [
    "Refusal",
    "explain_meld",
    "fits_meld",
    "has_meld",
    "layoff_problem",
    "meld_masks_in",
    "meld_problem",
]

_CHUNK: Final = 0x1FFF
_BY_MASK: Final = {c.mask: c for c in DECK}
_RANK_COLUMN: Final = tuple(sum(1 << (s * SUIT_STRIDE + r) for s in range(4)) for r in range(13))


def _card(mask: int) -> Card:
    return _BY_MASK[mask]


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_from_mask(mask)]


def fits_meld(meld: int, card: int) -> bool:
    """True if the single-card mask ``card`` can be laid off onto the table meld ``meld``.

    A set of three takes its fourth card; a run takes the card just below its lowest or
    just above its highest.  Bits 13–15 of every suit hold no card, so nothing goes
    below the ace or above the king: A is low only.
    """
    if meld & card:
        return False
    if _fold(meld).bit_count() == 1:  # a set
        return meld.bit_count() == 3 and bool(_fold(card) & _fold(meld))
    return (meld & -meld) == card << 1 or 1 << (meld.bit_length() - 1) == card >> 1


def _fold(mask: int) -> int:
    """The 13-bit rank mask of ``mask`` (the four suits folded together)."""
    return (mask | mask >> 16 | mask >> 32 | mask >> 48) & _CHUNK


def meld_masks_in(hand: int) -> list[int]:
    """Every meld that can be formed from the cards of ``hand`` (sorted by mask).

    Sets: a rank held three times, or each three of a rank held four times, and the
    four.  Runs: every block of three or more consecutive cards of a suit.
    """
    out: list[int] = []
    for col in _RANK_COLUMN:
        held = hand & col
        n = held.bit_count()
        if n >= 3:
            out.append(held)
            if n == 4:
                m = held
                while m:
                    low = m & -m
                    m ^= low
                    out.append(held ^ low)
    t = hand & (hand >> 1) & (hand >> 2)  # starts of runs of three
    cover = t | t << 1 | t << 2
    while cover:
        low = cover & -cover
        seg = ((cover + low) ^ cover) & cover  # a maximal block of consecutive cards
        cover ^= seg
        bits = []
        m = seg
        while m:
            lb = m & -m
            bits.append(lb)
            m ^= lb
        for i in range(len(bits) - 2):
            block = bits[i] | bits[i + 1]
            for j in range(i + 2, len(bits)):
                block |= bits[j]
                out.append(block)
    out.sort()
    return out


def has_meld(hand: int) -> bool:
    """Whether the cards of ``hand`` hold at least one meld (the hand's "can meld" mark)."""
    if type(hand) is not int or hand & ~FULL_DECK_MASK:
        check_mask(hand)  # says what is wrong
    t = hand & (hand >> 1) & (hand >> 2)
    if t:
        return True
    a, b, c, d = hand & _CHUNK, hand >> 16 & _CHUNK, hand >> 32 & _CHUNK, hand >> 48 & _CHUNK
    return bool((a & b & (c | d)) | (c & d & (a | b)))


@dataclass(frozen=True)
class Refusal:
    """Why a selection is not a meld, or a move is not possible: a stable ``code`` and
    ``params`` (cards as canonical text such as ``"5S"``) for the UI to word; ``message``
    is a plain English sentence for logs and tests.

    Codes: ``too_short`` (count, needed: cards any of which would complete it),
    ``missing_card`` (cards: the gaps of a run), ``ace_low_only`` (cards: a run that
    would need the ace above the king), ``mixed_suits`` / ``mixed_ranks`` (cards),
    ``duplicate_card`` (card); for a move also ``not_in_hand`` (card or cards),
    ``just_taken_only_card`` (card), ``just_taken`` (card), ``no_such_meld`` (index),
    ``set_full`` (card, meld), ``does_not_fit`` (card, meld), ``draw_first``,
    ``not_your_turn``, ``hand_over``.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    message: str = ""

    def error(self) -> IllegalActionError:
        """The refusal as the error ``RummyState.apply`` raises."""
        return IllegalActionError(self.message or self.code, code=self.code, **self.params)


def _gaps(chunk: int) -> int:
    """Ranks missing between the lowest and the highest rank of a 13-bit chunk."""
    low = chunk & -chunk
    span = (1 << chunk.bit_length()) - low
    return span & ~chunk


def _circular_best_gap_wraps(chunk: int) -> bool:
    """True when the ranks of ``chunk`` read most naturally *across* K–A (like Q-K-A or
    K-A-2): the largest circular gap between held ranks is not the one through K→A."""
    ranks = [r for r in range(13) if chunk >> r & 1]
    if len(ranks) < 2:
        return False
    wrap_gap = ranks[0] + 12 - ranks[-1]  # ranks passed going up from the top through K, A
    inner = max(b - a - 1 for a, b in pairwise(ranks))
    return inner > wrap_gap


def _completions(mask: int) -> int:
    """The cards any one of which makes the two cards of ``mask`` a three-card meld:
    the other suits of a pair, the ends of two neighbours in one suit, or the one card
    between two cards a rank apart (none for an ace above a king, docs/RULES.md §0)."""
    ranks = _fold(mask)
    if ranks.bit_count() == 1:
        return _RANK_COLUMN[ranks.bit_length() - 1] & ~mask
    suits = [s for s in range(4) if mask >> (s * SUIT_STRIDE) & _CHUNK]
    if len(suits) != 1:
        return 0
    base = suits[0] * SUIT_STRIDE
    chunk = mask >> base & _CHUNK
    if _circular_best_gap_wraps(chunk):
        return 0
    gaps = _gaps(chunk)
    if gaps:
        return gaps << base if gaps.bit_count() == 1 else 0
    below, above = (chunk & -chunk) >> 1, chunk + (chunk & -chunk)
    return ((below | above) & _CHUNK) << base


def _too_short(mask: int) -> Refusal:
    """The refusal of fewer than three cards, with the cards that would complete two."""
    n = mask.bit_count()
    if n == 0:
        return Refusal("too_short", {"count": 0, "needed": []}, "no cards selected")
    needed = _texts(_completions(mask)) if n == 2 else []
    return Refusal(
        "too_short",
        {"count": n, "needed": needed},
        f"a meld needs at least 3 cards: {' '.join(_texts(mask))}",
    )


def meld_problem(mask: int) -> Refusal | None:
    """Why the cards of ``mask`` are not one meld, or ``None`` when they are (docs/RULES.md §0).

    Checks in the order a player would want to hear them: first too few cards
    (``too_short``, with the cards that would complete two: two cards of different suits
    are short before their suits differ); then, of one suit, a run that needs the ace
    above the king (``ace_low_only``) or a gap (``missing_card`` with the missing cards);
    otherwise cards of mixed ranks and suits (``mixed_ranks`` when most share a rank,
    else ``mixed_suits``).
    """
    n = mask.bit_count()
    if n < 3:
        return _too_short(mask)
    cards = _texts(mask)
    if _fold(mask).bit_count() == 1:
        return None
    suits = [s for s in range(4) if mask >> (s * SUIT_STRIDE) & _CHUNK]
    if len(suits) == 1:
        base = suits[0] * SUIT_STRIDE
        chunk = mask >> base & _CHUNK
        if _circular_best_gap_wraps(chunk):
            return Refusal(
                "ace_low_only",
                {"cards": cards},
                f"A is low only: {' '.join(cards)} is not a run",
            )
        gaps = _gaps(chunk)
        if gaps:
            missing = _texts(gaps << base)
            return Refusal(
                "missing_card",
                {"cards": missing},
                f"not a run: missing {' '.join(missing)}",
            )
        return None
    rank_most = max((mask & col).bit_count() for col in _RANK_COLUMN)
    suit_most = max((mask >> (s * SUIT_STRIDE) & _CHUNK).bit_count() for s in range(4))
    if rank_most > suit_most:
        return Refusal(
            "mixed_ranks",
            {"cards": cards},
            f"not a set: the ranks differ ({' '.join(cards)})",
        )
    return Refusal(
        "mixed_suits",
        {"cards": cards},
        f"not a run: the suits differ ({' '.join(cards)})",
    )


def explain_meld(cards: list[Card] | tuple[Card, ...]) -> Refusal | None:
    """Why ``cards`` are not a meld (code + params), ``None`` if they are one.

    >>> from engine.cards import parse_cards
    >>> explain_meld(parse_cards("4S 6S 7S")).params
    {'cards': ['5S']}
    >>> explain_meld(parse_cards("QH KH AH")).code
    'ace_low_only'
    """
    mask = 0
    for c in card_list(cards):
        if mask & c.mask:
            return Refusal("duplicate_card", {"card": str(c)}, f"{c} is selected twice")
        mask |= c.mask
    return meld_problem(mask)


def layoff_problem(meld: int, card: int, index: int = -1) -> Refusal | None:
    """Why the single card ``card`` cannot go onto the table meld ``meld`` (or ``None``)."""
    if fits_meld(meld, card):
        return None
    c = str(_card(card))
    params: dict[str, Any] = {"card": c, "meld": _texts(meld), "index": index}
    text = " ".join(_texts(meld))
    if _fold(meld).bit_count() == 1:  # a set
        if meld.bit_count() >= 4 and _fold(card) & _fold(meld):
            return Refusal("set_full", params, f"the set {text} already has four cards")
        return Refusal("does_not_fit", params, f"{c} does not fit on the set {text}")
    low_rank = ((meld & -meld).bit_length() - 1) % 16
    high_rank = (meld.bit_length() - 1) % 16
    same_suit = (card.bit_length() - 1) // 16 == (meld.bit_length() - 1) // 16
    rank = (card.bit_length() - 1) % 16
    if same_suit and ((rank == 0 and high_rank == 12) or (rank == 12 and low_rank == 0)):
        return Refusal(
            "ace_low_only", params, f"A is low only: {c} cannot go next to {text} across K-A"
        )
    return Refusal("does_not_fit", params, f"{c} does not fit on the run {text}")
