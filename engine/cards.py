"""Cards, their text notation (docs/RULES.md §0) and bitmask helpers.

A card is one of 52 immutable singletons.  Internally the engine works on
integer bitmasks: card ``(suit, rank)`` is bit ``suit * 16 + rank`` so that the
ranks of one suit are contiguous bits and a run never wraps into the next suit
(bits 13–15 of every suit stay empty).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from typing import ClassVar, Final

from .errors import QUOTE_LIMIT, CardError, IllegalActionError, shown

__all__ = [
    "RANKS",
    "SUITS",
    "Card",
    "CardError",
    "card_list",
    "cards_from_mask",
    "check_mask",
    "format_cards",
    "mask_of",
    "parse_card",
    "parse_cards",
    "shuffled_deck",
    "shuffled_rest",
]

RANKS: Final = "A23456789TJQK"
SUITS: Final = "SHDC"
SUIT_SYMBOLS: Final = "♠♥♦♣"
SUIT_STRIDE: Final = 16
SUIT_MASK: Final = (1 << 13) - 1
FULL_DECK_MASK: Final = sum(SUIT_MASK << (SUIT_STRIDE * s) for s in range(4))
_NOT_IN_DECK: Final = ~FULL_DECK_MASK  # every bit outside the deck, and all of a negative int

_RANK_INPUT = {r: i for i, r in enumerate(RANKS)}
_RANK_INPUT["10"] = 9
_SUIT_INPUT = {s: i for i, s in enumerate(SUITS)}
_SUIT_INPUT.update({sym: i for i, sym in enumerate(SUIT_SYMBOLS)})
_SUIT_INPUT.update({"♤": 0, "♡": 1, "♢": 2, "♧": 3})
_SPLIT = re.compile(r"[\s,]+")


class Card:
    """One playing card; ``str()`` is the canonical notation (``"TS"``), ``repr()`` pastes back.

    Cards are interned: ``Card(0, 9) is Card.parse("TS")``.  ``rank`` is 0 (ace) .. 12 (king),
    ``suit`` 0..3 in the order S H D C.
    """

    __slots__ = ("bit", "index", "mask", "rank", "suit", "value")

    rank: int
    suit: int
    index: int
    bit: int
    mask: int
    value: int

    _cache: ClassVar[dict[tuple[int, int], Card]] = {}

    def __new__(cls, suit: int, rank: int) -> Card:
        try:
            return cls._cache[(suit, rank)]
        except (KeyError, TypeError):  # not made yet, or not even hashable
            pass
        if type(suit) is not int or type(rank) is not int or not (0 <= suit < 4 and 0 <= rank < 13):
            text = f"{shown(suit)},{shown(rank)}"
            raise CardError(f"no such card: suit {shown(suit)}, rank {shown(rank)}", text)
        card = object.__new__(cls)
        for name, val in (
            ("suit", suit),
            ("rank", rank),
            ("index", suit * 13 + rank),
            ("bit", suit * SUIT_STRIDE + rank),
            ("mask", 1 << (suit * SUIT_STRIDE + rank)),
            ("value", min(rank + 1, 10)),
        ):
            object.__setattr__(card, name, val)
        cls._cache[(suit, rank)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (self.suit, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card such as ``"TS"``, ``"10s"``, ``"a♥"``."""
        return parse_card(text)

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with ``index = suit * 13 + rank`` (0..51); anything else is a
        :class:`CardError` (a negative index does not count from the end)."""
        if type(index) is not int or not 0 <= index < 52:
            raise CardError(f"no card has the index {shown(index)} (0 to 51)", shown(index))
        return _BY_INDEX[index]

    @classmethod
    def from_bit(cls, bit: int) -> Card:
        """The card at bit position ``suit * 16 + rank`` of an engine bitmask."""
        card = _BY_BIT.get(bit) if type(bit) is int else None
        if card is None:
            raise CardError(f"no card sits at bit {shown(bit)}", shown(bit))
        return card

    @property
    def rank_char(self) -> str:
        return RANKS[self.rank]

    @property
    def suit_char(self) -> str:
        return SUITS[self.suit]

    def __str__(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index


_BY_INDEX: Final[tuple[Card, ...]] = tuple(Card(s, r) for s in range(4) for r in range(13))
_BY_BIT: Final[dict[int, Card]] = {c.bit: c for c in _BY_INDEX}
_BY_TEXT: Final[dict[str, Card]] = {}
for _c in _BY_INDEX:
    for _rt, _ri in _RANK_INPUT.items():
        if _ri != _c.rank:
            continue
        for _st, _si in _SUIT_INPUT.items():
            if _si == _c.suit:
                _BY_TEXT[(_rt + _st).upper()] = _c
DECK: Final[tuple[Card, ...]] = _BY_INDEX


def parse_card(text: str) -> Card:
    """Read one card; raise :class:`CardError` naming the token when it is not a card
    (the token is quoted to at most 80 characters)."""
    if not isinstance(text, str):
        raise CardError(f"not a card: {shown(text)} (expected text such as 'TS')", shown(text))
    token = text.strip()
    card = _BY_TEXT.get(token.upper()) if len(token) <= 3 else None
    if card is None:
        raise CardError(
            f"not a card: {shown(token)} (expected rank A23456789TJQK then suit SHDC)",
            token if len(token) <= QUOTE_LIMIT else shown(token),
        )
    return card


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read cards separated by spaces or commas; a malformed or duplicated card is an error.

    Also accepts an iterable of card strings or :class:`Card` objects.
    """
    if isinstance(text, str):
        tokens: list[str | Card] = [t for t in _SPLIT.split(text.strip()) if t]
    elif isinstance(text, Iterable):
        tokens = list(text)
    else:
        raise CardError(f"not cards: {shown(text)} (expected text or a list of cards)", "")
    cards: list[Card] = []
    seen = 0
    for token in tokens:
        card = token if isinstance(token, Card) else parse_card(token)
        if seen & card.mask:
            text = str(token)
            raise CardError(f"duplicate card: {shown(text)}", text, code="duplicate_card")
        seen |= card.mask
        cards.append(card)
    return cards


def mask_of(cards: Iterable[Card]) -> int:
    """Bitmask of a collection of cards (duplicates collapse); anything but cards is a
    :class:`CardError`."""
    m = 0
    try:
        for c in cards:
            m |= c.mask
    except (AttributeError, TypeError):
        raise CardError(f"not cards: {shown(cards)}", "") from None
    return m


def card_list(cards: object, what: str = "cards") -> list[Card]:
    """``cards`` as a list, or a :class:`CardError` when it is not a collection of cards
    (``what`` names it in the message: "the first hand", "the discards" …)."""
    if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
        raise CardError(f"{what} must be a list of cards, got {shown(cards)}", shown(cards))
    out = list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise CardError(f"{what}: not a card: {shown(c)}", shown(c))
    return out


def check_mask(mask: int, max_cards: int = 52) -> int:
    """``mask`` itself when it is a bitmask of at most ``max_cards`` cards of the deck;
    otherwise a :class:`CardError` (``bad_card``, or ``hand_size`` when it holds too many)."""
    if type(mask) is not int or mask & _NOT_IN_DECK:
        raise CardError(f"not a bitmask of cards: {shown(mask)}", shown(mask))
    if mask.bit_count() > max_cards:
        raise CardError(
            f"too many cards: {mask.bit_count()} (at most {max_cards})",
            str(mask.bit_count()),
            code="hand_size",
        )
    return mask


def cards_from_mask(mask: int) -> list[Card]:
    """Cards of a bitmask in deck order (suit S H D C, then rank)."""
    if type(mask) is not int or mask & _NOT_IN_DECK:
        check_mask(mask)  # says what is wrong
    out: list[Card] = []
    by_bit = _BY_BIT
    while mask:
        low = mask & -mask
        out.append(by_bit[low.bit_length() - 1])
        mask ^= low
    return out


def iter_bits(mask: int) -> Iterator[int]:
    """Bit positions set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text of cards, space separated (what :func:`parse_cards` reads back)."""
    return " ".join(str(c) for c in card_list(cards))


def shuffled_deck(seed: int) -> list[int]:
    """The 52 card masks in the order ``Random(seed)`` shuffles them, the last card dealt
    first: the deal of every seeded hand of every game (each state's ``new``), and what
    :mod:`engine.commitment` recomputes to verify a deal."""
    deck = [c.mask for c in DECK]
    random.Random(seed).shuffle(deck)
    return deck


def shuffled_rest(placed: Iterable[int], seed: int) -> list[int]:
    """The cards not in any of the ``placed`` masks, shuffled by ``Random(seed)`` — the
    stock behind a position set up card by card (each state's ``setup``).

    Raises ``IllegalActionError`` (``duplicate_card``) when a card is placed twice.
    """
    used = 0
    count = 0
    for m in placed:
        used |= m
        count += m.bit_count()
    if used.bit_count() != count:
        raise IllegalActionError("a card is placed twice", code="duplicate_card")
    rest = [c.mask for c in DECK if not c.mask & used]
    random.Random(seed).shuffle(rest)
    return rest
