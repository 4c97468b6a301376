"""Game → Score sheet… and the match-end screen, for the game on the table.

Why an object of its own (like :class:`~jinlami_desktop.window.storage_commands.StorageCommands`):
the window composes it and stays thin; what it needs of the window is declared in
:class:`ScoreHost`.  The words of both dialogs come from the game on the table through
its :class:`~jinlami_desktop.games.protocol.GameUi` (``score_sheet``, ``match_report``).
Rematch starts the same setup with a new deal; New match… opens the New match dialog.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Slot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..dialogs.match_end import MatchEndDialog
    from ..dialogs.score_sheet import ScoreSheetDialog
    from ..games.protocol import GameUi

__all__ = ["ScoreCommands", "ScoreHost"]


class ScoreHost(Protocol):
    """What the score commands need of the main window."""

    def current_ui(self) -> GameUi: ...
    def dialog_parent(self) -> QWidget: ...
    def start_match(self, setup: object) -> None: ...
    def ask_new_match(self) -> None: ...


class ScoreCommands(QObject):
    """Opens the score sheet and the match-end screen of the game on the table."""

    def __init__(self, host: ScoreHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.sheet_dialog: ScoreSheetDialog | None = None
        self.match_end_dialog: MatchEndDialog | None = None
        #: The game whose match the match-end screen shows (its setup is the rematch's).
        self._ended: GameUi | None = None

    @Slot()
    def show_score_sheet(self) -> None:
        """The score sheet of the match on the table; once the match is over, the
        match-end screen (which holds the sheet) instead."""
        ui = self.host.current_ui()
        if ui.match_report() is not None:
            self.show_match_end()
            return
        if ui.score_sheet() is None:
            return
        if self.sheet_dialog is None:
            from ..dialogs.score_sheet import ScoreSheetDialog  # first use: start-up stays light

            self.sheet_dialog = ScoreSheetDialog(self.host.dialog_parent())
        self.sheet_dialog.show_sheet(ui.score_sheet)
        self.sheet_dialog.show()
        self.sheet_dialog.raise_()

    @Slot(object)
    def refresh(self, _summary: object = None) -> None:
        """A hand ended: an open score sheet follows."""
        dlg = self.sheet_dialog
        if dlg is not None and dlg.isVisible():
            dlg.refill()  # the size the player gave it stays

    @Slot()
    def show_match_end(self) -> None:
        """The match-end screen of the finished match on the table (nothing while the
        match goes on)."""
        ui = self.host.current_ui()
        if ui.match_report() is None:
            return
        self.close()
        if self.sheet_dialog is not None:
            self.sheet_dialog.close()
        self._ended = ui
        from ..dialogs.match_end import MatchEndDialog  # first use: start-up stays light

        dlg = MatchEndDialog(ui.match_report, self.host.dialog_parent())
        dlg.rematch.connect(self.rematch)
        dlg.new_match.connect(self.host.ask_new_match)
        self.match_end_dialog = dlg
        dlg.show()
        dlg.raise_()

    @Slot()
    def rematch(self) -> None:
        """The finished match's setup again, with a new deal (a new seed)."""
        ui = self._ended or self.host.current_ui()
        setup: Any = ui.current_setup()
        self.close()
        self.host.start_match(replace(setup, seed=None))

    def close(self) -> None:
        """Close the match-end screen and the score sheet (a new match begins, or the
        window goes): a sheet left open would go on telling the match that ended, over
        the new match's table."""
        if self.sheet_dialog is not None:
            self.sheet_dialog.close()
        dlg = self.match_end_dialog
        self.match_end_dialog = None
        if dlg is not None:
            dlg.close()
            dlg.deleteLater()
