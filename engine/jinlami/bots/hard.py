"""``hard``: what a strong human does (docs/RULES.md A8), from the view alone.

* **Memory and inference** (:mod:`engine.jinlami.bots.knowledge`): every card seen is out of the
  unseen pool; the opponent's pick-ups, discards and declined cards shift the chance
  that each unseen card sits in their hand — and so the chance that it is still in the
  stock.
* **Race roll-outs** (:mod:`engine.jinlami.bots.rollout`): each sensible discard (and, when a
  discard is on offer, taking it against drawing blind) is judged by playing the hand
  that is left on greedily over ``samples`` draw sequences, sampled from the unseen cards
  by their stock chances, and scoring each sequence by an estimated win chance: we win
  if we reach a knock before the opponent knocks, or if we undercut their knock (a
  chance that falls with our deadwood).  The same sequences serve every candidate, so
  the comparison is sharp even with few of them; the worse half of the candidates is
  dropped after half the sequences.  Before each sampled draw the opponent throws a
  sampled card (likelier the more likely they hold it and the higher it is: players
  throw high loose cards first), taken instead when it melds and lowers the deadwood.
  Cards above the opponent's last discard are offered less (they would have gone
  already).  Combinations with live outs (pairs, cards one or two apart in a suit) earn
  their keep this way; a one-draw deadwood look-ahead undervalues them.
* **Reading the opponent's progress**: their chance to knock on each coming turn is a
  logistic fit to measured play on what the table shows — how many turns they have
  played, how many cards they took from the pile, and the value of their last discard
  (a player throws the highest loose card, so a low discard means a hand close to a
  knock).
* **Avoid feeding**: a discard costs ``danger_weight`` (win chance) times the chance
  that the opponent can meld it (their pick-ups tell what they collect).  Drawing blind
  is charged the mean danger of the discard that would follow it, so that taking the
  discard top (whose discard pays its danger) is not judged against a free option.
* **Never takes back a card it threw** (unless it knocks with it): such a card came back
  through the opponent's hand, and two bots that take them can pass the same cards round
  for ever while the stock never shrinks (seen between two ``hard`` bots: four cards
  circling for thousands of turns).  Each card is then taken at most once by this bot.
  Taken back to knock, it is taken only when the knock is accepted, and the knock is
  then made whatever its risk: ``expert`` (look-ahead off) and ``hard`` once took back
  their own discards to knock, each declined the risky knock, and 3S, 5C and 2H circled
  at two stock cards.
* **Knocking from the score table**: with a knock available the bot samples plausible
  opponent hands and settles the knock against each with the engine's own scoring
  (best layoff included), and declines a knock when the sampled undercut risk is above
  the limit for the scoring in force (``uc_max_jinlami`` / ``uc_max_international``).
  The sampled hands cannot knock themselves once the opponent has discarded (they would
  have).  A declined knock keeps the least deadwood: the discard is one that leaves no
  more than knocking would have (the roll-outs value every hand within the limit alike).

The tuning is :class:`HardParams`; measured experiments stay reachable as switches of
:class:`~engine.jinlami.bots.variants.HardVariant` (off in shipped play) and as named
presets (``hard:melds_only``).  Figures and every variant tried are in ``docs/BOTS.md``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Final

from ...actions import Action
from ...bot_options import check_options
from ...melds import _arrange, min_deadwood
from ..rules import Rules
from ..scoring import default_knock_arrangement, settle_masks
from ..state import Phase
from ..view import PlayerView
from .base import Bot
from .knock_policy import KnockChoice, knock_decision
from .knowledge import Knowledge, bits_of, card_value, danger, read_view, sample_opponent_hand
from .options import SETTINGS
from .rollout import (
    RaceTable,
    highest_deadwood,
    makes_meld_bit,
    neighbours_mask,
    race_win,
    sample_offers,
    sample_sequences,
)
from .styles import style_params
from .variants import HardVariant, variant_keys

__all__ = ["HardBot", "HardParams", "HardPolicy", "settings"]

_TABLE_MAX = 400_000  # cached roll-out transitions kept across decisions


@dataclass(frozen=True, slots=True)
class HardParams:
    """Tuning of the shipped ``hard`` policy (and of ``expert``'s evaluation, which sets
    the sizes wider): every field is read in shipped play.  Measured experiment switches
    are in :class:`~engine.jinlami.bots.variants.HardVariant`."""

    samples: int = 80  # draw sequences per decision (shared by all candidates)
    samples_low: int = 64  # ... under a knock limit below 8 (longer roll-outs)
    horizon: int = 10  # draws looked ahead (capped by half the stock)
    candidates: int = 8  # discards compared: the least-deadwood ones, at most this many
    window: int = 12  # ... within this many points of the least deadwood
    danger_weight: float = 0.1  # win chance a discard the opponent surely melds costs
    # the opponent's knock chance from what their play shows (see ``_models``): a logistic
    # fit to medium's knocks against hard, weights of (1, n, 10 - v, pick-ups, t,
    # t * (10 - v)) for their n-th draw, t draws ahead, v the value of their last discard
    # (a player throws the highest loose card: a low discard means a hand close to a knock)
    hazard_logit: tuple[float, ...] = (-3.8086, 0.1821, 0.3164, 0.3661, 0.239, -0.1096)
    # ... fitted under jj (knock limit 5); other limits interpolate between the two
    hazard_logit_5: tuple[float, ...] = (-4.5118, 0.1926, 0.2091, 0.3091, 0.1947, -0.0499)
    # our chance to undercut their knock, by our deadwood d before laying off: above the
    # limit it falls from undercut_base to 0 over undercut_width * limit points; within
    # the limit, undercut_within
    undercut_base: float = 0.2
    undercut_width: float = 0.8
    undercut_within: float = 0.6
    residual: float = 0.4  # win chance when nobody knocks within the horizon
    offers: bool = True  # roll-outs also take the opponent's (sampled) discards
    offers_international: bool = False  # ... under international scoring too
    offer_above: float = 0.3  # offers: weight of cards above the opponent's last discard
    offer_power: float = 3.0  # offers: a card's weight grows with its value to this power
    # successive halving of the candidates (see ``_ranked``); 1: off
    halving_rounds: int = 3
    stock_danger: bool = True  # a blind draw's discard is charged its feeding danger too
    knock_samples: int = 32  # sampled opponent hands for the knock decision
    knock_improve: int = 4  # ... each improved by at most this many draws (one per 2 turns)
    uc_max_jinlami: float = 0.8  # highest undercut risk accepted under jinlami scoring
    uc_max_international: float = 0.45
    # the playing styles (:mod:`engine.jinlami.bots.styles`); neutral for plain ``hard``:
    knock_target: int = 10  # the deadwood it plays for and knocks at (capped by the limit)
    late_stock: int = 0  # ... above it, it knocks within the limit at this many stock cards
    late_hazard: float = 1.0  # ... or once their knock chance next turn reaches this
    deadwood_cost: float = 0.0  # win chance a discard pays for each point of deadwood left
    # knock, play for gin or hold out by the solved table (:mod:`.knock_policy`) instead of
    # the sampled undercut risk (``hard:patient``)
    knock_table: bool = False


def settings(base: Mapping[str, Any], options: Mapping[str, Any]) -> tuple[HardParams, HardVariant]:
    """``HardParams`` and ``HardVariant`` from ``base`` overridden by ``options``.

    Raises a :class:`~engine.errors.RulesError` (``bad_bot_option``, a ``ValueError``)
    naming a keyword that neither takes or a value out of its bounds
    (:data:`~engine.jinlami.bots.options.SETTINGS`).
    """
    merged = check_options("the hard settings", {**base, **options}, SETTINGS)
    params = HardParams(**{k: v for k, v in merged.items() if k in _PARAM_KEYS})
    variant = HardVariant(**{k: v for k, v in merged.items() if k in _VARIANT_KEYS})
    return params, variant


_PARAM_KEYS: Final = frozenset(f.name for f in fields(HardParams))
_VARIANT_KEYS: Final = variant_keys()


class HardPolicy:
    """The ``hard`` decisions on a :class:`Knowledge`; reused by ``expert``."""

    def __init__(
        self, params: HardParams | None = None, variant: HardVariant | None = None
    ) -> None:
        self.p = params or HardParams()
        self.v = variant or HardVariant()  # measured experiments, all off in shipped play
        self.limit = 10  # knock limit of the rules in force (set from each view)
        # the deadwood this policy knocks at: the limit, or a style's lower target until
        # late in the hand (set from each view, see ``_set_target``)
        self.target = 10
        self.jinlami = True  # scoring of the rules in force (set from each view)
        self.rules: Rules | None = None  # the rules in force (set from each view)
        # opponent discards sampled for this decision, by id of the draw sequence
        self._offer_map: dict[int, list[int]] = {}
        self._race_table: RaceTable | None = None

    # -- evaluation -----------------------------------------------------------------------
    def _table(self) -> RaceTable:
        """The roll-out caches: a greedy step depends on the hand and the card drawn only,
        so one table serves every decision (emptied when it grows large)."""
        t = self._race_table
        if t is None or len(t.trans) + len(t.steps) > _TABLE_MAX:
            t = self._race_table = RaceTable(self.v.keep_partner)
        return t

    def horizon(self, k: Knowledge) -> int:
        return max(1, min(self.p.horizon, k.stock // 2))

    def _sequences(self, k: Knowledge, rng: random.Random, h: int) -> list[list[int]]:
        """This decision's draw sequences (and, with ``offers``, the opponent's discards)."""
        p = self.p
        seqs = sample_sequences(k, rng, p.samples if self.limit >= 8 else p.samples_low, h)
        if p.offers and (self.jinlami or p.offers_international):
            offers = sample_offers(k, rng, seqs, h, p.offer_above, p.offer_power)
            self._offer_map = {id(sq): o for sq, o in zip(seqs, offers, strict=True)}
        else:
            self._offer_map = {}
        return seqs

    def _models(self, k: Knowledge, h: int) -> tuple[list[float], list[float]]:
        """(hazard after each of our next draws, undercut chance by deadwood)."""
        p = self.p
        lim = self.limit
        n0 = k.opp_turns + 1
        a = min(1.0, max(0.0, (lim - 5) / 5))
        w10, w5 = p.hazard_logit, p.hazard_logit_5
        w0, wn, wv, wp, wt, wtv = (a * x + (1.0 - a) * y for x, y in zip(w10, w5, strict=True))
        lv = 10 - k.opp_last_value
        z0 = w0 + wn * n0 + wv * lv + wp * k.opp_picked.bit_count()
        dz = wn + wt + wtv * lv  # per draw ahead
        hazard = [1.0 / (1.0 + math.exp(-(z0 + dz * t))) for t in range(h + 1)]
        width = max(1.0, p.undercut_width * lim)
        undercut = [
            p.undercut_within if d <= lim else p.undercut_base * max(0.0, 1.0 - (d - lim) / width)
            for d in range(lim + int(width) + 2)
        ]
        return hazard, undercut

    def _cost(
        self,
        k: Knowledge,
        h10: int,
        seqs: list[list[int]],
        table: RaceTable,
        models: tuple[list[float], list[float]],
    ) -> float:
        """Lower is better: minus the estimated win chance of ``h10``."""
        hazard, undercut = models
        om = self._offer_map
        offers = [om.get(id(sq), []) for sq in seqs] if om else None
        return -race_win(h10, seqs, self.target, table, hazard, undercut, self.p.residual, offers)

    def discard_candidates(self, hand11: int, allowed: list[int]) -> list[tuple[int, int]]:
        """(deadwood left, bit) of the discards worth comparing, least deadwood first."""
        p = self.p
        d0 = [(min_deadwood(hand11 ^ (1 << b)), -card_value(b), b) for b in allowed]
        if not d0:
            return []
        d0.sort()
        best = d0[0][0]
        return [(d, b) for d, _v, b in d0 if d <= best + p.window][: p.candidates]

    def discard_scores(
        self,
        k: Knowledge,
        hand11: int,
        candidates: list[int],
        rng: random.Random,
        seqs: list[list[int]] | None = None,
    ) -> list[tuple[float, int]]:
        """(score, bit) for the discards worth comparing among ``candidates``, best first:
        lower is better (:meth:`_cost` plus the feeding penalty)."""
        cands = self.discard_candidates(hand11, candidates)
        if len(cands) == 1:
            return [(0.0, cands[0][1])]
        h = self.horizon(k)
        if seqs is None:
            seqs = self._sequences(k, rng, h)
        table = self._table()
        models = self._models(k, h)
        hands = [(hand11 ^ (1 << b), b) for _d, b in cands]
        return self._ranked(k, hands, seqs, table, models)

    def _ranked(
        self,
        k: Knowledge,
        hands: list[tuple[int, int]],
        seqs: list[list[int]],
        table: RaceTable,
        models: tuple[list[float], list[float]],
    ) -> list[tuple[float, int]]:
        """(score, discarded bit) of each (10-card hand, discarded bit), best first.

        With more than three hands, successive halving: all are rolled out on the first
        share of the sequences and only the better half (at least three) goes on to the
        next share, ``halving_rounds`` times (2: halves of the sequences; 3: a quarter, a
        quarter, then the second half).  Dropped hands keep their partial score plus the
        number of rounds they missed, so they rank last, the earliest dropped lowest."""
        p = self.p
        dwt = self._danger_weight(models)

        dwc = p.deadwood_cost

        def score(h10: int, b: int, part: list[list[int]]) -> float:
            return (
                self._cost(k, h10, part, table, models)
                + dwt * danger(k, b)
                - 0.0001 * card_value(b)
                + (dwc * table.start(h10)[0] if dwc else 0.0)
            )

        n = len(seqs)
        if len(hands) <= 3 or n < 16 or p.halving_rounds < 2:
            return sorted((score(h10, b, seqs), b) for h10, b in hands)
        three = p.halving_rounds >= 3 and len(hands) > 5
        cuts = [n // 4, n // 2, n] if three else [n // 2, n]
        alive = [(0.0, b, h10) for h10, b in hands]
        dropped: list[tuple[float, int]] = []
        done = 0
        for i, cut in enumerate(cuts):
            part = seqs[done:cut]
            alive = sorted(
                ((s * done + score(h10, b, part) * (cut - done)) / cut, b, h10)
                for s, b, h10 in alive
            )
            done = cut
            if cut == n:
                break
            keep = max(3, (len(alive) + 1) // 2)
            missed = len(cuts) - 1 - i
            dropped = [(s + missed, b) for s, b, _h in alive[keep:]] + dropped
            alive = alive[:keep]
        return [(s, b) for s, b, _h in alive] + dropped

    def draw_values(
        self, k: Knowledge, hand10: int, top: int, rng: random.Random
    ) -> tuple[float, float]:
        """(cost after taking ``top`` and the best discard, cost of a blind draw from the
        stock); lower is better (see :meth:`_cost`)."""
        ht = hand10 | (1 << top)
        h = self.horizon(k)
        seqs = self._sequences(k, rng, h)
        table = self._table()
        models = self._models(k, h)
        hands = [(ht ^ (1 << b), b) for _d, b in self.discard_candidates(ht, bits_of(hand10))]
        best_take = self._ranked(k, hands, seqs, table, models)[0][0]
        # drawing blind: the first sampled card is this draw, the opponent plays after it
        hazard, undercut = models
        if self._offer_map:  # no discard of theirs comes before this draw
            self._offer_map = {i: [-1, *o[:-1]] for i, o in self._offer_map.items()}
        stock = self._cost(k, hand10, seqs, table, ([0.0, *hazard[:-1]], undercut))
        if self.p.stock_danger and seqs:
            stock += self._danger_weight(models) * self._blind_danger(k, hand10, seqs, table)
        return best_take, stock

    def _danger_weight(self, models: tuple[list[float], list[float]]) -> float:
        """What feeding the opponent costs now: ``danger_weight``, scaled up with their
        knock chance on their next turn with the ``danger_hazard`` variant (a card that
        melds for a player close to a knock may end the hand at once)."""
        w, dh = self.p.danger_weight, self.v.danger_hazard
        if not dh:
            return w
        return w * (1.0 - dh * 0.1 + dh * models[0][0])

    def _blind_danger(
        self, k: Knowledge, hand10: int, seqs: list[list[int]], table: RaceTable
    ) -> float:
        """Mean feeding danger of the discard that follows a blind draw (the first card of
        each sequence), so that taking the top (whose discard is charged its danger) and
        drawing blind are compared on the same footing."""
        dw0, dead0 = table.start(hand10)
        cache: dict[int, float] = {}
        total = 0.0
        for seq in seqs:
            x = seq[0]
            h1, dw1, _d = table.after_draw(hand10, dw0, dead0, x)
            if dw1 <= self.target:
                continue  # a knock: nothing is thrown face up
            gone = ((hand10 | (1 << x)) ^ h1).bit_length() - 1
            d = cache.get(gone)
            if d is None:
                d = cache[gone] = danger(k, gone)
            total += d
        return total / len(seqs)

    def want_top(self, k: Knowledge, hand10: int, top: int, rng: random.Random) -> bool:
        ht = hand10 | (1 << top)
        knocks = [b for b in bits_of(hand10) if min_deadwood(ht ^ (1 << b)) <= self.target]
        if knocks and not k.own_discards >> top & 1:
            return True  # take it and knock
        if knocks:
            # a card we threw is taken back only to knock at once (``decide_k`` then knocks
            # for certain): taken back and kept, it can circle between two bots that each
            # decline a risky knock while the stock never shrinks (seen at 2 stock cards)
            kb = min(knocks, key=lambda b: (min_deadwood(ht ^ (1 << b)), -card_value(b)))
            return self.rules is None or self.knock_ok(k, ht ^ (1 << kb), self.rules, rng)
        if k.own_discards >> top & 1:
            # never take back a card we threw (it came back through the opponent's hand):
            # two bots that do so can pass the same cards round for ever while the stock
            # never shrinks (seen: four cards circling between two ``hard`` bots)
            return False
        if not neighbours_mask(top) & hand10:
            _pts, _n, sets, runs = _arrange(hand10)
            if card_value(top) >= highest_deadwood(hand10 & ~(sets | runs))[0]:
                return False  # it could only be kept as deadwood no lower than ours
        if self.v.melds_only and not makes_meld_bit(hand10, top):
            return False  # a measured variant, off in shipped play
        take, stock = self.draw_values(k, hand10, top, rng)
        return take < stock - self.v.take_margin

    def undercut_risk(self, k: Knowledge, hand10: int, rules: Rules, rng: random.Random) -> float:
        """Share of sampled opponent hands that would undercut (or tie) a knock now."""
        p = self.p
        melds = list(default_knock_arrangement(hand10, rules).meld_masks)
        n = p.knock_samples
        improve = min(p.knock_improve, k.opp_turns // 2)
        # the opponent did not knock on their last turn: their hand is above the limit
        above = self.limit if k.opp_discards else None
        undercuts = 0
        for _ in range(n):
            opp = sample_opponent_hand(k, rng, improve, above)
            s = settle_masks(melds, hand10, opp, rules)
            if s.winner != "knocker":
                undercuts += 1
        return undercuts / n if n else 0.0

    def knock_ok(
        self,
        k: Knowledge,
        hand10: int,
        rules: Rules,
        rng: random.Random,
        hand11: int = 0,
        allowed: list[int] | None = None,
    ) -> bool:
        """Whether to knock holding ``hand10`` (already within the knock limit).  With the
        11-card hand and its allowed discards, a risky knock is weighed against playing on."""
        p = self.p
        dw = min_deadwood(hand10)
        if dw == 0:
            return True
        if dw > self.target:
            return False  # a style that plays for less deadwood, not yet late in the hand
        uc_max = p.uc_max_jinlami if rules.scoring == "jinlami" else p.uc_max_international
        if uc_max >= 1.0:
            return True
        risk = self.undercut_risk(k, hand10, rules, rng)
        if risk > uc_max:
            return False
        if risk <= self.v.knock_safe or not allowed:
            return True
        scores = self.discard_scores(k, hand11, allowed, rng)
        best = scores[0][1]
        h = self.horizon(k)
        seqs = self._sequences(k, rng, h)
        table = self._table()
        play_on = -self._cost(k, hand11 ^ (1 << best), seqs, table, self._models(k, h))
        return 1.0 - risk >= play_on

    def _set_target(self, k: Knowledge) -> None:
        """The deadwood to knock at on this decision: the knock limit, or the style's
        ``knock_target`` until the stock runs low or the opponent looks close to a knock."""
        p = self.p
        self.target = self.limit
        if p.knock_target >= self.limit:
            return
        if k.stock <= p.late_stock or self._models(k, 0)[0][0] >= p.late_hazard:
            return
        self.target = max(0, p.knock_target)

    # -- decisions on a view --------------------------------------------------------------
    def use_rules(self, rules: Rules, limit: int | None = None) -> None:
        """Evaluate under ``rules`` (their scoring) and the hand's knock ``limit`` (a
        view's ``knock_limit``, which Oklahoma takes from the up-card; ``None``: the
        rules' own) from now on."""
        if limit is not None and limit != rules.knock_limit:
            rules = replace(rules, knock_limit=limit)
        self.limit = rules.knock_limit
        self.target = rules.knock_limit  # a style's own target is set per decision
        self.jinlami = rules.scoring == "jinlami"
        self.rules = rules

    def knowledge(self, view: PlayerView) -> Knowledge:
        """What ``view`` tells (:func:`read_view`); with the ``opp_model`` variant, the
        opponent's card chances from the learned model."""
        k = read_view(view)
        if self.v.opp_model:
            from .opponent_model import apply_model  # loads its weights on first use

            apply_model(view, k)
        return k

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return self.decide_k(view, self.knowledge(view), rng)[0]

    def decide_k(
        self,
        view: PlayerView,
        k: Knowledge,
        rng: random.Random,
        knock_choice: KnockChoice | None = None,
    ) -> tuple[Action, list[tuple[float, int]]]:
        """The decision on ``view`` (already read into ``k``) and, for a discard, the
        ranked discards it came from (empty for a draw or a knock).  ``knock_choice``
        settles a knock on offer (knock, play for gin, hold out) instead of the policy's
        own rule: what the knock solver measures, and what the expert may ask."""
        legal = view.legal_actions
        self.use_rules(view.rules, view.knock_limit)
        self._set_target(k)
        hand = k.hand
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            take = Action.draw_discard()
            top = view.discard_top
            stock = Action.draw_stock()
            blind = stock if stock in legal else Action.pass_()
            if top is not None and take in legal and self.want_top(k, hand, top.bit, rng):
                return take, []
            return blind, []
        knock_cards = {a.card.bit: a for a in legal if a.kind == "knock" and a.card is not None}
        discards = {a.card.bit: a for a in legal if a.kind == "discard" and a.card is not None}
        if knock_cards:
            kb = min(knock_cards, key=lambda b: (min_deadwood(hand ^ (1 << b)), -card_value(b)))
            taken = view.taken
            back = taken is not None and k.own_discards >> taken.bit & 1  # see ``want_top``
            least = min_deadwood(hand ^ (1 << kb))
            if knock_choice is None and self.p.knock_table and not back:
                knock_choice = knock_decision(view, least)
            if back or knock_choice == "knock":
                return knock_cards[kb], []
            if knock_choice is None and self.knock_ok(
                k,
                hand ^ (1 << kb),
                view.rules if self.rules is None else self.rules,
                rng,
                hand,
                list(discards),
            ):
                return knock_cards[kb], []
            if knock_choice == "gin":
                # play for gin: the roll-outs count only gin as a knock, every discard
                self.target = 0
                scores = self.discard_scores(k, hand, list(discards), rng)
                return discards[scores[0][1]], scores
            # a declined knock: keep the least deadwood, as knocking would have.  The
            # roll-outs count every hand within the limit as a knock next turn, so they
            # cannot tell these hands apart, yet this one will not knock while the risk
            # stays (and less deadwood lowers it) and waits to undercut (less deadwood
            # wins it)
            discards = {b: a for b, a in discards.items() if min_deadwood(hand ^ (1 << b)) <= least}
        scores = self.discard_scores(k, hand, list(discards), rng)
        return discards[scores[0][1]], scores

    def ranked_candidates(
        self, view: PlayerView, k: Knowledge, rng: random.Random, alternatives: int
    ) -> list[Action]:
        """This policy's choice on ``view`` followed by up to ``alternatives`` others, best
        first: at a draw the other way to draw; at a discard its next-ranked discards and,
        when a knock is legal, the least-deadwood knock or (if it knocks) playing on."""
        first, scores = self.decide_k(view, k, rng)
        out = [first]
        legal = view.legal_actions
        if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
            for a in legal:
                if a != first and len(out) <= alternatives:
                    out.append(a)
            return out
        discards = {a.card.bit: a for a in legal if a.kind == "discard" and a.card is not None}
        knocks = {a.card.bit: a for a in legal if a.kind == "knock" and a.card is not None}
        if len(scores) < 2 and len(discards) > 1:
            scores = self.discard_scores(k, k.hand, list(discards), rng)
        extra: list[Action] = []
        if knocks:
            kb = min(knocks, key=lambda b: (min_deadwood(k.hand ^ (1 << b)), -card_value(b)))
            extra.append(knocks[kb])
        for _s, b in scores:
            if b in discards:
                extra.append(discards[b])
        for a in extra:
            if a not in out and len(out) <= alternatives:
                out.append(a)
        return out


class HardBot(Bot):
    name = "hard"

    def __init__(self, seed: int | None = None, style: str | None = None, **params: Any) -> None:
        """``style``: a playing style (:mod:`~engine.jinlami.bots.styles`), under
        ``params``: fields of :class:`HardParams` or of the measured variants
        (:class:`~engine.jinlami.bots.variants.HardVariant`).  An unknown style, another
        keyword or a value out of its bounds is a :class:`~engine.errors.RulesError`
        (``bad_bot_option``)."""
        super().__init__(seed)
        self.style = style
        self.policy = HardPolicy(*settings(style_params(style), params))

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return self.policy.decide(view, rng)
