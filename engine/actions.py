"""The actions of a hand, as small immutable values with a text notation.

One notation serves every game (each game's events are its own).  Action text (what
saves store and ``Action.parse`` reads back)::

    draw stock | draw discard | pass | discard 7H | knock 7H
    declare 2H 3H 4H / 9S 9D 9H      (melds separated by "/", "declare -" for none)
    layoff 5H 0                      (card, index of the meld laid off onto: the
                                      knocker's, or the table's)
    done                             (the defender ends laying off)
    meld 2H 3H 4H                    (put one meld from the hand on the table)
    undo                             (take back the last meld or lay-off of the turn)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import (
    DECK,
    FULL_DECK_MASK,
    Card,
    CardError,
    cards_from_mask,
    check_mask,
    mask_of,
    parse_card,
    parse_cards,
)
from .errors import IllegalActionError, shown

__all__ = ["Action", "check_action"]

DRAW_STOCK: Final = "draw_stock"
DRAW_DISCARD: Final = "draw_discard"
PASS: Final = "pass"
DISCARD: Final = "discard"
KNOCK: Final = "knock"
DECLARE: Final = "declare"
LAYOFF: Final = "layoff"
END_LAYOFF: Final = "end_layoff"
MELD: Final = "meld"
UNDO: Final = "undo"
#: More table melds than a deck can make (17 melds of three): a lay-off's meld number is
#: below it.
MAX_MELDS: Final = 52
KINDS: Final = (
    DRAW_STOCK,
    DRAW_DISCARD,
    PASS,
    DISCARD,
    KNOCK,
    DECLARE,
    LAYOFF,
    END_LAYOFF,
    MELD,
    UNDO,
)


@dataclass(frozen=True, slots=True)
class Action:
    """One move.  Build with the class methods; compare and hash freely."""

    kind: str
    card: Card | None = None
    melds: tuple[int, ...] = ()  # declare: meld bitmasks, sorted; meld: the one meld
    target: int = -1  # layoff: index of the meld (the knocker's, or the table's)

    # -- constructors -------------------------------------------------------------------
    @staticmethod
    def draw_stock() -> Action:
        return _DRAW_STOCK

    @staticmethod
    def draw_discard() -> Action:
        return _DRAW_DISCARD

    @staticmethod
    def pass_() -> Action:
        return _PASS

    @staticmethod
    def discard(card: Card) -> Action:
        if type(card) is not Card:
            raise CardError(f"not a card: {shown(card)}", shown(card))
        return _DISCARDS[card.index]

    @staticmethod
    def knock(card: Card) -> Action:
        if type(card) is not Card:
            raise CardError(f"not a card: {shown(card)}", shown(card))
        return _KNOCKS[card.index]

    @staticmethod
    def declare(melds: list[list[Card]] | tuple[int, ...] | list[int]) -> Action:
        """Declare melds, each a list of cards or a bitmask (at most 11 melds; none is
        ``declare -``).  A meld without cards, or with a card twice, is a
        :class:`CardError` (``empty_meld``, ``duplicate_card``): its text would not read
        back as the same move."""
        if isinstance(melds, str | bytes) or not isinstance(melds, list | tuple) or len(melds) > 11:
            raise CardError(f"not a list of melds: {shown(melds)}", shown(melds))
        return Action(DECLARE, melds=tuple(sorted(_meld_mask(m) for m in melds)))

    @staticmethod
    def layoff(card: Card, target: int) -> Action:
        if type(card) is not Card:
            raise CardError(f"not a card: {shown(card)}", shown(card))
        if type(target) is not int or not 0 <= target < MAX_MELDS:
            raise IllegalActionError(f"not a meld number: {shown(target)}", code="no_such_meld")
        return Action(LAYOFF, card, target=target)

    @staticmethod
    def end_layoff() -> Action:
        return _END_LAYOFF

    @staticmethod
    def meld(cards: list[Card] | tuple[Card, ...] | int) -> Action:
        """Put the cards (a list, or a bitmask) on the table as one new meld; no cards, or
        a card twice, is a :class:`CardError` as in :meth:`declare`."""
        return Action(MELD, melds=(_meld_mask(cards),))

    @staticmethod
    def undo() -> Action:
        """Take back the last meld or lay-off of this turn."""
        return _UNDO

    # -- text -----------------------------------------------------------------------------
    @property
    def meld_cards(self) -> list[list[Card]]:
        return [cards_from_mask(m) for m in self.melds]

    def __str__(self) -> str:
        k = self.kind
        if k == DRAW_STOCK:
            return "draw stock"
        if k == DRAW_DISCARD:
            return "draw discard"
        if k == PASS:
            return "pass"
        if k in (DISCARD, KNOCK):
            return f"{k} {self.card}"
        if k == DECLARE:
            if not self.melds:
                return "declare -"
            return "declare " + " / ".join(
                " ".join(str(c) for c in cards_from_mask(m)) for m in self.melds
            )
        if k == LAYOFF:
            return f"layoff {self.card} {self.target}"
        if k == MELD:
            return "meld " + " ".join(str(c) for c in cards_from_mask(self.melds[0]))
        if k == UNDO:
            return "undo"
        return "done"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Action:
        """Read the text notation; raise :class:`IllegalActionError` for nonsense."""
        if not isinstance(text, str):
            raise IllegalActionError(
                f"an action is text, not {shown(text)}", code="bad_action_text", text=shown(text)
            )
        words = text.strip().split(None, 1)
        if not words:
            raise IllegalActionError("empty action", code="bad_action_text", text=text)
        head = words[0].lower()
        rest = words[1].strip() if len(words) > 1 else ""
        try:
            if head == "draw" and rest.lower() in ("stock", "discard"):
                return _DRAW_STOCK if rest.lower() == "stock" else _DRAW_DISCARD
            if head == "pass" and not rest:
                return _PASS
            if head == "done" and not rest:
                return _END_LAYOFF
            if head == UNDO and not rest:
                return _UNDO
            if head == MELD and rest:
                return Action.meld(parse_cards(rest))
            if head in (DISCARD, KNOCK) and rest:
                c = parse_card(rest)
                return Action.discard(c) if head == DISCARD else Action.knock(c)
            if head == DECLARE and rest:
                if rest == "-":
                    return Action(DECLARE)
                return Action.declare([parse_cards(part) for part in rest.split("/")])
            if head == LAYOFF and rest:
                card_text, idx = rest.split()
                return Action.layoff(parse_card(card_text), int(idx))
        except ValueError as exc:
            raise IllegalActionError(
                f"cannot read action {shown(text)}: {shown(str(exc))}",
                code="bad_action_text",
                text=shown(text),
            ) from exc
        raise IllegalActionError(
            f"cannot read action {shown(text)}", code="bad_action_text", text=shown(text)
        )


_DRAW_STOCK: Final = Action(DRAW_STOCK)
_DRAW_DISCARD: Final = Action(DRAW_DISCARD)
_PASS: Final = Action(PASS)
_END_LAYOFF: Final = Action(END_LAYOFF)
_UNDO: Final = Action(UNDO)
_DISCARDS: Final = tuple(Action(DISCARD, c) for c in DECK)
_KNOCKS: Final = tuple(Action(KNOCK, c) for c in DECK)


def _cards(value: object) -> list[Card]:
    """The cards of one meld given as a list (a text or a mapping is not one)."""
    if isinstance(value, str | bytes) or not isinstance(value, list | tuple):
        raise CardError(f"not a list of cards: {shown(value)}", shown(value))
    return list(value)


def _meld_mask(value: object) -> int:
    """The bitmask of one meld given as cards or as a bitmask: at least one card, none
    twice (a :class:`CardError`, ``empty_meld`` or ``duplicate_card``, otherwise)."""
    if type(value) is int:
        mask = check_mask(value)
    else:
        cards = _cards(value)
        mask = mask_of(cards)
        if mask.bit_count() != len(cards):
            raise CardError(
                f"a card is given twice in one meld: {shown(value)}",
                shown(value),
                code="duplicate_card",
            )
    if not mask:
        raise CardError("a meld holds at least one card", "", code="empty_meld")
    return mask


def _mask_tuple(melds: object) -> bool:
    """True if ``melds`` is a tuple of card bitmasks (each a non-empty mask of the deck)."""
    if type(melds) is not tuple or len(melds) > 52:
        return False
    return all(type(m) is int and m > 0 and not m & ~FULL_DECK_MASK for m in melds)


def check_action(action: object) -> Action:
    """``action`` if it is an :class:`Action` whose fields a game can read; otherwise an
    :class:`IllegalActionError` (``illegal_action``).  ``apply`` calls this only when a
    move fails in an unexpected way, so the checks cost nothing on the way of legal moves."""
    if type(action) is not Action:
        raise IllegalActionError(f"not an action: {shown(action)}", code="illegal_action")
    kind, card, melds, target = action.kind, action.card, action.melds, action.target
    problem = ""
    if type(kind) is not str or kind not in KINDS:
        problem = f"no such kind of move: {shown(kind)}"
    elif card is not None and type(card) is not Card:
        problem = f"not a card: {shown(card)}"
    elif not _mask_tuple(melds):
        problem = f"not melds: {shown(melds)}"
    elif type(target) is not int:
        problem = f"not a meld number: {shown(target)}"
    if problem:
        raise IllegalActionError(f"a malformed action: {problem}", code="illegal_action")
    return action
