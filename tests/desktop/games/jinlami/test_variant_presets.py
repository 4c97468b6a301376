"""Oklahoma and Straight Gin in the app: the New match page offers them and its setups
carry their rules; the panel says what each hand allows — Oklahoma's own knock limit from
the hand's up-card (not the preset's 10), gin only for an ace, a spade hand doubled —
and Straight Gin's gin only.  The statistics' table by rules names their rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from engine import HandState, Phase, Rules, parse_cards
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.jinlami.rules import rules_sections
from jinlami_desktop.games.jinlami.setup_choices import remember_setup, stored_setup
from jinlami_desktop.games.jinlami.words import PRESET_NAMES, hand_terms_text, preset_name
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui

#: Seat 0 (the human, non-dealer) to draw; the pile is the deal's up-card only.
HUMAN = "2C 3C 4C 5D 6D 7D 8H 8D AD KC"
BOT = "AS 2S 3S JH JD JC QH QD QS 2H"


def hand(rules: Rules, up: str) -> HandState:
    """A hand of ``rules`` whose deal turned ``up`` face up, the human to draw."""
    return HandState.setup(
        rules,
        (parse_cards(HUMAN), parse_cards(BOT)),
        discards=parse_cards(up),
        stock_top=parse_cards("9C TC 9H"),
        dealer=1,
        to_act=0,
        phase=Phase.DRAW,
        seed=4242,
    )


@pytest.mark.parametrize("name", ["oklahoma", "straight"])
def test_the_new_match_page_offers_the_preset_with_its_rules(qtbot: QtBot, name: str) -> None:
    page = JinlamiMatchPage()
    qtbot.addWidget(page)
    page.retranslate()
    index = page.preset.findData(name)
    assert index >= 0
    assert page.preset.itemText(index) == preset_name(name) != name
    page.preset.setCurrentIndex(index)
    setup = page.chosen(7)
    assert setup.rules == Rules.preset(name)
    assert setup.mode == "game"  # international scoring: the game to 100
    page.load(setup)  # a save of the preset shows it again (it fell back to classic)
    assert page.preset.currentData() == name


@pytest.mark.parametrize("name", ["oklahoma", "straight"])
def test_the_preset_and_its_game_to_100_are_kept_between_sessions(
    tmp_path: Path, name: str
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    remember_setup(settings, MatchSetup(rules=Rules.preset(name), mode="game"))
    setup = stored_setup(settings, 3)
    assert setup.rules == Rules.preset(name)  # was not kept: the session began classic
    assert setup.mode == "game"  # was turned into eight fixed hands
    custom = Rules.preset(name).with_options(big_gin=False)
    remember_setup(settings, MatchSetup(rules=custom, mode="game"))
    assert stored_setup(settings, 3).rules == Rules.preset(name)  # custom: not kept


def test_the_presets_have_names_and_rows_in_the_statistics() -> None:
    """The statistics' table by rules lists :data:`PRESET_NAMES` by :func:`preset_name`."""
    assert preset_name("oklahoma") == "Oklahoma Gin (the up-card sets the knock limit)"
    assert preset_name("straight") == "Straight Gin (gin only, no knocking)"
    assert PRESET_NAMES[-2:] == ("oklahoma", "straight")


@pytest.mark.parametrize(
    ("rules", "limit", "doubled", "said"),
    [
        ("oklahoma", 7, False, "Knock at 7 points or less this hand"),
        ("oklahoma", 1, False, "Knock at 1 point or less this hand"),
        ("oklahoma", 0, False, "Gin only: the up-card is an ace"),
        (
            "oklahoma",
            5,
            True,
            "Knock at 5 points or less this hand\nSpades: this hand counts double",
        ),
        ("straight", 0, False, "Gin only: no knocking"),
        ("international", 10, False, ""),
        ("classic", 10, False, ""),
    ],
)
def test_the_hands_terms_are_worded(rules: str, limit: int, doubled: bool, said: str) -> None:
    assert hand_terms_text(Rules.preset(rules), limit, doubled) == said


def test_the_rules_help_explains_the_variants() -> None:
    text = " ".join(rules_sections())
    for title in ("Oklahoma Gin", "Straight Gin", "Big Gin"):
        assert f"<h3>{title}</h3>" in text


@pytest.fixture
def window(spoken_window: MainWindow) -> MainWindow:
    return spoken_window


@pytest.mark.parametrize(
    ("rules", "up", "limit", "doubled"),
    [
        ("oklahoma", "7H", 7, False),
        ("oklahoma", "3D", 3, False),
        ("oklahoma", "AH", 0, False),
        ("oklahoma", "5S", 5, True),
        ("straight", "7H", 0, False),
        ("international", "7H", 10, False),
    ],
)
def test_the_panel_says_the_hands_own_terms(
    qtbot: QtBot, window: MainWindow, rules: str, up: str, limit: int, doubled: bool
) -> None:
    """The hand's limit from its up-card (the preset's is 10), in the window's language."""
    chosen = Rules.preset(rules)
    said = hand_terms_text(chosen, limit, doubled)
    assert bool(said) is (rules != "international")
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(hand(chosen, up))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    label = ui.panel.terms_label
    qtbot.waitUntil(lambda: label.text() == said)
    assert label.isVisible() is bool(said)
    assert str(limit) in said or limit in (0, 10)
    # the label as drawn, its line-break marks aside (its bracketed part kept whole)
    zone = ui.scene.knock_zone.label.replace("\u2060", "").replace("\u00a0", " ")
    gin_only = QCoreApplication.translate("JinlamiScene", "Gin only here (face down)")
    assert (zone == gin_only) is (limit == 0)
