"""The stock's painted stack stays inside the rectangle Qt repaints."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from jinlami_desktop.table.items import StockItem


def test_the_backs_under_the_stock_lie_inside_its_bounding_rect(qapp: QApplication) -> None:
    """A large stock's lowest back reaches further up-left than the old fixed 8 px margin:
    when the layout moved the stock (a 2-player 拉米纸牌 table, then a 4-player one) its
    edges stayed painted on the felt."""
    stock = StockItem()
    stock.set_geometry(QRectF(0, 0, 180, 250), 18)
    stock.set_state(31, stock.style, glow=True)
    step = max(1.0, stock.w * 0.02)
    deepest = QRectF(-4 * step, -4 * step, 180, 250)  # four backs under the top one
    glow = QRectF(-3, -3, 186, 256).adjusted(-3.2, -3.2, 3.2, 3.2)  # the ring and its pen
    assert stock.boundingRect().contains(deepest) and stock.boundingRect().contains(glow)
