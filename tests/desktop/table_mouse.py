"""The mouse on a card table in tests: scene points to view points, a card's point, a
click and a drag (pressed, moved in steps past the drag distance, released) on a view's
viewport — for every test that plays a table by hand (both games' scenes, the tutorials).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from engine import Card, parse_card
from jinlami_desktop.table.items import CardItem

__all__ = ["card_point", "click", "drag", "view_point"]


class _Table(Protocol):
    def item_for(self, card: Card) -> CardItem | None: ...


def view_point(view: QGraphicsView, p: QPointF) -> QPoint:
    return view.mapFromScene(p)


def card_point(scene: _Table, text: str) -> QPointF:
    """A point on the card ``text`` (the left part of its face: a fanned card's strip)."""
    item = scene.item_for(parse_card(text))
    assert isinstance(item, CardItem), f"{text} is not on the table"
    return item.pos() + QPointF(item.w * 0.15, item.h * 0.5)


def click(view: QGraphicsView, p: QPointF) -> None:
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_point(view, p),
    )


def drag(view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    """Press, move in steps past the drag distance, release — on the viewport."""
    vp = view.viewport()
    a, b = view_point(view, start), view_point(view, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        step = QPoint(a.x() + (b.x() - a.x()) * i // 5, a.y() + (b.y() - a.y()) * i // 5)
        QTest.mouseMove(vp, step)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
