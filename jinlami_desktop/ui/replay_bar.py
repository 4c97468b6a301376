"""The strip above the table while a recorded hand is replayed: where we are, what was
just played, and Previous / Next / Close.

Why a strip and not a dialog: the table must stay fully visible and the buttons must
sit where the eye already is; the strip is hidden outside a replay.  The step's words
(a lay-off and the hand's result run long) wrap onto more lines beside the buttons
rather than be cut in a narrow window; the strip grows taller for them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from ..model.replay import ReplayStatus
from .widgets import Retranslating, push_button, set_bold, set_text_spoken

__all__ = ["ReplayBar"]


class ReplayBar(Retranslating, QFrame):
    """Shows a :class:`~jinlami_desktop.model.replay.ReplayStatus`; the buttons are wired by
    each game's UI to its controller's ``replay_previous`` / ``replay_next`` /
    ``end_replay``, and the game words the step (:meth:`show_position`).

    ``name``: the object name (a game whose strip looks different gives it its own);
    the style sheet follows it.  ``reword``: called after a language switch, so the game
    words the step shown again."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "replayBar") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#{name} {{ background: #f3ead2; }} #{name} QLabel {{ color: #222; }}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        self.where = QLabel(self)
        self.where.setObjectName("replayWhere")
        set_bold(self.where)
        self.what = QLabel(self)
        self.what.setObjectName("replayMove")
        self.what.setWordWrap(True)  # a long step takes two lines, never cut
        self.previous_button = push_button(self, "replayPrevious")
        self.next_button = push_button(self, "replayNext")
        self.close_button = push_button(self, "replayClose")
        lay.addWidget(self.where)
        lay.addWidget(self.what, 1)
        for b in (self.previous_button, self.next_button, self.close_button):
            lay.addWidget(b)
        self.reword: Callable[[], None] | None = None
        self.hide()
        self.retranslate()

    def show_position(self, status: ReplayStatus, move: str, result: str | None = None) -> None:
        """Show where the replay is, the step's ``move`` and (at the end) the hand's
        ``result``; Previous / Next follow the position.  Both games' strips use it."""
        self.where.setText(
            self.tr("Replay of hand {n}: move {i} of {total}").format(
                n=status.number, i=status.index, total=status.total
            )
        )
        if result is not None:
            move = self.tr("{move} — {result}").format(move=move, result=result)
        self.what.setText(move)
        self.previous_button.setEnabled(not status.at_start)
        self.next_button.setEnabled(not status.at_end)
        self.show()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords the step shown, but never shows a closed replay's
        strip again over the live hand (a game's reword shows its last step)."""
        hidden = self.isHidden()
        super().changeEvent(event)
        if hidden and event.type() == QEvent.Type.LanguageChange:
            self.hide()

    def retranslate(self) -> None:
        set_text_spoken(self.previous_button, self.tr("◀ &Previous"))
        set_text_spoken(self.next_button, self.tr("&Next ▶"))
        self.close_button.setText(self.tr("&Close replay"))
        self.previous_button.setToolTip(self.tr("One move back"))
        self.next_button.setToolTip(self.tr("One move forward"))
        if self.reword is not None:
            self.reword()
