"""拉米纸牌 ``hard``: holds its melds and lay-offs in hand until it can go out in one turn
(一把出完 doubles the score, and melds kept in hand give the others nothing to lay off
onto; a card that fits a table meld keeps fitting, so holding it costs nothing but
exposure); with two players it melds early once the opponent is down to three cards, to
cut its exposure; discards by outs (how many unseen cards would make progress, weighted
by the chance that they are still to be drawn), value and danger (the chance that the
next player can use the card: it fits a table meld, or it meets cards they are known to
hold).  Figures are in ``docs/BOTS.md``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields

from ...actions import Action
from ...bot_options import Bound, check_option
from ...cards import mask_of
from ...melds import makes_meld
from ..state import RummyPhase
from ..view import RummyView
from .base import (
    _BY_MASK,
    _NEIGHBOURS,
    _RANK_COLUMN,
    RummyBot,
    Table,
    _bits,
    _discards,
    _draw_stock_or_any,
    _plan,
    _value,
    dispose_step,
    go_out_step,
    residual,
)
from .options import PARAMS

__all__ = ["HardRummyBot", "HardRummyParams", "params_bound"]


@dataclass(frozen=True, slots=True)
class HardRummyParams:
    """Tuning of ``hard`` (the measured defaults; ``docs/BOTS.md``), all read in shipped
    play."""

    # meld early once an opponent holds this many cards or fewer (0: never), for 2, 3
    # and 4 players: with two players the big hand held when the opponent goes out costs
    # more than the doubled wins bring; with 3 and 4 players holding pays best
    dump_at: tuple[int, int, int] = (3, 0, 0)
    outs_weight: float = 4.0  # per expected useful draw
    value_weight: float = 0.12  # per point of the discarded card
    danger_weight: float = 3.0  # per unit of chance that the next player can use it

    def __post_init__(self) -> None:
        """Each field within its bounds (:data:`~engine.rummy.bots.options.PARAMS`), or a
        :class:`~engine.errors.RulesError` (``bad_bot_option``)."""
        for f in fields(self):
            check_option("bot 'hard'", f.name, getattr(self, f.name), PARAMS[f.name])
        object.__setattr__(self, "dump_at", tuple(self.dump_at))


def params_bound() -> Bound:
    """``hard``'s one option: a :class:`HardRummyParams` (or ``None``: the defaults)."""
    return Bound("instance", of=HardRummyParams, none=True)


class HardRummyBot(RummyBot):
    """Holds for 一把出完, discards by outs, value and danger (see the module docs)."""

    name = "hard"

    def __init__(self, seed: int | None = None, params: HardRummyParams | None = None) -> None:
        super().__init__(seed)
        check_option("bot 'hard'", "params", params, params_bound())
        self.p = params or HardRummyParams()

    # -- drawing --------------------------------------------------------------------------
    def decide(self, view: RummyView, rng: random.Random) -> Action:
        hand = mask_of(view.hand)
        table = Table.of(view)
        if view.phase is RummyPhase.DRAW:
            top = view.discard_top
            take = Action.draw_discard()
            if top is not None and take in view.legal_actions:
                before = residual(hand, table).bit_count()
                after = residual(hand | top.mask, table)
                if not after & top.mask and after.bit_count() <= before:
                    return take
            return _draw_stock_or_any(view)
        out = go_out_step(view)
        if out is not None:
            return out
        if self._opponent_near(view):
            step = dispose_step(view, _plan(hand, table.melds))
            if step is not None:
                return step
        return self.choose_discard(view, rng, table)

    def _opponent_near(self, view: RummyView) -> bool:
        limit = self.p.dump_at[view.players - 2]
        return limit > 0 and any(
            n <= limit for q, n in enumerate(view.card_counts) if q != view.player
        )

    # -- discarding -----------------------------------------------------------------------
    def candidates(self, view: RummyView, table: Table) -> list[tuple[int, int]]:
        """(cards left unplaced, card) for the discards that leave the fewest unplaced."""
        hand = mask_of(view.hand)
        taken = view.taken.mask if view.taken is not None else 0
        scored = []
        for a in _discards(view):
            c = a.card
            if c is None or c.mask == taken:
                continue
            scored.append((residual(hand ^ c.mask, table).bit_count(), c.mask))
        if not scored:
            return []
        best = min(k for k, _c in scored)
        return sorted((k, c) for k, c in scored if k == best)

    def choose_discard(self, view: RummyView, rng: random.Random, table: Table) -> Action:
        cands = self.candidates(view, table)
        if not cands:
            return _discards(view)[0]
        ctx = _Context(view, table)
        scores = [(self.score(ctx, k, c), c) for k, c in cands]
        best = max(s for s, _c in scores)
        pick = [c for s, c in scores if s >= best - 1e-9]
        return Action.discard(_BY_MASK[pick[0] if len(pick) == 1 else rng.choice(pick)])

    def score(self, ctx: _Context, unplaced: int, card: int) -> float:
        """Higher is better: outs kept, points shed, little help to the next player."""
        p = self.p
        kept = ctx.hand ^ card
        return (
            -4.0 * unplaced
            + p.outs_weight * ctx.outs(kept)
            + p.value_weight * _value(card) * ctx.exposure
            - p.danger_weight * ctx.danger(card)
        )


class _Context:
    """What one discard decision needs from the view, computed once."""

    __slots__ = (
        "draw_weight",
        "exposure",
        "hand",
        "known_next",
        "next_count",
        "table",
        "unseen",
        "unseen_count",
        "view",
    )

    def __init__(self, view: RummyView, table: Table) -> None:
        self.view = view
        self.table = table
        self.hand = mask_of(view.hand)
        self.unseen = view.unseen_mask()
        self.unseen_count = self.unseen.bit_count()
        nxt = (view.player + 1) % view.players
        self.known_next = mask_of(view.known[nxt])
        self.next_count = view.card_counts[nxt]
        # the chance that an unseen card comes to us from the stock (a public stock:
        # one of the next few cards)
        self.draw_weight: dict[int, float] = {}
        if view.stock_cards is not None:
            for c in view.stock_cards[: view.players]:
                self.draw_weight[c.mask] = 1.0 / view.players
        fewest = min(n for q, n in enumerate(view.card_counts) if q != view.player)
        self.exposure = 1.0 + 2.0 / max(1, fewest)

    def p_draw(self, card: int) -> float:
        if self.view.stock_cards is not None:
            return self.draw_weight.get(card, 0.0)
        if not self.unseen_count:
            return 0.0
        return self.view.stock_count / self.unseen_count

    def outs(self, kept: int) -> float:
        """Expected cards placed by the next draw: a drawn card that joins a meld or a
        lay-off counts 1, one that also brings a loose card along counts more."""
        base = residual(kept, self.table).bit_count()
        cand = 0
        m = kept
        while m:
            low = m & -m
            m ^= low
            cand |= _NEIGHBOURS[low]
        cand |= self.table.layable(self.unseen)  # cards that fit the table now
        cand &= self.unseen if self.view.stock_cards is None else mask_of(self.view.stock_cards)
        total = 0.0
        for y in _bits(cand):
            w = self.p_draw(y)
            if w <= 0.0:
                continue
            gain = base + 1 - residual(kept | y, self.table).bit_count()
            if gain > 0:
                total += w * gain
        return total

    def danger(self, card: int) -> float:
        """The chance that the next player can use ``card`` at once."""
        if self.table.fits(card):
            return 1.0
        known = self.known_next
        if known and makes_meld(known, card):
            return 1.0
        unknown = self.next_count - known.bit_count()
        if unknown <= 0 or not self.unseen_count:
            return 0.0
        q = unknown / self.unseen_count
        rank = (card.bit_length() - 1) & 15
        # a set: two more of the rank in their hand
        col = _RANK_COLUMN[rank] & ~card
        free = (col & self.unseen).bit_count()
        pair_known = (col & known).bit_count() == 1
        chance = free * q if pair_known else free * (free - 1) / 2 * q * q
        # a run: the two other cards of a run of three through it
        for lo in (-2, -1, 0):
            if rank + lo < 0 or rank + lo + 2 > 12:
                continue
            ok = 1.0
            for d in (lo, lo + 1, lo + 2):
                if d == 0:
                    continue
                t = card << d if d > 0 else card >> -d
                if t & known:
                    continue
                if not t & self.unseen:
                    ok = 0.0
                    break
                ok *= q
            chance += ok
        return min(1.0, chance)
