"""The move notation reads back every move the engine can build, and nothing else.

Every action a constructor accepts prints as a text that ``Action.parse`` reads back as
the same action; a text with an empty meld (``declare /``) or a meld without cards is
refused with a code, at parsing and at construction alike."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import DECK, Action, parse_cards
from engine.errors import CardError, EngineError, IllegalActionError

SETTINGS = settings(max_examples=400, deadline=None, derandomize=True, database=None)

_CARDS = st.sampled_from(DECK)
_MELD = st.lists(_CARDS, min_size=1, max_size=13, unique=True)


@st.composite
def actions(draw: st.DrawFn) -> Action:
    """Any action the public constructors build."""
    kind = draw(st.sampled_from(range(10)))
    if kind == 0:
        return Action.draw_stock()
    if kind == 1:
        return Action.draw_discard()
    if kind == 2:
        return Action.pass_()
    if kind == 3:
        return Action.end_layoff()
    if kind == 4:
        return Action.undo()
    if kind == 5:
        return Action.discard(draw(_CARDS))
    if kind == 6:
        return Action.knock(draw(_CARDS))
    if kind == 7:
        return Action.layoff(draw(_CARDS), draw(st.integers(0, 51)))
    if kind == 8:
        return Action.meld(draw(_MELD))
    return Action.declare(draw(st.lists(_MELD, max_size=11)))


@SETTINGS
@given(actions())
def test_every_constructible_action_reads_back_from_its_text(action: Action) -> None:
    text = str(action)
    assert Action.parse(text) == action
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "declare /",
        "declare  / ",
        "declare 2H 3H 4H /",
        "declare / 2H 3H 4H",
        "declare 2H 3H 4H // 9S 9D 9H",
        "declare 2H 3H 4H / , / 9S 9D 9H",
        "declare",
        "meld ,",
        "layoff 5H -1",
        "layoff 5H 52",
        "layoff 5H 99999999999999999999",
    ],
)
def test_texts_with_an_empty_meld_or_no_meld_are_refused_with_a_code(text: str) -> None:
    with pytest.raises(IllegalActionError) as err:
        Action.parse(text)
    assert err.value.code == "bad_action_text"


@pytest.mark.parametrize(
    "melds",
    [[[]], [(), parse_cards("2H 3H 4H")], [0], [parse_cards("2H 3H 4H"), []]],
)
def test_a_declaration_of_an_empty_meld_is_refused_at_construction(melds: list[object]) -> None:
    with pytest.raises(CardError) as err:
        Action.declare(melds)  # type: ignore[arg-type]
    assert err.value.code == "empty_meld"


def test_a_meld_of_no_cards_or_of_a_card_twice_is_refused() -> None:
    empty: object
    for empty in ([], (), 0):
        with pytest.raises(CardError) as err:
            Action.meld(empty)
        assert err.value.code == "empty_meld"
    twice = [*parse_cards("2H 3H"), *parse_cards("2H")]
    with pytest.raises(CardError) as err:
        Action.meld(twice)
    assert err.value.code == "duplicate_card"
    with pytest.raises(CardError) as err:
        Action.declare([twice])
    assert err.value.code == "duplicate_card"


def test_a_layoff_names_a_meld_a_table_can_hold() -> None:
    card = parse_cards("5H")[0]
    assert str(Action.layoff(card, 51)) == "layoff 5H 51"
    for target in (-1, 52, 10**5000):
        with pytest.raises(EngineError) as err:
            Action.layoff(card, target)
        assert err.value.code == "no_such_meld"


def test_declaring_nothing_still_reads_back() -> None:
    assert Action.parse(str(Action.declare([]))) == Action.declare([])
    assert str(Action.declare([])) == "declare -"
