"""Cards and their text notation (docs/RULES.md §0)."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import Card
from engine.cards import mask_of, parse_cards, shuffled_rest

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None)


def test_deck_has_52_distinct_cards() -> None:
    assert len(engine.DECK) == 52
    assert len(set(engine.DECK)) == 52
    assert len({str(c) for c in engine.DECK}) == 52


@pytest.mark.parametrize(
    ("text", "canonical", "value"),
    [
        ("AS", "AS", 1),
        ("2H", "2H", 2),
        ("9D", "9D", 9),
        ("TC", "TC", 10),
        ("10C", "TC", 10),
        ("JS", "JS", 10),
        ("QH", "QH", 10),
        ("KD", "KD", 10),
    ],
)
def test_canonical_text_and_value(text: str, canonical: str, value: int) -> None:
    card = engine.parse_cards(text)[0]
    assert str(card) == canonical
    assert card.value == value


@pytest.mark.parametrize(
    "spelling",
    ["TS", "ts", "Ts", "tS", "10S", "10s", "T♠", "10♠", "t♠"],
)
def test_every_spelling_of_the_ten_of_spades(spelling: str) -> None:
    assert engine.parse_card(spelling) is engine.parse_card("TS")
    assert engine.parse_cards(spelling) == [engine.parse_card("TS")]


@pytest.mark.parametrize(("symbol", "letter"), [("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C")])
def test_suit_symbols(symbol: str, letter: str) -> None:
    for rank in "A23456789TJQK":
        assert str(engine.parse_card(rank + symbol)) == rank + letter
        assert str(engine.parse_card(rank.lower() + symbol)) == rank + letter


def test_canonical_output_is_uppercase_letters() -> None:
    assert [str(c) for c in engine.parse_cards("as 10h k♣ q♦")] == ["AS", "TH", "KC", "QD"]


def test_repr_pastes_back() -> None:
    namespace = {"Card": Card}
    for card in engine.DECK:
        assert eval(repr(card), namespace) is card


def test_cards_are_interned_and_immutable() -> None:
    ts = engine.parse_card("TS")
    assert Card(0, 9) is ts
    assert Card.parse("10s") is ts
    assert copy.copy(ts) is ts
    assert copy.deepcopy([ts])[0] is ts
    assert pickle.loads(pickle.dumps(ts)) is ts
    with pytest.raises(AttributeError):
        ts.rank = 3


def test_card_order_and_hash() -> None:
    a, b = engine.parse_cards("AS KC")
    assert a < b and b > a and a <= a and b >= b
    assert {a: 1}[engine.parse_card("as")] == 1


@pytest.mark.parametrize(
    "text",
    ["AS 2S 3S TD", "AS,2S,3S,TD", "AS, 2S ,3S,  TD", "  as 2s\t3s\n10d  ", "A♠,2♠ 3♠,10♦"],
)
def test_separators(text: str) -> None:
    assert [str(c) for c in engine.parse_cards(text)] == ["AS", "2S", "3S", "TD"]


def test_empty_text_is_no_cards() -> None:
    assert engine.parse_cards("") == []
    assert engine.parse_cards("  , ") == []


def test_iterables_of_strings_and_cards() -> None:
    ah = engine.parse_card("AH")
    assert engine.parse_cards(["AS", "10d", ah]) == engine.parse_cards("AS TD AH")


def test_format_cards_round_trip() -> None:
    cards = engine.parse_cards("KC 10h a♠ 5D")
    assert engine.format_cards(cards) == "KC TH AS 5D"
    assert engine.parse_cards(engine.format_cards(cards)) == cards


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("AS 1S 3S", "1S"),
        ("AS XS", "XS"),
        ("AS 2X", "2X"),
        ("AS 11S", "11S"),
        ("AS2S", "AS2S"),
        ("A", "A"),
        ("S", "S"),
        ("AS 0H", "0H"),
        ("ASS", "ASS"),
        ("2S 3S 4S 1♥", "1♥"),
    ],
)
def test_malformed_card_names_the_token(text: str, token: str) -> None:
    with pytest.raises(engine.CardError) as info:
        engine.parse_cards(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.token == token
    assert repr(token) in str(err) or token in str(err)


@pytest.mark.parametrize(
    ("text", "token"),
    [("AS 2S AS", "AS"), ("TS 10S", "10S"), ("kh, KH", "KH"), ("5♦ 5d", "5d")],
)
def test_duplicate_card_names_the_token(text: str, token: str) -> None:
    with pytest.raises(engine.CardError) as info:
        engine.parse_cards(text)
    err = info.value
    assert err.token == token
    assert err.code == "duplicate_card"
    assert token in str(err)
    assert "duplicate" in str(err)


def test_single_card_parse_errors() -> None:
    with pytest.raises(ValueError, match="ZZ"):
        engine.parse_card("ZZ")
    with pytest.raises(engine.CardError):
        Card(4, 0)
    with pytest.raises(engine.CardError):
        Card(0, 13)


def test_mask_helpers_round_trip() -> None:
    cards = engine.parse_cards("KC TH AS 5D")
    assert engine.cards_from_mask(engine.mask_of(cards)) == sorted(cards)


@SETTINGS
@given(st.lists(st.sampled_from(engine.DECK), unique=True, max_size=52), st.data())
def test_text_round_trip(cards: list[Card], data: st.DataObject) -> None:
    """Any cards, printed canonically or in any accepted spelling, parse back."""
    assert engine.parse_cards(engine.format_cards(cards)) == cards

    def spell(card: Card) -> str:
        rank = str(card)[0]
        if rank == "T":
            rank = data.draw(st.sampled_from(["T", "t", "10"]))
        suit = data.draw(st.sampled_from([str(card)[1], str(card)[1].lower(), "♠♥♦♣"[card.suit]]))
        return data.draw(st.sampled_from([rank, rank.lower()])) + suit

    seps = st.sampled_from([" ", ",", ", ", " ,", "\t", "  "])
    text = "".join(spell(c) + data.draw(seps) for c in cards)
    assert engine.parse_cards(text) == cards


def test_setups_refuse_a_card_placed_twice() -> None:
    """Both games' hand-built positions share one placement check (``shuffled_rest``)."""
    from engine.errors import IllegalActionError
    from engine.jinlami.rules import Rules
    from engine.jinlami.state import HandState
    from engine.rummy.state import RummyRules, RummyState

    h = parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC")
    other = parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD")
    with pytest.raises(IllegalActionError) as e1:
        HandState.setup(Rules.preset("classic"), (h, other), stock_top=parse_cards("2C"))
    with pytest.raises(IllegalActionError) as e2:
        RummyState.setup(RummyRules(players=2), [h, other], discards=parse_cards("JD"))
    with pytest.raises(IllegalActionError) as e3:
        RummyState.setup(RummyRules(players=2), [h, [*other[:-1], other[0]]])
    assert e1.value.code == e2.value.code == e3.value.code == "duplicate_card"
    rest = shuffled_rest([mask_of(h), mask_of(other)], seed=3)
    assert len(rest) == 32 and rest == shuffled_rest([mask_of(h), mask_of(other)], seed=3)
