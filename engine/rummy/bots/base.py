"""What every 拉米纸牌 level shares: the bot interface, the table as a bot reads it, and
the plan of melds and lay-offs that disposes of the most cards.

A bot gets a :class:`~engine.rummy.view.RummyView` and a ``random.Random``, never the
state, so it cannot see another hand or the stock order.  A turn is several decisions
(draw, then each meld or lay-off, then the discard); each is one ``choose`` call on a
fresh view.  Bots re-plan from the view every time, so a plan carried out step by step
stays the plan.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar, Final

from ...actions import Action
from ...cards import DECK, mask_of
from ...checks import check_rng, check_seed
from ...errors import IllegalActionError, shown
from ...layoff import _closure
from ...melds import VALUES13, arrange_mask, points_of_mask
from ..state import RummyEvent, RummyPhase
from ..view import RummyView

__all__ = ["RummyBot", "Table", "dispose_step", "go_out_step", "residual"]

_BY_MASK: Final = {c.mask: c for c in DECK}
_RANK_COLUMN: Final = tuple(sum(1 << (s * 16 + r) for s in range(4)) for r in range(13))


def _value(bit_mask: int) -> int:
    return VALUES13[1 << ((bit_mask.bit_length() - 1) & 15)]


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _neighbours(card: int) -> int:
    """Cards that can share a meld with ``card``: same rank, or same suit within two."""
    b = card.bit_length() - 1
    rank = b & 15
    near = _RANK_COLUMN[rank] & ~card
    for d in (1, 2):
        if rank - d >= 0:
            near |= card >> d
        if rank + d <= 12:
            near |= card << d
    return near


_NEIGHBOURS: Final = {c.mask: _neighbours(c.mask) for c in DECK}


class Table:
    """The table melds as a bot needs them: which cards can be laid off, chains included.

    A run takes cards outward from both ends (each laid-off card opens the next slot);
    a set of three takes its fourth.  Runs never compete for a card in a way that
    matters to *how many* cards go, so the count is a few shifts per meld.
    """

    __slots__ = ("melds", "runs", "set4")

    def __init__(self, melds: list[int]) -> None:
        self.melds = melds
        self.runs: list[tuple[int, int]] = []
        self.set4 = 0
        for m in melds:
            ranks = (m | m >> 16 | m >> 32 | m >> 48) & 0x1FFF
            if ranks.bit_count() == 1:
                if m.bit_count() == 3:
                    self.set4 |= _RANK_COLUMN[ranks.bit_length() - 1] & ~m
            else:
                self.runs.append((m & -m, 1 << (m.bit_length() - 1)))

    @classmethod
    def of(cls, view: RummyView) -> Table:
        return cls([m.mask for m in view.table_melds])

    def layable(self, cards: int) -> int:
        """The cards of ``cards`` that can be laid off, one after another."""
        got = 0
        for low, high in self.runs:
            b = low >> 1
            while b & cards:
                got |= b
                b >>= 1
            b = high << 1
            while b & cards:
                got |= b
                b <<= 1
        return got | (self.set4 & cards)

    def fits(self, card: int) -> bool:
        return bool(self.layable(card))


def residual(hand: int, table: Table) -> int:
    """The cards of ``hand`` that neither a meld of the hand nor a lay-off can take.

    Two readings, the better kept: melds first (least deadwood) then lay-offs of what
    is left; or lay-offs first, then melds of the rest.  Going out needs at most one
    card left (the discard).
    """
    arr = arrange_mask(hand)
    dead = arr.deadwood_mask
    if not dead:
        return 0
    left_a = dead & ~table.layable(dead)
    if not left_a or not table.melds:
        return left_a
    lay = table.layable(hand)
    if not lay:
        return left_a
    rest = hand & ~lay
    left_b = arrange_mask(rest).deadwood_mask
    ka, kb = left_a.bit_count(), left_b.bit_count()
    if kb < ka or (kb == ka and points_of_mask(left_b) < points_of_mask(left_a)):
        return left_b
    return left_a


@dataclass(frozen=True, slots=True)
class _Plan:
    """Melds to make (masks) and lay-offs ``(card mask, meld index)`` — indices past the
    table's end are the new melds, in order — and the cards left."""

    melds: tuple[int, ...]
    layoffs: tuple[tuple[int, int], ...]
    left: int


def _plan(hand: int, table: list[int]) -> _Plan:
    """The steps that dispose of the most cards of ``hand`` (see :func:`residual`)."""
    arr = arrange_mask(hand)
    melds = arr.meld_masks
    plan_a, left_a = _closure([*table, *melds], arr.deadwood_mask)
    best = _Plan(melds, tuple(plan_a), left_a)
    if left_a and table:
        lay_plan, rest_left = _closure(table, hand)
        if lay_plan:
            arr_b = arrange_mask(rest_left)
            melds_b = arr_b.meld_masks
            laid = 0
            for c, _i in lay_plan:
                laid |= c
            if arr_b.deadwood_mask.bit_count() < left_a.bit_count():
                # lay-offs onto the table first, then the melds of the rest
                best = _Plan(melds_b, tuple(lay_plan), arr_b.deadwood_mask)
    return best


def _first_legal(view: RummyView, actions: list[Action]) -> Action | None:
    legal = view.legal_actions
    for a in actions:
        if a in legal:
            return a
    return None


def dispose_step(view: RummyView, plan: _Plan) -> Action | None:
    """The next meld or lay-off of ``plan`` that is legal now, the card just taken from
    the pile first (so it is never left alone in hand); ``None`` when none is."""
    taken = view.taken.mask if view.taken is not None else 0
    melds = sorted(plan.melds, key=lambda m: (not m & taken, m))
    order = [Action.meld(m) for m in melds]
    n = len(view.table_melds)
    lays = sorted(plan.layoffs, key=lambda p: (p[0] != taken,))
    for c, i in lays:
        if i < n:
            order.append(Action.layoff(_BY_MASK[c], i))
    return _first_legal(view, order)


def go_out_step(view: RummyView) -> Action | None:
    """The next step of going out this turn (melds, lay-offs, then the last discard), or
    ``None`` when the hand cannot be emptied this turn."""
    if view.phase is not RummyPhase.PLAY:
        return None
    hand = mask_of(view.hand)
    table = [m.mask for m in view.table_melds]
    plan = _plan(hand, table)
    taken = view.taken.mask if view.taken is not None else 0
    if plan.left.bit_count() > 1 or (plan.left and plan.left == taken):
        return None
    if plan.melds or plan.layoffs:
        step = dispose_step(view, plan)
        if step is not None:
            return step
    if plan.left and hand == plan.left:
        a = Action.discard(_BY_MASK[plan.left])
        return a if a in view.legal_actions else None
    return None


class RummyBot:
    """Base class (the protocol of :class:`engine.jinlami.bots.base.Bot`): subclasses implement
    :meth:`decide`.  ``choose(view, rng)`` returns a legal action; with ``rng=None`` the
    bot's own generator (seeded from ``seed``) is used."""

    name: ClassVar[str] = "bot"

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            check_seed(seed, "the bot's seed")
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: RummyView, rng: random.Random | None = None) -> Action:
        """A legal action for ``view``.  A view that is not a 拉米纸牌 seat's (``None``, a
        金拉米 view), one with nothing to do (the hand is over) or an ``rng`` that is not
        a ``random.Random`` is an :class:`~engine.errors.IllegalActionError`
        (``not_a_view``, ``hand_over``, ``not_your_turn``) or a :class:`~engine.errors.RulesError`
        (``bad_seed``)."""
        if not isinstance(view, RummyView):
            raise IllegalActionError(
                f"a 拉米纸牌 bot plays a 拉米纸牌 seat's view, got {shown(view)}",
                code="not_a_view",
            )
        if rng is not None:
            check_rng(rng)
        legal = view.legal_actions
        if not legal:
            over = view.phase is RummyPhase.OVER
            raise IllegalActionError(
                "the bot was asked to act on a view with no legal actions: "
                + ("the hand is over" if over else "another seat is to act"),
                code="hand_over" if over else "not_your_turn",
            )
        if len(legal) == 1:
            return legal[0]
        action = self.decide(view, self.rng if rng is None else rng)
        return action if action in legal else legal[-1]

    def decide(self, view: RummyView, rng: random.Random) -> Action:
        raise NotImplementedError

    def observe(self, event: RummyEvent) -> None:
        """An event as this seat saw it.  The view already holds everything; no-op."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed!r}>"


def _draw_stock_or_any(view: RummyView) -> Action:
    stock = Action.draw_stock()
    return stock if stock in view.legal_actions else view.legal_actions[0]


def _discards(view: RummyView) -> list[Action]:
    return [a for a in view.legal_actions if a.kind == "discard"]
