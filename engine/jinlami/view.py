"""A player's information set: everything one seat may know, and nothing more.

Bots receive a :class:`PlayerView` and a ``random.Random``; they never hold the hand
state, so they cannot peek by construction.  ``determinize`` samples a full state
consistent with the view for search bots.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import DECK, Card, cards_from_mask, mask_of
from ..checks import check_rng, check_seat
from .events import Event
from .rules import Rules
from .scoring import Settlement
from .standing import MatchStanding

if TYPE_CHECKING:
    from .state import HandState, Phase

__all__ = ["PlayerView", "PublicRecord", "make_view"]


@dataclass(frozen=True)
class PlayerView:
    """What seat ``player`` knows.  Frozen and comparable: equal knowledge, equal views."""

    player: int
    rules: Rules
    phase: Phase
    to_act: int
    dealer: int
    turn: int
    hand: tuple[Card, ...]
    opponent_card_count: int
    stock_count: int
    discard_pile: tuple[Card, ...]  # bottom → top; every card in it was seen face up
    discard_history: tuple[tuple[int, Card], ...]  # (player, card) in order; -1 = the up-card
    pickups: tuple[tuple[int, Card], ...]  # (player, card) taken from the discard pile
    opponent_known: tuple[Card, ...]  # opponent cards this seat has seen and knows are held
    taken: Card | None  # the card just taken from the pile (public; may not be discarded)
    stock_only: bool
    knocker: int
    knock_card: Card | None  # only the knocker's own face-down card
    declared: tuple[tuple[Card, ...], ...]
    table_melds: tuple[tuple[Card, ...], ...]
    laid_off: tuple[Card, ...]
    opponent_hand: tuple[Card, ...] | None  # shown once the opponent's hand is revealed
    settlement: Settlement | None
    events: tuple[Event, ...]  # the hand so far, redacted for this seat
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act
    #: The hand's own knock limit (Oklahoma takes it from the up-card; docs/RULES.md
    #: Part E): what a bot or the app compares deadwood with, not ``rules.knock_limit``.
    knock_limit: int = 10
    #: True when the hand's score is doubled (Oklahoma, a spade up-card).
    doubled: bool = False
    #: The match score at the start of the hand, this seat's own first (public: both
    #: players see the score sheet); ``None`` for a hand played outside a match.
    standing: MatchStanding | None = None

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.player and bool(self.legal_actions)

    @property
    def seats(self) -> int:
        """Two seats, 0 and 1 (the protocol's number of seats)."""
        return 2

    @property
    def card_counts(self) -> tuple[int, int]:
        """Both seats' numbers of cards in hand, seat 0 first."""
        mine, theirs = len(self.hand), self.opponent_card_count
        return (mine, theirs) if self.player == 0 else (theirs, mine)

    @property
    def is_over(self) -> bool:
        from .state import Phase  # lazy: the state imports this module

        return self.phase is Phase.OVER

    @property
    def result(self) -> Settlement | None:
        """How the hand ended: its settlement (``None`` while playing or after a draw)."""
        return self.settlement

    def unseen_cards(self) -> list[Card]:
        """Cards this seat has never seen (in the stock, the opponent's hand or face down)."""
        return cards_from_mask(self._unseen_mask())

    def _unseen_mask(self) -> int:
        seen = mask_of(self.hand) | mask_of(self.discard_pile) | mask_of(self.opponent_known)
        seen |= mask_of(self.laid_off)
        for m in self.table_melds:
            seen |= mask_of(m)
        if self.opponent_hand is not None:
            seen |= mask_of(self.opponent_hand)
        if self.knock_card is not None:
            seen |= self.knock_card.mask
        full = 0
        for c in DECK:
            full |= c.mask
        return full & ~seen

    def determinize(self, rng: random.Random) -> HandState:
        """A full hand state consistent with this view; hidden cards dealt from ``rng``."""
        from .state import HandState  # lazy: the state imports this module

        check_rng(rng)
        me, opp = self.player, 1 - self.player
        unseen = cards_from_mask(self._unseen_mask())
        rng.shuffle(unseen)
        s = HandState.__new__(HandState)
        s.rules, s.seed, s.dealer = self.rules, -1, self.dealer
        s.seeded = False  # the hidden cards are a sample, not a seed's deal
        hands = [0, 0]
        hands[me] = mask_of(self.hand)
        if self.opponent_hand is not None:
            hands[opp] = mask_of(self.opponent_hand)
        else:
            hands[opp] = mask_of(self.opponent_known)
            need = self.opponent_card_count - hands[opp].bit_count()
            for _ in range(need):
                hands[opp] |= unseen.pop().mask
        s.hands = hands
        s.knock_limit, s.doubled = self.knock_limit, self.doubled
        s.knock_card = 0
        if self.knocker >= 0 and any(e.kind == "knock" for e in self.events):  # not Big Gin
            s.knock_card = self.knock_card.mask if self.knock_card else unseen.pop().mask
        s.stock = [c.mask for c in unseen[: self.stock_count]]
        s.discards = [c.mask for c in self.discard_pile]
        s.phase, s.to_act, s.turn = self.phase, self.to_act, self.turn
        s.offer_stage = _offer_stage(self)
        s.stock_only = self.stock_only
        s.taken = self.taken.mask if self.taken else 0
        s.knocker = self.knocker
        s.declared = tuple(mask_of(m) for m in self.declared)
        s.table_melds = [mask_of(m) for m in self.table_melds]
        s.laid_off = mask_of(self.laid_off)
        s.settlement = self.settlement
        st = self.standing
        s.standing = st if st is None or me == 0 else st.turned()
        s.actions = []
        s.log = list(self.events)
        s.record = PublicRecord.from_events(s.log)
        return s


def _offer_stage(v: PlayerView) -> int:
    return min(sum(1 for e in v.events if e.kind == "pass"), 2)


class PublicRecord:
    """What each seat has seen so far, kept up to date event by event.

    Views are built often (every bot decision), so the redacted event lists, the discard
    history, the pick-ups and the cards each seat knows its opponent holds are extended
    as events happen instead of being rebuilt from the whole log.  Everything here comes
    from events as each seat saw them, so nothing can depend on a hidden card.
    """

    __slots__ = ("history", "known", "pickups", "seen")

    def __init__(self) -> None:
        self.seen: tuple[list[Event], list[Event]] = ([], [])
        self.history: list[tuple[int, Card]] = []
        self.pickups: list[tuple[int, Card]] = []
        self.known = [0, 0]  # known[p]: cards p knows the opponent holds

    def copy(self) -> PublicRecord:
        r = PublicRecord.__new__(PublicRecord)
        r.seen = (self.seen[0][:], self.seen[1][:])
        r.history = self.history[:]
        r.pickups = self.pickups[:]
        r.known = self.known[:]
        return r

    def note(self, events: list[Event]) -> None:
        seen0, seen1 = self.seen
        for e in events:
            seen0.append(e.for_viewer(0))
            seen1.append(e.for_viewer(1))
            c = e.card
            if c is None:
                continue
            kind = e.kind
            if kind == "deal":
                self.history.append((-1, c))  # the up-card
            elif kind == "draw":
                if e.source == "discard":
                    self.pickups.append((e.player, c))
                    self.known[1 - e.player] |= c.mask
            elif kind == "discard":
                self.history.append((e.player, c))
                self.known[1 - e.player] &= ~c.mask
            elif kind == "layoff":
                self.known[1 - e.player] &= ~c.mask

    @classmethod
    def from_events(cls, events: list[Event]) -> PublicRecord:
        r = cls()
        r.note(events)
        return r


_BY_MASK = {c.mask: c for c in DECK}


def _card_at(mask: int) -> Card:
    return _BY_MASK[mask]


def make_view(state: HandState, player: int) -> PlayerView:
    """Build ``player``'s view of ``state``."""
    from .state import Phase  # lazy: the state imports this module

    check_seat(player, 2)
    opp = 1 - player
    record = state.record
    over = state.phase is Phase.OVER
    knocked = state.knocker >= 0
    opponent_hand: tuple[Card, ...] | None = None
    # A4: the knocker shows the 10 kept cards when knocking (before declaring melds);
    # the defender's hand is shown when the knocked hand is settled.
    if knocked and (state.knocker == opp or over):
        opponent_hand = tuple(cards_from_mask(state.hands[opp]))
    to_act_me = state.to_act == player and not over
    return PlayerView(
        player=player,
        rules=state.rules,
        phase=state.phase,
        to_act=state.to_act,
        dealer=state.dealer,
        turn=state.turn,
        hand=tuple(cards_from_mask(state.hands[player])),
        opponent_card_count=state.hands[opp].bit_count(),
        stock_count=len(state.stock),
        discard_pile=tuple(_card_at(m) for m in state.discards),
        discard_history=tuple(record.history),
        pickups=tuple(record.pickups),
        opponent_known=(
            tuple(cards_from_mask(record.known[player])) if opponent_hand is None else opponent_hand
        ),
        taken=_card_at(state.taken) if state.taken else None,
        stock_only=state.stock_only,
        knocker=state.knocker,
        knock_card=(
            _card_at(state.knock_card) if state.knock_card and state.knocker == player else None
        ),
        declared=tuple(tuple(cards_from_mask(m)) for m in state.declared),
        table_melds=tuple(tuple(cards_from_mask(m)) for m in state.table_melds),
        laid_off=tuple(cards_from_mask(state.laid_off)),
        opponent_hand=opponent_hand,
        settlement=state.settlement,
        events=tuple(record.seen[player]),
        legal_actions=tuple(state.legal_actions()) if to_act_me else (),
        knock_limit=state.knock_limit,
        doubled=state.doubled,
        standing=(
            state.standing if state.standing is None or player == 0 else state.standing.turned()
        ),
    )
