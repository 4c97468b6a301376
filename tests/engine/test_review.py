"""The hand review (engine.review): each decision of a seat valued from its view only,
deterministic, with progress; it tells a weak bot from a strong one in both games."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import serialize
from engine.actions import Action
from engine.cards import parse_card, parse_cards
from engine.errors import RulesError
from engine.jinlami.bots import make
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.review import JinlamiReviewer
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState, Phase
from engine.review import (
    WIN_TOLERANCE,
    Review,
    count_decisions,
    iter_review,
    review_game,
    review_save,
)
from engine.rummy.bots import make_rummy_bot
from engine.rummy.review import RummyReviewer
from engine.rummy.state import RummyRules, RummyState
from engine.tools.common import play_out
from engine.tools.review import main as review_main


def _jinlami_hand(level: str, seed: int, seat: int = 0) -> HandState:
    """A classic hand with ``level`` at ``seat`` and ``hard`` at the other seat."""
    state = HandState.new(Rules.preset("classic"), seed=seed, dealer=seed % 2)
    bots = [make("hard", seed + 100), make("hard", seed + 100)]
    bots[seat] = make(level, seed)
    return play_out(state, bots, [random.Random(seed), random.Random(seed + 1)])


def _rummy_hand(level: str, seed: int, players: int = 2) -> RummyState:
    state = RummyState.new(RummyRules(players), seed=seed)
    bots = [make_rummy_bot(level, seed)] + [
        make_rummy_bot("hard", seed + q) for q in range(1, players)
    ]
    return play_out(state, bots, [random.Random(seed + q) for q in range(players)])


def _pooled(reviews: list[Review]) -> tuple[float, float]:
    """(mean loss a decision, accuracy) over all the reviews' decisions."""
    decisions = [d for r in reviews for d in r.decisions]
    assert decisions
    mean_loss = sum(d.evaluation.loss for d in decisions) / len(decisions)
    return mean_loss, sum(d.ok for d in decisions) / len(decisions)


def test_a_discard_that_breaks_a_meld_is_named() -> None:
    hand = parse_cards("KS KH KD 2C 3C 4C 9H 8S 6D 7C QD")
    other = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D TS")
    state = HandState.setup(Rules.preset("classic"), (hand, other), dealer=0)
    assert state.phase is Phase.DISCARD and state.to_act == 0
    reviewer = JinlamiReviewer("quick")
    view = state.view(0)
    bad = reviewer.evaluate(view, Action.discard(parse_card("KS")), random.Random(1))
    assert bad is not None and bad.kind == "discard"
    assert not bad.ok and bad.code == "breaks_meld" and bad.loss > WIN_TOLERANCE
    assert bad.best.kind == "discard" and bad.best.card is not None
    assert bad.best.card.rank not in (parse_card("KS").rank,)
    good = reviewer.evaluate(view, bad.best, random.Random(1))
    assert good is not None and good.ok and good.loss == 0.0


def test_the_review_sees_only_the_view() -> None:
    """Two states with one view for seat 0 (the hidden cards dealt differently) get the
    same evaluation."""
    state = _jinlami_hand("medium", 7)
    replay = HandState.new(state.rules, seed=state.seed, dealer=state.dealer)
    reviewer = JinlamiReviewer("quick")
    checked = 0
    for action in state.actions:
        if replay.to_act == 0 and len(replay.legal_actions()) > 1 and checked < 4:
            view = replay.view(0)
            other = view.determinize(random.Random(checked))
            assert other.view(0) == view
            assert other.hands[1] != replay.hands[1] or other.stock != replay.stock
            a = reviewer.evaluate(view, action, random.Random(5))
            b = reviewer.evaluate(other.view(0), action, random.Random(5))
            assert a == b
            checked += 1
        replay.apply(action)
    assert checked == 4


def test_the_rummy_review_sees_only_the_view() -> None:
    state = _rummy_hand("medium", 4, players=3)
    replay = RummyState.new(state.rules, seed=state.seed, dealer=state.dealer)
    reviewer = RummyReviewer("quick")
    checked = 0
    for action in state.actions:
        if replay.to_act == 0 and len(replay.legal_actions()) > 1 and checked < 2:
            view = replay.view(0)
            other = view.determinize(random.Random(checked))
            assert other.view(0) == view and other.hands[1] != replay.hands[1]
            a = reviewer.evaluate(view, action, random.Random(5))
            assert a == reviewer.evaluate(other.view(0), action, random.Random(5))
            checked += 1
        replay.apply(action)
    assert checked == 2


def test_a_review_is_deterministic_and_reports_progress() -> None:
    m = Match(Rules.preset("classic"), MatchConfig.fixed(2), 5)
    rng = random.Random(2)
    bots = [make("medium", 1), make("easy", 2)]
    while not m.is_over:
        state = m.start_hand()
        while not state.is_over:
            m.apply(bots[state.to_act].choose(state.view(state.to_act), rng))
    calls: list[tuple[int, int]] = []
    first = review_game(m, 1, "quick", progress=lambda done, total: calls.append((done, total)))
    total = count_decisions(m, 1)
    assert first.hands == 2 and 0 < len(first.decisions) <= total
    assert calls[-1] == (total, total)
    assert [c[0] for c in calls] == sorted(c[0] for c in calls)
    assert {d.hand for d in first.decisions} == {1, 2}
    again = review_save(serialize.dumps(m), 1, "quick")
    assert again.to_dict() == first.to_dict()
    assert [h.decisions for h in first.per_hand()] == [
        sum(d.hand == n for d in first.decisions) for n in (1, 2)
    ]
    costly = first.costliest()
    assert all(not d.ok for d in costly)
    assert [d.evaluation.loss for d in costly] == sorted(
        (d.evaluation.loss for d in costly), reverse=True
    )
    stepped = list(iter_review(m, 1, "quick"))
    assert [d.to_dict() for d in stepped] == [d.to_dict() for d in first.decisions]
    second = review_game(m, 1, "quick", hand=2)  # the hand just finished, alone
    assert second.hands == 1 and second.decisions
    assert [d.to_dict() for d in second.decisions] == [
        d.to_dict() for d in first.decisions if d.hand == 2
    ]
    with pytest.raises(RulesError):
        review_game(m, 1, "quick", hand=3)


def test_a_bad_seat_or_effort_is_refused() -> None:
    state = _jinlami_hand("easy", 3)
    with pytest.raises(ValueError):
        review_game(state, 2)
    with pytest.raises(RulesError):
        review_game(state, 0, "forever")


def test_the_command_line_prints_the_review(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.json"
    path.write_text(serialize.dumps(_jinlami_hand("easy", 11)), encoding="utf-8")
    assert review_main([str(path), "--seat", "0", "--effort", "quick", "--json"]) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert out["game"] == "jinlami" and out["seat"] == 0 and out["hands"] == 1
    summary = out["summary"]
    assert summary["decisions"] == len(out["decisions"]) > 0
    assert 0.0 <= summary["accuracy"] <= 1.0 and summary["total_loss"] >= 0.0
    for d in out["decisions"]:
        assert d["hand"] == 1 and {"move", "best", "loss", "code", "win", "best_win"} <= set(d)
        assert (d["code"] == "ok") == d["ok"]
    assert review_main([str(path), "--seat", "0", "--effort", "quick"]) == 0
    assert "accuracy" in capsys.readouterr().out


def test_the_review_tells_easy_from_hard_in_jinlami() -> None:
    seeds = range(40, 46)
    easy = _pooled([review_game(_jinlami_hand("easy", s), 0, "quick") for s in seeds])
    hard = _pooled([review_game(_jinlami_hand("hard", s), 0, "quick") for s in seeds])
    assert easy[0] > 2 * hard[0], (easy, hard)  # mean loss
    assert easy[1] < hard[1] - 0.15, (easy, hard)  # accuracy


@pytest.mark.slow
def test_the_review_tells_easy_from_hard_in_rummy() -> None:
    seeds = range(20, 21)  # one deal tells them apart: loss 0.079 to 0.019, accuracy 0.5 to 0.85
    easy = _pooled([review_game(_rummy_hand("easy", s), 0, "quick") for s in seeds])
    hard = _pooled([review_game(_rummy_hand("hard", s), 0, "quick") for s in seeds])
    assert easy[0] > 1.5 * hard[0], (easy, hard)
    assert easy[1] < hard[1] - 0.1, (easy, hard)


@pytest.mark.slow
def test_a_three_player_rummy_save_is_reviewed_for_any_seat() -> None:
    state = _rummy_hand("medium", 5, players=3)
    review = review_save(serialize.dumps(state), 2, "quick")
    assert review.game == "rummy" and review.seat == 2 and review.decisions
    kinds = {d.evaluation.kind for d in review.decisions}
    assert "draw" in kinds and "discard" in kinds


def test_a_team_match_is_reviewed_duel_after_duel() -> None:
    t = TeamMatch(Rules(), (("a", "b"), ("c", "d")), seed=3, hands_per_duel=1)
    bots = [make("medium", 1), make("easy", 2)]
    rng = random.Random(1)
    while not t.is_over:
        current = t.current
        assert current is not None
        m = current[2]
        while not m.is_over:
            s = m.start_hand()
            while not s.is_over:
                m.apply(bots[s.to_act].choose(s.view(s.to_act), rng))
    review = review_game(t, 1, "quick")
    assert review.hands == 4 and {d.hand for d in review.decisions} == {1, 2, 3, 4}


def test_a_missed_layoff_is_valued_in_points_exactly() -> None:
    """The defender's layoffs are valued in points (both hands are shown): ending the
    layoff with ♠4 and ♠8 still in hand gives away their 12 points, which counts
    against accuracy although the win chance (nil either way) is unchanged."""
    defender = parse_cards("8S 4S QS TH 3D 3H 6H 7C 8C 2D")
    knocker = parse_cards("5S 6S 7S 9H 9D 9C JD QD KD AC 2C")
    state = HandState.setup(
        Rules.preset("classic"),
        (defender, knocker),
        discards=parse_cards("5D"),
        dealer=0,
        to_act=1,
        phase=Phase.DISCARD,
    )
    state.apply(Action.knock(parse_card("2C")))
    state.apply(Action.parse("declare 5S 6S 7S / 9H 9D 9C / JD QD KD"))
    assert state.phase is Phase.LAYOFF and state.to_act == 0
    reviewer = JinlamiReviewer("quick")
    view = state.view(0)
    missed = reviewer.evaluate(view, Action.parse("done"), random.Random(1))
    assert missed is not None and missed.kind == "layoff"
    assert missed.points is not None and missed.best_points is not None
    assert missed.points_loss == 12.0 and missed.loss == 0.0
    assert not missed.ok and missed.code == "missed_layoff"
    assert missed.params == {"card": "4S"}
    good = reviewer.evaluate(view, Action.parse("layoff 4S 0"), random.Random(1))
    assert good is not None and good.ok and good.points_loss == 0.0
