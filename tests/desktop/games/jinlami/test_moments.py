"""金拉米's moments on the felt: a gin or an undercut, and a match won, are shown before
the result dialog opens — never with animations off."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine import HandState, Phase, Rules, parse_cards
from jinlami_desktop.games.jinlami.controller import JinlamiController
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.moment import MomentItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui

#: Seat 0 to discard: KC away, the other ten in three melds (三金, 129 points).
GIN_HAND = "AH 2H 3H 4H 5S 6S 7S 9D 9C 9H KC"
LOSER_HAND = "KS 8S 6D QH 7H JD 7D 5C QC 6C"


def gin_hand() -> HandState:
    return HandState.setup(
        Rules.preset("classic"),
        (parse_cards(GIN_HAND), parse_cards(LOSER_HAND)),
        stock_top=parse_cards("8C JC QS")[::-1],
        discards=parse_cards("8D"),
        dealer=1,
        to_act=0,
        phase=Phase.DISCARD,
        seed=1,
    )


def make_window(qtbot: QtBot, speed: str) -> MainWindow:
    window = MainWindow(Preferences(animation_speed=speed))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


def go_gin(c: JinlamiController) -> None:
    c.load_hand(gin_hand())
    c.knock(parse_cards("KC")[0])
    c.declare(c.state.legal_actions()[0].melds)


def moment_items(window: MainWindow) -> list[MomentItem]:
    scene = jinlami_ui(window).scene
    return [i for i in scene.items() if isinstance(i, MomentItem)]


#: Seat 0 knocks with 2C away (deadwood 4C); seat 1 holds no deadwood: an undercut.
KNOCKER_HAND = "5S 6S 7S 9H 9D 9C JD QD KD 4C 2C"
UNDERCUT_HAND = "AH 2H 3H 4H AD 2D 3D TC TS TH"


def undercut_hand() -> HandState:
    return HandState.setup(
        Rules.preset("classic"),
        (parse_cards(KNOCKER_HAND), parse_cards(UNDERCUT_HAND)),
        stock_top=parse_cards("8C JC QS")[::-1],
        discards=parse_cards("8H"),
        dealer=1,
        to_act=0,
        phase=Phase.DISCARD,
        seed=2,
    )


def test_a_gin_that_wins_the_match_plays_its_moment_then_opens_the_dialog(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot, "normal")
    ui = jinlami_ui(window)
    go_gin(ui.controller)
    items = moment_items(window)
    assert len(items) == 1 and items[0].isVisible()
    item = items[0]
    assert item.moment.title == "You win the match!"
    assert item.moment.points == 129
    assert len(item.cards) == 10  # the winning hand fanned out
    assert ui.result_dialog is None  # the dialog follows the moment
    qtbot.waitUntil(lambda: ui.result_dialog is not None, timeout=5000)
    assert not item.isVisible()
    assert item.shown_points == 129  # counted up to the true value
    dlg = ui.result_dialog
    assert dlg is not None and dlg.isVisible() and dlg.title.text() == "Gin"


def test_a_gin_within_the_match_is_named_by_its_tier(qtbot: QtBot) -> None:
    from jinlami_desktop.games.jinlami.moments import moment_of

    window = make_window(qtbot, "off")
    ui = jinlami_ui(window)
    go_gin(ui.controller)
    summary = ui.last_summary
    assert summary is not None
    going_on = replace(summary, match_over=False, match_winner=None)
    moment = moment_of(going_on)
    assert moment is not None and moment.title == "Gin!" and moment.points == 129
    dragon = moment_of(replace(going_on, kind="gin_dragon"))
    assert dragon is not None and dragon.title == "Gin Dragon!"
    assert moment_of(replace(going_on, kind="knock")) is None
    assert moment_of(replace(going_on, kind="draw", winner=None)) is None


def test_an_undercut_by_the_bot_plays_the_undercut_moment(qtbot: QtBot) -> None:
    window = make_window(qtbot, "fast")
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(undercut_hand())
    c.knock(parse_cards("2C")[0])
    c.declare(c.state.legal_actions()[0].melds)
    qtbot.waitUntil(lambda: ui.moments.item is not None, timeout=10000)
    summary = ui.last_summary
    assert summary is not None and summary.kind == "undercut" and summary.winner == 1
    item = ui.moments.item
    assert item is not None
    assert item.moment.title == "Undercut!"
    assert item.moment.points == summary.points[1] > 0
    qtbot.waitUntil(lambda: ui.result_dialog is not None, timeout=5000)
    assert item.shown_points == summary.points[1]


def test_with_animations_off_no_moment_is_ever_added(qtbot: QtBot) -> None:
    window = make_window(qtbot, "off")
    ui = jinlami_ui(window)
    go_gin(ui.controller)
    assert ui.moments.item is None and not moment_items(window)
    assert ui.result_dialog is not None and ui.result_dialog.isVisible()  # at once


@pytest.mark.parametrize("how", ["closed", "next match"])
def test_a_moment_cut_short_opens_no_stale_dialog(qtbot: QtBot, how: str) -> None:
    window = make_window(qtbot, "slow")
    ui = jinlami_ui(window)
    go_gin(ui.controller)
    item = ui.moments.item
    assert item is not None and item.isVisible()
    if how == "closed":
        window.close_result_dialogs()
    else:
        ui.controller.load_hand(gin_hand())  # the table went on during the moment
        item.stop()
    assert not item.isVisible()
    assert ui.result_dialog is None
