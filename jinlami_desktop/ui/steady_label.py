"""A panel line that keeps one height whatever it says, so what lies below stays put.

Why: the panel's turn line says something new at every move ("Your turn: draw …", then
"Your turn: discard a card, or drop it on the knock area", then "Opponent's turn"), and
those words wrap to one line or two depending on the language and the window.  Each
change of height moved every button under it — the Hint button jumped a line up and down
from one phase to the next, and a click meant for it landed on the button that took
its place.  :class:`SteadyHeight` keeps the label as tall as the tallest of the texts
it may show, measured at the label's own width and font, again whenever either changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

__all__ = ["SteadyHeight"]

#: How word-wrapped plain labels break their lines (as the font metrics measure them).
_WRAP = int(Qt.TextFlag.TextWordWrap)


class SteadyHeight(QObject):
    """Holds ``label``'s minimum height at the tallest of :meth:`set_texts`' texts.

    It watches the label (an event filter, parented to it): a new width (the panel
    follows the window) or a new font (the panel's text scale) measures again."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self.label = label
        self.texts: tuple[str, ...] = ()
        label.installEventFilter(self)

    def set_texts(self, texts: Sequence[str]) -> None:
        """The texts the label may show (its own included); measured at once if new."""
        texts = tuple(texts)
        if texts != self.texts:
            self.texts = texts
            self.refit()

    def tallest(self, width: int) -> int:
        """The height of the tallest text wrapped at ``width`` in the label's font."""
        metrics = QFontMetrics(self.label.font())
        box = QRect(0, 0, max(1, width), 100_000)
        texts = (*self.texts, self.label.text())
        return max(metrics.boundingRect(box, _WRAP, t or " ").height() for t in texts)

    def refit(self) -> None:
        """Set the label's minimum height for its current width and font."""
        label = self.label
        width = label.contentsRect().width()
        if width <= 1:
            return  # not laid out yet: its first resize measures
        margins = label.contentsMargins()
        height = self.tallest(width) + margins.top() + margins.bottom()
        if label.minimumHeight() != height:
            label.setMinimumHeight(height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.FontChange,
        ):
            self.refit()
        return False
