"""Laying off (贴牌) onto the knocker's melds (docs/RULES.md A5, Part C).

A set of three takes its fourth card; a run takes the next card at either end, and a
laid-off card may itself be extended (chains of any length).  Attaching a card to a run
only ever widens what else can attach, so a set of cards can be laid off exactly when
the greedy closure below consumes all of it — the legality test needs no search.  The
one choice is a card that fits a set of three *and* (perhaps only later, through a
chain) a run, like 4♥ with 4♠ 4♦ 4♣ and 8♥–J♥ when 7♥ 6♥ 5♥ are laid off too: the
closure grows the runs to a fixpoint first and only then fills sets, so such a card
keeps the run open for the cards beyond it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import check_mask
from .errors import MeldError, shown
from .melds import is_meld_mask

__all__ = ["check_melds", "layoff_exposure", "layoff_plan", "layoff_pool"]


def _run_attach(run: int, card: int) -> bool:
    """True if ``card`` is the next card below or above the run (bits 13–15 never hold a card,
    so nothing goes below the ace or above the king)."""
    return (run & -run) == card << 1 or 1 << (run.bit_length() - 1) == card >> 1


def _target(melds: list[int], kinds: list[str], card: int, sets: bool = True) -> int | None:
    """Meld the single-card mask ``card`` can go onto; a run beats a set (it can grow on).
    ``sets`` False: runs only."""
    set_hit = None
    rank = (card.bit_length() - 1) % 16
    for i, m in enumerate(melds):
        if kinds[i] == "run":
            if _run_attach(m, card):
                return i
        elif (
            sets
            and set_hit is None
            and m.bit_count() == 3
            and ((m & -m).bit_length() - 1) % 16 == rank
        ):
            set_hit = i
    return set_hit


def _closure(melds: Sequence[int], cards: int) -> tuple[list[tuple[int, int]], int]:
    """Lay off greedily every card of ``cards`` that fits, chains included.

    Returns the plan ``[(card, meld index)]`` and the cards that never fit.
    """
    current = list(melds)
    kinds = [is_meld_mask(m) or "run" for m in current]
    left = cards
    plan: list[tuple[int, int]] = []
    for sets in (False, True):  # runs to a fixpoint first, then the fourth cards of sets
        progress = True
        while left and progress:
            progress = False
            m = left
            while m:
                low = m & -m
                m ^= low
                i = _target(current, kinds, low, sets)
                if i is not None:
                    current[i] |= low
                    left ^= low
                    plan.append((low, i))
                    progress = True
    return plan, left


def check_melds(melds: Sequence[int], cards: int) -> list[int]:
    """``melds`` as a list after checking that each is a meld mask, that no two share a
    card, and that ``cards`` is a bitmask of other cards; a :class:`MeldError` or
    :class:`~engine.errors.CardError` otherwise."""
    if isinstance(melds, str | bytes) or not isinstance(melds, Sequence):
        raise MeldError(f"not a list of melds: {shown(melds)}", code="not_a_meld")
    out = list(melds)
    used = check_mask(cards)
    for m in out:
        if type(m) is not int or is_meld_mask(check_mask(m)) is None:
            raise MeldError(f"not a meld: {shown(m)}", code="not_a_meld")
        if used & m:
            raise MeldError("a card is in two places", code="duplicate_card")
        used |= m
    return out


def layoff_plan(melds: Sequence[int], layoff: int) -> list[tuple[int, int]] | None:
    """An order in which the cards of ``layoff`` go onto ``melds``: ``[(card, meld index)]``.

    ``None`` if some card of ``layoff`` cannot be laid off, even through a chain.
    """
    plan, left = _closure(check_melds(melds, layoff), layoff)
    return None if left else plan


def layoff_pool(melds: Sequence[int], hand: int) -> int:
    """Every card of ``hand`` that can be laid off, alone or through a chain."""
    _plan, left = _closure(check_melds(melds, hand), hand)
    return hand & ~left


def layoff_exposure(melds: Sequence[int], knocker_hand: int) -> int:
    """Cards outside the knocker's hand that could ever be laid off on ``melds`` (A4 tie-break).

    A run exposes the chain of cards below and above it up to the first card the knocker
    holds (or the deck's end); a set of three exposes its fourth card.
    """
    exposed = 0
    for m in check_melds(melds, knocker_hand & ~_union(melds)):
        if is_meld_mask(m) == "set":
            if m.bit_count() == 3:
                rank = ((m & -m).bit_length() - 1) % 16
                col = sum(1 << (s * 16 + rank) for s in range(4))
                exposed |= col & ~m & ~knocker_hand
            continue
        lowbit = (m & -m).bit_length() - 1
        suit_base = lowbit - lowbit % 16
        b = lowbit - 1
        while b >= suit_base and not (knocker_hand >> b) & 1:
            exposed |= 1 << b
            b -= 1
        b = m.bit_length()
        while b <= suit_base + 12 and not (knocker_hand >> b) & 1:
            exposed |= 1 << b
            b += 1
    return exposed.bit_count()


def _union(melds: Sequence[int]) -> int:
    """Every card of ``melds`` (bad entries are left to :func:`check_melds` to name)."""
    out = 0
    for m in melds if isinstance(melds, Sequence) else ():
        if type(m) is int:
            out |= m
    return out
