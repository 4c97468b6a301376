"""The match standing in a seat's view: filled by the match, turned to the seat, public."""

from __future__ import annotations

import random

import pytest

from engine.jinlami.bots import make
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.jinlami.standing import MatchStanding
from engine.jinlami.state import HandState


def _play_hand(match: Match, seed: int) -> list[tuple[int, MatchStanding | None]]:
    """Play the match's next hand with two ``medium`` bots; every view's (seat, standing)."""
    bots = [make("medium", seed=seed), make("medium", seed=seed + 1)]
    rng = random.Random(seed)
    state = match.start_hand()
    seen = []
    while not state.is_over:
        p = state.to_act
        view = state.view(p)
        seen.append((p, view.standing))
        seen.append((1 - p, state.view(1 - p).standing))
        match.apply(bots[p].choose(view, rng))
    return seen


def test_an_eight_hand_match_shows_each_seat_its_own_score_first() -> None:
    match = Match(Rules.preset("classic"), MatchConfig.fixed(8), seed=4)
    for h in range(8):
        before = tuple(match.scores)
        for seat, st in _play_hand(match, 10 + h):
            assert st is not None
            assert (st.own, st.opponent) == (before[seat], before[1 - seat])
            assert (st.hands_played, st.mode, st.hands, st.target) == (h, "fixed", 8, 0)
            assert st.hands_left == 8 - h and st.open_games() == ()
            assert st.lead == before[seat] - before[1 - seat]
    assert match.is_over and sum(match.scores) > 0  # the scores did move


def test_a_game_to_100_and_hollywood_name_their_target_and_games() -> None:
    game = Match(Rules.preset("international"), MatchConfig.game(), seed=2)
    _play_hand(game, 1)
    (_seat, st), *_ = _play_hand(game, 2)
    assert st is not None and st.target == 100 and st.mode == "game" and st.hands_played == 1
    assert st.open_games() == ((st.own, st.opponent),) and st.hands_left is None
    holly = Match(Rules.preset("international"), MatchConfig.hollywood(), seed=3)
    for k in range(3):
        _play_hand(holly, 20 + k)
    sheets = holly.games()
    for seat, st in _play_hand(holly, 30):
        assert st is not None and st.mode == "hollywood" and len(st.games) == 3
        mine = tuple((g.points[seat], g.points[1 - seat], g.decided) for g in sheets)
        assert st.games == mine
        assert st.open_games() == tuple((a, b) for a, b, d in mine if not d)


def test_a_hand_alone_has_no_standing_and_a_sample_keeps_it() -> None:
    alone = HandState.new(Rules.preset("classic"), seed=5)
    assert alone.view(0).standing is None and alone.view(1).standing is None
    match = Match(Rules.preset("classic"), MatchConfig.fixed(8), seed=4)
    _play_hand(match, 1)
    state = match.start_hand()
    for seat in (0, 1):
        view = state.view(seat)
        sample = view.determinize(random.Random(seat))
        assert sample.view(seat).standing == view.standing
        assert sample.view(1 - seat).standing == state.view(1 - seat).standing
    assert state.view(0).standing == state.view(1).standing.turned()  # type: ignore[union-attr]


def test_the_standing_tells_nothing_of_the_cards() -> None:
    """Two matches with other deals but the same scores show the same standing: it is
    built from the score sheet alone."""
    a = Match(Rules.preset("classic"), MatchConfig.fixed(8), seed=1)
    b = Match(Rules.preset("classic"), MatchConfig.fixed(8), seed=2)
    sa, sb = a.start_hand(), b.start_hand()
    assert sa.hands != sb.hands
    assert sa.view(0).standing == sb.view(0).standing == MatchStanding(0, 0, 0, 0, "fixed", 8)


@pytest.mark.parametrize("mode", ["fixed", "target", "game", "hollywood"])
def test_turned_twice_is_the_same(mode: str) -> None:
    st = MatchStanding(30, 55, 100, 3, mode, 8, ((30, 55, False), (10, 0, True)))
    assert st.turned().turned() == st
    assert st.turned().lead == -st.lead


@pytest.mark.parametrize(
    ("games", "stakes"),
    [
        # nobody has won: the first win of either goes into game 1 only
        (((0, 0, False), (0, 0, False), (0, 0, False)), (1, 1)),
        # we have won twice (games 1 and 2), they once (game 1): ours go into three
        # games, theirs into two
        (((40, 20, False), (15, 0, False), (0, 0, False)), (3, 2)),
        # game 1 decided: our wins count in games 2 and 3, theirs in game 2 only
        (((104, 30, True), (64, 0, False), (0, 0, False)), (2, 1)),
        # games 1 and 2 decided, game 3 open and entered by both: one game each
        (((110, 20, True), (100, 5, True), (30, 5, False)), (1, 1)),
    ],
)
def test_hollywood_stakes_count_the_open_games_a_win_goes_into(
    games: tuple[tuple[int, int, bool], ...], stakes: tuple[int, int]
) -> None:
    st = MatchStanding(0, 0, 100, 3, "hollywood", games=games)
    assert st.stakes() == stakes
    assert st.turned().stakes() == stakes[::-1]


def test_every_other_mode_counts_a_hand_once() -> None:
    for mode in ("fixed", "target", "game"):
        assert MatchStanding(50, 10, 100, 4, mode).stakes() == (1, 1)


def test_the_stakes_follow_the_hollywood_games_of_a_played_match() -> None:
    """The standing a match hands its seats gives stakes that agree with the games the
    engine scores: before each hand, a seat's next win goes into that many games."""
    match = Match(Rules.preset("international"), MatchConfig.hollywood(), seed=9)
    checked = 0
    for h in range(12):
        if match.is_over:
            break
        results = [(r.winner, r.points) for r in match.records]
        sheets = match.games()
        seat, st = _play_hand(match, 40 + h)[0]
        assert st is not None
        for side in (0, 1):
            wins = sum(1 for w, _ in results if w == side)
            would = [g for g in range(min(wins + 1, 3)) if not sheets[g].decided]
            assert st.stakes()[0 if side == seat else 1] == len(would), (h, side, results)
            checked += len(would) > 1
    assert checked  # some hand counted a win in more than one game
