"""The opponents' names: one per bot at a table, in both languages, level kept."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from jinlami_desktop.games.rummy.layout import seat_sides
from jinlami_desktop.games.rummy.words import rummy_bot_name, rummy_seat_name
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.opponents import identity_key, opponent_name, opponent_names, slot_of
from jinlami_desktop.words.texts import BOT_LEVELS, BOT_STYLES, seat_name

IDENTITIES = (*BOT_LEVELS, *(f"hard:{style}" for style in BOT_STYLES))


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "zh_CN")
    yield
    install_language(qapp, "en")


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_three_bots_of_one_level_at_a_four_seat_table_have_three_names(level: str) -> None:
    sides = seat_sides(4)[1:]
    names = [rummy_bot_name(side, level) for side in sides]
    assert len(set(names)) == 3 and all(names)
    # the same seats are named the same way every time
    assert names == [rummy_bot_name(side, level) for side in sides]


def test_every_level_and_style_has_names_of_its_own() -> None:
    firsts = [opponent_name(key) for key in IDENTITIES]
    assert len(set(firsts)) == len(IDENTITIES)
    every = [name for key in IDENTITIES for name in opponent_names(key)]
    assert len(set(every)) == len(every)  # no name is shared between identities


def test_the_level_stays_next_to_the_name() -> None:
    assert seat_name("hard") == "Grace (Hard)"
    assert seat_name("expert") == "Prof. Wu (Expert)"
    assert seat_name("hard:gin") == "Ginny (Hard, Gin hunter)"
    assert seat_name("you") == "You"
    assert rummy_seat_name("top", "easy") == "Lily (Easy)"
    assert rummy_seat_name("left", "easy") == "Ben (Easy)"


def test_team_members_of_one_level_have_two_names() -> None:
    assert slot_of("hard#2") == 1 and slot_of("hard") == 0
    assert identity_key("hard#2") == "hard" and identity_key("nobody") == ""
    assert seat_name("hard") != seat_name("hard#2")
    assert seat_name("hard#2") == "Ivan (Hard)"


def test_no_known_bot_is_named_as_before() -> None:
    assert opponent_name("nobody") == ""
    assert seat_name("nobody") == "Bot (nobody)"
    assert rummy_bot_name("left", "nobody") == "West"


def test_the_names_are_chinese_in_chinese(chinese: None) -> None:
    assert seat_name("easy") == "莉莉（简单）"
    assert opponent_name("medium") == "小马"
    assert opponent_name("hard") == "高思"
    assert opponent_name("expert") == "吴教授"
    for key in IDENTITIES:
        for name in opponent_names(key):
            assert not any("a" <= ch.lower() <= "z" for ch in name), name
