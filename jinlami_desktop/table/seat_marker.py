"""The last-move marker at a seat: a small dark plate on the felt with a few short lines
("Took ♣Q from the discard pile", "Discarded ♥10").

Why an item of its own: the marker must fit whatever space the table has left at a
seat without moving anything (the felt's geometry depends on the window size only,
``tests/desktop/table/test_felt_geometry.py``).  So the item is given the free rectangle
(and, where the table has more free felt next to it, a larger ``room`` it may grow
into) and lays its text out there.  Every seat's marker is drawn at the one font size
its table gives all of them, never smaller: a word that does not fit widens the plate
(up to the room, and beyond it rather than be cut), more lines make it taller; only
when the room cannot hold every line do the oldest lines give way to the newest, and
the tooltip still holds them all.  Words stay together as
:func:`~jinlami_desktop.words.line_breaks.tight_to_loose` binds them, the tightest
binding that fits the room.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ..words.line_breaks import tight_to_loose
from .items import FeltItem, label_font

__all__ = ["MarkerLayout", "SeatMarkerItem", "layout_marker"]

_PLATE: Final = QColor(10, 28, 20, 200)
_EDGE: Final = QColor(255, 255, 255, 70)
_TEXT: Final = QColor(255, 255, 255, 235)
#: How much wider than its room a line bound tight may make the plate when no binding
#: fits the room.
_OVERFLOW: Final = 1.2
_FLAGS: Final = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class MarkerLayout:
    """Where the marker's plate and each shown line go, and at what font size."""

    plate: QRectF
    rows: tuple[tuple[QRectF, str, bool], ...]  # rect, text, is the title
    font_px: float
    complete: bool  # every line is shown (none gave way)


def layout_marker(
    rect: QRectF,
    title: str,
    lines: list[str],
    font_px: float,
    right: bool = False,
    bottom: bool = False,
    room: QRectF | None = None,
) -> MarkerLayout:
    """Lay ``title`` (may be empty) and ``lines`` out at ``font_px`` from ``rect``'s
    corner (the right and/or bottom one when asked), growing into ``room`` (at least
    ``rect``) as the words need.

    Each line is bound as tightly as fits the room's width — its last card on the line
    of the word before it, no short word alone, a meld's cards together, a Chinese
    phrase whole (:func:`~jinlami_desktop.words.line_breaks.tight_to_loose`); the plate
    is as wide as its widest wrapped line (a word wider than the room widens it past
    the room: nothing is cut) and as tall as its lines, the newest that fit the room's
    height."""
    plain = ([(title, True)] if title else []) + [(line, False) for line in lines]
    if not plain or rect.width() < 16 or rect.height() < 10:
        return MarkerLayout(QRectF(), (), font_px, not plain)
    space = QRectF(rect) if room is None else QRectF(room).united(rect)
    px = font_px
    pad = max(3.0, px * 0.4)
    inner_w = space.width() - 2 * pad
    texts, sizes = [], []
    for text, bold in plain:
        fm = QFontMetricsF(label_font(px, bold))
        ways = tight_to_loose(text)
        widths = [_wrapped_width(fm, way, inner_w) for way in ways]
        # the tightest way that fits the room; the two that keep the last card with its
        # word may make the plate a little wider (a lone card is worse); else the
        # narrowest
        allowed = [inner_w * (_OVERFLOW if k < 2 else 1.0) + 0.5 for k in range(len(ways))]
        kept = next(
            (way for way, w, a in zip(ways, widths, allowed, strict=True) if w <= a),
            ways[widths.index(min(widths))],
        )
        box = fm.boundingRect(QRectF(0, 0, inner_w, 10000), _FLAGS, kept)
        texts.append((kept, bold))
        sizes.append((box.width(), box.height()))
    total = sum(h for _w, h in sizes) + 2 * pad
    complete = True
    while total > space.height() and len(texts) > 1:
        drop = 1 if title and len(texts) > 2 else 0  # the title stays while it can
        texts.pop(drop)
        sizes.pop(drop)
        total = sum(h for _w, h in sizes) + 2 * pad
        complete = False
    width = max(w for w, _h in sizes) + 2 * pad + 1
    height = total
    if width > space.width():  # a word wider than the room: it overflows, inwards
        left = space.right() - width if right else space.left()
    else:
        left = rect.right() - width if right else rect.left()
        left = max(space.left(), min(left, space.right() - width))
    top = rect.bottom() - height if bottom else rect.top()
    top = max(space.top(), min(top, space.bottom() - height))
    plate = QRectF(left, top, width, height)
    rows = []
    y = top + pad
    for (text, bold), (_w, h) in zip(texts, sizes, strict=True):
        rows.append((QRectF(left + pad, y, width - 2 * pad, h), text, bold))
        y += h
    return MarkerLayout(plate, tuple(rows), px, complete)


def _wrapped_width(metrics: QFontMetricsF, text: str, width: float) -> float:
    """How wide ``text`` is word-wrapped at ``width`` (more, when a word is wider)."""
    return metrics.boundingRect(QRectF(0, 0, width, 10000), _FLAGS, text).width()


class SeatMarkerItem(FeltItem):
    """A seat's last move on the felt; hidden while the seat has not moved."""

    halo = 3.0

    def __init__(self) -> None:
        super().__init__(35)
        self.title = ""
        self.lines: list[str] = []
        self.color = QColor(_TEXT)
        self.right = False
        self.bottom = False
        self.room = QRectF()
        self.given = QRectF()  # the rectangle the table gave (the plate may outgrow it)
        self.layout = MarkerLayout(QRectF(), (), 12.0, True)
        self.setVisible(False)

    def set_content(
        self,
        rect: QRectF,
        font_px: float,
        title: str,
        lines: list[str],
        color: QColor | None = None,
        right: bool = False,
        bottom: bool = False,
        room: QRectF | None = None,
    ) -> None:
        """Show ``lines`` (under ``title``, in ``color``) from ``rect``, anchored at the
        right and/or bottom corner when asked, growing into ``room`` as they need."""
        grow = QRectF(room) if room is not None else QRectF(rect)
        new = (QRectF(rect), font_px, title, list(lines), right, bottom, grow)
        old = (self.given, self.font_px, self.title, self.lines, self.right, self.bottom)
        colour = QColor(color) if color is not None else QColor(_TEXT)
        if new == (*old, self.room) and colour == self.color:
            return
        self.title, self.lines, self.right, self.bottom = title, list(lines), right, bottom
        self.color, self.room, self.given = colour, grow, QRectF(rect)
        self.layout = layout_marker(rect, title, self.lines, font_px, right, bottom, grow)
        self.setToolTip("\n".join(([title] if title else []) + self.lines) if lines else "")
        self.setVisible(bool(lines) and bool(self.layout.rows))
        plate = self.layout.plate
        # the item's own rectangle holds the plate where it grew out of ``rect``
        self.set_rect(rect.united(plate) if not plate.isEmpty() else rect, font_px)

    def text(self) -> str:
        """What the marker says, its lines one per row (tests, accessibility)."""
        return "\n".join(self.lines)

    def draw(self, painter: QPainter) -> None:
        lay = self.layout
        if not lay.rows:
            return
        radius = min(8.0, lay.font_px * 0.5)
        painter.setPen(QPen(_EDGE, 1))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(lay.plate, radius, radius)
        for row, text, bold in lay.rows:
            painter.setFont(label_font(lay.font_px, bold))
            painter.setPen(self.color if bold else _TEXT)
            painter.drawText(row, _FLAGS, text)
