"""What one seat of a 拉米纸牌 hand may know (docs/RULES.md Part B), and nothing more.

As for 金拉米 (:mod:`engine.jinlami.view`): bots and the table get a frozen
:class:`RummyView` and never the state.  Other seats' hands appear only as card counts
plus the cards everyone knows they hold (taken from the discard pile, drawn from the
public turned-over stock, or taken back by an undo, and not played since).  The table
asks the view the questions its aids need: :meth:`RummyView.explain_meld` (why a
selection is not a meld, as a code and params), :meth:`RummyView.layoff_targets` (the
melds a card can be laid off onto) and :attr:`RummyView.has_meld` (the hand's mark).
:meth:`RummyView.determinize` samples a full state consistent with the view for search
bots.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import Action
from ..cards import DECK, FULL_DECK_MASK, Card, card_list, cards_from_mask, mask_of
from ..checks import check_card, check_rng, check_seat
from ..errors import IllegalActionError, shown
from ..melds import is_meld_mask
from .events import RummyEvent, RummyRecord, RummyResult
from .melds import Refusal, fits_meld, has_meld, layoff_problem, meld_problem
from .rules import RummyRules
from .state import RummyPhase

if TYPE_CHECKING:
    from .state import RummyState

__all__ = ["RummyStep", "RummyView", "TableMeld", "make_rummy_view"]

_BY_MASK = {c.mask: c for c in DECK}


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the shared table: its cards (deck order: a run low to high), the seat
    that laid it, and every card laid off onto it with the seat that added it."""

    cards: tuple[Card, ...]
    owner: int
    added: tuple[tuple[int, Card], ...] = ()

    @property
    def mask(self) -> int:
        return mask_of(self.cards)

    @property
    def kind(self) -> str:
        """``"set"`` or ``"run"``."""
        return is_meld_mask(self.mask) or "run"

    @property
    def contributors(self) -> tuple[int, ...]:
        """Seats that added cards, each once, in the order they first did."""
        out: list[int] = []
        for seat, _c in self.added:
            if seat not in out:
                out.append(seat)
        return tuple(out)

    def adder_of(self, card: Card) -> int:
        """The seat that put ``card`` here (the owner for the meld's own cards)."""
        for seat, c in self.added:
            if c is card:
                return seat
        return self.owner


@dataclass(frozen=True, slots=True)
class RummyStep:
    """One meld (``kind`` ``"meld"``: a new table meld ``target``) or lay-off (``"layoff"``
    onto ``target``) made this turn; ``undo`` takes back the last one."""

    kind: str
    target: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class RummyView:
    """What seat ``player`` knows.  Frozen and comparable: equal knowledge, equal views."""

    player: int
    rules: RummyRules
    phase: RummyPhase
    to_act: int
    dealer: int
    turn: int  # finished table turns (the hand is a stalemate at rules.turn_limit)
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]  # every seat's hand size
    known: tuple[tuple[Card, ...], ...]  # per seat: cards everyone knows it holds
    stock_count: int
    stock_cards: tuple[Card, ...] | None  # the turned-over stock, next draw first (public)
    turnovers: int
    discard_pile: tuple[Card, ...]  # bottom → top; every card in it was seen face up
    discard_history: tuple[tuple[int, Card], ...]  # (player, card); -1 = the up-card
    pickups: tuple[tuple[int, Card], ...]  # (player, card) taken from the discard pile
    taken: Card | None  # the card the player to act took from the pile this turn
    table_melds: tuple[TableMeld, ...]
    turn_steps: tuple[RummyStep, ...]  # this turn's melds and lay-offs (undo order: last)
    has_played: tuple[bool, ...]  # melded or laid off in an earlier turn (no 一把出完 then)
    hands_shown: tuple[tuple[Card, ...], ...] | None  # every hand, once the hand is over
    result: RummyResult | None
    events: tuple[RummyEvent, ...]  # the hand so far, redacted for this seat
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act

    # -- simple questions -----------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def seats(self) -> int:
        """Seats ``0 .. players - 1`` (the protocol's name for :attr:`players`)."""
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase is RummyPhase.OVER

    @property
    def leader(self) -> int:
        return (self.dealer + 1) % self.rules.players

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.player and bool(self.legal_actions)

    @property
    def hand_mask(self) -> int:
        return mask_of(self.hand)

    @property
    def has_meld(self) -> bool:
        """Whether the hand holds at least one meld (the mark on the hand)."""
        return has_meld(mask_of(self.hand))

    def layoff_targets(self, card: Card) -> tuple[int, ...]:
        """Indices of the table melds ``card`` fits onto (the outlines when it is selected).

        Pure fit: whether the lay-off is allowed now (turn, phase, the taken card) is
        :meth:`explain_layoff`'s business.
        """
        check_card(card)
        return tuple(i for i, m in enumerate(self.table_melds) if fits_meld(m.mask, card.mask))

    # -- why not (codes for the status line) ----------------------------------------------
    def _turn_refusal(self) -> Refusal | None:
        if self.phase is RummyPhase.OVER:
            return Refusal("hand_over", {}, "the hand is over")
        if self.to_act != self.player:
            return Refusal("not_your_turn", {"to_act": self.to_act}, "it is not your turn")
        if self.phase is RummyPhase.DRAW:
            return Refusal("draw_first", {}, "draw a card first")
        return None

    def _taken_left(self, rest: int) -> Refusal | None:
        t = self.taken
        if t is not None and rest == t.mask and self.to_act == self.player:
            return Refusal(
                "just_taken_only_card",
                {"card": str(t)},
                f"{t} was just taken from the discard pile: it cannot be the only card left",
            )
        return None

    def explain_meld(self, cards: list[Card] | tuple[Card, ...]) -> Refusal | None:
        """Why ``cards`` cannot be melded now, ``None`` if they can.

        First why the group is not a meld at all (:func:`engine.rummy.melds.meld_problem`:
        ``too_short``, ``missing_card``, ``ace_low_only``, ``mixed_suits`` …), then
        ``not_in_hand``, then the turn (``not_your_turn``, ``draw_first``, ``hand_over``),
        then ``just_taken_only_card``.
        """
        mask = 0
        for c in card_list(cards):
            if mask & c.mask:
                return Refusal("duplicate_card", {"card": str(c)}, f"{c} is selected twice")
            mask |= c.mask
        problem = meld_problem(mask)
        if problem is not None:
            return problem
        hand = mask_of(self.hand)
        if mask & ~hand:
            missing = [str(c) for c in cards_from_mask(mask & ~hand)]
            return Refusal("not_in_hand", {"cards": missing}, "not in your hand")
        return self._turn_refusal() or self._taken_left(hand ^ mask)

    def explain_layoff(self, card: Card, index: int) -> Refusal | None:
        """Why ``card`` cannot be laid off onto table meld ``index`` now (``None``: it can)."""
        check_card(card)
        _check_index(index)
        hand = mask_of(self.hand)
        if not hand & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        if not 0 <= index < len(self.table_melds):
            return Refusal("no_such_meld", {"index": index}, f"there is no meld number {index}")
        problem = layoff_problem(self.table_melds[index].mask, card.mask, index)
        return problem or self._turn_refusal() or self._taken_left(hand ^ card.mask)

    def explain_discard(self, card: Card) -> Refusal | None:
        """Why ``card`` cannot be discarded now (``just_taken``: "that is the discard you
        just took"), ``None`` if it can."""
        check_card(card)
        if not mask_of(self.hand) & card.mask:
            return Refusal("not_in_hand", {"card": str(card)}, f"{card} is not in your hand")
        turn = self._turn_refusal()
        if turn is not None:
            return turn
        if self.taken is card:
            return Refusal(
                "just_taken",
                {"card": str(card)},
                f"{card} was just taken from the discard pile and cannot be discarded this turn",
            )
        return None

    # -- sampling -------------------------------------------------------------------------
    def unseen_mask(self) -> int:
        """Cards this seat cannot place: in other hands (unknown ones) or the unknown stock."""
        seen = mask_of(self.hand) | mask_of(self.discard_pile)
        for k in self.known:
            seen |= mask_of(k)
        for m in self.table_melds:
            seen |= m.mask
        if self.stock_cards is not None:
            seen |= mask_of(self.stock_cards)
        if self.hands_shown is not None:
            for h in self.hands_shown:
                seen |= mask_of(h)
        return FULL_DECK_MASK & ~seen

    def unseen_cards(self) -> list[Card]:
        return cards_from_mask(self.unseen_mask())

    def determinize(self, rng: random.Random) -> RummyState:
        """A full hand state consistent with this view; hidden cards dealt from ``rng``.

        The state's per-seat event lists are this seat's own (the others' are unknown);
        search bots read views of the sample, which hold only what the sample implies.
        """
        from .state import RummyState  # lazy: the state imports this module

        check_rng(rng)
        n = self.rules.players
        unseen = cards_from_mask(self.unseen_mask())
        rng.shuffle(unseen)
        s = RummyState._blank(self.rules, -1, self.dealer)
        hands = [0] * n
        for q in range(n):
            if q == self.player:
                hands[q] = mask_of(self.hand)
            elif self.hands_shown is not None:
                hands[q] = mask_of(self.hands_shown[q])
            else:
                hands[q] = mask_of(self.known[q])
                for _ in range(self.card_counts[q] - hands[q].bit_count()):
                    hands[q] |= unseen.pop().mask
        s.hands = hands
        if self.stock_cards is not None:
            s.stock = [c.mask for c in reversed(self.stock_cards)]
        else:
            s.stock = [c.mask for c in unseen[: self.stock_count]]
        s.discards = [c.mask for c in self.discard_pile]
        s.melds = [m.mask for m in self.table_melds]
        s.meld_owner = [m.owner for m in self.table_melds]
        s.meld_added = [tuple((seat, c.mask) for seat, c in m.added) for m in self.table_melds]
        s.phase, s.to_act, s.turn = self.phase, self.to_act, self.turn
        s.taken = self.taken.mask if self.taken is not None else 0
        s.steps = [
            (0 if st.kind == "meld" else 1, st.target, mask_of(st.cards)) for st in self.turn_steps
        ]
        s.played = list(self.has_played)
        s.turnovers = self.turnovers
        s.result = self.result
        s.log = list(self.events)
        r = RummyRecord(n)
        r.seen = [list(self.events) for _ in range(n)]
        r.history = list(self.discard_history)
        r.pickups = list(self.pickups)
        r.known = [mask_of(k) for k in self.known]
        r.public_stock = self.turnovers > 0
        s.record = r
        return s


def _check_index(index: object) -> None:
    """An :class:`IllegalActionError` (``no_such_meld``) unless ``index`` is a whole number."""
    if type(index) is not int:
        raise IllegalActionError(f"not a meld number: {shown(index)}", code="no_such_meld")


def make_rummy_view(state: RummyState, player: int) -> RummyView:
    """Build ``player``'s view of ``state``."""
    n = state.rules.players
    check_seat(player, n)
    record = state.record
    over = state.phase is RummyPhase.OVER
    by = _BY_MASK
    mine = state.to_act == player and not over
    steps = state.steps if not over else []
    return RummyView(
        player=player,
        rules=state.rules,
        phase=state.phase,
        to_act=state.to_act,
        dealer=state.dealer,
        turn=state.turn,
        hand=tuple(cards_from_mask(state.hands[player])),
        card_counts=tuple(h.bit_count() for h in state.hands),
        known=tuple(tuple(cards_from_mask(k)) for k in record.known),
        stock_count=len(state.stock),
        stock_cards=(tuple(by[m] for m in reversed(state.stock)) if state.turnovers > 0 else None),
        turnovers=state.turnovers,
        discard_pile=tuple(by[m] for m in state.discards),
        discard_history=tuple(record.history),
        pickups=tuple(record.pickups),
        taken=by[state.taken] if state.taken and not over else None,
        table_melds=tuple(
            TableMeld(
                tuple(cards_from_mask(m)),
                state.meld_owner[i],
                tuple((seat, by[c]) for seat, c in state.meld_added[i]),
            )
            for i, m in enumerate(state.melds)
        ),
        turn_steps=tuple(
            RummyStep("meld" if k == 0 else "layoff", i, tuple(cards_from_mask(m)))
            for k, i, m in steps
        ),
        has_played=tuple(state.played),
        hands_shown=tuple(tuple(cards_from_mask(h)) for h in state.hands) if over else None,
        result=state.result,
        events=tuple(record.seen[player]),
        legal_actions=tuple(state.legal_actions()) if mine else (),
    )
