"""A window's games and widgets with their real types, for tests that reach inside them.

``window.games[...]`` is typed as the :class:`~jinlami_desktop.games.protocol.GameUi`
protocol (a controller, a scene, a panel — the parts every game has); a test that
presses 金拉米's Knock button or reads 拉米纸牌's seat labels needs the game's own class.
These helpers check the class (a wrong one fails the test at once) and return it typed.
The same for a table's cell or heading and a card's item: ``None`` fails there too.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from engine import Card
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.games.rummy.window import RummyUi
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.window.main_window import MainWindow

__all__ = ["card_item", "header_cell", "jinlami_ui", "rummy_ui", "table_cell"]


def jinlami_ui(window: MainWindow) -> JinlamiUi:
    """The window's 金拉米 table (built on first use)."""
    ui = window.games["jinlami"]
    assert isinstance(ui, JinlamiUi)
    return ui


def rummy_ui(window: MainWindow) -> RummyUi:
    """The window's 拉米纸牌 table (built on first use)."""
    ui = window.games["rummy"]
    assert isinstance(ui, RummyUi)
    return ui


def table_cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """The item in a table's cell, which the test expects to be filled."""
    item = table.item(row, column)
    assert item is not None, f"no item at ({row}, {column})"
    return item


def header_cell(table: QTableWidget, column: int) -> QTableWidgetItem:
    """A table's column heading, which the test expects to be set."""
    item = table.horizontalHeaderItem(column)
    assert item is not None, f"no heading for column {column}"
    return item


_Item = TypeVar("_Item", bound=CardItem, covariant=True)


class _Table(Protocol[_Item]):
    """A card table (either game's scene), whose items may be its own kind of card."""

    def item_for(self, card: Card) -> _Item | None: ...


def card_item(scene: _Table[_Item], card: Card) -> _Item:
    """A card's item on a table, which the test expects to be there."""
    item = scene.item_for(card)
    assert item is not None, f"{card} is not on the table"
    return item
