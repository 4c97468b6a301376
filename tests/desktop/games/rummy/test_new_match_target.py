"""拉米纸牌's New match page: the target follows the opponents' levels until the
player picks one (a match against hard bots to 100 ended in its first hand)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from jinlami_desktop.games.rummy.new_match import RummyMatchPage
from jinlami_desktop.games.rummy.setup_choices import first_setup, level_setup
from jinlami_desktop.games.rummy.snapshot import RummySetup


def _page(qtbot: QtBot, setup: RummySetup) -> RummyMatchPage:
    page = RummyMatchPage()
    qtbot.addWidget(page)
    page.retranslate()
    page.load(setup)
    return page


def test_the_target_follows_the_levels_until_the_player_picks_one(qtbot: QtBot) -> None:
    page = _page(qtbot, RummySetup(opponents=("medium",), target=100))
    assert page.chosen(None).target == 100
    hard = page.rummy_opponents[0].findData("hard")
    page.rummy_opponents[0].setCurrentIndex(hard)
    assert page.chosen(None).target == 300
    page.rummy_opponents[0].setCurrentIndex(page.rummy_opponents[0].findData("easy"))
    assert page.chosen(None).target == 100
    # The player picks 200 (a user's choice comes through `activated`): it stays.
    page.rummy_target.setCurrentIndex(page.rummy_target.findData(200))
    page.rummy_target.activated.emit(page.rummy_target.currentIndex())
    page.rummy_opponents[0].setCurrentIndex(hard)
    assert page.chosen(None).target == 200


def test_a_stored_choice_of_its_own_is_kept(qtbot: QtBot) -> None:
    page = _page(qtbot, RummySetup(opponents=("medium", "medium"), target=500))
    page.rummy_opponents[1].setCurrentIndex(page.rummy_opponents[1].findData("hard"))
    assert page.chosen(None).target == 500


def test_more_players_bring_their_levels_into_the_target(qtbot: QtBot) -> None:
    page = _page(qtbot, RummySetup(opponents=("medium",), target=100))
    page.rummy_opponents[1].setCurrentIndex(page.rummy_opponents[1].findData("hard"))
    assert page.chosen(None).target == 100  # the third seat is not at the table yet
    page.players.setValue(3)
    assert page.chosen(None).target == 300


def test_new_matches_start_at_their_levels_target() -> None:
    assert first_setup(None, 4).target == 100
    assert level_setup("hard", None, 3).target == 300
    assert level_setup("easy").target == 100
