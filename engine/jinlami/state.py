"""One hand of 金拉米 as an explicit state machine (docs/RULES.md A2–A6, Part C, Part E).

Phases and who acts::

    OFFER    up-card deals: the offered player takes the up-card or passes
    DRAW     draw from the stock or the discard pile (a draw that melds all 11 cards
             ends the hand as Big Gin when the rules have ``big_gin``)
    DISCARD  discard a card, or knock with a face-down discard
    DECLARE  the knocker declares melds (any valid arrangement within the limit)
    LAYOFF   the defender lays off card by card, then ``done``
    OVER     settled, or drawn: the stock ran out, or the hand reached
             :data:`~engine.jinlami.rules.TURN_LIMIT` turns (docs/RULES.md A6)

The state is mutable; ``apply`` checks every action and says why an illegal one is
refused.  The deck comes from ``random.Random(seed)`` only, so (rules, seed, dealer,
actions) replays the hand exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Final

from ..actions import (
    DECLARE,
    DISCARD,
    DRAW_DISCARD,
    DRAW_STOCK,
    END_LAYOFF,
    KNOCK,
    LAYOFF,
    PASS,
    Action,
    check_action,
)
from ..cards import (
    DECK,
    FULL_DECK_MASK,
    Card,
    card_list,
    cards_from_mask,
    mask_of,
    shuffled_deck,
    shuffled_rest,
)
from ..checks import check_rng, check_rules, check_seat, check_seed
from ..errors import IllegalActionError, RulesError, shown
from ..layoff import _closure
from ..melds import is_meld_mask, knock_discards_mask, min_deadwood, points_of_mask
from ..save_codec import hand_document, write_text
from .events import Event
from .rules import GAME_ID, TURN_LIMIT, Rules
from .scoring import Settlement, _best_layoff, _knock_arrangements, _settle_masks, doubled
from .standing import MatchStanding
from .view import PublicRecord, make_view

if TYPE_CHECKING:
    from .view import PlayerView

__all__ = ["HandState", "Phase"]

_BY_MASK: Final = {c.mask: c for c in DECK}


def _check_setup(
    rules: object,
    hands: object,
    stock_top: object,
    discards: object,
    dealer: object,
    to_act: object,
    phase: object,
    seed: object,
) -> None:
    """Refuse a :meth:`HandState.setup` position that no hand could reach, with a coded
    :class:`IllegalActionError` (``bad_position``) or :class:`CardError` saying why."""
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be Rules, got {shown(rules)}")
    if isinstance(hands, str | bytes) or not isinstance(hands, Sequence) or len(hands) != 2:
        raise IllegalActionError(f"two hands are needed, got {shown(hands)}", code="bad_position")
    listed = [card_list(h, f"hand {i}") for i, h in enumerate(hands)]
    for i, cards in enumerate(listed):
        if mask_of(cards).bit_count() != len(cards):
            raise IllegalActionError(f"hand {i} holds a card twice", code="duplicate_card", hand=i)
    sizes = [len(cards) for cards in listed]
    card_list(stock_top or [], "the stock's top")
    pile = card_list(discards or [], "the discards")
    for name, value in (("dealer", dealer), ("to_act", to_act)):
        if value is not None and (type(value) is not int or value not in (0, 1)):
            raise IllegalActionError(
                f"{name} must be 0 or 1, got {shown(value)}", code="bad_position"
            )
    if type(seed) is not int:
        raise IllegalActionError(
            f"the seed must be a whole number, got {shown(seed)}", code="bad_position"
        )
    if phase is not None and phase not in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
        raise IllegalActionError(
            f"a position is set up to offer, draw or discard, not {shown(phase)}",
            code="bad_position",
        )
    if sorted(sizes) not in ([10, 10], [10, 11]):
        raise IllegalActionError(
            f"hands of 10 cards (one may hold 11 to discard) are needed, got {sizes}",
            code="bad_position",
        )
    if 11 in sizes:
        if phase not in (None, Phase.DISCARD) or (isinstance(to_act, int) and sizes[to_act] != 11):
            raise IllegalActionError(
                "the seat with 11 cards is the one to discard", code="bad_position"
            )
    elif phase is Phase.DISCARD:
        raise IllegalActionError("a seat to discard holds 11 cards", code="bad_position")
    if phase is Phase.OFFER and not pile:
        raise IllegalActionError("an up-card offer needs a card on the pile", code="bad_position")
    if phase is Phase.OFFER and (rules.deal == "dealer11" or len(pile) != 1):
        raise IllegalActionError(
            "the up-card is offered only at the deal of an up-card rule: one card on the pile",
            code="bad_position",
        )
    stock = 52 - sum(sizes) - len(pile)
    drawing = 11 not in sizes  # the seat to act has not drawn yet
    if stock < rules.stock_floor or (drawing and stock <= rules.stock_floor):
        raise IllegalActionError(
            f"a stock of {stock} cards has ended the hand (a hand is drawn when a discard "
            f"leaves {rules.stock_floor} or fewer)",
            code="bad_position",
            stock=stock,
        )


class Phase(Enum):
    OFFER = "offer"
    DRAW = "draw"
    DISCARD = "discard"
    DECLARE = "declare"
    LAYOFF = "layoff"
    OVER = "over"


def _card(mask: int) -> Card:
    return _BY_MASK[mask]


class HandState:
    """A hand in progress.  Create with :meth:`new`; play with :meth:`apply`."""

    __slots__ = (
        "actions",
        "dealer",
        "declared",
        "discards",
        "doubled",
        "hands",
        "knock_card",
        "knock_limit",
        "knocker",
        "laid_off",
        "log",
        "offer_stage",
        "phase",
        "record",
        "rules",
        "seed",
        "seeded",
        "settlement",
        "standing",
        "stock",
        "stock_only",
        "table_melds",
        "taken",
        "to_act",
        "turn",
    )

    rules: Rules
    seed: int
    #: True when the deal is ``Random(seed)``'s shuffle, so a save (seed + actions) replays
    #: it; False for a deck given by hand (:meth:`from_deck`, :meth:`setup`).
    seeded: bool
    dealer: int
    hands: list[int]
    stock: list[int]
    discards: list[int]
    phase: Phase
    to_act: int
    offer_stage: int
    #: The hand's own knock limit: the rules' one, or in Oklahoma the up-card's value
    #: (docs/RULES.md Part E).  Bots and the app read this, not ``rules.knock_limit``.
    knock_limit: int
    #: True when the hand's score is doubled (Oklahoma, a spade up-card).
    doubled: bool
    stock_only: bool
    taken: int
    knocker: int
    knock_card: int
    declared: tuple[int, ...]
    table_melds: list[int]
    laid_off: int
    settlement: Settlement | None
    #: The match score at the start of this hand as seat 0 sees it, set by the match
    #: that dealt it (``None``: a hand played alone); each view turns it to its seat.
    standing: MatchStanding | None
    turn: int
    actions: list[Action]
    log: list[Event]
    record: PublicRecord

    # -- creation -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: Rules,
        seed: int | None = None,
        dealer: int = 0,
        rng: random.Random | None = None,
    ) -> HandState:
        """Shuffle with ``Random(seed)`` (a seed is drawn from ``rng`` if not given) and deal."""
        check_rules(rules, Rules)
        seed = check_rng(rng).getrandbits(63) if seed is None else check_seed(seed)
        check_seat(dealer, 2, "dealer")
        s = cls._deal(rules, seed, dealer, shuffled_deck(seed))
        s.seeded = True
        return s

    @classmethod
    def from_deck(
        cls, rules: Rules, deck: Sequence[Card], dealer: int = 0, seed: int = 0
    ) -> HandState:
        """Deal from ``deck`` as given, its last card on top (dealt first), instead of a
        shuffle: the seat-by-seat deal of :meth:`new` with chosen cards (tests relabel
        hidden cards this way).  ``seed`` is only recorded, so the hand's save replays
        the shuffle of that seed, not this deck."""
        check_rules(rules, Rules)
        masks = [c.mask for c in card_list(deck, "the deck")]
        if len(masks) != len(DECK) or mask_of(deck) != FULL_DECK_MASK:
            raise IllegalActionError("a deck holds every card once", code="duplicate_card")
        check_seat(dealer, 2, "dealer")
        check_seed(seed)
        return cls._deal(rules, seed, dealer, masks)

    @classmethod
    def _deal(cls, rules: Rules, seed: int, dealer: int, deck: list[int]) -> HandState:
        s = cls.__new__(cls)
        s.rules, s.seed, s.dealer = rules, seed, dealer
        s.seeded = False
        other = 1 - dealer
        s.hands = [0, 0]
        for i in range(20):  # alternately, non-dealer first; the stock's top is the list's end
            s.hands[other if i % 2 == 0 else dealer] |= deck.pop()
        s.discards = []
        s.stock_only = False
        s.taken = 0
        s.knocker = -1
        s.knock_card = 0
        s.declared = ()
        s.table_melds = []
        s.laid_off = 0
        s.settlement = None
        s.standing = None
        s.turn = 0
        s.actions = []
        s.offer_stage = 0
        if rules.deal == "dealer11":
            s.hands[dealer] |= deck.pop()
            s.phase, s.to_act = Phase.DISCARD, dealer
            s.log = [Event("deal", dealer)]
        else:
            s.discards.append(deck.pop())
            s.log = [Event("deal", dealer, _card(s.discards[-1]))]
            s.phase = Phase.OFFER
            s.to_act = dealer if rules.deal == "upcard_dealer_first" else other
        s.stock = deck
        s._set_terms()
        s.record = PublicRecord.from_events(s.log)
        return s

    def _set_terms(self) -> None:
        """The hand's knock limit and doubling, from the up-card of the deal (its log's
        first event)."""
        self.knock_limit, self.doubled = self.rules.upcard_terms(self.log[0].card)

    @classmethod
    def setup(
        cls,
        rules: Rules,
        hands: tuple[list[Card], list[Card]],
        *,
        stock_top: list[Card] | None = None,
        discards: list[Card] | None = None,
        dealer: int = 0,
        to_act: int | None = None,
        phase: Phase | None = None,
        seed: int = 0,
    ) -> HandState:
        """A position set up card by card (tests, puzzles, tutorials).

        ``stock_top`` lists the next cards drawn, first drawn first; the rest of the stock
        is shuffled from ``Random(seed)``.  ``discards`` is the pile, bottom to top.
        Defaults follow the deal: a dealer with 11 cards starts by discarding; an up-card
        deal with a one-card pile starts with the offer; otherwise the non-dealer draws.
        """
        _check_setup(rules, hands, stock_top, discards, dealer, to_act, phase, seed)
        s = cls.new(rules, seed=seed, dealer=dealer)
        s.seeded = False  # the cards were placed by hand: a save could not replay them
        h = [mask_of(hands[0]), mask_of(hands[1])]
        top = [c.mask for c in stock_top or []]
        pile = [c.mask for c in discards or []]
        rest = shuffled_rest((*h, *top, *pile), seed)
        s.hands = h
        s.stock = rest + top[::-1]
        s.discards = pile
        big = 0 if h[0].bit_count() == 11 else 1 if h[1].bit_count() == 11 else -1
        if big >= 0:
            natural, first = Phase.DISCARD, big
        elif rules.deal != "dealer11" and len(pile) == 1:
            natural = Phase.OFFER
            first = dealer if rules.deal == "upcard_dealer_first" else 1 - dealer
        else:
            natural, first = Phase.DRAW, 1 - dealer
        s.phase = phase or natural
        s.to_act = first if to_act is None else to_act
        up = _card(pile[0]) if pile and rules.deal != "dealer11" else None
        s.log = [Event("deal", dealer, up)]
        s._set_terms()
        s.record = PublicRecord.from_events(s.log)
        return s

    def copy(self) -> HandState:
        """An independent copy (cards are ints, so this is shallow and fast)."""
        c = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(c, name, getattr(self, name))
        c.hands = self.hands[:]
        c.stock = self.stock[:]
        c.discards = self.discards[:]
        c.table_melds = self.table_melds[:]
        c.actions = self.actions[:]
        c.log = self.log[:]
        c.record = self.record.copy()
        return c

    # -- queries --------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        """Two seats, 0 and 1 (the protocol's number of seats)."""
        return 2

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def result(self) -> Settlement | None:
        """How the hand ended: its settlement (``None`` while playing or after a draw)."""
        return self.settlement

    @property
    def defender(self) -> int:
        return 1 - self.knocker

    def hand(self, player: int) -> list[Card]:
        return cards_from_mask(self.hands[check_seat(player, 2)])

    @property
    def discard_top(self) -> Card | None:
        return _card(self.discards[-1]) if self.discards else None

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    def points(self) -> tuple[int, int]:
        """Points each player won in this hand (both 0 while playing or after a draw)."""
        s = self.settlement
        if s is None:
            return (0, 0)
        winner = self.knocker if s.winner == "knocker" else 1 - self.knocker
        return (s.points, 0) if winner == 0 else (0, s.points)

    @property
    def winner(self) -> int | None:
        """The seat that won the hand, ``None`` while playing or after a draw."""
        s = self.settlement
        if s is None:
            return None
        return self.knocker if s.winner == "knocker" else 1 - self.knocker

    def legal_actions(self) -> list[Action]:
        """Every legal action for the player to act, in a fixed order."""
        ph = self.phase
        if ph is Phase.DRAW:
            if self.stock_only or not self.discards:
                return [Action.draw_stock()]
            return [Action.draw_stock(), Action.draw_discard()]
        if ph is Phase.DISCARD:
            hand = self.hands[self.to_act]
            allowed = hand & ~self.taken
            out = [Action.discard(c) for c in cards_from_mask(allowed)]
            knocks = knock_discards_mask(hand, self.knock_limit) & allowed
            if knocks:
                out.extend(Action.knock(c) for c in cards_from_mask(knocks))
            return out
        if ph is Phase.OFFER:
            return [Action.draw_discard(), Action.pass_()]
        if ph is Phase.DECLARE:
            return [
                Action.declare(a.meld_masks)
                for a in _knock_arrangements(self.hands[self.knocker], self.rules, self.knock_limit)
            ]
        if ph is Phase.LAYOFF:
            out = [
                Action(LAYOFF, c, target=i)
                for c in cards_from_mask(self.hands[self.defender])
                for i, meld in enumerate(self.table_melds)
                if _fits(meld, c.mask)
            ]
            out.append(Action.end_layoff())
            return out
        return []

    def best_layoff_actions(self) -> list[Action]:
        """The defender's best layoff (docs/RULES.md A5) as a list of layoff actions,
        then ``done``."""
        if self.phase is not Phase.LAYOFF:
            return []
        k = points_of_mask(self.hands[self.knocker] & ~_union(self.declared))
        want = _best_layoff(self.table_melds, k, self.hands[self.defender], self.rules)
        plan, _left = _closure(self.table_melds, want)
        return [Action.layoff(_card(c), i) for c, i in plan] + [Action.end_layoff()]

    # -- playing --------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the player to act; return what happened.

        Raises :class:`IllegalActionError` (nothing changes) when the action is not legal.
        """
        if type(action) is not Action:
            raise IllegalActionError(f"not an action: {shown(action)}", code="illegal_action")
        ph = self.phase
        kind = action.kind
        if ph is Phase.OVER:
            raise IllegalActionError("the hand is over", code="hand_over")
        try:
            handler = _HANDLERS.get((ph, kind))
            if handler is None:
                check_action(action)
                raise IllegalActionError(
                    f"{_KIND_WORDS.get(kind, kind)} is not possible now: {_PHASE_WORDS[ph]}",
                    code="wrong_phase",
                    action=kind,
                    phase=ph.value,
                )
            events = handler(self, action)
        except (AttributeError, TypeError, IndexError, KeyError):
            check_action(action)  # a malformed action says so; the handlers read it first
            raise
        self.actions.append(action)
        self.log.extend(events)
        self.record.note(events)
        return events

    def _draw(self, action: Action) -> list[Event]:
        p = self.to_act
        if action.kind == DRAW_STOCK:
            card = self.stock.pop()
            self.taken = 0
            source = "stock"
        else:
            if not self.discards:
                raise IllegalActionError("the discard pile is empty", code="discard_empty")
            if self.stock_only:
                raise IllegalActionError(
                    "both players passed the up-card: draw from the stock",
                    code="stock_only",
                )
            card = self.discards.pop()
            self.taken = card
            source = "discard"
        self.stock_only = False
        self.hands[p] |= card
        self.phase = Phase.DISCARD
        events = [Event("draw", p, _card(card), source)]
        if self.rules.big_gin and min_deadwood(self.hands[p]) == 0:
            events += self._big_gin(p)
        return events

    def _big_gin(self, p: int) -> list[Event]:
        """``p`` holds 11 melded cards after a draw: Big Gin is declared at once with the
        first arrangement of them (docs/RULES.md Part E) and settled like gin, without
        a discard and without lay-offs.  It is automatic because nothing could beat it:
        every hand of 11 melded cards also has a gin discard, worth less."""
        arrangement = _knock_arrangements(self.hands[p], self.rules, 0)[0]
        self.knocker = p
        self.taken = 0
        self.declared = tuple(sorted(arrangement.meld_masks))
        self.table_melds = list(self.declared)
        return [Event("declare", p, melds=self.declared, deadwood=0), *self._settle()]

    def _pass(self, action: Action) -> list[Event]:
        p = self.to_act
        if self.offer_stage == 0:
            self.offer_stage = 1
            self.to_act = 1 - p
        else:
            self.offer_stage = 2
            self.to_act = 1 - p  # back to the first-offered player, who must draw from stock
            self.phase = Phase.DRAW
            self.stock_only = True
        return [Event("pass", p)]

    def _check_discard(self, action: Action) -> int:
        c = action.card
        if c is None:
            raise IllegalActionError("no card given", code="no_card")
        m = c.mask
        if not self.hands[self.to_act] & m:
            raise IllegalActionError(f"{c} is not in your hand", code="not_in_hand", card=str(c))
        if m == self.taken:
            raise IllegalActionError(
                f"{c} was just taken from the discard pile and cannot be discarded this turn",
                code="just_taken",
                card=str(c),
            )
        return m

    def _discard(self, action: Action) -> list[Event]:
        m = self._check_discard(action)
        p = self.to_act
        self.hands[p] &= ~m
        self.discards.append(m)
        self.taken = 0
        self.turn += 1
        events = [Event("discard", p, _card(m))]
        if len(self.stock) <= self.rules.stock_floor:
            self.phase = Phase.OVER
            events.append(Event("hand_over", p, source="stock"))
        elif self.turn >= TURN_LIMIT:
            self.phase = Phase.OVER
            events.append(Event("hand_over", p, source="turns"))
        else:
            self.to_act = 1 - p
            self.phase = Phase.DRAW
        return events

    def _knock(self, action: Action) -> list[Event]:
        m = self._check_discard(action)
        p = self.to_act
        rest = self.hands[p] & ~m
        if not knock_discards_mask(self.hands[p], self.knock_limit) & m:
            dw = min_deadwood(rest)
            raise IllegalActionError(
                f"cannot knock: discarding {action.card} leaves {dw} points of deadwood, "
                f"above the knock limit {self.knock_limit}",
                code="over_knock_limit",
                card=str(action.card),
                deadwood=dw,
                limit=self.knock_limit,
            )
        self.hands[p] = rest
        self.knock_card = m
        self.knocker = p
        self.taken = 0
        self.turn += 1
        self.phase = Phase.DECLARE
        return [Event("knock", p, _card(m))]

    def _declare(self, action: Action) -> list[Event]:
        p = self.knocker
        hand = self.hands[p]
        used = 0
        for m in action.melds:
            text = " ".join(str(c) for c in cards_from_mask(m))
            if m & ~hand:
                raise IllegalActionError(
                    f"the meld {text} uses cards you do not hold", code="not_in_hand"
                )
            if m & used:
                raise IllegalActionError(f"a card is declared twice: {text}", code="duplicate_card")
            if is_meld_mask(m) is None:
                raise IllegalActionError(
                    f"{text} is not a set or a run (ace is low only)", code="not_a_meld"
                )
            used |= m
        dw = points_of_mask(hand & ~used)
        if dw > self.knock_limit:
            raise IllegalActionError(
                f"these melds leave {dw} points of deadwood, above the knock limit "
                f"{self.knock_limit}",
                code="over_knock_limit",
                deadwood=dw,
                limit=self.knock_limit,
            )
        self.declared = tuple(sorted(action.melds))
        self.table_melds = list(self.declared)
        events = [Event("declare", p, melds=self.declared, deadwood=dw)]
        if dw == 0:
            return events + self._settle()
        self.phase = Phase.LAYOFF
        self.to_act = 1 - p
        return events

    def _layoff(self, action: Action) -> list[Event]:
        c = action.card
        d = self.defender
        if c is None or not self.hands[d] & c.mask:
            raise IllegalActionError(f"{c} is not in your hand", code="not_in_hand", card=str(c))
        i = action.target
        if not 0 <= i < len(self.table_melds):
            raise IllegalActionError(f"there is no meld number {i}", code="no_such_meld")
        meld = self.table_melds[i]
        fits = _fits(meld, c.mask)
        if not fits:
            raise IllegalActionError(
                f"{c} does not fit on the meld " + " ".join(str(x) for x in cards_from_mask(meld)),
                code="does_not_fit",
                card=str(c),
            )
        self.hands[d] &= ~c.mask
        self.table_melds[i] = meld | c.mask
        self.laid_off |= c.mask
        return [Event("layoff", d, c, target=i)]

    def _end_layoff(self, action: Action) -> list[Event]:
        return [Event("end_layoff", self.defender), *self._settle()]

    def _settle(self) -> list[Event]:
        k = self.knocker
        defender_hand = self.hands[1 - k] | self.laid_off
        settlement = _settle_masks(
            list(self.declared), self.hands[k], defender_hand, self.rules, self.laid_off
        )
        self.settlement = doubled(settlement) if self.doubled else settlement
        self.phase = Phase.OVER
        return [Event("hand_over", k, settlement=self.settlement)]

    def card_places(self) -> list[tuple[str, int]]:
        """Every place a card can be, as ``(place, mask)``: the hands, each stock card, each
        pile card, the knock card and the cards laid off (declared melds stay in the
        knocker's hand).  Each card of the deck is in exactly one of them."""
        places = [(f"hand {p}", m) for p, m in enumerate(self.hands)]
        places += [("stock", m) for m in self.stock]
        places += [("discards", m) for m in self.discards]
        places.append(("knock card", self.knock_card))
        places.append(("laid off", self.laid_off))
        return places

    def card_total(self) -> int:
        """Cards over :meth:`card_places` (52 when every card is in exactly one place,
        negative when one is missing or doubled), as :meth:`RummyState.card_total`."""
        return _total(m for _place, m in self.card_places())

    def dumps(self, meta: dict[str, Any] | None = None) -> str:
        """The hand as a save (what :func:`engine.serialize.dumps` writes for it)."""
        return write_text(hand_document(self, GAME_ID, meta))

    # -- information sets -----------------------------------------------------------------
    def view(self, player: int) -> PlayerView:
        """What ``player`` may know, frozen (see :class:`engine.jinlami.view.PlayerView`)."""
        return make_view(self, player)


def _total(masks: Iterable[int]) -> int:
    union = 0
    total = 0
    for m in masks:
        union |= m
        total += m.bit_count()
    return total if union == FULL_DECK_MASK else -total


def _union(masks: tuple[int, ...] | list[int]) -> int:
    u = 0
    for m in masks:
        u |= m
    return u


def _fits(meld: int, card: int) -> bool:
    if is_meld_mask(meld) == "set":
        rank = ((meld & -meld).bit_length() - 1) % 16
        return meld.bit_count() == 3 and (card.bit_length() - 1) % 16 == rank
    return (meld & -meld) == card << 1 or 1 << (meld.bit_length() - 1) == card >> 1


_HANDLERS: Final = {
    (Phase.OFFER, DRAW_DISCARD): HandState._draw,
    (Phase.OFFER, PASS): HandState._pass,
    (Phase.DRAW, DRAW_STOCK): HandState._draw,
    (Phase.DRAW, DRAW_DISCARD): HandState._draw,
    (Phase.DISCARD, DISCARD): HandState._discard,
    (Phase.DISCARD, KNOCK): HandState._knock,
    (Phase.DECLARE, DECLARE): HandState._declare,
    (Phase.LAYOFF, LAYOFF): HandState._layoff,
    (Phase.LAYOFF, END_LAYOFF): HandState._end_layoff,
}

_KIND_WORDS: Final = {
    DRAW_STOCK: "drawing from the stock",
    DRAW_DISCARD: "taking the discard",
    PASS: "passing",
    DISCARD: "discarding",
    KNOCK: "knocking",
    DECLARE: "declaring melds",
    LAYOFF: "laying off",
    END_LAYOFF: "ending the layoff",
}
_PHASE_WORDS: Final = {
    Phase.OFFER: "the up-card is on offer (take it or pass)",
    Phase.DRAW: "it is time to draw a card",
    Phase.DISCARD: "it is time to discard or knock",
    Phase.DECLARE: "the knocker must declare melds",
    Phase.LAYOFF: "the defender is laying off",
    Phase.OVER: "the hand is over",
}
