"""Small widgets the dialogs share: a strip of cards drawn with card_art."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine import Card

from ..table.card_art import CARD_ASPECT, CardPixmapCache, DeckStyle

__all__ = ["CardStrip"]

_CACHE = CardPixmapCache(max_items=200)


class CardStrip(QWidget):
    """Groups of small overlapping cards (melds, then deadwood), for dialogs."""

    def __init__(self, card_width: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_w = card_width
        self.card_h = round(card_width * CARD_ASPECT)
        self.groups: list[list[Card]] = []
        self.style_ = DeckStyle()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_groups(self, groups: Sequence[Sequence[Card]], style: DeckStyle | None = None) -> None:
        self.groups = [list(g) for g in groups if g]
        if style is not None:
            self.style_ = style
        self.updateGeometry()
        self.update()

    def _positions(self) -> list[float]:
        """x of every card: overlapping within a group, a whole card plus a gap between."""
        step, gap = self.card_w * 0.45, self.card_w * 0.15
        xs: list[float] = []
        x = 2.0
        for gi, group in enumerate(self.groups):
            if gi:
                x += self.card_w + gap - step
            for _card in group:
                xs.append(x)
                x += step
        return xs

    def _width(self) -> int:
        xs = self._positions()
        return round(xs[-1] + self.card_w + 2) if xs else self.card_w

    def sizeHint(self) -> QSize:
        return QSize(self._width(), self.card_h + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        dpr = self.devicePixelRatioF()
        cards = [c for g in self.groups for c in g]
        for card, x in zip(cards, self._positions(), strict=True):
            pix = _CACHE.face(card, self.card_w, self.style_, dpr)
            p.drawPixmap(QRectF(x, 2, self.card_w, self.card_h), pix, QRectF(pix.rect()))
        p.end()
