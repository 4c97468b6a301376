"""The last-move marker at a seat: a small dark plate on the felt with a few short lines
("Took ♣Q from the discard pile", "Discarded ♥10").

Why an item of its own: the marker must fit whatever space the table has left at a
seat without moving anything (the felt's geometry depends on the window size only,
``tests/desktop/table/test_felt_geometry.py``).  So the item is given the free rectangle and
lays its text out inside it: lines wrap at the rectangle's width, the font shrinks a
little when the lines need more height, and the plate is only as large as its text,
anchored at the corner the seat's side asks for.  Nothing is cut: when even the
smallest font cannot hold every line, the oldest lines give way to the newest and the
tooltip still holds them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from ..words.line_breaks import fits_whole, tight_to_loose
from .items import FeltItem, label_font

__all__ = ["MarkerLayout", "SeatMarkerItem", "layout_marker"]

_PLATE: Final = QColor(10, 28, 20, 200)
_EDGE: Final = QColor(255, 255, 255, 70)
_TEXT: Final = QColor(255, 255, 255, 235)
#: How far the font may shrink to fit the lines, as a share of the table's font.
_SMALLEST: Final = 0.72
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
) -> MarkerLayout:
    """Lay ``title`` (may be empty) and ``lines`` out inside ``rect``.

    The largest font from ``font_px`` down to :data:`_SMALLEST` of it at which every
    wrapped line fits bound tightest — its last card on the line of the word before it,
    no short word alone, a meld's cards together
    (:func:`~jinlami_desktop.words.line_breaks.tight_to_loose`); otherwise the smallest font,
    each line bound as tightly as fits, and the newest lines that fit."""
    plain = ([(title, True)] if title else []) + [(line, False) for line in lines]
    if not plain or rect.width() < 16 or rect.height() < 10:
        return MarkerLayout(QRectF(), (), font_px, not plain)
    px = font_px
    smallest = max(8.0, font_px * _SMALLEST)
    while True:
        pad = max(3.0, px * 0.4)
        inner_w = rect.width() - 2 * pad
        # A line's last card stays with the word before it ("Discarded ♦Q", never ♦Q
        # alone on a line), a short word with the next, a meld's cards together,
        # unless that is wider than the plate even at the smallest font: then the
        # line is bound more loosely, down to plain words that wrap whole.
        texts, sizes, whole = [], [], True
        for text, bold in plain:
            fm = QFontMetricsF(label_font(px, bold))
            ways = tight_to_loose(text)
            kept = ways[0]
            if not fits_whole(fm, kept, inner_w):
                whole = False
                if px <= smallest:
                    fitting = [way for way in ways if fits_whole(fm, way, inner_w)]
                    kept = fitting[0] if fitting else ways[-1]
            box = fm.boundingRect(QRectF(0, 0, inner_w, 10000), _FLAGS, kept)
            texts.append((kept, bold))
            sizes.append((min(inner_w, box.width()), box.height()))
        total = sum(h for _w, h in sizes) + 2 * pad
        if (total <= rect.height() and whole) or px <= smallest:
            break
        px = max(smallest, px - 0.5)
    complete = True
    while total > rect.height() and len(texts) > 1:
        drop = 1 if title and len(texts) > 2 else 0  # the title stays while it can
        texts.pop(drop)
        sizes.pop(drop)
        total = sum(h for _w, h in sizes) + 2 * pad
        complete = False
    width = min(rect.width(), max(w for w, _h in sizes) + 2 * pad + 1)
    height = min(rect.height(), total)
    left = rect.right() - width if right else rect.left()
    top = rect.bottom() - height if bottom else rect.top()
    plate = QRectF(left, top, width, height)
    rows = []
    y = top + pad
    for (text, bold), (_w, h) in zip(texts, sizes, strict=True):
        rows.append((QRectF(left + pad, y, width - 2 * pad, h), text, bold))
        y += h
    return MarkerLayout(plate, tuple(rows), px, complete)


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
    ) -> None:
        """Show ``lines`` (under ``title``, in ``color``) inside ``rect``, anchored at the
        right and/or bottom corner when asked."""
        new = (QRectF(rect), font_px, title, list(lines), right, bottom)
        old = (self.rect, self.font_px, self.title, self.lines, self.right, self.bottom)
        colour = QColor(color) if color is not None else QColor(_TEXT)
        if new == old and colour == self.color:
            return
        self.title, self.lines, self.right, self.bottom = title, list(lines), right, bottom
        self.color = colour
        self.layout = layout_marker(rect, title, self.lines, font_px, right, bottom)
        self.setToolTip("\n".join(([title] if title else []) + self.lines) if lines else "")
        self.setVisible(bool(lines) and bool(self.layout.rows))
        self.set_rect(rect, font_px)

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
