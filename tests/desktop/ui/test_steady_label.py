"""The panel's buttons stay where they are from one move to the next: the turn line keeps
the height of its longest prompt (the Hint button jumped a line between the draw, whose
prompt fits one line, and the discard, whose prompt wraps to two — a click meant for
Hint landed on Suit)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from engine import Action, Phase, parse_cards
from engine.rummy.state import RummyPhase
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.games.rummy.window import RummyUi
from jinlami_desktop.ui.steady_label import SteadyHeight
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import no_knock_hand

SIZES = [(1024, 640), (1920, 1080)]


@pytest.fixture
def window(spoken_window: MainWindow) -> MainWindow:
    return spoken_window


def _resize(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])


def _settled_y(qapp: QApplication, widget: QWidget) -> int:
    """Where ``widget`` lies once the panel's layout has run."""
    for _ in range(3):
        qapp.processEvents()
    return widget.y()


def _rummy_drawn(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> RummyUi:
    """A 3-player 拉米纸牌 match at ``size``, the bots held, the player having drawn
    from the stock on the first turn."""
    window.show_game("rummy")
    _resize(qtbot, window, size)
    ui = rummy_ui(window)
    c = ui.controller
    c.instant = True
    window.start_match(RummySetup(opponents=("medium", "medium"), seed=4))
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
    c.hold()
    assert c.request(Action.draw_stock()) is None
    return ui


def _not_cut(label: QLabel) -> bool:
    return label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_button_stays_put_from_the_draw_to_the_discard(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, size: tuple[int, int]
) -> None:
    _resize(qtbot, window, size)
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(no_knock_hand())
    panel = ui.panel
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    drawing = _settled_y(qapp, panel.hint_button)
    c.hold()  # the bot waits: the opponent's turn stays on show
    assert c.request(Action.draw_stock()) is None
    assert c.state.phase is Phase.DISCARD
    discarding = _settled_y(qapp, panel.hint_button)
    assert _not_cut(panel.turn_label)
    assert c.request(Action.discard(parse_cards("KS")[0])) is None
    waiting = _settled_y(qapp, panel.hint_button)
    assert drawing == discarding == waiting
    assert _not_cut(panel.turn_label)


@pytest.mark.parametrize("size", SIZES)
def test_rummy_undo_stays_put_from_the_play_to_a_bots_turn(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, size: tuple[int, int]
) -> None:
    ui = _rummy_drawn(qtbot, window, size)
    c = ui.controller
    panel = ui.panel
    assert c.state.phase is RummyPhase.PLAY
    playing = _settled_y(qapp, panel.undo_button)
    card = max(c.state.hand(0), key=lambda x: x.rank)
    assert c.request(Action.discard(card)) is None
    assert c.state.to_act == 1
    waiting = _settled_y(qapp, panel.undo_button)
    assert playing == waiting
    assert _not_cut(panel.turn_label)


def test_the_height_is_measured_again_at_a_new_width(qtbot: QtBot) -> None:
    """A narrower label wraps the long prompt to more lines, and keeps that height."""
    label = QLabel("short")
    label.setWordWrap(True)
    qtbot.addWidget(label)
    label.show()  # a hidden widget's resize is held back until it is shown
    steady = SteadyHeight(label)
    steady.set_texts(["short", "a much longer prompt that wraps when the label is narrow"])
    label.resize(600, 20)
    wide = label.minimumHeight()
    label.resize(80, 20)
    assert label.minimumHeight() > wide
    assert label.minimumHeight() == steady.tallest(label.contentsRect().width())


@pytest.mark.parametrize("size", SIZES)
def test_rummy_undo_stays_put_under_a_long_last_move(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, size: tuple[int, int]
) -> None:
    """The last move's words (a lay-off names the whole meld) take one line or three;
    Undo, the button the player reaches for right after, does not move with them."""
    panel = _rummy_drawn(qtbot, window, size).panel
    short = _settled_y(qapp, panel.undo_button)
    panel.last_move_label.setText(
        "You laid off ♣10 on West's run ♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣9 and then some more words"
    )
    assert _settled_y(qapp, panel.undo_button) == short
