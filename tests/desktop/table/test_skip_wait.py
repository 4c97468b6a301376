"""A click on the felt or a key cuts the table's waits short: a bot's pause before its
move (the bot is asked at once) and a moment on the felt (its dialog opens at once), so
the player never waits on an animation.  A click with nothing to wait for reaches the
table as before, and a modifier key alone skips nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine import Action, Phase, parse_cards
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.moment import Moment
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import knock_hand
from tests.desktop.windows import open_window

GIN = Moment("Gin!", 31, tuple(parse_cards("AH 2H 3H 4H 5S 6S 7S 9D 9C 9H")))


def felt_click(viewport: QWidget) -> None:
    """A click on bare felt: the view's top-left corner."""
    QTest.mouseClick(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4)
    )


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = open_window(
        qtbot, Preferences(animation_speed="normal", bot_speed="slow"), size=(1280, 800)
    )
    yield win
    win.shutdown()


def bot_waiting(qtbot: QtBot, window: MainWindow) -> JinlamiUi:
    """The human has drawn and discarded: the bot's slow pause before its move is under
    way."""
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(knock_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    assert c.request(Action.draw_stock()) is None
    assert c.request(Action.discard(parse_cards("KD")[0])) is None
    assert c.state.to_act == 1
    assert c.bot_pause_ms(c.state) >= 1000  # slow: a second to wait
    assert c._timer.isActive() and c._pending is None  # waiting, not yet asked
    return ui


def test_a_click_on_the_felt_asks_the_bot_at_once(qtbot: QtBot, window: MainWindow) -> None:
    ui = bot_waiting(qtbot, window)
    c = ui.controller
    felt_click(ui.view.viewport())
    assert not c._timer.isActive()
    assert c._pending == c.token  # the bot is thinking now
    qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=10000)
    assert c.state.phase is Phase.DRAW  # the bot drew and discarded: our turn


def test_a_key_asks_the_bot_at_once_a_modifier_does_not(qtbot: QtBot, window: MainWindow) -> None:
    ui = bot_waiting(qtbot, window)
    c = ui.controller
    QTest.keyClick(ui.view, Qt.Key.Key_Shift)
    assert c._timer.isActive()  # Shift alone: still waiting
    QTest.keyClick(ui.view, Qt.Key.Key_Right)
    assert not c._timer.isActive() and c._pending == c.token
    qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=10000)


def test_nothing_to_wait_for_leaves_the_click_to_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(knock_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    assert not c.hurry()  # our turn: no bot waits
    assert not ui.skip_wait()
    ui.view.setFocus()
    before = ui.scene.focus_index
    QTest.keyClick(ui.view, Qt.Key.Key_Right)  # the table's key: the focus moves
    assert ui.scene.focus_index == before + 1


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_a_click_ends_a_moment_and_its_dialog_opens(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    window.show_game(game)
    ui = jinlami_ui(window) if game == "jinlami" else rummy_ui(window)
    opened: list[str] = []
    g = ui.scene.geo
    ui.moments.play(
        GIN,
        "slow",
        lambda: opened.append("dialog"),
        card_size=(g.card_w, g.card_h),
        style=ui.scene.deck_style,
        font_px=30.0,
    )
    assert ui.moments.playing and opened == []
    felt_click(ui.view.viewport())
    assert opened == ["dialog"]  # at once, not after the moment's 1.9 s
    assert not ui.moments.playing


def test_a_key_ends_a_moment(qtbot: QtBot, window: MainWindow) -> None:
    ui = jinlami_ui(window)
    opened: list[str] = []
    g = ui.scene.geo
    ui.moments.play(
        GIN,
        "slow",
        lambda: opened.append("dialog"),
        card_size=(g.card_w, g.card_h),
        style=ui.scene.deck_style,
        font_px=30.0,
    )
    QTest.keyClick(ui.view, Qt.Key.Key_Space)
    assert opened == ["dialog"] and not ui.moments.playing
