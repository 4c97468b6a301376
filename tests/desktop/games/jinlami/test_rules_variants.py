"""Help → Rules on the variants: Oklahoma, Straight Gin, Big Gin and Hollywood scoring in
both languages, and the worked Oklahoma hand — dealt from its seed and played by the
engine's bots each time, its words read from the hand the engine recorded (replayed
here from its actions), never typed in."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from engine import HandState, Rules
from jinlami_desktop.games.jinlami.rules import rules_sections
from jinlami_desktop.games.jinlami.rules_example import (
    EXAMPLE_SEED,
    example_hand,
    example_section,
)
from jinlami_desktop.games.jinlami.words import breakdown_text
from jinlami_desktop.words import i18n
from jinlami_desktop.words.texts import card_symbol

TITLES = ("Oklahoma Gin", "Straight Gin", "Big Gin", "Hollywood scoring")


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "zh_CN")
    yield
    i18n.install_language(qapp, "en")


def _variant_sections() -> list[str]:
    english = rules_sections()
    return [s for s in english if any(f"<h3>{t}</h3>" in s for t in TITLES)]


def test_the_variants_are_explained() -> None:
    sections = _variant_sections()
    assert len(sections) == len(TITLES)
    hollywood = next(s for s in sections if "Hollywood" in s)
    for fact in ("game 1", "games 1 and 2", "all three", "100", "25", "shut-out"):
        assert fact in hollywood
    assert example_section() in rules_sections()


def test_the_variants_are_explained_in_chinese(chinese: None) -> None:
    sections = rules_sections()
    english_titles = [t for t in TITLES if any(f"<h3>{t}</h3>" in s for s in sections)]
    assert english_titles == []  # every title translated
    text = "".join(sections)
    for word in ("俄克拉何马", "好莱坞", "大金"):
        assert word in text
    example = example_section()
    assert "<h3>" in example and not any(
        phrase in example for phrase in ("played out", "The up-card", "knocks with")
    )


def test_the_example_is_the_engines_hand_from_its_seed() -> None:
    hand = example_hand()
    # replayed from the seed and the recorded actions, the hand ends the same
    again = HandState.new(Rules.preset("oklahoma"), seed=EXAMPLE_SEED, dealer=0)
    for action in hand.actions:
        again.apply(action)
    assert again.is_over and again.settlement == hand.settlement
    up = again.log[0].card
    assert up is not None
    limit, doubled = Rules.preset("oklahoma").upcard_terms(up)
    assert (again.knock_limit, again.doubled) == (limit, doubled)
    # the seed's deal shows what sets Oklahoma apart: a limit under 10, a spade double
    assert 0 < limit < 10 and doubled
    text = example_section()
    assert card_symbol(up) in text and f"seed {EXAMPLE_SEED}" in text
    assert f"knock limit is {limit}" in text
    st = again.settlement
    assert st is not None
    for card in (*st.knocker_deadwood_cards, *st.defender_deadwood_cards):
        assert card_symbol(card) in text
    for key, value in st.breakdown:
        assert breakdown_text(key, value) in text
    assert f"Total: {st.points}" in text
    assert f"({st.knocker_deadwood} points)" in text
    assert f"({st.defender_deadwood} points)" in text
