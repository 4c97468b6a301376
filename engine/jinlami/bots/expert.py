"""``expert``: ``hard`` looking wider and deeper, within a time budget.

``hard`` ranks its options by race roll-outs of its own hand (how soon it can knock,
against the opponent's estimated knock chance) within its 20 ms.  What the expert adds
depends on its budget:

* **From** ``DEEP_BUDGET_MS`` (the default 1 s), a **search** (:mod:`.search`):
  ``hard``'s choice and its best ``alternatives`` are each played out to the end of the
  hand for both players on the same determinized deals (``search_playouts``: a number
  fixed by the budget), the worse half dropped in rounds, and ``hard``'s move kept
  unless another leads by ``gate`` standard errors of the paired difference.  The
  play-outs run over the machine's other cores (:mod:`.pool`, ``workers``); the clock
  only stops a search that would run past ``_SEARCH_SHARE`` of the budget.
* ``expert:race`` (``playouts=0``) at those budgets is the expert before the search:
  the same evaluation with four times the
  samples, every sensible discard and a longer horizon (``DEEP``), and then a look one
  draw deeper at ``hard``'s ``lookahead`` best discards: for each unseen card, weighted
  by its chance to come from the stock, the best discard after drawing it is chosen by
  roll-outs from there (the roll-outs alone assume a greedy discard), and the discard
  with the best expected win chance is played.  The draw is looked at the same way
  (``draw_lookahead``): ``hard`` weighs taking the discard top, followed by its best
  discard, against a blind draw rolled out with the greedy discard, which favours
  taking; the expert enumerates the blind draw, each card followed by its best discard,
  and charges both sides the feeding danger of that discard.  The first up-card is
  weighed the same way (declining it counts as a blind draw, as in ``hard``).  The
  look-ahead stops at ``_LOOK_SHARE`` of the budget, read from ``clock`` (injectable, so
  that tests can spend the budget without waiting); whatever is not finished by then
  leaves ``hard``'s own choice standing.
* **Below it** there is no room for the look-ahead within the budget on a slow machine,
  and the decision must not depend on the clock (a seed replays the same game).  The
  expert corrects ``hard``'s measured taste for the discard top the cheap way instead:
  it takes the top only to make a meld or to knock (``BELOW_DEEP``, the ``melds_only``
  switch), which also leaves it fewer draws to roll out.  From ``MID_BUDGET_MS`` it
  spends the time on the ``DEEP`` sizes with ``hard``'s three rounds of halving
  (``MID``); from ``HARD_BUDGET_MS`` on ``hard``'s own sizes; below that on ``LIGHT``
  ones, so that even a tiny budget is kept.  The clock is never read there, and the
  sizes are fixed, so the work of a decision is bounded by the budget's tier.

Nothing here sees the hidden cards: every estimate is built from the view.  Figures, and
the variants tried (among them determinized duel play-outs, a narrower look-ahead and a
draw look-ahead without the clock below ``DEEP_BUDGET_MS``), are in ``docs/BOTS.md``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from ...actions import Action
from ...bot_options import check_option
from ...melds import min_deadwood
from ..state import Phase
from ..view import PlayerView
from .base import Bot
from .hard import HardPolicy, settings
from .knowledge import Knowledge, bits_of, card_value, danger
from .options import EXPERT_OPTIONS
from .playout import Patience, Position
from .pool import play_runner, runner_width
from .rollout import (
    RaceTable,
    highest_deadwood,
    makes_meld_bit,
    neighbours_mask,
    race_win,
)
from .search import (
    CHUNK,
    DISCARD,
    DRAW_STOCK,
    DRAW_TOP,
    KNOCK,
    Candidate,
    Root,
    SearchParams,
    search,
)

__all__ = ["DEEP", "DEEP_BUDGET_MS", "HARD_BUDGET_MS", "LIGHT", "MID", "MID_BUDGET_MS", "ExpertBot"]

_LOOK_SHARE = 0.7  # the one-draw look-ahead stops after this share of the budget
_SEARCH_SHARE = 0.85  # the search stops after this share of the budget
#: Play-outs per decision and second of budget (each candidate plays every one).
PLAYOUTS_PER_S = 240

#: The expert's own ``hard`` evaluation looks wider and deeper than ``hard`` can in 20 ms.
#: From ``DEEP_BUDGET_MS`` the ``DEEP`` settings and both look-aheads, under the clock;
#: from ``MID_BUDGET_MS`` the same sizes with ``hard``'s three rounds of halving
#: (``MID``), no look-ahead and no clock; from ``HARD_BUDGET_MS`` the plain ``hard``
#: settings; below it ``LIGHT`` ones, so that even a tiny budget is kept.
DEEP: dict[str, Any] = {
    "samples": 320,
    "samples_low": 256,
    "candidates": 11,
    "window": 25,
    "horizon": 12,
    "halving_rounds": 2,  # the look-ahead takes the best four: all four rolled out in full
}
DEEP_BUDGET_MS = 300.0
MID: dict[str, Any] = {k: v for k, v in DEEP.items() if k != "halving_rounds"}
MID_BUDGET_MS = 100.0
HARD_BUDGET_MS = 20.0
LIGHT: dict[str, Any] = {
    "samples": 32,
    "samples_low": 32,
    "candidates": 5,
    "window": 8,
    "horizon": 8,
}
#: Below ``DEEP_BUDGET_MS`` (no draw look-ahead to correct ``hard``'s taste for the
#: discard top) the top is taken only to make a meld or to knock.
BELOW_DEEP: dict[str, Any] = {"melds_only": True}


def search_playouts(budget_ms: float) -> int:
    """The play-outs of a searched decision at ``budget_ms`` (0 below ``DEEP_BUDGET_MS``):
    ``PLAYOUTS_PER_S`` a second of budget, so that the work is fixed by the budget and a
    seed replays the same game (the clock only stops a search that runs late)."""
    if budget_ms < DEEP_BUDGET_MS:
        return 0
    return max(16, int(PLAYOUTS_PER_S * budget_ms / 1000.0))


def _candidate(action: Action, top: int) -> Candidate | None:
    """The search's candidate for a move (``None``: not one it plays out)."""
    if action.kind == "draw_stock":
        return (DRAW_STOCK, -1)
    if action.kind == "draw_discard" and top >= 0:
        return (DRAW_TOP, top)
    if action.card is None:
        return None
    if action.kind == "discard":
        return (DISCARD, action.card.bit)
    if action.kind == "knock":
        return (KNOCK, action.card.bit)
    return None


def _base(budget_ms: float) -> dict[str, Any]:
    """The evaluation's settings for ``budget_ms`` (before the caller's overrides)."""
    if budget_ms >= DEEP_BUDGET_MS:
        return DEEP
    sizes = MID if budget_ms >= MID_BUDGET_MS else {} if budget_ms >= HARD_BUDGET_MS else LIGHT
    return {**sizes, **BELOW_DEEP}


class ExpertBot(Bot):
    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 1000.0,
        lookahead: int | None = None,
        lookahead_samples: int = 96,
        draw_lookahead: bool | None = None,
        draw_samples: int = 96,
        clock: Callable[[], float] = time.perf_counter,
        playouts: int | None = None,
        alternatives: int = 3,
        gate: float = 2.0,
        search_rounds: int = 3,
        workers: int | None = None,
        **hard_params: Any,
    ) -> None:
        """``hard_params`` override the evaluation's settings (by budget: ``DEEP``,
        ``MID``, the plain ``hard`` ones or ``LIGHT``, with ``BELOW_DEEP`` below
        ``DEEP_BUDGET_MS``): fields of ``HardParams`` or of the measured variants
        (``HardVariant``); any other keyword, or a value out of its bounds
        (:data:`~engine.jinlami.bots.options.EXPERT_OPTIONS`), is a
        :class:`~engine.errors.RulesError` (``bad_bot_option``).  ``lookahead`` (discards
        searched one draw deeper, 0: off) and ``draw_lookahead`` default by budget: 4 and
        on from ``DEEP_BUDGET_MS``, off below.  ``clock`` (in seconds) decides when the
        look-ahead's share of the budget is spent; below ``DEEP_BUDGET_MS`` it is never
        read (a look-ahead asked for there runs to the end)."""
        super().__init__(seed)
        for name, value in (
            ("budget_ms", budget_ms),
            ("lookahead", lookahead),
            ("lookahead_samples", lookahead_samples),
            ("draw_lookahead", draw_lookahead),
            ("draw_samples", draw_samples),
            ("clock", clock),
            ("playouts", playouts),
            ("alternatives", alternatives),
            ("gate", gate),
            ("search_rounds", search_rounds),
            ("workers", workers),
        ):
            check_option("bot 'expert'", name, value, EXPERT_OPTIONS[name])
        self.budget_ms = float(budget_ms)
        deep = budget_ms >= DEEP_BUDGET_MS
        self.lookahead = (4 if deep else 0) if lookahead is None else lookahead
        self.lookahead_samples = lookahead_samples
        self.draw_lookahead = deep if draw_lookahead is None else draw_lookahead
        self.draw_samples = draw_samples
        self.clock = clock
        self.timed = deep  # whether the clock cuts the look-ahead short
        n = search_playouts(budget_ms) if playouts is None else playouts
        self.searching = deep and n > 0
        self.search_params = SearchParams(n, alternatives, gate, search_rounds)
        self.patience = Patience()
        self.workers = workers
        # searching, the base policy is ``hard`` itself; racing, its wider, deeper sizes
        base = {} if self.searching else _base(budget_ms)
        self.hard = HardPolicy(*settings(base, hard_params))

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        deadline = math.inf
        if self.searching:
            deadline = self.clock() + self.budget_ms * _SEARCH_SHARE / 1000.0
            return self._searched(view, self.hard.knowledge(view), rng, deadline)
        if self.timed:
            deadline = self.clock() + self.budget_ms * _LOOK_SHARE / 1000.0
        return self._choice(view, self.hard.knowledge(view), rng, deadline)

    # -- the search ----------------------------------------------------------------------------
    def _searched(
        self, view: PlayerView, k: Knowledge, rng: random.Random, deadline: float
    ) -> Action:
        """``hard``'s choice and its best alternatives, played out (:mod:`.search`)."""
        hp = self.hard
        if view.phase is Phase.OFFER:
            return hp.decide_k(view, k, rng)[0]
        actions = hp.ranked_candidates(view, k, rng, self.search_params.alternatives)
        cands: list[Candidate] = []
        kept: list[Action] = []
        top = view.discard_top
        for a in actions:
            c = _candidate(a, top.bit if top is not None else -1)
            if c is None:
                continue
            if c[0] == DRAW_TOP and k.own_discards >> c[1] & 1 and kept:
                continue  # never a card we threw, unless hard takes it back to knock
            cands.append(c)
            kept.append(a)
        if len(cands) < 2 or kept[0] != actions[0]:
            return actions[0]
        assert hp.rules is not None  # set from the view by ``ranked_candidates``
        pos = Position(hp.rules, hp.limit, max(0, k.opp_turns), k.turn, self.patience)
        stakes = view.standing.stakes() if view.standing is not None else (1, 1)
        tries = self.search_params.tries
        root = Root(k, k.hand, top.bit if top is not None else -1, pos, tries, stakes)
        seed = rng.getrandbits(62)
        runner = play_runner(self.workers)
        chunk = CHUNK * runner_width(runner)
        pick = search(root, cands, seed, self.search_params, runner, self.clock, deadline, chunk)
        return kept[pick]

    def _choice(
        self, view: PlayerView, k: Knowledge, rng: random.Random, deadline: float = math.inf
    ) -> Action:
        """``hard``'s own choice, replaced by the look-ahead's where it finishes in time."""
        first, scores = self.hard.decide_k(view, k, rng)
        if first.kind == "discard" and self.lookahead > 1 and len(scores) > 1:
            pick = self._lookahead(k, scores, rng, deadline)
            for a in view.legal_actions:
                if a.kind == "discard" and a.card is not None and a.card.bit == pick:
                    first = a
        drawing = view.phase is Phase.DRAW or view.phase is Phase.OFFER
        if drawing and self.draw_lookahead:
            first = self._draw_lookahead(view, k, rng, first, deadline)
        return first

    # -- one draw deeper ---------------------------------------------------------------------
    def _lookahead(
        self, k: Knowledge, scores: list[tuple[float, int]], rng: random.Random, deadline: float
    ) -> int:
        """The discard (bit) among ``hard``'s best few that wins most when our next draw is
        enumerated exactly: for each unseen card (by its chance to come from the stock) the
        best discard after it is chosen by roll-outs from there, instead of the greedy one
        the roll-outs assume.  The opponent's knock before that draw and the feeding danger
        count as in ``hard``; the roll-outs share one set of draw sequences.  A candidate
        not finished by ``deadline`` is left out (``hard``'s own choice is looked at first)."""
        hp = self.hard
        cands = [b for _s, b in scores[: self.lookahead]]
        h = hp.horizon(k)
        if h < 2:
            return cands[0]
        seqs = hp._sequences(k, rng, h)[: self.lookahead_samples]
        table = hp._table()
        hazard, undercut = hp._models(k, h)
        top_u = len(undercut) - 1
        om = hp._offer_map
        offers = [om.get(id(sq), []) for sq in seqs] if om else None
        weights = k.draw_weights()
        dwt = hp._danger_weight((hazard, undercut))
        after = (hazard[1:], undercut)
        lim = hp.limit
        hand11 = k.hand
        offs = [o[1:] for o in offers] if offers else None
        any_rest = [sq[1:] for sq in seqs]
        rests: dict[int, tuple[list[list[int]], list[list[int]] | None]] = {}
        # a hand reached from two candidates (throw b then d, or d then b, around the same
        # draw x) has one value: rolled out once
        memo: dict[int, float] = {}
        best_b, best_v = cands[0], -1.0
        for b in cands:
            h10 = hand11 ^ (1 << b)
            dw0, dead0 = table.start(h10)
            dead_value: float | None = None  # draws that are thrown straight back
            total = 0.0
            late = False
            for x, px in weights:
                if deadline != math.inf and self.clock() > deadline:
                    late = True
                    break
                xb = 1 << x
                if not neighbours_mask(x) & h10 and card_value(x) >= highest_deadwood(dead0)[0]:
                    if dead_value is None:
                        dead_value = self._value_after(h10, any_rest, offs, table, after)
                    total += px * dead_value
                    continue
                h11 = h10 | xb
                options = hp.discard_candidates(h11, bits_of(h11))[:4]
                if options and options[0][0] <= lim:
                    total += px  # a knock
                    continue
                got = rests.get(x)
                if got is None:
                    got = rests[x] = (
                        [[y for y in sq if y != x][: len(sq) - 1] for sq in seqs],
                        [[y if y != x else -1 for y in o] for o in offs] if offs else None,
                    )
                rest, offs_x = got
                v = -math.inf
                for _d, d in options:
                    h_after = h11 ^ (1 << d)
                    key = h_after << 6 | x
                    va = memo.get(key)
                    if va is None:
                        va = memo[key] = self._value_after(h_after, rest, offs_x, table, after)
                    v = max(v, va)
                total += px * v
            if late:
                break
            lam = hazard[0]
            value = lam * undercut[min(dw0, top_u)] + (1.0 - lam) * total - dwt * danger(k, b)
            if value > best_v:
                best_b, best_v = b, value
        return best_b

    def _draw_lookahead(
        self, view: PlayerView, k: Knowledge, rng: random.Random, first: Action, deadline: float
    ) -> Action:
        """Taking the discard top against drawing blind, with the discard that follows
        chosen by roll-outs on both sides: ``hard`` picks the best discard after taking
        the top but rolls a blind draw out with the greedy discard, which favours taking.
        Here every unseen card (by its chance to come from the stock) is drawn in turn and
        followed by its best discard; both sides pay the feeding danger of that discard
        and look the same number of draws ahead.  ``hard``'s own quick answers stand (take
        it to knock, never a card we threw, a card that can only be deadwood); so does its
        choice when the enumeration is not finished by ``deadline``."""
        hp = self.hard
        legal = view.legal_actions
        top = view.discard_top
        take, stock = Action.draw_discard(), Action.draw_stock()
        if stock not in legal:  # the first up-card: declining it, like hard, counts as a
            stock = Action.pass_()  # blind draw
        if top is None or take not in legal or stock not in legal:
            return first
        hand = k.hand
        ht = hand | top.mask
        if k.own_discards >> top.bit & 1:
            return first
        if hp.v.melds_only and not makes_meld_bit(hand, top.bit):
            return first  # ``hard`` with ``melds_only`` has declined it
        if any(min_deadwood(ht ^ (1 << b)) <= hp.limit for b in bits_of(hand)):
            return first  # take it and knock
        _dw, dead0 = hp._table().start(hand)
        high = highest_deadwood(dead0)[0]
        if not neighbours_mask(top.bit) & hand and card_value(top.bit) >= high:
            return first  # it could only be kept as deadwood
        h = hp.horizon(k)
        if h < 2:
            return first
        seqs = hp._sequences(k, rng, h)[: self.draw_samples]
        table = hp._table()
        models = hp._models(k, h)
        om = hp._offer_map
        offers = [om.get(id(sq), []) for sq in seqs] if om else None
        dwt = hp._danger_weight(models)
        lim = hp.limit
        shorter = [sq[: len(sq) - 1] for sq in seqs]  # both sides: this draw, then h - 1
        v_take = max(
            self._value_after(ht ^ (1 << d), shorter, offers, table, models) - dwt * danger(k, d)
            for _dd, d in hp.discard_candidates(ht, bits_of(hand))[:4]
        )
        offs = [o[1:] for o in offers] if offers else None
        dead_value: float | None = None
        v_stock = 0.0
        for x, px in k.draw_weights():
            if deadline != math.inf and self.clock() > deadline:
                return first
            if not neighbours_mask(x) & hand and card_value(x) >= high:
                if dead_value is None:  # thrown straight back
                    tails = [sq[1:] for sq in seqs]
                    dead_value = self._value_after(hand, tails, offs, table, models)
                v_stock += px * (dead_value - dwt * danger(k, x))
                continue
            h11 = hand | (1 << x)
            options = hp.discard_candidates(h11, bits_of(h11))[:4]
            if options and options[0][0] <= lim:
                v_stock += px  # a knock
                continue
            rest = [[y for y in sq if y != x][: len(sq) - 1] for sq in seqs]
            offs_x = [[y if y != x else -1 for y in o] for o in offs] if offs else None
            v_stock += px * max(
                self._value_after(h11 ^ (1 << d), rest, offs_x, table, models) - dwt * danger(k, d)
                for _dd, d in options
            )
        return take if v_take > v_stock + hp.v.take_margin else stock

    def _value_after(
        self,
        h10: int,
        rest: list[list[int]],
        offers: list[list[int]] | None,
        table: RaceTable,
        models: tuple[list[float], list[float]],
    ) -> float:
        """Win chance of ``h10`` after our next draw, rolled out on ``rest`` (the draw
        sequences without that card)."""
        hazard, undercut = models
        hp = self.hard
        return race_win(h10, rest, hp.limit, table, hazard, undercut, hp.p.residual, offers)
