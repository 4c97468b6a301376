"""金拉米's Hint and the arrangement buttons stay where they are through a whole hand.

The turn line alone keeping one height (``ui/test_steady_label.py``) is not enough: the
knock sign above the buttons once the player can knock, and the bot's last move taking
a second line when it wraps, must not push Hint (and Melds / Suit / Rank) down a line
just as the player goes for it.  The buttons' places are recorded through
the states of a hand — the up-card offer, the draw, the discard, the knock sign, a long
wrapped bot move, the lay-off — in both languages at the smallest and a large window.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine import Action, Phase
from jinlami_desktop.games.jinlami.panel import JinlamiPanel
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import layoff_hand, no_knock_hand

#: A bot's move as long as any: a lay-off names the whole meld it went onto.
LONG_MOVE = "Bot (Expert) laid off ♣10 on your run ♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣9 and ♣J as well"


@pytest.fixture
def window(spoken_window: MainWindow) -> MainWindow:
    return spoken_window


def _buttons(panel: JinlamiPanel) -> list[QWidget]:
    return [panel.hint_button, *panel.arrange_buttons.values()]


def places(qapp: QApplication, panel: JinlamiPanel) -> list[QRect]:
    """Where Hint and the three arrangement buttons are, once the layout has run."""
    for _ in range(3):
        qapp.processEvents()
    return [QRect(b.mapTo(panel, b.rect().topLeft()), b.size()) for b in _buttons(panel)]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_hint_and_the_arrangement_buttons_stay_put_through_a_hand(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    panel = ui.panel
    seen: dict[str, list[QRect]] = {}

    c.load_hand(no_knock_hand(Phase.OFFER))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.OFFER)
    assert panel.pass_button.isVisible()
    seen["offer"] = places(qapp, panel)

    c.load_hand(no_knock_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    seen["draw"] = places(qapp, panel)
    c.hold()  # the bot waits: the positions below are the player's
    assert c.request(Action.draw_stock()) is None
    assert c.state.phase is Phase.DISCARD
    seen["discard"] = places(qapp, panel)

    snap = panel.snap
    assert snap is not None
    panel.update_from(replace(snap, can_knock=4))  # the knock sign, as a knockable hand shows it
    assert panel.sign_label.isVisible() and panel.sign_label.text()
    seen["knock sign"] = places(qapp, panel)
    panel.update_from(replace(snap, can_knock=0))  # the gin sign
    seen["gin sign"] = places(qapp, panel)

    panel.last_move_label.setText(LONG_MOVE)
    panel.last_move_label.setVisible(True)
    lines = panel.last_move_label.heightForWidth(panel.last_move_label.width())
    assert lines > panel.last_move_label.fontMetrics().lineSpacing() * 1.5  # it wraps
    seen["long bot move"] = places(qapp, panel)

    c.load_hand(layoff_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.LAYOFF)
    assert panel.done_button.isVisible() and panel.best_layoff_button.isVisible()
    seen["lay-off"] = places(qapp, panel)

    first = seen["offer"]
    moved = {state: rects for state, rects in seen.items() if rects != first}
    assert not moved, f"the buttons moved: {first} then {moved}"
    assert all(b.isVisible() for b in _buttons(panel))
