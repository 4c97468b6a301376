"""Hollywood Gin (docs/RULES.md Part C): three International games to 100 scored at once,
each with its box, game and shut-out bonuses; the mode in saves and in the arena."""

from __future__ import annotations

import json

import pytest

from engine import Action, HandState, Rules, RulesError
from engine.errors import SaveError
from engine.jinlami.hollywood import game_totals, hollywood_games
from engine.jinlami.match import MAX_MATCH_HANDS, HandRecord, Match, MatchConfig
from engine.serialize import dumps, loads
from engine.tools.arena import main as arena_main
from tests.engine.reference import cards
from tests.engine.test_match import play_match

INTERNATIONAL = Rules.preset("international")


def record(winner: int | None, points: int) -> HandRecord:
    pts = (0, 0) if winner is None else ((points, 0) if winner == 0 else (0, points))
    return HandRecord(0, 0, 0, (), pts, "knock" if winner is not None else "draw", winner)


def hollywood(*hands: HandRecord) -> Match:
    m = Match(INTERNATIONAL, MatchConfig.hollywood(), seed=9)
    m.records.extend(hands)
    m.scores = [sum(r.points[0] for r in hands), sum(r.points[1] for r in hands)]
    return m


def test_each_players_wins_open_the_games_one_by_one() -> None:
    # seat 0 wins 20 (game 1), seat 1 wins 10 (its first: game 1), seat 0 wins 30 (1, 2),
    # seat 0 wins 5 (1, 2, 3), seat 1 wins 7 (its second: games 1 and 2)
    games = hollywood(
        record(0, 20), record(1, 10), record(0, 30), record(0, 5), record(1, 7)
    ).games()
    assert [g.points for g in games] == [(55, 17), (35, 7), (5, 0)]
    assert [g.boxes for g in games] == [(3, 2), (2, 1), (1, 0)]
    assert not any(g.decided for g in games)


def test_a_hand_that_finishes_game_1_scores_in_games_2_and_3() -> None:
    m = hollywood(record(0, 30), record(0, 30), record(0, 20), record(1, 15), record(0, 25))
    g1, g2, g3 = m.games()
    assert g1.points == (105, 15) and g1.decided_at == 5
    assert g2.points == (75, 0) and not g2.decided
    assert g3.points == (45, 0) and not g3.decided
    assert not m.is_over
    # game 1's bonuses count at once: 105 + 100 game + 4 boxes; the open games are points
    assert m.final_scores() == (105 + 100 + 4 * 25 + 75 + 45, 15 + 25)
    # a closed game takes nothing more: seat 1's second win scores in game 2 only
    m.records.append(record(1, 40))
    g1, g2, g3 = m.games()
    assert g1.points == (105, 15) and g2.points == (75, 40) and g3.points == (45, 0)


def test_a_first_win_after_game_1_is_decided_scores_nowhere() -> None:
    m = hollywood(record(0, 60), record(0, 50), record(1, 30))
    assert [g.points for g in m.games()] == [(110, 0), (50, 0), (0, 0)]
    assert m.hands_won() == (2, 1)


def test_drawn_hands_score_in_no_game_and_count_for_nobody() -> None:
    m = hollywood(record(None, 0), record(0, 20), record(None, 0), record(0, 10))
    assert [g.points for g in m.games()] == [(30, 0), (10, 0), (0, 0)]
    assert [g.boxes for g in m.games()] == [(2, 0), (1, 0), (0, 0)]


def test_the_match_ends_when_all_three_games_are_decided_with_each_games_bonuses() -> None:
    # seat 0: 110 (1), 110 (1, 2) — games 1 and 2 decided; seat 1: 40, 50, 60 in game 3
    # only after its wins open it; seat 0's third win decides game 3
    hands = [record(0, 110), record(0, 110), record(1, 40), record(1, 50), record(1, 60)]
    m = hollywood(*hands)
    assert [g.decided for g in m.games()] == [True, True, False]
    assert [g.points for g in m.games()] == [(110, 0), (110, 0), (0, 60)]
    assert not m.is_over and m.winner is None
    m.records.append(record(0, 100))
    g3 = m.games()[2]
    assert g3.points == (100, 60) and g3.decided_at == 6
    assert m.is_over and m.target_reached
    # games 1 and 2 shut out (seat 1 scored nothing in them): doubled
    want0 = (110 + 100 + 25) * 2 + (110 + 100 + 25) * 2 + (100 + 100 + 25)
    assert m.final_scores() == (want0, 60 + 25)
    assert m.winner == 0
    with pytest.raises(Exception):  # noqa: B017 - over: no more hands
        m.start_hand()


def test_the_hand_limit_closes_open_games_without_game_bonus() -> None:
    m = hollywood(record(0, 150), *[record(None, 0)] * (MAX_MATCH_HANDS - 2), record(1, 30))
    assert m.hands_played == MAX_MATCH_HANDS and m.is_over and not m.target_reached
    g1, g2, g3 = m.games()
    assert g1.decided and not g2.decided and not g3.decided
    # game 1 decided and shut out; game 2 and 3 had no points but seat 1's first win
    # went to game 1, closed: nothing; open games closed by the limit give boxes only
    assert (g2.points, g3.points) == ((0, 0), (0, 0))
    assert m.final_scores() == ((150 + 100 + 25) * 2, 0)


def test_game_totals_is_the_game_modes_scoring() -> None:
    assert game_totals((105, 20), (3, 1), 100, ended=True) == (105 + 100 + 75, 45)
    assert game_totals((0, 105), (0, 2), 100, ended=True) == (0, (105 + 100 + 50) * 2)
    assert game_totals((90, 20), (3, 1), 100, ended=True) == (90 + 75, 45)  # hand limit
    assert game_totals((90, 20), (3, 1), 100, ended=False) == (90, 20)
    assert hollywood_games([], 100)[0].points == (0, 0)


def test_a_card_string_gin_scores_in_the_games_its_winner_opened() -> None:
    m = hollywood(record(0, 30), record(0, 30))
    # seat 0 (non-dealer) holds three melds, four eights and KC: gin discarding KC
    state = HandState.setup(
        INTERNATIONAL,
        (cards("2C 3C 4C 5D 6D 7D 8H 8D 8C 8S KC"), cards("AS 2S 3S JH JD JC QH QD QS 2H")),
        dealer=1,
    )
    state.apply(Action.parse("knock KC"))
    state.apply(Action.parse("declare 5D 6D 7D / 2C 3C 4C / 8S 8H 8D 8C"))
    assert state.is_over and state.winner == 0
    points = state.points()[0]
    assert points == 25 + 2
    m._record(state)  # the match's own bookkeeping of a finished hand
    assert [g.points for g in m.games()] == [(60 + points, 0), (30 + points, 0), (points, 0)]


def test_hollywood_is_refused_under_jinlami_scoring() -> None:
    with pytest.raises(RulesError) as info:
        Match(Rules.preset("classic"), MatchConfig.hollywood(), seed=1)
    assert info.value.code == "hollywood_scoring"


@pytest.mark.parametrize("preset", ["international", "oklahoma", "straight"])
def test_a_hollywood_match_plays_out_and_round_trips_through_a_save(preset: str) -> None:
    m = Match(Rules.preset(preset), MatchConfig.hollywood(), seed=4)
    play_match(m, 3)
    assert m.is_over and all(g.decided for g in m.games())
    text = dumps(m)
    assert json.loads(text)["match"]["mode"] == "hollywood"
    back = loads(text)
    assert isinstance(back, Match) and back.config == m.config
    assert back.games() == m.games() and back.final_scores() == m.final_scores()


def test_a_save_of_an_unknown_mode_is_refused_and_an_older_game_save_loads() -> None:
    m = Match(INTERNATIONAL, MatchConfig.game(), seed=2)
    play_match(m, 1)
    text = dumps(m)
    data = json.loads(text)
    data["match"]["hand_limit"] = 10_000  # as older saves of games wrote it
    back = loads(json.dumps(data))
    assert isinstance(back, Match) and back.config.mode == "game"
    assert back.final_scores() == m.final_scores()
    data["match"]["mode"] = "hollywoo"
    with pytest.raises(SaveError):
        loads(json.dumps(data))


def test_the_arena_plays_hollywood_games(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rules", "international", "--mode", "hollywood", "--games", "1"]
    assert arena_main([*argv, "--bots", "medium,easy", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["mode"] == "hollywood"
    a, b = out["labels"]
    assert sum(out["hollywood_game_wins"][a]) + sum(out["hollywood_game_wins"][b]) == 6
    with pytest.raises(SystemExit):
        arena_main(["--rules", "classic", "--mode", "hollywood", "--games", "1", "--json"])
