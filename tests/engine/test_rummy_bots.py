"""拉米纸牌 bots: always legal, fair by construction (a view and a random source only),
and the arena's report (the full-size floors are measured with ``engine.tools.rummy_arena``)."""

from __future__ import annotations

import json
import random

import pytest

from engine import Action, RummyPhase, RummyRules, RummyState
from engine.bot_spec import parse_spec
from engine.rummy.bots import (
    RUMMY_BOT_NAMES,
    RummyBot,
    go_out_step,
    make_rummy_bot,
)
from engine.tools.rummy_arena import main, play_rummy_hand, run
from tests.engine.reference import cards


def _frozen_clock() -> float:
    """A clock that never moves: the expert's budget is never spent."""
    return 0.0


_UNTIMED = {"expert": {"clock": _frozen_clock}}


@pytest.mark.parametrize("level", RUMMY_BOT_NAMES)
def test_every_level_plays_legal_moves_at_every_table_size(level: str) -> None:
    for players in (2, 3, 4):
        for seed in range(2):
            s = RummyState.new(RummyRules(players), seed=seed * 7 + players)
            bots: list[RummyBot] = [make_rummy_bot(level, seed=i) for i in range(players)]
            if level == "expert":
                bots = [
                    make_rummy_bot("expert:20", seed=i, draw_samples=4, clock=_frozen_clock)
                    for i in range(players)
                ]
            rng = random.Random(seed)
            while not s.is_over:
                p = s.to_act
                v = s.view(p)
                if len(v.legal_actions) > 1:  # what the bot itself picks, before any safety net
                    assert bots[p].decide(v, random.Random(seed)) in v.legal_actions
                a = bots[p].choose(v, rng)
                assert a in v.legal_actions
                s.apply(a)
            assert s.result is not None


def test_bots_decide_from_the_view_only() -> None:
    """Two states that differ only in cards the seat cannot see give the same view, so
    the same decision: a bot has nothing else to look at."""
    rng = random.Random(4)
    checked = 0
    for seed in range(10):
        s = RummyState.new(RummyRules(3), seed=seed)
        bots = [make_rummy_bot("hard", seed=i) for i in range(3)]
        while not s.is_over and checked < 60:
            p = s.to_act
            t = s.copy()
            other = (p + 1) % 3
            known = t.record.known[other]
            hidden = [b for b in range(64) if t.hands[other] >> b & 1 and not known >> b & 1]
            if hidden and t.stock and t.turnovers == 0:
                a = 1 << rng.choice(hidden)
                i = rng.randrange(len(t.stock))
                b = t.stock[i]
                t.hands[other] = t.hands[other] & ~a | b
                t.stock[i] = a
                assert t.view(p) == s.view(p)
                for level in RUMMY_BOT_NAMES:
                    # no time budget in play: the expert's samples are all drawn
                    bot = make_rummy_bot(level, seed=1, **_UNTIMED.get(level, {}))
                    assert bot.choose(s.view(p), random.Random(9)) == bot.choose(
                        t.view(p), random.Random(9)
                    )
                checked += 1
            s.apply(bots[p].choose(s.view(p), rng))
    assert checked >= 30


def test_bots_go_out_when_they_can() -> None:
    s = RummyState.setup(
        RummyRules(2),
        [cards("2H 3H 4H 9S 9D KC"), cards("7S 7D 8C 2C")],
        stock_top=cards("9C"),
    )
    s.apply(Action.draw_stock())
    for level in RUMMY_BOT_NAMES:
        t = s.copy()
        bot = make_rummy_bot(level, seed=3)
        while not t.is_over:
            t.apply(bot.choose(t.view(0), random.Random(1)))
            assert t.to_act == 0 or t.is_over
        assert t.result is not None and t.result.winner == 0 and t.result.rummy


def test_go_out_step_plays_the_taken_card_first() -> None:
    s = RummyState.setup(
        RummyRules(2),
        [cards("2H 3H 4H 5D"), cards("7S 7D 8C 2C")],
        discards=cards("6D"),
        melds=[(cards("7H 8H 9H"), 1)],
    )
    # 5D 6D do not make a meld alone: no going out; the taken card may not be left alone
    s.apply(Action.draw_discard())
    v = s.view(0)
    assert go_out_step(v) is None
    t = RummyState.setup(
        RummyRules(2),
        [cards("2H 3H 4H KS"), cards("7S 7D 8C 2C")],
        discards=cards("6H"),
        melds=[(cards("7H 8H 9H"), 1)],
    )
    t.apply(Action.draw_discard())
    step = go_out_step(t.view(0))
    assert step is not None
    steps = []
    while not t.is_over:
        a = go_out_step(t.view(0))
        assert a is not None
        steps.append(str(a))
        t.apply(a)
    assert steps[-1] == "discard KS" and t.result is not None and t.result.rummy


def test_specs() -> None:
    assert parse_spec("expert:200") == ("expert", {"budget_ms": 200.0})
    assert parse_spec(" Hard ") == ("hard", {})
    with pytest.raises(ValueError):
        parse_spec("grandmaster")
    with pytest.raises(ValueError):
        parse_spec("hard:3")
    bot = make_rummy_bot("medium", seed=5)
    with pytest.raises(ValueError):
        bot.choose(RummyState.new(RummyRules(2), seed=1).view(1))
    assert "medium" in repr(bot)


def test_the_bot_plays_draw_then_discard_in_one_turn() -> None:
    s = RummyState.new(RummyRules(4), seed=21)
    bot = make_rummy_bot("hard", seed=1)
    rng = random.Random(2)
    s.apply(bot.choose(s.view(0), rng))
    assert s.phase is RummyPhase.PLAY
    while s.to_act == 0 and not s.is_over:
        s.apply(bot.choose(s.view(0), rng))


# -- the arena -----------------------------------------------------------------------------


def test_arena_report_per_seat_and_table() -> None:
    r = run(4, ["hard", "medium", "medium", "easy"], 3, seed=1)
    assert r["game"] == "rummy" and r["players"] == 4
    assert r["seats"] == ["hard", "medium#1", "medium#2", "easy"]
    assert r["hands"] == 3 and r["hands_played"] == 12
    for key in ("wins", "points_per_hand", "win_rate", "win_rate_ci95", "rummies"):
        assert set(r[key]) == set(r["seats"])
    assert r["decided"] + r["stalemates"] == 12
    assert sum(r["wins"].values()) == r["decided"]
    assert 0.0 <= r["stalemate_rate"] <= 1.0 and r["fair_share"] == 0.25
    assert sum(r["stalemate_reasons"].values()) == r["stalemates"]
    with pytest.raises(ValueError):
        run(3, ["hard", "medium"], 1, seed=1)


def test_arena_points_interval_holds_its_mean() -> None:
    """Points a hand are not a proportion: their interval is not clamped to [0, 1]."""
    r = run(3, ["hard", "medium", "easy"], 6, seed=2)
    for seat in r["seats"]:
        lo, hi = r["points_per_hand_ci95"][seat]
        assert lo <= r["points_per_hand"][seat] <= hi
    assert any(abs(v) > 1 for v in r["points_per_hand"].values())


def test_arena_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "rummy", "--players", "2", "--bots", "medium,easy", "--hands", "2",
                 "--seed", "3", "--json"]) == 0  # fmt: skip
    r = json.loads(capsys.readouterr().out)
    assert r["bots"] == ["medium", "easy"] and r["hands_played"] == 4
    assert main(["--bots", "medium,medium,easy", "--hands", "1"]) == 0
    assert "stalemates" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--players", "3", "--bots", "medium,easy", "--hands", "1"])


def test_play_rummy_hand_records_thinking_time() -> None:
    s = RummyState.new(RummyRules(2), seed=5)
    times: list[list[float]] = [[], []]
    bots = [make_rummy_bot("medium", seed=0), make_rummy_bot("easy", seed=1)]
    play_rummy_hand(s, bots, [random.Random(0), random.Random(1)], times)
    assert s.is_over and times[0] and times[1]


def test_expert_stops_sampling_draws_when_the_clock_says_the_budget_is_spent() -> None:
    """The expert weighs sampled stock draws until an injected clock passes its budget:
    a clock spent at once leaves the first sampled draw only, exactly as if it sampled
    one; a frozen one lets it weigh all its samples.  No test waits on the wall clock."""

    class Clock:
        def __init__(self) -> None:
            self.reads = 0

        def __call__(self) -> float:
            self.reads += 1
            return 0.0 if self.reads == 1 else 10.0

    spent = Clock()
    late = make_rummy_bot("expert", seed=1, clock=spent)
    one = make_rummy_bot("expert", seed=1, draw_samples=1, clock=_frozen_clock)
    full = make_rummy_bot("expert", seed=1, clock=_frozen_clock)
    weighed = differ = 0
    for seed in range(5):
        s = RummyState.new(RummyRules(2), seed=seed)
        bots = [make_rummy_bot("medium", seed=i) for i in range(2)]
        rng = random.Random(seed)
        while not s.is_over:
            v = s.view(s.to_act)
            offered = v.phase is RummyPhase.DRAW and v.discard_top is not None
            sampled = v.stock_cards is None and v.unseen_mask().bit_count() > 16  # not all
            if offered and Action.draw_discard() in v.legal_actions and sampled:
                spent.reads = 0
                got = late.choose(v, random.Random(weighed))
                assert spent.reads >= 2  # the deadline, then once after the first draw
                assert got == one.choose(v, random.Random(weighed))
                differ += got != full.choose(v, random.Random(weighed))
                weighed += 1
            s.apply(bots[s.to_act].choose(v, rng))
    assert weighed >= 10 and differ >= 1, (weighed, differ)
