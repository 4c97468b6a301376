"""The expert's search: determinized deals, whole-hand play-outs, the paired gate, the pool.

The strength it buys is measured by ``engine.arena`` (``docs/BOTS.md``), never here."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from engine import HandState, Phase, Rules, parse_cards
from engine.cards import FULL_DECK_MASK, mask_of
from engine.jinlami.bots import make
from engine.jinlami.bots.determinize import hand_weight, sample_rng, sample_world
from engine.jinlami.bots.expert import ExpertBot
from engine.jinlami.bots.hard import HardPolicy
from engine.jinlami.bots.knowledge import Knowledge, bits_of, read_view
from engine.jinlami.bots.playout import STOCK, Patience, Position, knock_points, play_out
from engine.jinlami.bots.pool import _PoolRunner, play_runner
from engine.jinlami.bots.search import (
    DISCARD,
    Candidate,
    Root,
    SearchParams,
    _cuts,
    evaluate,
    paired_gate,
    search,
)
from engine.jinlami.scoring import settle_knock
from engine.jinlami.view import PlayerView
from engine.melds import min_deadwood

CLASSIC = Rules.preset("classic")


def _mask(text: str) -> int:
    return mask_of(parse_cards(text))


def _views(count: int, preset: str = "classic", seed: int = 0) -> list[PlayerView]:
    """Views where the seat to act draws or discards with a choice, from ``medium`` play."""
    rules = Rules.preset(preset)
    out: list[PlayerView] = []
    while len(out) < count:
        state = HandState.new(rules, seed=seed, dealer=seed % 2)
        bots = [make("medium", seed=seed), make("medium", seed=seed + 1)]
        rng = random.Random(seed)
        step = 0
        while not state.is_over and len(out) < count:
            p = state.to_act
            view = state.view(p)
            if (
                view.phase in (Phase.DRAW, Phase.DISCARD)
                and len(view.legal_actions) > 1
                and step % 4 == seed % 4
            ):
                out.append(view)
            state.apply(bots[p].choose(view, rng))
            step += 1
        seed += 1
    return out


# -- determinized deals --------------------------------------------------------------------


def test_sampled_deals_keep_to_what_the_seat_knows() -> None:
    for view in _views(12):
        k = read_view(view)
        seen = mask_of(view.hand) | mask_of(view.discard_pile)
        for i in range(5):
            opp, stock = sample_world(k, sample_rng(3, i), view.knock_limit)
            stock_mask = sum(1 << b for b in stock)
            assert opp.bit_count() == view.opponent_card_count
            assert len(stock) == len(set(stock)) == view.stock_count
            assert not opp & seen and not stock_mask & seen and not opp & stock_mask
            assert opp & k.opp_known == k.opp_known  # cards they picked up and hold
            assert opp | stock_mask | seen == FULL_DECK_MASK
            # sample i is a function of (seed, i) alone
            assert sample_world(k, sample_rng(3, i), view.knock_limit) == (opp, stock)


def test_sampled_hands_are_developed_like_real_ones() -> None:
    """Later in a hand the sampled opponent hands hold less deadwood than random draws from
    the same unseen cards (the best ten of a few extra draws, weighed by their play)."""
    late = [v for v in _views(40) if read_view(v).opp_turns >= 8][:4]
    assert late
    for view in late:
        k = read_view(view)
        pool = bits_of(k.unseen)
        rng = random.Random(1)
        sampled = random_ = 0
        for i in range(60):
            sampled += min_deadwood(sample_world(k, sample_rng(9, i), view.knock_limit)[0])
            random_ += min_deadwood(
                k.opp_known | sum(1 << b for b in rng.sample(pool, k.opp_unknown))
            )
        assert sampled < random_


def _knowledge(**fields: Any) -> Knowledge:
    base: dict[str, Any] = {
        "player": 0,
        "hand": 0,
        "unseen": 0,
        "opp_known": 0,
        "opp_unknown": 10,
        "opp_discards": 0,
        "opp_declined": 0,
        "opp_picked": 0,
        "dead": 0,
        "stock": 20,
        "turn": 6,
        "opp_turns": 3,
        "q": [0.3] * 64,
    }
    base.update(fields)
    return Knowledge(**base)


def test_hand_weight_reads_what_the_opponent_let_pass_and_threw() -> None:
    k = _knowledge(opp_declined=_mask("7H"), opp_discards=_mask("KC"), opp_last_value=6)
    melds_it = _mask("7S 7D 2C 4C 6C 8D TD QS KH 3H")
    plain = _mask("8S 9D 2C 4C 6C 8H TD QS KH 3H")
    assert hand_weight(k, melds_it, 10) < hand_weight(k, plain, 10)
    # a hand within the knock limit is unlikely for a player who discarded without knocking
    knocks = _mask("AS 2S 3S 4D 5D 6D 8C 8H 8S 2H")
    assert hand_weight(k, knocks, 10) < 0.2 * hand_weight(k, plain, 10)
    # loose cards above their last discard (6): they throw the highest loose card first
    low_loose = _mask("AS 2S 3S 4D 5D 6D 2C 4H 5C 3D")
    high_loose = _mask("AS 2S 3S 4D 5D 6D QC KH JC 3D")
    assert hand_weight(k, high_loose, 0) < hand_weight(k, low_loose, 0)


# -- play-outs -----------------------------------------------------------------------------


def test_knock_points_are_the_engines_settlement_signed_for_the_knocker() -> None:
    for knocker, defender in (
        ("AS 2S 3S 4H 5H 6H 7C 8C 9C 2D", "KS KH QD JC 9D 8S 7H 5C 3D 4C"),  # a knock
        ("AS 2S 3S 4H 5H 6H 7C 8C 9C TD", "AC AD AH 2C 2H 3C 3H 4C 4D 5D"),  # an undercut
        ("AS 2S 3S 4H 5H 6H 7C 8C 9C TC", "KS KH QD JC 9D 8S 7H 5C 3D 4D"),  # gin
    ):
        s = settle_knock(parse_cards(knocker), parse_cards(defender), CLASSIC)
        want = s.points if s.winner == "knocker" else -s.points
        assert knock_points(_mask(knocker), _mask(defender), CLASSIC, 10) == want
    assert (
        knock_points(
            _mask("AS 2S 3S 4H 5H 6H 7C 8C 9C TD"),
            _mask("AC AD AH 2C 2H 3C 3H 4C 4D 5D"),
            CLASSIC,
            10,
        )
        < 0
    )


def test_the_opponent_knocks_at_once_in_a_play_out() -> None:
    """They draw the card that completes their gin and knock: we lose what that settles."""
    mine = _mask("KS KH QD JC 9D 8S 7H 5C 3D 4D")
    theirs = _mask("AS 2S 3S 4H 5H 6H 7C 8C 9C TC")  # gin already: any draw they throw
    pos = Position(CLASSIC, 10, 5, 10, Patience())
    stock = [b for b in bits_of(_mask("2C 6S"))]
    got = play_out(pos, mine, theirs, stock, -1, 1, min_deadwood(mine), 0)
    # they draw the last listed card and throw it back (deadwood 0 either way): gin
    s = settle_knock(
        parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C TC"),
        parse_cards("KS KH QD JC 9D 8S 7H 5C 3D 4D"),
        CLASSIC,
    )
    assert got == -s.points


def test_our_own_side_is_patient_about_knocking() -> None:
    """Five deadwood after our draw: early in the hand we knock; later (no short stock)
    we play on for gin, and here the stock then runs out for a drawn hand."""
    mine = _mask("AS 2S 3S 4H 5H 6H 7C 8C 9C 5D")  # 5 deadwood
    theirs = _mask("KS KH QD JC 9D 8S 7H 5C 3D 4C")
    stock = [b for b in bits_of(_mask("KD"))]  # we draw it and throw it back
    calm = Patience(early_draws=2, low=3, late_stock=-1)  # never "late"
    early = Position(CLASSIC, 10, 0, 2, calm)
    later = Position(CLASSIC, 10, 6, 14, calm)
    args = (mine, theirs, -1, 0, 5, min_deadwood(theirs), STOCK)
    assert play_out(early, mine, theirs, stock[:], *args[2:]) == knock_points(
        mine, theirs, CLASSIC, 10
    )
    assert play_out(later, mine, theirs, stock[:], *args[2:]) == 0
    assert calm.knocks(0, 10, 9, 20) and calm.knocks(3, 10, 9, 20)
    assert not calm.knocks(4, 10, 9, 20) and not calm.knocks(11, 10, 0, 20)
    assert Patience(late_stock=10).knocks(8, 10, 9, 10)


# -- the search ----------------------------------------------------------------------------


def test_paired_gate_wants_two_standard_errors_of_the_difference() -> None:
    base = [0, 10, -10, 5, 0, 3, -2, 8]
    assert paired_gate(base, [x + 1 for x in base], 2.0)  # always one point better
    assert not paired_gate(base, base, 2.0)
    noisy = [x + d for x, d in zip(base, (9, -8, 7, -6, 9, -7, 8, -9), strict=True)]
    assert sum(noisy) > sum(base) and not paired_gate(base, noisy, 2.0)
    assert paired_gate(base, noisy, 0.0)
    assert not paired_gate([1], [5], 2.0)  # one sample proves nothing
    assert _cuts(96, 3) == [24, 48, 96] and _cuts(96, 1) == [96] and _cuts(3, 3) == [1, 3]


class _Fake:
    """A runner whose candidate ``j`` scores ``means[j]`` plus a per-sample noise shared by
    every candidate, or ``own_noise[j]`` of its own; counts what it plays."""

    def __init__(self, means: list[int], own_noise: dict[int, int]) -> None:
        self.means = means
        self.own_noise = own_noise
        self.played = [0] * len(means)

    def __call__(
        self, root: Root, cands: Sequence[Candidate], seed: int, start: int, stop: int
    ) -> list[list[int]]:
        out = []
        for c in cands:
            j = c[1]
            self.played[j] += stop - start
            w = self.own_noise.get(j, 0)
            out.append(
                [
                    self.means[j] + (i * 7919 % 23 - 11) + (w if i % 2 else -w)
                    for i in range(start, stop)
                ]
            )
        return out


def _root() -> Root:
    pos = Position(CLASSIC, 10, 0, 0, Patience())
    return Root(_knowledge(), 0, -1, pos, 1)


def test_search_keeps_hards_move_unless_another_is_clearly_ahead() -> None:
    cands: list[Candidate] = [(DISCARD, j) for j in range(5)]
    params = SearchParams(playouts=64, rounds=3)
    clear = _Fake([0, -3, 2, -9, -9], {})
    assert search(_root(), cands, 1, params, clear) == 2
    # the worst are dropped after the first quarter; hard's move (0) plays every sample
    assert clear.played[0] == 64 and clear.played[3] == clear.played[4] == 16
    noisy = _Fake([0, 2, -9, -9, -9], {1: 30})  # ahead on average, not by two errors
    assert search(_root(), cands, 1, params, noisy) == 0
    assert search(_root(), cands, 1, SearchParams(playouts=64, gate=0.0), noisy) == 1
    behind = _Fake([0, -1, -2, -3, -4], {})
    assert search(_root(), cands, 1, params, behind) == 0


def test_search_stops_when_the_clock_says_the_budget_is_spent() -> None:
    cands: list[Candidate] = [(DISCARD, j) for j in range(3)]
    fake = _Fake([0, 5, -9], {})
    late = search(_root(), cands, 1, SearchParams(playouts=64), fake, lambda: 9.0, 1.0, 8)
    assert sum(fake.played) == 3 * 8 and late == 1  # one chunk played, and it decides


def test_ranked_candidates_start_with_hards_choice() -> None:
    hp = HardPolicy()
    for view in _views(20):
        k = read_view(view)
        first = hp.decide_k(view, k, random.Random(4))[0]
        ranked = hp.ranked_candidates(view, read_view(view), random.Random(4), 3)
        assert ranked[0] == first and len(set(ranked)) == len(ranked) <= 4
        assert all(a in view.legal_actions for a in ranked)
        if view.phase is Phase.DRAW and len(view.legal_actions) == 2:
            assert len(ranked) == 2
        if any(a.kind == "knock" for a in view.legal_actions):
            assert any(a.kind == "knock" for a in ranked)
    assert ranked


def test_evaluate_plays_each_candidate_on_the_same_deals() -> None:
    view = next(v for v in _views(30) if v.phase is Phase.DISCARD)
    k = read_view(view)
    pos = Position(view.rules, view.knock_limit, k.opp_turns, k.turn, Patience())
    root = Root(k, k.hand, -1, pos, 4)
    bits = bits_of(k.hand)[:3]
    cands: list[Candidate] = [(DISCARD, b) for b in bits]
    whole = evaluate(root, cands, 11, 0, 10)
    split = [
        a + b
        for a, b in zip(
            evaluate(root, cands, 11, 0, 4), evaluate(root, cands, 11, 4, 10), strict=True
        )
    ]
    assert whole == split and len(whole[0]) == 10
    # a candidate's values do not depend on the other candidates played beside it
    assert evaluate(root, cands[1:2], 11, 0, 10)[0] == whole[1]


def test_play_outs_count_once_per_game_they_go_into() -> None:
    """Hollywood's stakes weigh each side's points: ours by our open games, theirs by
    theirs, on the very same deals."""
    view = next(v for v in _views(30) if v.phase is Phase.DISCARD)
    k = read_view(view)
    pos = Position(view.rules, view.knock_limit, k.opp_turns, k.turn, Patience())
    cands: list[Candidate] = [(DISCARD, b) for b in bits_of(k.hand)[:3]]
    plain = evaluate(Root(k, k.hand, -1, pos, 4), cands, 11, 0, 12)
    staked = evaluate(Root(k, k.hand, -1, pos, 4, (3, 1)), cands, 11, 0, 12)
    for before, after in zip(plain, staked, strict=True):
        assert after == [v * 3 if v > 0 else v for v in before]
    assert any(v > 0 for vs in plain for v in vs) and any(v < 0 for vs in plain for v in vs)


# -- the pool ------------------------------------------------------------------------------


class _SyncPool:
    """A stand-in for a process pool that runs each job at once, in a shuffled order."""

    class _Done:
        def __init__(self, value: list[list[int]]) -> None:
            self.value = value

        def get(self) -> list[list[int]]:
            return self.value

    def apply_async(self, fn: Any, args: tuple[Any, ...]) -> _SyncPool._Done:
        return self._Done(fn(*args))


def test_the_pools_shares_join_to_the_same_values(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.jinlami.bots.pool as pool_module

    monkeypatch.setattr(pool_module, "_pool", lambda size: _SyncPool())
    view = next(v for v in _views(30) if v.phase is Phase.DISCARD)
    k = read_view(view)
    root = Root(k, k.hand, -1, Position(view.rules, view.knock_limit, 0, k.turn, Patience()), 2)
    cands: list[Candidate] = [(DISCARD, b) for b in bits_of(k.hand)[:2]]
    for size in (1, 2, 5):
        assert _PoolRunner(size)(root, cands, 5, 3, 14) == evaluate(root, cands, 5, 3, 14)
    assert play_runner(0) is evaluate


def _frozen() -> float:
    return 0.0


@pytest.mark.slow
def test_expert_decides_the_same_with_no_pool_and_with_two_workers() -> None:
    import time

    import engine.jinlami.bots.pool as pool_module

    views = _views(6, "international", seed=3)
    give_up = time.monotonic() + 60
    while pool_module._pool(2) is None:  # its workers are ready: the pool plays its share
        assert time.monotonic() < give_up
        time.sleep(0.05)
    alone = ExpertBot(seed=1, playouts=16, workers=0, clock=_frozen)
    pooled = ExpertBot(seed=1, playouts=16, workers=2, clock=_frozen)
    for view in views:
        assert alone.choose(view, random.Random(2)) == pooled.choose(view, random.Random(2))


# -- the expert ------------------------------------------------------------------------------


def test_the_expert_searches_from_its_deep_budget_and_races_as_expert_race() -> None:
    assert make("expert", seed=1).searching  # type: ignore[attr-defined]
    assert not make("expert:200", seed=1).searching  # type: ignore[attr-defined]
    assert not make("expert:race", seed=1).searching  # type: ignore[attr-defined]
    deep = make("expert:race", seed=1)
    assert isinstance(deep, ExpertBot) and deep.lookahead == 4 and deep.hard.p.samples == 320


def test_the_expert_plays_one_of_hards_candidates_and_replays_for_a_seed() -> None:
    hp = HardPolicy()
    changed = 0
    for view in _views(8, seed=5):
        bot = ExpertBot(seed=1, playouts=16, workers=0, clock=_frozen)
        got = bot.choose(view, random.Random(8))
        again = ExpertBot(seed=1, playouts=16, workers=0, clock=_frozen).choose(
            view, random.Random(8)
        )
        assert got == again
        ranked = hp.ranked_candidates(view, read_view(view), random.Random(8), 3)
        assert got in ranked
        changed += got != ranked[0]
    assert changed < 8
