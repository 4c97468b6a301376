"""Versioned JSON saves: round trips replay to the identical state; bad files say why."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

import engine
from engine import serialize
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from tests.engine.greedy import greedy_action


def _advance(match: Match, rng: random.Random, max_actions: int) -> None:
    """Play up to ``max_actions`` actions, dealing new hands as needed."""
    for _ in range(max_actions):
        if match.is_over:
            return
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        if state.phase is engine.Phase.LAYOFF:
            match.apply(rng.choice(state.legal_actions()))
        else:
            match.apply(greedy_action(state.view(state.to_act), rng))


def _same_hand(a: engine.HandState, b: engine.HandState) -> None:
    assert a.hands == b.hands
    assert a.stock == b.stock
    assert a.discards == b.discards
    assert a.phase == b.phase and a.to_act == b.to_act
    assert a.actions == b.actions
    assert a.log == b.log
    assert a.settlement == b.settlement


@pytest.mark.parametrize("preset", ["classic", "jj", "gin1909", "international"])
def test_match_round_trip_mid_hand(preset: str) -> None:
    rules = engine.Rules.preset(preset)
    for seed in range(6):
        m = Match(rules, MatchConfig.default_for(rules), seed=seed)
        _advance(m, random.Random(seed), 50 + 37 * seed)
        text = serialize.dumps(m, meta={"opponent": "medium", "名字": "玩家"})
        loaded = serialize.loads(text)
        assert isinstance(loaded, Match)
        assert loaded.scores == m.scores
        assert loaded.records == m.records
        assert (loaded.state is None) == (m.state is None)
        if m.state is not None and loaded.state is not None:
            _same_hand(loaded.state, m.state)
        # saving the loaded match gives the same document
        assert serialize.dumps(loaded, meta={"opponent": "medium", "名字": "玩家"}) == text
        # and the replayed match continues identically
        rng_a, rng_b = random.Random(99), random.Random(99)
        _advance(m, rng_a, 40)
        _advance(loaded, rng_b, 40)
        assert loaded.scores == m.scores


def test_meta_is_kept() -> None:
    m = Match(engine.Rules(), MatchConfig.fixed(2), seed=1)
    doc = json.loads(serialize.dumps(m, meta={"slot": "周末", "levels": ["hard"]}))
    assert doc["meta"] == {"slot": "周末", "levels": ["hard"]}
    assert doc["format"] == serialize.FORMAT and doc["version"] == serialize.VERSION


def test_hand_round_trip() -> None:
    state = engine.HandState.new(engine.Rules.preset("gin1909"), seed=77, dealer=1)
    rng = random.Random(3)
    for _ in range(25):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    loaded = serialize.loads(serialize.dumps(state))
    assert isinstance(loaded, engine.HandState)
    _same_hand(loaded, state)


def test_team_round_trip() -> None:
    t = TeamMatch(engine.Rules(), (("you", "hard"), ("easy", "medium")), seed=8, hands_per_duel=1)
    rng = random.Random(1)
    for _ in range(2):
        current = t.current
        assert current is not None
        _advance(current[2], rng, 400)
    loaded = serialize.loads(serialize.dumps(t))
    assert isinstance(loaded, TeamMatch)
    assert loaded.team_scores() == t.team_scores()
    assert [m.records for _a, _b, m in loaded.duels] == [m.records for _a, _b, m in t.duels]


def _saved_match() -> str:
    m = Match(engine.Rules(), MatchConfig.fixed(3), seed=12)
    _advance(m, random.Random(12), 120)
    return serialize.dumps(m)


@pytest.mark.parametrize(
    ("mangle", "code"),
    [
        (lambda t: t[: len(t) // 2], "not_json"),
        (lambda t: "\x00\xff garbage", "not_json"),
        (lambda t: json.dumps({"hello": "world"}), "not_a_save"),
        (lambda t: json.dumps([1, 2, 3]), "not_a_save"),
        (lambda t: t.replace('"version": 2', '"version": 99'), "newer_version"),
        (lambda t: t.replace('"version": 2', '"version": "one"'), "bad_field"),
        (lambda t: t.replace('"seed": 12', '"seed": "12"'), "bad_field"),
        (lambda t: t.replace('"draw stock"', '"draw sky"', 1), "bad_field"),
        (lambda t: t.replace('"scoring": "jinlami"', '"scoring": "poker"'), "replay_failed"),
    ],
)
def test_damaged_saves_raise_clear_errors(mangle: Callable[[str], str], code: str) -> None:
    with pytest.raises(engine.SaveError) as info:
        serialize.loads(mangle(_saved_match()))
    assert info.value.code == code
    assert str(info.value)


def test_random_bytes_are_not_a_save() -> None:
    rng = random.Random(5)
    for _ in range(50):
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        with pytest.raises(engine.SaveError):
            serialize.loads(blob)


def test_illegal_action_in_the_list_is_reported() -> None:
    doc = json.loads(_saved_match())
    first_hand = doc["hands"][0]
    # an action that cannot be legal at that point: knocking right after the deal
    first_hand.insert(0, "declare -")
    with pytest.raises(engine.SaveError) as info:
        serialize.from_dict(doc)
    assert info.value.code == "replay_failed"


def test_scores_that_do_not_match_the_replay_are_reported() -> None:
    doc = json.loads(_saved_match())
    doc["progress"]["scores"] = [999, 0]
    with pytest.raises(engine.SaveError) as info:
        serialize.from_dict(doc)
    assert info.value.code == "progress_mismatch"


def test_same_seed_same_actions_same_game() -> None:
    rules = engine.Rules.preset("international")
    a = Match(rules, MatchConfig.game(), seed=2024)
    _advance(a, random.Random(1), 300)
    b = Match(rules, MatchConfig.game(), seed=2024)
    b.replay(a.hand_actions())
    assert b.scores == a.scores and b.records[: len(a.records)] == a.records


def test_the_save_document_keeps_its_shape() -> None:
    """The registry dispatch writes exactly the fields the format always had."""
    state = engine.HandState.new(engine.Rules(), seed=5, dealer=1)
    state.apply(state.legal_actions()[0])
    doc = serialize.to_dict(state, meta={"slot": 1})
    assert doc == {
        "format": "jinlami-save",
        "version": 2,
        "game": "jinlami",
        "kind": "hand",
        "rules": {"name": "classic", "deal": "dealer11", "knock_limit": 10, "scoring": "jinlami"},
        "seed": 5,
        "meta": {"slot": 1},
        "dealer": 1,
        "hands": [[str(state.actions[0])]],
    }
    assert state.dumps({"slot": 1}) == serialize.dumps(state, {"slot": 1})
    m = Match(engine.Rules(), MatchConfig.fixed(2), seed=3)
    assert set(serialize.to_dict(m)) == {
        "format", "version", "game", "kind", "rules", "seed", "meta", "match", "hands", "progress"
    }  # fmt: skip
    t = TeamMatch(engine.Rules(), (("a", "b"), ("c", "d")), seed=1, hands_per_duel=1)
    doc = serialize.to_dict(t)
    assert doc["kind"] == "team" and doc["game"] == "jinlami"
    assert set(doc) >= {"teams", "hands_per_duel", "duels", "progress"}


@pytest.mark.parametrize("kind", ["hand", "match", "team"])
def test_a_save_without_a_game_is_jinlami(kind: str) -> None:
    if kind == "hand":
        game: serialize.Game = engine.HandState.new(engine.Rules(), seed=9)
    elif kind == "match":
        game = Match(engine.Rules(), MatchConfig.fixed(2), seed=9)
    else:
        game = TeamMatch(engine.Rules(), (("a", "b"), ("c", "d")), seed=9, hands_per_duel=1)
    doc = serialize.to_dict(game)
    del doc["game"]
    assert type(serialize.from_dict(doc)) is type(game)


@pytest.mark.parametrize("bad", ["mahjong", ["rummy"], 3, None])
def test_an_unknown_game_is_a_bad_field(bad: object) -> None:
    doc = serialize.to_dict(engine.HandState.new(engine.Rules(), seed=9))
    doc["game"] = bad
    with pytest.raises(engine.SaveError) as info:
        serialize.from_dict(doc)
    assert info.value.code == "bad_field" and info.value.params == {"field": "game"}


def test_a_kind_of_another_game_is_a_bad_field() -> None:
    doc = serialize.to_dict(engine.RummyMatch(engine.RummyRules(3), 100, seed=2))
    doc["kind"] = "team"  # only 金拉米 has team matches
    with pytest.raises(engine.SaveError) as info:
        serialize.from_dict(doc)
    assert info.value.code == "bad_field"


def test_load_state_takes_only_a_hand_of_its_game() -> None:
    from engine.games import game

    hand = engine.RummyState.new(engine.RummyRules(4), seed=3)
    assert isinstance(game("rummy").load_state(hand.dumps()), engine.RummyState)
    for text in (hand.dumps(), serialize.dumps(Match(engine.Rules(), MatchConfig(), seed=1))):
        with pytest.raises(engine.SaveError) as info:
            game("jinlami").load_state(text)
        assert info.value.code == "bad_field"
