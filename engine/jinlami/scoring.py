"""Settling a knocked hand: 金 tiers, 米胡, 诈胡 (docs/RULES.md A5), International
scoring (docs/RULES.md Part C), Big Gin and Oklahoma's spade doubling (docs/RULES.md
Part E).

The defender's best layoff is found exactly: every legal subset of the layable cards is
scored and the one that gives the defender the best result wins (an undercut beats a
lost hand; then most points won or fewest lost; then least deadwood, fewest cards
laid off).  The layable pool rarely exceeds a handful of cards, so this is cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from ..cards import Card, card_list, cards_from_mask, check_mask, mask_of
from ..checks import check_int, check_rules
from ..errors import CardError, MeldError, shown
from ..layoff import _closure, check_melds, layoff_exposure, layoff_plan
from ..melds import Arrangement, all_arrangements, arrange_mask, is_meld_mask, points_of_mask
from .rules import Rules

__all__ = [
    "BIG_GIN_BONUS",
    "GIN_BASE",
    "Settlement",
    "best_layoff",
    "default_knock_arrangement",
    "gin_tier",
    "knock_arrangements",
    "settle_knock",
    "settle_masks",
]

GIN_BASE: Final = {"gin3": 50, "gin2": 100, "gin_dragon": 400}
#: The most cards a knocker or a defender holds when a hand is settled (10; 11 at most
#: while a card is still to be discarded).  The layoff search is exponential in the
#: defender's layable cards, so bigger hands are refused before it starts.
MAX_SETTLE_CARDS: Final = 11
#: The most deadwood a knocker can have (11 cards of ten points).
MAX_DEADWOOD: Final = 10 * MAX_SETTLE_CARDS
KNOCK_BASE: Final = 10
UNDERCUT_MI: Final = 50
INTERNATIONAL_BONUS: Final = 25
#: The Big Gin bonus (International scoring; docs/RULES.md Part E).
BIG_GIN_BONUS: Final = 31


def gin_tier(meld_count: int) -> str:
    """三金 / 二金 / 金龙 by the fewest melds covering the cards."""
    return {1: "gin_dragon", 2: "gin2"}.get(meld_count, "gin3")


def undercut_penalty(cards_left: int, deadwood: int, meld_count: int) -> tuple[int, str]:
    """The 诈胡 penalty row of docs/RULES.md A5 and the tier it was paid at."""
    if deadwood > 0 or cards_left == 0:
        return UNDERCUT_MI, "mi"
    tier = gin_tier(meld_count)
    if cards_left >= 8:
        return GIN_BASE[tier], tier
    if cards_left == 7 and tier == "gin_dragon":
        return GIN_BASE["gin2"], tier
    return UNDERCUT_MI, tier


@dataclass(frozen=True)
class Settlement:
    """The result of a knocked hand, with everything the end-of-hand screen shows."""

    winner: str  # "knocker" | "defender"
    points: int
    kind: str  # jinlami: gin3 gin2 gin_dragon knock undercut; international: gin big_gin knock
    # undercut
    scoring: str
    knocker_deadwood: int
    defender_deadwood: int
    knocker_melds: list[list[Card]]
    knocker_deadwood_cards: list[Card]
    layoff: list[Card]
    defender_melds: list[list[Card]]
    defender_deadwood_cards: list[Card]
    cards_left: int
    undercut_tier: str | None = None  # the penalty row's tier for a jinlami undercut
    breakdown: tuple[tuple[str, int], ...] = field(default_factory=tuple)

    @property
    def knocker_points(self) -> int:
        return self.points if self.winner == "knocker" else 0

    @property
    def defender_points(self) -> int:
        return self.points if self.winner == "defender" else 0


def _outcome(
    melds: Sequence[int], knocker_dw: int, defender: int, layoff: int, rules: Rules
) -> tuple[str, int, str, str | None, tuple[tuple[str, int], ...], Arrangement]:
    """(winner, points, kind, undercut tier, breakdown, defender arrangement) of a layoff."""
    left = defender & ~layoff
    arr = arrange_mask(left)
    d = arr.deadwood_points
    if rules.scoring == "international":
        if d > knocker_dw:
            return (
                "knocker",
                d - knocker_dw,
                "knock",
                None,
                (("deadwood_difference", d - knocker_dw),),
                arr,
            )
        pts = INTERNATIONAL_BONUS + knocker_dw - d
        return (
            "defender",
            pts,
            "undercut",
            None,
            (("undercut_bonus", INTERNATIONAL_BONUS), ("deadwood_difference", knocker_dw - d)),
            arr,
        )
    if d > knocker_dw:
        return (
            "knocker",
            KNOCK_BASE + d - knocker_dw,
            "knock",
            None,
            (("knock_base", KNOCK_BASE), ("deadwood_difference", d - knocker_dw)),
            arr,
        )
    penalty, tier = undercut_penalty(left.bit_count(), d, arr.meld_count)
    return (
        "defender",
        penalty + knocker_dw - d,
        "undercut",
        tier,
        (("undercut_penalty", penalty), ("deadwood_difference", knocker_dw - d)),
        arr,
    )


def _result_key(winner: str, points: int, d: int, laid: int) -> tuple[int, int, int]:
    signed = points if winner == "defender" else -points
    return (signed, -d, -laid)


def _check_masks(melds: Sequence[int], defender: int, rules: Rules) -> int:
    """Refuse what no settled hand holds, before any search: rules that are not
    :class:`Rules`, a defender of more than :data:`MAX_SETTLE_CARDS` cards, melds that are
    not disjoint melds or that hold a defender's card.  Returns the melds' cards."""
    check_rules(rules, Rules)
    check_mask(defender, MAX_SETTLE_CARDS)
    meld_cover = 0
    for m in check_melds(melds, defender):
        meld_cover |= m
    return meld_cover


def best_layoff(melds: Sequence[int], knocker_dw: int, defender: int, rules: Rules) -> int:
    """The layoff (card mask) that maximises the defender's result (docs/RULES.md A5).

    ``melds`` are the knocker's declared melds (disjoint, none holding a defender's card),
    ``knocker_dw`` the knocker's deadwood and ``defender`` at most 11 cards: anything
    else is a coded :class:`~engine.errors.EngineError`, not a search that runs for ever.
    """
    _check_masks(melds, defender, rules)
    check_int(knocker_dw, "the knocker's deadwood", 0, MAX_DEADWOOD, "bad_position")
    return _best_layoff(melds, knocker_dw, defender, rules)


def _best_layoff(melds: Sequence[int], knocker_dw: int, defender: int, rules: Rules) -> int:
    """:func:`best_layoff` on trusted arguments (the melds are not checked again for each
    subset tried)."""
    melds = list(melds)
    pool = defender & ~_closure(melds, defender)[1]
    if not pool:
        return 0
    bits = []
    m = pool
    while m:
        low = m & -m
        bits.append(low)
        m ^= low
    best_mask = 0
    best_key: tuple[int, int, int] | None = None
    for sub in range(1 << len(bits)):
        lay = 0
        for i, b in enumerate(bits):
            if sub >> i & 1:
                lay |= b
        if lay and _closure(melds, lay)[1]:
            continue
        winner, pts, _kind, _tier, _bd, arr = _outcome(melds, knocker_dw, defender, lay, rules)
        key = _result_key(winner, pts, arr.deadwood_points, lay.bit_count())
        if best_key is None or key > best_key:
            best_key, best_mask = key, lay
    return best_mask


def settle_masks(
    melds: Sequence[int], knocker: int, defender: int, rules: Rules, layoff: int | None = None
) -> Settlement:
    """Settle from bitmasks.  ``layoff=None`` plays the defender's best layoff.

    ``melds`` are the knocker's declared melds, inside ``knocker``; both hands hold at
    most 11 cards and share none (a coded :class:`~engine.errors.EngineError` otherwise).
    """
    meld_cover = _check_masks(melds, defender, rules)
    check_mask(knocker, MAX_SETTLE_CARDS)
    if knocker & defender:
        raise CardError("a card is in both hands", "", code="duplicate_card")
    if meld_cover & ~knocker:
        raise MeldError("a declared meld holds cards the knocker does not", code="not_in_hand")
    if layoff is not None:
        check_mask(layoff)
    return _settle_masks(melds, knocker, defender, rules, layoff)


def doubled(settlement: Settlement) -> Settlement:
    """``settlement`` with its points doubled: an Oklahoma hand whose up-card was a spade
    (docs/RULES.md Part E).  The breakdown keeps its rows and adds ``spade_double``, the
    points the doubling added."""
    return replace(
        settlement,
        points=2 * settlement.points,
        breakdown=(*settlement.breakdown, ("spade_double", settlement.points)),
    )


def _settle_masks(
    melds: Sequence[int], knocker: int, defender: int, rules: Rules, layoff: int | None
) -> Settlement:
    """:func:`settle_masks` on trusted arguments (the hand state's own settlement).  A
    knocker of 11 cards without deadwood went Big Gin (only the hand state settles one)."""
    meld_cover = 0
    for m in melds:
        meld_cover |= m
    k_dw_mask = knocker & ~meld_cover
    k = points_of_mask(k_dw_mask)
    knocker_melds = [cards_from_mask(m) for m in melds]
    if k == 0:
        d_arr = arrange_mask(defender)
        d = d_arr.deadwood_points
        if rules.big_gin and knocker.bit_count() == 11:
            kind, base = "big_gin", BIG_GIN_BONUS
        elif rules.scoring == "international":
            kind, base = "gin", INTERNATIONAL_BONUS
        else:
            kind = gin_tier(arrange_mask(knocker).meld_count)
            base = GIN_BASE[kind]
        return Settlement(
            "knocker",
            base + d,
            kind,
            rules.scoring,
            0,
            d,
            knocker_melds,
            [],
            [],
            d_arr.melds,
            d_arr.deadwood,
            defender.bit_count(),
            None,
            (("gin_base", base), ("defender_deadwood", d)),
        )
    if layoff is None:
        layoff = _best_layoff(melds, k, defender, rules)
    elif layoff & ~defender or (layoff and layoff_plan(melds, layoff) is None):
        raise MeldError("those cards cannot be laid off on the knocker's melds", code="bad_layoff")
    winner, pts, kind, tier, breakdown, arr = _outcome(melds, k, defender, layoff, rules)
    return Settlement(
        winner,
        pts,
        kind,
        rules.scoring,
        k,
        arr.deadwood_points,
        knocker_melds,
        cards_from_mask(k_dw_mask),
        cards_from_mask(layoff),
        arr.melds,
        arr.deadwood,
        (defender & ~layoff).bit_count(),
        tier,
        breakdown,
    )


def knock_arrangements(knocker: int, rules: Rules, limit: int | None = None) -> list[Arrangement]:
    """Every valid declaration of a 10-card knocking hand, best first (A4 order).

    ``limit`` is the hand's own knock limit (``HandState.knock_limit``, which Oklahoma
    takes from the up-card); ``None`` is the rules' :attr:`~Rules.knock_limit`."""
    check_rules(rules, Rules)
    check_mask(knocker, MAX_SETTLE_CARDS)
    if limit is not None:
        check_int(limit, "the knock limit", 0, 10, "bad_position")
    return _knock_arrangements(knocker, rules, limit)


def _knock_arrangements(knocker: int, rules: Rules, limit: int | None = None) -> list[Arrangement]:
    """:func:`knock_arrangements` on trusted arguments."""
    arrs = all_arrangements(knocker, rules.knock_limit if limit is None else limit)
    arrs.sort(
        key=lambda a: (
            a.deadwood_points,
            layoff_exposure(a.meld_masks, knocker),
            a.meld_count,
            sorted(a.meld_masks),
        )
    )
    return arrs


def default_knock_arrangement(knocker: int, rules: Rules) -> Arrangement:
    """Minimum deadwood; among equals the fewest outside cards that could be laid off (A4)."""
    check_rules(rules, Rules)
    check_mask(knocker, MAX_SETTLE_CARDS)
    arrs = _knock_arrangements(knocker, rules)
    if not arrs:
        raise MeldError(
            f"no arrangement with deadwood within the knock limit ({rules.knock_limit})",
            code="cannot_knock",
            limit=rules.knock_limit,
        )
    return arrs[0]


def _validated_melds(knocker: int, melds: Sequence[Sequence[Card]], rules: Rules) -> list[int]:
    if isinstance(melds, str | bytes) or not isinstance(melds, Sequence) or len(melds) > 11:
        raise MeldError(f"not a list of melds: {shown(melds)}", code="not_a_meld")
    masks: list[int] = []
    used = 0
    for meld in melds:
        if isinstance(meld, str | bytes) or not isinstance(meld, Sequence):
            raise MeldError(f"not a meld: {shown(meld)}", code="not_a_meld")
        cards = card_list(meld, "a meld")
        m = mask_of(cards)
        text = " ".join(str(c) for c in cards)
        if m.bit_count() != len(cards) or m & used:
            raise MeldError(f"a card is declared twice: {text}", code="duplicate_card")
        if m & ~knocker:
            raise MeldError(f"declared meld uses cards not in the hand: {text}", code="not_in_hand")
        if is_meld_mask(m) is None:
            raise MeldError(f"not a set or a run (ace is low only): {text}", code="not_a_meld")
        used |= m
        masks.append(m)
    dw = points_of_mask(knocker & ~used)
    if dw > rules.knock_limit:
        raise MeldError(
            f"deadwood {dw} is above the knock limit {rules.knock_limit}",
            code="over_knock_limit",
            deadwood=dw,
            limit=rules.knock_limit,
        )
    return masks


def _checked_hands(knocker: Sequence[Card], defender: Sequence[Card]) -> tuple[int, int]:
    k, d = card_list(knocker, "the knocker"), card_list(defender, "the defender")
    for name, hand in (("knocker", k), ("defender", d)):
        if len(hand) != 10:
            raise CardError(f"the {name} must hold 10 cards, got {len(hand)}", "", code="hand_size")
    km, dm = mask_of(k), mask_of(d)
    if km.bit_count() != 10 or dm.bit_count() != 10:
        raise CardError("a card appears twice in one hand", "", code="duplicate_card")
    if km & dm:
        both = " ".join(str(c) for c in cards_from_mask(km & dm))
        raise CardError(f"cards in both hands: {both}", both, code="duplicate_card")
    return km, dm


def settle_knock(
    knocker: Sequence[Card],
    defender: Sequence[Card],
    rules: Rules,
    knocker_melds: Sequence[Sequence[Card]] | None = None,
) -> Settlement:
    """Settle a knock: ``knocker`` holds the 10 cards kept after the face-down discard.

    ``knocker_melds`` are the declared melds (``None``: the default arrangement of A4).
    The defender lays off as well as possible (against gin, not at all).
    """
    km, dm = _checked_hands(knocker, defender)
    check_rules(rules, Rules)
    if knocker_melds is None:
        masks = list(default_knock_arrangement(km, rules).meld_masks)
    else:
        masks = _validated_melds(km, knocker_melds, rules)
    return settle_masks(masks, km, dm, rules)
