"""One hand of 拉米纸牌 Rummy for 2–4 players as an explicit state machine (docs/RULES.md Part B).

Phases and who acts::

    DRAW   the player to act draws the stock top or the discard top
    PLAY   the same player melds (``meld``), lays off onto any table meld (``layoff``),
           takes back the last of those (``undo``) any number of times, then discards
    OVER   someone went out, or the hand is a stalemate (僵局)

It is the 金拉米 style (:mod:`engine.jinlami.state`): a mutable state, ``legal_actions()`` in
a fixed order, a checked ``apply`` that leaves the state unchanged when it raises
:class:`~engine.errors.IllegalActionError` (with a code and params the UI words) and
returns events, ``copy()``, ``view(player)`` hiding the other hands.  Actions are
:class:`engine.actions.Action` values with the shared text notation (``draw stock``,
``meld 2H 3H 4H``, ``layoff 5H 0``, ``undo``, ``discard 7H``), so saves are action lists.
The deck comes from ``random.Random(seed)`` only: (rules, seed, dealer, actions)
replays the hand exactly.

Decisions where Part B is silent (docs/RULES.md: "choose what a player would expect"):

* **Seats and order.** Seats ``0 .. players-1``; play goes to the next seat up
  (``(p + 1) % players``). The player after the dealer leads; cards are dealt one at a
  time starting with the leader, then the up-card is turned from the stock.
  :class:`~engine.rummy.match.RummyMatch` makes seat ``players - 1`` the first dealer,
  so seat 0 (the human in the offline app) leads the first hand.
* **A turn** is one player's draw … discard (or the draw and the melds that empty the
  hand).  ``turn`` counts finished turns of the whole table; the hand is a stalemate
  when the ``turn_limit``-th (120th) discard leaves nobody out.  Going out on that
  turn still wins.  A hand is a stalemate too (``how`` ``"moves"``) at its
  :data:`~engine.rummy.rules.MOVE_LIMIT`-th move: only melds undone and made again,
  over and over, get there.
* **Stock exhaustion** is checked when a turn ends (after the discard): if the stock is
  empty, the first time the discard pile except its top card is turned over as the new
  stock, earliest discard (the up-card, if still there) on top; the second time (or if
  nothing is left to turn over) the hand is a stalemate.  So the player who draws the
  last card still plays the whole turn and may go out with it.
* **The turned-over stock is public**: every card in it was seen face up, in order, so
  views list it (``RummyView.stock_cards``) and what a player draws from it joins the
  cards everyone knows that player holds.  Events still hide stock draws from other
  seats, as the table shows them face down.
* **The taken discard** (``taken``) may not be discarded this turn, and no meld or
  lay-off may leave it as the only card in hand.  Melding or laying it off itself is
  fine, and so is emptying the hand completely.
* **一把出完 (rummy)**: going out in a turn when the player had not melded or laid off
  in any earlier turn of this hand (melds undone in the same turn never count).
* **Scoring**: the player who goes out wins the card values left in all other hands
  (A 1, 2–10 face value, J Q K 10), doubled for a rummy; everyone else scores 0.  A
  stalemate scores 0 for everyone.  No negative scores.
* **Undo** takes back the last meld or lay-off of the current turn (last first), never
  across a discard or the draw, and is impossible once the hand is over (going out by
  emptying the hand ends it at once).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Final

from ..actions import DISCARD, DRAW_DISCARD, DRAW_STOCK, LAYOFF, MELD, UNDO, Action, check_action
from ..cards import (
    DECK,
    FULL_DECK_MASK,
    Card,
    card_list,
    cards_from_mask,
    check_mask,
    mask_of,
    shuffled_deck,
    shuffled_rest,
)
from ..checks import check_card, check_rng, check_rules, check_seat, check_seed
from ..errors import IllegalActionError, RulesError, shown
from ..melds import is_meld_mask, points_of_mask
from ..save_codec import hand_document, write_text
from .events import RummyEvent, RummyRecord, RummyResult
from .melds import (
    Refusal,
    explain_meld,
    fits_meld,
    has_meld,
    layoff_problem,
    meld_masks_in,
    meld_problem,
)
from .rules import GAME_ID, MOVE_LIMIT, PLAYERS, RummyRules

if TYPE_CHECKING:
    from .view import RummyView

__all__ = [
    "PLAYERS",
    "Refusal",
    "RummyEvent",
    "RummyPhase",
    "RummyResult",
    "RummyRules",
    "RummyState",
    "explain_meld",
    "fits_meld",
    "has_meld",
    "layoff_problem",
    "meld_masks_in",
    "meld_problem",
]

_BY_MASK: Final = {c.mask: c for c in DECK}
_STEP_MELD: Final = 0
_STEP_LAYOFF: Final = 1


def _card(mask: int) -> Card:
    return _BY_MASK[mask]


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_from_mask(mask)]


class RummyPhase(Enum):
    DRAW = "draw"
    PLAY = "play"
    OVER = "over"


# -- the hand ------------------------------------------------------------------------------


def _seat(value: object, n: int, name: str) -> None:
    if value is not None and (type(value) is not int or not 0 <= value < n):
        raise IllegalActionError(
            f"{name} must be a seat 0..{n - 1}, got {shown(value)}", code="bad_position"
        )


def _check_setup(
    rules: object,
    hands: object,
    stock: object,
    stock_top: object,
    discards: object,
    melds: object,
    dealer: object,
    to_act: object,
) -> None:
    """Refuse the cards of a :meth:`RummyState.setup` position that no hand could reach
    (coded :class:`IllegalActionError` ``bad_position`` or :class:`CardError`)."""
    if not isinstance(rules, RummyRules):
        raise RulesError(f"rules must be RummyRules, got {shown(rules)}")
    n = rules.players
    if isinstance(hands, str | bytes) or not isinstance(hands, Sequence) or len(hands) != n:
        raise IllegalActionError(f"{n} hands are needed, got {shown(hands)}", code="bad_position")
    for i, hand in enumerate(hands):
        cards = card_list(hand, f"hand {i}")
        if len(cards) > rules.hand_size + 1:
            raise IllegalActionError(
                f"hand {i} holds more than {rules.hand_size + 1} cards", code="bad_position"
            )
        if not cards:
            raise IllegalActionError(
                f"hand {i} holds no card: that player has gone out, the hand is over",
                code="bad_position",
            )
    for name, given in (("the stock", stock), ("the stock's top", stock_top)):
        card_list(given or [], name)
    card_list(discards or [], "the discards")
    if melds is not None:
        if isinstance(melds, str | bytes) or not isinstance(melds, Sequence):
            raise IllegalActionError(
                f"melds must be a list, got {shown(melds)}", code="bad_position"
            )
        for entry in melds:
            if not isinstance(entry, tuple | list) or len(entry) != 2:
                raise IllegalActionError(
                    f"a table meld is (cards, seat), got {shown(entry)}", code="bad_position"
                )
            meld = card_list(entry[0], "a table meld")
            if mask_of(meld).bit_count() != len(meld):
                raise IllegalActionError("a table meld holds a card twice", code="duplicate_card")
            _seat(entry[1], n, "a meld's owner")
    _seat(dealer, n, "dealer")
    _seat(to_act, n, "to_act")


def _check_progress(
    rules: RummyRules,
    phase: object,
    taken: object,
    turn: object,
    turnovers: object,
    played: object,
    seed: object,
) -> None:
    """Refuse the turn state of a :meth:`RummyState.setup` position that is out of range."""
    if phase not in (RummyPhase.DRAW, RummyPhase.PLAY):
        raise IllegalActionError(
            f"a position is set up to draw or to play, not {shown(phase)}", code="bad_position"
        )
    if taken is not None and not isinstance(taken, Card):
        raise IllegalActionError(f"taken must be a card, got {shown(taken)}", code="bad_position")
    for name, value, top in (
        ("turn", turn, rules.turn_limit - 1),  # the last turn ended the hand
        ("turnovers", turnovers, 52),
    ):
        if type(value) is not int or not 0 <= value <= top:
            raise IllegalActionError(
                f"{name} must be a whole number 0..{top}, got {shown(value)}", code="bad_position"
            )
    if played is not None and (
        isinstance(played, str | bytes)
        or not isinstance(played, Sequence)
        or len(played) != rules.players
        or not all(isinstance(p, bool) for p in played)
    ):
        raise IllegalActionError(
            f"played must be one true/false per seat, got {shown(played)}", code="bad_position"
        )
    if type(seed) is not int:
        raise IllegalActionError(
            f"the seed must be a whole number, got {shown(seed)}", code="bad_position"
        )


def _check_taken(state: RummyState, taken: Card | None) -> None:
    """Refuse a card just taken from the pile (``taken``) that no hand could hold: one
    before the draw, one not in the hand of the player to act, or the only card left
    there (no meld or lay-off may leave it alone); and a draw from an empty stock."""
    hand = state.hands[state.to_act]
    if state.phase is RummyPhase.DRAW:
        if taken is not None:
            raise IllegalActionError(
                f"{taken} cannot have been taken from the pile: the player to act has not "
                "drawn yet",
                code="bad_position",
                card=str(taken),
            )
        if not state.stock:
            raise IllegalActionError(
                "the stock is empty: the hand would have been turned over or ended after "
                "the last discard",
                code="bad_position",
            )
        return
    if taken is None:
        return
    if not hand & taken.mask:
        raise IllegalActionError(
            f"{taken} was taken from the pile but is not in the hand of the player to act",
            code="bad_position",
            card=str(taken),
        )
    if hand == taken.mask:
        raise IllegalActionError(
            f"{taken}, just taken from the pile, cannot be the only card left in hand",
            code="bad_position",
            card=str(taken),
        )


class RummyState:
    """A hand of 拉米纸牌 in progress.  Create with :meth:`new`; play with :meth:`apply`.

    Table melds are three parallel lists: ``melds`` (card masks), ``meld_owner`` (the
    seat that laid it) and ``meld_added`` (``(seat, card mask)`` of every lay-off, in
    order).  ``steps`` are this turn's melds and lay-offs, for undo.
    """

    __slots__ = (
        "actions",
        "dealer",
        "discards",
        "hands",
        "log",
        "meld_added",
        "meld_owner",
        "melds",
        "phase",
        "played",
        "record",
        "result",
        "rules",
        "seed",
        "seeded",
        "steps",
        "stock",
        "taken",
        "to_act",
        "turn",
        "turnovers",
    )

    rules: RummyRules
    seed: int
    #: True when the deal is ``Random(seed)``'s shuffle, so a save (seed + actions) replays
    #: it; False for a deck given by hand (:meth:`from_deck`, :meth:`setup`).
    seeded: bool
    dealer: int
    hands: list[int]
    stock: list[int]  # the top is the end of the list
    discards: list[int]  # bottom → top
    melds: list[int]
    meld_owner: list[int]
    meld_added: list[tuple[tuple[int, int], ...]]
    phase: RummyPhase
    to_act: int
    turn: int
    taken: int
    steps: list[tuple[int, int, int]]  # (kind, meld index, cards mask)
    played: list[bool]  # melded or laid off in an earlier turn of this hand
    turnovers: int
    result: RummyResult | None
    actions: list[Action]
    log: list[RummyEvent]
    record: RummyRecord

    # -- creation -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: RummyRules,
        seed: int | None = None,
        dealer: int | None = None,
        rng: random.Random | None = None,
    ) -> RummyState:
        """Shuffle with ``Random(seed)`` (drawn from ``rng`` if not given) and deal.

        ``dealer`` defaults to the last seat, so seat 0 leads.
        """
        check_rules(rules, RummyRules)
        seed = check_rng(rng).getrandbits(63) if seed is None else check_seed(seed)
        n = rules.players
        if dealer is None:
            dealer = n - 1
        check_seat(dealer, n, "dealer")
        s = cls._deal(rules, seed, dealer, shuffled_deck(seed))
        s.seeded = True
        return s

    @classmethod
    def from_deck(
        cls,
        rules: RummyRules,
        deck: Sequence[Card],
        dealer: int | None = None,
        seed: int = 0,
    ) -> RummyState:
        """Deal from ``deck`` as given, its last card on top (dealt first), instead of a
        shuffle: the deal of :meth:`new` with chosen cards (tests relabel hidden cards
        this way).  ``seed`` is only recorded, so the hand's save replays the shuffle of
        that seed, not this deck."""
        n = check_rules(rules, RummyRules).players
        if dealer is None:
            dealer = n - 1
        check_seat(dealer, n, "dealer")
        check_seed(seed)
        cards = card_list(deck, "the deck")
        if len(cards) != len(DECK) or mask_of(cards) != FULL_DECK_MASK:
            raise IllegalActionError("a deck holds every card once", code="duplicate_card")
        return cls._deal(rules, seed, dealer, [c.mask for c in cards])

    @classmethod
    def _deal(cls, rules: RummyRules, seed: int, dealer: int, deck: list[int]) -> RummyState:
        n = rules.players
        s = cls._blank(rules, seed, dealer)
        leader = (dealer + 1) % n
        for i in range(rules.hand_size * n):  # one at a time, the leader first
            s.hands[(leader + i) % n] |= deck.pop()
        s.discards = [deck.pop()]
        s.stock = deck
        s.log = [RummyEvent("deal", dealer, _card(s.discards[0]))]
        s.record.note(s.log)
        return s

    @classmethod
    def _blank(cls, rules: RummyRules, seed: int, dealer: int) -> RummyState:
        n = rules.players
        s = cls.__new__(cls)
        s.rules, s.seed, s.dealer = rules, seed, dealer
        s.seeded = False
        s.hands = [0] * n
        s.stock = []
        s.discards = []
        s.melds, s.meld_owner, s.meld_added = [], [], []
        s.phase = RummyPhase.DRAW
        s.to_act = (dealer + 1) % n
        s.turn = 0
        s.taken = 0
        s.steps = []
        s.played = [False] * n
        s.turnovers = 0
        s.result = None
        s.actions = []
        s.log = []
        s.record = RummyRecord(n)
        return s

    @classmethod
    def setup(
        cls,
        rules: RummyRules,
        hands: list[list[Card]],
        *,
        stock: list[Card] | None = None,
        stock_top: list[Card] | None = None,
        discards: list[Card] | None = None,
        melds: list[tuple[list[Card], int]] | None = None,
        dealer: int | None = None,
        to_act: int | None = None,
        phase: RummyPhase = RummyPhase.DRAW,
        taken: Card | None = None,
        turn: int = 0,
        turnovers: int = 0,
        played: list[bool] | None = None,
        seed: int = 0,
    ) -> RummyState:
        """A position set up card by card (tests, puzzles, tutorials).

        ``stock`` is the whole stock, first drawn first; the cards placed nowhere then go
        under ``discards`` (the pile, bottom to top).  Without ``stock``, ``stock_top``
        lists the next cards drawn and the rest of the deck is shuffled from
        ``Random(seed)`` below them.  Without ``discards`` one card of the rest starts
        the pile, like the up-card of a deal (``[]``: an empty pile).  ``melds`` are
        table melds with the seat that laid each.  The player after the dealer acts
        unless ``to_act`` says otherwise.
        """
        _check_setup(rules, hands, stock, stock_top, discards, melds, dealer, to_act)
        _check_progress(rules, phase, taken, turn, turnovers, played, seed)
        n = rules.players
        if dealer is None:
            dealer = n - 1
        s = cls._blank(rules, seed, dealer)
        s.hands = [mask_of(h) for h in hands]
        table = [(mask_of(cs), owner) for cs, owner in melds or []]
        pile = [c.mask for c in discards or []]
        top = [c.mask for c in (stock if stock is not None else stock_top or [])]
        if sum(len(h) for h in hands) != sum(m.bit_count() for m in s.hands):
            raise IllegalActionError("a card is placed twice", code="duplicate_card")
        rest = shuffled_rest((*s.hands, *(m for m, _o in table), *pile, *top), seed)
        for m, _o in table:
            if is_meld_mask(m) is None:
                raise IllegalActionError(
                    f"{' '.join(_texts(m))} is not a meld", code="not_a_meld", cards=_texts(m)
                )
        if discards is None and rest:
            pile = [rest.pop()]  # an up-card, as in a deal
        if stock is not None:
            s.stock = top[::-1]
            s.discards = rest + pile
        else:
            s.stock = rest + top[::-1]
            s.discards = pile
        s.melds = [m for m, _o in table]
        s.meld_owner = [o for _m, o in table]
        s.meld_added = [() for _ in table]
        s.phase = phase
        s.to_act = (dealer + 1) % n if to_act is None else to_act
        _check_taken(s, taken)
        s.taken = taken.mask if taken is not None else 0
        s.turn = turn
        s.turnovers = turnovers
        s.played = list(played) if played is not None else [False] * n
        up = _card(s.discards[0]) if s.discards else None
        s.log = [RummyEvent("deal", dealer, up)]
        s.record.note(s.log)
        s.record.public_stock = turnovers > 0
        return s

    def copy(self) -> RummyState:
        """An independent copy (cards are ints, so this is shallow and fast)."""
        c = RummyState.__new__(RummyState)
        for name in RummyState.__slots__:
            setattr(c, name, getattr(self, name))
        c.hands = self.hands[:]
        c.stock = self.stock[:]
        c.discards = self.discards[:]
        c.melds = self.melds[:]
        c.meld_owner = self.meld_owner[:]
        c.meld_added = self.meld_added[:]
        c.steps = self.steps[:]
        c.played = self.played[:]
        c.actions = self.actions[:]
        c.log = self.log[:]
        c.record = self.record.copy()
        return c

    # -- queries --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def leader(self) -> int:
        """The seat that played the first turn (the one after the dealer)."""
        return (self.dealer + 1) % self.rules.players

    @property
    def seats(self) -> int:
        """Seats ``0 .. players - 1`` (the protocol's name for :attr:`players`)."""
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase is RummyPhase.OVER

    @property
    def winner(self) -> int | None:
        return self.result.winner if self.result is not None else None

    def hand(self, player: int) -> list[Card]:
        return cards_from_mask(self.hands[check_seat(player, self.rules.players)])

    @property
    def discard_top(self) -> Card | None:
        return _card(self.discards[-1]) if self.discards else None

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    def points(self) -> tuple[int, ...]:
        """Points each seat won in this hand (all 0 while playing or after a stalemate)."""
        if self.result is None:
            return (0,) * self.rules.players
        return self.result.points

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in a fixed order.

        DRAW: stock, discard.  PLAY: melds (by mask), lay-offs (by card, then meld),
        undo, discards (by card).
        """
        ph = self.phase
        if ph is RummyPhase.DRAW:
            out = []
            if self.stock:
                out.append(Action.draw_stock())
            if self.discards:
                out.append(Action.draw_discard())
            return out
        if ph is RummyPhase.OVER:
            return []
        hand = self.hands[self.to_act]
        taken = self.taken if hand & self.taken else 0
        out = [
            Action(MELD, melds=(m,))
            for m in meld_masks_in(hand)
            if not (taken and hand ^ m == taken)
        ]
        for c in cards_from_mask(hand):
            if taken and hand ^ c.mask == taken:
                continue
            for i, meld in enumerate(self.melds):
                if fits_meld(meld, c.mask):
                    out.append(Action(LAYOFF, c, target=i))
        if self.steps:
            out.append(Action.undo())
        out.extend(Action.discard(c) for c in cards_from_mask(hand & ~taken))
        return out

    def layoff_targets(self, card: Card) -> list[int]:
        """Indices of the table melds ``card`` fits onto (where the table outlines)."""
        check_card(card)
        return [i for i, m in enumerate(self.melds) if fits_meld(m, card.mask)]

    # -- playing --------------------------------------------------------------------------
    def apply(self, action: Action) -> list[RummyEvent]:
        """Play ``action`` for the player to act; return what happened.

        Raises :class:`IllegalActionError` (nothing changes) when the action is not legal.
        """
        if type(action) is not Action:
            raise IllegalActionError(f"not an action: {shown(action)}", code="illegal_action")
        ph = self.phase
        if ph is RummyPhase.OVER:
            raise IllegalActionError("the hand is over", code="hand_over")
        try:
            handler = _HANDLERS.get((ph, action.kind))
            if handler is None:
                check_action(action)
            if handler is None and action.kind == UNDO:
                raise IllegalActionError(
                    "nothing to undo: only this turn's melds and lay-offs can be taken back",
                    code="nothing_to_undo",
                )
            if handler is None:
                raise IllegalActionError(
                    f"{action.kind.replace('_', ' ')} is not possible now: "
                    + ("draw a card first" if ph is RummyPhase.DRAW else "you have drawn already"),
                    code="draw_first" if ph is RummyPhase.DRAW else "wrong_phase",
                    action=action.kind,
                    phase=ph.value,
                )
            events = handler(self, action)
        except (AttributeError, TypeError, IndexError, KeyError):
            check_action(action)  # a malformed action says so; the handlers read it first
            raise
        self.actions.append(action)
        if self.phase is not RummyPhase.OVER and len(self.actions) >= MOVE_LIMIT:
            events.append(self._stalemate("moves"))
        self.log.extend(events)
        self.record.note(events)
        return events

    def _draw(self, action: Action) -> list[RummyEvent]:
        p = self.to_act
        if action.kind == DRAW_STOCK:
            if not self.stock:
                raise IllegalActionError("the stock is empty", code="stock_empty")
            card = self.stock.pop()
            self.taken = 0
            source = "stock"
        else:
            if not self.discards:
                raise IllegalActionError("the discard pile is empty", code="discard_empty")
            card = self.discards.pop()
            self.taken = card
            source = "discard"
        self.hands[p] |= card
        self.steps = []
        self.phase = RummyPhase.PLAY
        return [RummyEvent("draw", p, _card(card), source)]

    def meld_refusal(self, mask: int) -> Refusal | None:
        """Why the player to act may not meld the cards of ``mask`` now (``None``: may)."""
        check_mask(mask)
        hand = self.hands[self.to_act]
        if mask & ~hand:
            return Refusal(
                "not_in_hand",
                {"cards": _texts(mask & ~hand)},
                f"not in your hand: {' '.join(_texts(mask & ~hand))}",
            )
        problem = meld_problem(mask)
        if problem is not None:
            return problem
        return self._taken_left(hand ^ mask)

    def _taken_left(self, rest: int) -> Refusal | None:
        if self.taken and rest == self.taken:
            c = str(_card(self.taken))
            return Refusal(
                "just_taken_only_card",
                {"card": c},
                f"{c} was just taken from the discard pile: it cannot be the only card left",
            )
        return None

    def layoff_refusal(self, card: Card, index: int) -> Refusal | None:
        """Why the player to act may not lay ``card`` off onto table meld ``index`` now."""
        check_card(card)
        if type(index) is not int:
            raise IllegalActionError(f"not a meld number: {shown(index)}", code="no_such_meld")
        hand = self.hands[self.to_act]
        if not hand & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        if not 0 <= index < len(self.melds):
            return Refusal("no_such_meld", {"index": index}, f"there is no meld number {index}")
        problem = layoff_problem(self.melds[index], card.mask, index)
        if problem is not None:
            return problem
        return self._taken_left(hand ^ card.mask)

    def discard_refusal(self, card: Card) -> Refusal | None:
        """Why the player to act may not discard ``card`` now."""
        check_card(card)
        if not self.hands[self.to_act] & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        if card.mask == self.taken:
            return Refusal(
                "just_taken",
                {"card": str(card)},
                f"{card} was just taken from the discard pile and cannot be discarded this turn",
            )
        return None

    def _meld(self, action: Action) -> list[RummyEvent]:
        if len(action.melds) != 1:
            raise IllegalActionError("meld one group at a time", code="bad_action_text")
        mask = action.melds[0]
        refusal = self.meld_refusal(mask)
        if refusal is not None:
            raise refusal.error()
        p = self.to_act
        self.hands[p] ^= mask
        self.melds.append(mask)
        self.meld_owner.append(p)
        self.meld_added.append(())
        index = len(self.melds) - 1
        self.steps.append((_STEP_MELD, index, mask))
        events = [RummyEvent("meld", p, cards=tuple(cards_from_mask(mask)), target=index)]
        if not self.hands[p]:
            events.append(self._go_out(p, "meld"))
        return events

    def _layoff(self, action: Action) -> list[RummyEvent]:
        c = action.card
        if c is None:
            raise IllegalActionError("no card given", code="no_card")
        refusal = self.layoff_refusal(c, action.target)
        if refusal is not None:
            raise refusal.error()
        p, i = self.to_act, action.target
        self.hands[p] ^= c.mask
        self.melds[i] |= c.mask
        self.meld_added[i] = (*self.meld_added[i], (p, c.mask))
        self.steps.append((_STEP_LAYOFF, i, c.mask))
        events = [RummyEvent("layoff", p, c, target=i)]
        if not self.hands[p]:
            events.append(self._go_out(p, "layoff"))
        return events

    def _undo(self, action: Action) -> list[RummyEvent]:
        if not self.steps:
            raise IllegalActionError(
                "nothing to undo: only this turn's melds and lay-offs can be taken back",
                code="nothing_to_undo",
            )
        p = self.to_act
        kind, i, mask = self.steps.pop()
        self.hands[p] |= mask
        if kind == _STEP_MELD:
            del self.melds[i], self.meld_owner[i], self.meld_added[i]
            source = "meld"
        else:
            self.melds[i] &= ~mask
            self.meld_added[i] = self.meld_added[i][:-1]
            source = "layoff"
        return [RummyEvent("undo", p, source=source, cards=tuple(cards_from_mask(mask)), target=i)]

    def _discard(self, action: Action) -> list[RummyEvent]:
        c = action.card
        if c is None:
            raise IllegalActionError("no card given", code="no_card")
        refusal = self.discard_refusal(c)
        if refusal is not None:
            raise refusal.error()
        p = self.to_act
        self.hands[p] ^= c.mask
        self.discards.append(c.mask)
        self.turn += 1
        self.taken = 0
        events = [RummyEvent("discard", p, c)]
        if not self.hands[p]:
            events.append(self._go_out(p, "discard"))
            return events
        if self.steps:
            self.played[p] = True
        self.steps = []
        if self.turn >= self.rules.turn_limit:
            events.append(self._stalemate("turns"))
            return events
        if not self.stock:
            if self.turnovers == 0 and len(self.discards) > 1:
                self.stock = self.discards[-2::-1]  # the earliest discard ends on top
                self.discards = self.discards[-1:]
                self.turnovers = 1
                events.append(RummyEvent("turnover", -1, target=len(self.stock)))
            else:
                events.append(self._stalemate("stock"))
                return events
        self.to_act = (p + 1) % self.rules.players
        self.phase = RummyPhase.DRAW
        return events

    def _go_out(self, p: int, how: str) -> RummyEvent:
        left = tuple(points_of_mask(h) for h in self.hands)
        rummy = not self.played[p]
        base = sum(left)
        pts = [0] * self.rules.players
        pts[p] = base * 2 if rummy else base
        self.result = RummyResult("out", p, how, rummy, left, tuple(pts))
        self.phase = RummyPhase.OVER
        self.steps = []
        return RummyEvent("hand_over", p, result=self.result)

    def _stalemate(self, reason: str) -> RummyEvent:
        left = tuple(points_of_mask(h) for h in self.hands)
        self.result = RummyResult("stalemate", None, reason, False, left, (0,) * self.rules.players)
        self.phase = RummyPhase.OVER
        self.steps = []
        return RummyEvent("hand_over", -1, result=self.result)

    # -- information sets -----------------------------------------------------------------
    def view(self, player: int) -> RummyView:
        """What ``player`` may know, frozen (see :class:`engine.rummy.view.RummyView`)."""
        from .view import make_rummy_view  # lazy: the view imports this module

        return make_rummy_view(self, player)

    def card_places(self) -> list[tuple[str, int]]:
        """Every place a card can be, as ``(place, mask)``: the hands, each stock card, each
        pile card and each table meld.  Each card of the deck is in exactly one of them."""
        places = [(f"hand {p}", m) for p, m in enumerate(self.hands)]
        places += [("stock", m) for m in self.stock]
        places += [("discards", m) for m in self.discards]
        places += [(f"meld {i}", m) for i, m in enumerate(self.melds)]
        return places

    def dumps(self, meta: dict[str, Any] | None = None) -> str:
        """The hand as a save (what :func:`engine.serialize.dumps` writes for it)."""
        return write_text(hand_document(self, GAME_ID, meta))

    def card_total(self) -> int:
        """Cards in hands, stock, pile and table melds (always 52: a conservation check)."""
        every = [*self.hands, *self.stock, *self.discards, *self.melds]
        union = 0
        for m in every:
            union |= m
        total = sum(m.bit_count() for m in every)
        return total if union == FULL_DECK_MASK else -total


_HANDLERS: Final = {
    (RummyPhase.DRAW, DRAW_STOCK): RummyState._draw,
    (RummyPhase.DRAW, DRAW_DISCARD): RummyState._draw,
    (RummyPhase.PLAY, MELD): RummyState._meld,
    (RummyPhase.PLAY, LAYOFF): RummyState._layoff,
    (RummyPhase.PLAY, UNDO): RummyState._undo,
    (RummyPhase.PLAY, DISCARD): RummyState._discard,
}
