"""The commitment's fingerprint in the window's status line, and Match info… kept in step.

Why the status line: the fingerprint must be on show from the first card without ever
changing the felt's geometry (the table's size follows the window's alone) nor
crowding the side panel; the status line is there already and its height does not
change with a permanent widget in it.  The badge shows the first 8 hex digits of the
match's commitment (docs/RULES.md Part D), and "revealed" once the match ended; a click
opens Game → Match info…, where the whole value, the seed and salt and the Verify
button are.  Both games alike: the badge reads the game on the table after every
snapshot and table switch.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QStackedWidget, QStatusBar, QWidget

from ..model.fairness import fairness_of, is_revealed
from ..ui.widgets import Retranslating

if TYPE_CHECKING:
    from ..dialogs.match_info import MatchFacts, MatchInfoDialog
    from ..games.protocol import GameUi

__all__ = ["FairnessBadge", "FairnessHost", "FairnessWatch"]


class FairnessBadge(Retranslating, QLabel):
    """The fingerprint of the match's commitment, small; clicked: Match info…."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairnessBadge")
        self.commitment = ""
        self.revealed = False
        self.words = False  # dealt from the player's words: the commitment is the secret's
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setContentsMargins(6, 0, 6, 0)
        f = self.font()
        f.setPointSizeF(f.pointSizeF() * 0.9)
        self.setFont(f)
        self.hide()

    @property
    def fingerprint(self) -> str:
        return self.commitment[:8]

    def show_commitment(
        self, commitment: str | None, revealed: bool = False, words: bool = False
    ) -> None:
        """Show ``commitment``'s fingerprint (``None``: a game without one, hidden);
        ``words``: the match is dealt from the player's words (docs/RULES.md D3)."""
        self.commitment = commitment or ""
        self.revealed = revealed
        self.words = words
        self.setVisible(bool(self.commitment))
        self.retranslate()

    def retranslate(self) -> None:
        if not self.commitment:
            self.setText("")
            return
        if self.revealed:
            text = self.tr("Deals committed: {fingerprint} (revealed)")
        else:
            text = self.tr("Deals committed: {fingerprint}")
        self.setText(text.format(fingerprint=self.fingerprint))
        if self.words:
            tip = self.tr(
                "The SHA-256 commitment to the app's secret, made before you typed your "
                "words; the seed is the hash of both:\n{commitment}\nGame → Match info… "
                "shows it whole, and the secret, seed and salt once the match has ended."
            )
        else:
            tip = self.tr(
                "The SHA-256 commitment to this match's seed, fixed before the first card:\n"
                "{commitment}\nGame → Match info… shows it whole, and the seed and salt once "
                "the match has ended."
            )
        self.setToolTip(tip.format(commitment=self.commitment))
        self.setAccessibleName(text.format(fingerprint=self.fingerprint))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)


class FairnessHost(Protocol):
    """What the watch needs of the main window: its status line, its games and the
    stack that shows one of them, and Match info…."""

    stack: QStackedWidget
    match_info_dialog: MatchInfoDialog | None

    def statusBar(self) -> QStatusBar: ...
    def dialog_parent(self) -> QWidget: ...
    def uis(self) -> Iterable[GameUi]: ...
    def current_ui(self) -> GameUi: ...
    def show_match_info(self) -> None: ...
    def match_facts(self) -> MatchFacts | None: ...


class FairnessWatch(QObject):
    """Puts the badge in ``window``'s status line and refreshes it (and an open Match
    info… dialog) after every snapshot of either game and every table switch."""

    def __init__(self, window: FairnessHost) -> None:
        super().__init__(window.dialog_parent())
        self.window = window
        self.badge = FairnessBadge(window.dialog_parent())
        window.statusBar().addPermanentWidget(self.badge)
        self.badge.clicked.connect(window.show_match_info)
        for ui in window.uis():
            self.game_built(ui)
        window.stack.currentChanged.connect(self.refresh)

    def game_built(self, ui: GameUi) -> None:
        """Follow a game's snapshots (the window builds each game's table on first use)."""
        ui.controller.updated.connect(self.refresh)

    @Slot()
    @Slot(object)
    def refresh(self, _snapshot: object = None) -> None:
        """Read the commitment of the game on the table again."""
        w = self.window
        game = w.current_ui().controller.game
        fair = fairness_of(game)
        self.badge.show_commitment(
            None if fair is None else fair.commitment,
            is_revealed(game),
            words=fair is not None and fair.words is not None,
        )
        dlg = w.match_info_dialog
        if dlg is not None and dlg.isVisible():
            dlg.show_facts(w.match_facts())
