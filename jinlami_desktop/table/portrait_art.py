"""Each computer opponent's portrait: a small friendly bust drawn with QPainter.

Why drawn and not loaded: the app ships no third-party art, and a drawing scales to
any plate.  Every identity (a bot level, or one of 金拉米's playing styles, as
:func:`jinlami_desktop.words.opponents.identity_key` names them) has its own colours
and one feature of its own — a bow for easy, a cap for medium, a bun for hard, glasses
and grey hair for expert, a star, a headband or a scarf for the three styles — so the
levels are told apart at a glance, in colour and in shape (for colour-blind players).

Two bots of one level at a table have names of their own (:mod:`..words.opponents`,
by slot: ``"hard"``, ``"hard#2"``, ``"hard#3"``) and so faces of their own: the slot
keeps the level's feature and backdrop and changes the person — their hair, skin and
shirt (:data:`_SLOT_LOOKS`) — so Grace and Ivan, both hard, are two people at a glance.

Portraits are cached as pixmaps per identity, slot, size and device pixel ratio: a seat
plate repaints often, a portrait only when the size changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from ..words.opponents import identity_key, slot_of

__all__ = ["PORTRAIT_KEYS", "draw_portrait", "portrait_pixmap"]


@dataclass(frozen=True)
class _Look:
    """One identity's colours and its feature."""

    ground: str  # the round backdrop
    skin: str
    hair: str
    shirt: str
    feature: str  # bow, cap, bun, glasses, star, band, scarf
    accent: str  # the feature's colour


_LOOKS: Final = {
    "easy": _Look("#7fc8a9", "#f6d2b4", "#8a5a2b", "#f4a259", "bow", "#e84a7f"),
    "medium": _Look("#7aa6e0", "#e8b894", "#2f2f38", "#3d5a98", "cap", "#d9483b"),
    "hard": _Look("#c08ad8", "#f1c7a5", "#3a2418", "#6d3b8f", "bun", "#f2c14e"),
    "expert": _Look("#e0b25c", "#e3b58f", "#c9c9c9", "#2e4a3f", "glasses", "#1d1d1d"),
    "hard:gin": _Look("#e6c84f", "#f1c7a5", "#5b3415", "#b5651d", "star", "#fff3a0"),
    "hard:knocker": _Look("#ef8a5b", "#e8b894", "#1f1f1f", "#8c2f1b", "band", "#2a7de1"),
    "hard:defender": _Look("#8aa1b1", "#f1c7a5", "#6b4226", "#2f4858", "scarf", "#d1495b"),
    "hard:patient": _Look("#9ccfc4", "#e8b894", "#4a3b2a", "#3f6f5f", "glasses", "#7a4e2d"),
}
#: The second and third bot of a level (slots 1 and 2): another person with the
#: level's feature and backdrop — (hair, skin, shirt); the first slot is the level's own.
_SLOT_LOOKS: Final = (
    ("#d8a13a", "#c98e63", "#2f7d5b"),
    ("#1c1c1c", "#8d5a3c", "#b03a48"),
)
#: The identities that have a portrait.
PORTRAIT_KEYS: Final = tuple(_LOOKS)
_NEUTRAL: Final = _Look("#9aa5a0", "#e6c3a5", "#555555", "#4d5a55", "", "#ffffff")

#: A rectangle in fractions of the portrait's side (x, y, width, height).
_Box = Callable[[float, float, float, float], QRectF]

_CACHE: dict[tuple[str, int, int, float], QPixmap] = {}


def portrait_pixmap(level: str, size: int, ratio: float = 1.0) -> QPixmap:
    """The portrait of the bot of ``level`` (``"hard"``, ``"hard:gin"``; ``"hard#2"``: the
    second hard bot of the table, another face) as a square pixmap ``size`` logical
    pixels wide, drawn for a device pixel ``ratio``; a plain bust for no known bot.
    Cached: the same call returns the same pixmap."""
    identity = identity_key(level)
    slot = slot_of(level) % (len(_SLOT_LOOKS) + 1) if identity else 0
    key = (identity, slot, max(1, int(size)), float(ratio))
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    side = max(1, round(key[2] * key[3]))
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_portrait(painter, QRectF(0, 0, side, side), identity, slot)
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(key[3])
    _CACHE[key] = pixmap
    return pixmap


def _look(identity: str, slot: int) -> _Look:
    """The look of ``identity``'s bot in ``slot`` (its feature kept, the person changed)."""
    look = _LOOKS.get(identity, _NEUTRAL)
    if identity not in _LOOKS or slot <= 0:
        return look
    hair, skin, shirt = _SLOT_LOOKS[(slot - 1) % len(_SLOT_LOOKS)]
    return replace(look, hair=hair, skin=skin, shirt=shirt)


def draw_portrait(painter: QPainter, rect: QRectF, identity: str, slot: int = 0) -> None:
    """Draw the portrait of ``identity``'s bot in ``slot`` (0: the level's own look) into
    the square ``rect`` (its largest centred square when it is not one)."""
    look = _look(identity, slot)
    s = min(rect.width(), rect.height())
    x0 = rect.center().x() - s / 2
    y0 = rect.center().y() - s / 2

    def at(fx: float, fy: float) -> QPointF:
        return QPointF(x0 + fx * s, y0 + fy * s)

    def box(fx: float, fy: float, fw: float, fh: float) -> QRectF:
        return QRectF(x0 + fx * s, y0 + fy * s, fw * s, fh * s)

    painter.save()
    clip = QPainterPath()
    clip.addEllipse(box(0, 0, 1, 1))
    painter.setClipPath(clip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(look.ground))
    painter.drawEllipse(box(0, 0, 1, 1))
    # shoulders
    painter.setBrush(QColor(look.shirt))
    painter.drawEllipse(box(0.12, 0.72, 0.76, 0.6))
    if look.feature == "scarf":
        painter.setBrush(QColor(look.accent))
        painter.drawRoundedRect(box(0.3, 0.68, 0.4, 0.12), 0.05 * s, 0.05 * s)
    # hair behind the head, the head, the hair on top
    painter.setBrush(QColor(look.hair))
    if look.feature == "bun":
        painter.drawEllipse(box(0.39, 0.06, 0.22, 0.2))
    painter.drawEllipse(box(0.26, 0.2, 0.48, 0.5))
    painter.setBrush(QColor(look.skin))
    painter.drawEllipse(box(0.3, 0.27, 0.4, 0.46))
    hair = QPainterPath()
    hair.moveTo(at(0.28, 0.44))
    hair.cubicTo(at(0.3, 0.18), at(0.7, 0.18), at(0.72, 0.44))
    hair.cubicTo(at(0.62, 0.34), at(0.42, 0.32), at(0.28, 0.44))
    painter.setBrush(QColor(look.hair))
    painter.drawPath(hair)
    # eyes and a smile
    painter.setBrush(QColor("#2b2b2b"))
    eye = 0.05
    painter.drawEllipse(box(0.4 - eye / 2, 0.47, eye, eye))
    painter.drawEllipse(box(0.6 - eye / 2, 0.47, eye, eye))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    smile = QPen(QColor("#7a3b2e"), max(1.0, s * 0.03))
    smile.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(smile)
    painter.drawArc(box(0.41, 0.5, 0.18, 0.13), 200 * 16, 140 * 16)
    _feature(painter, look, box, s)
    painter.restore()
    painter.save()
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, s * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = max(0.5, s * 0.015)
    painter.drawEllipse(box(0, 0, 1, 1).adjusted(inset, inset, -inset, -inset))
    painter.restore()


def _feature(painter: QPainter, look: _Look, box: _Box, s: float) -> None:
    """The one feature an identity is known by."""
    accent = QColor(look.accent)
    if look.feature == "glasses":
        painter.setPen(QPen(accent, max(1.0, s * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(box(0.33, 0.43, 0.14, 0.12))
        painter.drawEllipse(box(0.53, 0.43, 0.14, 0.12))
        painter.drawLine(box(0.47, 0.48, 0, 0).topLeft(), box(0.53, 0.48, 0, 0).topLeft())
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(accent)
    if look.feature == "bow":
        left = QPainterPath()
        left.moveTo(box(0.66, 0.26, 0, 0).topLeft())
        left.lineTo(box(0.58, 0.18, 0, 0).topLeft())
        left.lineTo(box(0.6, 0.32, 0, 0).topLeft())
        left.closeSubpath()
        right = QPainterPath()
        right.moveTo(box(0.66, 0.26, 0, 0).topLeft())
        right.lineTo(box(0.76, 0.2, 0, 0).topLeft())
        right.lineTo(box(0.74, 0.34, 0, 0).topLeft())
        right.closeSubpath()
        painter.drawPath(left)
        painter.drawPath(right)
        painter.drawEllipse(box(0.63, 0.23, 0.06, 0.06))
    elif look.feature == "cap":
        painter.drawChord(box(0.27, 0.17, 0.46, 0.36), 0, 180 * 16)
        painter.drawRoundedRect(box(0.5, 0.32, 0.3, 0.05), 0.02 * s, 0.02 * s)
    elif look.feature == "bun":
        painter.drawRoundedRect(box(0.42, 0.22, 0.16, 0.04), 0.02 * s, 0.02 * s)
    elif look.feature == "band":
        painter.drawRoundedRect(box(0.28, 0.33, 0.44, 0.06), 0.03 * s, 0.03 * s)
    elif look.feature == "star":
        star = QPainterPath()
        cx, cy, outer, inner = 0.7, 0.24, 0.1, 0.045
        for k in range(10):
            radius = outer if k % 2 == 0 else inner
            angle = math.pi / 2 + k * math.pi / 5
            point = box(cx + radius * math.cos(angle), cy - radius * math.sin(angle), 0, 0)
            if k == 0:
                star.moveTo(point.topLeft())
            else:
                star.lineTo(point.topLeft())
        star.closeSubpath()
        painter.drawPath(star)
