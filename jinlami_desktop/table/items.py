"""Graphics items of the table: cards, the stock, drop zones and meld marks.

Why items only paint: they hold no game state beyond what to draw (a card, face up or
down, a highlight).  The scene decides where they go and what a drag means.  Cards are
drawn from card_art's pixmap cache at their exact device size, so they stay crisp on
high-DPI screens without scaling any bitmap.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine import Card

from .card_art import CardPixmapCache, DeckStyle

__all__ = [
    "CardItem",
    "FeltItem",
    "MeldMarkItem",
    "PaintedItem",
    "StockItem",
    "ZoneItem",
    "label_font",
]

_CACHE: Final = CardPixmapCache()
FOCUS_COLOR: Final = QColor("#ffd54a")
HINT_COLOR: Final = QColor("#4fc3f7")
#: The card just drawn (金拉米) or the discard taken this turn (拉米纸牌): one mark.
DRAWN_COLOR: Final = QColor("#ffa726")
LEGAL_COLOR: Final = QColor(120, 230, 140)
HOVER_COLOR: Final = QColor(255, 255, 255)
FELT_LINE: Final = QColor(255, 255, 255, 90)


def _device_ratio(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


def label_font(px: float, bold: bool = False) -> QFont:
    """The table's font at ``px`` pixels (never below 8)."""
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


class PaintedItem(QGraphicsObject):
    """An item that only paints, in :meth:`draw`: it takes no mouse buttons (the scene
    hit-tests and decides what a click means) and knows the device's pixel ratio, so
    pixmaps are drawn at their exact device size."""

    antialias = True

    def __init__(self) -> None:
        super().__init__()
        self.device_ratio = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.device_ratio = _device_ratio(widget)
        if self.antialias:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    @staticmethod
    def pixmap_width(painter: QPainter, width: float) -> int:
        """``width`` scene pixels in the painter's pixels (for the pixmap cache)."""
        return max(8, round(width * (painter.transform().m11() or 1.0)))

    def set_and_update(self, **values: object) -> None:
        """Set attributes; repaint only when one of them changed."""
        if any(getattr(self, name) != value for name, value in values.items()):
            for name, value in values.items():
                setattr(self, name, value)
            self.update()


class FeltItem(PaintedItem):
    """Something painted on the felt inside :attr:`rect`: a zone, a mark, a plate, a button.

    ``halo`` is how far the painting may reach outside the rectangle.
    """

    halo = 2.0

    def __init__(self, z: float) -> None:
        super().__init__()
        self.rect = QRectF()
        self.font_px = 12.0
        self.setZValue(z)

    def set_rect(self, rect: QRectF, font_px: float | None = None) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        if font_px is not None:
            self.font_px = font_px
        self.update()

    def boundingRect(self) -> QRectF:
        h = self.halo
        return self.rect.adjusted(-h, -h, h, h)


class CardItem(PaintedItem):
    """One card (or a card back when ``card`` is None or it lies face down)."""

    antialias = False  # the pixmap is drawn 1:1; only the rings are antialiased

    def __init__(self, card: Card | None, face_up: bool, w: float, h: float) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up and card is not None
        self.w, self.h = w, h
        self.style = DeckStyle()
        self.focused = False
        self.hinted = False
        self.drawn = False  # the card just drawn or taken, until the player's next move
        self.home = QPointF()
        self.role = ""  # hand, discard, opponent, meld, knock, flying
        self.leaving = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def boundingRect(self) -> QRectF:
        pad = max(3.0, self.w * 0.05)
        return QRectF(-pad, -pad, self.w + 2 * pad, self.h + 2 * pad)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self.update()

    def set_face(self, face_up: bool) -> None:
        self.set_and_update(face_up=face_up and self.card is not None)

    def set_style(self, style: DeckStyle) -> None:
        self.set_and_update(style=style)

    def set_marks(self, focused: bool = False, hinted: bool = False, drawn: bool = False) -> None:
        self.set_and_update(focused=focused, hinted=hinted, drawn=drawn)

    def accessible_name(self) -> str:
        """What a screen reader calls this card: its name in words, or a face-down card."""
        # lazy: imported on first use, not at start-up
        from .accessible import card_item_name

        return card_item_name(self.card if self.face_up else None)

    def draw(self, painter: QPainter) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        width = self.pixmap_width(painter, self.w)
        if self.face_up and self.card is not None:
            pix = _CACHE.face(self.card, width, self.style, self.device_ratio)
        else:
            pix = _CACHE.back(width, self.style, self.device_ratio)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if self.focused or self.hinted:
            color = FOCUS_COLOR if self.focused else HINT_COLOR
            pen = QPen(color, max(2.0, self.w * 0.04))
            if self.hinted and not self.focused:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self.w * 0.07
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
        if self.drawn:
            self.paint_mark(painter, DRAWN_COLOR, dashed=True)

    def paint_mark(self, painter: QPainter, color: QColor, *, dashed: bool) -> None:
        """A mark on a hand card: a frame inside the edge and a small tab in the visible
        left strip.  Dashed, it is the card just drawn or taken from the pile (金拉米 and
        拉米纸牌 alike); solid, a seat's tag (拉米纸牌's laid-off cards)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.w * 0.07
        pen = QPen(color, max(2.0, self.w * 0.045))
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), r, r)
        tab = QRectF(self.w * 0.06, self.h * 0.84, self.w * 0.26, self.h * 0.1)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.setBrush(color)
        painter.drawRoundedRect(tab, tab.height() / 2, tab.height() / 2)


_MARK_FLAGS: Final = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


class StockItem(PaintedItem):
    """The stock: a small stack of backs and the number of cards left.

    A public stock (拉米纸牌 after its one turnover) shows its top card face up, with a
    band across it saying why (:meth:`set_mark`: a face-up stock with nothing on the
    table to explain it read as a mistake).  Before a deal (``count`` ``None``) it is an
    empty outline with no count: a "0" there read as a stock used up.
    """

    #: The most backs drawn under the top card (one per eight cards left).
    MAX_LAYERS = 4

    def __init__(self) -> None:
        super().__init__()
        self.w = self.h = 10.0
        self.count: int | None = None
        self.style = DeckStyle()
        self.font_px = 12.0
        self.glow = False
        self.top: Card | None = None
        self.mark = ""

    def set_top(self, card: Card | None, mark: str = "") -> None:
        """Show ``card`` face up on the stack (``None``: the stock is face down), with
        ``mark`` on a band across it (why it lies face up)."""
        self.set_and_update(top=card, mark=mark if card is not None else "")

    def mark_rect(self) -> QRectF:
        """Where the band with :attr:`mark` lies (empty without one): across the top
        card, below its corner index and above the count badge."""
        if not self.mark:
            return QRectF()
        pad = max(3.0, self.font_px * 0.3)
        inner = self.w - 2 * pad
        font = label_font(self.font_px, bold=True)
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, inner, 10_000), _MARK_FLAGS, self.mark)
        height = box.height() + 2 * pad
        top = max(self.h * 0.25, self.h * 0.6 - height / 2)
        return QRectF(0, top, self.w, height)

    def set_geometry(self, rect: QRectF, font_px: float) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.w, self.h = rect.width(), rect.height()
        self.font_px = font_px
        self.update()

    def set_state(self, count: int | None, style: DeckStyle, glow: bool) -> None:
        """The cards left (``None``: no hand dealt yet), the deck's look, the draw glow."""
        self.count, self.style, self.glow = count, style, glow
        self.update()

    def boundingRect(self) -> QRectF:
        # The backs under the top one reach up and left by up to MAX_LAYERS steps: left
        # out of the rectangle, a stock that moved (a new layout) left their edges behind.
        d = self.font_px * 2.1
        m = max(8.0, self.MAX_LAYERS * self._step() + 2)
        return QRectF(-m, -m, self.w + d * 0.25 + m + 8, self.h + d * 0.25 + m + 8)

    def _step(self) -> float:
        """How far each back under the top one shows, up and to the left."""
        return max(1.0, self.w * 0.02)

    def draw(self, painter: QPainter) -> None:
        count = self.count or 0
        layers = min(self.MAX_LAYERS, (count + 7) // 8)
        if count == 0:
            painter.setPen(QPen(FELT_LINE, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), self.w * 0.07, self.w * 0.07)
        else:
            width = self.pixmap_width(painter, self.w)
            pix = _CACHE.back(width, self.style, self.device_ratio)
            step = self._step()
            for i in range(layers, -1, -1):
                r = QRectF(-i * step, -i * step, self.w, self.h)
                if i == 0 and self.top is not None:
                    pix = _CACHE.face(self.top, width, self.style, self.device_ratio)
                painter.drawPixmap(r, pix, QRectF(pix.rect()))
        band = self.mark_rect()
        if not band.isEmpty():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 40, 30, 225))
            painter.drawRect(band)
            painter.setPen(QColor(255, 255, 255))
            painter.setFont(label_font(self.font_px, bold=True))
            pad = max(3.0, self.font_px * 0.3)
            painter.drawText(band.adjusted(pad, pad, -pad, -pad), _MARK_FLAGS, self.mark)
        if self.glow:
            painter.setPen(QPen(LEGAL_COLOR, max(2.0, self.w * 0.035)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-3, -3, self.w + 6, self.h + 6), 8, 8)
        if self.count is None:
            return  # no deal yet: nothing to count
        # The count as a badge on the stock's corner (no room is taken below it).
        painter.setFont(label_font(self.font_px, bold=True))
        d = self.font_px * 2.1
        badge = QRectF(self.w - d * 0.75, self.h - d * 0.75, d, d)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 1.5))
        painter.setBrush(QColor(20, 40, 30, 235))
        painter.drawEllipse(badge)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(self.count))


class ZoneItem(FeltItem):
    """A place a card can be dropped: the discard pile, the knock area, a meld, the hand.

    ``state``: "" (idle), "legal" (a legal target while dragging), "hover" (the card is
    over it and the drop is legal), "bad" (over it but illegal).
    """

    halo = 6.0

    def __init__(self, kind: str, index: int = -1) -> None:
        super().__init__(-10)
        self.kind = kind
        self.index = index
        self.state = ""
        self.label = ""
        self.visible_frame = kind in ("discard", "knock")
        self.emphasis = False  # e.g. "you can knock now"

    def set_state(self, state: str) -> None:
        self.set_and_update(state=state)

    def set_label(self, label: str, emphasis: bool = False) -> None:
        self.set_and_update(label=label, emphasis=emphasis)

    def draw(self, painter: QPainter) -> None:
        if not self.visible_frame and not self.state:
            return
        r = self.rect
        radius = min(r.width(), r.height()) * 0.08
        color = FELT_LINE
        width = 2.0
        fill = QColor(0, 0, 0, 0)
        if self.emphasis:
            color, width, fill = FOCUS_COLOR, 3.0, QColor(255, 213, 74, 40)
        if self.state == "legal":
            color, width, fill = LEGAL_COLOR, 3.0, QColor(120, 230, 140, 35)
        elif self.state == "hover":
            color, width, fill = HOVER_COLOR, 4.0, QColor(255, 255, 255, 60)
        elif self.state == "bad":
            color, width, fill = QColor(255, 120, 110), 3.0, QColor(255, 80, 60, 40)
        pen = QPen(color, width, Qt.PenStyle.SolidLine if self.state else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        if self.label:
            painter.setFont(label_font(self.font_px, bold=self.emphasis))
            painter.setPen(FOCUS_COLOR if self.emphasis else QColor(255, 255, 255, 190))
            painter.drawText(
                r.adjusted(4, 4, -4, -4),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.label,
            )


class MeldMarkItem(FeltItem):
    """A bar under a meld in the hand: the player sees the melds at a glance."""

    def __init__(self) -> None:
        super().__init__(-5)
        self.gin = False

    def draw(self, painter: QPainter) -> None:
        path = QPainterPath()
        h = self.rect.height()
        path.addRoundedRect(self.rect, h / 2, h / 2)
        painter.fillPath(path, QColor(255, 213, 74, 220) if self.gin else QColor(120, 230, 140))
