"""拉米纸牌's moments on the felt: a rummy (一把出完) and a match won are shown before the
result dialog opens — never with animations off."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from engine import Action, parse_card
from engine.cards import Card
from engine.rummy.state import RummyRules, RummyState
from jinlami_desktop.games.rummy.moments import moment_of
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.moment import MomentItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import rummy_ui


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def rummy_hand() -> RummyState:
    """Seat 0 draws ♠8, melds ♥2-♥5 and ♠9 ♦9 ♣9 and discards ♠8: out in one turn."""
    return RummyState.setup(
        RummyRules(players=2),
        [cards("2H 3H 4H 5H 9S 9D 9C"), cards("2C 3D 5S 8C JH QS KD")],
        stock_top=cards("8S KC"),
        discards=cards("TD"),
        seed=7,
    )


def make_window(qtbot: QtBot, speed: str) -> MainWindow:
    window = MainWindow(Preferences(animation_speed=speed))
    qtbot.addWidget(window)
    rummy_ui(window).controller.instant = True
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    window.show_game("rummy")
    return window


def go_out(window: MainWindow) -> None:
    r = rummy_ui(window).controller
    r.load_hand(rummy_hand())
    r.request(Action.draw_stock())
    r.request(Action.meld(cards("2H 3H 4H 5H")))
    r.request(Action.meld(cards("9S 9D 9C")))
    r.request(Action.discard(parse_card("8S")))


def test_a_rummy_plays_its_moment_then_opens_the_dialog(qtbot: QtBot) -> None:
    window = make_window(qtbot, "normal")
    ui = rummy_ui(window)
    go_out(window)
    summary = ui.last_summary
    assert summary is not None and summary.result.rummy and not summary.match_over
    item = ui.moments.item
    assert item is not None and item.isVisible()
    assert item.moment.title == "Rummy!"
    assert item.moment.points == summary.result.points[0] == 96  # doubled: 2 × 48
    assert set(item.moment.cards) == set(cards("2H 3H 4H 5H 9S 9D 9C"))  # the melds laid
    assert ui.result_dialog is None  # the dialog follows the moment
    qtbot.waitUntil(lambda: ui.result_dialog is not None, timeout=5000)
    assert item.shown_points == 96 and not item.isVisible()


def test_a_match_won_says_so_and_a_plain_going_out_gets_no_moment(qtbot: QtBot) -> None:
    window = make_window(qtbot, "off")
    ui = rummy_ui(window)
    go_out(window)
    summary = ui.last_summary
    assert summary is not None
    won = moment_of(replace(summary, match_over=True, match_winner=0), 0, None)
    assert won is not None and won.title == "You win the match!"
    assert won.points == summary.scores[0]
    lost = replace(summary, match_over=True, match_winner=1)  # a bot won: the rummy is told
    told = moment_of(lost, 0, None)
    assert told is not None and told.title == "Rummy!"
    plain = replace(summary, result=replace(summary.result, rummy=False))
    assert moment_of(plain, 0, None) is None


def test_with_animations_off_no_moment_is_ever_added(qtbot: QtBot) -> None:
    window = make_window(qtbot, "off")
    ui = rummy_ui(window)
    go_out(window)
    assert ui.moments.item is None
    assert not [i for i in ui.scene.items() if isinstance(i, MomentItem)]
    assert ui.result_dialog is not None and ui.result_dialog.isVisible()
