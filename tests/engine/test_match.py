"""Match modes (docs/RULES.md A7, Part C): fixed hands, target with hand limit, team match,
game to 100."""

from __future__ import annotations

import random

import pytest

import engine
from engine.jinlami.match import HandRecord, Match, MatchConfig, TeamMatch
from tests.engine.greedy import greedy_action


def play_hand(match: Match, rng: random.Random) -> None:
    state = match.start_hand()
    while not state.is_over:
        if state.phase is engine.Phase.LAYOFF:
            for a in state.best_layoff_actions():
                match.apply(a)
            continue
        match.apply(greedy_action(state.view(state.to_act), rng))


def play_match(match: Match, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not match.is_over:
        play_hand(match, rng)


def record(winner: int | None, points: tuple[int, int], kind: str = "knock") -> HandRecord:
    return HandRecord(0, 0, 0, (), points, kind, winner)


def test_fixed_hands_plays_exactly_n_and_alternates_dealer() -> None:
    m = Match(engine.Rules.preset("classic"), MatchConfig.fixed(5), seed=11)
    play_match(m)
    assert m.hands_played == 5
    dealers = [r.dealer for r in m.records]
    assert dealers == [(m.first_dealer + i) % 2 for i in range(5)]
    assert m.scores == [sum(r.points[0] for r in m.records), sum(r.points[1] for r in m.records)]
    with pytest.raises(engine.IllegalActionError):
        m.start_hand()


def test_dealer_alternates_after_drawn_hands_too() -> None:
    rules = engine.Rules.preset("classic")
    m = Match(rules, MatchConfig.fixed(3), seed=5)
    for _ in range(3):
        state = m.start_hand()
        # both players just draw and discard until the stock runs out: a drawn hand
        while not state.is_over:
            legal = state.legal_actions()
            action = next(a for a in legal if a.kind in ("draw_stock", "pass", "discard"))
            m.apply(action)
    assert [r.kind for r in m.records] == ["draw"] * 3
    assert [r.dealer for r in m.records] == [(m.first_dealer + i) % 2 for i in range(3)]
    assert m.is_over and m.winner is None  # equal totals: drawn match


def test_first_dealer_comes_from_the_seed() -> None:
    firsts = {Match(engine.Rules(), MatchConfig.fixed(1), seed=s).first_dealer for s in range(40)}
    assert firsts == {0, 1}
    a = Match(engine.Rules(), MatchConfig.fixed(1), seed=3)
    b = Match(engine.Rules(), MatchConfig.fixed(1), seed=3)
    assert a.first_dealer == b.first_dealer
    assert a.start_hand().hands == b.start_hand().hands


def test_target_mode_stops_at_target_or_hand_limit() -> None:
    m = Match(engine.Rules.preset("jj"), MatchConfig.target_score(60, 30), seed=2)
    play_match(m, 1)
    assert max(m.scores) >= 60
    assert all(max(scores) < 60 for scores in _running(m)[:-1])
    assert m.winner == (0 if m.scores[0] > m.scores[1] else 1)

    short = Match(engine.Rules.preset("jj"), MatchConfig.target_score(10_000, 3), seed=2)
    play_match(short, 1)
    assert short.hands_played == 3


def _running(m: Match) -> list[tuple[int, int]]:
    a = b = 0
    out = []
    for r in m.records:
        a += r.points[0]
        b += r.points[1]
        out.append((a, b))
    return out


def test_international_game_bonuses() -> None:
    m = Match(engine.Rules.preset("international"), MatchConfig.game(), seed=9)
    # synthetic history: seat 0 wins three hands, seat 1 one hand, seat 0 reaches 100
    m.records.extend(
        [record(0, (40, 0)), record(1, (0, 20)), record(0, (30, 0)), record(0, (35, 0))]
    )
    m.scores = [105, 20]
    assert m.is_over
    assert m.final_scores() == (105 + 100 + 3 * 25, 20 + 25)
    assert m.winner == 0


def test_international_shutout_doubles_the_winner() -> None:
    m = Match(engine.Rules.preset("international"), MatchConfig.game(), seed=9)
    m.records.extend([record(1, (0, 60)), record(1, (0, 45))])
    m.scores = [0, 105]
    assert m.final_scores() == (0, (105 + 100 + 2 * 25) * 2)
    assert m.winner == 1


def test_international_game_played_out() -> None:
    m = Match(
        engine.Rules.preset("international"),
        MatchConfig.default_for(engine.Rules.preset("international")),
        seed=4,
    )
    assert m.config.mode == "game"
    play_match(m, 3)
    assert max(m.scores) >= 100
    a, b = m.final_scores()
    assert max(a, b) >= max(m.scores) + 100


def test_team_match_every_member_meets_every_opponent() -> None:
    rules = engine.Rules.preset("classic")
    t = TeamMatch(rules, (("you", "hard"), ("easy", "medium", "expert")), seed=3, hands_per_duel=1)
    assert [(a, b) for a, b, _m in t.duels] == [
        (a, b) for a in ("you", "hard") for b in ("easy", "medium", "expert")
    ]
    rng = random.Random(0)
    while not t.is_over:
        current = t.current
        assert current is not None
        play_hand(current[2], rng)
    pts = t.member_points()
    assert t.team_scores() == (
        sum(v for (team, _n), v in pts.items() if team == 0),
        sum(v for (team, _n), v in pts.items() if team == 1),
    )
    assert t.winner in (0, 1, None)


def test_team_size_is_checked() -> None:
    with pytest.raises(ValueError):
        TeamMatch(engine.Rules(), (("a",), ("b", "c")), seed=1)
    with pytest.raises(ValueError):
        TeamMatch(engine.Rules(), (("a", "b", "c", "d", "e"), ("b", "c")), seed=1)


@pytest.mark.parametrize(
    "kwargs",
    [{"mode": "sudden"}, {"hands": 0}, {"target": -5}, {"hand_limit": "7"}],
)
def test_bad_match_config(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        MatchConfig(**kwargs)  # type: ignore[arg-type]


def test_actions_refused_between_hands() -> None:
    m = Match(engine.Rules(), MatchConfig.fixed(2), seed=1)
    with pytest.raises(engine.IllegalActionError):
        m.apply(engine.Action.draw_stock())
    m.start_hand()
    with pytest.raises(engine.IllegalActionError):
        m.start_hand()
