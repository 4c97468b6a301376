"""A bot's portrait beside its name in a dialog: a square label as tall as a line and a half.

Why a label of its own: the result dialogs name each seat in a label the dialog's scale
(:mod:`.dialog_scale`) sets a larger font on; the portrait follows that font (it is
drawn again, :func:`~jinlami_desktop.table.portrait_art.portrait_pixmap`, whenever the
font changes), so it never crowds the words beside it at any scale, and it has a fixed
size, so it never squeezes them either.  The player's own seat shows no portrait: the
label hides itself for no bot.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ..table.portrait_art import portrait_pixmap

__all__ = ["PortraitLabel", "with_portrait"]

#: The portrait's side, in the label's line heights.
_LINES = 1.5


class PortraitLabel(QLabel):
    """The portrait of one bot (``level``: ``"medium"``, ``"hard:gin"``…; ``""``: the
    player, no portrait and hidden)."""

    def __init__(self, level: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("portrait")
        self.level = ""
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.set_level(level)

    def set_level(self, level: str) -> None:
        """Show the bot of ``level`` (hide for ``""``)."""
        self.level = level
        self.setVisible(bool(level))
        self._draw()

    def side(self) -> int:
        """The portrait's side in pixels, from the label's font."""
        return max(12, round(self.fontMetrics().height() * _LINES))

    def _draw(self) -> None:
        side = self.side()
        self.setFixedSize(side, side)
        if not self.level:
            self.clear()
            return
        self.setPixmap(portrait_pixmap(self.level, side, self.devicePixelRatioF()))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._draw()


def with_portrait(label: QLabel, portrait: PortraitLabel, parent: QWidget) -> QWidget:
    """``label`` with ``portrait`` on its left, in one widget (for a form or grid cell);
    the label keeps all the width the words need."""
    box = QWidget(parent)
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(6)
    row.addWidget(portrait, 0, Qt.AlignmentFlag.AlignVCenter)
    row.addWidget(label, 1)
    return box
