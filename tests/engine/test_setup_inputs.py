"""Positions and team matches that no game could reach are refused with a code.

A set-up position (``HandState.setup``, ``RummyState.setup``) with a card twice, a card
"just taken" that nobody holds, an empty hand or a stock that would have ended the
hand; a team match whose members share a name (their points would merge)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import HandState, Phase, Rules, RummyRules, RummyState, parse_cards
from engine.errors import EngineError
from engine.jinlami.match import TeamMatch
from engine.rummy.state import RummyPhase

CLASSIC = Rules.preset("classic")
INTERNATIONAL = Rules.preset("international")
HAND_A = "AS 2S 3S 4H 5H 6H 7D 8D 9D TC"
HAND_B = "AH 2H 3H 4S 5S 6S 7C 8C 9C TD"
ALL_BUT_HANDS = [
    c
    for c in parse_cards(" ".join(f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"))
    if c not in parse_cards(HAND_A + " " + HAND_B)
]


def _code(build: Any, *args: Any, **kwargs: Any) -> str:
    with pytest.raises(EngineError) as err:
        build(*args, **kwargs)
    return err.value.code


# -- 金拉米 -------------------------------------------------------------------------------


def test_a_jinlami_hand_with_a_card_twice_is_refused() -> None:
    twice = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D") + parse_cards("AS")
    assert _code(HandState.setup, CLASSIC, (twice, parse_cards(HAND_B))) == "duplicate_card"
    across = (parse_cards(HAND_A), parse_cards("AS 2H 3H 4S 5S 6S 7C 8C 9C TD"))
    assert _code(HandState.setup, CLASSIC, across) == "duplicate_card"
    pile = parse_cards("KD") * 2
    hands = (parse_cards(HAND_A), parse_cards(HAND_B))
    assert _code(HandState.setup, CLASSIC, hands, discards=pile) == "duplicate_card"
    assert _code(HandState.setup, CLASSIC, hands, stock_top=parse_cards("AS")) == "duplicate_card"


def test_a_jinlami_stock_that_has_ended_the_hand_is_refused() -> None:
    hands = (parse_cards(HAND_A), parse_cards(HAND_B))
    # every card left on the pile: an empty stock, a hand that ended at the last discard
    assert _code(HandState.setup, CLASSIC, hands, discards=ALL_BUT_HANDS) == "bad_position"
    # International rules end the hand with two cards left
    assert (
        _code(HandState.setup, INTERNATIONAL, hands, discards=ALL_BUT_HANDS[:-2]) == "bad_position"
    )
    assert HandState.setup(INTERNATIONAL, hands, discards=ALL_BUT_HANDS[:-3]).stock_count == 3
    # the seat to discard may have drawn the last card (classic: an empty stock)
    big = (parse_cards(HAND_A + " KS"), parse_cards(HAND_B))
    rest = [c for c in ALL_BUT_HANDS if str(c) != "KS"]
    s = HandState.setup(CLASSIC, big, discards=rest, to_act=0)
    assert s.phase is Phase.DISCARD and s.stock_count == 0


def test_a_jinlami_offer_only_at_the_deal_of_an_up_card_rule() -> None:
    hands = (parse_cards(HAND_A), parse_cards(HAND_B))
    jj = Rules.preset("jj")
    assert _code(
        HandState.setup, CLASSIC, hands, discards=parse_cards("KD"), phase=Phase.OFFER
    ) == ("bad_position")
    assert (
        _code(HandState.setup, jj, hands, discards=parse_cards("KD QD"), phase=Phase.OFFER)
        == "bad_position"
    )
    assert HandState.setup(jj, hands, discards=parse_cards("KD")).phase is Phase.OFFER


# -- 拉米纸牌 ------------------------------------------------------------------------------


def _rummy(**kwargs: Any) -> RummyState:
    options: dict[str, Any] = {"hands": [parse_cards(HAND_A), parse_cards(HAND_B)]}
    options.update(kwargs)
    return RummyState.setup(RummyRules(2), **options)


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"phase": RummyPhase.PLAY, "taken": parse_cards("KD")[0]}, "bad_position"),  # no hand
        ({"phase": RummyPhase.PLAY, "taken": parse_cards("AH")[0]}, "bad_position"),  # seat 1's
        ({"phase": RummyPhase.DRAW, "taken": parse_cards("AS")[0]}, "bad_position"),  # no draw
        ({"taken": parse_cards("AS")[0]}, "bad_position"),
        (
            {
                "hands": [parse_cards("KD"), parse_cards(HAND_B)],
                "phase": RummyPhase.PLAY,
                "taken": parse_cards("KD")[0],
            },
            "bad_position",
        ),  # the taken card alone in hand
        ({"hands": [[], parse_cards(HAND_B)]}, "bad_position"),  # a hand that went out
        ({"hands": [parse_cards(HAND_A), []]}, "bad_position"),
        ({"melds": [(parse_cards("5C 6C 7C") + parse_cards("5C"), 0)]}, "duplicate_card"),
        ({"melds": [(parse_cards("JD QD KD"), 0), (parse_cards("JD QD KD"), 1)]}, "duplicate_card"),
        ({"discards": parse_cards("KD") * 2}, "duplicate_card"),
        ({"stock_top": parse_cards("KD"), "discards": parse_cards("KD")}, "duplicate_card"),
        (
            {"hands": [parse_cards(HAND_A) + parse_cards("AS"), parse_cards(HAND_B)]},
            "duplicate_card",
        ),
        ({"stock": [], "turnovers": 1}, "bad_position"),  # an empty stock to draw from
        ({"turn": 120}, "bad_position"),  # the 120th turn ended the hand
    ],
)
def test_impossible_rummy_positions_are_refused(kwargs: dict[str, Any], code: str) -> None:
    assert _code(_rummy, **kwargs) == code


def test_a_taken_card_in_the_hand_of_the_player_to_act_is_fine() -> None:
    s = _rummy(phase=RummyPhase.PLAY, taken=parse_cards("AS")[0], to_act=0)
    assert s.taken == parse_cards("AS")[0].mask
    assert s.discard_refusal(parse_cards("AS")[0]) is not None


# -- team matches -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "teams",
    [
        (("you", "you"), ("easy", "hard")),
        (("you", "easy"), ("hard", "hard")),
        (("a", "b", "a"), ("c", "d")),
        ((), ("c", "d")),
        (("a",), ("c", "d")),
        (("a", " "), ("c", "d")),
        (("a", ""), ("c", "d")),
        (("a", "b"),),
        (("a", "b"), ("c", "d"), ("e", "f")),
    ],
)
def test_team_matches_refuse_duplicate_names_and_malformed_teams(teams: Any) -> None:
    with pytest.raises(EngineError) as err:
        TeamMatch(CLASSIC, teams, seed=1, hands_per_duel=1)
    assert err.value.code in {"bad_rules", "duplicate_member"}


def test_a_name_on_both_teams_is_two_players() -> None:
    """Points are kept per team and member: one name on each side never merges."""
    team = TeamMatch(CLASSIC, (("you", "hard"), ("hard", "easy")), seed=1, hands_per_duel=1)
    assert len(team.duels) == 4
    assert set(team.member_points()) == {(0, "you"), (0, "hard"), (1, "hard"), (1, "easy")}
