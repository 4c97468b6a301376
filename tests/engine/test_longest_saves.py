"""Every hand and match the engine can produce ends, and its save loads.

Taking the discard never shortens the 金拉米 stock, and a 拉米纸牌 meld can be undone
and made again without end, so each game bounds a hand (``TURN_LIMIT``, ``MOVE_LIMIT``,
docs/RULES.md A6 and Part B); stalemates and drawn hands score nothing, so each match
bounds its hands (``MAX_MATCH_HANDS``).  The tests play the longest hands there are —
rigged players who keep taking the discard, or keep melding and undoing — through the
longest matches the configs allow, and load every save back; and they check the
bounds against the loader's limits by arithmetic, for texts as long as a move can be.
"""

from __future__ import annotations

import json

import pytest

from engine import parse_cards, serialize
from engine.actions import Action
from engine.errors import RulesError, SaveError
from engine.jinlami.match import (
    MAX_DUEL_HANDS,
    MAX_HAND_LIMIT,
    MAX_MATCH_HANDS,
    Match,
    MatchConfig,
    TeamMatch,
)
from engine.jinlami.rules import MAX_HAND_MOVES, PRESETS, TURN_LIMIT, Rules
from engine.jinlami.state import HandState, Phase
from engine.rummy.match import MAX_MATCH_HANDS as MAX_RUMMY_HANDS
from engine.rummy.match import RummyHandRecord, RummyMatch
from engine.rummy.rules import MOVE_LIMIT, RummyRules
from engine.rummy.rules import TURN_LIMIT as RUMMY_TURNS
from engine.rummy.state import RummyPhase, RummyState
from engine.save_codec import MAX_HAND_ACTIONS, MAX_HANDS, MAX_SAVE_CHARS

HAND_B = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"

# -- rigged players ------------------------------------------------------------------------


def taker(state: HandState) -> Action:
    """Takes the discard whenever it may (so the stock never shortens) and never knocks."""
    legal = state.legal_actions()
    if Action.draw_discard() in legal:
        return Action.draw_discard()
    return next((a for a in legal if a.kind == "discard"), legal[0])


def undoer(state: RummyState) -> Action:
    """Draws from the stock; melds the biggest meld that leaves a card, undoes it, melds
    it again …; discards when there is no meld."""
    legal = state.legal_actions()
    if state.phase is RummyPhase.DRAW:
        return Action.draw_stock() if Action.draw_stock() in legal else legal[0]
    if state.actions and state.actions[-1].kind == "meld" and Action.undo() in legal:
        return Action.undo()
    hand = state.hands[state.to_act]
    melds = [a for a in legal if a.kind == "meld" and a.melds[0] != hand]
    if melds:
        return max(melds, key=lambda a: a.melds[0].bit_count())
    return next(a for a in legal if a.kind == "discard")


#: More moves than any match may take: a rigged loop that has not ended by then fails
#: instead of running for ever.
_GUARD = 2 * MAX_HANDS * MAX_HAND_ACTIONS


def play_jinlami(match: Match) -> None:
    for _ in range(_GUARD):
        if match.is_over:
            return
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(taker(state))
    raise AssertionError("the match did not end")


def play_rummy(match: RummyMatch) -> None:
    for _ in range(_GUARD):
        if match.is_over:
            return
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(undoer(state))
    raise AssertionError("the match did not end")


def play_hand(state: HandState | RummyState) -> None:
    """Play a hand out with the rigged players; a hand still on after
    :data:`MAX_HAND_ACTIONS` moves fails."""
    for _ in range(MAX_HAND_ACTIONS):
        if state.is_over:
            return
        if isinstance(state, HandState):
            state.apply(taker(state))
        else:
            state.apply(undoer(state))
    raise AssertionError("the hand did not end within the loader's move limit")


def reloaded(game: object) -> object:
    text = serialize.dumps(game)  # type: ignore[arg-type]
    assert len(text.encode("utf-8")) <= MAX_SAVE_CHARS
    loaded = serialize.loads(text)
    assert serialize.dumps(loaded) == text
    return loaded


# -- the hands -----------------------------------------------------------------------------


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_jinlami_hand_of_discard_takers_is_a_draw_at_the_turn_limit(preset: str) -> None:
    state = HandState.new(PRESETS[preset], seed=7)
    stock = state.stock_count
    play_hand(state)
    assert state.turn == TURN_LIMIT and state.settlement is None and state.points() == (0, 0)
    assert state.stock_count >= stock - 1  # at most the one stock draw after passing
    assert state.log[-1].kind == "hand_over" and state.log[-1].source == "turns"
    assert len(state.actions) <= MAX_HAND_MOVES
    loaded = serialize.loads(serialize.dumps(state))
    assert isinstance(loaded, HandState) and loaded.is_over and loaded.turn == TURN_LIMIT


def _gin_in_hand() -> HandState:
    """Seat 0 to discard eleven spades (a knock leaves 金龙) at the last turn."""
    hands = (parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"), parse_cards(HAND_B))
    state = HandState.setup(Rules.preset("classic"), hands, dealer=0)
    state.turn = TURN_LIMIT - 1
    return state


def test_a_knock_in_the_last_turn_still_counts() -> None:
    state = _gin_in_hand()
    state.apply(Action.knock(parse_cards("JS")[0]))
    assert state.phase is Phase.DECLARE and state.turn == TURN_LIMIT
    state.apply(state.legal_actions()[0])
    assert state.settlement is not None and state.winner == 0


def test_a_discard_in_the_last_turn_ends_the_hand_as_a_draw() -> None:
    state = _gin_in_hand()
    stock = state.stock_count
    state.apply(Action.discard(parse_cards("JS")[0]))
    assert state.is_over and state.settlement is None and state.stock_count == stock
    assert state.log[-1].kind == "hand_over" and state.log[-1].source == "turns"


def test_the_stock_running_out_is_said_as_before() -> None:
    state = HandState.new(Rules.preset("classic"), seed=3)
    while not state.is_over:
        state.apply(state.legal_actions()[0])  # the stock, then the first discard
    assert state.settlement is None and state.stock_count == 0 and state.turn < TURN_LIMIT
    assert state.log[-1].source == "stock"


def test_a_rummy_hand_of_melds_undone_is_a_stalemate_at_the_move_limit() -> None:
    for players in (2, 3, 4):
        state = RummyState.new(RummyRules(players), seed=5)
        play_hand(state)
        assert state.result is not None and state.result.kind == "stalemate"
        assert state.result.how == "moves" and len(state.actions) == MOVE_LIMIT
        assert state.points() == (0,) * players
        assert state.turn < RUMMY_TURNS
        loaded = serialize.loads(serialize.dumps(state))
        assert isinstance(loaded, RummyState) and loaded.is_over
        assert loaded.result == state.result


def test_a_rummy_hand_without_undo_never_reaches_the_move_limit() -> None:
    """The limit only stops undo loops: 120 turns of plain play stay far below it."""
    most = 0
    for seed in range(6):
        state = RummyState.new(RummyRules(2), seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            melds = [a for a in legal if a.kind in ("meld", "layoff")]
            state.apply(melds[0] if melds else legal[-1])
        assert state.result is not None and state.result.how != "moves"
        most = max(most, len(state.actions))
    assert most < MOVE_LIMIT


# -- the bounds against the loader's limits ------------------------------------------------

#: Characters a move takes in a match save besides its text: the indent (four levels in a
#: team match's duels), the quotes, the comma and the newline.
_PER_MOVE = 4 + 2 + 1 + 1
#: The longest text of each kind of move: 金拉米's declaration of ten cards in three melds,
#: everything else ``draw discard``; 拉米纸牌's meld of eleven cards.
_JIN_DECLARE = len("declare " + " / ".join(["AS 2S 3S", "4H 5H 6H", "7D 8D 9D TD"]))
_JIN_OTHER = len("draw discard")
_RUMMY_LONGEST = len("meld " + " ".join(["XX"] * 11))
#: The header, rules, config, progress and a generous meta of a save.
_FRAME = 20_000


def test_the_longest_matches_fit_the_save_limits_by_arithmetic() -> None:
    jin_hand = (MAX_HAND_MOVES - 1) * (_JIN_OTHER + _PER_MOVE) + _JIN_DECLARE + _PER_MOVE
    team_hands = 4 * 4 * MAX_DUEL_HANDS
    assert max(team_hands, MAX_MATCH_HANDS) <= MAX_HANDS
    assert MAX_HAND_MOVES <= MAX_HAND_ACTIONS and MOVE_LIMIT <= MAX_HAND_ACTIONS
    assert team_hands * jin_hand + _FRAME <= MAX_SAVE_CHARS
    assert MAX_MATCH_HANDS * jin_hand + _FRAME <= MAX_SAVE_CHARS
    rummy_hand = MOVE_LIMIT * (_RUMMY_LONGEST + _PER_MOVE)
    assert MAX_RUMMY_HANDS <= MAX_HANDS
    assert MAX_RUMMY_HANDS * rummy_hand + _FRAME <= MAX_SAVE_CHARS


@pytest.mark.parametrize(
    "config",
    [
        MatchConfig.fixed(MAX_MATCH_HANDS),
        MatchConfig.target_score(100_000, MAX_HAND_LIMIT),
        MatchConfig.game(100_000),
        MatchConfig.game(),
    ],
)
def test_every_match_config_plays_at_most_the_most_hands(config: MatchConfig) -> None:
    assert config.most_hands <= MAX_MATCH_HANDS


@pytest.mark.parametrize(
    "kwargs",
    [
        {"mode": "fixed", "hands": MAX_MATCH_HANDS + 1},
        {"mode": "target", "hand_limit": MAX_HAND_LIMIT + 1},
        {"mode": "target", "hand_limit": 10_000},
        {"mode": "target", "target": 100_001},
        {"mode": "target", "hand_limit": 0},
        {"mode": "game", "hand_limit": 10_001},
    ],
)
def test_match_configs_beyond_the_save_limits_are_refused_with_a_code(
    kwargs: dict[str, object],
) -> None:
    with pytest.raises(RulesError) as err:
        MatchConfig(**kwargs)  # type: ignore[arg-type]
    assert err.value.code == "bad_rules" and isinstance(err.value, ValueError)


def test_a_game_save_with_the_old_hand_limit_still_loads() -> None:
    """Saves of International games recorded a hand limit of 10,000 that nothing read."""
    match = Match(Rules.preset("international"), MatchConfig.game(), seed=4)
    match.start_hand()
    document = json.loads(serialize.dumps(match))
    document["match"]["hand_limit"] = 10_000
    loaded = serialize.loads(json.dumps(document))
    assert isinstance(loaded, Match) and loaded.config.mode == "game"


def test_a_meta_too_large_to_load_is_refused_when_writing() -> None:
    state = HandState.new(Rules(), seed=2)
    with pytest.raises(SaveError) as err:
        serialize.dumps(state, {"note": "金" * (MAX_SAVE_CHARS // 3 + 1)})
    assert err.value.code == "too_large"
    assert serialize.loads(serialize.dumps(state, {"note": "金" * 1000}))


# -- the longest matches, played and loaded -------------------------------------------------


@pytest.mark.slow
def test_a_game_of_drawn_hands_ends_at_the_most_hands_without_a_game_bonus() -> None:
    match = Match(Rules.preset("international"), MatchConfig.game(), seed=9)
    play_jinlami(match)
    assert len(match.records) == MAX_MATCH_HANDS and match.scores == [0, 0]
    assert all(r.kind == "draw" and len(r.actions) <= MAX_HAND_MOVES for r in match.records)
    assert match.final_scores() == (0, 0) and match.winner is None
    loaded = reloaded(match)
    assert isinstance(loaded, Match) and loaded.is_over and len(loaded.records) == MAX_MATCH_HANDS


@pytest.mark.slow
def test_the_longest_team_match_saves_and_loads() -> None:
    teams = (("a", "b", "c", "d"), ("e", "f", "g", "h"))
    team = TeamMatch(Rules.preset("gin1909"), teams, seed=2, hands_per_duel=MAX_DUEL_HANDS)
    for _a, _b, duel in team.duels:
        play_jinlami(duel)
    assert team.is_over
    assert sum(len(d.records) for _a, _b, d in team.duels) == 16 * MAX_DUEL_HANDS
    loaded = reloaded(team)
    assert isinstance(loaded, TeamMatch) and loaded.is_over


@pytest.mark.slow
def test_the_longest_rummy_match_saves_and_loads() -> None:
    match = RummyMatch(RummyRules(4), 200, seed=3)
    play_rummy(match)
    assert len(match.records) == MAX_RUMMY_HANDS
    assert all(r.kind == "stalemate" for r in match.records)
    assert match.winner is None  # every total 0: drawn at the hand limit
    loaded = reloaded(match)
    assert isinstance(loaded, RummyMatch) and loaded.is_over and loaded.winner is None


def test_a_rummy_match_ended_by_the_hand_limit_goes_to_the_one_highest_total() -> None:
    match = RummyMatch(RummyRules(3), 200, seed=1)
    stalemate = RummyHandRecord(1, 2, 0, (), (0, 0, 0), "stalemate", "moves", None)
    match.records.extend([stalemate] * (MAX_RUMMY_HANDS - 1))
    match.scores = [5, 9, 9]
    assert not match.is_over and match.winner is None
    match.records.append(stalemate)
    assert match.is_over and match.winner is None  # two seats share the highest total
    match.scores = [5, 12, 9]
    assert match.winner == 1
