"""The stock's painted stack stays inside the rectangle Qt repaints; before a deal neither
table counts what is not there yet (no "0" on the stock, no "Hand 0 of 8")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.items import StockItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui


def test_the_backs_under_the_stock_lie_inside_its_bounding_rect(qapp: QApplication) -> None:
    """A large stock's lowest back reaches further up-left than a fixed 8 px margin: the
    bounding rect holds it, so when the layout moves the stock (a 2-player 拉米纸牌 table,
    then a 4-player one) no edge is left painted on the felt."""
    stock = StockItem()
    stock.set_geometry(QRectF(0, 0, 180, 250), 18)
    stock.set_state(31, stock.style, glow=True)
    step = max(1.0, stock.w * 0.02)
    deepest = QRectF(-4 * step, -4 * step, 180, 250)  # four backs under the top one
    glow = QRectF(-3, -3, 186, 256).adjusted(-3.2, -3.2, 3.2, 3.2)  # the ring and its pen
    assert stock.boundingRect().contains(deepest) and stock.boundingRect().contains(glow)


def _painted(stock: StockItem) -> QImage:
    """The stock painted on a transparent image with room for its badge."""
    image = QImage(260, 320, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(20, 20)
    stock.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _badge_centre(stock: StockItem) -> tuple[int, int]:
    """Where the count's badge is drawn on :func:`_painted`'s image."""
    d = stock.font_px * 2.1
    return int(20 + stock.w - d * 0.75 + d / 2), int(20 + stock.h - d * 0.75 + d / 2)


def test_a_stock_with_no_deal_shows_no_count(qapp: QApplication) -> None:
    """Before a deal the stock is an empty outline without a badge ("0" would say the
    stock is used up); a stock emptied in play says 0."""
    stock = StockItem()
    stock.set_geometry(QRectF(0, 0, 180, 250), 18)
    x, y = _badge_centre(stock)
    assert _painted(stock).pixelColor(x, y).alpha() == 0  # never dealt
    stock.set_state(0, stock.style, glow=False)
    assert _painted(stock).pixelColor(x, y).alpha() > 200  # dealt and drawn empty: "0"
    stock.set_state(None, stock.style, glow=False)
    assert _painted(stock).pixelColor(x, y).alpha() == 0


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_both_tables_show_an_undealt_stock_alike(qtbot: QtBot, game: str) -> None:
    """金拉米 and 拉米纸牌 before their first deal: the stock has no count (the accessible
    words name no pile either), and a deal gives it one."""
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.show_game(game)
    window.resize(1280, 800)
    window.show()
    ui = window.current_ui()
    assert ui.scene.stock.count is None
    assert ui.scene.accessible_parts() == []
    if game == "rummy":
        rummy_ui(window).controller.instant = True
        window.start_match(RummySetup(opponents=("medium",), seed=3))
    else:
        jinlami_ui(window).controller.move_delay_ms = 0
        window.start_match(MatchSetup(seed=3))
    qtbot.waitUntil(lambda: ui.scene.stock.count is not None)
    assert ui.scene.stock.count == ui.scene.view_.stock_count > 0
    window.close()


def test_no_hand_number_before_the_first_deal(qtbot: QtBot) -> None:
    """Before a deal (the welcome's and the resume prompt's backdrop) 金拉米's panel said
    "Hand 0 of 8"; like 拉米纸牌's it names no hand until one is dealt."""
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    ui = jinlami_ui(window)
    ui.controller.move_delay_ms = 0
    undealt = ui.controller.snapshot()
    assert undealt.view is None and undealt.hand_number == 0
    ui.panel.update_from(undealt)
    assert ui.panel.hand_label.text() == ""
    assert ui.panel.score0.text()  # the match's frame is still shown
    window.start_match(MatchSetup(seed=3))
    qtbot.waitUntil(lambda: ui.panel.hand_label.text() != "")
    assert "1" in ui.panel.hand_label.text()
    window.close()
