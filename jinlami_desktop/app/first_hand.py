"""The moment start-up is over for the player: the table on show has painted a frame
with the player's hand on it, so a card can be pressed and dragged.

Why a moment of its own: the window's frame (menus, status line, the felt) comes
first, then the table is built and the first hand dealt, but a hand dealt is not yet a
hand seen — the table paints it on a later turn of the event loop.  Whatever the first
drag does not need waits for this moment (:class:`.startup.Startup` hands it the work:
the fonts' check, the focus ring, the garbage collector's first look, the statistics
database), so none of it stands between the player and the first card; and the
start-up benchmark's ``ready`` is reported here (``packaging/startup_bench.py``).

When no hand is dealt at start-up (the first run's welcome, a resume question, a
screenshot of a screen without a match), or the table is never painted (a window
hidden at once), the work runs all the same: on the event loop's next turn, or after
:data:`FIRST_HAND_WAIT_MS` at most.
"""

from __future__ import annotations

from collections.abc import Callable, Sized

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QGraphicsView

__all__ = ["FIRST_HAND_WAIT_MS", "FirstHand"]

#: How long the work waits for the first hand's frame at most.
FIRST_HAND_WAIT_MS = 1500


class FirstHand(QObject):
    """Runs ``work`` (callables, in order) once, from the event loop, right after
    ``view`` has painted a frame holding at least one card of the player's hand
    (``hand``: the cards the scene holds there now), or at once (:meth:`without_hand`), or
    after :data:`FIRST_HAND_WAIT_MS` at most."""

    def __init__(
        self,
        view: QGraphicsView | None,
        hand: Callable[[], Sized],
        work: list[Callable[[], object]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.work = work
        self.done = False
        self._hand = hand
        self._viewport = view.viewport() if view is not None else None
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.timeout.connect(self.run)
        if self._viewport is not None:
            self._viewport.installEventFilter(self)
        self._fallback.start(FIRST_HAND_WAIT_MS)

    def without_hand(self) -> None:
        """No hand is coming (nothing was dealt): the work runs on the loop's next turn."""
        self._unwatch()
        QTimer.singleShot(0, self.run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A paint of the table with the hand on it: the work follows it, once the
        frame is done (the loop's next turn)."""
        if event.type() == QEvent.Type.Paint and len(self._hand()) > 0:
            self._unwatch()
            QTimer.singleShot(0, self.run)
        return False

    def _unwatch(self) -> None:
        if self._viewport is not None:
            self._viewport.removeEventFilter(self)
            self._viewport = None

    @Slot()
    def run(self) -> None:
        """The work, once (a later call does nothing)."""
        if self.done:
            return
        self.done = True
        self._unwatch()
        self._fallback.stop()
        for step in self.work:
            step()

    def cancel(self) -> None:
        """The app is closing: nothing more is run."""
        self.done = True
        self._unwatch()
        self._fallback.stop()
