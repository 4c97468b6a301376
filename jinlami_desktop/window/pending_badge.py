"""How many finished hands wait to be recorded in the statistics, in the status line.

Why it stays on show: while another program holds the statistics (or the disk is full)
the hands and matches the statistics could not take wait in the storage's pending queue
(:mod:`~jinlami_desktop.storage.pending_queue`) and are recorded later; a message that
fades after a few seconds would leave the player wondering whether they were lost.
The badge is a permanent widget of the status line (its height never changes), hidden
when nothing waits, and says it after every snapshot of either game and every storage
problem; its tooltip says what happens to them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ..ui.widgets import Retranslating

if TYPE_CHECKING:
    from ..games.protocol import GameUi
    from ..storage.session import PendingCount, Storage

__all__ = ["PendingBadge", "PendingHost", "PendingWatch"]


class PendingBadge(Retranslating, QLabel):
    """ "2 hands waiting to be recorded in Statistics" (hidden when none wait)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pendingBadge")
        self.hands = 0
        self.matches = 0
        self.setContentsMargins(6, 0, 6, 0)
        f = self.font()
        f.setPointSizeF(f.pointSizeF() * 0.9)
        self.setFont(f)
        self.hide()

    def show_count(self, count: PendingCount) -> None:
        """Show what waits (nothing: hidden)."""
        self.hands, self.matches = count.hands, count.matches
        self.setVisible(bool(self.hands or self.matches))
        self.retranslate()

    def retranslate(self) -> None:
        if self.hands:
            text = self.tr("%n hand(s) waiting to be recorded in Statistics", "", self.hands)
        elif self.matches:
            text = self.tr(
                "%n match result(s) waiting to be recorded in Statistics", "", self.matches
            )
        else:
            self.setText("")
            self.setToolTip("")
            return
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(
            self.tr(
                "The statistics could not take them yet (another program is using them, "
                "or the disk is full). They are kept safe and recorded, once each, as soon "
                "as the statistics can be written: at the next hand, the next match or "
                "the next start."
            )
        )


class PendingHost(Protocol):
    """What the watch needs of the main window: its status line and its storage."""

    @property
    def storage(self) -> Storage | None: ...

    def statusBar(self) -> QStatusBar: ...
    def dialog_parent(self) -> QWidget: ...
    def uis(self) -> Iterable[GameUi]: ...


class PendingWatch(QObject):
    """Puts the badge in ``window``'s status line and reads the storage's count again
    after every snapshot and every storage problem of each game."""

    def __init__(self, window: PendingHost) -> None:
        super().__init__(window.dialog_parent())
        self.window = window
        self.badge = PendingBadge(window.dialog_parent())
        window.statusBar().addPermanentWidget(self.badge)
        for ui in window.uis():
            self.game_built(ui)
        self.refresh()

    def game_built(self, ui: GameUi) -> None:
        """Follow a game's snapshots and storage problems."""
        ui.controller.updated.connect(self.refresh)
        ui.controller.storage_error.connect(self.refresh)

    @Slot()
    @Slot(object)
    @Slot(str, object)
    def refresh(self, *_args: object) -> None:
        """Read the count again (no database call)."""
        storage = self.window.storage
        if storage is None:
            self.badge.hide()
            return
        self.badge.show_count(storage.waiting_to_record())
