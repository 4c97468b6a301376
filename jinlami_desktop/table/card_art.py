"""Card faces, backs and the app icon, drawn by our own code with QPainter.

Why code and not image files: every shape here is a vector path computed at the
exact device size, so cards stay crisp from 40 px to 400 px and at any device
pixel ratio, and there is no third-party art whose licence we would have to
track. Suit symbols are our own Bézier paths (not font glyphs), so they look the
same on every system; ranks are text in a common bold sans font (DejaVu Sans
when present, else the platform default), converted to paths so that they can be
sized by cap height and centred exactly.

Layout is designed on a 100 × 140 grid ("units", ``u`` = card width / 100) and
scaled to the rectangle passed in; y positions are fractions of the height.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from engine import Card

from .court_art import paint_court_figure

__all__ = [
    "BACK_COLORS",
    "CARD_ASPECT",
    "RANK_LABELS",
    "CardPixmapCache",
    "DeckStyle",
    "app_icon",
    "card_height",
    "paint_back",
    "paint_face",
    "render_back_image",
    "render_face_image",
    "render_icon_png",
    "suit_color",
    "suit_path",
]

#: Height / width of a card (poker size 63.5 × 88.9 mm is 1.4).
CARD_ASPECT: Final[float] = 1.4

#: What the corner index shows for engine ranks 0 (ace) .. 12 (king).
RANK_LABELS: Final[tuple[str, ...]] = (
    "A",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "J",
    "Q",
    "K",
)

#: Card back colours by stable id (stored in settings; never rename a key).
BACK_COLORS: Final[dict[str, QColor]] = {
    "blue": QColor("#1f4f9a"),
    "red": QColor("#a8202e"),
    "green": QColor("#1d6b3c"),
    "purple": QColor("#5a2d82"),
    "black": QColor("#26292e"),
    "teal": QColor("#0f6e73"),
}

# Suit order follows the engine: 0 ♠, 1 ♥, 2 ♦, 3 ♣.
_BLACK: Final = QColor("#1b1b1f")
_RED: Final = QColor("#c8102e")
_BLUE: Final = QColor("#1459b8")
_GREEN: Final = QColor("#17803d")
_TWO_COLOR: Final[tuple[QColor, ...]] = (_BLACK, _RED, _RED, _BLACK)
_FOUR_COLOR: Final[tuple[QColor, ...]] = (_BLACK, _RED, _BLUE, _GREEN)

_CARD_WHITE: Final = QColor("#fdfdfb")
_BORDER: Final = QColor(0, 0, 0, 110)

_SANS_CANDIDATES: Final = ("DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Segoe UI")
_SERIF_CANDIDATES: Final = ("DejaVu Serif", "Liberation Serif", "Georgia", "Times New Roman")


@dataclass(frozen=True)
class DeckStyle:
    """How the deck looks; hashable so it can key the pixmap cache.

    ``four_color`` paints ♦ blue and ♣ green; ``large_indices`` makes the corner
    indices big enough to read on the visible left strip of a fanned card;
    ``back`` is a key of :data:`BACK_COLORS` (unknown keys fall back to blue).
    """

    four_color: bool = False
    large_indices: bool = False
    back: str = "blue"


def card_height(width: float) -> int:
    """Pixel height of a card ``width`` pixels wide (rounded)."""
    return round(width * CARD_ASPECT)


def suit_color(suit: int, style: DeckStyle) -> QColor:
    """Ink colour of ``suit`` (engine order S H D C) in ``style``."""
    return QColor((_FOUR_COLOR if style.four_color else _TWO_COLOR)[suit])


# --------------------------------------------------------------------------- suit shapes


def _normalized(path: QPainterPath) -> QPainterPath:
    """``path`` moved and scaled so its bounding box is 1 high, centred on (0, 0)."""
    box = path.boundingRect()
    scale = 1.0 / box.height()
    t = QTransform()
    t.scale(scale, scale)
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.5))
    path.cubicTo(-0.14, 0.36, -0.5, 0.12, -0.5, -0.17)
    path.cubicTo(-0.5, -0.38, -0.37, -0.5, -0.245, -0.5)
    path.cubicTo(-0.11, -0.5, -0.025, -0.41, 0.0, -0.3)
    path.cubicTo(0.025, -0.41, 0.11, -0.5, 0.245, -0.5)
    path.cubicTo(0.37, -0.5, 0.5, -0.38, 0.5, -0.17)
    path.cubicTo(0.5, 0.12, 0.14, 0.36, 0.0, 0.5)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0.0)
    path.quadTo(0.16, 0.22, 0.0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0.0)
    path.quadTo(-0.16, -0.22, 0.0, -0.5)
    path.closeSubpath()
    return path


def _stem(top: float, bottom: float, half_base: float) -> QPainterPath:
    """The flared foot shared by spade and club."""
    path = QPainterPath(QPointF(-0.02, top))
    path.lineTo(0.02, top)
    path.cubicTo(0.03, bottom - 0.16, 0.09, bottom - 0.04, half_base, bottom)
    path.lineTo(-half_base, bottom)
    path.cubicTo(-0.09, bottom - 0.04, -0.03, bottom - 0.16, -0.02, top)
    path.closeSubpath()
    return path


def _big(path: QPainterPath) -> QPainterPath:
    """Scale a unit path up before boolean operations, which flatten curves into
    polygons with a fixed absolute tolerance: at unit scale they would turn coarse."""
    return QTransform.fromScale(_BOOLEAN_SCALE, _BOOLEAN_SCALE).map(path)


_BOOLEAN_SCALE: Final = 1000.0


def _spade() -> QPainterPath:
    body = QPainterPath(QPointF(0.0, -0.5))
    body.cubicTo(0.15, -0.32, 0.5, -0.12, 0.5, 0.13)
    body.cubicTo(0.5, 0.31, 0.38, 0.4, 0.255, 0.4)
    body.cubicTo(0.14, 0.4, 0.05, 0.34, 0.0, 0.24)
    body.cubicTo(-0.05, 0.34, -0.14, 0.4, -0.255, 0.4)
    body.cubicTo(-0.38, 0.4, -0.5, 0.31, -0.5, 0.13)
    body.cubicTo(-0.5, -0.12, -0.15, -0.32, 0.0, -0.5)
    body.closeSubpath()
    return _big(body).united(_big(_stem(0.2, 0.56, 0.19))).simplified()


def _club() -> QPainterPath:
    r = 0.225
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for cx, cy in ((0.0, -0.27), (-0.262, 0.1), (0.262, 0.1)):
        path.addEllipse(QPointF(cx, cy), r, r)
    core = QPainterPath(QPointF(0.0, -0.12))
    core.lineTo(0.14, 0.12)
    core.lineTo(-0.14, 0.12)
    core.closeSubpath()
    path.addPath(core)
    return _big(path).simplified().united(_big(_stem(0.05, 0.56, 0.19))).simplified()


@lru_cache(maxsize=4)
def suit_path(suit: int) -> QPainterPath:
    """The filled shape of ``suit`` (engine order S H D C), 1 unit high, centred on 0."""
    builders = (_spade, _heart, _diamond, _club)
    return _normalized(builders[suit]())


def _fill_suit(
    p: QPainter, suit: int, center: QPointF, height: float, color: QColor, flip: bool = False
) -> None:
    """Fill the suit shape ``height`` high at ``center``; ``flip`` turns it 180°."""
    t = QTransform()
    t.translate(center.x(), center.y())
    if flip:
        t.rotate(180.0)
    t.scale(height, height)
    p.fillPath(t.map(suit_path(suit)), color)


# --------------------------------------------------------------------------- text as paths


@lru_cache(maxsize=2)
def _family(serif: bool) -> str:
    """First installed family from our candidates, else the platform default."""
    installed = set(QFontDatabase.families())
    for name in _SERIF_CANDIDATES if serif else _SANS_CANDIDATES:
        if name in installed:
            return name
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
    return font.family()


_REFERENCE_PT: Final = 100.0


@lru_cache(maxsize=64)
def _text_path(text: str, serif: bool) -> tuple[QPainterPath, float]:
    """Bold ``text`` as a path at a reference size, baseline at y=0, and its cap height."""
    font = QFont(_family(serif))
    font.setPointSizeF(_REFERENCE_PT)
    font.setBold(True)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    cap = QFontMetricsF(font).capHeight()
    if cap <= 0:
        cap = -path.boundingRect().top()
    return path, cap


def _fill_text(
    p: QPainter,
    text: str,
    center_x: float,
    top: float,
    cap_height: float,
    color: QColor,
    *,
    max_width: float | None = None,
    serif: bool = False,
    by_box: bool = False,
) -> None:
    """Fill ``text`` with its cap height ``cap_height``, caps starting at ``top``.

    Wide labels ("10") are squeezed horizontally to ``max_width`` instead of shrunk,
    so every index has the same height. ``by_box`` centres the glyphs' real outline
    (with a Q's tail) on the middle of the cap box instead of sitting on the baseline.
    """
    path, cap = _text_path(text, serif)
    scale = cap_height / cap
    box = path.boundingRect()
    sx = scale
    if max_width is not None and box.width() * scale > max_width:
        sx = max_width / box.width()
    t = QTransform()
    if by_box:
        t.translate(center_x, top + cap_height / 2)
        t.scale(sx, scale)
        t.translate(-box.center().x(), -box.center().y())
    else:
        t.translate(center_x, top + cap_height)
        t.scale(sx, scale)
        t.translate(-box.center().x(), 0.0)
    p.fillPath(t.map(path), color)


# --------------------------------------------------------------------------- card body


def _units(rect: QRectF) -> float:
    """Size of one design unit: 1/100 of the width, kept undistorted in odd rects."""
    return min(rect.width() / 100.0, rect.height() / 140.0)


def _paint_blank(p: QPainter, rect: QRectF) -> QPainterPath:
    """White rounded card with a hairline border; returns its outline for clipping."""
    u = _units(rect)
    pen_w = max(1.0, 0.7 * u)
    inner = rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2)
    radius = 6.0 * u
    outline = QPainterPath()
    outline.addRoundedRect(inner, radius, radius)
    p.setPen(QPen(_BORDER, pen_w))
    p.setBrush(_CARD_WHITE)
    p.drawPath(outline)
    return outline


def _prepare(p: QPainter) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)


@dataclass(frozen=True)
class _IndexMetrics:
    center_x: float  # units from the left edge
    top: float  # units from the top edge
    rank_cap: float
    rank_max_w: float
    suit_h: float
    gap: float


_NORMAL_INDEX: Final = _IndexMetrics(10.5, 6.5, 13.0, 15.0, 11.0, 3.5)
_LARGE_INDEX: Final = _IndexMetrics(14.5, 5.5, 21.0, 24.0, 17.0, 4.0)


def _paint_index(p: QPainter, rect: QRectF, card: Card, color: QColor, style: DeckStyle) -> None:
    """Rank over suit in the top-left corner."""
    m = _LARGE_INDEX if style.large_indices else _NORMAL_INDEX
    u = _units(rect)
    cx = rect.left() + m.center_x * u
    top = rect.top() + m.top * u
    _fill_text(
        p, RANK_LABELS[card.rank], cx, top, m.rank_cap * u, color, max_width=m.rank_max_w * u
    )
    suit_cy = top + (m.rank_cap + m.gap + m.suit_h / 2) * u
    _fill_suit(p, card.suit, QPointF(cx, suit_cy), m.suit_h * u, color)


def _rotated_half(p: QPainter, rect: QRectF) -> None:
    """Turn the painter 180° about the card centre (for the mirrored corner)."""
    c = rect.center()
    p.translate(c)
    p.rotate(180.0)
    p.translate(-c)


#: Pip positions per rank 2..10 as (column -1/0/1, row 0..1); rows > 0.5 are drawn upside down.
_PIPS: Final[dict[int, tuple[tuple[int, float], ...]]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: (
        (-1, 0.0),
        (1, 0.0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1.0),
        (1, 1.0),
    ),
    10: (
        (-1, 0.0),
        (1, 0.0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1.0),
        (1, 1.0),
    ),
}


@dataclass(frozen=True)
class _PipMetrics:
    column_dx: float  # units from the centre to the side columns
    first_row: float  # fraction of the height of the top row's centre
    pip_h: float  # units
    ace_h: float  # units
    court: tuple[float, float, float, float]  # frame: left, top (units), right, bottom


_NORMAL_PIPS: Final = _PipMetrics(20.0, 0.175, 19.0, 40.0, (21.0, 11.0, 79.0, 129.0))
_LARGE_PIPS: Final = _PipMetrics(13.0, 0.19, 13.5, 32.0, (30.0, 9.0, 70.0, 131.0))


def _paint_pips(p: QPainter, rect: QRectF, card: Card, color: QColor, style: DeckStyle) -> None:
    m = _LARGE_PIPS if style.large_indices else _NORMAL_PIPS
    u = _units(rect)
    cx = rect.center().x()
    if card.rank == 0:
        _fill_suit(p, card.suit, rect.center(), m.ace_h * u, color)
        return
    y0 = rect.top() + m.first_row * rect.height()
    y1 = rect.bottom() - m.first_row * rect.height()
    for column, row in _PIPS[card.rank + 1]:
        center = QPointF(cx + column * m.column_dx * u, y0 + row * (y1 - y0))
        _fill_suit(p, card.suit, center, m.pip_h * u, color, flip=row > 0.5)


_IVORY: Final = QColor("#fbf6ea")


def _paint_court(p: QPainter, rect: QRectF, card: Card, color: QColor, style: DeckStyle) -> None:
    """J, Q, K: a framed, mirrored court figure of our own drawing (see court_art).

    The frame is narrower with large indices so the big corner index stays clear.
    """
    m = _LARGE_PIPS if style.large_indices else _NORMAL_PIPS
    u = _units(rect)
    left, top, right, bottom = m.court
    frame = QRectF(
        rect.left() + left * u,
        rect.top() + top * u,
        (right - left) * u,
        rect.height() - (top + (140.0 - bottom)) * u,
    )
    p.save()
    p.setPen(QPen(color, max(0.8, 1.0 * u)))
    p.setBrush(_IVORY)
    p.drawRoundedRect(frame, 2.0 * u, 2.0 * u)
    inner = frame.adjusted(1.2 * u, 1.2 * u, -1.2 * u, -1.2 * u)
    clip = QPainterPath()
    clip.addRoundedRect(inner, 1.5 * u, 1.5 * u)
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    paint_court_figure(p, inner, card.rank, color, suit_path(card.suit), 100.0 * u)
    p.restore()


def paint_face(p: QPainter, rect: QRectF, card: Card, style: DeckStyle) -> None:
    """Paint the face of ``card`` filling ``rect`` (any size; aspect ideally CARD_ASPECT)."""
    p.save()
    _prepare(p)
    _paint_blank(p, rect)
    color = suit_color(card.suit, style)
    if card.rank >= 10:
        _paint_court(p, rect, card, color, style)
    else:
        _paint_pips(p, rect, card, color, style)
    _paint_index(p, rect, card, color, style)
    _rotated_half(p, rect)
    _paint_index(p, rect, card, color, style)
    p.restore()


# --------------------------------------------------------------------------- backs and 金


def _jin_path(box: QRectF) -> QPainterPath:
    """The character 金 as our own strokes (no font needed), fitted into ``box``."""

    def pt(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath()
    path.moveTo(pt(0.5, 0.04))  # 丿 left sweep of the roof
    path.cubicTo(pt(0.4, 0.2), pt(0.24, 0.33), pt(0.05, 0.44))
    path.moveTo(pt(0.5, 0.04))  # ㇏ right sweep of the roof
    path.cubicTo(pt(0.6, 0.2), pt(0.76, 0.33), pt(0.95, 0.44))
    path.moveTo(pt(0.3, 0.45))  # 一 short bar
    path.lineTo(pt(0.7, 0.45))
    path.moveTo(pt(0.2, 0.63))  # 一 longer bar
    path.lineTo(pt(0.8, 0.63))
    path.moveTo(pt(0.5, 0.45))  # 丨 centre stem
    path.lineTo(pt(0.5, 0.93))
    path.moveTo(pt(0.29, 0.71))  # 丶 left dot
    path.lineTo(pt(0.36, 0.84))
    path.moveTo(pt(0.71, 0.71))  # 丿 right dot
    path.lineTo(pt(0.64, 0.84))
    path.moveTo(pt(0.1, 0.94))  # 一 base
    path.lineTo(pt(0.9, 0.94))
    return path


def _draw_jin(p: QPainter, box: QRectF, color: QColor, weight: float = 0.1) -> None:
    pen = QPen(color, weight * box.width())
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.save()
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_jin_path(box))
    p.restore()


def _back_color(style: DeckStyle) -> QColor:
    return QColor(BACK_COLORS.get(style.back, BACK_COLORS["blue"]))


def paint_back(p: QPainter, rect: QRectF, style: DeckStyle) -> None:
    """Paint a card back: a diamond lattice in the style's colour inside a white margin."""
    p.save()
    _prepare(p)
    _paint_blank(p, rect)
    u = _units(rect)
    base = _back_color(style)
    field = rect.adjusted(6.0 * u, 6.0 * u, -6.0 * u, -6.0 * u)
    outline = QPainterPath()
    outline.addRoundedRect(field, 3.5 * u, 3.5 * u)
    p.fillPath(outline, base.darker(118))
    p.setClipPath(outline, Qt.ClipOperation.IntersectClip)

    # diamond lattice centred on the card so the back looks the same both ways up
    cell = field.width() / 6.0
    half_w, half_h = cell / 2.0, cell * 0.75
    c = field.center()
    cols = math.ceil(field.width() / cell / 2) + 2
    rows = math.ceil(field.height() / (half_h * 2) / 2) + 2
    light = base.lighter(128)
    lattice = QPainterPath()
    gems = QPainterPath()
    for j in range(-rows * 2, rows * 2 + 1):
        for i in range(-cols * 2, cols * 2 + 1):
            if (i + j) % 2:
                continue
            x = c.x() + i * half_w
            y = c.y() + j * half_h
            k = 0.84
            lattice.moveTo(x, y - half_h * k)
            lattice.lineTo(x + half_w * k, y)
            lattice.lineTo(x, y + half_h * k)
            lattice.lineTo(x - half_w * k, y)
            lattice.closeSubpath()
            g = 0.3
            gems.moveTo(x, y - half_h * g)
            gems.lineTo(x + half_w * g, y)
            gems.lineTo(x, y + half_h * g)
            gems.lineTo(x - half_w * g, y)
            gems.closeSubpath()
    p.fillPath(lattice, base)
    p.fillPath(gems, light)
    p.setClipping(False)

    # white inner frame line and a medallion with 金 in the middle
    frame = field.adjusted(2.6 * u, 2.6 * u, -2.6 * u, -2.6 * u)
    white = QColor(255, 255, 255, 215)
    p.setPen(QPen(white, max(0.6, 0.8 * u)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, 2.0 * u, 2.0 * u)
    r = 15.0 * u
    medal = QPainterPath(QPointF(c.x(), c.y() - r * 1.25))
    medal.lineTo(c.x() + r, c.y())
    medal.lineTo(c.x(), c.y() + r * 1.25)
    medal.lineTo(c.x() - r, c.y())
    medal.closeSubpath()
    p.setPen(QPen(white, max(0.6, 1.0 * u)))
    p.setBrush(base.darker(118))
    p.drawPath(medal)
    glyph = QRectF(c.x() - 7.0 * u, c.y() - 7.0 * u, 14.0 * u, 14.0 * u)
    _draw_jin(p, glyph, white, weight=0.12)
    p.restore()


# --------------------------------------------------------------------------- rendering


def _card_image(width: int, dpr: float) -> tuple[QImage, QRectF]:
    """A transparent image for a card ``width`` logical px wide at ``dpr``, and its rect.

    Painting happens in device pixels (the image has dpr 1 while we paint), so hairlines
    are as thin as the screen allows; the dpr is set afterwards for correct layout.
    """
    w = max(1, round(width * dpr))
    h = max(1, round(width * CARD_ASPECT * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image, QRectF(0.0, 0.0, float(w), float(h))


def render_face_image(card: Card, width: int, style: DeckStyle, dpr: float = 1.0) -> QImage:
    """The face of ``card`` as a QImage (safe to call from a worker thread)."""
    image, rect = _card_image(width, dpr)
    p = QPainter(image)
    paint_face(p, rect, card, style)
    p.end()
    image.setDevicePixelRatio(dpr)
    return image


def render_back_image(width: int, style: DeckStyle, dpr: float = 1.0) -> QImage:
    """A card back as a QImage (safe to call from a worker thread)."""
    image, rect = _card_image(width, dpr)
    p = QPainter(image)
    paint_back(p, rect, style)
    p.end()
    image.setDevicePixelRatio(dpr)
    return image


_CacheKey = tuple[int, int, DeckStyle, float]


class CardPixmapCache:
    """Rendered cards by (card or back, width, style, dpr), least recently used dropped.

    The table repaints the same few dozen cards constantly; rendering each once per
    size and screen keeps scrolling and animation cheap. Call :meth:`clear` when the
    style changes for good or the cache should be released.
    """

    _BACK: Final = -1

    def __init__(self, max_items: int = 600) -> None:
        self._max = max_items
        self._items: OrderedDict[_CacheKey, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def _get(self, key: _CacheKey) -> QPixmap | None:
        pixmap = self._items.get(key)
        if pixmap is not None:
            self._items.move_to_end(key)
        return pixmap

    def _put(self, key: _CacheKey, pixmap: QPixmap) -> QPixmap:
        self._items[key] = pixmap
        while len(self._items) > self._max:
            self._items.popitem(last=False)
        return pixmap

    def face(self, card: Card, width: int, style: DeckStyle, dpr: float = 1.0) -> QPixmap:
        """The face of ``card``, ``width`` logical px wide, sharp at ``dpr``.

        The back colour does not split the cache: faces look the same with any back.
        """
        face_style = DeckStyle(four_color=style.four_color, large_indices=style.large_indices)
        key = (card.index, int(width), face_style, round(float(dpr), 3))
        cached = self._get(key)
        if cached is not None:
            return cached
        image = render_face_image(card, key[1], face_style, key[3])
        return self._put(key, QPixmap.fromImage(image))

    def back(self, width: int, style: DeckStyle, dpr: float = 1.0) -> QPixmap:
        """A card back in ``style.back``; face-only style fields do not split the cache."""
        back_style = DeckStyle(back=style.back if style.back in BACK_COLORS else "blue")
        key = (self._BACK, int(width), back_style, round(float(dpr), 3))
        cached = self._get(key)
        if cached is not None:
            return cached
        return self._put(key, QPixmap.fromImage(render_back_image(key[1], back_style, key[3])))

    def clear(self) -> None:
        """Forget every rendered pixmap."""
        self._items.clear()


# --------------------------------------------------------------------------- app icon

#: Sizes put into the window's QIcon (title bar, task bar, Alt-Tab). Each is drawn at
#: start-up, so none is bigger than a window icon is ever shown; the installers' icon
#: files (packaging/make_icons.py) are drawn up to 1024 px with render_icon_png.
ICON_SIZES: Final[tuple[int, ...]] = (16, 24, 32, 48, 64, 128, 256)


def _icon_card(p: QPainter, width: float, center: QPointF, angle: float) -> QRectF:
    """Turn the painter ``angle`` degrees about ``center``; return the card rect there."""
    h = width * CARD_ASPECT
    p.translate(center)
    p.rotate(angle)
    p.translate(-center)
    return QRectF(center.x() - width / 2, center.y() - h / 2, width, h)


def render_icon_png(size: int) -> QImage:
    """The app icon as a square ARGB image: two fanned cards, the front one bearing 金.

    Small sizes get bigger cards and fewer details so the shape still reads at 16 px.
    """
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    _prepare(p)
    s = float(size)
    small = size < 48
    # rounded felt tile
    margin = 0.0 if small else 0.03 * s
    tile = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
    grad = QLinearGradient(tile.topLeft(), tile.bottomRight())
    grad.setColorAt(0.0, QColor("#2f8a57"))
    grad.setColorAt(1.0, QColor("#16522f"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(tile, 0.2 * s, 0.2 * s)

    card_w = (0.5 if small else 0.46) * s
    radius = 0.09 * card_w
    edge = QPen(QColor(0, 0, 0, 100), max(1.0, 0.01 * s))

    p.save()
    back = _icon_card(p, card_w, QPointF(0.4 * s, 0.48 * s), -14.0)
    p.setPen(edge)
    p.setBrush(_CARD_WHITE)
    p.drawRoundedRect(back, radius, radius)
    inset = max(1.0, 0.075 * card_w)
    field = back.adjusted(inset, inset, -inset, -inset)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(BACK_COLORS["red"])
    p.drawRoundedRect(field, radius / 2, radius / 2)
    if not small:
        inner = field.adjusted(inset * 0.6, inset * 0.6, -inset * 0.6, -inset * 0.6)
        p.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, 0.008 * s)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius / 3, radius / 3)
    p.restore()

    p.save()
    front = _icon_card(p, card_w, QPointF(0.585 * s, 0.525 * s), 10.0)
    p.setPen(edge)
    p.setBrush(_CARD_WHITE)
    p.drawRoundedRect(front, radius, radius)
    glyph_w = front.width() * (0.8 if small else 0.72)
    c = front.center()
    glyph = QRectF(c.x() - glyph_w / 2, c.y() - glyph_w / 2, glyph_w, glyph_w)
    _draw_jin(p, glyph, _RED, weight=0.15 if small else 0.12)
    p.restore()
    p.end()
    return image


def app_icon() -> QIcon:
    """Our icon at every size in :data:`ICON_SIZES` (needs a QGuiApplication)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(render_icon_png(size)))
    return icon
