"""Settling a knock: every worked example of docs/RULES.md A5 and Part C, and input checking.

Each hand is checked against the brute-force reference first, so a wrong example hand
fails loudly instead of testing something else.
"""

from __future__ import annotations

import pytest

import engine
from tests.engine import reference as ref
from tests.engine.reference import cards

CLASSIC = engine.Rules.preset("classic")
JJ = engine.Rules.preset("jj")
GIN1909 = engine.Rules.preset("gin1909")
INTERNATIONAL = engine.Rules.preset("international")


def settle(
    knocker: str, defender: str, rules: engine.Rules = CLASSIC, melds: str | None = None
) -> engine.Settlement:
    declared = None if melds is None else [cards(m) for m in melds.split("/")]
    return engine.settle_knock(cards(knocker), cards(defender), rules, knocker_melds=declared)


def shape(hand: str) -> tuple[int, int]:
    """(deadwood, melds) of a hand's best arrangement, by brute force."""
    return ref.best_score(frozenset(cards(hand)))


def agree(knocker: str, defender: str, rules: engine.Rules, s: engine.Settlement) -> None:
    """The reference reaches the same result from the same declaration."""
    expected = ref.settle(cards(knocker), s.knocker_melds, cards(defender), rules.scoring)
    assert (s.winner, s.points, s.defender_deadwood) == (
        expected.winner,
        expected.points,
        expected.defender_deadwood,
    )


def after_layoff(s: engine.Settlement) -> tuple[int, int, int]:
    """(cards left, deadwood, melds) of the defender after laying off."""
    return (s.cards_left, s.defender_deadwood, len(s.defender_melds))


# --- 金胡 (gin): no layoff, base + the defender's deadwood -------------------------------

SANJIN = "2S 3S 4S 7H 8H 9H QS QH QD QC"  # 三金: three melds, no way to use two
ERJIN = "AD 2D 3D 4D 5D 6D 7D JS JC JH"  # 二金: a 7-run and a set
JINLONG = "2C 3C 4C 5C 6C 7C 8C 9C TC JC"  # 金龙: one 10-card run


def test_hand_shapes_are_what_the_names_say() -> None:
    assert shape(SANJIN) == (0, 3)
    assert shape(ERJIN) == (0, 2)
    assert shape(JINLONG) == (0, 1)


def test_sanjin_against_deadwood_7_wins_57() -> None:
    defender = "AC 2C 3C 9S 9D 9C KS KH KD 7D"
    assert shape(defender) == (7, 3)
    s = settle(SANJIN, defender)
    assert (s.winner, s.kind, s.points) == ("knocker", "gin3", 57)
    assert s.layoff == [] and s.defender_deadwood == 7
    assert dict(s.breakdown) == {"gin_base": 50, "defender_deadwood": 7}
    agree(SANJIN, defender, CLASSIC, s)


def test_sanjin_against_erjin_wins_50() -> None:
    """金胡不存在诈和: the knocker's gin wins even against the defender's gin."""
    s = settle(SANJIN, ERJIN)
    assert (s.winner, s.kind, s.points, s.defender_deadwood) == ("knocker", "gin3", 50, 0)


def test_erjin_and_jinlong_bases() -> None:
    defender = "AS 2H 3S 4H 5S 6H 8S 9H TH KS"  # nothing melds: 58
    assert shape(defender) == (58, 0)
    s = settle(ERJIN, defender)
    assert (s.winner, s.kind, s.points) == ("knocker", "gin2", 100 + 58)
    s = settle(JINLONG, defender)
    assert (s.winner, s.kind, s.points) == ("knocker", "gin_dragon", 400 + 58)
    s = settle(JINLONG, "AD 2D 3D 4D 5D 6D 7D JS QS KS")  # 二金 too
    assert (s.kind, s.points) == ("gin_dragon", 400)


def test_gin_tier_counts_the_fewest_melds_not_the_declared_ones() -> None:
    """A 6-run declared as two 3-runs is still 二金 (tier by the fewest melds)."""
    knocker = "4H 5H 6H 7H 8H 9H KS KD KC KH"
    defender = "AS 2S 3S 9D 9C 9S 2D 5C QD JC"
    s = settle(knocker, defender, melds="4H 5H 6H / 7H 8H 9H / KS KD KC KH")
    assert (s.kind, s.points) == ("gin2", 100 + shape(defender)[0])


def test_jinlong_against_a_jinlong() -> None:
    defender = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"
    s = settle(JINLONG, defender)
    assert (s.winner, s.kind, s.points) == ("knocker", "gin_dragon", 400)


# --- 米胡 (knock) ----------------------------------------------------------------------

K2 = "3C 4C 5C 8D 8H 8S JH QH KH 2S"  # 2米胡: deadwood 2S


def test_two_mi_knock_against_5_after_layoff_wins_13() -> None:
    defender = "6C TH 7S 7D 7C 4D 5D 6D AD 4S"  # 6C and TH lay off; AD 4S = 5 stay
    assert shape(K2) == (2, 3)
    s = settle(K2, defender)
    assert engine.format_cards(sorted(s.layoff)) == "TH 6C"
    assert (s.defender_deadwood, s.winner, s.kind, s.points) == (5, "knocker", "knock", 13)
    assert dict(s.breakdown) == {"knock_base": 10, "deadwood_difference": 3}
    agree(K2, defender, CLASSIC, s)


K3 = "5C 6C 7C 9D 9H 9S JS QS KS 3D"  # 3米胡: deadwood 3D; TS 4C 8C 9C can lay off


def test_three_mi_knock_defender_left_with_2_wins_51() -> None:
    defender = "8C 4C TS AH AD AC 6H 7H 8H 2S"
    s = settle(K3, defender)
    assert shape(K3) == (3, 3)
    assert engine.format_cards(sorted(s.layoff)) == "TS 4C 8C"
    assert after_layoff(s) == (7, 2, 2)
    assert (s.winner, s.kind, s.undercut_tier, s.points) == ("defender", "undercut", "mi", 51)
    assert dict(s.breakdown) == {"undercut_penalty": 50, "deadwood_difference": 1}
    agree(K3, defender, CLASSIC, s)


def test_three_mi_knock_defender_sanjin_wins_53() -> None:
    defender = "TS AH AD AC 6H 7H 8H JD QD KD"
    s = settle(K3, defender)
    assert after_layoff(s) == (9, 0, 3)
    assert (s.winner, s.undercut_tier, s.points) == ("defender", "gin3", 53)
    agree(K3, defender, CLASSIC, s)


def test_three_mi_knock_defender_erjin_8_cards_wins_103() -> None:
    defender = "TS 8C AH 2H 3H 4H 5H JD JC JH"
    s = settle(K3, defender)
    assert after_layoff(s) == (8, 0, 2)
    assert (s.winner, s.undercut_tier, s.points) == ("defender", "gin2", 103)
    agree(K3, defender, CLASSIC, s)


def test_three_mi_knock_defender_jinlong_8_cards_wins_403() -> None:
    defender = "TS 8C AH 2H 3H 4H 5H 6H 7H 8H"
    s = settle(K3, defender)
    assert after_layoff(s) == (8, 0, 1)
    assert (s.winner, s.undercut_tier, s.points) == ("defender", "gin_dragon", 403)
    agree(K3, defender, CLASSIC, s)


@pytest.mark.parametrize(
    ("defender", "left", "melds", "penalty"),
    [
        # 7 cards left: one tier lower
        ("TS 8C 4C AH 2H 3H 4H 5H 6H 7H", 7, 1, 100),  # 金龙 → 100
        ("TS 8C 4C AH 2H 3H 4H QD QC QH", 7, 2, 50),  # 二金 → 50
        # 6 or fewer: always 50
        ("TS 8C 4C 9C AH 2H 3H 4H 5H 6H", 6, 1, 50),  # 金龙 with 6 cards
        ("TS 8C 4C 9C AH 2H 3H QD QC QH", 6, 2, 50),  # 二金 with 6 cards
        # 8 or more: full tier; 三金 and 米 are 50
        ("TS 8C AH 2H 3H 4H 5H 6H 7H 8H", 8, 1, 400),
        ("TS AH 2H 3H 4H 5H 6H 7H 8H 2D", 9, 1, 50),  # 2D is 2 deadwood: 米
    ],
)
def test_undercut_penalty_rows(defender: str, left: int, melds: int, penalty: int) -> None:
    s = settle(K3, defender)
    d = s.defender_deadwood
    assert (s.cards_left, len(s.defender_melds)) == (left, melds)
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", penalty + 3 - d)
    assert dict(s.breakdown)["undercut_penalty"] == penalty
    agree(K3, defender, CLASSIC, s)


def test_undercut_penalty_table() -> None:
    from engine.jinlami.scoring import undercut_penalty

    for left in range(0, 11):
        for meld_count in (1, 2, 3):
            for deadwood in (0, 1, 9):
                got, _tier = undercut_penalty(left, deadwood, meld_count)
                assert got == ref.undercut_penalty(left, deadwood, meld_count), (
                    left,
                    deadwood,
                    meld_count,
                )


@pytest.mark.parametrize(
    ("rules", "points"),
    [(CLASSIC, 50), (GIN1909, 50), (INTERNATIONAL, 25)],
)
def test_equal_deadwood_is_an_undercut(rules: engine.Rules, points: int) -> None:
    """D = K after laying off: 诈胡, the defender wins the penalty (+ 0)."""
    defender = "TS 4C 6H 7H 8H JD QD KD AH 2S"  # TS 4C lay off; AH 2S = 3 = K stay
    s = settle(K3, defender, rules)
    assert s.defender_deadwood == 3 == s.knocker_deadwood
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", points)
    agree(K3, defender, rules, s)


# --- Part C: international scoring -------------------------------------------------------


def test_international_knock_scores_the_difference() -> None:
    defender = "6C TH 7S 7D 7C 4D 5D 6D AD 4S"
    s = settle(K2, defender, INTERNATIONAL)
    assert (s.winner, s.kind, s.points) == ("knocker", "knock", 5 - 2)
    agree(K2, defender, INTERNATIONAL, s)


def test_international_undercut_scores_25_plus_difference() -> None:
    defender = "8C 4C TS AH AD AC 6H 7H 8H 2S"  # 2 left after laying off, K = 3
    s = settle(K3, defender, INTERNATIONAL)
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", 25 + 1)
    defender = "TS 8C AH 2H 3H 4H 5H 6H 7H 8H"  # no 金 tiers in international
    s = settle(K3, defender, INTERNATIONAL)
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", 25 + 3)


def test_international_gin_scores_25_plus_deadwood() -> None:
    defender = "AC 2C 3C 9S 9D 9C KS KH KD 7D"
    s = settle(SANJIN, defender, INTERNATIONAL)
    assert (s.winner, s.kind, s.points, s.layoff) == ("knocker", "gin", 25 + 7, [])
    s = settle(JINLONG, "AS 2H 3S 4H 5S 6H 8S 9H TH KS", INTERNATIONAL)
    assert (s.winner, s.kind, s.points) == ("knocker", "gin", 25 + 58)  # no 金龙 bonus


def test_knock_limit_of_the_rules_bounds_the_default_declaration() -> None:
    """jj allows 5: a 3-point knock is fine, a 7-point one is refused."""
    assert settle(K3, "8C 4C TS AH AD AC 6H 7H 8H 2S", JJ).knocker_deadwood == 3
    seven = "5C 6C 7C 9D 9H 9S JS QS KS 7D"
    with pytest.raises(engine.MeldError, match="knock limit"):
        settle(seven, "8C 4C TS AH AD AC 6H 7H 8H 2S", JJ)
    assert settle(seven, "8C 4C TS AH AD AC 6H 7H 8H 2S", CLASSIC).knocker_deadwood == 7


# --- invalid input -----------------------------------------------------------------------

DEFENDER = "8C 4C TS AH AD AC 6H 7H 8H 2S"


@pytest.mark.parametrize(
    ("knocker", "defender", "melds", "words"),
    [
        (K3 + " 4D", DEFENDER, None, "10 cards"),  # 11 cards
        ("5C 6C 7C 9D 9H 9S JS QS KS", DEFENDER, None, "10 cards"),  # 9 cards
        (K3, DEFENDER + " 3S", None, "10 cards"),
        (K3, "8C 4C TS AH AD AC 6H 7H 8H 3D", None, "3D"),  # 3D is in both hands
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S / JS QS", "JS QS"),  # not a meld
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S / JS QS KS AS", "AS"),  # not a run
        (K3, DEFENDER, "5C 6C 7C / 9D 9H", "9D 9H"),  # not even a meld
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S", "knock limit"),  # 33 deadwood
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S / JS QS KS / 5C 6C 7C", "twice"),
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S 9C / JS QS KS", "9C"),  # 9C not held
        (K3, DEFENDER, "5C 6C 7C / 9D 9H 9S / JS QS KS 3D", "not a set or a run"),
        (
            "QS KS AS 5C 6C 7C 9D 9H 9S 2D",
            DEFENDER,
            "QS KS AS / 5C 6C 7C / 9D 9H 9S",
            "ace is low only",
        ),
        ("5C 6C 7C 9D 9H 9S JS QS 3D 4D", DEFENDER, None, "knock limit"),  # 27 deadwood
    ],
)
def test_invalid_input_raises_value_error(
    knocker: str, defender: str, melds: str | None, words: str
) -> None:
    with pytest.raises(ValueError) as info:
        settle(knocker, defender, melds=melds)
    assert isinstance(info.value, engine.EngineError)
    assert words in str(info.value)


def test_duplicates_and_non_cards_are_refused() -> None:
    k, d = cards(K3), cards(DEFENDER)
    with pytest.raises(engine.CardError, match="twice"):
        engine.settle_knock([*k[:9], k[0]], d, CLASSIC)
    with pytest.raises(engine.CardError, match="twice"):
        engine.settle_knock(k, [*d[:9], d[0]], CLASSIC)
    with pytest.raises(engine.CardError, match="not a card"):
        engine.settle_knock([*k[:9], "3D"], d, CLASSIC)  # type: ignore[list-item]
    with pytest.raises(engine.MeldError, match="twice"):
        engine.settle_knock(k, d, CLASSIC, knocker_melds=[k[:3], k[:3]])


def test_knocker_hand_that_cannot_knock_names_the_limit() -> None:
    with pytest.raises(engine.MeldError) as info:
        settle("5C 6C 7C 9D 9H 9S JS QS 3D 4D", DEFENDER)
    assert info.value.code == "cannot_knock"


def test_declared_melds_must_be_melds_from_the_hand() -> None:
    with pytest.raises(engine.MeldError) as info:
        settle(K3, DEFENDER, melds="5C 6C 7C / 9D 9H 9S / JS QS KS AS")
    assert info.value.code in ("not_in_hand", "not_a_meld")


def test_settlement_helpers() -> None:
    s = settle(SANJIN, "AC 2C 3C 9S 9D 9C KS KH KD 7D")
    assert (s.knocker_points, s.defender_points) == (57, 0)
    s = settle(K3, DEFENDER)
    assert (s.knocker_points, s.defender_points) == (0, 51)
    assert s.scoring == "jinlami"
