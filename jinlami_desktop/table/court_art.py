"""Court figures (J, Q, K) of our own drawing, as QPainterPaths computed at device size.

Like a real court card, each figure is a half-length portrait (head, shoulders, robe)
cut at the middle of the card and mirrored, so the card reads the same both ways up.
The King wears a pointed crown and a beard and holds a sword, the Queen a tiara and a
veil and holds a flower, the Jack a cap with a long feather and holds a halberd.

Colours: the robe, crown jewels and veil are the suit's ink (so the four-colour deck
colours them too); skin, hair, gold and steel are neutral warm tones that stay out of
the red, blue and green hues the suit colours use. Below :data:`DETAIL_MIN_WIDTH`
device pixels of card width the fine lines (faces, ermine spots, folds) are left out.

Each half is designed on a 100 × 100 grid (x to the right, y down, the card's middle
at y = 100) and mapped into the half-panel it fills.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

__all__ = ["DETAIL_MIN_WIDTH", "paint_court_figure"]

#: Card width in device pixels below which the figures drop their fine lines.
DETAIL_MIN_WIDTH: Final[float] = 60.0

_SKIN: Final = QColor("#f6dcbf")
_HAIR: Final = QColor("#7a5230")
_GOLD: Final = QColor("#dcae3f")
_STEEL: Final = QColor("#c9cbcf")
_INK: Final = QColor("#2b2622")
_WHITE: Final = QColor("#fffdf7")


def _tint(color: QColor, amount: float) -> QColor:
    """``color`` mixed with white by ``amount`` (0 = colour, 1 = white); keeps the hue."""
    r = round(color.red() + (255 - color.red()) * amount)
    g = round(color.green() + (255 - color.green()) * amount)
    b = round(color.blue() + (255 - color.blue()) * amount)
    return QColor(r, g, b)


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


class _Pen:
    """Fills and strokes design-grid paths through one transform into device pixels."""

    def __init__(self, p: QPainter, t: QTransform, line: float, detailed: bool) -> None:
        self.p = p
        self.t = t
        self.line = line
        self.detailed = detailed

    def shape(self, path: QPainterPath, fill: QColor | None, outline: bool = True) -> None:
        """Fill ``path`` (design units) and outline it in ink."""
        mapped = self.t.map(path)
        if fill is not None:
            self.p.fillPath(mapped, fill)
        if outline:
            pen = QPen(_INK, self.line)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self.p.strokePath(mapped, pen)

    def stroke(self, path: QPainterPath, color: QColor, weight: float = 1.0) -> None:
        """A line ``weight`` outlines thick, round-capped; fine lines only when detailed."""
        if not self.detailed:
            return
        pen = QPen(color, self.line * weight)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.p.strokePath(self.t.map(path), pen)


def _robe(d: _Pen, color: QColor) -> None:
    """Shoulders, sleeves and robe in the suit's ink, cut by the card's middle.

    The sides fall straight to the cut so the mirrored halves join into one upright
    body (curving them in made the two halves read as a ball).
    """
    robe = QPainterPath(QPointF(9.0, 101.0))
    robe.lineTo(9.0, 84.0)
    robe.cubicTo(9.0, 72.0, 16.0, 67.0, 28.0, 65.0)
    robe.lineTo(42.0, 62.0)
    robe.quadTo(50.0, 67.0, 58.0, 62.0)
    robe.lineTo(72.0, 65.0)
    robe.cubicTo(84.0, 67.0, 91.0, 72.0, 91.0, 84.0)
    robe.lineTo(91.0, 101.0)
    robe.closeSubpath()
    d.shape(robe, color)
    # sleeves a shade lighter, so even a black robe shows its arms
    sleeve = QPainterPath(QPointF(9.0, 101.0))
    sleeve.lineTo(9.0, 84.0)
    sleeve.cubicTo(9.0, 73.0, 15.0, 68.0, 24.0, 66.0)
    sleeve.quadTo(25.5, 88.0, 31.0, 101.0)
    sleeve.closeSubpath()
    shade = _tint(color, 0.3)
    for mirror in (False, True):
        path = QTransform(-1.0, 0.0, 0.0, 1.0, 100.0, 0.0).map(sleeve) if mirror else sleeve
        d.shape(path, shade)
        cuff = QPainterPath(QPointF(74.0 if mirror else 26.0, 68.0))
        cuff.quadTo(75.0 if mirror else 25.0, 70.0, 80.0 if mirror else 20.0, 70.0)
        d.stroke(cuff, _GOLD, 1.6)


def _hand(d: _Pen, x: float, y: float) -> None:
    """A fist holding something at (x, y)."""
    d.shape(_ellipse(x, y, 4.2, 3.6), _SKIN)


def _neck_and_head(d: _Pen) -> None:
    d.shape(_poly((45.0, 52.0), (55.0, 52.0), (55.5, 65.0), (44.5, 65.0)), _SKIN)
    d.shape(_ellipse(50.0, 43.0, 11.5, 14.5), _SKIN)


def _face(d: _Pen, *, beard: bool = False) -> None:
    """Eyes, brows, nose and mouth; only when detailed."""
    if not d.detailed:
        # a hint of eyes keeps the head a face at small sizes
        for x in (45.5, 54.5):
            d.shape(_ellipse(x, 42.0, 1.4, 1.4), _INK, outline=False)
        return
    for x in (45.5, 54.5):
        d.shape(_ellipse(x, 42.0, 1.5, 1.1), _INK, outline=False)
        brow = QPainterPath(QPointF(x - 3.0, 38.6))
        brow.quadTo(x, 37.0, x + 3.0, 38.6)
        d.stroke(brow, _INK, 0.8)
    nose = QPainterPath(QPointF(50.0, 42.5))
    nose.lineTo(48.6, 48.5)
    nose.lineTo(50.8, 49.0)
    d.stroke(nose, _INK, 0.7)
    if not beard:
        mouth = QPainterPath(QPointF(47.0, 52.5))
        mouth.quadTo(50.0, 54.2, 53.0, 52.5)
        d.stroke(mouth, _INK, 0.8)


def _collar(d: _Pen) -> None:
    d.shape(
        _poly((30.0, 65.5), (42.0, 62.0), (50.0, 73.0), (58.0, 62.0), (70.0, 65.5), (50.0, 84.0)),
        _GOLD,
    )


# --------------------------------------------------------------------------- King


def _king(d: _Pen, color: QColor) -> None:
    _robe(d, color)
    # ermine cape across the shoulders
    cape = QPainterPath(QPointF(14.0, 76.0))
    cape.cubicTo(18.0, 68.0, 30.0, 64.0, 42.0, 62.0)
    cape.quadTo(50.0, 67.0, 58.0, 62.0)
    cape.cubicTo(70.0, 64.0, 82.0, 68.0, 86.0, 76.0)
    cape.quadTo(50.0, 90.0, 14.0, 76.0)
    cape.closeSubpath()
    d.shape(cape, _WHITE)
    if d.detailed:
        for x, y in (
            (22.0, 73.0),
            (32.0, 73.5),
            (68.0, 73.5),
            (78.0, 73.0),
            (40.0, 77.0),
            (60.0, 77.0),
        ):
            d.shape(
                _poly((x, y - 1.8), (x + 1.2, y + 1.6), (x - 1.2, y + 1.6)), _INK, outline=False
            )
    # robe front: gold band with the suit's jewels
    d.shape(_poly((45.0, 82.0), (55.0, 82.0), (55.0, 101.0), (45.0, 101.0)), _GOLD)
    # a sword held upright at the shoulder
    d.shape(_poly((79.5, 80.0), (79.5, 24.0), (81.75, 17.0), (84.0, 24.0), (84.0, 80.0)), _STEEL)
    d.shape(_poly((74.0, 78.0), (89.5, 78.0), (89.5, 82.0), (74.0, 82.0)), _GOLD)
    _hand(d, 81.75, 86.5)
    _neck_and_head(d)
    # hair at the sides, beard and moustache
    hair = QPainterPath(QPointF(37.5, 30.0))
    hair.cubicTo(35.0, 38.0, 36.0, 50.0, 40.0, 56.0)
    hair.lineTo(42.0, 44.0)
    hair.lineTo(58.0, 44.0)
    hair.lineTo(60.0, 56.0)
    hair.cubicTo(64.0, 50.0, 65.0, 38.0, 62.5, 30.0)
    hair.closeSubpath()
    d.shape(hair, _HAIR)
    d.shape(_ellipse(50.0, 43.0, 11.5, 14.5), _SKIN)
    beard = QPainterPath(QPointF(38.8, 46.0))
    beard.cubicTo(40.0, 60.0, 45.0, 68.0, 50.0, 71.0)
    beard.cubicTo(55.0, 68.0, 60.0, 60.0, 61.2, 46.0)
    beard.cubicTo(58.0, 52.0, 54.0, 50.0, 50.0, 50.5)
    beard.cubicTo(46.0, 50.0, 42.0, 52.0, 38.8, 46.0)
    beard.closeSubpath()
    d.shape(beard, _HAIR)
    if d.detailed:
        for x in (45.0, 50.0, 55.0):
            strand = QPainterPath(QPointF(x, 56.0))
            strand.quadTo(x + (50.0 - x) * 0.3, 62.0, 50.0 + (x - 50.0) * 0.4, 67.0)
            d.stroke(strand, _INK, 0.5)
    _face(d, beard=True)
    # crown: band with five points and the suit's jewels
    crown = _poly(
        (37.0, 31.0),
        (36.0, 14.0),
        (42.0, 22.0),
        (46.0, 11.0),
        (50.0, 20.0),
        (54.0, 11.0),
        (58.0, 22.0),
        (64.0, 14.0),
        (63.0, 31.0),
    )
    d.shape(crown, _GOLD)
    d.shape(_poly((37.0, 26.0), (63.0, 26.0), (63.0, 31.0), (37.0, 31.0)), _GOLD)
    for x in (43.0, 50.0, 57.0):
        d.shape(_ellipse(x, 28.5, 1.8, 1.8), color, outline=False)


# --------------------------------------------------------------------------- Queen


def _queen(d: _Pen, color: QColor) -> None:
    # veil behind the head, falling onto the shoulders
    veil = QPainterPath(QPointF(50.0, 24.0))
    veil.cubicTo(34.0, 24.0, 28.0, 40.0, 26.0, 66.0)
    veil.lineTo(74.0, 66.0)
    veil.cubicTo(72.0, 40.0, 66.0, 24.0, 50.0, 24.0)
    veil.closeSubpath()
    d.shape(veil, _tint(color, 0.6))
    _robe(d, color)
    # bodice: a lighter panel laced in gold
    d.shape(_poly((42.0, 64.0), (58.0, 64.0), (55.0, 101.0), (45.0, 101.0)), _tint(color, 0.72))
    if d.detailed:
        for y in (74.0, 82.0, 90.0):
            lace = QPainterPath(QPointF(46.0, y))
            lace.lineTo(54.0, y + 4.0)
            lace.moveTo(54.0, y)
            lace.lineTo(46.0, y + 4.0)
            d.stroke(lace, _INK, 0.6)
    _collar(d)
    _neck_and_head(d)
    # hair parted in the middle, framing the face
    hair = QPainterPath(QPointF(50.0, 29.0))
    hair.cubicTo(41.0, 28.0, 36.0, 36.0, 37.0, 56.0)
    hair.lineTo(41.0, 56.0)
    hair.cubicTo(40.0, 44.0, 44.0, 36.0, 50.0, 33.0)
    hair.cubicTo(56.0, 36.0, 60.0, 44.0, 59.0, 56.0)
    hair.lineTo(63.0, 56.0)
    hair.cubicTo(64.0, 36.0, 59.0, 28.0, 50.0, 29.0)
    hair.closeSubpath()
    d.shape(hair, _HAIR)
    _face(d)
    # tiara: three rounded points topped with pearls
    tiara = QPainterPath(QPointF(39.0, 31.0))
    tiara.lineTo(40.0, 24.0)
    tiara.quadTo(44.5, 25.0, 45.5, 21.0)
    tiara.quadTo(50.0, 13.0, 54.5, 21.0)
    tiara.quadTo(55.5, 25.0, 60.0, 24.0)
    tiara.lineTo(61.0, 31.0)
    tiara.quadTo(50.0, 28.0, 39.0, 31.0)
    tiara.closeSubpath()
    d.shape(tiara, _GOLD)
    for x, y in ((40.0, 22.5), (50.0, 14.5), (60.0, 22.5)):
        d.shape(_ellipse(x, y, 1.8, 1.8), _WHITE)
    d.shape(_ellipse(50.0, 24.5, 2.0, 2.4), color, outline=False)
    # a flower held at the shoulder
    d.shape(_poly((74.5, 84.0), (79.5, 58.0), (81.5, 58.5), (76.5, 84.0)), _HAIR)
    _hand(d, 75.5, 84.0)
    for dx, dy in ((0.0, -4.0), (4.0, 0.0), (0.0, 4.0), (-4.0, 0.0)):
        d.shape(_ellipse(80.5 + dx, 55.0 + dy, 3.4, 3.4), _GOLD)
    d.shape(_ellipse(80.5, 55.0, 2.4, 2.4), color, outline=False)


# --------------------------------------------------------------------------- Jack


def _jack(d: _Pen, color: QColor) -> None:
    _robe(d, color)
    # tunic front with buttons, a plain square collar
    d.shape(_poly((44.0, 64.0), (56.0, 64.0), (56.0, 101.0), (44.0, 101.0)), _WHITE)
    for y in (72.0, 81.0, 90.0):
        d.shape(_ellipse(50.0, y, 1.9, 1.9), _GOLD, outline=d.detailed)
    d.shape(
        _poly(
            (34.0, 64.0),
            (42.0, 61.5),
            (50.0, 70.0),
            (58.0, 61.5),
            (66.0, 64.0),
            (58.0, 70.0),
            (50.0, 76.0),
            (42.0, 70.0),
        ),
        _GOLD,
    )
    # a halberd held at his side, under the suit symbol
    d.shape(_poly((17.0, 38.0), (19.5, 38.0), (19.5, 101.0), (17.0, 101.0)), _HAIR)
    d.shape(_poly((18.25, 25.0), (21.0, 34.0), (18.25, 39.0), (15.5, 34.0)), _STEEL)
    d.shape(_poly((17.0, 40.0), (9.0, 36.0), (10.5, 42.0), (9.0, 48.0), (17.0, 45.0)), _STEEL)
    _hand(d, 18.25, 86.0)
    _neck_and_head(d)
    # short hair curling at the jaw
    hair = QPainterPath(QPointF(38.5, 33.0))
    hair.cubicTo(36.0, 42.0, 36.0, 50.0, 39.0, 55.0)
    hair.quadTo(42.0, 56.0, 41.5, 50.0)
    hair.lineTo(41.0, 38.0)
    hair.lineTo(59.0, 38.0)
    hair.lineTo(58.5, 50.0)
    hair.quadTo(58.0, 56.0, 61.0, 55.0)
    hair.cubicTo(64.0, 50.0, 64.0, 42.0, 61.5, 33.0)
    hair.closeSubpath()
    d.shape(hair, _HAIR)
    d.shape(_ellipse(50.0, 43.0, 11.5, 14.5), _SKIN)
    _face(d)
    # feather sweeping back from the cap
    feather = QPainterPath(QPointF(58.0, 28.0))
    feather.cubicTo(66.0, 16.0, 76.0, 8.0, 90.0, 6.0)
    feather.cubicTo(86.0, 18.0, 74.0, 28.0, 61.0, 32.0)
    feather.closeSubpath()
    d.shape(feather, _tint(color, 0.45))
    quill = QPainterPath(QPointF(59.0, 29.5))
    quill.cubicTo(67.0, 20.0, 76.0, 12.0, 88.0, 7.5)
    d.stroke(quill, _INK, 0.6)
    # a floppy cap in the suit's ink with a gold band
    cap = QPainterPath(QPointF(35.5, 34.0))
    cap.cubicTo(33.0, 22.0, 44.0, 17.0, 52.0, 18.0)
    cap.cubicTo(62.0, 19.0, 68.0, 25.0, 66.0, 33.0)
    cap.closeSubpath()
    d.shape(cap, color)
    d.shape(_poly((36.0, 30.5), (64.5, 30.5), (64.0, 35.0), (36.5, 35.0)), _GOLD)


_FIGURES: Final = {10: _jack, 11: _queen, 12: _king}


def _half_transform(half: QRectF) -> tuple[QTransform, float]:
    """Design grid -> ``half`` (its bottom is the card's middle); and the grid's scale.

    Tall narrow panels (large indices) stretch the figure up to 1.3× vertically and
    leave the rest of the height above it, where the suit symbol goes.
    """
    kx = min(half.width() / 100.0, half.height() / 100.0 * 1.15)
    ky = min(half.height() / 100.0, kx * 1.3)
    t = QTransform()
    t.translate(half.center().x() - 50.0 * kx, half.bottom() - 100.0 * ky)
    t.scale(kx, ky)
    return t, min(kx, ky)


def paint_court_figure(
    p: QPainter,
    panel: QRectF,
    rank: int,
    color: QColor,
    suit_shape: QPainterPath,
    card_width: float,
) -> None:
    """Paint the mirrored figure of ``rank`` (10 J, 11 Q, 12 K) filling ``panel``.

    ``suit_shape`` is the suit's path 1 unit high centred on 0 (put beside the head),
    ``card_width`` the card's width in device pixels (decides the level of detail).
    """
    figure = _FIGURES[rank]
    unit = card_width / 100.0
    detailed = card_width >= DETAIL_MIN_WIDTH
    line = max(0.5, 0.42 * unit) if detailed else max(0.45, 0.5 * unit)
    half = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2.0)
    t, k = _half_transform(half)
    for turn in (False, True):
        p.save()
        if turn:
            c = panel.center()
            p.translate(c)
            p.rotate(180.0)
            p.translate(-c)
        p.setClipRect(half, Qt.ClipOperation.IntersectClip)
        figure(_Pen(p, t, line, detailed), color)
        # the suit symbol beside the figure's head
        # (measured from the panel's top: tall panels have room above the figure for a
        # bigger one)
        room = t.map(QPointF(0.0, 0.0)).y() - half.top()
        size = max(19.0 * k, min(0.9 * room, 28.0 * k))
        centre = QPointF(
            t.map(QPointF(17.0, 0.0)).x(), half.top() + max(2.0 * k + size * 0.55, room / 2.0)
        )
        s = QTransform()
        s.translate(centre.x(), centre.y())
        s.scale(size, size)
        p.fillPath(s.map(suit_shape), color)
        p.restore()
    # the cut across the middle
    pen = QPen(_INK, line)
    p.setPen(pen)
    mid = panel.center().y()
    p.drawLine(QPointF(panel.left(), mid), QPointF(panel.right(), mid))
