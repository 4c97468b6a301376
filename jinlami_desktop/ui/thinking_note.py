"""The "thinking…" note on the felt while a bot's move takes long (the expert's search).

Why: the expert searches for about a second a move; a table that shows nothing for that
long looks stuck.  The note is an overlay label at the top centre of the table's view
(like the scoreboard, it leaves the scene's geometry alone), shown only once a bot's
move has been thinking for :data:`DELAY_MS` (a quick bot never flickers it) and hidden
as soon as the answer comes (the controller's ``bot_thinking``, from the bot pool).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QLabel, QWidget

from ..words.texts import activity_text
from .widgets import Retranslating

__all__ = ["DELAY_MS", "ThinkingNote"]

#: How long a bot's move thinks before the note shows.
DELAY_MS: Final = 250
_STYLE: Final = (
    "QLabel { color: rgb(255, 236, 170); background: rgba(10, 28, 20, 210);"
    " border: 1px solid rgba(255, 214, 90, 200); border-radius: 6px; padding: 3px 10px; }"
)


class ThinkingNote(Retranslating, QLabel):
    """A bot's "thinking…" plate over the ``view``, at its top centre."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("thinkingNote")
        self.setStyleSheet(_STYLE)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self._appear)
        view.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setText(activity_text("thinking"))
        self.adjustSize()
        self._place()

    @Slot(bool)
    def set_thinking(self, thinking: bool) -> None:
        """A bot's move started thinking (shown after :data:`DELAY_MS`) or answered."""
        if thinking:
            if not self.isVisible() and not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            self.hide()

    def _appear(self) -> None:
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, max(4, parent.height() // 60))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The view resized: stay at its top centre."""
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False
