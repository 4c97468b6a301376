"""Seat bubbles read: every seat's last-move marker is drawn at one font size, never
below the side panel's text; the plate grows instead of the text shrinking, and a
move's words and card stay together in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Action
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.table.seat_marker import layout_marker
from jinlami_desktop.words.line_breaks import WORD_JOINER, tight_to_loose
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.games.rummy.test_marker_wrap import wrapped
from tests.desktop.windows import open_window


def test_a_full_plate_grows_instead_of_shrinking_its_text(qapp: QApplication) -> None:
    lines = ["Drew ♠A from the stock", "Melded ♠5 ♥5 ♦5", "Discarded ♦10"]
    small = QRectF(0, 0, 90, 40)  # too small for three lines at 12 px
    room = QRectF(0, 0, 200, 120)
    lay = layout_marker(small, "", lines, 12.0, room=room)
    assert lay.font_px == 12.0 and lay.complete
    assert room.contains(lay.plate) and lay.plate.height() > small.height()
    # with no room to grow, the oldest line gives way; the font still does not shrink
    tight = layout_marker(small, "", lines, 12.0)
    assert tight.font_px == 12.0 and not tight.complete
    assert tight.rows[-1][1].replace("\u00a0", " ") == "Discarded ♦10"


def test_a_chinese_move_breaks_before_its_card_or_between_its_words() -> None:
    """「从底牌抓了 ♠4」 never breaks as 「从底牌抓 / 了 ♠4」."""
    font = QApplication.font()
    font.setPixelSize(12)
    for width in (40, 60, 75, 90, 200):
        for way in tight_to_loose("从底牌抓了 ♠4")[:2]:
            rows = [line.replace(WORD_JOINER, "") for line, _w in wrapped(way, font, width)]
            assert not any(row.startswith("了") for row in rows), (width, rows)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_seat_marker_has_one_size_at_least_the_panels(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    win = open_window(qtbot, size=size, instant=True)
    try:
        win.show_game("rummy")
        ui = rummy_ui(win)
        c = ui.controller
        win.start_match(RummySetup(opponents=("medium",) * 3, seed=4))
        qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
        assert c.request(Action.draw_stock()) is None
        assert c.request(Action.discard(max(c.state.hand(0), key=lambda x: x.rank))) is None
        qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=20000)
        panel_px = QFontInfo(ui.panel.hand_label.font()).pixelSize()
        shown = [m for m in ui.scene.markers if m.isVisible()]
        assert len(shown) == 4
        sizes = {m.layout.font_px for m in shown}
        assert len(sizes) == 1 and min(sizes) >= panel_px - 0.5, (sizes, panel_px)
        for m in shown:
            assert m.layout.complete, m.text()
        win.show_game("jinlami")
        j = jinlami_ui(win)
        win.start_match(j.current_setup())
        qtbot.waitUntil(lambda: j.controller.state is not None, timeout=10000)
        j_panel_px = QFontInfo(j.panel.hand_label.font()).pixelSize()
        assert all(m.font_px >= j_panel_px - 0.5 for m in j.scene.markers)
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()
