"""Graphics items only the 拉米纸牌 table needs: seat plates, meld labels, buttons.

Why here and not in :mod:`jinlami_desktop.table.items`: those serve both games; these
build on them (``CardItem``, ``FeltItem``) for what four seats and a shared table need —
a card tagged with the colour of the seat that laid it off, a name plate per seat, a
label per table meld ("You · +West"), and the two button-like items (the hand's
"Meld!" mark and Undo).  Like every table item they only paint; the scene decides what
a click means.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from ...table.items import FOCUS_COLOR, CardItem, FeltItem, label_font
from ...table.portrait_art import portrait_pixmap

__all__ = [
    "SEAT_COLORS",
    "ButtonItem",
    "MeldLabelItem",
    "RummyCardItem",
    "SeatBadgeItem",
    "label_font",
    "segments_width",
]

#: One colour per place at the table, readable on the green felt and distinct from the
#: focus (yellow) and legal-target (green) marks.
SEAT_COLORS: Final = {
    "bottom": QColor("#ffb74d"),
    "left": QColor("#64b5f6"),
    "top": QColor("#f48fb1"),
    "right": QColor("#ce93d8"),
}
_PLATE: Final = QColor(12, 32, 22, 210)
_TEXT: Final = QColor(255, 255, 255, 235)
_DIM: Final = QColor(255, 255, 255, 170)
#: How far a seat plate's line may shrink to fit its words, as a share of its size.
_FIT_FLOOR: Final = 0.8

Segments = list[tuple[str, QColor]]


def segments_width(segments: Segments, font: QFont) -> float:
    fm = QFontMetricsF(font)
    return sum(fm.horizontalAdvance(text) for text, _c in segments)


class RummyCardItem(CardItem):
    """A face card that may carry the colour of the seat that laid it off onto a meld.

    The discard taken this turn (and the card just drawn from the stock, until the next
    move) wears :class:`CardItem`'s own "just drawn" mark
    (``set_marks(drawn=True)``), the one 金拉米 gives the card just drawn: one mark, one
    implementation, for both games."""

    def __init__(self, card: object, face_up: bool, w: float, h: float) -> None:
        super().__init__(card, face_up, w, h)  # type: ignore[arg-type]
        self.tag: QColor | None = None
        self.selected = False
        self.seat = -1  # for cards in a seat's fan: which seat

    def set_tag(self, color: QColor | None) -> None:
        self.set_and_update(tag=color)

    def set_selected(self, on: bool) -> None:
        self.set_and_update(selected=on)

    def draw(self, painter: QPainter) -> None:
        super().draw(painter)
        if self.tag is not None:
            self.paint_mark(painter, self.tag, dashed=False)


class SeatBadgeItem(FeltItem):
    """A seat's name plate: a bot's portrait, name in the seat's colour, level, card
    count; lit on its turn, with a "thinking…" line while its bot decides."""

    halo = 6.0

    def __init__(self) -> None:
        super().__init__(20)
        self.color = QColor("white")
        self.name = ""
        self.detail = ""
        self.count = ""
        self.active = False
        self.thinking = ""
        #: The bot level whose portrait the plate shows ("": none, the player's plate).
        self.portrait = ""
        #: The smallest size of its words (the side panel's): "your turn" reads.
        self.floor_px = 0.0

    def set_content(
        self,
        name: str,
        detail: str,
        count: str,
        color: QColor,
        active: bool,
        thinking: str,
        portrait: str = "",
    ) -> None:
        new = (name, detail, count, color.rgba(), active, thinking, portrait)
        old = (
            *(self.name, self.detail, self.count, self.color.rgba()),
            *(self.active, self.thinking, self.portrait),
        )
        if new != old:
            self.name, self.detail, self.count = name, detail, count
            self.color, self.active, self.thinking = QColor(color), active, thinking
            self.portrait = portrait
            self.update()

    def portrait_rect(self) -> QRectF:
        """Where the portrait goes: a square at the plate's left, after the seat's
        stripe, as tall as the plate allows and never wider than the room the words
        leave (the words come first: empty without a portrait or without that room)."""
        r = self.rect
        inner = r.adjusted(self.font_px * 0.35 + 8, 3, -4, -3)
        widest = max(
            (
                QFontMetricsF(label_font(px, bold=bold)).horizontalAdvance(text)
                for text, _color, px, bold in self._lines()
            ),
            default=0.0,
        )
        side = min(r.height() - 8, inner.width() - widest - 5)
        if not self.portrait or side < 12:
            return QRectF()
        return QRectF(inner.left() - 2, r.center().y() - side / 2, side, side)

    def _lines(self) -> list[tuple[str, QColor, float, bool]]:
        """The plate's lines: words, colour, font size, bold."""
        lines = [(("▶ " if self.active else "") + self.name, self.color, 1.05, True)]
        if self.thinking:
            lines.append((self.thinking, FOCUS_COLOR, 0.9, True))
        elif self.detail:
            lines.append((self.detail, _DIM, 0.9, False))
        if self.count:  # none before the deal
            lines.append((self.count, _TEXT, 0.9, False))
        return [
            (text, color, max(self.font_px * scale, self.floor_px), bold)
            for text, color, scale, bold in lines
        ]

    def rows(self) -> list[tuple[QRectF, str, QFont, QColor]]:
        """Each line of the plate: where it goes, its words, font and colour.

        A line too long for the plate at its size (a long level name, 「思考中…」 beside
        a narrow column) is set smaller, down to :data:`_FIT_FLOOR` of it, rather than
        cut; only below that does it end in "…"."""
        r = self.rect
        stripe_w = self.font_px * 0.35
        inner = r.adjusted(stripe_w + 8, 3, -4, -3)
        face = self.portrait_rect()
        if not face.isEmpty():
            inner.setLeft(face.right() + 5)  # the words still fit: the face gave way
        lines = self._lines()
        line_h = inner.height() / 3
        top = inner.top() + (3 - len(lines)) * line_h / 2
        out = []
        for k, (text, color, px, bold) in enumerate(lines):
            row = QRectF(inner.left(), top + k * line_h, inner.width(), line_h)
            font = label_font(px, bold=bold)
            wide = QFontMetricsF(font).horizontalAdvance(text)
            if wide > row.width():
                shrink = max(_FIT_FLOOR, row.width() / wide)
                font = label_font(px * shrink, bold=bold)
            shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, row.width())
            out.append((row, shown, font, color))
        return out

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        radius = self.font_px * 0.6
        if self.active:
            painter.setPen(QPen(FOCUS_COLOR, max(2.5, self.font_px * 0.2)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(r, radius, radius)
        # The seat's colour as a stripe on the left.
        stripe = QRectF(r.left() + 3, r.top() + 4, self.font_px * 0.35, r.height() - 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.color)
        painter.drawRoundedRect(stripe, stripe.width() / 2, stripe.width() / 2)
        face = self.portrait_rect()
        if not face.isEmpty():
            ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
            painter.drawPixmap(
                face.topLeft(), portrait_pixmap(self.portrait, round(face.width()), ratio)
            )
        for row, text, font, color in self.rows():
            painter.setFont(font)
            painter.setPen(color)
            painter.drawText(row, int(Qt.AlignmentFlag.AlignVCenter), text)


class MeldLabelItem(FeltItem):
    """Who laid a table meld and who added to it: coloured names on a small dark tab."""

    def __init__(self) -> None:
        super().__init__(45)
        self.segments: Segments = []
        self.font = label_font(11)

    def set_content(self, rect: QRectF, segments: Segments, font: QFont) -> None:
        self.segments, self.font = list(segments), QFont(font)
        self.set_rect(rect)

    def draw(self, painter: QPainter) -> None:
        if not self.segments:
            return
        painter.setFont(self.font)
        width = segments_width(self.segments, self.font) + self.rect.height() * 0.6
        tab = QRectF(self.rect.left(), self.rect.top(), min(width, self.rect.width()), 0)
        tab.setHeight(self.rect.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(tab, tab.height() / 2, tab.height() / 2)
        fm = QFontMetricsF(self.font)
        x = tab.left() + self.rect.height() * 0.3
        for text, color in self.segments:
            painter.setPen(color)
            w = fm.horizontalAdvance(text)
            painter.drawText(
                QRectF(x, tab.top(), w + 2, tab.height()), int(Qt.AlignmentFlag.AlignVCenter), text
            )
            x += w


class ButtonItem(FeltItem):
    """A button drawn on the felt (Undo, the hand's "Meld!" mark); ``glow`` makes it call
    for attention.  The scene hit-tests :attr:`rect` and decides what a click does."""

    halo = 8.0

    def __init__(self, glow: bool = False) -> None:
        super().__init__(40)
        self.text = ""
        self.glow = glow
        self.hover = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_geometry(self, rect: QRectF, font_px: float) -> None:
        self.set_rect(rect, font_px)

    def set_text(self, text: str) -> None:
        self.set_and_update(text=text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.update()

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        radius = r.height() / 2
        if self.glow:
            for i, alpha in ((7, 40), (4, 80)):
                halo = QPainterPath()
                halo.addRoundedRect(r.adjusted(-i, -i, i, i), radius + i, radius + i)
                painter.fillPath(halo, QColor(255, 213, 74, alpha))
            fill = QColor("#ffd54a") if not self.hover else QColor("#ffe082")
            text_color = QColor("#3b2a00")
            pen = QPen(QColor("#fff3c4"), 1.5)
        else:
            fill = QColor(12, 32, 22, 225) if not self.hover else QColor(30, 70, 48, 235)
            text_color = _TEXT
            pen = QPen(QColor(255, 255, 255, 150), 1.5)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        painter.setFont(label_font(self.font_px, bold=True))
        painter.setPen(text_color)
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.text)
