"""The turn line on the felt: what the player is to do now, just above their hand.

Why on the felt: the side panel says "Your turn: draw from the stock or the discard
pile", but the eye is on the cards; a player who looked at the table only did not know
it was their turn nor what came next.  :class:`TurnLineItem` shows the same words as
the panel's turn line, on a plate centred over the hand, while it is the player's turn
(each game's scene says when and what); while a callout covers it, it is not drawn
(the bubble is what matters then).  It is drawn at the felt's text size, never
below the panel's (``CardTableScene.felt_px``), on one line where it fits, wrapped (its
terms whole) where it does not; nothing is cut.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from .items import FeltItem, label_font

__all__ = ["TurnLineItem"]

_PLATE: Final = QColor(10, 28, 20, 210)
_EDGE: Final = QColor(255, 214, 90, 200)
_TEXT: Final = QColor(255, 236, 170)
_FLAGS: Final = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


class TurnLineItem(FeltItem):
    """The player's next step, centred over the hand; hidden when there is none."""

    def __init__(self) -> None:
        super().__init__(40)
        self.text = ""
        self.covered = False  # a callout lies over it: it is not drawn
        self.setVisible(False)

    def set_covered(self, covered: bool) -> None:
        """A callout covers the line (or no longer does)."""
        self.covered = covered
        self.setVisible(bool(self.text) and not covered)

    def show_line(
        self, text: str, centre_x: float, bottom: float, width: float, font_px: float
    ) -> None:
        """Show ``text`` on a plate centred at ``centre_x`` whose bottom edge is
        ``bottom``, at most ``width`` wide (wider only for a word that needs it);
        ``""`` hides it."""
        self.text = text
        if not text:
            self.setVisible(False)
            return
        pad = max(3.0, font_px * 0.4)
        metrics = QFontMetricsF(label_font(font_px, bold=True))
        inner = max(20.0, width - 2 * pad)
        box = metrics.boundingRect(QRectF(0, 0, inner, 10_000), _FLAGS, text)
        w, h = box.width() + 2 * pad + 2, box.height() + 2 * pad
        self.set_rect(QRectF(centre_x - w / 2, bottom - h, w, h), font_px)
        self.setVisible(not self.covered)

    def draw(self, painter: QPainter) -> None:
        if not self.text:
            return
        r = self.rect
        radius = min(8.0, self.font_px * 0.5)
        painter.setPen(QPen(_EDGE, 1.2))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(_TEXT)
        painter.setFont(label_font(self.font_px, bold=True))
        pad = max(3.0, self.font_px * 0.4)
        painter.drawText(r.adjusted(pad, pad, -pad, -pad), _FLAGS, self.text)
