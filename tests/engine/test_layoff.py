"""Laying off (docs/RULES.md A5) and the defender's best layoff, against a brute-force reference."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import Card
from engine.jinlami.scoring import settle_masks
from tests.engine import reference as ref
from tests.engine.generators import knock_situation, seeds
from tests.engine.reference import cards

MANY = settings(max_examples=1500, deadline=None, derandomize=True, database=None)
SOME = settings(max_examples=400, deadline=None, derandomize=True, database=None)

RULE_SETS = [
    engine.Rules.preset("classic"),
    engine.Rules.preset("jj"),
    engine.Rules.preset("international"),
    *(engine.Rules.preset("classic").with_options(knock_limit=k) for k in (0, 2, 7)),
    *(engine.Rules.preset("international").with_options(knock_limit=k) for k in (3, 6)),
]
rule_sets = st.sampled_from(RULE_SETS)


def masks(melds: list[list[Card]]) -> list[int]:
    return [engine.mask_of(m) for m in melds]


def check_against_reference(
    knocker: list[Card],
    defender: list[Card],
    melds: list[list[Card]],
    s: engine.Settlement,
    rules: engine.Rules,
) -> None:
    """The engine's settlement is legal and exactly as good for the defender as the best."""
    expected = ref.settle(knocker, melds, defender, rules.scoring)
    assert (s.winner, s.points, s.defender_deadwood) == (
        expected.winner,
        expected.points,
        expected.defender_deadwood,
    ), (engine.format_cards(knocker), engine.format_cards(defender), melds)
    assert s.points > 0
    melded = {c for m in melds for c in m}
    assert s.knocker_deadwood == ref.points(set(knocker) - melded)
    assert sorted(map(sorted, s.knocker_melds)) == sorted(map(sorted, melds))
    laid = frozenset(s.layoff)
    if s.knocker_deadwood == 0:
        assert not laid, "no layoff against gin"
    assert laid in ref.legal_layoffs(melds, defender), "the engine's layoff is not legal"
    left = set(defender) - laid
    assert s.cards_left == len(left)
    assert sorted(s.defender_deadwood_cards + [c for m in s.defender_melds for c in m]) == sorted(
        left
    )
    assert ref.knock_result(s.knocker_deadwood, left, rules.scoring) == expected or (
        s.knocker_deadwood == 0
    )


@pytest.mark.slow
@MANY
@given(seeds, rule_sets, st.booleans())
def test_settlement_matches_brute_force(seed: int, rules: engine.Rules, declare: bool) -> None:
    """Random knocks: default declaration, or any valid declaration the knocker may choose."""
    rng = random.Random(seed)
    knocker, defender = knock_situation(rng, rules.knock_limit)
    if declare:
        melds = [
            sorted(m) for m in rng.choice(ref.knock_declarations(knocker, rules.knock_limit))[0]
        ]
        s = engine.settle_knock(knocker, defender, rules, knocker_melds=melds)
    else:
        s = engine.settle_knock(knocker, defender, rules)
        melds = s.knocker_melds
    check_against_reference(knocker, defender, melds, s, rules)


@SOME
@given(seeds, rule_sets)
def test_default_declaration_is_least_deadwood_then_least_exposure(
    seed: int, rules: engine.Rules
) -> None:
    """A4: the proposed melds have minimum deadwood and, among those, expose the fewest
    outside cards to laying off."""
    knocker, defender = knock_situation(random.Random(seed), rules.knock_limit)
    s = engine.settle_knock(knocker, defender, rules)
    declarations = ref.knock_declarations(knocker, rules.knock_limit)
    least = min(ref.points(dw) for _m, dw in declarations)
    assert s.knocker_deadwood == least == ref.min_deadwood(knocker)
    exposures = [sum_exposure(m, knocker) for m, dw in declarations if ref.points(dw) == least]
    assert sum_exposure(s.knocker_melds, knocker) == min(exposures)


def sum_exposure(melds: Sequence[Iterable[Card]], knocker: list[Card]) -> int:
    """Cards outside the knocker's hand that some legal layoff could put on ``melds``."""
    outside = frozenset(engine.DECK) - frozenset(knocker)
    reachable: set[Card] = set()
    for meld in melds:  # a card can go on one meld alone, so take the union per meld
        for laid in ref.legal_layoffs([meld], outside):
            reachable |= laid
    return len(reachable)


@SOME
@given(seeds, rule_sets)
def test_best_layoff_and_layoff_pool_match_brute_force(seed: int, rules: engine.Rules) -> None:
    from engine.layoff import layoff_plan, layoff_pool

    rng = random.Random(seed)
    knocker, defender = knock_situation(rng, rules.knock_limit)
    melds = [sorted(m) for m in rng.choice(ref.knock_declarations(knocker, rules.knock_limit))[0]]
    ms = masks(melds)
    k = ref.points(set(knocker) - {c for m in melds for c in m})
    legal = ref.legal_layoffs(melds, defender)
    dm = engine.mask_of(defender)
    # every subset of the layable cards: legal exactly when the reference reaches it
    pool = engine.cards_from_mask(layoff_pool(ms, dm))
    assert set(pool) == set().union(*legal)
    for bits in range(1 << min(len(pool), 8)):
        sub = frozenset(c for i, c in enumerate(pool) if bits >> i & 1)
        assert (layoff_plan(ms, engine.mask_of(sub)) is not None) == (sub in legal)
    if k == 0:
        return
    best = frozenset(engine.cards_from_mask(engine.best_layoff(ms, k, dm, rules)))
    assert best in legal
    want = max(ref.knock_result(k, set(defender) - lay, rules.scoring).signed for lay in legal)
    assert ref.knock_result(k, set(defender) - best, rules.scoring).signed == want


# --- named layoff situations -------------------------------------------------------------

CLASSIC = engine.Rules.preset("classic")
INTERNATIONAL = engine.Rules.preset("international")


def settle(
    knocker: str, defender: str, rules: engine.Rules = CLASSIC, melds: str | None = None
) -> engine.Settlement:
    """Settle with card strings; ``melds`` like ``"2H 3H 4H / 9S 9D 9C"``."""
    declared = None if melds is None else [cards(m) for m in melds.split("/")]
    return engine.settle_knock(cards(knocker), cards(defender), rules, knocker_melds=declared)


def laid(s: engine.Settlement) -> str:
    return engine.format_cards(sorted(s.layoff))


def test_run_takes_chains_at_both_ends() -> None:
    knocker = "5H 6H 7H QS QD QC 9C TC JC AS"  # K = 1 (AS)
    defender = "3H 4H 8H 9H KS KD 2C 4D 6S 8D"  # 4H then 3H below, 8H then 9H above
    assert ref.best_score(frozenset(cards(knocker))) == (1, 3)
    assert frozenset(cards("3H 4H 8H 9H")) in ref.legal_layoffs(
        [cards("5H 6H 7H")], cards(defender)
    )
    s = settle(knocker, defender)
    assert laid(s) == "3H 4H 8H 9H"
    # left KS KD 2C 4D 6S 8D = 40
    assert (s.winner, s.points, s.defender_deadwood) == ("knocker", 10 + 40 - 1, 40)


def test_chain_needs_the_link_card() -> None:
    """9H fits only after 8H has been laid off; without 8H it stays."""
    defender = "9H TH 2C 3D 4S 6S 8S KS KD AC"
    s = settle("5H 6H 7H QS QD QC 9C TC JC AS", defender)
    assert s.layoff == []
    assert s.defender_deadwood == ref.min_deadwood(cards(defender))
    assert ref.legal_layoffs([cards("5H 6H 7H")], cards(defender)) == {frozenset()}


def test_ace_is_low_only_when_laying_off() -> None:
    """Nothing goes above the king or below the ace: AS does not follow JS QS KS."""
    knocker = "JS QS KS AH 2H 3H 7D 7C 7S 2C"  # K = 2
    defender = "AS KH 4H 8D 9D TD 5C 6C 2D 3S"  # 4H fits above 3H; AS and KH fit nowhere
    melds = [cards("JS QS KS"), cards("AH 2H 3H"), cards("7D 7C 7S")]
    legal = ref.legal_layoffs(melds, cards(defender))
    assert frozenset().union(*legal) == set(cards("4H"))
    s = settle(knocker, defender)
    assert laid(s) == "4H"
    check_against_reference(cards(knocker), cards(defender), s.knocker_melds, s, CLASSIC)


def test_set_takes_its_fourth_card_only() -> None:
    knocker = "7S 7H 7D 2C 3C 4C JD QD KD AH"  # K = 1
    defender = "7C 8C 9H 9S 5D 6D 2S 3S TH KS"
    melds = [cards("7S 7H 7D"), cards("2C 3C 4C"), cards("JD QD KD")]
    # 7C completes the set; nothing can follow it (8C stays: the set is not a run)
    assert ref.legal_layoffs(melds, cards(defender)) == {frozenset(), frozenset(cards("7C"))}
    s = settle(knocker, defender)
    assert laid(s) == "7C"


def test_a_card_fitting_a_set_keeps_the_run_chain_open() -> None:
    """4H fits the set 4S 4D 4C, but laid on the heart run (after 7H 6H 5H) it lets 3H 2H AH
    follow: every card from AH to 7H can be laid off (a case Hypothesis found)."""
    from engine.layoff import layoff_plan, layoff_pool

    melds = [cards("4S 4D 4C"), cards("AS 2S 3S"), cards("8H 9H TH JH")]
    defender = cards("9S AH 2H 3H 4H 5H 6H 7H 3D KC")
    chain = cards("AH 2H 3H 4H 5H 6H 7H")
    assert frozenset(chain) in ref.legal_layoffs(melds, defender)
    ms = masks(melds)
    assert engine.cards_from_mask(layoff_pool(ms, engine.mask_of(defender))) == chain
    assert layoff_plan(ms, engine.mask_of(chain)) is not None


def test_set_of_four_takes_nothing() -> None:
    knocker = "7S 7H 7D 7C 2C 3C 4C 5C AH 2D"  # K = 3
    defender = "8S 8H 6S 6C AD 3D 9C TC KS KH"  # 6C goes above 5C; 6S 8S 8H fit nowhere
    s = settle(knocker, defender)
    assert laid(s) == "6C"
    check_against_reference(cards(knocker), cards(defender), s.knocker_melds, s, CLASSIC)


def test_defender_breaks_own_meld_to_lay_off() -> None:
    """docs/RULES.md A5: knocker melds ♥2♥3♥4 and ♣2♣3♣4; the defender holds the set ♥5♣5♠5 and
    deadwood ♥6♣6.  Laying off ♥5♥6 and ♣5♣6 leaves ♠5: deadwood 5 instead of 12."""
    knocker = "2H 3H 4H 2C 3C 4C 9S 9D 9C AD"  # K = 1 (AD)
    defender = "5H 5C 5S 6H 6C 9H TH JH QH KH"  # 9H…KH is a meld of its own
    assert ref.best_score(frozenset(cards(defender))) == (12, 2)  # 555 + 9H…KH, 6H 6C left
    s = settle(knocker, defender)
    assert laid(s) == "5H 6H 5C 6C"
    assert engine.format_cards(s.defender_deadwood_cards) == "5S"
    assert (s.defender_deadwood, s.winner, s.points) == (5, "knocker", 10 + 5 - 1)
    # laying off nothing would have left the 12 points
    no_layoff = settle_masks(
        masks(s.knocker_melds),
        engine.mask_of(cards(knocker)),
        engine.mask_of(cards(defender)),
        CLASSIC,
        layoff=0,
    )
    assert (no_layoff.defender_deadwood, no_layoff.points) == (12, 10 + 12 - 1)


def test_no_layoff_onto_the_knockers_deadwood() -> None:
    """docs/RULES.md A5: ♦2 and ♣2 may not go onto the knocker's deadwood ♠2."""
    knocker = "2S 5H 6H 7H 9D 9C 9S JC QC KC"  # K = 2 (2S)
    defender = "2D 2C AH 3D 4C 6S 8S TD KS KH"
    melds = engine.settle_knock(cards(knocker), cards(defender), CLASSIC).knocker_melds
    assert cards("2S")[0] not in {c for m in melds for c in m}
    for legal in ref.legal_layoffs(melds, cards(defender)):
        assert not legal & set(cards("2D 2C"))
    s = settle(knocker, defender)
    assert not set(s.layoff) & set(cards("2D 2C"))
    with pytest.raises(engine.MeldError):
        settle_masks(
            masks(melds),
            engine.mask_of(cards(knocker)),
            engine.mask_of(cards(defender)),
            CLASSIC,
            layoff=engine.mask_of(cards("2D")),
        )


def test_no_layoff_against_gin() -> None:
    knocker = "5H 6H 7H QS QD QH 9C TC JC QC"  # 三金: 0 deadwood
    defender = "4H 8H KS KD KH 2C 3D 4S 6S AD"  # 4H and 8H would fit a knock
    assert ref.best_score(frozenset(cards(knocker))) == (0, 3)
    s = settle(knocker, defender)
    assert s.kind == "gin3"
    assert s.layoff == []
    assert s.defender_deadwood == ref.min_deadwood(cards(defender))
    s = settle(knocker, defender, INTERNATIONAL)
    assert (s.kind, s.layoff, s.points) == ("gin", [], 25 + ref.min_deadwood(cards(defender)))


def test_layoff_onto_a_declared_split_run() -> None:
    """A knocker may declare 3S4S5S and 6S7S8S as two runs; the ends still take cards."""
    knocker = "3S 4S 5S 6S 7S 8S JD QD KD AC"
    defender = "2S 9S TS 4D 5D 6D 8C 8H 3H KC"
    melds = "3S 4S 5S / 6S 7S 8S / JD QD KD"
    s = settle(knocker, defender, melds=melds)
    assert laid(s) == "2S 9S TS"
    check_against_reference(
        cards(knocker), cards(defender), [cards(m) for m in melds.split("/")], s, CLASSIC
    )


def test_lay_off_all_ten_cards() -> None:
    """Nothing stops a defender from laying off every card: 0 left, an undercut at 50."""
    knocker = "5S 6S 7S 5H 6H 7H 5D 6D 7D AC"  # K = 1, declared as three runs
    defender = "3S 4S 8S 9S 3H 4H 8H 9H 4D 8D"  # alone: 4S4H4D + 8S8H8D, 24 left
    runs = "5S 6S 7S / 5H 6H 7H / 5D 6D 7D"
    assert ref.best_score(frozenset(cards(defender))) == (24, 2)
    s = settle(knocker, defender, melds=runs)
    assert len(s.layoff) == 10 and s.cards_left == 0
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", 50 + 1)
    s = settle(knocker, defender, INTERNATIONAL, melds=runs)
    assert (s.winner, s.kind, s.points) == ("defender", "undercut", 25 + 1)
    # the default declaration is the three sets, which expose only 5C 6C 7C
    s = settle(knocker, defender)
    assert sorted(len({c.rank for c in m}) for m in s.knocker_melds) == [1, 1, 1]
    assert s.layoff == [] and s.winner == "knocker"


def test_laying_off_less_can_pay_more() -> None:
    """Keeping 8H in an 8-card 金龙 (400) beats laying it off onto 9H…JH (7 cards: 100)."""
    knocker = "9H TH JH 5C 6C 7C JS QS KS 3D"  # K = 3
    defender = "AH 2H 3H 4H 5H 6H 7H 8H 8C 4C"
    s = settle(knocker, defender)
    assert laid(s) == "4C 8C"
    assert (s.winner, s.kind, s.undercut_tier, s.points) == (
        "defender",
        "undercut",
        "gin_dragon",
        400 + 3,
    )
    check_against_reference(cards(knocker), cards(defender), s.knocker_melds, s, CLASSIC)
