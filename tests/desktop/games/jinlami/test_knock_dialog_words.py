"""金拉米's knock dialog names the chosen way of going out: Gin (金胡) for no deadwood,
Knock (胡牌) otherwise — its title, its intro and its button, in both languages, and
again when the player picks another arrangement (the button said "Knock" for a gin).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import mask_of, parse_card, parse_cards
from jinlami_desktop.games.jinlami.knock_dialog import KnockDialog, KnockOption
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.words.i18n import install_language

GIN = KnockOption(
    tuple(mask_of(parse_cards(m)) for m in ("2C 3C 4C", "5H 5S 5D", "9D TD JD QD")), (), 0
)
KNOCK = KnockOption(
    tuple(mask_of(parse_cards(m)) for m in ("2C 3C 4C", "5H 5S 5D", "9D TD JD")),
    (parse_card("AS"),),
    1,
)


@pytest.fixture
def zh(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "zh_CN")
    yield
    install_language(qapp, "en")


def dialog(qtbot: QtBot, *options: KnockOption) -> KnockDialog:
    dlg = KnockDialog(list(options), parse_card("KS"), DeckStyle())
    qtbot.addWidget(dlg)
    return dlg


def said(dlg: KnockDialog) -> tuple[str, str]:
    return dlg.windowTitle(), dlg.knock_button.text()


def test_a_gin_is_called_gin(qtbot: QtBot) -> None:
    dlg = dialog(qtbot, GIN)
    assert said(dlg) == ("Gin", "Gin")
    assert dlg.intro.text().startswith("You go gin with ♠K face down.")


def test_a_knock_is_still_called_knock(qtbot: QtBot) -> None:
    dlg = dialog(qtbot, KNOCK)
    assert said(dlg) == ("Knock", "Knock")
    assert dlg.intro.text().startswith("You knock with ♠K face down.")


def test_the_words_follow_the_chosen_arrangement(qtbot: QtBot) -> None:
    dlg = dialog(qtbot, GIN, KNOCK)
    assert said(dlg) == ("Gin", "Gin")
    dlg.choose(1)
    assert said(dlg) == ("Knock", "Knock")
    dlg.choose(0)
    assert said(dlg) == ("Gin", "Gin")


@pytest.mark.usefixtures("zh")
def test_in_chinese_a_gin_is_jinhu(qtbot: QtBot) -> None:
    dlg = dialog(qtbot, GIN, KNOCK)
    assert said(dlg) == ("金胡", "金胡")
    assert "♠K" in dlg.intro.text() and "金胡" in dlg.intro.text()
    dlg.choose(1)
    assert said(dlg) == ("胡牌", "胡牌")
