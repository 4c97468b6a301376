"""拉米纸牌 matches (targets 50 … 500, the default one, dealer rotation), seeded replay,
versioned saves and self-play invariants for 2, 3 and 4 players."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine import RummyMatch, RummyRules, RummyState, SaveError, serialize
from engine.rummy.bots import RummyBot, make_rummy_bot
from engine.tools.rummy_arena import play_rummy_hand


def _bot_action(state: RummyState, bots: list[RummyBot], rng: random.Random) -> engine.Action:
    p = state.to_act
    return bots[p].choose(state.view(p), rng)


def _advance(match: RummyMatch, rng: random.Random, max_actions: int) -> None:
    bots = [make_rummy_bot("medium", seed=i) for i in range(match.players)]
    for _ in range(max_actions):
        if match.is_over:
            return
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        if rng.random() < 0.1 and state.legal_actions():
            match.apply(rng.choice(state.legal_actions()))
        else:
            match.apply(_bot_action(state, bots, rng))


# -- the match -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dealer_rotation_and_seat_0_leads_the_first_hand(players: int) -> None:
    m = RummyMatch(RummyRules(players), 200, seed=5)
    assert m.first_dealer == players - 1
    rng = random.Random(players)
    bots = [make_rummy_bot("medium", seed=i) for i in range(players)]
    for k in range(players + 2):
        s = m.start_hand()
        assert s.dealer == (players - 1 + k) % players
        assert s.to_act == s.leader == k % players
        while not s.is_over:
            m.apply(_bot_action(s, bots, rng))
        assert m.records[-1].dealer == s.dealer
        if m.is_over:
            break


def test_target_scores_and_the_match_end() -> None:
    for target in (50, 100, 200, 300, 500):
        RummyMatch(RummyRules(2), target, seed=1)
    for bad in (0, 75, 400, 1000, True):
        with pytest.raises(engine.RulesError):
            RummyMatch(RummyRules(2), bad, seed=1)
    m = RummyMatch(RummyRules(3), 50, seed=8)
    _advance(m, random.Random(8), 10_000)
    assert m.is_over and m.winner is not None
    assert m.scores[m.winner] >= 50
    assert sorted(m.scores)[-2] < 50  # nobody else got there: only the winner scores
    assert sum(m.scores) == sum(sum(r.points) for r in m.records)
    last = m.records[-1]
    assert last.winner == m.winner and last.kind in ("out", "rummy")
    with pytest.raises(engine.IllegalActionError):
        m.start_hand()
    assert m.hands_won()[m.winner] >= 1


def test_the_default_target_lets_a_match_against_holding_bots_last() -> None:
    """Hard bots keep their melds for a doubled rummy: to 50 or 100 a match against
    them ended in its first hand, so a match against them starts at 300."""
    from engine.rummy.match import default_target

    assert default_target(["medium"]) == 100
    assert default_target(["easy", "medium", "medium"]) == 100
    assert default_target(["medium", "hard"]) == 300
    assert default_target(["expert:200"]) == 300
    assert default_target([]) == 100


def test_match_lengths_from_hands_played_in_order() -> None:
    from engine.tools.rummy_arena import match_hands

    hands = [(0, 60), (40, 0), (70, 0), (0, 0), (120, 0), (0, 10)]
    assert match_hands(hands, 100) == [3, 2]  # 110 after three hands; then 120 after two
    assert match_hands(hands, 50) == [1, 2, 2]
    assert match_hands([], 100) == []


def test_matches_between_hard_bots_last_several_hands_to_the_default_target() -> None:
    """The measured figure behind the default (docs/BOTS.md), on a small sample: hard
    bots' matches to 100 mostly end in one hand, to the default target never."""
    from engine.rummy.match import default_target
    from engine.tools.rummy_arena import run

    res = run(2, ["hard", "hard"], 60, seed=9, rotate=False)
    to_100 = res["match_hands"]["100"]
    to_default = res["match_hands"][str(default_target(["hard"]))]
    assert to_100["one_hand"] > 0.5
    assert to_default["matches"] >= 5 and to_default["one_hand"] == 0.0
    assert to_default["mean"] >= 3.0


def test_a_hand_in_play_blocks_the_next_deal() -> None:
    m = RummyMatch(RummyRules(2), 100, seed=2)
    m.start_hand()
    with pytest.raises(engine.IllegalActionError) as info:
        m.start_hand()
    assert info.value.code == "hand_in_play"


# -- replay and saves ----------------------------------------------------------------------


def _same_hand(a: RummyState, b: RummyState) -> None:
    assert a.hands == b.hands and a.stock == b.stock and a.discards == b.discards
    assert a.melds == b.melds and a.meld_owner == b.meld_owner and a.meld_added == b.meld_added
    assert a.phase == b.phase and a.to_act == b.to_act and a.turn == b.turn
    assert a.steps == b.steps and a.played == b.played and a.turnovers == b.turnovers
    assert a.actions == b.actions and a.log == b.log and a.result == b.result


def test_seeded_replay_gives_the_same_hand() -> None:
    for players in (2, 3, 4):
        s = RummyState.new(RummyRules(players), seed=99, dealer=1)
        rng = random.Random(players)
        bots = [make_rummy_bot("hard", seed=i) for i in range(players)]
        play_rummy_hand(s, bots, [rng] * players)
        t = RummyState.new(RummyRules(players), seed=99, dealer=1)
        for a in s.actions:
            t.apply(engine.Action.parse(str(a)))
        _same_hand(s, t)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_match_save_round_trip_mid_hand(players: int) -> None:
    for seed in range(3):
        m = RummyMatch(RummyRules(players), 100, seed=seed)
        _advance(m, random.Random(seed), 60 + 53 * seed)
        text = serialize.dumps(m, meta={"opponents": ["medium"], "名字": "玩家"})
        doc = json.loads(text)
        assert doc["game"] == "rummy" and doc["kind"] == "match"
        assert doc["version"] == serialize.VERSION == 2
        assert doc["rules"] == {"players": players, "turn_limit": 120}
        assert doc["match"] == {"target": 100}
        loaded = serialize.loads(text)
        assert isinstance(loaded, RummyMatch)
        assert loaded.scores == m.scores and loaded.records == m.records
        assert (loaded.state is None) == (m.state is None)
        if m.state is not None and loaded.state is not None:
            _same_hand(loaded.state, m.state)
        assert serialize.dumps(loaded, meta={"opponents": ["medium"], "名字": "玩家"}) == text
        _advance(m, random.Random(99), 40)
        _advance(loaded, random.Random(99), 40)
        assert loaded.scores == m.scores and loaded.hand_actions() == m.hand_actions()


def test_hand_save_round_trip_with_undo_steps() -> None:
    s = RummyState.new(RummyRules(3), seed=12, dealer=0)
    rng = random.Random(12)
    while not s.is_over and len(s.actions) < 25:
        acts = s.legal_actions()
        plays = [a for a in acts if a.kind in ("meld", "layoff", "undo")]
        s.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(acts))
    loaded = serialize.loads(serialize.dumps(s))
    assert isinstance(loaded, RummyState)
    _same_hand(loaded, s)
    assert json.loads(serialize.dumps(s))["dealer"] == 0


def test_damaged_rummy_saves_say_why() -> None:
    m = RummyMatch(RummyRules(2), 50, seed=3)
    _advance(m, random.Random(3), 30)
    good = serialize.to_dict(m)
    bad_progress = {**good, "progress": {"hands_played": 0, "scores": [999, 0]}}
    with pytest.raises(SaveError) as info:
        serialize.from_dict(bad_progress)
    assert info.value.code == "progress_mismatch"
    bad_action = {**good, "hands": [["draw stock", "discard ZZ"]]}
    with pytest.raises(SaveError) as info:
        serialize.from_dict(bad_action)
    assert info.value.code == "bad_field"
    illegal = {**good, "hands": [["discard 2H"]]}
    with pytest.raises(SaveError) as info:
        serialize.from_dict(illegal)
    assert info.value.code == "replay_failed"
    with pytest.raises(SaveError) as info:
        serialize.from_dict({**good, "rules": {"players": 6}})
    assert info.value.code == "replay_failed"
    with pytest.raises(SaveError) as info:
        serialize.from_dict({**good, "match": {"target": 100, "x": 1}})
    assert info.value.code == "bad_field"
    with pytest.raises(SaveError) as info:
        serialize.from_dict({**good, "game": "mahjong"})
    assert info.value.code == "bad_field"


def test_jinlami_saves_still_load_and_say_their_game() -> None:
    from engine.jinlami.match import Match, MatchConfig

    m = Match(engine.Rules.preset("classic"), MatchConfig.fixed(2), seed=4)
    doc = serialize.to_dict(m)
    assert doc["game"] == "jinlami" and doc["version"] == serialize.VERSION
    assert isinstance(serialize.from_dict(doc), Match)
    del doc["game"]  # a save without "game" is a 金拉米 save
    assert isinstance(serialize.from_dict(doc), Match)


# -- self-play invariants ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_conserves_cards_and_every_hand_ends(players: int) -> None:
    rules = RummyRules(players)
    levels = ["easy", "medium", "hard", "medium"]
    for seed in range(8):
        s = RummyState.new(rules, seed=1000 + seed, dealer=seed % players)
        bots = [make_rummy_bot(levels[(i + seed) % 4], seed=i) for i in range(players)]
        rng = random.Random(seed)
        steps = 0
        while not s.is_over:
            p = s.to_act
            action = bots[p].choose(s.view(p), rng)
            assert action in s.legal_actions()
            s.apply(action)
            assert s.card_total() == 52
            steps += 1
            assert steps < 5000
        assert s.turn <= rules.turn_limit
        r = s.result
        assert r is not None
        if r.winner is not None:
            assert s.hands[r.winner] == 0
            assert r.left == tuple(engine.melds.points_of_mask(h) for h in s.hands)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_ends_too(players: int) -> None:
    """Even aimless play ends: the stock turns over once, then the hand is a stalemate,
    or 120 turns pass."""
    for seed in range(6):
        s = RummyState.new(RummyRules(players), seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
            assert s.card_total() == 52
        assert s.result is not None
        assert s.turn <= 120
