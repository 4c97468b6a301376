"""The first run's path to the match the player wants: the welcome asks how many play
拉米纸牌 (2 to 4), and "tutorial first" deals nothing before the tutorial — its Play a
match… opens New match starting from the welcome's choice, closing it deals that
choice — so the first run records no abandoned match (Statistics' counts)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.new_match import RummyMatchPage
from jinlami_desktop.onboarding.welcome import FirstRun, WelcomeDialog
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import rummy_ui
from tests.desktop.windows import shown_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    with shown_window(qtbot, tmp_path / "data", size=(1280, 800)) as win:
        rummy_ui(win).controller.instant = True
        yield win
        tutorial = win.tutorials.tutorial
        if tutorial is not None:
            tutorial.close()


def welcome(window: MainWindow, players: int | None = None) -> tuple[FirstRun, WelcomeDialog]:
    """The first run's welcome over ``window`` (the usual first match: 金拉米's)."""
    assert window.storage is not None
    first_run = FirstRun(window, window.storage.settings, MatchSetup(seed=1), players=players)
    first_run.start()
    assert first_run.dialog is not None
    return first_run, first_run.dialog


def counts(window: MainWindow) -> tuple[int, int]:
    """Statistics' (abandoned, in progress) matches of both games, ranked or not."""
    assert window.storage is not None
    matches = window.storage.stats.summary(practice=None, game=None).matches
    return matches.abandoned, matches.in_progress


def test_the_welcome_asks_how_many_play_rummy(qtbot: QtBot, window: MainWindow) -> None:
    """The number of players is asked when 拉米纸牌 is chosen (never for 金拉米, which
    seats two); the table behind seats the number chosen and Play deals it."""
    _, dlg = welcome(window)
    assert not dlg.players_box.isVisibleTo(dlg) and dlg.players() is None
    dlg.game_buttons["rummy"].setChecked(True)
    assert dlg.players_box.isVisibleTo(dlg)
    assert sorted(dlg.player_buttons) == [2, 3, 4] and dlg.players() == 2
    assert dlg.player_buttons[4].text() == "4 players"
    dlg.player_buttons[4].setChecked(True)
    ui = rummy_ui(window)
    assert ui.scene.players == 4  # the backdrop follows the count chosen
    dlg.level_buttons["hard"].setChecked(True)
    QTest.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    assert ui.controller.match is not None and ui.controller.setup.players == 4
    assert ui.controller.setup.opponents == ("hard",) * 3
    assert counts(window) == (0, 1)


def test_players_from_the_command_line_are_checked_first(window: MainWindow) -> None:
    _, dlg = welcome(window, players=3)
    dlg.game_buttons["rummy"].setChecked(True)
    assert dlg.players() == 3 and rummy_ui(window).scene.players == 3


def test_tutorial_first_then_play_a_match_opens_new_match(qtbot: QtBot, window: MainWindow) -> None:
    """ "Tutorial first" deals nothing; the tutorial's Play a match… opens New match on
    the welcome's choice (拉米纸牌, 4 players, hard), which deals it: no match recorded
    as abandoned on the way."""
    _, dlg = welcome(window)
    dlg.game_buttons["rummy"].setChecked(True)
    dlg.player_buttons[4].setChecked(True)
    dlg.level_buttons["hard"].setChecked(True)
    QTest.mouseClick(dlg.tutorial_button, Qt.MouseButton.LeftButton)
    tutorial = window.tutorials.tutorial
    assert tutorial is not None and tutorial.game.id == "rummy"
    assert not any(ui.controller.match is not None for ui in window.uis())  # none dealt
    tutorial._play_match()
    assert window.tutorials.tutorial is None
    chooser = window.new_match_dialog
    assert isinstance(chooser, NewMatchDialog) and chooser.game() == "rummy"
    page = chooser.pages["rummy"]
    assert isinstance(page, RummyMatchPage) and page.players.value() == 4
    chooser.accept()
    ui = rummy_ui(window)
    assert ui.controller.match is not None and ui.controller.setup.players == 4
    assert ui.controller.setup.opponents == ("hard",) * 3
    assert counts(window) == (0, 1)  # one match, in play; none abandoned


def test_closing_the_tutorial_deals_the_welcomes_match(qtbot: QtBot, window: MainWindow) -> None:
    _, dlg = welcome(window)
    dlg.game_buttons["rummy"].setChecked(True)
    dlg.player_buttons[3].setChecked(True)
    QTest.mouseClick(dlg.tutorial_button, Qt.MouseButton.LeftButton)
    tutorial = window.tutorials.tutorial
    assert tutorial is not None
    assert not any(ui.controller.match is not None for ui in window.uis())
    tutorial.close()
    ui = rummy_ui(window)
    assert window.game_kind == "rummy" and ui.controller.match is not None
    assert ui.controller.setup.opponents == ("medium",) * 2  # 3 players, the usual level
    assert counts(window) == (0, 1)


def test_game_new_match_still_starts_from_the_table_on_show(window: MainWindow) -> None:
    """Game → New match… (the menu's ``triggered(bool)``) opens the dialog on the table
    on show, from its own setup."""
    window.new_action.trigger()
    chooser = window.new_match_dialog
    assert isinstance(chooser, NewMatchDialog) and chooser.game() == window.game_kind
    chooser.reject()
