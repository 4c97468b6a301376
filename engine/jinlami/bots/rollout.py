"""Race roll-outs on bitmasks: how soon a hand can knock, and what that is worth.

The ``hard`` and ``expert`` bots judge a 10-card hand by playing it on greedily (keep
the least deadwood) over sampled draw sequences: the draws come from the cards this seat
has not seen, each weighted by its chance to be in the stock rather than in the
opponent's hand (:class:`~engine.jinlami.bots.knowledge.Knowledge`).  :func:`race_win`
turns each sequence into a win chance (we win by knocking before the opponent does, or by
undercutting their knock).  The same sequences serve every candidate hand (common random
numbers), so the comparison between candidates is much less noisy than each estimate.

Everything here works on plain ints (card bit = suit * 16 + rank); the greedy step is
exact (:func:`greedy_step`), a draw that cannot meld with the hand is settled without a
search (it is deadwood: keep it only if it is lower than the highest deadwood card), and
every (hand, draw) transition is computed once per decision (:class:`RaceTable`).
"""

from __future__ import annotations

import random
from typing import Final

from ...melds import VALUES13, _arrange, min_deadwood
from .knowledge import BITS, Knowledge, bits_of, card_value, neighbours

__all__ = [
    "RaceTable",
    "greedy_step",
    "highest_deadwood",
    "makes_meld_bit",
    "neighbours_mask",
    "race_win",
    "sample_offers",
    "sample_sequences",
]

_CHUNK: Final = 0x1FFF
_M64: Final = (1 << 64) - 1
# value of the highest card of a one-suit chunk, by the chunk's bit length
_TOP_VALUE: Final = (0, *(min(r, 10) for r in range(1, 14)))
_RANK_COLUMN: Final = tuple(sum(1 << (s * 16 + r) for s in range(4)) for r in range(13))


def _tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    nb = [0] * 64
    val = [0] * 64
    for b in BITS:
        nb[b] = neighbours(b)
        val[b] = card_value(b)
    return tuple(nb), tuple(val)


_NB, _VAL = _tables()


def neighbours_mask(bit: int) -> int:
    """Cards that could share a meld with the card at ``bit``."""
    return _NB[bit]


def highest_deadwood(dead: int) -> tuple[int, int]:
    """(value, single-card mask) of a highest-ranked card of ``dead`` ((0, 0) if empty)."""
    bl = ((dead | dead >> 16 | dead >> 32 | dead >> 48) & _CHUNK).bit_length()
    if not bl:
        return 0, 0
    b = bl - 1
    for s in (0, 16, 32, 48):
        if dead >> (s + b) & 1:
            return _TOP_VALUE[bl], 1 << (s + b)
    return 0, 0  # unreachable


def makes_meld_bit(hand: int, bit: int) -> bool:
    """True if the card at ``bit`` lies in some meld of ``hand`` plus that card."""
    if (hand & _RANK_COLUMN[bit & 15]).bit_count() >= 2:
        return True
    m = hand | (1 << bit)
    t = m & (m >> 1) & (m >> 2)
    return bool((t | t << 1 | t << 2) >> bit & 1)


def greedy_step(h11: int) -> tuple[int, int, int]:
    """The least-deadwood discard from ``h11``: (hand left, its deadwood, its deadwood mask).

    Exact: removing a deadwood card of the best arrangement leaves ``points - value``; a
    melded card is tried only when it is worth more than the highest deadwood card.
    """
    pts, _n, sets, runs = _arrange(h11)
    melded = sets | runs
    dead = h11 & ~melded
    md, bm = highest_deadwood(dead)
    best = pts - md if bm else 1 << 30
    m = h11 & melded
    while m:
        low = m & -m
        m ^= low
        v = VALUES13[1 << ((low.bit_length() - 1) & 15)]
        if bm and (v <= md or pts - v >= best):
            continue
        d = min_deadwood(h11 ^ low)
        if d < best:
            best, bm = d, low
    h = h11 ^ bm
    if bm & dead:
        return h, best, dead ^ bm
    p, _n, s, r = _arrange(h)
    return h, p, h & ~(s | r)


def sample_sequences(k: Knowledge, rng: random.Random, count: int, length: int) -> list[list[int]]:
    """``count`` draw sequences of ``length`` distinct unseen cards, each card weighted by
    its chance to be in the stock (``1 - q``), sampled without replacement."""
    pool = bits_of(k.unseen)
    if not pool or length <= 0:
        return []
    q = k.q
    w = [max(1.0 - q[b], 1e-3) for b in pool]
    wmax = max(w)
    n = len(pool)
    length = min(length, n)
    rnd = rng.random
    out: list[list[int]] = []
    for _ in range(count):
        seq: list[int] = []
        used = 0
        while len(seq) < length:
            i = int(rnd() * n)
            b = pool[i]
            if used >> b & 1:
                continue
            wi = w[i]
            if wi < wmax and rnd() * wmax > wi:
                continue
            used |= 1 << b
            seq.append(b)
        out.append(seq)
    return out


def sample_offers(
    k: Knowledge,
    rng: random.Random,
    seqs: list[list[int]],
    length: int,
    above: float = 1.0,
    power: float = 1.0,
) -> list[list[int]]:
    """For each draw sequence, ``length`` cards the opponent may throw before our draws:
    unseen cards outside that sequence, weighted by the chance they hold it times its
    value to the ``power`` (a player throws the highest loose card first), without
    replacement (Efraimidis-Spirakis keys).  Cards worth more than the opponent's last discard
    count ``above`` times as much (they would have thrown such a card already)."""
    pool = bits_of(k.unseen)
    if not pool:
        return [[] for _ in seqs]
    q = k.q
    lv = k.opp_last_value
    inv = [
        1.0 / (max(q[b], 1e-3) * _VAL[b] ** power * (above if _VAL[b] > lv else 1.0)) for b in pool
    ]
    rnd = rng.random
    out: list[list[int]] = []
    for seq in seqs:
        used = 0
        for b in seq:
            used |= 1 << b
        keyed = [(rnd() ** w, b) for w, b in zip(inv, pool, strict=True) if not used >> b & 1]
        keyed.sort(reverse=True)
        out.append([b for _k, b in keyed[:length]])
    return out


def _loosest(pool: int, hand: int, keep: int) -> int:
    """The card of ``pool`` to throw: the highest value, where a card with a possible meld
    partner in ``hand`` counts ``keep`` points less (ties: the higher rank)."""
    best = -100
    bm = 0
    m = pool
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        v = _VAL[b] * 16 + (b & 15)
        if _NB[b] & hand:
            v -= keep * 16
        if v > best:
            best, bm = v, low
    return bm


class RaceTable:
    """Caches shared by the roll-outs (arrangements and greedy steps).

    A roll-out state is packed into one int, ``dw | hand << 8 | dead << 72`` (deadwood,
    hand, deadwood mask): dicts of plain ints are never tracked by the garbage collector,
    so a table of some 10⁵ transitions costs nothing to a collection (with tuples, every
    full collection walked it: 23 ms, paid by whichever decision was running)."""

    __slots__ = ("arr", "keep", "steps", "trans")

    def __init__(self, keep: int = 0) -> None:
        self.keep = keep  # the keep_partner variant: a partnered loose card counts less
        self.arr: dict[int, int] = {}  # 10-card hand -> packed state
        self.steps: dict[int, int] = {}  # 11-card hand -> packed state after its greedy step
        self.trans: dict[int, int] = {}  # hand << 6 | card drawn -> packed state

    def after(self, s: int, x: int) -> int:
        """The packed state after drawing the card at bit ``x`` in packed state ``s`` and
        discarding greedily."""
        h = s >> 8 & _M64
        key = (h << 6) | x
        r = self.trans.get(key)
        if r is not None:
            return r
        dw = s & 0xFF
        dead = s >> 72
        xb = 1 << x
        if not _NB[x] & h or not makes_meld_bit(h, x):
            v = _VAL[x]
            if self.keep:
                h11 = h | xb
                c = _loosest(dead | xb, h11, self.keep)
                r = _pack(h11 ^ c, dw + v - _VAL[c.bit_length() - 1], (dead | xb) ^ c)
            else:
                md, mb = highest_deadwood(dead)
                r = _pack(h ^ (mb | xb), dw + v - md, dead ^ (mb | xb)) if v < md else s
        else:
            h11 = h | xb
            r = self.steps.get(h11)
            if r is None:
                r = self.steps[h11] = _pack(*greedy_step(h11))
            if self.keep:
                h10, dw1, dead1 = r >> 8 & _M64, r & 0xFF, r >> 72
                c0 = h11 ^ h10
                if not makes_meld_bit(h10, c0.bit_length() - 1):  # c0 was loose
                    pool = dead1 | c0
                    c = _loosest(pool, h11, self.keep)
                    if c != c0:
                        v0 = _VAL[c0.bit_length() - 1]
                        r = _pack(h11 ^ c, dw1 + v0 - _VAL[c.bit_length() - 1], pool ^ c)
        self.trans[key] = r
        return r

    def after_draw(self, h: int, dw: int, dead: int, x: int) -> tuple[int, int, int]:
        """(hand, deadwood, deadwood mask) after drawing the card at bit ``x`` into the
        10-card hand ``h`` (deadwood ``dw``, mask ``dead``) and discarding greedily."""
        r = self.after(_pack(h, dw, dead), x)
        return r >> 8 & _M64, r & 0xFF, r >> 72

    def state(self, h10: int) -> int:
        """The packed state of the 10-card hand ``h10`` (its best arrangement)."""
        r = self.arr.get(h10)
        if r is None:
            p, _n, s, rr = _arrange(h10)
            r = self.arr[h10] = _pack(h10, p, h10 & ~(s | rr))
        return r

    def start(self, h10: int) -> tuple[int, int]:
        """(deadwood, deadwood mask) of ``h10``."""
        r = self.state(h10)
        return r & 0xFF, r >> 72


def _pack(h: int, dw: int, dead: int) -> int:
    return dw | h << 8 | dead << 72


def race_win(
    h10: int,
    seqs: list[list[int]],
    limit: int,
    table: RaceTable,
    hazard: list[float],
    undercut: list[float],
    residual: float,
    offers: list[list[int]] | None = None,
) -> float:
    """Mean estimated win chance of ``h10`` over the draw sequences.

    Before each of our draws the opponent may knock: ``hazard[t]`` is that chance after our
    ``t``-th draw (``hazard[0]``: before the first one), and we then win with
    ``undercut[deadwood]``.  We win when we reach a knock first; a sequence that ends
    without a knock is worth ``residual`` of what is left.  With ``offers`` (see
    :func:`sample_offers`), before each draw the opponent's discard is taken instead
    when it melds and lowers the deadwood.
    """
    after = table.after
    trans = table.trans
    s0 = table.state(h10)
    dw0 = s0 & 0xFF
    top_u = len(undercut) - 1
    total = 0.0
    for i, seq in enumerate(seqs):
        offer = offers[i] if offers else None
        s = s0
        h = h10
        dw = dw0
        lam = hazard[0]
        win = lam * undercut[dw if dw < top_u else top_u]
        alive = 1.0 - lam
        knocked = False
        for t, x in enumerate(seq, 1):
            if offer and t <= len(offer):
                y = offer[t - 1]
                if y >= 0 and _NB[y] & h and makes_meld_bit(h, y):
                    r = trans.get((h << 6) | y)
                    if r is None:
                        r = after(s, y)
                    if r & 0xFF < dw:
                        x = y
            r = trans.get((h << 6) | x)
            s = after(s, x) if r is None else r
            h = s >> 8 & _M64
            dw = s & 0xFF
            if dw <= limit:
                win += alive
                knocked = True
                break
            lam = hazard[t]
            win += alive * lam * undercut[dw if dw < top_u else top_u]
            alive *= 1.0 - lam
        if not knocked:
            win += alive * residual
        total += win
    return total / len(seqs) if seqs else 0.0
