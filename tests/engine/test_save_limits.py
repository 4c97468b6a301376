"""Hostile saves and impossible positions fail fast with the engine's coded errors."""

from __future__ import annotations

import json

import pytest

from engine import (
    DECK,
    HandState,
    IllegalActionError,
    Phase,
    Rules,
    RulesError,
    RummyRules,
    RummyState,
    SaveError,
    parse_cards,
    serialize,
)
from engine.errors import EngineError
from engine.jinlami.match import Match, MatchConfig

CLASSIC = Rules.preset("classic")


def a_save() -> dict[str, object]:
    match = Match(CLASSIC, MatchConfig("fixed", hands=3), seed=5)
    state = match.start_hand()
    for _ in range(6):
        match.apply(state.legal_actions()[0])
    document: dict[str, object] = json.loads(serialize.dumps(match))
    return document


def code_of(text: str | bytes) -> str:
    with pytest.raises(SaveError) as err:
        serialize.loads(text)
    assert len(str(err.value)) < 400
    return err.value.code


def test_a_save_still_loads() -> None:
    assert isinstance(serialize.loads(json.dumps(a_save())), Match)


def test_deep_nesting_is_a_save_error_not_a_recursion_error() -> None:
    assert code_of("[" * 100_000 + "]" * 100_000) in {"not_json", "not_a_save"}
    doc = a_save()
    nested: object = []
    for _ in range(50):
        nested = [nested]
    doc["meta"] = {"x": nested}
    assert code_of(json.dumps(doc)) == "too_large"


def test_a_5000_digit_number_is_not_json() -> None:
    doc = json.dumps(a_save()).replace('"seed": 5', '"seed": ' + "9" * 5000)
    assert code_of(doc) == "not_json"


def test_a_seed_out_of_range_is_a_bad_field() -> None:
    doc = a_save()
    doc["seed"] = 2**70
    assert code_of(json.dumps(doc)) == "bad_field"


def test_a_huge_file_is_refused_before_parsing() -> None:
    assert code_of(" " * (serialize.MAX_SAVE_CHARS + 1)) == "too_large"
    assert code_of(b"x" * (serialize.MAX_SAVE_CHARS + 1)) == "too_large"


def test_too_many_hands_or_moves_are_refused_before_replay() -> None:
    doc = a_save()
    doc["hands"] = [[] for _ in range(serialize.MAX_HANDS + 1)]
    assert code_of(json.dumps(doc)) == "too_large"
    doc["hands"] = [["draw stock"] * (serialize.MAX_HAND_ACTIONS + 1)]
    assert code_of(json.dumps(doc)) == "too_large"


def test_a_long_action_is_quoted_short() -> None:
    doc = a_save()
    doc["hands"] = [["discard " + "Q" * 1_000_000]]
    with pytest.raises(SaveError) as err:
        serialize.loads(json.dumps(doc))
    assert err.value.code == "bad_field" and len(str(err.value)) < 300


@pytest.mark.parametrize("value", [None, 12, 1.5, [], {}])
def test_loads_of_what_is_not_text(value: object) -> None:
    with pytest.raises(SaveError):
        serialize.loads(value)  # type: ignore[arg-type]


def test_from_dict_of_odd_values_is_a_save_error() -> None:
    bad: object
    for bad in (None, 3, "text", [], {"format": "jinlami-save"}):
        with pytest.raises(SaveError):
            serialize.from_dict(bad)


# -- positions set up card by card -------------------------------------------------------

HAND_A = "AS 2S 3S 4H 5H 6H 7D 8D 9D TC"
HAND_B = "AH 2H 3H 4S 5S 6S 7C 8C 9C TD"


def setup(**kwargs: object) -> HandState:
    options: dict[str, object] = {"hands": (parse_cards(HAND_A), parse_cards(HAND_B))}
    options.update(kwargs)
    return HandState.setup(CLASSIC, **options)  # type: ignore[arg-type]


def test_a_plain_setup_still_works() -> None:
    s = setup(discards=parse_cards("KD"))
    assert s.phase is Phase.DRAW and s.to_act == 1


@pytest.mark.parametrize(
    "kwargs",
    [
        {"hands": (list(DECK[:26]), list(DECK[26:]))},  # 26 + 26 cards
        {"hands": (parse_cards(HAND_A),)},
        {"hands": None},
        {"hands": (parse_cards(HAND_A), ["AH"])},
        {"to_act": 5},
        {"to_act": True},
        {"dealer": -1},
        {"phase": "draw"},
        {"phase": Phase.LAYOFF},
        {"phase": Phase.DISCARD},  # nobody holds 11 cards
        {"phase": Phase.OFFER},  # no up-card to offer
        {"discards": "KD"},
        {"stock_top": [None]},
        {"seed": "7"},
    ],
)
def test_impossible_setups_are_refused_with_a_code(kwargs: dict[str, object]) -> None:
    with pytest.raises(EngineError) as err:
        setup(**kwargs)
    assert err.value.code in {"bad_position", "bad_card", "duplicate_card"}


def test_setup_with_rules_that_are_not_rules() -> None:
    with pytest.raises(RulesError):
        HandState.setup(None, (parse_cards(HAND_A), parse_cards(HAND_B)))  # type: ignore[arg-type]


@pytest.mark.parametrize("limit", [True, -1, 11, 2.0, "5"])
def test_rules_refuse_a_knock_limit_that_is_not_a_whole_number(limit: object) -> None:
    with pytest.raises(RulesError):
        Rules(knock_limit=limit)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        CLASSIC.with_options(knock_limit=limit)


def test_rules_refuse_unknown_options_with_their_own_error() -> None:
    with pytest.raises(RulesError):
        CLASSIC.with_options(speed=3)
    with pytest.raises(RulesError):
        RummyRules(players=True)
    with pytest.raises(RulesError):
        RummyRules(players=3, turn_limit=10**6)


def test_a_set_up_position_refuses_to_save_rather_than_saving_another_deal() -> None:
    for state in (
        setup(discards=parse_cards("KD")),
        RummyState.setup(RummyRules(2), [parse_cards(HAND_A), parse_cards(HAND_B)]),
    ):
        with pytest.raises(SaveError) as err:
            serialize.dumps(state)
        assert err.value.code == "not_saveable"
    dealt = HandState.new(CLASSIC, seed=3)
    loaded = serialize.loads(serialize.dumps(dealt))
    assert isinstance(loaded, HandState) and loaded.hands == dealt.hands


@pytest.mark.parametrize(
    "kwargs",
    [
        {"to_act": 7},
        {"dealer": "1"},
        {"phase": "play"},
        {"turn": -1},
        {"turn": 10**9},
        {"played": [True]},
        {"melds": [(parse_cards("5C 6C 7C"), 9)]},
        {"melds": "5C 6C 7C"},
        {"taken": "AS"},
    ],
)
def test_impossible_rummy_setups_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(IllegalActionError) as err:
        RummyState.setup(
            RummyRules(2),
            [parse_cards(HAND_A), parse_cards(HAND_B)],
            **kwargs,  # type: ignore[arg-type]
        )
    assert err.value.code == "bad_position"


def test_a_rummy_setup_needs_one_hand_per_seat() -> None:
    with pytest.raises(IllegalActionError):
        RummyState.setup(RummyRules(3), [parse_cards(HAND_A), parse_cards(HAND_B)])
