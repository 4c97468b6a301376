"""Bad input to the engine's card and meld functions gets the engine's coded errors,
quickly, with at most ~80 characters of the input quoted."""

from __future__ import annotations

import pytest

import engine
from engine import Card, CardError, EngineError, MeldError
from engine.cards import FULL_DECK_MASK, cards_from_mask, check_mask
from engine.errors import QUOTE_LIMIT, shown
from engine.layoff import layoff_exposure, layoff_plan, layoff_pool
from engine.melds import MAX_ARRANGE_CARDS, all_arrangements, arrange_mask, min_deadwood

NOT_INTS = [None, "7", 3.0, True, [1], b"\x01"]


@pytest.mark.parametrize("index", [-1, 52, 10**40, *NOT_INTS])
def test_from_index_refuses_what_is_not_a_card_index(index: object) -> None:
    with pytest.raises(CardError) as err:
        Card.from_index(index)  # type: ignore[arg-type]
    assert err.value.code == "bad_card"


def test_from_index_still_reads_every_card() -> None:
    assert [Card.from_index(i) for i in range(52)] == list(engine.DECK)
    assert str(Card.from_index(0)) == "AS" and str(Card.from_index(51)) == "KC"


@pytest.mark.parametrize("bit", [-1, 13, 64, None, "0"])
def test_from_bit_refuses_bits_that_hold_no_card(bit: object) -> None:
    with pytest.raises(CardError):
        Card.from_bit(bit)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [None, 7, 7.5, ["AS"], b"AS"])
def test_parse_card_refuses_what_is_not_text(value: object) -> None:
    with pytest.raises(CardError) as err:
        engine.parse_card(value)  # type: ignore[arg-type]
    assert err.value.code == "bad_card"


@pytest.mark.parametrize("value", [None, 7, 7.5])
def test_parse_cards_refuses_what_is_neither_text_nor_cards(value: object) -> None:
    with pytest.raises(CardError):
        engine.parse_cards(value)  # type: ignore[arg-type]


def test_parse_cards_refuses_a_list_with_something_else_in_it() -> None:
    with pytest.raises(CardError):
        engine.parse_cards(["AS", 7])  # type: ignore[list-item]


def test_a_huge_bad_token_is_quoted_short() -> None:
    token = "X" * 5_000_000
    with pytest.raises(CardError) as err:
        engine.parse_card(token)
    assert len(str(err.value)) < 200
    assert len(err.value.token) <= QUOTE_LIMIT + 40
    with pytest.raises(CardError) as err2:
        engine.parse_cards(f"AS {token} 2S")
    assert len(str(err2.value)) < 200


def test_shown_keeps_short_values_and_cuts_long_ones() -> None:
    assert shown("QX") == "'QX'"
    long = shown("a" * 1000)
    assert len(long) < QUOTE_LIMIT + 30 and "1,002 characters" in long


def test_duplicate_card_names_the_card() -> None:
    with pytest.raises(CardError) as err:
        engine.parse_cards("AS 2S as")
    assert err.value.code == "duplicate_card" and err.value.token == "as"


@pytest.mark.parametrize("cards", [None, 5, "AS 2S", [Card.parse("AS"), "2S"]])
def test_mask_of_and_best_arrangement_refuse_what_are_not_cards(cards: object) -> None:
    with pytest.raises(CardError):
        engine.best_arrangement(cards)  # type: ignore[arg-type]
    if not isinstance(cards, str):
        with pytest.raises(CardError):
            engine.mask_of(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("mask", [-1, 1 << 13, 1 << 64, None, "0", 2.0])
def test_masks_outside_the_deck_are_refused(mask: object) -> None:
    for fn in (min_deadwood, arrange_mask, cards_from_mask, check_mask):
        with pytest.raises(CardError):
            fn(mask)  # type: ignore[arg-type]


def test_a_full_deck_is_refused_at_once_not_searched() -> None:
    for fn in (min_deadwood, arrange_mask):
        with pytest.raises(CardError) as err:
            fn(FULL_DECK_MASK)
        assert err.value.code == "hand_size"
    with pytest.raises(CardError) as err:
        all_arrangements(FULL_DECK_MASK, 10)
    assert err.value.code == "hand_size"


def test_the_largest_allowed_hand_still_arranges() -> None:
    # four of each of the ranks A-4: the contested worst case at 16 cards
    mask = 0
    for card in engine.DECK:
        if card.rank < MAX_ARRANGE_CARDS // 4:
            mask |= card.mask
    assert mask.bit_count() == MAX_ARRANGE_CARDS
    assert min_deadwood(mask) == 0
    assert arrange_mask(mask).deadwood_points == 0
    with pytest.raises(CardError):
        min_deadwood(mask | engine.parse_card("KC").mask)


@pytest.mark.parametrize("limit", [-1, None, 2.5, "10"])
def test_all_arrangements_needs_a_whole_deadwood_limit(limit: object) -> None:
    mask = engine.mask_of(engine.parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D TC"))
    with pytest.raises(CardError):
        all_arrangements(mask, limit)  # type: ignore[arg-type]


def test_meld_of_refuses_what_are_not_cards() -> None:
    with pytest.raises(CardError):
        engine.meld_of(None)  # type: ignore[arg-type]
    with pytest.raises(CardError):
        engine.meld_of(["AS", "2S", "3S"])  # type: ignore[list-item]


def test_layoff_functions_check_their_melds() -> None:
    run = engine.mask_of(engine.parse_cards("5H 6H 7H"))
    card = engine.parse_card("8H").mask
    assert layoff_plan([run], card) == [(card, 0)]
    for melds in (None, [3], [run, run], [-1], "5H 6H 7H"):
        with pytest.raises(EngineError):
            layoff_plan(melds, card)  # type: ignore[arg-type]
        with pytest.raises(EngineError):
            layoff_pool(melds, card)  # type: ignore[arg-type]
    with pytest.raises(MeldError):
        layoff_plan([run], run)  # the card is in the meld already
    with pytest.raises(CardError):
        layoff_plan([run], -1)


def test_layoff_exposure_checks_its_melds() -> None:
    run = engine.mask_of(engine.parse_cards("5H 6H 7H"))
    assert layoff_exposure([run], run) == 10  # A♥-4♥ below, 8♥-K♥ above
    with pytest.raises(EngineError):
        layoff_exposure([1 << 13], run)
