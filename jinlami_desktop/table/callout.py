"""A speech bubble on the felt: a refusal or a hint said next to what it is about.

Why on the table and not only in the status line: the eye is on the card that was just
dropped, not on the small grey line at the window's foot.  :class:`CalloutItem` is one
reusable table item (both games' refusals and hints use it, and a tutorial can): it is
given the text, the rectangle it speaks of (a card, a pile, a meld) and the rectangle it
must stay inside (the visible felt).  It wraps the text to a readable width, sits above
the anchor when there is room (else below, right or left, whichever fits; if none fits
whole, the roomiest, pushed inside), points at the anchor with a tail, and fades after a
few seconds — at once when animations are off.  The scene dismisses it on the next move.

:class:`Spot` names what a callout points at without knowing the scene: a card, the
stock, the discard pile, the knock area, a table meld, the free table or the hand; each
scene turns a spot into a rectangle (``CardTableScene.spot_rect``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from engine import Card

from ..words.line_breaks import keep_tail
from .items import HINT_COLOR, PaintedItem, label_font

__all__ = ["Z_CALLOUT", "CalloutItem", "Spot"]

#: Above every card, even one being dragged.
Z_CALLOUT: Final = 2000
#: How long a callout stays (refusals and hints), and its fade.
SHOW_MS: Final = 6000
FADE_MS: Final = 450
REFUSAL_COLOR: Final = QColor("#ff8a65")
_PAPER: Final = QColor(255, 252, 238, 248)
_INK: Final = QColor(33, 33, 33)
#: The sides tried in order: (name, unit vector from the anchor to the bubble).
_SIDES: Final = (("above", 0, -1), ("below", 0, 1), ("right", 1, 0), ("left", -1, 0))


@dataclass(frozen=True, slots=True)
class Spot:
    """What a callout points at: ``kind`` is ``card`` (with ``card``), ``stock``,
    ``discard``, ``knock``, ``meld`` (with ``index``), ``table`` or ``hand``."""

    kind: str
    card: Card | None = None
    index: int = -1


class CalloutItem(PaintedItem):
    """The bubble: :meth:`show_at` places and shows it, :meth:`dismiss` fades it out.

    ``tone`` is ``"refusal"`` (a warm frame) or ``"hint"`` (the hint's blue).
    ``gone`` is emitted when it is hidden again.
    """

    gone = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_CALLOUT)
        self.setVisible(False)
        self.text = ""
        self.tone = "refusal"
        self.anchor = QRectF()
        self.bubble = QRectF()  # in scene coordinates (the item sits at 0, 0)
        self.tail = QPolygonF()
        self.font_px = 13.0
        self.showing = False  # shown and not yet dismissed (it may still be fading)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self._fade = QPropertyAnimation(self, b"opacity")
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self._faded)
        self.animate = True

    # -- showing -------------------------------------------------------------------------
    def show_at(
        self,
        text: str,
        anchor: QRectF,
        bounds: QRectF,
        font_px: float,
        tone: str = "refusal",
        ms: int = SHOW_MS,
        avoid: QRectF | None = None,
        keep_clear: Sequence[Sequence[QRectF]] = (),
    ) -> None:
        """Say ``text`` next to ``anchor``, wholly inside ``bounds``, for ``ms``; clear of
        ``avoid`` (the scoreboard, a widget over the view that would cover the bubble)
        where sliding sideways inside ``bounds`` can do it.

        ``keep_clear``: what the player needs to see now, most needed first (the
        knocker's melds, then the hand): the bubble goes where it covers none of them,
        else none of the first ones, else as without them (:meth:`_clear_place`)."""
        self._fade.stop()
        self.prepareGeometryChange()
        self.text, self.tone, self.font_px = text, tone, font_px
        self.anchor = QRectF(anchor)
        self.bubble, self.tail = self._place(anchor, bounds, avoid)
        board = [avoid] if avoid is not None else []
        blocked = [*board, *(r for tier in keep_clear for r in tier)]
        if any(self.bubble.intersects(r) for r in blocked):
            for tiers in range(len(keep_clear), 0, -1):
                blockers = [*board, *(r for tier in keep_clear[:tiers] for r in tier)]
                placed = self._clear_place(anchor, bounds, blockers)
                if placed is not None:
                    self.bubble, self.tail = placed
                    break
        self.setOpacity(1.0)
        self.setVisible(True)
        self.showing = True
        self._timer.start(ms)
        self.update()

    def dismiss(self) -> None:
        """Fade out now (the next move came, or the time is up); hidden at once when
        animations are off."""
        self._timer.stop()
        if not self.showing:
            return
        self.showing = False
        if not self.animate:
            self._faded()
            return
        self._fade.stop()
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _expire(self) -> None:
        self.dismiss()

    def _faded(self) -> None:
        if not self.showing:
            self.setVisible(False)
            self.gone.emit()

    # -- layout ----------------------------------------------------------------------------
    def _metrics(self) -> QFontMetricsF:
        return QFontMetricsF(label_font(self.font_px))

    def shown_text(self) -> str:
        """The words as painted: the last short word ("… stays 49", a card) wraps with
        the word before it (``line_breaks.keep_tail``)."""
        return keep_tail(self.text)

    def text_size(self, max_w: float) -> tuple[float, float]:
        """The wrapped text's width and height at most ``max_w`` wide."""
        flags = int(Qt.TextFlag.TextWordWrap)
        r = self._metrics().boundingRect(QRectF(0, 0, max_w, 10_000), flags, self.shown_text())
        return min(max_w, r.width()) + 1, r.height()

    def _pad(self) -> float:
        return self.font_px * 0.6

    def _tail_len(self) -> float:
        return self.font_px * 0.8

    def _place(
        self, anchor: QRectF, bounds: QRectF, avoid: QRectF | None = None
    ) -> tuple[QRectF, QPolygonF]:
        """The bubble's rectangle and its tail for ``anchor`` inside ``bounds``."""
        inner = bounds.adjusted(4, 4, -4, -4)
        pad, tail = self._pad(), self._tail_len()
        max_w = max(self.font_px * 8, min(self.font_px * 32, inner.width() * 0.7) - 2 * pad)
        tw, th = self.text_size(max_w)
        w = min(tw + 2 * pad, inner.width())
        h = min(th + 2 * pad, inner.height())
        best: tuple[float, QRectF, str] | None = None
        for side, dx, dy in _SIDES:
            c = anchor.center()
            if dy:
                top = anchor.top() - tail - h if dy < 0 else anchor.bottom() + tail
                rect = QRectF(c.x() - w / 2, top, w, h)
            else:
                left = anchor.right() + tail if dx > 0 else anchor.left() - tail - w
                rect = QRectF(left, c.y() - h / 2, w, h)
            room = _room_along(rect, inner, dx, dy)
            if room >= 0:
                best = (room, rect, side)  # pushed along the anchor's edge, it fits
                break
            if best is None or room > best[0]:
                best = (room, rect, side)
        assert best is not None
        _room_left, rect, side = best
        rect = _pushed_inside(rect, inner)
        if avoid is not None and rect.intersects(avoid):
            aside = QRectF(rect)
            if avoid.center().x() >= rect.center().x():
                aside.moveRight(avoid.left() - 4)
            else:
                aside.moveLeft(avoid.right() + 4)
            if inner.contains(aside):
                rect = aside
        return rect, self._tail_for(rect, anchor, side)

    def _clear_place(
        self, anchor: QRectF, bounds: QRectF, blockers: Sequence[QRectF]
    ) -> tuple[QRectF, QPolygonF] | None:
        """A bubble beside ``anchor``, inside ``bounds``, that covers neither the anchor
        nor any of ``blockers``; ``None`` when there is none.

        Each side in turn (above, below, right, left), wrapped at the usual width and
        then at the width the side leaves, the bubble slides along the anchor's edge:
        centred on it first, then flush against each blocker, nearest first."""
        inner = bounds.adjusted(4, 4, -4, -4)
        pad, tail = self._pad(), self._tail_len()
        usual = max(self.font_px * 8, min(self.font_px * 32, inner.width() * 0.7) - 2 * pad)
        c = anchor.center()
        for side, dx, dy in _SIDES:
            room = {
                "above": inner.width(),
                "below": inner.width(),
                "right": inner.right() - anchor.right() - tail,
                "left": anchor.left() - tail - inner.left(),
            }[side]
            for wrap in dict.fromkeys((usual, min(usual, room - 2 * pad - 2))):
                if wrap < self.font_px * 5:
                    continue
                tw, th = self.text_size(wrap)
                w, h = tw + 2 * pad, th + 2 * pad
                if dy:
                    top = anchor.top() - tail - h if dy < 0 else anchor.bottom() + tail
                    starts = [c.x() - w / 2]
                    starts += [x for b in blockers for x in (b.left() - 4 - w, b.right() + 4)]
                    starts.sort(key=lambda x: abs(x + w / 2 - c.x()))
                    rects = [QRectF(x, top, w, h) for x in starts]
                else:
                    left = anchor.right() + tail if dx > 0 else anchor.left() - tail - w
                    starts = [c.y() - h / 2]
                    starts += [y for b in blockers for y in (b.top() - 4 - h, b.bottom() + 4)]
                    starts.sort(key=lambda y: abs(y + h / 2 - c.y()))
                    rects = [QRectF(left, y, w, h) for y in starts]
                for rect in rects:
                    rect = _pushed_inside(rect, inner)
                    if (
                        inner.contains(rect)
                        and _on_side(rect, anchor, side, tail)
                        and not any(rect.intersects(b) for b in blockers)
                    ):
                        return rect, self._tail_for(rect, anchor, side)
        return None

    def _tail_for(self, rect: QRectF, anchor: QRectF, side: str) -> QPolygonF:
        """A triangle from the bubble's edge towards the anchor."""
        half = self.font_px * 0.55
        c = anchor.center()
        if side in ("above", "below"):
            x = min(max(c.x(), rect.left() + half * 2), rect.right() - half * 2)
            edge = rect.bottom() if side == "above" else rect.top()
            tip_y = (
                min(anchor.top(), edge + self._tail_len())
                if side == "above"
                else max(anchor.bottom(), edge - self._tail_len())
            )
            return QPolygonF([QPointF(x - half, edge), QPointF(x + half, edge), QPointF(x, tip_y)])
        y = min(max(c.y(), rect.top() + half * 2), rect.bottom() - half * 2)
        edge = rect.left() if side == "right" else rect.right()
        tip_x = (
            max(anchor.right(), edge - self._tail_len())
            if side == "right"
            else min(anchor.left(), edge + self._tail_len())
        )
        return QPolygonF([QPointF(edge, y - half), QPointF(edge, y + half), QPointF(tip_x, y)])

    def boundingRect(self) -> QRectF:
        return self.bubble.united(self.tail.boundingRect()).adjusted(-3, -3, 3, 3)

    # -- painting ----------------------------------------------------------------------------
    def draw(self, painter: QPainter) -> None:
        if not self.text:
            return
        color = HINT_COLOR if self.tone == "hint" else REFUSAL_COLOR
        radius = self.font_px * 0.5
        path = QPainterPath()
        path.addRoundedRect(self.bubble, radius, radius)
        tail = QPainterPath()
        tail.addPolygon(self.tail)
        tail.closeSubpath()
        shape = path.united(tail)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(shape.translated(2, 3))  # a soft shadow lifts it off the felt
        painter.setPen(QPen(color, max(2.0, self.font_px * 0.16)))
        painter.setBrush(_PAPER)
        painter.drawPath(shape)
        painter.setFont(label_font(self.font_px))
        painter.setPen(_INK)
        pad = self._pad()
        painter.drawText(
            self.bubble.adjusted(pad, pad, -pad, -pad),
            int(
                Qt.AlignmentFlag.AlignLeft
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextWordWrap
            ),
            self.shown_text(),
        )


def _room_along(rect: QRectF, inner: QRectF, dx: int, dy: int) -> float:
    """How far ``rect``, placed on one side of its anchor, stays inside ``inner`` on that
    side (negative: it sticks out there, and pushing it in would cover the anchor)."""
    if dy < 0:
        return rect.top() - inner.top()
    if dy > 0:
        return inner.bottom() - rect.bottom()
    if dx > 0:
        return inner.right() - rect.right()
    return rect.left() - inner.left()


def _on_side(rect: QRectF, anchor: QRectF, side: str, tail: float) -> bool:
    """Whether ``rect`` lies wholly on ``side`` of ``anchor``, its tail's length away at
    least (so the tail points at the anchor, and the bubble covers none of it)."""
    gap = tail - 0.5
    if side == "above":
        return rect.bottom() <= anchor.top() - gap
    if side == "below":
        return rect.top() >= anchor.bottom() + gap
    if side == "right":
        return rect.left() >= anchor.right() + gap
    return rect.right() <= anchor.left() - gap


def _pushed_inside(rect: QRectF, inner: QRectF) -> QRectF:
    """``rect`` moved (not resized) to lie inside ``inner``."""
    out = QRectF(rect)
    if out.right() > inner.right():
        out.moveRight(inner.right())
    if out.left() < inner.left():
        out.moveLeft(inner.left())
    if out.bottom() > inner.bottom():
        out.moveBottom(inner.bottom())
    if out.top() < inner.top():
        out.moveTop(inner.top())
    return out
