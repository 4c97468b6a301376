"""After a hand the 金拉米 panel no longer says what the bot is doing ("Max (Medium):
idle" stayed on show between hands and behind the result); during a hand it does."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine import Phase
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import knock_hand, layoff_hand
from tests.desktop.table.test_play import make_window


def test_the_bots_line_goes_when_the_hand_is_over(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.hold()
    c.load_hand(knock_hand())
    panel = ui.panel
    assert panel.bot_label.isVisibleTo(panel)  # a hand in play: the bot waits for you
    assert "waiting for you" in panel.bot_label.text()
    c.release()
    c.load_hand(layoff_hand())
    c.end_layoff()
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.OVER, timeout=10000)
    ui.on_snapshot(c.snapshot())
    assert not panel.bot_label.isVisibleTo(panel)
