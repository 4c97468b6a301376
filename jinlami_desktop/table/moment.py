"""A moment on the felt: a gin, an undercut, a rummy or a match won, shown big and brief.

Why on the table: the result dialog is a table of numbers; a hand won with no deadwood
or a match won deserves a second on the felt first — the winning cards fanned out and
lifted, a banner word ("Gin!", "金龙！", "Rummy!") and the points counted up to their
true value.  Game-free: a game says what the moment is (:class:`Moment`: a title, the
points, the cards) and :class:`MomentPlayer` plays it on a scene, then calls what comes
next (the result dialog).  With animations off nothing is added to the scene and what
comes next is called at once; at any other speed the moment lasts
:func:`~jinlami_desktop.model.pacing.moment_ms` (1.3 s at normal speed) and takes no
mouse buttons, so it never holds the player up for longer; a click on the felt or a key
ends it at once (:meth:`MomentPlayer.finish`, through the table view's ``skip_wait``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from engine import Card

from ..model.pacing import moment_ms
from .card_art import DeckStyle
from .items import CardItem, PaintedItem, label_font

__all__ = [
    "Z_MOMENT",
    "Moment",
    "MomentItem",
    "MomentPlayer",
    "MomentWords",
    "counted",
    "points_text",
]

#: Above every card and the callouts.
Z_MOMENT: Final = 2500
_VEIL: Final = QColor(8, 24, 14)
_GOLD: Final = QColor("#ffd54a")
_INK: Final = QColor(30, 22, 0)
_COUNT_BACK: Final = QColor(0, 0, 0, 170)
#: The share of the moment when the fan has opened, and when the count has ended.
_FAN_END: Final = 0.35
_COUNT_START: Final = 0.2
_COUNT_END: Final = 0.75
#: The most cards fanned out (a wider fan is unreadable).
_MOST_CARDS: Final = 13
#: The fan's whole spread, in degrees, at most.
_SPREAD: Final = 40.0


@dataclass(frozen=True, slots=True)
class Moment:
    """What a moment shows: ``title`` (already in the player's words), the ``points``
    counted up to, and the winning ``cards`` fanned out (none: the banner alone)."""

    title: str
    points: int
    cards: tuple[Card, ...] = ()


def counted(points: int, progress: float) -> int:
    """The points shown at ``progress`` (0 to 1) of the moment: from 0 up to ``points``,
    easing out, and exactly ``points`` from :data:`_COUNT_END` on."""
    if progress >= _COUNT_END:
        return points
    t = max(0.0, (progress - _COUNT_START) / (_COUNT_END - _COUNT_START))
    eased = 1.0 - (1.0 - t) ** 3
    return min(points, int(points * eased))


class MomentWords:
    """The translation context of the moments' words (the games' titles too):
    ``MomentWords.tr(text, disambiguation, n)``.  A class because lupdate takes the
    ``MomentWords.`` of the call as the context; it is never instantiated."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def points_text(points: int) -> str:
    """The counted points in words ("25 points")."""
    return MomentWords.tr("%n point(s)", "", points)


class MomentItem(PaintedItem):
    """The moment on the felt: a veil, the fanned cards (child card items), the banner and
    the count.  :meth:`play` starts it; ``finished`` is emitted when it is over (or
    :meth:`stop` cut it short), and it hides itself."""

    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_MOMENT)
        self.setVisible(False)
        self.moment = Moment("", 0)
        self.bounds = QRectF()
        self.progress = 0.0
        self.shown_points = 0
        self.font_px = 32.0
        self.cards: list[CardItem] = []
        self._card_size = (60.0, 84.0)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._on_value)
        self._anim.finished.connect(self._done)

    @property
    def playing(self) -> bool:
        return self.isVisible()

    def play(
        self,
        moment: Moment,
        bounds: QRectF,
        card_size: tuple[float, float],
        style: DeckStyle,
        font_px: float,
        ms: int,
    ) -> None:
        """Show ``moment`` inside ``bounds`` (the visible felt) for ``ms``: cards of
        ``card_size`` in ``style``, the banner's words of ``font_px``."""
        self._anim.stop()
        self.prepareGeometryChange()
        self.moment, self.bounds, self.font_px = moment, QRectF(bounds), font_px
        self._card_size = card_size
        for item in self.cards:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)  # the scene lets go of it, and so does this item
        self.cards = []
        for card in moment.cards[:_MOST_CARDS]:
            item = CardItem(card, True, *card_size)
            item.set_style(style)
            item.setParentItem(self)
            item.setTransformOriginPoint(card_size[0] / 2, card_size[1] * 2.2)
            self.cards.append(item)
        self.setVisible(True)
        self._set_progress(0.0)
        self._anim.setDuration(max(1, ms))
        self._anim.start()

    def stop(self) -> None:
        """End the moment now (its end is said by ``finished`` as usual)."""
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
            self._done()

    def boundingRect(self) -> QRectF:
        return QRectF(self.bounds)

    # -- the moment's course ----------------------------------------------------------------
    def _on_value(self, value: object) -> None:
        if isinstance(value, float):
            self._set_progress(value)

    def _set_progress(self, progress: float) -> None:
        """Lay the moment out as it is at ``progress`` (0 to 1)."""
        self.progress = progress
        self.shown_points = counted(self.moment.points, progress)
        self._place_cards(min(1.0, progress / _FAN_END))
        self.update()

    def _done(self) -> None:
        self._set_progress(1.0)
        self.setVisible(False)
        self.finished.emit()

    def fan_rect(self) -> QRectF:
        """Where the fanned cards stand, fully open: the lower middle of the felt."""
        w, h = self._card_size
        b = self.bounds
        n = max(1, len(self.cards))
        width = min(b.width() * 0.9, w + (n - 1) * w * 0.45)
        return QRectF(b.center().x() - width / 2, b.center().y() - h * 0.1, width, h)

    def _place_cards(self, opened: float) -> None:
        """The cards from a stack (``opened`` 0) to a lifted fan (1)."""
        n = len(self.cards)
        if not n:
            return
        w, h = self._card_size
        fan = self.fan_rect()
        step = (fan.width() - w) / (n - 1) if n > 1 else 0.0
        spread = min(_SPREAD, 4.5 * (n - 1))
        eased = 1.0 - (1.0 - opened) ** 3
        middle = (n - 1) / 2
        lift = h * 0.25 * eased
        for i, item in enumerate(self.cards):
            x_open = fan.left() + i * step
            x = fan.center().x() - w / 2 + (x_open - (fan.center().x() - w / 2)) * eased
            item.setPos(QPointF(x, fan.top() + h * 0.25 - lift))
            item.setRotation((i - middle) / max(1.0, middle) * spread / 2 * eased)
            item.setZValue(i)

    # -- painting ---------------------------------------------------------------------------
    def banner_rect(self) -> QRectF:
        """Where the banner word stands: above the fan (the felt's upper middle when no
        card is shown)."""
        b = self.bounds
        height = self.font_px * 1.9
        bottom = self.fan_rect().top() - self._card_size[1] * 0.15 if self.cards else b.center().y()
        return QRectF(b.left(), max(b.top(), bottom - height * 1.9), b.width(), height)

    def draw(self, painter: QPainter) -> None:
        appear = min(1.0, self.progress / 0.25)
        veil = QColor(_VEIL)
        veil.setAlphaF(0.6 * appear)
        painter.fillRect(self.bounds, veil)
        banner = self.banner_rect()
        scale = 0.6 + 0.4 * (1.0 - (1.0 - appear) ** 3)
        font = label_font(self.font_px * scale, bold=True)
        metrics = QFontMetricsF(font)
        title = self.moment.title
        text_w = min(metrics.horizontalAdvance(title), self.bounds.width() * 0.92)
        plate = QRectF(0, 0, text_w + self.font_px * 1.2, metrics.height() * 1.35)
        plate.moveCenter(banner.center())
        painter.setOpacity(appear)
        path = QPainterPath()
        path.addRoundedRect(plate, plate.height() / 2, plate.height() / 2)
        painter.fillPath(path, _GOLD)
        painter.setPen(QPen(_INK))
        painter.setFont(font)
        painter.drawText(plate, int(Qt.AlignmentFlag.AlignCenter), title)
        count_font = label_font(self.font_px * 0.7, bold=True)
        count = points_text(self.shown_points)
        full = QFontMetricsF(count_font)
        # as wide as the final count, so the pill does not grow while it counts
        wide = max(
            full.horizontalAdvance(count), full.horizontalAdvance(points_text(self.moment.points))
        )
        pill = QRectF(0, 0, wide + self.font_px * 0.9, full.height() * 1.3)
        pill.moveCenter(QPointF(banner.center().x(), plate.bottom() + 6 + pill.height() / 2))
        back = QPainterPath()
        back.addRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.fillPath(back, _COUNT_BACK)
        painter.setFont(count_font)
        painter.setPen(QPen(_GOLD))
        painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), count)
        painter.setOpacity(1.0)


class MomentPlayer(QObject):
    """Plays moments on ``scene`` and calls what follows each one.

    The item is made and added on the first moment played (never with animations off);
    :meth:`cancel` drops a moment under way together with what was to follow it (a new
    match, a loaded game)."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.item: MomentItem | None = None
        self._then: Callable[[], object] | None = None

    @property
    def playing(self) -> bool:
        return self.item is not None and self.item.playing

    def play(
        self,
        moment: Moment | None,
        speed: str,
        then: Callable[[], object],
        *,
        card_size: tuple[float, float],
        style: DeckStyle,
        font_px: float,
    ) -> None:
        """Show ``moment`` at animation ``speed``, then call ``then``; no moment, or
        animations off: ``then`` at once."""
        self.cancel()
        ms = moment_ms(speed)
        if moment is None or ms <= 0:
            then()
            return
        if self.item is None:
            self.item = MomentItem()
            self.item.finished.connect(self._finished)
            self.scene.addItem(self.item)
        self._then = then
        self.item.play(moment, self.scene.sceneRect(), card_size, style, font_px, ms)

    def cancel(self) -> None:
        """Stop a moment under way; what was to follow it is not called."""
        self._then = None
        if self.item is not None:
            self.item.stop()

    def finish(self) -> None:
        """End a moment under way now, and call what follows it."""
        if self.item is not None:
            self.item.stop()

    def _finished(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()
